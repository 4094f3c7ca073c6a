"""Statistics of many bot-vs-bot deals and parties, for the simulation report.

The deals are club player against club player (:class:`piquet_core.bots.players.Club`), the
level of Cavendish's recorded hands ("the great majority ... played without reference to"
the score, *Odds at Piquet*). To keep the site's build fast they are played by
:func:`club_deal`, the same moves as the club bots in the deal state machine but on
bitmasks (a test checks, deal by deal, that both give the same score); both declare in full,
so the deal is scored with :func:`piquet_core.scoring.score_deal`.

:func:`simulate` plays seeded Rubicon parties (six deals, Law 71) and counts, per seat,
carte blanche (Law 18), repique (Law 68), pique (Law 69), capot and the cards (Law 66), the
declaration scores, the show, and per partie the rubicon (Law 73), each with a 95% interval.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from piquet_core.bots.heuristics import heuristic_discard
from piquet_core.bots.players import club_exchange_count, club_play
from piquet_core.bots.simulate import Estimate, proportion
from piquet_core.cards import Card, Hand, Player, Seat
from piquet_core.deal import DealState
from piquet_core.partie import Partie
from piquet_core.play import Trick, follow_wins, score_tricks
from piquet_core.scoring import DealScore, score_deal_unchecked
from piquet_core.variants import RUBICON, Variant


def club_deal(state: DealState) -> DealScore:
    """Play a dealt ``state`` (before the exchange) club against club, on masks."""
    v = state.variant
    elder, younger = state.hands_dealt.elder.mask, state.hands_dealt.younger.mask
    ne = club_exchange_count(elder, True, list(v.exchange_counts(Seat.ELDER)))
    ny = club_exchange_count(younger, False, list(v.exchange_counts(Seat.YOUNGER, ne)))
    talon = [c.bit for c in state.talon]
    e = elder & ~heuristic_discard(elder, ne, True) | sum(talon[:ne])
    y = younger & ~heuristic_discard(younger, ny, False) | sum(talon[ne : ne + ny])
    hands = [e, y]
    leader, gone = 0, 0
    tricks: list[Trick] = []
    seats = (Seat.ELDER, Seat.YOUNGER)
    for number in range(1, 13):
        lead = club_play(hands[leader], -1, gone)
        follow = club_play(hands[1 - leader], lead, gone)
        hands[leader] &= ~(1 << lead)
        hands[1 - leader] &= ~(1 << follow)
        gone |= 1 << lead | 1 << follow
        tricks.append(Trick(number, seats[leader], Card.from_index(lead), Card.from_index(follow)))
        if follow_wins(lead, follow):
            leader = 1 - leader
    return score_deal_unchecked(
        Hand.from_mask(e),
        Hand.from_mask(y),
        elder_dealt=state.hands_dealt.elder,
        younger_dealt=state.hands_dealt.younger,
        tricks=score_tricks(tricks, v),
        variant=v,
    )


@dataclass
class Tally:
    """Counts and sums over the deals, per seat (index 0 elder, 1 younger)."""

    deals: int = 0
    parties: int = 0
    rubicons: int = 0
    partie_points: int = 0
    counts: dict[str, list[int]] = field(default_factory=dict)
    sums: dict[str, list[list[float]]] = field(default_factory=dict)

    def count(self, key: str, seat: int, hit: bool) -> None:
        self.counts.setdefault(key, [0, 0])[seat] += hit

    def add(self, key: str, seat: int, value: float) -> None:
        self.sums.setdefault(key, [[], []])[seat].append(value)


@dataclass(frozen=True)
class Report:
    """The simulation's figures: proportions and means with 95% intervals, per seat."""

    deals: int
    parties: int
    seed: int
    rates: dict[str, tuple[Estimate, Estimate]]
    means: dict[str, tuple[Estimate, Estimate]]
    divided: Estimate
    rubicon: Estimate
    partie_points: Estimate


def _record(t: Tally, s: DealScore) -> None:
    t.deals += 1
    for i, seat in enumerate((Seat.ELDER, Seat.YOUNGER)):
        sc = s.seat(seat)
        t.count("carte_blanche", i, sc.carte_blanche > 0)
        t.count("repique", i, sc.repique > 0)
        t.count("pique", i, sc.pique > 0)
        t.count("pique_or_repique", i, sc.pique > 0 or sc.repique > 0)
        t.count("capot", i, s.capot is seat)
        t.count("cards", i, sc.cards > 0)
        t.count("show", i, sc.total >= (28 if i == 0 else 14))
        for key in ("point", "sequences", "sets", "play", "cards", "total"):
            t.add(key, i, float(getattr(sc, key)))
        t.add("declarations", i, float(sc.declarations))
    assert s.play is not None
    t.count("divided", 0, s.play.tricks_won.elder == 6)


def simulate(parties: int, seed: int = 0, variant: Variant = RUBICON) -> Report:
    """Play ``parties`` seeded parties club against club and gather the figures."""
    t = Tally()
    partie_points: list[float] = []
    rng = random.Random(seed)
    for _ in range(parties):
        partie = Partie(variant, Player.A)
        dealer = Player.A
        while not partie.finished:
            state = DealState.new(rng.randrange(1 << 30), variant, dealer=dealer)
            score = club_deal(state)
            _record(t, score)
            partie = partie.record(score, dealer)
            dealer = dealer.other
        settlement = partie.settlement()
        assert settlement is not None
        t.parties += 1
        t.rubicons += settlement.rubicon
        partie_points.append(float(settlement.points))
    rates = {
        key: (proportion(c[0], t.deals), proportion(c[1], t.deals))
        for key, c in t.counts.items()
        if key != "divided"
    }
    means = {key: (Estimate.of(v[0]), Estimate.of(v[1])) for key, v in t.sums.items()}
    return Report(
        t.deals,
        t.parties,
        seed,
        rates,
        means,
        proportion(t.counts["divided"][0], t.deals),
        proportion(t.rubicons, t.parties),
        Estimate.of(partie_points),
    )
