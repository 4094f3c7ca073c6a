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
  before the younger plays; here the rule is computed for both players, so where a low lead
  scores nothing (the counting-card variant) the younger can pique, as the seeds say ("ere
  the other has told anything", S000).
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

from piquet_core.cards import Card, Hand, Seat
from piquet_core.declarations import (
    Comparison,
    Declared,
    compare_declared,
    declare_all,
    is_carte_blanche,
)
from piquet_core.play import CAPOT_SCORE, CARDS_SCORE, PlayResult, play_tricks
from piquet_core.variants import RUBICON, PiqueOrder, Variant

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


_DECLARATION_CATEGORIES = (
    Category.CARTE_BLANCHE,
    Category.POINT,
    Category.SEQUENCES,
    Category.SETS,
)


@dataclass(frozen=True)
class ScoreEvent:
    """One score, in reckoning order: who, how much, for what, and the running totals.

    ``detail`` is a short English label ("point of five in hearts", "quart major in hearts",
    "four tens", "lead AH", "win AD", "last trick", "the cards", "capot"); ``trick`` is the
    trick number for points in play.
    """

    seat: Seat
    category: Category
    points: int
    detail: str
    trick: int | None = None
    elder_total: int = 0
    younger_total: int = 0


@dataclass(frozen=True)
class SeatScore:
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

    elder: SeatScore
    younger: SeatScore
    events: tuple[ScoreEvent, ...]
    comparison: Comparison
    play: PlayResult | None = None
    variant: Variant = field(default=RUBICON, repr=False)

    def seat(self, seat: Seat) -> SeatScore:
        return self.elder if seat is Seat.ELDER else self.younger

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
            "elder": self.elder.to_dict(),
            "younger": self.younger.to_dict(),
        }
        if self.play is not None:
            out["tricks"] = {"elder": self.play.elder_tricks, "younger": self.play.younger_tricks}
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
                    "elder_total": e.elder_total,
                    "younger_total": e.younger_total,
                }
                for e in self.events
            ]
        return out


def _length_word(n: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
            8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}[n]  # fmt: skip


def _declaration_events(
    comparison: Comparison,
    carte_blanche: dict[Seat, bool],
    variant: Variant,
) -> list[ScoreEvent]:
    """Declaration scores in Law 67 order (categories I-IV)."""
    events: list[ScoreEvent] = []
    for seat in Seat:
        if carte_blanche[seat]:
            events.append(
                ScoreEvent(seat, Category.CARTE_BLANCHE, CARTE_BLANCHE_SCORE, "carte blanche")
            )
    declared = {Seat.ELDER: comparison.elder, Seat.YOUNGER: comparison.younger}
    winner = comparison.point.winner
    if winner is not None:
        p = declared[winner].point
        assert p is not None
        detail = f"point of {_length_word(p.length)} ({p.pips}) in {p.suit.name.lower()}"
        events.append(ScoreEvent(winner, Category.POINT, p.score(variant), detail))
    winner = comparison.sequences.winner
    if winner is not None:
        for q in sorted(declared[winner].sequences, key=lambda q: q.key, reverse=True):
            detail = f"{q.name} in {q.suit.name.lower()}"
            events.append(ScoreEvent(winner, Category.SEQUENCES, q.score, detail))
    winner = comparison.sets.winner
    if winner is not None:
        for c in sorted(declared[winner].sets, key=lambda c: c.key, reverse=True):
            events.append(ScoreEvent(winner, Category.SETS, c.score, c.name))
    return events


def _play_events(play: PlayResult) -> list[ScoreEvent]:
    out = []
    for e in play.events:
        detail = "last trick" if e.reason == "last" else f"{e.reason} {e.card}"
        out.append(ScoreEvent(e.seat, Category.PLAY, e.points, detail, e.trick))
    return out


def _cards_events(play: PlayResult) -> list[ScoreEvent]:
    for seat in Seat:
        score = play.cards_score(seat)
        if score:
            detail = "capot" if score == CAPOT_SCORE else "the cards"
            return [ScoreEvent(seat, Category.CARDS, score, detail, len(play.tricks))]
    return []


def _reaches_thirty(order: Iterable[ScoreEvent], seat: Seat) -> ScoreEvent | None:
    """The event with which ``seat`` reaches thirty before the adversary scores anything."""
    total = 0
    for ev in order:
        if ev.points <= 0:
            continue
        if ev.seat is not seat:
            return None
        total += ev.points
        if total >= PIQUE_THRESHOLD:
            return ev
    return None


