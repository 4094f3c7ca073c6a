# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""Melds («показки»): the kinds in the seed's table, their names and the cards they show.

S002: «Козырная дама и валет другой масти, но того же цвета, называется «безик». … Козырная
квинта (т. е. Т, К, Д, В, 10 или с безиковым валетом) … Четыре карты одного достоинства на
одной руке … Козырной марьяж (король и дама одной масти) … Двойная «показка» ценится вдвойне,
тройная — втройне и т. д.» The values are in :mod:`piquet_core.bezique.table` and the scoring
in :mod:`piquet_core.bezique.scoring`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from piquet_core.bezique.cards import Card, Rank, Suit, as_suit
from piquet_core.bezique.coerce import CoercibleEnum, as_int
from piquet_core.bezique.errors import BeziqueArgumentError, IllegalMeldError
from piquet_core.bezique.table import (
    PLAIN_FOURS,
    SET_SIZE,
    SET_TABLE,
    Series,
    TrumpSet,
)

MULTIPLES = ("", "double ", "triple ", "quadruple ", "quintuple ")
#: The most a meld may be multiplied: more than 18 cards can show (nine beziques), as far as
#: the names go.
MAX_TIMES = 12


class MeldKind(CoercibleEnum):
    """The kinds of meld in the seed's table."""

    BEZIQUE = "bezique"
    TRUMP_QUINT = "trump quint"
    TRUMP_MARRIAGE = "trump marriage"
    PLAIN_MARRIAGE = "plain marriage"
    FOUR = "four"
    TRUMP_FOUR = "trump four"
    EXTRA = "extra card"


