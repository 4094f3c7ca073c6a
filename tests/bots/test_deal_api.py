"""The public view of a deal the computer players use: :attr:`DealState.step` and
:meth:`DealState.exchange_counts` (Laws 20-22, 34)."""

from __future__ import annotations

import pytest

from piquet_core.cards import Seat
from piquet_core.deal import CarteBlanche, DealError, DealState, Discard, Phase, Step
from piquet_core.variants import RUSSIAN


def test_step_names_who_acts_and_what() -> None:
    state = DealState.new(2)
    step = state.step
    assert isinstance(step, Step)
    assert step == (state.phase, state.to_act, step.name)
    assert step.name in ("discard", "announce")
    seen = set()
    while not state.is_over:
        seen.add(state.step.name)
        state = state.apply(state.legal_actions()[0])
    assert state.step == Step(Phase.OVER, None, "over")
    assert {"discard", "call", "lead", "follow"} <= seen


def test_exchange_counts_follow_the_laws() -> None:
    state = DealState.new(5)
    assert state.exchange_counts(Seat.ELDER) == frozenset({1, 2, 3, 4, 5})  # Law 21
    with pytest.raises(DealError, match="younger's exchange depends on elder's"):
        state.exchange_counts(Seat.YOUNGER)
    while state.step.name != "discard" or state.step.seat is not Seat.ELDER:
        state = state.apply(state.legal_actions()[0])
    hand = state.dealt(Seat.ELDER)
    state = state.apply(Discard(type(hand)(list(hand)[:3])))
    # younger may take up to all that remain: five cards after elder's three (Law 34)
    assert state.exchange_counts(Seat.YOUNGER) == frozenset({1, 2, 3, 4, 5})
    assert DealState.new(5, RUSSIAN).exchange_counts(Seat.ELDER) == frozenset({0, 3, 4, 5})


def test_exchange_counts_after_carte_blanche() -> None:
    """Elder with carte blanche says how many he will take, and must take that many."""
    for seed in range(3000):
        state = DealState.new(seed)
        if state.carte_blanche is Seat.ELDER:
            break
    else:  # pragma: no cover
        pytest.fail("no elder carte blanche in 3000 deals")
    state = state.apply(CarteBlanche(2))
    assert state.exchange_counts(Seat.ELDER) == frozenset({2})
    assert state.exchange_counts(Seat.YOUNGER) == frozenset(range(1, 7))
