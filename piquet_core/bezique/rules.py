# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""The switches for what seed S002 leaves open, each with the reading chosen by default.

The seed's Bezique section is a page long; where it is silent or ambiguous the engine picks a
reading, names it here, and lets it be switched. :data:`READINGS` carries each reading with
the seed's words and a one-line justification, for the rules pages.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Final, TypeAlias

from piquet_core.bezique.cards import Rank
from piquet_core.bezique.coerce import CoercibleEnum, enum_member
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueRulesError


class CoverRule(CoercibleEnum):
    """What may cover (beat) the card on the table.

    S002: «Остальные игроки или скидывают одну из своих карт или перекрывают выхоженную по
    желанию.» — "The others either throw one of their cards or cover the card led, as they
    wish." The seed never says what covers what.
    """

    #: A higher card of the same suit, or any trump on a non-trump (the classical bezique rule).
    SUIT_OR_TRUMP = "suit-or-trump"
    #: Only a higher card of the same suit; trumps matter for melds only.
    SAME_SUIT = "same-suit"


class RankOrder(CoercibleEnum):
    """The order of the ranks in covering.

    S002 lists the pack «в следующем порядке: Т,К,Д,В,10» — "in the following order: A, K, Q,
    J, 10"; classical bezique ranks the ten second (A 10 K Q J 9).
    """

    SEED = "A K Q J 10 9"
    CLASSICAL = "A 10 K Q J 9"

    def ranks(self) -> tuple[Rank, ...]:
        """The ranks from highest to lowest."""
        return tuple(Rank.TEN if t == "10" else Rank(t) for t in self.value.split())

    def strength(self, rank: Rank) -> int:
        """A number that is larger for a higher rank."""
        order = self.ranks()
        return len(order) - order.index(rank if rank.__class__ is Rank else Rank(rank))


class SeriesScope(CoercibleEnum):
    """Whose declarations decide that a bezique is the "second" (or a quint, a marriage).

    S002: «Первый безик ценится в 25 очков. Второй безик — 50 очков.» — "The first bezique is
    worth 25 points. The second bezique, 50."
    """

    #: Each player's own first, second, ... (scores are written per player).
    PER_PLAYER = "per-player"
    #: The first, second, ... declared at the whole table.
    PER_TABLE = "per-table"


class MultipleMeld(CoercibleEnum):
    """How a double (triple, ...) meld of a successive kind is valued.

    S002: «Двойная «показка» ценится вдвойне, тройная — втройне и т. д.» — "A double meld is
    worth double, a triple one triple, and so on." (The seed prints «ценится двойне», a
    misprint for «вдвойне».) For fours (no succession) every reading gives ``k × value``; for
    bezique, quint and marriage the ordinal matters.
    """

    #: ``k ×`` the value the next single meld would have; the count then advances by ``k``.
    #: A double meld is then worth *less* than the same melds declared singly: a first
    #: double bezique 2 × 25 = 50, the same two beziques one after the other 25 + 50 = 75.
    TIMES_NEXT = "times-next"
    #: ``k ×`` the value of the last of the ``k`` ordinals it takes (double first = 2 × 50).
    TIMES_LAST = "times-last"
    #: The seed's words taken literally: «ценится вдвойне» — twice what a single meld of the
    #: kind scores now; a double «показка» is one declaration, so the count advances by one.
    TWICE_SINGLE = "twice-single"
    #: «Ценится вдвойне» as a reward: ``k ×`` what the same ``k`` melds would score declared
    #: singly one after another, so a first double bezique is 2 × (25 + 50) = 150 (against
    #: 50 under :attr:`TIMES_NEXT`, which is less than the 25 + 50 of the two declared
    #: singly); the count advances by ``k``. Fours are unchanged (``k ×`` the four, as under
    #: every reading): the seed's own «176 за второй комплект» prices a second set of trump
    #: kings at 2 × 88, not 2 × (88 + 88).
    TWICE_SINGLES = "twice-singles"


