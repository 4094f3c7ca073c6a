"""The teachers' code to copy names the site by its ``site_url``: the build writes it in place
of the placeholder host the pages use."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

ROOT = Path(__file__).resolve().parents[2]


def _hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "piquet_site_hooks", ROOT / "overrides" / "hooks.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def test_the_build_writes_site_url_into_the_code_to_copy() -> None:
    hooks = _hooks()
    page = (ROOT / "docs" / "fr" / "trainer" / "teachers.md").read_text(encoding="utf-8")
    assert hooks.PLACEHOLDER_SITE in page
    host = "https://cartes.example.net/"
    for site_url, want in ((host + "piquet", host + "piquet/"), (host, host)):
        config = SimpleNamespace(site_url=site_url)
        out = hooks.on_page_markdown(page, None, config, None)
        assert hooks.PLACEHOLDER_SITE not in out
        assert f'<iframe src="{want}fr/trainer/deal-embed/?d=CODE"' in out
    unchanged = hooks.on_page_markdown(page, None, SimpleNamespace(site_url=None), None)
    assert unchanged == page
