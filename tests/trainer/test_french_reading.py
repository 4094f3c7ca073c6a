# ruff: noqa: RUF001, RUF002  (French apostrophes are intended)
"""What a native French reading of the drills found wrong, checked at its cause.

* The dialogue's count said of the point « égalité, ou personne n’en a » though both players
  always hold a point: a tie and "nobody holds one" are now two lines, the second never said of
  the point.
* The sets drill said « As : vous n’en avez que 1. »: a count of one is said in words, without
  a gender to agree with the rank (« vous n’avez qu’une carte de ce rang »).
"""

from __future__ import annotations

import pytest

from piquet_core.trainer import exercise

SEEDS = [f"fr{i}" for i in range(40)] + ["k2b", "dd4", "m7q", "k5e"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_point_is_never_said_to_be_held_by_nobody(lang: str) -> None:
    point = {"en": "Point:", "fr": "Le point\u00a0:"}[lang]
    nobody = {"en": "nobody holds one", "fr": "n’en a"}[lang]
    tie = {
        "en": "Point: equal; neither scores.",
        "fr": "Le point\u00a0: égalité\u202f; personne ne marque.",
    }
    ties = 0
    for seed in SEEDS:
        for line in exercise("dialogue", seed, lang).explanation:
            if line.startswith(point):
                assert nobody not in line, (seed, line)
                ties += line == tie[lang]
    assert ties, "no tied point among the seeds: the check saw nothing"


def test_a_count_of_one_is_said_in_words() -> None:
    seen = 0
    for seed in SEEDS:
        ex = exercise("sets", seed, "fr")
        for q in ex.questions:
            for o in q.options:
                assert "que 1" not in o.wrong and "n’en avez que" not in o.wrong, (seed, o.wrong)
                seen += "qu’une carte de ce rang" in o.wrong
    assert seen


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_set_is_named_once(lang: str) -> None:
    """« Juste : quatorze de dames, un quatorze, 14 points » said the kind twice: where the
    name of the set says it (French « quatorze de … »), the verdict does not add it."""
    import re

    from piquet_core.trainer.i18n import translator

    tr = translator(lang)
    kinds = [tr.gettext(k).split()[-1].casefold() for k in ("a quatorze", "a trio")]
    seen: set[str] = set()
    for k in range(300):
        for q in exercise("sets", f"q{k}", lang).questions:
            for text in [t for o in q.options or () for t in (o.right, o.missed) if t]:
                said = re.findall(r"\w+", text.casefold())
                for kind in kinds:
                    assert said.count(kind) <= 1, text
                    seen |= {kind} if kind in said else set()
        if len(seen) == 2:
            break
    assert len(seen) == 2, seen


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_elder_s_other_combinations_are_told_after_the_answer(lang: str) -> None:
    """The dialogue drill's call « Tierce majeure » came with « (Il a aussi : tierce basse.) »
    before younger answered: it gave elder's hand away. His other sequences and sets are
    told in the feedback, once younger has answered, and the call is his words alone."""
    from piquet_core.trainer.i18n import translator

    also = translator(lang).gettext("Elder also holds {others}.").split("{")[0]
    told = 0
    for k in range(80):
        for q in exercise("dialogue", f"d{k}", lang).questions:
            assert also not in q.label, q.label
            if q.id in ("sequence", "set") and also in q.right:
                assert also in q.wrong
                others = q.right.split(also)[1]
                assert others.rstrip(".") and others.rstrip(".") not in q.label
                told += 1
    assert told >= 5
