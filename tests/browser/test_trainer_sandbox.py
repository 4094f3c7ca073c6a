"""An exercise embedded in a sandboxed iframe, as WordPress (wp-embed) and Embedly-style hosts
embed it: ``sandbox="allow-scripts"``, without allow-same-origin.

If the engine fails to load, the page says so in the user's language and the pre-generated
exercises still work. Such a frame has an opaque origin: a module script
is never fetched there (CORS), so the page script is one classic script
(``trainer.bundle.js``), and no worker may start, so the engine cannot run: the exercise on the
page is answered and checked all the same, and one short line says new hands are dealt on the
site, with the deal's address there (the exercise a seed names shows only if the
page carries it or the embed's address does, ``tests/browser/test_seed_links.py``). With
allow-same-origin the frame keeps its origin and everything works as on the site.

The host page is ``about:blank`` filled by the test (a cross-origin parent, as a blog is);
the expected texts are the catalogs' and the engine's, so a check fails if the page says
anything else.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error, Frame, Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators import trainer as trainer_build  # noqa: E402
from piquet_core.trainer import exercise  # noqa: E402
from piquet_core.trainer.ui import ui_strings  # noqa: E402

ENGINE_TIMEOUT = 60_000
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


@pytest.fixture
def page_errors(page: Page) -> list[Error]:
    """The uncaught errors of the page and of its frames."""
    errors: list[Error] = []
    page.on("pageerror", lambda error: errors.append(error))
    return errors


def embed(page: Page, base_url: str, sandbox: str, lang: str, query: str) -> Frame:
    """Put the embed page (``trainer/embed/?query``) in an iframe with that ``sandbox``; its
    frame, once the trainer has wired the exercise."""
    src = f"{base_url}{PREFIX[lang]}trainer/embed/?{query}"
    page.set_content(
        f'<iframe sandbox="{sandbox}" src="{src}" title="Piquet" width="800" height="900"></iframe>'
    )
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_url(src)
    frame.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers.length")
    return frame


def answer_point(frame: Frame, ex: dict[str, Any], wrong: bool) -> list[str]:
    """Type the point drill's answers (each one off if ``wrong``); the feedback items due."""
    expected = []
    for q in ex["questions"]:
        given = str(int(q["answer"][0]) + 1) if wrong else q["answer"][0]
        frame.locator(f'.pq-stage [data-q="{q["id"]}"] input').fill(given)
        expected.append(q["wrong"].replace("{given}", given) if wrong else q["right"])
    return expected


def check(frame: Frame, lang: str, expected: list[str], right: bool, enter: bool = False) -> None:
    """Press Check (or Enter in the last field): the verdict and the itemised feedback are the
    expected ones."""
    s = ui_strings(lang)
    if enter:
        frame.locator(".pq-stage input").last.press("Enter")
    else:
        frame.locator(".pq-stage button.pq-check").click()
    expect(frame.locator(".pq-verdict")).to_have_text(s["all_right"] if right else s["not_quite"])
    items = frame.locator(".pq-items li").all_inner_texts()
    assert len(items) == len(expected), (items, expected)
    for item, text in zip(items, expected, strict=True):
        assert item.endswith(text), (item, text)


def material_search_only(errors: list[Error]) -> None:
    """No uncaught error but Material's own search, which cannot fetch its index from an
    opaque origin (the embed does not use it): none from the trainer or the page."""
    others = [e for e in errors if not (e.message == "Network error" and "bundle." in e.stack)]
    assert others == [], [e.stack for e in others]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_sandboxed_embed_checks_answers_and_says_where_new_hands_are(
    page: Page, base_url: str, page_errors: list[Error], lang: str
) -> None:
    first = trainer_build.first_seed("point")
    frame = embed(page, base_url, "allow-scripts", lang, f"drill=point&seed={first}")
    assert frame.evaluate("() => origin") == "null"  # the sandbox the hosts set
    s = ui_strings(lang)
    status = frame.locator(".pq-engine")
    url = f"{base_url}{PREFIX[lang]}trainer/point/?seed={first}"
    said = f"{s['sandbox_more']} {url}"
    expect(status).to_have_text(said)  # one short line, not an alarm
    expect(status).to_have_class("pq-engine")
    ex = frame.evaluate("() => window.__piquetTrainers[0].exercise")
    assert ex == exercise("point", first, lang).to_dict()
    link = status.locator("a")
    assert (link.get_attribute("href"), link.get_attribute("target")) == (url, "_blank")
    # what needs the engine (a new, daily or typed hand) or what the sandbox refuses (the
    # share panel's copy and picture buttons) is not offered: neither shown nor usable
    for control in (".pq-next", ".pq-daily", ".pq-handform input", ".pq-handform button"):
        found = frame.locator(control).all()
        assert found, control
        for one in found:
            expect(one).to_be_disabled()
            expect(one).to_be_hidden()
    expect(frame.locator(".pq-share")).to_be_hidden()
    # the exercise works: wrong, then right, with the itemised feedback and the rule
    check(frame, lang, answer_point(frame, ex, wrong=True), right=False)
    expect(frame.locator(".pq-rule cite")).to_contain_text("62")
    check(frame, lang, answer_point(frame, ex, wrong=False), right=True, enter=True)
    assert status.text_content() == said  # checking does not touch the status line
    material_search_only(page_errors)


