"""Declarations: carte blanche, point, sequences, quatorzes and trios, and their comparison.

The rules (Laws of Piquet, ed. Cavendish, Laws 18, 61-64; *Description of the Game*,
"Calling and showing"):

* Carte blanche: a dealt hand with no king, queen or knave (Law 18); scores 10 (Law 61).
* Point: the suit with most cards; equal length, most pips (A 11, K Q J 10 ten, else face);
  equal pips, "equal" and neither scores; scores one per card (Law 62). Variants: pips only
  (FOSTER), one less when the pips end in four (CAV-C), one per ten pips (S000).
* Sequences: three or more cards in order in one suit. Longer beats shorter, then higher top
  card; tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18 (Law 63). The
  winner scores all his sequences; an equality of the best cancels all (CAV-D).
* Sets: three or four aces, kings, queens, knaves or tens. Any quatorze beats any trio, then
  the higher rank; quatorze 14, trio 3 (Law 64); the winner scores all his sets (CAV-D).

Hands are evaluated on suit bitmasks with 256-entry tables (length, pips, maximal runs), so a
12-card hand is evaluated with a handful of table look-ups.

Sinking (declaring less than one holds, CAV-D "A player is not bound to call anything"):
:func:`compare_declared` compares what each side *calls*; :func:`compare_hands` is the
special case where both declare in full.

The combinations themselves (:class:`Point`, :class:`Sequence`, :class:`CardSet` and a whole
:class:`Declared`) are :mod:`piquet_core.combinations`, re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from piquet_core.cards import (
    PACK,
    SUITS,
    BySeat,
    Hand,
    HandLike,
    Rank,
    Seat,
    as_hand,
    as_hands,
    as_seat,
)
from piquet_core.combinations import CardSet, Declared, Point, Sequence
from piquet_core.errors import PiquetError
from piquet_core.variants import RUBICON, PointComparison, Variant, VariantLike, as_variant

# --- per-suit tables -----------------------------------------------------------------------

_PIP = tuple(Rank(7 + i).pips for i in range(8))  # bit i = rank 7 + i: Rank.pips, the one place


def _runs(mask: int) -> tuple[tuple[int, int], ...]:
    """Maximal runs of three or more set bits, as (length, top rank), best first."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < 8:
        if mask >> i & 1:
            j = i
            while j + 1 < 8 and mask >> (j + 1) & 1:
                j += 1
            if j - i + 1 >= 3:
                runs.append((j - i + 1, j + 7))
            i = j + 1
        else:
            i += 1
    return tuple(sorted(runs, reverse=True))


SUIT_LENGTH: tuple[int, ...] = tuple(m.bit_count() for m in range(256))
"""Number of cards in an 8-bit suit mask."""
SUIT_PIPS: tuple[int, ...] = tuple(sum(_PIP[i] for i in range(8) if m >> i & 1) for m in range(256))
"""Pip total of an 8-bit suit mask (Cavendish, *Description*, "Calling")."""
SUIT_RUNS: tuple[tuple[tuple[int, int], ...], ...] = tuple(_runs(m) for m in range(256))
"""Maximal sequences of an 8-bit suit mask: (length, top rank), best first."""

_RANK_BITS = 0x01010101  # one bit per suit at the same rank position
_COURT_MASK = sum(card.bit for card in PACK if card.rank.is_court)  # J Q K (Law 18)
_SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)

# --- the result of a comparison --------------------------------------------------------------


class CategoryResult(NamedTuple):
    """The outcome of one category: who is good (None if equal or nobody), what each scores."""

    winner: Seat | None
    equal: bool
    scores: BySeat[int]
    """What each seat scores in this category, indexed by seat."""

    def score(self, seat: Seat | str) -> int:
        """What ``seat`` scores in this category."""
        return self.scores[as_seat(seat)]


@dataclass(frozen=True)
class Comparison:
    """The three categories compared: point, sequences, sets (Laws 62-64)."""

    point: CategoryResult
    sequences: CategoryResult
    sets: CategoryResult
    declared: BySeat[Declared]
    """What each seat declared, indexed by seat."""


# --- evaluation: every suit mask's point and sequences, made once -------------------------
# The tables hold the combinations themselves, so that their keys and scores are the ones
# :mod:`piquet_core.combinations` defines (Point.order_key and .score, Sequence.order_key and
# .score, CardSet.order_key and .score), written nowhere else.

