"""bench/README.md's "Bezique computer players" section is the one ``python -m bench.bezique
--readme`` renders from bench/bezique_results.json, and it sits before "Computer players"."""

from __future__ import annotations

import json
from pathlib import Path

from bench import bezique

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_bezique_section_shows_the_results_file() -> None:
    results = json.loads((BENCH / "bezique_results.json").read_text(encoding="utf-8"))
    text = (BENCH / "README.md").read_text(encoding="utf-8")
    assert bezique.render(results) in text
    assert text.index(bezique.HEADING) < text.index("## Computer players")
    margin = results["strength"]["margin"]
    assert margin["low"] <= margin["mean"] <= margin["high"]


def test_section_inserted_before_computer_players_then_replaced(tmp_path: Path) -> None:
    results = json.loads((BENCH / "bezique_results.json").read_text(encoding="utf-8"))
    path = tmp_path / "README.md"
    path.write_text("# M\n\n## Site\n\ns\n\n## Computer players\n\nlast\n", encoding="utf-8")
    bezique.update_readme(results, path)
    first = path.read_text(encoding="utf-8")
    assert first.endswith("## Computer players\n\nlast\n")
    assert first.index(bezique.HEADING) > first.index("## Site")
    bezique.update_readme(results, path)
    assert path.read_text(encoding="utf-8") == first
