"""The umpire drill in a real browser, in each language: a wrong ruling, then the right one;
the feedback cites Foster's law; the page's exercise is the engine's for its seed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import PREFIX, check_answers, fill_answers, page_exercise  # noqa: E402

from piquet_core.trainer import exercise  # noqa: E402

expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


@pytest.mark.parametrize(("lang", "source"), [("en", "Foster"), ("fr", "Foster"),
                                              ("ru", "Фостер")])  # fmt: skip
def test_umpire_ruling_wrong_then_right(page: Page, base_url: str, lang: str, source: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/laws/")
    ex = page_exercise(page)
    assert ex["drill"] == "laws" and ex["lang"] == lang
    assert ex == exercise("laws", ex["seed"], lang).to_dict()
    ruling = ex["questions"][0]
    wrong_value = next(o["value"] for o in ruling["options"] if o["value"] not in ruling["answer"])
    expected = fill_answers(page, ex, wrong=True)
    page.locator(f'.pq-stage [data-q="ruling"] input[value="{wrong_value}"]').check()
    expected[0] = ruling["wrong"]
    check_answers(page, lang, expected, right=False)
    sources = [rule["source"] for rule in ex["rules"]]
    assert any(source in s for s in sources)
    expect(page.locator(".pq-rule cite")).to_have_text([f"({s})" for s in sources])
    check_answers(page, lang, fill_answers(page, ex, wrong=False), right=True)
