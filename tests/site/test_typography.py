# ruff: noqa: RUF001  (Cyrillic and typographic signs are intended)
"""French and Russian typography on the built pages.

The rules are in ``typography.py`` (and TRANSLATING.md): numbers of four digits or more
grouped with a no-break space (years excepted), a decimal comma, a true minus sign, and in
French a narrow no-break space before ``; ! ?`` and a no-break space before ``:`` and inside
« ». Quotations in another language keep their own typography.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from learner_checks import colon_faults, narrator_faults, russian_quote_faults, verdict_faults
from page_text import page_text, pages_of, parse_text
from typography import (
    french_apostrophe_faults,
    french_punctuation_faults,
    number_faults,
    russian_number_space_faults,
)


def faults(site: Path, lang: str, punctuation: bool) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for page in pages_of(site, lang):
        lines = page_text(page, own_language_only=True).lines
        hits = [str(f) for line in lines for f in number_faults(line, lang)]
        if punctuation:
            # the attributes a screen reader speaks (aria-label, title, …) are read too: the
            # footer's « Précédent : … » is heard, never seen
            own = page_text(page, own_language_only=True)
            hits += [
                str(f)
                for line in lines + [v for _, v in own.attributes]
                for f in french_punctuation_faults(line)
            ]
            # every line, the list of words to avoid and the read attributes included: an
            # English or Russian word has no French elision for the rule to find
            everything = page_text(page)
            hits += [
                str(f)
                for text in everything.lines + [v for _, v in everything.attributes]
                for f in french_apostrophe_faults(text)
            ]
        if lang == "ru":
            hits += [str(f) for line in lines for f in russian_number_space_faults(line)]
        if hits:
            found[page.relative_to(site).as_posix()] = hits
    return found


@pytest.mark.parametrize(
    ("line", "rules"),
    [
        ("une huitième 1152 ; le 1152 de la huitième", ["ungrouped number"] * 2),
        ("le joueur a 1475 points, l'autre 1\u202f871", ["ungrouped number"]),
        ("en 1882, Foster 1897, (1885), 1380–1422, 1534 ou 1535, de 1651 à 1653", []),
        ("une cote de 1791 contre 1", ["ungrouped number"]),
        ("225 792 840 façons", ["number grouped with a breaking space"]),
        ("28\u202f967\u202f278 mains, 220,27 points", []),
        ("220.27 points", ["decimal point"]),
        ("un score de -30", ["hyphen for minus"]),
        ("un score de \u221230, les lois 27-29", []),
    ],
)
def test_the_number_rules(line: str, rules: list[str]) -> None:
    assert [f.rule for f in number_faults(line, "fr")] == rules


def test_russian_number_and_noun_stay_together() -> None:
    assert len(russian_number_space_faults("у него 5 очков и 12\u00a0карт")) == 1
    assert russian_number_space_faults("закон 46 гласит, 1534 или 1535 годом") == []


def test_russian_years_and_numbers() -> None:
    assert number_faults("кодекс 1882 года, в 1873 году, 1534 или 1535 годом", "ru") == []
    assert [f.rule for f in number_faults("у игрока 1151 очко", "ru")] == ["ungrouped number"]


def test_urls_are_not_prose() -> None:
    lines = parse_text("<p>Voir <a href='x'>https://x.org/a?b=c</a> : ici</p>").lines
    assert all("?" not in line for line in lines), lines


@pytest.mark.parametrize(
    ("line", "count"),
    [
        ("Combien ? Bon ! Le point ; la suite : « Bon »", 6),
        ("Combien\u202f? Bon\u202f! Le point\u202f; la suite\u00a0: «\u00a0Bon\u00a0»", 0),
        ("Il dit «\u00a0What do they make?\u00a0» au second\u202f; puis «\u00a0Bon\u00a0».", 0),
        ("Il dit « What do they make? » au second.", 2),
        ("Le second\u00a0; puis", 1),  # U+202F, not U+00A0, before ; ! ?
        ("«\u00a0Годятся\u00a0»\u00a0: bon", 0),
        ("«Годятся»\u00a0: bon", 2),
        ("«\u00a0Годятся\u00a0» : bon, «\u00a0Равны\u00a0»: égal", 2),
        ("À 12:30, une cote de 1:2", 0),
    ],
)
def test_the_french_punctuation_rules(line: str, count: int) -> None:
    assert len(french_punctuation_faults(line)) == count, french_punctuation_faults(line)


@pytest.mark.parametrize(
    ("line", "count"),
    [
        ("l'écart, qu'il, jusqu'à, aujourd'hui, l'**atout**, l'« Égal », C'est", 7),
        ("l\u2019écart, qu\u2019il, d\u2019aujourd\u2019hui, C\u2019est", 0),
        ("« the elder hand's point » — le point du premier ; *Foster's Complete Hoyle*", 0),
        ("« The younger hand isn't entitled » ; puis l'as", 1),
    ],
)
def test_the_french_apostrophe_rule(line: str, count: int) -> None:
    """French review 2026-12 (Ty1): U+2019 throughout, English quotations left as they are."""
    assert len(french_apostrophe_faults(line)) == count, french_apostrophe_faults(line)


def test_french_typography_on_the_pages(built_site: Path) -> None:
    found = faults(built_site, "fr", punctuation=True)
    assert found == {}, f"French typography faults on {len(found)} pages"


def test_russian_numbers_on_the_pages(built_site: Path) -> None:
    found = faults(built_site, "ru", punctuation=False)
    assert found == {}, f"Russian number faults on {len(found)} pages"


@pytest.mark.parametrize(
    ("line", "count"),
    [
        ("Le premier : « Tierce majeure. (Il a aussi : tierce basse.) »", 1),
        ("Противник сдающего: «Терц-мажор. (У него также: терц-минор.)»", 1),
        ("Le premier : « Tierce majeure » (il a aussi une tierce basse) — vous répondez", 0),
        ("(Cavendish, Description of the Game, « Calling (les annonces) »)", 0),
    ],
)
def test_no_narrator_inside_a_quoted_call(line: str, count: int) -> None:
    """A player's words carry no narrator's note (French review 2026-12, Russian
    Y2); a gloss of a quoted title is not one."""
    assert len(narrator_faults(line)) == count, narrator_faults(line)


@pytest.mark.parametrize(
    ("line", "rules"),
    [
        ("Противник сдающего: «Терц-мажор.»", ["full stop"]),
        ("Противник сдающего: «Терц-мажор». Сдающий: «Годится».", []),
        ("«Двойная „показка“ ценится вдвойне, тройная — втройне и т. д.»", []),
        ("у Кавендиша «Good.» и «Equal.»", []),
        ("Справочник: «Двойная «показка» ценится вдвойне»", ["«» inside «»"]),
        ('ru/laws: поле "misdeal"', ["straight quotes"]),
    ],
)
def test_the_russian_quotation_rules(line: str, rules: list[str]) -> None:
    """Russian review 2026-12 (Y2, Y8, Y11, Y13): the full stop after », „лапки“ inside
    «ёлочек», no straight quotes; an abbreviation keeps its stop, English its own."""
    found = [f.rule for f in russian_quote_faults(line)]
    assert [r for r in rules if not any(f.startswith(r) for f in found)] == [] and len(
        found
    ) == len(rules), found


def test_quotations_on_the_pages(built_site: Path) -> None:
    """The quotation rules of :mod:`learner_checks` on every built page of each language."""
    found: dict[str, list[str]] = {}
    for lang in ("fr", "ru"):
        for page in pages_of(built_site, lang):
            hits = [
                str(f)
                for line in page_text(page, own_language_only=True).lines
                for f in narrator_faults(line)
                + (russian_quote_faults(line) if lang == "ru" else [])
            ]
            if hits:
                found[page.relative_to(built_site).as_posix()] = hits
    assert found == {}, f"quotation faults on {len(found)} pages"


@pytest.mark.parametrize(
    ("line", "lang", "count"),
    [
        ("Juste\u00a0: Ni pic ni repic — le second marque en main.", "fr", 1),
        ("Juste\u00a0: ni pic ni repic — le second marque en main.", "fr", 0),
        ("Pas «\u00a0Vous faites repic\u00a0»\u00a0: Ni pic ni repic", "fr", 1),
        ("Non, pas «\u00a0Vous faites repic\u00a0»\u00a0: Ni pic ni repic", "fr", 1),
        ("Non, pas 1\u00a0: vos séquences valent 15\u00a0points.", "fr", 0),
        ("Juste\u00a0: «\u00a0Point de quatre.\u00a0» — vous avez 4 cartes", "fr", 0),
        ("Верно. от 0 до 4 карт", "ru", 0),
        ("Нет. Противник сдающего может потребовать пересдачи", "ru", 1),
        ("Не «5»: 3 очка.", "ru", 0),
        ("Не совсем. По пунктам:", "ru", 0),
        ("Не «Вы делаете репик (+60)»: Ни пика, ни репика", "ru", 1),
        ("Right: Elder may claim a fresh deal", "en", 1),
        ("Right: 3 points (Law 62).", "en", 0),
    ],
)
def test_the_verdict_rule(line: str, lang: str, count: int) -> None:
    """Russian review 2026-12 (Y5): « Верно: Ни пика, ни репика » → lower case."""
    assert len(verdict_faults(line, lang)) == count, verdict_faults(line, lang)


@pytest.mark.parametrize(
    ("line", "lang", "count"),
    [
        (
            "Votre jeu maintenant\u00a0: point\u00a0: 5 cartes\u202f; séquences\u00a0: néant.",
            "fr",
            1,
        ),
        ("Votre jeu maintenant — point\u00a0: 5 cartes\u202f; séquences\u00a0: néant.", "fr", 0),
        ("Lecture retenue\u00a0: non\u00a0: seul le mariage d’atout a un prix.", "fr", 1),
        ("Lecture retenue. Non\u00a0: seul le mariage d’atout a un prix.", "fr", 0),
        (
            "Pas le meilleur\u00a0: 7 écarts (le vôtre\u00a0: −4,8\u202f; le meilleur\u00a0: 6,4).",
            "fr",
            1,
        ),
        ("Pas le meilleur\u00a0: 7 écarts (le vôtre, −4,8\u202f; le meilleur, 6,4).", "fr", 0),
        (
            "Vous\u00a0: 5 levées\u202f; 3 annonces pour 120\u202f; la meilleure\u00a0: X, 50.",
            "fr",
            1,
        ),
        ("Donneur\u00a0: vous\u202f; en jeu\u00a0: vous, l’ordinateur.", "fr", 0),
        (
            "Le manuel. «в следующем порядке: Т,К» — «\u00a0dans l’ordre suivant\u00a0: as\u00a0»",
            "fr",
            0,
        ),
        ("Your hand now: point: 5 cards in hearts; sets: none.", "en", 1),
        ("Теперь на руке — ряд: 5 карт червей; комплекты: нет.", "ru", 0),
        ("À 12:30, Juste\u00a0: 3 points.", "fr", 0),
    ],
)
def test_the_colon_rule(line: str, lang: str, count: int) -> None:
    """French review 2026-12: a label's colon before a sentence that has its own."""
    assert len(colon_faults(line, lang)) == count, colon_faults(line, lang)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("page", ["bezique", "bezique-play"])
