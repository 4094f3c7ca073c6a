"""Card faces and the play table in a real browser.

* Screenshots of a drill's hand, the Bezique drill's hand and the play table, on a phone
  (390 px) and a desktop viewport, compared with the stored references under
  ``tests/browser/references/`` (``tests/browser/pixels.py`` says how to renew them).
* The card names as the accessibility tree reads them, in each language: the drills' cards
  (``role="img"``), the play page's card buttons (listbox options) and the table's counts.
* The faces draw from the generated sprite, whose size stays in budget; the four-colour switch
  repaints diamonds and clubs; nothing moves when the engine comes up on the play page.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from pixels import compare  # noqa: E402
from trainer_helpers import ENGINE_TIMEOUT, PREFIX  # noqa: E402

VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 900)}
SPRITE_BUDGET = 24_000  # bytes of card artwork a page loads (bench/README.md)


def _open(page: Page, url: str, viewport: str) -> None:
    w, h = VIEWPORTS[viewport]
    page.set_viewport_size({"width": w, "height": h})
    page.emulate_media(reduced_motion="reduce", color_scheme="light")
    page.goto(url)
    page.wait_for_function("() => document.fonts.status === 'loaded'")


def _sprite_loaded(page: Page) -> None:
    """The sprite is fetched by the first card's mask; wait until it has come."""
    page.wait_for_function(
        "() => performance.getEntriesByType('resource').some(e => e.name.endsWith('/cards.svg')"
        " && e.responseEnd > 0)"
    )
    page.wait_for_timeout(100)  # one frame to paint the masks (not an assertion on speed)


def _page_shot(page: Page, locator: Locator) -> bytes:
    """The element as laid out in the whole page (no sticky header over it)."""
    page.evaluate("() => window.scrollTo(0, 0)")
    box = locator.bounding_box()
    assert box is not None
    return page.screenshot(full_page=True, clip=box, animations="disabled")


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize(("drill", "count"), [("point", 12), ("bezique", 17)])
def test_drill_hand_matches_its_reference(
    page: Page, base_url: str, drill: str, count: int, viewport: str
) -> None:
    from generators import trainer as trainer_build

    seed = trainer_build.first_seed(drill)  # the same hand on every visit (its address's seed)
    _open(page, f"{base_url}fr/trainer/{drill}/?seed={seed}", viewport)
    expect(page.locator(".pq-stage article")).to_have_attribute("data-seed", seed)
    hand = page.locator(".pq-stage .pq-hand").first
    expect(hand.locator(".pq-card")).to_have_count(count)
    _sprite_loaded(page)
    box = hand.bounding_box()
    assert box is not None and box["width"] <= VIEWPORTS[viewport][0]  # fits the screen
    compare(f"hand-{drill}-fr-{viewport}", _page_shot(page, hand))


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_play_table_matches_its_reference(page: Page, base_url: str, viewport: str) -> None:
    _open(page, f"{base_url}play/?seed=cards15&level=beginner&variant=rubicon", viewport)
    page.wait_for_function(
        "() => window.__piquetPlay && window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT
    )
    _sprite_loaded(page)
    board = page.locator(".pq-board")
    expect(board.locator(".pq-backs .pq-back")).to_have_count(12)
    expect(board.locator(".pq-talon .pq-back")).to_have_count(8)
    layout = page.locator(".pq-layout")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= VIEWPORTS[viewport][0], "the table is wider than the screen"
    page.locator(".pq-deal-title").focus()  # no focus ring on the hand in the picture
    compare(f"play-table-{viewport}", _page_shot(page, layout))


