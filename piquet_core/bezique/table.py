# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""The meld table of seed S002 as data, and the rules that combine it.

Every number the seed prints is kept here twice: once as a parameter of a rule (the first
value of a doubling series, the value of a four, the base of the extra cards) and once as
the seed's *stated* figure (``stated`` fields). The scoring uses only the parameters. Of the
31 figures the seed prints (:func:`printed_figures`), 11 are parameters themselves (the first
of each series, the plain fours, four trump tens, the fifth card of each set), so computing
them checks nothing; the tests check that the rules reproduce the other 20, including the
two that are not simple doublings, 576 and 1152.

The readings (see :mod:`piquet_core.bezique.rules`):

* **Series.** «Первый безик ценится в 25 очков. Второй безик — 50 очков. Третий безик —
  100 очков. Четвертый безик — 200 очков.» — the n-th bezique, quint or trump marriage is
  worth ``first × 2**(n-1)``.
* **Fours.** «Козырные: В — 44 (40+4), Д — 176 (170+6), К — 88 (80+8), Т — 110 (100+10).
  За четырех безиковых валетов — 164 (160+4).» — a trump four is a bonus plus the plain four
  of its rank; four trump tens, which have no plain four, are a bonus of 90.
* **Extra cards.** «Пятая козырная дама к четырем открытым — 100, шестая — 200, седьмая —
  400, восьмая — 1152 … Пятый козырной король — 50, шестой — 100 седьмой — 200, восьмой —
  576 (400 премия и 176 за второй комплект).» — the n-th card (n ≥ 5) added to a trump four
  shown earns a bonus ``base × 2**(n-5)`` (50, 100, 200, 400 for kings; 100 … 800 for
  queens), and the card that completes a further set of four (the 8th) also scores that set
  as a multiple meld: «Двойная «показка» ценится вдвойне» — the second set is a double four,
  ``2 × 88 = 176``. So ``576 = 400 + 2 × 88`` and ``1152 = 800 + 2 × 176``: one rule gives
  both figures, and also explains why trump queens are 176, exactly twice the kings' 88.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from piquet_core.bezique.cards import Card, Rank, Suit, as_suit
from piquet_core.bezique.coerce import CoercibleEnum, as_enum, as_int
from piquet_core.bezique.errors import BeziqueArgumentError
from piquet_core.bezique.rules import BeyondTable, Likewise


class Series(CoercibleEnum):
    """The melds whose value grows with each one declared (first, second, third, ...)."""

    BEZIQUE = "bezique"
    TRUMP_QUINT = "trump quint"
    TRUMP_MARRIAGE = "trump marriage"
    PLAIN_MARRIAGE = "plain marriage"


@dataclass(frozen=True, slots=True)
class SeriesRow:
    """One successive meld: its first value, and the values the seed prints."""

    first: int
    stated: tuple[int, ...]
    #: The seed says «и т. д.» (and so on) after the printed values.
    open_ended: bool
    seed_ru: str
    seed_en: str


SERIES_TABLE: Final[Mapping[Series, SeriesRow]] = MappingProxyType(
    {
        Series.BEZIQUE: SeriesRow(
            25,
            (25, 50, 100, 200),
            False,
            "Первый безик ценится в 25 очков. Второй безик — 50 очков. Третий безик — 100 очков. "
            "Четвертый безик — 200 очков.",
            "The first bezique is worth 25 points, the second 50, the third 100, the fourth 200.",
        ),
        Series.TRUMP_QUINT: SeriesRow(
            50,
            (50, 100, 200),
            True,
            "Козырная квинта (т. е. Т, К, Д, В, 10 или с безиковым валетом) ценятся: первая — 50, "
            "вторая — 100, третья — 200 и т. д.",
            "The trump quint (A K Q J 10, or with the bezique jack): first 50, second 100, third "
            "200, and so on.",
        ),
        Series.TRUMP_MARRIAGE: SeriesRow(
            4,
            (4, 8, 16, 32),
            False,
            "Козырной марьяж (король и дама одной масти): первый — 4, второй — 8, третий — 16, "
            "четвертый — 32.",
            "Trump marriage (king and queen of one suit): first 4, second 8, third 16, fourth 32.",
        ),
        # Not in the seed: only with the ``plain_marriages`` switch, at half the trump value.
        Series.PLAIN_MARRIAGE: SeriesRow(2, (), False, "", "Not in the seed (a switch)."),
    }
)

