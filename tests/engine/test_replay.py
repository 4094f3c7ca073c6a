"""The replay contract through the Python API: Laws 18, 21-23, 34; variants."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_core import (
    AU_CENT,
    RUBICON,
    Card,
    Hand,
    PiquetError,
    parse_record,
    replay,
    replay_record,
    score_deal,
)

from .test_cli import EXAMPLE


def test_draw_order_laws_23_34_younger_takes_elders_leftovers_first() -> None:
    """CAV-D "Discarding": "the younger hand must take his cards from the top of the stock,
    including any card or cards that may have been left by the elder hand"."""
    deal = {**EXAMPLE, "elder_discards": "8C 7C 9D", "younger_discards": "7S 9H", "tricks": None}
    del deal["tricks"]
    record = parse_record(deal)
    talon = [Card.parse(t) for t in str(EXAMPLE["talon"]).split()]
    assert Hand(talon[:3]).issubset(record.hands_after.elder)
    assert Hand(talon[3:5]).issubset(record.hands_after.younger)  # the two the elder left
    assert not Hand(talon[5:]).mask & (record.hands_after.elder | record.hands_after.younger).mask


def test_carte_blanche_judged_on_the_dealt_hand_law_18() -> None:
    """Law 18: a hand *dealt* without K Q J; it scores 10 (Law 61) even if courts come in."""
    deal = {
        "elder": "AS 10S 9S 8S 7S AH 10H 9H AD 10D 9C 8C",
        "younger": "KS QS JS KH QH JH 8H 7H KD QD JD 9D",
        "talon": "KC QC JC 8D 7D 10C AC 7C",
        "elder_discards": "9H 9C 8C",
        "younger_discards": "8H 7H 9D",
    }
    out = replay(deal)
    assert out["elder"]["carte_blanche"] == 10  # type: ignore[index]
    record = parse_record(deal)
    assert {"KC", "QC", "JC"} <= {str(c) for c in record.hands_after.elder}


def test_replay_record_matches_score_deal() -> None:
    record = parse_record(EXAMPLE)
    direct = score_deal(record.hands_after.elder, record.hands_after.younger, tricks=record.tricks)
    assert replay_record(record).seats.elder == direct.seats.elder
    assert replay(EXAMPLE)["elder"] == direct.seats.elder.to_dict()


def test_au_cent_younger_may_decline_to_exchange_cav_c() -> None:
    """CAV-C: "The younger hand is not obliged to discard any card" (S001)."""
    deal = {k: v for k, v in EXAMPLE.items() if k != "tricks"}
    out = replay({**deal, "variant": "au-cent", "younger_discards": ""})
    assert "error" not in out
    with pytest.raises(PiquetError, match="younger exchanges 0 cards"):
        parse_record({**deal, "younger_discards": ""})
    assert AU_CENT.younger_exchange_ok(0, 3) and not RUBICON.younger_exchange_ok(0, 3)


def test_pagat_cards_count_toward_pique_once_seven_tricks_won() -> None:
    """PAGAT: the ten for the cards counts toward a pique once seven tricks are won;
    Cavendish reckons the cards after the play (Law 67 VI), so it never does."""
    elder = Hand.parse("AS KS QS JS 10S 8S AH KH 7H 8D 7D 7C")  # point 6, quint major: 21
    younger = Hand.parse("9S AD AC KD KC QH QD JH JC 10H 10D 9H")  # nothing good
    tricks = [(Card.parse(a), Card.parse(b)) for a, b in (t.split() for t in [
        "AS 9S", "KS 10D", "QS QD", "JS KD", "10S JC", "8S KC", "AH 9H",  # 28, seven tricks
        "7H QH",  # 29, then the younger wins a trick: he has scored
        "JH KH", "8D AD", "AC 7C", "10H 7D"])]  # fmt: skip
    law = score_deal(elder, younger, tricks=tricks)
    assert law.seats.elder.declarations == 21 and law.seats.younger.declarations == 0
    assert law.seats.elder.cards == 10 and law.seats.elder.pique == 0
    pagat = replace(RUBICON, cards_count_for_pique=True)
    d = score_deal(elder, younger, tricks=tricks, variant=pagat)
    assert d.seats.elder.pique == 30 and d.seats.elder.total == law.seats.elder.total + 30
