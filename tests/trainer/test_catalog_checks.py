"""The catalogs pass Babel's own checks, those ``pybabel compile`` runs: no "placeholders
are incompatible" or "incompatible format for placeholder".

A msgid such as "{percent}% chance of a quint" reads to Babel as a printf string ("% c"),
and the French « {percent} % de chances » as another ("% d"): the percent sign belongs
inside the formatted number (``words.percent``), so that each language writes its own
space before it (« 66,2 % »).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("domain", ["trainer", "messages"])
@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_babel_finds_nothing_to_warn_about(lang: str, domain: str) -> None:
    with (ROOT / "locales" / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    problems = [
        f"{message.id!r}: {error}" for message, errors in catalog.check() for error in errors
    ]
    assert problems == []


def test_no_msgid_glues_a_percent_sign_to_a_placeholder() -> None:
    """The number and its sign come as one value: "{percent}", never "{percent}%"."""
    for domain in ("trainer", "messages"):
        with (ROOT / "locales" / "fr" / "LC_MESSAGES" / f"{domain}.po").open("rb") as fh:
            catalog = read_po(fh, locale="fr")
        glued = [m.id for m in catalog if m.id and "}%" in str(m.id)]
        assert glued == [], domain
