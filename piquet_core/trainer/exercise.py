"""An exercise: a hand, questions with their answer key, and itemised feedback, all translated.

An :class:`Exercise` carries everything the page needs, so checking an answer needs no engine
round trip: each question holds its answer and the feedback for each outcome, written by the
engine in the page's language. It is data: :meth:`Exercise.to_dict` is what the site's
template renders at build time (``generators/templates/exercise.html.j2``, the first exercises
of a page, usable before Pyodide has loaded) and the page script in the browser (every later
deal, ``docs/assets/trainer/exercise.js``); the buttons' words are the page's.
:func:`check` is the reference implementation of the comparison that
``docs/assets/trainer/check.js`` performs; the tests hold the two to the same results.

Question kinds:

* ``number``: an integer; ``right`` / ``wrong`` feedback (``{given}`` is replaced by the answer).
* ``choice``: one option; ``answer`` may list several acceptable values (Cavendish's "Equal"
  and the modern "Making?" both answer an equal point).
* ``multi``: any subset of the options; each option says what it means to have claimed it,
  missed it, or claimed it wrongly (the cribbage "muggins" way: every item is judged).
* ``cards``: cards chosen from the exercise's ``listbox`` hand (a WAI-ARIA multi-select
  listbox); such an exercise is checked by the engine (``engine_check``), in the worker.

A question with ``show_if`` is shown only while another question has one of the given values
(the dialogue: "Forty-eight." follows "Making?"), or, when no value is given, once that
question has any answer.

A ``step`` question is a move of the dialogue at the table: the learner says it (a button per
call, or a number and "Say it"), it is judged at once and can no longer change, and the
adversary's ``reply`` (what he says to the right call, e.g. younger's "Making?") is shown with
it, so that the next step is asked with what a player at the table would know.

A worksheet prints the same questions on every hand of a drill, whatever the answers: an
exercise whose screen asks fewer (a follow-up that its right answers never reach) carries its
``sheet``, the questions as printed, where such a follow-up is printed too and the
key says it is not asked. A sheet question's ``condition`` is what the paper says before it
when it follows another's words (younger's "Making?"), and its ``sheet_reply`` the adversary's
words the paper prints after it: only those the learner needs for the next questions, never
one that tells an answer (the whole ``reply`` is in the key).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from piquet_core.cards import Card, Hand, as_instance, card_name
from piquet_core.errors import PiquetError
from piquet_core.trainer.i18n import Lang

Kind = Literal["number", "choice", "multi", "cards"]
Status = Literal["right", "missed", "wrong", "info"]
GIVEN = "{given}"
"""Placeholder in a "wrong" text, replaced by the answer given (in Python and in JS)."""

_SUIT_CLASS = {0: "s", 1: "h", 2: "d", 3: "c"}


@dataclass(frozen=True)
class Option:
    """One option of a ``choice`` or ``multi`` question, with its feedback texts."""

    value: str
    label: str
    right: str = ""
    missed: str = ""
    wrong: str = ""


@dataclass(frozen=True)
class Question:
    """A question, its answer key and its feedback."""

    id: str
    kind: Kind
    label: str
    answer: tuple[str, ...]
    options: tuple[Option, ...] = ()
    right: str = ""
    wrong: str = ""
    show_if: tuple[str, tuple[str, ...]] | None = None
    step: bool = False
    reply: str = ""
    condition: str = ""
    sheet_reply: str = ""
    before: tuple[str, ...] = ()
    """What was said at the table since the previous question, shown just above this one, so
    the calls read in the order of the dialogue ("Elder calls no sequence." after
    his point: Cavendish, Law 46; French review 2026-12, S17). Only on a question always shown
    (no ``show_if``)."""

    def __post_init__(self) -> None:
        if self.before and self.show_if is not None:
            raise ValueError("a question shown only after an answer cannot carry narration")

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "id": self.id,
            "kind": self.kind,
            "label": self.label,
            "answer": list(self.answer),
            "right": self.right,
            "wrong": self.wrong,
            "options": [vars(o) for o in self.options],
            "step": self.step,
            "reply": self.reply,
        }
        if self.show_if is not None:
            out["show_if"] = {"q": self.show_if[0], "in": list(self.show_if[1])}
        if self.before:
            out["before"] = list(self.before)
        return out


@dataclass(frozen=True)
class ShownHand:
    """A hand on the table: whose it is (already translated) and its cards."""

    label: str
    cards: Hand


@dataclass(frozen=True)
class Rule:
    """The rule behind the answer and where it is written, e.g. "Cavendish, Law 62"."""

    text: str
    source: str


@dataclass(frozen=True)
class Exercise:
    """One exercise of a drill, in one language, reproducible from ``(drill, seed)``."""

    drill: str
    seed: str
    lang: Lang
    prompt: str
    hands: tuple[ShownHand, ...]
    questions: tuple[Question, ...]
    explanation: tuple[str, ...]
    rules: tuple[Rule, ...]
    lines: tuple[str, ...] = field(default=())  # extra context (e.g. the calls so far)
    submit: Literal["check", "discard_draw", "discard"] = (
        "check"  # the submit button's word (ui_strings)
    )
    highlight: tuple[Card, ...] = ()  # the cards the answer is about, lit after checking
    listbox: ShownHand | None = None  # the cards a ``cards`` question chooses from
    engine_check: bool = False  # checked by the engine (worker), not by the answer key
    classes: tuple[str, ...] = ()  # what makes the hand hard (piquet_core.trainer.classes)
    sheet: tuple[Question, ...] = ()  # the questions a worksheet prints, if not ``questions``
    rating: int | None = None  # a puzzle's difficulty, which the learner's rating meets
    most: int | None = None  # the most cards a ``cards`` question marks, if not five (Law 21)

    @property
    def sheet_questions(self) -> tuple[Question, ...]:
        """The questions as a worksheet prints them (the same on every hand of a drill)."""
        return self.sheet or self.questions

    @property
    def uid(self) -> str:
        """A prefix for element ids, unique per exercise on a page."""
        return f"pq-{self.drill}-{self.seed}"

    def to_dict(self) -> dict[str, object]:
        """The JSON-ready form the page's script reads."""
        return {
            "drill": self.drill,
            "seed": self.seed,
            "lang": self.lang,
            "uid": self.uid,
            "hands": [_hand_dict(h, self.lang) for h in self.hands],
            "questions": [q.to_dict() for q in self.questions],
            "explanation": list(self.explanation),
            "rules": [vars(r) for r in self.rules],
            "engine_check": self.engine_check,
            "highlight": [str(c) for c in self.highlight],
            "classes": list(self.classes),
            "prompt": self.prompt,
            "lines": list(self.lines),
            "listbox": None if self.listbox is None else _hand_dict(self.listbox, self.lang),
            "submit": self.submit,
            # only a puzzle has one: the other drills' exercises stay as they were
            **({} if self.rating is None else {"rating": self.rating}),
            **({} if self.most is None else {"most": self.most}),
        }


