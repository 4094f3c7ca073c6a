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


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 390)])
def test_a_discard_puzzle_from_its_link_judged_by_the_engine(
    page: Page, base_url: str, lang: str, width: int
) -> None:
    """A discard puzzle's link opens it (the hand as a listbox, the "Discard" button); the
    natural discard is judged wrong and the best right by the engine in the worker, with the
    words the engine gives in CPython; younger's listbox stops at the talon's count."""
    from piquet_core.puzzles import DiscardPuzzle
    from piquet_core.trainer import check
    from piquet_core.trainer.puzzle_drill import discard_working, is_discard_seed

    seeds = [s for s in (f"dz{i}" for i in range(60)) if is_discard_seed(s)]
    seed = next(s for s in seeds if puzzle_of(s).seat.value == "younger")  # type: ignore[union-attr]
    puzzle = puzzle_of(seed)
    assert isinstance(puzzle, DiscardPuzzle)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/puzzles/?seed={seed}")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === {seed!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    ex = exercise("puzzles", seed, lang)  # type: ignore[arg-type]
    assert page_exercise(page) == ex.to_dict()
    expect(page.locator(".pq-stage button.pq-check")).to_have_text(ui_strings(lang)["discard"])
    options = page.locator('.pq-stage [role="option"]')
    expect(options).to_have_count(12)

    def mark(codes: list[str]) -> None:
        marked = page.locator('.pq-stage [role="option"][aria-selected="true"]')
        for code in [o.get_attribute("data-value") for o in marked.all()]:
            page.locator(f'.pq-stage [role="option"][data-value="{code}"]').click()
        for code in codes:
            page.locator(f'.pq-stage [role="option"][data-value="{code}"]').click()

    # a fourth card is refused aloud: younger takes three at most here
    mark([str(c) for c in puzzle.hand][:4])
    expect(page.locator(".pq-feedback .pq-verdict")).to_have_text(
        ui_strings(lang)["at_most"].replace("{n}", "3")
    )
    for cards, right in ((puzzle.natural, False), (puzzle.best, True)):
        mark([str(c) for c in cards])
        page.click(".pq-stage button.pq-check")
        expect_verdict_engine(page, lang, right)
        items = page.locator(".pq-items li").all_inner_texts()
        feedback = check(ex, {"discard": [str(c) for c in cards]})
        assert len(items) == len(feedback.items)
        assert all(i.endswith(t) for i, (_, t) in zip(items, feedback.items, strict=True))
        assert page.locator(".pq-explanation li").all_inner_texts() == list(
            discard_working(seed, lang)  # type: ignore[arg-type]
        )
        took = page.locator(".pq-trainer").first.get_attribute("data-check-ms")
        print(f"a discard checked in the browser: {took} ms")


def expect_verdict_engine(page: Page, lang: str, right: bool) -> None:
    """The engine's verdict, once the worker has answered."""
    s = ui_strings(lang)  # type: ignore[arg-type]
    expect(page.locator(".pq-feedback .pq-verdict")).to_have_text(
        s["all_right"] if right else s["not_quite"], timeout=ENGINE_TIMEOUT
    )
