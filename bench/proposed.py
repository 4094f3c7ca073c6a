"""PROPOSED fast paths for the engine (for ENGINE-A / the lead to adopt into piquet_core).

``python -m bench`` shows the engine missing its targets (10x the baseline on hand
evaluation, 3x on replay); the profile shows where the time goes. This module shows, measured
in the same run and checked answer for answer against the engine, what table-driven fast
paths give. Nothing here is imported by the engine; it uses only the engine's public tables
and falls back to the engine for anything unusual (other variants, other notations, errors),
so its answers are the engine's answers.

1. ``declare_all``: per-suit tables of ready-made ``Point`` and ``Sequence`` objects and a
   packed count of A K Q J 10 across the suits (3 bits a rank, summed over the four suit
   masks), whose 3,125 possible values memoise their tuple of ``CardSet``. Same result as
   :func:`piquet_core.declarations.declare_all`.
2. ``replay``: the whole Rubicon deal on 32-bit masks and integers: tokens looked up in a
   dict of the English forms the engine's parser accepts, the exchange as mask arithmetic,
   the declarations from per-suit key and score tables, the play and pique/repique as
   integer bookkeeping. Same dict as :func:`piquet_core.replay.replay`.
"""

from __future__ import annotations

from typing import Any

from piquet_core.cards import SUITS, Hand, Rank, parse_cards
from piquet_core.declarations import (
    SUIT_BEST_RUN,
    SUIT_LENGTH,
    SUIT_PIPS,
    SUIT_RUNS,
    CardSet,
    Declared,
    Point,
    Sequence,
)
from piquet_core.replay import FIELDS
from piquet_core.replay import replay as engine_replay
from piquet_core.variants import RUBICON

# --- hand evaluation ---------------------------------------------------------------------

_POINT_KEY = [SUIT_LENGTH[m] << 8 | SUIT_PIPS[m] for m in range(256)]
_POINT = [
    [Point(SUITS[s], SUIT_LENGTH[m], SUIT_PIPS[m]) if m else None for m in range(256)]
    for s in range(4)
]
_SEQS = [
    [tuple(Sequence(SUITS[s], n, Rank(top)) for n, top in SUIT_RUNS[m]) for m in range(256)]
    for s in range(4)
]
_SEQ_SCORE = [sum(n + 10 if n >= 5 else n for n, _ in SUIT_RUNS[m]) for m in range(256)]
# bits 3..7 of a suit mask are 10 J Q K A; 3 bits a rank, so four suits sum without carry
_SET_PACK = [sum(1 << 3 * (b - 3) for b in range(3, 8) if m >> b & 1) for m in range(256)]
_SETS: dict[int, tuple[CardSet, ...]] = {}
_SET_SUMMARY: dict[int, tuple[int, int]] = {}


def _sets_of(pack: int) -> tuple[CardSet, ...]:
    found = []
    for b in range(7, 2, -1):
        n = pack >> 3 * (b - 3) & 7
        if n >= 3:
            found.append(CardSet(Rank(b + 7), n))
    found.sort(key=lambda c: c.key, reverse=True)
    return tuple(found)


def _set_summary(pack: int) -> tuple[int, int]:
    """(best set key ``count << 4 | rank``, total score) of a packed count."""
    sets = _sets_of(pack)
    best = sets[0].count << 4 | int(sets[0].rank) if sets else 0
    return best, sum(c.score for c in sets)


def _seq_key(q: Sequence) -> int:
    return q.length << 4 | q.top


