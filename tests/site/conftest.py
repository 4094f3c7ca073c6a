"""Tests of the built site (marker ``site``): ``make site`` first, or ``make test``.

``built_site`` is ``site/`` (fails if missing); ``html_pages`` maps each page's path relative
to ``site/`` (``fr/rules/index.html``) to its parsed form (:class:`ParsedPage`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from site_helpers import SITE, ParsedPage, parse


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.site)


@pytest.fixture(scope="session")
def built_site() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} is not built: run `make site` first", pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def html_pages(built_site: Path) -> dict[str, ParsedPage]:
    return {
        p.relative_to(built_site).as_posix(): parse(p)
        for p in sorted(built_site.rglob("*.html"))
        if "assets/" not in p.relative_to(built_site).as_posix()
    }
