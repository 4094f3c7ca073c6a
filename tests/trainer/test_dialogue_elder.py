"""The dialogue drill from elder's chair: each call is a step answered by younger as at the
table, so that the scores asked at the end can be known from what was said.

Cavendish, *Description of the Game*, "Calling"; Laws 46 (younger asks the value only if he
holds as many cards), 49 (the best sequence and set called), 55 (younger reckons after elder's
lead), 62-64.
"""

from __future__ import annotations

import itertools

import pytest

from piquet_core.cards import Seat
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.dialogue import Declare
from piquet_core.scoring import score_deal
from piquet_core.trainer import check, exercise
from piquet_core.trainer.dialogue import elder_seat
from piquet_core.trainer.seeds import deal

ELDER_SEEDS = [s for s in (f"e{i}" for i in range(120)) if elder_seat(s)]
REPORTED = ("857j6v", "47578x", "bn2kem", "fbzy4p")
"""Deals reported where a player who made every call and counted right was marked wrong."""


def _said(seed: str) -> dict[str, str]:
    return {q.id: q.reply for q in exercise("dialogue", seed, "en").questions if q.step}


def test_the_reported_deals_are_elders() -> None:
    assert all(elder_seat(s) for s in REPORTED)
    assert len(ELDER_SEEDS) >= 40


@pytest.mark.parametrize("seed", [*REPORTED, *ELDER_SEEDS[:40]])
def test_younger_answers_each_call_as_the_hands_say(seed: str) -> None:
    d = deal(seed, "dialogue")
    ep, yp = best_point(d.hands.elder), best_point(d.hands.younger)
    assert ep is not None and yp is not None
    said = _said(seed)
    if yp.length > ep.length:
        assert said["point"] == "Younger: “Not good.”"
    elif yp.length < ep.length:
        assert said["point"] == "Younger: “Good.”"
    else:
        assert said["point"] == "Younger: “Making?”"
        expected = {1: "Good.", -1: "Not good.", 0: "Equal."}[
            (ep.pips > yp.pips) - (ep.pips < yp.pips)
        ]
        assert said["point_value"] == f"Younger: “{expected}”"
    # the value is asked exactly when younger asks "Making?" (Law 46), whatever was called
    assert ("point_value" in said) == (yp.length == ep.length)
    e_seqs, y_seqs = all_sequences(d.hands.elder), all_sequences(d.hands.younger)
    if not e_seqs:
        assert said["sequence"] == "" and "sequence_top" not in said
    elif y_seqs and y_seqs[0].length == e_seqs[0].length:
        assert said["sequence"] == "Younger: “How high?”"
        assert said["sequence_top"] in {f"Younger: “{w}”" for w in ("Good.", "Not good.", "Equal.")}
    else:
        good = not y_seqs or y_seqs[0].length < e_seqs[0].length
        assert said["sequence"] == ("Younger: “Good.”" if good else "Younger: “Not good.”")
    e_sets, y_sets = all_sets(d.hands.elder), all_sets(d.hands.younger)
    first, *rest = said["set"].split("\n")
    if e_sets:
        good = not y_sets or e_sets[0].key > y_sets[0].key
        assert first == ("Younger: “Good.”" if good else "Younger: “Not good.”")
        reckoning = rest[0]
    else:
        reckoning = first
    # then younger reckons every item of his that is good, and nothing else (Law 55)
    score = score_deal(
        d.hands.elder, d.hands.younger, elder_dealt=d.hands.elder, younger_dealt=d.hands.younger
    )
    comparison = score.comparison
    items = []
    if comparison.point.winner is Seat.YOUNGER:
        items.append(yp)
    if comparison.sequences.winner is Seat.YOUNGER:
        items += y_seqs
    if comparison.sets.winner is Seat.YOUNGER:
        items += y_sets
    if items:
        words = ", ".join(f"“{Declare(i).say('en')}”" for i in items)
        assert reckoning == f"After your first lead, younger reckons: {words}"
    else:
        assert reckoning == "Younger has nothing good to reckon."


@pytest.mark.parametrize("seed", [*REPORTED, *ELDER_SEEDS[:20]])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_call_is_a_step_in_order_and_the_scores_come_after(seed: str, lang: str) -> None:
    ex = exercise("dialogue", seed, lang)  # type: ignore[arg-type]
    steps = [q for q in ex.questions if q.step]
    assert next(q.id for q in steps) == "point" and steps[-1].id == "set"
    assert steps[0].show_if is None
    for before, q in itertools.pairwise(steps):
        assert q.show_if == (before.id, ()), q.id  # asked once the call before it is said
    for q in ex.questions:
        if not q.step:
            assert q.show_if == ("set", ()), q.id
    assert all("“" not in q.reply for q in steps if lang != "en")


@pytest.mark.parametrize("seed", REPORTED)
def test_a_right_player_is_marked_right_and_a_wrong_call_does_not_hide_the_value(
    seed: str,
) -> None:
    ex = exercise("dialogue", seed, "en")
    answers = {q.id: [q.answer[0]] for q in ex.questions}
    assert check(ex, answers).correct
    # a wrong call of the point is judged wrong, and the value step is asked all the same
    # when younger holds as many cards as elder (the box no longer gives the answer away)
    wrong = dict(answers, point=["8" if answers["point"] != ["8"] else "7"])
    fb = check(ex, wrong)
    assert not fb.correct and fb.items[0][0] == "wrong"
    asked = {q.id for q in ex.questions}
    d = deal(seed, "dialogue")
    ep, yp = best_point(d.hands.elder), best_point(d.hands.younger)
    assert ep is not None and yp is not None
    assert ("point_value" in asked) == (ep.length == yp.length)
    if "point_value" in asked:
        assert len(fb.items) == len(check(ex, answers).items)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("seed", [*ELDER_SEEDS[:40], "u3amnb"])
def test_no_words_of_younger_are_printed_twice(seed: str, lang: str) -> None:
    """Younger's "Making?" is his reply to the point, shown once under it; the next step asks
    elder's answer and does not say it again (the fresh tester's seed u3amnb)."""
    questions = exercise("dialogue", seed, lang).questions
    for before, after in itertools.pairwise(questions):
        for line in filter(None, before.reply.split("\n")):
            quoted = line.split(":", 1)[-1].strip()
            assert quoted not in after.label, (seed, before.id, after.id, quoted)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_set_and_sequence_steps_name_what_the_learner_holds(lang: str) -> None:
    """The reason of elder's set call said only "call your best set first (Law 49)": it names
    the trios and quatorzes he holds («три дамы и три валета»), and his sequences
    each in its suit (two tierces major are two), and Law 49 only when there is a choice."""
    from piquet_core.dialogue import item_words
    from piquet_core.trainer import words
    from piquet_core.trainer.i18n import translator

    tr = translator(lang)
    for seed in ELDER_SEEDS[:40]:
        elder = deal(seed, "dialogue").hands.elder
        steps = {q.id: q for q in exercise("dialogue", seed, lang).questions if q.step}
        for qid, held in (
            ("set", [words.set_name(tr, s) for s in all_sets(elder)]),
            ("sequence", [item_words(s, lang) for s in all_sequences(elder)]),
        ):
            if not held:
                continue
            right = steps[qid].right
            assert all(name in right for name in held), (seed, right)
            assert ("49" in right) == (len(held) > 1), (seed, right)
