# ruff: noqa: RUF001  (the minus sign and the en dash of the page are intended)
"""The play page in a real browser: a whole deal against the beginner played by keyboard only,
the scoring sheet checked against the engine (computed here in CPython from the partie's
seed and the moves), the follow-suit law in the page's language, the dialogue in French and
Russian, a reproducible partie from the URL, nothing from another host, and axe-core.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.i18n import translations  # noqa: E402
from piquet_core.partie import Partie  # noqa: E402
from piquet_core.trainer.play import Session, _deal, _schedule, replay  # noqa: E402

ENGINE_TIMEOUT = 90_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
CATEGORIES = ("carte_blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique")
RUBICON_RULE = (
    "The loser is rubiconed (under a hundred): the winner scores both totals ({high} + {low}) "
    "and a hundred (Law 73)."
)
DIFFERENCE_RULE = (
    "The winner scores the difference of the totals ({high} − {low}) and a hundred (Law 72)."
)
expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _(lang: str, msgid: str) -> str:
    return translations(lang).gettext(msgid)


def open_partie(page: Page, base_url: str, lang: str, seed: str, level: str = "beginner",
                variant: str = "rubicon") -> dict[str, Any]:  # fmt: skip
    page.goto(f"{base_url}{PREFIX[lang]}play/?seed={seed}&level={level}&variant={variant}")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    return last_view(page)


def last_view(page: Page) -> dict[str, Any]:
    return page.evaluate("() => window.__piquetPlay.views.at(-1)")  # type: ignore[no-any-return]


def counts(page: Page) -> tuple[int, int]:
    return tuple(
        page.evaluate(  # type: ignore[return-value]
            "() => [window.__piquetPlay.views.length, window.__piquetPlay.errors.length]"
        )
    )


def wait_change(page: Page, before: tuple[int, int]) -> None:
    page.wait_for_function(
        "([v, e]) => window.__piquetPlay.views.length > v || window.__piquetPlay.errors.length > e",
        arg=list(before), timeout=ENGINE_TIMEOUT,
    )  # fmt: skip


def focused(page: Page) -> str:
    return page.evaluate(  # type: ignore[no-any-return]
        "() => document.activeElement.className + ' ' + (document.activeElement.id || '')"
    )


def play_deal_by_keyboard(page: Page, lang: str) -> tuple[dict[str, Any], list[str]]:
    """Play the deal in progress to the end with the keyboard only; returns the last view and
    the one-line messages shown for illegal cards."""
    messages: list[str] = []
    for _step in range(200):
        v = last_view(page)
        if v["phase"] == "over":
            return v, messages
        assert v["to_act"] == "you", v
        before = counts(page)
        if v["exchange"]:
            assert "pq-hand" in focused(page)
            n = max(v["exchange"]["counts"])
            page.keyboard.press("End")
            for i in range(n):  # mark the last n cards: Space marks, the arrows move
                page.keyboard.press("Space")
                if i < n - 1:
                    page.keyboard.press("ArrowLeft")
            page.keyboard.press("Enter")
        elif v["options"]:
            assert "pq-option" in focused(page), focused(page)
            page.keyboard.press("Enter")  # the first thing to say (the focused button)
            if v["options"][0].get("warn"):  # a "Good." that gives points away: say it again
                expect(page.locator(".pq-error")).to_have_text(v["options"][0]["warn"])
                page.keyboard.press("Enter")
        else:
            assert "pq-hand" in focused(page), focused(page)
            page.keyboard.press("Enter")  # the focused card; if illegal, the next one
        wait_change(page, before)
        if counts(page)[1] > before[1]:  # an illegal card: the law, in one line
            text = page.locator(".pq-error").inner_text()
            messages.append(text)
            page.locator(".pq-hand").focus()
            before = counts(page)
            for _k in range(12):
                page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
                wait_change(page, before)
                if counts(page)[0] > before[0]:
                    break
                before = counts(page)
    raise AssertionError("the deal did not end")


def engine_scores(session: dict[str, Any]) -> tuple[list[dict[str, int]], tuple[int, int]]:
    """Each deal's score (learner, computer) and the partie totals, from the engine in CPython:
    the deals dealt again from the partie's seed and replayed from the moves."""
    s = Session.read(session)
    first, seeds = _schedule(s)
    partie = Partie(s.variant, first)
    out = []
    for i, actions in enumerate(s.deals):
        dealer = partie.next_dealer()
        state = _deal(seeds[i], s.variant, dealer, actions)
        assert state.is_over
        score = state.score()
        human = state.seat_of("A")
        mine, theirs = score.seats[human], score.seats[human.other]
        out.append({"you": mine.total, "bot": theirs.total}
                   | {f"you_{c}": getattr(mine, c) for c in CATEGORIES})  # fmt: skip
        partie = partie.record(score, dealer)
    return out, partie.totals


