"""A link whose game number is malformed (``?seed=!!bad``) gets one line in the page's language
naming the number and the rule, and the page deals a new game and says so.

The play page silently put another partie in its place; the Bezique page sat on the number and
dealt nothing; a drill waited for the engine ("Dealing hand !!bad…") to be told it could not
deal it, and kept the bad number in the address.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import ENGINE_TIMEOUT, PREFIX, page_exercise  # noqa: E402

from generators.i18n import translations  # noqa: E402
from piquet_core.trainer.seeds import check_seed  # noqa: E402
from piquet_core.trainer.ui import ui_strings  # noqa: E402

SIZES = [(390, 844), (1280, 900)]
LANGS = ["en", "fr", "ru"]
PLAY_LINE = (
    "The link's partie number “{seed}” cannot be read: a partie number is 1 to 32 lower-case "
    "letters, digits or hyphens. Here is a new partie instead, number {fresh}."
)
BEZIQUE_LINE = (
    "The link's game number “{seed}” cannot be read: a game number is a whole number from 0 to "
    "2147483647. Here is a new game instead, number {fresh}."
)
expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> list[str]:
    page.set_default_timeout(ENGINE_TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    return errors


def _line(lang: str, msgid: str) -> str:
    text = translations(lang).gettext(msgid)
    assert lang == "en" or text != msgid, f"{msgid!r} is not translated into {lang}"
    return text


def _spaced(text: str) -> str:
    """``text`` with its no-break spaces as plain ones: the site's typography binds short words
    to the next (``от 1 до 32``) in the built page, not in the catalog."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _one_line(page: Page, selector: str) -> str:
    """The text of ``selector`` (its own spaces: no-break ones are not read as plain), visible,
    in the viewport, with no traceback in it."""
    box = page.locator(selector)
    expect(box).to_be_visible()
    expect(box).to_be_in_viewport()
    text = box.text_content() or ""
    assert "\n" not in text.strip() and "Traceback" not in text and "Error" not in text, text
    return text


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_play_page_names_a_bad_number_and_deals_a_new_partie(
    page: Page, base_url: str, lang: str, size: tuple[int, int], _patient_page: list[str]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed=!!bad")
    fresh = page.locator("#pq-seed").input_value()
    check_seed(fresh)  # a partie number the engine deals
    text = _one_line(page, ".pq-play-notice")
    assert _spaced(text) == _spaced(_line(lang, PLAY_LINE).format(seed="!!bad", fresh=fresh))
    # the new partie is dealt, and the address is its own
    expect(page.locator(".pq-deal-title")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"[?&]seed={fresh}(&|$)"))
    expect(page.locator(".pq-play-notice")).to_have_text(text)  # still said, once dealt
    # the next partie the learner starts clears the line
    page.locator("#pq-seed").fill("k3j9x2")
    page.locator(".pq-start").click()
    expect(page.locator(".pq-play-notice")).to_be_hidden()
    assert _patient_page == []


def test_a_linked_partie_number_is_read_as_a_typed_one(page: Page, base_url: str) -> None:
    """Capitals and spaces around a link's number do not make it another partie's."""
    page.goto(f"{base_url}play/?seed=%20K3J9X2%20")
    expect(page.locator(".pq-deal-title")).to_be_visible()
    assert page.locator("#pq-seed").input_value() == "k3j9x2"
    expect(page.locator(".pq-play-notice")).to_be_hidden()
    expect(page).to_have_url(re.compile(r"[?&]seed=k3j9x2(&|$)"))


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_bezique_page_names_a_bad_number_and_deals_a_new_game(
    page: Page, base_url: str, lang: str, size: tuple[int, int], _patient_page: list[str]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{base_url}{PREFIX[lang]}bezique-play/?seed=!!bad&seats=2")
    fresh = page.locator("#bz-seed").input_value()
    assert fresh.isdigit() and int(fresh) <= 2147483647
    text = _one_line(page, ".bz-notice")
    assert _spaced(text) == _spaced(_line(lang, BEZIQUE_LINE).format(seed="!!bad", fresh=fresh))
    # once the engine is up the new game is dealt (no "bad number" left in the status line)
    expect(page.locator(".bz-game")).to_be_visible(timeout=ENGINE_TIMEOUT)
    game_line = page.locator(".bz-game-line").inner_text()
    assert re.search(rf"\b{fresh}\b", game_line.replace("\u202f", "").replace("\u00a0", "")), (
        game_line
    )
    assert _line(lang, "A game number is a whole number from 0 to 2147483647.") not in (
        page.locator(".bz-status").inner_text()
    )
    expect(page.locator(".bz-notice")).to_have_text(text)
    assert _patient_page == []


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize(("lang", "drill"), [("en", "point"), ("fr", "laws"), ("ru", "bezique")])
def test_a_drill_names_a_bad_number_at_once_and_shows_its_own_hand(
    page: Page, base_url: str, lang: str, drill: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    s = ui_strings(lang)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed=!!bad")
    # at once, before the engine: no "Dealing hand !!bad…" that only the engine ends
    expect(page.locator(".pq-engine")).to_have_text(
        s["bad_link_seed"].format(seed="!!bad") + " " + s["other_hand"], timeout=5_000
    )
    expect(page.locator(".pq-wait")).to_have_count(0)
    ex = page_exercise(page)
    expect(page.locator(".pq-stage .pq-check")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"[?&]seed={ex['seed']}(&|$)"))
    # the engine's "ready" does not replace the line; the next hand does
    page.wait_for_function("() => !!window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    expect(page.locator(".pq-engine")).to_contain_text(s["other_hand"])
    page.locator(".pq-stage button.pq-next").click()
    page.wait_for_function(
        "seed => window.__piquetTrainers[0].exercise.seed !== seed", arg=ex["seed"]
    )
    expect(page.locator(".pq-engine")).not_to_contain_text(s["other_hand"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_drill_link_the_engine_refuses_says_so_and_shows_another_hand(
    page: Page, base_url: str, lang: str
) -> None:
    """A well-formed number that names no hand (``h1``: a card mask of one card) is refused by
    the engine in one line, followed by the same "another hand" line."""
    s = ui_strings(lang)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/sets/?seed=h1")
    status = page.locator(".pq-engine")
    expect(status).to_contain_text(s["other_hand"], timeout=ENGINE_TIMEOUT)
    assert "\n" not in status.inner_text() and "Traceback" not in status.inner_text()
    expect(page.locator(".pq-stage .pq-check")).to_be_visible()
    expect(page).not_to_have_url(re.compile(r"seed=h1(&|$)"))


@pytest.mark.parametrize("path", ["fr/play/?seed=!!bad", "ru/bezique-play/?seed=!!bad"])
def test_axe_finds_no_violations_with_the_line(page: Page, base_url: str, path: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(base_url + path)
    expect(page.locator(".pq-play-notice")).to_be_visible()
    results = Axe().run(page, context={"include": [[".pq-play"]]})
    violations = results.response["violations"]
    assert violations == [], [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations]
