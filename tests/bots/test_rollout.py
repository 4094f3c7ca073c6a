"""Sampled play for the early tricks: the play-out scores as the engine does (Laws 65-66)."""

from __future__ import annotations

import random

from piquet_core.bots.players import club_play
from piquet_core.bots.rollout import playout, rollout_values
from piquet_core.bots.stats import club_deal
from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import DealState


def test_playout_scores_like_the_engine() -> None:
    """A whole deal played out by the club rules: the same value as the engine's score."""
    for seed in range(40):
        score = club_deal(DealState.new(seed, dealer="A"))
        assert score.play is not None
        hands = [0, 0]
        for t in score.play.tricks:
            for seat, card in ((t.leader, t.lead), (t.leader.other, t.follow)):
                hands[0 if seat is Seat.ELDER else 1] |= card.bit
        value = playout(hands, 0, -1, 0, 0, 0, club_play, False)
        e, y = score.seats
        assert value == (e.play + e.cards) - (y.play + y.cards)


def test_rollout_values_cover_the_legal_cards() -> None:
    rng = random.Random(2)
    cards = rng.sample(PACK, 24)
    mine, other = Hand(cards[:12]), Hand(cards[12:])
    values = rollout_values(mine, [other], Seat.ELDER, None, Seat.ELDER, 0, 0, 0, club_play)
    assert set(values) == set(mine)
    lead = next(iter(other))
    answers = rollout_values(
        mine, [other - Hand([lead])], Seat.YOUNGER, lead, Seat.ELDER, 0, 0, 0, club_play
    )
    same = [c for c in mine if c.suit is lead.suit]
    assert set(answers) == set(same or mine)
