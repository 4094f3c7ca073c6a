"""The dialogue drill from elder's chair in the browser: the learner
makes each call, younger's reply to it appears at once, as at the table, and a player who
makes every call and counts right is marked right.

Cavendish, *Description of the Game*, "Calling"; Laws 46, 49, 55.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from trainer_helpers import ENGINE_TIMEOUT, PREFIX, check_answers, fill_answers, page_exercise

from piquet_core.trainer import exercise


def _open(page: Page, base_url: str, lang: str, seed: str) -> dict:  # type: ignore[type-arg]
    page.goto(f"{base_url}{PREFIX[lang]}trainer/dialogue/?seed={seed}")
    page.wait_for_function(
        f"() => window.__piquetTrainers && window.__piquetTrainers[0].exercise.seed === {seed!r}",
        timeout=ENGINE_TIMEOUT,
    )
    ex = page_exercise(page)
    assert ex == exercise("dialogue", seed, lang).to_dict()  # type: ignore[arg-type]
    return ex


@pytest.mark.parametrize(("lang", "seed"), [("en", "857j6v"), ("fr", "bn2kem"), ("ru", "fbzy4p")])
def test_younger_replies_to_each_call_and_a_right_player_is_right(
    page: Page, base_url: str, lang: str, seed: str
) -> None:
    ex = _open(page, base_url, lang, seed)
    steps = [q for q in ex["questions"] if q["step"]]
    stage = page.locator(".pq-stage")
    # only the first call is asked; the rest waits for it, as at the table
    expect(stage.locator('[data-q="point"]')).to_be_visible()
    for q in ex["questions"][1:]:
        expect(stage.locator(f'[data-q="{q["id"]}"]')).to_be_hidden()
    expected = fill_answers(page, ex, wrong=False)
    for q in steps:  # every reply of younger is on the page once its call is made
        box = stage.locator(f'[data-q="{q["id"]}"]')
        for line in filter(None, q["reply"].split("\n")):
            expect(box.locator(".pq-reply", has_text=line)).to_be_visible()
        expect(box.locator("button.pq-call:not([disabled]), input:not([readonly])")).to_have_count(
            0
        )
    reckoning = steps[-1]["reply"].split("\n")[-1]
    assert reckoning  # younger's own calls, so that his score can be known
    check_answers(page, lang, expected, right=True)


def test_a_wrong_point_is_judged_at_once_and_the_value_is_still_asked(
    page: Page, base_url: str
) -> None:
    ex = _open(page, base_url, "en", "857j6v")  # elder 4 cards, younger 4: "Making?"
    point = ex["questions"][0]
    assert point["answer"] == ["4"] and ex["questions"][1]["id"] == "point_value"
    box = page.locator('.pq-stage [data-q="point"]')
    box.locator('button.pq-call[data-value="5"]').click()
    expect(box.locator("button.pq-call[aria-pressed=true]")).to_have_attribute("data-value", "5")
    expect(box.locator(".pq-said .pq-wrong")).to_contain_text("Not “Point of five”")
    expect(box.locator(".pq-reply")).to_have_text("Younger: “Making?”")
    value = page.locator('.pq-stage [data-q="point_value"]')
    expect(value).to_be_visible()
    expect(value.locator("input")).to_be_focused()
    # the value written any way is the same number
    value.locator("input").fill("40.0")
    page.keyboard.press("Enter")
    expect(value.locator(".pq-said .pq-right")).to_be_visible()
    expect(value.locator(".pq-reply")).to_have_text("Younger: “Good.”")
    expect(page.locator(".pq-feedback")).to_be_empty()  # Enter said the value, nothing more


def test_pips_written_with_a_decimal_point_are_right_in_the_point_drill(
    page: Page, base_url: str
) -> None:
    page.goto(base_url + "fr/trainer/point/")
    ex = page_exercise(page)
    cards, pips = (q["answer"][0] for q in ex["questions"])
    page.locator('.pq-stage [data-q="cards"] input').fill(f"{cards},0")
    page.locator('.pq-stage [data-q="pips"] input').fill(f" {pips}.0 ")
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_have_text("Tout est juste\u202f!")
