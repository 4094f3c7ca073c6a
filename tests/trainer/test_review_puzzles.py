"""From a played deal to a puzzle: the play page's review offers each of the learner's
losing cards that a puzzle would have caught (from the bank's first trick on: one card best,
the next best giving away something that matters) as a puzzle of the puzzles drill, whose
seed is the position's code; the puzzle's one best card is the review's better card."""

from __future__ import annotations

import json
from typing import Any

import pytest

from piquet_core.cards import Seat
from piquet_core.puzzles import FIRST_TRICK, Position, puzzle_at
from piquet_core.trainer import exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.play import Session, replay
from piquet_core.trainer.seeds import position_seed, seed_position
from tests.trainer.test_play import play_partie

BANK_LINES = 200


def call(**req: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(req)))  # type: ignore[no-any-return]


def test_a_position_code_reads_back_and_refuses_what_is_none() -> None:
    with open("data/puzzles.jsonl", encoding="utf-8") as bank:
        for line in list(bank)[:BANK_LINES]:
            d = json.loads(line)["position"]
            pos = Position(d["elder"], d["younger"], Seat(d["leader"]), d["lead"], d["played"],
                           d["elder_tricks"])  # fmt: skip
            assert seed_position(position_seed(pos)) == pos
            assert len(position_seed(pos)) <= 32
    for bad in ("p-zzzzzzz-1-ex00r", "p-1-1-ex00r", "p-3-4-ex00q", "p-3-4"):
        r = call(op="exercise", drill="puzzles", seed=bad, lang="ru")
        assert not r["ok"] and "\n" not in r["message"], r


@pytest.mark.parametrize("seed", ["s3", "s6", "s11"])
def test_the_review_offers_the_learners_mistakes_as_puzzles(seed: str) -> None:
    v = play_partie(seed, "beginner", "rubicon")
    review = call(op="play_review", session=v["session"], lang="en")["review"]
    offered = [p for p in review["play"] if "puzzle" in p]
    assert offered, review["play"]
    for p in review["play"]:
        if "puzzle" not in p:  # before the bank's first trick, or not one best card
            state = replay(Session.read(v["session"]), run_bot=False).state
            assert p["trick"] < FIRST_TRICK or _no_puzzle(state, p["trick"])
            continue
        assert p["trick"] >= FIRST_TRICK
        ex = exercise("puzzles", p["puzzle"], "fr")
        assert ex.questions[0].answer == (p["better"]["code"],)
        assert p["card"]["code"] in {o.value for o in ex.questions[0].options}
        r = call(op="exercise", drill="puzzles", seed=p["puzzle"], lang="ru")
        assert r["ok"] and r["exercise"]["seed"] == p["puzzle"]


def _no_puzzle(state: Any, trick: int) -> bool:
    """Whether the position before the learner's card of ``trick`` is no puzzle (rebuilt
    from the deal's record, not from the review)."""
    hands = state.hands_after
    elder, younger, won = hands.elder, hands.younger, 0
    for t in state.tricks[: trick - 1]:
        elder = elder - type(elder)([t.card_of(Seat.ELDER)])
        younger = younger - type(younger)([t.card_of(Seat.YOUNGER)])
        won += t.winner is Seat.ELDER
    t = state.tricks[trick - 1]
    human = state.seat_of("A")
    lead = None
    if t.leader is not human:
        if t.leader is Seat.ELDER:
            elder = elder - type(elder)([t.lead])
        else:
            younger = younger - type(younger)([t.lead])
        lead = t.lead
    return puzzle_at(Position(elder, younger, t.leader, lead, trick - 1, won)) is None


def test_a_position_that_is_no_puzzle_is_refused_in_one_line() -> None:
    # a last trick: each player has one card, nothing to choose
    pos = Position("AS", "7S", Seat.ELDER, None, 11, 5)
    assert puzzle_at(pos) is None
    for lang in ("en", "fr", "ru"):
        r = call(op="exercise", drill="puzzles", seed=position_seed(pos), lang=lang)
        assert not r["ok"] and r["code"] == "not_a_puzzle" and "\n" not in r["message"], r
