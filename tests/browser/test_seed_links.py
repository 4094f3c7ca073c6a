"""A shared ``?seed=`` link and a sandboxed embed show the hand asked for, first.

* A drill page opened on ``?seed=X`` showed another hand (the page's built-in one), then
  swapped it for X's when the engine came up, wiping what the learner had typed. Now the first
  hand painted is X's: built in (the page's own or one of its other first exercises, shown
  while the page parses, ``docs/assets/trainer/pick.js``), or else "Dealing hand X…" until the
  engine deals it; a hand on show is never replaced under the learner's answers.
* An iframe sandboxed without allow-same-origin (WordPress) has no engine: it showed another
  hand of the drill under a long red notice. Now the Share panel's embed code carries the
  exercise in its own address (``#x=``, ``docs/assets/trainer/carry.js``), the frame shows it
  and checks it there, with one short line for what needs the site (new hands).

What the page paints is recorded before each frame (``requestAnimationFrame``, from the first
one): the hands on the stage, in order, and "wait: " and its text for the waiting line. The
expected hands are the engine's, run here in Python (``piquet_core.trainer.exercise``); the
texts are the catalogs'. At a phone's width (390 x 844) and a desktop's (1280 x 900), in
English and another language.
"""

from __future__ import annotations

import http.server
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import ENGINE_TIMEOUT, PREFIX, check_answers, fill_answers  # noqa: E402

from generators import trainer as trainer_build  # noqa: E402
from piquet_core.trainer import exercise  # noqa: E402
from piquet_core.trainer.exchange import expert_lines  # noqa: E402
from piquet_core.trainer.ui import ui_strings  # noqa: E402

VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU

RECORD = """(() => {
  const painted = (window.__pqPainted = []);
  const look = () => {
    const stage = document.querySelector(".pq-trainer .pq-stage");
    // what the learner sees: a stage hidden while pick.js chooses its hand is not painted
    if (stage && getComputedStyle(stage).visibility !== "hidden") {
      const faces = stage.querySelectorAll(".pq-hand [data-card], .pq-listbox [data-value]");
      const cards = Array.from(faces, (c) => c.dataset.card || c.dataset.value).join(" ");
      const wait = stage.querySelector(".pq-wait");
      const key = cards || (wait ? "wait: " + wait.textContent : "");
      if (key && key !== painted[painted.length - 1]) painted.push(key);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();"""


class _Host(http.server.BaseHTTPRequestHandler):
    """The host page (a course page on another site), whatever the path."""

    body = b""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def host() -> Iterator[http.server.ThreadingHTTPServer]:
    """A second server on another port of 127.0.0.1: another origin than the site's."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Host)
    thread = threading.Thread(target=server.serve_forever, name="host-server", daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)
    page.add_init_script(RECORD)  # in every frame, before the page's own scripts


def cards(ex: dict[str, Any]) -> str:
    """The cards an exercise shows, in order, as the recorder writes them."""
    shown = [c["code"] for h in ex["hands"] for c in h["cards"]]
    if ex.get("listbox"):
        shown += [c["code"] for c in ex["listbox"]["cards"]]
    return " ".join(shown)


def painted(where: Page | Frame) -> list[str]:
    return where.evaluate("() => window.__pqPainted")  # type: ignore[no-any-return]


def shown(where: Page | Frame) -> dict[str, Any]:
    return where.evaluate("() => window.__piquetTrainers[0].exercise")  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("size", "lang", "drill"),
    [("phone", "en", "point"), ("desktop", "en", "dialogue"), ("phone", "fr", "sets"),
     ("desktop", "fr", "point")],
)  # fmt: skip
def test_a_seed_links_first_hand_is_its_own(
    page: Page, base_url: str, size: str, lang: str, drill: str
) -> None:
    """A seed the page does not carry: "Dealing hand X…", then X's hand, and no other."""
    seed = "k3j9x2"
    assert seed not in trainer_build.first_seeds(drill)
    want = exercise(drill, seed, lang).to_dict()
    page.set_viewport_size(VIEWPORTS[size])  # type: ignore[arg-type]
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed={seed}")
    page.wait_for_function(
        "() => document.querySelector('.pq-trainer').dataset.urlDeal", timeout=ENGINE_TIMEOUT
    )
    assert shown(page) == want
    expect(page.locator(".pq-stage .pq-wait")).to_have_count(0)
    waiting = "wait: " + ui_strings(lang)["dealing_seed"].replace("{seed}", seed)
    assert painted(page) == [waiting, cards(want)]  # never another hand
    # the learner's answers stay when the engine deals the next hand ahead
    expected = fill_answers(page, want, wrong=False)
    page.wait_for_timeout(500)
    check_answers(page, lang, expected, right=True)
    assert shown(page)["seed"] == seed


