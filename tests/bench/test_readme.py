"""``python -m bench --readme`` rewrites only the README's Benchmarks section."""

from __future__ import annotations

from pathlib import Path

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
