"""Hands of eleven and thirteen as dealt (piquet_core.misdeal): elder's option of a fresh
deal, the deals the laws void, and the exchange when he stands the deal, by the Rubicon code
(Cavendish, Laws 11, 12, 39-43) and by the au cent laws; each case through the state machine
and through ``piquet replay``, the law quoted as the test's docstring."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core import irregular
from piquet_core.cards import PACK, BySeat, Card, Hand, Seat
from piquet_core.deal import DealState, Discard, play_out
from piquet_core.deal_actions import CarteBlanche
from piquet_core.deal_policies import random_policy
from piquet_core.errors import PiquetError
from piquet_core.irregular import Irregularities
from piquet_core.misdeal import MisdealError
from piquet_core.partie import Partie
from piquet_core.play import play_tricks
from piquet_core.replay import replay
from piquet_core.scoring import score_deal
from piquet_core.variants import AU_CENT, RUBICON, Variant

# seed 3: elder AS JS 7S JH 10H 7H KD 10D 7D KC JC 8C; younger QS 10S 8S AH KH QH 9H QD JD 8D
# 10C 9C; talon KS AC 7C 9S QC 9D AD 8H
ELDER = ["AS", "JS", "7S", "JH", "10H", "7H", "KD", "10D", "7D", "KC", "JC", "8C"]
YOUNGER = ["QS", "10S", "8S", "AH", "KH", "QH", "9H", "QD", "JD", "8D", "10C", "9C"]
TALON = ["KS", "AC", "7C", "9S", "QC", "9D", "AD", "8H"]

SHAPES: dict[str, tuple[list[str], list[str], list[str]]] = {
    "13-11-8": ([*ELDER, "9C"], YOUNGER[:-1], TALON),  # younger's card to elder
    "13-12-7": ([*ELDER, "8H"], YOUNGER, TALON[:-1]),  # a card of the stock to elder
    "11-13-8": (ELDER[:-1], [*YOUNGER, "8C"], TALON),  # elder's card to younger
    "12-13-7": (ELDER, [*YOUNGER, "8H"], TALON[:-1]),  # a card of the stock to younger
    "11-12-9": (ELDER[:-1], YOUNGER, [*TALON, "8C"]),  # elder's card to the stock
    "12-11-9": (ELDER, YOUNGER[:-1], [*TALON, "9C"]),  # younger's card to the stock
    "11-14-7": (ELDER[:-1], [*YOUNGER, "8C", "8H"], TALON[:-1]),
    "13-13-6": ([*ELDER, "8H"], [*YOUNGER, "AD"], TALON[:-2]),
    "14-10-8": ([*ELDER, "10C", "9C"], YOUNGER[:-2], TALON),
}


def _record(shape: str, option: str | None, variant: Variant = RUBICON) -> dict[str, object]:
    e, y, t = SHAPES[shape]
    out: dict[str, object] = {"variant": variant.name, "elder": " ".join(e),
                              "younger": " ".join(y), "talon": " ".join(t)}  # fmt: skip
    if option is not None:
        out["misdeal"] = option
    return out


def _state(shape: str, option: str | None, variant: Variant = RUBICON) -> DealState:
    e, y, t = SHAPES[shape]
    return DealState.from_hands(" ".join(e), " ".join(y), " ".join(t), variant, misdeal=option)


def _counts(state: DealState, seat: str) -> list[int]:
    return sorted(state.exchange_counts(seat))


def _discard(state: DealState, n: int) -> DealState:
    """The seat to act discards his ``n`` lowest cards."""
    seat = state.to_act
    assert seat is not None
    return state.apply(Discard(Hand(sorted(state.dealt(seat))[:n])))


def _finish(state: DealState) -> DealState:
    return play_out(state, lambda s: s.legal_actions()[0])


def _codes(out: dict[str, object]) -> list[tuple[str, str, str]]:
    rulings = out["irregular"]["rulings"]  # type: ignore[index]
    return [(r["code"], r["seat"], r["law"]) for r in rulings]  # type: ignore[index]


def _both(state: DealState) -> dict[str, object]:
    """The finished deal scored three ways that must agree: the state machine, the replay of
    its record (with its history), and the replay of the record an outsider writes (the
    dealt cards, the discards, the tricks, ``misdeal``; both declare in full)."""
    assert state.is_over
    out = replay(state.to_record())
    assert "error" not in out, out
    assert out["elder"] == state.score().seats.elder.to_dict()
    assert out["younger"] == state.score().seats.younger.to_dict()
    if state.misdeal is not None and state.misdeal.is_void:
        return out
    full = state.to_record()
    plain = {k: full[k] for k in ("variant", "elder", "younger", "talon", "elder_discards",
                                  "younger_discards", "tricks", "misdeal")}  # fmt: skip
    plain |= {k: v for k, v in full.items() if k in irregular.RECORD_FIELDS}
    mine = replay(plain)
    assert "error" not in mine, mine
    after = state.hands_after
    assert after.elder is not None and after.younger is not None
    assert len(after.elder) == len(after.younger) == 12
    pairs = tuple((t.lead, t.follow) for t in state.tricks)
    if state.irregular is not None:  # irregularities of the calls, on hands declared in full
        hands = BySeat(after.elder, after.younger)
        discards = BySeat(Hand(plain["elder_discards"]), Hand(plain["younger_discards"]))
        expect = irregular.score(hands, state.hands_dealt, discards,
                                 irregular.check_tricks(hands, pairs), state.irregular,
                                 state.variant)  # fmt: skip
    else:
        expect = score_deal(after.elder, after.younger, elder_dealt=state.hands_dealt.elder,
                            younger_dealt=state.hands_dealt.younger,
                            tricks=play_tricks(after.elder, after.younger, pairs, state.variant),
                            variant=state.variant)  # fmt: skip
    assert mine["elder"] == expect.seats.elder.to_dict()
    assert mine["younger"] == expect.seats.younger.to_dict()
    assert mine["irregular"] == out["irregular"]
    return out


def _refused(record: dict[str, object], code: str, law: str) -> str:
    out = replay(record)
    assert out.get("code") == code, out
    text = str(out["error"])
    assert law in text and "\n" not in text
    return text


# --- elder's option (Law 11; au cent) ------------------------------------------------------


@pytest.mark.parametrize("shape", ["13-11-8", "13-12-7", "11-13-8"])
def test_law_11_a_card_too_many_or_too_few_fresh_deal(shape: str) -> None:
    """If the elder hand find that he has a card too many or a card too few, he has the option
    of a fresh deal after looking at his hand, but before taking up a card of the stock.
    (Cavendish, Law 11)"""
    state = _state(shape, "fresh_deal")
    assert state.is_over and state.to_act is None and not state.legal_actions()
    assert state.score().seats.elder.total == state.score().seats.younger.total == 0
    out = _both(state)
    assert out["irregular"]["fresh_deal"] is True  # type: ignore[index]
    assert _codes(out) == [("misdealt", "elder", "Cavendish, Laws 9, 38"),
                           ("fresh_deal", "elder", "Cavendish, Law 11")]  # fmt: skip
    assert replay(_record(shape, "fresh_deal"))["irregular"] == out["irregular"]


def test_law_11_twelve_cards_seven_in_the_stock() -> None:
    """If the elder hand, having twelve cards dealt him, find, in drawing the stock toward him
    after discarding, that it contains but seven cards, he has the option of a fresh deal, or
    of altering his discard. (Cavendish, Law 11)"""
    void = _state("12-13-7", "fresh_deal")
    assert void.is_over and _both(void)["elder"]["total"] == 0  # type: ignore[index]
    stood = _state("12-13-7", "stand")
    assert stood.misdeal is not None and stood.misdeal.law == "Cavendish, Law 11"
    assert _counts(stood, "elder") == [1, 2, 3, 4, 5]  # the discard he settles on


def test_au_cent_option_before_touching_the_stock() -> None:
    """If the elder hand find that he has a card too many or too few, he has the option of a
    fresh deal before touching the stock. (Cavendish, Laws of Piquet au Cent)"""
    state = _state("13-11-8", "fresh_deal", AU_CENT)
    out = _both(state)
    assert _codes(out)[-1] == ("fresh_deal", "elder", "Cavendish, Laws of Piquet au Cent")
    assert out["elder"]["total"] == out["younger"]["total"] == 0  # type: ignore[index]


@pytest.mark.parametrize("shape", ["13-11-8", "12-13-7"])
def test_the_record_says_what_elder_did(shape: str) -> None:
    """If the elder hand find that he has a card too many or a card too few, he has the option
    of a fresh deal [...] (Cavendish, Law 11): a record of such a deal must say which."""
    with pytest.raises(MisdealError) as e:
        _state(shape, None)
    assert e.value.code == "misdeal_option_due"
    discards = {"elder_discards": "7S 7H 7D", "younger_discards": "QS"}
    _refused({**_record(shape, None), **discards}, "misdeal_option_due", "Cavendish, Law 11")
    _refused({**_record(shape, "redeal"), **discards}, "bad_record", "Cavendish, Laws 11, 39")
    _refused({**_record(shape, None), **discards, "misdeal": 1}, "bad_record", "Laws 11, 39")


def test_a_regular_deal_is_no_misdeal() -> None:
    """The dealer must deal the cards [...] until each player has twelve cards. [...] The
    eight undealt cards (called the stock) are to be placed face downward (Cavendish, Law 9):
    a record of such a deal with ``misdeal`` is refused."""
    rec = {"elder": " ".join(ELDER), "younger": " ".join(YOUNGER), "talon": " ".join(TALON),
           "elder_discards": "8C", "younger_discards": "9C", "misdeal": "stand"}  # fmt: skip
    _refused(rec, "no_misdeal", "Cavendish, Law 9")


# --- deals the laws void (Laws 12, 39) -----------------------------------------------------


@pytest.mark.parametrize("shape", ["11-12-9", "12-11-9"])
def test_law_12_nine_in_the_stock(shape: str) -> None:
    """If more than one card be dealt wrongly, or if there be nine cards in the stock, there
    must be a fresh deal (except as provided in Law 10). (Cavendish, Law 12)"""
    for option in (None, "stand"):
        with pytest.raises(MisdealError) as e:
            _state(shape, option)
        assert e.value.code == "fresh_deal_due" and e.value.law == "Cavendish, Law 12"
        rec = {**_record(shape, option), "elder_discards": "7S", "younger_discards": "QS"}
        text = _refused(rec, "fresh_deal_due", "Cavendish, Law 12")
        assert "nine cards in the stock" in text
    out = _both(_state(shape, "fresh_deal"))
    assert ("fresh_deal", "elder", "Cavendish, Law 12") in _codes(out)
    assert out["irregular"]["fresh_deal"] is True  # type: ignore[index]


@pytest.mark.parametrize("shape", ["13-13-6", "14-10-8"])
def test_law_12_more_than_one_card_dealt_wrongly(shape: str) -> None:
    """If more than one card be dealt wrongly, or if there be nine cards in the stock, there
    must be a fresh deal (except as provided in Law 10). (Cavendish, Law 12)"""
    for variant in (RUBICON, AU_CENT):
        with pytest.raises(MisdealError) as e:
            _state(shape, "stand", variant)
        assert e.value.code == "fresh_deal_due"
        rec = {**_record(shape, "stand", variant), "elder_discards": "7S", "younger_discards": "QS"}
        text = _refused(rec, "fresh_deal_due", "Cavendish, Law 12")
        assert "more than one card dealt wrongly" in text
        assert _state(shape, "fresh_deal", variant).is_over


def test_law_39_eleven_cards_and_seven_in_the_stock() -> None:
    """But, if the stock contain seven cards, and the elder hand have eleven, there must be a
    fresh deal. (Cavendish, Law 39)"""
    for option in (None, "stand", "unannounced"):
        with pytest.raises(MisdealError) as e:
            _state("11-14-7", option)
        assert e.value.code == "fresh_deal_due" and e.value.law == "Cavendish, Law 39"
        rec = {**_record("11-14-7", option), "elder_discards": "7S", "younger_discards": "QS"}
        _refused(rec, "fresh_deal_due", "Cavendish, Law 39")
    out = _both(_state("11-14-7", "fresh_deal"))
    assert ("fresh_deal", "elder", "Cavendish, Law 39") in _codes(out)


def test_law_39_taking_up_a_card_without_announcing() -> None:
    """If the elder hand, having eleven or thirteen cards dealt him, take up a card of the
    stock without announcing the error, he loses his option of a fresh deal. He cannot alter
    his discard, and he must leave at least three cards for the younger hand.
    (Cavendish, Law 39)"""
    stood, silent = _state("13-12-7", "stand"), _state("13-12-7", "unannounced")
    assert _counts(stood, "elder") == [2, 3, 4, 5, 6]  # Law 41: he may take all five
    assert _counts(silent, "elder") == [2, 3, 4, 5]  # he leaves three of the seven
    with pytest.raises(MisdealError) as e:
        _discard(silent, 6)
    assert e.value.code == "misdeal_discard_count" and "Law 39" in str(e.value)
    rec = {**_record("13-12-7", "unannounced"), "elder_discards": "7S 7H 7D 8C 8H JC",
           "younger_discards": "9C"}  # fmt: skip
    _refused(rec, "misdeal_discard_count", "Cavendish, Law 39")
    state = _finish(_discard(_discard(silent, 5), 2))
    out = _both(state)
    assert ("lost_option", "elder", "Cavendish, Law 39") in _codes(out)
    # Law 39 is of eleven or thirteen: elder dealt twelve had no error to announce
    rec = {**_record("12-13-7", "unannounced"), "elder_discards": "7S", "younger_discards": "QS"}
    _refused(rec, "bad_record", "Law 39")


# --- standing the deal: the Rubicon code (Laws 40-43) --------------------------------------


def test_law_40_thirteen_cards_eight_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has thirteen cards, and there are
    eight in the stock, he must discard one card more than he takes in, and he must discard at
    least two cards. The younger hand must discard one less than he takes in; but, if he only
    take one card, he need not discard any. (Cavendish, Law 40)"""
    state = _state("13-11-8", "stand")
    assert _counts(state, "elder") == [2, 3, 4, 5, 6]
    with pytest.raises(MisdealError) as e:
        _discard(state, 1)
    assert e.value.code == "misdeal_discard_count" and e.value.law == "Cavendish, Law 40"
    after_elder = _discard(state, 6)  # takes his five, leaves three
    assert _counts(after_elder, "younger") == [0, 1, 2]  # takes one to three
    with pytest.raises(MisdealError):
        _discard(after_elder, 3)
    done = _discard(after_elder, 0)  # takes one card, discards none
    assert done.hands_after.younger is not None and len(done.hands_after.younger) == 12
    assert done.left_cards() == tuple(Card.parse(c) for c in TALON[6:])
    out = _both(_finish(done))
    assert _codes(out)[1:] == [("stood_the_deal", "elder", "Cavendish, Law 11"),
                               ("misdeal_exchange", "elder", "Cavendish, Law 40"),
                               ("misdeal_exchange", "younger", "Cavendish, Law 40")]  # fmt: skip
    assert out["irregular"]["cards"] == {"elder": 12, "younger": 12}  # type: ignore[index]
    assert out["irregular"]["dealt"] == {"elder": 13, "younger": 11, "stock": 8}  # type: ignore[index]
    rec = {**_record("13-11-8", "stand"), "elder_discards": "7S", "younger_discards": "10C"}
    text = _refused(rec, "misdeal_discard_count", "Cavendish, Law 40")
    assert "may discard 2, 3, 4, 5, 6 cards, not 1" in text


