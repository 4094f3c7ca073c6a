# ruff: noqa: RUF001  (Cyrillic words are intended)
"""In the browser, the reader sees no developer language.

Found in English (the Bezique page's Python, "seed 002", "Seed 7 of the stream", "(generated)",
"Rules engine ready.", "ranks 1372 of 1585 by expected value") and in Russian («источник 002»);
checked here in those and one other language. The whole site's text is checked in
tests/site/test_reader_words.py.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect
from trainer_helpers import ENGINE_TIMEOUT, PREFIX

BAD = re.compile(
    r"seeds?\s+0\d\d|sources?\s+0\d\d|источник\w*\s+0\d\d|\bstream\b|\(generated\)|\bthe seed\b"
    r"|graine|зерн|piquet_core|by expected value|espérance|ожидани",
    re.IGNORECASE,
)
HANDBOOK = {"en": "Russian handbook", "fr": "Manuel russe", "ru": "Русский справочник"}


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_bezique_page_says_in_words_which_reading_the_engine_takes(
    page: Page, base_url: str, lang: str
) -> None:
    page.goto(base_url + PREFIX[lang] + "bezique/")
    content = page.locator(".md-content__inner")
    expect(content.locator("code.language-python, .language-python")).to_have_count(0)
    expect(content.locator("pre")).to_have_count(0)  # no code at all, no `switch = value`
    text = content.inner_text()
    assert not BAD.findall(text), BAD.findall(text)
    # the readings are listed with the one the engine takes, and the handbook is a book
    assert {"en": "Reading chosen.", "fr": "Lecture retenue.", "ru": "Выбранное толкование."}[
        lang
    ] in text
    sources = content.locator("h2#sources + ul, h2#источники + ul").first
    expect(sources.locator("strong").first).to_have_text(HANDBOOK[lang])


@pytest.mark.parametrize(("lang", "heading"), [("en", "Example hands"), ("ru", "Примеры рук")])
def test_worked_examples_say_no_seed_no_stream_no_generated(
    page: Page, base_url: str, lang: str, heading: str
) -> None:
    page.goto(base_url + PREFIX[lang] + "examples/")
    expect(page.locator("h2#example-hands")).to_have_text(re.compile(rf"^{heading}"))
    text = page.locator(".md-content__inner").inner_text()
    assert not BAD.findall(text), BAD.findall(text)


@pytest.mark.parametrize(
    ("lang", "ready", "ranked"),
    [
        ("en", "New hands ready.", r"of the 1,585 possible discards scores? more on average"),
        (
            "ru",
            "Новые сдачи готовы.",
            r"из 1\u00a0585\u00a0возможных сносов (приносит|приносят|не приносит)",
        ),
    ],
)
def test_exchange_says_what_the_learner_can_do_and_ranks_as_a_player_would(
    page: Page, base_url: str, lang: str, ready: str, ranked: str
) -> None:
    page.goto(base_url + PREFIX[lang] + "trainer/exchange/")
    status = page.locator(".pq-engine")
    expect(status).to_have_text(ready, timeout=ENGINE_TIMEOUT)
    options = page.locator('.pq-stage [role="option"]')
    for i in (0, 1):
        options.nth(i).click()
    page.click(".pq-stage button.pq-check")
    expect(page.locator(".pq-verdict")).to_be_visible(timeout=ENGINE_TIMEOUT)
    items = " ".join(page.locator(".pq-items li").all_inner_texts())
    assert re.search(ranked, items), items
    assert not BAD.findall(items), BAD.findall(items)
