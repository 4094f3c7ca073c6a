"""The expert's exchange: the advisor's value, searched for rather than worked out everywhere.

The exchange advisor (:mod:`piquet_core.bots.advisor`) values every legal discard, 1,585 for
elder in Rubicon: about a second in the browser, too slow for a move. The expert needs only
the best one, and most discards are plainly bad (throwing the point suit, breaking a
quatorze), so :func:`choose_discard`

1. **screens** the discards of each allowed size by the classic rules of thumb: the sum of
   the discarded cards' keep values (:func:`piquet_core.bots.heuristics.keep_values`; the
   advice of Cavendish, "Discarding"), keeping the ``width`` most promising of each size;
2. values those exactly with the advisor's own value (:func:`piquet_core.bots.advisor.
   discard_value`: the player's declarations over every draw, the sampled adversary, the
   tricks estimate), the same number the advisor gives;
3. **improves** the best by local search: discards that differ by one card (one card
   swapped, one more or one fewer when the size is allowed) are valued, the most promising by
   the screen first, and the search moves to a better one until none is, or until it has
   valued ``evaluations`` discards in all.

The cap counts discards valued, not seconds, so the choice is the same on every machine for
the same seed. Over the hands of ``tests/bots/test_exchange.py`` the search finds the
advisor's own best discard in most deals and, when it misses, one worth a small fraction of a
point less.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from heapq import nsmallest
from itertools import combinations

from piquet_core.bots.advisor import AdvisorError, discard_value
from piquet_core.bots.heuristics import keep_values
from piquet_core.bots.opponent import Opponent, discard_counts, sample_opponent
from piquet_core.cards import Hand, Seat
from piquet_core.variants import ELDER_EXCHANGE_LIMIT, RUBICON, Variant

SCREEN_WIDTH = 6
"""Discards of each size valued after the screen."""
EVALUATIONS = 110
"""The most discards valued in all (the screen's and the local search's)."""
SAMPLES = 100
"""Adversary hands sampled, as the advisor does for the play page."""


@dataclass(frozen=True)
class Choice:
    """The discard chosen, its value (the advisor's :attr:`~piquet_core.bots.advisor.
    DiscardAnalysis.value`) and how many discards were valued to find it."""

    discard: Hand
    value: float
    evaluated: int


def screen(mask: int, counts: list[int], elder: bool, width: int) -> list[int]:
    """The ``width`` discards (card masks) of each size in ``counts`` whose cards the rules of
    thumb value least, most promising first within a size."""
    values = keep_values(mask, elder)
    cards = sorted(values)
    out: list[int] = []
    for n in counts:
        combos = ((sum(values[i] for i in c), c) for c in combinations(cards, n))
        for _, c in nsmallest(width, combos):
            m = 0
            for i in c:
                m |= 1 << i
            out.append(m)
    return out


def choose_discard(
    hand: Hand,
    seat: Seat,
    variant: Variant = RUBICON,
    *,
    counts: list[int] | None = None,
    samples: int = SAMPLES,
    seed: int = 0,
    elder_took: int = ELDER_EXCHANGE_LIMIT,
    width: int = SCREEN_WIDTH,
    evaluations: int = EVALUATIONS,
) -> Choice:
    """The best discard of the dealt ``hand`` for ``seat`` that the search finds (see the
    module docstring). ``counts``: the sizes allowed (by default every legal one; fewer when
    the number is already fixed, as after carte blanche, Law 20). The adversary is sampled
    exactly as :func:`piquet_core.bots.advisor.advise` samples him for the same ``seed``, so
    the values are the advisor's. Same arguments, same choice."""
    if len(hand) != 12:
        raise AdvisorError(f"the advisor needs a dealt hand of 12 cards, not {len(hand)}")
    if width < 1 or evaluations < 1:
        raise AdvisorError(f"the search needs a width and evaluations of at least 1, not "
                           f"{width} and {evaluations}")  # fmt: skip
    legal = discard_counts(seat, variant, elder_took)
    sizes = sorted(set(legal if counts is None else counts) & set(legal))
    if not sizes:
        raise AdvisorError("no legal discard for this seat and variant")
    opponents = sample_opponent(hand, seat, variant, samples, random.Random(seed), elder_took)
    return _Search(hand, seat is Seat.ELDER, variant, opponents, sizes, evaluations).run(width)


class _Search:
    """One search: the values found so far, and the order of promise of the discards."""

    def __init__(
        self,
        hand: Hand,
        elder: bool,
        variant: Variant,
        opponents: dict[int, Opponent],
        sizes: list[int],
        evaluations: int,
    ) -> None:
        self.hand, self.elder, self.variant = hand, elder, variant
        self.opponents, self.sizes, self.cap = opponents, set(sizes), evaluations
        self.keep = keep_values(hand.mask, elder)
        self.values: dict[int, float] = {}

    def value(self, discard: int) -> float:
        v = self.values.get(discard)
        if v is None:
            opponent = self.opponents[discard.bit_count()]
            v = self.values[discard] = discard_value(self.hand, discard, self.variant, opponent)
        return v

    def best(self) -> int:
        """The best discard valued: highest value, then fewer cards, then lowest mask (the
        advisor's order)."""
        return min(self.values, key=lambda m: (-self.values[m], m.bit_count(), m))

    def promise(self, discard: int) -> float:
        return sum(self.keep[i] for i in range(32) if discard >> i & 1)

    def neighbours(self, discard: int) -> list[int]:
        """Discards one card away, of an allowed size, not valued yet, most promising first."""
        inside = [i for i in range(32) if discard >> i & 1]
        outside = [i for i in range(32) if self.hand.mask >> i & 1 and not discard >> i & 1]
        out = {discard ^ (1 << a | 1 << b) for a in inside for b in outside}
        out |= {discard & ~(1 << a) for a in inside} | {discard | 1 << b for b in outside}
        fresh = [m for m in out if m.bit_count() in self.sizes and m not in self.values]
        return sorted(fresh, key=lambda m: (self.promise(m), m))

    def run(self, width: int) -> Choice:
        for m in screen(self.hand.mask, sorted(self.sizes), self.elder, width):
            if len(self.values) >= self.cap:
                break
            self.value(m)
        current = self.best()
        while len(self.values) < self.cap:
            for m in self.neighbours(current):
                if len(self.values) >= self.cap:
                    break
                self.value(m)
            nxt = self.best()
            if nxt == current:
                break
            current = nxt
        return Choice(Hand.from_mask(current), self.values[current], len(self.values))
