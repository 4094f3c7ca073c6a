"""``python -m bench.wire``: the engine's weight on the wire, in Chromium, throttled.

Serves the built site (``make site`` first) from 127.0.0.1 as a static host serves it
(:class:`StaticServer`: a file's precompressed ``.br`` or ``.gz`` neighbour when the browser
accepts it, otherwise gzip on the fly for the types static hosts compress: HTML, CSS, JS,
JSON, SVG, wasm; never the zip archives; ``ETag`` and ``Cache-Control: no-cache``, so a
second visit revalidates), and drives Debian's Chromium through a link throttled with the
DevTools protocol (``Network.emulateNetworkConditions``, which Chromium applies to the page
and to its dedicated workers):

* ``4g``: 9 Mbit/s down, 1.5 Mbit/s up, 40 ms latency (a good 4G link);
* ``slow``: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency (a poor one);
* ``local``: no throttling.

For each link, each page (the point and exchange drills, the play page) is visited **cold**
(a new browser profile) and then **warm** (the same profile, a new tab, after the first
visit's engine is ready and the browser has had time to write its caches). Measured on each
visit, from navigation start:

* **usable**: the ``pq-usable`` mark (the build-time exercise wired and answerable; drills);
* **engine ready**: the ``pq-engine-ready`` mark (the engine answers in its Web Worker);
* **first engine hand**: a drill's "Next hand" pressed as soon as the page is usable, until
  a new hand is on the page (a built-in one while the engine is on its way); the play page's
  "Start the partie" pressed as soon as it can be, until the first deal is on screen, its
  exchange to choose (``play``: the partie the page offers, whose first deal is built in;
  ``play-link``: a shared link's partie, ``?seed=``, which the engine deals);
* **bytes**: what the server sent (compressed, as on the wire), the engine's part (Pyodide,
  the wheel, the snapshot, the worker) and the page's (with what the service worker stores
  for offline use), counted until the engine's snapshot is kept for the next visit and 3 s
  more (the learner is still on the page).

Writes ``bench/wire_results.json``; ``--readme`` rewrites the table between the
``wire-bench`` markers of bench/README.md. ``--links 4g,local`` and ``--pages`` select.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import mimetypes
import re
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
OUT = Path(__file__).with_name("wire_results.json")
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
LINKS: dict[str, dict[str, float] | None] = {
    # bytes per second and milliseconds, as Network.emulateNetworkConditions takes them
    "4g": {"downloadThroughput": 9e6 / 8, "uploadThroughput": 1.5e6 / 8, "latency": 40},
    "slow": {"downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8, "latency": 150},
    "local": None,
}
LINK_NAMES = {
    "4g": "good 4G: 9 Mbit/s down, 1.5 up, 40 ms",
    "slow": "poor: 1.6 Mbit/s down, 0.75 up, 150 ms",
    "local": "localhost, no throttling",
}
PAGES = {
    "point": "trainer/point/",
    "exchange": "trainer/exchange/",
    "play": "play/",
    "play-link": "play/?seed=bench-wire",
}
ENGINE = ("assets/pyodide/", "assets/wheels/", "assets/trainer/worker.js")
COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".txt"}
TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    ".json": "application/json", ".svg": "image/svg+xml", ".whl": "application/zip",
    ".html": "text/html; charset=utf-8", ".css": "text/css", ".zip": "application/zip",
}  # fmt: skip
WARM_AFTER_MS = 3000
TIMEOUT_MS = 300_000


class StaticServer(http.server.ThreadingHTTPServer):
    """Serves a built site as a static host does, and records every body it sends."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.cache: dict[Path, tuple[int, bytes]] = {}
        self.sent: list[tuple[str, int, str]] = []
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Handler)

    def gzipped(self, path: Path) -> bytes:
        mtime = path.stat().st_mtime_ns
        with self.lock:
            hit = self.cache.get(path)
            if hit is None or hit[0] != mtime:
                hit = (mtime, gzip.compress(path.read_bytes(), 6, mtime=0))
                self.cache[path] = hit
        return hit[1]


class _Handler(http.server.BaseHTTPRequestHandler):
    server: StaticServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        rel = self.path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
        path = (self.server.root / rel).resolve()
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file() or self.server.root not in path.parents:
            self.send_error(404)
            return
        stat = path.stat()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"'
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            with self.server.lock:
                self.server.sent.append((rel, 0, "304"))
            return
        accept = self.headers.get("Accept-Encoding", "")
        encoding, body = "", b""
        for enc, suffix in (("br", ".br"), ("gzip", ".gz")):
            pre = path.with_name(path.name + suffix)
            if enc in accept and pre.is_file():
                encoding, body = enc, pre.read_bytes()
                break
        if not encoding and path.suffix in COMPRESSED and "gzip" in accept:
            encoding, body = "gzip", self.server.gzipped(path)
        if not encoding:
            body = path.read_bytes()
        self.send_response(200)
        ctype = TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0]
        self.send_header("Content-Type", ctype or "application/octet-stream")
        if encoding:
            self.send_header("Content-Encoding", encoding)
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.wfile.write(body)
        with self.server.lock:
            self.server.sent.append((rel, len(body), encoding or "identity"))


def _mark(page: Any, name: str) -> float:
    page.wait_for_function(
        f"() => performance.getEntriesByName({name!r}).length > 0", timeout=TIMEOUT_MS
    )
    return float(page.evaluate(f"() => performance.getEntriesByName({name!r})[0].startTime"))


