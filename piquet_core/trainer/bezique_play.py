"""Play Bezique against the computer: the session the Bezique play page sends to the worker.

The page keeps the whole game as JSON and sends it with each request, so a game is
reproducible from its settings, its seed and the moves::

    {"seed": 123, "seats": 3, "packs": 8, "target": 2000, "level": "strong",
     "moves": ["play QH", "play 9S", "declare bezique", ...]}

``"dealer"`` (optional) names the seat that deals first; without it the lot of the game's
seed decides, except that a learner drawn to deal first at a table where the dealer sits
out gives the first deal to the seat on his right, so a game never opens with the learner
only watching (the seating is the page's choice, not a law).

``moves`` holds every move of the game in the notation of :class:`piquet_core.bezique.Move`,
the computer's as well as the learner's. The learner is seat 0; the other seats are computer
players of ``level`` (:mod:`piquet_core.bezique.bots`, deterministic), so the same moves of
the learner always bring the same answers. The last game replayed is kept, so a request
that only adds moves replays only those.

Requests (``op``): ``bezique_state`` (replay, let the computer act until the learner is to
act or the game is over) and ``bezique_act`` (the learner's ``move``, then the same). With
``"watch": true`` a deal the learner sits out (he deals with three or four at the table) is
not played out in one answer: the computer stops after each trick and after the count, so
the page shows the deal trick by trick at the pace the learner chooses; with ``"watch":
"deal"`` it plays the rest of that deal and stops after its count (the moves are the same
either way: the computer players are deterministic). The
answer carries the session and a view: the learner's hand, the table, the legal moves (the
melds named and itemised in the page's language), the score of each seat, and the events
since the learner's last move. Card and meld words come from
:mod:`piquet_core.trainer.bezique_words`; every other word is the page's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from piquet_core.bezique import (
    BeziqueError,
    BeziqueRules,
    Card,
    Joker,
    Match,
    MatchSettings,
    Move,
    MoveKind,
    Phase,
    legal_moves,
)
from piquet_core.bezique.bots import LEVELS, player
from piquet_core.bezique.cards import ALL_CARDS, sort_key
from piquet_core.bezique.match import DEFAULT_TARGET, TARGET_RANGE
from piquet_core.bezique.scoring import score_meld
from piquet_core.trainer.bezique_words import Words, words
from piquet_core.trainer.i18n import Lang

HUMAN: Final = 0
MAX_MOVES: Final = 20_000
"""No game comes near it (a deal of ten packs is under 600 moves)."""
SEED_RANGE: Final = (0, 2**31 - 1)

#: The events a ``watch`` request stops after, in a deal the learner sits out.
WATCH: Final[dict[bool | str, frozenset[str]]] = {
    True: frozenset({"trick", "count"}),
    "deal": frozenset({"count"}),
}

_cache: dict[tuple[object, ...], tuple[tuple[str, ...], Match]] = {}


def _int(data: Mapping[str, object], key: str, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BeziqueError(f"{key} must be a whole number, not {value!r}", code="bad_session")
    return value


def read_settings(data: Mapping[str, object]) -> tuple[MatchSettings, int, str]:
    """The settings, the seed and the level of a session (a bad one names its problem)."""
    seed = _int(data, "seed", 0)
    if not SEED_RANGE[0] <= seed <= SEED_RANGE[1]:
        raise BeziqueError(f"the game number {seed} is out of range", code="bad_seed")
    level = data.get("level", "strong")
    if not isinstance(level, str) or level not in LEVELS:
        raise BeziqueError(f"unknown level {level!r} (plain, strong)", code="bad_level")
    rules = BeziqueRules(packs=_int(data, "packs", 8))
    dealer = data.get("dealer")
    settings = MatchSettings(
        seats=_int(data, "seats", 2), target=_int(data, "target", DEFAULT_TARGET), rules=rules,
        first_dealer=None if dealer is None else _int(data, "dealer", 0),
    )  # fmt: skip
    return settings, seed, level


def replay_session(data: Mapping[str, object]) -> tuple[Match, list[str]]:
    """The game the session's moves reach (each checked), and the moves."""
    settings, seed, level = read_settings(data)
    raw = data.get("moves", [])
    if not isinstance(raw, list) or not all(isinstance(m, str) for m in raw):
        raise BeziqueError("moves must be a list of move texts", code="bad_session")
    if len(raw) > MAX_MOVES:
        raise BeziqueError("too many moves", code="bad_session")
    key = (settings, seed, level)
    moves: tuple[str, ...] = tuple(raw)
    cached = _cache.get(key)
    if cached is not None and moves[: len(cached[0])] == cached[0]:
        done, match = cached
    else:
        done, match = (), _first_deal(settings, seed)
    for text in moves[len(done) :]:
        move = Move.parse(text)
        if move not in match.legal_moves():
            raise BeziqueError(f"move {text!r} is not legal here", code="bad_session")
        match = match.apply(move)
    _remember(key, moves, match)
    return match, list(moves)


