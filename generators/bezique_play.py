"""The Bezique play page's container: a game against the computer.

A generator of :mod:`generators.build` (``NAME``, ``context``): renders
``templates/bezique-play.md.j2`` through the site's ``messages`` catalogs into
``build/generated/<lang>/bezique-play.md``, included by ``docs/<lang>/bezique-play.md``. The
container holds the setup form, the empty game panels and every word the page script shows,
as JSON (the script has no text of its own; card and meld names come from the engine's
``trainer`` catalog); the script (``docs/assets/play/bezique-play.js``) runs the game in the
trainer's Web Worker (:mod:`piquet_core.trainer.bezique_play`). Same inputs, same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping

from generators.play import asset
from piquet_core.bezique import DEFAULT_TARGET
from piquet_core.bezique.bots import LEVELS
from piquet_core.bezique.cards import PACK_COUNTS
from piquet_core.bezique.deal import SEATS
from piquet_core.bezique.match import TARGET_RANGE

NAME = "bezique-play"


def context(lang: str) -> Mapping[str, object]:
    """The values the template needs besides its words."""
    from generators.trainer import engine_init, wheel_ref

    return {
        "engine": engine_init(wheel_ref()),
        "script": asset(lang, "bezique-play.js"),
        "style": asset(lang, "play.css"),
        "levels": tuple(LEVELS),
        "seats": SEATS,
        "packs": PACK_COUNTS,
        "target": DEFAULT_TARGET,
        "target_min": TARGET_RANGE[0],
        "target_max": TARGET_RANGE[1],
    }
