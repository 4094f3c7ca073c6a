# ruff: noqa: RUF001, RUF002, RUF003  (Cyrillic and typographic signs are intended)
"""French and Russian typography rules of the site, as functions over one line of prose.

The rules (TRANSLATING.md, "Typography"):

* **Numbers** of four digits or more are grouped by threes with a no-break space, U+202F
  (narrow, Babel's French) or U+00A0 (Babel's Russian): « 1 152 », « 28 967 278 ». Years are
  not grouped (1651, 1882): a four-digit number from 1000 to 2099 is a year when its context
  says so (see :func:`is_year`), and a quantity otherwise.
* **Decimal comma**: « 220,27 », never « 220.27 ».
* **Minus** is U+2212: « −30 », never a hyphen « -30 ».
* **French punctuation**: U+202F before ``; ! ?``, a no-break space (U+00A0 or U+202F) before
  ``:`` and inside « », never a plain space nor none. English and Russian quotations
  (Cavendish's words, the Russian handbook's) keep their own punctuation inside; their « »
  are the French sentence's and take its spaces: « Безик », not «Безик».
* **French apostrophe**: the typographic apostrophe U+2019, « l’écart », « aujourd’hui »,
  never the straight U+0027 (French review 2026-12, Ty1). English quotations and titles
  (« the elder hand's point », *Foster's Complete Hoyle*) keep theirs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from page_text import english_quotation

NBSP, NNBSP = "\u00a0", "\u202f"
GROUP = f"[{NBSP}{NNBSP}]"
#: A number as written: digits, maybe grouped with no-break spaces, maybe a decimal part.
NUMBER = re.compile(rf"(?<![\w.,{NBSP}{NNBSP}-])\d+(?:{GROUP}\d{{3}})*(?:[.,]\d+)?(?![\w])")

#: Words before a number that make it a date: « en 1882 », « dès 1651 », « в 1882 году ».
YEAR_BEFORE = {
    "fr": re.compile(
        r"(?:\b(?:en|de|dès|depuis|vers|avant|après|jusqu'en|jusqu’en|années?|an|ans|édition|"
        r"éd\.|paru|parue|publié|publiée|mort|né|née|Paris|Londres|"
        r"Rouen|Lyon|York|Bruxelles|Leipzig)|[A-Z][\w'’.]*\)?|[(\[*])[\s,]*$"
    ),
    "ru": re.compile(
        r"(?:\b(?:в|с|до|около|после|к|от|по|годах?|году|года|год|годы|и|или|изд\.|издание|"
        r"издания|Москва|М\.|СПб\.|Петербург|Лондон|Париж|York)|[A-ZА-ЯЁ][\w'’.]*\)?|[(\[*])"
        r"[\s,]*$"
    ),
}
#: Words after a number that make it a date: « 1534 ou 1535 », « 1882 г. », « 1380–1422 ».
YEAR_AFTER = {
    "fr": re.compile(r"^(?:[)–—\-]|\s+(?:ou|et)\s+(?:en\s+|de\s+)?\d{4})"),
    "ru": re.compile(r"^(?:[)–—\-]|\s+(?:г\.|гг\.|год\w*|или\s+\d{4}|и\s+\d{4}))"),
}
#: A noun after a number that makes it a quantity, whatever came before (« 1152 points »).
QUANTITY_AFTER = {
    "fr": re.compile(
        r"^\s*(?:points?|pts?|cartes?|mains?|donnes?|parties?|levées?|façons?|paires?|fois|"
        r"jeux|écarts?|manches?|coups?|contre\s+\d|%|×|\+|=)"
    ),
    "ru": re.compile(
        r"^\s*(?:очк\w*|карт\w*|рук\w*|сдач\w*|раздач\w*|парти\w*|взят\w*|способ\w*|пар\b|пары|"
        r"раз\b|раза|игр\w*|против\s+\d|%|×|\+|=)"
    ),
}


@dataclass(frozen=True)
class Fault:
    """One breach of a rule in a line: what, and the text around it."""

    rule: str
    context: str

    def __str__(self) -> str:
        return f"{self.rule}: …{self.context}…"


def _around(line: str, start: int, end: int, width: int = 25) -> str:
    return line[max(0, start - width) : end + width]


def is_year(line: str, start: int, end: int, lang: str) -> bool:
    """Whether the four-digit number ``line[start:end]`` is a year (not grouped).

    Only 1000 to 2099. A noun of quantity after it makes it a number (« 1152 points »); else a
    date word or a capitalised name before it (« en 1882 », « Foster 1897 », « (1885) »), or a
    range, a comma or the end of the sentence after it (« 1380–1422 », « 1647 ; »), make it a
    year. Anything else is a quantity: « une huitième 1152 », « le 1152 de la huitième ».
    """
    value = line[start:end]
    if not (len(value) == 4 and value.isdigit() and 1000 <= int(value) <= 2099):
        return False
    after = line[end:]
    if QUANTITY_AFTER[lang].match(after):
        return False
    before = line[:start]
    if re.search(r"\d{4}\s*[–—\-]\s*$", before) or re.search(
        r"\d{4}\s+(?:ou|et|à|или|и|до|по)\s+(?:de\s+|en\s+)?$", before
    ):
        return True  # the second year of a range or a pair
    if YEAR_AFTER[lang].match(after):
        return True
    return bool(YEAR_BEFORE[lang].search(before[-30:]))


def number_faults(line: str, lang: str) -> list[Fault]:
    """Ungrouped numbers, decimal points and hyphen minus signs in ``line``."""
    if english_quotation(line) and "«" not in line:
        return []  # a line in English (a quotation set apart keeps its own numbers)
    line = without_foreign_quotations(line, lang)
    faults = []
    for m in NUMBER.finditer(line):
        text = m.group(0)
        integer = re.split(r"[.,]", text)[0]
        digits = re.sub(GROUP, "", integer)
        if "." in text and re.fullmatch(r"\d+\.\d+", text):
            faults.append(Fault("decimal point", _around(line, m.start(), m.end())))
        if len(digits) >= 4 and not re.search(GROUP, integer):
            if not is_year(line, m.start(), m.start() + len(integer), lang):
                faults.append(Fault("ungrouped number", _around(line, m.start(), m.end())))
        elif re.search(GROUP, integer) and not re.fullmatch(
            rf"\d{{1,3}}(?:{GROUP}\d{{3}})+", integer
        ):
            faults.append(Fault("badly grouped number", _around(line, m.start(), m.end())))
    for m in re.finditer(r"(?<![\w\d)\]])-(?=\d)", line):
        faults.append(Fault("hyphen for minus", _around(line, m.start(), m.end())))
    for m in re.finditer(r"\b\d{1,3}(?: \d{3})+\b", line):
        faults.append(
            Fault("number grouped with a breaking space", _around(line, m.start(), m.end()))
        )
    return faults


_PAIRS = {"«": "»", "“": "”", "„": "“", "(": ")"}


def _spans(line: str) -> list[tuple[int, int]]:
    """The outermost quotations (« », “ ”, „ “, nested or not) and parentheses of ``line``."""
    spans, stack, start = [], [], 0
    for i, ch in enumerate(line):
        if stack and ch == stack[-1]:
            stack.pop()
            if not stack:
                spans.append((start, i + 1))
        elif ch in _PAIRS:
            if not stack:
                start = i
            stack.append(_PAIRS[ch])
    spans += [(m.start(), m.end()) for m in re.finditer(r'"[^"]*"', line)]
    return spans


def foreign_quotation(text: str) -> bool:
    """A quotation or parenthesis in English (Cavendish: one English word is enough in so
    short a span, « Making? ») or in Russian (seed 002): it keeps its own typography."""
    return english_quotation(text, least=1) or re.search("[а-яёА-ЯЁ]", text) is not None


def _blank_inside(quoted: str) -> str:
    """A foreign quotation with its words blanked out with "x", but not its French
    guillemets and the spaces inside them: the words keep their language's typography, the
    marks are the French sentence's own punctuation (« Безик », « the elder hand's point »)."""
    if not (quoted.startswith("«") and quoted.endswith("»")):
        return "x" * len(quoted)  # a parenthesis, or other marks: all in its own language
    head = re.match(r"«[\s\u00a0\u202f]?", quoted)
    tail = re.search(r"[\s\u00a0\u202f]?»$", quoted)
    assert head is not None and tail is not None
    inner = len(quoted) - head.end() - (tail.end() - tail.start())
    return head.group(0) + "x" * max(inner, 0) + tail.group(0)


#: An English title with its colon: "Foster's Complete Hoyle: An Encyclopedia of Games".
_TITLE = re.compile(r"(?:[A-Z][a-z'’]+ )*[A-Z][a-z'’]+: [A-Z][a-z]+")


def without_foreign_quotations(line: str, lang: str) -> str:
    """``line`` with each quotation or parenthesis in another language than ``lang``, and
    each English title, blanked out with "x" (same length, so the signs around it keep
    their neighbours)."""
    out = list(line)
    for start, end in _spans(line):
        quoted = line[start:end]
        foreign = english_quotation(quoted) or (lang == "fr" and foreign_quotation(quoted))
        if foreign:
            out[start:end] = _blank_inside(quoted)
    text = "".join(out)
    return _TITLE.sub(lambda m: "x" * len(m.group(0)), text) if lang == "fr" else text


def french_punctuation_faults(line: str) -> list[Fault]:
    """Spaces before ``; : ! ?`` and inside « » in one line of French."""
    if english_quotation(line) and "«" not in line:
        return []  # a line in English (a quotation set apart)
    text = without_foreign_quotations(line, "fr")
    faults = []
    for m in re.finditer(r"(.)([;!?])", text):
        before, sign = m.group(1), m.group(2)
        if before == NNBSP:
            continue
        if sign in "!?" and before in "!?":
            continue  # « ?! »
        if before in "(«[" or (sign == "?" and before == "¿"):
            continue
        kind = "no space" if not before.isspace() else f"U+{ord(before):04X}"
        faults.append(
            Fault(f"{kind} before « {sign} » (U+202F)", _around(text, m.start(), m.end()))
        )
    for m in re.finditer(r"(.):(?!//)", text):
        before = m.group(1)
        if before in (NBSP, NNBSP) or (before.isdigit() and text[m.end() : m.end() + 1].isdigit()):
            continue
        kind = "no space" if not before.isspace() else "a breaking space"
        faults.append(Fault(f"{kind} before « : » (U+00A0)", _around(text, m.start(), m.end())))
    for m in re.finditer(r"«(.)|(.)»", text):
        inside = m.group(1) if m.group(1) is not None else m.group(2)
        if inside not in (NBSP, NNBSP):
            faults.append(Fault("no no-break space inside « »", _around(text, m.start(), m.end())))
    return faults


#: Russian nouns that follow a number (``plurals.RUSSIAN_NOUNS``), every case.
_RUSSIAN_COUNTED = re.compile(
    r"(?<![\w,.])(\d+(?:,\d+)?) ((?:очк|карт|взят|сдач|задач|парти|игрок|королик|объявлен|"
    r"колод|показк|туз|корол|валет|десят)[а-яё]*)",
    re.IGNORECASE,
)


def russian_number_space_faults(line: str) -> list[Fault]:
    """A plain space between a number and the noun it counts, where a line could break:
    «5 очков» wants U+00A0."""
    return [
        Fault("breaking space between a number and its noun", _around(line, m.start(), m.end()))
        for m in _RUSSIAN_COUNTED.finditer(without_foreign_quotations(line, "ru"))
    ]


#: A French elision written with a straight apostrophe: « l'as », « qu'il », « jusqu'à »,
#: « aujourd'hui », « l'**atout** », « l'[exercice] », « l'« Égal » ». English has no such word
#: (« don't », « player's » have a letter before the n or the s).
STRAIGHT_ELISION = re.compile(
    r"(?i)(?<![\w])(?:[a-z]*qu|l|d|n|s|c|j|m|t|aujourd|prud|entr)'"
    r"(?=(?:\*{1,2}|_|\[|«[\u00a0\u202f ]?)?[a-zàâäéèêëîïôöùûüÿœæç])"
)


def french_apostrophe_faults(line: str) -> list[Fault]:
    """Straight apostrophes in the French elisions of ``line`` (not in quotations in another
    language): French typography writes U+2019."""
    text = without_foreign_quotations(line, "fr")
    return [
        Fault("straight apostrophe (U+2019)", _around(text, m.start(), m.end()))
        for m in STRAIGHT_ELISION.finditer(text)
    ]
