"""The score of one deal, category by category, with pique and repique.

Order of reckoning (Law 67), for both players whoever speaks first: I carte blanche,
II point, III sequences, IV quatorzes and trios, V points made in play, VI the cards.

* Carte blanche scores 10 (Law 61), judged on the hand as dealt (Law 18); it reckons first,
  so it saves a pique or repique, and it counts toward one (Law 18; CAV-D).
* Repique (Law 68): thirty made "in his hand alone, by scores that reckon in order before
  anything that his adversary can count": +60. Either player can repique (CAV-D "Scoring").
* Pique (Law 69): thirty made "in hand and play, before his adversary has reckoned anything
  that deal": +30. Declarations reckon first (Law 67), then the points in play as they are
  made; the cards and the capot never count ("A capot reckons after points made in play",
  Law 69). The law names the elder hand because in Rubicon his first lead always scores
  before the younger plays; here the rule is computed for both players where
  :attr:`Variant.younger_may_pique` reads S000's silence on who ("ere the other has told
  anything") as giving it to either, so that where a low lead scores nothing younger can
  pique; the au cent preset keeps it to elder (CAV-D "Description"; CAV-C).
* Equalities do not save a pique or a repique (CAV-D); a player gets pique or repique, never
  both.

Variant switches: :attr:`Variant.pique_order` ``CHRONOLOGICAL`` (PAGAT) reckons the pique in
the order the scores are actually made: carte blanche, the elder's declarations, his first
lead, then the younger's declarations and the rest of the play. It applies to the pique only;
the repique is always reckoned in Law 67 order. :attr:`Variant.cards_count_for_pique` (PAGAT)
lets the ten for the cards count toward a pique from the moment the seventh trick is won
(never the capot's extra thirty).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from piquet_core.cards import (
    HAND_SIZE,
    BySeat,
    Card,
    Hand,
    HandLike,
    Seat,
    SeatLike,
    TrickLike,
    as_hands,
    as_seat,
    as_trick,
)
from piquet_core.declarations import (
    CardSet,
    Comparison,
    Declared,
    Point,
    Sequence,
    can_declare,
    compare_declared,
    declare_all,
    is_carte_blanche,
)
from piquet_core.errors import PiquetError
from piquet_core.play import CAPOT_SCORE, CARDS_SCORE, PlayResult, cards_score, play_tricks
from piquet_core.variants import RUBICON, PiqueOrder, Variant, VariantLike, as_variant

CARTE_BLANCHE_SCORE = 10
"""Carte blanche (Law 61)."""
PIQUE_BONUS = 30
"""Pique: thirty added (Law 69)."""
REPIQUE_BONUS = 60
"""Repique: sixty added (Law 68)."""
PIQUE_THRESHOLD = 30
"""The score of thirty that makes a pique or repique (Laws 68, 69)."""


class Category(Enum):
    """Scoring categories, in the order of reckoning of Law 67 (then the two bonuses)."""

    CARTE_BLANCHE = "carte_blanche"
    POINT = "point"
    SEQUENCES = "sequences"
    SETS = "sets"
    PLAY = "play"
    CARDS = "cards"
    PIQUE = "pique"
    REPIQUE = "repique"


Declaration = Point | Sequence | CardSet
Step = tuple[Seat, "Category", int, str, "int | None", "Card | None", "Declaration | None"]
"""A score as a plain tuple: (seat, category, points, what, trick, card, item)."""


class ScoreEvent(NamedTuple):
    """One score, in reckoning order: who, how much, for what, and the running totals.

    ``what`` is a short English label ("carte blanche", "point of five (49) in hearts",
    "quart major in hearts", "four tens", "lead", "win", "last trick", "the cards", "capot",
    "pique", "repique"); ``card`` the card led or winning for points in play; ``trick`` the
    trick number. :attr:`detail` joins them ("lead AH"). ``totals`` are both players' running
    totals after this score, indexed by seat.
    """

    seat: Seat
    category: Category
    points: int
    what: str
    trick: int | None = None
    card: Card | None = None
    totals: BySeat[int] = BySeat(0, 0)
    item: Point | Sequence | CardSet | None = None
    """The declaration scored (point, sequence, quatorze or trio), for naming it in any
    language; None for the other categories."""

    @property
    def detail(self) -> str:
        """A one-line English label: "point of five (49) in hearts", "lead AH", "last trick"."""
        if self.what == "last":
            return "last trick"
        return f"{self.what} {self.card}" if self.card is not None else self.what


class SeatScore(NamedTuple):
    """One player's score for the deal, by category (the fields of the replay contract)."""

    carte_blanche: int = 0
    point: int = 0
    sequences: int = 0
    sets: int = 0
    play: int = 0
    cards: int = 0
    pique: int = 0
    repique: int = 0

    @property
    def total(self) -> int:
        """The sum of every category."""
        return (
            self.carte_blanche + self.point + self.sequences + self.sets + self.play
            + self.cards + self.pique + self.repique
        )  # fmt: skip

    @property
    def declarations(self) -> int:
        """Carte blanche, point, sequences and sets: the score "in hand"."""
        return self.carte_blanche + self.point + self.sequences + self.sets

    def to_dict(self) -> dict[str, int]:
        return {
            "carte_blanche": self.carte_blanche,
            "point": self.point,
            "sequences": self.sequences,
            "sets": self.sets,
            "play": self.play,
            "cards": self.cards,
            "pique": self.pique,
            "repique": self.repique,
            "total": self.total,
        }


