"""The play page's JSON interface: a whole partie against the computer, never a traceback."""

from __future__ import annotations

import json
import random

import pytest

from piquet_core.bots.play_api import handle


def _call(req: dict[str, object]) -> dict[str, object]:
    out = json.loads(handle(json.dumps(req)))
    assert isinstance(out, dict)
    return out


@pytest.mark.parametrize(("level", "lang"), [("beginner", "en"), ("club", "ru")])
def test_a_whole_partie_to_the_settlement(level: str, lang: str) -> None:
    rng = random.Random(1)
    v = _call({"op": "new", "level": level, "seed": 3, "lang": lang})
    deals = 0
    for _ in range(2000):
        assert v["ok"], v
        if "settlement" in v:
            break
        if "review" in v and not v["your_turn"]:
            review = v["review"]
            assert isinstance(review, dict) and review["advisor"] and review["reasons"]
            deals += 1
            v = _call({"op": "next", "session": v["session"]})
        elif "discard" in v:
            hand = v["hand"]
            assert isinstance(hand, list)
            v = _call({"op": "discard", "session": v["session"], "cards": hand[:1]})
        else:
            actions = v["actions"]
            assert isinstance(actions, list) and actions, v
            v = _call({"op": "act", "session": v["session"], "action": rng.choice(actions)["i"]})
    settlement = v["settlement"]
    assert isinstance(settlement, dict)
    assert settlement["points"] >= 100 or settlement["drawn"]
    sheet = v["sheet"]
    assert isinstance(sheet, list) and len(sheet) >= 6 and deals >= 5


def test_errors_are_answers() -> None:
    assert _call({"op": "act", "session": "nope"})["code"] == "no_session"
    assert json.loads(handle("not json"))["code"] == "bad_request"
    assert _call({"op": "new", "level": "grandmaster"})["code"] == "bad_level"
    v = _call({"op": "new", "level": "club", "seed": 1})
    assert _call({"op": "act", "session": v["session"], "action": 999})["code"] == "bad_action"
    bad = _call({"op": "new", "variant": "whist"})
    assert bad["ok"] is False and "whist" in str(bad["message"])
