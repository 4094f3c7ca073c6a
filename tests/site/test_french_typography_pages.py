"""French typography on the built French pages: a narrow no-break space (U+202F)
before ; ! ?, a no-break space (U+00A0) before : and inside « », and a true minus sign.

The catalogs are held to the same rule by tests/trainer/test_french_typography.py; this test
reads what the reader gets, written pages and generated snippets together, table of contents
included (Python-Markdown's ``toc`` drops the no-break spaces of headings; overrides/hooks.py
puts them back). Text inside ``code``, ``pre``, ``script`` and ``style`` is not French prose
and is skipped; quotations in English or Russian have no space before their signs, so they
pass.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

SKIP = {"code", "pre", "script", "style", "svg"}
PLAIN_SPACE = re.compile(r"[ \t\r\n][;:!?»]|«[ \t\r\n]|»[;:!?]")
NOT_YET: set[str] = set()
"""Pages whose text another task rewrites: the glossary is being regenerated from the terms
data; drop it from this set once that generator writes French spaces."""
HYPHEN_MINUS = re.compile(r"(?<![\w\-/.])-\d")
"""A hyphen before a figure, where French writes the minus sign U+2212."""


class _Text(HTMLParser):
    """The page's text outside code, scripts and styles."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIP:
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIP and self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if not self.depth:
            self.parts.append(data)


def _text(path: Path) -> str:
    parser = _Text()
    parser.feed(path.read_text(encoding="utf-8"))
    return "".join(parser.parts)


def _faults(pattern: re.Pattern[str], site: Path) -> list[str]:
    out = []
    for page in sorted((site / "fr").rglob("*.html")):
        if page.relative_to(site).as_posix() in NOT_YET:
            continue
        text = _text(page)
        for m in pattern.finditer(text):
            around = text[max(0, m.start() - 40) : m.end() + 20].replace("\n", " ")
            out.append(f"{page.relative_to(site)}: …{around}…")
    return out


@pytest.fixture(scope="module")
def french_pages(built_site: Path) -> Path:
    assert list((built_site / "fr").rglob("*.html")), "no French page in the built site"
    return built_site


def test_no_plain_space_before_french_signs(french_pages: Path) -> None:
    faults = _faults(PLAIN_SPACE, french_pages)
    assert faults == [], (
        "plain space (or none) before ; : ! ? », or after «, on French pages:\n"
        + "\n".join(faults[:10])
    )


def test_minus_sign_not_hyphen(french_pages: Path) -> None:
    faults = _faults(HYPHEN_MINUS, french_pages)
    assert faults == [], "hyphen for a minus sign on French pages:\n" + "\n".join(faults[:10])


def test_the_check_sees_a_fault() -> None:
    """The patterns catch what they are for (a check that cannot fail checks nothing)."""
    assert PLAIN_SPACE.search("le point : cinq") and PLAIN_SPACE.search("« Bon »")
    assert PLAIN_SPACE.search("«\u00a0Bon\u00a0»: cinq")
    assert not PLAIN_SPACE.search("le point\u00a0: cinq\u202f; «\u00a0Bon\u00a0»")
    assert HYPHEN_MINUS.search("un écart de -3") and not HYPHEN_MINUS.search("131 \u2212 113")
    assert not HYPHEN_MINUS.search("série 14-18")


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_russian_quotations_nest_with_lapki(lang: str) -> None:
    """French review 2026-12 (Ty6): a Russian quotation, on a French page as on a Russian
    one, is set as Russian sets it, «…» with no spaces inside and „…“ within it, never «
    inside «."""
    bad = []
    opening = re.compile(r"«(?=[\u0400-\u04ff])")
    for path in sorted((Path(__file__).resolve().parents[2] / "docs" / lang).rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        for m in opening.finditer(text):
            end = text.find("»", m.end())
            inner = text[m.end() : end]
            if "«" in inner:
                bad.append(f"{path.name}: «{inner[:60]}")
    assert bad == [], bad
