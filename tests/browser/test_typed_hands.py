# ruff: noqa: RUF001  (Cyrillic card letters are intended)
"""A hand typed in card books' notation is dealt, and the box shows an
example of it in the page's language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from trainer_helpers import ENGINE_TIMEOUT, PREFIX, page_exercise

from piquet_core.cards import parse_hand


@pytest.mark.parametrize(
    ("lang", "typed", "example"),
    [
        ("en", "S: AKQJT9 H: 87 D: AK C: QJ", "e.g. ♠AKQJT9 ♥87 ♦AK ♣QJ"),
        ("fr", "♠ARDV109 ♥87 ♦AR ♣DV", "p. ex. ♠ARDV109 ♥87 ♦AR ♣DV"),
        ("ru", "♠ ТКДВ 10 9 ♥ 87 ♦ ТК ♣ ДВ", "например, ♠ТКДВ109 ♥87 ♦ТК ♣ДВ"),
    ],
)
def test_book_notation_is_dealt(
    page: Page, base_url: str, lang: str, typed: str, example: str
) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/")
    box = page.locator(".pq-handform input")
    expect(box).to_have_attribute("placeholder", example)
    first = page_exercise(page)["seed"]
    box.fill(typed)
    page.locator(".pq-handform button").click()
    page.wait_for_function(
        f"() => window.__piquetTrainers[0].exercise.seed !== {first!r}", timeout=ENGINE_TIMEOUT
    )
    ex = page_exercise(page)
    shown = [c["code"] for c in ex["hands"][0]["cards"]]
    assert set(shown) == {str(c) for c in parse_hand("AS KS QS JS 10S 9S 8H 7H AD KD QC JC")}
    expect(page.locator(".pq-handerror")).to_be_empty()
    assert box.input_value() == typed  # what the learner typed is kept
