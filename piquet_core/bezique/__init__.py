"""Russian multi-deck Bezique (безик) as seed S002 gives it: pack, deal, play and melds.

«Игроков двое или трое. … Для игры употребляется перемешанные восемь или десять колод …» —
the game that, in the seed's words, displaced Piquet in Russia from the end of the 19th
century. The meld table is data (:mod:`~piquet_core.bezique.table`) and the scoring is the
rules that combine it (:mod:`~piquet_core.bezique.melds`); every reading of what the seed
leaves open is a switch of :class:`~piquet_core.bezique.rules.BeziqueRules`, listed with its
justification in :data:`~piquet_core.bezique.rules.READINGS`.

A whole game — the deal passing round, to an agreed total, for two to four at the table —
is a :class:`~piquet_core.bezique.match.Match`; its moves are
:class:`~piquet_core.bezique.moves.Move` values, and :mod:`~piquet_core.bezique.bots` has
computer players at two levels.

Quick use::

    >>> from piquet_core import bezique as bz
    >>> hand = bz.parse_cards("QH JD KH QH AH 10H JH")
    >>> ev = bz.evaluate(bz.Meld.bezique(), hand, bz.Suit.HEARTS)
    >>> str(ev.score)
    'first bezique: 25'
    >>> bz.best_meld(hand, bz.Suit.HEARTS).score.meld.name
    'trump quint'

Hands may be given as text, suits by letter or name, rules as a dict of switches, moves as
their text; anything else is a :class:`~piquet_core.errors.PiquetError` naming the argument::

    >>> bz.best_meld("QH JD KH QH AH 10H JH", "h").points
    50
    >>> bz.legal_melds("KS QS", "черви", rules={"plain_marriages": True})[0].score.meld.name
    'marriage of spades'
    >>> bz.best_meld("QH JD", 7)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    piquet_core.bezique.errors.BeziqueArgumentError: trump: not a suit: 7 ...

A :class:`~piquet_core.bezique.match.Match` keeps every move of every deal, so a finished
game replays from them: ``bz.replay(m.settings, m.seed, m.moves) == m``.
"""

from piquet_core.bezique.cards import (
    JOKER,
    Card,
    Colour,
    Joker,
    PackCard,
    Rank,
    Suit,
    as_card,
    as_cards,
    as_suit,
    format_cards,
    full_pack,
    pack_composition,
    parse_card,
    parse_cards,
)
from piquet_core.bezique.deal import HAND_SIZE, Deal, active_seats, deal, deal_pack
from piquet_core.bezique.errors import (
    BeziqueArgumentError,
    BeziqueCardError,
    BeziqueError,
    BeziquePlayError,
    BeziqueRulesError,
    IllegalMeldError,
)
from piquet_core.bezique.examples import (
    Event,
    MeldExercise,
    meld_exercise,
    played_deal,
    running_score,
)
from piquet_core.bezique.game import Game, Phase, Play, beats
from piquet_core.bezique.match import (
    DEFAULT_TARGET,
    DealRecord,
    Match,
    MatchSettings,
    replay,
)
from piquet_core.bezique.melds import Meld, MeldKind
from piquet_core.bezique.moves import Move, MoveKind, apply_move, legal_moves
from piquet_core.bezique.rules import (
    READINGS,
    BeyondTable,
    BeziqueRules,
    CoverRule,
    JokerRule,
    Likewise,
    MultipleMeld,
    RankOrder,
    Reading,
    RepeatRule,
    SeriesScope,
    TrickPoints,
    as_rules,
)
from piquet_core.bezique.scoring import (
    EMPTY_RECORD,
    Evaluation,
    MeldRecord,
    MeldScore,
    ScoreItem,
    best_meld,
    evaluate,
    legal_melds,
    score_meld,
)
from piquet_core.bezique.table import (
    PLAIN_FOURS,
    SERIES_TABLE,
    SET_TABLE,
    PrintedFigure,
    Series,
    TrumpSet,
    extra_value,
    printed_figures,
    series_value,
)

__all__ = [
    "DEFAULT_TARGET",
    "EMPTY_RECORD",
    "HAND_SIZE",
    "JOKER",
    "PLAIN_FOURS",
    "READINGS",
    "SERIES_TABLE",
    "SET_TABLE",
    "BeyondTable",
    "BeziqueArgumentError",
    "BeziqueCardError",
    "BeziqueError",
    "BeziquePlayError",
    "BeziqueRules",
    "BeziqueRulesError",
    "Card",
    "Colour",
    "CoverRule",
    "Deal",
    "DealRecord",
    "Evaluation",
    "Event",
    "Game",
    "IllegalMeldError",
    "Joker",
    "JokerRule",
    "Likewise",
    "Match",
    "MatchSettings",
    "Meld",
    "MeldExercise",
    "MeldKind",
    "MeldRecord",
    "MeldScore",
    "Move",
    "MoveKind",
    "MultipleMeld",
    "PackCard",
    "Phase",
    "Play",
    "PrintedFigure",
    "Rank",
    "RankOrder",
    "Reading",
    "RepeatRule",
    "ScoreItem",
    "Series",
    "SeriesScope",
    "Suit",
    "TrickPoints",
    "TrumpSet",
    "active_seats",
    "apply_move",
    "as_card",
    "as_cards",
    "as_rules",
    "as_suit",
    "beats",
    "best_meld",
    "deal",
    "deal_pack",
    "evaluate",
    "extra_value",
    "format_cards",
    "full_pack",
    "legal_melds",
    "legal_moves",
    "meld_exercise",
    "pack_composition",
    "parse_card",
    "parse_cards",
    "played_deal",
    "printed_figures",
    "replay",
    "running_score",
    "score_meld",
    "series_value",
]
