"""The play page's scoring sheet is styled like the site's tables.

Material styles only tables without a class, and the sheet's tables have one: its columns ran
together ("YouComputer", "Computer61"). Checked in light and dark schemes, on a partie whose
first deal is over (played here in CPython by a beginner for the learner, as the page keeps a
partie in the tab): every cell is padded, the texts of two neighbouring cells stand well apart,
the rows are ruled and the table framed in a colour that shows on the page's background, and
axe-core finds no contrast or other violation in the sheet.
"""

from __future__ import annotations

import itertools
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

from piquet_core.deal_actions import action_text  # noqa: E402
from piquet_core.trainer.play import Session, bot_move, replay  # noqa: E402
from piquet_core.variants import variant_by_name  # noqa: E402

ENGINE_TIMEOUT = 90_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
MIN_PADDING = 8.0
"""Pixels of padding, at least, on each side of a cell's text."""
MIN_GAP = 16.0
"""Pixels, at least, between the texts of two neighbouring cells of a row."""
expect.set_options(timeout=30_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def finished_deal(seed: str, level: str = "beginner", variant: str = "rubicon") -> dict[str, Any]:
    """The session of a partie whose first deal is over: the computer's moves are the page's
    (:func:`replay`), the learner's a beginner's."""
    session = Session(seed, level, variant_by_name(variant), ((),))
    for _move in range(200):
        game = replay(session)
        if game.state.is_over:
            return game.session.to_json()
        action = action_text(bot_move("beginner", game.deal_seed + 1, game.state))
        deals = game.session.deals
        session = Session(seed, level, session.variant, (*deals[:-1], (*deals[-1], action)))
    raise AssertionError("the deal did not end")


def open_kept_partie(page: Page, base_url: str, lang: str, session: dict[str, Any]) -> None:
    """Open the play page on a partie the tab keeps (sessionStorage, as play.js does)."""
    key = f"piquet-play:{session['seed']}:{session['level']}:{session['variant']}"
    page.add_init_script(
        f"sessionStorage.setItem({json.dumps(key)}, {json.dumps(json.dumps(session))})"
    )
    query = f"seed={session['seed']}&level={session['level']}&variant={session['variant']}"
    page.goto(f"{base_url}{PREFIX[lang]}play/?{query}")
    page.wait_for_function("() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    assert page.evaluate("() => window.__piquetPlay.views.at(-1).phase") == "over"


CELLS = """table => [...table.rows].map((row) => [...row.cells].map((cell) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  const text = range.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const c = getComputedStyle(cell);
  return {text: cell.textContent, left: text.left, right: text.right, boxLeft: box.left,
          boxRight: box.right, padLeft: parseFloat(c.paddingLeft),
          padRight: parseFloat(c.paddingRight), ruleTop: parseFloat(c.borderTopWidth),
          ruleColour: c.borderTopColor, head: row.parentElement.tagName === "THEAD"};
}))"""


FRAME = "t => [parseFloat(getComputedStyle(t).borderTopWidth), getComputedStyle(t).borderTopColor]"


def rgba(colour: str) -> tuple[float, ...]:
    values = [float(v) for v in re.findall(r"[\d.]+", colour)]
    return tuple(values) if len(values) == 4 else (*values, 1.0)


def background(page: Page) -> tuple[float, ...]:
    return rgba(page.evaluate("() => getComputedStyle(document.body).backgroundColor"))


def shows(colour: str, page: Page) -> bool:
    """A rule or frame of ``colour`` shows on the page's background."""
    r, g, b, a = rgba(colour)
    return a > 0.05 and (r, g, b) != background(page)[:3]


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("ru", "dark")])
def test_the_scoring_sheet_is_styled_as_a_table(
    page: Page, base_url: str, lang: str, scheme: str
) -> None:
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    open_kept_partie(page, base_url, lang, finished_deal("sheet1"))
    slate = page.evaluate("() => document.body.dataset.mdColorScheme") == "slate"
    assert slate == (scheme == "dark")
    for selector in (".pq-deal-sheet", ".pq-partie-sheet"):
        table = page.locator(selector)
        expect(table).to_be_visible()
        frame = table.evaluate(FRAME)
        assert frame[0] > 0 and shows(frame[1], page), (selector, frame)
        rows = table.evaluate(CELLS)
        assert len(rows) > 1
        for row in rows:
            texts = [cell["text"] for cell in row]
            for cell in row:
                assert cell["padLeft"] >= MIN_PADDING and cell["padRight"] >= MIN_PADDING, cell
                if not cell["head"]:  # each body row ruled off from the one above
                    assert cell["ruleTop"] > 0 and shows(cell["ruleColour"], page), cell
            for a, b in itertools.pairwise(row):
                gap = b["left"] - a["right"]
                assert gap >= MIN_GAP, f"{selector}: {a['text']!r} and {b['text']!r}: {gap} px"
            assert all(texts), texts
    assert_no_axe_violations(page)


def assert_no_axe_violations(page: Page) -> None:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context={"include": [[".pq-sheet-box"]]})
    violations = results.response["violations"]
    assert violations == [], json.dumps(
        [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations], ensure_ascii=False
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_review_offers_a_mistake_as_a_puzzle(page: Page, base_url: str, lang: str) -> None:
    """The review of a deal marks each losing card a puzzle would have caught with a link to
    that moment as a play puzzle; the link opens it, its one best card the review's better
    card (the learner's cards here are a beginner's: seed pz12 has two such mistakes)."""
    open_kept_partie(page, base_url, lang, finished_deal("pz12"))
    page.wait_for_function("() => window.__piquetPlay.review", timeout=ENGINE_TIMEOUT)
    review = page.evaluate("() => window.__piquetPlay.review")
    offered = [p for p in review["play"] if "puzzle" in p]
    assert len(offered) == 2, review["play"]
    links = page.locator(".pq-review-lost a.pq-review-puzzle")
    expect(links).to_have_count(2)
    href = links.first.get_attribute("href")
    assert href is not None and f"trainer/puzzles/?seed={offered[0]['puzzle']}" in href
    links.first.click()
    page.wait_for_function(
        "seed => window.__piquetTrainers && window.__piquetTrainers[0].exercise.seed === seed",
        arg=offered[0]["puzzle"],
        timeout=ENGINE_TIMEOUT,
    )
    ex = page.evaluate("() => window.__piquetTrainers[0].exercise")
    assert ex["questions"][0]["answer"] == [offered[0]["better"]["code"]]
