"""The play page's words: every string the script shows comes from the page's JSON, rendered
from the catalogs in each language; the script itself holds no words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generators import play
from generators.i18n import render

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "assets" / "play" / "play.js"
KEYS_USED = re.compile(r"\bS\.(\w+)|S\[\"(\w+)\" \+")
LITERAL = re.compile(r'"([^"\\\n]*)"|`([^`]*)`')
JS_WORDS = {"ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Home", "End", "Enter", "Error"}


def strings(lang: str) -> dict[str, str]:
    pytest.importorskip("jinja2")
    if not (ROOT / "docs" / "assets" / "wheels" / "manifest.json").exists():
        pytest.skip("the engine wheel is not built (make trainer)")
    text = render("play.md.j2", lang, **play.context(lang))
    match = re.search(r'class="pq-play-strings">(.*?)</script>', text)
    assert match, "no strings in the play container"
    return json.loads(match.group(1))  # type: ignore[no-any-return]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_key_the_script_uses_is_on_the_page(lang: str) -> None:
    s = strings(lang)
    used = {a or b for a, b in KEYS_USED.findall(SCRIPT.read_text(encoding="utf-8"))}
    plain = {k for k in used if not k.endswith("_")}
    assert plain - set(s) == set()
    for prefix in ("level_", "variant_", "cat_"):  # keys built from a prefix
        assert any(k.startswith(prefix) for k in s)
    for level in play.LEVELS:
        assert s[f"level_{level}"]
    for variant in play.VARIANTS:
        assert s[f"variant_{variant}"]


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_words_are_translated(lang: str) -> None:
    en, other = strings("en"), strings(lang)
    assert set(en) == set(other)
    same = {k for k in en if en[k] == other[k] and not re.fullmatch(r"[{}\w: ]*", en[k])}
    assert same <= {"level_expert", "variant_au-cent", "cat_point"}, same
    for key, text in en.items():  # the placeholders survive translation
        assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", other[key])), key


def test_the_script_holds_no_words() -> None:
    for a, b in LITERAL.findall(SCRIPT.read_text(encoding="utf-8")):
        literal = a or b
        words = set(re.findall(r"\b[A-Z][a-z]+[A-Za-z]*\b", literal)) - JS_WORDS
        assert not words, f"words in play.js: {literal!r}"
        assert not re.search(r"[a-z]{2,} [a-z]{2,} [a-z]{2,}", literal.replace("pq-", "")
                             .replace("md-", "")), literal  # fmt: skip
