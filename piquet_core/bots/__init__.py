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