@dataclass(frozen=True)
class DealScore:
    """The score of a deal: per seat, the comparison of the declarations, the play, the events."""

    seats: BySeat[SeatScore]
    """Each player's score by category, indexed by seat: ``score.seats[Seat.ELDER].total``."""
    steps: tuple[Step, ...] = field(repr=False)
    """Every score in reckoning order, as plain tuples; see :attr:`events`."""
    comparison: Comparison
    play: PlayResult | None = None
    variant: Variant = field(default=RUBICON, repr=False)

    @cached_property
    def events(self) -> tuple[ScoreEvent, ...]:
        """Every score in reckoning order (Law 67), the bonus right after the score that
        makes thirty, with the running totals the players announce."""
        totals = [0, 0]
        out = []
        for seat, category, points, what, trick, card, item in self.steps:
            totals[seat.index] += points
            out.append(
                ScoreEvent(
                    seat, category, points, what, trick, card, BySeat(totals[0], totals[1]), item
                )
            )
        return tuple(out)

    def seat(self, seat: SeatLike) -> SeatScore:
        """``seat``'s score (a :class:`Seat` or its name)."""
        return self.seats[as_seat(seat)]

    @property
    def capot(self) -> Seat | None:
        """The player who won every trick, if any (Law 66)."""
        if self.play is None:
            return None
        for seat in Seat:
            if self.play.capot(seat):
                return seat
        return None

    def to_dict(self, events: bool = False) -> dict[str, object]:
        """A JSON-ready dict: ``{"elder": {...}, "younger": {...}, ...}``."""
        out: dict[str, object] = {
            "variant": self.variant.name,
            "elder": self.seats.elder.to_dict(),
            "younger": self.seats.younger.to_dict(),
        }
        if self.play is not None:
            won = self.play.tricks_won
            out["tricks"] = {"elder": won.elder, "younger": won.younger}
            capot = self.capot
            out["capot"] = capot.value if capot else None
        if events:
            out["events"] = [
                {
                    "seat": e.seat.value,
                    "category": e.category.value,
                    "points": e.points,
                    "detail": e.detail,
                    "trick": e.trick,
                    "elder_total": e.totals.elder,
                    "younger_total": e.totals.younger,
                }
                for e in self.events
            ]
        return out


_CATS = tuple(Category)
_CB, _POINT, _SEQ, _SETS, _PLAY, _CARDS, _PIQUE, _REPIQUE = range(8)
_SEATS = (Seat.ELDER, Seat.YOUNGER)


