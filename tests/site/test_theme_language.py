"""No English theme text on a French or Russian page.

The English strings Material can write are its own language file's (``partials/languages/
en.html``: "Skip to content", "Back to top", "Previous", "Copy to clipboard", …), those its
templates write in English whatever the language (the 404 heading), and those that come from
the site's configuration (the palette toggles' titles, the toc extension's "Permanent link").
A string is English text on a page when it differs from the page language's own (Material's
French "Navigation" is the English word) and it is the whole text of a line, of a ``title`` /
``aria-label`` / ``placeholder`` / ``alt`` attribute, or of one of Material's script
translations, or when a string of two words or more occurs inside one.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import material
import pytest
from page_text import PageText, page_text, pages_of, parse_text

MATERIAL_LANGUAGES = Path(material.__file__).parent / "templates" / "partials" / "languages"
#: English that does not come from Material's language file.
ENGLISH_OUTSIDE_LANGUAGE_FILE = (
    "404 - Not found",  # Material's templates/404.html
    "Not found",
    "Switch to dark mode",  # mkdocs.yml theme.palette (ours)
    "Switch to light mode",
    "Permanent link",  # the toc extension's permalink_title
    "Made with",  # Material's partials/copyright.html
)
#: Keys of Material's language files that are configuration, not text.
NOT_TEXT = re.compile(r"^(language|direction|search\.config\..*)$")


@cache
def material_strings(lang: str) -> dict[str, str]:
    """Key to text of Material's language file for ``lang``."""
    text = (MATERIAL_LANGUAGES / f"{lang}.html").read_text(encoding="utf-8")
    pairs = re.findall(r'^\s*"([^"]+)": "((?:[^"\\]|\\.)*)",?$', text, re.M)
    return {k: v.replace('\\"', '"') for k, v in pairs if not NOT_TEXT.match(k)}


def english_strings(lang: str) -> frozenset[str]:
    """The English theme text that must not appear on a ``lang`` page."""
    english, own = material_strings("en"), material_strings(lang)
    out = {text for key, text in english.items() if own.get(key) != text}
    out |= {s for s in ENGLISH_OUTSIDE_LANGUAGE_FILE if s not in own.values()}
    return frozenset(out)


def english_found(text: PageText, english: frozenset[str]) -> list[str]:
    """Each English theme string of ``english`` on the page, with where it is."""
    wholes = [("text", line) for line in text.lines]
    wholes += list(text.attributes)
    wholes += [("script translation", s) for s in text.config_strings]
    found = []
    for where, value in wholes:
        value = " ".join(value.split())
        hits = sorted(s for s in english if value == s or (" " in s and s in value))
        if hits:
            found.append(f"{where}: {value!r} ({hits[0]!r})")
    return found


def test_material_language_files_are_read() -> None:
    english = english_strings("fr")
    assert {"Skip to content", "Back to top", "Previous", "Next", "Copy to clipboard"} <= english
    assert {"Permanent link", "Switch to dark mode", "404 - Not found"} <= english
    assert "Navigation" not in english  # the same word in French
    assert len(english_strings("ru")) > 40


def test_the_check_finds_english() -> None:
    html = (
        '<html><body><a title="Permanent link" href="#x">¶</a><h1>404 - Not found</h1>'
        '<label title="Switch to dark mode"></label><p>Le jeu.</p><code>Next</code></body></html>'
    )
    found = english_found(parse_text(html), english_strings("fr"))
    assert len(found) == 3, found
    assert english_found(parse_text("<p>Suivant</p>"), english_strings("fr")) == []


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_no_english_theme_text(built_site: Path, lang: str) -> None:
    english = english_strings(lang)
    pages = pages_of(built_site, lang)
    assert len(pages) > 20
    found = {
        p.relative_to(built_site).as_posix(): hits
        for p in pages
        if (hits := english_found(page_text(p), english))
    }
    assert found == {}, f"English theme text on {len(found)} {lang} pages"


@pytest.mark.parametrize(
    ("lang", "heading"),
    [("en", "404 - Not found"), ("fr", "Page introuvable"), ("ru", "страница не найдена")],
)
def test_each_language_has_its_own_404(built_site: Path, lang: str, heading: str) -> None:
    page = built_site / ("404.html" if lang == "en" else f"{lang}/404.html")
    html = page.read_text(encoding="utf-8")
    assert f'<html lang="{lang}"' in html
    assert heading in " ".join(parse_text(html).lines)


def test_the_toc_anchor_title_is_the_page_language(built_site: Path) -> None:
    """The heading anchors exist, so the English check above has something to check."""
    for lang, title in (("fr", "Lien permanent"), ("ru", "Постоянная ссылка")):
        attrs = page_text(built_site / lang / "rules" / "index.html").attributes
        assert ("title", title) in attrs
    assert ("title", "Permanent link") in page_text(built_site / "rules" / "index.html").attributes


def test_the_theme_s_russian_is_corrected(built_site: Path) -> None:
    """Material's Russian writes «Вперед» (footer.next); the site writes ё throughout, and
    the build corrects the theme's word (overrides/hooks.py, THEME_WORDS) on every page."""
    pages = pages_of(built_site, "ru")
    footers = [p for p in pages if "md-footer__link--next" in p.read_text(encoding="utf-8")]
    assert footers, "no Russian page has a next-page link"
    for p in footers:
        text = p.read_text(encoding="utf-8")
        assert "Вперёд" in text and "Вперед" not in text, p


def test_the_footer_labels_take_the_french_colon(built_site: Path) -> None:
    """Material joins the footer link's direction and title with a bare colon; the build
    gives French its no-break space (overrides/hooks.py, THEME_TEMPLATES), as the typography
    check, which reads aria-label, asks."""
    pages = pages_of(built_site, "fr")
    labels = [
        value
        for p in pages
        for name, value in page_text(p).attributes
        if name == "aria-label" and value.startswith(("Précédent", "Suivant"))
    ]
    assert len(labels) > 20
    assert all("\u00a0: " in v for v in labels), [v for v in labels if "\u00a0: " not in v]
    english = page_text(built_site / "rules" / "index.html").attributes
    assert any(v.startswith("Previous: ") for _, v in english)
