"""``python -m bench.bezique_browser``: the Bezique computer players' moves timed in Chromium.

The engine runs as on the site: the self-hosted Pyodide (``docs/assets/pyodide``) in a module
Web Worker, in Debian's Chromium driven by Playwright, served from 127.0.0.1, with the working
tree's ``piquet_core`` zipped as a wheel (the machinery of :mod:`bench.bots_browser`). Inside
the worker, seeded deals are played, strong against plain, with two and with four at the
table, and every move of each player is timed with ``time.perf_counter`` (wall clock: on a
shared machine load inflates it, so the figures are upper bounds). The summary is merged into
bench/bezique_results.json under ``"browser"``; ``python -m bench.bezique --readme`` shows
it. ``--deals N`` (deals per table size, default 2). ``--before REV`` stores the figures under
``"browser_before"`` instead, for a run of an earlier revision's tree (its ``bench`` run from
an export of that revision, with this tree's ``docs/assets/pyodide`` linked in), which the
README shows beside today's.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

from bench.bezique import RESULTS
from bench.bots_browser import ARGS, ASSETS, PAGE, WORKER, _Quiet, engine_wheel

DRIVER = """
import json, time
from piquet_core.bezique import Game, Phase, deal
from piquet_core.bezique.bots import Plain, Strong
from piquet_core.bezique.moves import apply_move

times = {"plain": [], "strong": []}
for seed in range(DEALS):
    for seats in (2, 4):
        game = Game.start(deal(seed, seats))
        bots = [Strong() if i % 2 == 0 else Plain() for i in range(game.players)]
        while game.phase is not Phase.OVER:
            bot = bots[game.to_act]
            start = time.perf_counter()
            move = bot(game)
            times[bot.name].append(time.perf_counter() - start)
            game = apply_move(game, move)
json.dumps(times)
"""


def _summary(times: list[float]) -> dict[str, float]:
    ms = sorted(1000 * t for t in times)
    return {
        "moves": len(ms),
        "mean": sum(ms) / len(ms),
        "p99": ms[int(0.99 * (len(ms) - 1))],
        "max": ms[-1],
    }


def run(deals: int = 2) -> dict[str, Any]:
    """Time every move of both players over ``deals`` deals with two and with four seated."""
    from playwright.sync_api import sync_playwright

    load = os.getloadavg()[0]
    code = DRIVER.replace("DEALS", str(deals))
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        shutil.copytree(ASSETS / "pyodide", d / "pyodide")
        (d / "wheels").mkdir()
        wheel = engine_wheel(d / "wheels")
        (d / "worker.js").write_text(WORKER, encoding="utf-8")
        (d / "index.html").write_text(
            PAGE.replace("WHEEL", wheel).replace("CODE", json.dumps(code)), encoding="utf-8"
        )
        handler = functools.partial(_Quiet, directory=tmp)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page()
                page.set_default_timeout(0)
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                out = page.evaluate("window.result", None)
                version = browser.version
                browser.close()
        finally:
            server.shutdown()
    if not out.get("ok"):
        raise SystemExit(f"browser run failed: {out.get('error')}")
    times = json.loads(out["result"])
    return {
        "runtime": f"Pyodide in Chromium {version}",
        "load": f"{load:.1f}-{os.getloadavg()[0]:.1f}",
        "deals": deals,
        "move_ms": {name: _summary(t) for name, t in sorted(times.items())},
    }


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(
        prog="python -m bench.bezique_browser", description=__doc__.split("\n")[0]
    )
    p.add_argument("--deals", type=int, default=2, help="deals per table size (default 2)")
    p.add_argument("--before", metavar="REV", help="store as the figures of revision REV")
    p.add_argument("--out", default=str(RESULTS), help="the results file to merge into")
    args = p.parse_args(argv)
    result = run(args.deals)
    print(json.dumps(result, indent=1))
    out = Path(args.out)
    data = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    if args.before:
        data["browser_before"] = {**result, "revision": args.before}
    else:
        data["browser"] = result
    out.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