def sheet_cells(page: Page, selector: str) -> list[list[str]]:
    return page.eval_on_selector_all(  # type: ignore[no-any-return]
        f"{selector} tbody tr",
        "rows => rows.map(r => [...r.children].map(c => c.textContent))",
    )


def test_whole_deal_by_keyboard_scored_as_the_engine(page: Page, base_url: str) -> None:
    v = open_partie(page, base_url, "en", "keys1")
    assert v["deal"] == 1 and v["to_act"] == "you"
    v, messages = play_deal_by_keyboard(page, "en")
    per_deal, totals = engine_scores(v["session"])
    rows = sheet_cells(page, ".pq-deal-sheet")
    want_you = [per_deal[0][f"you_{c}"] for c in CATEGORIES] + [per_deal[0]["you"]]
    assert [int(r[1]) for r in rows] == want_you
    assert int(rows[-1][2]) == per_deal[0]["bot"]
    partie_rows = sheet_cells(page, ".pq-partie-sheet")
    assert [int(partie_rows[0][2]), int(partie_rows[0][3])] == list(totals)
    for text in messages:  # every illegal card was refused by the follow-suit law
        assert text.startswith("You must follow suit:") and "Law 59" in text, text
    # the review: what cost points leads, the exchange is folded
    summary = page.locator(".pq-review .pq-review-summary").first
    expect(summary).to_be_visible(timeout=ENGINE_TIMEOUT)
    review = page.evaluate("() => window.__piquetPlay.review")
    lost = sum(p["lost"] for p in review["play"])
    gap = (review["exchange"].get("yours") or {}).get("gap", 0)
    if lost or gap > 0:  # the larger loss is said first
        first = "Points lost in the play" if lost >= gap else "Your discard is worth"
        expect(summary).to_contain_text(first)
    expect(page.locator(".pq-review-best li").first).to_be_hidden()
    assert "pq-next" in focused(page)  # the review took no focus; opening a fold will
    page.locator(".pq-review-exchange > summary").click()
    expect(page.locator(".pq-review-best li").first).to_be_visible()
    expect(page.locator(".pq-review")).to_contain_text("expected value")
    # where the learner lost points comes first, then the exchange
    headings = page.locator(".pq-review h5").all_text_contents()
    assert headings == [_("en", "The play"), _("en", "The exchange")], headings
    assert_no_axe_violations(page)  # the page at the end of a deal: sheet, review, empty hand
    # every bot move is timed in the worker (how long: bench.bots_browser, not a test)
    bot_ms = page.evaluate("() => window.__piquetPlay.views.map(v => v.bot_ms)")
    assert bot_ms and all(ms >= 0 for ms in bot_ms), bot_ms
    # the next deal, from the keyboard (focus is on the button)
    before = counts(page)
    page.locator(".pq-next").focus()
    page.keyboard.press("Enter")
    wait_change(page, before)
    assert last_view(page)["deal"] == 2


def test_french_cards_and_players_in_lower_case_inside_sentences(page: Page, base_url: str) -> None:
    """French review 2026-12 (Ty7): a card or a player named inside a sentence is in lower
    case: « Vous avez écarté : dame de pique, roi de cœur », « Levée 1 : entame sept de trèfle
    (vous), réponse as de trèfle ; levée pour vous »."""
    open_partie(page, base_url, "fr", "keys1")
    play_deal_by_keyboard(page, "fr")
    info = page.locator(".pq-exchange-info").inner_text()
    assert re.match(r"Vous avez écarté\u00a0: [a-z]", info), info
    assert not re.search(r", [A-Z]", info), info
    tricks = page.locator(".pq-tricks li").all_inner_texts()
    assert len(tricks) == 12, tricks
    line = re.compile(
        r"Levée \d+\u00a0: entame [a-z][^(]* \((?:vous|l\u2019ordinateur)\), réponse [a-z].*"
        r" ; levée pour (?:vous|l\u2019ordinateur)\."
    )
    assert all(line.fullmatch(t.replace("\u202f", " ")) for t in tricks), tricks


