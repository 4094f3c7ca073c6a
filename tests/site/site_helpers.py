"""Helpers of the site tests: paths, languages, a small HTML parser."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parents[2]
#: The built site: ``site/``, or ``PIQUET_SITE_DIR`` (a private build while others rebuild
#: ``site/``).
SITE = Path(os.environ.get("PIQUET_SITE_DIR", ROOT / "site"))
LANGS = ("en", "fr", "ru")
DEFAULT_LANG = "en"

if str(ROOT) not in sys.path:  # generators/ and piquet_core/ from the repository root
    sys.path.insert(0, str(ROOT))


@dataclass
class ParsedPage:
    """What the site tests need from one HTML page."""

    html_lang: str | None = None
    ids: set[str] = field(default_factory=set)
    links: list[tuple[str, dict[str, str]]] = field(default_factory=list)  # (tag, attrs)
    meta: dict[str, str] = field(default_factory=dict)


class _Parser(HTMLParser):
    RESOURCE_TAGS: ClassVar[set[str]] = {
        "a", "link", "script", "img", "iframe", "source", "video", "audio",
        "object", "embed", "track", "image", "use", "form",
    }  # fmt: skip

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = ParsedPage()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.page.html_lang = a.get("lang")
        if "id" in a:
            self.page.ids.add(a["id"])
        if tag == "a" and "name" in a:
            self.page.ids.add(a["name"])
        if tag == "meta" and "name" in a:
            self.page.meta[a["name"]] = a.get("content", "")
        if tag in self.RESOURCE_TAGS:
            self.page.links.append((tag, a))


def parse(path: Path) -> ParsedPage:
    parser = _Parser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.page


def lang_of(rel: str) -> str:
    head = rel.split("/", 1)[0]
    return head if head in LANGS and head != DEFAULT_LANG else DEFAULT_LANG
