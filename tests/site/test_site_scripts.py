"""The site serves the scripts its pages load, and no other of its own script sources.

Every page's ``<script src>`` is a root; a served script's relative ``.js`` string literals
(its module imports, the worker it starts) are followed. Every ``.js`` file of the site's own
script folders must be reached that way: a source that is bundled (``trainer.js`` and its
modules, in ``trainer.bundle.js``) or inlined (``boot.js``) is not copied into ``site/``
(``exclude_docs`` in ``mkdocs.yml``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from site_helpers import SITE

pytestmark = pytest.mark.site

OWN = ("assets/trainer", "assets/play", "assets/shared")
"""The site's own script folders (Material's and Pyodide's files are theirs)."""
SCRIPT_SRC = re.compile(r'<script\b[^>]*\bsrc="([^"]+)"')
JS_LITERAL = re.compile(r"""["']((?:\.{1,2}/)*[\w./-]+\.js)["']""")


def reachable() -> set[Path]:
    """The script files the pages load, and those they load in turn."""
    todo: list[Path] = []
    for html in SITE.rglob("*.html"):
        for src in SCRIPT_SRC.findall(html.read_text(encoding="utf-8")):
            if "://" not in src:
                todo.append((html.parent / src.split("?")[0]).resolve())
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        for literal in JS_LITERAL.findall(path.read_text(encoding="utf-8")):
            todo.append((path.parent / literal).resolve())
    return seen


def test_every_own_script_served_is_loaded() -> None:
    served = {p.resolve() for folder in OWN for p in (SITE / folder).glob("*.js")}
    assert served, "no scripts in the site's own folders: is the site built?"
    unused = sorted(str(p.relative_to(SITE.resolve())) for p in served - reachable())
    assert unused == []


def test_the_play_page_and_the_trainer_share_one_helpers_module() -> None:
    """play.js loads the helpers as a module; the trainer's bundle carries the same code."""
    loaded = reachable()
    helpers = (SITE / "assets" / "shared" / "helpers.js").resolve()
    assert helpers in loaded
    bundle = (SITE / "assets" / "trainer" / "trainer.bundle.js").read_text(encoding="utf-8")
    assert "docs/assets/shared/helpers.js" in bundle  # esbuild names each bundled module
    for name in ("trainer.js", "check.js", "store.js", "boot.js", "pick.js", "carry.js"):
        assert not (SITE / "assets" / "trainer" / name).exists(), name
