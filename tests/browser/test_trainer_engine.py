"""The trainer's engine in the browser: Pyodide in a Web Worker, the wheel, nothing off-host.

The engine in the page: Pyodide self-hosted, the pure-Python wheel installed
offline, started only on pages that need it, and a clear message when it cannot load.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Page, Request, expect
from trainer_helpers import (
    ENGINE_TIMEOUT,
    assert_snapshot_source,
    next_exercise,
    slow_link,
    wait_snapshot_kept,
    wait_until,
)

expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


def wait_engine(page: Page) -> dict[str, object]:
    page.wait_for_function("() => window.__piquetEngine", timeout=ENGINE_TIMEOUT)
    info = page.evaluate("() => window.__piquetEngine")
    assert isinstance(info, dict)
    return info


def test_engine_loads_in_a_worker_from_this_host_only(page: Page, base_url: str) -> None:
    requests: list[Request] = []
    page.context.on("request", lambda r: requests.append(r))
    page.goto(base_url + "trainer/point/")
    info = wait_engine(page)
    assert info["python"].startswith("3.14"), info  # Pyodide 314's CPython, not the host's
    urls = [r.url for r in requests]
    hosts = {urlsplit(u).hostname for u in urls if urlsplit(u).scheme in ("http", "https")}
    assert hosts == {"127.0.0.1"}, hosts
    names = sorted(urlsplit(u).path.rsplit("/", 1)[1] for u in urls if "/assets/wheels/" in u)
    wheels = [n for n in names if n.endswith(".whl")]
    assert len(wheels) == 1, names  # the wheel (and the build's snapshot on a fast link)
    assert re.fullmatch(r"piquet_core-[\w.]+-py3-none-any\.whl", wheels[0]), names
    assert_snapshot_source(info, urls)  # the build's on a fast link, else made here
    assert info["booted"] is True, info  # started by the container's inline boot script
    assert len([u for u in urls if u.endswith("/assets/trainer/worker.js")]) == 1  # one worker
    for runtime in ("pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert any(u.split("?")[0].endswith("/assets/pyodide/" + runtime) for u in urls), runtime
    assert page.evaluate("() => typeof window.loadPyodide") == "undefined"  # not on the page
    expect(page.locator(".pq-engine")).to_have_text(re.compile("ready", re.I))


def test_first_visit_on_a_slow_link_fetches_no_snapshot(page: Page, base_url: str) -> None:
    """On a link slower than a fast one (the wasm in over 500 ms), a first visit
    fetches no build snapshot (7.6 MB): Pyodide starts from scratch and keeps the snapshot
    it takes for the next visit."""
    slow_link(page)
    urls: list[str] = []
    page.context.on("request", lambda r: urls.append(r.url))
    page.goto(base_url + "trainer/point/")
    info = wait_engine(page)
    assert info["link"]["fast"] is False, info
    assert_snapshot_source(info, urls)
    next_exercise(page)


def test_second_visit_restores_the_snapshot_from_cache_storage(page: Page, base_url: str) -> None:
    """The snapshot the first visit took is kept in Cache Storage under the build's versioned
    snapshot address: the second visit restores it (and downloads no snapshot); a new build
    (a new address) would start from scratch and replace it."""
    page.goto(base_url + "trainer/sets/")
    assert wait_engine(page)["snapshotSource"] in ("making", "network")
    wait_snapshot_kept(page)
    fetched: list[str] = []
    page.context.on("request", lambda r: fetched.append(r.url))
    page.goto(base_url + "fr/trainer/point/")
    info = wait_engine(page)
    assert info["snapshot"] is True and info["snapshotSource"] == "cache", info
    assert not [u for u in fetched if ".snapshot.gz" in u], fetched
    keys = page.evaluate(
        """async () => (await (await caches.open("piquet-engine-snapshot")).keys())
            .map((r) => r.url)"""
    )
    assert len(keys) == 1 and ".snapshot.gz?v=" in keys[0], keys


def test_engine_starts_without_a_snapshot_that_does_not_restore(page: Page, base_url: str) -> None:
    """A stored snapshot that does not restore (a corrupt or foreign one): Pyodide starts
    from scratch, the drills work the same, the page does not say the engine failed, and
    the bad copy is replaced by a good one."""
    page.goto(base_url + "ru/")
    init = page.evaluate(
        """async () => {
            const html = await (await fetch("trainer/point/")).text();
            const doc = new DOMParser().parseFromString(html, "text/html");
            return JSON.parse(doc.querySelector("[data-engine]").dataset.engine);
        }"""
    )
    key = page.evaluate(
        """async (snapshotURL) => {
            const worker = new URL("/assets/trainer/worker.js", location.href);
            const url = new URL(snapshotURL, worker).href;
            const cache = await caches.open("piquet-engine-snapshot");
            await cache.put(url, new Response(new Uint8Array(4096).fill(7)));
            return url;
        }""",
        init["snapshotURL"],
    )
    page.goto(base_url + "ru/trainer/point/")
    info = wait_engine(page)
    assert info["snapshot"] is False, info
    next_exercise(page)
    expect(page.locator(".pq-engine")).not_to_have_class(re.compile("pq-failed"))
    wait_until(
        page,
        """async (key) => {
            const hit = await (await caches.open("piquet-engine-snapshot")).match(key);
            return Boolean(hit) && (await hit.blob()).size > 1e6;
        }""",
        key,
    )


@pytest.mark.parametrize("link", ["slow", "fast"])
def test_snapshot_holds_every_module_and_catalog(
    browser: Browser, base_url: str, link: str
) -> None:
    """The restored engine answers without reading a file of its own: after a first visit
    (in English) took the snapshot (on a slow link) or fetched the build's (on a fast one,
    made in Node with Pyodide's whole standard library, restored over the site's trimmed
    one), with the wheel unreachable (and no service worker to answer for it), the Russian
    exchange drill is checked by the engine (the advisor and the bots) and deals again."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.set_default_timeout(30_000)
    if link == "slow":
        slow_link(page)
    page.goto(base_url + "trainer/point/")
    first = wait_engine(page)
    if link == "fast" and not first["link"]["fast"]:
        pytest.skip(f"localhost was not a fast link under this load: {first['link']}")
    assert first["snapshotSource"] == ("making" if link == "slow" else "network"), first
    wait_snapshot_kept(page)
    page.route("**/assets/wheels/*.whl*", lambda route: route.abort())
    page.goto(base_url + "ru/trainer/exchange/")
    info = wait_engine(page)
    assert info["snapshot"] is True, info
    box = page.locator('.pq-stage [role="listbox"]')
    box.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    expect(page.locator(".pq-explanation li").first).to_be_visible(timeout=ENGINE_TIMEOUT)
    assert re.search("[\\u0430-\\u044f]", page.locator(".pq-explanation").inner_text())  # Russian
    next_exercise(page)
    expect(page.locator(".pq-engine")).not_to_have_class(re.compile("pq-failed"))
    context.close()


