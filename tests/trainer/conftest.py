"""The trainer's catalogs must be compiled into piquet_core/locale before any test reads them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # the build-time generators are not an installed package
    sys.path.insert(0, str(ROOT))

from generators import trainer_catalog  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def compiled_catalogs() -> None:
    trainer_catalog.compile_catalogs()
    from piquet_core.trainer.i18n import translator

    translator.cache_clear()
