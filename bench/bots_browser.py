"""``python -m bench.bots_browser``: the advisor and the expert's moves timed in Chromium.

The engine runs as on the site: the self-hosted Pyodide (``docs/assets/pyodide``) and the
engine wheel the trainer builds (``docs/assets/wheels``), in a module Web Worker, in Debian's
Chromium driven by Playwright, served from 127.0.0.1. Timed inside the worker with
``time.perf_counter`` (wall clock: on a shared machine, load inflates it). The figures are
merged into bench/bots_results.json under ``"browser"``; ``python -m bench.bots --readme``
then shows them.
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "docs" / "assets"
RESULTS = Path(__file__).resolve().parent / "bots_results.json"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

PY = """
import json, random, time
from piquet_core.bots import draws
from piquet_core.bots.advisor import advise
from piquet_core.bots.players import Expert
from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import DealState, Play
rng = random.Random(1)
advisor = []
for _ in range(HANDS):
    hand = Hand(rng.sample(PACK, 12))
    for f in (draws.suit_table, draws.pair_table, draws.set_distribution):
        f.cache_clear()
    t = time.perf_counter()
    assert len(advise(hand, Seat.ELDER, samples=200).ranked) == 1585
    advisor.append(time.perf_counter() - t)
discard, play = [], []
for s in range(DEALS):
    bot, st = Expert(s), DealState.new(s)
    while not st.is_over:
        t = time.perf_counter()
        act = bot(st)
        dt = time.perf_counter() - t
        if st._step()[2] == "discard":
            discard.append(dt)
        elif isinstance(act, Play):
            play.append(dt)
        st = st.apply(act)
json.dumps({"advisor": advisor, "discard": discard, "play": play})
"""

WORKER = """
self.onmessage = async (e) => {
  try {
    const { indexURL, wheelURL, code } = e.data;
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    const py = await loadPyodide({ indexURL, lockFileURL: indexURL + "pyodide-lock.json",
                                   fullStdLib: false });
    const sp = py.runPython("import site; site.getsitepackages()[0]");
    py.unpackArchive(await (await fetch(wheelURL)).arrayBuffer(), "wheel", { extractDir: sp });
    self.postMessage({ ok: true, result: py.runPython(code) });
  } catch (err) { self.postMessage({ ok: false, error: String(err) }); }
};
"""

PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
const w = new Worker("worker.js", { type: "module" });
window.result = new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); });
w.postMessage({ indexURL: new URL("pyodide/", location).href,
                wheelURL: new URL("wheels/WHEEL", location).href, code: CODE });
</script>"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def run(hands: int = 5, deals: int = 3) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    wheel = json.loads((ASSETS / "wheels" / "manifest.json").read_text())["wheel"]
    code = PY.replace("HANDS", str(hands)).replace("DEALS", str(deals))
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        shutil.copytree(ASSETS / "pyodide", d / "pyodide")
        shutil.copytree(ASSETS / "wheels", d / "wheels")
        (d / "worker.js").write_text(WORKER)
        (d / "index.html").write_text(
            PAGE.replace("WHEEL", wheel).replace("CODE", json.dumps(code))
        )
        handler = functools.partial(_Quiet, directory=tmp)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                out = page.evaluate("window.result", None)
                version = browser.version
                browser.close()
        finally:
            server.shutdown()
    if not out.get("ok"):
        raise SystemExit(f"browser run failed: {out.get('error')}")
    r = json.loads(out["result"])
    return {
        "runtime": f"Pyodide in Chromium {version}",
        "advisor_s": min(r["advisor"]),
        "advisor_mean_s": sum(r["advisor"]) / len(r["advisor"]),
        "advisor_max_s": max(r["advisor"]),
        "hands": hands,
        "discard_mean_s": sum(r["discard"]) / len(r["discard"]),
        "discard_max_s": max(r["discard"]),
        "play_mean_s": sum(r["play"]) / len(r["play"]),
        "play_max_s": max(r["play"]),
    }


def main() -> int:
    result = run()
    print(json.dumps(result, indent=1))
    data = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    data["browser"] = result
    RESULTS.write_text(json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
