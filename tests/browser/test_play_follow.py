"""Following a lead on the play page, on a phone (390 x 844) and a desktop (1280 x 900), as a
fresh tester found it wanting:

* the cards the laws do not let the learner play are dimmed and ``aria-disabled``, as the
  engine's legal plays say (computed here in CPython from the partie's session), yet stay
  focusable and clickable, and choosing one still gives the follow-suit law in one line;

The partie is played by clicking, as a learner does: the first thing to say each time, and
the first card the laws allow.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.i18n import translations  # noqa: E402
from piquet_core.deal import Play  # noqa: E402
from piquet_core.trainer.play import Session, replay  # noqa: E402

ENGINE_TIMEOUT = 90_000
VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 900)}
expect.set_options(timeout=30_000)

View = dict[str, Any]


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _(msgid: str) -> str:
    return translations("en").gettext(msgid)


def views(page: Page) -> list[View]:
    return page.evaluate("() => window.__piquetPlay.views")  # type: ignore[no-any-return]


def counts(page: Page) -> list[int]:
    return page.evaluate(  # type: ignore[no-any-return]
        "() => [window.__piquetPlay.views.length, window.__piquetPlay.errors.length]"
    )


def click_and_wait(page: Page, selector: str, force: bool = False) -> bool:
    """Click ``selector``; True once the engine answered with a new view (False: refused).
    ``force``: click it though it says it is disabled (Playwright waits for an
    ``aria-disabled`` element to be enabled; a browser's click reaches it all the same)."""
    before = counts(page)
    page.locator(selector).first.click(force=force)
    page.wait_for_function(
        "([v, e]) => window.__piquetPlay.views.length > v || window.__piquetPlay.errors.length > e",
        arg=before, timeout=ENGINE_TIMEOUT,
    )  # fmt: skip
    return counts(page)[0] > before[0]


def legal_plays(v: View) -> set[str]:
    """The cards the engine lets the learner play now, from the session replayed in CPython."""
    state = replay(Session.read(v["session"]), run_bot=False).state
    return {str(a.card) for a in state.legal_actions() if isinstance(a, Play)}


def open_partie(page: Page, base_url: str, viewport: str, seed: str) -> None:
    w, h = VIEWPORTS[viewport]
    page.set_viewport_size({"width": w, "height": h})
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{base_url}play/?seed={seed}&level=beginner&variant=rubicon")
    page.wait_for_function(
        "() => window.__piquetPlay && window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT
    )


def play_until(page: Page, done: Callable[[View, View | None], bool]) -> View:
    """Play by clicking (the last cards discarded, the first thing said, the first card the
    laws allow) until ``done(view, view before)``; that view."""
    before: View | None = None
    for _step in range(200):
        v = views(page)[-1]
        if done(v, before):
            return v
        assert v["phase"] != "over", "the deal ended first"
        assert v["to_act"] == "you", v
        before = v
        if v["exchange"]:
            for code in [c["code"] for c in v["hand"]][-max(v["exchange"]["counts"]) :]:
                page.locator(f'.pq-hand li[data-code="{code}"]').click()
            assert click_and_wait(page, ".pq-discard")
        elif v["options"]:
            if v["options"][0].get("warn"):  # a "Good." that gives points away: warned first
                page.locator(".pq-say button").first.click()
            assert click_and_wait(page, ".pq-say button")
        else:
            assert click_and_wait(page, f'.pq-hand li[data-code="{v["playable"][0]}"]')
    raise AssertionError("never came")


def must_follow(v: View, _before: View | None) -> bool:
    """The learner follows a lead and the laws refuse him some of his cards."""
    return (
        v["to_act"] == "you"
        and bool(v["table"])
        and not v["options"]
        and 0 < len(v["playable"]) < len(v["hand"])
    )


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_cards_that_cannot_be_played_are_dimmed(page: Page, base_url: str, viewport: str) -> None:
    open_partie(page, base_url, viewport, "follow1")
    v = play_until(page, must_follow)
    legal = legal_plays(v)
    hand = [c["code"] for c in v["hand"]]
    assert set(v["playable"]) == legal and 0 < len(legal) < len(hand)
    cards = page.locator(".pq-hand li")
    disabled = {c for c in hand if cards.nth(hand.index(c)).get_attribute("aria-disabled")}
    assert disabled == set(hand) - legal
    for i, code in enumerate(hand):  # dimmed on screen, the others as they were
        look = cards.nth(i).evaluate(
            "li => getComputedStyle(li).filter + ' ' + getComputedStyle(li).opacity"
        )
        assert (look != "none 1") == (code not in legal), (code, look)
        if code in legal:
            expect(cards.nth(i)).not_to_have_attribute("aria-disabled", "true")
    # still focusable: the arrow keys reach a dimmed card, Enter gets the law's refusal
    lead = v["table"]["card"]
    refusal = _(
        "You must follow suit: {lead} was led and you hold a card of that suit (Cavendish, Law 59)."
    ).format(lead=lead["from"])
    refused = next(c for c in hand if c not in legal)
    page.locator(".pq-hand").focus()
    page.keyboard.press("Home")
    for _i in range(hand.index(refused)):
        page.keyboard.press("ArrowRight")
    expect(page.locator(".pq-hand")).to_have_attribute(
        "aria-activedescendant", f"pq-card-{refused}"
    )
    before = counts(page)
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([v, e]) => window.__piquetPlay.errors.length > e", arg=before, timeout=ENGINE_TIMEOUT
    )
    expect(page.locator(".pq-error")).to_have_text(refusal)
    # and clickable: the same line, the view unchanged
    page.locator(".pq-error").evaluate("e => e.textContent = ''")
    assert not click_and_wait(page, f'.pq-hand li[data-code="{refused}"]', force=True)
    expect(page.locator(".pq-error")).to_have_text(refusal)
    assert views(page)[-1] == v


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_the_card_led_is_in_view_with_the_hand(page: Page, base_url: str, viewport: str) -> None:
    """Following, the card led is drawn again just above the hand with the table's line, so
    one screen holds it and every card he may play (on a phone the board is scrolled away
    by then); it goes when he leads."""
    open_partie(page, base_url, viewport, "follow1")
    v = play_until(page, must_follow)
    led = page.locator(".pq-hand-box .pq-led")
    expect(led).to_be_visible()
    expect(led.locator('[role="img"]')).to_have_attribute("aria-label", v["table"]["card"]["name"])
    expect(led).to_contain_text(page.locator(".pq-table").inner_text())
    span = page.evaluate(
        """() => {
          const top = document.querySelector('.pq-hand-box .pq-led').getBoundingClientRect().top;
          const bottom = document.querySelector('.pq-hand').getBoundingClientRect().bottom;
          return [bottom - top, window.innerHeight];
        }"""
    )
    assert 0 < span[0] <= span[1], span
    page.locator(".pq-hand").scroll_into_view_if_needed()
    page.evaluate("() => document.querySelector('.pq-hand').scrollIntoView({block: 'end'})")
    box = led.bounding_box()
    assert box is not None and box["y"] >= 0, box
    # once the trick is over and he leads, the row is gone
    v = play_until(
        page,
        lambda w, _b: (
            w["to_act"] == "you"
            and not w["table"]
            and not w["options"]
            and not w["exchange"]
            and bool(w["tricks"])
        ),
    )
    expect(led).to_be_hidden()


@pytest.mark.parametrize("viewport", ["desktop"])
def test_a_trick_the_computer_wins_is_said_before_its_lead(
    page: Page, base_url: str, viewport: str
) -> None:
    """The computer, having won a trick, leads to the next at once: the line under the board
    says the trick is over and who won it before "The computer led …", not only the lead."""
    open_partie(page, base_url, viewport, "follow1")

    def bot_won_and_led(w: View, _b: View | None) -> bool:
        return (
            w["to_act"] == "you"
            and bool(w["table"])
            and w["table"]["by"] == "bot"
            and bool(w["tricks"])
            and w["tricks"][-1]["won"] == "bot"
        )

    v = play_until(page, bot_won_and_led)
    n = v["tricks"][-1]["n"]
    said = _("Trick {n} is over: the computer won it.").format(n=n)
    expect(page.locator(".pq-table")).to_have_text(re.compile("^" + re.escape(said) + " "))
