"""Variants as data (RULES-DIGEST §6; CAV-L 21-22, S000, S002, CAV-C)."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, replace

import pytest

from piquet_core.errors import PiquetError, UnknownVariantError
from piquet_core.variants import (
    AU_CENT,
    RUBICON,
    RUSSIAN,
    VARIANTS,
    PartieForm,
    PiqueOrder,
    PlayCounting,
    TalonLayout,
    Variant,
    variant_by_name,
)


def test_presets_by_name() -> None:
    assert set(VARIANTS) == {"rubicon", "au-cent", "russian"}
    assert variant_by_name("Rubicon") is RUBICON
    assert variant_by_name("au_cent") is AU_CENT
    with pytest.raises(UnknownVariantError, match="unknown variant 'bezique'"):
        variant_by_name("bezique")


def test_rubicon_exchange_cavendish_laws_21_22_34() -> None:
    """CAV-L 21: elder 1-5; CAV-L 22: younger at least one; CAV-L 34: all that remain."""
    assert [n for n in range(9) if RUBICON.elder_exchange_ok(n)] == [1, 2, 3, 4, 5]
    assert [n for n in range(9) if RUBICON.younger_exchange_ok(n, 3)] == [1, 2, 3]
    assert RUBICON.younger_exchange_ok(4, 4)


def test_au_cent_seed_000_001() -> None:
    """CAV-C keeps Law 21, elder one to five (S000's three to five is a switch); S001: dealer
    may decline; counting cards."""
    assert [n for n in range(9) if AU_CENT.elder_exchange_ok(n)] == [1, 2, 3, 4, 5]
    assert AU_CENT.younger_exchange_ok(0, 3)
    assert AU_CENT.play_counting is PlayCounting.COUNTING_CARDS
    assert AU_CENT.partie is PartieForm.HUNDRED_UP


def test_russian_seed_002() -> None:
    """S002: talon five and three; 3-5 or none for each player; two королика."""
    assert [n for n in range(9) if RUSSIAN.elder_exchange_ok(n)] == [0, 3, 4, 5]
    assert [n for n in range(9) if RUSSIAN.younger_exchange_ok(n, 3)] == [0, 3]
    assert RUSSIAN.talon_layout is TalonLayout.SPLIT_5_3
    assert RUSSIAN.partie is PartieForm.KOROLIK


def test_variants_are_frozen_and_derivable() -> None:
    with pytest.raises(FrozenInstanceError):
        RUBICON.name = "x"  # type: ignore[misc]
    pagat = replace(RUBICON, name="pagat", pique_order=PiqueOrder.CHRONOLOGICAL)
    assert pagat.pique_order is PiqueOrder.CHRONOLOGICAL
    assert RUBICON.pique_order is PiqueOrder.LAW_67


def test_to_dict_from_dict_round_trip() -> None:
    for v in VARIANTS.values():
        d = v.to_dict()
        assert Variant.from_dict(d) == v
    assert RUBICON.to_dict()["elder_exchange"] == [1, 2, 3, 4, 5]
    pagat = Variant.from_dict({"name": "rubicon", "pique_order": "chronological"})
    assert pagat.pique_order is PiqueOrder.CHRONOLOGICAL and "changed: pique_order" in pagat.source


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"pique": 1}, "unknown variant switch 'pique'"),
        ({"pique_order": "random"}, "bad value 'random' for pique_order (one of: law-67, chrono"),
        ({"elder_exchange": [9]}, "elder_exchange must be a list of card counts 0-8"),
        ({"cards_count_for_pique": "yes"}, "cards_count_for_pique must be bool, got str"),
        (
            {"korolik_dealer": "both"},
            "bad value 'both' for korolik_dealer (one of: alternate, same",
        ),
        (
            {"partie_settlement": "x"},
            "bad value 'x' for partie_settlement (one of: rubicon, higher",
        ),
        ({"name": "whist"}, "unknown variant 'whist'"),
    ],
)
def test_from_dict_errors(data: dict[str, object], message: str) -> None:
    with pytest.raises(PiquetError, match=message.replace("(", r"\(")):
        Variant.from_dict(data)
