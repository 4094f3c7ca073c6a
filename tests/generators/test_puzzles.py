"""The bank of play puzzles (data/puzzles.jsonl, built by ``python -m generators.puzzles``):
every puzzle proved again by the exact solver, one answer each; the build reproduces the
bank; positions and puzzles refuse what they cannot be."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

from generators import puzzles as bank
from piquet_core.bots.solver import Solver
from piquet_core.cards import Hand, Seat
from piquet_core.errors import PiquetError
from piquet_core.puzzles import MARGIN, Position, Puzzle, puzzle_id, verify

CHUNKS = 8


@cache
def the_bank() -> tuple[Puzzle, ...]:
    return tuple(bank.read_bank())


def test_the_bank_holds_a_few_thousand_puzzles_each_once() -> None:
    puzzles = the_bank()
    assert len(puzzles) >= 3000
    ids = [p.id for p in puzzles]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    themes = Counter(t for p in puzzles for t in p.themes)
    assert {"capot", "the cards", "last trick", "tricks"} <= set(themes)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_puzzle_has_one_answer_by_the_solver(chunk: int) -> None:
    """Each puzzle of the bank proved again: each of the learner's cards is the only best
    card, by at least MARGIN points, the replies and refutations the solver's."""
    for puzzle in the_bank()[chunk::CHUNKS]:
        verify(puzzle)
        pos = puzzle.position
        values = pos.values(Solver(pos.variant))
        sign = pos.to_move.sign
        best = puzzle.line[0]
        assert all(sign * (values[best] - v) >= MARGIN for c, v in values.items() if c != best)


def test_the_build_reproduces_the_bank() -> None:
    """The first deals built again give the bank's puzzles of those deals, byte for byte."""
    built = bank.build(range(24))
    assert built
    stored = {p.id: p for p in the_bank()}
    for puzzle in built:
        assert puzzle.id in stored
        assert json.dumps(puzzle.to_dict()) == json.dumps(stored[puzzle.id].to_dict())


def test_a_puzzle_round_trips_through_its_record() -> None:
    for puzzle in the_bank()[:50]:
        assert Puzzle.from_dict(json.loads(json.dumps(puzzle.to_dict()))) == puzzle
        assert puzzle.id == puzzle_id(puzzle.position)


def test_positions_and_puzzles_check_themselves() -> None:
    good = Position(Hand.parse("AS KS"), Hand.parse("QS JS"), Seat.ELDER, None, 10, 5)
    bad = [
        lambda: Position(Hand.parse("AS KS"), Hand.parse("QS"), Seat.ELDER, None, 10, 5),
        lambda: Position(Hand.parse("AS KS"), Hand.parse("AS JS"), Seat.ELDER, None, 10, 5),
        lambda: replace(good, elder_tricks=11),
        lambda: replace(good, leader="north"),
        lambda: replace(good, lead="QS"),  # a card led is not in a hand any more
        lambda: replace(good, played=13),
    ]
    for build in bad:
        with pytest.raises(PiquetError):
            build()
    puzzle = the_bank()[0]
    for change in ({"id": "aaaaaa"}, {"line": ()}, {"themes": ("bogus",)}, {"themes": ()},
                   {"rating": 5}):  # fmt: skip
        with pytest.raises(PiquetError):
            replace(puzzle, **change)  # type: ignore[arg-type]
    with pytest.raises(PiquetError):
        verify(replace(puzzle, line=(puzzle.refutations[0].card,)))
    with pytest.raises(PiquetError):
        Puzzle.from_dict({"kind": "discard"})
