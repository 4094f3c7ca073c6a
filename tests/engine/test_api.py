"""The public API: one obvious import, and the examples in the docs run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import piquet_core

README = Path(__file__).resolve().parents[2] / "README.md"


def test_all_names_exist_and_are_unique() -> None:
    assert len(set(piquet_core.__all__)) == len(piquet_core.__all__)
    for name in piquet_core.__all__:
        assert hasattr(piquet_core, name), name


def test_package_docstring_examples() -> None:
    result = doctest.testmod(piquet_core, raise_on_error=False)
    assert result.attempted >= 3 and result.failed == 0


def test_readme_engine_api_example() -> None:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Engine API") :]
    code = section[section.index("```python") + len("```python") :]
    code = code[: code.index("```")]
    test = doctest.DocTestParser().get_doctest(code, {}, "README", str(README), 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert test.examples and runner.failures == 0


def test_variants_module_example() -> None:
    from piquet_core import variants

    assert doctest.testmod(variants).failed == 0
