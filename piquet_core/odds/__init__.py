"""Exact odds at Piquet: hypergeometric draws, carte blanche, the exchange, de Moivre, Cavendish.

Everything is computed with :class:`fractions.Fraction` and :func:`math.comb` (stdlib only, so
the module runs unchanged under Pyodide). The printed answers of the sources are kept as data
and *compared* with the computation, never used as results:

* seed 000 (an 18th-century encyclopedia article) quotes de Moivre's five problems at Piquet
  (*Doctrine of Chances*, p. 179): see :func:`de_moivre_problems`;
* Cavendish, the treatise *Piquet* (not the laws), chapter "Discarding", section
  "Calculations", tabulates the odds of taking in named cards: see
  :func:`cavendish_exchange_odds`.

The pools: a player has seen only his own 12 cards, so the 20 he has not seen (the other
hand and the talon of 8) are, to him, in random order. Elder takes the top cards of the talon
(5 if he takes all); younger takes what elder leaves (top) and then the bottom 3 (Cavendish,
Laws 21, 23, 34). Whatever positions a player's draw comes from, to him it is a random set
of that many of his 20 unseen cards, which is why every exchange question below is
hypergeometric on a pool of 20.
"""

from __future__ import annotations

from piquet_core.odds.de_moivre import (
    PRINTED_CLASSES,
    PRINTED_TOTAL,
    DeMoivreResult,
    de_moivre,
    de_moivre_problems,
)
from piquet_core.odds.draws import (
    COURT_CARDS,
    ELDER_DRAW,
    HAND,
    PACK,
    RANKS,
    SUITS,
    UNSEEN,
    YOUNGER_DRAW,
    Agreement,
    Odds,
    OddsError,
    PrintedOdds,
    at_least,
    carte_blanche,
    carte_blanche_either,
    compare,
    elder_takes_in,
    hypergeometric,
    hypergeometric_distribution,
    multivariate,
    take_in_chance,
    younger_takes_in,
)
from piquet_core.odds.printed import (
    CAVENDISH,
    Draw,
    OddsCheck,
    Reading,
    cavendish_exchange_odds,
    cavendish_text_odds,
    explain,
    find_reading,
)
from piquet_core.odds.suits import (
    de_moivre_pattern_count,
    suit_classes,
    suit_classes_by_patterns,
    suit_patterns,
)
from piquet_core.variants import TALON

__all__ = [
    "CAVENDISH",
    "COURT_CARDS",
    "ELDER_DRAW",
    "HAND",
    "PACK",
    "PRINTED_CLASSES",
    "PRINTED_TOTAL",
    "RANKS",
    "SUITS",
    "TALON",
    "UNSEEN",
    "YOUNGER_DRAW",
    "Agreement",
    "DeMoivreResult",
    "Draw",
    "Odds",
    "OddsCheck",
    "OddsError",
    "PrintedOdds",
    "Reading",
    "at_least",
    "carte_blanche",
    "carte_blanche_either",
    "cavendish_exchange_odds",
    "cavendish_text_odds",
    "compare",
    "de_moivre",
    "de_moivre_pattern_count",
    "de_moivre_problems",
    "elder_takes_in",
    "explain",
    "find_reading",
    "hypergeometric",
    "hypergeometric_distribution",
    "multivariate",
    "suit_classes",
    "suit_classes_by_patterns",
    "suit_patterns",
    "take_in_chance",
    "younger_takes_in",
]
