"""The site is installable: each language has a web app manifest (name, icons, theme colour,
start URL in that language) that Chromium's own installability check accepts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page

PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
NAME = {"en": "Piquet", "fr": "Piquet", "ru": "Пикет"}


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_each_language_is_installable_in_its_language(
    page: Page, context: BrowserContext, base_url: str, site_dir: Path, lang: str
) -> None:
    manifest = json.loads((site_dir / PREFIX[lang] / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["lang"] == lang and manifest["name"] == NAME[lang]
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert (site_dir / PREFIX[lang] / icon["src"]).resolve().is_file(), icon
    page.goto(base_url + PREFIX[lang] + "rules/")
    href = page.locator("link[rel=manifest]").get_attribute("href")
    assert href is not None and href.endswith(PREFIX[lang] + "manifest.webmanifest")
    cdp = context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # Playwright's contexts are incognito, which no site can change; every other check counts
    assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors
    app = cdp.send("Page.getAppManifest")
    assert app["errors"] == [], app["errors"]
    assert app["url"].endswith(PREFIX[lang] + "manifest.webmanifest")
