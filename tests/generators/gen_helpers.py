"""Helpers for the worked-example generator tests: rendered snippets, cards and numbers."""

from __future__ import annotations

import importlib
import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # the build-time generators are not an installed package
    sys.path.insert(0, str(ROOT))

from generators.i18n import environment  # noqa: E402

#: The generator modules these tests cover (generators.build.GENERATORS).
MODULES = (
    "generators.examples_hands",
    "generators.examples_deal",
    "generators.examples_partie",
    "generators.examples_odds",
)
LANGS = ("en", "fr", "ru")

_CARD = re.compile(r'<span class="pq-cc [^"]*" role="img" aria-label="([^"]*)">([^<]*)</span>')


@cache
def render(module: str, lang: str) -> str:
    """The snippet of generator ``module`` in ``lang``, as the build writes it."""
    gen = importlib.import_module(module)
    return environment(lang).get_template(f"{gen.NAME}.md.j2").render(**gen.context(lang))


def card_texts(markdown: str) -> list[tuple[str, str]]:
    """(accessible name, text shown) of every card drawn in ``markdown``."""
    return _CARD.findall(markdown)


def cards_in(cell: str) -> str:
    """The cards drawn in a table cell, as the text shown, space-separated."""
    return " ".join(text for _, text in _CARD.findall(cell))


_INT = re.compile(r"\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d+")


def ints(text: str) -> list[int]:
    """Every whole number in ``text`` (thousands separated by commas or spaces), cards removed."""
    plain = _CARD.sub(" ", text)
    return [int(re.sub(r"[,\u00a0\u202f]", "", m)) for m in _INT.findall(plain)]


def table_rows(markdown: str) -> list[list[str]]:
    """The cells of every Markdown table row (header and rule rows included)."""
    rows = []
    for line in markdown.splitlines():
        if line.startswith("|") and line.endswith("|"):
            rows.append([c.strip() for c in line[1:-1].split(" | ")])
    return rows
