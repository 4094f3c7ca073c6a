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
import subprocess
import sys
from pathlib import Path
from typing import Any

from bench import readme, suite


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _engine_revision() -> str | None:
    """The commit measured, and which engine modules it imported had uncommitted changes."""
    root = Path(__file__).resolve().parent.parent
    paths = []
    for name, module in sys.modules.items():
        file = getattr(module, "__file__", None)  # a namespace package has none
        if name.startswith("piquet_core") and file:
            paths.append(Path(file).resolve())
    files = sorted(str(p.relative_to(root)) for p in paths if p.is_relative_to(root))
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--", *files],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return None
    changed = [f for f in files if f in dirty]
    return head + (f" + uncommitted changes in {', '.join(changed)}" if changed else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small inputs (smoke test)")
    parser.add_argument("--seed", type=int, default=20261130)
    parser.add_argument("--out", default=str(Path(__file__).with_name("results.json")))
    parser.add_argument("--profile", action="store_true", help="profile the engine too")
    parser.add_argument("--no-proposed", action="store_true", help="skip the proposed fast paths")
    parser.add_argument(
        "--readme", action="store_true", help="rewrite the Benchmarks section of bench/README.md"
    )
    args = parser.parse_args(argv)

    core = suite.pin_to_one_core()
    results, details = suite.run(
        quick=args.quick, seed=args.seed, with_proposed=not args.no_proposed
    )
    machine = {
        "cpu": _cpu_model(),
        "machine": platform.machine(),
        "python": platform.python_implementation() + " " + platform.python_version(),
        "pinned_core": core,
        "engine_revision": _engine_revision(),
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }
    print(f"Engine vs baseline, one core ({core}), {machine['python']}, {machine['cpu']}")
    print(f"engine revision: {machine['engine_revision']}")
    print(f"agreement checked on {details['checked']}; best of {details['repeats']} passes")
    header = (
        f"{'benchmark':<24}{'engine /s':>12}{'baseline /s':>13}{'speedup':>9}{'target':>8}"
        f"{'':>8}{'proposed /s':>13}{'speedup':>9}"
    )
    print(header)
    print("-" * len(header))
    failed = []
    for r in results:
        target = f">={r.target:g}x" if r.target else "-"
        mark = "" if r.meets_target is None else ("ok" if r.meets_target else "MISSED")
        fast = (
            f"{r.proposed_per_s:>13,.0f}{r.proposed_speedup:>8.1f}x"
            if r.proposed_per_s is not None and r.proposed_speedup is not None
            else ""
        )
        print(
            f"{r.name:<24}{r.engine_per_s:>12,.0f}{r.baseline_per_s:>13,.0f}"
            f"{r.speedup:>8.1f}x{target:>8}{mark:>8}{fast}"
        )
        if r.meets_target is False:
            failed.append(r.name)
    if any(r.proposed_per_s for r in results):
        print("proposed = the fast paths of bench/proposed.py (same answers as the engine)")
    report: dict[str, Any] = {
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
                "proposed_per_s": round(r.proposed_per_s) if r.proposed_per_s else None,
                "proposed_speedup": (round(r.proposed_speedup, 2) if r.proposed_speedup else None),
            }
            for r in results
        ],
    }
    if args.profile or failed:
        report["profiles"] = {}
        for name in failed or [r.name for r in results]:
            text = suite.profile(name, quick=args.quick, seed=args.seed)
            report["profiles"][name] = text.splitlines()
            print(f"\n--- where the engine's time goes: {name} ---\n{text}")
    if args.out != "-":
        Path(args.out).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")
    if args.readme:
        readme_path = Path(__file__).resolve().parent / "README.md"
        readme.update(readme_path, readme.render(report))
        print(f"updated the Benchmarks section of {readme_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
