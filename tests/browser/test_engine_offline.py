"""After one visit to a drill page, the drills and the play page work offline, and a
rebuilt site's new engine replaces the stored one on the next visit.

The site's service worker (``site/sw.js``, generators/offline.py) is registered by the engine
once it is ready; it stores the engine, the drill pages and the play page in every language.
The engine's memory snapshot, taken in the browser on the first visit, is restored on the
next ones from Cache Storage.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import io
import re
import shutil
import sys
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from trainer_helpers import (
    ENGINE_TIMEOUT,
    next_exercise,
    page_exercise,
    slow_link,
    wait_snapshot_kept,
    wait_until,
)

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # the build-time generators are not an installed package
    sys.path.insert(0, str(ROOT))

from generators import offline  # noqa: E402

DRILLS = ("point", "sequences", "sets", "dialogue", "exchange", "bezique")


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def wait_engine(page: Page) -> dict[str, Any]:
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    info = page.evaluate("() => window.__piquetEngine")
    assert isinstance(info, dict)
    return info


def wait_offline_ready(page: Page) -> str:
    """Wait until the service worker controls the page (it claims pages once its cache is
    filled); return its script's address."""
    page.wait_for_function("() => navigator.serviceWorker.controller", timeout=ENGINE_TIMEOUT)
    return str(page.evaluate("() => navigator.serviceWorker.controller.scriptURL"))


def test_first_visit_fetches_no_snapshot_and_keeps_one(page: Page, base_url: str) -> None:
    """A first visit on a phone's link starts Pyodide from scratch (no 7.6 MB snapshot on the
    wire) and keeps the snapshot it takes for the next visit, which restores it and downloads
    no engine."""
    fetched: list[str] = []
    page.context.on("request", lambda r: fetched.append(r.url))
    slow_link(page)
    page.goto(base_url + "trainer/point/")
    info = wait_engine(page)
    assert info["snapshot"] is False and info["snapshotSource"] == "making", info
    assert not [u for u in fetched if ".snapshot.gz" in u], fetched
    stdlib = [u for u in fetched if u.endswith("/assets/pyodide/python_stdlib.zip")]
    assert len(stdlib) == 1, fetched
    wait_offline_ready(page)
    wait_snapshot_kept(page)
    responses: list[Any] = []
    page.on("response", lambda r: responses.append(r))
    page.goto(base_url + "ru/trainer/sets/")
    info = wait_engine(page)
    assert info["snapshot"] is True and info["snapshotSource"] == "cache", info
    next_exercise(page)
    assets = [r for r in responses if "/assets/" in r.url]
    assert assets, responses
    served = [r.url for r in assets if not r.from_service_worker]
    assert served == [], served  # every script and style from the service worker's cache