def _pique_order(
    decl: list[ScoreEvent], play_ev: list[ScoreEvent], play: PlayResult | None, variant: Variant
) -> list[ScoreEvent]:
    """The order in which scores reckon toward a pique (Law 67, or chronological: PAGAT)."""
    play_order = list(play_ev)
    if variant.cards_count_for_pique and play is not None:
        # PAGAT: the ten for the cards counts as soon as the seventh trick is won
        won = {Seat.ELDER: 0, Seat.YOUNGER: 0}
        for trick in play.tricks:
            won[trick.winner] += 1
            if won[trick.winner] == 7:
                at = max(
                    (i for i, e in enumerate(play_order) if e.trick == trick.number),
                    default=len(play_order) - 1,
                )
                cards = ScoreEvent(trick.winner, Category.CARDS, CARDS_SCORE, "the cards")
                play_order.insert(at + 1, cards)
                break
    if variant.pique_order is PiqueOrder.LAW_67:
        return decl + play_order
    # chronological: carte blanche; elder's calls; elder's first lead; younger's calls; play
    cb = [e for e in decl if e.category is Category.CARTE_BLANCHE]
    elder_calls = [e for e in decl if e.category is not Category.CARTE_BLANCHE and
                   e.seat is Seat.ELDER]  # fmt: skip
    younger_calls = [e for e in decl if e.category is not Category.CARTE_BLANCHE and
                     e.seat is Seat.YOUNGER]  # fmt: skip
    first_lead = [e for e in play_order[:1] if e.trick == 1 and e.detail.startswith("lead")]
    rest = play_order[len(first_lead):]
    return cb + elder_calls + first_lead + younger_calls + rest


def score_deal(
    elder: Hand,
    younger: Hand,
    *,
    elder_dealt: Hand | None = None,
    younger_dealt: Hand | None = None,
    tricks: PlayResult | Iterable[tuple[Card, Card]] | None = None,
    variant: Variant = RUBICON,
    declared: tuple[Declared, Declared] | None = None,
) -> DealScore:
    """Score one deal.

    ``elder`` and ``younger`` are the hands after the exchange; ``elder_dealt`` and
    ``younger_dealt`` the hands as dealt (for carte blanche, Law 18; omitted: no carte
    blanche). ``tricks`` is a :class:`PlayResult` or the (lead, follow) pairs (omitted: the
    hand only). ``declared`` is what (elder, younger) call, for sinking (default: everything
    in full).
    """
    if declared is None:
        declared = (declare_all(elder, variant), declare_all(younger, variant))
    comparison = compare_declared(declared[0], declared[1], variant)
    blanche = {
        Seat.ELDER: elder_dealt is not None and is_carte_blanche(elder_dealt),
        Seat.YOUNGER: younger_dealt is not None and is_carte_blanche(younger_dealt),
    }
    play: PlayResult | None
    if tricks is None or isinstance(tricks, PlayResult):
        play = tricks
    else:
        play = play_tricks(elder, younger, tricks, variant)

    decl = _declaration_events(comparison, blanche, variant)
    play_ev = _play_events(play) if play is not None else []
    cards_ev = _cards_events(play) if play is not None else []

    bonus: dict[Seat, tuple[Category, ScoreEvent] | None] = {s: None for s in Seat}
    for seat in Seat:
        hit = _reaches_thirty(decl, seat)
        if hit is not None:
            bonus[seat] = (Category.REPIQUE, hit)
    pique_order = _pique_order(decl, play_ev, play, variant)
    for seat in Seat:
        if bonus[seat] is None:
            hit = _reaches_thirty(pique_order, seat)
            if hit is not None:
                if hit.category is Category.CARDS:  # PAGAT: the cards made thirty
                    hit = cards_ev[0] if cards_ev else hit
                bonus[seat] = (Category.PIQUE, hit)

    ordered: list[ScoreEvent] = []
    for ev in decl + play_ev + cards_ev:
        ordered.append(ev)
        for seat in Seat:
            b = bonus[seat]
            if b is not None and b[1] is ev:
                cat, _ = b
                points = REPIQUE_BONUS if cat is Category.REPIQUE else PIQUE_BONUS
                ordered.append(ScoreEvent(seat, cat, points, cat.value, ev.trick))

    totals = {Seat.ELDER: 0, Seat.YOUNGER: 0}
    sums: dict[Seat, dict[Category, int]] = {s: {c: 0 for c in Category} for s in Seat}
    events: list[ScoreEvent] = []
    for ev in ordered:
        totals[ev.seat] += ev.points
        sums[ev.seat][ev.category] += ev.points
        events.append(
            ScoreEvent(
                ev.seat, ev.category, ev.points, ev.detail, ev.trick,
                totals[Seat.ELDER], totals[Seat.YOUNGER],
            )
        )  # fmt: skip

    def seat_score(seat: Seat) -> SeatScore:
        s = sums[seat]
        return SeatScore(
            carte_blanche=s[Category.CARTE_BLANCHE],
            point=s[Category.POINT],
            sequences=s[Category.SEQUENCES],
            sets=s[Category.SETS],
            play=s[Category.PLAY],
            cards=s[Category.CARDS],
            pique=s[Category.PIQUE],
            repique=s[Category.REPIQUE],
        )

    return DealScore(
        seat_score(Seat.ELDER),
        seat_score(Seat.YOUNGER),
        tuple(events),
        comparison,
        play,
        variant,
    )
