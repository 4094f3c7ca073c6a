"""Translations of the trainer's messages, read with the standard library's :mod:`gettext`.

The catalogs are the ``trainer`` domain of ``locales/`` (Babel), compiled into
``piquet_core/locale/<lang>/LC_MESSAGES/trainer.mo`` when the wheel is built, so the same
messages are used at build time (CPython) and in the browser (Pyodide, which ships no Babel).
English is the source language: it needs no catalog.
"""

from __future__ import annotations

import gettext
import re
from functools import cache
from pathlib import Path
from typing import Final, Literal, TypeGuard

Lang = Literal["en", "fr", "ru"]
LANGS: Final[tuple[Lang, ...]] = ("en", "fr", "ru")
DOMAIN: Final = "trainer"
LOCALE_DIR: Final = Path(__file__).resolve().parent.parent / "locale"


#: A number, or a placeholder that takes one, and the Russian noun it counts («{n} карты»,
#: «30 очков»): TRANSLATING.md asks a no-break space between them, so that no line breaks
#: between «5» and «очков». The translator writes a plain space; :class:`Translator` sets it.
_RU_COUNTED = re.compile(
    r"((?<![\w,.])\d+(?:,\d+)?|\{\w+\}|%\(\w+\)[sd]) "
    r"(?=(?:очк|карт|взят|сдач|задач|рук|парти|игрок|королик|объявлен|колод|показк|туз|корол|валет|"
    r"десят|минут|секунд)[а-яё]*)",  # noqa: RUF001
    re.IGNORECASE,
)


def keep_counted(text: str, lang: str) -> str:
    """``text`` with a no-break space between a number and the Russian noun it counts."""
    return _RU_COUNTED.sub("\\1\u00a0", text) if lang == "ru" else text


def is_lang(value: object) -> TypeGuard[Lang]:
    """True if ``value`` is one of the site's languages."""
    return value in LANGS


class Translator:
    """The trainer's messages in one language: ``tr.gettext`` and ``tr.ngettext``.

    Raises :class:`FileNotFoundError` for French or Russian when the compiled catalog is
    missing (a broken build must not silently fall back to English).
    """

    __slots__ = ("_t", "lang")

    def __init__(self, lang: Lang) -> None:
        self.lang: Lang = lang
        if lang == "en":
            self._t: gettext.NullTranslations = gettext.NullTranslations()
        else:
            self._t = gettext.translation(DOMAIN, str(LOCALE_DIR), [lang])

    def gettext(self, message: str) -> str:
        """The translation of ``message``."""
        return keep_counted(self._t.gettext(message), self.lang)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The plural form for ``n`` (Russian has three forms, French treats 0 and 1 alike)."""
        return keep_counted(self._t.ngettext(singular, plural, n), self.lang)

    def pgettext(self, context: str, message: str) -> str:
        """The translation of ``message`` in ``context`` (one English word, two Russian ones)."""
        return keep_counted(self._t.pgettext(context, message), self.lang)


@cache
def translator(lang: Lang) -> Translator:
    """The shared :class:`Translator` for ``lang``."""
    return Translator(lang)
