# ruff: noqa: RUF001  (Cyrillic card letters and words are intended)
"""The drills in a real browser: right and wrong answers in each language, keyboard-only use,
shared and embedded deals, typed hands, progress, and axe-core on every drill page.

The expected texts come from the engine itself (the exercise the page carries), so a test
fails if the page shows anything else; the verdict lines are the catalogs' words.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import (  # noqa: E402
    ENGINE_TIMEOUT,
    PREFIX,
    check_answers,
    expect_verdict,
    fill_answers,
    next_exercise,
    page_exercise,
)

from piquet_core.trainer import exercise  # noqa: E402

expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_point_answered_wrong_then_right(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/")
    ex = page_exercise(page)
    assert ex["lang"] == lang
    check_answers(page, lang, fill_answers(page, ex, wrong=True), right=False)
    sources = [rule["source"] for rule in ex["rules"]]
    assert any("62" in s for s in sources)
    expect(page.locator(".pq-rule cite")).to_have_text([f"({s})" for s in sources])
    check_answers(page, lang, fill_answers(page, ex, wrong=False), right=True)
    # the build-time exercise is the engine's exercise for that seed
    assert ex == exercise("point", ex["seed"], lang).to_dict()


def test_dialogue_in_russian_with_the_making_step(page: Page, base_url: str) -> None:
    page.goto(base_url + "ru/trainer/dialogue/")
    ex = page_exercise(page)
    q0 = ex["questions"][0]
    labels = page.locator('.pq-stage [data-q="point"] label').all_inner_texts()
    assert [t.strip() for t in labels] == ["Годятся", "Не годится", "Равны", "Сколько очков?"]
    expected = fill_answers(page, ex, wrong=False)
    if "making" in q0["answer"]:  # the value step appears only after "сколько?"
        expect(page.locator('.pq-stage [data-q="point_value"]')).to_be_visible()
        expected = fill_answers(page, ex, wrong=False)
    check_answers(page, "ru", expected, right=True)


def test_keyboard_only_sets_drill(page: Page, base_url: str) -> None:
    page.goto(base_url + "trainer/sets/")
    ex = page_exercise(page)
    sets_q, total_q = ex["questions"]
    first = page.locator('.pq-stage [data-q="sets"] input').first
    first.focus()  # the first checkbox of the form, as Tab from the prompt reaches it
    order = [o["value"] for o in sets_q["options"]]
    for i, value in enumerate(order):
        if value in sets_q["answer"]:
            page.keyboard.press("Space")
        if i < len(order) - 1:
            page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.type(total_q["answer"][0])
    page.keyboard.press("Enter")
    expect_verdict(page, "en", right=True)
    assert page.locator(".pq-feedback").get_attribute("aria-live") == "polite"


def test_next_hand_share_link_and_embed_reproduce_the_deal(page: Page, base_url: str) -> None:
    page.goto(base_url + "fr/trainer/sequences/")
    ex = next_exercise(page)
    link = page.locator(".pq-link").input_value()
    iframe = page.locator(".pq-iframe").input_value()
    assert f"seed={ex['seed']}" in link and "fr/trainer/embed/" in iframe
    embed_url = iframe.split('src="', 1)[1].split('"', 1)[0]
    page.goto(embed_url)
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === {ex['seed']!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    embedded = page_exercise(page)
    assert embedded == ex == exercise("sequences", ex["seed"], "fr").to_dict()
    expect(page.locator(".md-header")).to_be_hidden()  # minimal chrome


@pytest.mark.parametrize(
    ("lang", "text", "message"),
    [("en", "AS KS QS XS", "“XS” is not a card."), ("ru", "Т♠ К♠ Ж♠", "«Ж♠» — это не карта.")],
)
def test_typed_hand_bad_card_named(page: Page, base_url: str, lang: str, text: str,
                                   message: str) -> None:  # fmt: skip
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/")
    page.fill(".pq-handform input", text)
    page.press(".pq-handform input", "Enter")
    expect(page.locator(".pq-handerror")).to_have_text(message, timeout=ENGINE_TIMEOUT)
    good = "A♠ K♠ Q♠ J♠ 10♠ 9♠ A♥ K♥ Q♥ A♦ K♦ A♣"
    page.fill(".pq-handform input", good)
    page.press(".pq-handform input", "Enter")
    page.wait_for_function("() => window.__piquetTrainers[0].exercise.seed.startsWith('h')",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    expect(page.locator(".pq-handerror")).to_have_text("")
    assert [q["answer"] for q in page_exercise(page)["questions"]] == [["6"], ["60"]]


def test_progress_streak_export_and_bad_import(page: Page, base_url: str) -> None:
    page.goto(base_url + "trainer/point/")
    ex = page_exercise(page)
    fill_answers(page, ex, wrong=False)
    page.click(".pq-stage button.pq-check")
    page.locator(".pq-progress summary").click()
    values = page.locator(".pq-progress-values dd").all_inner_texts()
    assert values[0] == "1" and "1 of 1 (100%)" in values
    code = page.locator(".pq-export").input_value()
    assert code.startswith("PQ2.")  # version 2 of the code; "PQ1." codes still import
    page.fill(".pq-importform input[id$=-import]", code[:-2] + "zz")
    page.click(".pq-importform button")
    expect(page.locator(".pq-importmsg")).to_have_text(
        "This is not a progress code; your progress is unchanged.")  # fmt: skip
    stored = json.loads(page.evaluate("() => localStorage.getItem('piquet-trainer-v1')"))
    assert stored["streak"] == 1 and stored["drills"]["point"] == {"right": 1, "total": 1}
    page.evaluate("() => localStorage.clear()")
    page.fill(".pq-importform input[id$=-import]", code)
    page.click(".pq-importform button")
    expect(page.locator(".pq-importmsg")).to_have_text("Progress imported.")
    assert json.loads(page.evaluate("() => localStorage.getItem('piquet-trainer-v1')")) == stored


@pytest.mark.parametrize(
    "path",
    ["trainer/point/", "trainer/sequences/", "trainer/sets/", "trainer/dialogue/",
     "fr/trainer/dialogue/", "ru/trainer/sets/", "ru/trainer/exchange/", "fr/calls/"],
)  # fmt: skip
def test_axe_finds_no_violations(page: Page, base_url: str, path: str) -> None:
    from axe_playwright_python.sync_playwright import Axe

    page.goto(base_url + path)
    page.locator(".pq-share summary").click()  # open the panels so axe sees their controls
    if page.locator(".pq-progress summary").count():
        page.locator(".pq-progress summary").click()
    page.locator(".pq-4c").check()  # four-colour deck: contrast checked too
    results = Axe().run(page, context={"include": [[".pq-trainer"]]})
    violations = results.response["violations"]
    assert violations == [], json.dumps(
        [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations], ensure_ascii=False
    )


def test_exchange_by_keyboard_checked_by_the_engine(page: Page, base_url: str) -> None:
    page.goto(base_url + "trainer/exchange/")
    box = page.locator('.pq-stage [role="listbox"]')
    box.focus()
    for _ in range(2):  # mark the first two cards with Space, moving with the arrows
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
    selected = page.locator('.pq-stage [role="option"][aria-selected="true"]')
    assert selected.count() == 2
    codes = [selected.nth(i).get_attribute("data-value") for i in range(2)]
    assert box.get_attribute("aria-activedescendant")
    page.keyboard.press("Enter")
    verdict = page.locator(".pq-verdict")
    expect(verdict).to_be_visible(timeout=ENGINE_TIMEOUT)
    seed = page_exercise(page)["seed"]
    from piquet_core.trainer.exchange import check_exchange

    feedback, expert = check_exchange(seed, "en", [str(c) for c in codes])
    items = page.locator(".pq-items li").all_inner_texts()
    assert len(items) == len(feedback.items)
    assert all(i.endswith(t) for i, (_, t) in zip(items, feedback.items, strict=True))
    assert page.locator(".pq-explanation li").all_inner_texts() == list(expert)


@pytest.mark.parametrize(("lang", "width"), [("fr", 390), ("ru", 1280)])
def test_a_sixth_card_is_refused_aloud(page: Page, base_url: str, lang: str, width: int) -> None:
    """A sixth card clicked in the exchange is refused and the page
    says why (Law 21), in the page's language; the five marked stay marked."""
    from piquet_core.trainer.ui import ui_strings

    page.set_viewport_size({"width": width, "height": 900})
    page.goto(base_url + {"fr": "fr/", "ru": "ru/"}[lang] + "trainer/exchange/")
    options = page.locator('.pq-stage [role="option"]')
    for i in range(6):
        options.nth(i).click()
    selected = page.locator('.pq-stage [role="option"][aria-selected="true"]')
    expect(selected).to_have_count(5)
    expect(page.locator(".pq-feedback .pq-verdict")).to_have_text(ui_strings(lang)["five_at_most"])
    options.nth(0).click()  # unmarking one clears the notice
    expect(selected).to_have_count(4)
    expect(page.locator(".pq-feedback .pq-verdict")).to_have_count(0)


