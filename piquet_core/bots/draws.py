"""Exact distributions of a player's declarations over every possible draw.

A player who has seen only his own twelve cards knows that the cards he will take in are a
random set of his twenty unseen cards: elder takes the top of the talon, younger what elder
leaves and the bottom cards (Cavendish, Laws 21, 23, 34), and to either player the talon's
order is unknown (see :mod:`piquet_core.odds`). So, for a discard of ``k`` cards, the final
hand is ``kept | S`` with ``S`` uniform among the ``C(20, k)`` ``k``-subsets of the unseen.

Rather than enumerate the up to 15,504 draws of each of the 1,585 discards (15 million final
hands), the draw is split by suit (point, sequences) and by rank (quatorzes and trios):

* per suit, for each kept suit mask and each number ``j`` of cards taken in that suit, the
  distribution of the suit's point key and of its (best sequence, sequence total) is
  tabulated once over the ``C(u, j)`` subsets of the suit's unseen cards;
* the four suits are combined two by two (spades with hearts, diamonds with clubs), memoized
  by the kept masks of the pair, then the two halves are joined for the ``k`` drawn cards;
* the sets only depend on how many aces, kings, queens, knaves and tens are kept and drawn, so
  they are a product of binomial counts over the five ranks and the 7-8-9 group.

All counts are exact integers; dividing by ``C(20, k)`` gives probabilities. The best point
key is ``length << 8 | pips`` (Law 62; ``pips << 8 | length`` when the point is by pips
only), the best sequence key ``length << 4 | top`` (Law 63), the best set key
``count << 4 | rank`` (Law 64), as in :func:`piquet_core.declarations.hand_summary`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from math import comb

from piquet_core.cards import Rank, Seat
from piquet_core.combinations import CardSet
from piquet_core.declarations import SUIT_BEST_RUN, SUIT_LENGTH, SUIT_PIPS, SUIT_SEQ_SCORE
from piquet_core.variants import exchange_limit

MAX_DRAW = exchange_limit(Seat.YOUNGER, 0)
"""The most cards a player can take in (younger, when elder leaves all five: Law 34)."""

KeyCount = dict[int, int]
"""Distribution of a key: key -> number of draws."""
KeySum = dict[int, tuple[int, int]]
"""Distribution of a best key with a total: key -> (number of draws, sum of the totals)."""


def subsets_by_size(mask: int, limit: int) -> list[list[int]]:
    """The submasks of ``mask``, grouped by number of bits, up to ``limit`` bits."""
    out: list[list[int]] = [[] for _ in range(limit + 1)]
    sub = mask
    while True:
        n = sub.bit_count()
        if n <= limit:
            out[n].append(sub)
        if sub == 0:
            return out
        sub = (sub - 1) & mask


@lru_cache(maxsize=4096)
def suit_table(kept: int, unseen: int, pips_only: bool) -> tuple[tuple[KeyCount, KeySum], ...]:
    """For one suit: per number ``j`` of cards drawn in it, (point keys, sequence keys).

    ``kept`` and ``unseen`` are 8-bit suit masks. Entry ``j`` counts the ``C(u, j)`` ways.
    """
    groups = subsets_by_size(unseen, min(MAX_DRAW, SUIT_LENGTH[unseen]))
    table: list[tuple[KeyCount, KeySum]] = []
    for subs in groups:
        points: KeyCount = {}
        seqs: dict[int, list[int]] = {}
        for sub in subs:
            m = kept | sub
            if pips_only:
                pk = SUIT_PIPS[m] << 8 | SUIT_LENGTH[m]
            else:
                pk = SUIT_LENGTH[m] << 8 | SUIT_PIPS[m]
            points[pk] = points.get(pk, 0) + 1
            sk = SUIT_BEST_RUN[m]
            entry = seqs.get(sk)
            if entry is None:
                seqs[sk] = [1, SUIT_SEQ_SCORE[m]]
            else:
                entry[0] += 1
                entry[1] += SUIT_SEQ_SCORE[m]
        table.append((points, {k: (v[0], v[1]) for k, v in seqs.items()}))
    return tuple(table)


def _join_counts(a: KeyCount, b: KeyCount, out: KeyCount) -> None:
    """Add to ``out`` the distribution of ``max`` of two independent keys: one pass over
    the sorted keys with running counts (max = k: A at k with B <= k, or A < k with B at k)."""
    if len(a) == 1 or len(b) == 1:  # one side certain (no card drawn in it): no merge
        ((key, x),), other = (a.items(), b) if len(a) == 1 else (b.items(), a)
        below = sum(y for k, y in other.items() if k <= key)
        if below:
            out[key] = out.get(key, 0) + x * below
        for k in sorted(k for k in other if k > key):
            out[k] = out.get(k, 0) + x * other[k]
        return
    ca = cb = 0
    get_a, get_b, get_o = a.get, b.get, out.get
    for k in sorted(a.keys() | b.keys()):
        x, y = get_a(k, 0), get_b(k, 0)
        cb += y
        count = x * cb + y * ca
        if count:
            out[k] = get_o(k, 0) + count
        ca += x


def _join_sums(a: KeySum, b: KeySum, out: dict[int, list[int]]) -> None:
    """As :func:`_join_counts`, carrying the sum of the two totals over the pairs."""
    if len(a) == 1 or len(b) == 1:  # one side certain: no merge
        ((key, (x, t)),), other = (a.items(), b) if len(a) == 1 else (b.items(), a)
        below = below_sum = 0
        for k, (y, u) in other.items():
            if k <= key:
                below += y
                below_sum += u
        if below:
            _add(out, key, x * below, t * below + x * below_sum)
        for k in sorted(k for k in other if k > key):
            y, u = other[k]
            _add(out, k, x * y, x * u + t * y)
        return
    ca = cb = sa = sb = 0
    zero = (0, 0)
    for k in sorted(a.keys() | b.keys()):
        xa, ta = a.get(k, zero)
        yb, tb = b.get(k, zero)
        cb += yb
        sb += tb
        count = xa * cb + yb * ca
        if count:
            total = ta * cb + xa * sb + sa * yb + ca * tb
            entry = out.get(k)
            if entry is None:
                out[k] = [count, total]
            else:
                entry[0] += count
                entry[1] += total
        ca += xa
        sa += ta


def _add(out: dict[int, list[int]], key: int, count: int, total: int) -> None:
    entry = out.get(key)
    if entry is None:
        out[key] = [count, total]
    else:
        entry[0] += count
        entry[1] += total


Half = tuple[tuple[KeyCount, KeySum], ...]


@lru_cache(maxsize=8192)
def pair_table(
    kept_a: int, unseen_a: int, kept_b: int, unseen_b: int, pips_only: bool, limit: int
) -> Half:
    """Two suits joined: per total ``j`` drawn in them (up to ``limit``), the max keys."""
    ta = suit_table(kept_a, unseen_a, pips_only)
    tb = suit_table(kept_b, unseen_b, pips_only)
    out: list[tuple[KeyCount, KeySum]] = []
    for j in range(min(limit, len(ta) + len(tb) - 2) + 1):
        points: KeyCount = {}
        seqs: dict[int, list[int]] = {}
        for ja in range(max(0, j - len(tb) + 1), min(j, len(ta) - 1) + 1):
            pa, sa = ta[ja]
            pb, sb = tb[j - ja]
            _join_counts(pa, pb, points)
            _join_sums(sa, sb, seqs)
        out.append((points, {k: (v[0], v[1]) for k, v in seqs.items()}))
    return tuple(out)


def suit_distributions(
    kept: int, unseen: int, k: int, pips_only: bool = False
) -> tuple[KeyCount, KeySum]:
    """Exact distribution, over the ``C(u, k)`` draws, of the best point key and of the best
    sequence key with the total sequence score, for a kept hand and unseen cards (32-bit)."""
    five = exchange_limit(Seat.ELDER)  # one table serves every discard of up to five cards
    limit = five if k <= five else MAX_DRAW
    low = pair_table(
        kept & 0xFF, unseen & 0xFF, kept >> 8 & 0xFF, unseen >> 8 & 0xFF, pips_only, limit
    )
    high = pair_table(
        kept >> 16 & 0xFF, unseen >> 16 & 0xFF, kept >> 24 & 0xFF, unseen >> 24 & 0xFF, pips_only,
        limit,
    )  # fmt: skip
    points: KeyCount = {}
    seqs: dict[int, list[int]] = {}
    for j in range(max(0, k - len(high) + 1), min(k, len(low) - 1) + 1):
        pa, sa = low[j]
        pb, sb = high[k - j]
        _join_counts(pa, pb, points)
        _join_sums(sa, sb, seqs)
    return points, {key: (v[0], v[1]) for key, v in seqs.items()}


# --- sets ------------------------------------------------------------------------------------

_RANK_BITS = 0x01010101
SET_RANKS = (14, 13, 12, 11, 10)
"""Ace, king, queen, knave, ten: the ranks that make quatorzes and trios (Law 64)."""
_SET_TERMS: dict[int, tuple[tuple[int, int], ...]] = {
    r: ((0, 0), (0, 0), (0, 0), *((s.order_key, s.score) for s in (CardSet(Rank(r), 3),
                                                                     CardSet(Rank(r), 4))))
    for r in SET_RANKS
}  # fmt: skip
"""(key, score) of holding ``n`` cards of a rank, by rank and ``n``: a trio or a quatorze
(Law 64), as :class:`~piquet_core.combinations.CardSet` keys and scores them; (0, 0) below
three."""


def rank_counts(mask: int) -> tuple[int, ...]:
    """How many aces, kings, queens, knaves and tens a hand holds."""
    return tuple((mask >> (r - 7) & _RANK_BITS).bit_count() for r in SET_RANKS)


@lru_cache(maxsize=8192)
def set_distribution(
    kept: tuple[int, ...], unseen: tuple[int, ...], low_unseen: int, k: int
) -> KeySum:
    """Exact distribution of the best set key with the total set score over the draws.

    ``kept`` and ``unseen`` are counts of A K Q J 10 kept and unseen; ``low_unseen`` the
    unseen nines, eights and sevens. A quatorze scores 14, a trio 3 (Law 64).
    """
    # state: cards drawn so far -> best key -> [ways, sum of totals]
    states: dict[int, dict[int, list[int]]] = {0: {0: [1, 0]}}
    for rank, have, free in zip(SET_RANKS, kept, unseen, strict=True):
        nxt: dict[int, dict[int, list[int]]] = {}
        for drawn, by_key in states.items():
            for j in range(min(free, k - drawn) + 1):
                ways = comb(free, j)
                key, score = _SET_TERMS[rank][have + j]
                bucket = nxt.setdefault(drawn + j, {})
                for best, (c, t) in by_key.items():
                    nb = best if best >= key else key
                    entry = bucket.get(nb)
                    add_c, add_t = c * ways, (t + c * score) * ways
                    if entry is None:
                        bucket[nb] = [add_c, add_t]
                    else:
                        entry[0] += add_c
                        entry[1] += add_t
        states = nxt
    out: KeySum = {}
    for drawn, by_key in states.items():
        ways = comb(low_unseen, k - drawn)
        if not ways:
            continue
        for best, (c, t) in by_key.items():
            prev = out.get(best, (0, 0))
            out[best] = (prev[0] + c * ways, prev[1] + t * ways)
    return out


def hypergeometric_counts(unseen_in: int, unseen: int, k: int) -> Iterator[tuple[int, int]]:
    """(j, ways) for drawing ``j`` of ``unseen_in`` marked cards in ``k`` of ``unseen``."""
    for j in range(min(unseen_in, k) + 1):
        ways = comb(unseen_in, j) * comb(unseen - unseen_in, k - j)
        if ways:
            yield j, ways
