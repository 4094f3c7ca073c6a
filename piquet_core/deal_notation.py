"""A plain-text notation for the actions of a deal, and a JSON form of a deal in progress.

One action per string, in English machine words (the words players say are in
:mod:`piquet_core.dialogue`; this is for links, logs, bots and the browser)::

    cut 12 | deal by 2 | carte blanche 4 | carte blanche | show carte blanche
    discard AS KS 7C | discard AS look | discard            (none: Russian variant)
    call point 5 | call point 5 48 | call sequence 4 | call sequence 4 Q | call set 3 K
    good | not good | equal | making? | how high? | which? | not reckoned KD
    value 48 | value to Q | decline
    declare point S 5 48 | declare sequence H 4 A | declare set 4 T
    look | play AH

Ranks are ``A K Q J T 9 8 7`` (``10`` accepted), suits ``S H D C``.
:func:`deal_to_dict` / :func:`deal_from_dict` write and read a deal as the dealt hands, the
talon and the history, so that a position can be shared in a URL and replayed exactly.
"""

from __future__ import annotations

from dataclasses import replace

from piquet_core.cards import Hand, Rank, Suit, parse_cards
from piquet_core.deal import (
    Action,
    CarteBlanche,
    Cut,
    DealCards,
    DealState,
    Discard,
    LookAtLeft,
    Play,
    ShowCarteBlanche,
)
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import Call, Declare, Decline, Kind, NotReckoned, Reply, Value
from piquet_core.errors import PiquetError
from piquet_core.variants import variant_by_name

_RANK_OUT = {r: r.letter for r in Rank}
_RANK_IN = {r.letter: r for r in Rank} | {"10": Rank.TEN}
_SUIT_IN = {s.letter: s for s in Suit}
_REPLIES = {r.value: r for r in Reply}


class NotationError(PiquetError):
    """A string that is not an action in this notation."""

    code = "bad_action_text"


def _rank(token: str, text: str) -> Rank:
    try:
        return _RANK_IN[token.upper()]
    except KeyError:
        raise NotationError(f"{text!r}: unknown rank {token!r}", params={"text": text}) from None


def _int(token: str, text: str) -> int:
    if not token.isdigit():
        raise NotationError(f"{text!r}: expected a number, got {token!r}", params={"text": text})
    return int(token)


def action_text(action: Action) -> str:
    """The notation of an action (the inverse of :func:`parse_action`)."""
    if isinstance(action, Reply):
        return action.value
    if isinstance(action, Cut):
        return f"cut {action.depth}"
    if isinstance(action, DealCards):
        return f"deal by {action.by}"
    if isinstance(action, CarteBlanche):
        return "carte blanche" + ("" if action.exchange is None else f" {action.exchange}")
    if isinstance(action, ShowCarteBlanche):
        return "show carte blanche"
    if isinstance(action, Discard):
        cards = " ".join(str(c) for c in action.cards)
        return " ".join(p for p in ("discard", cards, "look" if action.look else "") if p)
    if isinstance(action, LookAtLeft):
        return "look"
    if isinstance(action, Play):
        return f"play {action.card}"
    if isinstance(action, Decline):
        return "decline"
    if isinstance(action, NotReckoned):
        return f"not reckoned {action.card}"
    if isinstance(action, Value):
        if action.pips is not None:
            return f"value {action.pips}"
        return f"value to {_top(action.top)}"
    if isinstance(action, Call):
        extra = action.pips if action.pips is not None else _top(action.top or action.rank)
        return f"call {action.kind.value} {action.length}" + (f" {extra}" if extra else "")
    item = action.item
    if isinstance(item, Point):
        return f"declare point {item.suit.letter} {item.length} {item.pips}"
    if isinstance(item, Sequence):
        return f"declare sequence {item.suit.letter} {item.length} {_RANK_OUT[item.top]}"
    return f"declare set {item.count} {_RANK_OUT[item.rank]}"


def _top(rank: Rank | None) -> str:
    return "" if rank is None else _RANK_OUT[rank]


