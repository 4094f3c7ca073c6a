"""piquet_core: the rules engine for Piquet (Rubicon, au cent, Russian) and the Russian Bezique.

One obvious API, re-exported here::

    >>> from piquet_core import parse_hand, compare_hands, score_deal
    >>> elder = parse_hand("AS JS 9S 8S AH KH QH JH 8H JC 9C KD")
    >>> younger = parse_hand("QS 10S 10H AC KC QC 10C AD QD JD 10D 7D")
    >>> c = compare_hands(elder, younger)
    >>> c.point.scores.elder, c.sequences.scores.elder, c.sets.scores.younger
    (5, 4, 17)

A deal is an immutable state machine driven by actions or their text, recorded in the JSON
of ``piquet replay``; a seat, a hand or a variant is given as a value or its name, and what
is neither is refused with a :class:`PiquetError`, never guessed::

    >>> from piquet_core import DealState, PiquetError
    >>> s = DealState.new(seed=7)
    >>> s
    <DealState rubicon, B deals, exchange, elder to discard>
    >>> s.hand("elder")
    Hand.parse('10S 8S AH QH JH 8H QD 9D 8D 7D JC 8C')
    >>> len(s.legal_actions()), s.is_legal("discard 7D 8C"), s.is_legal("play AH")
    (2378, True, False)
    >>> s = s.apply("discard 7D 8C")
    >>> DealState.from_record(s.to_record()) == s
    True
    >>> s.hand("north")
    Traceback (most recent call last):
    ...
    piquet_core.errors.PiquetError: not a seat: 'north' (a seat is 'elder' or 'younger')

Modules: :mod:`~piquet_core.cards` (cards, hands, notations), :mod:`~piquet_core.variants`
(the rules that differ, as data), :mod:`~piquet_core.declarations` (point, sequences, sets),
:mod:`~piquet_core.play` (tricks), :mod:`~piquet_core.scoring` (a deal, pique and repique),
:mod:`~piquet_core.partie` (partie and settlement), :mod:`~piquet_core.cut` (the cut for
deal), :mod:`~piquet_core.irregular`, :mod:`~piquet_core.calling_irregular` and
:mod:`~piquet_core.misdeal` (irregular deals and misdeals, as the umpire rules them),
:mod:`~piquet_core.replay` (the JSON contract of ``piquet replay``), :mod:`~piquet_core.deal`
(a deal as an immutable state machine, with the call dialogue of
:mod:`~piquet_core.dialogue`), :mod:`~piquet_core.odds` (exact odds, de Moivre's problems),
:mod:`~piquet_core.bezique` (the Russian multi-deck Bezique).
See README.md for the command line.
"""

__version__ = "0.1.0"

import importlib
from typing import TYPE_CHECKING

from piquet_core.calling_irregular import CallIrregularError, CallIrregularities
from piquet_core.cards import (
    LANGS,
    PACK,
    SUITS,
    BySeat,
    Card,
    Hand,
    HandLike,
    Lang,
    Player,
    PlayerLike,
    Rank,
    Seat,
    SeatLike,
    Suit,
    SuitLike,
    TrickLike,
    as_card,
    as_hand,
    as_hands,
    as_lang,
    as_player,
    as_seat,
    as_seed,
    as_suit,
    as_trick,
    card_name,
    format_cards,
    from_compact,
    parse_cards,
    parse_hand,
    suit_name,
    to_compact,
)
from piquet_core.cut import CutAgainError, first_dealer_from_cut
from piquet_core.deal import DealState, LegalActions, play_out
from piquet_core.deal_actions import (
    CarteBlanche,
    Cut,
    DealCards,
    DealError,
    Discard,
    LookAtLeft,
    NotationError,
    Phase,
    Play,
    ShowCarteBlanche,
    StepName,
    parse_action,
)
from piquet_core.declarations import (
    CardSet,
    CategoryResult,
    Comparison,
    Declared,
    Point,
    Sequence,
    all_sequences,
    all_sets,
    best_point,
    can_declare,
    compare_declared,
    compare_hands,
    declare_all,
    is_carte_blanche,
)
from piquet_core.dialogue import Call, Declare, Kind, Reply, Value
from piquet_core.errors import (
    CardParseError,
    DuplicateCardError,
    HandSizeError,
    IllegalActionError,
    PiquetError,
    UnknownVariantError,
)
from piquet_core.irregular import IrregularError, Irregularities, Penalty, Ruling
from piquet_core.misdeal import Misdeal, MisdealError, MisdealOption
from piquet_core.partie import (
    DealEntry,
    Game,
    Partie,
    Settlement,
    TooLateToRectifyError,
    settle,
)
from piquet_core.play import (
    IllegalPlayError,
    PlayEvent,
    PlayResult,
    Trick,
    check_follow,
    legal_follows,
    play_tricks,
    trick_winner,
)
from piquet_core.replay import DealRecord, ReplayError, parse_record, replay, replay_record
from piquet_core.scoring import Category, DealScore, ScoreEvent, SeatScore, score_deal
from piquet_core.variants import (
    AU_CENT,
    RUBICON,
    RUSSIAN,
    VARIANTS,
    FirstDealer,
    KorolikDealer,
    PartieForm,
    PartieSettlement,
    PiqueOrder,
    PlayCounting,
    PointComparison,
    PointScore,
    RubiconRounding,
    TalonLayout,
    Variant,
    VariantLike,
    as_variant,
    variant_by_name,
)

