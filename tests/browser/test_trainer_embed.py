"""The embed a teacher copies from a drill page, in the frames hosts put it in.

* A frame sandboxed without allow-same-origin (WordPress's embeds) cannot run the engine: the
  embed page then shows the first exercise of the drill its address asks for (it carries one for
  every drill), never another drill's. (It showed the point drill for ``drill=dialogue``.) A
  seed it does not carry, and that its address does not carry either (``#x=``), it
  cannot deal: it says so, with the hand's address on the site, and shows no other hand.
* The controls that need the engine are disabled there, and look and point so: faded, the
  "not allowed" pointer, no hover colours. (They looked and pointed like the active ones.)
* The embed code gives each drill's frame its own height (``generators.trainer.EMBED_HEIGHTS``):
  in a frame 640 px wide the whole exercise fits, every question shown, for the first exercise
  and for hands the engine deals. (Every drill had 640 px: the dialogue's Check button was under
  a scrollbar.)
* Both Copy buttons of the share panel say "Copied." and copy their text. (The embed code's
  said nothing.)

The expected texts are the catalogs' and the engine's, so a check fails if the page says
anything else.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import ENGINE_TIMEOUT, PREFIX, fill_answers  # noqa: E402

from generators import trainer as trainer_build  # noqa: E402
from piquet_core.trainer import DRILLS, exercise  # noqa: E402
from piquet_core.trainer.ui import drill_strings, ui_strings  # noqa: E402

WIDTH = 640
"""The frame's width: a blog's column (the heights are measured for it)."""
REPORTED_SEED = "857j6v"
"""The deal reported: an elder's dialogue, which the sandbox cannot deal."""
ENGINE_CONTROLS = (".pq-next", ".pq-daily", ".pq-handform button", ".pq-handform input")
expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


def frame_of(page: Page, html: str) -> Frame:
    """Make ``html`` (one iframe) the page's content; the frame, once its trainer is wired."""
    page.set_content(html)
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers.length")
    return frame


def sandboxed(page: Page, base_url: str, lang: str, query: str, height: int = 900) -> Frame:
    """The embed page (``trainer/embed/?query``) in a frame sandboxed as WordPress does, once
    it has found the engine cannot run there (its controls disabled)."""
    src = f"{base_url}{PREFIX[lang]}trainer/embed/?{query}"
    frame = frame_of(
        page,
        f'<iframe sandbox="allow-scripts" src="{src}" title="Piquet" width="{WIDTH}" '
        f'height="{height}" style="border:0"></iframe>',
    )
    expect(frame.locator(".pq-daily")).to_be_disabled()
    return frame


def shown(frame: Frame) -> dict[str, Any]:
    return frame.evaluate("() => window.__piquetTrainers[0].exercise")  # type: ignore[no-any-return]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sandboxed_embed_shows_the_drill_asked_for(page: Page, base_url: str, lang: str) -> None:
    """The reported frame: ``drill=dialogue&seed=857j6v`` in ``sandbox="allow-scripts"``, an
    address without the exercise: no other hand instead, but the hand's address
    on the site; the drill's own first exercise is shown and checked as the dialogue's."""
    s = ui_strings(lang)
    frame = sandboxed(page, base_url, lang, f"drill=dialogue&seed={REPORTED_SEED}")
    url = f"{base_url}{PREFIX[lang]}trainer/dialogue/?seed={REPORTED_SEED}"
    note = frame.locator(".pq-stage .pq-wait")
    expect(note).to_have_text(s["sandbox_needs_site"].replace("{seed}", REPORTED_SEED) + " " + url)
    assert note.locator("a").get_attribute("href") == url
    expect(frame.locator(".pq-stage .pq-card")).to_have_count(0)
    first = trainer_build.first_seed("dialogue")
    frame = sandboxed(page, base_url, lang, f"drill=dialogue&seed={first}")
    want = exercise("dialogue", first, lang)
    assert shown(frame) == want.to_dict()
    expect(frame.locator(".pq-stage .pq-prompt")).to_have_text(want.prompt)
    url = f"{base_url}{PREFIX[lang]}trainer/dialogue/?seed={first}"
    assert frame.locator(".pq-engine").text_content() == f"{s['sandbox_more']} {url}"
    # the exercise on show is answered and checked as the dialogue's
    expected = fill_answers(frame, shown(frame), wrong=False)  # type: ignore[arg-type]
    expected = fill_answers(frame, shown(frame), wrong=False)  # type: ignore[arg-type]
    frame.locator(".pq-stage button.pq-check").click()
    expect(frame.locator(".pq-verdict")).to_have_text(s["all_right"])
    items = frame.locator(".pq-items li").all_inner_texts()
    assert len(items) == len(expected)
    assert all(i.endswith(t) for i, t in zip(items, expected, strict=True))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_sandboxed_embed_of_every_drill(page: Page, base_url: str, lang: str) -> None:
    """Each drill's embed shows that drill's first exercise, without the typed-hand form and
    the share panel, which need what the sandbox refuses (the engine, the clipboard)."""
    for drill in DRILLS:
        s = drill_strings(ui_strings(lang), drill)  # the puzzles' own words: puzzles are set
        seed = trainer_build.first_seed(drill)
        frame = sandboxed(page, base_url, lang, f"drill={drill}&seed={seed}")
        assert shown(frame) == trainer_build._built_exercise(drill, seed, lang).to_dict(), drill
        url = f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed={seed}"
        expect(frame.locator(".pq-engine")).to_have_text(f"{s['sandbox_more']} {url}")
        # a typed hand needs the engine: not offered in the sandbox, whatever the drill
        expect(frame.locator(".pq-handform")).to_be_hidden()
        expect(frame.locator(".pq-share")).to_be_hidden()


