"""The computer players: every move legal, deterministic for a seed, and stronger by level.

Legality is checked by the deal state machine itself (:meth:`DealState.apply` raises on any
move the laws forbid) and, for every step but the discard, by membership in
:meth:`DealState.legal_actions`.
"""

from __future__ import annotations

import pytest

from piquet_core.bots.inference import knowledge, sample_hands
from piquet_core.bots.players import LEVELS, Expert, make_player
from piquet_core.bots.simulate import Estimate, play_deal, play_partie, proportion
from piquet_core.cards import Seat
from piquet_core.deal import DealState, Discard, Phase, Play
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, Variant


def _checked(policy, state: DealState):  # type: ignore[no-untyped-def]
    def act(s: DealState):  # type: ignore[no-untyped-def]
        action = policy(s)
        if isinstance(action, Discard):
            seat = s.to_act
            assert seat is not None
            assert len(action.cards) in s.exchange_counts(seat)
            assert action.cards.issubset(s.dealt(seat))
        else:
            assert action in s.legal_actions(), (action, s.phase)
        return action

    return act


def _run(level_a: str, level_b: str, deals: int, variant: Variant = RUBICON) -> None:
    for seed in range(deals):
        players = {"A": make_player(level_a, seed), "B": make_player(level_b, seed + 7)}
        checked = {k: _checked(p, DealState.new(0)) for k, p in players.items()}
        state = play_deal(seed, checked, "A" if seed % 2 else "B", variant)
        assert state.is_over and state.phase is Phase.OVER
        assert len(state.tricks) == 12


def test_beginner_and_club_moves_legal_over_thousands_of_deals() -> None:
    _run("beginner", "club", 1000)
    _run("club", "club", 1000)


@pytest.mark.parametrize("variant", [AU_CENT, RUSSIAN])
def test_moves_legal_in_other_variants(variant: Variant) -> None:
    _run("beginner", "club", 150, variant)
    _run("expert", "club", 4, variant)


def test_expert_moves_legal() -> None:
    _run("expert", "beginner", 25)


def test_same_seed_same_deal() -> None:
    for level in LEVELS:
        a = play_deal(3, {"A": make_player(level, 1), "B": make_player("club", 2)})
        b = play_deal(3, {"A": make_player(level, 1), "B": make_player("club", 2)})
        assert a.history == b.history


def test_partie_is_settled() -> None:
    r = play_partie(5, {"A": make_player("club", 1), "B": make_player("beginner", 2)})
    assert len(r.deals) >= 6
    assert r.settlement.points >= 100 or r.settlement.drawn


def test_inference_keeps_what_was_shown() -> None:
    """Sampled adversary hands hold every card he declared (CAV-D: calling is showing) and
    nothing the player holds, discarded or saw played."""
    for seed in range(30):
        expert = Expert(seed, samples=20)
        players = {"A": expert, "B": make_player("club", seed)}
        state = DealState.new(seed, dealer="A")
        while not state.is_over and len(state.tricks) < 6:
            seat = state.to_act
            who = "B" if seat is Seat.ELDER else "A"
            state = state.apply(players[who](state))
        for seat in Seat:
            k = knowledge(state, seat)
            truth = state.hand(seat.other)
            assert k.known & ~truth.mask == 0
            assert truth.mask & ~(k.known | k.pool) == 0, "the true hand must be possible"
            for hand in sample_hands(k, 5, expert.rng):
                assert len(hand) == len(truth)
                assert hand.mask & k.known == k.known
                assert hand.mask & ~(k.known | k.pool) == 0


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        make_player("grandmaster")


def test_estimates() -> None:
    e = Estimate.of([1.0, 2.0, 3.0, 4.0])
    assert e.mean == 2.5 and e.low < 2.5 < e.high
    p = proportion(0, 100)
    assert p.mean == 0 and p.low == 0 and 0.03 < p.high < 0.04


def test_expert_without_budget_for_the_ending_plays_by_the_rules() -> None:
    """With no positions to search, the expert's cards are the club player's (the fallback
    of :class:`Expert` when too few sampled hands are solved within its budget)."""
    from piquet_core.bots.players import club_card

    for seed in range(4):
        expert = Expert(seed, play_nodes=1)
        state = DealState.new(seed, dealer="A")
        while not state.is_over:
            action = expert(state)
            seat = state.step.seat
            if state.step.name in ("lead", "follow") and len(state.tricks) >= 5:
                assert seat is not None and isinstance(action, Play)
                assert action.card == club_card(state, seat)
            state = state.apply(action)
