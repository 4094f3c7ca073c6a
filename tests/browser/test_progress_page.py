"""The progress page shows every drill of the trainer, and explains its colours first.

It listed four drills, typed by hand in the page script, and left out the exchange, the umpire
and Bezique, whose answers and timed rounds were kept all the same; and the key to the mastery
colours came after the grids that use them. The drills now come from the trainer's registry
(``piquet_core.trainer.DRILLS``), each with its answers per day, its mastery and its bests.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import ENGINE_TIMEOUT, PREFIX, fill_answers, page_exercise  # noqa: E402

from piquet_core.trainer import DRILLS  # noqa: E402
from piquet_core.trainer.ui import (  # noqa: E402
    drill_titles,
    fluency_strings,
    progress_class_titles,
)

STORE_KEY = "piquet-trainer-v1"
SIZES = [(390, 844), (1280, 900)]
KEY_WORD = {"en": "weak", "fr": "faible", "ru": "слабо"}  # the key's first mastery


def _progress_of_every_drill() -> dict[str, object]:
    """A stored progress (store.js, version 2) with answers of every drill on one day, a
    class answered in each, and a timed round's best for each drill."""
    day = "2026-11-20"
    classes = progress_class_titles("en", list(DRILLS))
    return {
        "v": 2, "streak": 1, "best": 3, "clock": 20, "daily": {},
        "drills": {d: {"right": 3, "total": 4} for d in DRILLS},
        "times": {d: [4000, 5000, 6000, 7000] for d in DRILLS},
        "days": {day: {d: {"r": 3, "n": 4, "m": 5500} for d in DRILLS}},
        "cls": {f"{d}:{next(iter(classes[d]))}": {"r": 3, "n": 4, "t": [5000], "box": 2, "due": 30}
                for d in DRILLS},
        "rounds": {f"{d}:hands": {"right": 8, "total": 10, "ms": 95000, "day": day}
                   for d in DRILLS},
        "dailyRounds": {},
    }  # fmt: skip


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_drill_with_its_answers_mastery_and_bests(
    page: Page, base_url: str, lang: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/progress/")
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [STORE_KEY, json.dumps(_progress_of_every_drill())],
    )
    page.reload()
    page.wait_for_selector(".pq-progress-page[data-ready=true]")
    titles = drill_titles(lang)
    classes = progress_class_titles(lang, list(DRILLS))
    sections = page.locator(".pq-progress-drill")
    expect(sections).to_have_count(len(DRILLS))
    assert [sections.nth(i).get_attribute("data-drill") for i in range(len(DRILLS))] == list(DRILLS)
    for drill in DRILLS:
        section = page.locator(f'.pq-progress-drill[data-drill="{drill}"]')
        expect(section.locator("h2")).to_have_text(titles[drill])
        expect(section.locator("table.pq-table-accuracy tbody tr")).to_have_count(1)
        assert (
            section.locator("table.pq-table-accuracy tbody td").first.inner_text().startswith("75")
        )
        rows = section.locator("table.pq-table-classes tbody tr")
        expect(rows).to_have_count(len(classes[drill]))
        first = rows.first.locator("th, td").all_inner_texts()
        assert first[:2] == [
            next(iter(classes[drill].values())),
            fluency_strings(lang)["mastery_learning"],
        ]
        # the grid is the table's picture, within the page's width
        grid = section.locator("svg.pq-class-grid")
        expect(grid.locator("rect.pq-m-learning")).to_have_count(1)
        box = grid.bounding_box()
        assert box is not None and box["x"] + box["width"] <= size[0]
    bests = page.locator(".pq-table-bests tbody tr th").all_inner_texts()
    assert bests == [titles[d] for d in DRILLS]
    # nothing overflows the page sideways on a phone
    assert page.evaluate("() => document.documentElement.scrollWidth") <= size[0]


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_colours_are_explained_before_the_grids(
    page: Page, base_url: str, lang: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/progress/")
    page.wait_for_selector(".pq-progress-page[data-ready=true]")
    key = page.locator("article table:has(.pq-swatch)")
    expect(key).to_be_visible()
    expect(key).to_contain_text(KEY_WORD[lang])
    first_grid = page.locator(".pq-progress-drill").first
    key_box, grid_box = key.bounding_box(), first_grid.bounding_box()
    assert key_box is not None and grid_box is not None
    assert key_box["y"] + key_box["height"] <= grid_box["y"], (key_box, grid_box)
    # each swatch is the colour of the grid's squares of that mastery
    for mastery in ("new", "weak", "learning", "known"):
        swatch = key.locator(f".pq-swatch.pq-m-{mastery}")
        expect(swatch).to_have_count(1)
        colour = swatch.evaluate("s => getComputedStyle(s).backgroundColor")
        fill = page.evaluate(
            """m => { const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
              const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
              r.setAttribute("class", "pq-m-" + m); svg.append(r);
              document.querySelector(".pq-progress-page").append(svg);
              const f = getComputedStyle(r).fill; svg.remove(); return f; }""",
            mastery,
        )
        assert colour == fill and colour not in ("rgba(0, 0, 0, 0)", "none"), (mastery, colour)


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_an_umpire_answer_shows_on_the_progress_page(
    page: Page, base_url: str, size: tuple[int, int]
) -> None:
    """A hand answered on the umpire's page counts on the progress page; the page offers the
    timed rounds of every drill, and the practice of weak spots where hands have kinds."""
    page.set_default_timeout(ENGINE_TIMEOUT)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}ru/trainer/laws/")
    # N hands, the clock, the daily round, the streak
    expect(page.locator(".pq-rounds .pq-round")).to_have_count(4)
    expect(page.locator(".pq-practice")).to_have_count(0)
    ex = page_exercise(page)
    fill_answers(page, ex, wrong=False)
    fill_answers(page, ex, wrong=False)  # the questions the first answers show
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_be_visible()
    page.goto(f"{base_url}ru/trainer/progress/")
    page.wait_for_selector(".pq-progress-page[data-ready=true]")
    section = page.locator('.pq-progress-drill[data-drill="laws"]')
    expect(section.locator("h2")).to_have_text(drill_titles("ru")["laws"])
    expect(section.locator("table.pq-table-accuracy tbody tr")).to_have_count(1)
    row = section.locator("table.pq-table-classes tbody tr").first
    expect(row.locator("th")).to_have_text(progress_class_titles("ru", ["laws"])["laws"]["plain"])
    expect(row.locator("td").first).not_to_have_text(fluency_strings("ru")["mastery_new"])
    # a drill whose hands have kinds keeps its practice of weak spots
    page.goto(f"{base_url}ru/trainer/sets/")
    expect(page.locator(".pq-practice")).to_have_count(1)


