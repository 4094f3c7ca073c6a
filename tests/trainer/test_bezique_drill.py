"""The Bezique meld drill: the key is the engine's, the feedback is itemised and
translated, the same seed gives the same exercise, and the worker's JSON API serves it."""

from __future__ import annotations

import json
import re

import pytest
from markupsafe import escape

from generators.trainer import exercise_html
from piquet_core import bezique as bz
from piquet_core.trainer import DRILLS, check, exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.bezique_drill import _meld_exercise, bezique_exercise, engine_seed
from piquet_core.trainer.bezique_words import words
from piquet_core.trainer.ui import drill_titles

SEEDS = ("first", "a", "b", "c", "d2026-11-30", "k3j9x2", "zz", "q")


def test_registered_as_a_drill() -> None:
    assert DRILLS["bezique"] is bezique_exercise
    assert all("bezique" in drill_titles(lang) for lang in ("en", "fr", "ru"))


@pytest.mark.parametrize("seed", SEEDS)
def test_the_key_is_the_engines_value(seed: str) -> None:
    ex = exercise("bezique", seed, "en")
    engine = _meld_exercise(seed)
    assert ex.questions[0].answer == (str(engine.answer.points),)
    if engine.meld is None:  # the best meld: nothing scores more
        best = bz.best_meld(engine.hand, engine.trump, engine.record)
        assert best is not None and best.points == engine.answer.points
    else:
        again = bz.evaluate(engine.meld, engine.hand, engine.trump, engine.record)
        assert again.points == engine.answer.points
    assert ex.cards == engine.hand and len(ex.cards) == 17


@pytest.mark.parametrize("lang", ("en", "fr", "ru"))
def test_right_and_wrong_answers_are_itemised(lang: str) -> None:
    ex = exercise("bezique", "first", lang)
    q = ex.questions[0]
    right = check(ex, {"points": [q.answer[0]]})
    assert right.correct and right.items == (("right", q.right),)
    wrong_value = str(int(q.answer[0]) + 1)
    wrong = check(ex, {"points": [wrong_value]})
    assert not wrong.correct
    assert wrong.items == (("wrong", q.wrong.replace("{given}", wrong_value)),)
    assert q.answer[0] in q.wrong and wrong_value in wrong.items[0][1]
    # the explanation is the engine's score lines, worded in the page's language
    engine = _meld_exercise("first")
    assert ex.explanation[: len(engine.answer.score.items)] == words(lang).score_lines(
        engine.answer.score.items
    )
    assert ex.rules and all(r.text and r.source for r in ex.rules)


def test_feedback_words_per_language() -> None:
    en, fr, ru = (exercise("bezique", "first", lang) for lang in ("en", "fr", "ru"))
    assert en.lines[0].startswith("Trumps: ") and fr.lines[0].startswith("Atout\u00a0: ")
    assert ru.lines[0].startswith("Козырь: ")
    assert "«Козырные:" in ru.rules[0].text and "«Козырные:" in en.rules[0].text
    assert ru.questions[0].right.endswith("88\u00a0очков.")  # noqa: RUF001
    for ex in (fr, ru):
        assert ex.prompt != en.prompt and ex.questions[0].label != en.questions[0].label


def test_a_double_meld_quotes_the_double_rule() -> None:
    for k in range(200):
        ex = exercise("bezique", f"x{k}", "en")
        if len(ex.rules) == 2:
            assert "A double meld is worth double" in ex.rules[1].text
            # the seed quoted inside «»: its own quotation marks are the inner ones
            assert "«Двойная „показка“ ценится вдвойне" in ex.rules[1].text
            ru = exercise("bezique", f"x{k}", "ru").rules[1].text
            assert "вдвойне" in ru and "«" not in ru.strip("«»"), ru  # no «» inside «»
            return
    pytest.fail("no double meld among 200 seeds")


def test_table_state_names_what_was_declared_before() -> None:
    seen = set()
    for k in range(60):
        ex = exercise("bezique", f"s{k}", "en")
        engine = _meld_exercise(f"s{k}")
        before = [*engine.record.series, *engine.record.sets]
        declared = [line for line in ex.lines if line.startswith("Declared or shown before")]
        assert len(declared) == sum(1 for _, n in before if n)
        for line in declared:
            seen.add(re.sub(r"\d+", "N", line))
    assert len(seen) >= 4


@pytest.mark.parametrize("seed", SEEDS)
def test_same_seed_same_exercise(seed: str) -> None:
    a = exercise("bezique", seed, "ru")
    b = exercise("bezique", seed, "ru")
    assert a.to_dict() == b.to_dict()
    assert engine_seed(seed) == engine_seed(seed)


def test_html_shows_the_hand_with_accessible_names() -> None:
    ex = exercise("bezique", "first", "fr")
    page = exercise_html(ex)  # the page's template, from the exercise's data
    names = re.findall(
        r'<span class="pq-card pq-(?:[shdc] pq-r\w+|j)" role="img" data-card="\w+" '
        r'aria-label="([^"]+)">',
        page,
    )
    assert len(names) == 17
    assert names == [c["name"] for c in ex.to_dict()["hands"][0]["cards"]]  # type: ignore[index]
    assert page.index('class="pq-prompt"') < page.index("pq-hand") < page.index("pq-form")
    for line in ex.lines:
        assert str(escape(line)) in page


def test_worker_api_serves_the_drill() -> None:
    reply = json.loads(handle(json.dumps({"op": "exercise", "drill": "bezique", "seed": "a",
                                          "lang": "ru"})))  # fmt: skip
    assert reply["ok"]
    assert reply["exercise"] == exercise("bezique", "a", "ru").to_dict()
    assert "html" not in reply  # the page draws it (templates, docs/assets/trainer/exercise.js)


@pytest.mark.parametrize(
    ("lang", "figure"), [("fr", "1\u202f152"), ("ru", "1\u00a0152"), ("en", "1,152")]
)
def test_a_figure_of_four_digits_is_grouped(lang: str, figure: str) -> None:
    """The eighth trump queen's 1152 in the feedback and its itemised lines, grouped as the
    language writes it (TRANSLATING.md, "Typography": « 1 152 »; French reading 4: the drill
    said « 1152 points »)."""
    ex = exercise("bezique", "fx5", lang)
    assert _meld_exercise("fx5").answer.points == 1152
    assert figure in ex.questions[0].right and "1152" not in ex.questions[0].right
    lines = words(lang).score_lines(_meld_exercise("fx71").answer.score.items)
    assert not any(re.search(r"\d{4}", line) for line in lines)