class Likewise(CoercibleEnum):
    """What «аналогично» (likewise) carries over to the sets the seed does not price itself.

    S002: «Пятая козырная дама к четырем открытым — 100, шестая — 200, седьмая — 400,
    восьмая — 1152. Аналогично — при показе безиковых валетов. Пятый козырной король — 50,
    шестой — 100 седьмой — 200, восьмой — 576 (400 премия и 176 за второй комплект).
    Аналогично — Т и В.»
    """

    #: The same bonuses (50, 100, 200, 400 or 100 … 800), and the eighth card completes the
    #: set's *own* second four: aces 400 + 2 × 110 = 620, bezique jacks 800 + 2 × 164 = 1128.
    OWN_SET = "own-set"
    #: The same figures, word for word: the eighth bezique jack 1152, the eighth trump ace
    #: and the eighth trump jack 576.
    SAME_FIGURES = "same-figures"


class TrickPoints(CoercibleEnum):
    """What the cards won in tricks score at the count.

    S002: «За «показки» пишутся очки» — "points are written for melds"; the seed names no
    other points.
    """

    #: Nothing: only melds score; winning a trick gives the right to declare.
    NONE = "none"
    #: The classical bezique «brisques»: each ace and ten won in a trick scores 10.
    BRISQUES = "brisques"


class JokerRule(CoercibleEnum):
    """Where a joker («инфузорка») may stand in a meld.

    S002: «может быть любой картой по желанию игрока» — "may be any card the player wishes".
    """

    #: In any meld, for any card (the seed makes no exception).
    ANY_CARD = "any-card"
    #: In any meld except a bezique, whose two cards are named by the seed.
    NOT_IN_BEZIQUE = "not-in-bezique"
    #: Never in a meld; a joker only plays as a named card.
    PLAY_ONLY = "play-only"


class BeyondTable(CoercibleEnum):
    """The price of a meld past the last row the seed prints.

    The seed prints the bezique to the 4th, the marriage to the 4th, the quint "1st 50, 2nd
    100, 3rd 200 и т. д." (and so on), the extra trump card to the 8th and the extra trump ten
    to the 6th; ten packs and two jokers allow more.
    """

    #: Go on doubling, as the quint's «и т. д.» shows the seed's series do.
    EXTEND = "extend"
    #: Score nothing the seed does not price.
    UNSCORED = "unscored"


class RepeatRule(CoercibleEnum):
    """S002: «Подряд два объявления не делаются.» — "Two declarations are not made in a row."."""

    #: A player who declared after one trick may not declare after his next one.
    NOT_AFTER_TWO_TRICKS_RUNNING = "not-consecutive"
    #: Only: one meld at a time (a single meld after any trick won).
    ONE_AT_A_TIME = "one-at-a-time"