def test_law_41_thirteen_cards_seven_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has thirteen cards, and there are
    seven in the stock, he must discard one more card than he takes in. He must discard at
    least two cards; and, if he take all his cards, he discards six, and the younger hand can
    only take two cards. (Cavendish, Law 41)"""
    state = _state("13-12-7", "stand")
    assert _counts(state, "elder") == [2, 3, 4, 5, 6]
    six = _discard(state, 6)
    assert _counts(six, "younger") == [1, 2]  # the general laws: as many as he takes, one or more
    with pytest.raises(MisdealError) as e:
        _discard(six, 3)
    assert e.value.code == "misdeal_discard_count" and e.value.law == "Cavendish, Laws 22, 34, 41"
    out = _both(_finish(_discard(six, 2)))
    assert ("misdeal_exchange", "elder", "Cavendish, Law 41") in _codes(out)
    assert _counts(_discard(state, 3), "younger") == [1, 2, 3, 4, 5]  # elder took two


def test_law_42_eleven_cards_eight_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has eleven cards, and there are eight
    in the stock, he must discard one less than he takes in; but, if he only take one card, he
    need not discard any. The younger hand must discard one more than he takes in, and he must
    discard at least two cards. (Cavendish, Law 42)"""
    state = _state("11-13-8", "stand")
    assert _counts(state, "elder") == [0, 1, 2, 3, 4]
    one = _discard(state, 0)  # takes one card, discards none
    assert _counts(one, "younger") == [2, 3, 4, 5, 6, 7, 8]  # takes one to seven
    with pytest.raises(MisdealError) as e:
        _discard(one, 1)
    assert e.value.code == "misdeal_discard_count" and e.value.law == "Cavendish, Law 42"
    out = _both(_finish(_discard(one, 4)))
    assert ("misdeal_exchange", "younger", "Cavendish, Law 42") in _codes(out)
    rec = {**_record("11-13-8", "stand"), "elder_discards": "7S 7H", "younger_discards": "9C"}
    _refused(rec, "misdeal_discard_count", "Cavendish, Law 42")