def _capital(text: str) -> str:
    """A speaker at the start of a line, as the play page writes him: « L'ordinateur : »."""
    return text[:1].upper() + text[1:]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_dialogue_in_the_page_language(page: Page, base_url: str, lang: str) -> None:
    """The calls the learner may make are the engine's words in the page's language, and so
    is what the computer said; checked against the same session replayed in CPython."""
    for seed in ("dia1", "dia2", "dia3", "dia4"):
        v = open_partie(page, base_url, lang, seed)
        if v["seat"] == "younger":
            break
    before = counts(page)
    n = max(v["exchange"]["counts"])
    page.locator(".pq-hand").focus()
    for _k in range(n):
        page.keyboard.press("Space")
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    wait_change(page, before)
    v = last_view(page)
    ours = replay(Session.read(v["session"]), run_bot=False)
    from piquet_core.trainer.play_view import view

    want = view(ours, lang)  # type: ignore[arg-type]
    assert v["transcript"] == want["transcript"] and v["options"] == want["options"]
    said = page.locator(".pq-talk li").all_inner_texts()
    assert said == [_(lang, "{who}: {text}").format(
        who=_capital(_(lang, "you") if t["who"] == "you" else _(lang, "the computer")),
        text=t["text"])
        for t in want["transcript"]]  # fmt: skip
    buttons = page.locator(".pq-say button").all_inner_texts()
    usual = f" ({want['usual_label']})"  # the usual call is marked
    assert buttons == [o["text"] + (usual if o.get("usual") else "") for o in want["options"]]
    assert sum(1 for o in want["options"] if o.get("usual")) == 1
    english = [o["text"] for o in view(ours, "en")["options"]]  # type: ignore[index]
    assert buttons and buttons != english  # the page's language, not English


def test_illegal_card_names_the_law_in_french(page: Page, base_url: str) -> None:
    open_partie(page, base_url, "fr", "keys1")
    _v, messages = play_deal_by_keyboard(page, "fr")
    want = _("fr", "You must follow suit: {lead} was led and you hold a card of that suit "
                   "(Cavendish, Law 59).").split("{lead}")[0]  # fmt: skip
    assert messages, "no illegal card was tried in this deal"
    assert all(m.startswith(want) for m in messages), messages


def test_partie_reproducible_from_the_url(page: Page, base_url: str) -> None:
    a = open_partie(page, base_url, "en", "same7", "club", "russian")
    b = open_partie(page, base_url, "en", "same7", "club", "russian")
    assert a["hand"] == b["hand"] and a["session"] == b["session"]
    assert page.locator("#pq-variant").input_value() == "russian"


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("fr", "light"), ("ru", "dark")])
def test_axe_finds_no_violations(page: Page, base_url: str, lang: str, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    open_partie(page, base_url, lang, "axe1")
    assert page.evaluate("() => document.body.dataset.mdColorScheme") == (
        "slate" if scheme == "dark" else "default"
    )
    page.locator(".pq-hand").focus()
    page.keyboard.press("Space")
    assert_no_axe_violations(page)


def assert_no_axe_violations(page: Page) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context={"include": [[".pq-play"]]})
    violations = results.response["violations"]
    assert violations == [], json.dumps(
        [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations], ensure_ascii=False
    )


def test_a_deal_against_the_expert(page: Page, base_url: str) -> None:
    """Against the expert, chosen from the form: its exchange is worked out while the learner
    chooses, and every one of its moves is timed in the worker and reported with the view.
    (How long they take is measured by ``python -m bench.bots_browser``, not asserted here:
    speed is for the benchmarks, on a quiet machine.)"""
    page.goto(f"{base_url}play/")
    expect(page.locator(".pq-start")).to_be_enabled(timeout=ENGINE_TIMEOUT)
    page.locator("#pq-seed").fill("exp2")
    page.locator("#pq-level").select_option("expert")  # fires "change": the expert prepares
    page.locator(".pq-start").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    v, _messages = play_deal_by_keyboard(page, "en")
    bot_ms = page.evaluate("() => window.__piquetPlay.views.map(v => v.bot_ms)")
    assert bot_ms and all(isinstance(ms, int | float) and ms >= 0 for ms in bot_ms), bot_ms
    per_deal, _totals = engine_scores(v["session"])
    assert int(sheet_cells(page, ".pq-deal-sheet")[-1][1]) == per_deal[0]["you"]