def _hand_dict(shown: ShownHand, lang: Lang) -> dict[str, object]:
    return {"label": shown.label, "cards": [_card_dict(c, lang) for c in shown.cards]}


def _card_dict(card: Card, lang: Lang) -> dict[str, str]:
    return {
        "code": str(card),
        "text": card.format(lang),
        "name": card_name(card, lang),
        "suit": _SUIT_CLASS[card.suit.value],
    }


_NUMBER = re.compile(r"[+]?([0-9]+)(?:[.,]([0-9]+))?")
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009']")


def number_text(text: str) -> str:
    """A whole number however it is written ("48", " 48.0", "48,00", "+48", "1 152") in its
    plain form ("48"); anything else as it was typed (then it is not the answer, and the
    feedback quotes it). ``readAnswers`` in check.js does the same."""
    plain = _SPACES.sub("", text)
    m = _NUMBER.fullmatch(plain)
    if m is None or (m.group(2) is not None and m.group(2).strip("0")):
        return text.strip()
    return str(int(m.group(1)))


@dataclass(frozen=True)
class Feedback:
    """The outcome of :func:`check`: all right or not, and the itemised lines."""

    correct: bool
    items: tuple[tuple[Status, str], ...]


def _visible(q: Question, answers: Mapping[str, Sequence[str]]) -> bool:
    if q.show_if is None:
        return True
    ref, values = q.show_if
    given = [v for v in answers.get(ref, ()) if v.strip()]
    return any(v in values for v in given) if values else bool(given)


