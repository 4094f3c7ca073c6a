"""Jinja2 + Babel plumbing: catalogs and a translated template environment per language.

Catalogs live in ``locales/<lang>/LC_MESSAGES/messages.po`` (domain ``messages``); English is
the source language (msgids are English), so ``en`` has no catalog and renders the msgids.
Templates use the ``jinja2.ext.i18n`` tags with *new-style* gettext, so a plural is written
``{% trans count=n %}{{ count }} point{% pluralize %}{{ count }} points{% endtrans %}`` or
``ngettext("%(num)d point", "%(num)d points", n)``, and the catalog's ``Plural-Forms`` picks
the form: Russian "1 очко, 2 очка, 5 очков".

Numbers are written in the page's locale by Babel (:func:`number`), never by ``str()``: every
number a template prints (``{{ total }}``) or passes to a message (``total=total``) is
formatted so, "1,152" / « 1 152 » / «1 152», "220.27" / « 220,27 », with a true minus sign
(U+2212) in French and Russian. A value that only looks like a number (a seed, a year) is
passed as a string.
"""

from __future__ import annotations

import gettext
import re
from functools import cache
from pathlib import Path
from typing import Final

import jinja2
from babel.numbers import format_decimal
from babel.support import NullTranslations, Translations

ROOT: Final = Path(__file__).resolve().parent.parent
LOCALES_DIR: Final = ROOT / "locales"
TEMPLATES_DIR: Final = Path(__file__).resolve().parent / "templates"
DOMAIN: Final = "messages"
SOURCE_LANG: Final = "en"
LANGS: Final[tuple[str, ...]] = ("en", "fr", "ru")
TRANSLATED_LANGS: Final[tuple[str, ...]] = tuple(lang for lang in LANGS if lang != SOURCE_LANG)


MINUS: Final = "\u2212"


def number(value: float, lang: str, digits: int | None = None) -> str:
    """``value`` in ``lang``'s locale (Babel, CLDR): grouped thousands, decimal comma in French
    and Russian, a true minus sign there; ``digits`` fixes the number of decimals.

    >>> number(1152, "fr"), number(-30, "ru"), number(220.27, "en"), number(0.5, "fr", 2)
    ('1\u202f152', '\u221230', '220.27', '0,50')
    """
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGS)}")
    fmt = None if digits is None else "#,##0" + ("." + "0" * digits if digits else "")
    text = format_decimal(value, format=fmt, locale=lang)
    return text if lang == SOURCE_LANG else text.replace("-", MINUS)


_INT_PLACEHOLDER = re.compile(r"%\((\w+)\)d")


#: A number and the word after it, in French and Russian text: one no-break space between
#: them, so that no line breaks between « 12 » and « cartes », «5» and «очков».
_NUMBER_SPACE = re.compile(r"(?<![\w.,])(\d[\d\u202f\u00a0]*(?:,\d+)?) (?=[^\W\d_])")


def keep_numbers_with_words(text: str, lang: str) -> str:
    """``text`` with a no-break space between each number and the word after it (French and
    Russian; English keeps its own conventions)."""
    if lang == SOURCE_LANG:
        return text
    parts = re.split(r"(`[^`]*`)", text)  # code spans stay as they are
    return "".join(
        part if k % 2 else _NUMBER_SPACE.sub("\\1\u00a0", part) for k, part in enumerate(parts)
    )


def format_message(message: str, lang: str, **variables: object) -> str:
    """A translated ``message`` filled in as the templates do: numbers in ``lang``'s locale
    (:func:`number`) and kept with the word after them. For Python code that formats a
    message itself: ``format_message(ngettext(...), lang, num=n)``."""
    return _format(message, variables, lang)


def _format(message: str, variables: dict[str, object], lang: str) -> str:
    """``message % variables`` with every number localised (``%(n)d`` takes the text too)
    and kept with the word after it."""
    text = _INT_PLACEHOLDER.sub(r"%(\1)s", message) % {
        k: _localised(v, lang) for k, v in variables.items()
    }
    return keep_numbers_with_words(text, lang)


def _localised(value: object, lang: str) -> object:
    """A number as :func:`number` writes it; any other value unchanged."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return number(value, lang)
    return value


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
        finalize=lambda value: _localised(value, lang),
    )
    tr = translations(lang)

    def gettext(message: str, **variables: object) -> str:
        # As Jinja's newstyle gettext: always a format string ("95%%" is "95%").
        return _format(tr.gettext(message), variables, lang)

    def ngettext(singular: str, plural: str, num: int, **variables: object) -> str:
        variables.setdefault("num", num)
        return _format(tr.ngettext(singular, plural, num), variables, lang)

    def pgettext(context: str, message: str, **variables: object) -> str:
        # one English word that another language says two ways: « Donne » at Piquet, « Coup »
        # at Bezique
        return _format(tr.pgettext(context, message), variables, lang)

    env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=gettext, ngettext=ngettext, newstyle=True, pgettext=pgettext
    )
    # The callables above already format: Jinja's newstyle wrappers would format again.
    env.globals.update(gettext=gettext, _=gettext, ngettext=ngettext, pgettext=pgettext)
    env.globals["lang"] = lang
    env.filters["md_escape"] = md_escape
    env.filters["number"] = lambda value, digits=None: number(value, lang, digits)
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
