"""Who may exchange how many cards, and the adversary's final declarations, sampled.

The advisor (:mod:`piquet_core.bots.advisor`) knows the player's own draw exactly; the
adversary's hand it can only sample. :func:`sample_opponent` deals him twelve of the player's
twenty unseen cards and the talon from the rest, lets him exchange as many cards as he may by
the classic rules of thumb (:func:`piquet_core.bots.heuristics.ranked_discards`), and keeps,
per category, the sorted comparison keys of what he would then declare and what it would
score. :class:`Opponent` answers the two questions the ranking asks of a key of the player:
how likely it is good, and what the adversary scores when it is not.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from itertools import combinations

from piquet_core.bots.heuristics import ranked_discards
from piquet_core.cards import Hand, HandLike, Seat, SeatLike, as_hand
from piquet_core.declarations import hand_summary
from piquet_core.variants import ELDER_EXCHANGE_LIMIT, RUBICON, Variant, VariantLike, as_variant

Entry = tuple[tuple[int, int], tuple[int, int], tuple[int, int]]
"""(key, score) of the adversary's point, sequences and sets."""


def discard_counts(
    seat: SeatLike, variant: VariantLike = RUBICON, elder_took: int = ELDER_EXCHANGE_LIMIT
) -> list[int]:
    """How many cards ``seat`` may exchange (Laws 21, 22, 34; the variant's numbers)."""
    return list(as_variant(variant).exchange_counts(seat, elder_took))


def legal_discards(
    hand: HandLike,
    seat: SeatLike,
    variant: VariantLike = RUBICON,
    elder_took: int = ELDER_EXCHANGE_LIMIT,
) -> list[Hand]:
    """Every legal discard, fewest cards first."""
    cards = list(as_hand(hand))
    return [
        Hand(c) for n in discard_counts(seat, variant, elder_took) for c in combinations(cards, n)
    ]


@dataclass(frozen=True)
class Opponent:
    """The sampled adversary: sorted comparison keys of his final declarations and the
    suffix sums of what he scores, per category (point, sequences, sets)."""

    samples: int
    keys: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    tails: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    _memo: tuple[dict[int, tuple[float, float]], ...] = field(
        default_factory=lambda: ({}, {}, {}), init=False, repr=False, compare=False
    )

    def good(self, category: int, key: int) -> float:
        """P(the adversary's best in ``category`` is below ``key``): the player is good."""
        return bisect_left(self.keys[category], key) / self.samples

    def against(self, category: int, key: int) -> float:
        """Expected adversary score in ``category`` when the player's best is ``key``."""
        return self.tails[category][bisect_right(self.keys[category], key)] / self.samples

    def terms(self, category: int, key: int) -> tuple[float, float]:
        """``(good(category, key), against(category, key))``, remembered per key (a ranking
        asks the same few dozen keys for every discard)."""
        memo = self._memo[category]
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = (self.good(category, key), self.against(category, key))
        return hit


def sample_opponent(
    hand: Hand,
    seat: Seat,
    variant: Variant,
    samples: int,
    rng: random.Random,
    elder_took: int = ELDER_EXCHANGE_LIMIT,
) -> dict[int, Opponent]:
    """Sample the adversary's final hand ``samples`` times, per number of cards the player
    takes; his exchange: as many as he may, by the classic rules of thumb."""
    unseen = [i for i in range(32) if not hand.mask >> i & 1]
    counts = discard_counts(seat, variant, elder_took)
    if seat is Seat.ELDER:  # per count k of the player: (first card drawn, cards drawn)
        draws = [(k, max(discard_counts(Seat.YOUNGER, variant, k), default=0)) for k in counts]
    else:
        n = max(discard_counts(Seat.ELDER, variant), default=0)
        draws = [(0, n) for _ in counts]
    raw: list[list[Entry]] = [[] for _ in counts]
    for _ in range(samples):
        rng.shuffle(unseen)
        talon = unseen[:8]
        other = 0
        for i in unseen[8:20]:
            other |= 1 << i
        order = ranked_discards(other, elder=seat is Seat.YOUNGER)
        for entries, (first, n) in zip(raw, draws, strict=True):
            final = other
            for i in order[:n]:
                final &= ~(1 << i)
            for i in talon[first : first + n]:
                final |= 1 << i
            pk, ps, sk, ss, ck, cs = hand_summary(final, variant)
            entries.append(((pk, ps), (sk, ss), (ck, cs)))
    return {k: _tables(samples, entries) for k, entries in zip(counts, raw, strict=True)}


def _tables(samples: int, entries: list[Entry]) -> Opponent:
    keys: list[tuple[int, ...]] = []
    tails: list[tuple[int, ...]] = []
    for cat in range(3):
        pairs = sorted(e[cat] for e in entries)
        keys.append(tuple(p[0] for p in pairs))
        tail = [0] * (len(pairs) + 1)
        for i in range(len(pairs) - 1, -1, -1):
            tail[i] = tail[i + 1] + pairs[i][1]
        tails.append(tuple(tail))
    return Opponent(samples, (keys[0], keys[1], keys[2]), (tails[0], tails[1], tails[2]))
