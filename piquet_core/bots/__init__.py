"""Computer players, the exchange advisor and the end-of-play solver.

Modules:

* :mod:`~piquet_core.bots.advisor` -- every legal discard ranked by expected score, exact
  over the draw (:mod:`~piquet_core.bots.draws`), the adversary sampled
  (:mod:`~piquet_core.bots.opponent`), reasons as data (:mod:`~piquet_core.bots.reasons`);
  ``python -m piquet_core.bots HAND`` on the command line.
* :mod:`~piquet_core.bots.exchange` -- the expert's discard: the same values, searched for
  among the promising discards within a fixed number of evaluations.
* :mod:`~piquet_core.bots.solver` -- exact minimax with alpha-beta for the end of the play;
  :mod:`~piquet_core.bots.rollout` -- sampled play-outs for the early tricks.
* :mod:`~piquet_core.bots.players` -- ``make_player("beginner" | "club" | "expert", seed)``,
  policies for :class:`piquet_core.deal.DealState`; :mod:`~piquet_core.bots.inference`
  -- what a player knows of his adversary's hand.
* :mod:`~piquet_core.bots.simulate` and :mod:`~piquet_core.bots.stats` -- seeded bot-vs-bot
  deals and parties, and the figures of the site's simulation report.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the names below, imported on first use (the trainer needs only some)
    from piquet_core.bots.advisor import Advice, AdvisorError, DiscardAnalysis, advise
    from piquet_core.bots.inference import Knowledge, knowledge
    from piquet_core.bots.players import LEVELS, Beginner, Bot, Club, Expert, make_player
    from piquet_core.bots.simulate import PartieResult, duplicate_match, play_deal, play_partie
    from piquet_core.bots.solver import best_card, solve

__all__ = [
    "LEVELS",
    "Advice",
    "AdvisorError",
    "Beginner",
    "Bot",
    "Club",
    "DiscardAnalysis",
    "Expert",
    "Knowledge",
    "PartieResult",
    "advise",
    "best_card",
    "duplicate_match",
    "knowledge",
    "make_player",
    "play_deal",
    "play_partie",
    "solve",
]

#: The module that defines each name of :data:`__all__`.
_HOME = {
    **dict.fromkeys(("Advice", "AdvisorError", "DiscardAnalysis", "advise"), "advisor"),
    **dict.fromkeys(("Knowledge", "knowledge"), "inference"),
    **dict.fromkeys(("LEVELS", "Beginner", "Bot", "Club", "Expert", "make_player"), "players"),
    **dict.fromkeys(("PartieResult", "duplicate_match", "play_deal", "play_partie"), "simulate"),
    **dict.fromkeys(("best_card", "solve"), "solver"),
}


def __getattr__(name: str) -> object:
    """``piquet_core.bots.advise`` and the rest of :data:`__all__`, loaded when first asked
    for, so that importing one player does not load the advisor, the solver and the
    simulation (the browser's engine starts faster)."""
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'piquet_core.bots' has no attribute {name!r}")
    value = getattr(import_module(f"piquet_core.bots.{home}"), name)
    globals()[name] = value
    return value
