"""De Moivre's five problems at Piquet (seed 000; *Doctrine of Chances*, p. 179), computed."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from piquet_core.odds.draws import (
    COURT_CARDS,
    ELDER_DRAW,
    HAND,
    PACK,
    UNSEEN,
    YOUNGER_DRAW,
    Agreement,
    Odds,
    PrintedOdds,
    _check,
    _whole,
    compare,
)
from piquet_core.odds.printed import Draw, explain
from piquet_core.odds.suits import de_moivre_pattern_count, suit_classes

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
            f"{method:,}, most likely the printed figure with one digit misprinted ({slip[0]} for "
            f"{slip[1]}); "
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
    _whole(number=number)
    _check(1 <= number <= 5, f"de Moivre's problems are numbered 1 to 5, not {number}")
    return de_moivre_problems()[number - 1]
