"""The code speaks of the game and of itself, not of the tracker: no "issue N" notes in the
engine, the generators, the site's scripts and styles, the hooks, the benchmarks' code, the
tests, ``setup.py`` or the Makefile (their history is in git and in bench/README.md). A
comment or a docstring says why, in the laws' and the sources' terms and the behaviour
checked; a citation's address (``…/issues/12``) and English's "at issue" are not notes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHERE = ("piquet_core", "generators", "docs/assets", "overrides", "bench", "tests")
FILES = ("setup.py", "Makefile")
KINDS = {".py", ".js", ".mjs", ".css", ".html", ".j2"}
SELF = Path(__file__).resolve()
"""This file is left out: its examples below are notes on purpose."""
NOTE = re.compile(
    r"\bissues?(?:\s|#|//|\*)+\d+"  # "issue 23", "Issue #4", "issues 17 and 18", "issue\n# 26"
    r"|\bthe\s+issue(?:'|\u2019)s\b"  # "the issue's report"
    r"|\bthe\s+(?:walk|umpire-rules|languages|library)\s+issue\b",  # an issue by its title
    re.IGNORECASE,
)
"""A note, also when the line breaks between the word and its number (in a comment too)."""


def sources() -> list[Path]:
    found = [ROOT / name for name in FILES]
    for top in WHERE:
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in KINDS or path.name.endswith(".bundle.js"):
                continue
            if "node_modules" in path.parts or path.resolve() == SELF:
                continue
            found.append(path)
    return found


def test_no_issue_numbers_in_the_code() -> None:
    found = []
    for path in sources():
        text = path.read_text(encoding="utf-8")
        for note in NOTE.finditer(text):
            n = text.count("\n", 0, note.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{n}: {' '.join(note.group().split())}")
    assert not found, "\n".join(found)


def test_the_tests_and_the_build_files_are_read() -> None:
    read = {path.relative_to(ROOT).as_posix() for path in sources()}
    assert {"setup.py", "Makefile", "tests/engine/test_boundaries.py"} <= read
    assert "tests/browser/test_trainer_embed.py" in read


@pytest.mark.parametrize(
    "text",
    [
        "# Issue 23, friction 13: a word one letter off",
        '"""The deal viewer\'s steps (issue 14): every recorded deal',
        "# --- issue 26, item 1: values that check themselves",
        "(store.js before issue 17)",
        "see Issue #4",
        "issues 17 and 18",
        "# the deal of issue\n# 24 after the exchange",
        "The deal of the issue's report",
        "The deal of the issue\u2019s report",
        "a fix from the walk issue",
        "as the umpire-rules issue asked",
    ],
)
def test_a_tracker_note_is_found(text: str) -> None:
    assert NOTE.search(text), text


@pytest.mark.parametrize(
    "text",
    [
        "https://github.com/pyodide/pyodide/issues/4500",
        "the point at issue is Law 46",
        "at issue, 12 cards each",
        "the issue of a new pack",
        "tissue 3",
        "issued 12 cards",
    ],
)
def test_legitimate_words_are_not_notes(text: str) -> None:
    assert not NOTE.search(text), text