def _first_deal(settings: MatchSettings, seed: int) -> Match:
    """The game as the lot starts it, but for a learner drawn to deal first at a table where
    the dealer sits out: he would only watch the first deal (some seventy tricks), so the
    seat on his right deals it and he leads (the seating is the page's, not a law)."""
    match = Match.start(settings, seed)
    if settings.first_dealer is None and match.game is not None and HUMAN not in match.game.seats:
        match = Match.start(replace(settings, first_dealer=settings.seats - 1), seed)
    return match


def _remember(key: tuple[object, ...], moves: tuple[str, ...], match: Match) -> None:
    _cache.clear()
    _cache[key] = (moves, match)


def _card(w: Words, card: Card | Joker) -> dict[str, str]:
    return {"code": str(card), "text": w.card_text(card), "name": w.card_name(card)}


def advance(
    match: Match, move: Move, moves: list[str], events: list[dict[str, object]], w: Words
) -> Match:
    """Play ``move``, note it, and record what it did: a trick, a meld, an exchange, a count
    and the next deal."""
    game = match.game
    assert game is not None
    seat = match.to_act
    if move.kind is MoveKind.DECLARE:
        assert move.meld is not None
        p = game.to_act
        others = tuple(r for i, r in enumerate(game.records) if i != p)
        score = score_meld(move.meld, game.records[p], game.rules, others)
        events.append(
            {
                "kind": "declare",
                "seat": seat,
                "meld": w.meld_name(move.meld),
                "points": score.points,
                "lines": list(w.score_lines(score.items)),
            }
        )
    elif move.kind is MoveKind.EXCHANGE:
        assert game.turnup is not None
        events.append({"kind": "exchange", "seat": seat, "card": w.card_text(game.turnup)})
    after = match.apply(move)
    moves.append(str(move))
    new = after.game
    if move.kind is MoveKind.PLAY and new is not None and new.phase is Phase.DECLARE:
        events.append(
            {
                "kind": "trick",
                "number": new.tricks_done + 1,
                "plays": [[new.seats[p.player], w.card_text(p.plays_as)] for p in new.trick],
                "winner": new.seats[new.leader],
            }
        )
    if len(after.deals) > len(match.deals):
        record = after.deals[-1]
        events.append(
            {
                "kind": "count",
                "deal": record.number + 1,
                "points": [record.points(s) for s in range(after.settings.seats)],
                "totals": list(after.totals),
            }
        )
        if after.game is not None:
            events.append(deal_event(after, w))
    return after


def run_bots(
    match: Match,
    moves: list[str],
    level: str,
    events: list[dict[str, object]],
    w: Words,
    stop: frozenset[str] = frozenset(),
) -> Match:
    """Let the computer players act until the learner is to act or the game is over; in a
    deal the learner sits out, also until an event of a kind in ``stop`` (``trick``, the next
    trick won; ``count``, the deal counted)."""
    bot = player(level)
    while match.game is not None and match.to_act != HUMAN:
        sitting_out = HUMAN not in match.game.seats
        before = len(events)
        match = advance(match, bot(match.game), moves, events, w)
        if sitting_out and any(e["kind"] in stop for e in events[before:]):
            break
    return match


def deal_event(match: Match, w: Words) -> dict[str, object]:
    """A new deal: its number, the dealer, who plays, trumps and the turn-up."""
    game = match.game
    assert game is not None
    turnup = game.turnup
    return {
        "kind": "deal",
        "deal": len(match.deals) + 1,
        "dealer": match.dealer,
        "players": list(game.seats),
        "trump": game.trump.symbol,
        "turnup": w.card_text(turnup) if turnup is not None else "",
    }