def test_the_offered_partie_is_dealt_before_the_engine_is_up(page: Page, base_url: str) -> None:
    """The page offers a partie whose first deal is built in (generators/play.py);
    "Start" shows it at once, the engine still on its way (its wasm held here), the same
    view the engine gives; the discard then waits for the engine, which plays on from the
    partie's seed and the learner's move."""
    from piquet_core.trainer.api import handle

    held: list[Any] = []
    page.route("**/assets/pyodide/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{base_url}fr/play/")
    seed = page.locator("#pq-seed").input_value()
    page.locator("#pq-level").select_option("club")
    page.locator(".pq-start").click()
    page.wait_for_function("() => window.__piquetPlay.views.length > 0")
    assert page.evaluate("() => window.__piquetEngine") is None  # not up yet
    v = last_view(page)
    assert v["session"] == {"seed": seed, "level": "club", "variant": "rubicon", "deals": [[]]}
    engine = json.loads(handle(json.dumps({"op": "play_state", "lang": "fr",
                                           "session": v["session"]})))  # fmt: skip
    engine["bot_ms"] = v["bot_ms"]
    assert v == engine
    assert v["seat"] == "elder" and v["exchange"], v
    expect(page.locator(".pq-hand [role=option]")).to_have_count(12)
    assert "pq-hand" in focused(page)
    before = counts(page)
    page.keyboard.press("Space")  # mark the first card, discard it
    page.keyboard.press("Enter")
    expect(page.locator(".pq-play-status")).to_have_text(_("fr", "Loading the rules engine…"))
    for _i in range(600):
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the worker never asked for the wasm"
    for route in held:
        route.continue_()
    wait_change(page, before)
    after = last_view(page)
    assert page.evaluate("() => window.__piquetPlay.errors") == []
    assert after["session"]["deals"][0][0] == "discard " + v["hand"][0]["code"], after["session"]


def test_whole_partie_to_the_settlement(page: Page, base_url: str) -> None:
    """A Russian partie (two королика of two deals) played to the end by keyboard: the sheet's
    totals and the settlement are the engine's (Laws 71-73, as the variant reads them)."""
    open_partie(page, base_url, "ru", "part1", "beginner", "russian")
    for _deal_no in range(8):
        v, _messages = play_deal_by_keyboard(page, "ru")
        if v["finished"]:
            break
        before = counts(page)
        page.keyboard.press("Enter")  # the focused "next deal" button
        wait_change(page, before)
    assert v["finished"]
    per_deal, totals = engine_scores(v["session"])
    s = Session.read(v["session"])
    first, _seeds = _schedule(s)
    partie = Partie(s.variant, first)
    for i, actions in enumerate(s.deals):
        dealer = partie.next_dealer()
        partie = partie.record(_deal(_seeds[i], s.variant, dealer, actions).score(), dealer)
    st = partie.settlement()
    assert st is not None and st.winner is not None
    rows = sheet_cells(page, ".pq-partie-sheet")
    assert len(rows) == len(s.deals) == len(per_deal)
    # Russian writes a running score «24 : 26» (a dash there reads as a minus or a range)
    assert rows[-1][4].replace("\u00a0", " ") == f"{totals[0]} : {totals[1]}"
    key = "You win the partie: {points} points." if st.winner.value == "A" \
        else "The computer wins the partie: {points} points."  # fmt: skip
    text = page.locator(".pq-settlement").inner_text()
    assert _("ru", key).format(points=st.points) in text
    rule = RUBICON_RULE if st.rubicon else DIFFERENCE_RULE  # Law 73 or Law 72
    assert _("ru", rule).format(high=max(st.scores), low=min(st.scores)) in text
    expect(page.locator(".pq-new")).to_be_focused()


