"""The trainer's drills: seeded exercises with their answer key and itemised feedback.

Standard library only (it runs in the browser under Pyodide, which ships no packages).
Messages come from the ``trainer`` gettext domain compiled into the wheel
(:mod:`piquet_core.trainer.i18n`). The browser talks to :func:`piquet_core.trainer.api.handle`
through a Web Worker; the site's generator calls :func:`exercise` at build time.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet_core.trainer.bezique_drill import bezique_exercise
from piquet_core.trainer.counting import point_exercise, sequences_exercise, sets_exercise
from piquet_core.trainer.dialogue import dialogue_exercise
from piquet_core.trainer.exchange import exchange_exercise
from piquet_core.trainer.exercise import Exercise, Feedback, check
from piquet_core.trainer.i18n import LANGS, Lang
from piquet_core.trainer.seeds import check_seed, daily_seed, new_seed

DRILLS: dict[str, Callable[[str, Lang], Exercise]] = {
    "point": point_exercise,
    "sequences": sequences_exercise,
    "sets": sets_exercise,
    "dialogue": dialogue_exercise,
    "exchange": exchange_exercise,
    "bezique": bezique_exercise,  # BEZIQUE-SITE (issue 6): the Bezique meld drill
}
"""Drill name → exercise builder ``(seed, lang) -> Exercise``, in teaching order."""


def exercise(drill: str, seed: str, lang: Lang) -> Exercise:
    """The exercise of ``drill`` for ``seed`` in ``lang`` (see :data:`DRILLS`)."""
    return DRILLS[drill](check_seed(seed), lang)


__all__ = [
    "DRILLS",
    "LANGS",
    "Exercise",
    "Feedback",
    "check",
    "daily_seed",
    "exercise",
    "new_seed",
]
