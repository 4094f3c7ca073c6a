"""A rules page stays light on first visit: under 400 KB, never waiting on Pyodide.

Everything a fresh browser fetches for the page (HTML, CSS, JS; the search index and the
stemmer only once the reader opens the search) is summed as served here (raw) and
gzip-compressed as a static host serves it (level 6). bench/README.md "Site" reports the
figures.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from playwright.sync_api import Page

LIMIT_KB = 400


@pytest.mark.parametrize("where", ["rules/", "fr/rules/", "ru/rules/"])
def test_rules_page_weight(page: Page, base_url: str, site_dir: Path, where: str) -> None:
    urls: list[str] = []
    page.on("requestfinished", lambda request: urls.append(request.url))
    # everything the page fetches by itself, up to half a second of network quiet (the search
    # index and its stemmer wait for the reader to open the search: not counted)
    page.goto(where, wait_until="networkidle")
    raw = gz = 0
    for url in dict.fromkeys(urls):
        assert url.startswith(base_url)
        path = url[len(base_url) :].split("#")[0].split("?")[0]
        file = site_dir / path
        if path == "" or path.endswith("/"):
            file = file / "index.html"
        data = file.read_bytes()
        raw += len(data)
        gz += len(gzip.compress(data, 6))
        assert "pyodide" not in path, f"{where} loads the Pyodide engine: {path}"
    print(f"{where}: {len(urls)} requests, {raw / 1024:.0f} KB raw, {gz / 1024:.0f} KB gzip")
    assert gz / 1024 < LIMIT_KB
