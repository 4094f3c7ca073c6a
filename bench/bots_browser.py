"""``python -m bench.bots_browser``: the advisor and the expert's moves timed in Chromium.

The engine runs as on the site: the self-hosted Pyodide (``docs/assets/pyodide``), in a
module Web Worker, in Debian's Chromium driven by Playwright, served from 127.0.0.1; the
engine is the working tree's ``piquet_core``, zipped as a wheel here (not the site's last
build). The code timed is :mod:`bench.bots_timing`, the same as in CPython: the advisor's
full analysis, and every move of every level over seeded deals. Timed inside the worker with
``time.perf_counter`` (wall clock: on a shared machine, load inflates it, so each move and
each analysis is timed ``--repeat`` times from the same state, default 3, and the fastest
kept). The figures are
merged into bench/bots_results.json under ``"browser"``; ``python -m bench.bots --readme``
then shows them. ``--hands N`` (advisor hands, default 5), ``--deals N`` (per level,
default 12). ``--throttle R`` slows the CPU R times (Chromium's DevTools CPU throttling,
``Emulation.setCPUThrottlingRate``: a phone-class CPU at 4), and the figures go under
``"browser_throttled"`` instead. The throttling reaches the page's own thread, not a
worker's (measured: a throttled worker ran no slower), so a throttled run loads the same
Pyodide and runs the same code on the page's thread.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import tempfile
import threading
import zipfile
from pathlib import Path
from typing import Any

from bench.bots_timing import summary

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

DRIVER = """
import json, time
runs = [time_advisor(HANDS, 1, time.perf_counter) for _ in range(REPEAT)]
advisor = [min(r) for r in zip(*runs)]
moves = time_moves(DEALS, 1, time.perf_counter, REPEAT, LEVELS_TIMED)
json.dumps({"advisor": advisor, "moves": moves})
"""


def engine_wheel(dest: Path) -> str:
    """A wheel of the working tree's ``piquet_core`` (the sources as they are now, not the
    site's last build): a zip of the package, which is all Pyodide's ``unpackArchive``
    needs. Returns its file name."""
    name = "piquet_core-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(dest / name, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted((ROOT / "piquet_core").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                z.write(path, path.relative_to(ROOT).as_posix())
    return name


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

PAGE_THREAD = """<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
window.result = (async () => {
  try {
    const indexURL = new URL("pyodide/", location).href;
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    const py = await loadPyodide({ indexURL, lockFileURL: indexURL + "pyodide-lock.json",
                                   fullStdLib: false });
    const sp = py.runPython("import site; site.getsitepackages()[0]");
    const wheel = await (await fetch(new URL("wheels/WHEEL", location))).arrayBuffer();
    py.unpackArchive(wheel, "wheel", { extractDir: sp });
    return { ok: true, result: py.runPython(CODE) };
  } catch (err) { return { ok: false, error: String(err) }; }
})();
</script>"""
"""The same run on the page's own thread, where Chromium's CPU throttling applies."""

PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">
const w = new Worker("worker.js", { type: "module" });
window.result = new Promise((resolve) => { w.onmessage = (e) => resolve(e.data); });
w.postMessage({ indexURL: new URL("pyodide/", location).href,
                wheelURL: new URL("wheels/WHEEL", location).href, code: CODE });
</script>"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def run(hands: int = 5, deals: int = 12, repeat: int = 3, throttle: float = 1) -> dict[str, Any]:
    """Time the advisor on ``hands`` hands and every bot move over ``deals`` deals per level,
    each the fastest of ``repeat`` runs (see :func:`bench.bots_timing.time_moves`), the CPU
    slowed ``throttle`` times."""
    from playwright.sync_api import sync_playwright

    timing = (Path(__file__).parent / "bots_timing.py").read_text(encoding="utf-8")
    load = os.getloadavg()[0]
    driver = DRIVER.replace("HANDS", str(hands)).replace("DEALS", str(deals))
    # throttled, the play page's own expert too: the player a phone's learner meets
    timed = "LEVELS" if throttle == 1 else "(*LEVELS, PLAY_PAGE_EXPERT)"
    driver = driver.replace("LEVELS_TIMED", timed)
    code = timing + driver.replace("REPEAT", str(repeat))
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        shutil.copytree(ASSETS / "pyodide", d / "pyodide")
        (d / "wheels").mkdir()
        wheel = engine_wheel(d / "wheels")
        (d / "worker.js").write_text(WORKER)
        page_text = PAGE if throttle == 1 else PAGE_THREAD
        (d / "index.html").write_text(
            page_text.replace("WHEEL", wheel).replace("CODE", json.dumps(code))
        )
        handler = functools.partial(_Quiet, directory=tmp)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page()
                page.set_default_timeout(0)
                if throttle != 1:  # the page's thread (PAGE_THREAD runs the engine there)
                    cdp = page.context.new_cdp_session(page)
                    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                out = page.evaluate("window.result", None)
                version = browser.version
                browser.close()
        finally:
            server.shutdown()
    if not out.get("ok"):
        raise SystemExit(f"browser run failed: {out.get('error')}")
    r = json.loads(out["result"])
    adv = r["advisor"]
    moves = summary(r["moves"])
    expert = moves["expert"]
    return {
        "runtime": f"Pyodide in Chromium {version}",
        "cpu_throttling": throttle,
        "load": f"{load:.1f}-{os.getloadavg()[0]:.1f}",
        "advisor_s": min(adv),
        "advisor_mean_s": sum(adv) / len(adv),
        "advisor_max_s": max(adv),
        "hands": hands,
        "deals": deals,
        "repeat": repeat,
        "discard_mean_s": expert["discard_mean_s"],
        "discard_max_s": expert["discard_max_s"],
        "play_mean_s": expert["play_mean_s"],
        "play_max_s": expert["play_max_s"],
        "moves": moves,
    }


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(
        prog="python -m bench.bots_browser", description=__doc__.split("\n")[0]
    )
    p.add_argument("--hands", type=int, default=5, help="advisor hands (default 5)")
    p.add_argument("--deals", type=int, default=12, help="deals per level (default 12)")
    p.add_argument("--repeat", type=int, default=3, help="runs of each, fastest kept (3)")
    p.add_argument("--throttle", type=float, default=1, help="CPU slowed R times (4: a phone)")
    args = p.parse_args(argv)
    result = run(args.hands, args.deals, args.repeat, args.throttle)
    print(json.dumps(result, indent=1))
    data = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    data["browser" if args.throttle == 1 else "browser_throttled"] = result
    RESULTS.write_text(json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