def test_every_page_works_offline_after_a_drill(
    page: Page, context: BrowserContext, base_url: str
) -> None:
    page.goto(base_url + "fr/trainer/sequences/")
    wait_engine(page)
    wait_offline_ready(page)
    wait_snapshot_kept(page)
    context.set_offline(True)
    for lang in ("", "fr/", "ru/"):
        for drill in DRILLS if lang == "" else ("point",):
            page.goto(f"{base_url}{lang}trainer/{drill}/")
            info = wait_engine(page)
            assert info["snapshot"] is True, (drill, info)
            next_exercise(page)
            expect(page.locator(".pq-engine")).not_to_have_class(re.compile("pq-failed"))
        page.goto(f"{base_url}{lang}play/?seed=offline")
        page.wait_for_function("() => window.__piquetPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
        assert page.evaluate("() => window.__piquetPlay.errors") == []
        expect(page.locator(".pq-hand")).to_be_visible()
    # the reference reads offline too, in the reader's language
    for address, lang in (("rules/", "en"), ("", "en"), ("ru/laws/", "ru"), ("glossary/", "en"),
                          ("bezique-play/", "en"), ("fr/disagreements/", "fr")):  # fmt: skip
        page.goto(base_url + address)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("article h1")).to_be_visible()
    page.goto(base_url + "fr/no/such/page/")  # not kept: its language's 404 page, linking home
    expect(page.locator("h1")).to_contain_text("Page introuvable")
    expect(page.get_by_role("link", name=re.compile("Aller à la page d.accueil"))).to_be_visible()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012  (the base class's attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def site_copy(site_dir: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the built site, served on its own port (the test rebuilds its engine)."""
    root = tmp_path / "site"
    shutil.copytree(site_dir, root, ignore=shutil.ignore_patterns("*.gz", "*.br"))
    handler = functools.partial(_Quiet, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def _rebuild_engine(root: Path, version: str) -> str:
    """What a new build does to the engine: a new wheel (here its version changed), hence a
    new cache-busting query in every page's ``data-engine`` and a new ``sw.js``; returns
    the new query's value."""
    (wheel,) = (root / "assets" / "wheels").glob("*.whl")
    out = io.BytesIO()
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "piquet_core/__init__.py":
                data = data.replace(b'__version__ = "0.1.0"', f'__version__ = "{version}"'.encode())
                assert version.encode() in data
            dst.writestr(info, data)
    wheel.write_bytes(out.getvalue())
    manifest = root / "assets" / "wheels" / "manifest.json"
    old_ref = offline._wheel_ref(root).split("?v=")[1]
    text = manifest.read_text()
    old_sha = re.search(r'"sha256": "(\w+)"', text)
    assert old_sha
    new_sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    manifest.write_text(text.replace(old_sha.group(1), new_sha))
    new_ref = offline._wheel_ref(root).split("?v=")[1]
    assert new_ref != old_ref
    for html in root.rglob("index.html"):
        page = html.read_text(encoding="utf-8")
        if old_ref in page:
            html.write_text(page.replace(old_ref, new_ref), encoding="utf-8")
    offline.write_service_worker(root)
    return new_ref


def test_a_rebuilt_engine_replaces_the_stored_one(
    page: Page, context: BrowserContext, site_copy: tuple[Path, str]
) -> None:
    root, base = site_copy
    page.goto(base + "trainer/point/")
    assert wait_engine(page)["version"] == "0.1.0"
    first_sw = page.evaluate("() => fetch('/sw.js').then((r) => r.text())")
    wait_offline_ready(page)
    wait_snapshot_kept(page)
    page.goto(base + "trainer/exchange/")
    assert wait_engine(page)["snapshotSource"] == "cache"

    new_ref = _rebuild_engine(root, "0.1.0+rebuilt")
    page.goto(base + "trainer/point/")
    info = wait_engine(page)
    assert info["version"] == "0.1.0+rebuilt", info
    assert info["snapshot"] is False, info  # the old engine's snapshot is not restored
    # the new service worker takes over and drops the old build's cache: wait for the new
    # build's cache by name (before the browser has fetched the new sw.js, the old worker is
    # active with one cache too, and would answer offline with the old pages)
    new_sw = (root / "sw.js").read_text(encoding="utf-8")
    assert new_sw != first_sw
    version = re.search(r'const VERSION = "(\w+)";', new_sw)
    assert version, new_sw[:400]
    wait_until(
        page,
        """async (cacheName) => {
            const names = await caches.keys();
            const reg = await navigator.serviceWorker.getRegistration();
            const kept = names.filter(
              (n) => n.startsWith("piquet-") && n !== "piquet-engine-snapshot");
            return Boolean(reg && reg.active && !reg.installing && !reg.waiting &&
              navigator.serviceWorker.controller) && kept.length === 1 && kept[0] === cacheName;
        }""",
        "piquet-" + version.group(1),
    )
    # offline, the new engine (from the new cache and the new snapshot) answers
    wait_snapshot_kept(page, new_ref)
    context.set_offline(True)
    page.goto(base + "fr/trainer/point/")
    info = wait_engine(page)
    assert info["version"] == "0.1.0+rebuilt" and info["snapshot"] is True, info
    next_exercise(page)


def test_next_hand_never_waits_for_the_engine(page: Page, base_url: str) -> None:
    """Before the engine is ready (here its runtime never arrives), "Next hand" deals the
    page's other first exercises (built in, ``pq-alts``), each once, and the status line
    still says the engine is loading."""
    page.route("**/assets/pyodide/**", lambda route: None)  # held: never answered
    page.goto(base_url + "fr/trainer/sets/")
    page.wait_for_function("() => window.__piquetTrainers")
    status = page.locator(".pq-engine").inner_text()
    built = page.evaluate(
        """() => JSON.parse(document.querySelector("script.pq-alts").textContent)
            .map((a) => a.exercise.seed)"""
    )
    seen = [page_exercise(page)["seed"]]
    for _ in [s for s in built if s != seen[0]]:
        ex = next_exercise(page)
        assert ex["seed"] in built and ex["seed"] not in seen and ex["lang"] == "fr", ex
        seen.append(ex["seed"])
        assert page.locator(".pq-engine").inner_text() == status
    assert len(seen) >= 3, seen
    assert page.evaluate("() => window.__piquetEngine") is None