def test_sandboxed_embed_link_opens_only_where_popups_are_allowed(
    page: Page, base_url: str
) -> None:
    """Without allow-popups the browser blocks the link (its text is the address to copy) and
    the frame stays on the exercise; with it, the link opens the deal's page."""
    frame = embed(page, base_url, "allow-scripts", "fr", "drill=point&seed=first")
    link = frame.locator(".pq-engine a")
    url = f"{base_url}fr/trainer/point/?seed=first"
    expect(link).to_have_text(url)
    assert frame.locator(".pq-engine").text_content() == f"{ui_strings('fr')['sandbox_more']} {url}"
    # what happens instead of a new tab: Chromium refuses it and says why on the console
    with page.expect_console_message(lambda m: "allow-popups" in m.text):
        link.click()
    assert len(page.context.pages) == 1
    assert frame.url.endswith("/fr/trainer/embed/?drill=point&seed=first")
    frame = embed(page, base_url, "allow-scripts allow-popups", "fr", "drill=point&seed=first")
    with page.context.expect_page() as popup:
        frame.locator(".pq-engine a").click()
    popup.value.wait_for_load_state()
    assert popup.value.url == url


def test_same_origin_sandbox_keeps_the_engine(
    page: Page, base_url: str, page_errors: list[Error]
) -> None:
    """``allow-scripts allow-same-origin``: the frame keeps the site's origin, the engine deals
    the deal of the link, and "Next hand" deals a new one, as on the site."""
    frame = embed(page, base_url, "allow-scripts allow-same-origin", "fr", "drill=point&seed=abc")
    frame.wait_for_function(
        "() => window.__piquetTrainers[0].root.dataset.urlDeal === 'done'", timeout=ENGINE_TIMEOUT
    )
    s = ui_strings("fr")
    expect(frame.locator(".pq-engine")).to_have_text(s["engine_ready"])
    assert frame.evaluate("() => window.__piquetTrainers[0].exercise") == (
        exercise("point", "abc", "fr").to_dict()
    )
    frame.locator("button.pq-next").click()
    frame.wait_for_function(
        "() => window.__piquetTrainers[0].exercise.seed !== 'abc'", timeout=ENGINE_TIMEOUT
    )
    ex = frame.evaluate("() => window.__piquetTrainers[0].exercise")
    assert ex == exercise("point", ex["seed"], "fr").to_dict()
    assert f"seed={ex['seed']}" in frame.url
    check(frame, "fr", answer_point(frame, ex, wrong=False), right=True)
    assert page_errors == []


def test_the_site_serves_the_bundle_of_the_current_sources(site_dir: Path, tmp_path: Path) -> None:
    """The classic script on the pages is esbuild's bundle of today's trainer.js and its
    modules (not a stale one), and it loads as a classic script, without CORS."""
    out = tmp_path / "trainer.bundle.js"
    subprocess.run(trainer_build.bundle_command(out), cwd=ROOT, check=True, capture_output=True)
    served = site_dir / "assets" / "trainer" / "trainer.bundle.js"
    assert served.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")
    html = (site_dir / "fr" / "trainer" / "embed" / "index.html").read_text(encoding="utf-8")
    assert '<script src="../../../assets/trainer/trainer.bundle.js" defer>' in html
    assert 'type="module"' not in html
    assert "import.meta" not in out.read_text(encoding="utf-8")
