# ruff: noqa: RUF001, RUF003  (Russian quotations and × are intended)
"""The pack of seed S002 and the card notation."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet_core.bezique import (
    JOKER,
    BeziqueCardError,
    BeziqueError,
    Card,
    Colour,
    Rank,
    Suit,
    format_cards,
    full_pack,
    pack_composition,
    parse_card,
    parse_cards,
)
from piquet_core.bezique.cards import ALL_CARDS


@pytest.mark.parametrize(("packs", "total"), [(8, 174), (10, 214)])
def test_pack_totals(packs: int, total: int) -> None:
    """«восемь или десять колод, каждая из которых состоит из 20 карт … кроме того имеется
    двенадцать девяток и две инфузорки (всего 174 или 214 карт)»."""
    assert len(full_pack(packs)) == total
    assert sum(pack_composition(packs).values()) == total


@given(st.sampled_from([8, 10]))
def test_pack_counts_per_card(packs: int) -> None:
    comp = pack_composition(packs)
    assert comp == Counter(full_pack(packs))
    for card in ALL_CARDS:
        assert comp[card] == (3 if card.rank is Rank.NINE else packs)
    assert comp[JOKER] == 2
    assert sum(n for c, n in comp.items() if c != JOKER and c.rank is Rank.NINE) == 12
    assert sum(n for c, n in comp.items() if c != JOKER and c.rank is not Rank.NINE) == 20 * packs


@pytest.mark.parametrize("packs", [6, 9, 0])
def test_other_pack_counts_are_refused(packs: int) -> None:
    with pytest.raises(BeziqueError, match="eight or ten packs"):
        pack_composition(packs)


def test_colours_and_partners() -> None:
    assert Suit.HEARTS.partner is Suit.DIAMONDS and Suit.SPADES.partner is Suit.CLUBS
    for suit in Suit:
        assert suit.partner.colour is suit.colour and suit.partner is not suit
        assert suit.partner.partner is suit
    assert Suit.HEARTS.colour is Colour.RED


@pytest.mark.parametrize(
    ("token", "card"),
    [
        ("QH", Card(Suit.HEARTS, Rank.QUEEN)),
        ("10♠", Card(Suit.SPADES, Rank.TEN)),
        ("TS", Card(Suit.SPADES, Rank.TEN)),
        ("Д♥", Card(Suit.HEARTS, Rank.QUEEN)),
        ("В♦", Card(Suit.DIAMONDS, Rank.JACK)),
        ("Т♣", Card(Suit.CLUBS, Rank.ACE)),
        ("9c", Card(Suit.CLUBS, Rank.NINE)),
        ("JK", JOKER),
        ("И", JOKER),
    ],
)
def test_parse(token: str, card: object) -> None:
    assert parse_card(token) == card


@pytest.mark.parametrize("token", ["8H", "QX", "", "11S", "Q"])
def test_bad_tokens_name_themselves(token: str) -> None:
    with pytest.raises(BeziqueCardError) as info:
        parse_card(token)
    assert repr(token) in str(info.value)
    assert "\n" not in str(info.value)


@given(
    st.lists(st.sampled_from([*ALL_CARDS, JOKER]), max_size=30),
    st.sampled_from(["en", "symbol", "ru"]),
)
def test_format_parse_round_trip(cards: list[Card], style: str) -> None:
    assert list(parse_cards(format_cards(cards, style))) == cards


def test_docstring_examples() -> None:
    """The examples in the docstrings (the API quick-use) run as written."""
    import doctest

    import piquet_core.bezique
    import piquet_core.bezique.cards

    for module in (piquet_core.bezique, piquet_core.bezique.cards):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
