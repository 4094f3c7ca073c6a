"""The Bezique meld drill in a real browser: answered wrong then right in each
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

from trainer_helpers import (  # noqa: E402
    ENGINE_TIMEOUT,
    PREFIX,
    check_answers,
    expect_verdict,
    fill_answers,
    next_exercise,
    page_exercise,
)

from piquet_core.trainer import exercise  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_meld_answered_wrong_then_right(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/bezique/")
    ex = page_exercise(page)
    assert ex["lang"] == lang and ex["drill"] == "bezique"
    assert ex == exercise("bezique", ex["seed"], lang).to_dict()  # the engine's exercise
    expect(page.locator(".pq-stage .pq-hand .pq-card")).to_have_count(17)
    assert [q["id"] for q in ex["questions"]] == ["points"]
    check_answers(page, lang, fill_answers(page, ex, wrong=True), right=False)
    feedback = page.locator(".pq-feedback").inner_text()
    for line in ex["explanation"]:  # every score line of the engine, then the handbook's rule
        assert line in feedback
    # the source cited as a book, not as the project's "seed 002"
    handbook = {"en": "Russian handbook", "fr": "Manuel russe", "ru": "Русский справочник"}
    sources = [rule["source"] for rule in ex["rules"]]
    assert sources and all(handbook[lang] in s and "002" not in s for s in sources)
    expect(page.locator(".pq-rule cite")).to_have_text([f"({s})" for s in sources])
    check_answers(page, lang, fill_answers(page, ex, wrong=False), right=True)


def test_keyboard_only(page: Page, base_url: str) -> None:
    page.goto(base_url + "ru/trainer/bezique/")
    ex = page_exercise(page)
    page.locator('.pq-stage [data-q="points"] input').focus()
    page.keyboard.type(ex["questions"][0]["answer"][0])
    page.keyboard.press("Enter")
    expect_verdict(page, "ru", right=True)
    assert page.locator(".pq-feedback").get_attribute("aria-live") == "polite"


def test_next_exercise_comes_from_the_engine_in_the_worker(page: Page, base_url: str) -> None:
    page.goto(base_url + "fr/trainer/bezique/")
    ex = next_exercise(page)
    assert ex == exercise("bezique", ex["seed"], "fr").to_dict()
    expect(page.locator(".pq-stage .pq-hand .pq-card")).to_have_count(17)
    check_answers(page, "fr", fill_answers(page, ex, wrong=False), right=True)


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
