"""Sampled play for the early tricks: the play-out scores as the engine does (Laws 65-66)."""

from __future__ import annotations

import random

import pytest

from piquet_core.bots.players import club_play
from piquet_core.bots.rollout import playout, rollout_values
from piquet_core.bots.stats import club_deal
from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import DealState
from piquet_core.play import scoring_cards
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, Variant


@pytest.mark.parametrize("variant", [RUBICON, AU_CENT, RUSSIAN], ids=lambda v: v.name)
def test_playout_scores_like_the_engine(variant: Variant) -> None:
    """A whole deal played out by the club rules: the same value as the engine's score
    (points in play by every card or by the counting cards only, the cards, capot)."""
    for seed in range(40):
        score = club_deal(DealState.new(seed, variant, dealer="A"))
        assert score.play is not None
        hands = [0, 0]
        for t in score.play.tricks:
            for seat, card in ((t.leader, t.lead), (t.leader.other, t.follow)):
                hands[0 if seat is Seat.ELDER else 1] |= card.bit
        value = playout(hands, 0, -1, 0, 0, 0, club_play, scoring_cards(variant))
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
