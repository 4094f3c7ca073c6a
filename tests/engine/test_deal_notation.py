"""The text notation of deal actions, a deal driven by text, and the record of a deal
(``DealState.to_record`` / ``from_record``, the JSON of ``piquet replay``)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import Hand, Rank, Suit
from piquet_core.deal import Cut, DealCards, DealState, Discard, Play
from piquet_core.deal_actions import NotationError, action_text, parse_action
from piquet_core.deal_policies import candid_policy, random_policy
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import Call, Declare, Decline, Kind, Reply, Value
from piquet_core.replay import replay
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, PiqueOrder, Variant


def test_examples() -> None:
    assert parse_action("call point 5") == Call(Kind.POINT, 5)
    assert parse_action("call sequence 4 Q") == Call(Kind.SEQUENCE, 4, top=Rank.QUEEN)
    assert parse_action("call set 3 10") == Call(Kind.SET, 3, rank=Rank.TEN)
    assert parse_action("Making?") is Reply.MAKING and parse_action("not good") is Reply.NOT_GOOD
    assert parse_action("value 48") == Value(pips=48) and parse_action("value 10") == Value(pips=10)
    assert parse_action("value to T") == Value(top=Rank.TEN)
    assert parse_action("value to 9") == Value(top=Rank.NINE)
    assert parse_action("declare point H 5 49") == Declare(Point(Suit.HEARTS, 5, 49))
    assert parse_action("declare sequence S 4 A") == Declare(Sequence(Suit.SPADES, 4, Rank.ACE))
    assert parse_action("declare set 4 T") == Declare(CardSet(Rank.TEN, 4))
    assert parse_action("discard") == Discard(parse_action("discard").cards)
    assert action_text(parse_action("discard AS KS look")) == "discard AS KS look"
    assert (
        parse_action("decline") == Decline()
        and action_text(Play(parse_action("play 10H").card)) == "play 10H"
    )  # type: ignore[union-attr]
    assert parse_action("cut 7") == Cut(7) and parse_action("deal by 3") == DealCards(3)


@pytest.mark.parametrize("text", ["", "call point five", "declare set 4 X", "play ZZ",
                                  "call colour 3", "value", "jump"])  # fmt: skip
def test_bad_text_names_the_problem(text: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert "\n" not in str(e.value)


CHRONOLOGICAL = replace(RUBICON, pique_order=PiqueOrder.CHRONOLOGICAL, source="test")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1),
       variant=st.sampled_from([RUBICON, AU_CENT, RUSSIAN, CHRONOLOGICAL]),
       candid=st.booleans(), dealer=st.sampled_from(["A", "B"]))  # fmt: skip
def test_round_trip(seed: int, variant: Variant, candid: bool, dealer: str) -> None:
    """Every action of a deal is written by ``str`` and read back as itself, and a deal is
    driven by its text; the record gives back the same deal at every step, variant switches
    included, and ``piquet replay`` scores the finished deal's record as the deal does."""
    rng = random.Random(seed)
    policy = candid_policy(rng) if candid else random_policy(rng)
    s = DealState.new(seed, variant, dealer=dealer, deal_by=3)
    while not s.is_over:
        action = policy(s)
        assert str(action) == action_text(action) and parse_action(str(action)) == action
        assert action in s.legal_actions() and s.is_legal(str(action))
        s = s.apply(str(action))
        if rng.random() < 0.1:
            back = DealState.from_record(json.loads(json.dumps(s.to_record())))
            assert back == s
            assert back.legal_actions() == s.legal_actions()
    back = DealState.from_record(json.dumps(s.to_record()))
    assert back == s and back.variant == variant and back.dealer == dealer
    assert back.score() == s.score() and back.deal_by == 3
    assert replay(s.to_record()) == s.score().to_dict()


def test_a_chronological_variant_comes_back_chronological() -> None:
    s = DealState.new(4, CHRONOLOGICAL)
    record = json.loads(json.dumps(s.to_record()))
    assert isinstance(record["variant"], dict)
    assert DealState.from_record(record).variant.pique_order is PiqueOrder.CHRONOLOGICAL


def test_the_literal_russian_switches_come_back_in_the_record() -> None:
    """S002 read literally ("вытянувший младшую — сдает на этот королик"; no settlement
    given): the two switches travel in the deal's record and ``piquet replay`` reads them."""
    literal = Variant.from_dict(
        {"name": "russian", "korolik_dealer": "same-dealer", "partie_settlement": "higher-total"}
    )
    s = DealState.new(5, literal, dealer="B")
    record = json.loads(json.dumps(s.to_record()))
    assert isinstance(record["variant"], dict)
    assert record["variant"]["korolik_dealer"] == "same-dealer"
    assert record["variant"]["partie_settlement"] == "higher-total"
    assert DealState.from_record(record).variant == literal
    assert DealState.from_record(DealState.new(5, RUSSIAN).to_record()).variant is RUSSIAN
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert replay(json.loads(json.dumps(s.to_record()))) == s.score().to_dict()


def test_a_replay_record_without_history_gives_the_exchange() -> None:
    s = DealState.new(11)
    while s.hands_after.elder is None:
        s = s.apply(s.legal_actions()[0])
    record = s.to_record()
    del record["history"]
    back = DealState.from_record(record)
    assert back.hand("elder") == s.hand("elder") and back.hand("younger") == s.hand("younger")
    record["tricks"] = ["AS KS"] * 12
    with pytest.raises(NotationError, match="needs its history"):
        DealState.from_record(record)


def test_a_record_whose_discards_disagree_with_its_history_is_refused() -> None:
    s = DealState.new(12)
    while s.hands_after.elder is None:
        s = s.apply(s.legal_actions()[0])
    record = s.to_record()
    record["elder_discards"] = str(next(iter(s.dealt("elder") - s.discards.elder)))  # type: ignore[operator]
    with pytest.raises(NotationError) as e:
        DealState.from_record(record)
    assert e.value.code == "record_mismatch"


def test_legal_actions_is_a_lazy_view() -> None:
    s = DealState.new(7)
    legal = s.legal_actions()
    assert len(legal) == 2378 and sum(1 for _ in legal) == 2378
    assert Discard(Hand.parse("AH"), look=True) in legal or "AH" not in str(s.dealt("elder"))
    assert Discard(s.dealt("younger") & Hand.parse("7S 7H 7D 7C 8S 8H")) not in legal
    assert "discard 9S 8S 7S 7H 7D 7C" not in [str(a) for a in legal[:5]]
    assert not s.is_legal("play AS")
    assert repr(s) == "<DealState rubicon, B deals, exchange, elder to discard>"


def test_bad_history_names_the_step() -> None:
    s = DealState.new(5)
    data = s.to_record()
    data["history"] = ["discard " + str(next(iter(s.hands_dealt.younger)))]
    with pytest.raises(NotationError) as e:
        DealState.from_record(data)
    assert str(e.value).startswith("history 1: ")
