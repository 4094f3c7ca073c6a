"""The daily hand counts once a day.

It counted every time it was answered: answering it twice took the accuracy from 8 of 10 to
10 of 12 and the streak up by two. Now its first answer counts (accuracy, streak, "Today's
hand: done."), and answering it again, after "Daily hand" once more or from its link, changes
nothing; other hands still count. Progress stored by the earlier versions (the same
``piquet-trainer-v1`` record) is read and kept.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import ENGINE_TIMEOUT, PREFIX, fill_answers, page_exercise  # noqa: E402

from piquet_core.trainer.ui import drill_titles, ui_strings  # noqa: E402
from piquet_core.trainer.words import percent  # noqa: E402

STORE_KEY = "piquet-trainer-v1"
OLDER = {
    "v": 1,
    "streak": 3,
    "best": 5,
    "drills": {"point": {"right": 8, "total": 10}, "sets": {"right": 8, "total": 10}},
    "daily": {"2026-01-02:point": True, "2026-01-02:sets": False},
}
"""Progress as the earlier versions stored it: yesterday's-style daily keys ``day:drill``."""
TODAY = """() => {
  const d = new Date(), p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}"""
"""The browser's date, as the page names the daily hand ("d" and the local date)."""
expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


def stored(page: Page) -> dict[str, Any]:
    return json.loads(page.evaluate(f"() => localStorage.getItem({STORE_KEY!r})"))  # type: ignore[no-any-return]


def answer(page: Page, right: bool) -> None:
    """Answer the hand on show (every question, right or each number off by one), Check."""
    ex = page_exercise(page)
    fill_answers(page, ex, wrong=not right)
    fill_answers(page, ex, wrong=not right)  # questions shown by the first answers
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_be_visible()


def deal_by(page: Page, button: str) -> dict[str, Any]:
    """Press ``button`` ("Daily hand", "Next hand"); the exercise it deals (a new one, even if
    of the same seed)."""
    page.evaluate("() => { window.__was = window.__piquetTrainers[0].exercise; }")
    page.click(button)
    page.wait_for_function("() => window.__piquetTrainers[0].exercise !== window.__was",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    return page_exercise(page)


def progress_row(page: Page, lang: str, drill: str) -> str:
    """The accuracy shown for ``drill`` in the "Your progress" panel."""
    s = ui_strings(lang)
    label = f"{s['accuracy']} — {drill_titles(lang)[drill]}"
    return page.evaluate(  # type: ignore[no-any-return]
        "label => [...document.querySelectorAll('.pq-progress-values dt')]"
        ".find((dt) => dt.textContent === label).nextElementSibling.textContent",
        label,
    )


@pytest.mark.parametrize(("lang", "drill"), [("en", "point"), ("fr", "sets")])
def test_the_daily_hand_counts_once_a_day(page: Page, base_url: str, lang: str, drill: str) -> None:
    s = ui_strings(lang)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/")
    page.evaluate(f"() => localStorage.setItem({STORE_KEY!r}, {json.dumps(json.dumps(OLDER))})")
    page.reload()
    page.locator(".pq-progress summary").click()
    assert progress_row(page, lang, drill) == s["accuracy_value"].format(
        right=8, total=10, percent=percent(lang, 80)
    )  # the older record is read
    today = page.evaluate(TODAY)
    ex = deal_by(page, "button.pq-daily")
    assert ex["seed"] == f"d{today}"
    answer(page, right=True)
    after_first = stored(page)
    assert after_first["drills"][drill] == {"right": 9, "total": 11}
    assert (after_first["streak"], after_first["best"]) == (4, 5)
    assert after_first["daily"] == {**OLDER["daily"], f"{today}:{drill}": True}
    assert progress_row(page, lang, drill) == s["accuracy_value"].format(
        right=9, total=11, percent=percent(lang, 82)
    )
    expect(page.locator(".pq-progress-values")).to_contain_text(s["daily_done"])
    # the daily hand again, answered right, then wrong: nothing changes
    assert deal_by(page, "button.pq-daily")["seed"] == f"d{today}"
    answer(page, right=True)
    assert stored(page) == after_first
    assert deal_by(page, "button.pq-daily")["seed"] == f"d{today}"
    answer(page, right=False)
    assert stored(page) == after_first
    # from its link, after a reload
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed=d{today}")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === 'd{today}'",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    answer(page, right=True)
    assert stored(page) == after_first
    # any other hand still counts
    assert deal_by(page, "button.pq-next")["seed"] != f"d{today}"
    answer(page, right=True)
    now = stored(page)
    assert now["drills"][drill] == {"right": 10, "total": 12}
    assert (now["streak"], now["best"]) == (5, 5)
    assert now["drills"] == {**OLDER["drills"], drill: {"right": 10, "total": 12}}
