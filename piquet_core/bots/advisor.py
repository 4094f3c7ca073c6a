"""The exchange advisor: every legal discard of a dealt hand, ranked by expected score.

For each discard the advisor computes, **exactly** over every possible draw (see
:mod:`piquet_core.bots.draws`), the distribution of the player's best point, best sequence
(with all his sequences) and best set (with all his sets), and the expected tricks of the
kept cards and the draw (a rule-of-thumb estimate, :func:`~piquet_core.bots.heuristics.
suit_play_value`). The adversary's hand is not known: his final declarations are **sampled**
(his dealt hand and the talon drawn from the player's unseen cards, his exchange by the
classic rules of thumb), and the number of samples is reported. A discard's value is its
expected declaration *margin* (what the player scores when his best is good, less what the
adversary scores when his is) plus the tricks estimate:

    value = E[point margin] + E[sequences margin] + E[sets margin] + TRICK_POINTS * E[tricks]

The chance that each of the player's declarations is good is taken over the sampled
adversary hands, independently of the player's own draw (an approximation: the two come from
the same unseen cards, which the sample ignores). Carte blanche does not depend on the
discard (Law 18) and pique and repique are not modelled here.

Legal discards follow the variant: elder one to five (Cavendish, Law 21), younger one to all
that remain (Laws 22, 34); 1,585 discards for elder in Rubicon.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb

from piquet_core.bots.draws import (
    set_distribution,
    subsets_by_size,
    suit_distributions,
)
from piquet_core.bots.heuristics import SUIT_PLAY_VALUE, best_point_suit, ranked_discards
from piquet_core.bots.reasons import Reason, reasons_for
from piquet_core.cards import FULL_MASK, Hand, Seat
from piquet_core.declarations import declare_all
from piquet_core.errors import PiquetError
from piquet_core.variants import RUBICON, PointComparison, PointScore, Variant

TRICK_POINTS = 2.5
"""Points a trick is worth in the ranking: one for the lead or the win (Law 65) and a share
of the ten for the cards (Law 66)."""
DEFAULT_SAMPLES = 200
"""Adversary hands sampled for the chance that a declaration is good."""

_RANK_BITS = 0x01010101


class AdvisorError(PiquetError):
    """A hand the advisor cannot analyse (wrong size, nothing to exchange)."""

    code = "bad_advisor_question"


@dataclass(frozen=True)
class Opponent:
    """The sampled adversary: sorted comparison keys of his final declarations and the
    suffix sums of what he scores, per category (point, sequences, sets)."""

    samples: int
    keys: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    tails: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

    def good(self, category: int, key: int) -> float:
        """P(the adversary's best in ``category`` is below ``key``): the player is good."""
        return bisect_left(self.keys[category], key) / self.samples

    def against(self, category: int, key: int) -> float:
        """Expected adversary score in ``category`` when the player's best is ``key``."""
        return self.tails[category][bisect_right(self.keys[category], key)] / self.samples


@dataclass(frozen=True)
class DiscardAnalysis:
    """One discard and what it is expected to bring (points per deal)."""

    discard: Hand
    keep: Hand
    value: float
    """The ranking value: expected declaration margin plus tricks estimate."""
    point: float
    sequences: float
    sets: float
    tricks: float
    """Expected tricks estimate (before :data:`TRICK_POINTS`)."""
    own_point: float
    """Exact expected point score if good (over the draw)."""
    own_sequences: float
    own_sets: float
    point_good: float
    """Chance the point is good (exact over the draw, sampled over the adversary)."""
    sequences_good: float
    sets_good: float
    point_at_least: tuple[float, ...]
    """Exact P(point of at least n cards), n = 0..12."""
    sequence_at_least: tuple[float, ...]
    """Exact P(best sequence of at least n cards), n = 0..8."""
    quatorze: float
    """Exact P(at least one quatorze)."""
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class Advice:
    """Every legal discard of ``hand`` for ``seat``, best first."""

    hand: Hand
    seat: Seat
    variant: Variant
    ranked: tuple[DiscardAnalysis, ...]
    samples: int
    seed: int

    @property
    def best(self) -> DiscardAnalysis:
        return self.ranked[0]

    def rank_of(self, discard: Hand) -> int:
        """1-based rank of ``discard`` among the legal discards."""
        for i, a in enumerate(self.ranked, start=1):
            if a.discard == discard:
                return i
        raise AdvisorError(f"{discard} is not a legal discard of this hand")

    def find(self, discard: Hand) -> DiscardAnalysis:
        return self.ranked[self.rank_of(discard) - 1]


# --- counts --------------------------------------------------------------------------------


def discard_counts(seat: Seat, variant: Variant = RUBICON, elder_took: int = 5) -> list[int]:
    """How many cards ``seat`` may exchange (Laws 21, 22, 34; the variant's numbers)."""
    if seat is Seat.ELDER:
        return [n for n in range(6) if variant.elder_exchange_ok(n)]
    return [n for n in range(9) if variant.younger_exchange_ok(n, 8 - elder_took)]


def legal_discards(
    hand: Hand, seat: Seat, variant: Variant = RUBICON, elder_took: int = 5
) -> list[Hand]:
    """Every legal discard, fewest cards first."""
    cards = list(hand)
    return [
        Hand(c) for n in discard_counts(seat, variant, elder_took) for c in combinations(cards, n)
    ]


# --- the adversary, sampled ------------------------------------------------------------------


def _point_score(length: int, pips: int, variant: Variant) -> int:
    if variant.point_score is PointScore.PER_TEN_PIPS:
        return pips // 10
    if variant.point_score is PointScore.PER_CARD_FOURS_LESS and pips % 10 == 4:
        return length - 1
    return length


def _cmp_point(key: int, pips_only: bool) -> int:
    """The comparison value of a point key (``len << 8 | pips``, or ``pips << 8 | len``)."""
    return key >> 8 if pips_only else key


def sample_opponent(
    hand: Hand,
    seat: Seat,
    variant: Variant,
    samples: int,
    rng: random.Random,
    elder_took: int = 5,
) -> dict[int, Opponent]:
    """Sample the adversary's final hand ``samples`` times, per number of cards the player
    takes; his exchange: as many as he may, by the classic rules of thumb."""
    unseen = [i for i in range(32) if not hand.mask >> i & 1]
    counts = discard_counts(seat, variant, elder_took)
    pips_only = variant.point_comparison is PointComparison.PIPS_ONLY
    raw: dict[int, list[tuple[tuple[int, int], tuple[int, int], tuple[int, int]]]] = {
        k: [] for k in counts
    }
    for _ in range(samples):
        rng.shuffle(unseen)
        talon = unseen[:8]
        other = 0
        for i in unseen[8:20]:
            other |= 1 << i
        order = ranked_discards(other, elder=seat is Seat.YOUNGER)
        for k in counts:
            if seat is Seat.ELDER:
                n = max(discard_counts(Seat.YOUNGER, variant, k), default=0)
                drawn = talon[k : k + n]
            else:
                n = max(discard_counts(Seat.ELDER, variant), default=0)
                drawn = talon[:n]
            final = other
            for i in order[:n]:
                final &= ~(1 << i)
            for i in drawn:
                final |= 1 << i
            d = declare_all(final, variant)
            p = d.point
            pk = 0
            if p is not None:
                pk = p.pips if pips_only else p.length << 8 | p.pips
            entry = (
                (pk, p.score(variant) if p else 0),
                (
                    max((q.order_key for q in d.sequences), default=0),
                    sum(q.score for q in d.sequences),
                ),
                (max((c.order_key for c in d.sets), default=0), sum(c.score for c in d.sets)),
            )
            raw[k].append(entry)
    out: dict[int, Opponent] = {}
    for k, entries in raw.items():
        keys: list[tuple[int, ...]] = []
        tails: list[tuple[int, ...]] = []
        for cat in range(3):
            pairs = sorted(e[cat] for e in entries)
            keys.append(tuple(p[0] for p in pairs))
            tail = [0] * (len(pairs) + 1)
            for i in range(len(pairs) - 1, -1, -1):
                tail[i] = tail[i + 1] + pairs[i][1]
            tails.append(tuple(tail))
        out[k] = Opponent(samples, (keys[0], keys[1], keys[2]), (tails[0], tails[1], tails[2]))
    return out


# --- exact expectations ----------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _play_sums(kept: int, unseen: int) -> tuple[float, ...]:
    """Per number drawn in the suit, the sum over the draws of the suit's tricks estimate."""
    return tuple(
        sum(SUIT_PLAY_VALUE[kept | s] for s in subs)
        for subs in subsets_by_size(unseen, unseen.bit_count())
    )


def expected_tricks(kept: int, unseen: int, k: int) -> float:
    """Exact expectation of the tricks estimate of ``kept`` plus a random ``k`` of ``unseen``."""
    u = unseen.bit_count()
    total = 0.0
    for s in range(0, 32, 8):
        ks, us = kept >> s & 0xFF, unseen >> s & 0xFF
        rest = u - us.bit_count()
        for j, sums in enumerate(_play_sums(ks, us)):
            if j <= k:
                total += comb(rest, k - j) * sums
    return total / comb(u, k)


def _rank_counts(mask: int) -> tuple[int, ...]:
    return tuple((mask >> b & _RANK_BITS).bit_count() for b in (7, 6, 5, 4, 3))


def analyse_discard(
    hand: Hand, discard: Hand, variant: Variant, opponent: Opponent | None
) -> DiscardAnalysis:
    """Exact expectations over the draw (and the sampled adversary) for one discard."""
    pips_only = variant.point_comparison is PointComparison.PIPS_ONLY
    unseen = FULL_MASK & ~hand.mask
    kept = hand.mask & ~discard.mask
    k = len(discard)
    total = comb(unseen.bit_count(), k)
    points, seqs = suit_distributions(kept, unseen, k, pips_only)
    low_unseen = 12 - sum(1 for c in hand if c.rank < 10)
    sets = set_distribution(_rank_counts(kept), _rank_counts(unseen), low_unseen, k)

    own_point = margin_point = good_point = 0.0
    at_least = [0.0] * 13
    for key, ways in points.items():
        length, pips = (key & 0xFF, key >> 8) if pips_only else (key >> 8, key & 0xFF)
        score = _point_score(length, pips, variant) if length else 0
        own_point += ways * score
        at_least[length] += ways
        if opponent is not None:
            g = opponent.good(0, _cmp_point(key, pips_only)) if length else 0.0
            good_point += ways * g
            margin_point += ways * (score * g - opponent.against(0, _cmp_point(key, pips_only)))
    own_seq = margin_seq = good_seq = 0.0
    seq_at_least = [0.0] * 9
    for key, (ways, tot) in seqs.items():
        own_seq += tot
        seq_at_least[key >> 4] += ways
        if opponent is not None:
            g = opponent.good(1, key) if key else 0.0
            good_seq += ways * g
            margin_seq += tot * g - ways * opponent.against(1, key)
    own_sets = margin_sets = good_sets = 0.0
    quatorze = 0
    for key, (ways, tot) in sets.items():
        own_sets += tot
        if key >> 4 == 4:
            quatorze += ways
        if opponent is not None:
            g = opponent.good(2, key) if key else 0.0
            good_sets += ways * g
            margin_sets += tot * g - ways * opponent.against(2, key)
    for n in range(11, -1, -1):
        at_least[n] += at_least[n + 1]
    for n in range(7, -1, -1):
        seq_at_least[n] += seq_at_least[n + 1]
    tricks = expected_tricks(kept, unseen, k)
    inv = 1.0 / total
    point, sequences, set_margin = margin_point * inv, margin_seq * inv, margin_sets * inv
    value = point + sequences + set_margin + TRICK_POINTS * tricks
    analysis = DiscardAnalysis(
        discard=discard,
        keep=Hand.from_mask(kept),
        value=value,
        point=point,
        sequences=sequences,
        sets=set_margin,
        tricks=tricks,
        own_point=own_point * inv,
        own_sequences=own_seq * inv,
        own_sets=own_sets * inv,
        point_good=good_point * inv,
        sequences_good=good_seq * inv,
        sets_good=good_sets * inv,
        point_at_least=tuple(x * inv for x in at_least),
        sequence_at_least=tuple(x * inv for x in seq_at_least),
        quatorze=quatorze * inv,
        reasons=(),
    )
    return analysis


def advise(
    hand: Hand,
    seat: Seat = Seat.ELDER,
    variant: Variant = RUBICON,
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    elder_took: int = 5,
    reasons: int = 10,
) -> Advice:
    """Rank every legal discard of the dealt ``hand`` for ``seat`` by expected value.

    ``elder_took`` is, for younger, how many cards elder took (younger may take the rest,
    Law 34). ``reasons`` is how many of the best discards get their reasons worked out (the
    reasons of any discard: :func:`piquet_core.bots.reasons.reasons_for`). Same arguments,
    same answer.
    """
    if len(hand) != 12:
        raise AdvisorError(f"the advisor needs a dealt hand of 12 cards, not {len(hand)}")
    if samples < 1:
        raise AdvisorError(f"the advisor needs at least one sample, not {samples}")
    rng = random.Random(seed)
    opponents = sample_opponent(hand, seat, variant, samples, rng, elder_took)
    analyses = [
        analyse_discard(hand, d, variant, opponents[len(d)])
        for d in legal_discards(hand, seat, variant, elder_took)
    ]
    if not analyses:
        raise AdvisorError("no legal discard for this seat and variant")
    analyses.sort(key=lambda a: (-a.value, len(a.discard), a.discard.mask))
    point_suit = best_point_suit(hand.mask)
    ranked = tuple(
        _with_reasons(a, hand, point_suit, samples) if i < reasons else a
        for i, a in enumerate(analyses)
    )
    return Advice(hand, seat, variant, ranked, samples, seed)


def _with_reasons(a: DiscardAnalysis, hand: Hand, point_suit: int, samples: int) -> DiscardAnalysis:
    from dataclasses import replace

    return replace(a, reasons=reasons_for(a, hand, point_suit, samples))
