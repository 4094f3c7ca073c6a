"""The text a reader sees on a built page, for the language checks (theme, typography, terms,
plurals).

:func:`page_text` returns the page's prose as lines (one per block element: paragraph, list
item, table cell, heading), without ``<script>``, ``<style>``, ``<code>``, ``<pre>`` and
``<kbd>`` (code is not prose: ``tests/engine/test_point_rules.py``, ``1-0``), and the values
of the attributes a reader meets (``title``, ``aria-label``, ``placeholder``, ``alt``) and
the ``<title>``. URLs are left out of the lines (``<https://…>`` links print theirs).
The language selector is left out: it names each language in that language ("English").
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


BLOCK_TAGS = _words(
    "p li td th h1 h2 h3 h4 h5 h6 div tr br dt dd table ul ol section article nav "
    "header footer details summary blockquote figcaption label button option title "
    "caption"
)
SKIP_TAGS = frozenset({"script", "style", "code", "pre", "kbd", "svg", "template"})
READ_ATTRS = ("title", "aria-label", "placeholder", "alt")
URL = re.compile(r"\b(?:https?://|www\.)\S+|\S+\.(?:py|js|md|json|html|toml|po)\b")


@dataclass
class PageText:
    """One page's prose lines, its read attributes, and Material's JS translations."""

    lines: list[str] = field(default_factory=list)
    attributes: list[tuple[str, str]] = field(default_factory=list)  # (name, value)
    config_strings: list[str] = field(default_factory=list)  # Material's __config translations


class _TextParser(HTMLParser):
    VOID: ClassVar[frozenset[str]] = _words(
        "area base br col embed hr img input link meta source track wbr"
    )

    def __init__(self, own_language_only: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.out = PageText()
        self._own_only = own_language_only
        self._page_lang: str | None = None
        self._skip: list[str] = []  # open tags whose content is not prose
        self._current: list[str] = []
        self._config = False
        self._config_text: list[str] = []

    def _flush(self) -> None:
        line = "".join(self._current).strip()
        if line:
            self.out.lines.append(" ".join(line.split(" ")))
        self._current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "script" and a.get("id") == "__config":
            self._config = True
        if tag == "html":
            self._page_lang = a.get("lang")
        other_language = self._own_only and (
            a.get("lang", self._page_lang) != self._page_lang or "terms-avoid" in a.get("class", "")
        )
        if self._skip or tag in SKIP_TAGS or "md-select" in a.get("class", "") or other_language:
            if tag not in self.VOID:
                self._skip.append(tag)
            return
        for name in READ_ATTRS:
            if a.get(name):
                self.out.attributes.append((name, a[name]))
        if tag in BLOCK_TAGS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._config:
            self._config = False
            config = json.loads("".join(self._config_text))
            self.out.config_strings.extend(config.get("translations", {}).values())
        if self._skip:
            if tag == self._skip[-1]:
                self._skip.pop()
            return
        if tag in BLOCK_TAGS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if self._config:
            self._config_text.append(data)
        if self._skip:
            return
        self._current.append(data.replace("\n", " ").replace("\t", " "))

    def close(self) -> None:
        super().close()
        self._flush()


def parse_text(html: str, own_language_only: bool = False) -> PageText:
    """The prose of ``html``: see the module's docstring. ``own_language_only`` leaves out
    what is marked as another language (``lang="ru"`` on a French page) and the glossary's
    list of words to avoid (``class="terms-avoid"``): the term checks read the rest."""
    parser = _TextParser(own_language_only)
    parser.feed(html)
    parser.close()
    parser.out.lines = [URL.sub(" ", line) for line in parser.out.lines]
    return parser.out


@cache
def page_text(path: Path, own_language_only: bool = False) -> PageText:
    """:func:`parse_text` of a built page (cached: several checks read each page)."""
    return parse_text(path.read_text(encoding="utf-8"), own_language_only)


def pages_of(site: Path, lang: str) -> list[Path]:
    """The HTML pages of ``lang`` (``fr/**``, ``ru/**``; English at the root, the other
    languages' folders left out) in ``site``, assets left out."""
    root = site if lang == "en" else site / lang
    others = {"fr", "ru"} - {lang}
    return sorted(
        p
        for p in root.rglob("*.html")
        if "assets" not in (parts := p.relative_to(root).parts) and not others & {parts[0]}
    )


def english_quotation(text: str, least: int = 2) -> bool:
    """Whether ``text`` reads as English (a quotation of Cavendish or Foster, say): at least
    ``least`` English words that are not French words."""
    words = re.findall(r"[A-Za-z']+", text.lower())
    return sum(w in ENGLISH_WORDS for w in words) >= least


ENGLISH_WORDS = _words(
    "the is of and he his with that have has are be to it what they make this "
    "which was not if by cards card who when any one than may must should shall "
    "each how many do does making made point's hand"
)
