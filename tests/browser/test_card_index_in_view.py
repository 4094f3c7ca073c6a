"""Every card's rank and suit stays readable, whatever card is focused or raised, on a phone
(390 x 844) and a desktop (1280 x 900): the play page's hand (each card focused in turn,
during the exchange with cards marked, and in the play), the Bezique hand (each card
focused), and the deal viewer's hands.

A fresh tester misread hands so: on a phone the focused card was drawn over its neighbour
(the seven of spades on /play/?seed=5hznbt, the second ace of spades on
/bezique-play/?seed=5&seats=3), and the deal viewer's ten had its suit half covered. What is
measured is the page's own layout (``card_cover.covered``: bounding boxes and hit testing on
each glyph of each index corner).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

HERE = Path(__file__).resolve().parent
for p in (str(HERE.parents[1]), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from card_cover import covered  # noqa: E402

ENGINE_TIMEOUT = 90_000
VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 900)}
expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _open(page: Page, url: str, viewport: str) -> None:
    w, h = VIEWPORTS[viewport]
    page.set_viewport_size({"width": w, "height": h})
    page.emulate_media(reduced_motion="reduce")  # no transition to wait for between moves
    page.goto(url)


def each_card_focused(page: Page, hand: str, n: int) -> None:
    """Focus each of the ``n`` cards of the hand in turn (the arrow key); no index covered."""
    page.locator(hand).focus()
    page.keyboard.press("Home")
    for i in range(n):
        found = covered(page, f"{hand} > li")
        assert found == [], (i, found)
        page.keyboard.press("ArrowRight")


def play_view(page: Page) -> dict[str, Any]:
    return page.evaluate("() => window.__piquetPlay.views.at(-1)")  # type: ignore[no-any-return]


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_play_hand_every_index_in_view(page: Page, base_url: str, viewport: str) -> None:
    _open(page, f"{base_url}play/?seed=5hznbt", viewport)
    page.wait_for_function(
        "() => window.__piquetPlay && window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT
    )
    v = play_view(page)
    assert v["exchange"], "the learner discards first in this partie"
    n = len(v["hand"])
    each_card_focused(page, ".pq-hand", n)
    # cards marked to discard are raised: the first, the third and the fifth
    page.keyboard.press("Home")
    for _i in range(3):
        page.keyboard.press("Space")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
    expect(page.locator('.pq-hand li[aria-selected="true"]')).to_have_count(3)
    each_card_focused(page, ".pq-hand", n)
    before = len(page.evaluate("() => window.__piquetPlay.views"))
    page.locator(".pq-discard").click()
    page.wait_for_function(
        f"() => window.__piquetPlay.views.length > {before}", timeout=ENGINE_TIMEOUT
    )
    # on to the play: the calls said as the page marks them (the first button each time)
    for _step in range(20):
        v = play_view(page)
        if v["to_act"] == "you" and v["playable"] and not v["options"]:
            break
        before = len(page.evaluate("() => window.__piquetPlay.views"))
        page.locator(".pq-say button").first.click()
        if v["options"] and v["options"][0].get("warn"):
            page.locator(".pq-say button").first.click()
        page.wait_for_function(
            f"() => window.__piquetPlay.views.length > {before}", timeout=ENGINE_TIMEOUT
        )
    expect(page.locator(".pq-hand")).to_have_attribute("data-mode", "play")
    each_card_focused(page, ".pq-hand", len(play_view(page)["hand"]))


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_bezique_hand_every_index_in_view(page: Page, base_url: str, viewport: str) -> None:
    _open(page, f"{base_url}bezique-play/?seed=5&seats=3", viewport)
    page.wait_for_function(
        "() => window.__bezPlay && window.__bezPlay.views.length > 0"
        " && document.querySelector('.bz-hand').dataset.mode === 'play'",
        timeout=ENGINE_TIMEOUT,
    )
    n = len(page.evaluate("() => window.__bezPlay.views.at(-1).hand"))
    assert n > 12  # two rows on a phone
    each_card_focused(page, ".bz-hand", n)


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_deal_viewer_every_index_in_view(page: Page, base_url: str, viewport: str) -> None:
    _open(page, f"{base_url}trainer/deal/", viewport)
    hands = page.locator(".pq-deal-seat .pq-hand")
    expect(hands).to_have_count(2)
    steps = 0
    for _step in range(40):  # the deal, then the exchange (new cards), then the tricks
        for i in range(hands.count()):
            hands.nth(i).evaluate("(h, i) => h.dataset.hand = i", i)
            found = covered(page, f'.pq-deal [data-hand="{i}"] > .pq-card')
            assert found == [] or "error" in found[0], (steps, found)
        forward = page.locator(".pq-deal-forward")
        if forward.is_disabled():
            break
        forward.click()
        steps += 1
    assert steps > 10
