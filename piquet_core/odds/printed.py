"""Printed odds checked against the computation; Cavendish's tables (Discarding: Calculations)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

from piquet_core.cards import as_count, as_flag, as_instance
from piquet_core.odds.draws import (
    COURT_CARDS,
    ELDER_DRAW,
    HAND,
    PACK,
    UNSEEN,
    YOUNGER_DRAW,
    Agreement,
    Odds,
    OddsError,
    PrintedOdds,
    SeatName,
    _check,
    _nearest,
    at_least,
    compare,
    multivariate,
)

# --- checking printed figures ----------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    """``drawn`` cards at random from ``pool``; ``groups`` of named cards, group ``i`` needing
    ``need[i]`` of its cards (at least, or ``exactly``), in every group or in ``any_group``."""

    pool: int
    drawn: int
    groups: tuple[int, ...]
    need: tuple[int, ...]
    any_group: bool = False
    exactly: bool = False

    def __post_init__(self) -> None:
        """A question that makes sense, however built: whole numbers, ``drawn`` no more than
        the pool, the groups within the pool, one need for each group and each need no more
        than its group holds (lists are read as tuples)."""
        pool = as_count(self.pool, "pool")
        as_count(self.drawn, "drawn", 0, pool)
        for name in ("groups", "need"):
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))
            if not isinstance(getattr(self, name), tuple):
                raise OddsError(f"{name}: a tuple of counts, not {value!r}")
        groups = tuple(as_count(g, "groups") for g in self.groups)
        _check(sum(groups) <= pool, f"groups {groups} exceed the pool ({pool})")
        _check(len(self.need) == len(groups), f"need {self.need}: one count for each group")
        for n, g in zip(self.need, groups, strict=True):
            as_count(n, "need", 0, g)
        as_flag(self.any_group, "any_group")
        as_flag(self.exactly, "exactly")

    def probability(self) -> Fraction:
        """The exact probability of success."""

        def success(counts: tuple[int, ...]) -> bool:
            hits = [
                c == n if self.exactly else c >= n for c, n in zip(counts, self.need, strict=True)
            ]
            return any(hits) if self.any_group else all(hits)

        return multivariate(self.pool, self.groups, self.drawn, success)


@dataclass(frozen=True)
class Reading:
    """Another reading of a question, one that reproduces a printed figure.

    ``code`` (for translation, with ``number``): ``exactly`` (exactly that many cards, not at
    least), ``chances`` ("one in n", all cases to favourable, written as odds),
    ``exactly_chances`` (both), ``pool`` (``number`` unseen cards), ``drawn`` (``number``
    cards taken in). ``value`` is that reading's ratio in the printed direction.
    """

    code: str
    description: str
    value: Fraction
    number: int | None = None


def _alternatives(d: Draw) -> Iterator[tuple[str, str, int | None, Draw, bool]]:
    """Other readings, simplest first: (code, description, number, draw, chances as odds)."""
    exact = replace(d, exactly=True)
    chances = "the chance as 'one in n' (all cases to favourable) instead of odds"
    if not d.exactly:
        yield "exactly", "exactly that many cards instead of at least", None, exact, False
    yield "chances", chances, None, d, True
    if not d.exactly:
        yield "exactly_chances", f"exactly that many cards, and {chances}", None, exact, True
    for n in (d.pool - 1, d.pool + 1):
        yield "pool", f"a pool of {n} unseen cards", n, replace(d, pool=n), False
    for n in (d.drawn - 1, d.drawn + 1):
        yield "drawn", f"{n} cards taken in", n, replace(d, drawn=n), False


def find_reading(draw: Draw, printed: PrintedOdds) -> Reading | None:
    """The simplest other reading that reproduces a printed figure which differs from the
    exact one (None if it agrees, or if no reading tried reproduces it)."""
    draw = as_instance(draw, Draw, "draw", "a draw, a Draw")
    if compare(Odds.of(draw.probability()), printed) is not Agreement.DIFFERS:
        return None
    wanted = Fraction(printed.first, printed.second)
    for code, description, number, alt, as_chances in _alternatives(draw):
        try:
            p = alt.probability()
        except OddsError:  # the reading asks for more cards than there are
            continue
        if not 0 < p < 1:
            continue
        x = 1 / (1 - p if printed.on else p) if as_chances else Odds.of(p).ratio(on=printed.on)
        if x == wanted or _nearest(x, printed.second) == printed.first:
            return Reading(code, description, x, number)
    return None


def explain(draw: Draw, printed: PrintedOdds) -> str | None:
    """One line saying which alternative reading reproduces a printed figure that differs
    from the exact one (None if it agrees); found by computing each reading in turn."""
    draw = as_instance(draw, Draw, "draw", "a draw, a Draw")
    exact = Odds.of(draw.probability())
    if compare(exact, printed) is not Agreement.DIFFERS:
        return None
    reading = find_reading(draw, printed)
    if reading is None:
        return f"no simple reading reproduces {printed}; the exact odds are {exact}"
    return (
        f"printed {printed} is reproduced by reading {reading.description} "
        f"({float(reading.value):.2f} to 1); "
        f"the exact odds are {exact} ({float(exact.ratio(printed.on)):.2f} to 1)"
    )


@dataclass(frozen=True)
class OddsCheck:
    """A printed figure of odds, set against the exact computation."""

    source: str
    label: str
    probability: Fraction
    odds: Odds
    printed: PrintedOdds
    agreement: Agreement
    explanation: str | None
    draw: Draw | None = None
    reading: Reading | None = None

    @property
    def agrees(self) -> bool:
        """True when the printed figure is exact or a fair rounding of the exact one."""
        return self.agreement is not Agreement.DIFFERS

    def to_dict(self) -> dict[str, object]:
        """JSON-ready: probability as "a/b", odds as text, for the site's generators."""
        return {
            "source": self.source,
            "label": self.label,
            "probability": str(self.probability),
            "odds": str(self.odds),
            "printed": str(self.printed),
            "agreement": self.agreement.value,
            "explanation": self.explanation,
            "reading": None
            if self.reading is None
            else {
                "code": self.reading.code,
                "number": self.reading.number,
                "value": str(self.reading.value),
            },
        }


