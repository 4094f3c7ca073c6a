"""The catalogs and the drills use the terms of ``locales/terms.toml``.

Every English (the catalogs' ids), French and Russian string of the site's (``messages``) and
the trainer's (``trainer``) catalogs, and every text of the drills' exercises and feedback, is
searched for the wrong variants of its language (``[[avoid]]``). A variant with a ``scope``
("bezique": the Bezique four is « quatre dames », the Piquet one a « quatorze ») is looked for
in the catalog entries used from a file of that name and in that drill only; one with an
``outside`` is left out there (English "jack": Piquet's knave, Bezique's jack).
"""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from generators.glossary import wrong_variants
from piquet_core.trainer import DRILLS, check, exercise

ROOT = Path(__file__).resolve().parents[2]
TAG = re.compile(r"<[^>]+>")


@cache
def trainer_locations() -> dict[tuple[str | None, str], frozenset[str]]:
    """The files each message of the ``trainer`` domain comes from: its catalogs are written
    without locations (``trainer_catalog``), so they are extracted again, as it does, to
    give a variant's ``scope`` and ``outside`` their file ("bezique_words.py")."""
    with (ROOT / "generators" / "trainer_babel.cfg").open() as fh:
        method_map, options_map = parse_mapping_cfg(fh)
    keywords = {**DEFAULT_KEYWORDS, "N_": None}
    found: dict[tuple[str | None, str], set[str]] = {}
    for filename, _line, message, _comments, context in extract_from_dir(
        ROOT, method_map, options_map, keywords=keywords
    ):
        for msgid in message if isinstance(message, tuple) else (message,):
            found.setdefault((context, msgid), set()).add(filename)
    return {k: frozenset(v) for k, v in found.items()}


def catalog_hits(lang: str, domain: str) -> list[str]:
    """Wrong variants in ``locales/<lang>/LC_MESSAGES/<domain>.po``, one line each."""
    # English is the catalogs' source text: the French catalog's ids, with their locations
    path = ROOT / "locales" / ("fr" if lang == "en" else lang) / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale="fr" if lang == "en" else lang)
    hits = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        files = {f for f, _ in message.locations}
        if domain == "trainer":
            locations = trainer_locations()
            files |= {f for i in ids for f in locations.get((message.context, i), ())}
        where = " ".join(sorted(files)) + f" {domain}"
        source = message.string if lang != "en" else message.id
        strings = source if isinstance(source, tuple) else (source,)
        for text in strings:
            hits += [f"{domain}.po {message.id!r}: {h}" for h in wrong_variants(text, lang, where)]
    return hits


def texts(value: object) -> list[str]:
    """Every string inside an exercise or a feedback (dataclasses, tuples, dicts)."""
    if isinstance(value, str):
        return [TAG.sub(" ", value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [t for f in dataclasses.fields(value) for t in texts(getattr(value, f.name))]
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in texts(v)]
    return []


def drill_hits(drill: str, lang: str, seeds: int = 8) -> list[str]:
    """Wrong variants in ``seeds`` exercises of ``drill``, their keys' and a wrong answer's
    feedback."""
    hits = []
    for k in range(seeds):
        ex = exercise(drill, f"terms{k}", lang)  # type: ignore[arg-type]
        right = {
            q.id: list(q.answer[:1]) if q.kind != "multi" else list(q.answer) for q in ex.questions
        }
        wrong = {q.id: ["99"] if q.kind == "number" else [] for q in ex.questions}
        for text in texts([ex, check(ex, right), check(ex, wrong)]):
            hits += [f"{drill} terms{k}: {h}" for h in wrong_variants(text, lang, drill)]
    return sorted(set(hits))


def test_the_catalog_check_reads_scopes() -> None:
    assert "piquet_core/trainer/bezique_words.py" in trainer_locations()[None, "trump jack"]
    assert "piquet_core/trainer/words.py" in trainer_locations()[None, "four kings"]
    assert wrong_variants("quatorze de dames", "fr", "piquet_core/trainer/bezique_words.py")
    assert not wrong_variants("quatorze de dames", "fr", "piquet_core/trainer/words.py")
    assert texts({"a": ("<b>x</b>", 3)}) == [" x "]


@pytest.mark.parametrize("domain", ["messages", "trainer"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_no_wrong_variant_in_the_catalogs(lang: str, domain: str) -> None:
    hits = catalog_hits(lang, domain)
    assert hits == [], f"{len(hits)} wrong terms in locales/{lang} {domain}.po"


@pytest.mark.parametrize("drill", sorted(DRILLS))
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_no_wrong_variant_in_the_drills(lang: str, drill: str) -> None:
    hits = drill_hits(drill, lang)
    assert hits == [], f"{len(hits)} wrong terms in the {drill} drill ({lang})"


def test_the_penalty_is_losing_the_manche() -> None:
    """Foster's law on the dealer's draw: "the dealer loses the game", which fr/laws/ gives
    as « il perd la manche »: the trainer's catalog is checked for « perd la partie »."""
    assert wrong_variants("le donneur perd la partie.", "fr")
    assert not wrong_variants("le donneur perd la manche.", "fr")


def test_a_call_good_whatever_the_adversary_holds_has_one_french_word() -> None:
    """The drills say « imbattable, quel que soit le jeu de l'adversaire »; the pages said
    « bonne contre les cartes » for the same law (Cavendish, Laws 48-49): the calque is
    looked for in the catalogs, the drills and the pages, so the two cannot drift apart."""
    assert wrong_variants("sauf si son annonce est bonne contre les cartes.", "fr")
    assert wrong_variants("une annonce bonne\ncontre toute séquence du second", "fr")
    assert not wrong_variants("sauf si elle était imbattable, quel que soit le jeu", "fr")
    assert not wrong_variants("Point bon contre 66,2 % de 100 mains adverses.", "fr")
    # Russian already says it one way: «годится против любых карт»
    assert not wrong_variants("если только оно не годилось против любых карт", "ru")