def view(match: Match, lang: Lang) -> dict[str, object]:
    """What the learner sees now."""
    w = words(lang)
    out: dict[str, object] = {
        "seats": match.settings.seats,
        "target": match.settings.target,
        "deal": len(match.deals) + (0 if match.over else 1),
        "dealer": match.dealer if not match.over else None,
        "totals": list(match.totals),
        "running": list(match.running),
        "deals": [
            {
                "deal": d.number + 1,
                "dealer": d.dealer,
                "points": [d.points(s) for s in range(match.settings.seats)],
            }
            for d in match.deals
        ],
        "over": match.over,
        "winner": match.winner,
        "watching": match.game is not None and HUMAN not in match.game.seats,
    }
    game = match.game
    if game is None:
        return out
    me = game.seats.index(HUMAN) if HUMAN in game.seats else None
    turnup = game.turnup
    out.update(
        {
            "players": list(game.seats),
            "trump": game.trump.symbol,
            "trump_suit": game.trump.name.lower(),
            "turnup": w.card_text(turnup) if turnup is not None else "",
            "stock": len(game.stock),
            "phase": game.phase.value,
            "to_act": match.to_act,
            "table": [[game.seats[p.player], w.card_text(p.plays_as)] for p in game.trick]
            if game.phase is not Phase.DECLARE
            else [],
            "hand": []
            if me is None
            else [_card(w, c) for c in sorted(game.hands[me], key=sort_key)],
        }
    )
    legal = legal_moves(game) if match.to_act == HUMAN else ()
    melds = []
    p = game.to_act
    others = tuple(r for i, r in enumerate(game.records) if i != p)
    for move in legal:
        if move.kind is MoveKind.DECLARE:
            assert move.meld is not None
            score = score_meld(move.meld, game.records[p], game.rules, others)
            melds.append(
                {
                    "move": str(move),
                    "name": w.meld_name(move.meld),
                    "label": w.meld_label(move.meld),
                    "points": score.points,
                    "lines": list(w.score_lines(score.items)),
                }
            )
    melds.sort(key=lambda m: -int(str(m["points"])))
    out["legal"] = {
        "exchange": Move.exchange() in legal,
        "pass": Move.pass_() in legal,
        "plays": sorted(
            {str(m.card) for m in legal if m.kind is MoveKind.PLAY},
        ),
        "melds": melds,
        "may_declare": bool(melds) or (Move.pass_() in legal and game.may_declare(p)),
    }
    out["joker_as"] = [_card(w, c) for c in ALL_CARDS]
    return out


def handle_bezique(req: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Answer ``bezique_state`` and ``bezique_act`` (see the module docstring)."""
    data = req.get("session")
    if not isinstance(data, dict):
        raise BeziqueError("the request has no session", code="bad_session")
    settings, seed, level = read_settings(data)
    match, moves = replay_session(data)
    w = words(lang)
    events: list[dict[str, object]] = []
    if not moves:
        events.append(deal_event(match, w))
    if req.get("op") == "bezique_act":
        text = req.get("move")
        if not isinstance(text, str):
            raise BeziqueError("the request has no move", code="bad_session")
        if match.to_act != HUMAN:
            raise BeziqueError("it is not your turn", code="out_of_turn")
        move = Move.parse(text)
        if move not in match.legal_moves():
            raise BeziqueError(f"{text!r} is not allowed now", code="illegal_move")
        match = advance(match, move, moves, events, w)
    watch = req.get("watch")
    stop = WATCH.get(watch, frozenset()) if isinstance(watch, (bool, str)) else frozenset()
    match = run_bots(match, moves, level, events, w, stop)
    _remember((settings, seed, level), tuple(moves), match)
    session = {
        "seed": seed,
        "seats": settings.seats,
        "packs": settings.rules.packs,
        "target": settings.target,
        "level": level,
        "moves": moves,
    }
    if settings.first_dealer is not None:
        session["dealer"] = settings.first_dealer
    return {"ok": True, "session": session, "view": view(match, lang), "events": events}


__all__ = [
    "HUMAN",
    "TARGET_RANGE",
    "advance",
    "handle_bezique",
    "read_settings",
    "replay_session",
    "view",
]
