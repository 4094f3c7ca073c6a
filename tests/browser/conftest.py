"""Shared Playwright harness for the real-browser tests (marker ``browser``).

What it gives every test under ``tests/browser/``:

* ``site_dir`` (session): the built site, ``site/`` at the repository root. The tests do not
  build it: ``make test`` runs ``make site`` first (alone: ``make site && pytest tests/browser``).
* ``site_server`` / ``base_url`` (session): a static HTTP server on a free port of 127.0.0.1
  serving ``site/``, started for the session and shut down after it. It is Python's
  ``http.server`` (no compression, like ``python -m http.server``), with the types the site
  needs (``.wasm`` application/wasm, ``.mjs``/``.js`` text/javascript). ``page.goto("fr/")``
  is relative to ``base_url``.
* ``browser_type_launch_args`` (session): Debian's ``/usr/bin/chromium`` with the team's flags
  (headless, no sandbox, no background networking ...), overriding pytest-playwright's.
  Playwright's own browser downloads are never used.
* ``offsite_requests`` (autouse): every request of the test's browser context that is not to
  127.0.0.1 (or a ``data:``/``blob:`` URL) is aborted and recorded; the test FAILS at
  teardown if there was one. Nothing the site loads may come from another host.
* ``http_errors``: the 127.0.0.1 responses with status >= 400 (e.g. a missing sitemap or
  script), for tests that assert there are none.
* ``site_search`` -> ``site_search(page, query)``: types a query into Material's search until it
  answers (its index loads in a worker and ignores input typed before it is ready) and
  returns the result links ([] for "no matching documents").

Every test in this directory is marked ``browser`` automatically. Use the ``page`` fixture
of pytest-playwright (a fresh context per test).
"""

from __future__ import annotations

import functools
import http.server
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, Request, Response, Route

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
LOCAL_HOSTS = {"127.0.0.1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".xml": "application/xml",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` first", pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[http.server.ThreadingHTTPServer]:
    handler = functools.partial(_Handler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def base_url(site_server: http.server.ThreadingHTTPServer) -> str:
    host, port = site_server.server_address[:2]
    return f"http://{host!s}:{port}/"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make chromium`", pytrace=False)
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": CHROMIUM_ARGS,
    }


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname in LOCAL_HOSTS


@pytest.fixture(autouse=True)
def offsite_requests(context: BrowserContext) -> Iterator[list[str]]:
    blocked: list[str] = []

    def guard(route: Route, request: Request) -> None:
        if is_local(request.url):
            route.continue_()
        else:
            blocked.append(request.url)
            route.abort("blockedbyclient")

    context.route("**/*", guard)
    yield blocked
    assert not blocked, f"requests to other hosts: {blocked}"


@pytest.fixture
def http_errors(context: BrowserContext) -> list[str]:
    errors: list[str] = []

    def record(response: Response) -> None:
        if response.status >= 400 and is_local(response.url):
            errors.append(f"{response.status} {response.url}")

    context.on("response", record)
    return errors


def search(page: Page, query: str, timeout: float = 20.0) -> list[str]:
    """Type ``query`` into Material's search until it answers; all the result links' URLs.

    Returns [] once the search (index ready) says "no matching documents" in the page's
    language; raises AssertionError if it never answers within ``timeout`` seconds.
    """
    none = page.evaluate(
        "() => JSON.parse(document.getElementById('__config').textContent)"
        ".translations['search.result.none']"
    )
    box = page.locator("input.md-search__input")
    box.click()  # focusing the box opens the search dialog
    items = page.locator("li.md-search-result__item > a.md-search-result__link")
    meta = page.locator(".md-search-result__meta")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        box.fill(query)
        box.press("End")
        page.wait_for_timeout(250)
        if items.count():
            # Material renders results ten at a time as the list is scrolled: render them all
            for _ in range(50):
                count = items.count()
                items.nth(count - 1).scroll_into_view_if_needed()
                page.wait_for_timeout(150)
                if items.count() == count:
                    break
            return [a.get_attribute("href") or "" for a in items.all()]
        if meta.inner_text().strip() == none:
            return []
    raise AssertionError(f"search for {query!r} showed nothing within {timeout} s")


@pytest.fixture
def site_search() -> Callable[[Page, str], list[str]]:
    return search
