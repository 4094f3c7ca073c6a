"""Hands worth drilling, and the cards an answer is about.

A random twelve cards hold no counting trio (Law 64) in about 43% of deals and no sequence
(Law 63) in about 34%: the sets and sequences drills deal hands with something to find most
of the time, and "nothing" still now and then.
"""

from __future__ import annotations

import pytest

from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.trainer import exercise
from piquet_core.trainer.seeds import deal

SEEDS = [f"w{i}" for i in range(400)]


@pytest.mark.parametrize(("drill", "find"), [("sets", all_sets), ("sequences", all_sequences)])
def test_most_hands_hold_something_and_some_hold_nothing(drill: str, find) -> None:  # type: ignore[no-untyped-def]
    empty = sum(1 for s in SEEDS if not find(deal(s, drill).hands.elder))
    assert 0 < empty <= len(SEEDS) * 0.12, empty
    assert deal("w1", drill) == deal("w1", drill)  # still one deal per seed
    # the other drills are dealt as before: nothing is reshuffled for them
    plain = sum(1 for s in SEEDS if not all_sets(deal(s, "point").hands.elder))
    assert plain > len(SEEDS) * 0.3


def test_the_cards_of_the_answer_are_lit_after_checking() -> None:
    for seed in SEEDS[:30]:
        hand = deal(seed, "point").hands.elder
        p = best_point(hand)
        assert p is not None
        ex = exercise("point", seed, "en")
        assert ex.highlight == tuple(hand.in_suit(p.suit))
        seqs = all_sequences(deal(seed, "sequences").hands.elder)
        lit = exercise("sequences", seed, "fr").highlight
        assert len(lit) == sum(q.length for q in seqs)
        assert all(any(c.suit is q.suit for q in seqs) for c in lit)
        sets = all_sets(deal(seed, "sets").hands.elder)
        lit = exercise("sets", seed, "ru").highlight
        assert sorted(c.rank for c in lit) == sorted(
            cs.rank for cs in sets for _ in range(cs.count)
        )
