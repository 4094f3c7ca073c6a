"""The exchange drill's page explains its figures with the advisor's
own constants: a change to the engine's reckoning must change the words too."""

from __future__ import annotations

from pathlib import Path

import pytest

from piquet_core.bots.advisor import TRICK_POINTS

DOCS = Path(__file__).resolve().parents[2] / "docs"
HALF = {"en": "two and a half points", "fr": "deux points et demi", "ru": "два с половиной очка"}  # noqa: RUF001


@pytest.mark.parametrize("lang", sorted(HALF))
def test_the_page_states_the_trick_value_the_advisor_uses(lang: str) -> None:
    text = " ".join((DOCS / lang / "trainer" / "exchange.md").read_text("utf-8").split())
    assert TRICK_POINTS == 2.5, "the pages say two and a half points a trick: update them"
    assert HALF[lang] in text, f"{lang}: the page no longer says {HALF[lang]!r} a trick"
    assert "Law 21" in text or "loi 21" in text or "закон 21" in text
