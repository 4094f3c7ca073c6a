"""The quotation rules of ``tests/site/learner_checks.py`` in the catalogs, where the
drills' and the play pages' words start: no narrator's note inside a quoted call, and in
Russian the full stop after », „ “ inside «», no straight quotes (the built pages and the
browser's text are read by ``tests/site/test_typography.py`` and
``tests/browser/test_learner_text.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tests" / "site") not in sys.path:
    sys.path.insert(0, str(ROOT / "tests" / "site"))

from learner_checks import narrator_faults, russian_quote_faults  # noqa: E402


@pytest.mark.parametrize("domain", ["messages", "trainer"])
@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_quotations_in_the_catalogs(lang: str, domain: str) -> None:
    with (ROOT / "locales" / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    found = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings if message.id else ():
            faults = narrator_faults(text) + (russian_quote_faults(text) if lang == "ru" else [])
            found += [f"{message.id!r}: {f}" for f in faults]
    assert found == [], f"{len(found)} quotation faults in locales/{lang} {domain}.po"
