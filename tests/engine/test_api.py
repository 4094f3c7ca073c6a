"""The public API: one obvious import, and the examples in the docs run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import piquet_core

ROOT = Path(__file__).resolve().parents[2]


def test_all_names_exist_and_are_unique() -> None:
    assert len(set(piquet_core.__all__)) == len(piquet_core.__all__)
    for name in piquet_core.__all__:
        assert hasattr(piquet_core, name), name


def test_package_docstring_examples() -> None:
    result = doctest.testmod(piquet_core, raise_on_error=False)
    assert result.attempted >= 3 and result.failed == 0


@pytest.mark.parametrize("name", ["README.md", "CONTRIBUTING.md"])
def test_python_examples_in_the_docs(name: str) -> None:
    """Every ``python`` block of the README (the library in a dozen lines) and of
    CONTRIBUTING.md runs as a doctest."""
    path = ROOT / name
    blocks = path.read_text(encoding="utf-8").split("```python")[1:]
    assert blocks, f"{name} has no python example"
    runner = doctest.DocTestRunner()
    for block in blocks:
        code = block[: block.index("```")]
        test = doctest.DocTestParser().get_doctest(code, {}, name, str(path), 0)
        assert test.examples
        runner.run(test)
    assert runner.failures == 0


def test_variants_module_example() -> None:
    from piquet_core import variants

    assert doctest.testmod(variants).failed == 0


def test_irregular_deals_from_the_package() -> None:
    """The irregular deals' types are one import away, and their constructors read seats and
    hands by name as the rest of the API does, refusing what is neither."""
    from piquet_core import (
        BySeat,
        CallIrregularities,
        DealState,
        Hand,
        IrregularError,
        Irregularities,
        Misdeal,
        MisdealOption,
        PiquetError,
        Seat,
    )

    irr = Irregularities(exposed_talon="younger", took_back=("", "QS"), draws=[5, None])
    assert irr == Irregularities(
        exposed_talon=Seat.YOUNGER, took_back=BySeat(Hand(), Hand.parse("QS")), draws=(5, None)
    )
    assert irr.took_back.younger == Hand.parse("QS") and irr.draws.elder == 5
    assert CallIrregularities(misnomer="Elder").misnomer is Seat.ELDER
    with pytest.raises(IrregularError, match=r"^draws: a whole number from 0 to 8 or None"):
        Irregularities(draws=(9, None))
    with pytest.raises(IrregularError, match=r"^took_back: two hands"):
        Irregularities(took_back="QS")  # type: ignore[arg-type]
    with pytest.raises(IrregularError, match=r"^fresh_deal: True or False"):
        Irregularities(exposed_talon="elder", fresh_deal="yes")  # type: ignore[arg-type]
    with pytest.raises(PiquetError, match="not a seat"):
        Irregularities(looked_at_stock="north")  # type: ignore[arg-type]
    s = DealState.from_hands(
        "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 10D",
        "10S 7S 10H 9H 7H KC QC 10C AD QD JD",
        "9S 8S KH 9C KD QS AC 7D",
        misdeal=MisdealOption.STAND,
    )
    assert isinstance(s.misdeal, Misdeal) and s.misdeal.option is MisdealOption.STAND
    assert sorted(s.misdeal.discard_counts("elder", "rubicon")) == [2, 3, 4, 5, 6]