def declare_all(hand: Any) -> Declared:
    """Table-driven :func:`piquet_core.declarations.declare_all` (Rubicon point)."""
    try:
        mask = hand.mask
    except AttributeError:
        mask = hand if isinstance(hand, int) else Hand(hand).mask
    m0, m1, m2, m3 = mask & 255, mask >> 8 & 255, mask >> 16 & 255, mask >> 24 & 255
    k0, k1, k2, k3 = _POINT_KEY[m0], _POINT_KEY[m1], _POINT_KEY[m2], _POINT_KEY[m3]
    if k0 >= k1 and k0 >= k2 and k0 >= k3:  # ties: the first suit, as the engine does
        point = _POINT[0][m0]
    elif k1 >= k2 and k1 >= k3:
        point = _POINT[1][m1]
    elif k2 >= k3:
        point = _POINT[2][m2]
    else:
        point = _POINT[3][m3]
    seqs = _SEQS[0][m0] + _SEQS[1][m1] + _SEQS[2][m2] + _SEQS[3][m3]
    if len(seqs) > 1:  # best first; a stable sort keeps suit order between equals
        seqs = tuple(sorted(seqs, key=_seq_key, reverse=True))
    pack = _SET_PACK[m0] + _SET_PACK[m1] + _SET_PACK[m2] + _SET_PACK[m3]
    sets = _SETS.get(pack)
    if sets is None:
        sets = _SETS[pack] = _sets_of(pack)
    return Declared(point, seqs, sets)


# --- replay ------------------------------------------------------------------------------


class _Fallback(Exception):
    """Not the plain case: let the engine's full path answer (and word any error)."""


def _token_table() -> dict[str, int]:
    table = {}
    for rank in ("A", "K", "Q", "J", "10", "T", "9", "8", "7"):
        for suit in ("S", "H", "D", "C", "♠", "♥", "♦", "♣"):
            token = rank + suit
            try:
                cards = parse_cards(token)
            except ValueError:
                continue
            if len(cards) == 1 and parse_cards(token, "en") == cards:
                table[token] = cards[0].bit
    return table


_BIT = _token_table()
_SUIT_OF_BIT = {1 << i: 0xFF << (i & ~7) for i in range(32)}
_FIELDS = frozenset(FIELDS)
_COURT = sum(0x70 << 8 * s for s in range(4))
_CATEGORIES = ("carte_blanche", "point", "sequences", "sets", "play", "cards")


def _bits(text: object, size: int) -> tuple[list[int], int]:
    if not isinstance(text, str):
        raise _Fallback
    try:
        bits = [_BIT[t] for t in text.split()]
    except KeyError:
        raise _Fallback from None
    mask = sum(bits)
    if (len(bits) != size and size >= 0) or mask.bit_count() != len(bits):
        raise _Fallback
    return bits, mask


def _declare_keys(mask: int) -> tuple[int, int, int, int, int, int]:
    """(point key, point score, sequence key, sequence score, set key, set score)."""
    point = point_len = seq = seq_score = 0
    pack = 0
    for shift in (0, 8, 16, 24):
        m = mask >> shift & 255
        k = _POINT_KEY[m]
        if k > point:
            point, point_len = k, SUIT_LENGTH[m]
        r = SUIT_BEST_RUN[m]
        if r > seq:
            seq = r
        seq_score += _SEQ_SCORE[m]
        pack += _SET_PACK[m]
    summary = _SET_SUMMARY.get(pack)
    if summary is None:
        summary = _SET_SUMMARY[pack] = _set_summary(pack)
    return point, point_len, seq, seq_score, summary[0], summary[1]


def replay(obj: object, events: bool = False) -> dict[str, object]:
    """:func:`piquet_core.replay.replay` with a fast path for plain Rubicon deals."""
    if events or type(obj) is not dict:
        return engine_replay(obj, events)
    try:
        return _fast(obj)
    except _Fallback:
        return engine_replay(obj, events)


