"""Card faces for the pages the generators write in Markdown (the Bezique deal and example):
the macros of ``templates/cards.html.j2``, the same that draw an exercise's cards, rendered
with HTML escaping (the Markdown templates do not escape).

A card is given as the exercises give it (:meth:`piquet_core.trainer.Exercise.to_dict`):
``{"code", "text", "name", "suit"}``; a Bezique card's comes from
:meth:`piquet_core.trainer.bezique_words.Words.card_dict`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Final

import jinja2

TEMPLATES: Final = Path(__file__).resolve().parent / "templates"


@cache
def _macros() -> Any:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env.get_template("cards.html.j2").module


def card_html(card: Mapping[str, str]) -> str:
    """One card face, named in the page's language."""
    return str(_macros().card_face(card))


def hand_html(cards: Iterable[Mapping[str, str]], label: str, tag: str = "span") -> str:
    """Cards as a labelled group (``pq-hand``), in the order given; ``tag`` ``div`` for a
    block, ``span`` inline (a table cell, a Markdown paragraph)."""
    return str(_macros().hand(list(cards), label, tag))
