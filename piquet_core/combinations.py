"""The combinations a player declares: a point, a sequence, a set, and a whole declaration.

Immutable values with their comparison keys, scores and Cavendish's names (Laws of Piquet,
ed. Cavendish, Laws 62-64; *Description of the Game*, "Calling and showing"):

* :class:`Point`: ``length`` cards of one suit worth ``pips``; longer beats shorter, then more
  pips; scores one per card (Law 62), or a variant's rule.
* :class:`Sequence`: three or more cards in order in one suit; longer beats shorter, then the
  higher top card; tierce 3, quart 4, quint 15 ... huitième 18 (Law 63).
* :class:`CardSet`: a trio (3) or quatorze (14) of tens or higher; any quatorze beats any
  trio, then the higher rank (Law 64).
* :class:`Declared`: what one player calls, in all three categories.

Finding them in a hand and comparing two declarations is :mod:`piquet_core.declarations`,
which re-exports these types.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from piquet_core.cards import Card, Hand, Rank, Suit, as_suit
from piquet_core.errors import PiquetError
from piquet_core.variants import (
    RUBICON,
    PointComparison,
    PointScore,
    Variant,
    VariantLike,
    as_variant,
)

_WORDS = ("none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve")  # fmt: skip
_SUIT_WORD = ("spades", "hearts", "diamonds", "clubs")
_SEQ_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
_RANK_WORD = {
    Rank.ACE: "an ace", Rank.KING: "a king", Rank.QUEEN: "a queen", Rank.JACK: "a knave",
    Rank.TEN: "a ten", Rank.NINE: "a nine",
}  # fmt: skip
_PLURAL = {Rank.ACE: "aces", Rank.KING: "kings", Rank.QUEEN: "queens", Rank.JACK: "knaves",
           Rank.TEN: "tens"}  # fmt: skip


def point_value(length: int, pips: int, variant: Variant = RUBICON) -> int:
    """What a point of ``length`` cards and ``pips`` scores when good: one per card (Law 62);
    one less when the pips end in four (CAV-C); one per ten pips (S000), fractions dropped or,
    as the 1651 treatise has it, units of five and over counting up ("as much for Thirty five
    as for Forty"). The one place the point's value is written (the declarations, the bots'
    tables)."""
    if variant.point_score is PointScore.PER_TEN_PIPS:
        return pips // 10
    if variant.point_score is PointScore.PER_TEN_PIPS_ROUNDED:
        return (pips + 5) // 10
    if variant.point_score is PointScore.PER_CARD_FOURS_LESS and pips % 10 == 4:
        return length - 1
    return length


def _bad(argument: str, text: str) -> PiquetError:
    return PiquetError(text, code="bad_combination", params={"argument": argument})


def _rank(value: object, argument: str) -> Rank:
    if value.__class__ is int and 7 <= value <= 14:
        return Rank(value)
    raise _bad(argument, f"{argument}: a Rank, not {value!r}")


@dataclass(frozen=True)
class Point:
    """A point: ``length`` cards of ``suit`` worth ``pips`` (Law 62)."""

    suit: Suit
    length: int
    pips: int

    def __post_init__(self) -> None:
        """A point of one to eight cards of one suit (Law 62), its pips a whole number under
        ninety (eight cards make at most 78); the suit as :func:`~piquet_core.cards.as_suit`
        reads it. Another is a :class:`PiquetError` (code ``bad_combination``)."""
        if self.suit.__class__ is not Suit:
            object.__setattr__(self, "suit", as_suit(self.suit))
        if not (self.length.__class__ is int and 1 <= self.length <= 8):
            raise _bad("length", f"a point of {self.length!r} cards")
        if not (self.pips.__class__ is int and 0 <= self.pips < 90):
            raise _bad("pips", "bad pips")

    @cached_property
    def label(self) -> str:
        """ "point of five (49) in hearts"."""
        return f"point of {_WORDS[self.length]} ({self.pips}) in {_SUIT_WORD[self.suit.value]}"

    def order_key(self, variant: VariantLike = RUBICON) -> int:
        """Integer comparison key: ``length << 8 | pips``, or ``pips`` by pips only."""
        if variant.__class__ is not Variant:
            variant = as_variant(variant)
        if variant.point_comparison is PointComparison.PIPS_ONLY:
            return self.pips
        return self.length << 8 | self.pips

    def key(self, variant: VariantLike = RUBICON) -> tuple[int, int]:
        """Comparison key: (length, pips), or (pips, 0) when the point is by pips only."""
        variant = as_variant(variant)
        if variant.point_comparison is PointComparison.PIPS_ONLY:
            return (self.pips, 0)
        return (self.length, self.pips)

    def score(self, variant: VariantLike = RUBICON) -> int:
        """What the point scores when good: one per card (Law 62), or a variant's rule."""
        if variant.__class__ is not Variant:
            variant = as_variant(variant)
        return point_value(self.length, self.pips, variant)


