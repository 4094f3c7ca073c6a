"""Classic rules of thumb for the exchange and the play, as cheap functions of hand masks.

The advice is Cavendish's (*Laws of Piquet*, "Discarding" and "Playing"): elder should
exchange his five cards and keep the cards that make his point, his sequences and his
quatorzes or trios; "it is generally right to discard from one suit" rather than unguard
kings and queens; younger "should keep guards to his kings and queens" and is more concerned
with defence; in play, lead from the long suit, keep guards, and count the cards.

These functions work on the 32-bit masks of :class:`piquet_core.cards.Hand`.
"""

from __future__ import annotations

from piquet_core.declarations import SUIT_LENGTH, SUIT_RUNS, best_point_mask

RANK_BITS = 0x01010101
"""One bit per suit at the same rank position (rank 7 at bit 0)."""


def suit_of(index: int) -> int:
    """The suit (0-3) of a card index."""
    return index >> 3


def best_point_suit(mask: int) -> int:
    """The suit (0-3) that holds the point: most cards, then most pips, the first suit on a
    tie (:func:`~piquet_core.declarations.best_point`, Law 62); -1 if none."""
    point = best_point_mask(mask)
    return -1 if point is None else point.suit.value


def _in_run(m: int, bit: int) -> int:
    """Length of the run (>= 2) of suit mask ``m`` containing ``bit``, else 0."""
    for length, top in SUIT_RUNS[m]:
        lo = top - 7 - length + 1
        if lo <= bit <= top - 7:
            return length
    lo = hi = bit
    while lo > 0 and m >> (lo - 1) & 1:
        lo -= 1
    while hi < 7 and m >> (hi + 1) & 1:
        hi += 1
    return hi - lo + 1 if hi > lo else 0


def keep_values(mask: int, elder: bool, style: str = "club") -> dict[int, float]:
    """How much each card of the hand is worth keeping, by card index (higher: keep).

    ``style`` "club": the classic advice -- the point suit, sequences and near-sequences,
    quatorzes and trios of A K Q J 10 in the making, high cards and guards (a king with one
    small card, a queen with two; younger especially, CAV "Discarding"). "beginner": the
    naive rule, keep the high cards (rank only).
    """
    values: dict[int, float] = {}
    point_suit = best_point_suit(mask)
    for s in range(4):
        m = mask >> (8 * s) & 0xFF
        n = SUIT_LENGTH[m]
        for bit in range(8):
            if not m >> bit & 1:
                continue
            index = 8 * s + bit
            rank = bit + 7
            if style == "beginner":
                values[index] = rank + 0.01 * n
                continue
            v = rank - 7.0  # 0 (seven) .. 7 (ace)
            if bit == 7:
                v += 4.0  # an ace is a sure trick
            if s == point_suit:
                v += 6.0 + n  # keep the point suit
            elif n >= 4:
                v += 2.0 + n
            run = _in_run(m, bit)
            if run >= 3:
                v += 3.0 * run
            elif run == 2:
                v += 1.5
            if bit >= 3:  # A K Q J 10: sets
                same = (mask >> bit & RANK_BITS).bit_count()
                if same >= 3:
                    v += 12.0 if same == 4 else 7.0
                elif same == 2:
                    v += 1.0
            if bit in (5, 6) and n >= 2 + (6 - bit):  # a guarded king or queen
                v += 2.0 if elder else 4.0
            values[index] = v
    return values


def ranked_discards(mask: int, elder: bool, style: str = "club") -> list[int]:
    """The hand's card indexes, the first to discard first (lowest keep value)."""
    values = keep_values(mask, elder, style)
    return sorted(values, key=lambda i: (values[i], i))


def heuristic_discard(mask: int, n: int, elder: bool, style: str = "club") -> int:
    """The mask of the ``n`` cards to discard by the rule of thumb."""
    out = 0
    for index in ranked_discards(mask, elder, style)[:n]:
        out |= 1 << index
    return out


def suit_play_value(m: int) -> float:
    """A rough count of the tricks a suit (8-bit mask) should make in play.

    Top cards from the ace count one each ("sure tricks"); a king with a guard half a trick, a
    queen with two guards a quarter; cards beyond the fourth a half each (long cards, which
    make once the suit is cleared: CAV "Playing", lead from the long suit).
    """
    if not m:
        return 0.0
    n = SUIT_LENGTH[m]
    tricks = 0.0
    bit = 7
    while bit >= 0 and m >> bit & 1:
        tricks += 1.0
        bit -= 1
    if tricks == 0:
        if m >> 6 & 1 and n >= 2:
            tricks = 0.5
        elif m >> 5 & 1 and n >= 3:
            tricks = 0.25
    if n > 4:
        tricks += 0.5 * (n - 4)
    return min(tricks, float(n))


SUIT_PLAY_VALUE: tuple[float, ...] = tuple(suit_play_value(m) for m in range(256))
"""Tricks estimate per 8-bit suit mask."""
