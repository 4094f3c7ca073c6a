"""The review of a deal played against the computer: the exchange and the last tricks.

* **The exchange**: the exchange advisor (:func:`piquet_core.bots.advisor.advise`) ranks every
  legal discard of the learner's dealt hand by expected score (exact over the draw, the
  adversary sampled, the sample size given); the review shows the learner's discard's rank and
  value beside the advisor's best three, with their reasons (keep the point suit, play for
  sequences and quatorzes, keep guards: Cavendish, *Laws of Piquet*, "Discarding").
* **The play**: once the deal is over both hands are known, so the exact end-of-play solver
  (:mod:`piquet_core.bots.solver`, double dummy) values each card the learner played
  against his other legal cards: a card that lost points
  (one for each card led or trick won, the last trick, the cards and the capot: Laws 65-66)
  is shown with the card that would have kept them. The tricks are solved from the last one
  back within a fixed budget of positions (:data:`SEARCH_BUDGET`); the review says from which
  trick on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from piquet_core.bots.advisor import AdvisorError, DiscardAnalysis, advise
from piquet_core.bots.reasons import reason_text
from piquet_core.bots.solver import Solver
from piquet_core.cards import BySeat, Hand, Seat
from piquet_core.errors import PiquetError
from piquet_core.puzzles import FIRST_TRICK, Position, puzzle_at
from piquet_core.trainer.i18n import Lang, translator
from piquet_core.trainer.seeds import position_seed

if TYPE_CHECKING:  # pragma: no cover
    from piquet_core.deal import DealState
    from piquet_core.trainer.play import Game

SEARCH_BUDGET: Final = 30_000
"""Positions the solver may store before the review stops going back a trick (about a
second in CPython, a few in the browser; three deals in four are solved from the first trick,
the others from the second or third)."""
SAMPLES: Final = 100
"""Adversary hands the advisor samples for the review."""


def _analysis(a: DiscardAnalysis, lang: Lang) -> dict[str, object]:
    from piquet_core.trainer.play_view import _cards

    tr = translator(lang)
    return {"discard": _cards(a.discard, lang), "value": round(a.value, 1),
            "reasons": [reason_text(r, lang, tr.gettext) for r in a.reasons]}  # fmt: skip


def exchange_review(state: DealState, seat: Seat, seed: int, lang: Lang) -> dict[str, object]:
    """The advisor's ranking of the learner's discard, and its best three with reasons."""
    from dataclasses import replace

    from piquet_core.bots.advisor import reasons_for
    from piquet_core.bots.heuristics import best_point_suit

    discard = state.discards[seat]
    assert discard is not None and state.discards.elder is not None
    took = len(state.discards.elder)
    hand = state.dealt(seat)
    try:
        advice = advise(hand, seat, state.variant, samples=SAMPLES, seed=seed,
                        elder_took=took, reasons=3)  # fmt: skip
    except AdvisorError:
        return {"available": False}
    out: dict[str, object] = {"available": True, "samples": advice.samples,
                              "count": len(advice.ranked),
                              "best": [_analysis(a, lang) for a in advice.ranked[:3]]}  # fmt: skip
    try:
        rank = advice.rank_of(discard)
    except AdvisorError:
        out["yours"] = None
        return out
    mine = advice.ranked[rank - 1]
    if not mine.reasons:
        mine = replace(mine, reasons=reasons_for(mine, hand, best_point_suit(hand.mask), SAMPLES))
    # what the discard cost, on average, against the advisor's best: the review leads with it
    # when it is the larger loss of the deal
    # the gap and the place as the page shows the values (one decimal): discards worth the
    # same share a place, so a discard that is "the advisor's best" (no gap) is never
    # "ranked 4 of 298"
    shown = round(mine.value, 1)
    gap = round(round(advice.best.value, 1) - shown, 1)
    place = 1 + sum(1 for a in advice.ranked if round(a.value, 1) > shown)
    out["yours"] = _analysis(mine, lang) | {"rank": place, "gap": gap}
    return out


def play_review(
    state: DealState, seat: Seat, lang: Lang, budget: int = SEARCH_BUDGET
) -> tuple[list[dict[str, object]], int]:
    """Each of the learner's cards that lost points against best play, both hands known, and
    the first trick solved. The tricks are solved from the last one back, one exact search
    sharing its table, until the table holds ``budget`` positions: a bound on the work that
    does not depend on the machine, so the same deal always gets the same review."""
    from piquet_core.trainer.play_view import card_json

    assert state.hands_after.elder is not None and state.hands_after.younger is not None
    positions = []
    elder, younger = state.hands_after.elder, state.hands_after.younger
    elder_tricks = 0
    for t in state.tricks:  # the hands and the tricks won before each trick
        positions.append((t, elder, younger, elder_tricks))
        elder = elder - Hand([t.card_of(Seat.ELDER)])
        younger = younger - Hand([t.card_of(Seat.YOUNGER)])
        elder_tricks += t.winner is Seat.ELDER
    solver = Solver(state.variant)
    sign = seat.sign
    out: list[dict[str, object]] = []
    first = len(positions) + 1
    for t, e, y, won in reversed(positions):
        if len(solver.table) > budget:
            break
        first = t.number
        lead = None
        if t.leader is not seat:  # the leader's card is on the table
            hands = BySeat(e, y)
            e, y = hands.with_seat(t.leader, hands[t.leader] - Hand([t.lead]))
            lead = t.lead
        values = solver.move_values(e, y, seat, lead, won, t.number - 1)
        mine = t.card_of(seat)
        best = max(values, key=lambda c: (sign * values[c], -(c.index & 7), -c.index))
        lost = sign * (values[best] - values[mine])
        if lost > 0:
            loss: dict[str, object] = {"trick": t.number, "card": card_json(mine, lang),
                                       "better": card_json(best, lang), "lost": lost}  # fmt: skip
            found = _puzzle_seed(Position(e, y, t.leader, lead, t.number - 1, won, state.variant))
            if found is not None:
                loss["puzzle"] = found
            out.append(loss)
    return sorted(out, key=lambda p: int(str(p["trick"]))), first


def _puzzle_seed(position: Position) -> str | None:
    """The position's seed if it is a play puzzle (one card best, the next best giving away
    something that matters, :func:`piquet_core.puzzles.puzzle_at`), from the bank's first
    trick on (eight cards a hand or fewer, solved in milliseconds): the learner's mistake
    offered as a puzzle of the puzzles drill. A custom variant has no seed: none offered."""
    if position.played + 1 < FIRST_TRICK or puzzle_at(position) is None:
        return None
    try:
        return position_seed(position)
    except PiquetError:
        return None


def review(game: Game, lang: Lang, deal: int | None = None) -> dict[str, object]:
    """The review of the last finished deal of ``game`` (the deal in progress if over)."""
    state = game.state
    if not state.is_over:
        if not game.finished:
            return {"available": False}
        state = game.finished[-1]
    human = state.seat_of("A")  # the learner is player A (trainer.play.HUMAN)
    seed = game.deal_seed if state is game.state else 0
    play, first = play_review(state, human, lang)
    from piquet_core.trainer.deal_viewer import encode_record

    # the play's whole cost, summed here so the page only shows it
    lost = sum(cast(int, p["lost"]) for p in play)
    return {"available": True, "solved_from": first,
            "exchange": exchange_review(state, human, seed, lang), "play": play,
            "play_lost": lost, "viewer": encode_record(state.to_record())}  # fmt: skip
