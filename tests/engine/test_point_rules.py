"""Disagreement D5: the point by length, then pips (Cavendish, Law 62; PAGAT; PAR) against the
point by pips only (FOSTER: "The Point is the suit having the greatest pip value").

In a 32-card pack the two rules never part: the lowest n + 1 cards of a suit always outweigh
its highest n (7 + 8 = 15 > A = 11; 7 + 8 + 9 = 24 > A + K = 21; ...; the lowest seven,
64 > the highest six, 60; all eight, 75 > the highest seven, 68), so a longer suit always
has more pips, and equal pips imply equal length. Proved here by exhaustive enumeration over
every pair of suit holdings, with the engine's own points, keys and comparison: same winner,
same ties, same score. What differs is only what is called (the number of cards, or the pip
total: ``elder_calls_point_value``).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from piquet_core.cards import Card, Hand, Rank, Suit
from piquet_core.deal import DealState, Discard
from piquet_core.declarations import (
    SUIT_PIPS,
    Declared,
    Point,
    best_point,
    compare_declared,
)
from piquet_core.dialogue import Call, Kind
from piquet_core.variants import RUBICON, PointComparison

from .test_dialogue import EX_A, EX_B, EX_TALON

PIPS_ONLY = replace(RUBICON, name="rubicon-pips-only", point_comparison=PointComparison.PIPS_ONLY)
RANKS = tuple(sorted(Rank, key=int))  # 7 8 9 10 J Q K A
HOLDINGS = range(1, 256)  # every non-empty holding of one suit, as a mask over RANKS


def _pips(rank: Rank) -> int:
    """A 11, K Q J 10 ten each, 9 8 7 their face (CAV-D, "Calling")."""
    return 11 if rank is Rank.ACE else min(int(rank), 10)


def _length(mask: int) -> int:
    return bin(mask).count("1")


def _point(suit: Suit, mask: int) -> Point:
    return Point(suit, _length(mask), SUIT_PIPS[mask])


def _sign(a: int, b: int) -> int:
    return (a > b) - (a < b)


def test_suit_pips_table_is_the_sum_of_the_cards() -> None:
    """The engine's pip table, checked card by card (so the enumeration below is honest)."""
    for mask in range(256):
        assert SUIT_PIPS[mask] == sum(_pips(r) for i, r in enumerate(RANKS) if mask >> i & 1)


def test_lowest_n_plus_one_cards_outweigh_the_highest_n() -> None:
    """7+8 = 15 > 11, 7+8+9 = 24 > 21, ..., 7+8+9+10+J = 44 > A+K+Q+J = 41, ..., 75 > 68."""
    values = sorted(_pips(r) for r in RANKS)
    margins = [sum(values[: n + 1]) - sum(values[-n:]) for n in range(1, 8)]
    assert margins == [4, 3, 3, 3, 3, 4, 7]  # never below 3
    for n in range(1, 8):  # every holding of n + 1 cards against every holding of n
        fewest = min(sum(c) for c in combinations(values, n + 1))
        most = max(sum(c) for c in combinations(values, n))
        assert fewest > most


def test_both_rules_give_the_same_winner_and_the_same_ties() -> None:
    """Every ordered pair of non-empty suit holdings (255 x 255 = 65,025, including pairs
    from the same suit, which must be disjoint, and from different suits, which need not):
    the comparison by (length, pips) and the comparison by pips alone agree on every pair,
    ties included; and the engine's keys for the two variants order them alike."""
    outcomes = {-1: 0, 0: 0, 1: 0}
    same_pips_other_length = 0
    for a in HOLDINGS:
        pa = _point(Suit.HEARTS, a)
        for b in HOLDINGS:
            pb = _point(Suit.SPADES, b)
            by_length = _sign(pa.order_key(RUBICON), pb.order_key(RUBICON))
            by_pips = _sign(pa.order_key(PIPS_ONLY), pb.order_key(PIPS_ONLY))
            assert by_length == by_pips, (pa, pb)
            assert by_length == _sign((pa.length, pa.pips), (pb.length, pb.pips))
            assert by_pips == _sign(pa.pips, pb.pips)
            outcomes[by_length] += 1
            if pa.pips == pb.pips and pa.length != pb.length:
                same_pips_other_length += 1
    assert sum(outcomes.values()) == 255 * 255
    assert same_pips_other_length == 0  # equal pips never hide a different length
    assert outcomes[1] == outcomes[-1]
    assert outcomes[0] == sum(n * n for n in _pip_counts().values())  # ties: equal pips only


def _pip_counts() -> dict[int, int]:
    counts: dict[int, int] = {}
    for mask in HOLDINGS:
        counts[SUIT_PIPS[mask]] = counts.get(SUIT_PIPS[mask], 0) + 1
    return counts


def test_same_point_chosen_and_same_score_in_a_hand() -> None:
    """A hand's best point is the same suit under both rules, and the engine's comparison of
    two declared points gives the same result and the same score (one a card, Law 62), for
    every pair of holdings (as two suits of one hand, and as elder's against younger's)."""
    for a in HOLDINGS:
        for b in HOLDINGS:
            cards = [Card(Suit.HEARTS, r) for i, r in enumerate(RANKS) if a >> i & 1]
            cards += [Card(Suit.CLUBS, r) for i, r in enumerate(RANKS) if b >> i & 1]
            assert best_point(cards, RUBICON) == best_point(cards, PIPS_ONLY)
    for a in HOLDINGS:
        for b in range(1, 256, 7):  # a spread of younger's holdings (the full square above)
            elder = Declared(point=_point(Suit.HEARTS, a), sequences=(), sets=())
            younger = Declared(point=_point(Suit.SPADES, b), sequences=(), sets=())
            length = compare_declared(elder, younger, RUBICON).point
            pips = compare_declared(elder, younger, PIPS_ONLY).point
            assert length == pips


def test_what_differs_is_the_call() -> None:
    """The rules differ in the dialogue, not in the result. By Law 46 "it is sufficient to
    call the number of cards of the point"; by pips only the number of cards decides
    nothing, so elder states the value (FOSTER: "a suit worth 51"). Cavendish's Example
    hands after the exchange (CAV-D), elder to call."""
    for variant, bare_call_allowed in ((RUBICON, True), (PIPS_ONLY, False)):
        s = DealState.from_hands(EX_A, EX_B, EX_TALON, variant)
        s = s.apply(Discard(Hand.parse("KS 8C 7C 9D 8D"))).apply(Discard(Hand.parse("7S 9H 7H")))
        calls = [a for a in s.legal_actions() if isinstance(a, Call) and a.kind is Kind.POINT]
        assert calls
        assert (Call(Kind.POINT, 5) in calls) is bare_call_allowed
        if not bare_call_allowed:
            assert all(c.pips is not None for c in calls)
            assert Call(Kind.POINT, 5, pips=49) in calls  # A J 8 ... of hearts: 49
