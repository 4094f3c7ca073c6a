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