_POINTS: tuple[tuple[Point | None, ...], ...] = tuple(
    tuple(Point(SUITS[s], SUIT_LENGTH[m], SUIT_PIPS[m]) if m else None for m in range(256))
    for s in range(4)
)
_POINT_KEY: tuple[int, ...] = tuple(p.order_key(RUBICON) if p else 0 for p in _POINTS[0])
"""Point key of a suit mask by length then pips (Law 62), 0 for an empty suit."""
_SEQUENCES: tuple[tuple[tuple[Sequence, ...], ...], ...] = tuple(
    tuple(tuple(Sequence(SUITS[s], n, Rank(top)) for n, top in SUIT_RUNS[m]) for m in range(256))
    for s in range(4)
)
SUIT_BEST_RUN: tuple[int, ...] = tuple(q[0].order_key if q else 0 for q in _SEQUENCES[0])
"""Best sequence key of a suit mask, ``length << 4 | top`` (0 if none): larger is better."""
SUIT_SEQ_SCORE: tuple[int, ...] = tuple(sum(q.score for q in seqs) for seqs in _SEQUENCES[0])
"""What all the sequences of a suit mask score: tierce 3, quart 4, quint 15 ... (Law 63)."""
# bits 3..7 of a suit mask are 10 J Q K A: three bits a rank, so four suits add without carry
_SET_PACK: tuple[int, ...] = tuple(
    sum(1 << 3 * (b - 3) for b in range(3, 8) if m >> b & 1) for m in range(256)
)
_SETS_BY_PACK: dict[int, tuple[CardSet, ...]] = {}


def _sets_of_pack(pack: int) -> tuple[CardSet, ...]:
    sets = _SETS_BY_PACK.get(pack)
    if sets is None:
        counts = [(b, pack >> 3 * (b - 3) & 7) for b in range(7, 2, -1)]
        found = [CardSet(Rank(b + 7), n) for b, n in counts if n >= 3]
        found.sort(key=_order_key, reverse=True)
        sets = _SETS_BY_PACK[pack] = tuple(found)
    return sets


def _order_key(item: Sequence | CardSet) -> int:
    return item.order_key


def _mask(hand: HandLike) -> int:
    """The mask of a hand given as the public API accepts it (see :func:`as_hand`)."""
    return hand.mask if hand.__class__ is Hand else as_hand(hand).mask


def _variant(variant: VariantLike) -> Variant:
    return variant if variant.__class__ is Variant else as_variant(variant)


def _best_point(m0: int, m1: int, m2: int, m3: int) -> Point | None:
    """Longest suit, then most pips; on a tie the first suit in S H D C order (Law 62)."""
    k0, k1, k2, k3 = _POINT_KEY[m0], _POINT_KEY[m1], _POINT_KEY[m2], _POINT_KEY[m3]
    if k0 >= k1 and k0 >= k2 and k0 >= k3:
        return _POINTS[0][m0]
    if k1 >= k2 and k1 >= k3:
        return _POINTS[1][m1]
    if k2 >= k3:
        return _POINTS[2][m2]
    return _POINTS[3][m3]


def best_point(hand: HandLike, variant: VariantLike = RUBICON) -> Point | None:
    """The best point of a hand (None if the hand is empty) (Law 62)."""
    return best_point_mask(_mask(hand), _variant(variant))


def best_point_mask(mask: int, variant: Variant = RUBICON) -> Point | None:
    """:func:`best_point` of a hand given as its 32-bit mask, for the engine's own loops (the
    bots); no check of the arguments. The one place the point's suit is chosen: by length
    then pips, the first suit in S H D C order on a tie, or by pips only (Law 62; FOSTER)."""
    if variant.point_comparison is PointComparison.LENGTH_THEN_PIPS:
        return _best_point(mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255)
    best = 0
    point: Point | None = None
    for s in range(4):
        m = mask >> (8 * s) & 0xFF
        if m and SUIT_PIPS[m] > best:
            best, point = SUIT_PIPS[m], _POINTS[s][m]
    return point


def all_sequences(hand: HandLike) -> tuple[Sequence, ...]:
    """Every maximal sequence of three or more cards, best first (Law 63)."""
    mask = _mask(hand)
    seqs = (_SEQUENCES[0][mask & 255] + _SEQUENCES[1][mask >> 8 & 255]
            + _SEQUENCES[2][mask >> 16 & 255] + _SEQUENCES[3][mask >> 24 & 255])  # fmt: skip
    if len(seqs) > 1:
        seqs = tuple(sorted(seqs, key=_order_key, reverse=True))
    return seqs


