"""The engine-made examples: a played deal with running scores, and the drill exercises."""

from __future__ import annotations

import itertools
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.bezique import (
    BeziqueRules,
    Meld,
    Phase,
    Suit,
    best_meld,
    evaluate,
    meld_exercise,
    parse_cards,
    played_deal,
    running_score,
)


def test_played_deal_is_reproducible_and_consistent() -> None:
    game, events = played_deal(1)
    assert (game, events) == played_deal(1)
    assert game.phase is Phase.OVER
    declared = [e for e in events if e.kind == "declare"]
    assert declared, "a whole deal of 69 tricks with simple players shows some melds"
    for p in range(game.players):
        mine = [e for e in declared if e.player == p]
        assert sum(e.points for e in mine) == game.scores[p]
        assert all(b.total == a.total + b.points for a, b in itertools.pairwise(mine))
        # «Подряд два объявления не делаются»: never after two tricks running
        tricks = [e.trick for e in mine]
        assert all(b - a >= 2 for a, b in itertools.pairwise(tricks))
    assert sum(e.kind == "trick" for e in events) == 69


def test_played_deal_with_three_players_and_ten_packs() -> None:
    game, events = played_deal(5, seats=4, rules=BeziqueRules(packs=10))
    assert game.players == 3 and game.phase is Phase.OVER
    assert sum(e.kind == "trick" for e in events) == 54  # 160 cards of stock, 3 a round


def test_worked_sequence_running_score() -> None:
    """A hand of the worked example: bezique, quint, marriage, second bezique."""
    hand = parse_cards("QH JD QH JD AH KH 10H JH KS KS KC KD 9S")
    evs = running_score(
        hand, Suit.HEARTS, [Meld.bezique(), Meld.quint(), Meld.marriage(), Meld.bezique()]
    )
    assert [e.points for e in evs] == [25, 50, 4, 50]
    assert [e.record.points for e in evs] == [25, 75, 79, 129]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_exercises_are_answerable_and_reproducible(seed: int) -> None:
    ex = meld_exercise(seed)
    assert ex == meld_exercise(seed)
    assert len(ex.hand) == 17
    if ex.meld is None:
        best = best_meld(ex.hand, ex.trump, ex.record)
        assert best is not None and best.points == ex.answer.points
    else:
        assert evaluate(ex.meld, ex.hand, ex.trump, ex.record).points == ex.answer.points
    assert sum(i.points for i in ex.answer.score.items) == ex.answer.points
    data = json.loads(json.dumps(ex.as_dict(), ensure_ascii=False))
    assert data["points"] == ex.answer.points and data["question"] in ("value", "best")
