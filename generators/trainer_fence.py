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
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # loaded by MkDocs from its path, not as a package
    sys.path.insert(0, str(ROOT))
# Imported now: MkDocs restores sys.path once the hook module is loaded.
from generators.fences import Fence  # noqa: E402
from generators.trainer import render_container, wheel_ref  # noqa: E402
from piquet_core.cards import parse_hand  # noqa: E402
from piquet_core.errors import PiquetError  # noqa: E402
from piquet_core.trainer.seeds import hand_seed  # noqa: E402

DRILLS = ("point", "sequences", "sets", "dialogue")


class FenceError(ValueError):
    """A ``piquet-hand`` block the engine cannot read."""


def _render(source: str, options: Mapping[str, str], lang: str) -> str:
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
    return render_container(drill, seed, lang, "block", wheel_ref())


FENCE = Fence("piquet-hand", {"drill": DRILLS}, _render)
on_config = FENCE.on_config
on_page_markdown = FENCE.on_page_markdown
