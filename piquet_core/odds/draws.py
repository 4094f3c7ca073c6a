"""Hypergeometric draws, odds as ratios, carte blanche and the chances of the exchange."""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb, prod
from typing import Literal

from piquet_core.cards import PACK as _CARDS
from piquet_core.cards import SUITS as _SUITS
from piquet_core.cards import Rank, Seat, as_count, as_flag, as_hand, as_instance, as_seat
from piquet_core.errors import PiquetError
from piquet_core.variants import exchange_limit

PACK = len(_CARDS)  # 32
SUITS = len(_SUITS)  # 4
RANKS = len(Rank)  # 8
HAND = 12
UNSEEN = PACK - HAND  # 20 cards a player has not seen before the exchange
COURT_CARDS = sum(1 for c in _CARDS if c.rank.is_court)  # K Q J: 12 (Cavendish, Law 18)
ELDER_DRAW = exchange_limit(Seat.ELDER)  # elder may take up to five (Cavendish, Law 21)
YOUNGER_DRAW = exchange_limit(Seat.YOUNGER, ELDER_DRAW)  # the bottom three, when elder takes five

SeatName = Literal["elder", "younger"]
"""A seat by name; :func:`take_in_chance` also takes the engine's ``cards.Seat``."""


class OddsError(PiquetError):
    """A probability question that makes no sense (more cards drawn than the pool holds...)."""

    code = "bad_odds_question"


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise OddsError(message)


def _whole(**values: object) -> None:
    """Each argument a whole number (not a bool, a string, a float): else an
    :class:`OddsError` naming the argument; the ranges are each function's to check."""
    for name, value in values.items():
        if value.__class__ is not int:
            raise OddsError(f"{name}: a whole number of cards, not {value!r}",
                            params={"argument": name, "value": repr(value)})  # fmt: skip


# --- hypergeometric primitives --------------------------------------------------------------


def _draw(pool: int, wanted: int, drawn: int) -> None:
    """A draw that can be made: whole numbers, ``wanted`` and ``drawn`` from 0 to ``pool``."""
    _whole(pool=pool, wanted=wanted, drawn=drawn)
    _check(0 <= wanted <= pool, f"wanted cards ({wanted}) must be between 0 and the pool ({pool})")
    _check(0 <= drawn <= pool, f"cards drawn ({drawn}) must be between 0 and the pool ({pool})")


def hypergeometric(pool: int, wanted: int, drawn: int, k: int) -> Fraction:
    """P(exactly ``k`` of ``wanted`` cards) when ``drawn`` cards come at random from ``pool``."""
    _whole(k=k)
    _draw(pool, wanted, drawn)
    if not (0 <= k <= wanted and 0 <= drawn - k <= pool - wanted):
        return Fraction(0)
    return Fraction(comb(wanted, k) * comb(pool - wanted, drawn - k), comb(pool, drawn))


def hypergeometric_distribution(pool: int, wanted: int, drawn: int) -> tuple[Fraction, ...]:
    """The distribution of the number of wanted cards drawn: entry ``k`` is P(exactly k)."""
    _draw(pool, wanted, drawn)
    return tuple(hypergeometric(pool, wanted, drawn, k) for k in range(min(wanted, drawn) + 1))


def at_least(pool: int, wanted: int, drawn: int, k: int = 1) -> Fraction:
    """P(at least ``k`` of ``wanted`` cards) when ``drawn`` cards come at random from ``pool``."""
    _whole(pool=pool, wanted=wanted, drawn=drawn, k=k)
    _check(k >= 0, f"at least {k} cards is not a number of cards")
    return sum(hypergeometric_distribution(pool, wanted, drawn)[k:], Fraction(0))


