"""Issue 11 §3: the drills write numbers as the site's generators do (Babel, CLDR).

The engine formats numbers itself (it runs in Pyodide, without Babel):
:func:`piquet_core.trainer.words.number` must give Babel's text for every language.
"""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from generators.i18n import number as site_number
from piquet_core.trainer.i18n import LANGS, Lang, translator
from piquet_core.trainer.words import cards_count, number, points


@pytest.mark.parametrize("lang", LANGS)
@given(value=st.integers(min_value=-(10**9), max_value=10**9))
def test_integers_as_babel_writes_them(lang: Lang, value: int) -> None:
    assert number(translator(lang), value) == site_number(value, lang)


@pytest.mark.parametrize("lang", LANGS)
@given(value=st.decimals(min_value=-(10**6), max_value=10**6, places=2))
def test_two_decimals_as_babel_writes_them(lang: Lang, value: object) -> None:
    assert number(translator(lang), float(value), 2) == site_number(float(value), lang, 2)  # type: ignore[arg-type]


def test_the_signs() -> None:
    assert number(translator("fr"), 28967278) == "28\u202f967\u202f278"
    assert number(translator("ru"), 1152) == "1\u00a0152"
    assert number(translator("ru"), 220.27, 2) == "220,27"
    assert number(translator("fr"), -30) == "\u221230"
    assert number(translator("en"), -1152) == "-1,152" == format_decimal(-1152, locale="en")


def test_counts_in_the_drills_are_grouped_and_kept_with_their_noun() -> None:
    nb, nn = "\u00a0", "\u202f"
    assert points(translator("fr"), 1152) == f"1{nn}152{nb}points"
    assert points(translator("ru"), 1151) == f"1{nb}151{nb}очко"
    assert points(translator("ru"), 5) == f"5{nb}очков"
    assert cards_count(translator("en"), 1) == "1 card"
