# ruff: noqa: RUF001  (Cyrillic and typographic signs are intended)
"""One term per concept per language, on the built pages of the three languages.

The wrong variants are data (``locales/terms.toml``, ``[[avoid]]``); each is looked for in
every line of prose of every page of its language, leaving out what the page marks as
another language (``<span lang="ru">`` on a French page) and the glossary's own list of words
to avoid. The glossary pages are generated from the same data (``generators/glossary.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from page_text import page_text, pages_of, parse_text

from generators.glossary import load_terms, wrong_variants


def hits_on_pages(site: Path, lang: str) -> dict[str, list[str]]:
    """Wrong variants of ``lang`` per built page."""
    found: dict[str, list[str]] = {}
    for page in pages_of(site, lang):
        rel = page.relative_to(site).as_posix()
        text = page_text(page, own_language_only=True)
        hits = [h for line in text.lines for h in wrong_variants(line, lang, rel)]
        hits += [h for _, value in text.attributes for h in wrong_variants(value, lang, rel)]
        if hits:
            found[rel] = hits
    return found


def test_the_check_finds_each_kind_of_variant() -> None:
    assert wrong_variants("Ход за старшей рукой, у неё пуэн из пяти карт.", "ru") != []
    assert len(wrong_variants("невиданные карты", "ru")) == 1
    assert wrong_variants("on achète trois cartes", "fr") != []
    assert wrong_variants("un quatorze de dames", "fr", "fr/bezique/index.html") != []
    assert wrong_variants("un quatorze de dames", "fr", "fr/rules/index.html") == []
    assert wrong_variants("deux королика", "fr") != []
    assert wrong_variants("le mot «королик» désigne", "fr") == []
    assert wrong_variants("противник сдающего", "ru") == []
    # English: Piquet says the knave (Cavendish), Bezique the jack (its handbook)
    assert wrong_variants("three jacks", "en", "calls/index.html") != []
    assert wrong_variants("Knave of spades", "en", "calls/index.html") == []
    assert wrong_variants("four jacks", "en", "bezique/index.html") == []


def test_other_languages_and_the_list_of_words_to_avoid_are_left_out() -> None:
    html = (
        '<html lang="fr"><body><p>deux <span lang="ru">королика</span></p>'
        '<div class="terms-avoid"><p>acheter</p></div><p>on achète</p></body></html>'
    )
    lines = parse_text(html, own_language_only=True).lines
    assert [h for line in lines for h in wrong_variants(line, "fr")] == [
        "'achète' (avoid 'acheter')"
    ]


def test_every_variant_names_what_to_write() -> None:
    terms = load_terms()
    assert len(terms.avoid) >= 10
    for a in terms.avoid:
        assert a.concept is not None or set(a.use) == {"en", "fr", "ru"}, a.avoid


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_no_wrong_variant_on_the_pages(built_site: Path, lang: str) -> None:
    assert len(pages_of(built_site, lang)) > 20
    found = hits_on_pages(built_site, lang)
    assert found == {}, f"wrong terms on {len(found)} {lang} pages"
