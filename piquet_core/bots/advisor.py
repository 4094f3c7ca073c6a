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
from dataclasses import dataclass
from functools import lru_cache
from math import comb

from piquet_core.bots.draws import (
    set_distribution,
    subsets_by_size,
    suit_distributions,
)
from piquet_core.bots.heuristics import SUIT_PLAY_VALUE, best_point_suit
from piquet_core.bots.opponent import (
    Opponent,
    discard_counts,
    legal_discards,
    sample_opponent,
)
from piquet_core.bots.reasons import Reason
from piquet_core.cards import (
    FULL_MASK,
    SUITS,
    Hand,
    HandLike,
    Seat,
    SeatLike,
    as_count,
    as_hand,
    as_seat,
    as_seed,
)
from piquet_core.combinations import point_value
from piquet_core.errors import PiquetError
from piquet_core.variants import (
    ELDER_EXCHANGE_LIMIT,
    RUBICON,
    PointComparison,
    Variant,
    VariantLike,
    as_variant,
)

TRICK_POINTS = 2.5
"""Points a trick is worth in the ranking: one for the lead or the win (Law 65) and a share
of the ten for the cards (Law 66)."""
DEFAULT_SAMPLES = 200
"""Adversary hands sampled for the chance that a declaration is good."""

_RANK_BITS = 0x01010101
_LOW_RANKS = 0x07070707
"""The sevens, eights and nines: no quatorze or trio (Law 64)."""


class AdvisorError(PiquetError):
    """A hand the advisor cannot analyse (wrong size, nothing to exchange)."""

    code = "bad_advisor_question"


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

    def rank_of(self, discard: HandLike) -> int:
        """1-based rank of ``discard`` among the legal discards."""
        discard = as_hand(discard)
        for i, a in enumerate(self.ranked, start=1):
            if a.discard == discard:
                return i
        raise AdvisorError(f"{discard} is not a legal discard of this hand")

    def find(self, discard: HandLike) -> DiscardAnalysis:
        """The analysis of ``discard``."""
        return self.ranked[self.rank_of(discard) - 1]


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


def discard_value(hand: Hand, discard: int, variant: Variant, opponent: Opponent) -> float:
    """:attr:`DiscardAnalysis.value` of the discard ``discard`` (a card mask) alone, by the
    same sums in the same order (so the very same number), without the figures a ranking
    shows: what the computer player needs to choose among a few discards."""
    pips_only = variant.point_comparison is PointComparison.PIPS_ONLY
    unseen = FULL_MASK & ~hand.mask
    kept = hand.mask & ~discard
    k = discard.bit_count()
    points, seqs = suit_distributions(kept, unseen, k, pips_only)
    low_unseen = 12 - (hand.mask & _LOW_RANKS).bit_count()
    sets = set_distribution(_rank_counts(kept), _rank_counts(unseen), low_unseen, k)
    margin_point = margin_seq = margin_sets = 0.0
    terms = opponent.terms
    for key, ways in points.items():
        length, pips = (key & 0xFF, key >> 8) if pips_only else (key >> 8, key & 0xFF)
        g, against = terms(0, key >> 8 if pips_only else key)
        if length:
            margin_point += ways * (point_value(length, pips, variant) * g - against)
        else:
            margin_point -= ways * against
    for key, (ways, tot) in seqs.items():
        g, against = terms(1, key)
        margin_seq += tot * (g if key else 0.0) - ways * against
    for key, (ways, tot) in sets.items():
        g, against = terms(2, key)
        margin_sets += tot * (g if key else 0.0) - ways * against
    inv = 1.0 / comb(unseen.bit_count(), k)
    tricks = expected_tricks(kept, unseen, k)
    return margin_point * inv + margin_seq * inv + margin_sets * inv + TRICK_POINTS * tricks