NAMES = {
    "en": ("Ten of hearts", "Queen of spades"),
    "fr": ("Dix de cœur", "Dame de pique"),
    "ru": ("Десятка червей", "Дама пик"),
}


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_drill_cards_named_in_the_accessibility_tree(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/")
    hand = page.locator(".pq-stage .pq-hand").first
    tree = hand.aria_snapshot()
    codes = hand.locator(".pq-card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert len(codes) == 12 and tree.count("- img ") == 12, tree
    from piquet_core.cards import Card, card_name

    for code in codes:  # every card by its name in the page's language, and nothing else
        assert f'- img "{card_name(Card.parse(code), lang)}"' in tree
    assert "♥" not in tree and "♠" not in tree  # the index text is the picture's, not a name


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_play_card_buttons_named_in_the_page_language(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed=cards15&level=beginner&variant=rubicon")
    page.wait_for_function(
        "() => window.__piquetPlay && window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT
    )
    tree = page.locator(".pq-hand").aria_snapshot()
    hand = page.evaluate("() => window.__piquetPlay.views.at(-1).hand")
    assert tree.count("- option ") == 12, tree
    for card in hand:
        assert f'- option "{card["name"]}"' in tree
    ten, queen = NAMES[lang]
    all_names = {c["name"] for c in hand}
    assert all_names & {ten, queen} or all(n[0].isupper() for n in all_names)
    board = page.locator(".pq-board").aria_snapshot()
    assert "12" in board and "8" in board  # the computer's cards and the talon, counted


def test_sprite_in_budget_and_four_colours(page: Page, base_url: str, site_dir: Path) -> None:
    size = (site_dir / "assets" / "cards" / "cards.svg").stat().st_size
    assert 0 < size <= SPRITE_BUDGET
    page.goto(f"{base_url}trainer/point/")
    card = page.locator(".pq-stage .pq-hand .pq-card.pq-d, .pq-stage .pq-hand .pq-card.pq-c")
    if not card.count():
        pytest.skip("this build's point hand has no diamond or club")
    first = card.first
    two = first.evaluate("c => getComputedStyle(c).color")
    page.evaluate("() => document.documentElement.classList.add('pq-four-colour')")
    four = first.evaluate("c => getComputedStyle(c).color")
    assert two != four
    mask = first.evaluate("c => getComputedStyle(c, '::after').maskImage")
    assert "cards/cards.svg" in mask


def test_no_layout_shift_when_the_engine_comes_up(page: Page, base_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(
        "window.__cls = 0; new PerformanceObserver(l => { for (const e of l.getEntries())"
        " if (!e.hadRecentInput) window.__cls += e.value; })"
        ".observe({type: 'layout-shift', buffered: true});"
    )
    page.goto(f"{base_url}play/")
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    expect(page.locator(".pq-play-status")).not_to_be_empty()
    assert page.evaluate("() => window.__cls") < 0.01


def test_the_table_follows_the_play_and_shows_the_last_trick(page: Page, base_url: str) -> None:
    """Keyboard only: discard, call, play; the talon shrinks, the discards lie face down, the
    led card is in the middle, and "Last trick" shows the trick before it."""
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{base_url}play/?seed=cards15&level=beginner&variant=rubicon")
    page.wait_for_function(
        "() => window.__piquetPlay && window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT
    )

    def state() -> dict[str, object]:
        return page.evaluate(  # type: ignore[no-any-return]
            "() => ({n: window.__piquetPlay.views.length, e: window.__piquetPlay.errors.length,"
            " v: window.__piquetPlay.views.at(-1)})"
        )

    def press(*keys: str) -> None:
        before = state()
        for key in keys:
            page.keyboard.press(key)
        page.wait_for_function(
            "([n, e]) => window.__piquetPlay.views.length > n"
            " || window.__piquetPlay.errors.length > e",
            arg=[before["n"], before["e"]], timeout=ENGINE_TIMEOUT,
        )  # fmt: skip
        if state()["n"] == before["n"]:  # an illegal card: the next one
            page.locator(".pq-hand").focus()
            press("ArrowRight", "Enter")

    page.locator(".pq-hand").focus()
    press("End", "Space", "ArrowLeft", "Space", "ArrowLeft", "Space", "Enter")
    v = state()["v"]
    assert isinstance(v, dict)
    board = v["board"]
    assert board["discards"]["you"] == 3
    expect(page.locator(".pq-pile-you .pq-back")).to_have_count(3)
    expect(page.locator(".pq-talon .pq-back")).to_have_count(sum(board["talon"]))
    for _ in range(60):  # until a trick is over and the next card is led
        v = state()["v"]
        assert isinstance(v, dict)
        if v["tricks"] and v["table"]:
            break
        if not v["options"]:
            page.locator(".pq-hand").focus()
        press("Enter")
    last = v["tricks"][-1]
    cards = page.locator(".pq-trick-cards .pq-card")
    expect(cards).to_have_count(1)
    expect(cards.first).to_have_attribute("aria-label", v["table"]["card"]["name"])
    button = page.locator(".pq-last-btn")
    button.focus()
    page.keyboard.press("Enter")
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(cards).to_have_count(2)
    names = cards.evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))")
    assert names == [last["lead"]["name"], last["follow"]["name"]]
    expect(page.locator(".pq-trick-label")).to_have_text(f"Trick {last['n']}")
    page.keyboard.press("Enter")
    expect(cards).to_have_count(1)