#: «Четыре карты одного достоинства на одной руке: валеты — 4, дамы — 6, короли — 8,
#: тузы — 10.» — four cards of one rank in one hand.
PLAIN_FOURS: Final[Mapping[Rank, int]] = MappingProxyType(
    {
        Rank.JACK: 4,
        Rank.QUEEN: 6,
        Rank.KING: 8,
        Rank.ACE: 10,
    }
)


class TrumpSet(CoercibleEnum):
    """The sets of four identical cards that score as trump fours and take extra cards."""

    TRUMP_JACKS = "trump jacks"
    TRUMP_QUEENS = "trump queens"
    TRUMP_KINGS = "trump kings"
    TRUMP_ACES = "trump aces"
    TRUMP_TENS = "trump tens"
    BEZIQUE_JACKS = "bezique jacks"

    def card(self, trump: Suit) -> Card:
        """The card the set is made of, e.g. ``J♦`` for the bezique jacks in hearts."""
        trump = as_suit(trump, "trump")
        if self is TrumpSet.BEZIQUE_JACKS:
            return Card(trump.partner, Rank.JACK)
        return Card(trump, SET_TABLE[self].rank)

    @property
    def singular(self) -> str:
        """``trump king``, ``bezique jack``..."""
        return self.value[:-1]


@dataclass(frozen=True, slots=True)
class SetRow:
    """A trump four: its bonus over the plain four, and the extra-card base."""

    rank: Rank
    bonus: int
    #: The value of four of the set as the seed states it.
    stated_four: int
    #: The bonus of the fifth card; the sixth, seventh, ... double it.
    extra_base: int
    #: The extra cards as the seed prints them: ordinal → points.
    stated_extras: Mapping[int, int]
    #: «Аналогично» — the set the seed refers to for the extras it does not print.
    like: TrumpSet | None
    #: The last extra card the seed prices (directly or by «аналогично»).
    last_priced: int
    seed_ru: str

    @property
    def four(self) -> int:
        """Four of the set: the bonus plus the plain four of its rank (tens have none)."""
        return self.bonus + PLAIN_FOURS.get(self.rank, 0)


_Q_RU = (
    "Пятая козырная дама к четырем открытым — 100, шестая — 200, седьмая — 400, "
    "восьмая — 1152. Аналогично — при показе безиковых валетов."
)
_K_RU = (
    "Пятый козырной король — 50, шестой — 100 седьмой — 200, восьмой — 576 (400 премия и "
    "176 за второй комплект). Аналогично — Т и В."
)

