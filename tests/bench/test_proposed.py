"""The fast paths proposed to the engine (bench/proposed.py) give exactly the engine's
answers: on seeded hands and deals, on deals without tricks or with an id, and on broken
deals (where they must fall back to the engine's own error)."""

from __future__ import annotations

import json

from bench import proposed, suite
from bench.deals import random_deals, random_hands
from piquet_core.replay import replay as engine_replay


def test_proposed_agrees_with_engine() -> None:
    api = suite.engine_api()
    hands = [api["to_hand"](t) for t in random_hands(600, 21)]
    suite.check_proposed(api, hands, random_deals(300, 22))


def test_proposed_replay_byte_for_byte_and_fallbacks() -> None:
    for deal in random_deals(150, 23):
        assert json.dumps(proposed.replay(deal)) == json.dumps(engine_replay(deal))
        bare = {k: v for k, v in deal.items() if k != "tricks"} | {"id": "x"}
        assert proposed.replay(bare) == engine_replay(bare)
        revoke = dict(deal, tricks=list(deal["tricks"])[::-1])  # type: ignore[call-overload]
        assert proposed.replay(revoke) == engine_replay(revoke)
        assert "error" in engine_replay(revoke)
    for broken in ({"elder": "AS"}, [], {"variant": "au-cent"}, "x"):
        assert proposed.replay(broken) == engine_replay(broken)
