"""The drills write numbers as the site's generators do (Babel, CLDR).

The engine formats numbers itself (it runs in Pyodide, without Babel):
:func:`piquet_core.trainer.words.number` must give Babel's text for every language.
"""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal, format_percent
from hypothesis import given
from hypothesis import strategies as st

from generators.i18n import number as site_number
from piquet_core.trainer.i18n import LANGS, Lang, translator
from piquet_core.trainer.words import cards_count, number, percent, points


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


@pytest.mark.parametrize(
    ("lang", "text"), [("en", "66.2%"), ("fr", "66,2\u202f%"), ("ru", "66,2\u00a0%")]
)
def test_a_percentage_carries_its_sign_in_the_language(lang: Lang, text: str) -> None:
    """The advisor's reasons take the percentage whole ("{percent} chance of a quint"), so
    the French space before the sign is French (« 66,2 % »), and Babel's compile finds no
    printf "% c" in the msgid (tests/trainer/test_catalog_checks.py)."""
    from piquet_core.bots.reasons import Reason, reason_text

    assert percent(lang, 66.2) == text
    assert percent(lang, 12.0) == text.replace("66,2", "12").replace("66.2", "12")
    assert percent(lang, 66.2) == format_percent(0.662, "#,##0.0%", locale=lang).replace(
        "%", {"en": "", "fr": "\u202f", "ru": "\u00a0"}[lang] + "%"
    )
    tr = translator(lang)
    said = reason_text(Reason.of("sequence_chance_5", percent=66.2), lang, tr.gettext)
    assert said.startswith(text) or f" {text}" in said, said