def _declaration_steps(
    comparison: Comparison, blanche: tuple[bool, bool], variant: Variant, sums: list[list[int]]
) -> list[Step]:
    """Declaration scores in Law 67 order (categories I-IV); adds them into ``sums``."""
    steps: list[Step] = []
    for i in (0, 1):
        if blanche[i]:
            steps.append((_SEATS[i], Category.CARTE_BLANCHE, CARTE_BLANCHE_SCORE,
                          "carte blanche", None, None, None))  # fmt: skip
            sums[i][_CB] += CARTE_BLANCHE_SCORE
    declared = comparison.declared
    winner = comparison.point.winner
    if winner is not None:
        i = winner.index
        p = declared[i].point
        assert p is not None
        points = p.score(variant)
        steps.append((winner, Category.POINT, points, p.label, None, None, p))
        sums[i][_POINT] += points
    winner = comparison.sequences.winner
    if winner is not None:
        i = winner.index
        seqs = declared[i].sequences
        if len(seqs) > 1:
            seqs = tuple(sorted(seqs, key=_order_key, reverse=True))
        for q in seqs:
            steps.append((winner, Category.SEQUENCES, q.score, q.label, None, None, q))
            sums[i][_SEQ] += q.score
    winner = comparison.sets.winner
    if winner is not None:
        i = winner.index
        sets = declared[i].sets
        if len(sets) > 1:
            sets = tuple(sorted(sets, key=_order_key, reverse=True))
        for c in sets:
            steps.append((winner, Category.SETS, c.score, c.name, None, None, c))
            sums[i][_SETS] += c.score
    return steps


def _order_key(item: Sequence | CardSet) -> int:
    return item.order_key


def reaches_thirty(order: Iterable[tuple[int, object, int]], seat: object) -> int | None:
    """The step (index) with which ``seat`` reaches thirty before the adversary scores
    anything (Laws 68, 69): ``order`` is (index, who, points) in the order of reckoning,
    ``who`` a seat as the caller names it (a :class:`Seat`, or 0 and 1 in the fast replay).
    The one place the pique and the repique are decided."""
    total = 0
    for index, who, points in order:
        if points <= 0:
            continue
        if who != seat:
            return None
        total += points
        if total >= PIQUE_THRESHOLD:
            return index
    return None


def _pique_order(
    steps: list[Step], n_decl: int, n_play: int, play: PlayResult | None, variant: Variant
) -> list[tuple[int, Seat, int]]:
    """(index, seat, points) in the order scores reckon toward a pique (Law 67 or PAGAT)."""
    decl = [(k, steps[k][0], steps[k][2]) for k in range(n_decl)]
    plays = [(k, steps[k][0], steps[k][2]) for k in range(n_decl, n_decl + n_play)]
    if variant.cards_count_for_pique and play is not None and len(steps) > n_decl + n_play:
        # PAGAT: the ten for the cards counts as soon as the seventh trick is won
        won = [0, 0]
        for trick in play.tricks:
            w = trick.winner.index
            won[w] += 1
            if won[w] == 7:
                at = max((j for j, (k, _, _) in enumerate(plays) if steps[k][4] == trick.number),
                         default=len(plays) - 1)  # fmt: skip
                plays.insert(at + 1, (n_decl + n_play, _SEATS[w], CARDS_SCORE))
                break
    if variant.pique_order is PiqueOrder.LAW_67:
        return decl + plays
    # chronological: carte blanche; elder's calls; elder's first lead; younger's calls; play
    cb = [d for d in decl if steps[d[0]][1] is Category.CARTE_BLANCHE]
    calls = [d for d in decl if steps[d[0]][1] is not Category.CARTE_BLANCHE]
    first = (plays[:1] if plays and steps[plays[0][0]][3] == "lead"
             and plays[0][1] is Seat.ELDER else [])  # fmt: skip
    rest = plays[len(first) :]
    elder_calls = [d for d in calls if d[1] is Seat.ELDER]
    younger_calls = [d for d in calls if d[1] is Seat.YOUNGER]
    return cb + elder_calls + first + younger_calls + rest


