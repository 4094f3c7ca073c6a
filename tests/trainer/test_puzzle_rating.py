"""Puzzles served near the learner's rating: each puzzle exercise carries its difficulty (the
engine's estimate, :mod:`piquet_core.puzzles`), and the worker, asked for a puzzle ``near`` a
rating, deals the nearest of a few seeds, the same for the same start; the other drills'
exercises carry no rating."""

from __future__ import annotations

import json
import random

import pytest

from piquet_core.errors import PiquetError
from piquet_core.trainer import exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.puzzle_drill import NEAR_TRIES, puzzle_of, seed_near_rating
from piquet_core.trainer.seeds import new_seed


def test_a_puzzle_carries_its_difficulty_and_a_hand_none() -> None:
    ex = exercise("puzzles", "abc234", "fr").to_dict()
    assert ex["rating"] == puzzle_of("abc234").rating
    assert "rating" not in exercise("point", "abc234", "fr").to_dict()


@pytest.mark.parametrize("target", [900, 1300, 2000])
def test_the_nearest_of_the_seeds_is_dealt(target: int) -> None:
    start = new_seed(random.Random(f"near-{target}"))
    seed = seed_near_rating(start, target)
    assert seed == seed_near_rating(start, target)  # the same start, the same puzzle
    rng = random.Random(f"near:{start}:{target}")
    looked = [start] + [new_seed(rng) for _ in range(NEAR_TRIES - 1)]
    assert seed in looked
    gaps = [abs(puzzle_of(s).rating - target) for s in looked]
    assert abs(puzzle_of(seed).rating - target) == min(gaps)


def test_the_worker_serves_near_a_rating_and_refuses_a_bad_one() -> None:
    r = json.loads(handle(json.dumps(
        {"op": "exercise", "drill": "puzzles", "seed": "abc234", "lang": "en", "near": 2000}
    )))  # fmt: skip
    assert r["ok"] and r["exercise"]["seed"] == seed_near_rating("abc234", 2000)
    for bad in ("2000", True, -5, 10**6):
        r = json.loads(handle(json.dumps(
            {"op": "exercise", "drill": "puzzles", "seed": "abc234", "lang": "en", "near": bad}
        )))  # fmt: skip
        assert not r["ok"] and r["code"] == "bad_rating", (bad, r)
    with pytest.raises(PiquetError, match="rating"):
        seed_near_rating("abc234", 0)
