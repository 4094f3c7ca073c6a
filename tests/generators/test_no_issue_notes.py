"""The code speaks of the game and of itself, not of the tracker: no "issue N" notes in the
engine, the generators, the site's scripts and styles, the hooks or the benchmarks' code
(their history is in git and in bench/README.md)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WHERE = ("piquet_core", "generators", "docs/assets", "overrides", "bench")
KINDS = {".py", ".js", ".mjs", ".css", ".html", ".j2"}
NOTE = re.compile(r"\bissues?(?:\s|#|//|\*)+\d+", re.IGNORECASE)
"""A note, also when the line breaks between the word and its number (in a comment too)."""


def test_no_issue_numbers_in_the_code() -> None:
    found = []
    for top in WHERE:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in KINDS or path.name.endswith(".bundle.js"):
                continue
            text = path.read_text(encoding="utf-8")
            for note in NOTE.finditer(text):
                n = text.count("\n", 0, note.start()) + 1
                found.append(f"{path.relative_to(ROOT)}:{n}: {' '.join(note.group().split())}")
    assert not found, "\n".join(found)