def _first_hand(page: Any, drill: bool) -> float:
    """Navigation start to the first hand the engine dealt: a drill's "Next hand" pressed as
    soon as the page answers; the play page's first deal."""
    if drill:
        _mark(page, "pq-usable")
        seed = page.evaluate("() => window.__piquetTrainers[0].exercise.seed")
        page.click("button.pq-next")
        page.wait_for_function(
            f"() => window.__piquetTrainers[0].exercise.seed !== {seed!r}", timeout=TIMEOUT_MS
        )
    else:
        if "seed=" not in page.url:
            page.click("button.pq-start:not([disabled])", timeout=TIMEOUT_MS)
        page.wait_for_function(
            "() => window.__piquetPlay && window.__piquetPlay.views.length > 0",
            timeout=TIMEOUT_MS,
        )
    return float(page.evaluate("() => performance.now()"))


def _snapshot_kept(page: Any) -> float | None:
    """Navigation start to the engine's snapshot stored in Cache Storage for the next visit
    (None if it was not within two minutes)."""
    kept = """async () => {
        const cache = await caches.open("piquet-engine-snapshot");
        const keys = await cache.keys();
        const hit = keys.length > 0 && (await cache.match(keys[0]));
        return Boolean(hit) && (await hit.blob()).size > 1e6;
    }"""
    for _ in range(240):
        if page.evaluate(kept):  # (wait_for_function takes a promise for a true value)
            return round(float(page.evaluate("() => performance.now()")))
        page.wait_for_timeout(500)
    return None


def _visit(ctx: Any, url: str, link: dict[str, float] | None, drill: bool) -> dict[str, Any]:
    page = ctx.new_page()
    if link is not None:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, **link})
    page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
    out: dict[str, Any] = {}
    out["first_hand_ms"] = round(_first_hand(page, drill))
    out["usable_ms"] = round(_mark(page, "pq-usable")) if drill else None
    out["engine_ready_ms"] = round(_mark(page, "pq-engine-ready"))
    info = page.evaluate("() => window.__piquetEngine")
    out["snapshot"] = info.get("snapshotSource") if info.get("snapshot") else None
    out["page"] = page
    return out


def _run(base: str, server: StaticServer, links: list[str], pages: list[str]) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    results: dict[str, Any] = {}
    with sync_playwright() as p:
        for link_name in links:
            link = LINKS[link_name]
            for name in pages:
                row: dict[str, Any] = {}
                with tempfile.TemporaryDirectory() as profile:
                    ctx = p.chromium.launch_persistent_context(
                        profile, executable_path=CHROMIUM, args=ARGS, headless=True
                    )
                    for visit in ("cold", "warm"):
                        with server.lock:
                            server.sent.clear()
                        got = _visit(ctx, base + PAGES[name], link, not name.startswith("play"))
                        # the learner stays on the page: what is still on its way (the
                        # service worker's cache, the snapshot kept for the next visit)
                        got["kept_ms"] = _snapshot_kept(got["page"])
                        got["page"].wait_for_timeout(WARM_AFTER_MS)
                        with server.lock:
                            sent = list(server.sent)
                        got["page"].close()
                        del got["page"]
                        got["engine_kb"] = round(
                            sum(n for path, n, _ in sent if path.startswith(ENGINE)) / 1024, 1
                        )
                        got["page_kb"] = round(
                            sum(n for path, n, _ in sent if not path.startswith(ENGINE)) / 1024,
                            1,
                        )
                        got["requests"] = len(sent)
                        row[visit] = got
                        print(link_name, name, visit, json.dumps(got), flush=True)
                    ctx.close()
                results.setdefault(link_name, {})[name] = row
    return results


def readme_table(results: dict[str, Any]) -> str:
    lines = [
        "| link | page | visit | usable ms | engine ready ms | first engine hand ms "
        "| engine KB | page KB |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    for link, pages in results.items():
        for name, row in pages.items():
            for visit, got in row.items():
                usable = "—" if got["usable_ms"] is None else got["usable_ms"]
                lines.append(
                    f"| {link} | {name} | {visit} | {usable} | {got['engine_ready_ms']} "
                    f"| {got['first_hand_ms']} | {got['engine_kb']} | {got['page_kb']} |"
                )
    lines.append("")
    lines.append("Links: " + "; ".join(f"`{k}` {LINK_NAMES[k]}" for k in results) + ".")
    return "\n".join(lines)


def write_readme(results: dict[str, Any], marker: str) -> None:
    readme = ROOT / "bench" / "README.md"
    text = readme.read_text(encoding="utf-8")
    start, end = f"<!-- {marker}:start -->", f"<!-- {marker}:end -->"
    if start not in text:
        raise SystemExit(f"bench/README.md has no {marker} markers")
    new = re.sub(re.escape(start) + ".*?" + re.escape(end),
                 start + "\n" + readme_table(results) + "\n" + end, text, flags=re.S)  # fmt: skip
    readme.write_text(new, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.wire", description=__doc__)
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default site/)")
    parser.add_argument("--links", default="4g,slow,local")
    parser.add_argument("--pages", default=",".join(PAGES))
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--readme", metavar="MARKER", help="rewrite that table in the README")
    args = parser.parse_args(argv)
    if not (args.site / "trainer" / "point" / "index.html").is_file():
        print(f"{args.site} is not built: run `make site` first")
        return 2
    server = StaticServer(args.site.resolve())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        links, pages = args.links.split(","), args.pages.split(",")
        results = _run(f"http://127.0.0.1:{server.server_address[1]}/", server, links, pages)
    finally:
        server.shutdown()
    args.out.write_text(json.dumps(results, indent=1) + "\n")
    print(readme_table(results))
    if args.readme:
        write_readme(results, args.readme)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
