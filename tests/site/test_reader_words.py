# ruff: noqa: RUF001, RUF003  (Cyrillic card letters are intended)
"""The reader sees no developer language, on every built page.

What was found: the Bezique page showed Python; the sources were cited as "seed 002",
« source 002 », «источник 002»; the worked examples said "Seed 7 of the stream "site-hands""
and "(generated)" in their headings; the odds table's column said "Printed (seed 000)".
Each source now has a name in each language (the Russian handbook, the 18th-century
encyclopedia, the 19th-century manual, Foster 1897), and a page that cites one lists it in its
sources with its full entry.

Read from the built pages' text (``<script>`` and ``<style>`` left out: the trainer's JSON
carries its deal numbers), so the catalogs, the generated snippets and the written pages are
checked together. The glossaries are left out: another task regenerates them from the terms
data (tests/site/test_french_typography_pages.py leaves them out for the same reason).
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

import pytest
from learner_checks import FORBIDDEN
from site_helpers import LANGS, SITE

#: Each source's short name in each language, as cited in the text and listed in bold.
SOURCE_NAMES = {
    "en": ("Russian handbook", "18th-century encyclopedia", "19th-century manual", "Foster 1897"),
    "fr": ("manuel russe", "encyclopédie anglaise", "manuel anglais", "Foster 1897"),
    "ru": ("русский справочник", "энциклопедия XVIII\u00a0в.", "руководство XIX\u00a0в.",
           "Фостер, 1897"),
}  # fmt: skip
SOURCES_HEADING = {"en": "sources", "fr": "sources", "ru": "источники"}


class _Text(HTMLParser):
    """The page's text outside scripts and styles; the Python code blocks; the sources list's
    bold names (the ``<h2 id="sources">`` section)."""

    def __init__(self, sources_id: str) -> None:
        super().__init__(convert_charrefs=True)
        self.sources_id = sources_id
        self.parts: list[str] = []
        self.before_sources: list[str] = []
        self.python_blocks = 0
        self.listed: list[str] = []
        self._skip = 0
        self._in_sources = False
        self._strong = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag in ("script", "style"):
            self._skip += 1
        if "language-python" in a.get("class", "") or a.get("class", "") == "language-py":
            self.python_blocks += 1
        if tag == "h2":
            self._in_sources = a.get("id") == self.sources_id
        if tag == "strong" and self._in_sources:
            self._strong = True
            self.listed.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1
        if tag == "strong":
            self._strong = False

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        self.parts.append(data)
        if not self._in_sources and not self.listed:
            self.before_sources.append(data)
        if self._strong:
            self.listed[-1] += data


def _pages() -> list[tuple[str, Path]]:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` first", pytrace=False)
    pages = []
    for lang in LANGS:
        root = SITE if lang == "en" else SITE / lang
        for path in sorted(root.rglob("index.html")):
            rel = path.relative_to(SITE).as_posix()
            if rel.startswith(("assets/", "search/")):
                continue
            if lang == "en" and rel.startswith(("fr/", "ru/")):
                continue
            pages.append((lang, path))
    return pages


def _read(lang: str, path: Path) -> _Text:
    parser = _Text(SOURCES_HEADING[lang])
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_every_language_has_its_pages() -> None:
    counts = {lang: sum(1 for lg, _ in _pages() if lg == lang) for lang in LANGS}
    assert all(n >= 20 for n in counts.values()), counts


@pytest.mark.parametrize("lang", LANGS)
def test_no_developer_language_on_any_page(lang: str) -> None:
    found = {}
    for lg, path in _pages():
        if lg != lang:
            continue
        text = " ".join(_read(lang, path).parts)
        hits = sorted({m.group(0) for m in FORBIDDEN.finditer(text)})
        if hits:
            found[path.relative_to(SITE).as_posix()] = hits
    assert found == {}


@pytest.mark.parametrize("lang", LANGS)
def test_no_python_code_block_on_any_page(lang: str) -> None:
    with_code = [
        path.relative_to(SITE).as_posix()
        for lg, path in _pages()
        if lg == lang and _read(lang, path).python_blocks
    ]
    assert with_code == []
    # the example for those who use the engine is in CONTRIBUTING.md
    assert "with_switches(" in (SITE.parent / "CONTRIBUTING.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_each_source_cited_is_in_the_pages_sources(lang: str) -> None:
    """A page with a sources list lists, in bold, every named source its text cites."""
    checked, missing = 0, {}
    for lg, path in _pages():
        if lg != lang:
            continue
        page = _read(lang, path)
        if not page.listed:
            continue
        before = " ".join(page.before_sources).casefold()
        listed = [name.casefold() for name in page.listed]
        for name in SOURCE_NAMES[lang]:
            if name.casefold() in before:
                checked += 1
                if not any(entry.startswith(name.casefold()) for entry in listed):
                    missing.setdefault(path.relative_to(SITE).as_posix(), []).append(name)
    assert missing == {}
    assert checked >= 10  # the Russian, history, au cent, laws, rules, Bezique pages cite them


@pytest.mark.parametrize("lang", LANGS)
def test_the_generated_examples_keep_their_ids_without_generated(lang: str) -> None:
    path = SITE / ("" if lang == "en" else lang) / "examples" / "index.html"
    html = path.read_text(encoding="utf-8")
    for anchor in ("example-hands", "example-deal", "example-partie"):
        heading = re.search(rf'<h2 id="{anchor}">(.*?)</h2>', html)
        assert heading is not None, anchor
        assert "generat" not in heading.group(1).lower()


#: A card written with a rank letter that is not the page's own, before a suit sign: French
#: writes R, D, V (and A for the ace), Russian Т, К, Д, В.
FOREIGN_CARD_LETTER = {
    "fr": re.compile(r"(?<![\w])[KQJ][♠♥♦♣]"),
    "ru": re.compile(r"(?<![\w])[AKQJ][♠♥♦♣]"),
}


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_cards_are_written_in_the_page_language(lang: str) -> None:
    """The teachers' page showed its example hand as « A♠ A♥ A♦ K♠ K♥ Q♠ J♠ … » to French and
    Russian readers: a card shown with a suit sign takes the page's letters, in the code
    examples too (the engine's own notation, « AS 10H », has no suit sign and is explained
    where it is shown)."""
    found = {}
    for page in sorted((SITE / lang).rglob("*.html")):
        html = re.sub(r"<script.*?</script>", "", page.read_text("utf-8"), flags=re.S)
        if hits := FOREIGN_CARD_LETTER[lang].findall(html):
            found[page.relative_to(SITE).as_posix()] = hits[:5]
    assert found == {}
    own = {"fr": "A♦ R♠ R♥ D♠ V♠ 10♠", "ru": "Т♦ К♠ К♥ Д♠ В♠ 10♠"}[lang]
    assert own in (SITE / lang / "trainer" / "teachers" / "index.html").read_text("utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_teachers_iframe_title_is_the_viewers_own(lang: str) -> None:
    """The teachers' page showed its iframe code with ``title="Piquet"`` on every page, while
    the deal viewer's Share panel, whose code it shows, writes the viewer's title in the page's
    language (a screen reader reads the frame's title aloud): the example is the panel's."""
    root = SITE if lang == "en" else SITE / lang
    viewer = (root / "trainer" / "deal" / "index.html").read_text("utf-8")
    found = re.search(r'"title":\s*"([^"]+)"', viewer)
    assert found is not None
    teachers = (root / "trainer" / "teachers" / "index.html").read_text("utf-8")
    code = unescape(re.sub(r"<[^>]+>", "", teachers))  # the highlighted code's spans off
    assert f'title="{found.group(1)}"' in code
    assert 'title="Piquet"' not in code