def score_deal(
    elder: HandLike,
    younger: HandLike,
    *,
    elder_dealt: HandLike | None = None,
    younger_dealt: HandLike | None = None,
    tricks: PlayResult | Iterable[TrickLike] | None = None,
    variant: VariantLike = RUBICON,
    declared: tuple[Declared, Declared] | None = None,
) -> DealScore:
    """Score one deal.

    ``elder`` and ``younger`` are the hands after the exchange, a checked pair
    (:func:`~piquet_core.cards.as_hands`: at most twelve cards each, Law 15, and no card in
    both); ``elder_dealt`` and ``younger_dealt`` the hands as dealt (for carte blanche, Law
    18; omitted: no carte blanche), a pair of the same kind (thirteen cards allowed, as
    dealt in a misdeal, Laws 40-41). ``tricks`` is a
    :class:`PlayResult` or the tricks as :func:`~piquet_core.cards.as_trick` reads them
    (omitted: the hand only). ``declared`` is what (elder, younger) call, for sinking
    (default: everything in full), each item one its hand holds (a point may be called
    short; Laws 46-49, 62-64). The variant is anything :func:`~piquet_core.variants.as_variant`
    accepts. What is none of these is a :class:`PiquetError` naming the argument.
    """
    elder, younger = as_hands(elder, younger)
    variant = as_variant(variant)
    if elder_dealt is not None or younger_dealt is not None:
        e_dealt, y_dealt = as_hands(
            Hand() if elder_dealt is None else elder_dealt,
            Hand() if younger_dealt is None else younger_dealt,
            most=HAND_SIZE + 1,  # a misdeal stood: thirteen dealt (Laws 40-41)
        )
        elder_dealt = None if elder_dealt is None else e_dealt
        younger_dealt = None if younger_dealt is None else y_dealt
    play: PlayResult | list[tuple[Card, Card]] | None = None
    if isinstance(tricks, PlayResult):
        play = tricks
    elif tricks is not None:
        if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Iterable):
            raise PiquetError(
                f"tricks: a PlayResult or a list of tricks, not {tricks!r}",
                code="bad_trick", params={"argument": "tricks", "value": repr(tricks)},
            )  # fmt: skip
        play = [as_trick(t, "tricks") for t in tricks]
    if declared is not None:
        declared = _checked_declared(declared, elder, younger)
    return score_deal_unchecked(
        elder, younger, elder_dealt=elder_dealt, younger_dealt=younger_dealt, tricks=play,
        variant=variant, declared=declared,
    )  # fmt: skip


def _label(item: Point | Sequence | CardSet) -> str:
    """ "point of five (49) in hearts", "quart major in spades", "three kings"."""
    return item.name if isinstance(item, CardSet) else item.label


def _checked_declared(declared: object, elder: Hand, younger: Hand) -> tuple[Declared, Declared]:
    """``declared`` as the pair (elder's, younger's) of :class:`Declared`, each item held by
    its hand (Law 54: a player may not reckon what he does not hold)."""
    if not isinstance(declared, (tuple, list)) or len(declared) != 2:
        raise PiquetError(
            f"declared: a pair (elder's, younger's) of Declared, not {declared!r}",
            code="bad_declared", params={"argument": "declared", "value": repr(declared)},
        )  # fmt: skip
    for what, decl, hand in (("elder", declared[0], elder), ("younger", declared[1], younger)):
        if not isinstance(decl, Declared):
            raise PiquetError(
                f"declared: {what}'s is not a Declared (see declare_all): {decl!r}",
                code="bad_declared", params={"argument": "declared", "seat": what},
            )  # fmt: skip
        items = ((decl.point,) if decl.point else ()) + decl.sequences + decl.sets
        for item in items:
            if not can_declare(hand, item):
                raise PiquetError(
                    f"declared: the {what} hand does not hold its {_label(item)} (Law 54)",
                    code="declared_not_held",
                    params={"argument": "declared", "seat": what, "item": _label(item)},
                    law="Cavendish, Law 54",
                )
    return declared[0], declared[1]


