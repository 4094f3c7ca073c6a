"""The play pages' one controller (docs/assets/play/table.js): both play pages, Piquet's and
Bezique's, start their game, call the engine, show the status line and play the hand by keys
through it, so what they do alike is written once; like them it holds no words, and every
string it reads is on both pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.trainer import test_bezique_play, test_play_page

ROOT = Path(__file__).resolve().parents[2]
PLAY = ROOT / "docs" / "assets" / "play"
CONTROLLER = PLAY / "table.js"
IMPORT = re.compile(r'^import \{ HandList, PlayTable \} from "\./table\.js";$', re.M)


@pytest.mark.parametrize("script", ["play.js", "bezique-play.js"])
def test_both_play_pages_run_on_the_one_controller(script: str) -> None:
    text = (PLAY / script).read_text(encoding="utf-8")
    assert IMPORT.search(text), f"{script} does not import the controller"
    assert "new PlayTable(" in text and "new HandList(" in text
    # what the controller does is not done again: the engine's start, the link notice, the
    # hand's keys
    for own in ("startEngine(", "linkNotice(", 'addEventListener("keydown"'):
        assert own not in text, f"{script} repeats the controller: {own}"


def test_the_controller_holds_no_words() -> None:
    for a, b in test_play_page.LITERAL.findall(CONTROLLER.read_text(encoding="utf-8")):
        literal = a or b
        words = set(re.findall(r"\b[A-Z][a-z]+[A-Za-z]*\b", literal)) - test_play_page.JS_WORDS
        assert not words, f"words in table.js: {literal!r}"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_string_the_controller_reads_is_on_both_pages(lang: str) -> None:
    used = set(re.findall(r"\bS\.(\w+)", CONTROLLER.read_text(encoding="utf-8")))
    assert used >= {"thinking", "engine_loading", "engine_failed"}
    for strings in (test_play_page.strings(lang), test_bezique_play.strings(lang)):
        assert used <= set(strings), used - set(strings)
        assert all(strings[key].strip() for key in used)