@pytest.mark.parametrize(("size", "lang"), [("phone", "en"), ("desktop", "ru")])
def test_a_built_in_seeds_hand_is_shown_at_once_and_typing_survives_the_engine(
    page: Page, base_url: str, size: str, lang: str
) -> None:
    """A seed the page carries (one of its other first exercises): that hand from the first
    paint, no waiting line; what the learner types before the engine is up is still there
    after, and the hand is not replaced."""
    seed = trainer_build.first_seeds("point")[2]
    want = trainer_build._built_exercise("point", seed, lang).to_dict()
    assert want == exercise("point", seed, lang).to_dict()
    page.set_viewport_size(VIEWPORTS[size])  # type: ignore[arg-type]
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/?seed={seed}")
    assert painted(page) == [cards(want)]
    typed = page.locator(".pq-stage .pq-form input").first
    typed.fill("17")
    assert not page.evaluate("() => window.__piquetEngine")  # typed before the engine is up
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    page.wait_for_timeout(1000)  # the engine deals the next hand ahead meanwhile
    expect(typed).to_have_value("17")
    assert shown(page) == want
    assert painted(page) == [cards(want)]


def host_page(page: Page, host: http.server.ThreadingHTTPServer, code: str) -> Frame:
    """``code`` (an iframe) on a page of another origin, sandboxed as WordPress does; the
    frame, once its trainer is wired."""
    sandboxed = code.replace("<iframe ", '<iframe sandbox="allow-scripts" ', 1)
    _Host.body = f"<!doctype html><title>Course</title>{sandboxed}".encode()
    page.goto(f"http://127.0.0.1:{host.server_address[1]}/course.html")
    frame = page.locator("iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers.length")
    assert frame.evaluate("() => origin") == "null"
    return frame


@pytest.mark.parametrize(
    ("size", "lang", "drill"),
    [("phone", "en", "point"), ("desktop", "ru", "point"), ("desktop", "fr", "exchange")],
)
def test_the_embed_code_shows_its_hand_in_a_sandboxed_frame(
    page: Page, base_url: str, host: http.server.ThreadingHTTPServer, size: str, lang: str,
    drill: str,
) -> None:  # fmt: skip
    """The Share panel's code of a hand the engine dealt, pasted on another site that
    sandboxes it: that hand, checked; one short line for new hands, which need the site. An
    exchange comes with the expert's discard (the engine, which checks it, cannot run there)."""
    seed = "q8b2q2"
    want = exercise(drill, seed, lang).to_dict()
    page.set_viewport_size(VIEWPORTS[size])  # type: ignore[arg-type]
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed={seed}")
    page.wait_for_function(
        "() => document.querySelector('.pq-trainer').dataset.urlDeal", timeout=ENGINE_TIMEOUT
    )
    page.locator(".pq-share summary").click()
    page.wait_for_function(
        "() => document.querySelector('.pq-iframe').value.includes('#x=')", timeout=ENGINE_TIMEOUT
    )
    code = page.locator(".pq-iframe").input_value()
    src = f"{base_url}{PREFIX[lang]}trainer/embed/?drill={drill}&seed={seed}#x="
    assert code.startswith(f'<iframe src="{src}'), code
    frame = host_page(page, host, code)
    s = ui_strings(lang)
    status = frame.locator(".pq-engine")
    url = f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed={seed}"
    expect(status).to_have_text(f"{s['sandbox_more']} {url}")
    expect(status).not_to_have_class("pq-engine pq-failed")
    waiting = "wait: " + s["dealing_seed"].replace("{seed}", seed)
    assert painted(frame) in ([waiting, cards(want)], [cards(want)]), painted(frame)
    expect(frame.locator(".pq-next")).to_be_disabled()
    if drill == "exchange":
        assert shown(frame) == {**want, "explanation": list(expert_lines(seed, lang))}
        return
    assert shown(frame) == want
    expected = fill_answers(frame, want, wrong=False)  # type: ignore[arg-type]
    check_answers(frame, lang, expected, right=True)  # type: ignore[arg-type]


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "fr")])
def test_a_sandboxed_frame_never_shows_another_hand(
    page: Page, base_url: str, host: http.server.ThreadingHTTPServer, size: str, lang: str
) -> None:
    """An address with only ``drill=`` and ``seed=`` (an older code): the frame cannot deal
    that hand, says so in one line with the hand's address on the site, and shows no other."""
    page.set_viewport_size(VIEWPORTS[size])  # type: ignore[arg-type]
    src = f"{base_url}{PREFIX[lang]}trainer/embed/?drill=sets&seed=abc"
    code = f'<iframe src="{src}" title="Piquet" width="100%" height="900"></iframe>'
    frame = host_page(page, host, code)
    s = ui_strings(lang)
    url = f"{base_url}{PREFIX[lang]}trainer/sets/?seed=abc"
    note = frame.locator(".pq-stage .pq-wait")
    expect(note).to_have_text(s["sandbox_needs_site"].replace("{seed}", "abc") + " " + url)
    assert note.locator("a").get_attribute("href") == url
    dealing = "wait: " + s["dealing_seed"].replace("{seed}", "abc")
    told = "wait: " + str(note.text_content())
    assert painted(frame) in ([dealing, told], [told]), painted(frame)  # never a hand
    expect(frame.locator(".pq-engine")).to_have_text("")