def button_look(frame: Frame, selector: str) -> dict[str, str]:
    return frame.eval_on_selector(  # type: ignore[no-any-return]
        selector,
        "b => { const c = getComputedStyle(b); return {cursor: c.cursor, opacity: c.opacity,"
        " color: c.color, background: c.backgroundColor, border: c.borderColor}; }",
    )


@pytest.mark.parametrize(("lang", "scheme"), [("en", "light"), ("fr", "dark")])
def test_disabled_controls_look_disabled(page: Page, base_url: str, lang: str, scheme: str) -> None:
    """A button that can no longer be used (a number said at the table cannot be taken back,
    elder's chair of the dialogue) looks and points disabled: faded, the "not allowed"
    pointer, no hover colours. (In a sandboxed frame the controls that need the engine are
    not shown at all: ``test_sandboxed_embed_of_every_drill``.)"""
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    seed = "857j6v"  # elder's chair
    page.goto(f"{base_url}{PREFIX[lang]}trainer/dialogue/?seed={seed}")
    page.wait_for_function(
        f"() => window.__piquetTrainers && window.__piquetTrainers[0].exercise.seed === {seed!r}",
        timeout=ENGINE_TIMEOUT,
    )
    frame = page.main_frame
    slate = frame.evaluate("() => document.body.dataset.mdColorScheme") == "slate"
    assert slate == (scheme == "dark")
    # the calls said right, as a learner does, up to the first number said at the table
    questions = shown(frame)["questions"]
    for q in questions:
        box = frame.locator(f'.pq-stage [data-q="{q["id"]}"]')
        if not q.get("step") or box.is_hidden():
            continue
        if q["kind"] == "number":
            break
        box.locator(f'button.pq-call[data-value="{q["answer"][0]}"]').click()
    else:
        raise AssertionError("no number to say at the table")
    selector = f'.pq-stage [data-q="{q["id"]}"] button.pq-say'
    say = frame.locator(selector)
    before = button_look(frame, selector)
    assert before["cursor"] == "pointer" and float(before["opacity"]) == 1, before
    box.locator("input").fill(q["answer"][0])
    say.click()
    expect(say).to_be_disabled()
    # the click's own hover and focus colours fade out first (Material's 125 ms transition):
    # the look compared is the disabled button's settled one, not one caught mid-fade
    frame.wait_for_timeout(300)
    look = button_look(frame, selector)
    assert look["cursor"] == "not-allowed", look
    assert float(look["opacity"]) <= 0.5, look
    say.hover(force=True)
    frame.wait_for_timeout(300)  # Material's colour transition (125 ms), had it started
    assert frame.eval_on_selector(selector, "b => b.matches(':hover')")
    assert button_look(frame, selector) == look  # no hover colours


def embed_code(page: Page, base_url: str, lang: str, drill: str) -> tuple[str, int]:
    """The embed code of a drill page's share panel: the code and its frame's height."""
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/")
    # the code carries the exercise in its address once it is packed (#x=)
    page.wait_for_function("() => document.querySelector('.pq-iframe').value.includes('#x=')")
    code = page.locator(".pq-iframe").input_value()
    match = re.search(r' height="(\d+)"', code)
    assert match and ' width="100%"' in code, code
    return code, int(match.group(1))


SHOW_ALL = (
    "() => { for (const b of document.querySelectorAll('.pq-stage [data-q]')) b.hidden = false; }"
)