@dataclass(frozen=True, slots=True)
class BeziqueRules:
    """The rules of one game: the seed's facts and the switches for its silences.

    The defaults are the readings documented in :data:`READINGS`.
    """

    packs: int = 8
    cover: CoverRule = CoverRule.SUIT_OR_TRUMP
    rank_order: RankOrder = RankOrder.SEED
    series_scope: SeriesScope = SeriesScope.PER_PLAYER
    multiple: MultipleMeld = MultipleMeld.TIMES_NEXT
    jokers: JokerRule = JokerRule.ANY_CARD
    beyond_table: BeyondTable = BeyondTable.EXTEND
    repeat: RepeatRule = RepeatRule.NOT_AFTER_TWO_TRICKS_RUNNING
    likewise: Likewise = Likewise.OWN_SET
    trick_points: TrickPoints = TrickPoints.NONE
    #: Marriages in a plain suit at half the trump value (2, 4, 8, 16): off, the seed prices
    #: only «козырной марьяж».
    plain_marriages: bool = False
    #: With three at the table the dealer sits out, so two play and the 37th card is turned.
    dealer_sits_out_at_three: bool = True

    def __post_init__(self) -> None:
        """Check every switch, however the value was built (keywords, ``replace``, a dict):
        an enum switch may be given by its value or name in any case, a yes/no switch only
        as a bool (or ``"on"`` / ``"off"``), ``packs`` only as 8 or 10."""
        if self.packs.__class__ is not int or self.packs not in (8, 10):
            raise BeziqueRulesError(
                "packs",
                f"packs: the seed uses eight or ten packs, not {self.packs!r}",
                code="pack_count",
                value=self.packs,
            )
        for name, kind in _ENUM_SWITCHES.items():
            value = getattr(self, name)
            if value.__class__ is kind:
                continue
            member = enum_member(kind, value)
            if member is None:
                allowed = ", ".join(str(m.value) for m in kind)
                raise BeziqueRulesError(
                    name,
                    f"bad value {value!r} for switch {name!r} (allowed: {allowed})",
                    value=value,
                )
            object.__setattr__(self, name, member)
        for name in _BOOL_SWITCHES:
            value = getattr(self, name)
            if value is True or value is False:
                continue
            word = value.strip().lower() if isinstance(value, str) else None
            if word not in ("on", "off"):
                raise BeziqueRulesError(
                    name,
                    f"bad value {value!r} for switch {name!r} (allowed: True, False, on, off)",
                    value=value,
                )
            object.__setattr__(self, name, word == "on")

    def with_switches(self, **switches: object) -> BeziqueRules:
        """A copy with some switches changed; values may be given as the enums' strings."""
        for name in switches:
            if name not in _SWITCH_NAMES:
                raise BeziqueRulesError(
                    name,
                    f"unknown Bezique switch {name!r} (known: {', '.join(_SWITCH_NAMES)})",
                    code="unknown_switch",
                    value=name,
                )
        return replace(self, **switches)  # type: ignore[arg-type]

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> BeziqueRules:
        """The rules a dict of switches gives (the defaults for the switches it leaves out);
        see :meth:`to_dict`. An unknown switch or a bad value is a :class:`BeziqueRulesError`."""
        if not isinstance(data, Mapping):
            raise BeziqueArgumentError(
                "rules", f"rules: not a dict of switches: {data!r}", code="bad_rules", value=data
            )
        for key in data:
            if not isinstance(key, str):
                raise BeziqueRulesError(
                    str(key), f"unknown Bezique switch {key!r}", code="unknown_switch", value=key
                )
        return _DEFAULT.with_switches(**data)

    def to_dict(self) -> dict[str, object]:
        """Every switch, enums as their strings: ``BeziqueRules.from_dict(r.to_dict()) == r``."""
        out: dict[str, object] = {}
        for name in _SWITCH_NAMES:
            value = getattr(self, name)
            out[name] = value.value if isinstance(value, enum.Enum) else value
        return out


#: Rules as the public API takes them: :class:`BeziqueRules`, a dict of switches or None.
RulesLike: TypeAlias = "BeziqueRules | Mapping[str, object] | None"


def as_rules(value: object, argument: str = "rules") -> BeziqueRules:
    """``value`` as :class:`BeziqueRules`: the rules themselves, None (the defaults) or a
    dict of switches (:meth:`BeziqueRules.from_dict`); anything else is refused."""
    if value is None:
        return _DEFAULT
    if value.__class__ is BeziqueRules:
        return value
    if isinstance(value, Mapping):
        return BeziqueRules.from_dict(value)
    raise BeziqueArgumentError(
        argument,
        f"{argument}: not Bezique rules: {value!r} (BeziqueRules, a dict of switches or None)",
        code="bad_rules",
        value=value,
    )


_SWITCH_NAMES: Final = tuple(f.name for f in fields(BeziqueRules))
_ENUM_SWITCHES: Final[dict[str, type[enum.Enum]]] = {
    "cover": CoverRule,
    "rank_order": RankOrder,
    "series_scope": SeriesScope,
    "multiple": MultipleMeld,
    "jokers": JokerRule,
    "beyond_table": BeyondTable,
    "repeat": RepeatRule,
    "likewise": Likewise,
    "trick_points": TrickPoints,
}
_BOOL_SWITCHES: Final = ("plain_marriages", "dealer_sits_out_at_three")
_DEFAULT: Final = BeziqueRules()


