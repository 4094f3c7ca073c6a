"""Printable worksheets: N fresh hands of a drill, and their answer key.

A worksheet is reproducible from ``(drill, seed, n, lang)``: the hands' seeds are drawn, in
order, from a generator seeded with the worksheet's own seed, so the sheet's number printed in
its header deals the same hands again (and a sheet of 6 hands is the first 6 of a sheet of 24
with the same number). Each hand is the drill's own exercise (:func:`piquet_core.trainer.
exercise`), so the questions and the key are the ones the drill checks on screen: the key
gives, for every question a player at the table would be asked, the right answer, then the
engine's working (the exercise's explanation; for the exchange, the advisor's discard and
what it would have drawn). The rules behind the answers are printed once, at the end of the
key, with their sources.

The engine gives the sheet as data (:meth:`Worksheet.to_dict`); the page draws it
(``docs/assets/trainer/sheet.js``) in two sections, the sheet and the key, and its print
styles (trainer.css) put the key on a page of its own (``break-before: page``). Every word
comes from the ``trainer`` catalog, in the page's language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from piquet_core.cards import Hand
from piquet_core.errors import PiquetError
from piquet_core.trainer.exercise import Exercise, Question
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import check_seed, new_seed
from piquet_core.trainer.words import in_sentence

MIN_HANDS: Final = 1
MAX_HANDS: Final = 48
"""A worksheet holds 1 to 48 hands (the page offers 6, 12 and 24)."""
HAND_CHOICES: Final = (6, 12, 24)
"""The numbers of hands the page offers."""
PROMPTS_AT_TOP: Final = 2
"""At most this many prompts (the dialogue's two chairs) are printed once, at the top."""


class WorksheetSizeError(PiquetError):
    """A number of hands outside :data:`MIN_HANDS` .. :data:`MAX_HANDS`."""

    code = "bad_count"

    def __init__(self, got: object) -> None:
        super().__init__(
            f"a worksheet holds {MIN_HANDS} to {MAX_HANDS} hands, not {got!r}",
            params={"got": str(got), "min": MIN_HANDS, "max": MAX_HANDS},
        )


def hand_count(value: object) -> int:
    """``value`` as a number of hands (an int or its digits), else :class:`WorksheetSizeError`."""
    if isinstance(value, bool):
        raise WorksheetSizeError(value)
    try:
        n = int(str(value).strip())
    except ValueError:
        raise WorksheetSizeError(value) from None
    if not MIN_HANDS <= n <= MAX_HANDS:
        raise WorksheetSizeError(value)
    return n


def worksheet_seeds(seed: str, n: int) -> tuple[str, ...]:
    """The seeds of the ``n`` hands of worksheet ``seed``: distinct, in a fixed order."""
    rng = random.Random(f"piquet-worksheet:{check_seed(seed)}")
    seeds: list[str] = []
    while len(seeds) < hand_count(n):
        s = new_seed(rng)
        if s not in seeds:
            seeds.append(s)
    return tuple(seeds)


@dataclass(frozen=True)
class KeyLine:
    """One answer of the key: the question as asked and its answer, in the page's language."""

    question: str
    answer: str


@dataclass(frozen=True)
class Worksheet:
    """``n`` hands of ``drill`` for the worksheet ``seed``, in ``lang``, with their key."""

    drill: str
    seed: str
    lang: Lang
    exercises: tuple[Exercise, ...]

    def key(self, ex: Exercise) -> tuple[tuple[KeyLine, ...], tuple[str, ...]]:
        """The answers of ``ex`` and the engine's short working."""
        return answer_key(ex, translator(self.lang))

    def to_dict(self, title: str) -> dict[str, object]:
        """The sheet and its key as data (``title``: the drill's name, already translated)."""
        return sheet_dict(self, title)


def worksheet(drill: str, seed: str, n: object, lang: Lang) -> Worksheet:
    """The worksheet ``seed`` of ``n`` hands of ``drill`` in ``lang``."""
    from piquet_core.trainer import exercise

    seeds = worksheet_seeds(check_seed(seed), hand_count(n))
    return Worksheet(drill, seed, lang, tuple(exercise(drill, s, lang) for s in seeds))


# --- the key ----------------------------------------------------------------------------------


def _asked(ex: Exercise) -> tuple[tuple[Question, bool], ...]:
    """The questions a sheet prints (:attr:`Exercise.sheet_questions`), each with whether it
    is asked when every answer is the key's: a question shown only after a given answer
    (elder's "Forty-one." after "Making?") is asked only if that answer is right, and one
    printed only for the sheet's shape (a follow-up of younger's "Making?" that he does not
    ask) is not."""
    key = {q.id: q.answer for q in ex.questions}
    on_screen = {q.id for q in ex.questions}
    out = []
    for q in ex.sheet_questions:
        asked = not (q.condition and q.id not in on_screen)
        if q.show_if is not None:
            ref, values = q.show_if
            given = key.get(ref, ())
            if values and not any(v in values for v in given):
                asked = False
        out.append((q, asked))
    return tuple(out)


def _label(q: Question, value: str) -> str:
    return next((o.label for o in q.options if o.value == value), value)


def answer_key(ex: Exercise, tr: Translator) -> tuple[tuple[KeyLine, ...], tuple[str, ...]]:
    """``ex``'s answers (one :class:`KeyLine` per question printed, "— (not asked)" where the
    right answers do not lead to it) and its working: the exercise's explanation, or for a
    drill checked by the engine (the exchange) the advisor's discard and what it would have
    drawn (:func:`piquet_core.trainer.exchange.expert_lines`). The adversary's replies follow
    the answers they reply to."""
    lines: list[KeyLine] = []
    working = ex.explanation
    for q, asked in _asked(ex):
        if not asked:
            lines.append(KeyLine(q.label, tr.gettext("— (not asked)")))
        elif q.kind == "cards":
            from piquet_core.trainer.exchange import advice_for, expert_lines

            best = advice_for(ex.seed).best.discard
            asked_text = tr.gettext("Cross out the cards you discard (one to five).")
            lines.append(KeyLine(asked_text, Hand(best).format(ex.lang)))
            expert = expert_lines(ex.seed, ex.lang)
            working = (expert[0], expert[-2])
        elif q.kind == "multi":
            chosen = [o.label for o in q.options if o.value in q.answer]
            lines.append(KeyLine(q.label, _label_list(chosen, tr.lang) or tr.gettext("none")))
        else:
            # several acceptable answers ("Making?" and "Equal" to an equal point): each one
            answer = " / ".join(_label(q, v) for v in q.answer)
            if q.step and q.reply:
                replies = [r for r in q.reply.split("\n") if r.strip()]
                answer = _with_replies(answer, replies, _speaker(tr))
            lines.append(KeyLine(q.label, answer))
    return tuple(lines), tuple(working)


def _label_list(labels: list[str], lang: Lang) -> str:
    """Options' labels as one list: "Queens, Jacks"; in French and Russian only the first
    keeps its capital, as in a sentence (« Dames, valets », «Дамы, валеты»: Russian reading
    2026-12, Y6)."""
    if lang == "en":
        return ", ".join(labels)
    return ", ".join(labels[:1] + [in_sentence(label) for label in labels[1:]])


def _speaker(tr: Translator) -> str:
    """How younger's reply opens in the key ("Younger: “", «Сдающий: «»)."""
    return tr.gettext("Younger: “{reply}”").split("{reply}")[0]


def _with_replies(answer: str, replies: list[str], speaker: str) -> str:
    """An answer and the adversary's replies that follow it: younger's reply after a dash,
    each other line as a sentence of its own ('Three kings — Younger: "Not good." After your
    first lead, younger reckons: …'), not a second dash in a row (Russian reading 2026-12,
    S34: the Russian key read «… — Сдающий: «…» — После вашего первого хода …»), nor a
    sentence after a dash where younger says nothing («Ни трио, ни каре. Сдающему записывать
    нечего.», was «Ни трио, ни каре — Сдающему…», a capital after a dash)."""

    def ended(s: str) -> bool:
        return s.rstrip('\u00bb\u201d"\u00a0\u202f ').endswith((".", "!", "?", "\u2026"))

    text, sentences = answer, False
    for i, reply in enumerate(replies):
        if i == 0 and reply.startswith(speaker):
            text += " — " + reply
            continue
        text += (" " if ended(text) else ". ") + reply
        sentences = True
    # sentences end with a full stop, the last one too («…: «Три туза».»)
    return text + "." if sentences and not ended(text) else text


# --- the sheet as data (the page draws it: docs/assets/trainer/sheet.js) ------------------


def _condition(q: Question, ex: Exercise, tr: Translator) -> str:
    """For a question asked only after given answers to another ("Forty-one." after
    "Making?"), what the paper says before it: "Only if you answered “Making?” / “Equal.”:"."""
    if q.condition:
        return q.condition
    if q.show_if is None or not q.show_if[1]:
        return ""
    ref = next((x for x in ex.questions if x.id == q.show_if[0]), None)
    if ref is None:
        return ""
    # each answer quoted as words said ("“Making?” / “Equal.”"), as the calls are elsewhere
    answers = " / ".join(tr.gettext("“{said}”").format(said=_label(ref, v)) for v in q.show_if[1])
    return tr.gettext("Only if you answered {answers}:").format(answers=answers)


def sheet_words(tr: Translator, drill: str, drill_title: str, seed: str, n: int) -> dict[str, str]:
    """The sheet's own words, in the page's language (a Bezique drill's sheet is Bezique's)."""
    title = (
        tr.gettext("Bezique worksheet — {drill}")
        if drill == "bezique"
        else tr.gettext("Piquet worksheet — {drill}")
    )
    # a sheet of play puzzles counts puzzles, not hands
    puzzles = drill == "puzzles"
    number = (
        tr.ngettext(
            "Worksheet number {seed} · {n} puzzle", "Worksheet number {seed} · {n} puzzles", n
        )
        if puzzles
        else tr.ngettext(
            "Worksheet number {seed} · {n} hand", "Worksheet number {seed} · {n} hands", n
        )
    )
    return {
        "title": title.format(drill=drill_title),
        "key_title": tr.gettext("Answer key — {drill}").format(drill=drill_title),
        "number": number.format(seed=seed, n=n),
        "reprint": tr.gettext(
            "To print the same puzzles again, give this number under “Print a worksheet” on "
            "the drill's page."
        )
        if puzzles
        else tr.gettext(
            "To print the same hands again, give this number under “Print a worksheet” on "
            "the drill's page."
        ),
        # TRANSLATORS: the pupil writes his name after it, on a printed worksheet
        "name": tr.gettext("Name:"),
        "date": tr.gettext("Date:"),
        "rules": tr.gettext("The rules"),
        "hand": tr.gettext("Puzzle {n}") if puzzles else tr.gettext("Hand {n}"),
        "tick_all": tr.gettext("(tick all that apply)"),
        "cross_out": tr.gettext("Cross out the cards you discard (one to five)."),
    }


def sheet_dict(sheet: Worksheet, drill_title: str) -> dict[str, object]:
    """The worksheet as the page draws it: its words, and per hand the drill's exercise
    (:meth:`Exercise.to_dict`) with the questions as printed (the same on every hand), what
    the paper says before each conditional question, the adversary's words it prints after a
    step, the key's answers and working; the rules behind the answers, each once, with its
    source."""
    tr = translator(sheet.lang)
    hands: list[dict[str, object]] = []
    rules: list[dict[str, str]] = []
    # The prompt is printed once at the top when every hand shares it, or each of the two
    # chairs of the dialogue (each hand's label says which); else on each hand (the umpire's
    # cases, the bezique tricks).
    prompts = list(dict.fromkeys(ex.prompt for ex in sheet.exercises))
    if len(prompts) > PROMPTS_AT_TOP:
        prompts = []
    for ex in sheet.exercises:
        lines, working = sheet.key(ex)
        printed = ex.sheet_questions
        hands.append(
            {
                "exercise": {**ex.to_dict(), "questions": [q.to_dict() for q in printed]},
                "prompt": "" if prompts else ex.prompt,
                "conditions": {q.id: c for q in printed if (c := _condition(q, ex, tr))},
                # younger's words the paper prints after a step (the rest are in the key)
                "replies": {
                    q.id: [r for r in q.sheet_reply.split("\n") if r.strip()]
                    for q in printed
                    if q.sheet_reply
                },
                "key": [{"question": k.question, "answer": k.answer} for k in lines],
                "working": list(working),
            }
        )
        for rule in ex.rules:
            if vars(rule) not in rules:
                rules.append(dict(vars(rule)))
    return {
        "drill": sheet.drill,
        "seed": sheet.seed,
        "lang": sheet.lang,
        "words": sheet_words(tr, sheet.drill, drill_title, sheet.seed, len(sheet.exercises)),
        "prompts": prompts,
        "hands": hands,
        "rules": rules,
    }


def worksheet_strings(lang: Lang) -> dict[str, object]:
    """The words of the page's "Print a worksheet" panel and of the hand's pictures."""
    tr = translator(lang)
    return {
        "sheet_title": tr.gettext("Print a worksheet"),
        "sheet_hands": tr.gettext("Hands on the sheet"),
        "sheet_seed": tr.gettext("Worksheet number (leave empty for fresh hands)"),
        "sheet_print": tr.gettext("Print"),
        "sheet_close": tr.gettext("Close the worksheet"),
        "sheet_making": tr.gettext("Dealing the worksheet's hands…"),
        "sheet_ready": tr.gettext(
            "The worksheet is ready: the hands first, the answer key on a page of its own."
        ),
        "sheet_choices": list(HAND_CHOICES),
        "picture": tr.gettext("Picture of this hand, for slides"),
        "picture_words": tr.gettext("With the words"),
        # a sheet of the puzzles drill holds puzzles, as it says («Лист № … · 6 задач»)
        "puzzles:sheet_hands": tr.gettext("Puzzles on the sheet"),
        "puzzles:sheet_seed": tr.gettext("Worksheet number (leave empty for fresh puzzles)"),
        "puzzles:sheet_making": tr.gettext("Setting the worksheet's puzzles…"),
        "puzzles:sheet_ready": tr.gettext(
            "The worksheet is ready: the puzzles first, the answer key on a page of its own."
        ),
        "puzzles:picture": tr.gettext("Picture of this puzzle, for slides"),
    }
