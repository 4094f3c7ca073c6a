"""The drill loop: after the feedback Enter or N deals the next hand,
"Next hand" sits beside "Check" and stays on screen on a phone, a new hand comes into full
view below the sticky header, the working folds under "Why?" (open after a wrong answer),
and the cards the answer is about light up in the hand."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from trainer_helpers import (
    ENGINE_TIMEOUT,
    PREFIX,
    check_answers,
    fill_answers,
    page_exercise,
)


def _wait_new_seed(page: Page, old: str) -> None:
    page.wait_for_function(
        f"() => window.__piquetTrainers[0].exercise.seed !== {old!r}", timeout=ENGINE_TIMEOUT
    )


def _wait_engine(page: Page) -> None:
    page.wait_for_function("() => window.__piquetTrainers[0].ahead", timeout=ENGINE_TIMEOUT)


def test_wrong_answer_opens_why_lights_the_point_and_enter_deals(page: Page, base_url: str) -> None:
    page.goto(base_url + "trainer/point/")
    ex = page_exercise(page)
    check_answers(page, "en", fill_answers(page, ex, wrong=True), right=False)
    expect(page.locator(".pq-feedback details.pq-whybox")).to_have_attribute("open", "")
    expect(page.locator(".pq-feedback .pq-whybox > summary")).to_have_text("Why?")
    expect(page.locator(".pq-rule cite")).to_be_visible()
    lit = page.locator(".pq-stage .pq-hand .pq-lit")
    expect(lit).to_have_count(len(ex["highlight"]))
    assert sorted(lit.evaluate_all("cs => cs.map(c => c.dataset.card)")) == sorted(ex["highlight"])
    # "Next hand" beside "Check", focused once the feedback is shown: Enter deals
    next_button = page.locator(".pq-stage .pq-buttons .pq-next")
    expect(next_button).to_have_text("Next hand")
    expect(next_button).to_be_focused()
    _wait_engine(page)
    page.keyboard.press("Enter")
    _wait_new_seed(page, ex["seed"])
    expect(page.locator(".pq-feedback")).to_be_empty()
    expect(page.locator(".pq-stage .pq-lit")).to_have_count(0)


def test_right_answer_folds_why_and_n_deals_in_french(page: Page, base_url: str) -> None:
    page.goto(base_url + "fr/trainer/sets/")
    ex = page_exercise(page)
    check_answers(page, "fr", fill_answers(page, ex, wrong=False), right=True)
    why = page.locator(".pq-feedback details.pq-whybox")
    expect(why).not_to_have_attribute("open", "")
    expect(why.locator("summary")).to_have_text("Pourquoi\u202f?")
    expect(page.locator(".pq-rule")).to_be_hidden()
    why.locator("summary").click()
    expect(page.locator(".pq-rule")).to_be_visible()
    _wait_engine(page)
    page.locator("body").press("n")
    _wait_new_seed(page, ex["seed"])


def test_on_a_phone_next_stays_in_view_and_a_new_hand_comes_into_view(
    page: Page, base_url: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 700})
    page.goto(base_url + PREFIX["ru"] + "trainer/dialogue/")
    ex = page_exercise(page)
    # the first question in view: the buttons' row is on screen, at the bottom (sticky)
    page.locator(".pq-stage .pq-form").evaluate("f => f.scrollIntoView({block: 'start'})")
    box = page.locator(".pq-stage .pq-buttons .pq-next").bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 700, box
    _wait_engine(page)
    # from the bottom of the page, the next hand is shown whole below the sticky header
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.locator(".pq-stage .pq-buttons .pq-next").click()
    _wait_new_seed(page, ex["seed"])
    page.wait_for_function(
        "() => { const r = document.querySelector('.pq-stage').getBoundingClientRect();"
        " const h = document.querySelector('.md-header').getBoundingClientRect().bottom;"
        " return r.top >= h && r.top < innerHeight / 2; }"
    )