def _fast(obj: dict[str, Any]) -> dict[str, object]:
    if not _FIELDS.issuperset(obj) or obj.get("variant", "rubicon") != "rubicon":
        raise _Fallback
    _, e_dealt = _bits(obj.get("elder"), 12)
    _, y_dealt = _bits(obj.get("younger"), 12)
    talon, t_mask = _bits(obj.get("talon"), 8)
    if (e_dealt | y_dealt | t_mask).bit_count() != 32:
        raise _Fallback
    e_disc, ed = _bits(obj.get("elder_discards"), -1)
    y_disc, yd = _bits(obj.get("younger_discards"), -1)
    e_n, y_n = len(e_disc), len(y_disc)
    if ed & ~e_dealt or yd & ~y_dealt:
        raise _Fallback
    if not RUBICON.elder_exchange_ok(e_n) or not RUBICON.younger_exchange_ok(y_n, 8 - e_n):
        raise _Fallback
    elder = e_dealt & ~ed | sum(talon[:e_n])
    younger = y_dealt & ~yd | sum(talon[e_n : e_n + y_n])

    score = ([0] * 6, [0] * 6)  # per seat (0 elder, 1 younger): the _CATEGORIES
    order: list[tuple[int, int]] = []  # (seat, points) in the order of reckoning (Law 67)
    for seat, dealt in ((0, e_dealt), (1, y_dealt)):
        if not dealt & _COURT:
            score[seat][0] = 10
            order.append((seat, 10))
    ek, yk = _declare_keys(elder), _declare_keys(younger)
    for cat, key, value in ((1, 0, 1), (2, 2, 3), (3, 4, 5)):
        if ek[key] > yk[key]:
            score[0][cat] = ek[value]
            order.append((0, ek[value]))
        elif yk[key] > ek[key]:
            score[1][cat] = yk[value]
            order.append((1, yk[value]))
    repique = _thirty(order)
    out: dict[str, object] = {"variant": "rubicon"}
    tricks = obj.get("tricks")
    won = [0, 0]
    if tricks is not None:
        if type(tricks) is not list or len(tricks) != 12:
            raise _Fallback
        hands = [elder, younger]
        leader = 0
        for n, text in enumerate(tricks, start=1):
            if not isinstance(text, str):
                raise _Fallback
            pair = text.split()
            if len(pair) != 2 or pair[0] not in _BIT or pair[1] not in _BIT:
                raise _Fallback
            lead, follow = _BIT[pair[0]], _BIT[pair[1]]
            follower = 1 - leader
            if not hands[leader] & lead or not hands[follower] & follow:
                raise _Fallback
            suit = _SUIT_OF_BIT[lead]
            if not follow & suit and hands[follower] & suit:
                raise _Fallback  # revoke: the engine words the error
            hands[leader] ^= lead
            hands[follower] ^= follow
            score[leader][4] += 1
            order.append((leader, 1))
            winner = follower if follow & suit and follow > lead else leader
            if winner != leader:
                score[winner][4] += 1
                order.append((winner, 1))
            if n == 12:
                score[winner][4] += 1
                order.append((winner, 1))
            won[winner] += 1
            leader = winner
        for seat in (0, 1):
            if won[seat] == 12:
                score[seat][5] = 40
            elif won[seat] > 6:
                score[seat][5] = 10
    pique = _thirty(order) if tricks is not None and repique is None else None
    for seat, name in ((0, "elder"), (1, "younger")):
        row = dict(zip(_CATEGORIES, score[seat], strict=True))
        row["pique"] = 30 if pique == seat else 0
        row["repique"] = 60 if repique == seat else 0
        row["total"] = sum(score[seat]) + row["pique"] + row["repique"]
        out[name] = row
    if tricks is not None:
        out["tricks"] = {"elder": won[0], "younger": won[1]}
        out["capot"] = "elder" if won[0] == 12 else "younger" if won[1] == 12 else None
    ident = obj.get("id")
    return out if ident is None else {"id": ident, **out}


def _thirty(order: list[tuple[int, int]]) -> int | None:
    """The seat that reaches thirty before the other has scored anything (Laws 68, 69): on
    the declarations alone, the repique; on declarations then play, the pique."""
    totals = [0, 0]
    for seat, points in order:
        if totals[1 - seat]:
            return None
        totals[seat] += points
        if totals[seat] >= 30:
            return seat
    return None


__all__ = ["declare_all", "replay"]
