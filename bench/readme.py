"""Render bench/results.json as the "Benchmarks" section of bench/README.md
(``python -m bench --readme``).

Only the text between the section's heading and the next ``## `` heading is replaced (the
section is appended when missing), so the rest of the file is left alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

HEADING = "## Benchmarks"


def render(report: dict[str, Any]) -> str:
    m = report["machine"]
    checked = report["checked"]
    lines = [
        HEADING,
        "",
        "`make bench` (`.venv/bin/python -m bench`) measures the engine against "
        "`bench/baseline.py`, a plain",
        "implementation written the obvious way (cards as objects in lists, loops, no tables), "
        "in the same",
        "run, on one core (`os.sched_setaffinity`), on seeded random hands and deals. Before "
        "timing, both",
        f"sides must give the same answers on {checked['hands']:,} hands, {checked['pairs']:,} "
        f"pairs of hands and {checked['deals']:,} complete",
        "deals (exchange, declarations, twelve tricks, pique/repique"
        + (
            ", among them "
            + ", ".join(f"{n} with {k.replace('_', ' ')}" for k, n in checked["deals_with"].items())
            if "deals_with" in checked
            else ""
        )
        + "). Each figure is the best "
        f"of {report['repeats']} interleaved",
        "passes, in CPU time of the pinned thread (`time.thread_time`: waiting for the shared "
        "core is",
        "not counted). `python -m bench --quick` is a smoke test; `--profile` prints where the "
        "engine's",
        "time goes.",
        "",
        "| benchmark | engine /s | baseline /s | engine vs baseline | target | proposed /s "
        "| proposed vs baseline |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in report["results"]:
        target = f"at least {r['target']:g}x" if r["target"] else "-"
        if r["meets_target"] is not None:
            target += " (met)" if r["meets_target"] else " (missed)"
        fast = r.get("proposed_per_s")
        fast_x = r.get("proposed_speedup")
        lines.append(
            f"| {r['name'].replace('_', ' ')} | {r['engine_per_s']:,} | {r['baseline_per_s']:,} "
            f"| {r['speedup']:.1f}x | {target} | {f'{fast:,}' if fast else '-'} "
            f"| {f'{fast_x:.1f}x' if fast_x else '-'} |"
        )
    lines += [
        "",
        f"Measured {m['date']} on {m['cpu']} ({m['machine']}), {m['python']}, one core of a "
        "2-core machine shared",
        f"with other jobs; engine revision {m.get('engine_revision') or 'unknown'}. "
        "Figures move by ±20% between runs",
        "on this shared machine; the ratios, taken in one interleaved run, move much less. "
        '"Proposed" is',
        "`bench/proposed.py`, the table-driven fast paths first written here to show where the "
        "engine's",
        "time could go (the engine has since taken the same approach); kept as a second, "
        "independent fast",
        "implementation, checked answer for answer against the engine in the same run "
        "(identical objects",
        "and replay JSON).",
        "Full figures: `bench/results.json`.",
        "",
    ]
    return "\n".join(lines)


def update(readme: Path, section: str) -> None:
    text = readme.read_text(encoding="utf-8")
    section = section.rstrip("\n") + "\n"
    start = text.find(HEADING + "\n")
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        end = text.find("\n## ", start + len(HEADING))
        text = text[:start] + section + ("\n" + text[end + 1 :] if end >= 0 else "")
    readme.write_text(text, encoding="utf-8")