def multivariate(
    pool: int, groups: Sequence[int], drawn: int, success: Callable[[tuple[int, ...]], bool]
) -> Fraction:
    """P(``success(counts)``) where ``counts[i]`` = cards drawn from the disjoint group ``i``.

    Exact enumeration of the multivariate hypergeometric law; e.g. de Moivre's "an ace and a
    king" is ``multivariate(20, (4, 4), 5, lambda c: c[0] >= 1 and c[1] >= 1)``.
    """
    _whole(pool=pool, drawn=drawn)
    if isinstance(groups, (str, bytes)) or not isinstance(groups, Sequence):
        raise OddsError(f"groups: the sizes of the groups of named cards, not {groups!r}",
                        params={"argument": "groups", "value": repr(groups)})  # fmt: skip
    _whole(**{f"groups[{i}]": g for i, g in enumerate(groups)})
    if not callable(success):
        raise OddsError(f"success: a test of the counts drawn from each group, not {success!r}",
                        params={"argument": "success", "value": repr(success)})  # fmt: skip
    rest = pool - sum(groups)
    _check(min(groups, default=0) >= 0 and rest >= 0, f"groups {tuple(groups)} exceed {pool}")
    _check(0 <= drawn <= pool, f"cards drawn ({drawn}) must be between 0 and the pool ({pool})")
    ways = 0
    for counts in _compositions(tuple(groups), drawn):
        if success(counts):
            ways += prod(comb(g, c) for g, c in zip(groups, counts, strict=True)) * comb(
                rest, drawn - sum(counts)
            )
    return Fraction(ways, comb(pool, drawn))


def _compositions(groups: tuple[int, ...], limit: int) -> Iterator[tuple[int, ...]]:
    if not groups:
        yield ()
        return
    for c in range(min(groups[0], limit) + 1):
        for tail in _compositions(groups[1:], limit - c):
            yield (c, *tail)


# --- odds -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Odds:
    """Odds as a reduced ratio of whole numbers: ``against`` to ``in_favour``."""

    against: int
    in_favour: int

    def __post_init__(self) -> None:
        """Whole numbers, not both nought (no event has odds of 0 to 0), however built."""
        as_count(self.against, "against")
        as_count(self.in_favour, "in_favour")
        _check(self.against + self.in_favour > 0, "odds of 0 to 0 describe no event")

    @classmethod
    def of(cls, p: Fraction) -> Odds:
        """The odds of an event of probability ``p`` (reduced, since ``p`` is)."""
        _check(0 <= p <= 1, f"{p} is not a probability")
        return cls(p.denominator - p.numerator, p.numerator)

    def ratio(self, on: bool = False) -> Fraction:
        """``against / in_favour`` (or the inverse with ``on=True``)."""
        top, bottom = (self.in_favour, self.against) if on else (self.against, self.in_favour)
        _check(bottom != 0, f"odds of {self} have no finite ratio")
        return Fraction(top, bottom)

    def __str__(self) -> str:
        if self.in_favour > self.against:
            return f"{self.in_favour} to {self.against} on"
        return f"{self.against} to {self.in_favour} against"


@dataclass(frozen=True)
class PrintedOdds:
    """Odds as a source prints them: "``first`` to ``second``", on (in favour) or against."""

    first: int
    second: int
    on: bool
    nearly: bool = False

    def __post_init__(self) -> None:
        """Whole numbers, not both nought, and two switches, as a source prints them."""
        as_count(self.first, "first")
        as_count(self.second, "second")
        _check(self.first + self.second > 0, "odds of 0 to 0 describe no event")
        as_flag(self.on, "on")
        as_flag(self.nearly, "nearly")

    def __str__(self) -> str:
        side = "on" if self.on else "against"
        return f"{self.first} to {self.second} {side}" + (", nearly" if self.nearly else "")


class Agreement(enum.Enum):
    """How a printed figure compares with the exact one."""

    EXACT = "exact"  # the same ratio
    ROUNDED = "rounded"  # the nearest odds with the printed second term
    DIFFERS = "differs"


def _nearest(x: Fraction, second: int) -> int:
    return (2 * x * second + 1) // 2  # round half up, exact


def compare(exact: Odds, printed: PrintedOdds) -> Agreement:
    """Compare printed odds with exact ones: same ratio, a fair rounding, or a difference."""
    exact = as_instance(exact, Odds, "exact", "the exact odds, an Odds")
    printed = as_instance(printed, PrintedOdds, "printed", "odds as printed, a PrintedOdds")
    x = exact.ratio(on=printed.on)
    if x == Fraction(printed.first, printed.second):
        return Agreement.EXACT
    return Agreement.ROUNDED if _nearest(x, printed.second) == printed.first else Agreement.DIFFERS


# --- carte blanche and the exchange ----------------------------------------------------------


def carte_blanche() -> Fraction:
    """P(a named player is dealt carte blanche): no king, queen or knave (Cavendish, Law 18).

    His 12 cards must all come from the 20 non-court cards: C(20, 12) / C(32, 12).
    """
    return hypergeometric(PACK, PACK - COURT_CARDS, HAND, HAND)


