"""The bank of discard puzzles (piquet_core/data/discard_puzzles.jsonl, built by ``python -m
generators.puzzles --kind discard``): every puzzle proved again by the exchange advisor (the
best discard, the natural one's loss, how many discards are as good); the build reproduces the
bank; a discard puzzle refuses what it cannot be. The drill's side: a discard seed asks for a
discard, the engine judges it in three languages, a sheet's key gives the best discard."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

from generators import puzzles as bank
from piquet_core.bots.advisor import advise
from piquet_core.cards import Hand, Seat
from piquet_core.errors import PiquetError
from piquet_core.puzzles import (
    DISCARD_CLOSE,
    DISCARD_MARGIN,
    DISCARD_SAMPLES,
    DISCARD_THEMES,
    DiscardPuzzle,
    natural_discard,
    verify_discard,
)
from piquet_core.trainer import check, exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.classes import hand_classes, seed_of_class
from piquet_core.trainer.puzzle_drill import discard_bank, is_discard_seed, puzzle_of
from piquet_core.trainer.worksheet import worksheet

CHUNKS = 6


@cache
def the_bank() -> tuple[DiscardPuzzle, ...]:
    return tuple(bank.read_discard_bank())


@cache
def discard_seeds() -> tuple[str, ...]:
    return tuple(s for s in (f"d{i}" for i in range(80)) if is_discard_seed(s))


def test_the_bank_holds_hundreds_of_puzzles_of_both_seats_each_once() -> None:
    puzzles = the_bank()
    assert len(puzzles) >= 400
    ids = [p.id for p in puzzles]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert {p.seat for p in puzzles} == {Seat.ELDER, Seat.YOUNGER}
    themes = Counter(t for p in puzzles for t in p.themes)
    assert set(themes) == set(DISCARD_THEMES)
    assert discard_bank() == puzzles  # the drill reads the same bank


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_discard_puzzle_is_the_advisors(chunk: int) -> None:
    """Each puzzle proved again: the advisor's best discard is the puzzle's, the natural
    discard loses at least DISCARD_MARGIN and is not as good, ``accepted`` discards are."""
    for puzzle in the_bank()[chunk::CHUNKS]:
        verify_discard(puzzle)
        advice = advise(puzzle.hand, puzzle.seat, puzzle.variant, samples=DISCARD_SAMPLES,
                        seed=0, elder_took=puzzle.elder_took, reasons=0)  # fmt: skip
        best = advice.best
        assert best.discard == puzzle.best
        natural = advice.find(puzzle.natural)
        assert best.value - natural.value >= DISCARD_MARGIN - 0.05
        assert natural.value < best.value - DISCARD_CLOSE
        as_good = [a for a in advice.ranked if a.value >= best.value - DISCARD_CLOSE]
        assert len(as_good) == puzzle.accepted and puzzle.natural not in {
            a.discard for a in as_good
        }
        assert puzzle.natural == natural_discard(puzzle.hand, puzzle.seat, puzzle.elder_took)


def test_the_build_reproduces_the_bank() -> None:
    built = bank.build_discards(range(16))
    assert built
    stored = {p.id: p for p in the_bank()}
    for puzzle in built:
        assert json.dumps(puzzle.to_dict()) == json.dumps(stored[puzzle.id].to_dict())


def test_a_discard_puzzle_round_trips_and_checks_itself() -> None:
    puzzle = the_bank()[0]
    assert DiscardPuzzle.from_dict(json.loads(json.dumps(puzzle.to_dict()))) == puzzle
    for change in ({"id": "aaaaaa"}, {"natural": puzzle.best}, {"loses": 1.0}, {"loses": True},
                   {"themes": ("bogus",)}, {"rating": 5}, {"accepted": 0},
                   {"best": Hand.parse("AS KS QS JS 10S 9S")}, {"hand": puzzle.best},
                   {"seat": "north"}, {"elder_took": 6}):  # fmt: skip
        with pytest.raises(PiquetError):
            replace(puzzle, **change)  # type: ignore[arg-type]
    with pytest.raises(PiquetError):
        DiscardPuzzle.from_dict({"kind": "play"})


def test_a_discard_seed_asks_for_a_discard_and_the_engine_judges_it() -> None:
    seeds = discard_seeds()
    assert 10 <= len(seeds) <= 35  # a quarter of the seeds
    for seed in seeds[:4]:
        puzzle = puzzle_of(seed)
        assert isinstance(puzzle, DiscardPuzzle)
        for lang in ("en", "fr", "ru"):
            ex = exercise("puzzles", seed, lang)
            assert ex.engine_check and ex.listbox is not None
            assert ex.listbox.cards == puzzle.hand and ex.rating == puzzle.rating
            right = check(ex, {"discard": [str(c) for c in puzzle.best]})
            assert right.correct and right.items[2][0] == "right"
            wrong = check(ex, {"discard": [str(c) for c in puzzle.natural]})
            assert not wrong.correct and any(s == "wrong" for s, _ in wrong.items)
            too_many = check(ex, {"discard": [str(c) for c in puzzle.hand][:6]})
            assert not too_many.correct and len(too_many.items) == 1


def test_the_page_request_checks_a_discard_in_each_language() -> None:
    seed = discard_seeds()[0]
    puzzle = puzzle_of(seed)
    assert isinstance(puzzle, DiscardPuzzle)
    words = {"en": "rules of thumb", "fr": "conseils classiques", "ru": "Классические советы"}
    for lang, word in words.items():
        req = {"op": "check", "drill": "puzzles", "seed": seed, "lang": lang,
               "answers": {"discard": [str(c) for c in puzzle.natural]}}  # fmt: skip
        r = json.loads(handle(json.dumps(req)))
        assert r["ok"] and r["correct"] is False
        assert any(word in line for line in r["explanation"]), r["explanation"]
        prep = json.loads(handle(json.dumps({"op": "prepare", "drill": "puzzles", "seed": seed})))
        assert prep == {"ok": True}
    play_seed = next(s for s in (f"d{i}" for i in range(80)) if not is_discard_seed(s))
    req = {"op": "check", "drill": "puzzles", "seed": play_seed, "lang": "fr", "answers": {}}
    r = json.loads(handle(json.dumps(req)))
    assert r["ok"] is False and "\n" not in r["message"]


def test_discards_are_a_theme_to_pick() -> None:
    seed = seed_of_class("puzzles", "discard", "abc")
    assert seed is not None and is_discard_seed(seed)
    assert hand_classes("puzzles", seed) == ("discard",)
    play = next(s for s in (f"d{i}" for i in range(80)) if not is_discard_seed(s))
    assert "discard" not in hand_classes("puzzles", play)


def test_a_sheet_of_puzzles_keys_a_discard_with_the_best_discard() -> None:
    for seed in (f"w{i}" for i in range(40)):
        sheet = worksheet("puzzles", seed, 6, "en")
        found = [ex for ex in sheet.exercises if ex.engine_check]
        if found:
            ex = found[0]
            lines, working = sheet.key(ex)
            puzzle = puzzle_of(ex.seed)
            assert isinstance(puzzle, DiscardPuzzle)
            assert lines[0].question == ex.questions[0].label
            assert lines[0].answer == puzzle.best.format("en")
            assert any("rules of thumb" in w for w in working)
            return
    raise AssertionError("no discard puzzle on 40 sheets")
