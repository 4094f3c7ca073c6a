"""Whole parties played deal by deal through the state machine (Laws 9, 16, 71-73; CAV-C;
S002): the dealer alternates, the mode of dealing is kept, and the partie settles."""

from __future__ import annotations

import random

import pytest

from piquet_core.deal import DealState, play_out
from piquet_core.deal_policies import candid_policy
from piquet_core.partie import Partie, Player
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, Variant

LITERAL_RUSSIAN = Variant.from_dict(
    {"name": "russian", "korolik_dealer": "same-dealer", "partie_settlement": "higher-total"}
)
"""S002 read literally: one dealer for both deals of a королик, the higher total wins."""


@pytest.mark.parametrize(
    "variant",
    [RUBICON, AU_CENT, RUSSIAN, LITERAL_RUSSIAN],
    ids=["rubicon", "au-cent", "russian", "russian-literal"],
)
def test_a_partie_through_the_state_machine(variant: Variant) -> None:
    """Deals alternate (Law 16), by the mode the first dealer chose (Law 9), until the
    partie is finished and settled (Laws 71-73; CAV-C best of five; S002 two королика)."""
    rng = random.Random(variant.name)
    first = DealState.new(seed=1, variant=variant, deal_by=3)
    partie = Partie(variant=variant, first_dealer=Player(first.dealer))
    seed = 1
    while not partie.finished:
        dealer = partie.next_dealer()
        state = DealState.new(seed=seed, variant=variant, dealer=dealer.value, deal_by=3)
        assert state.deal_by == 3 and state.players.elder == dealer.other.value
        final = play_out(state, candid_policy(rng))
        partie = partie.record(final.score(), dealer)
        seed += 1
        assert seed < 200
    settlement = partie.settlement()
    assert settlement is not None
    if variant.name == "rubicon":
        assert len(partie.entries) in (6, 8)
    if variant == RUSSIAN:
        assert len(partie.entries) in (4, 6)
    if variant == LITERAL_RUSSIAN:
        # "сдает на этот королик" (S002): one dealer a королик; no extra deals on a tie
        dealers = [e.dealer for e in partie.entries]
        assert len(dealers) == 4 and dealers[0] == dealers[1] and dealers[2] == dealers[3]
        assert settlement.points == abs(partie.totals[0] - partie.totals[1])