def test_law_43_twelve_cards_seven_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has twelve cards, and there are seven
    in the stock, he must discard the same number of cards as he takes in; and, if he take all
    his cards, the younger hand can only take two cards. The younger hand must discard one
    more than he takes in, and he must discard at least two cards. (Cavendish, Law 43)"""
    state = _state("12-13-7", "stand")
    assert _counts(state, "elder") == [1, 2, 3, 4, 5]
    five = _discard(state, 5)
    assert _counts(five, "younger") == [2, 3]  # takes one or two
    with pytest.raises(MisdealError) as e:
        _discard(five, 4)
    assert e.value.law == "Cavendish, Law 43"
    out = _both(_finish(_discard(five, 3)))
    assert ("misdeal_exchange", "younger", "Cavendish, Law 43") in _codes(out)
    assert out["irregular"]["dealt"] == {"elder": 12, "younger": 13, "stock": 7}  # type: ignore[index]


# --- standing the deal: the au cent laws ----------------------------------------------------


def test_au_cent_thirteen_cards() -> None:
    """If the elder hand elect to stand the deal when he has thirteen cards, he must discard
    one more card than he takes in, but he is not obliged to take in any. He must leave at
    least three cards for the younger hand. (Cavendish, Laws of Piquet au Cent)"""
    eight = _state("13-11-8", "stand", AU_CENT)
    assert _counts(eight, "elder") == [1, 2, 3, 4, 5, 6]  # takes none to five
    seven = _state("13-12-7", "stand", AU_CENT)
    assert _counts(seven, "elder") == [1, 2, 3, 4, 5]  # takes none to four, leaving three
    with pytest.raises(MisdealError) as e:
        _discard(seven, 6)
    assert e.value.law == "Cavendish, Laws of Piquet au Cent"
    none = _discard(eight, 1)  # takes in none
    assert _counts(none, "younger") == [0, 1, 2, 3, 4, 5, 6, 7]  # Law 40: one less than taken
    out = _both(_finish(_discard(none, 2)))
    assert ("misdeal_exchange", "elder", "Cavendish, Laws of Piquet au Cent") in _codes(out)
    assert _counts(_discard(seven, 1), "younger") == list(range(8))  # need take none
    out = _both(_finish(_discard(_discard(seven, 5), 0)))
    assert out["irregular"]["dealt"] == {"elder": 13, "younger": 12, "stock": 7}  # type: ignore[index]
    rec = {**_record("13-12-7", "stand", AU_CENT), "elder_discards": "7S 7H 7D 8C 8H JC",
           "younger_discards": ""}  # fmt: skip
    _refused(rec, "misdeal_discard_count", "Cavendish, Laws of Piquet au Cent")


def test_au_cent_eleven_cards_eight_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has eleven cards and there are eight
    in the stock, he must discard one less than he takes in, and he must discard one card. The
    younger hand must discard one more than he takes in, but he is not obliged to take in
    any. (Cavendish, Laws of Piquet au Cent)"""
    state = _state("11-13-8", "stand", AU_CENT)
    assert _counts(state, "elder") == [1, 2, 3, 4]  # not 0, as Law 42 allows
    with pytest.raises(MisdealError):
        _discard(state, 0)
    two = _discard(state, 1)
    assert _counts(two, "younger") == [1, 2, 3, 4, 5, 6, 7]  # takes none to six
    out = _both(_finish(_discard(two, 1)))
    assert ("misdeal_exchange", "younger", "Cavendish, Laws of Piquet au Cent") in _codes(out)
    rec = {**_record("11-13-8", "stand", AU_CENT), "elder_discards": "", "younger_discards": "9C"}
    _refused(rec, "misdeal_discard_count", "Cavendish, Laws of Piquet au Cent")


