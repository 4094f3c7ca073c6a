# ruff: noqa: RUF001, RUF003  (Cyrillic and typographic signs are intended)
"""Every check of what a reader reads, over one line of text, for the built pages and for the
text the drills, the deal viewer and the play pages write in the browser.

:func:`line_faults` runs on one line of a language:

* the wrong term variants of ``locales/terms.toml`` (:func:`generators.glossary.wrong_variants`);
* the developer's words a reader must never see (:data:`FORBIDDEN`: "seed 7", "stream");
* the typography of ``typography.py``: numbers (grouping, decimal comma, true minus) in French
  and Russian, the French spaces and apostrophe, Russian number and noun kept together;
* a capital after a verdict's colon (« Juste : Ni pic ni repic », Russian Y5);
* the quotation rules added here: no narrator's note inside a quoted call (« Tierce majeure.
  (Il a aussi : tierce basse.) » — French review 2026-12, Russian Y2), and in
  Russian no full stop inside «» (a quoted call ends outside: «Терц-мажор».), no «» directly
  inside «» (inner quotes are „лапки“, Russian Y8, Y11), no straight "quotes" (Y13).

The browser test (``tests/browser/test_learner_text.py``) and the site tests import it;
``tests/site`` is on the path of both.
"""

from __future__ import annotations

import re

from typography import (
    Fault,
    french_apostrophe_faults,
    french_punctuation_faults,
    number_faults,
    russian_number_space_faults,
)

from generators.glossary import wrong_variants

#: What a reader must never see: the project's source numbers, seeds and streams, "generated".
FORBIDDEN = re.compile(
    r"\bseeds?\s+0\d\d|\bsources?\s+0\d\d|источник\w*\s+0\d\d|\bseed\s+\d|\bseeded\b"
    r"|\bstream\b|\(generated\)|\(générée?s?\)|\(сгенерирован\w*\)|\bgraines?\b|\bзерн\w*"
    r"|\bthe seed\b|Rules engine ready|Moteur de règles prêt|Движок правил готов"
    r"|by expected value|piquet_core",
    re.IGNORECASE,
)

#: A quotation of each language's marks: « … », “ … ”, „ … “ (no quotation inside).
_QUOTED = re.compile(r"«[^«»]*»|“[^“”]*”|„[^„“]*“")
#: A note in brackets after a sentence inside a quotation: the narrator speaking in the
#: player's words (a gloss of a title, « Calling (les annonces) », is not a note).
_NOTE = re.compile(r"[.!?…]\s*\([^()]*\)")


def narrator_faults(line: str) -> list[Fault]:
    """A parenthesis inside a quotation: what a player says aloud carries no narrator's note
    (« Tierce majeure. (Il a aussi : tierce basse.) » is « Tierce majeure » (il a aussi une
    tierce basse))."""
    return [
        Fault("narrator's note inside the quotation", m.group(0))
        for m in _QUOTED.finditer(line)
        if _NOTE.search(m.group(0))
    ]


_CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
#: A full stop closing a Russian quotation, but not an abbreviation («XIX в.», «т. д.»).
_RU_STOP = re.compile(r"(?<![\s.]\w)(?<!\b\w)\.»")


def russian_quote_faults(line: str) -> list[Fault]:
    """Russian quotation marks: no full stop before the closing » (the sentence's stop goes
    after it: «Терц-мажор».), inner quotes „ “ (never ««…»» nor «…«…»…»), no straight
    quotes."""
    english = [
        (q.start(), q.end()) for q in _QUOTED.finditer(line) if not _CYRILLIC.search(q.group(0))
    ]
    faults = [
        Fault("full stop inside «» (put it after »)", line[max(0, m.start() - 30) : m.end()])
        for m in _RU_STOP.finditer(line)
        if not any(a < m.start() < b for a, b in english)  # «Good.»: English keeps its stop
    ]
    depth = 0
    for i, ch in enumerate(line):
        if ch == "«":
            depth += 1
            if depth == 2:
                faults.append(
                    Fault("«» inside «» (inner quotes are „ “)", line[max(0, i - 20) : i + 30])
                )
        elif ch == "»":
            depth = max(0, depth - 1)
    faults += [
        Fault("straight quotes (use «» or „ “)", m.group(0))
        for m in re.finditer(r'"[^"\n]{1,60}"', line)
        if _CYRILLIC.search(line)
    ]
    return faults