@dataclass(frozen=True, slots=True)
class Reading:
    """One ambiguity of the seed: the switch (None: a fixed reading), the reading and why."""

    switch: str | None
    default: str
    alternatives: tuple[str, ...]
    seed_ru: str
    seed_en: str
    why: str


READINGS: Final[tuple[Reading, ...]] = (
    Reading(
        "cover",
        CoverRule.SUIT_OR_TRUMP.value,
        (CoverRule.SAME_SUIT.value,),
        "перекрывают выхоженную",
        "cover the card led",
        "A trump suit that did nothing in play would be odd; every bezique game lets a higher "
        "card of the suit or a trump win the trick.",
    ),
    Reading(
        "rank_order",
        RankOrder.SEED.value,
        (RankOrder.CLASSICAL.value,),
        "в следующем порядке: Т,К,Д,В,10",
        "in the following order: A, K, Q, J, 10",
        "The handbook gives the ranks in this order and says nothing of the ten ranking high.",
    ),
    Reading(
        "series_scope",
        SeriesScope.PER_PLAYER.value,
        (SeriesScope.PER_TABLE.value,),
        "Первый безик ценится в 25 очков. Второй безик — 50",
        "The first bezique is worth 25, the second 50",
        "Points are written for each player's own melds; nothing ties them to another's.",
    ),
    Reading(
        "multiple",
        MultipleMeld.TIMES_NEXT.value,
        (
            MultipleMeld.TIMES_LAST.value,
            MultipleMeld.TWICE_SINGLE.value,
            MultipleMeld.TWICE_SINGLES.value,
        ),
        "Двойная «показка» ценится вдвойне",
        "A double meld is worth double",
        "Literally twice what the single meld would score now, as the 8th king's '176 for "
        "the second set' is twice the 88 of one; a double shows two, so the count advances "
        "by two.",
    ),
    Reading(
        "jokers",
        JokerRule.ANY_CARD.value,
        (JokerRule.NOT_IN_BEZIQUE.value, JokerRule.PLAY_ONLY.value),
        "может быть любой картой по желанию игрока",
        "may be any card the player wishes",
        "The handbook makes no exception, so a joker completes any meld: bezique, quint or four.",
    ),
    Reading(
        "beyond_table",
        BeyondTable.EXTEND.value,
        (BeyondTable.UNSCORED.value,),
        "первая — 50, вторая — 100, третья — 200 и т. д.",
        "1st 50, 2nd 100, 3rd 200 and so on",
        "Every series in the table doubles and the quint's 'and so on' says it continues; "
        "ten packs and jokers make longer series possible.",
    ),
    Reading(
        "repeat",
        RepeatRule.NOT_AFTER_TWO_TRICKS_RUNNING.value,
        (RepeatRule.ONE_AT_A_TIME.value,),
        "Подряд два объявления не делаются",
        "Two declarations are not made in a row",
        "'In a row' (подряд) reads most naturally as on two turns running; one meld at a time "
        "holds in either reading.",
    ),
    Reading(
        "plain_marriages",
        "off",
        ("on: half the trump value",),
        "Козырной марьяж (король и дама одной масти)",
        "Trump marriage (king and queen of a suit)",
        "The handbook prices only the trump marriage and the trump quint.",
    ),
    Reading(
        "dealer_sits_out_at_three",
        "on",
        ("off: three play, the 55th card is turned",),
        "Тридцать седьмая при игре втроем",
        "The 37th when three are playing",
        "Thirty-six cards dealt before the 37th are two hands of 18: with three at the table "
        "only two hold cards, as with four only three do.",
    ),
    Reading(
        None,
        "the 8th card: doubled bonus + the second set as a double meld",
        (),
        "восьмой — 576 (400 премия и 176 за второй комплект)",
        "the eighth, 576 (a 400 bonus and 176 for the second set)",
        "One rule gives both printed totals: 400 + 2 × 88 = 576 for kings and "
        "800 + 2 × 176 = 1152 for queens.",
    ),
    Reading(
        "likewise",
        Likewise.OWN_SET.value,
        (Likewise.SAME_FIGURES.value,),
        "Аналогично — Т и В. … Аналогично — при показе безиковых валетов.",
        "Likewise aces and jacks … likewise when bezique jacks are shown.",
        "Aces and trump jacks take the kings' bonuses (50, 100, 200, 400), bezique jacks the "
        "queens' (100 … 800); the eighth adds twice their own four.",
    ),
    Reading(
        "trick_points",
        TrickPoints.NONE.value,
        (TrickPoints.BRISQUES.value,),
        "За «показки» пишутся очки",
        "Points are written for melds",
        "The handbook names no other points: winning a trick gives the right to declare, and "
        "nothing more.",
    ),
    Reading(
        None,
        "a card serves once in each kind of meld",
        (),
        "показать ее другим игрокам",
        "show it to the other players",
        "Otherwise one bezique could be shown again and again for 25, 50, 100...; the same "
        "card may still serve in a meld of another kind, as in classical bezique.",
    ),
    Reading(
        None,
        "each kind of meld has its own count",
        (),
        "Первый безик … Козырная квинта … первая … Козырной марьяж … первый",
        "The first bezique … the trump quint, the first … the trump marriage, the first",
        "The handbook numbers beziques, quints and marriages separately, so a bezique does not "
        "make the next marriage a 'second'.",
    ),
    Reading(
        None,
        "a joker's identity is chosen afresh for each meld",
        (),
        "может быть любой картой по желанию игрока",
        "may be any card the player wishes",
        "The handbook sets no limit; within one kind of meld the joker, like any card, serves "
        "only once.",
    ),
    Reading(
        None,
        "extra cards one at a time, to a four already shown",
        (),
        "Пятая козырная дама к четырем открытым",
        "A fifth trump queen added to four shown",
        "The handbook prices each card separately and only 'to four shown'.",
    ),
    Reading(
        None,
        "plain fours of any suits",
        (),
        "Четыре карты одного достоинства на одной руке",
        "Four cards of one rank in one hand",
        "The handbook asks only for one rank; four of the trump card are the trump four.",
    ),
    Reading(
        None,
        "covering beats the best card on the table; no duty to follow",
        (),
        "кладет любую карту … скидывают одну из своих карт или перекрывают выхоженную по желанию",
        "leads any card … throw one of their cards or cover the card led, as they wish",
        "The handbook leaves both the lead and the answer free.",
    ),
    Reading(
        None,
        "the winner declares, then draws first; play ends with the stock",
        (),
        "После каждого выхода игроки берут из колоды карту … С окончанием колоды "
        "производится подсчет очков",
        "After each lead the players take a card from the stock … When the stock is "
        "exhausted the points are counted",
        "He declares 'holding seventeen cards', so before drawing; the count comes when the "
        "stock ends, so the last hands are not played out.",
    ),
    Reading(
        None,
        "the nine is exchanged by the player on lead, before he leads",
        (),
        "Она может быть обменена игроком, имеющим ход, на козырную девятку",
        "It may be exchanged for the trump nine by the player who has the lead",
        "'Who has the lead' is the player about to lead; the turn-up stays face up at the "
        "bottom of the stock, so the exchange is possible until it is drawn.",
    ),
    Reading(
        None,
        "a joker turned up is passed over",
        (),
        "Тридцать седьмая … открывается и является козырем",
        "The 37th … is turned up and is trumps",
        "A joker has no suit to make trumps; the next card is turned and the joker stays in "
        "the stock.",
    ),
    Reading(
        None,
        "twelve nines: three of each suit",
        (),
        "двенадцать девяток",
        "twelve nines",
        "Every suit needs trump nines for the exchange; an even split is the only one "
        "that favours no suit.",
    ),
)
