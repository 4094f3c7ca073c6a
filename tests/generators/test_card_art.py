"""The card artwork's sprite (generators/card_art.py)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from generators import card_art


def test_sprite_is_the_same_bytes_every_time_and_small() -> None:
    a, b = card_art.sprite(), card_art.sprite()
    assert a == b
    assert len(a.encode()) < 24_000  # a few tens of KB at most (bench/README.md)
    ET.fromstring(a)  # well-formed SVG


def test_sprite_has_every_cell_it_is_addressed_by() -> None:
    root = ET.fromstring(card_art.sprite())
    ns = "{http://www.w3.org/2000/svg}"
    assert root.get("viewBox") == f"0 0 {30 * 10} {56 * 4}"
    cells = {g.get("transform") for g in root.iter(f"{ns}g")}
    for row in range(4):
        for col in range(8):  # 7 8 9 10 A J Q K in every suit
            assert f"translate({col * 30} {row * 56})" in cells
    assert "translate(240 0)" in cells and "translate(270 0)" in cells  # infusorka, back
    assert {s.get("id") for s in root.iter(f"{ns}symbol")} == {"s", "h", "d", "c"}


def test_pip_counts_match_the_ranks() -> None:
    for rank, pips in card_art.PIPS.items():
        assert len(pips) == int(rank)
    for suit in "shdc":
        face = card_art._face("9", suit)
        assert len(re.findall(f'href="#{suit}"', face)) == 9