#: A verdict and its colon, then the ruling or the option's label: « Juste : », «Не «5»:».
_VERDICT = {
    "en": re.compile(r"^(?:Right|No|Not “[^”]*”|Not \S+)\s*:\s+(?P<word>[A-Z]\w*)"),
    "fr": re.compile(
        r"^(?:Juste|Non|(?:Non, pas|Pas) (?:«[^»]*»|\S+))[\s\u00a0\u202f]*:[\s\u00a0]+"
        r"(?P<word>[A-ZÀ-Ý]\w*)"
    ),
    "ru": re.compile(
        r"^(?:(?:Верно|Нет)\s*[:.]|(?:Не «[^»]*»|Не [^\s.]+)\s*:)\s+(?P<word>[А-ЯЁ]\w*)"
    ),
}
#: Names that keep their capital after the verdict's colon.
_NAMES = re.compile(r"^(?:Cavendish|Foster|Law|Кавендиш\w*|Фостер\w*)$")


def verdict_faults(line: str, lang: str) -> list[Fault]:
    """A capital after the verdict's colon: the ruling or the label goes on the sentence in
    lower case (« Juste : ni pic ni repic — … », «Верно: от 0 до 4 карт»; Russian review
    2026-12, Y5). A name keeps its capital; a quoted call starts with a quotation mark."""
    m = _VERDICT[lang].match(line)
    if m is None or _NAMES.match(m.group("word")) or len(m.group("word")) == 1:
        return []
    return [Fault("capital after the verdict's colon", line[: m.end() + 20])]


_SENTENCE_END = re.compile(
    r"(?:(?<=[.!?…])|(?<=[.!?…][\u00a0\u202f]»))[\s\u00a0\u202f]+(?=[«„(\"A-ZÀ-ÝА-ЯЁ]|%\(|\{)"
)
_COLON = re.compile(r"(?<!\d):(?!\d|//)")
#: A French sentence's colon has its space before it (U+00A0); a colon with none is a quoted
#: English title's (« Foster's Complete Hoyle: An Encyclopedia of Games »).
_FRENCH_COLON = re.compile(r"(?<=[\s\u00a0]):")


def colon_faults(line: str, lang: str) -> list[Fault]:
    """Two colons in a row in one sentence: a label ending with a colon before a sentence
    that has its own (« Votre jeu maintenant : point : … », « Lecture retenue : non : … »,
    « Pas le meilleur : … (le vôtre : … ») (French review 2026-12). A list of labels, each
    with its colon, separated by ``;`` (« point : … ; séquences : … ») is one; so is what
    follows a dash (« Votre jeu maintenant — point : … »). What is inside quotation marks is
    left out."""
    faults = []
    for sentence in _SENTENCE_END.split(line):
        # a quotation's own colons are the quoted text's, not the sentence's
        sentence = re.sub(r"«[^»]*»|“[^”]*”|\"[^\"]*\"", "«»", sentence)
        # a dialogue's turns (« Le premier : « … » · Le second : « … » ») are one each
        for clause in re.split(r" — | · ", sentence):
            parts = re.split(r"[\u202f\s]?;", clause)
            colon = _FRENCH_COLON if lang == "fr" else _COLON
            counts = [len(colon.findall(p)) for p in parts]
            if max(counts, default=0) > 1 or (
                sum(1 for c in counts if c) > 1 and 0 in counts[counts.index(1) :]
            ):
                faults.append(Fault("a colon after a colon in one sentence", clause[:90]))
    return faults


def line_faults(line: str, lang: str, where: str = "") -> list[str]:
    """Every fault of one line of ``lang`` text; ``where`` (a path, a drill's name) selects
    the term variants with a scope (the Bezique four)."""
    hits = list(wrong_variants(line, lang, where))
    hits += [f"developer's word: {m.group(0)!r}" for m in FORBIDDEN.finditer(line)]
    faults = narrator_faults(line) + verdict_faults(line, lang)
    if lang in ("fr", "ru"):
        faults += number_faults(line, lang)
    if lang == "fr":
        faults += french_punctuation_faults(line) + french_apostrophe_faults(line)
    if lang == "ru":
        faults += russian_number_space_faults(line) + russian_quote_faults(line)
    return hits + [str(f) for f in faults]