def test_piquet_hand_block_on_the_calls_page(page: Page, base_url: str) -> None:
    """The ``piquet-hand`` fence (docs/fr/calls.md) renders a working exercise that needs no
    engine: the rules page loads no Pyodide."""
    requests: list[str] = []
    page.context.on("request", lambda r: requests.append(r.url))
    page.goto(base_url + "fr/calls/")
    block = page.locator('.pq-trainer[data-mode="block"]')
    expect(block).to_have_count(1)
    ex = page.evaluate("() => window.__piquetTrainers[0].exercise")
    assert ex["drill"] == "dialogue" and ex["lang"] == "fr"
    assert [q["answer"] for q in ex["questions"]][:2] == [["making"], ["good"]]
    expected = fill_answers(page, ex, wrong=False)
    expected = fill_answers(page, ex, wrong=False)  # the value step, shown after « combien ? »
    block.locator("button.pq-check").click()
    expect(block.locator(".pq-verdict")).to_have_text("Tout est juste\u202f!")
    assert block.locator(".pq-items li").count() == len(expected)
    assert "repic" in block.locator(".pq-items").inner_text()
    assert not [u for u in requests if "/assets/pyodide/" in u or "/assets/wheels/" in u]


@pytest.mark.parametrize(("lang", "width"), [("en", 390), ("fr", 1280)])
def test_next_hand_never_repeats_a_hand_before_the_engine(
    page: Page, base_url: str, lang: str, width: int
) -> None:
    """While the engine is on its way, "Next hand" deals the page's
    other built-in hands, each once, never the one on show again; the engine is held back
    here (its worker's script never answers) so only built-in hands can be shown."""
    from piquet_core.trainer.ui import ui_strings

    page.set_viewport_size({"width": width, "height": 900})
    page.route("**/assets/trainer/worker.js*", lambda route: None)  # never answered
    page.goto(base_url + {"en": "", "fr": "fr/"}[lang] + "trainer/dialogue/")
    seeds = [page_exercise(page)["seed"]]
    for _ in range(3):
        next_button = page.locator(".pq-stage .pq-next")
        if not next_button.is_visible() or next_button.is_disabled():
            break
        next_button.click()
        # a built-in hand not yet shown, or, with none left, the engine's, waited for (said)
        page.wait_for_function(
            """([s, dealing]) => window.__piquetTrainers[0].exercise.seed !== s
              || document.querySelector('.pq-engine').textContent.includes(dealing)""",
            arg=[seeds[-1], ui_strings(lang)["dealing"]],
        )
        if page_exercise(page)["seed"] == seeds[-1]:
            break  # waiting for the engine, the hand on show kept
        seeds.append(page_exercise(page)["seed"])
    assert len(seeds) >= 2, seeds
    assert len(set(seeds)) == len(seeds), seeds
