"""Counting hands up to the suits: the classes of de Moivre's fifth problem (Burnside)."""

from __future__ import annotations

from collections.abc import Iterator
from math import comb, factorial, prod

from piquet_core.odds.draws import HAND, RANKS, SUITS, _check, _whole

#: The most suits counted: Burnside's sum runs over the ``suits!`` permutations (8! is 40,320).
MOST_SUITS = 8


def _shape(hand: int, suits: int, ranks: int) -> None:
    """A pack of ``suits`` suits of ``ranks`` ranks (whole numbers, at most
    :data:`MOST_SUITS` suits) and a hand it can deal, of 0 to ``suits * ranks`` cards; else
    an :class:`~piquet_core.odds.OddsError` naming the argument."""
    _whole(hand=hand, suits=suits, ranks=ranks)
    _check(0 <= suits <= MOST_SUITS, f"suits: 0 to {MOST_SUITS} suits, not {suits}")
    _check(ranks >= 0, f"ranks: a number of ranks, not {ranks}")
    pack = suits * ranks
    _check(0 <= hand <= pack, f"hand: 0 to {pack} cards from {suits} suits of {ranks}, not {hand}")


# --- counting hands up to the suits ---------------------------------------------------------


def _cycle_lengths(perm: tuple[int, ...]) -> list[int]:
    seen: set[int] = set()
    lengths = []
    for start in range(len(perm)):
        length = 0
        i = start
        while i not in seen:
            seen.add(i)
            i = perm[i]
            length += 1
        if length:
            lengths.append(length)
    return lengths


def _permutations(n: int) -> Iterator[tuple[int, ...]]:
    if n == 0:
        yield ()
        return
    for p in _permutations(n - 1):
        for i in range(n):
            yield (*p[:i], n - 1, *p[i:])


def suit_classes(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """Hands of ``hand`` cards distinct up to a permutation of the suits (Burnside's lemma).

    A permutation of the suits fixes a hand iff every suit in a cycle holds the same ranks;
    the number of orbits is the average number of fixed hands over the ``suits!`` permutations.
    """
    _shape(hand, suits, ranks)
    total = 0
    for perm in _permutations(suits):
        ways = [1] + [0] * hand  # ways[t]: hands of t cards fixed so far
        for length in _cycle_lengths(perm):
            ways = [
                sum(ways[t - length * s] * comb(ranks, s) for s in range(t // length + 1))
                for t in range(hand + 1)
            ]
        total += ways[hand]
    classes, remainder = divmod(total, factorial(suits))
    if remainder:  # impossible by Burnside's lemma
        raise ArithmeticError("Burnside sum not divisible by the group order")
    return classes


def suit_patterns(
    hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS
) -> list[tuple[int, ...]]:
    """Suit lengths of a hand, longest first (e.g. (5, 4, 2, 1)), each at most ``ranks``."""
    _shape(hand, suits, ranks)

    def rec(left: int, n: int, top: int) -> Iterator[tuple[int, ...]]:
        if n == 0:
            if left == 0:
                yield ()
            return
        for a in range(min(top, left), -1, -1):
            for tail in rec(left - a, n - 1, a):
                yield (a, *tail)

    return list(rec(hand, suits, ranks))


def suit_classes_by_patterns(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """The same count as :func:`suit_classes`, by a second method.

    For each suit-length pattern, suits of equal length are interchangeable: ``j`` suits of
    length ``a`` give a multiset of ``j`` rank-sets out of C(ranks, a), i.e. C(C(ranks, a)+j-1, j).
    """
    _shape(hand, suits, ranks)
    return sum(
        prod(comb(comb(ranks, a) + pattern.count(a) - 1, pattern.count(a)) for a in set(pattern))
        for pattern in suit_patterns(hand, suits=suits, ranks=ranks)
    )


def de_moivre_pattern_count(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """One reading of de Moivre's count: for each suit-length pattern a >= b >= c >= d, the
    product C(8, a) C(8, b) C(8, c) C(8, d): suits are told apart by their lengths only, so
    hands differing by an exchange of two suits of equal length are still counted twice."""
    _shape(hand, suits, ranks)
    return sum(
        prod(comb(ranks, a) for a in pattern)
        for pattern in suit_patterns(hand, suits=suits, ranks=ranks)
    )
