"""The code speaks of the game and of itself, not of the tracker: no "issue N" notes in the
engine, the generators, the site's scripts and styles, the hooks or the benchmarks' code
(their history is in git and in bench/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WHERE = ("piquet_core", "generators", "docs/assets", "overrides", "bench")
KINDS = {".py", ".js", ".mjs", ".css", ".html", ".j2"}
NOTE = re.compile(r"\bissues? \d+", re.IGNORECASE)


def test_no_issue_numbers_in_the_code() -> None:
    found = []
    for top in WHERE:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in KINDS or path.name.endswith(".bundle.js"):
                continue
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if NOTE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)