def all_sets(hand: HandLike) -> tuple[CardSet, ...]:
    """Every quatorze and trio of tens or higher, best first (Law 64)."""
    mask = _mask(hand)
    return _sets_of_pack(_SET_PACK[mask & 255] + _SET_PACK[mask >> 8 & 255]
                         + _SET_PACK[mask >> 16 & 255] + _SET_PACK[mask >> 24 & 255])  # fmt: skip


def is_carte_blanche(hand: HandLike) -> bool:
    """A dealt hand of at least twelve cards without king, queen or knave (Law 18)."""
    return carte_blanche_mask(_mask(hand))


def carte_blanche_mask(mask: int) -> bool:
    """:func:`is_carte_blanche` of a hand given as its 32-bit mask, for the engine's own
    loops (the fast replay); no check of the argument."""
    return mask & _COURT_MASK == 0 and mask.bit_count() >= 12


def declare_all(hand: HandLike, variant: VariantLike = RUBICON) -> Declared:
    """Everything the hand holds, declared in full (no sinking).

    Table-driven: four suit bytes index ready-made points and sequences, and a packed count
    of the A K Q J 10 indexes the sets.
    """
    return declare_mask(_mask(hand), _variant(variant))


def declare_mask(mask: int, variant: Variant = RUBICON) -> Declared:
    """:func:`declare_all` of a hand given as its 32-bit mask, for the engine's own loops
    (the bots, the odds), which hold hands as masks; no check of the arguments."""
    m0, m1, m2, m3 = mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255
    point: Point | None
    if variant is RUBICON or variant.point_comparison is PointComparison.LENGTH_THEN_PIPS:
        point = _best_point(m0, m1, m2, m3)
    else:
        point = best_point_mask(mask, variant)
    seqs = _SEQ0[m0] + _SEQ1[m1] + _SEQ2[m2] + _SEQ3[m3]
    if len(seqs) == 2:
        if seqs[1].order_key > seqs[0].order_key:
            seqs = (seqs[1], seqs[0])
    elif len(seqs) > 2:
        seqs = tuple(sorted(seqs, key=_order_key, reverse=True))
    pack = _SET_PACK[m0] + _SET_PACK[m1] + _SET_PACK[m2] + _SET_PACK[m3]
    sets = _SETS_BY_PACK.get(pack)
    if sets is None:
        sets = _sets_of_pack(pack)
    return _new_declared(Declared, (point, seqs, sets))


_SEQ0, _SEQ1, _SEQ2, _SEQ3 = _SEQUENCES
_new_declared = tuple.__new__  # Declared's three fields in order, without keyword handling


_SET_SUMMARY: dict[int, tuple[int, int]] = {}


def hand_summary(mask: int, variant: Variant = RUBICON) -> tuple[int, int, int, int, int, int]:
    """Everything a full declaration needs, as integers, straight from the tables.

    (point key, point score, sequence key, sequences score, set key, sets score): the keys
    are those of :func:`compare_declared` (0 for nothing; larger is better: point
    ``length << 8 | pips`` or ``pips``, sequence ``length << 4 | top``, set
    ``count << 4 | rank``), the scores what the hand scores in each category if it is good.
    Same answers as ``compare_declared(declare_all(...))``, without making any object: the
    bots, the odds' enumerations and the fast replay use it (``hand_summary(m)[::2]`` are the
    three keys).
    """
    m0, m1, m2, m3 = mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255
    if variant is RUBICON or variant.point_comparison is PointComparison.LENGTH_THEN_PIPS:
        point = _best_point(m0, m1, m2, m3)
    else:
        point = best_point_mask(mask, variant)
    seq = max(SUIT_BEST_RUN[m0], SUIT_BEST_RUN[m1], SUIT_BEST_RUN[m2], SUIT_BEST_RUN[m3])
    seq_score = SUIT_SEQ_SCORE[m0] + SUIT_SEQ_SCORE[m1] + SUIT_SEQ_SCORE[m2] + SUIT_SEQ_SCORE[m3]
    pack = _SET_PACK[m0] + _SET_PACK[m1] + _SET_PACK[m2] + _SET_PACK[m3]
    sets = _SET_SUMMARY.get(pack)
    if sets is None:
        found = _sets_of_pack(pack)
        sets = _SET_SUMMARY[pack] = (
            found[0].order_key if found else 0,
            sum(c.score for c in found),
        )
    if point is None:
        return 0, 0, seq, seq_score, sets[0], sets[1]
    return point.order_key(variant), point.score(variant), seq, seq_score, sets[0], sets[1]