def _check_draw(source: str, label: str, draw: Draw, printed: PrintedOdds) -> OddsCheck:
    p = draw.probability()
    odds = Odds.of(p)
    verdict = compare(odds, printed)
    return OddsCheck(
        source,
        label,
        p,
        odds,
        printed,
        verdict,
        explain(draw, printed),
        draw,
        find_reading(draw, printed),
    )


# --- Cavendish: Discarding, "Calculations" ---------------------------------------------------

CAVENDISH = "Cavendish, the treatise Piquet, Discarding: Calculations"
"""The source of the tables: the chapter "Discarding" of Cavendish's treatise, not the laws."""
_WORDS = ("none", "one", "two", "three", "four", "five")

# (seat, named cards, at least, printed "first to second", on?) as printed.
_CAVENDISH_TABLE: tuple[tuple[SeatName, int, int, int, int, bool], ...] = (
    ("elder", 1, 1, 3, 1, False),
    ("elder", 2, 2, 18, 1, False),
    ("elder", 3, 3, 113, 1, False),
    ("elder", 4, 4, 968, 1, False),
    ("elder", 5, 5, 15503, 1, False),
    ("elder", 2, 1, 5, 4, False),
    ("elder", 3, 1, 3, 2, True),
    ("elder", 3, 2, 6, 1, False),
    ("elder", 4, 1, 5, 2, True),
    ("elder", 4, 2, 3, 1, False),
    ("elder", 4, 3, 32, 1, False),
    ("younger", 1, 1, 17, 3, False),
    ("younger", 2, 2, 62, 1, False),
    ("younger", 3, 3, 1139, 1, False),
    ("younger", 2, 1, 5, 2, False),
    ("younger", 3, 1, 3, 2, False),
    ("younger", 3, 2, 21, 1, False),
    ("younger", 4, 1, 29, 28, True),
)


def _draw_for(seat: SeatName) -> int:
    return ELDER_DRAW if seat == "elder" else YOUNGER_DRAW


def cavendish_exchange_odds() -> tuple[OddsCheck, ...]:
    """Cavendish's table of the odds of taking in named cards (each player taking all his
    cards: elder 5, younger 3, of the 20 he has not seen), computed and compared."""
    checks = []
    for seat, named, k, first, second, on in _CAVENDISH_TABLE:
        cards = "card" if k == 1 else "cards"
        what = f"{_WORDS[k]} named {cards}"
        if k < named:
            what = f"{_WORDS[k]} {cards} (at least) of {_WORDS[named]} named cards"
        draw = Draw(UNSEEN, _draw_for(seat), (named,), (k,))
        label = f"{seat} hand takes in {what}"
        checks.append(_check_draw(CAVENDISH, label, draw, PrintedOdds(first, second, on)))
    return tuple(checks)


def cavendish_text_odds() -> tuple[OddsCheck, ...]:
    """The other odds Cavendish states in words ("Calculations"; "Odds at Piquet" for carte
    blanche; his other odds there are counts of 10,000 recorded hands), computed and compared."""
    leave = at_least(UNSEEN, 2, 2)  # younger keeps both trios, takes 2: one of 2 cards
    take_all = at_least(UNSEEN, 1, 3)  # younger takes 3, keeps one trio: its one card
    ratio = leave / take_all
    checks = [
        _check_draw(
            CAVENDISH,
            "elder hand, holding no ace and no king, draws both an ace and a king",
            Draw(UNSEEN, 5, (4, 4), (1, 1)),
            PrintedOdds(33, 31, False),
        ),
        _check_draw(
            CAVENDISH,
            "younger hand, holding no ace and no king, draws an ace and a king",
            Draw(UNSEEN, 3, (4, 4), (1, 1)),
            PrintedOdds(4, 1, False),
        ),
        _check_draw(
            CAVENDISH,
            "elder hand, holding two kings and two queens, takes in two of the "
            "other kings and queens",
            Draw(UNSEEN, 5, (4,), (2,)),
            PrintedOdds(3, 1, False),
        ),
        _check_draw(
            CAVENDISH,
            "elder hand, holding two kings and two queens, takes in two kings or two queens",
            Draw(UNSEEN, 5, (2, 2), (2, 2), any_group=True),
            PrintedOdds(17, 2, False),
        ),
        _check_draw(
            "Cavendish, the treatise Piquet, Odds at Piquet",
            "carte blanche in a named player's hand",
            Draw(PACK, HAND, (PACK - COURT_CARDS,), (HAND,)),
            PrintedOdds(1791, 1, False),
        ),
    ]
    odds = Odds(ratio.denominator, ratio.numerator)
    printed = PrintedOdds(74, 57, True)
    checks.append(
        OddsCheck(
            CAVENDISH,
            "younger hand with two trios: leaving a card (one of two cards in two) rather "
            "than taking three (one card in three); ratio of the two chances",
            leave,
            odds,
            printed,
            compare(odds, printed),
            None,
        )
    )
    return tuple(checks)