def score_deal_unchecked(
    elder: Hand,
    younger: Hand,
    *,
    elder_dealt: Hand | None = None,
    younger_dealt: Hand | None = None,
    tricks: PlayResult | Iterable[tuple[Card, Card]] | None = None,
    variant: Variant = RUBICON,
    declared: tuple[Declared, Declared] | None = None,
    play_over: bool = True,
) -> DealScore:
    """:func:`score_deal` for the engine's own callers, whose hands are already checked (an
    irregular deal's hand of thirteen among them, Cavendish Law 25; Foster): no check.

    ``play_over`` False scores ``tricks`` as the first tricks of a deal still in play: their
    points in play and a pique made in them (Laws 65, 69), not yet the cards or a capot,
    which only the last trick decides (Law 66)."""
    if declared is None:
        declared = (declare_all(elder, variant), declare_all(younger, variant))
    comparison = compare_declared(declared[0], declared[1], variant)
    blanche = (
        elder_dealt is not None and is_carte_blanche(elder_dealt),
        younger_dealt is not None and is_carte_blanche(younger_dealt),
    )
    play: PlayResult | None
    if tricks is None or isinstance(tricks, PlayResult):
        play = tricks
    else:
        play = play_tricks(elder, younger, tricks, variant)

    sums = [[0] * 8, [0] * 8]
    steps = _declaration_steps(comparison, blanche, variant, sums)
    n_decl = len(steps)
    n_play = 0
    if play is not None:
        steps += [(seat, Category.PLAY, 1, reason, number, card, None)
                  for number, seat, reason, card in play.steps]  # fmt: skip
        n_play = len(play.steps)
        sums[0][_PLAY], sums[1][_PLAY] = play.play_points
        won = play.tricks_won
        for i in (0, 1) if play_over else ():
            score = cards_score(won[i], len(play.tricks))
            if score:
                what = "capot" if score == CAPOT_SCORE else "the cards"
                steps.append((_SEATS[i], Category.CARDS, score, what, len(play.tricks), None,
                              None))  # fmt: skip
                sums[i][_CARDS] = score

    # a repique, else a pique: (seat, category, index of the step that makes thirty);
    # nobody can make thirty without thirty in hand (repique) or in hand and play (pique)
    bonus: tuple[int, Category, int] | None = None
    decl_sums = [sum(sums[i][:_PLAY]) for i in (0, 1)]
    if max(decl_sums) >= PIQUE_THRESHOLD:
        decl_order = [(k, steps[k][0], steps[k][2]) for k in range(n_decl)]
        for i in (0, 1):
            hit = reaches_thirty(decl_order, _SEATS[i])
            if hit is not None:
                bonus = (i, Category.REPIQUE, hit)
    extra = CARDS_SCORE if variant.cards_count_for_pique else 0
    if bonus is None and max(decl_sums[i] + sums[i][_PLAY] + extra for i in (0, 1)) >= 30:
        order = _pique_order(steps, n_decl, n_play, play, variant)
        for i in (0, 1):
            hit = reaches_thirty(order, _SEATS[i]) if variant.may_pique(_SEATS[i]) else None
            if hit is not None:
                bonus = (i, Category.PIQUE, hit)
    if bonus is not None:
        i, category, at = bonus
        points = REPIQUE_BONUS if category is Category.REPIQUE else PIQUE_BONUS
        sums[i][_REPIQUE if category is Category.REPIQUE else _PIQUE] = points
        if at >= len(steps):  # PAGAT: the cards made thirty; narrated after them
            at = len(steps) - 1
        steps.insert(at + 1, (_SEATS[i], category, points, category.value, steps[at][4], None,
                              None))  # fmt: skip

    seats = BySeat(SeatScore(*sums[0]), SeatScore(*sums[1]))
    return DealScore(seats, tuple(steps), comparison, play, variant)
