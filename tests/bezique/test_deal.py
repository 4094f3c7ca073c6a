# ruff: noqa: RUF003  (Russian quotations and × are intended)
"""The deal: seats, hands of 18, the turn-up at 37 or 55, seeded shuffles (seed S002)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.bezique import (
    JOKER,
    BeziqueError,
    BeziqueRules,
    Joker,
    active_seats,
    deal,
    deal_pack,
    full_pack,
    pack_composition,
)

SEEDS = st.integers(min_value=0, max_value=2**32)
TABLES = st.sampled_from([(2, 2), (3, 2), (4, 3)])  # (at the table, holding cards)


def test_seating() -> None:
    """«При игре вчетвером сдающий в розыгрыше не участвует и сдает на трех игроков»;
    the player on the dealer's left leads first («Сидящий слева от сдающего, начинает»)."""
    assert active_seats(2, 0) == (1, 0)
    assert active_seats(4, 1) == (2, 3, 0)
    assert active_seats(3, 2) == (0, 1)
    assert active_seats(3, 2, BeziqueRules(dealer_sits_out_at_three=False)) == (0, 1, 2)
    with pytest.raises(BeziqueError, match="two to four"):
        active_seats(5, 0)
    with pytest.raises(BeziqueError, match="dealer seat"):
        active_seats(2, 2)


@settings(max_examples=60, deadline=None)
@given(SEEDS, TABLES, st.sampled_from([8, 10]), st.integers(0, 3))
def test_deal_properties(seed: int, table: tuple[int, int], packs: int, dealer: int) -> None:
    seats, active = table
    dealer %= seats
    d = deal(seed, seats, dealer, BeziqueRules(packs=packs))
    assert len(d.hands) == len(d.players) == active
    assert all(len(h) == 18 for h in d.hands)  # «по восемнадцать карт»
    # «Тридцать седьмая … или пятьдесят пятая … открывается и является козырем»
    nominal = 36 if active == 2 else 54
    assert d.pack[d.turnup_index] == d.turnup
    assert all(isinstance(c, Joker) for c in d.pack[nominal : d.turnup_index])
    assert d.turnup_index == nominal or isinstance(d.pack[nominal], Joker)
    assert d.stock[-1] == d.turnup and d.trump is d.turnup.suit
    # no card lost or duplicated
    held: Counter[object] = Counter(d.stock)
    for h in d.hands:
        held.update(h)
    assert held == pack_composition(packs)
    assert len(d.stock) == (174 if packs == 8 else 214) - 18 * active


@given(SEEDS)
def test_same_seed_same_deal(seed: int) -> None:
    assert deal(seed) == deal(seed)


def test_different_seeds_differ() -> None:
    assert len({deal(s).pack for s in range(5)}) == 5


def test_deal_is_one_card_at_a_time_from_the_left() -> None:
    pack = full_pack(8)
    d = deal_pack(pack, 2, 0)
    assert d.players == (1, 0)
    assert d.hands[0] == pack[0:36:2] and d.hands[1] == pack[1:36:2]
    assert d.turnup_index == 36


def test_a_joker_is_never_the_trump_card() -> None:
    pack = list(full_pack(8))
    pack.remove(JOKER)
    pack.insert(36, JOKER)
    d = deal_pack(pack, 2, 0)
    assert d.turnup_index == 37 and d.turnup == pack[37]
    assert JOKER in d.stock


def test_a_wrong_pack_is_refused() -> None:
    with pytest.raises(BeziqueError, match="not a 174-card Bezique pack"):
        deal_pack(full_pack(8)[:-1], 2, 0)
