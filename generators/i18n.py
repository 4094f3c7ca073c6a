"""Jinja2 + Babel plumbing: catalogs and a translated template environment per language.

Catalogs live in ``locales/<lang>/LC_MESSAGES/messages.po`` (domain ``messages``); English is
the source language (msgids are English), so ``en`` has no catalog and renders the msgids.
Templates use the ``jinja2.ext.i18n`` tags with *new-style* gettext, so a plural is written
``{% trans count=n %}{{ count }} point{% pluralize %}{{ count }} points{% endtrans %}`` or
``ngettext("%(num)d point", "%(num)d points", n)``, and the catalog's ``Plural-Forms`` picks
the form: Russian "1 очко, 2 очка, 5 очков".
"""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path
from typing import Final

import jinja2
from babel.support import NullTranslations, Translations

ROOT: Final = Path(__file__).resolve().parent.parent
LOCALES_DIR: Final = ROOT / "locales"
TEMPLATES_DIR: Final = Path(__file__).resolve().parent / "templates"
DOMAIN: Final = "messages"
SOURCE_LANG: Final = "en"
LANGS: Final[tuple[str, ...]] = ("en", "fr", "ru")
TRANSLATED_LANGS: Final[tuple[str, ...]] = tuple(lang for lang in LANGS if lang != SOURCE_LANG)


class CatalogMissingError(RuntimeError):
    """A language has no compiled catalog (run ``python -m generators.build`` first)."""


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang`` (``NullTranslations`` for the source language)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGS)}")
    if lang == SOURCE_LANG:
        return NullTranslations()
    mo = LOCALES_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if not mo.is_file():
        raise CatalogMissingError(
            f"no compiled catalog {mo.relative_to(ROOT)}: run `python -m generators.build`"
        )
    return Translations.load(str(LOCALES_DIR), [lang], DOMAIN)


def environment(lang: str, templates: Path = TEMPLATES_DIR) -> jinja2.Environment:
    """A Jinja2 environment rendering Markdown in ``lang`` through its catalog.

    Undefined variables are errors (``StrictUndefined``); no autoescaping (the output is
    Markdown; generators escape what they insert with :func:`md_escape`).
    """
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates),
        extensions=["jinja2.ext.i18n"],
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.install_gettext_translations(translations(lang), newstyle=True)  # type: ignore[attr-defined]
    env.globals["lang"] = lang
    env.filters["md_escape"] = md_escape
    return env


def md_escape(text: object) -> str:
    """Escape the characters that would change a Markdown table cell or inline text."""
    out = str(text)
    for ch in ("\\", "|", "*", "_", "`", "[", "]", "<", ">"):
        out = out.replace(ch, "\\" + ch)
    return out


def render(template: str, lang: str, **context: object) -> str:
    """Render ``templates/<template>`` in ``lang`` with ``context``."""
    return environment(lang).get_template(template).render(**context)
