"""Exact odds at Piquet: hypergeometric draws, carte blanche, the exchange, de Moivre, Cavendish.

Everything is computed with :class:`fractions.Fraction` and :func:`math.comb` (stdlib only, so
the module runs unchanged under Pyodide). The printed answers of the sources are kept as data
and *compared* with the computation, never used as results:

* seed 000 (an 18th-century encyclopedia article) quotes de Moivre's five problems at Piquet
  (*Doctrine of Chances*, p. 179): see :func:`de_moivre_problems`;
* Cavendish, *Laws of Piquet*, chapter "Discarding", section "Calculations", tabulates the
  odds of taking in named cards: see :func:`cavendish_exchange_odds`.

The pools: a player has seen only his own 12 cards, so the 20 he has not seen (the other
hand and the talon of 8) are, to him, in random order. Elder takes the top cards of the talon
(5 if he takes all); younger takes what elder leaves (top) and then the bottom 3 (Cavendish,
Laws 21, 23, 34). Whatever positions a player's draw comes from, to him it is a random set
of that many of his 20 unseen cards, which is why every exchange question below is
hypergeometric on a pool of 20.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Hashable, Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import comb, factorial, prod
from typing import Literal

from piquet_core.errors import PiquetError

PACK = 32
SUITS = 4
RANKS = 8
HAND = 12
TALON = 8
UNSEEN = PACK - HAND  # 20 cards a player has not seen before the exchange
COURT_CARDS = 3 * SUITS  # kings, queens and knaves: 12 (Cavendish, Law 18)
ELDER_DRAW = 5  # elder may take up to five (Cavendish, Law 21)
YOUNGER_DRAW = TALON - ELDER_DRAW  # the bottom three, when elder takes all his cards

SeatName = Literal["elder", "younger"]
"""A seat by name; :func:`take_in_chance` also takes the engine's ``cards.Seat``."""


class OddsError(PiquetError):
    """A probability question that makes no sense (more cards drawn than the pool holds...)."""

    code = "bad_odds_question"


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise OddsError(message)


# --- hypergeometric primitives --------------------------------------------------------------


def hypergeometric(pool: int, wanted: int, drawn: int, k: int) -> Fraction:
    """P(exactly ``k`` of ``wanted`` cards) when ``drawn`` cards come at random from ``pool``."""
    _check(0 <= wanted <= pool, f"wanted cards ({wanted}) must be between 0 and the pool ({pool})")
    _check(0 <= drawn <= pool, f"cards drawn ({drawn}) must be between 0 and the pool ({pool})")
    if not (0 <= k <= wanted and 0 <= drawn - k <= pool - wanted):
        return Fraction(0)
    return Fraction(comb(wanted, k) * comb(pool - wanted, drawn - k), comb(pool, drawn))


def hypergeometric_distribution(pool: int, wanted: int, drawn: int) -> tuple[Fraction, ...]:
    """The distribution of the number of wanted cards drawn: entry ``k`` is P(exactly k)."""
    return tuple(hypergeometric(pool, wanted, drawn, k) for k in range(min(wanted, drawn) + 1))


def at_least(pool: int, wanted: int, drawn: int, k: int = 1) -> Fraction:
    """P(at least ``k`` of ``wanted`` cards) when ``drawn`` cards come at random from ``pool``."""
    _check(k >= 0, f"at least {k} cards is not a number of cards")
    return sum(hypergeometric_distribution(pool, wanted, drawn)[k:], Fraction(0))