def test_snapshot_restores_fresh_randomness(browser: Browser, base_url: str) -> None:
    """A snapshot freezes the state of ``random`` when it was taken; the worker reseeds it
    from the browser's entropy on each restore, so two visits restoring the same snapshot
    do not share a random stream."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base_url + "trainer/point/")
    assert wait_engine(page)["snapshotSource"] in ("making", "network")
    wait_snapshot_kept(page)
    draws = []
    for _ in range(2):
        page.goto(base_url + "trainer/point/")
        info = wait_engine(page)
        assert info["snapshotSource"] == "cache", info
        draws.append(info["randomProbe"])
    context.close()
    assert all(isinstance(d, float) for d in draws), draws
    assert draws[0] != draws[1], draws


WORKER_PROBE = """(() => {
  const Real = window.Worker;
  window.__pqWorkers = [];
  window.Worker = class extends Real {
    constructor(url, options) { window.__pqWorkers.push(String(url)); super(url, options); }
  };
})()"""
"""Records every worker a page creates (``window.__pqWorkers``), before the page's scripts."""


@pytest.mark.parametrize(("path", "starts"), [("", False), ("trainer/point/", True)])
def test_only_trainer_pages_start_the_engine(
    page: Page, base_url: str, path: str, starts: bool
) -> None:
    """The engine's worker is created once the page has loaded and the browser is idle (by
    the boot script inlined in a drill's container, else by the trainer's deferred script):
    once the network is idle, a page that would start it has done so, and the rules page has
    not. The drill page shows the probe sees it."""
    requests: list[str] = []
    page.context.on("request", lambda r: requests.append(r.url))
    page.add_init_script(WORKER_PROBE)
    page.goto(base_url + path)
    if starts:  # the worker follows the load event and an idle callback (500 ms at most)
        page.wait_for_function(
            "() => window.__pqWorkers.some(u => u.endsWith('/assets/trainer/worker.js'))"
        )
    else:
        page.wait_for_load_state("networkidle")
    workers = page.evaluate("() => window.__pqWorkers")
    engine = [u for u in workers if u.endswith("/assets/trainer/worker.js")]
    assert len(engine) == (1 if starts else 0), workers
    if not starts:
        assert not [u for u in requests if "/assets/pyodide/" in u or "/assets/wheels/" in u]


def test_engine_failure_is_reported_and_first_exercise_still_works(
    page: Page, base_url: str
) -> None:
    page.route("**/assets/wheels/**", lambda route: route.abort())
    page.goto(base_url + "fr/trainer/point/")
    status = page.locator(".pq-engine")
    expect(status).to_have_text(re.compile("moteur de règles n’a pas pu"), timeout=ENGINE_TIMEOUT)  # noqa: RUF001
    expect(status).to_have_class(re.compile("pq-failed"))
    data = page.evaluate("() => window.__piquetTrainers[0].exercise")
    answers = {q["id"]: q["answer"][0] for q in data["questions"]}
    page.fill("input[name=cards]", answers["cards"])
    page.fill("input[name=pips]", answers["pips"])
    page.click("button.pq-check")
    expect(page.locator(".pq-verdict")).to_have_text("Tout est juste\u202f!")