def parse_action(text: str) -> Action:
    """Read one action; raises :class:`NotationError` naming the bad word."""
    if not isinstance(text, str):
        raise NotationError(f"an action is a string, got {type(text).__name__}")
    words = text.strip().split()
    low = " ".join(w.lower() for w in words)
    if low in _REPLIES:
        return _REPLIES[low]
    simple: dict[str, Action] = {"show carte blanche": ShowCarteBlanche(), "look": LookAtLeft(),
                                 "decline": Decline(), "carte blanche": CarteBlanche()}  # fmt: skip
    if low in simple:
        return simple[low]
    if not words:
        raise NotationError("empty action")
    head, args = words[0].lower(), words[1:]
    try:
        if head == "cut" and len(args) == 1:
            return Cut(_int(args[0], text))
        if low.startswith("deal by ") and len(args) == 2:
            return DealCards(_int(args[1], text))
        if low.startswith("carte blanche ") and len(args) == 2:
            return CarteBlanche(_int(args[1], text))
        if head == "discard":
            look = bool(args) and args[-1].lower() == "look"
            cards = " ".join(args[:-1] if look else args)
            return Discard(Hand(parse_cards(cards, "en")) if cards else Hand(), look)
        if low.startswith("not reckoned ") and len(args) == 2:
            return NotReckoned(parse_cards(args[1], "en")[0])
        if head == "play" and len(args) == 1:
            return Play(parse_cards(args[0], "en")[0])
        if head == "value" and len(args) == 1:
            return Value(pips=_int(args[0], text))
        if head == "value" and len(args) == 2 and args[0].lower() == "to":
            return Value(top=_rank(args[1], text))
        if head == "call" and len(args) in (2, 3):
            kind = Kind(args[0].lower())
            n = _int(args[1], text)
            if len(args) == 2:
                return Call(kind, n)
            if kind is Kind.POINT:
                return Call(kind, n, pips=_int(args[2], text))
            if kind is Kind.SEQUENCE:
                return Call(kind, n, top=_rank(args[2], text))
            return Call(kind, n, rank=_rank(args[2], text))
        if head == "declare" and len(args) in (3, 4):
            kind = Kind(args[0].lower())
            if kind is Kind.SET and len(args) == 3:
                return Declare(CardSet(_rank(args[2], text), _int(args[1], text)))
            if len(args) == 4:
                suit = _SUIT_IN[args[1].upper()]
                n = _int(args[2], text)
                if kind is Kind.POINT:
                    return Declare(Point(suit, n, _int(args[3], text)))
                if kind is Kind.SEQUENCE:
                    return Declare(Sequence(suit, n, _rank(args[3], text)))
    except (KeyError, ValueError, IndexError) as e:
        if isinstance(e, PiquetError):
            raise NotationError(f"{text!r}: {e}", params={"text": text}) from None
        raise NotationError(f"{text!r} is not an action", params={"text": text}) from None
    raise NotationError(f"{text!r} is not an action", params={"text": text})


def deal_to_dict(state: DealState) -> dict[str, object]:
    """A JSON-ready record of a dealt deal in progress: variant, dealer, hands, talon,
    history (the cut and the deal themselves are not kept: the hands are)."""
    if state.pack is not None:
        raise NotationError("the deal has not been dealt yet", code="not_dealt")
    return {
        "variant": state.variant.name,
        "dealer": state.dealer,
        "deal_by": state.deal_by,
        "elder": " ".join(str(c) for c in state.elder_dealt),
        "younger": " ".join(str(c) for c in state.younger_dealt),
        "talon": " ".join(str(c) for c in state.talon),
        "history": [
            action_text(t.action)
            for t in state.history
            if not isinstance(t.action, (Cut, DealCards))
        ],
    }


def deal_from_dict(data: dict[str, object]) -> DealState:
    """The deal of :func:`deal_to_dict`, every action of its history checked again."""
    if not isinstance(data, dict):
        raise NotationError("a deal must be a JSON object")
    fields = {}
    for name in ("elder", "younger", "talon"):
        value = data.get(name)
        if not isinstance(value, str):
            raise NotationError(f"field {name!r} must be a string of cards", params={"field": name})
        fields[name] = value
    variant, dealer = data.get("variant", "rubicon"), data.get("dealer", "A")
    if not isinstance(variant, str) or dealer not in ("A", "B"):
        raise NotationError("'variant' must be a preset name and 'dealer' 'A' or 'B'")
    deal_by = data.get("deal_by")
    state = DealState.from_hands(
        fields["elder"], fields["younger"], fields["talon"], variant_by_name(variant),
        "A" if dealer == "A" else "B",
    )  # fmt: skip
    if deal_by in (2, 3):
        state = replace(state, deal_by=deal_by)
    history = data.get("history", [])
    if not isinstance(history, list):
        raise NotationError("'history' must be a list of actions")
    for i, text in enumerate(history, start=1):
        try:
            state = state.apply(parse_action(text))
        except PiquetError as e:
            raise NotationError(f"history {i}: {e}", code=e.code, law=e.law,
                                params={**e.params, "step": i}) from None  # fmt: skip
    return state
