"""bench/README.md "The engine on the wire" shows ``bench/wire.py``'s results files."""

from __future__ import annotations

import json
from pathlib import Path

from bench import wire

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_wire_tables_are_the_results_files() -> None:
    """The before table and the after table (between the ``wire-bench`` markers) are what
    ``readme_table`` renders from ``wire_before.json`` and ``wire_results.json``."""
    text = (BENCH / "README.md").read_text(encoding="utf-8")
    before = json.loads((BENCH / "wire_before.json").read_text(encoding="utf-8"))
    after = json.loads((BENCH / "wire_results.json").read_text(encoding="utf-8"))
    assert wire.readme_table(before) in text
    marked = "<!-- wire-bench:start -->\n{}\n<!-- wire-bench:end -->"
    assert marked.format(wire.readme_table(after)) in text


def test_a_throttled_link_is_slower_than_its_bytes_allow() -> None:
    """The links are what the README says: 9 and 1.6 Mbit/s, so the cold engine's bytes take
    at least bytes / rate on each (a run whose throttling did not apply would be faster)."""
    after = json.loads((BENCH / "wire_results.json").read_text(encoding="utf-8"))
    for link, rate in (("4g", 9e6), ("slow", 1.6e6)):
        for row in after.get(link, {}).values():
            cold = row["cold"]
            assert cold["engine_ready_ms"] >= cold["engine_kb"] * 1024 * 8 / rate * 1000 * 0.9