def test_au_cent_twelve_cards_seven_in_the_stock() -> None:
    """If the elder hand elect to stand the deal when he has twelve cards and there are seven
    in the stock, he must leave at least three cards for the younger hand. The younger hand
    must discard one more than he takes in, but he is not obliged to take in any.
    (Cavendish, Laws of Piquet au Cent)"""
    state = _state("12-13-7", "stand", AU_CENT)
    # the preset's own counts (one to five, CAV-L 21 kept by CAV-C), leaving three of seven
    assert _counts(state, "elder") == [1, 2, 3, 4]
    four = _discard(state, 4)
    assert _counts(four, "younger") == [1, 2, 3, 4]  # takes none to three
    out = _both(_finish(_discard(four, 1)))
    assert ("misdeal_exchange", "elder", "Cavendish, Laws of Piquet au Cent") in _codes(out)
    # elder's option with twelve cards is Law 11's, which the au cent laws keep
    assert ("stood_the_deal", "elder", "Cavendish, Law 11") in _codes(out)


# --- the rest of the engine with a misdeal ---------------------------------------------------


def test_misdeal_and_exchange_irregularities_are_not_combined() -> None:
    """The misdeal's own laws rule its exchange (Cavendish, Laws 39-43): the irregular
    exchanges of :mod:`piquet_core.irregular` are refused on a misdealt deal."""
    with pytest.raises(MisdealError) as e:
        _state("13-11-8", "stand").with_irregularities(Irregularities(looked_at_stock=Seat.ELDER))
    assert e.value.code == "misdeal_and_irregular"
    rec = {**_record("13-11-8", "stand"), "elder_discards": "7S 7H", "younger_discards": "",
           "looked_at_stock": "younger"}  # fmt: skip
    assert replay(rec)["code"] == "misdeal_and_irregular"