_SERIES = {
    MeldKind.BEZIQUE: Series.BEZIQUE,
    MeldKind.TRUMP_QUINT: Series.TRUMP_QUINT,
    MeldKind.TRUMP_MARRIAGE: Series.TRUMP_MARRIAGE,
    MeldKind.PLAIN_MARRIAGE: Series.PLAIN_MARRIAGE,
}


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld as declared: its kind, its parameter (rank, set or suit) and its multiple.

    ``times`` is 2 for a double meld, 3 for a triple: «Двойная «показка» ценится вдвойне,
    тройная — втройне и т. д.»
    """

    kind: MeldKind
    times: int = 1
    rank: Rank | None = None
    trump_set: TrumpSet | None = None
    suit: Suit | None = None

    def __post_init__(self) -> None:
        # names are coerced (``Meld("four", rank="K")``), anything else refused
        if self.kind.__class__ is not MeldKind:
            object.__setattr__(self, "kind", MeldKind(self.kind))
        as_int(self.times, "times", high=MAX_TIMES)
        if self.rank is not None and self.rank.__class__ is not Rank:
            object.__setattr__(self, "rank", Rank(self.rank))
        if self.trump_set is not None and self.trump_set.__class__ is not TrumpSet:
            object.__setattr__(self, "trump_set", TrumpSet(self.trump_set))
        if self.suit is not None and self.suit.__class__ is not Suit:
            object.__setattr__(self, "suit", as_suit(self.suit, "suit"))
        if self.times < 1:
            raise IllegalMeldError(f"a meld is shown once or more, not {self.times} times")
        if self.kind is MeldKind.FOUR and self.rank not in PLAIN_FOURS:
            raise IllegalMeldError(
                "a plain four is of jacks, queens, kings or aces (S002: «валеты — 4, дамы — 6, "
                "короли — 8, тузы — 10»)",
                params={"rank": None if self.rank is None else self.rank.token},
            )
        needs_set = self.kind in (MeldKind.TRUMP_FOUR, MeldKind.EXTRA)
        if needs_set != (self.trump_set is not None):
            raise IllegalMeldError(f"a {self.kind.value} meld needs a trump set and only it")
        if self.kind is MeldKind.EXTRA and self.times != 1:
            raise IllegalMeldError("extra cards are added one at a time («пятая … шестая …»)")
        if (self.kind is MeldKind.PLAIN_MARRIAGE) != (self.suit is not None):
            raise IllegalMeldError("a plain marriage, and only it, names its suit")

    @classmethod
    def coerce(cls, value: object, argument: str = "meld") -> Meld:
        """``value`` as a :class:`Meld`: a Meld or its :attr:`name` (``"double bezique"``)."""
        if value.__class__ is Meld:
            return value
        if isinstance(value, str):
            return cls.from_name(value)
        raise BeziqueArgumentError(
            argument,
            f"{argument}: not a meld: {value!r} (a Meld or a name like 'double bezique')",
            code="bad_meld",
            value=value,
        )

    @classmethod
    def bezique(cls, times: int = 1) -> Meld:
        """Trump queen and the jack of the other suit of the same colour."""
        return cls(MeldKind.BEZIQUE, times)

    @classmethod
    def quint(cls, times: int = 1) -> Meld:
        """Trump A K Q J 10, the jack being the trump jack or the bezique jack."""
        return cls(MeldKind.TRUMP_QUINT, times)

    @classmethod
    def marriage(cls, times: int = 1, suit: Suit | None = None) -> Meld:
        """Trump K and Q; with ``suit``, a plain marriage (only with that switch)."""
        if suit is None:
            return cls(MeldKind.TRUMP_MARRIAGE, times)
        return cls(MeldKind.PLAIN_MARRIAGE, times, suit=suit)

    @classmethod
    def four(cls, rank: Rank, times: int = 1) -> Meld:
        """Four cards of one rank, J Q K or A, not all the trump card."""
        return cls(MeldKind.FOUR, times, rank=rank)

    @classmethod
    def trump_four(cls, trump_set: TrumpSet, times: int = 1) -> Meld:
        """Four trump jacks, queens, kings, aces or tens, or four bezique jacks."""
        return cls(MeldKind.TRUMP_FOUR, times, trump_set=trump_set)

    @classmethod
    def extra(cls, trump_set: TrumpSet) -> Meld:
        """One more card added to a trump four already shown."""
        return cls(MeldKind.EXTRA, trump_set=trump_set)

    @property
    def name(self) -> str:
        """English name: ``double bezique``, ``four trump kings``, ``extra trump king``."""
        mult = MULTIPLES[self.times - 1] if self.times <= len(MULTIPLES) else f"{self.times}× "
        if self.kind is MeldKind.FOUR:
            assert self.rank is not None
            return f"{mult}four {self.rank.name.lower()}s"
        if self.trump_set is not None:
            if self.kind is MeldKind.EXTRA:
                return f"extra {self.trump_set.singular}"
            return f"{mult}four {self.trump_set.value}"
        if self.suit is not None:
            return f"{mult}marriage of {self.suit.name.lower()}"
        return f"{mult}{self.kind.value}"

    @classmethod
    def from_name(cls, name: str) -> Meld:
        """The meld whose :attr:`name` is ``name`` (e.g. from a shared link)."""
        if not isinstance(name, str):
            raise BeziqueArgumentError(
                "name", f"name: not a meld's name: {name!r}", code="bad_meld", value=name
            )
        wanted = " ".join(name.lower().split())
        found = _BY_NAME.get(wanted)
        if found is None:
            raise IllegalMeldError(
                f"unknown meld {name!r} (e.g. 'bezique', 'double bezique', "
                "'four trump kings', 'extra trump queen')",
                code="unknown_meld",
                params={"name": name},
            )
        return found

    @property
    def series(self) -> Series | None:
        """The successive series the meld belongs to, if any."""
        return _SERIES.get(self.kind)

    @property
    def family(self) -> str:
        """Melds of one family may not share a card (see the module docstring)."""
        if self.kind is MeldKind.FOUR:
            assert self.rank is not None
            return f"rank:{self.rank.token}"
        if self.trump_set is not None:
            return f"rank:{SET_TABLE[self.trump_set].rank.token}"
        if self.kind in (MeldKind.TRUMP_MARRIAGE, MeldKind.PLAIN_MARRIAGE):
            return "marriage"
        return str(self.kind.value)

    def slots(self, trump: Suit) -> tuple[tuple[Card, ...], ...]:
        """The cards the meld shows, each slot listing the cards that may fill it, best first."""
        one: tuple[tuple[Card, ...], ...]
        if self.kind is MeldKind.BEZIQUE:
            one = ((Card(trump, Rank.QUEEN),), (Card(trump.partner, Rank.JACK),))
        elif self.kind is MeldKind.TRUMP_QUINT:
            high = tuple((Card(trump, r),) for r in (Rank.ACE, Rank.KING, Rank.QUEEN))
            jack = (Card(trump, Rank.JACK), Card(trump.partner, Rank.JACK))
            one = (*high, jack, (Card(trump, Rank.TEN),))
        elif self.kind in (MeldKind.TRUMP_MARRIAGE, MeldKind.PLAIN_MARRIAGE):
            suit = trump if self.suit is None else self.suit
            one = ((Card(suit, Rank.KING),), (Card(suit, Rank.QUEEN),))
        elif self.kind is MeldKind.FOUR:
            assert self.rank is not None
            others = [s for s in Suit if s is not trump]
            any_of = tuple(Card(s, self.rank) for s in [*others, trump])
            one = (any_of,) * SET_SIZE
        else:
            assert self.trump_set is not None
            size = 1 if self.kind is MeldKind.EXTRA else SET_SIZE
            one = ((self.trump_set.card(trump),),) * size
        return one * self.times


#: A meld as the public API takes it: a :class:`Meld` or its name (``"double bezique"``).
MeldLike: TypeAlias = "Meld | str"


def _all_melds(max_times: int = 12) -> tuple[Meld, ...]:
    out: list[Meld] = []
    for t in range(1, max_times + 1):
        out += [Meld.bezique(t), Meld.quint(t), Meld.marriage(t)]
        out += [Meld.marriage(t, s) for s in Suit]
        out += [Meld.four(r, t) for r in PLAIN_FOURS]
        out += [Meld.trump_four(s, t) for s in TrumpSet]
    out += [Meld.extra(s) for s in TrumpSet]
    return tuple(out)


_BY_NAME = {m.name: m for m in _all_melds()}