SET_TABLE: Final[Mapping[TrumpSet, SetRow]] = MappingProxyType(
    {
        TrumpSet.TRUMP_JACKS: SetRow(
            Rank.JACK,
            40,
            44,
            50,
            MappingProxyType({}),
            TrumpSet.TRUMP_KINGS,
            8,
            "Козырные: В — 44 (40+4). " + _K_RU,
        ),
        TrumpSet.TRUMP_QUEENS: SetRow(
            Rank.QUEEN,
            170,
            176,
            100,
            MappingProxyType({5: 100, 6: 200, 7: 400, 8: 1152}),
            None,
            8,
            "Козырные: Д — 176 (170+6). " + _Q_RU,
        ),
        TrumpSet.TRUMP_KINGS: SetRow(
            Rank.KING,
            80,
            88,
            50,
            MappingProxyType({5: 50, 6: 100, 7: 200, 8: 576}),
            None,
            8,
            "Козырные: К — 88 (80+8). " + _K_RU,
        ),
        TrumpSet.TRUMP_ACES: SetRow(
            Rank.ACE,
            100,
            110,
            50,
            MappingProxyType({}),
            TrumpSet.TRUMP_KINGS,
            8,
            "Козырные: Т — 110 (100+10). " + _K_RU,
        ),
        TrumpSet.TRUMP_TENS: SetRow(
            Rank.TEN,
            90,
            90,
            50,
            MappingProxyType({5: 50, 6: 100}),
            None,
            6,
            "Четыре козырные десятки — 90, пятая — 50, шестая — 100.",
        ),
        TrumpSet.BEZIQUE_JACKS: SetRow(
            Rank.JACK,
            160,
            164,
            100,
            MappingProxyType({}),
            TrumpSet.TRUMP_QUEENS,
            8,
            "За четырех безиковых валетов — 164 (160+4). " + _Q_RU,
        ),
    }
)

#: Cards in a set of four.
SET_SIZE: Final = 4
#: The highest ordinal the table functions value: more melds of one kind than the ten-pack
#: game can hold (ten packs give ten of each card, two jokers beside).
MAX_ORDINAL: Final = 64


def series_value(series: Series, ordinal: int, beyond: BeyondTable) -> int:
    """The value of the ``ordinal``-th (1-based) meld of a successive kind.

    ``first × 2**(ordinal-1)``; past the printed rows it goes on doubling
    (:attr:`BeyondTable.EXTEND`) or scores 0 (:attr:`BeyondTable.UNSCORED`), except the
    quint, for which the seed itself says «и т. д.».
    """
    series = as_enum(Series, series, "series")
    ordinal = as_int(ordinal, "ordinal", low=1, high=MAX_ORDINAL)
    beyond = as_enum(BeyondTable, beyond, "beyond")
    row = SERIES_TABLE[series]
    limit = len(row.stated) if row.stated else 4
    if beyond is BeyondTable.UNSCORED and not row.open_ended and ordinal > limit:
        return 0
    return int(row.first * 2 ** (ordinal - 1))


@dataclass(frozen=True, slots=True)
class ExtraValue:
    """The value of one extra card: its bonus, and the set of four it completes, if any."""

    bonus: int
    #: The number of sets of four shown once this card is added, if it completes one (2, 3...).
    completes_set: int
    set_points: int

    @property
    def total(self) -> int:
        """Bonus plus the completed set."""
        return self.bonus + self.set_points


def extra_value(
    trump_set: TrumpSet,
    ordinal: int,
    beyond: BeyondTable,
    likewise: Likewise = Likewise.OWN_SET,
) -> ExtraValue:
    """The value of the ``ordinal``-th card (5th, 6th, ...) added to a trump four shown.

    Bonus ``base × 2**(ordinal-5)``; a card that makes the shown cards a multiple of four
    completes the ``m``-th set, which is scored as an ``m``-fold meld, ``m × four``
    («Двойная «показка» ценится вдвойне, тройная — втройне»). Past the last card the seed
    prices, 0 under :attr:`BeyondTable.UNSCORED`.

    «Аналогично»: under :attr:`Likewise.OWN_SET` the completed set is the set's own four
    (the eighth trump ace 400 + 2 × 110 = 620); under :attr:`Likewise.SAME_FIGURES` a set the
    seed prices by reference takes the referenced set's figures word for word (the eighth
    trump ace and trump jack 576, the eighth bezique jack 1152).
    """
    trump_set = as_enum(TrumpSet, trump_set, "trump_set")
    ordinal = as_int(ordinal, "ordinal", high=MAX_ORDINAL)
    beyond = as_enum(BeyondTable, beyond, "beyond")
    likewise = as_enum(Likewise, likewise, "likewise")
    if ordinal <= SET_SIZE:
        raise BeziqueArgumentError(
            "ordinal",
            f"ordinal: an extra card is the 5th or later, not the {ordinal}th",
            code="bad_ordinal",
            value=ordinal,
        )
    row = SET_TABLE[trump_set]
    if beyond is BeyondTable.UNSCORED and ordinal > row.last_priced:
        return ExtraValue(0, 0, 0)
    bonus = row.extra_base * 2 ** (ordinal - SET_SIZE - 1)
    if ordinal % SET_SIZE == 0:
        sets = ordinal // SET_SIZE
        four = row.four
        if likewise is Likewise.SAME_FIGURES and row.like is not None:
            four = SET_TABLE[row.like].four
        return ExtraValue(bonus, sets, sets * four)
    return ExtraValue(bonus, 0, 0)