def multivariate(
    pool: int, groups: Sequence[int], drawn: int, success: Callable[[tuple[int, ...]], bool]
) -> Fraction:
    """P(``success(counts)``) where ``counts[i]`` = cards drawn from the disjoint group ``i``.

    Exact enumeration of the multivariate hypergeometric law; e.g. de Moivre's "an ace and a
    king" is ``multivariate(20, (4, 4), 5, lambda c: c[0] >= 1 and c[1] >= 1)``.
    """
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
    _check(0 <= elder_takes <= ELDER_DRAW, f"elder takes 0 to {ELDER_DRAW}, not {elder_takes}")
    available = TALON - elder_takes
    takes = available if takes is None else takes
    _check(0 <= takes <= available, f"younger can take 0 to {available} cards, not {takes}")
    return at_least(UNSEEN, named, takes, named if k is None else k)


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
    Works with the engine's cards or any hashable card values.
    """
    _check(len(set(hand)) == HAND, f"a hand as dealt has {HAND} cards, not {len(set(hand))}")
    missing = len(set(wanted) - set(hand))
    need = max(0, at_least - (len(set(wanted)) - missing))
    _check(at_least <= len(set(wanted)), f"cannot hold {at_least} of {len(set(wanted))} cards")
    side = getattr(seat, "value", seat)  # the engine's Seat enum, or its value
    if side == "elder":
        return elder_takes_in(missing, need, takes=elder_takes)
    _check(side == "younger", f"seat must be 'elder' or 'younger', not {seat!r}")
    return younger_takes_in(missing, need, elder_takes=elder_takes, takes=takes)


# --- counting hands up to the suits ---------------------------------------------------------


def _cycle_lengths(perm: tuple[int, ...]) -> list[int]:
    seen: set[int] = set()
    lengths = []
    for start in range(len(perm)):
        length = 0
        i = start
        while i not in seen:
            seen.add(i)
            i = perm[i]
            length += 1
        if length:
            lengths.append(length)
    return lengths


def _permutations(n: int) -> Iterator[tuple[int, ...]]:
    if n == 0:
        yield ()
        return
    for p in _permutations(n - 1):
        for i in range(n):
            yield (*p[:i], n - 1, *p[i:])


def suit_classes(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """Hands of ``hand`` cards distinct up to a permutation of the suits (Burnside's lemma).

    A permutation of the suits fixes a hand iff every suit in a cycle holds the same ranks;
    the number of orbits is the average number of fixed hands over the ``suits!`` permutations.
    """
    total = 0
    for perm in _permutations(suits):
        ways = [1] + [0] * hand  # ways[t]: hands of t cards fixed so far
        for length in _cycle_lengths(perm):
            ways = [
                sum(ways[t - length * s] * comb(ranks, s) for s in range(t // length + 1))
                for t in range(hand + 1)
            ]
        total += ways[hand]
    classes, remainder = divmod(total, factorial(suits))
    if remainder:  # impossible by Burnside's lemma
        raise ArithmeticError("Burnside sum not divisible by the group order")
    return classes


def suit_patterns(
    hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS
) -> list[tuple[int, ...]]:
    """Suit lengths of a hand, longest first (e.g. (5, 4, 2, 1)), each at most ``ranks``."""

    def rec(left: int, n: int, top: int) -> Iterator[tuple[int, ...]]:
        if n == 0:
            if left == 0:
                yield ()
            return
        for a in range(min(top, left), -1, -1):
            for tail in rec(left - a, n - 1, a):
                yield (a, *tail)

    return list(rec(hand, suits, ranks))


def suit_classes_by_patterns(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """The same count as :func:`suit_classes`, by a second method.

    For each suit-length pattern, suits of equal length are interchangeable: ``j`` suits of
    length ``a`` give a multiset of ``j`` rank-sets out of C(ranks, a), i.e. C(C(ranks, a)+j-1, j).
    """
    return sum(
        prod(comb(comb(ranks, a) + pattern.count(a) - 1, pattern.count(a)) for a in set(pattern))
        for pattern in suit_patterns(hand, suits=suits, ranks=ranks)
    )


def de_moivre_pattern_count(hand: int = HAND, *, suits: int = SUITS, ranks: int = RANKS) -> int:
    """One reading of de Moivre's count: for each suit-length pattern a >= b >= c >= d, the
    product C(8, a) C(8, b) C(8, c) C(8, d): suits are told apart by their lengths only, so
    hands differing by an exchange of two suits of equal length are still counted twice."""
    return sum(
        prod(comb(ranks, a) for a in pattern)
        for pattern in suit_patterns(hand, suits=suits, ranks=ranks)
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

CAVENDISH = "Cavendish, Laws of Piquet, Discarding: Calculations"
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
            "Cavendish, Laws of Piquet, Odds at Piquet",
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


# --- de Moivre's five problems (seed 000; Doctrine of Chances, p. 179) -----------------------


@dataclass(frozen=True)
class DeMoivreResult:
    """One of de Moivre's problems: the exact answer, the printed one, and how they compare.

    ``probability``/``odds`` for problems 1-4; ``count`` (hands essentially different) and
    ``total`` (all hands) for problem 5. ``explanation`` is a one-line account of a
    difference, found by computation.
    """

    number: int
    question: str
    reading: str
    probability: Fraction | None
    odds: Odds | None
    count: int | None
    total: int | None
    printed: str
    printed_odds: tuple[PrintedOdds, ...]
    verdicts: tuple[Agreement, ...]
    printed_count: int | None
    printed_total: int | None
    agreement: Agreement
    explanation: str | None

    @property
    def agrees(self) -> bool:
        """True when every printed figure is exact or a fair rounding of the exact one."""
        return self.agreement is not Agreement.DIFFERS

    def to_dict(self) -> dict[str, object]:
        """JSON-ready: fractions as "a/b", odds as text, for the site's generators."""
        return {
            "number": self.number,
            "question": self.question,
            "reading": self.reading,
            "probability": None if self.probability is None else str(self.probability),
            "odds": None if self.odds is None else str(self.odds),
            "count": self.count,
            "total": self.total,
            "printed": self.printed,
            "printed_odds": [str(p) for p in self.printed_odds],
            "verdicts": [v.value for v in self.verdicts],
            "printed_count": self.printed_count,
            "printed_total": self.printed_total,
            "agreement": self.agreement.value,
            "explanation": self.explanation,
        }


def _odds_problem(
    number: int, question: str, reading: str, draw: Draw, printed: str, *figures: PrintedOdds
) -> DeMoivreResult:
    p = draw.probability()
    odds = Odds.of(p)
    verdicts = tuple(compare(odds, f) for f in figures)
    notes = [n for f in figures if (n := explain(draw, f))]
    return DeMoivreResult(
        number=number,
        question=question,
        reading=reading,
        probability=p,
        odds=odds,
        count=None,
        total=None,
        printed=printed,
        printed_odds=figures,
        verdicts=verdicts,
        printed_count=None,
        printed_total=None,
        agreement=max(verdicts, key=list(Agreement).index),
        explanation="; ".join(notes) or None,
    )


def _digit_slip(a: int, b: int) -> tuple[str, str] | None:
    """The one digit in which ``a`` and ``b`` differ, if they differ in exactly one."""
    sa, sb = str(a), str(b)
    diffs = [(x, y) for x, y in zip(sa, sb, strict=False) if x != y]
    return diffs[0] if len(sa) == len(sb) and len(diffs) == 1 else None


PRINTED_CLASSES = 28_967_278
PRINTED_TOTAL = 225_792_840


def _problem_5() -> DeMoivreResult:
    classes = suit_classes()
    total = comb(PACK, HAND)
    method = de_moivre_pattern_count()
    slip = _digit_slip(PRINTED_CLASSES, method)
    if method == PRINTED_CLASSES:
        explanation = f"the printed {PRINTED_CLASSES:,} is the pattern-product count"
    elif slip:
        explanation = (
            f"the sum over suit-length patterns a>=b>=c>=d of C(8,a)C(8,b)C(8,c)C(8,d) gives "
            f"{method:,}, the printed figure with one digit misprinted ({slip[0]} for {slip[1]}); "
            f"that method still counts twice hands that differ by exchanging two suits of equal "
            f"length, and the hands distinct up to the suits number {classes:,}"
        )
    else:
        explanation = f"no reading found; the hands distinct up to the suits number {classes:,}"
    agreement = Agreement.EXACT if classes == PRINTED_CLASSES else Agreement.DIFFERS
    if total != PRINTED_TOTAL:
        agreement = Agreement.DIFFERS
    return DeMoivreResult(
        number=5,
        question="how many different sets, essentially different from one another, one may "
        "have at piquet before taking in",
        reading="12-card hands of the 32-card pack, two hands the same when a permutation of "
        "the four suits turns one into the other (orbits of the symmetric group S4, counted "
        "by Burnside's lemma)",
        probability=None,
        odds=None,
        count=classes,
        total=total,
        printed="28,967,278 ... the sum of all the distinct combinations ... 225,792,840",
        printed_odds=(),
        verdicts=(),
        printed_count=PRINTED_CLASSES,
        printed_total=PRINTED_TOTAL,
        agreement=agreement,
        explanation=explanation,
    )


def de_moivre_problems() -> tuple[DeMoivreResult, ...]:
    """De Moivre's five problems at Piquet as seed 000 quotes them, each computed exactly."""
    return (
        _odds_problem(
            1,
            "the probability which the dealer has for taking one ace or more in three cards, "
            "he having none in his hand",
            "the dealer (younger hand) holds no ace; his three cards are, to him, 3 random cards "
            "of the 20 he has not seen, which hold the 4 aces",
            Draw(UNSEEN, YOUNGER_DRAW, (4,), (1,)),
            "29 to 28 that the dealer takes one ace or more",
            PrintedOdds(29, 28, True),
        ),
        _odds_problem(
            2,
            "the probability which the eldest has of taking an ace or more in five cards, "
            "he having no ace in his hand",
            "elder holds no ace; he takes 5 of the 20 cards he has not seen, which hold 4 aces",
            Draw(UNSEEN, ELDER_DRAW, (4,), (1,)),
            "232 to 91, or 5 to 2, nearly",
            PrintedOdds(232, 91, True),
            PrintedOdds(5, 2, True, nearly=True),
        ),
        _odds_problem(
            3,
            "the probability which the eldest hand has of taking an ace and a king in five "
            "cards, he having none in his hand",
            "elder holds no ace and no king; he takes 5 of the 20 unseen cards, which hold 4 aces "
            "and 4 kings; he needs at least one of each",
            Draw(UNSEEN, ELDER_DRAW, (4, 4), (1, 1)),
            "the odds against the eldest hand taking an ace and a king are 331 to 315, "
            "or 21 to 20 nearly",
            PrintedOdds(331, 315, False),
            PrintedOdds(21, 20, False, nearly=True),
        ),
        _odds_problem(
            4,
            "the probability of having 12 cards dealt to, without king, queen, or knaves, "
            "which case is commonly called cartes-blanches",
            "a named player's 12 cards all come from the 20 cards that are not K, Q or J",
            Draw(PACK, HAND, (PACK - COURT_CARDS,), (HAND,)),
            "the odds against cartes-blanches are 1791 to 1 nearly",
            PrintedOdds(1791, 1, False, nearly=True),
        ),
        _problem_5(),
    )


def de_moivre(number: int) -> DeMoivreResult:
    """De Moivre's problem ``number`` (1-5)."""
    _check(1 <= number <= 5, f"de Moivre's problems are numbered 1 to 5, not {number}")
    return de_moivre_problems()[number - 1]
