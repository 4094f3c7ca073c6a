"""One check refuses an action: ``DealState.refusal`` is the error
``apply`` raises, ``is_legal`` is ``refusal(...) is None``, and both agree with the lazy
``legal_actions`` view, over whole deals of the three presets, actions out of place included."""

from __future__ import annotations

import random

import pytest

from piquet_core import PACK, DealState, PiquetError, Play
from piquet_core.deal_actions import Action
from piquet_core.variants import VARIANTS


def _candidates(state: DealState, earlier: list[Action], rng: random.Random) -> list[Action]:
    """What a player might try now: every legal action (a sample of the discards), every card
    played, and actions legal at earlier steps of the deal (out of place now)."""
    legal = list(state.legal_actions())
    sample = rng.sample(legal, min(len(legal), 12))
    return [*sample, *(Play(c) for c in PACK), *earlier[-6:]]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("seed", range(6))
def test_refusal_is_the_error_apply_raises_and_agrees_with_legal_actions(
    variant: str, seed: int
) -> None:
    rng = random.Random(seed)
    state = DealState.new(seed=seed, variant=variant)
    earlier: list[Action] = []
    checked = refused = 0
    while not state.is_over:
        legal = state.legal_actions()
        for action in _candidates(state, earlier, rng):
            why = state.refusal(action)
            assert (why is None) == (action in legal) == state.is_legal(action), (action, why)
            if why is None:
                state.apply(action)  # raises nothing
                continue
            refused += 1
            with pytest.raises(PiquetError) as caught:
                state.apply(action)
            assert (caught.value.code, str(caught.value)) == (why.code, str(why))
            checked += 1
        choice = rng.choice(list(legal))
        earlier.append(choice)
        state = state.apply(choice)
    assert checked == refused > 50
    over = state.refusal(Play(PACK[0]))
    assert over is not None and over.code == "deal_over"
