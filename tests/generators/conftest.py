"""Fixtures for the worked-example generator tests: the compiled catalogs."""

from __future__ import annotations

import pytest
from gen_helpers import ROOT  # noqa: F401  (puts the repository on sys.path)

from generators import build
from generators.i18n import CatalogMissingError, translations


@pytest.fixture(scope="session", autouse=True)
def compiled_catalogs() -> None:
    """The ``.mo`` files are build products: compile them if this checkout has none."""
    try:
        for lang in ("fr", "ru"):
            translations(lang)
    except CatalogMissingError:
        build.compile_catalogs()
