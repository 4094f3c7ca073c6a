# ruff: noqa: RUF001, E501  (French apostrophes U+2019 and long French lines are intended)
"""A French sentence says a label's colon once. Every French
string of the catalogs the trainer and the site are built from (``trainer.po``,
``messages.po``) is read for a sentence with two colons, or a colon label followed by a
sentence that has its own colon (« Types de main : … (aucun coché : tous) »). The built
pages are read by ``tests/site/test_typography.py``
(``test_no_colon_after_a_colon_on_the_french_pages``); the exchange drill's run-time
feedback by ``tests/trainer/test_drills.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "site"))
from learner_checks import colon_faults  # noqa: E402


def _strings(domain: str) -> list[tuple[str, str]]:
    with (ROOT / "locales" / "fr" / "LC_MESSAGES" / f"{domain}.po").open("rb") as f:
        catalog = read_po(f)
    found = []
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [(msgid, s) for s in strings if s]
    return found


@pytest.mark.parametrize("domain", ["trainer", "messages"])
def test_no_french_catalog_string_says_a_colon_after_a_colon(domain: str) -> None:
    strings = _strings(domain)
    assert len(strings) > 300
    found = [(msgid[:60], str(f)) for msgid, s in strings for f in colon_faults(s, "fr")]
    assert found == []


@pytest.mark.parametrize(
    ("line", "count"),
    [
        (
            "Types de main\u00a0: cochez-en pour ne travailler que ceux-là (aucun coché\u00a0: tous)",
            1,
        ),
        ("Types de main\u00a0: cochez-en (si aucun n’est coché, tous)", 0),
        ("{a} finit avec {b}\u00a0: il est rubiconné. {c} marque {d}\u00a0: {e}.", 0),
        ("Le second\u00a0: «\u00a0Combien\u202f?\u00a0» Le premier\u00a0: «\u00a0Huit.\u00a0»", 0),
        ("Le premier\u00a0: «\u00a0Bon.\u00a0» · Le second\u00a0: «\u00a0Pas bon.\u00a0»", 0),
        ("Foster 1897\u00a0: Foster's Complete Hoyle: An Encyclopedia, 1897.", 0),
        ("Foster 1897\u00a0: «\u00a0Piquet\u00a0»\u00a0: «\u00a0The Stock\u00a0».", 1),
    ],
)
def test_the_french_colon_rule(line: str, count: int) -> None:
    """What the check counts: a placeholder may begin a sentence, a quoted call may end one,
    a dialogue's turns are separated by « · », and a colon with no space before it is an
    English title's, not the French sentence's."""
    assert len(colon_faults(line, "fr")) == count, colon_faults(line, "fr")
