"""The hands a drill page carries for "Next hand" before the engine is ready (issue 16)."""

from __future__ import annotations

import json

import pytest

from generators.trainer import SPARES, spare_exercises
from piquet_core.trainer import DRILLS
from piquet_core.trainer.api import handle


@pytest.mark.parametrize("drill", DRILLS)
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_spare_hands_are_the_engine_deals_of_their_seeds(drill: str, lang: str) -> None:
    """A spare hand is what the engine deals for its seed, so the address it gives
    (``?seed=spare-2``) deals the same hand again, and the hands differ from each other."""
    spares = spare_exercises(drill, lang)
    assert len(spares) == SPARES
    for k, spare in enumerate(spares, 1):
        request = {"op": "exercise", "drill": drill, "seed": f"spare-{k}", "lang": lang}
        answer = json.loads(handle(json.dumps(request)))
        assert answer["ok"], answer
        assert spare == {"exercise": answer["exercise"], "html": answer["html"]}
    assert len({s["html"] for s in spares}) == SPARES
