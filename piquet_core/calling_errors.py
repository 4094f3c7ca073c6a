"""Why a call, reply or reckoning is refused: the one-line errors of the calling laws
(Laws 46-56; CAV-D "Calling and showing"; CAV-C; CAV-K Cases VII-VIII), and the shape of a
well-formed utterance (Laws 62-64)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from piquet_core.cards import SUITS, Card, Rank, Seat
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import Call, Declare, Decline, Kind, NotReckoned, Reply, Utterance, Value
from piquet_core.errors import IllegalActionError
from piquet_core.sinking import options

if TYPE_CHECKING:
    from piquet_core.calling import CallingState, Context


class IllegalCallError(IllegalActionError):
    """A call, reply or reckoning the laws forbid (the ``law`` names which)."""

    code = "illegal_call"


def _law(text: str, law: str, code: str, **params: object) -> IllegalCallError:
    return IllegalCallError(f"{text} ({law})", code=code, law=law, params=params)


def explain(
    state: CallingState, ctx: Context, seat: Seat, said: Utterance, reckoning: bool
) -> IllegalCallError:
    """A one-line error saying which law forbids ``said`` here."""
    hand = ctx.hand(seat)
    who = seat.value
    text = said.say("en")
    if reckoning:
        if seat is Seat.ELDER:
            return _law(f"elder cannot reckon {text!r} after leading", "Cavendish, Law 56",
                        "reckon_after_lead")  # fmt: skip
        if isinstance(said, Declare):
            rec = state.record(said.kind)
            if said.item not in options(hand, said.kind):
                return _law(f"younger does not hold {text!r}", "Cavendish, Law 54",
                            "not_held")  # fmt: skip
            if rec.reply is Reply.GOOD:
                return _law(f"younger allowed elder's {said.kind.value} good and cannot "
                            f"reckon {text!r}", "Cavendish, Laws 51, 62-64",
                            "allowed_good")  # fmt: skip
            if rec.asked:
                return _law(f"younger asked what elder's {said.kind.value} makes, which "
                            "bars him from counting a superior number of cards",
                            "Cavendish, Law 46", "barred_by_inquiry")  # fmt: skip
        return _law(f"younger cannot reckon {text!r} now", "Cavendish, Description, Calling",
                    "cannot_reckon")  # fmt: skip
    step = state.pending()
    if isinstance(said, Reply):
        if step != "reply":
            return _law(f"{who} cannot reply {text!r}: no call awaits a reply",
                        "Cavendish, Description, Calling", "no_call")  # fmt: skip
        if (
            said in (Reply.MAKING, Reply.EQUAL)
            and state.record(Kind.POINT).full_key(ctx.variant) is None
            and state.current is Kind.POINT
        ):
            return _law("younger may ask what the point makes only if he holds at least as "
                        "many cards", "Cavendish, Law 46", "making_not_allowed")  # fmt: skip
        return _law(f"younger cannot say {text!r}: he must hold what he claims",
                    "Cavendish, Laws 54-55", "reply_not_held")  # fmt: skip
    if step == "reply":
        return _law(f"{who} cannot speak now: younger must answer the call",
                    "Cavendish, Description, Calling", "reply_due")  # fmt: skip
    if step == "name" and state.current is Kind.SET:
        return _law("elder must say truly which card of his trio's rank he does not reckon",
                    "Cavendish, Description, Calling; Case VIII", "which_due")  # fmt: skip
    if step in ("value", "name") and not (
        (step == "value" and isinstance(said, (Value, Decline)))
        or (step == "name" and isinstance(said, Declare))
    ):
        due = "say what his call makes" if step == "value" else "name what was allowed"
        return _law(f"elder must first {due}", "Cavendish, Description, Calling",
                    "value_due" if step == "value" else "name_due")  # fmt: skip
    point_late = any(r.call is not None for r in state.records)
    if isinstance(said, Call) and said.kind is Kind.POINT and point_late:
        return _law("the point must be called first, or the right to call it is lost",
                    "Cavendish, Law 46", "point_first")  # fmt: skip
    if isinstance(said, Call) and state.record(said.kind).call is not None:
        return _law(f"elder has already called his {said.kind.value}",
                    "Cavendish, Description, Calling", "already_called")  # fmt: skip
    if (
        isinstance(said, Call)
        and said.kind is not Kind.SET
        and (
            (said.kind is Kind.POINT and said.pips is None and state.must_state_value(ctx.variant))
            or (
                said.kind is Kind.SEQUENCE
                and said.top is None
                and ctx.variant.elder_calls_point_value
            )
        )
    ):
        return _law("elder must state the value of his point and the card his sequence "
                    "is to", "Cavendish, Laws of Piquet au Cent", "value_required")  # fmt: skip
    if isinstance(said, Declare) and step is None:
        rec = state.record(said.kind)
        if rec.reply is Reply.GOOD and said.item in options(hand, said.kind):
            return _law(f"elder's first {said.kind.value} call binds him: he may reckon only "
                        "equal or lower, unless it was good against the cards",
                        "Cavendish, Law 49; Description, Calling", "bound_by_call")  # fmt: skip
    return _law(f"{who} cannot say {text!r}: a call must be something he holds, or less",
                "Cavendish, Description, Calling; Law 54", "not_held")  # fmt: skip


def _item_problem(item: object) -> str | None:
    if isinstance(item, Point):
        if not (isinstance(item.length, int) and 1 <= item.length <= 8):
            return f"a point of {item.length!r} cards"
        return None if isinstance(item.pips, int) and 0 <= item.pips < 90 else "bad pips"
    if isinstance(item, Sequence):
        if not (isinstance(item.length, int) and 3 <= item.length <= 8):
            return f"a sequence of {item.length!r} cards"
        ok = isinstance(item.top, Rank) and int(item.top) - item.length + 1 >= 7
        return None if ok else f"no sequence of {item.length} to {item.top!r}"
    if isinstance(item, CardSet):
        ok = item.count in (3, 4) and isinstance(item.rank, Rank) and item.rank >= Rank.TEN
        return None if ok else "sets are three or four aces, kings, queens, knaves or tens"
    return f"{item!r} is not a point, sequence or set"


def malformed(said: object) -> str | None:
    """What is wrong with an utterance that is not well formed, or None (Laws 62-64)."""
    if isinstance(said, (Reply, Decline)):
        return None
    if isinstance(said, Value):
        if (said.pips is None) == (said.top is None):
            return "a value is either the pips of a point or the top card of a sequence"
        if said.pips is not None:
            return None if isinstance(said.pips, int) and 0 <= said.pips < 90 else "bad pips"
        return None if isinstance(said.top, Rank) and said.top >= Rank.NINE else "bad top card"
    if isinstance(said, Declare):
        return _item_problem(said.item)
    if isinstance(said, NotReckoned):
        return None if isinstance(said.card, Card) else f"{said.card!r} is not a card"
    if not isinstance(said, Call):
        return f"{said!r} is not something said in calling"
    if said.kind is Kind.POINT:
        item: object = Point(SUITS[0], said.length, 0 if said.pips is None else said.pips)
        extra = said.top is not None or said.rank is not None
    elif said.kind is Kind.SEQUENCE:
        top = said.top if said.top is not None else Rank.ACE
        item, extra = Sequence(SUITS[0], said.length, top), said.pips is not None
        extra = extra or said.rank is not None
    elif said.kind is Kind.SET:
        item = CardSet(said.rank, said.length) if said.rank is not None else None
        extra = said.pips is not None or said.top is not None
    else:
        return f"unknown kind {said.kind!r}"
    if extra:
        return f"{said.kind.value} calls give no such detail"
    return _item_problem(item)
