"""A whole partie against the computer, as a JSON interface for the play page's Web Worker.

:func:`handle` takes one JSON request and returns one JSON response, never raising::

    {"op": "new", "level": "expert", "variant": "rubicon", "seed": 7, "lang": "fr"}
    {"op": "act", "session": "s1", "action": 3}          (an index into view["actions"])
    {"op": "discard", "session": "s1", "cards": ["7C", "8D"]}
    {"op": "next", "session": "s1"}                        (the next deal of the partie)

Each answer is the *view* of the human player (player A): his cards, what he may do (the
calls in the real dialogue, in the page's language, from :mod:`piquet_core.dialogue`), the
transcript, the tricks, the scoring sheet of the partie, and after each deal a review: the
exchange advisor's discard for his dealt hand with its reasons, and, for the last seven
tricks, what each of his cards cost against the best card with both hands known (the exact
solver). The computer's moves are made before the answer is returned. The laws are the
deal state machine's (:mod:`piquet_core.deal`); the partie and the rubicon, Laws 71-73.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from piquet_core.bots.advisor import advise
from piquet_core.bots.players import LEVELS, Expert, make_player
from piquet_core.bots.reasons import reason_text
from piquet_core.bots.solver import Solver
from piquet_core.cards import LANGS, Card, Hand, Lang, Seat, card_name
from piquet_core.deal import Action, CarteBlanche, DealState, Discard, Play
from piquet_core.errors import PiquetError
from piquet_core.partie import Partie
from piquet_core.partie import Player as PartiePlayer
from piquet_core.variants import variant_by_name

Player = Literal["A", "B"]
HUMAN: Player = "A"
SESSIONS: dict[str, Session] = {}
CATEGORIES = ("carte_blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique")


@dataclass
class Session:
    """One partie in progress: the human is A, the computer B."""

    level: str
    lang: Lang
    bot: Callable[[DealState], Action]
    partie: Partie
    rng: random.Random
    dealer: Player
    state: DealState
    sheet: list[dict[str, object]] = field(default_factory=list)
    review: dict[str, object] | None = None

    def seat_of(self, player: Player) -> Seat:
        return Seat.YOUNGER if player == self.dealer else Seat.ELDER

    @property
    def human_seat(self) -> Seat:
        return self.seat_of(HUMAN)


def _new_deal(s: Session) -> None:
    s.state = DealState.new(s.rng.randrange(1 << 30), s.partie.variant, dealer=s.dealer)
    s.review = None
    _advance(s)


def _advance(s: Session) -> None:
    """Let the computer act until it is the human's turn or the deal is over."""
    for _ in range(200):
        st = s.state
        if st.is_over:
            _finish(s)
            return
        if st.to_act is s.human_seat:
            return
        s.state = st.apply(s.bot(st))


def _finish(s: Session) -> None:
    st = s.state
    if s.review is not None:
        return
    score = st.score()
    s.partie = s.partie.record(score, PartiePlayer(s.dealer))
    you, bot = score.seat(s.human_seat), score.seat(s.human_seat.other)
    s.sheet.append(
        {
            "deal": len(s.sheet) + 1,
            "you_dealt": s.dealer == HUMAN,
            "you": {c: getattr(you, c) for c in CATEGORIES} | {"total": you.total},
            "computer": {c: getattr(bot, c) for c in CATEGORIES} | {"total": bot.total},
        }
    )
    s.review = _review(s)
    s.dealer = "B" if s.dealer == "A" else "A"


def _review(s: Session) -> dict[str, object]:
    """The advisor's discard for the human's dealt hand, and his costly cards at the end."""
    st, seat, lang = s.state, s.human_seat, s.lang
    dealt = st.dealt(seat)
    mine = st.elder_discard if seat is Seat.ELDER else st.younger_discard
    took = len(st.elder_discard) if st.elder_discard is not None else 5
    advice = advise(dealt, seat, st.variant, samples=60, seed=0, elder_took=took, reasons=1)
    best = advice.best
    gettext = _gettext(lang)
    out: dict[str, object] = {
        "advisor": [str(c) for c in best.discard],
        "advisor_value": round(best.value, 1),
        "reasons": [reason_text(r, lang, gettext) for r in best.reasons],
        "samples": advice.samples,
        "yours": [str(c) for c in mine] if mine is not None else [],
        "your_rank": advice.rank_of(mine) if mine is not None else None,
        "discards": len(advice.ranked),
    }
    costly = []
    elder, younger = st.elder_after, st.younger_after
    assert elder is not None and younger is not None
    won = 0
    solver = Solver(st.variant)
    for i, t in enumerate(st.tricks):
        if i >= 5:  # the last seven tricks: solved exactly, both hands known
            e = elder - Hand(c for u in st.tricks[:i] for c in (u.lead, u.follow))
            y = younger - Hand(c for u in st.tricks[:i] for c in (u.lead, u.follow))
            if t.leader is seat:
                values = solver.move_values(e, y, seat, None, won, i)
            else:
                lead = Hand([t.lead])
                e2, y2 = (e - lead, y) if t.leader is Seat.ELDER else (e, y - lead)
                values = solver.move_values(e2, y2, seat, t.lead, won, i)
            sign = 1 if seat is Seat.ELDER else -1
            played = t.card_of(seat)
            best_v = max(sign * v for v in values.values())
            lost = best_v - sign * values[played]
            if lost > 0:
                better = [str(c) for c, v in values.items() if sign * v == best_v]
                costly.append({"trick": i + 1, "card": str(played), "lost": lost, "better": better})
        won += t.winner is Seat.ELDER
    out["costly"] = costly
    return out