def test_no_colon_after_a_colon_on_the_bezique_pages(
    built_site: Path, lang: str, page: str
) -> None:
    """The Bezique page's readings and double melds and the Bezique game's strings (its log
    and deal summary, in the page's JSON) say a label's colon once."""
    path = built_site / (page if lang == "en" else f"{lang}/{page}") / "index.html"
    html = path.read_text(encoding="utf-8")
    lines = page_text(path, own_language_only=True).lines
    strings = re.search(r'<script type="application/json" class="bz-strings">(.*?)</script>', html)
    if strings is not None:
        lines += list(json.loads(strings.group(1)).values())
    assert len(lines) > 20
    found = [str(f) for line in lines for f in colon_faults(line, lang)]
    assert found == []


def test_no_colon_after_a_colon_on_the_french_pages(built_site: Path) -> None:
    """No French page says a label's colon twice in one sentence
    (« Oui : chacun écarte … (au cent : le premier … ) », « Le manuel présente ainsi le jeu :
    « … » : l'un des plus anciens … »). What is inside « » is the quotation's."""
    pages = sorted((built_site / "fr").rglob("index.html"))
    assert len(pages) > 20
    found = [
        f"{p.relative_to(built_site)}: {f}"
        for p in pages
        for line in page_text(p, own_language_only=True).lines
        for f in colon_faults(line, "fr")
    ]
    assert found == []