def test_a_reload_resumes_the_partie(page: Page, base_url: str) -> None:
    open_partie(page, base_url, "en", "resume1")
    v, _messages = play_deal_by_keyboard(page, "en")
    again = open_partie(page, base_url, "en", "resume1")
    assert again["session"] == v["session"] and again["phase"] == "over"
    expect(page.locator(".pq-deal-sheet")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_desktop_table_uses_the_width_and_one_screen(
    page: Page, base_url: str, lang: str
) -> None:
    """At 1280 by 900 the table is wider than the old 820 px column, the
    table and the hand fit one screen under the header, each card's index shows beside the
    focused card, and neither the theme's "Back to top" pill nor an old call sits over it."""
    page.set_viewport_size({"width": 1280, "height": 900})
    open_partie(page, base_url, lang, "keys1")
    board = page.locator(".pq-board").bounding_box()
    hand_box = page.locator(".pq-hand").bounding_box()
    assert board and hand_box
    talk = page.locator(".pq-talk-box").bounding_box()
    assert talk and talk["x"] >= board["x"] + board["width"], (board, talk)  # the calls beside
    assert board["width"] + talk["width"] >= 0.85 * 1280, (board, talk)  # the width used
    card = page.locator(".pq-hand li.pq-opt").first.bounding_box()
    assert card and card["width"] >= 50, card  # bigger faces than the old 44 px
    header = page.locator(".md-header").bounding_box()
    assert header
    tall = hand_box["y"] + hand_box["height"] - board["y"]
    assert tall <= 900 - header["height"], (board, hand_box)
    page.locator(".pq-hand").focus()
    page.keyboard.press("ArrowRight")  # the second card is focused, ringed and lifted
    visible = page.evaluate(
        """() => [...document.querySelectorAll('.pq-hand li.pq-opt')].map((li) => {
          const ix = li.querySelector('.pq-ix').getBoundingClientRect();
          const hit = document.elementFromPoint(ix.left + 2, ix.top + ix.height / 2);
          return !!hit && li.contains(hit);
        })"""
    )
    assert all(visible), visible
    page.mouse.wheel(0, 600)
    expect(page.locator(".md-top")).to_be_hidden()


@pytest.mark.parametrize(("lang", "width", "height"), [("en", 1280, 900), ("ru", 390, 844),
                                                       ("fr", 390, 844)])  # fmt: skip
def test_the_board_counts_the_deal_so_far(
    page: Page, base_url: str, lang: str, width: int, height: int
) -> None:
    """During the play the board keeps the deal's count as the players keep it aloud (the
    engine's score so far: every declaration, the points of the tricks played), each pile's
    badge says what it counts, and between tricks the line under the board names the trick
    the board still shows and who won it (the fresh tester's walk: "No card on the table"
    beside the last trick's two cards, bare numbers beside the backs)."""
    page.set_viewport_size({"width": width, "height": height})
    v = open_partie(page, base_url, lang, "count2")
    running = page.locator(".pq-running")
    expect(running).to_be_hidden()  # before the play nothing is settled to count
    for _step in range(60):
        v = last_view(page)
        if len(v["tricks"]) >= 2 and v["table"] is None and v["to_act"] == "you":
            break
        before = counts(page)
        if v["exchange"]:
            page.locator(".pq-hand").focus()
            page.keyboard.press("End")
            page.keyboard.press("Space")
            page.keyboard.press("Enter")
        elif v["options"]:
            page.locator(".pq-option").first.focus()
            page.keyboard.press("Enter")
            if v["options"][0].get("warn"):
                page.keyboard.press("Enter")
        else:
            page.locator(".pq-hand").focus()
            page.keyboard.press("Enter")
        wait_change(page, before)
        if counts(page)[1] > before[1]:  # an illegal card: another one
            for _k in range(12):
                b = counts(page)
                page.locator(".pq-hand").focus()
                page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
                wait_change(page, b)
                if counts(page)[0] > b[0]:
                    break
    else:
        raise AssertionError("two tricks were not played")
    # the count, from the engine in CPython: the deal in progress replayed from its moves
    s = Session.read(v["session"])
    first, seeds = _schedule(s)
    state = _deal(seeds[0], s.variant, Partie(s.variant, first).next_dealer(), s.deals[0])
    so_far = state.score_so_far()
    assert so_far is not None
    human = state.seat_of("A")
    you, bot = so_far.seats[human].total, so_far.seats[human.other].total
    assert v["running"] == {"you": you, "bot": bot}

    def points(n: int) -> str:
        return translations(lang).ngettext("%(n)s point", "%(n)s points", n) % {"n": n}

    want = _(lang, "This deal so far: you {you}, the computer {bot}.").format(
        you=points(you).replace(" ", "\u00a0", 1), bot=points(bot).replace(" ", "\u00a0", 1)
    )
    expect(running).to_have_text(want)
    expect(page.locator('.pq-score[data-who="you"]')).to_have_text(f" · {you}")
    expect(page.locator('.pq-score[data-who="bot"]')).to_have_text(f" · {bot}")
    last = v["tricks"][-1]
    key = "Trick {n} is over: you won it." if last["won"] == "you" else \
        "Trick {n} is over: the computer won it."  # fmt: skip
    expect(page.locator(".pq-table")).to_have_text(_(lang, key).format(n=last["n"]))
    expect(page.locator(".pq-trick-label")).to_have_text(_(lang, "Trick {n}").format(n=last["n"]))
    badge = page.locator(".pq-backs .pq-count")
    expect(badge).to_have_text(_(lang, "in hand: {n}").format(n=v["board"]["bot_hand"]))
    expect(page.locator(".pq-pile-you .pq-count")).to_have_text(
        _(lang, "discard: {n}").format(n=v["board"]["discards"]["you"])
    )
    assert_no_axe_violations(page)
