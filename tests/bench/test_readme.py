"""bench/README.md: ``python -m bench --readme`` rewrites only its Benchmarks section, and
its figures are those of the results files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench import readme

REPORT = {
    "machine": {"date": "d", "cpu": "c", "machine": "m", "python": "p", "engine_revision": "r"},
    "checked": {"hands": 4, "pairs": 2, "deals": 3},
    "repeats": 7,
    "results": [
        {"name": "replay", "engine_per_s": 10, "baseline_per_s": 2, "speedup": 5.0,
         "target": 3.0, "meets_target": True, "proposed_per_s": None, "proposed_speedup": None},
    ],
}  # fmt: skip


def test_section_appended_then_replaced_in_place(tmp_path: Path) -> None:
    path = tmp_path / "README.md"
    path.write_text("# P\n\n## Two commands\n\ntext\n", encoding="utf-8")
    readme.update(path, readme.render(REPORT))
    first = path.read_text(encoding="utf-8")
    assert first.startswith("# P\n\n## Two commands\n\ntext\n\n## Benchmarks\n")
    assert "| replay | 10 | 2 | 5.0x | at least 3x (met) |" in first
    path.write_text(first + "## After\n\nkept\n", encoding="utf-8")
    REPORT["results"][0]["engine_per_s"] = 11  # type: ignore[index]
    readme.update(path, readme.render(REPORT))
    second = path.read_text(encoding="utf-8")
    assert "| replay | 11 |" in second and "| replay | 10 |" not in second
    assert second.endswith(".\n\n## After\n\nkept\n") and second.count("## Benchmarks") == 1


BENCH = Path(__file__).resolve().parents[2] / "bench"


def _results(name: str) -> dict[str, Any]:
    return json.loads((BENCH / name).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_bench_readme_shows_the_results_files() -> None:
    """The figures of bench/README.md are the results files' (each part as its benchmark
    renders it), so a re-run without ``--readme`` or a hand edit is caught."""
    from bench import bots, trainer

    text = (BENCH / "README.md").read_text(encoding="utf-8")
    assert readme.render(_results("results.json")).rstrip("\n") in text
    marked = "<!-- trainer-bench:start -->\n{}\n<!-- trainer-bench:end -->"
    assert marked.format(trainer.readme_table(_results("trainer_results.json"))) in text
    section = bots.render(_results("bots_results.json"))
    at = text.find(section)  # the whole section, up to the next one or the end
    rest = text[at + len(section) :]
    assert at >= 0 and (rest == "" or rest.startswith("\n## ")), "bots section"


def test_front_readme_holds_no_measurements() -> None:
    """The README is the front door: the benchmarks' sections are in bench/README.md only."""
    text = (BENCH.parent / "README.md").read_text(encoding="utf-8")
    for heading in (readme.HEADING, "<!-- trainer-bench:start -->", "## Computer players"):
        assert heading not in text
