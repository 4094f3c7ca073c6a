"""What the site's fenced blocks (``piquet-hand``, ``piquet-deal``) share: their registration
with ``pymdownx.superfences``, their options, the page's language, and their errors.

Each block is rendered by the engine at build time in the language of the page it is on (the
page's folder: ``docs/en``, ``docs/fr``, ``docs/ru``). A block that cannot be rendered stops
the build with one line naming the page, the block and the problem: superfences lets its own
exception through (it would silently drop the block on any other).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pymdownx.superfences import SuperFencesException  # type: ignore[import-untyped]

LANGUAGES = ("en", "fr", "ru")

Render = Callable[[str, Mapping[str, str], str], str]
"""``render(body, options, lang)``: the block's HTML."""


class Fence:
    """One custom fence: its name, the values each option may take, and its renderer.

    A hook module exposes the bound methods as MkDocs hooks (``on_config``,
    ``on_page_markdown``); the fence hands ``validator`` and ``formatter`` to superfences.
    """

    def __init__(self, name: str, options: Mapping[str, tuple[str, ...]], render: Render):
        self.name = name
        self.options = options
        self.render = render
        self.lang = "en"
        self.page = ""

    def validator(self, language: str, inputs: dict[str, str], options: dict[str, str],
                  attrs: dict[str, str], md: Any) -> bool:  # fmt: skip
        """Accept only the fence's options, each with one of its known values."""
        for key, value in inputs.items():
            if value not in self.options.get(key, ()):
                return False
            options[key] = value
        return True

    def formatter(self, source: str, language: str, css_class: str, options: dict[str, str],
                  md: Any, **kwargs: Any) -> str:  # fmt: skip
        """Render the block in the current page's language; a failure stops the build."""
        try:
            return self.render(source, options, self.lang)
        except Exception as err:
            raise SuperFencesException(f"{self.page}: {self.name} block: {err}") from err

    def on_config(self, config: Any, **kwargs: Any) -> Any:
        """Register the fence with superfences (kept out of mkdocs.yml: it needs its module)."""
        mdx = config["mdx_configs"].setdefault("pymdownx.superfences", {})
        fences = mdx.setdefault("custom_fences", [])
        if not any(f.get("name") == self.name for f in fences):
            fences.append({"name": self.name, "class": self.name,
                           "format": self.formatter, "validator": self.validator})  # fmt: skip
        return config

    def on_page_markdown(self, markdown: str, page: Any, config: Any, files: Any) -> str:
        """Remember the page being built and its language, for the blocks on it."""
        src = page.file.src_uri
        first = src.split("/", 1)[0]
        self.lang = first if first in LANGUAGES else str(config["theme"]["language"] or "en")
        self.page = src
        return markdown