if TYPE_CHECKING:
    from piquet_core import bezique, odds

# Bezique and the odds tables load on first use (PEP 562): the browser's worker imports
# piquet_core for every drill, and most drills need neither.
_LAZY_SUBMODULES = frozenset({"bezique", "odds"})


def __getattr__(name: str) -> object:
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"piquet_core.{name}")
    raise AttributeError(f"module 'piquet_core' has no attribute {name!r}")


__all__ = [
    "AU_CENT",
    "LANGS",
    "PACK",
    "RUBICON",
    "RUSSIAN",
    "SUITS",
    "VARIANTS",
    "BySeat",
    "Call",
    "CallIrregularError",
    "CallIrregularities",
    "Card",
    "CardParseError",
    "CardSet",
    "CarteBlanche",
    "Category",
    "CategoryResult",
    "Comparison",
    "Cut",
    "CutAgainError",
    "DealCards",
    "DealEntry",
    "DealError",
    "DealRecord",
    "DealScore",
    "DealState",
    "Declare",
    "Declared",
    "Discard",
    "DuplicateCardError",
    "FirstDealer",
    "Game",
    "Hand",
    "HandLike",
    "HandSizeError",
    "IllegalActionError",
    "IllegalPlayError",
    "IrregularError",
    "Irregularities",
    "Kind",
    "KorolikDealer",
    "Lang",
    "LegalActions",
    "LookAtLeft",
    "Misdeal",
    "MisdealError",
    "MisdealOption",
    "NotationError",
    "Partie",
    "PartieForm",
    "PartieSettlement",
    "Penalty",
    "Phase",
    "PiqueOrder",
    "PiquetError",
    "Play",
    "PlayCounting",
    "PlayEvent",
    "PlayResult",
    "Player",
    "PlayerLike",
    "Point",
    "PointComparison",
    "PointScore",
    "Rank",
    "ReplayError",
    "Reply",
    "RubiconRounding",
    "Ruling",
    "ScoreEvent",
    "Seat",
    "SeatLike",
    "SeatScore",
    "Sequence",
    "Settlement",
    "ShowCarteBlanche",
    "StepName",
    "Suit",
    "SuitLike",
    "TalonLayout",
    "TooLateToRectifyError",
    "Trick",
    "TrickLike",
    "UnknownVariantError",
    "Value",
    "Variant",
    "VariantLike",
    "__version__",
    "all_sequences",
    "all_sets",
    "as_card",
    "as_hand",
    "as_hands",
    "as_lang",
    "as_player",
    "as_seat",
    "as_seed",
    "as_suit",
    "as_trick",
    "as_variant",
    "best_point",
    "bezique",
    "can_declare",
    "card_name",
    "check_follow",
    "compare_declared",
    "compare_hands",
    "declare_all",
    "first_dealer_from_cut",
    "format_cards",
    "from_compact",
    "is_carte_blanche",
    "legal_follows",
    "odds",
    "parse_action",
    "parse_cards",
    "parse_hand",
    "parse_record",
    "play_out",
    "play_tricks",
    "replay",
    "replay_record",
    "score_deal",
    "settle",
    "suit_name",
    "to_compact",
    "trick_winner",
    "variant_by_name",
]
