"""Simple policies that drive a :class:`~piquet_core.deal.DealState` (for tests and bots).

* :func:`random_policy`: any legal action, seeded (discards: a legal count, then random cards).
* :func:`candid_policy`: declares everything in full, as :mod:`piquet_core.replay` assumes --
  elder calls his best point, sequence and set and reckons every other one; younger answers
  truthfully and reckons all he has good or equal -- with seeded random discards and play.
* :func:`to_record`: the finished deal in the JSON format of ``piquet replay``.
"""

from __future__ import annotations

import random

from piquet_core.calling import Record, options, point_options
from piquet_core.cards import Hand, Seat
from piquet_core.deal import (
    Action,
    CarteBlanche,
    DealState,
    Discard,
    LookAtLeft,
    Phase,
    Play,
    Policy,
)
from piquet_core.declarations import CardSet, Point
from piquet_core.dialogue import Call, Declare, Item, Kind, Reply, Value


def _random_discard(state: DealState, seat: Seat, rng: random.Random) -> Discard:
    n = rng.choice(sorted(state.exchange_counts(seat)))
    cards = rng.sample(sorted(state.dealt(seat)), n)
    return Discard(Hand(cards), look=n < state.look_below(seat) and rng.random() < 0.5)


def random_policy(rng: random.Random) -> Policy:
    """A policy choosing uniformly among the legal actions (discards drawn by count first)."""

    def choose(state: DealState) -> Action:
        _, seat, step = state.step
        assert seat is not None
        if step == "discard":
            return _random_discard(state, seat, rng)
        return rng.choice(state.legal_actions())

    return choose


def _length(item: Item) -> int:
    return item.count if isinstance(item, CardSet) else item.length


def _best(state: DealState, seat: Seat, kind: Kind) -> Item | None:
    """The best item of ``kind`` held (options are sorted best first)."""
    hand = state.hands_after[seat]
    assert hand is not None
    if kind is Kind.POINT:
        points = point_options(hand.mask)
        return max(points, key=lambda p: (p.key(state.variant), -p.suit.value), default=None)
    held = options(hand, kind)
    return held[0] if held else None


def _candid_reply(rec: Record, best: Item | None, state: DealState) -> Reply:
    if best is None:
        return Reply.GOOD
    variant = state.variant
    if rec.beats(best, variant):
        return Reply.NOT_GOOD
    if rec.full_key(variant) is None:
        assert rec.call is not None
        if _length(best) == rec.call.length:
            return Reply.MAKING if rec.call.kind is Kind.POINT else Reply.HOW_HIGH
        return Reply.GOOD
    return Reply.EQUAL if rec.equals(best, variant) else Reply.GOOD


def candid_policy(rng: random.Random) -> Policy:
    """Full declaration on both sides; seeded random discards and play."""

    def choose(state: DealState) -> Action:
        phase, seat, step = state.step
        assert seat is not None
        legal = state.legal_actions() if step != "discard" else []
        if step == "discard":
            return _random_discard(state, seat, rng)
        if phase in (Phase.CUT, Phase.DEAL, Phase.CARTE_BLANCHE) or step == "announce":
            if step == "announce" and seat is Seat.ELDER:
                return rng.choice([a for a in legal if isinstance(a, CarteBlanche)])
            return legal[0]
        calling = state.calling
        if step == "call":
            for kind in (Kind.POINT, Kind.SEQUENCE, Kind.SET):
                best = _best(state, Seat.ELDER, kind)
                if best is None or calling.record(kind).call is not None:
                    continue
                call = _full_call(best)
                if call not in legal and isinstance(best, Point):  # au cent: with the value
                    call = Call(Kind.POINT, best.length, pips=best.pips)
                if call in legal:
                    return call
            extras = [a for a in legal if isinstance(a, Declare)]
            if extras:
                return extras[0]
            return rng.choice([a for a in legal if isinstance(a, Play)])
        if step == "value":
            best = _best(state, Seat.ELDER, calling.current or Kind.POINT)
            assert best is not None and not isinstance(best, CardSet)
            value = Value(pips=best.pips) if isinstance(best, Point) else Value(top=best.top)
            return value if value in legal else legal[0]
        if step == "name":  # the best suit of those that fit the call
            names = [a for a in legal if isinstance(a, Declare)]
            return names[0]  # options come best first, spades before hearts on a tie
        if step == "reply":
            assert calling.current is not None
            rec = calling.record(calling.current)
            return _candid_reply(rec, _best(state, Seat.YOUNGER, calling.current), state)
        if phase is Phase.RECKONING:
            declares = [a for a in legal if isinstance(a, Declare)]
            if declares:  # best first, so that what beats the call is reckoned
                return declares[0]
            look = [a for a in legal if isinstance(a, LookAtLeft)]
            if look and rng.random() < 0.5:
                return look[0]
        return rng.choice([a for a in legal if isinstance(a, Play)])

    return choose


def _full_call(best: Item) -> Call:
    if isinstance(best, Point):
        return Call(Kind.POINT, best.length)
    if isinstance(best, CardSet):
        return Call(Kind.SET, best.count, rank=best.rank)
    return Call(Kind.SEQUENCE, best.length, top=best.top)
