"""On a touch screen the play page says "tap", not the arrow keys and Space.

A phone (Playwright's ``has_touch`` and ``is_mobile``: a coarse pointer) plays the first deal
by tapping: the exchange, the calls, and cards led and followed to. Every prompt it is shown
while its hand is to be used is the catalog's "tap" line in the page's language, never the
keyboard's; a desktop browser (a fine pointer) keeps the keyboard's lines.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.i18n import translations  # noqa: E402

ENGINE_TIMEOUT = 90_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


OR = {"en": "or", "fr": "ou", "ru": "или"}
"""The word of a choice in each language (the browser's ``Intl.ListFormat``, disjunction)."""


def counts_text(counts: list[int], lang: str = "en") -> str:
    """The numbers of cards one may exchange as the play page writes them: a run as a range
    with an en dash (U+2013), else the choice with the language's "or", « 0 ou 3 »
    (docs/assets/play/play.js, countsText)."""
    run = len(counts) > 2 and all(b == a + 1 for a, b in itertools.pairwise(counts))
    if run:
        return f"{counts[0]}\u2013{counts[-1]}"
    *head, last = [str(c) for c in counts]
    return f"{', '.join(head)} {OR[lang]} {last}" if head else last


TOUCH = {
    "discard": (
        "Tap the cards you discard ({allowed}) to mark them, then tap “Discard the marked cards”."
    ),
    "lead": "Your lead: tap a card to lead it.",
    "follow": "The lead is {card}: tap a card to play it.",
}
KEYS = {
    "discard": (
        "Mark the cards you discard ({allowed}): the arrow keys move, Space marks a card, "
        "Enter discards."
    ),
    "lead": "Your lead: choose a card with the arrow keys and press Enter.",
    "follow": "The lead is {card}: choose your card with the arrow keys and press Enter.",
}  # fmt: skip
expect.set_options(timeout=30_000)


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Every test here runs on a phone."""
    return {**browser_context_args, **PHONE}


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _(lang: str, msgid: str) -> str:
    return translations(lang).gettext(msgid)


def last_view(page: Page) -> dict[str, Any]:
    return page.evaluate("() => window.__piquetPlay.views.at(-1)")  # type: ignore[no-any-return]


def counts(page: Page) -> list[int]:
    return page.evaluate(  # type: ignore[no-any-return]
        "() => [window.__piquetPlay.views.length, window.__piquetPlay.errors.length]"
    )


def tap_and_wait(page: Page, selector: str) -> bool:
    """Tap ``selector``; True once the engine answered with a new view (False: refused)."""
    before = counts(page)
    page.locator(selector).tap()
    page.wait_for_function(
        "([v, e]) => window.__piquetPlay.views.length > v || window.__piquetPlay.errors.length > e",
        arg=before, timeout=ENGINE_TIMEOUT,
    )  # fmt: skip
    return counts(page)[0] > before[0]


def play_by_tapping(page: Page, lang: str) -> set[str]:
    """Play the first deal by tapping until the learner has discarded, led and followed (or the
    deal is over); each prompt shown is the "tap" line. The prompts seen."""
    seen: set[str] = set()
    prompt = page.locator(".pq-prompt")
    for _step in range(120):
        v = last_view(page)
        if v["phase"] == "over" or {"discard", "lead", "follow"} <= seen:
            return seen
        assert v["to_act"] == "you", v
        if v["exchange"]:
            n = max(v["exchange"]["counts"])
            allowed = counts_text(v["exchange"]["counts"], lang)
            expect(prompt).to_have_text(_(lang, TOUCH["discard"]).format(allowed=allowed))
            seen.add("discard")
            cards = page.locator(".pq-hand li")
            for i in range(n):
                cards.nth(i).tap()
                expect(cards.nth(i)).to_have_attribute("aria-selected", "true")
            assert tap_and_wait(page, ".pq-discard")
        elif v["options"]:
            if v["options"][0].get("warn"):  # a "Good." that gives points away: warned first
                page.locator(".pq-say button >> nth=0").tap()
                expect(page.locator(".pq-error")).to_have_text(v["options"][0]["warn"])
            assert tap_and_wait(page, ".pq-say button >> nth=0")
        else:
            if v["table"]:
                want, key = (
                    _(lang, TOUCH["follow"]).format(card=v["table"]["card"]["from"]),
                    "follow",
                )
            else:
                want, key = _(lang, TOUCH["lead"]), "lead"
            expect(prompt).to_have_text(want)
            seen.add(key)
            # the first card the laws allow: the others are dimmed and aria-disabled (a tap
            # on one gives the refusal, tests/browser/test_play_follow.py)
            assert tap_and_wait(page, ".pq-hand li:not(.pq-unplayable) >> nth=0")
    raise AssertionError(f"the deal did not reach the play; seen {seen}")


@pytest.mark.parametrize(("lang", "seed"), [("en", "tap1"), ("fr", "tap2")])
def test_a_phone_is_told_to_tap(page: Page, base_url: str, lang: str, seed: str) -> None:
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed={seed}&level=beginner&variant=rubicon")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    seen = play_by_tapping(page, lang)
    assert {"discard", "lead", "follow"} <= seen, seen


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """A desktop browser's context (a mouse: a fine pointer), beside the phone's."""
    context = browser.new_context(base_url=base_url)
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(base_url)
                  else route.abort("blockedbyclient"))  # fmt: skip
    yield context
    context.close()


def test_a_desktop_keeps_the_keys(desktop: BrowserContext, base_url: str) -> None:
    page = desktop.new_page()
    page.set_default_timeout(60_000)
    assert not page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    page.goto(f"{base_url}fr/play/?seed=tap2&level=beginner&variant=rubicon")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    v = last_view(page)
    assert v["exchange"], v
    allowed = counts_text(v["exchange"]["counts"], "fr")
    expect(page.locator(".pq-prompt")).to_have_text(
        _("fr", KEYS["discard"]).format(allowed=allowed)
    )


@pytest.mark.parametrize("phone", [True, False])
def test_a_choice_of_counts_is_said_with_or(
    page: Page, desktop: BrowserContext, base_url: str, phone: bool
) -> None:
    """Younger at Russian piquet exchanges none or three: the prompt says « (0 ou 3) », as a
    French player says it, not « (0, 3) », which reads as both; on a phone (390 wide) and on
    a desktop (1280 wide)."""
    if not phone:
        page = desktop.new_page()
        page.set_default_timeout(60_000)
        page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{base_url}fr/play/?seed=pf3&level=beginner&variant=russian")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    page.wait_for_function("() => window.__piquetPlay.views.at(-1).exchange",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    v = last_view(page)
    assert v["exchange"]["counts"] == [0, 3], v["exchange"]
    key = TOUCH if phone else KEYS
    expect(page.locator(".pq-prompt")).to_have_text(
        _("fr", key["discard"]).format(allowed="0 ou 3")
    )
