"""``python -m bench``: run the engine benchmarks, print a table, write bench/results.json.

Options: ``--quick`` (small inputs, for a smoke test), ``--seed N``, ``--out PATH`` (default
bench/results.json; ``-`` to write nothing), ``--profile`` (print where the engine's time
goes in each benchmark).
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
from pathlib import Path

from bench import suite


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small inputs (smoke test)")
    parser.add_argument("--seed", type=int, default=20261130)
    parser.add_argument("--out", default=str(Path(__file__).with_name("results.json")))
    parser.add_argument("--profile", action="store_true", help="profile the engine too")
    args = parser.parse_args(argv)

    core = suite.pin_to_one_core()
    results, details = suite.run(quick=args.quick, seed=args.seed)
    machine = {
        "cpu": _cpu_model(),
        "machine": platform.machine(),
        "python": platform.python_implementation() + " " + platform.python_version(),
        "pinned_core": core,
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }
    print(f"Engine vs baseline, one core ({core}), {machine['python']}, {machine['cpu']}")
    print(f"agreement checked on {details['checked']}; best of {details['repeats']} passes")
    header = f"{'benchmark':<24}{'engine /s':>14}{'baseline /s':>14}{'speedup':>10}{'target':>9}"
    print(header)
    print("-" * len(header))
    failed = []
    for r in results:
        target = f">={r.target:g}x" if r.target else "-"
        mark = "" if r.meets_target is None else (" ok" if r.meets_target else " MISSED")
        print(
            f"{r.name:<24}{r.engine_per_s:>14,.0f}{r.baseline_per_s:>14,.0f}"
            f"{r.speedup:>9.1f}x{target:>9}{mark}"
        )
        if r.meets_target is False:
            failed.append(r.name)
    report = {
        "machine": machine,
        **details,
        "quick": args.quick,
        "results": [
            {
                "name": r.name,
                "what": r.what,
                "items_per_pass": r.items,
                "engine_per_s": round(r.engine_per_s),
                "baseline_per_s": round(r.baseline_per_s),
                "speedup": round(r.speedup, 2),
                "target": r.target,
                "meets_target": r.meets_target,
            }
            for r in results
        ],
    }
    if args.profile or failed:
        report["profiles"] = {}
        for name in failed or [r.name for r in results]:
            text = suite.profile(name, quick=args.quick, seed=args.seed)
            report["profiles"][name] = text.splitlines()  # type: ignore[index]
            print(f"\n--- where the engine's time goes: {name} ---\n{text}")
    if args.out != "-":
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
