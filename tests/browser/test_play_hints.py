# ruff: noqa: RUF001  (Cyrillic words are intended)
"""Hints for a new player on the play page: the usual call marked among
the buttons, a warning before a "Good." that gives points away (said only when chosen
again), the rule where it arises, and the review opening on where points were lost."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from trainer_helpers import ENGINE_TIMEOUT, PREFIX


def _view(page: Page) -> dict[str, Any]:
    return page.evaluate("() => window.__piquetPlay.views.at(-1)")  # type: ignore[no-any-return]


def _moved(page: Page, n: int) -> None:
    page.wait_for_function(f"() => window.__piquetPlay.views.length > {n}", timeout=ENGINE_TIMEOUT)


def _count(page: Page) -> int:
    return page.evaluate("() => window.__piquetPlay.views.length")  # type: ignore[no-any-return]


@pytest.mark.parametrize(("lang", "usual", "warn_start"), [
    ("en", "(the usual call)", "You hold as good or better"),
    ("ru", "(как принято)", "У вас не хуже"),
])  # fmt: skip
def test_usual_call_marked_and_a_giving_good_warned(
    page: Page, base_url: str, lang: str, usual: str, warn_start: str
) -> None:
    # seed w2 at club level: the learner, younger, holds a better point than elder calls
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed=w2&level=club&variant=rubicon")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    for _ in range(12):
        v = _view(page)
        n = _count(page)
        if v["exchange"]:  # the first cards of the hand, as many as allowed
            for card in v["hand"][: max(v["exchange"]["counts"])]:
                page.locator(f'.pq-hand [data-code="{card["code"]}"]').click()
            page.locator(".pq-discard").click()
            _moved(page, n)
            continue
        if any("warn" in o for o in v["options"]):
            break
        assert v["options"], v
        marked = page.locator(".pq-say .pq-option.pq-usual")
        expect(marked).to_have_count(1)
        marked.click()
        _moved(page, n)
    else:
        raise AssertionError("no reply to warn about")
    marked = page.locator(".pq-say .pq-option.pq-usual")
    expect(marked).to_have_count(1)
    expect(marked.locator(".pq-usual-tag")).to_have_text(usual)
    good = next(o for o in v["options"] if "warn" in o)
    button = page.locator(f'.pq-say .pq-option[data-action="{good["action"]}"]')
    n = _count(page)
    talk = len(v["transcript"])
    button.click()
    expect(page.locator(".pq-error")).to_contain_text(warn_start)
    assert _count(page) == n  # nothing said yet
    button.click()  # chosen again: said
    _moved(page, n)
    said = _view(page)["transcript"][talk]  # then the computer goes on
    assert said["who"] == "you" and said["text"] == good["text"]


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "The expert would discard"), ("fr", "L’expert écarterait")]
)
def test_the_experts_hint_then_a_take_back(page: Page, base_url: str, lang: str, said: str) -> None:
    """ "What would the expert do?" says the expert's discard and rings its cards; discarding
    them and then taking the move back returns to the same hand, the discard to choose again."""
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed=w2&level=club&variant=rubicon")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    v = _view(page)
    assert v["exchange"] and v["to_act"] == "you", v
    hint_button = page.locator(".pq-hint-btn")
    expect(hint_button).to_be_visible()
    hint_button.click()
    box = page.locator(".pq-expert")
    expect(box).to_be_visible(timeout=ENGINE_TIMEOUT)
    expect(box.locator(".pq-expert-said")).to_contain_text(said)
    assert box.locator(".pq-expert-why li").count() >= 2  # the advisor's reasons
    ringed = page.locator(".pq-hand .pq-hinted")
    codes = [ringed.nth(i).get_attribute("data-code") for i in range(ringed.count())]
    assert 1 <= len(codes) <= 3  # younger takes at most three here
    for code in codes:
        page.locator(f'.pq-hand [data-code="{code}"]').click()
    n = _count(page)
    page.locator(".pq-discard").click()
    _moved(page, n)
    after = _view(page)
    assert not after["exchange"] and {c["code"] for c in after["discarded"]} == set(codes)
    expect(box).to_be_hidden()
    n = _count(page)
    page.locator(".pq-undo").click()
    _moved(page, n)
    back = _view(page)
    assert back["exchange"] and back["hand"] == v["hand"] and back["session"] == v["session"]


def test_the_computers_lead_after_its_trick_is_paced(page: Page, base_url: str) -> None:
    """When the computer takes the trick the learner's card ended and leads at once, the
    finished trick stays on the table a moment (both its cards), then the lead shows alone."""
    page.goto(f"{base_url}play/?seed=w2&level=club&variant=rubicon")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    cards = page.locator(".pq-trick-cards .pq-card")
    for _ in range(60):
        v = _view(page)
        n = _count(page)
        assert v["phase"] != "over", "no trick taken by the computer and led again"
        if v["exchange"]:
            for card in v["hand"][: max(v["exchange"]["counts"])]:
                page.locator(f'.pq-hand [data-code="{card["code"]}"]').click()
            page.locator(".pq-discard").click()
        elif v["playable"] and not v["options"]:
            page.locator(f'.pq-hand [data-code="{v["playable"][0]}"]').click()
        else:  # the usual call or answer (once more if it warns first)
            usual = [o for o in v["options"] if o.get("usual")] or v["options"]
            button = page.locator(f'.pq-say .pq-option[data-action="{usual[0]["action"]}"]')
            button.click()
            if usual[0].get("warn"):
                button.click()
        _moved(page, n)
        after = _view(page)
        if (
            v["playable"]
            and after["table"]
            and after["table"]["by"] == "bot"
            and len(after["tricks"]) > len(v["tricks"])
        ):
            expect(cards).to_have_count(2)  # the finished trick, still on the table
            expect(cards).to_have_count(1, timeout=5_000)  # then the computer's lead alone
            assert cards.first.get_attribute("aria-label") == after["table"]["card"]["name"]
            return
    raise AssertionError("no trick taken by the computer and led again")
