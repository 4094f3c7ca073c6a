"""The trainer's drills: seeded exercises with their answer key and itemised feedback.

Standard library only (it runs in the browser under Pyodide, which ships no packages).
Messages come from the ``trainer`` gettext domain compiled into the wheel
(:mod:`piquet_core.trainer.i18n`). The browser talks to :func:`piquet_core.trainer.api.handle`
through a Web Worker; the site's generator calls :func:`exercise` at build time.

The public API (``__all__``), read as the core reads its arguments: :func:`exercise` builds a
drill's exercise, :func:`check` marks the learner's answers, :func:`as_drill` reads a drill's
name, :data:`DRILLS` maps each name to its builder, :func:`new_seed` and :func:`daily_seed`
make seeds, :data:`LANGS` are the languages. Names are read in any case, spaces around them
ignored (``"Point"`` is ``"point"``, ``"FR"`` is ``"fr"``); anything else is a
:class:`~piquet_core.errors.PiquetError` whose code and message name the argument (an unknown
drill a :class:`DrillError`, code ``bad_drill``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping

from piquet_core.cards import as_lang
from piquet_core.errors import PiquetError
from piquet_core.trainer.exercise import Exercise, Feedback, check
from piquet_core.trainer.i18n import LANGS, Lang
from piquet_core.trainer.seeds import check_seed, daily_seed, new_seed

Builder = Callable[[str, Lang], Exercise]


class DrillError(PiquetError, KeyError):
    """An unknown drill name (code ``bad_drill``): a :class:`PiquetError`, and a
    :class:`KeyError` so that :data:`DRILLS` is a mapping like any other (``in``, ``get``)."""

    code = "bad_drill"


def _unknown(drill: object, known: Iterator[str]) -> DrillError:
    return DrillError(
        f"drill: unknown drill {drill!r} (known: {', '.join(known)})",
        code="bad_drill",
        params={"argument": "drill", "drill": str(drill)},
    )


class _Drills(Mapping[str, Builder]):
    """Drill name → builder, each module imported on first use: the browser's worker imports
    only what the page asks for (the exchange advisor and Bezique stay unloaded elsewhere).
    A name is looked up in any case, spaces around it ignored; an unknown one is a
    :class:`DrillError`."""

    def __init__(self, paths: dict[str, str]) -> None:
        self._paths = paths
        self._loaded: dict[str, Builder] = {}

    def __getitem__(self, name: str) -> Builder:
        key = name.strip().lower() if isinstance(name, str) else None
        if key is None or key not in self._paths:
            raise _unknown(name, iter(self._paths))
        name = key
        if name not in self._loaded:
            module, func = self._paths[name].split(":")
            self._loaded[name] = getattr(importlib.import_module(module), func)
        return self._loaded[name]

    def __contains__(self, name: object) -> bool:
        """Whether ``name`` is a drill's, in any case (no module is imported)."""
        return isinstance(name, str) and name.strip().lower() in self._paths

    def __iter__(self) -> Iterator[str]:
        return iter(self._paths)

    def __len__(self) -> int:
        return len(self._paths)


DRILLS: Mapping[str, Builder] = _Drills(
    {
        "point": "piquet_core.trainer.counting:point_exercise",
        "sequences": "piquet_core.trainer.counting:sequences_exercise",
        "sets": "piquet_core.trainer.counting:sets_exercise",
        "dialogue": "piquet_core.trainer.dialogue:dialogue_exercise",
        "exchange": "piquet_core.trainer.exchange:exchange_exercise",
        # BEZIQUE-SITE: the Bezique meld drill
        "bezique": "piquet_core.trainer.bezique_drill:bezique_exercise",
        # LAWS: the umpire drill
        "laws": "piquet_core.trainer.laws:laws_exercise",
        # the play puzzles: an ending's one best card, both hands open
        "puzzles": "piquet_core.trainer.puzzle_drill:puzzle_exercise",
    }
)
"""Drill name → exercise builder ``(seed, lang) -> Exercise``, in teaching order."""


def exercise(drill: str, seed: str, lang: Lang) -> Exercise:
    """The exercise of ``drill`` for ``seed`` in ``lang`` (see :data:`DRILLS`), with the
    classes of its hand (:func:`piquet_core.trainer.classes.hand_classes`)."""
    from dataclasses import replace

    from piquet_core.trainer.classes import hand_classes

    name = as_drill(drill)
    ex = DRILLS[name](check_seed(seed), as_lang(lang))
    return replace(ex, classes=hand_classes(name, seed))


def as_drill(drill: object) -> str:
    """``drill`` as a name of :data:`DRILLS`, in any case and with spaces around it
    (``"Point"`` is ``"point"``), as the core's coercions read seats and languages; anything
    else is a :class:`DrillError` (a :class:`PiquetError`, code ``bad_drill``) naming the
    known drills."""
    name = drill.strip().lower() if isinstance(drill, str) else None
    if name is None or name not in DRILLS:
        raise _unknown(drill, iter(DRILLS))
    return name


__all__ = [
    "DRILLS",
    "LANGS",
    "DrillError",
    "Exercise",
    "Feedback",
    "as_drill",
    "check",
    "daily_seed",
    "exercise",
    "new_seed",
]
