"""``python -m bench.bots``: the computer players and the exchange advisor, measured.

* Strength: duplicate parties (each seed played twice, the players swapping chairs, so both
  get the same cards; :func:`piquet_core.bots.simulate.duplicate_match`) of expert against
  beginner, expert against club and club against beginner; the mean margin per partie
  (rubicon settlement, Laws 72-73) with its 95% confidence interval.
* Speed, in CPU time of the pinned thread (``time.thread_time``, one core): the advisor's
  full analysis of elder's 1,585 discards (caches cleared before each run), the solver on
  endings of six and eight tricks, and every move of each level over seeded deals
  (:mod:`bench.bots_timing`, the same code the browser bench runs in Pyodide).

Options: ``--pairs N`` (duplicate pairs per match; default 60), ``--quick``, ``--seed N``,
``--out PATH`` (default bench/bots_results.json; ``-`` for none), ``--readme`` (rewrite the
"Computer players" section of bench/README.md from the results file, nothing else).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import bots_timing as timing
from bench.suite import pin_to_one_core
from piquet_core.bots.players import Expert
from piquet_core.bots.simulate import Estimate, duplicate_match
from piquet_core.bots.solver import Solver
from piquet_core.cards import PACK, Hand

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "bots_results.json"
HEADING = "## Computer players"
MATCHES = (("expert", "beginner"), ("expert", "club"), ("club", "beginner"))
CLOCK = time.thread_time
"""CPU time of this thread: the machine is shared, and load would inflate the wall clock."""


def time_advisor(hands: int, seed: int) -> dict[str, float]:
    """Seconds for elder's full analysis (1,585 discards, 200 sampled adversaries): the best
    of three runs per hand, the caches cleared before each."""
    runs = [timing.time_advisor(hands, seed, CLOCK) for _ in range(3)]
    best = [min(r) for r in zip(*runs, strict=True)]
    return {"hands": hands, "mean_s": sum(best) / hands, "max_s": max(best)}


def time_solver(n: int, positions: int, seed: int) -> dict[str, float]:
    """Seconds to solve endings of ``n`` tricks, both hands known."""
    rng = random.Random(seed)
    times = []
    for _ in range(positions):
        cards = rng.sample(PACK, 2 * n)
        t = time.thread_time()
        Solver().value(Hand(cards[:n]).mask, Hand(cards[n:]).mask, 0, -1, 0, 12 - n)
        times.append(time.thread_time() - t)
    return {"tricks": n, "positions": positions, "mean_s": sum(times) / positions,
            "max_s": max(times)}  # fmt: skip


def time_moves(deals: int, seed: int) -> dict[str, dict[str, float]]:
    """Seconds per move of each level, by kind, over ``deals`` seeded deals per level."""
    return timing.summary(timing.time_moves(deals, seed, CLOCK))


def paired_baseline(commit: str, margins: list[float], pairs: int, seed: int) -> dict[str, Any]:
    """The expert of an earlier ``commit`` against the club player on the same duplicate
    pairs (its ``piquet_core`` taken with ``git archive`` and run in a subprocess), and the
    paired difference of the margins: did a change make the expert weaker?"""
    code = ("import json; from piquet_core.bots.simulate import duplicate_match; "
            f"print(json.dumps(duplicate_match('expert', 'club', {pairs}, {seed})))")  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        tar = subprocess.run(["git", "archive", commit, "piquet_core"], cwd=ROOT,
                             capture_output=True, check=True).stdout  # fmt: skip
        with tarfile.open(fileobj=io.BytesIO(tar)) as t:
            t.extractall(tmp, filter="data")
        env = {**os.environ, "PYTHONPATH": tmp}
        run = subprocess.run([sys.executable, "-c", code], cwd=tmp, env=env,
                             capture_output=True, text=True, check=True)  # fmt: skip
    old: list[float] = json.loads(run.stdout)
    d = Estimate.of([a - b for a, b in zip(margins, old, strict=True)])
    return {"commit": commit, "pairs": pairs, "old_mean": sum(old) / pairs,
            "new_mean": sum(margins) / pairs, "mean": d.mean, "low": d.low,
            "high": d.high}  # fmt: skip


def run(pairs: int, seed: int, quick: bool, baseline: str | None = None) -> dict[str, Any]:
    core = pin_to_one_core()
    out: dict[str, Any] = {"python": sys.version.split()[0], "core": core, "seed": seed}
    out["advisor"] = time_advisor(2 if quick else 10, seed)
    print(f"advisor: {out['advisor']}", flush=True)
    out["solver"] = [time_solver(n, 5 if quick else 20, seed) for n in (6, 8)]
    print(f"solver: {out['solver']}", flush=True)
    out["moves"] = time_moves(2 if quick else 12, seed)
    e = out["moves"]["expert"]
    out["expert_moves"] = {k: e[k] for k in ("discard_mean_s", "discard_max_s", "play_mean_s",
                                             "play_max_s")}  # fmt: skip
    print(f"moves: {out['moves']}", flush=True)
    e = Expert()
    out["expert"] = {k: getattr(e, k) for k in ("samples", "width", "evaluations",
                                                "play_samples", "endgame", "play_nodes",
                                                "min_samples")}  # fmt: skip
    matches = []
    for a, b in MATCHES:
        t = time.thread_time()
        margins = duplicate_match(a, b, pairs, seed)
        if (a, b) == ("expert", "club") and baseline:
            out["baseline"] = paired_baseline(baseline, margins, pairs, seed)
            print(f"baseline: {out['baseline']}", flush=True)
        e = Estimate.of(margins)
        matches.append({"a": a, "b": b, "pairs": pairs, "parties": 2 * pairs, "mean": e.mean,
                        "low": e.low, "high": e.high, "cpu_s": time.thread_time() - t})  # fmt: skip
        print(f"{a} vs {b}: {matches[-1]}", flush=True)
    out["matches"] = matches
    return out


def _ms(x: float) -> str:
    return f"{1000 * x:.0f} ms" if x >= 0.001 else "< 1 ms"


Moves = dict[str, dict[str, float]]


def _moves_rows(cpu: Moves, web: Moves | None) -> list[str]:
    """One row per level and kind of move: CPython's figures, and the browser's if measured."""
    rows = []
    for level, m in cpu.items():
        for kind, what in (("discard", "discard"), ("play", "card in play"),
                           ("other", "call or reply")):  # fmt: skip
            row = (f"| {level}'s {what} ({int(m[kind + '_n'])} moves) | "
                   f"{_ms(m[kind + '_mean_s'])} / {_ms(m[kind + '_max_s'])} |")  # fmt: skip
            if web is not None:
                w = web[level]
                row += f" {_ms(w[kind + '_mean_s'])} / {_ms(w[kind + '_max_s'])} |"
            rows.append(row)
    return rows


def render(r: dict[str, Any]) -> str:
    """The bench/README.md section from a results dict."""
    adv = r["advisor"]
    x = r["expert"]
    lines = [
        HEADING,
        "",
        '`piquet_core.bots` has three computer players (`make_player("beginner" | "club" | '
        '"expert", seed)`),',
        "an exchange advisor (`piquet_core.bots.advisor.advise`) and an exact end-of-play "
        "solver. The advisor",
        "ranks every legal discard by expected score: the player's own point, sequences and "
        "sets exactly over",
        "every possible draw (suit-by-suit and rank-by-rank combinatorics, checked against "
        "brute-force",
        "enumeration in `tests/bots`), the adversary's hands sampled (sample size reported), "
        "reasons as",
        "structured data translated in the catalogs. The expert values discards as the advisor "
        "does, but only",
        f"the promising ones: the rules of thumb screen them, the advisor's value ranks the "
        f"{x['width']} best of each size",
        "and a local search (one card changed at a time) improves on the best, "
        f"{x['evaluations']} discards valued at most",
        "(`piquet_core.bots.exchange`). It infers the adversary's hand from his calls, exchange "
        "and play, and",
        f"solves the last tricks exactly over {x['play_samples']} sampled hands within a budget "
        f"of {x['play_nodes']:,} positions per card (from",
        f"{x['endgame']} cards; when fewer than {x['min_samples']} hands are solved in the "
        "budget, it plays by the club player's rules).",
        "Budgets count work, not time: the same seed gives the same moves on any machine. "
        "On the command line:",
        '`python -m piquet_core.bots "AS JS 9S 8S AH KH QH JH 8H JC 9C KD" --lang fr` prints the '
        "best discards with",
        f"their reasons. Figures from `python -m bench.bots` (Python {r['python']}, one core, "
        "CPU time):",
        "",
        "| measure | figure |",
        "|---|---|",
        f"| advisor, elder's 1,585 discards, 200 sampled adversaries (mean / worst of "
        f"{adv['hands']} hands) | {adv['mean_s']:.2f} s / {adv['max_s']:.2f} s |",
    ]
    for s in r["solver"]:
        lines.append(
            f"| solver, ending of {s['tricks']} tricks, both hands known (mean / worst of "
            f"{s['positions']}) | {1000 * s['mean_s']:.1f} ms / {1000 * s['max_s']:.1f} ms |"
        )
    b = r.get("browser")
    if b is not None:
        lines += [
            f"| the advisor in the browser (wall clock, fastest of {b['repeat']}), 1,585 discards "
            f"(mean / worst of "
            f"{b['hands']} hands) | {b['advisor_mean_s']:.2f} s / {b['advisor_max_s']:.2f} s |",
            "",
            f"Every move of each level, {b['deals']} seeded deals per level with the level on "
            "both sides (so elder's and",
            "younger's moves), mean / worst: in CPython (CPU time) and in the browser "
            f"({b['runtime']},",
            "`python -m bench.bots_browser`: the same code, wall clock, each move made "
            f"{b['repeat']} times from the same state",
            "and the fastest kept, the caches cleared before each discard; load average "
            f"{b['load']} at start and end):",
            "",
            "| move | CPython | browser |",
            "|---|---|---|",
            *_moves_rows(r["moves"], b["moves"]),
        ]
    else:
        lines += ["", "| move | CPython |", "|---|---|", *_moves_rows(r["moves"], None)]
    lines += [
        "",
        "Strength, in duplicate parties (each seed played twice with the chairs swapped; "
        "margin = what the",
        "first player wins per partie after the rubicon settlement, Laws 72-73; 95% "
        "confidence interval):",
        "",
        "| match | parties | mean margin per partie | 95% CI |",
        "|---|---|---|---|",
    ]
    for m in r["matches"]:
        lines.append(
            f"| {m['a']} vs {m['b']} | {m['parties']} | {m['mean']:+.1f} | "
            f"[{m['low']:+.1f}, {m['high']:+.1f}] |"
        )
    if "baseline" in r:
        p = r["baseline"]
        lines += [
            "",
            f"Against the expert of commit {p['commit'][:7]} (before the move budgets: every "
            "discard valued, endings solved",
            f"without a bound), on the same {p['pairs']} duplicate pairs against the club "
            f"player: {p['new_mean']:+.1f} now, {p['old_mean']:+.1f} then;",
            f"the paired difference {p['mean']:+.1f} per partie, 95% CI "
            f"[{p['low']:+.1f}, {p['high']:+.1f}] (`python -m bench.bots --baseline COMMIT`).",
        ]
    lines += [
        "",
        "Targets: the expert beats the club player significantly (the interval above excludes 0);",
        "the advisor answers in under 1 s in CPython and under 3 s in the browser; every move "
        "of the computer",
        "in under 200 ms in the browser. The browser times are wall-clock on a shared machine. "
        "Reproduce:",
        "`python -m bench.bots` (strength and CPython), `python -m bench.bots_browser` "
        "(Chromium; zips the",
        "working tree's engine itself), then `python -m bench.bots --readme`.",
        "The site's simulation report (`docs/*/simulation.md`, generated by "
        "`generators/simulation.py`) plays",
        "about 4,200 seeded club-vs-club deals at build time, in about 3 s.",
    ]
    return "\n".join(lines) + "\n"


def update_readme(r: dict[str, Any], path: Path = ROOT / "bench" / "README.md") -> None:
    """Replace only the text from the heading to the next ``## `` heading (or append)."""
    text = path.read_text(encoding="utf-8")
    section = render(r)
    start = text.find(HEADING + "\n")
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        nxt = text.find("\n## ", start + len(HEADING))
        end = len(text) if nxt < 0 else nxt + 1
        text = text[:start] + section + ("\n" if nxt >= 0 else "") + text[end:]
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split("\n")[0])
    p.add_argument("--pairs", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--out", default=str(RESULTS))
    p.add_argument("--readme", action="store_true")
    p.add_argument("--baseline", metavar="COMMIT", help="also compare the expert with a commit's")
    args = p.parse_args(argv)
    if args.readme:
        update_readme(json.loads(Path(args.out).read_text(encoding="utf-8")))
        return 0
    result = run(2 if args.quick else args.pairs, args.seed, args.quick, args.baseline)
    if args.out != "-":
        Path(args.out).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
