"""The play puzzles drill in a real browser, on a phone and a desktop, in each language: the
built-in puzzle answered wrong (the feedback names the one best card and what the next best
costs) and right; the engine in the worker finds a fresh puzzle from a new seed, the one the
engine finds in CPython for that seed; both hands are shown open."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import (  # noqa: E402
    ENGINE_TIMEOUT,
    PREFIX,
    check_answers,
    next_exercise,
    page_exercise,
)

from piquet_core.trainer import exercise  # noqa: E402
from piquet_core.trainer.puzzle_drill import puzzle_of  # noqa: E402
from piquet_core.trainer.ui import class_titles, fluency_strings, ui_strings  # noqa: E402

expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


@pytest.mark.parametrize(("lang", "width", "height"),
                         [("en", 1280, 900), ("fr", 390, 844), ("ru", 390, 844)])  # fmt: skip
def test_a_puzzle_wrong_then_right_then_a_fresh_one(
    page: Page, base_url: str, lang: str, width: int, height: int
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/puzzles/")
    ex = page_exercise(page)
    assert ex["drill"] == "puzzles" and ex["lang"] == lang
    assert ex == exercise("puzzles", ex["seed"], lang).to_dict()
    # no box for a typed hand: a puzzle is an ending found in a deal, not a hand one types
    expect(page.locator(".pq-handform")).to_have_count(0)
    # both hands open, and the cards to choose from are the legal ones of the learner's hand
    hands = page.locator(".pq-stage .pq-hand")
    assert hands.count() >= 2
    expect(hands.first).to_be_visible()
    (question,) = ex["questions"]
    mine = {c["code"] for c in ex["hands"][0]["cards"]}
    assert {o["value"] for o in question["options"]} <= mine
    wrong = next(o for o in question["options"] if o["value"] not in question["answer"])
    page.locator(f'.pq-stage [data-q="card1"] input[value="{wrong["value"]}"]').check()
    check_answers(page, lang, [question["wrong"].replace("{given}", wrong["label"])], right=False)
    # the explanation prices every other card
    for line in ex["explanation"][: len(question["options"]) - 1]:
        expect(page.locator(".pq-stage")).to_contain_text(line)
    page.locator(f'.pq-stage [data-q="card1"] input[value="{question["answer"][0]}"]').check()
    check_answers(page, lang, [question["right"]], right=True)
    # a fresh puzzle from the engine in the browser (it plays deals and solves their endings)
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    start = time.perf_counter()
    fresh = next_exercise(page)
    took = time.perf_counter() - start
    assert fresh["drill"] == "puzzles" and fresh["seed"] != ex["seed"]
    assert fresh == exercise("puzzles", fresh["seed"], lang).to_dict()
    print(f"a fresh puzzle from the engine in the browser: {took:.2f} s")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_theme_chosen_deals_only_puzzles_of_that_theme(
    page: Page, base_url: str, lang: str
) -> None:
    """The drill's themes are its kinds to practise (the table under the drill, with its
    mastery per theme): the last trick ticked, the next puzzles the engine finds in the
    browser are all of that theme, the one CPython finds for their seeds."""
    page.goto(f"{base_url}{PREFIX[lang]}trainer/puzzles/")
    # the drill deals puzzles, and says so on its buttons (built so, not changed at load)
    s = ui_strings(lang)
    expect(page.locator(".pq-daily")).to_have_text(s["puzzles:daily"])
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    expect(page.locator(".pq-stage button.pq-next")).to_have_text(s["puzzles:next"])
    page.locator(".pq-practice summary").click()
    # the puzzles' kinds are their themes, named so (not "kinds of hand")
    words = fluency_strings(lang)
    expect(page.locator(".pq-classes caption")).to_have_text(words["puzzles:practice_caption"])
    expect(page.locator(".pq-classes thead th").first).to_have_text(words["puzzles:class_col"])
    rows = page.locator(".pq-classes tbody tr")
    expect(rows).to_have_count(len(class_titles(lang)["puzzles"]))
    for i, (theme, title) in enumerate(class_titles(lang)["puzzles"].items()):
        expect(rows.nth(i)).to_have_attribute("data-class", theme)
        expect(rows.nth(i).locator("th")).to_have_text(title)
    page.locator('.pq-classes tr[data-class="last_trick"] input.pq-choose').check()
    for _ in range(2):
        fresh = next_exercise(page)
        assert "last_trick" in fresh["classes"], fresh["classes"]
        assert fresh == exercise("puzzles", fresh["seed"], lang).to_dict()
        assert "last trick" in puzzle_of(fresh["seed"]).themes


def test_a_puzzle_answered_rates_the_learner_and_the_progress_page_shows_it(
    page: Page, base_url: str
) -> None:
    """A puzzle answered right raises the learner's puzzle rating (Glicko-2, from 1500 against
    the puzzle's difficulty); the drill's panel and the progress page show it, and the next
    puzzle is asked for near it."""
    page.goto(f"{base_url}fr/trainer/puzzles/")
    ex = page_exercise(page)
    (question,) = ex["questions"]
    page.locator(f'.pq-stage [data-q="card1"] input[value="{question["answer"][0]}"]').check()
    check_answers(page, "fr", [question["right"]], right=True)
    rating = page.evaluate(
        "() => JSON.parse(localStorage.getItem('piquet-trainer-v1')).puzzleRating"
    )
    assert rating["n"] == 1 and rating["r"] > 1500 and rating["rd"] < 350
    assert page.evaluate("() => window.__piquetTrainers[0].near()") == {"near": round(rating["r"])}
    s = fluency_strings("fr")
    expect(page.locator(".pq-progress-values")).to_contain_text(s["rating_title"])
    page.goto(f"{base_url}fr/trainer/progress/")
    section = page.locator(".pq-progress-rating")
    expect(section.locator("h2")).to_have_text(s["rating_title"])
    # as French writes a number: « 1 521 » (a narrow no-break space)
    whole = f"{round(rating['r']):,}".replace(",", "\u202f")
    expect(section.locator(".pq-rating-now")).to_contain_text(f"{whole} (±\u00a0")
    expect(section.locator(".pq-table-rating tbody tr")).to_have_count(1)
    expect(section.locator("svg.pq-chart-rating")).to_have_count(1)
