"""Hypothesis properties of the exact odds: laws of probability that any correct
hypergeometric computation obeys, checked on arbitrary pools."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from piquet_core import odds
from piquet_core.odds import Odds


@st.composite
def questions(draw: st.DrawFn) -> tuple[int, int, int, int]:
    pool = draw(st.integers(0, 32))
    wanted = draw(st.integers(0, pool))
    drawn = draw(st.integers(0, pool))
    k = draw(st.integers(0, wanted + 1))
    return pool, wanted, drawn, k


@given(questions())
def test_probabilities_lie_in_unit_interval(q: tuple[int, int, int, int]) -> None:
    pool, wanted, drawn, k = q
    assert 0 <= odds.hypergeometric(pool, wanted, drawn, k) <= 1
    assert 0 <= odds.at_least(pool, wanted, drawn, k) <= 1


@given(questions())
def test_distribution_sums_to_one_and_complements(q: tuple[int, int, int, int]) -> None:
    pool, wanted, drawn, k = q
    dist = odds.hypergeometric_distribution(pool, wanted, drawn)
    assert sum(dist) == 1
    assert odds.at_least(pool, wanted, drawn, k) + sum(dist[:k]) == 1
    assert odds.at_least(pool, wanted, drawn, 0) == 1


@given(questions())
def test_mean_is_drawn_times_share(q: tuple[int, int, int, int]) -> None:
    pool, wanted, drawn, _ = q
    dist = odds.hypergeometric_distribution(pool, wanted, drawn)
    mean = sum(k * p for k, p in enumerate(dist))
    assert mean == (Fraction(drawn * wanted, pool) if pool else 0)


@given(questions())
def test_symmetry_of_wanted_and_drawn(q: tuple[int, int, int, int]) -> None:
    pool, wanted, drawn, k = q
    assert odds.hypergeometric(pool, wanted, drawn, k) == odds.hypergeometric(
        pool, drawn, wanted, k
    )


@given(questions())
def test_monotone_in_k_drawn_and_wanted(q: tuple[int, int, int, int]) -> None:
    pool, wanted, drawn, k = q
    p = odds.at_least(pool, wanted, drawn, k)
    assert odds.at_least(pool, wanted, drawn, k + 1) <= p
    if drawn < pool:
        assert odds.at_least(pool, wanted, drawn + 1, k) >= p
    if wanted < pool:
        assert odds.at_least(pool, wanted + 1, drawn, k) >= p


@given(st.integers(0, 5), st.integers(1, 5), st.integers(1, 4))
def test_exchange_more_cards_more_chance(elder_takes: int, named: int, k: int) -> None:
    """Elder taking more, or younger getting more because elder left cards, never hurts."""
    if k > named:
        return
    if elder_takes < 5:
        assert odds.elder_takes_in(named, k, takes=elder_takes + 1) >= odds.elder_takes_in(
            named, k, takes=elder_takes
        )
        assert odds.younger_takes_in(named, k, elder_takes=elder_takes) >= odds.younger_takes_in(
            named, k, elder_takes=elder_takes + 1
        )


@given(st.fractions(0, 1))
def test_odds_round_trip(p: Fraction) -> None:
    o = Odds.of(p)
    assert Fraction(o.in_favour, o.in_favour + o.against) == p
    assert Odds.of(1 - p) == Odds(o.in_favour, o.against)


@given(st.lists(st.integers(0, 5), min_size=1, max_size=3), st.integers(0, 12))
def test_multivariate_single_group_is_hypergeometric(groups: list[int], drawn: int) -> None:
    pool = sum(groups) + 6
    drawn = min(drawn, pool)
    for k in range(groups[0] + 1):
        assert odds.multivariate(pool, groups, drawn, lambda c, k=k: c[0] == k) == (
            odds.hypergeometric(pool, groups[0], drawn, k)
        )
