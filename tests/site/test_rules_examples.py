"""The rules page and its worked examples, and the rules page's element budget.

The engine's worked examples (example hands, the annotated deal, the partie) are on their own
page, ``examples.md``, in each language; the rules page keeps Cavendish's own example deal and
links to each generated example by its heading. A rules page of 2,300 elements cost Material's
start-up about 1.5 s of Lighthouse's total blocking time (bench/README.md "Site"), hence the budget.
"""

from __future__ import annotations

import re

import pytest
from site_helpers import LANGS, SITE

#: Elements in a built rules page (nav, header and footer included); 2,286 before the split.
RULES_ELEMENT_BUDGET = 1_200


def _html(lang: str, slug: str) -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    path = SITE / f"{prefix}{slug}/index.html"
    if not path.is_file():
        pytest.fail(f"{path} is not built: run `make site` first", pytrace=False)
    return path.read_text(encoding="utf-8")


#: The ids the generators give their headings, the same in every language (the
#: headings no longer say "(generated)", and a link or the language switch keeps its target).
GENERATED_IDS = ("example-hands", "example-deal", "example-partie")


def _generated_heading_ids(lang: str) -> list[str]:
    """Ids of the examples page's h2 headings that come from the generators."""
    text = _html(lang, "examples")
    ids = re.findall(r'<h2 id="([^"]+)">', text)
    return [i for i in ids if i in GENERATED_IDS]


@pytest.mark.parametrize("lang", LANGS)
def test_examples_page_holds_the_three_generated_examples(lang: str) -> None:
    ids = _generated_heading_ids(lang)
    assert len(ids) == 3, ids
    text = _html(lang, "examples")
    # the hands and the annotated deal draw their cards as accessible text, one element a card
    cards = re.findall(r'<span class="pq-cc pq-cc-[shdc]" role="img" aria-label="[^"]+">', text)
    assert len(cards) > 200
    assert '<span aria-hidden="true">' not in text


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_links_to_each_generated_example(lang: str) -> None:
    rules = _html(lang, "rules")
    linked = set(re.findall(r'href="\.\./examples/#([^"]+)"', rules))
    assert set(_generated_heading_ids(lang)) <= linked
    # Cavendish's own example deal stays on the rules page, with its calls and its play
    assert rules.count("<table>") >= 10


@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_element_budget(lang: str) -> None:
    elements = len(re.findall(r"<[a-zA-Z]", _html(lang, "rules")))
    assert elements <= RULES_ELEMENT_BUDGET, (
        f"{lang} rules page: {elements} elements (budget {RULES_ELEMENT_BUDGET}); "
        "Lighthouse's blocking time grows with it (bench/README.md 'Site')"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_rules_example_deal_draws_named_cards(lang: str) -> None:
    """Cavendish's example deal: its hands table draws each card as a small card
    named in the page's language, the same cards as the Markdown's text."""
    from piquet_core.cards import Card, card_name

    text = _html(lang, "rules")
    block = re.search(r'<div class="pq-deal-hands">(.*?)</div>', text, re.S)
    assert block is not None
    cards = re.findall(
        r'<span class="pq-cc pq-cc-([shdc])" role="img" aria-label="([^"]+)">([^<]+)</span>',
        block.group(1),
    )
    assert len(cards) == 12 + 12 + 5 + 3 + 5 + 3 + 12 + 12
    code = {"en": "en", "fr": "fr", "ru": "ru"}[lang]
    for suit, name, token in cards:
        card = Card.parse(token, code)  # type: ignore[arg-type]
        assert name == card_name(card, code)  # type: ignore[arg-type]
        assert suit == "shdc"[card.suit.value]
