"""What keeps Material's start-up from restyling the whole page again (overrides/hooks.py).

Each check is one whole-page style recalculation that Chromium's invalidation tracking showed
after the first paint, before these changes (bench/README.md "Site").
"""

from __future__ import annotations

import re
from pathlib import Path

from site_helpers import ParsedPage

_HTML_CLASSES = re.compile(
    r'<script>document\.documentElement\.className="js js-focus-visible",'
    r'document\.documentElement\.setAttribute\("data-js-focus-visible",""\)</script>'
)


def _bundle(site: Path) -> str:
    (bundle,) = sorted((site / "assets" / "javascripts").glob("bundle.*.min.js"))
    return bundle.read_text(encoding="utf-8")


def test_html_classes_are_set_in_the_head(built_site: Path) -> None:
    for rel in ("rules/index.html", "fr/rules/index.html", "ru/examples/index.html"):
        text = (built_site / rel).read_text(encoding="utf-8")
        match = _HTML_CLASSES.search(text)
        assert match, rel
        assert match.start() < text.index("<body"), rel
        assert '<html lang="' in text and 'class="no-js"' in text  # without script: no-js


def test_content_tables_are_wrapped_at_build_time(
    built_site: Path, html_pages: dict[str, ParsedPage]
) -> None:
    wrapped = 0
    for rel in html_pages:
        text = (built_site / rel).read_text(encoding="utf-8")
        article = text[text.find('<article class="md-content__inner') :]
        for table in re.finditer(r"<table(?![^>]*\bclass=)[^>]*>", article):
            before = article[: table.start()]
            assert before.endswith(
                '<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
            ), f"{rel}: a table without Material's wrapper"
            wrapped += 1
    assert wrapped > 100
    assert '"table:not([class]):not(.md-typeset__table>table)"' in _bundle(built_site)


def test_palette_adds_no_color_scheme_meta(built_site: Path) -> None:
    bundle = _bundle(built_site)
    assert "/*pq:no-color-scheme-meta*/" in bundle
    assert not re.search(r'\{name:"color-scheme"\}\);document\.head\.appendChild', bundle)
    css = (built_site / "rules" / "index.html").read_text(encoding="utf-8")
    assert ':root:has(> body[data-md-color-scheme="slate"])' in css  # site.css, inlined


def test_search_index_is_built_when_search_opens(built_site: Path) -> None:
    """Material sets its worker up at once on http(s); the copied bundle waits for the toggle.

    tests/browser/test_search.py checks that the searches still find the inflected words.
    """
    bundle = _bundle(built_site)
    assert "(!1/*pq:search-on-open*/)," in bundle
    assert not re.search(r'\(location\.protocol!=="file:"\),[\w$]+\("search"\)', bundle)


def test_search_highlighting_only_on_pages_opened_from_search(built_site: Path) -> None:
    bundle = _bundle(built_site)
    patched = '&&/*pq:highlight-if-h*/new URLSearchParams(location.search).has("h")?'
    assert bundle.count(patched) == 1


def test_trainer_script_only_on_pages_with_a_trainer(
    built_site: Path, html_pages: dict[str, ParsedPage]
) -> None:
    # a trainer container, the progress page's, which the same script draws, or a deal viewer
    kinds = "trainer|progress-page|deal"
    container = re.compile(rf'class="(?:[^"]* )?pq-(?:{kinds})(?: [^"]*)?"')
    with_trainer = 0
    for rel, page in html_pages.items():
        scripts = [a.get("src", "") for tag, a in page.links if tag == "script"]
        loads = any(re.search(r"assets/trainer/trainer(?:\.bundle)?\.js$", s) for s in scripts)
        has = bool(container.search((built_site / rel).read_text(encoding="utf-8")))
        assert loads == has, rel
        with_trainer += has
    assert with_trainer >= 20  # the drills and the calls pages, in three languages
    assert not any("trainer" in a.get("src", "") for tag, a in html_pages["rules/index.html"].links)
