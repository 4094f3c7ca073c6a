# ruff: noqa: RUF001  (Cyrillic and French apostrophes are intended)
"""The point drill's working when suits are alike (Law 62: the point is the longest suit, then
the one of more pips; alike, either may be called): one line for all the suits alike, not
"hearts is just as good: either suit may be called." once per suit (the fresh tester's walk,
seed h1qe8xcw: A K Q in each of the four suits)."""

from __future__ import annotations

import pytest

from piquet_core.trainer import exercise

FOUR_ALIKE = "h1qe8xcw"  # A K Q of each suit


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "3 other suits are just as good (♥ ♦ ♣): any of the 4 may be called."),
        (
            "fr",
            "3 autres couleurs valent tout autant (♥ ♦ ♣)\u00a0: n’importe laquelle des 4 "
            "peut être annoncée.",
        ),
        ("ru", "Ещё 3 масти ничем не хуже (♥ ♦ ♣): можно объявить любую из 4."),
    ],
)
def test_four_suits_alike_in_one_line(lang: str, line: str) -> None:
    working = exercise("point", FOUR_ALIKE, lang).explanation
    assert working.count(line) == 1, working
    assert not [w for w in working if "either" in w or "любую из двух" in w], working
