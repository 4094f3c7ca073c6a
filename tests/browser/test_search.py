"""Search finds inflected words in each language: «карта» finds «карт».

Material's stock search matches word prefixes only (STACK-NOTES): «карта*» cannot match the
«карт» of a page, «взятка*» cannot match «взятки», "annonce*" cannot match "annoncer". These
queries must find their page through the language's Snowball stemmer applied to documents
and query alike (overrides/assets/javascripts/workers/piquet-search.js), and each language
searches only its own pages (one index per language, overrides/hooks.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import Page, expect

Search = Callable[[Page, str], list[str]]

# (page the reader is on, query, page that must be found, inflected form the page uses and
# the search must mark as a match). All but "annonce" need the stemmer: the form does not
# start with the query.
CASES = [
    ("ru/", "карта", "ru/", "карт"),
    ("ru/", "взятка", "ru/", "взятки"),
    ("ru/", "карты", "ru/", "карт"),
    ("fr/", "annonce", "fr/", "annoncer"),
    ("fr/", "annonces", "fr/", "annoncer"),
    ("fr/", "annoncé", "fr/", "annoncer"),
    ("fr/", "cartes", "fr/", "carte"),
    ("", "declaring", "", "declare"),
    ("", "declared", "", "declare"),
    # the content pages
    ("ru/rules/", "взятка", "ru/rules/", "взятки"),
    ("ru/rules/", "прикуп", "ru/rules/", "прикупа"),
    ("fr/rules/", "annonces", "fr/rules/", "annoncer"),
    ("fr/rules/", "écartant", "fr/rules/", "écarter"),
    ("rules/", "declaring", "rules/", "declare"),
    ("rules/", "discarding", "rules/", "discards"),
    # French typed without its accents and ligatures
    ("fr/", "ecart", "fr/rules/", "écart"),
    ("fr/", "besigue", "fr/bezique/", "bésigue"),
    ("fr/rules/", "coeur", "fr/rules/", "cœur"),
]


def _path(base_url: str, page_url: str, href: str) -> str:
    return urlsplit(urljoin(page_url, href)).path.removeprefix(urlsplit(base_url).path)


def _words(site_dir: Path, path: str) -> set[str]:
    html = (site_dir / path / "index.html").read_text(encoding="utf-8")
    article = html.split('<article class="md-content__inner', 1)[1].split("</article>", 1)[0]
    text = re.sub(r"<[^>]+>", " ", article)
    return {w.lower() for w in re.findall(r"\w+", text)}


@pytest.mark.parametrize(("where", "query", "expected", "form"), CASES)
def test_inflected_query_finds_page(
    page: Page,
    base_url: str,
    site_dir: Path,
    site_search: Search,
    where: str,
    query: str,
    expected: str,
    form: str,
) -> None:
    assert form in _words(site_dir, expected), f"{expected or '/'} no longer says {form!r}"
    page.goto(where)
    paths = [_path(base_url, page.url, href) for href in site_search(page, query)]
    assert any(p.split("#")[0] == expected for p in paths), (query, paths)
    # the inflected form itself was matched (Material marks every matched word)
    marked = page.locator(".md-search-result__list mark").all_inner_texts()
    marks = {w.lower() for m in marked for w in re.findall(r"\w+", m)}
    assert form in marks, (query, sorted(marks))


@pytest.mark.parametrize(("where", "query"), [("", "piquet"), ("fr/", "piquet"), ("ru/", "пикет")])
def test_results_stay_in_the_page_language(
    page: Page, base_url: str, site_search: Search, where: str, query: str
) -> None:
    page.goto(where)
    paths = [_path(base_url, page.url, href) for href in site_search(page, query)]
    assert paths
    for path in paths:
        lang = path.split("/", 1)[0] if path[:3] in ("fr/", "ru/") else ""
        assert lang == where.rstrip("/"), (where, path)


def test_prefix_while_typing_still_works(page: Page, site_search: Search) -> None:
    page.goto("ru/")
    assert site_search(page, "взят")


def test_unknown_word_finds_nothing(page: Page, site_search: Search) -> None:
    page.goto("fr/")
    assert site_search(page, "zzyzxqw") == []


def test_search_index_loads_without_errors(
    page: Page, http_errors: list[str], site_search: Search
) -> None:
    for where in ("", "fr/", "ru/"):
        page.goto(where)
        assert site_search(page, "piquet" if where != "ru/" else "пикет")
    assert http_errors == []


def test_the_drill_widget_is_not_searched(page: Page, base_url: str, site_search: Search) -> None:
    """The exercise containers' own words (buttons, panels) are not page content: a search
    for them finds no drill page."""
    # words of the widget ("Paste a progress code") that no page's own text uses
    for where, query in (("", "paste"), ("fr/", "collez"), ("ru/", "вставьте")):
        page.goto(where)
        paths = [_path(base_url, page.url, href) for href in site_search(page, query)]
        drills = ("point", "sequences", "sets", "dialogue", "exchange", "bezique", "laws")
        assert not any(f"trainer/{d}/" in p for p in paths for d in drills), (query, paths)


@pytest.mark.parametrize(
    ("where", "query", "expected"),
    [("", "sequnce", "rules/"), ("", "quatorse", "rules/"), ("fr/", "sequnce", "fr/rules/"),
     ("ru/", "квитна", "ru/rules/")],
)  # fmt: skip
def test_a_typo_still_finds_the_page(
    page: Page, base_url: str, site_search: Search, where: str, query: str, expected: str
) -> None:
    """A word one letter off finds what the right word finds."""
    page.goto(where)
    paths = [_path(base_url, page.url, href) for href in site_search(page, query)]
    assert any(p.split("#")[0] == expected for p in paths), (query, paths)


def test_a_pasted_query_answers_without_a_key(page: Page, site_search: Search) -> None:
    """Text put in the box without a key (a paste, a drop, dictation)
    refreshes the results at once."""
    page.goto("fr/")
    assert site_search(page, "piquet")  # the index is loaded
    box = page.locator("input.md-search__input")
    box.evaluate("""b => { b.value = 'quatorze'; b.dispatchEvent(new InputEvent('input',
        {bubbles: true, inputType: 'insertFromPaste'})); }""")
    expect(page.locator(".md-search-result__list mark").first).to_contain_text(
        re.compile("quatorze", re.I)
    )


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "desktop"])
@pytest.mark.parametrize(
    ("where", "query"),
    [("", "quatorze"), ("fr/", "quatorze"), ("ru/", "каре"), ("ru/", "трио"), ("fr/", "brelan"),
     ("", "pique"), ("", "repique"), ("fr/", "repic")],
)  # fmt: skip
def test_a_term_finds_the_page_that_defines_it_first(
    page: Page,
    base_url: str,
    site_search: Search,
    where: str,
    query: str,
    size: tuple[int, int],
) -> None:
    """A game's term ranks the reference page that defines it (rules, glossary) first: «каре»
    ranked the teachers' page first (its «картинки» and «карты» share the stem «кар»), «трио»
    the laws («тринадцати»), and « quatorze » the sets drill (its title says « quatorzes »)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(where)
    if size[0] < 960:  # a phone's header shows a search button, not the box
        page.locator("label.md-header__button[for='__search']").click()
    paths = [_path(base_url, page.url, href).split("#")[0] for href in site_search(page, query)]
    assert paths, query
    assert paths[0] in (where + "rules/", where + "glossary/"), (query, paths[:6])
    # the word itself is what the first result marks, not a longer word sharing its stem
    first = page.locator(".md-search-result__list > li").first.locator("mark").all_inner_texts()
    assert any(m.lower().startswith(query[:4]) for m in first), (query, first)
