"""The Bezique play page in a real browser: a whole game played to the end by
keyboard only in each language, the score checked against the engine replaying the same
session in CPython, and the link replaying the same game.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_decimal
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.i18n import translations  # noqa: E402
from piquet_core.bezique import BeziqueRules, Match, MatchSettings, Move, replay  # noqa: E402
from piquet_core.trainer.bezique_play import replay_session  # noqa: E402

ENGINE_TIMEOUT = 90_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _(lang: str, msgid: str) -> str:
    return translations(lang).gettext(msgid)


def views(page: Page) -> int:
    return int(page.evaluate("() => window.__bezPlay.views.length"))


def last_view(page: Page) -> dict[str, Any]:
    return page.evaluate("() => window.__bezPlay.views.at(-1)")  # type: ignore[no-any-return]


def wait_answer(page: Page, before: int) -> None:
    page.wait_for_function(
        f"() => window.__bezPlay.views.length > {before} || window.__bezPlay.errors.length",
        timeout=ENGINE_TIMEOUT,
    )
    assert page.evaluate("() => window.__bezPlay.errors") == []


@pytest.mark.parametrize(("lang", "seats"), [("en", 2), ("fr", 3), ("ru", 4)])
def test_a_game_to_the_end_by_keyboard(page: Page, base_url: str, lang: str, seats: int) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}bezique-play/")
    expect(page.locator(".bz-status")).to_have_text(
        _(lang, "Rules engine ready: choose the game, then start."), timeout=ENGINE_TIMEOUT
    )
    # the setup, from the keyboard: tab to each field and type
    page.locator("#bz-seats").focus()
    page.keyboard.press("Home")
    for _i in range(seats - 2):
        page.keyboard.press("ArrowDown")
    page.locator("#bz-level").select_option("plain")
    page.locator("#bz-target").focus()
    page.keyboard.press("Control+a")
    page.keyboard.type("100")
    page.locator("#bz-seed").focus()
    page.keyboard.type("42")
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    assert page.locator("#bz-seats").input_value() == str(seats)
    # the game line: one sentence per level, so the level's word agrees in each language
    line = _(lang, "Plain computer, {packs} packs, to {target} points, game number {seed}.")
    packs = page.locator("#bz-packs").input_value()
    expect(page.locator(".bz-game-line")).to_have_text(
        line.format(packs=packs, target=100, seed=42)
    )
    moves = 0
    while not last_view(page)["over"]:
        view = last_view(page)
        before = views(page)
        if view["to_act"] != 0:  # a deal the learner sits out, shown a trick at a time
            expect(page.locator(".bz-next")).to_be_focused()
            page.keyboard.press("Enter")
        elif view["phase"] == "declare":
            # the first button is the best meld (or "declare nothing"): it has the focus
            focused = page.evaluate("() => document.activeElement.closest('.bz-actions') !== null")
            assert focused
            page.keyboard.press("Enter")
        else:
            expect(page.locator(".bz-hand")).to_be_focused()
            hand = view["hand"]
            if hand[0]["code"] == "JK":  # name the joker's card: the first offered
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
        wait_answer(page, before)
        moves += 1
        assert moves < 1500
    view = last_view(page)
    link = page.evaluate("() => new URLSearchParams(document.querySelector('.bz-link').search)"
                         ".toString()")  # fmt: skip
    assert "seed=42" in link and f"seats={seats}" in link and "target=100" in link
    # the page's score is the engine's, replaying the page's session in CPython
    session = page.evaluate("() => window.__bezSession()")
    match, _moves = replay_session(session)
    assert match == replay(
        replace(match.settings, target=100), 42, [Move.parse(m) for m in session["moves"]]
    )
    assert match.over and list(match.totals) == view["totals"] and match.winner == view["winner"]
    result = page.locator(".bz-result").inner_text()
    winner = view["winner"]
    assert str(view["totals"][winner]) in result.replace("\u202f", "").replace("\xa0", "")
    rows = page.locator(".bz-score-table tbody tr")
    expect(rows).to_have_count(len(view["deals"]) + 1)
    expect(page.locator(".bz-new")).to_be_focused()


def test_the_link_replays_the_same_game(page: Page, base_url: str) -> None:
    url = f"{base_url}bezique-play/?seed=7&seats=2&packs=10&target=3000&level=strong"
    page.goto(url)
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    first = last_view(page)
    assert first["seats"] == 2 and first["target"] == 3000
    # play three cards by keyboard, then check the page against the engine
    for _i in range(3):
        view = last_view(page)
        before = views(page)
        if view["phase"] == "declare":
            page.keyboard.press("Enter")
        else:
            page.locator(".bz-hand").focus()
            page.keyboard.press("Enter")
        wait_answer(page, before)
    moves = page.evaluate("() => window.__bezSession().moves")
    match = replay(
        MatchSettings(seats=2, target=3000, rules=BeziqueRules(packs=10)),
        7,
        [Move.parse(m) for m in moves],
    )
    assert list(match.running) == last_view(page)["running"]
    page.goto(url)
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    assert last_view(page) == first


def _compact(text: str) -> str:
    return "".join(text.split()).replace("\u202f", "").replace("\xa0", "")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_deal_the_learner_sits_out_is_shown_trick_by_trick(
    page: Page, base_url: str, lang: str
) -> None:
    """Four at the table, the learner deals first and sits out: the computer's deal comes a
    trick at a time (the next on the learner's key, or on a timer at his pace), the rest of
    it at once on request, then a summary of each player's tricks and melds, the engine's."""
    seed = 6
    settings = MatchSettings(seats=4, target=5000, first_dealer=0)
    page.goto(
        f"{base_url}{PREFIX[lang]}bezique-play/?seed={seed}&seats=4&target=5000&level=plain&dealer=0"
    )
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    # the address keeps the game: its number, its settings and the first dealer the link named
    query = page.evaluate("() => Object.fromEntries(new URLSearchParams(location.search))")
    assert query == {"seed": str(seed), "seats": "4", "packs": "8", "target": "5000",
                     "level": "plain", "dealer": "0"}, query  # fmt: skip
    view = last_view(page)
    assert view["watching"] and view["to_act"] != 0 and view["hand"] == []
    tricks = ".bz-log .bz-trick"
    expect(page.locator(tricks)).to_have_count(1)
    expect(page.locator(".bz-watch-note")).to_have_text(
        _(
            lang,
            "You deal and sit out this deal: the computer players play it, a trick at a "
            "time. Next trick, or let them play on at the pace you choose.",
        )
    )
    expect(page.locator(".bz-next")).to_be_focused()
    for n in (2, 3):  # the next trick, from the keyboard
        before = views(page)
        page.keyboard.press("Enter")
        wait_answer(page, before)
        expect(page.locator(tricks)).to_have_count(n)
    # play on at the fast pace: the tricks come without a key, until paused
    page.locator("#bz-pace").select_option("500")
    page.locator(".bz-auto").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".bz-auto")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".bz-auto")).to_have_text(_(lang, "Pause"))
    page.wait_for_function(f"() => document.querySelectorAll('{tricks}').length >= 7")
    # the log reads in the order of play: one opening line for the
    # deal, then the tricks in their order, the newest at the foot and in view
    log = page.locator(".bz-log li")
    expect(page.locator(".bz-log .bz-deal")).to_have_count(1)
    assert "bz-deal" in (log.first.get_attribute("class") or "")
    numbers = page.eval_on_selector_all(
        ".bz-log .bz-trick", "els => els.map(e => (e.textContent.match(/\\d+/) || [''])[0])"
    )
    assert [int(n) for n in numbers] == sorted(int(n) for n in numbers), numbers
    expect(log.last).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page.locator(".bz-auto")).to_have_attribute("aria-pressed", "false")
    expect(page.locator(".bz-play")).to_have_attribute("aria-busy", "false")
    # the rest of the deal at once, then its summary
    before = views(page)
    page.locator(".bz-skip").focus()
    page.keyboard.press("Enter")
    wait_answer(page, before)
    view = last_view(page)
    assert not view["watching"] and view["to_act"] != 0 and view["deal"] == 2
    expect(page.locator(".bz-next")).to_have_text(_(lang, "Continue"))
    expect(page.locator(".bz-next")).to_be_focused()
    expect(page.locator(".bz-skip")).to_be_hidden()
    expect(page.locator(".bz-summary-title")).to_have_text(
        _(lang, "Deal {n} in brief").replace("{n}", "1")
    )
    moves = page.evaluate("() => window.__bezSession().moves")
    match = replay(settings, seed, [Move.parse(m) for m in moves])
    first = match.deals[0]
    events = page.evaluate("() => window.__bezPlay.events")
    lines = page.locator(".bz-summary-lines li")
    expect(lines).to_have_count(3)
    tr = translations(lang)
    for i, seat in enumerate(first.players):
        text = _compact(lines.nth(i).inner_text())
        who = _(lang, "Computer {n}").replace("{n}", str(seat))
        won = sum(1 for e in events if e["kind"] == "trick" and e["winner"] == seat)
        assert text.startswith(_compact(who)), text
        assert (
            _compact(tr.ngettext("%(n)s trick won", "%(n)s tricks won", won) % {"n": won}) in text
        )
        melds = first.melds[i]
        if melds:
            pts = tr.ngettext("%(n)s point", "%(n)s points", melds) % {
                "n": format_decimal(melds, locale=lang)
            }
            assert _compact(pts) in text, (text, pts)
    # on to the next deal, where the learner plays
    before = views(page)
    page.keyboard.press("Enter")
    wait_answer(page, before)
    while last_view(page)["to_act"] != 0:
        before = views(page)
        page.locator(".bz-next").press("Enter")
        wait_answer(page, before)
    expect(page.locator(".bz-watch")).to_be_hidden()


@pytest.mark.parametrize(("lang", "width"), [("en", 1280), ("ru", 390)])
def test_three_at_the_table_the_learner_plays_the_first_deal(
    page: Page, base_url: str, lang: str, width: int
) -> None:
    """The lot makes the learner deal first at a table of three, where the dealer sits out:
    the seat on his right deals instead, so the game opens with the learner's hand, not with
    a deal to watch; the address bar holds the game's number (the fresh tester's walk)."""
    page.set_viewport_size({"width": width, "height": 900 if width > 400 else 844})
    settings = MatchSettings(seats=3)
    seed = next(s for s in range(50) if Match.start(settings, s).dealer == 0)
    page.goto(f"{base_url}{PREFIX[lang]}bezique-play/")
    page.wait_for_function("() => !document.querySelector('.bz-start').disabled",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    page.locator("#bz-seats").select_option("3")
    page.locator("#bz-seed").fill(str(seed))
    page.locator(".bz-start").click()
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    view = last_view(page)
    assert not view["watching"] and view["deal"] == 1 and view["to_act"] == 0, view
    assert len(view["hand"]) > 0
    expect(page.locator(".bz-watch")).to_be_hidden()
    expect(page.locator(".bz-hand")).to_be_visible()
    query = page.evaluate("() => Object.fromEntries(new URLSearchParams(location.search))")
    assert query["seed"] == str(seed) and query["seats"] == "3" and "dealer" not in query, query
    page.reload()  # the address replays the same game
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    assert last_view(page)["hand"] == view["hand"]


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_the_meld_buttons_start_with_a_capital(
    page: Page, base_url: str, width: int, height: int
) -> None:
    """A meld's button is a label of its own: « Double bésigue : 50 », not « double
    bésigue : 50 »; so are the pace's choices; a sentence still runs the name on in lower
    case (« Vous annoncez … »)."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{base_url}fr/bezique-play/")
    expect(page.locator(".bz-status")).to_have_text(
        _("fr", "Rules engine ready: choose the game, then start."), timeout=ENGINE_TIMEOUT
    )
    options = page.locator("#bz-pace option").all_inner_texts()
    assert options and all(o[0].isupper() for o in options), options
    page.locator("#bz-level").select_option("plain")
    page.locator("#bz-seed").fill("42")
    page.locator(".bz-start").click()
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    for _i in range(400):
        view = last_view(page)
        assert not view["over"]
        before = views(page)
        if view["to_act"] == 0 and view["phase"] == "declare" and view["legal"]["melds"]:
            break
        if view["to_act"] != 0:
            page.locator(".bz-next").click()
        elif view["phase"] == "declare":
            page.locator(".bz-actions button").last.click()  # declare nothing
        else:
            page.locator(".bz-hand").focus()
            if view["hand"][0]["code"] == "JK":
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
        wait_answer(page, before)
    melds = view["legal"]["melds"]
    buttons = page.locator(".bz-actions button").all_inner_texts()
    assert len(buttons) == len(melds) + 1  # and "declare nothing"
    for text, meld in zip(buttons, melds, strict=False):
        assert text[0].isupper() and text.startswith(meld["label"]), (text, meld)
        assert meld["name"][0].islower(), meld
