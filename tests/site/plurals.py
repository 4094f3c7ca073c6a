# ruff: noqa: RUF001, RUF002  (Cyrillic and typographic signs are intended)
"""Number and noun agreement in Russian and French text.

Russian (the numeral governs its noun when the group is nominative or accusative):

* a number ending in 1, but not in 11: nominative singular — 1 очко, 21 карта, 1 151 очко;
* ending in 2, 3 or 4, but not in 12 to 14: genitive singular — 2 очка, 23 карты;
* any other whole number: genitive plural — 5 очков, 11 карт, 1 000 сдач;
* a fraction: genitive singular — 220,27 очка, 0,5 очка.

After a preposition or a word that takes the genitive (из, до, от, без, у, около, более,
менее, больше, меньше, свыше, после, кроме, против), the group is genitive: genitive singular
after a number ending in 1 (из 21 карты), genitive plural after any other (из 32 карт, после
69 взяток). A noun in another case (в 5 картах, с 2 картами, по 10 000 сдачам) is not
judged: only the nominative singular, genitive singular and genitive plural forms of the
nouns below are.

French: 0, 1 and any number below 2 take the singular (0 point, 1 point, 1,5 point), 2
and above the plural (2 points).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SPACE = "[ \u00a0\u202f]"
#: A number: digits grouped by no-break spaces, maybe with a decimal comma.
NUMBER = r"(?<![\w,.\-\u2212/×])(?<!\d )(?!0\d)(\d{1,3}(?:[\u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?"

#: Russian nouns the site counts: nominative singular, genitive singular, genitive plural.
RUSSIAN_NOUNS: tuple[tuple[str, str, str], ...] = (
    ("очко", "очка", "очков"),
    ("карта", "карты", "карт"),
    ("взятка", "взятки", "взяток"),
    ("сдача", "сдачи", "сдач"),
    ("раздача", "раздачи", "раздач"),
    ("партия", "партии", "партий"),
    ("игрок", "игрока", "игроков"),
    ("игра", "игры", "игр"),
    ("королик", "королика", "короликов"),
    ("объявление", "объявления", "объявлений"),
    ("колода", "колоды", "колод"),
    ("масть", "масти", "мастей"),
    ("комбинация", "комбинации", "комбинаций"),
    ("показка", "показки", "показок"),
    ("туз", "туза", "тузов"),
    ("король", "короля", "королей"),
    ("валет", "валета", "валетов"),
    ("десятка", "десятки", "десяток"),
    ("ход", "хода", "ходов"),
    ("раз", "раза", "раз"),
    ("вариант", "варианта", "вариантов"),
    ("способ", "способа", "способов"),
    ("рука", "руки", "рук"),
    ("пара", "пары", "пар"),
    ("процент", "процента", "процентов"),
)
GENITIVE_BEFORE = frozenset(
    ["из", "до", "от", "без", "у", "около", "более", "менее", "больше", "меньше", "свыше",
     "после", "кроме", "против", "вместо", "среди", "для", "ниже", "выше"]
)  # fmt: skip

#: French nouns the site counts: singular, plural.
FRENCH_NOUNS: tuple[tuple[str, str], ...] = (
    ("point", "points"),
    ("carte", "cartes"),
    ("levée", "levées"),
    ("donne", "donnes"),
    ("partie", "parties"),
    ("manche", "manches"),
    ("joueur", "joueurs"),
    ("annonce", "annonces"),
    ("coup", "coups"),
    ("jeu", "jeux"),
    ("écart", "écarts"),
    ("main", "mains"),
    ("pli", "plis"),
    ("séquence", "séquences"),
    ("brelan", "brelans"),
    ("fois", "fois"),
    ("paire", "paires"),
)


@dataclass(frozen=True)
class Disagreement:
    """A number and a noun form that do not agree, and the form that would."""

    found: str
    expected: str

    def __str__(self) -> str:
        return f"{self.found!r} (expected {self.expected!r})"


def _value(integer: str, fraction: str | None) -> tuple[int, bool]:
    return int(re.sub(r"\D", "", integer)), fraction is not None


def russian_form(n: int, fraction: bool, genitive: bool) -> int:
    """Which of (nominative singular, genitive singular, genitive plural) ``n`` takes."""
    if fraction:
        return 1
    last, last_two = n % 10, n % 100
    if genitive:
        return 1 if last == 1 and last_two != 11 else 2
    if last == 1 and last_two != 11:
        return 0
    if 2 <= last <= 4 and not 12 <= last_two <= 14:
        return 1
    return 2


_RU_FORMS = {form: (forms, k) for forms in RUSSIAN_NOUNS for k, form in enumerate(forms)}
_RUSSIAN = re.compile(
    rf"(?:(\w+){SPACE}+)?{NUMBER}{SPACE}+([а-яё]+)(?![\w-])", re.IGNORECASE
)  # the word before, the number, its noun (a compound, «2,3 карт-бланша», is another noun)


def russian_disagreements(line: str) -> list[Disagreement]:
    """Each Russian number + noun of :data:`RUSSIAN_NOUNS` whose form is wrong."""
    out = []
    for m in _RUSSIAN.finditer(line):
        before, integer, fraction, noun = m.groups()
        known = _RU_FORMS.get(noun.lower())
        if known is None:
            continue
        forms, _ = known
        n, is_fraction = _value(integer, fraction)
        genitive = before is not None and before.lower() in GENITIVE_BEFORE
        want = russian_form(n, is_fraction, genitive)
        if forms[want] != noun.lower():
            number = integer + ("," + fraction if fraction else "")
            out.append(Disagreement(f"{number} {noun}", f"{number} {forms[want]}"))
    return out


_FR_FORMS = {form: (forms, k) for forms in FRENCH_NOUNS for k, form in enumerate(forms)}
_FRENCH = re.compile(rf"{NUMBER}{SPACE}+([a-zàâçéèêëîïôûùüÿœ]+)\b")


def french_disagreements(line: str) -> list[Disagreement]:
    """Each French number + noun of :data:`FRENCH_NOUNS` whose number is wrong."""
    out = []
    for m in _FRENCH.finditer(line):
        integer, fraction, noun = m.groups()
        known = _FR_FORMS.get(noun)
        if known is None:
            continue
        forms, _ = known
        whole = int(re.sub(r"\D", "", integer))
        value = whole + (float(f"0.{fraction}") if fraction else 0.0)
        want = 0 if value < 2 else 1
        if forms[want] != noun:
            out.append(Disagreement(m.group(0), f"{m.group(0)[: -len(noun)]}{forms[want]}"))
    return out