def test_a_misdeal_stood_and_a_miscall() -> None:
    """If a player call a quatorze or trio which he does not hold, and it is allowed to be
    good, and he play a card without correcting the miscall, he can reckon nothing that deal.
    (Cavendish, Laws of Piquet au Cent)"""
    state = _state("13-11-8", "stand", AU_CENT)
    state = state.with_irregularities(Irregularities(miscalled=Seat.YOUNGER))
    state = _finish(_discard(_discard(state, 3), 1))
    assert state.score().seats.younger.total == 0
    out = _both(state)
    codes = _codes(out)
    assert codes[0] == ("misdealt", "elder", "Cavendish, Laws 9, 38")
    assert ("miscalled", "younger", "Cavendish, Laws of Piquet au Cent") in codes
    assert out["younger"]["total"] == 0  # type: ignore[index]


def test_a_void_deal_takes_no_exchange() -> None:
    """A fresh deal: the deal is void (Cavendish, Law 11), so its record has no discards."""
    rec = {**_record("13-11-8", "fresh_deal"), "elder_discards": "7S 7H", "younger_discards": ""}
    _refused(rec, "bad_record", "the deal is void")


def test_law_18_thirteen_without_a_court_card_is_carte_blanche() -> None:
    """Carte blanche (a hand dealt, consisting of at least twelve cards, without king, queen,
    or knave) scores first, and consequently saves a pique or a repique. (Cavendish, Law 18)"""
    plain = [c for c in PACK if not c.rank.is_court]
    rest = plain[13:] + [c for c in PACK if c.rank.is_court]
    state = DealState.from_hands(Hand(plain[:13]), Hand(rest[:11]), rest[11:], misdeal="stand")
    assert state.carte_blanche is Seat.ELDER
    state = _finish(state)
    assert state.score().seats.elder.carte_blanche == 10
    assert _both(state)["elder"]["carte_blanche"] == 10  # type: ignore[index]
    rest = plain[11:] + [c for c in PACK if c.rank.is_court]  # eleven: not "at least twelve"
    short = DealState.from_hands(Hand(plain[:11]), Hand(rest[:13]), rest[13:], misdeal="stand")
    assert short.carte_blanche is None