def _gettext(lang: Lang) -> Callable[[str], str]:
    try:
        from piquet_core.trainer.i18n import translator

        return translator(lang).gettext
    except (ImportError, OSError):  # no compiled catalog: English
        return lambda m: m


def _label(action: Action, lang: Lang) -> str:
    if isinstance(action, CarteBlanche) and action.exchange is not None:
        return f"{action.say(lang)} ({action.exchange})"
    if isinstance(action, Play):
        return action.card.format(lang)
    return action.say(lang)


def view(s: Session) -> dict[str, object]:
    """What the human sees and may do."""
    st, seat, lang = s.state, s.human_seat, s.lang
    phase, to_act, step = st._step()
    hand = st.hand(seat)
    out: dict[str, object] = {
        "ok": True,
        "session": next(k for k, v in SESSIONS.items() if v is s),
        "level": s.level,
        "deal": len(s.partie.entries) + (0 if st.is_over else 1),
        "seat": seat.value,
        "phase": phase.value,
        "your_turn": to_act is seat,
        "hand": [str(c) for c in hand],
        "names": {str(c): card_name(c, lang) for c in hand},
        "labels": {str(c): c.format(lang) for c in hand},
        "transcript": [
            ["you" if who is seat else "computer", text] for who, text in st.transcript(lang)
        ],
        "tricks": [
            [
                t.card_of(seat).format(lang),
                t.card_of(seat.other).format(lang),
                t.winner is seat,
                t.leader is seat,
            ]
            for t in st.tricks
        ],
        "lead": st.lead.format(lang) if st.lead is not None else None,
        "sheet": s.sheet,
        "totals": dict(zip(("you", "computer"), s.partie.totals, strict=True)),
    }
    if to_act is seat and step == "discard":
        counts = sorted(st._counts(seat))
        out["discard"] = {"min": counts[0], "max": counts[-1]}
        out["actions"] = []
    elif to_act is seat:
        out["actions"] = [{"i": i, "text": _label(a, lang), "play": isinstance(a, Play),
                           "card": str(a.card) if isinstance(a, Play) else None}
                          for i, a in enumerate(st.legal_actions())]  # fmt: skip
    else:
        out["actions"] = []
    if s.review is not None:
        out["review"] = s.review
    settlement = s.partie.settlement()
    if settlement is not None:
        winner = settlement.winner
        out["settlement"] = {
            "winner": None if winner is None else ("you" if winner.value == HUMAN else "computer"),
            "points": settlement.points,
            "rubicon": settlement.rubicon,
            "drawn": settlement.drawn,
        }
    return out


def _dispatch(req: Mapping[str, object]) -> dict[str, object]:
    op = req.get("op")
    if op == "new":
        lang = str(req.get("lang", "en"))
        level = str(req.get("level", "club"))
        if lang not in LANGS:
            return {"ok": False, "code": "bad_lang", "message": f"unknown language {lang!r}"}
        if level not in LEVELS:
            return {"ok": False, "code": "bad_level", "message": f"unknown level {level!r}"}
        variant = variant_by_name(str(req.get("variant", "rubicon")))
        seed = int(str(req.get("seed", 0)))
        bot = make_player(level, seed)
        if isinstance(bot, Expert):  # lighter in the browser: six tricks solved, 8 samples
            bot.endgame, bot.play_samples, bot.samples = 6, 8, 60
        rng = random.Random(seed)
        key = f"s{len(SESSIONS) + 1}"
        lang_ = next(x for x in LANGS if x == lang)
        s = Session(level, lang_, bot, Partie(variant, PartiePlayer.B), rng, "B",
                    DealState.new(0))  # fmt: skip
        SESSIONS[key] = s
        _new_deal(s)
        return view(s)
    found = SESSIONS.get(str(req.get("session", "")))
    if found is None:
        return {"ok": False, "code": "no_session", "message": "no such game; start a new one"}
    s = found
    if op == "act":
        mine = s.state.to_act is s.human_seat and s.state._step()[2] != "discard"
        actions = s.state.legal_actions() if mine else []
        i = req.get("action")
        if not isinstance(i, int) or not 0 <= i < len(actions):
            return {"ok": False, "code": "bad_action", "message": f"no action {i!r} now"}
        s.state = s.state.apply(actions[i])
    elif op == "discard":
        raw = req.get("cards", [])
        codes = [str(c) for c in raw] if isinstance(raw, list) else []
        s.state = s.state.apply(Discard(Hand(Card.parse(c, "en") for c in codes)))
    elif op == "next":
        if not s.state.is_over or s.partie.finished:
            return {"ok": False, "code": "not_over", "message": "the deal is not over"}
        _new_deal(s)
        return view(s)
    else:
        return {"ok": False, "code": "bad_op", "message": f"unknown request {op!r}"}
    _advance(s)
    return view(s)


def handle(request: str) -> str:
    """One JSON request in, one JSON answer out; errors are answers, never exceptions."""
    try:
        req = json.loads(request)
        if not isinstance(req, dict):
            raise ValueError("a request is a JSON object")
        return json.dumps(_dispatch(req), ensure_ascii=False)
    except PiquetError as err:
        return json.dumps({"ok": False, "code": err.code, "message": str(err)}, ensure_ascii=False)
    except (ValueError, TypeError, KeyError) as err:
        return json.dumps({"ok": False, "code": "bad_request", "message": str(err)})
