"""An embed keeps working offline once visited.

A teacher's page on another origin loads the custom-elements script and shows a deal and an
exercise. Once their frames have run the engine (which registers the site's service worker,
generators/offline.py), the network goes down: a new exercise asked of the element (another
seed, another drill, another language) and another step of the deal are served by the service
worker, and the engine deals the asked seed; the custom-elements script itself is in the
worker's cache for the site's own pages.
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Frame, Page, expect
from trainer_helpers import ENGINE_TIMEOUT

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators import offline  # noqa: E402
from generators.deal_fence import worked_record  # noqa: E402
from piquet_core.trainer.deal_viewer import deal_steps, encode_record  # noqa: E402


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


@pytest.fixture
def host(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A teacher's site: another static server on 127.0.0.1 (another port, another origin)."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    handler.log_message = lambda *a: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", tmp_path
    finally:
        server.shutdown()
        server.server_close()


def frame_of(page: Page, needle: str) -> Frame:
    for _ in range(300):
        for f in page.frames:
            if needle in f.url:
                return f
        page.wait_for_timeout(100)
    raise AssertionError(f"no frame {needle}: {[f.url for f in page.frames]}")


def test_the_precache_holds_the_embeds_and_the_script(site_dir: Path) -> None:
    kept = offline.precache(site_dir)
    for ref in ("trainer/embed/", "trainer/deal-embed/", "fr/trainer/embed/",
                "ru/trainer/deal-embed/", "assets/embed/piquet.js"):  # fmt: skip
        assert ref in kept, ref


def test_an_embed_works_offline_once_visited(
    page: Page, context: BrowserContext, base_url: str, host: tuple[str, Path]
) -> None:
    origin, folder = host
    code = encode_record(worked_record())
    (folder / "course.html").write_text(
        f"""<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cours</title>
<script src="{base_url}assets/embed/piquet.js" defer></script></head><body>
<piquet-hand drill="sets" lang="fr"></piquet-hand>
<piquet-deal deal="{code}" lang="fr" step="2"></piquet-deal>
</body></html>""",
        encoding="utf-8",
    )
    page.set_viewport_size({"width": 1000, "height": 2400})  # every lazy frame in view
    page.goto(origin + "course.html")
    hand = frame_of(page, "trainer/embed/")
    hand.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    # the engine registered the service worker; it controls the frame once its cache is full
    hand.wait_for_function("() => navigator.serviceWorker.controller", timeout=ENGINE_TIMEOUT)
    assert hand.evaluate("() => navigator.serviceWorker.controller.scriptURL") == base_url + "sw.js"

    context.set_offline(True)
    assert page.evaluate("() => navigator.onLine") is False
    # another exercise asked of the element: its frame from the cache, the seed dealt
    page.evaluate(
        """() => { const e = document.querySelector("piquet-hand");
                   e.setAttribute("drill", "point"); e.setAttribute("seed", "offline1"); }"""
    )
    again = frame_of(page, "seed=offline1")
    again.wait_for_function(
        "() => document.querySelector('.pq-trainer')?.dataset.urlDeal === 'done'",
        timeout=ENGINE_TIMEOUT,
    )
    ex = again.evaluate("() => window.__piquetTrainers[0].exercise")
    assert (ex["drill"], ex["seed"], ex["lang"]) == ("point", "offline1", "fr"), ex
    expect(again.locator(".pq-engine")).not_to_have_class("pq-engine pq-failed")
    # another step of the deal, and a new element in another language
    page.evaluate("""() => document.querySelector("piquet-deal").setAttribute("step", "4")""")
    deal = frame_of(page, "step=4")
    deal.wait_for_function("() => window.__piquetDeals && window.__piquetDeals.length")
    steps = deal_steps(worked_record(), "fr")["steps"]
    assert isinstance(steps, list)
    expect(deal.locator(".pq-deal-view")).to_have_attribute("data-step", "4")
    expect(deal.locator(".pq-deal-comment")).to_have_text(str(steps[4]["comment"]))
    page.evaluate(
        """() => { const e = document.createElement("piquet-hand");
                   e.setAttribute("drill", "dialogue"); e.setAttribute("lang", "ru");
                   document.body.prepend(e); }"""
    )
    ru = frame_of(page, "ru/trainer/embed/")
    ru.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers.length")
    expect(ru.locator(".pq-stage .pq-card").first).to_be_visible()
    assert ru.evaluate("() => document.documentElement.lang") == "ru"
    # the custom-elements script, for the site's own pages, from the worker's cache
    script = again.evaluate(
        "(url) => fetch(url).then((r) => r.ok ? r.text() : '')",
        base_url + "assets/embed/piquet.js",
    )
    assert 'customElements.define("piquet-hand"' in script
