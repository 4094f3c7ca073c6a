"""Every page, in every language, loads with no request leaving 127.0.0.1 and no 404.

The autouse ``offsite_requests`` guard (conftest.py) aborts and records any request to
another host and fails the test; ``http_errors`` records local responses >= 400 (a missing
sitemap.xml, search index or script). Trainer pages are covered by the trainer's own tests
(they start the Pyodide engine).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

SKIP = ("trainer/", "assets/")


def _pages(site_dir: Path) -> list[str]:
    out = []
    for html in sorted(site_dir.rglob("index.html")):
        rel = html.relative_to(site_dir).as_posix().removesuffix("index.html")
        if not any(part in rel for part in SKIP):
            out.append(rel)
    return out


def test_every_page_loads_only_from_127_0_0_1(
    page: Page, site_dir: Path, http_errors: list[str], offsite_requests: list[str]
) -> None:
    pages = _pages(site_dir)
    assert len(pages) >= 3
    for rel in pages:
        page.goto(rel, wait_until="networkidle")
        assert page.locator("html").get_attribute("lang") in ("en", "fr", "ru")
    # the language selector and the palette toggle work without the network
    page.goto("ru/", wait_until="networkidle")
    page.locator("label.md-header__button[for=__palette_1]").first.click(force=True)
    assert offsite_requests == []
    assert http_errors == []
