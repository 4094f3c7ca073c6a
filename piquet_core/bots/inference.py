"""What a player can know of his adversary's hand, and hands sampled consistently with it.

Sources of knowledge, each a law of the game:

* the cards he holds, discarded and saw played (Law 45: a player may consult his own
  discard);
* what the adversary declared: "calling is equivalent to showing" (CAV-D; Law 55), so the
  cards of a sequence reckoned are known, a quatorze means all four cards, a trio three of
  the four, a point its number of cards in a suit;
* the cards elder left and looked at (Law 33), which younger takes first (CAV-D), and the
  cards left that younger elected to show (Law 36);
* a revoke is not allowed (Law 59 IV), so an adversary who did not follow suit has none of
  it left.

:func:`sample_hands` draws hands uniformly among the unseen cards under the hard
constraints (known cards, voids), and rejects those that break the declared numbers
(point length, trios) up to a number of tries.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from piquet_core.cards import FULL_MASK, Hand, Seat, SeatLike, as_instance, as_seat
from piquet_core.deal import DealState
from piquet_core.errors import PiquetError

_SUIT = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)
_RANK_BITS = 0x01010101


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows of the adversary's remaining hand (32-bit masks)."""

    seat: Seat
    size: int
    """Cards the adversary holds now."""
    known: int
    """Cards he certainly holds (not yet played)."""
    pool: int
    """Cards he may hold: unseen by ``seat``, not in a suit he has shown void."""
    point_suit: int
    """The suit of his declared point (-1 if none) and the number of its cards."""
    point_length: int
    trios: tuple[int, ...]
    """Ranks (7-14) of which he declared a trio."""
    played: int
    """Cards he has played (they count toward his declared point and trios)."""


def knowledge(state: DealState, seat: SeatLike) -> Knowledge:
    """What ``seat`` knows of the adversary's hand in ``state`` (after the exchange: before,
    a :class:`PiquetError`, code ``exchange_pending``)."""
    state = as_instance(state, DealState, "state")
    seat = as_seat(seat)
    other = seat.other
    mine_after = state.hands_after[seat]
    my_discard = state.discards[seat]
    if (mine_after is None or my_discard is None or state.discards.elder is None
            or state.discards.younger is None):  # fmt: skip
        raise PiquetError("knowledge: the exchange is not over", code="exchange_pending")
    played_mine = played_his = 0
    voids = 0
    for t in state.tricks:
        played_mine |= t.card_of(seat).bit
        played_his |= t.card_of(other).bit
        if t.leader is seat and t.follow.suit is not t.lead.suit:
            voids |= _SUIT[t.lead.suit.value]
    if state.lead is not None:
        lead_seat = state.leader
        if lead_seat is other:
            played_his |= state.lead.bit
        else:
            played_mine |= state.lead.bit
    not_his = mine_after.mask | my_discard.mask  # cards he cannot hold (besides played ones)
    known = 0
    k_e, n_y = len(state.discards.elder), len(state.discards.younger)
    if seat is Seat.ELDER and state.looked.elder:  # the cards elder left: younger takes them
        for i, card in enumerate(state.talon[k_e:5]):
            if i < n_y:
                known |= card.bit
            else:
                not_his |= card.bit
    if state.looked.younger:
        for card in state.left_cards():
            not_his |= card.bit
    decl = state.declared()[seat.other]
    for q in decl.sequences:
        known |= q.bits
    for c in decl.sets:
        rank_mask = _RANK_BITS << (int(c.rank) - 7)
        if c.count == 4 or (rank_mask & not_his).bit_count() == 1:
            known |= rank_mask & ~not_his
    point_suit, point_length = -1, 0
    if decl.point is not None:
        point_suit, point_length = decl.point.suit.value, decl.point.length
    trios = tuple(int(c.rank) for c in decl.sets if c.count == 3)
    gone = played_his | played_mine
    known &= ~gone & ~not_his
    pool = FULL_MASK & ~not_his & ~gone & ~known & ~voids
    return Knowledge(
        seat, len(state.hand(other)), known, pool, point_suit, point_length, trios, played_his
    )


def _consistent(k: Knowledge, hand: int) -> bool:
    full = hand | k.played
    if k.point_suit >= 0 and (full & _SUIT[k.point_suit]).bit_count() < k.point_length:
        return False
    return all((full >> (r - 7) & _RANK_BITS).bit_count() >= 3 for r in k.trios)


def sample_hands(k: Knowledge, n: int, rng: random.Random, tries: int = 20) -> list[Hand]:
    """``n`` adversary hands consistent with ``k`` (known cards, voids; declared numbers
    checked by rejection, ``tries`` times before accepting a hand anyway)."""
    need = k.size - k.known.bit_count()
    pool = [i for i in range(32) if k.pool >> i & 1]
    out: list[Hand] = []
    if need < 0 or need > len(pool):  # inconsistent knowledge: fall back to the unseen
        need = max(0, min(k.size, len(pool)))
        known = 0
    else:
        known = k.known
    for _ in range(n):
        hand = known
        for _attempt in range(tries):
            hand = known
            for i in rng.sample(pool, need):
                hand |= 1 << i
            if _consistent(k, hand):
                break
        out.append(Hand.from_mask(hand))
    return out
