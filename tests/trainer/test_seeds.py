"""Random seeds never collide with the seeds that name a hand (``h…``) or a day (``d…``).

A "Next hand" seed such as ``h3k2ab`` used to be read as a typed hand's card mask and refused
("A hand has 12 cards; this one has 14."), about once in 32 deals."""

from __future__ import annotations

import random
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from piquet_core.trainer import seeds

HELPERS_JS = Path(__file__).resolve().parents[2] / "docs" / "assets" / "shared" / "helpers.js"
"""Where the trainer and the play page draw their random seeds (``randomSeed``)."""


@given(st.integers(min_value=0, max_value=2**64))
def test_new_seed_is_never_a_hand_or_a_day(n: int) -> None:
    seed = seeds.new_seed(random.Random(n))
    assert seeds.check_seed(seed) == seed and len(seed) == seeds.SEED_LENGTH
    assert seed[0] not in "hd", seed
    deal = seeds.deal(seed)  # a plain shuffle: never refused
    assert len(deal.hands.elder) == len(deal.hands.younger) == 12


def test_the_page_draws_its_seeds_the_same_way() -> None:
    js = HELPERS_JS.read_text(encoding="utf-8")
    alphabet = re.search(r'const SEED_ALPHABET = "([a-z0-9]+)";', js)
    assert alphabet and alphabet.group(1) == seeds._ALPHABET
    assert 'const SEED_FIRST = SEED_ALPHABET.replace("h", "").replace("d", "");' in js
    assert "i === 0 ? SEED_FIRST : SEED_ALPHABET" in js


def test_two_thousand_seeds_in_a_row() -> None:
    firsts = {seeds.new_seed(random.Random(i))[0] for i in range(2000)}
    assert firsts == set(seeds._ALPHABET) - {"h", "d"}  # every other letter does start one
