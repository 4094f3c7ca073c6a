"""The play page's container: a partie against the computer (issue 5 §3).

A generator of :mod:`generators.build` (``NAME``, ``context``): renders
``templates/play.md.j2`` through the site's ``messages`` catalogs into
``build/generated/<lang>/play.md``, included by ``docs/<lang>/play.md``. The container holds
the setup form, the empty game panels and every word the page script shows, as JSON (the
script has no text of its own); the script (``docs/assets/play/play.js``) runs the game in the
trainer's Web Worker (Pyodide and the engine wheel, :mod:`piquet_core.trainer.play`), never on
the main thread. Same inputs, same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet_core.trainer.play import LEVELS, VARIANTS

NAME = "play"


def asset(lang: str, name: str) -> str:
    """An asset's address relative to the play page: English pages are at the site's root
    (``/play/``), the others one level down (``/fr/play/``)."""
    return ("../" if lang == "en" else "../../") + "assets/play/" + name


def context(lang: str) -> Mapping[str, object]:
    """The values the template needs besides its words."""
    from generators.trainer import engine_init, wheel_ref

    return {"engine": engine_init(wheel_ref()), "script": asset(lang, "play.js"),
            "style": asset(lang, "play.css"), "levels": LEVELS,
            "variants": VARIANTS}  # fmt: skip
