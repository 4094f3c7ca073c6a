# ruff: noqa: RUF001  (Cyrillic card letters are intended)
"""Hands typed as card books write them, suit by suit: the suit first,
then its ranks run together or spaced; English, French and Russian letters."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_core.cards import PACK, SUITS, CardParseError, Hand, parse_cards, parse_hand
from piquet_core.errors import DuplicateCardError

HAND = parse_hand("AS KS QS JS 10S 9S 8H 7H AD KD QC JC")


@pytest.mark.parametrize(
    "text",
    [
        "♠AKQJT9 ♥87 ♦AK ♣QJ",
        "♠ AKQJ109 ♥ 87 ♦ AK ♣ QJ",
        "S: AKQJT9 H: 87 D: AK C: QJ",
        "s:akqjt9 h:87 d:ak c:qj",
        "♠ A K Q J 10 9 ♥ 8 7 ♦ A K ♣ Q J",
        "♠ARDV109 ♥87 ♦AR ♣DV",
        "P: ARDV109 C: 87 K: AR T: DV",
        "♠ТКДВ109 ♥87 ♦ТК ♣ДВ",
        "♠️AKQJT9 ♥️87 ♦️AK ♣️QJ",
        "sAKQJT9 h87 dAK cQJ",
        "SAKQJ109 H87 DAK CQJ",
        "pARDV109 c87 kAR tDV",
    ],
)
def test_book_notation_reads_the_hand(text: str) -> None:
    assert parse_hand(text) == HAND


def test_a_void_suit_and_the_order_of_suits_are_free() -> None:
    assert Hand(parse_cards("♣QJ ♦- ♥87")) == parse_hand("QC JC 8H 7H", None)
    assert Hand(parse_cards("H: 87 S: AK D: — C: 7")) == parse_hand("8H 7H AS KS 7C", None)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("♠AKX ♥87", CardParseError),  # X is no rank
        ("S AKQ H 87", CardParseError),  # a suit letter needs its colon
        ("♠AKA", DuplicateCardError),
        ("hello ♠AK", CardParseError),  # something before the first suit
    ],
)
def test_what_is_not_book_notation_is_refused(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        parse_cards(text)


@given(st.sets(st.sampled_from(PACK), min_size=1, max_size=12))
def test_any_hand_written_suit_by_suit_reads_back(cards: set) -> None:  # type: ignore[type-arg]
    hand = Hand(cards)
    for lang, symbols in (("en", "♠♥♦♣"), ("fr", "♠♥♦♣"), ("ru", "♠♥♦♣")):
        parts = []
        for suit, symbol in zip(SUITS, symbols, strict=True):
            ranks = "".join(c.format(lang)[:-1] for c in hand.in_suit(suit))
            parts.append(symbol + (ranks or "-"))
        assert Hand(parse_cards(" ".join(parts))) == hand, (lang, parts)


def test_a_suit_letter_run_into_its_ranks_reads_as_the_suit_first() -> None:
    """``sAKQ hAKQ …`` is a suit letter before its ranks, as many
    books print it; a token that is not of that form is still refused."""
    assert parse_cards("sAKQ hAKQ") == parse_cards("AS KS QS AH KH QH")
    with pytest.raises(CardParseError):
        parse_cards("sAKQ hXY")


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("sAKQ hAKX d10987 cAJ", "hAKX"),
        ("sAKQ hAKQ d109Z7", "d109Z7"),
        ("AS KS ZZ", "ZZ"),
        ("♠AKQJT9 ♥87 ♦AK ♣QX", "♣QX"),  # the symbols' book form named ♠AKQJT9
        ("♠ТКДВ109 ♥87 ♦ТК ♣ДЖ", "♣ДЖ"),
    ],
)
def test_the_refusal_names_the_token_that_is_wrong(text: str, bad: str) -> None:
    """A suit-first hand with one bad suit names that suit's token, not the first one (the
    brief: a clear one-line error that names the problem)."""
    with pytest.raises(CardParseError, match=repr(bad)):
        parse_cards(text)