def test_record_round_trip() -> None:
    """A misdealt deal's record reads back to the same state."""
    state = _finish(_discard(_discard(_state("11-13-8", "stand"), 2), 3))
    assert DealState.from_record(state.to_record()) == state
    assert state.to_record()["misdeal"] == "stand"


@settings(max_examples=40, deadline=None)
@given(
    shape=st.sampled_from([(13, 11, 8), (13, 12, 7), (11, 13, 8), (12, 13, 7)]),
    option=st.sampled_from(["stand", "unannounced"]),
    au_cent=st.booleans(),
    seed=st.integers(0, 10_000),
)
def test_any_stood_misdeal_plays_out_with_twelve_each(
    shape: tuple[int, int, int], option: str, au_cent: bool, seed: int
) -> None:
    """After the exchange each hand holds twelve cards, and the deal is played and scored as
    usual: on any pack so dealt, whatever the legal discards and play, the state machine and
    both replays agree."""
    if option == "unannounced" and shape[0] == 12:  # Law 39 is of eleven or thirteen
        return
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    e, y = shape[0], shape[0] + shape[1]
    variant = AU_CENT if au_cent else RUBICON
    state = DealState.from_hands(Hand(pack[:e]), Hand(pack[e:y]), pack[y:], variant,
                                 misdeal=option)  # fmt: skip
    state = play_out(state, random_policy(rng))
    assert len(state.tricks) == 12
    _both(state)