@pytest.mark.parametrize(
    ("lang", "drill", "size"), [("fr", "laws", SIZES[0]), ("en", "exchange", SIZES[1])]
)
def test_a_timed_round_of_a_drill_without_kinds_counts_as_a_best(
    page: Page, base_url: str, lang: str, drill: str, size: tuple[int, int]
) -> None:
    """A round of ten hands played on the umpire's or the exchange's page ends with its score
    and is the drill's best on the progress page (those drills had no timed rounds)."""
    page.set_default_timeout(ENGINE_TIMEOUT)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/")
    page.locator(".pq-round[data-kind=hands]").click()
    seen: set[str] = set()
    for i in range(10):
        page.wait_for_function(
            "seen => { const t = window.__piquetTrainers[0]; return t.round && t.round.t0 !== null"
            " && !seen.includes(t.exercise.seed) && !t.checked; }",
            arg=sorted(seen),
        )
        ex = page_exercise(page)
        seen.add(ex["seed"])
        if drill == "exchange":  # two cards discarded from the keyboard, checked by the engine
            page.locator('.pq-stage [role="listbox"]').focus()
            for _ in range(2):
                page.keyboard.press("ArrowRight")
                page.keyboard.press("Space")
            page.keyboard.press("Enter")
        else:
            fill_answers(page, ex, wrong=i == 0)
            fill_answers(page, ex, wrong=i == 0)
            page.click(".pq-stage button.pq-check")
        expect(page.locator(".pq-feedback .pq-items")).to_be_visible()
        if i < 9:
            page.click(".pq-stage button.pq-next")
    expect(page.locator(".pq-round-score")).to_be_visible()
    page.goto(f"{base_url}{PREFIX[lang]}trainer/progress/")
    page.wait_for_selector(".pq-progress-page[data-ready=true]")
    row = page.locator(".pq-table-bests tbody tr")
    expect(row).to_have_count(1)
    expect(row.locator("th")).to_have_text(drill_titles(lang)[drill])
    expect(row.locator("td").first).to_have_text(fluency_strings(lang)["round_hands"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_axe_finds_no_violations_on_the_progress_page(page: Page, base_url: str, lang: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(f"{base_url}{PREFIX[lang]}trainer/progress/")
    page.evaluate(
        "([k, v]) => localStorage.setItem(k, v)",
        [STORE_KEY, json.dumps(_progress_of_every_drill())],
    )
    page.reload()
    page.wait_for_selector(".pq-progress-page[data-ready=true]")
    results = Axe().run(page, context={"include": [["article"]]})
    violations = results.response["violations"]
    assert violations == [], json.dumps(
        [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations], ensure_ascii=False
    )