ORDINALS: Final = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
)


def ordinal_word(n: int) -> str:
    """``1`` → ``first``; past the list, ``17th``."""
    return ORDINALS[n - 1] if 1 <= n <= len(ORDINALS) else f"{n}th"


@dataclass(frozen=True, slots=True)
class PrintedFigure:
    """One figure the seed prints in its meld table, and what the rules make of it.

    ``is_input``: the figure is itself a parameter of a rule (the first of a series, a plain
    four, four trump tens, the fifth card's bonus), so computing it checks nothing; the other
    figures are computed from the parameters and compared with the seed.
    """

    #: ``series``, ``plain four``, ``trump four`` or ``extra``.
    kind: str
    subject: Series | TrumpSet | Rank
    #: The n-th meld of a series or the n-th card of a set; None for a four.
    ordinal: int | None
    stated: int
    computed: int
    is_input: bool


def printed_figures() -> tuple[PrintedFigure, ...]:
    """Every figure of the seed's meld table, in the seed's order: 31 in all.

    The parts the seed gives in brackets («44 (40+4)», «576 (400 премия и 176 за второй
    комплект)») are not counted: they are how a figure is made, and the bonuses among them
    (40, 170, 80, 100, 160) are parameters too. Computed as the engine scores by default
    (:attr:`BeyondTable.EXTEND`, :attr:`Likewise.OWN_SET`).
    """
    out: list[PrintedFigure] = []

    def series(s: Series) -> None:
        row = SERIES_TABLE[s]
        for n, stated in enumerate(row.stated, start=1):
            value = series_value(s, n, BeyondTable.EXTEND)
            out.append(PrintedFigure("series", s, n, stated, value, n == 1))

    def extras(t: TrumpSet) -> None:
        row = SET_TABLE[t]
        for n, stated in sorted(row.stated_extras.items()):
            value = extra_value(t, n, BeyondTable.EXTEND).total
            out.append(PrintedFigure("extra", t, n, stated, value, n == SET_SIZE + 1))

    series(Series.BEZIQUE)
    series(Series.TRUMP_QUINT)
    for rank, value in PLAIN_FOURS.items():
        out.append(PrintedFigure("plain four", rank, None, value, value, True))
    for t in (
        TrumpSet.TRUMP_JACKS,
        TrumpSet.TRUMP_QUEENS,
        TrumpSet.TRUMP_KINGS,
        TrumpSet.TRUMP_ACES,
        TrumpSet.BEZIQUE_JACKS,
    ):
        row = SET_TABLE[t]
        out.append(PrintedFigure("trump four", t, None, row.stated_four, row.four, False))
    extras(TrumpSet.TRUMP_QUEENS)
    extras(TrumpSet.TRUMP_KINGS)
    tens = SET_TABLE[TrumpSet.TRUMP_TENS]
    # «Четыре козырные десятки — 90»: no plain four of tens, so the bonus is the figure.
    out.append(
        PrintedFigure("trump four", TrumpSet.TRUMP_TENS, None, tens.stated_four, tens.four, True)
    )
    extras(TrumpSet.TRUMP_TENS)
    series(Series.TRUMP_MARRIAGE)
    return tuple(out)