def analyse_discard(
    hand: HandLike, discard: HandLike, variant: VariantLike, opponent: Opponent | None
) -> DiscardAnalysis:
    """Exact expectations over the draw (and the sampled adversary) for one discard."""
    hand, discard, variant = as_hand(hand), as_hand(discard), as_variant(variant)
    pips_only = variant.point_comparison is PointComparison.PIPS_ONLY
    unseen = FULL_MASK & ~hand.mask
    kept = hand.mask & ~discard.mask
    k = len(discard)
    total = comb(unseen.bit_count(), k)
    points, seqs = suit_distributions(kept, unseen, k, pips_only)
    low_unseen = 12 - (hand.mask & _LOW_RANKS).bit_count()
    sets = set_distribution(_rank_counts(kept), _rank_counts(unseen), low_unseen, k)

    own_point = margin_point = good_point = 0.0
    at_least = [0.0] * 13
    for key, ways in points.items():
        length, pips = (key & 0xFF, key >> 8) if pips_only else (key >> 8, key & 0xFF)
        score = point_value(length, pips, variant) if length else 0
        own_point += ways * score
        at_least[length] += ways
        if opponent is not None:
            g, against = opponent.terms(0, key >> 8 if pips_only else key)
            if not length:
                g = 0.0
            good_point += ways * g
            margin_point += ways * (score * g - against)
    own_seq = margin_seq = good_seq = 0.0
    seq_at_least = [0.0] * 9
    for key, (ways, tot) in seqs.items():
        own_seq += tot
        seq_at_least[key >> 4] += ways
        if opponent is not None:
            g, against = opponent.terms(1, key)
            if not key:
                g = 0.0
            good_seq += ways * g
            margin_seq += tot * g - ways * against
    own_sets = margin_sets = good_sets = 0.0
    quatorze = 0
    for key, (ways, tot) in sets.items():
        own_sets += tot
        if key >> 4 == 4:
            quatorze += ways
        if opponent is not None:
            g, against = opponent.terms(2, key)
            if not key:
                g = 0.0
            good_sets += ways * g
            margin_sets += tot * g - ways * against
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
    hand: HandLike,
    seat: SeatLike = Seat.ELDER,
    variant: VariantLike = RUBICON,
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    elder_took: int = ELDER_EXCHANGE_LIMIT,
    reasons: int = 10,
) -> Advice:
    """Rank every legal discard of the dealt ``hand`` for ``seat`` by expected value.

    ``elder_took`` is, for younger, how many cards elder took (younger may take the rest,
    Law 34). ``reasons`` is how many of the best discards get their reasons worked out (the
    reasons of any discard: :func:`reasons_for`). Same arguments, same answer: ``seed`` is
    a whole number (:func:`~piquet_core.cards.as_seed`; ``"7"`` would sample otherwise than
    ``7``), ``samples`` one or more, ``reasons`` none or more, ``elder_took`` 0 to 5 (Law 21).
    """
    hand, seat, variant = as_hand(hand), as_seat(seat), as_variant(variant)
    if len(hand) != 12:
        raise AdvisorError(f"the advisor needs a dealt hand of 12 cards, not {len(hand)}")
    samples = as_count(samples, "samples")
    if samples < 1:
        raise AdvisorError(f"the advisor needs at least one sample, not {samples}")
    reasons = as_count(reasons, "reasons")
    elder_took = as_count(elder_took, "elder_took", 0, ELDER_EXCHANGE_LIMIT)
    seed = as_seed(seed, "seed", optional=False)
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


def _pct(p: float) -> float:
    return round(100.0 * p, 1)


def reasons_for(
    a: DiscardAnalysis, hand: Hand, point_suit: int, samples: int
) -> tuple[Reason, ...]:
    """Why a discard is good or bad, from its exact expectations and sampled chances, as
    :class:`~piquet_core.bots.reasons.Reason` data (the words: :mod:`~piquet_core.bots.reasons`)."""
    out: list[Reason] = []
    kept, disc = a.keep.mask, a.discard.mask
    if point_suit >= 0:
        letter = SUITS[point_suit].letter
        if disc >> (8 * point_suit) & 0xFF:
            out.append(Reason.of("point_broken", suit=letter))
        else:
            out.append(Reason.of("point_kept", suit=letter))
    longest = max((kept >> s & 0xFF).bit_count() for s in (0, 8, 16, 24))
    for n in range(min(longest + 1, 12), 3, -1):
        if 0.005 <= a.point_at_least[n] < 0.995:
            out.append(Reason.of("point_chance", n=n, percent=_pct(a.point_at_least[n])))
            break
    for n in (5, 4):
        if a.sequence_at_least[n] >= 0.05:
            out.append(Reason.of(f"sequence_chance_{n}", percent=_pct(a.sequence_at_least[n])))
            break
    if a.quatorze >= 0.995:
        out.append(Reason.of("quatorze_kept"))
    elif a.quatorze >= 0.05:
        out.append(Reason.of("quatorze_chance", percent=_pct(a.quatorze)))
    for card in hand:
        if card.rank not in (13, 12):
            continue
        need = 1 if card.rank == 13 else 2  # a king with one guard, a queen with two
        suit_dealt = (hand.mask >> (8 * card.suit.value) & 0xFF).bit_count() - 1
        suit_kept = (kept >> (8 * card.suit.value) & 0xFF).bit_count() - 1
        has_higher = any(hand.mask >> i & 1 for i in range(card.index + 1, (card.index | 7) + 1))
        if has_higher or suit_dealt < need or disc & card.bit:
            continue
        key = "guard_kept" if suit_kept >= need else "guard_lost"
        out.append(Reason.of(key, card=str(card)))
    for key, p in (
        ("point_good", a.point_good),
        ("sequences_good", a.sequences_good),
        ("sets_good", a.sets_good),
    ):
        if p > 0:
            out.append(Reason.of(key, percent=_pct(p), samples=samples))
    return tuple(out)


def _with_reasons(a: DiscardAnalysis, hand: Hand, point_suit: int, samples: int) -> DiscardAnalysis:
    from dataclasses import replace

    return replace(a, reasons=reasons_for(a, hand, point_suit, samples))


__all__ = [
    "DEFAULT_SAMPLES",
    "TRICK_POINTS",
    "Advice",
    "AdvisorError",
    "DiscardAnalysis",
    "Opponent",
    "advise",
    "analyse_discard",
    "discard_counts",
    "discard_value",
    "expected_tricks",
    "legal_discards",
    "sample_opponent",
]
