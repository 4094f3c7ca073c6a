"""The theme in a real browser: language selector, light/dark toggle, axe on the home pages."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page


@pytest.mark.parametrize(
    ("start", "lang", "target"),
    [("rules/", "fr", "fr/rules/"), ("fr/calls/", "ru", "ru/calls/"), ("ru/laws/", "en", "laws/")],
)
def test_language_selector_keeps_the_page(
    page: Page, base_url: str, start: str, lang: str, target: str
) -> None:
    page.goto(start)
    page.locator(".md-header__option .md-select").first.hover()
    page.locator(f"a.md-select__link[hreflang={lang}]").click()
    page.wait_for_url(base_url + target)
    assert page.locator("html").get_attribute("lang") == lang


def test_palette_toggle_switches_light_and_dark(page: Page) -> None:
    page.emulate_media(color_scheme="light")
    page.goto("fr/")
    body = page.locator("body")
    assert body.get_attribute("data-md-color-scheme") == "default"
    page.locator("label.md-header__button[for=__palette_1]").click()
    assert body.get_attribute("data-md-color-scheme") == "slate"
    page.reload()  # the choice is kept
    assert body.get_attribute("data-md-color-scheme") == "slate"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("where", ["", "fr/", "ru/"])
def test_home_pages_have_no_axe_violations(page: Page, where: str, scheme: str) -> None:
    page.emulate_media(color_scheme=scheme)
    page.goto(where, wait_until="networkidle")
    violations = Axe().run(page).response["violations"]
    assert [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations] == []
