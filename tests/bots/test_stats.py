"""The simulation behind the report: the fast club-vs-club path is the club bots' game."""

from __future__ import annotations

import pytest

from piquet_core.bots.players import make_player
from piquet_core.bots.simulate import play_deal
from piquet_core.bots.stats import club_deal, simulate
from piquet_core.deal import DealState
from piquet_core.variants import AU_CENT, RUBICON, Variant


@pytest.mark.parametrize("variant", [RUBICON, AU_CENT])
def test_fast_path_scores_like_the_state_machine(variant: Variant) -> None:
    for seed in range(150):
        dealer = "A" if seed % 2 else "B"
        slow = play_deal(seed, {"A": make_player("club", 1), "B": make_player("club", 2)},
                         dealer, variant).score()  # fmt: skip
        fast = club_deal(DealState.new(seed, variant, dealer=dealer))
        assert fast.seats == slow.seats, seed


def test_simulation_is_reproducible_and_consistent() -> None:
    a = simulate(12, seed=4)
    b = simulate(12, seed=4)
    assert a == b
    assert a.parties == 12 and a.deals >= 72
    _elder, younger = a.rates["pique"]
    assert younger.mean == 0  # younger can never pique in Rubicon (CAV-D)
    cards_e, cards_y = a.rates["cards"]
    assert cards_e.mean + cards_y.mean + a.divided.mean == pytest.approx(1.0)
    for e, y in a.means.values():
        assert e.low <= e.mean <= e.high and y.low <= y.mean <= y.high