@dataclass(frozen=True)
class Sequence:
    """A sequence of ``length`` cards of ``suit`` headed by ``top`` (Law 63)."""

    suit: Suit
    length: int
    top: Rank
    order_key: int = field(init=False, repr=False, compare=False)
    """Integer comparison key ``length << 4 | top``: larger is better (Law 63)."""

    def __post_init__(self) -> None:
        """Three to eight cards running in one suit, the lowest a seven or higher (Law 63);
        the suit as :func:`~piquet_core.cards.as_suit` reads it, the top card a
        :class:`Rank` (or its number). Another is a :class:`PiquetError` (code
        ``bad_combination``)."""
        if self.suit.__class__ is not Suit:
            object.__setattr__(self, "suit", as_suit(self.suit))
        if self.top.__class__ is not Rank:
            object.__setattr__(self, "top", _rank(self.top, "top"))
        if not (self.length.__class__ is int and 3 <= self.length <= 8):
            raise _bad("length", f"a sequence of {self.length!r} cards")
        if int(self.top) - self.length + 1 < 7:
            raise _bad("top", f"no sequence of {self.length} to {self.top!r}")
        object.__setattr__(self, "order_key", self.length << 4 | int(self.top))

    @property
    def score(self) -> int:
        """Tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18 (Law 63)."""
        return self.length + 10 if self.length >= 5 else self.length

    @property
    def key(self) -> tuple[int, int]:
        """Comparison key: longer first, then higher top card (Law 63)."""
        return (self.length, int(self.top))

    @cached_property
    def name(self) -> str:
        """Cavendish's name: "quint major", "tierce to a king", "tierce minor" (CAV-D)."""
        base = _SEQ_NAMES[self.length]
        if self.top is Rank.ACE:
            return f"{base} major"
        if int(self.top) - self.length + 1 == 7:
            return f"{base} minor"
        return f"{base} to {_RANK_WORD[self.top]}"

    @cached_property
    def label(self) -> str:
        """ "quart major in hearts"."""
        return f"{self.name} in {_SUIT_WORD[self.suit.value]}"

    @property
    def bits(self) -> int:
        """The 32-bit mask of its cards."""
        run = ((1 << self.length) - 1) << (int(self.top) - 7 - self.length + 1)
        return run << (self.suit.value * 8)

    def cards(self) -> tuple[Card, ...]:
        return tuple(Hand.from_mask(self.bits))


@dataclass(frozen=True)
class CardSet:
    """Three (trio) or four (quatorze) cards of one rank, ten or higher (Law 64)."""

    rank: Rank
    count: int
    order_key: int = field(init=False, repr=False, compare=False)
    """Integer comparison key ``count << 4 | rank``: larger is better (Law 64)."""

    def __post_init__(self) -> None:
        """Three or four cards of one rank, the rank a :class:`Rank` (or its number); only
        tens or higher count (Law 64), but the trainer names "three nines" too. Another is
        a :class:`PiquetError` (code ``bad_combination``)."""
        if self.rank.__class__ is not Rank:
            object.__setattr__(self, "rank", _rank(self.rank, "rank"))
        if self.count.__class__ is not int or self.count not in (3, 4):
            raise _bad("count", "sets are three or four cards of one rank")
        object.__setattr__(self, "order_key", self.count << 4 | int(self.rank))

    @property
    def score(self) -> int:
        """Quatorze 14, trio 3 (Law 64)."""
        return 14 if self.count == 4 else 3

    @property
    def key(self) -> tuple[int, int]:
        """Any quatorze beats any trio, then the higher rank (Law 64)."""
        return (self.count, int(self.rank))

    @cached_property
    def name(self) -> str:
        """ "four aces" / "three kings" (CAV-D)."""
        return f"{'four' if self.count == 4 else 'three'} {_PLURAL[self.rank]}"


class Declared(NamedTuple):
    """What one player calls: a point (or None), sequences and sets, in any order.

    A small immutable value (a named tuple, so that evaluating a hand stays cheap).
    """

    point: Point | None = None
    sequences: tuple[Sequence, ...] = ()
    sets: tuple[CardSet, ...] = ()


__all__ = ["CardSet", "Declared", "Point", "Sequence", "point_value"]