def _readme_section() -> str:
    text = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    return text.split("### Misdeals", 1)[1].split("\n## ", 1)[0]


def test_the_readme_examples_replay() -> None:
    """Every full example record of the README's "Misdeals" is accepted, and the refusals
    it quotes are the engine's own words, so that an outsider can write the records from it."""
    section = _readme_section()
    records = [json.loads("{" + line.split("`")[1] + "}") for line in section.splitlines()
               if line.startswith("- Law 4")]  # fmt: skip
    assert len(records) == 4
    for record in records:
        out = replay(record)
        assert "error" not in out, out
        assert out["irregular"]["cards"] == {"elder": 12, "younger": 12}  # type: ignore[index]
    law40, law41 = records[0], records[1]
    variants = [
        {**law40, "misdeal": "fresh_deal", "elder_discards": None, "younger_discards": None},
        {**law41, "misdeal": "unannounced", "elder_discards": "KS 8C 7C 9D 7D",
         "younger_discards": "7S 9H 7H"},
        {**law41, "variant": "au-cent", "elder_discards": "7C", "younger_discards": "7S 9H"},
    ]  # fmt: skip
    for record in variants:
        out = replay({k: v for k, v in record.items() if v is not None})
        assert "error" not in out, out
    nine = {**law40, "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D",  # elder's 8D to the stock
            "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
            "talon": "9S 8S KH 9C KD QS AC 7D 8D"}  # fmt: skip
    for record in (nine, {**law40, "elder_discards": "KS"}):
        assert json.dumps(replay(record)) in section.replace("\n", " ")


def test_a_player_leaving_cards_in_a_misdeal_says_how_many() -> None:
    """If the elder hand do not take all his cards, he must declare the number he takes or
    leaves before taking up a card of the stock. (Cavendish, Law 32)"""
    state = _state("13-12-7", "stand", AU_CENT)
    state = _discard(_discard(state, 3), 1)  # elder takes two of his five, younger one of five
    said = dict(state.transcript())
    assert said[Seat.ELDER] == "I leave three cards."
    assert said[Seat.YOUNGER] == "I leave four cards."
    assert len(state.left_cards()) == 4
    assert state.transcript("fr")[0][1] == "Je laisse trois cartes."


