"""The play page's container: a partie against the computer.

A generator of :mod:`generators.build` (``NAME``, ``context``): renders
``templates/play.md.j2`` through the site's ``messages`` catalogs into
``build/generated/<lang>/play.md``, included by ``docs/<lang>/play.md``. The container holds
the setup form, the empty game panels and every word the page script shows, as JSON (the
script has no text of its own); the script (``docs/assets/play/play.js``) runs the game in the
trainer's Web Worker (Pyodide and the engine wheel, :mod:`piquet_core.trainer.play`), never on
the main thread. Same inputs, same bytes.

The first deals are built in (the play page's first deal in under 6 s on a phone's
connection, where the engine takes longer to come): :func:`first_seeds` picks, for each
variant, a few parties whose first deal has the learner as elder hand, so its opening (his
twelve cards and the exchange to choose) is the same at every level, and
:func:`write_first_deals` writes the engine's views of them to
``docs/assets/play/first-deals.<lang>.json``. The
page offers one of these parties when no number is asked for and shows its deal at once;
the engine, when it is up, replays the session from its seed and the learner's moves, as
for any partie.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Final

from piquet_core.trainer.i18n import Lang
from piquet_core.trainer.play import LEVELS, VARIANTS, Session, replay
from piquet_core.trainer.play_view import view
from piquet_core.trainer.seeds import new_seed

NAME = "play"
#: How many parties' first deals the page carries (one is offered at random).
FIRST_DEALS: Final = 3
FIRST_DEALS_DIR: Final = Path(__file__).resolve().parent.parent / "docs" / "assets" / "play"


def _first_view(seed: str, level: str, variant: str, lang: Lang) -> dict[str, object]:
    """The engine's view of a partie's opening, as ``play_state`` answers it, without the
    time its computer player took (the only thing that differs between two runs)."""
    session = Session.read({"seed": seed, "level": level, "variant": variant, "deals": [[]]})
    got = view(replay(session), lang)
    got["bot_ms"] = 0.0
    return got


@cache
def first_seeds(variant: str, count: int = FIRST_DEALS) -> tuple[str, ...]:
    """Seeds (from a fixed stream) whose first deal in ``variant`` has the learner as elder
    hand, to exchange first, with the same view at every level but its session's level: the
    computer has made no choice yet, so the page may show it before the engine is up. (Who
    deals first depends on the variant: a seed that makes the learner elder in Rubicon piquet
    makes him younger in the others.)"""
    rng = random.Random(f"play-first-deals-{variant}")
    found: list[str] = []
    while len(found) < count:
        seed = new_seed(rng)
        # the first level first: when the computer is elder it exchanges before the learner
        # sees anything (the expert's advisor takes seconds), and the seed is not wanted
        opening = _first_view(seed, LEVELS[0], variant, "en")
        if not (opening["seat"] == "elder" and opening["to_act"] == "you"
                and opening["step"] == "discard"):  # fmt: skip
            continue
        others = [_first_view(seed, level, variant, "en") for level in LEVELS[1:]]
        for other in others:
            other["session"] = {**other["session"], "level": LEVELS[0]}  # type: ignore[dict-item]
        if all(other == opening for other in others):
            found.append(seed)
    return tuple(found)


def first_deals(lang: Lang) -> dict[str, dict[str, dict[str, object]]]:
    """``{variant: {seed: view}}`` for :func:`first_seeds`, in ``lang`` (the views' session
    names the first level; the page puts the chosen one in its place)."""
    return {variant: {seed: _first_view(seed, LEVELS[0], variant, lang)
                      for seed in first_seeds(variant)} for variant in VARIANTS}  # fmt: skip


def write_first_deals(lang: Lang, folder: Path = FIRST_DEALS_DIR) -> Path:
    """Write :func:`first_deals` for ``lang`` next to the play page's script (rewritten
    only when it changes); its path."""
    path = folder / f"first-deals.{lang}.json"
    text = json.dumps(first_deals(lang), ensure_ascii=False, sort_keys=True,
                      separators=(",", ":")) + "\n"  # fmt: skip
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def asset(lang: str, name: str) -> str:
    """An asset's address relative to the play page: English pages are at the site's root
    (``/play/``), the others one level down (``/fr/play/``)."""
    return ("../" if lang == "en" else "../../") + "assets/play/" + name


def context(lang: str) -> Mapping[str, object]:
    """The values the template needs besides its words."""
    from generators.trainer import engine_init, wheel_ref

    write_first_deals(lang)  # type: ignore[arg-type]
    return {"engine": engine_init(wheel_ref()), "script": asset(lang, "play.js"),
            "style": asset(lang, "play.css"), "levels": LEVELS,
            "variants": VARIANTS,
            "first_seeds": {variant: first_seeds(variant) for variant in VARIANTS}}  # fmt: skip
