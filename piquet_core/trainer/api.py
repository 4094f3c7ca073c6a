"""The trainer's JSON interface, called by the browser's Web Worker (and by the tests).

:func:`handle` takes one JSON request and returns one JSON response; it never raises, so the
page always gets an answer it can show. Requests::

    {"op": "exercise", "drill": "point", "seed": "k3j9x2", "lang": "fr"}
        -> {"ok": true, "exercise": {...}}  (the page draws it: docs/assets/trainer/exercise.js)
    {"op": "parse", "text": "R♠ D♥ XX", "lang": "fr"}
        -> {"ok": false, "code": "unknown_card", "params": {"token": "XX"},
            "message": "« XX » n'est pas une carte."}
    {"op": "exercise", "drill": "point", "hand": "AS KS ... (12 cards)", "lang": "en"}
        -> an exercise on a hand typed by the learner (its seed names the hand)
    {"op": "exercise", "drill": "sets", "seed": "k3j9x2", "want": "quatorze_trio", "lang": "en"}
        -> the first hand of that class in a fixed search from the seed (practice
           aimed at the learner's weak spots), or the seed's own hand if none is found
    {"op": "check", "drill": "exchange", "seed": "k3j9x2", "lang": "en",
     "answers": {"discard": ["7C", "8D"]}}
        -> {"ok": true, "correct": false, "items": [[status, text], ...], "explanation": [...]}
    {"op": "prepare", "drill": "exchange", "seed": "k3j9x2"}  (warm the advisor's cache)
    (the same two for a discard puzzle: "drill": "puzzles" and its seed)
    {"op": "deal_view", "deal": "<base64url record>", "lang": "ru"}  (or "record": {...})
        -> {"ok": true, "steps": [...], "labels": {...}}  (the deal viewer's steps)
    {"op": "worksheet", "drill": "point", "seed": "k3j9x2", "n": 12, "lang": "fr"}
        -> {"ok": true, "sheet": {"words": {...}, "hands": [...], "rules": [...]}}
           (a printable sheet of n hands and its answer key, sheet.js draws it)
    {"op": "version"} -> {"ok": true, "version": "0.1.0"}

Errors carry the engine's machine ``code`` and ``params`` and a one-line message in the
requested language. Drill names and languages are read in any case (``"Point"``, ``"FR"``),
as :func:`~piquet_core.trainer.as_drill` and :func:`~piquet_core.cards.as_lang` read them.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Mapping

from piquet_core import __version__
from piquet_core.cards import PACK, Card, Hand, as_lang, card_name, parse_cards, parse_hand
from piquet_core.errors import PiquetError
from piquet_core.trainer import DRILLS, as_drill, exercise
from piquet_core.trainer.exercise import ENGINE_CHECKS, engine_judge
from piquet_core.trainer.i18n import Lang, translator
from piquet_core.trainer.seeds import check_seed, hand_seed


def error_message(err: PiquetError, lang: Lang) -> str:
    """One line, in ``lang``, naming what is wrong (the bad card, the count, the seed)."""
    tr = translator(lang)
    p = err.params
    if err.code == "unknown_card":
        return tr.gettext("“{token}” is not a card.").format(token=p.get("token", ""))
    if err.code == "duplicate_card":
        # the card as the page writes it (« D♣ figure deux fois. », not the engine's "QC")
        card = str(p.get("card", ""))
        if lang != "en":
            with contextlib.suppress(PiquetError):
                card = Card.parse(card, "en").format(lang)
        return tr.gettext("{card} appears twice.").format(card=card)
    if err.code == "hand_size":
        got = int(str(p.get("got", 0)))
        return tr.ngettext(
            "A hand has {expected} cards; this one has {got}.",
            "A hand has {expected} cards; this one has {got}.",
            got,
        ).format(expected=p.get("expected", 12), got=got)
    if err.code == "bad_seed":
        return tr.gettext("“{seed}” is not a deal number.").format(seed=p.get("seed", ""))
    if err.code == "bad_deal_link":
        return tr.gettext("This link holds no deal that can be read.")
    if err.code in ("bad_position_code", "not_a_puzzle"):
        return tr.gettext("This link holds no puzzle that can be read.")
    if err.code == "nothing_to_take_back":
        return tr.gettext("Nothing to take back in this deal.")
    if err.code == "bad_count":
        return tr.gettext("A worksheet holds {min} to {max} hands.").format(
            min=p.get("min", 1), max=p.get("max", 48)
        )
    return tr.gettext("This request cannot be read: {detail}").format(detail=str(err))


def typed_hand_seed(drill: str, hand: Hand) -> str:
    """The seed of an exercise on a hand the learner typed: his own hand. In the dialogue
    he answers as younger, so the typed hand is younger's and elder's is dealt from the rest
    (by a generator seeded with the hand, so the same hand gives the same deal)."""
    if drill != "dialogue":
        return hand_seed(hand)
    rest = [c for c in PACK if c not in hand]
    elder = Hand(random.Random(hand.mask).sample(rest, 12))
    return hand_seed(elder, hand)


def _fail(code: str, message: str, params: Mapping[str, object] | None = None) -> dict[str, object]:
    return {"ok": False, "code": code, "message": message, "params": dict(params or {})}


def _drill(value: object) -> str | None:
    """The drill a request names, in any case (:func:`~piquet_core.trainer.as_drill`); None
    if it names none."""
    try:
        return as_drill(value)
    except PiquetError:
        return None


def _lang(value: object) -> Lang | None:
    """The language a request names, in any case (:func:`~piquet_core.cards.as_lang`); None
    if it names none."""
    try:
        return as_lang(value)
    except PiquetError:
        return None


def _dispatch(req: Mapping[str, object]) -> dict[str, object]:
    op = req.get("op")
    if op == "version":
        return {"ok": True, "version": __version__, "drills": list(DRILLS)}
    lang = _lang(req.get("lang", "en"))
    if lang is None:
        return _fail("bad_lang", f"unknown language {req.get('lang')!r}: use en, fr or ru")
    tr = translator(lang)
    if op == "exercise":
        drill = _drill(req.get("drill"))
        if drill is None:
            return _fail(
                "bad_drill", tr.gettext("Unknown drill."), {"drill": str(req.get("drill"))}
            )
        text = req.get("hand")
        if isinstance(text, str) and text.strip():
            seed = typed_hand_seed(drill, parse_hand(text, 12))
        else:
            seed = str(req.get("seed", ""))
            want, near = req.get("want"), req.get("near")
            if isinstance(want, str) and want:
                from piquet_core.trainer.classes import seed_of_class

                seed = seed_of_class(drill, want, check_seed(seed)) or seed
            elif drill == "puzzles" and near is not None:
                # a puzzle near the learner's rating (fluency.js, Glicko-2)
                from piquet_core.trainer.puzzle_drill import seed_near_rating

                seed = seed_near_rating(check_seed(seed), near)  # type: ignore[arg-type]
        ex = exercise(drill, seed, lang)
        return {"ok": True, "exercise": ex.to_dict()}
    if op in ("check", "prepare"):
        # the drills the engine checks: the exchange, and the puzzles' discards
        seed = str(req.get("seed", ""))
        drill = _drill(req.get("drill"))
        if drill not in ENGINE_CHECKS:
            return _fail(
                "bad_drill", tr.gettext("Unknown drill."), {"drill": str(req.get("drill"))}
            )
        if op == "prepare":
            engine_judge(drill, prepare=True)(seed)
            return {"ok": True}
        answers = req.get("answers", {})
        codes = answers.get("discard", []) if isinstance(answers, dict) else []
        feedback, explanation = engine_judge(drill)(seed, lang, [str(c) for c in codes])
        return {
            "ok": True,
            "correct": feedback.correct,
            "items": [list(i) for i in feedback.items],
            "explanation": list(explanation),
        }
    if isinstance(op, str) and op.startswith("play_"):  # PLAY-PAGE
        from piquet_core.trainer.play_requests import handle_play

        return handle_play(req, lang)
    if op == "deal_view":  # the deal viewer
        from piquet_core.trainer.deal_viewer import deal_steps, decode_record

        record = req.get("record")
        if not isinstance(record, dict):
            record = decode_record(str(req.get("deal", "")))
        return {"ok": True, **deal_steps(record, lang)}
    if op == "worksheet":  # printable worksheets
        from piquet_core.trainer.ui import drill_titles
        from piquet_core.trainer.worksheet import worksheet

        drill = _drill(req.get("drill"))
        if drill is None:
            return _fail(
                "bad_drill", tr.gettext("Unknown drill."), {"drill": str(req.get("drill"))}
            )
        sheet = worksheet(drill, str(req.get("seed", "")), req.get("n"), lang)
        return {"ok": True, "sheet": sheet.to_dict(drill_titles(lang)[drill])}
    if op in ("bezique_state", "bezique_act"):  # BEZIQUE-PLAY
        from piquet_core.trainer.bezique_play import handle_bezique

        return handle_bezique(req, lang)
    if op == "parse":
        cards = parse_cards(str(req.get("text", "")), None)
        return {
            "ok": True,
            "cards": [str(c) for c in cards],
            "names": [card_name(c, lang) for c in cards],
        }
    return _fail("bad_op", tr.gettext("Unknown request."), {"op": str(op)})


def handle(request: str) -> str:
    """Answer one JSON request with one JSON response (see the module docstring)."""
    try:
        req = json.loads(request)
        if not isinstance(req, dict):
            raise ValueError("not an object")
    except ValueError as exc:
        return json.dumps(_fail("bad_json", f"bad request: {exc}"))
    try:
        return json.dumps(_dispatch(req), ensure_ascii=False)
    except PiquetError as err:
        shown: Lang = _lang(req.get("lang", "en")) or "en"
        return json.dumps(
            _fail(err.code, error_message(err, shown), {k: str(v) for k, v in err.params.items()}),
            ensure_ascii=False,
        )


__all__ = ["error_message", "handle", "typed_hand_seed"]
