"""What the Bezique generators share: the seed's rules and the engine's wording of melds.

Meld names and score lines are worded by :mod:`piquet_core.trainer.bezique_words`, from the
``trainer`` catalog, so the rules pages and the meld drill say the same thing in the same
words; this module makes sure that catalog is compiled before it is read.
"""

from __future__ import annotations

from functools import cache

from generators import trainer_catalog
from piquet_core.bezique import BeziqueRules
from piquet_core.trainer.bezique_words import Words, words
from piquet_core.trainer.i18n import is_lang


@cache
def _compiled() -> bool:
    trainer_catalog.compile_catalogs()
    words.cache_clear()
    return True


def score_words(lang: str) -> Words:
    """Bezique's words in ``lang`` (en, fr or ru), from the compiled ``trainer`` catalog."""
    if not is_lang(lang):
        raise ValueError(f"unknown language {lang!r}: expected en, fr or ru")
    _compiled()
    return words(lang)


def seed_rules() -> BeziqueRules:
    """The engine's default rules: eight packs and the readings of ``READINGS``."""
    return BeziqueRules()
