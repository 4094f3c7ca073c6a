# ruff: noqa: RUF001  (Cyrillic letters and French apostrophes are intended)
"""Figures stated in the content pages, recomputed with the engine (the Markdown sources, not
the built site): D5's enumeration, Cavendish's capot example, the glossary's wording."""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path

import pytest

from piquet_core.declarations import SUIT_LENGTH, SUIT_PIPS
from piquet_core.replay import replay

DOCS = Path(__file__).resolve().parents[2] / "docs"
LANGS = ("en", "fr", "ru")


def _page(lang: str, name: str) -> str:
    """A page's text with its spaces (no-break, narrow, line breaks) made plain."""
    text = (DOCS / lang / f"{name}.md").read_text(encoding="utf-8")
    # the snippets it includes (the glossary's tables come from locales/terms.toml)
    text = re.sub(
        r'--8<-- "([^"]+)"',
        lambda m: (DOCS.parent / m.group(1)).read_text(encoding="utf-8"),
        text,
    )
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


def _d5_counts() -> tuple[int, int]:
    """Pairs of non-empty suit holdings, and those equal by (length, pips)."""
    keys = [(SUIT_LENGTH[m], SUIT_PIPS[m]) for m in range(1, 256)]
    ties = sum(1 for a in keys for b in keys if a == b)
    return len(keys) ** 2, ties


def _thousands(n: int, lang: str) -> str:
    return f"{n:,}" if lang == "en" else f"{n:,}".replace(",", " ")


@pytest.mark.parametrize("lang", LANGS)
def test_d5_figures_are_the_enumeration(lang: str) -> None:
    """D5: the page's 65,025 pairs and 2,015 ties are what the enumeration counts."""
    pairs, ties = _d5_counts()
    text = _page(lang, "disagreements")
    assert _thousands(pairs, lang) in text
    assert str(ties) in text or _thousands(ties, lang) in text
    assert "tests/engine/test_point_rules.py" in text


@pytest.mark.parametrize("lang", LANGS)
def test_d5_lowest_against_highest_as_stated(lang: str) -> None:
    """The pairs of sums the page gives (15 against 11 ... 75 against 68) are the lowest n + 1
    cards of a suit against its highest n."""
    values = [7, 8, 9, 10, 10, 10, 10, 11]
    text = _page(lang, "disagreements")
    for n in range(1, 8):
        low = min(sum(c) for c in combinations(values, n + 1))
        high = max(sum(c) for c in combinations(values, n))
        assert low > high
        assert re.search(rf"\b{low}\b[^.]*?\b{high}\b", text), (n, low, high)


# Cavendish, Description, "Carte blanche, pique and repique": the capot example, with a
# younger hand that lets elder win every trick (the engine's replay contract).
CAPOT = {
    "variant": "rubicon",
    "elder": "AS KS QS JS 7C AH KH JH 10H 8H 7H AD",
    "younger": "10S 9S QH 9H 10D 9D 8D 7D JC 10C 9C 8C",
    "talon": "8S 7S KD QD JD AC KC QC",
    "elder_discards": "7C",
    "younger_discards": "8C",
    "tricks": ["AS 7S", "KS 9S", "QS 10S", "JS JC", "8S 10C", "AH 9H", "KH QH", "JH 9C",
               "10H 7D", "8H 8D", "7H 9D", "AD 10D"],
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_capot_example_as_the_engine_scores_it(lang: str) -> None:
    """Point of six, quart major and three aces: 13; 26 in hand and play; 66 with capot; no
    pique (Cavendish, Law 69). The rules page gives these figures."""
    result = replay(CAPOT)["elder"]
    assert isinstance(result, dict)
    elder = {k: int(v) for k, v in result.items()}
    hand = elder["point"] + elder["sequences"] + elder["sets"]
    assert (elder["point"], elder["sequences"], elder["sets"]) == (6, 4, 3)
    assert (hand, hand + elder["play"], elder["total"], elder["pique"]) == (13, 26, 66, 0)
    text = _page(lang, "rules")
    assert "(6 + 4 + 3)" in text
    for figure in ("13", "26", "66"):
        assert re.search(rf"\b{figure}\b", text)


def test_one_choice_for_a_tierce_to_a_king() -> None:
    """«терц от короля», as the Russian pages say it, in every glossary; never «до»."""
    for lang in LANGS:
        text = _page(lang, "glossary")
        assert "терц от короля" in text
    for path in DOCS.rglob("*.md"):
        assert "терц до " not in path.read_text(encoding="utf-8"), path


# The exchange drill's page explains its figures in words typed into the page: each is
# recomputed here, so that the page cannot drift from the engine that writes the feedback.
_TRICK_WORDS = {
    "en": "two and a half points for each trick",
    "fr": "deux points et demi par levée",
    "ru": "два с половиной очка за каждую взятку",
}
_SAMPLE_WORDS = {
    "en": "of {n} sampled adversary hands",
    "fr": "des mains adverses ({n} tirées au hasard)",
    "ru": "выборка — {n} рук противника",
}
_GOOD_ENOUGH_WORDS = {
    "en": "Within a point of the best is judged a strong discard",
    "fr": "À moins d’un point du meilleur, l’écart est jugé bon",
    "ru": "Снос, уступающий лучшему меньше чем на очко, считается сильным",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_exchange_page_states_the_engine_s_figures(lang: str) -> None:
    """The exchange page's "What the figures mean": the number of legal discards (one to
    five of twelve, Law 21), the value of a trick in the advisor's ranking, the drill's
    sample of adversary hands and its margin for a strong discard, as the engine has them."""
    from math import comb

    from piquet_core.bots.advisor import TRICK_POINTS
    from piquet_core.trainer.exchange import GOOD_ENOUGH, SAMPLES

    text = _page(lang, "trainer/exchange")
    discards = sum(comb(12, k) for k in range(1, 6))
    assert text.count(_thousands(discards, lang)) >= 2, lang
    assert TRICK_POINTS == 2.5 and _TRICK_WORDS[lang] in text, lang
    assert _SAMPLE_WORDS[lang].format(n=SAMPLES) in text, lang
    assert GOOD_ENOUGH == 1.0, "the pages say 'within a point'"
    assert _GOOD_ENOUGH_WORDS[lang] in text, lang
