"""The play page's built-in first deals (generators/play.py): for each variant, parties
whose first deal the page may show before the engine is up, exactly as the engine shows them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generators.play import FIRST_DEALS, first_deals, first_seeds, write_first_deals
from piquet_core.trainer.api import handle
from piquet_core.trainer.play import LEVELS, VARIANTS


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_learner_is_elder_and_exchanges_first(variant: str) -> None:
    seeds = first_seeds(variant)
    assert len(seeds) == len(set(seeds)) == FIRST_DEALS
    for seed in seeds:
        for level in LEVELS:
            session = {"seed": seed, "level": level, "variant": variant, "deals": [[]]}
            got = json.loads(
                handle(json.dumps({"op": "play_state", "lang": "en", "session": session}))
            )
            assert got["seat"] == "elder" and got["to_act"] == "you" and got["exchange"], got
            assert got["session"] == session  # the computer has not moved


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_each_view_is_the_engines_at_every_level(lang: str) -> None:
    deals = first_deals(lang)  # type: ignore[arg-type]
    assert sorted(deals) == sorted(VARIANTS)
    for variant, views in deals.items():
        for seed, view in views.items():
            for level in LEVELS:
                session = {**view["session"], "level": level}  # type: ignore[dict-item]
                got = json.loads(
                    handle(json.dumps({"op": "play_state", "lang": lang, "session": session}))
                )
                got["bot_ms"] = view["bot_ms"]
                assert got == {**view, "session": session}, (variant, seed, level)


def test_same_inputs_same_bytes(tmp_path: Path) -> None:
    first = write_first_deals("ru", tmp_path).read_bytes()
    second = write_first_deals("ru", tmp_path).read_bytes()
    assert first == second
    assert json.loads(first) == first_deals("ru")  # in the page's language (card names)
    assert any("\u0430" <= ch <= "\u044f" for ch in first.decode())
