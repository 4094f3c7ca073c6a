"""Printable worksheets (issue 14 §4): N fresh hands of a drill, and their answer key.

A worksheet is reproducible from ``(drill, seed, n, lang)``: the hands' seeds are drawn, in
order, from a generator seeded with the worksheet's own seed, so the sheet's number printed in
its header deals the same hands again (and a sheet of 6 hands is the first 6 of a sheet of 24
with the same number). Each hand is the drill's own exercise (:func:`piquet_core.trainer.
exercise`), so the questions and the key are the ones the drill checks on screen: the key
gives, for every question a player at the table would be asked, the right answer, then the
engine's working (the exercise's explanation; for the exchange, the advisor's discard and
what it would have drawn). The rules behind the answers are printed once, at the end of the
key, with their sources.

The HTML has two sections, the sheet and the key; the page's print styles (trainer.css) put
the key on a page of its own (``break-before: page``). Every word comes from the ``trainer``
catalog, in the page's language.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass
from typing import Final

from piquet_core.cards import Hand
from piquet_core.errors import PiquetError
from piquet_core.trainer.exercise import Exercise, Question
from piquet_core.trainer.exercise import hand_html as _hand_html
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import check_seed, new_seed

MIN_HANDS: Final = 1
MAX_HANDS: Final = 48
"""A worksheet holds 1 to 48 hands (the page offers 6, 12 and 24)."""
HAND_CHOICES: Final = (6, 12, 24)
"""The numbers of hands the page offers."""


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

    def render_html(self, title: str) -> str:
        """The sheet and its key as HTML (``title``: the drill's name, already translated)."""
        return render_worksheet(self, title)


def worksheet(drill: str, seed: str, n: object, lang: Lang) -> Worksheet:
    """The worksheet ``seed`` of ``n`` hands of ``drill`` in ``lang``."""
    from piquet_core.trainer import exercise

    seeds = worksheet_seeds(check_seed(seed), hand_count(n))
    return Worksheet(drill, seed, lang, tuple(exercise(drill, s, lang) for s in seeds))


# --- the key ----------------------------------------------------------------------------------


def _asked(ex: Exercise) -> tuple[Question, ...]:
    """The questions asked when every answer is the key's (a question shown only after a
    given answer, e.g. "Forty-one." after "Making?", is asked only if that answer is right)."""
    key = {q.id: q.answer for q in ex.questions}
    out = []
    for q in ex.questions:
        if q.show_if is not None:
            ref, values = q.show_if
            given = key.get(ref, ())
            if values and not any(v in values for v in given):
                continue
        out.append(q)
    return tuple(out)


def _label(q: Question, value: str) -> str:
    return next((o.label for o in q.options if o.value == value), value)


def answer_key(ex: Exercise, tr: Translator) -> tuple[tuple[KeyLine, ...], tuple[str, ...]]:
    """``ex``'s answers (one :class:`KeyLine` per question asked) and its working: the
    exercise's explanation, or for a drill checked by the engine (the exchange) the advisor's
    discard and what it would have drawn (:func:`piquet_core.trainer.exchange.expert_lines`)."""
    lines: list[KeyLine] = []
    working = ex.explanation
    for q in _asked(ex):
        if q.kind == "cards":
            from piquet_core.trainer.exchange import advice_for, expert_lines

            best = advice_for(ex.seed).best.discard
            lines.append(KeyLine(q.label, Hand(best).format(ex.lang)))
            expert = expert_lines(ex.seed, ex.lang)
            working = (expert[0], expert[-2])
        elif q.kind == "multi":
            chosen = [o.label for o in q.options if o.value in q.answer]
            lines.append(KeyLine(q.label, ", ".join(chosen) or tr.gettext("none")))
        else:
            # several acceptable answers ("Making?" and "Equal" to an equal point): each one
            lines.append(KeyLine(q.label, " / ".join(_label(q, v) for v in q.answer)))
    return tuple(lines), tuple(working)


# --- HTML -------------------------------------------------------------------------------------


def _shown(ex: Exercise) -> str:
    """What the exercise shows before its questions (its hands, the calls so far), as the
    drill renders it on screen: the exercise's own HTML, up to its form, without the prompt."""
    page = ex.render_html()
    start = page.index("</p>", page.index('class="pq-prompt"')) + len("</p>")
    shown = page[start : page.index('<form class="pq-form"')]
    if ex.listbox is not None:  # the exchange: the hand to discard from
        label = html.escape(ex.listbox.label)
        shown += f'<p class="pq-hand-label">{label}</p>'
        shown += _hand_html(ex.listbox.cards, ex.lang, ex.listbox.label)
    return shown


def _box(text: str) -> str:
    return f'<li><span class="pq-sheet-box" aria-hidden="true"></span> {html.escape(text)}</li>'


def _question_html(q: Question, ex: Exercise, tr: Translator) -> str:
    e = html.escape
    head = e(q.label)
    if q.show_if is not None and q.show_if[1]:
        ref = next((x for x in ex.questions if x.id == q.show_if[0]), None)
        if ref is not None:
            answers = " / ".join(_label(ref, v) for v in q.show_if[1])
            head = e(tr.gettext("Only if you answered {answers}:").format(answers=answers))
            head += " " + e(q.label)
    if q.kind == "number":
        body = '<span class="pq-sheet-line"></span>'
        out = f'<p class="pq-sheet-q">{head} {body}</p>'
    elif q.kind == "cards":
        text = tr.gettext("Cross out the cards you discard (one to five).")
        out = f'<p class="pq-sheet-q">{e(text)}</p>'
    else:
        if q.kind == "multi":
            head += " " + e(tr.gettext("(tick all that apply)"))
        options = "".join(_box(o.label) for o in q.options)
        out = (
            f'<div class="pq-sheet-q"><p>{head}</p>'
            f'<ul class="pq-sheet-options">{options}</ul></div>'
        )
    if q.step and q.reply:
        replies = "".join(f"<li>{e(r)}</li>" for r in q.reply.splitlines() if r.strip())
        out += f'<ul class="pq-sheet-reply">{replies}</ul>'
    return out


def _hand_title(tr: Translator, i: int) -> str:
    return html.escape(tr.gettext("Hand {n}").format(n=i))


def render_worksheet(sheet: Worksheet, title: str) -> str:
    """See :meth:`Worksheet.render_html`."""
    tr = translator(sheet.lang)
    e = html.escape
    n = len(sheet.exercises)
    number = tr.ngettext(
        "Worksheet number {seed} · {n} hand", "Worksheet number {seed} · {n} hands", n
    ).format(seed=sheet.seed, n=n)
    reprint = tr.gettext(
        "To print the same hands again, give this number under “Print a worksheet” on the "
        "drill's page."
    )
    sheet_title = tr.gettext("Piquet worksheet — {drill}").format(drill=title)
    key_title = tr.gettext("Answer key — {drill}").format(drill=title)
    common = sheet.exercises[0].prompt if sheet.exercises else ""
    # TRANSLATORS: the pupil writes his name after it, on a printed worksheet
    name = tr.gettext("Name:")
    date = tr.gettext("Date:")
    rules_title = tr.gettext("The rules")
    parts = [
        f'<div class="pq-sheet-doc" lang="{sheet.lang}" data-drill="{e(sheet.drill)}" '
        f'data-seed="{e(sheet.seed)}" data-hands="{n}">',
        '<section class="pq-sheet-page pq-sheet-questions">',
        f'<h1 class="pq-sheet-title">{e(sheet_title)}</h1>',
        f'<p class="pq-sheet-name">{e(name)} <span class="pq-sheet-line"></span> '
        f'{e(date)} <span class="pq-sheet-line"></span></p>',
        f'<p class="pq-sheet-number">{e(number)}</p>',
        f'<p class="pq-sheet-prompt">{e(common)}</p>',
        '<ol class="pq-sheet-hands">',
    ]
    for i, ex in enumerate(sheet.exercises, 1):
        parts.append(
            f'<li class="pq-sheet-hand" data-seed="{e(ex.seed)}"><h2>{_hand_title(tr, i)}</h2>'
        )
        if ex.prompt != common:
            parts.append(f'<p class="pq-sheet-prompt">{e(ex.prompt)}</p>')
        parts.append(_shown(ex))
        parts.extend(_question_html(q, ex, tr) for q in ex.questions)
        parts.append("</li>")
    parts += [
        "</ol>",
        f'<p class="pq-sheet-reprint">{e(reprint)}</p>',
        "</section>",
        '<section class="pq-sheet-page pq-sheet-key">',
        f'<h1 class="pq-sheet-title">{e(key_title)}</h1>',
        f'<p class="pq-sheet-number">{e(number)}</p>',
        '<ol class="pq-sheet-keys">',
    ]
    rules: list[tuple[str, str]] = []
    for i, ex in enumerate(sheet.exercises, 1):
        lines, working = sheet.key(ex)
        parts.append(f'<li class="pq-sheet-keyitem"><h2>{_hand_title(tr, i)}</h2><dl>')
        for line in lines:
            parts.append(f"<dt>{e(line.question)}</dt><dd>{e(line.answer)}</dd>")
        parts.append("</dl>")
        if working:
            parts.append('<ul class="pq-sheet-working">')
            parts.extend(f"<li>{e(w)}</li>" for w in working)
            parts.append("</ul>")
        parts.append("</li>")
        for rule in ex.rules:
            if (rule.text, rule.source) not in rules:
                rules.append((rule.text, rule.source))
    parts.append("</ol>")
    if rules:
        parts.append(f'<h2 class="pq-sheet-rules-title">{e(rules_title)}</h2>')
        parts.append('<ul class="pq-sheet-rules">')
        parts.extend(f"<li>{e(text)} <cite>({e(source)})</cite></li>" for text, source in rules)
        parts.append("</ul>")
    parts.append("</section></div>")
    return "".join(parts)


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
    }
