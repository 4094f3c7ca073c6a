"""The French catalogs follow the French pages' typography (docs/fr/*.md): a no-break space
(U+00A0) before « : » and inside « », a narrow no-break space (U+202F) before ? ! ; and %.
A plain space there would let a line break fall before the sign."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = ["trainer", "messages"]
PLAIN_SPACE = re.compile(r" [?!;:»]|« | %(?![(sdif])")
"""A plain space before a sign; " %(n)s" is a placeholder, " %%" a percent sign."""


def _french_strings(domain: str) -> list[str]:
    with (ROOT / "locales" / "fr" / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        catalog = read_po(f)
    out: list[str] = []
    for m in catalog:
        if m.id:
            out += list(m.string) if isinstance(m.string, tuple) else [m.string]
    return [s for s in out if s]


@pytest.mark.parametrize("domain", CATALOGS)
def test_no_plain_space_before_french_punctuation(domain: str) -> None:
    bad = [s for s in _french_strings(domain) if PLAIN_SPACE.search(s)]
    assert bad == [], f"plain space before ? ! ; : % » or after « in {domain}.po: {bad[:3]}"


@pytest.mark.parametrize("domain", CATALOGS)
def test_no_straight_apostrophe_in_french(domain: str) -> None:
    """French review 2026-12 (Ty1): the French catalogs write the apostrophe U+2019,
    « l\u2019écart », as the French pages do, never U+0027 (msgids, in English, keep theirs)."""
    bad = [s for s in _french_strings(domain) if "'" in s]
    assert bad == [], f"straight apostrophe in {domain}.po: {bad[:3]}"


def test_the_pages_use_the_same_spaces() -> None:
    """The convention is the pages' own: they write « Combien ? » and « Bon. » so."""
    page = (ROOT / "docs" / "fr" / "calls.md").read_text(encoding="utf-8")
    assert "«\u00a0Combien\u202f?\u00a0»" in page and "«\u00a0Bon.\u00a0»" in page
    trainer = _french_strings("trainer")
    assert "Combien\u202f?" in trainer and "Tout est juste\u202f!" in trainer


UNSPACED_GUILLEMET = re.compile("«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»")
"""« or » without its no-break space, whatever the language quoted: the marks are the French
sentence's (« Безик », as « the elder hand's point »), the words inside keep their own."""


@pytest.mark.parametrize("domain", CATALOGS)
def test_guillemets_take_their_spaces_around_any_language(domain: str) -> None:
    bad = [s for s in _french_strings(domain) if UNSPACED_GUILLEMET.search(s)]
    assert bad == [], f"« » without their no-break spaces in {domain}.po: {bad[:3]}"


def test_the_bezique_drill_quotes_the_handbook_with_french_guillemets() -> None:
    """The meld drill's rule in French, followed by the handbook's Russian: « Первый безик … »,
    its own „ “ inside (the engine's words, not only the catalog's)."""
    import json

    from piquet_core.trainer import exercise

    texts = [
        json.dumps(exercise("bezique", f"g{i}", "fr").to_dict(), ensure_ascii=False)
        for i in range(40)
    ]
    assert any("«\u00a0" in t and re.search("[\u0400-\u04ff]", t) for t in texts)
    bad = [
        m.group(0)
        for t in texts
        for m in re.finditer(".{0,20}" + UNSPACED_GUILLEMET.pattern + ".{0,20}", t)
    ]
    assert bad == [], bad[:3]
