# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The 404 page links home and the search, in the address's language,
even on a host that serves only the root ``404.html`` for every missing address."""

from __future__ import annotations

import functools
import http.server
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

WORDS = {
    "en": ("404 - Not found", "Go to the home page"),
    "fr": ("Page introuvable", "Aller à la page d.accueil"),
    "ru": ("страница не найдена", "На главную страницу"),
}
HOME = {"en": "/", "fr": "/fr/", "ru": "/ru/"}


class _RootOnly404(http.server.SimpleHTTPRequestHandler):
    """A static host (GitHub Pages' way) that answers every missing address with the root
    ``404.html``, status 404."""

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        if code != 404:
            super().send_error(code, message, explain)
            return
        body = (Path(self.directory) / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


@pytest.fixture(scope="module")
def root_404_host(site_dir: Path) -> Iterator[str]:
    handler = functools.partial(_RootOnly404, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        host, port = server.server_address[:2]
        yield f"http://{host!s}:{port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 800)], ids=["phone", "desktop"])
def test_a_missing_address_answers_in_its_language_with_home_and_search(
    page: Page, root_404_host: str, lang: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    address = f"{root_404_host}{HOME[lang]}no/such/page/"
    page.goto(address)
    heading, home = WORDS[lang]
    expect(page.locator("h1")).to_contain_text(heading)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    link = page.get_by_role("link", name=re.compile(home))
    expect(link).to_have_attribute("href", HOME[lang])
    assert page.url == address, "the address the reader typed is kept"
    box = page.locator("#piquet-404-q")
    box.fill("quinte")
    box.press("Enter")
    page.wait_for_url(f"**{HOME[lang]}?q=quinte")