def _answers(answers: object) -> dict[str, Sequence[str]]:
    """``answers`` as :func:`check` reads them: a mapping of question ids to the values given,
    a list of strings or one string (``{"point": "5"}`` is ``{"point": ["5"]}``, not the
    characters of ``"48"``); anything else is a :class:`PiquetError` (code ``bad_argument``)."""
    if isinstance(answers, Mapping):
        out: dict[str, Sequence[str]] = {}
        for key, given in answers.items():
            if isinstance(given, str):
                given = (given,)
            if (
                not isinstance(key, str)
                or isinstance(given, (bytes, Mapping))
                or not (isinstance(given, Sequence) and all(isinstance(v, str) for v in given))
            ):
                break
            out[key] = given
        else:
            return out
    raise PiquetError(f"answers: a question id for each list of answers, not {answers!r}",
                      code="bad_argument", params={"argument": "answers"})  # fmt: skip


ENGINE_CHECKS: Final = {
    "exchange": (
        "piquet_core.trainer.exchange:check_exchange",
        "piquet_core.trainer.exchange:advice_for",
    ),
    "puzzles": (
        "piquet_core.trainer.puzzle_drill:check_discard",
        "piquet_core.trainer.puzzle_drill:prepare_discard",
    ),
}
"""The drills whose exercises the engine checks (``engine_check``: a discard), each with its
judge, ``(seed, lang, card codes) -> (Feedback, working)``, and what warms the judge's cache
while the learner thinks, ``(seed) -> ...``; named as :data:`~piquet_core.trainer.DRILLS`
names the builders: the drills' modules build on this one."""


def engine_judge(drill: str, prepare: bool = False) -> Callable[..., Any]:
    """The judge of ``drill``'s discards (:data:`ENGINE_CHECKS`), or what prepares it."""
    module, name = ENGINE_CHECKS[drill][1 if prepare else 0].split(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def check(ex: Exercise, answers: Mapping[str, Sequence[str]]) -> Feedback:
    """Compare ``answers`` (question id → given values) with the key; itemise every point.
    ``ex`` is an :class:`Exercise`, ``answers`` as :func:`_answers` reads them. A discard (the
    exchange, a discard puzzle: ``engine_check``) is judged by the exchange advisor, as the
    page's engine judges it."""
    ex = as_instance(ex, Exercise, "ex", "an exercise (trainer.exercise)")
    answers = _answers(answers)
    # an answer to a question the exercise does not ask is another exercise's, or a typo in
    # an id: refused, never graded as if it had not been given
    unknown = sorted(set(answers) - {q.id for q in ex.questions})
    if unknown:
        raise PiquetError(
            f"answers: no question {unknown[0]!r} in this exercise "
            f"(its questions: {', '.join(q.id for q in ex.questions)})",
            code="unknown_question", params={"argument": "answers", "question": unknown[0]},
        )  # fmt: skip
    if ex.engine_check:  # a discard: the exchange advisor judges it, not a key
        codes = [v.strip() for v in answers.get("discard", ()) if v.strip()]
        feedback: Feedback = engine_judge(ex.drill)(ex.seed, ex.lang, codes)[0]
        return feedback
    items: list[tuple[Status, str]] = []
    correct = True
    for q in ex.questions:
        if not _visible(q, answers):
            continue
        given = [v.strip() for v in answers.get(q.id, ()) if v.strip()]
        if q.kind == "number":
            given = [number_text(v) for v in given]
        if q.kind == "multi":
            chosen = set(given)
            expected = set(q.answer)
            for o in q.options:
                if o.value in expected and o.value in chosen:
                    items.append(("right", o.right))
                elif o.value in expected:
                    items.append(("missed", o.missed))
                    correct = False
                elif o.value in chosen:
                    items.append(("wrong", o.wrong))
                    correct = False
            if not expected and not chosen:
                items.append(("right", q.right))
            continue
        value = given[0] if given else ""
        if value in q.answer:
            items.append(("right", q.right.replace("{given}", _label(q, value))))
        else:
            correct = False
            shown = _given(ex.lang, q, value) if value else "—"
            items.append(("missed" if not value else "wrong", q.wrong.replace("{given}", shown)))
    return Feedback(correct, tuple(items))


def _given(lang: Lang, q: Question, value: str) -> str:
    """The answer given, as the feedback quotes it: an option's label, or a whole number
    written as the page's language writes numbers (« Non, pas 1 153 », not « pas 1153 »);
    ``check`` in check.js does the same."""
    if q.kind == "number" and re.fullmatch("[0-9]+", value):
        from piquet_core.trainer.words import number  # words imports the engine's modules

        return number(lang, int(value))
    return _label(q, value)


def _label(q: Question, value: str) -> str:
    for o in q.options:
        if o.value == value:
            return o.label
    return value
