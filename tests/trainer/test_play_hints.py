"""Hints for a new player on the play page: the usual full call or
candid answer marked among the options, a warning on a "Good." that gives points away, a
line on an equal point or equal sequences and on sinking where they arise."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from piquet_core.trainer.api import handle


def call(**req: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(req)))  # type: ignore[no-any-return]


def talk_views(seed: str, lang: str = "en") -> Iterator[dict[str, Any]]:
    """Every view of a partie's first deals where the learner has words to say, the learner
    always saying the usual thing (else the first option) and leading his first card."""
    v = call(op="play_state", session={"seed": seed, "level": "club", "variant": "rubicon",
                                       "deals": [[]]}, lang=lang)  # fmt: skip
    for _ in range(400):
        assert v["ok"], v
        if v["finished"] or v["deal"] > 3:
            return
        if v["phase"] == "over":
            action = "next"
        elif v["exchange"]:
            n = max(v["exchange"]["counts"])
            action = " ".join(["discard", *(c["code"] for c in v["hand"][:n])])
        elif v["options"]:
            yield v
            usual = [o for o in v["options"] if o.get("usual")]
            action = str((usual or v["options"])[0]["action"])
        else:
            action = "play " + v["playable"][0]
        v = call(op="play_act", session=v["session"], action=action, lang=lang)


def test_the_usual_call_is_marked_once_and_a_giving_good_is_warned() -> None:
    marked = warned = 0
    for seed in ("h1", "h2", "h3", "h4", "h5", "h6"):
        for v in talk_views(seed):
            usual = [o for o in v["options"] if o.get("usual")]
            assert len(usual) <= 1, v["options"]
            marked += len(usual)
            assert v["usual_label"] == "the usual call"
            for o in v["options"]:
                if "warn" in o:
                    warned += 1
                    assert o["text"] == "Good." and not o.get("usual")
                    assert any(u["text"] != "Good." for u in usual)
    assert marked > 20 and warned > 0, (marked, warned)


def test_equality_and_sinking_are_explained_in_french() -> None:
    hints: set[str] = set()
    for seed in [f"q{i}" for i in range(12)]:
        for v in talk_views(seed, "fr"):
            hints.update(v["hints"])
    assert any(h.startswith("Vous pouvez annoncer moins") for h in hints), hints
    assert any(h.startswith("Point égal") or h.startswith("Séquences égales") for h in hints), hints
