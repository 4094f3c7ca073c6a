"""The first hand of a drill is not the same for every visit: a drill
page carries several first exercises and opens on one at random while it parses, with no
layout shift; an address with a seed keeps its deal."""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import Page
from trainer_helpers import page_exercise

from piquet_core.trainer import exercise

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # the build-time generators are not an installed package
    sys.path.insert(0, str(ROOT))

from generators import trainer as trainer_build  # noqa: E402


def test_visits_open_on_different_first_hands_without_a_shift(page: Page, base_url: str) -> None:
    seeds = set(trainer_build.first_seeds("sequences"))
    assert len(seeds) == trainer_build.FIRST_HANDS
    seen = set()
    for _ in range(14):
        page.goto(base_url + "fr/trainer/sequences/")
        ex = page_exercise(page)
        assert ex["seed"] in seeds
        assert ex == exercise("sequences", ex["seed"], "fr").to_dict()
        shown = page.locator(".pq-stage article").get_attribute("data-seed")
        assert shown == ex["seed"]  # the exercise on show is the one the script checks
        shift = page.evaluate(
            "() => new Promise(done => new PerformanceObserver((list) => done(list.getEntries()"
            ".reduce((s, e) => s + e.value, 0))).observe({type: 'layout-shift', buffered: true})"
            " || setTimeout(() => done(0), 300))"
        )
        assert shift < 0.01, shift
        seen.add(ex["seed"])
    assert len(seen) >= 2, seen  # 14 visits, 4 hands: all alike once in 3.7 million


def test_an_address_with_a_seed_is_not_replaced(page: Page, base_url: str) -> None:
    first = trainer_build.first_seed("point")
    for _ in range(4):
        page.goto(base_url + f"trainer/point/?seed={first}")
        assert page_exercise(page)["seed"] == first