def carte_blanche_either() -> Fraction:
    """P(either player has carte blanche) = twice :func:`carte_blanche`.

    Both cannot: that would need 24 of the 20 non-court cards.
    """
    return 2 * carte_blanche()


def elder_takes_in(named: int, k: int | None = None, *, takes: int = ELDER_DRAW) -> Fraction:
    """P(elder, taking ``takes`` cards, takes in at least ``k`` of ``named`` cards he lacks).

    ``k`` defaults to all of them. Elder takes from the top of the talon (Cavendish, Law 23).
    """
    _whole(named=named, takes=takes, **({} if k is None else {"k": k}))
    _check(0 <= takes <= ELDER_DRAW, f"elder takes 0 to {ELDER_DRAW} cards, not {takes}")
    return at_least(UNSEEN, named, takes, named if k is None else k)


def younger_takes_in(
    named: int, k: int | None = None, *, elder_takes: int = ELDER_DRAW, takes: int | None = None
) -> Fraction:
    """P(younger takes in at least ``k`` (default all) of ``named`` cards he lacks.

    Younger may take all that elder leaves: the cards elder left (top) and the bottom three
    (Cavendish, Law 34); ``takes`` defaults to all of them. To younger, who has seen only his
    own hand, those positions are a random set of his 20 unseen cards.
    """
    _whole(named=named, elder_takes=elder_takes, **({} if k is None else {"k": k}),
           **({} if takes is None else {"takes": takes}))  # fmt: skip
    _check(0 <= elder_takes <= ELDER_DRAW, f"elder takes 0 to {ELDER_DRAW}, not {elder_takes}")
    available = exchange_limit(Seat.YOUNGER, elder_takes)
    takes = available if takes is None else takes
    _check(0 <= takes <= available, f"younger can take 0 to {available} cards, not {takes}")
    return at_least(UNSEEN, named, takes, named if k is None else k)


def _cards(value: object, argument: str) -> Collection[Hashable]:
    """Cards as :func:`take_in_chance` reads them: a string of cards or a Hand (as
    :func:`~piquet_core.cards.as_hand` reads it), or a collection of card values (a list, a
    set); a number, None, bytes or a mapping is an :class:`OddsError` naming ``argument``."""
    if isinstance(value, str):
        return as_hand(value)
    if isinstance(value, (bytes, bytearray, Mapping)) or not isinstance(value, Collection):
        raise OddsError(f"{argument}: cards, as text or a collection, not {value!r}",
                        params={"argument": argument, "value": repr(value)})  # fmt: skip
    try:
        set(value)
    except TypeError:
        raise OddsError(
            f"{argument}: cards are hashable values, not {value!r}",
            params={"argument": argument, "value": repr(value)},
        ) from None
    return value


def take_in_chance(
    hand: Collection[Hashable],
    wanted: Collection[Hashable],
    seat: SeatName | object,
    at_least: int = 1,
    *,
    elder_takes: int = ELDER_DRAW,
    takes: int | None = None,
) -> Fraction:
    """P(a player holding ``hand`` ends the exchange with ``at_least`` of the ``wanted`` cards).

    Wanted cards already in the hand count (keep them); the rest must be taken in from the 20
    unseen cards: elder taking ``elder_takes``, younger ``takes`` (default all he may).
    Works with the engine's cards or any hashable card values; a string is read as cards
    (:func:`~piquet_core.cards.as_hand`: ``"10H"`` is the ten of hearts, not the characters
    1, 0, H), the seat as :func:`~piquet_core.cards.as_seat` reads it.
    """
    hand, wanted = _cards(hand, "hand"), _cards(wanted, "wanted")
    _whole(at_least=at_least, elder_takes=elder_takes,
           **({} if takes is None else {"takes": takes}))  # fmt: skip
    _check(at_least >= 0, f"at least {at_least} cards is not a number of cards")
    side = as_seat(seat).value
    _check(len(set(hand)) == HAND, f"a hand as dealt has {HAND} cards, not {len(set(hand))}")
    missing = len(set(wanted) - set(hand))
    need = max(0, at_least - (len(set(wanted)) - missing))
    _check(at_least <= len(set(wanted)), f"cannot hold {at_least} of {len(set(wanted))} cards")
    if side == "elder":
        return elder_takes_in(missing, need, takes=elder_takes)
    return younger_takes_in(missing, need, elder_takes=elder_takes, takes=takes)
