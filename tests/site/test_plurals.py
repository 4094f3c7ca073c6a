# ruff: noqa: RUF001  (Cyrillic and typographic signs are intended)
"""Every number and its noun agree on the built Russian and French pages.

The rules and the nouns are in ``plurals.py``: Russian 1 очко, 2 очка, 5 очков, 1 151 очко,
220,27 очка, из 32 карт; French 0 point, 1 point, 1,5 point, 2 points.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_text import english_quotation, page_text, pages_of
from plurals import french_disagreements, russian_disagreements

CHECKS = {"ru": russian_disagreements, "fr": french_disagreements}


def disagreements(site: Path, lang: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for page in pages_of(site, lang):
        text = page_text(page, own_language_only=True)
        hits = [
            str(d)
            for line in text.lines + [v for _, v in text.attributes]
            if not english_quotation(line)
            for d in CHECKS[lang](line)
        ]
        if hits:
            found[page.relative_to(site).as_posix()] = hits
    return found


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("у игрока 1151 очков", ["1151 очко"]),
        ("у игрока 1\u00a0151 очко, у другого 220,27 очков", ["220,27 очка"]),
        ("2 очков и 5 очка", ["2 очка", "5 очков"]),
        ("11 очко, 21 очков, 22 очков, 112 очка", ["11 очков", "21 очко", "22 очка", "112 очков"]),
        ("из 32 карт, из 21 карты, после 69 взяток, до 101 очка", []),
        ("из 32 карты", ["32 карт"]),
        ("в 5 картах, с 2 картами, по 10\u00a0000 сдачам, 3 взятки, 12 карт, 1 партия", []),
        ("0,5 очка и 1,5 очков", ["1,5 очка"]),
        ("около 2,3 карт-бланша, но 2,3 карт", ["2,3 карты"]),
    ],
)
def test_the_russian_rule(text: str, wrong: list[str]) -> None:
    assert [d.expected for d in russian_disagreements(text)] == wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "1 points, 0 points, 2 point, 1,5 points",
            ["1 point", "0 point", "2 points", "1,5 point"],
        ),
        ("1 point, 12 cartes, 1\u202f152 points, 3 jeux, 1 jeu, 30 levées", []),
        ("une carte, 2 jeu", ["2 jeux"]),
    ],
)
def test_the_french_rule(text: str, wrong: list[str]) -> None:
    assert [d.expected for d in french_disagreements(text)] == wrong


@pytest.mark.parametrize("lang", ["ru", "fr"])
def test_numbers_and_nouns_agree_on_the_pages(built_site: Path, lang: str) -> None:
    assert len(pages_of(built_site, lang)) > 20
    found = disagreements(built_site, lang)
    assert found == {}, f"number and noun disagree on {len(found)} {lang} pages"
