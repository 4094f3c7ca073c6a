"""The ``piquet-hand`` fenced block: an interactive example hand in any page of the docs.

Registered as a ``pymdownx.superfences`` custom fence by this MkDocs hook module (listed in
``mkdocs.yml`` under ``hooks``)::

    ```piquet-hand drill="sets"
    A♠ A♥ A♦ K♠ K♥ Q♠ J♠ 10♠ 9♠ 9♥ 9♦ 7♣
    ```

The body is a hand of twelve cards in any notation the engine reads (English, French,
Russian, or the compact ``AKQJ.T98.7.AK``); for ``drill="dialogue"`` a second line gives the
younger hand. ``drill`` is ``point`` (default), ``sequences``, ``sets`` or ``dialogue``. The
block is rendered at build time, in the page's language, as the same exercise the trainer
pages show (answer key included, so it works without the engine), with its Share / Embed
panel; the engine starts only if the reader types another hand.

A bad block stops the build with one line naming the page and the bad card.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # loaded by MkDocs from its path, not as a package
    sys.path.insert(0, str(ROOT))
# Imported now: MkDocs restores sys.path once the hook module is loaded.
from pymdownx.superfences import SuperFencesException  # noqa: E402

from generators.trainer import render_container, wheel_ref  # noqa: E402
from piquet_core.cards import parse_hand  # noqa: E402
from piquet_core.errors import PiquetError  # noqa: E402
from piquet_core.trainer.seeds import hand_seed  # noqa: E402

FENCE = "piquet-hand"
DRILLS = ("point", "sequences", "sets", "dialogue")
_state: dict[str, str] = {"lang": "en", "page": ""}


class FenceError(ValueError):
    """A ``piquet-hand`` block the engine cannot read."""


def validator(language: str, inputs: dict[str, str], options: dict[str, str],
              attrs: dict[str, str], md: Any) -> bool:  # fmt: skip
    """Accept only the ``drill`` option, with a known drill."""
    for key, value in inputs.items():
        if key != "drill" or value not in DRILLS:
            return False
        options[key] = value
    return True


def formatter(source: str, language: str, css_class: str, options: dict[str, str],
              md: Any, **kwargs: Any) -> str:  # fmt: skip
    """Render the block as a trainer exercise in the current page's language.

    Any failure is raised as superfences' own exception, which it lets through (it would
    silently drop the block otherwise), so a bad block stops the build."""
    try:
        return _render(source, options)
    except Exception as err:
        raise SuperFencesException(f"{_state['page']}: piquet-hand block: {err}") from err


def _render(source: str, options: dict[str, str]) -> str:
    drill = options.get("drill", "point")
    lines = [line for line in source.strip().splitlines() if line.strip()]
    try:
        hands = [parse_hand(line, 12) for line in lines[:2]]
        if not hands or (drill == "dialogue") != (len(hands) == 2):
            raise FenceError(
                "give one hand of 12 cards (two lines, elder then younger, for the dialogue)"
            )
        seed = hand_seed(*hands)
    except (PiquetError, FenceError) as err:
        raise FenceError(str(err)) from err
    return render_container(drill, seed, _state["lang"], "block", wheel_ref())


def on_config(config: Any, **kwargs: Any) -> Any:
    """Register the fence with superfences (kept out of mkdocs.yml: it needs this module)."""
    mdx = config["mdx_configs"].setdefault("pymdownx.superfences", {})
    fences = mdx.setdefault("custom_fences", [])
    if not any(f.get("name") == FENCE for f in fences):
        fences.append({"name": FENCE, "class": FENCE, "format": formatter,
                       "validator": validator})  # fmt: skip
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Remember the page's language (its folder: docs/en, docs/fr, docs/ru) for the fence."""
    src = page.file.src_uri
    first = src.split("/", 1)[0]
    theme_lang = str(config["theme"]["language"] or "en")
    _state["lang"] = first if first in ("en", "fr", "ru") else theme_lang
    _state["page"] = src
    return markdown
