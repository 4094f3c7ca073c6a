"""What a hand can declare, sinking allowed: any cards of one suit for the point, any run
of three or more inside a sequence held, a trio out of a quatorze (CAV-D "he may always call
less than he holds"; CAV-S "Examples of sinking"; FOSTER "Sinking is calling only part of a
combination")."""

from __future__ import annotations

from functools import lru_cache

from piquet_core.cards import SUITS, Hand, Rank
from piquet_core.declarations import (
    SUIT_LENGTH,
    SUIT_PIPS,
    SUIT_RUNS,
    CardSet,
    Point,
    Sequence,
    all_sets,
)
from piquet_core.dialogue import Item, Kind
from piquet_core.variants import Variant


@lru_cache(maxsize=8192)
def point_options(mask: int) -> tuple[Point, ...]:
    """Every point a hand can call or reckon: any cards of one suit (sinking the rest)."""
    out: set[Point] = set()
    for s, suit in enumerate(SUITS):
        m = mask >> (8 * s) & 0xFF
        sub = m
        while sub:
            out.add(Point(suit, SUIT_LENGTH[sub], SUIT_PIPS[sub]))
            sub = (sub - 1) & m
    return tuple(sorted(out, key=lambda p: (p.length, p.pips, -p.suit.value), reverse=True))


@lru_cache(maxsize=8192)
def sequence_options(mask: int) -> tuple[Sequence, ...]:
    """Every sequence a hand can call or reckon: each run of three or more inside a run held."""
    out: list[Sequence] = []
    for s, suit in enumerate(SUITS):
        for length, top in SUIT_RUNS[mask >> (8 * s) & 0xFF]:
            for n in range(3, length + 1):
                for t in range(top, top - (length - n) - 1, -1):
                    out.append(Sequence(suit, n, Rank(t)))
    return tuple(sorted(out, key=lambda q: (q.key, -q.suit.value), reverse=True))


@lru_cache(maxsize=8192)
def set_options(mask: int) -> tuple[CardSet, ...]:
    """Every quatorze or trio a hand can call or reckon (a trio out of a quatorze too)."""
    out = [
        CardSet(c.rank, n) for c in all_sets(Hand.from_mask(mask)) for n in range(3, c.count + 1)
    ]
    return tuple(sorted(out, key=lambda c: c.key, reverse=True))


def best_point_of_length(hand: Hand, suit_index: int, length: int) -> int:
    """The pips of the best ``length`` cards of a suit (what naming the suit shows)."""
    m = hand.mask >> (8 * suit_index) & 0xFF
    bits = [i for i in range(7, -1, -1) if m >> i & 1][:length]
    return SUIT_PIPS[sum(1 << i for i in bits)]


def options(hand: Hand, kind: Kind) -> tuple[Item, ...]:
    """Everything of ``kind`` that ``hand`` can declare."""
    if kind is Kind.POINT:
        return point_options(hand.mask)
    if kind is Kind.SEQUENCE:
        return sequence_options(hand.mask)
    return set_options(hand.mask)


Key = tuple[int, int]


def item_key(item: Item, variant: Variant) -> Key:
    """The comparison key of an item (Laws 62-64)."""
    if isinstance(item, Point):
        return item.key(variant)
    return item.key
