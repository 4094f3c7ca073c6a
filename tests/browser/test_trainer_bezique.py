# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The Bezique meld drill in a real browser (issue 6 §3): answered wrong then right in each
language, keyboard only, and a fresh exercise dealt by the engine in the Pyodide worker.

The expected texts come from the engine (the exercise the page carries, and
:func:`piquet_core.trainer.exercise` for the same seed), so a test fails if the page shows
anything else.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from piquet_core.trainer import exercise  # noqa: E402

ENGINE_TIMEOUT = 60_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
VERDICT = {
    "en": ("All right!", "Not quite. Item by item:"),
    "fr": ("Tout est juste\u202f!", "Pas tout à fait. Dans le détail\u00a0:"),
    "ru": ("Всё верно!", "Не совсем. По пунктам:"),
}


def page_exercise(page: Page) -> dict:  # type: ignore[type-arg]
    return page.evaluate("() => window.__piquetTrainers[0].exercise")  # type: ignore[no-any-return]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_meld_answered_wrong_then_right(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/bezique/")
    ex = page_exercise(page)
    assert ex["lang"] == lang and ex["drill"] == "bezique"
    assert ex == exercise("bezique", ex["seed"], lang).to_dict()  # the engine's exercise
    expect(page.locator(".pq-stage .pq-hand .pq-card")).to_have_count(17)
    (q,) = ex["questions"]
    answer = q["answer"][0]
    box = page.locator('.pq-stage [data-q="points"] input')
    right, not_quite = VERDICT[lang]

    wrong = str(int(answer) + 1)
    box.fill(wrong)
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_have_text(not_quite)
    items = page.locator(".pq-items li").all_inner_texts()
    assert len(items) == 1 and items[0].endswith(q["wrong"].replace("{given}", wrong))
    feedback = page.locator(".pq-feedback").inner_text()
    for line in ex["explanation"]:  # every score line of the engine, then the seed's rule
        assert line in feedback
    expect(page.locator(".pq-rule cite")).to_contain_text("002")

    box.fill(answer)
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_have_text(right)
    items = page.locator(".pq-items li").all_inner_texts()
    assert len(items) == 1 and items[0].endswith(q["right"])


def test_keyboard_only(page: Page, base_url: str) -> None:
    page.goto(base_url + "ru/trainer/bezique/")
    ex = page_exercise(page)
    page.locator('.pq-stage [data-q="points"] input').focus()
    page.keyboard.type(ex["questions"][0]["answer"][0])
    page.keyboard.press("Enter")
    expect(page.locator(".pq-verdict")).to_have_text("Всё верно!")
    assert page.locator(".pq-feedback").get_attribute("aria-live") == "polite"


def test_next_exercise_comes_from_the_engine_in_the_worker(page: Page, base_url: str) -> None:
    page.goto(base_url + "fr/trainer/bezique/")
    first = page_exercise(page)["seed"]
    page.click("button.pq-next")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed !== {first!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    ex = page_exercise(page)
    assert f"seed={ex['seed']}" in page.url
    assert ex == exercise("bezique", ex["seed"], "fr").to_dict()
    expect(page.locator(".pq-stage .pq-hand .pq-card")).to_have_count(17)
    answer = ex["questions"][0]["answer"][0]
    page.locator('.pq-stage [data-q="points"] input').fill(answer)
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_have_text(VERDICT["fr"][0])


@pytest.mark.parametrize("path", ["trainer/bezique/", "ru/trainer/bezique/", "fr/bezique/"])
def test_axe_finds_no_violations(page: Page, base_url: str, path: str) -> None:
    import json

    from axe_playwright_python.sync_playwright import Axe

    page.goto(base_url + path)
    if page.locator(".pq-share summary").count():
        page.locator(".pq-share summary").click()  # open the panels so axe sees their controls
        page.locator(".pq-4c").check()  # four-colour deck: contrast checked too
    results = Axe().run(page, context={"include": [[".md-content"]]})
    violations = results.response["violations"]
    assert violations == [], json.dumps(
        [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations], ensure_ascii=False
    )


def test_share_link_and_embed_reproduce_the_exercise(page: Page, base_url: str) -> None:
    page.goto(base_url + "ru/trainer/bezique/")
    ex = page_exercise(page)
    link = page.locator(".pq-link").input_value()
    iframe = page.locator(".pq-iframe").input_value()
    assert f"seed={ex['seed']}" in link and "ru/trainer/embed/" in iframe and "bezique" in iframe
    embed_url = iframe.split('src="', 1)[1].split('"', 1)[0]
    page.goto(embed_url)
    page.wait_for_function(
        f"() => window.__piquetTrainers[0].exercise.drill === 'bezique' && "
        f"window.__piquetTrainers[0].exercise.seed === {ex['seed']!r}",
        timeout=ENGINE_TIMEOUT,
    )
    assert page_exercise(page) == ex
    expect(page.locator(".pq-stage .pq-hand .pq-card")).to_have_count(17)