def answer_everything(frame: Frame) -> None:
    """Answer every question right, each as it shows, as a learner reaches the Check button:
    the dialogue's calls said at the table, so younger's replies are on show; then show the
    questions still hidden (those of a wrong path) too."""
    ex = shown(frame)
    for _pass in range(4):  # a question may show only once an earlier one is answered
        for q in ex["questions"]:
            box = frame.locator(f'.pq-stage [data-q="{q["id"]}"]')
            if box.is_hidden() or box.get_attribute("data-said"):
                continue
            answer = q["answer"][0] if q["answer"] else ""
            if q.get("step") and q["kind"] == "number":
                box.locator("input").fill(answer)
                box.locator("button.pq-say").click()
            elif q.get("step"):
                box.locator(f'button.pq-call[data-value="{answer}"]').click()
            elif q["kind"] == "number":
                box.locator("input").fill(answer)
            else:
                for value in q["answer"]:
                    box.locator(f'input[value="{value}"]').check()
    frame.evaluate(SHOW_ALL)


def fits(frame: Frame, height: int, what: str) -> None:
    """Every question of the exercise answered and shown, the frame's document is no taller
    than the frame: no scrollbar, the Check button and "Next hand" in view."""
    answer_everything(frame)
    tall = frame.evaluate("() => document.documentElement.scrollHeight")
    assert tall <= height, f"{what}: the content is {tall} px, the frame {height} px"
    for control in (".pq-stage button.pq-check", ".pq-next"):
        if control == ".pq-next" and frame.locator(control).is_hidden():
            continue  # a sandboxed frame deals no new hand: not offered
        box = frame.locator(control).bounding_box()
        assert box is not None and box["y"] + box["height"] <= height + frame_top(frame), control


def frame_top(frame: Frame) -> float:
    element = frame.frame_element().bounding_box()
    assert element is not None
    return element["y"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_drills_embed_code_gives_a_frame_its_exercise_fits(
    page: Page, base_url: str, lang: str
) -> None:
    """The embed code copied from each drill page, put in a 640 px column as a blog puts it,
    sandboxed (its exercise carried in its address) and as given (the engine runs, and deals
    more)."""
    heights = {}
    for drill in DRILLS:
        code, height = embed_code(page, base_url, lang, drill)
        heights[drill] = height
        src = code.split('src="', 1)[1].split('"', 1)[0]
        assert f"drill={drill}&" in src
        frame = sandboxed(page, base_url, lang, src.split("?", 1)[1], height)
        assert shown(frame)["drill"] == drill
        fits(frame, height, f"{drill}, sandboxed")
    assert heights == trainer_build.EMBED_HEIGHTS
    assert heights["dialogue"] > 1_120  # more than the 1,120 px the dialogue was measured to need
    # as given, the engine running: the reported elder hands and hands dealt at random
    code, height = embed_code(page, base_url, lang, "dialogue")
    page.set_content(
        code.replace('width="100%"', f'width="{WIDTH}"').replace(' loading="lazy"', "")
    )
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers[0].ahead",
                            timeout=ENGINE_TIMEOUT)  # fmt: skip
    for seed in (REPORTED_SEED, "47578x", "bn2kem", "fbzy4p", "x1", "x2", "x3"):
        frame.evaluate(f"() => window.__piquetTrainers[0].deal({{seed: {seed!r}}})")
        frame.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === {seed!r}",
                                timeout=ENGINE_TIMEOUT)  # fmt: skip
        fits(frame, height, f"dialogue {seed}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_both_copy_buttons_say_copied(page: Page, base_url: str, lang: str) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/dialogue/")
    page.locator(".pq-share summary").click()
    copied = ui_strings(lang)["copied"]
    for field in (".pq-link", ".pq-iframe", ".pq-script"):
        row = page.locator(f".pq-share p:has({field})")
        note = row.locator(".pq-copied")
        expect(note).to_have_text("")
        row.locator("button.pq-copy").click()
        expect(note).to_have_text(copied)
        assert note.get_attribute("role") == "status"
        text = page.locator(field).input_value()
        assert page.evaluate("() => navigator.clipboard.readText()") == text
    code = page.locator(".pq-iframe").input_value()
    assert f'title="{ui_strings(lang)["embed_title"]}"' in code
    assert "drill=dialogue&" in code
    assert f'height="{trainer_build.EMBED_HEIGHTS["dialogue"]}"' in code
    # the one-tag form too: the script and its element, this hand
    seed = page.evaluate("() => window.__piquetTrainers[0].exercise.seed")
    script = page.locator(".pq-script").input_value()
    assert script.startswith("<script src=") and "assets/embed/piquet.js" in script
    assert f'<piquet-hand drill="dialogue" seed="{seed}" lang="{lang}"></piquet-hand>' in script