def can_declare(hand: HandLike, item: Point | Sequence | CardSet) -> bool:
    """True if ``hand`` holds ``item`` (a point may be called short: any subset of the suit)."""
    mask = _mask(hand)
    if not isinstance(item, (Point, Sequence, CardSet)):
        raise PiquetError(f"not a declaration: {item!r}", code="bad_item")
    if isinstance(item, Sequence):
        return mask & item.bits == item.bits
    if isinstance(item, CardSet):
        n = (mask >> (int(item.rank) - 7) & _RANK_BITS).bit_count()
        return n >= item.count
    m = mask >> (8 * item.suit.value) & 0xFF
    sub = m
    while True:  # every submask of the suit
        if SUIT_LENGTH[sub] == item.length and SUIT_PIPS[sub] == item.pips:
            return True
        if sub == 0:
            return False
        sub = (sub - 1) & m


# --- comparison ------------------------------------------------------------------------------


def _result(e_key: int, y_key: int, e_score: int, y_score: int) -> CategoryResult:
    """Keys are integers, 0 for nothing declared; larger is better."""
    if e_key > y_key:
        return CategoryResult(Seat.ELDER, False, BySeat(e_score, 0))
    if y_key > e_key:
        return CategoryResult(Seat.YOUNGER, False, BySeat(0, y_score))
    if e_key == 0:
        return _NOTHING
    return _EQUAL


_NOTHING = CategoryResult(None, False, BySeat(0, 0))
_EQUAL = CategoryResult(None, True, BySeat(0, 0))


def _best_and_sum(items: tuple[Sequence, ...] | tuple[CardSet, ...]) -> tuple[int, int]:
    best = total = 0
    for item in items:
        if item.order_key > best:
            best = item.order_key
        total += item.score
    return best, total


def compare_declared(
    elder: Declared, younger: Declared, variant: VariantLike = RUBICON
) -> Comparison:
    """Compare what each side *declares*, category by category (Laws 62-64; CAV-D).

    Point: the better point scores (equal: neither). Sequences: the best sequence decides and
    its holder scores all the sequences he declares; equality of the best cancels all (CAV-D).
    Sets: the best set decides and its holder scores all his sets (CAV-D).
    """
    variant = _variant(variant)
    if not isinstance(elder, Declared) or not isinstance(younger, Declared):
        bad = younger if isinstance(elder, Declared) else elder
        raise PiquetError(f"not a declaration: {bad!r} (see declare_all)", code="bad_declared")
    ep, yp = elder.point, younger.point
    point = _result(
        ep.order_key(variant) if ep else 0,
        yp.order_key(variant) if yp else 0,
        ep.score(variant) if ep else 0,
        yp.score(variant) if yp else 0,
    )
    e_seq, y_seq = _best_and_sum(elder.sequences), _best_and_sum(younger.sequences)
    e_set, y_set = _best_and_sum(elder.sets), _best_and_sum(younger.sets)
    seqs = _result(e_seq[0], y_seq[0], e_seq[1], y_seq[1])
    sets = _result(e_set[0], y_set[0], e_set[1], y_set[1])
    return Comparison(point, seqs, sets, BySeat(elder, younger))


def compare_hands(
    elder: HandLike,
    younger: HandLike,
    variant: VariantLike = RUBICON,
) -> Comparison:
    """Compare two hands declared in full (no sinking). The hands are a checked pair
    (:func:`~piquet_core.cards.as_hands`): at most twelve cards each (Law 15), no card in
    both (one pack, Law 1)."""
    v = _variant(variant)
    e, y = as_hands(elder, younger)
    return compare_declared(declare_mask(e.mask, v), declare_mask(y.mask, v), v)


__all__ = [
    "SUIT_BEST_RUN",
    "SUIT_LENGTH",
    "SUIT_PIPS",
    "SUIT_RUNS",
    "SUIT_SEQ_SCORE",
    "CardSet",
    "CategoryResult",
    "Comparison",
    "Declared",
    "Point",
    "Sequence",
    "all_sequences",
    "all_sets",
    "best_point",
    "best_point_mask",
    "can_declare",
    "carte_blanche_mask",
    "compare_declared",
    "compare_hands",
    "declare_all",
    "declare_mask",
    "hand_summary",
    "is_carte_blanche",
]