def test_thirteen_cards_carte_blanche_says_the_number_he_takes_in() -> None:
    """Carte blanche (a hand dealt, consisting of at least twelve cards, without king, queen,
    or knave) (Cavendish, Law 18); "If the elder hand elect to stand the deal when he has
    thirteen cards, and there are eight in the stock, he must discard one card more than he
    takes in" (Law 40): announcing his carte blanche, elder says the number he takes in
    (CAV-K Case V), not the number he discards."""
    plain = [c for c in PACK if not c.rank.is_court]
    rest = plain[13:] + [c for c in PACK if c.rank.is_court]
    state = DealState.from_hands(Hand(plain[:13]), Hand(rest[:11]), rest[11:], misdeal="stand")
    assert state.carte_blanche is Seat.ELDER
    state = state.apply(CarteBlanche(6))  # he will discard six, taking in five
    assert state.elder_took() == 5
    said = {lang: state.transcript(lang)[0][1] for lang in ("en", "fr", "ru")}
    assert said == {
        "en": "Discard for carte blanche; I take five.",
        "fr": "Écartez, j’ai cartes blanches\u202f; j’en prends cinq.",  # noqa: RUF001
        "ru": "Сносите, у меня карт-бланш; беру пять",  # noqa: RUF001
    }
    state = _finish(state)
    assert len(state.discards.elder or ()) == 6 and state.transcript()[0][1] == said["en"]
    left = plain[12:] + [c for c in PACK if c.rank.is_court]  # twelve each: as he discards
    regular = DealState.from_hands(Hand(plain[:12]), Hand(left[:12]), left[12:])
    assert regular.apply(CarteBlanche(5)).transcript()[0][1] == said["en"]


def test_a_void_deal_is_not_one_of_the_partie() -> None:
    """If the elder hand find that he has a card too many or a card too few, he has the option
    of a fresh deal (Cavendish, Law 11): the void deal is dealt afresh, and is not one of the
    six deals of the partie."""
    partie = Partie()
    with pytest.raises(PiquetError) as e:
        partie.record(_state("13-11-8", "fresh_deal"))
    assert e.value.code == "void_deal" and e.value.law == "Cavendish, Law 11"
    stood = _finish(_discard(_discard(_state("13-11-8", "stand"), 2), 0))
    assert len(partie.record(stood).entries) == 1


def test_misdeal_stood_refuses_an_impossible_call_irregularity_at_the_exchange() -> None:
    """If the younger hand disallow a call, and it be discovered that the call of the elder
    hand is good or equal, the elder hand can show and reckon his superiority (Cavendish,
    Laws of Piquet au Cent; Law 56): a call there must have been. Found by the property test
    (tests/engine/test_irregular_properties.py): in a misdeal stood, a record of younger
    disallowing a set elder does not hold was taken by the state machine and failed only
    when scored, while ``piquet replay`` refused it; both now refuse it at the exchange, as
    in a deal dealt twelve and eight."""
    rec = {
        "elder": "JS 10S AH QH 10H 8H KD JD 8D AC JC 9C 8C",
        "younger": "AS KS QS 9S 7S JH 9H AD QD 9D 7D 10C",
        "talon": "KC 8S 7C 7H KH 10D QC",
        "misdeal": "stand", "elder_discards": "JS 10S", "younger_discards": "7D",
        "younger_disallowed": "set",
    }  # fmt: skip
    assert replay(rec)["code"] == "nothing_called"
    with pytest.raises(PiquetError) as e:
        DealState.from_record(rec)
    assert e.value.code == "nothing_called"


def test_an_irregular_record_of_a_misdeal_must_say_what_elder_did() -> None:
    """If the elder hand find that he has a card too many or a card too few, he has the
    option of a fresh deal after looking at his hand, but before taking up a card of the
    stock. (Cavendish, Law 11) Found by the property test
    (tests/engine/test_irregular_properties.py): a record of thirteen, eleven and eight with
    an irregularity of the exchange and no field ``misdeal`` was refused by ``piquet replay``
    for its hand size (``hand_size``) and by the state machine for want of elder's option
    (``misdeal_option_due``); both now ask for the option, as for a plain record."""
    rec = {
        "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 10D",
        "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD",
        "talon": "9S 8S KH 9C KD QS AC 7D",
        "elder_discards": "KS 8C 7C 9D 8D 10D", "younger_discards": "7S 9H",
        "looked_at_stock": "elder",
    }  # fmt: skip
    assert replay(rec)["code"] == "misdeal_option_due"
    with pytest.raises(PiquetError) as e:
        DealState.from_record(rec)
    assert e.value.code == "misdeal_option_due"
