"""The classes of hand: each class's defining property, over many seeds.

The properties are re-derived here from the cards, by counting, not with the functions of
:mod:`piquet_core.trainer.classes`: a class holds for a hand exactly when its property does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from piquet_core.cards import SUITS, Hand, Rank
from piquet_core.scoring import score_deal
from piquet_core.trainer import exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.classes import CLASSES, PLAIN, hand_classes, seed_of_class
from piquet_core.trainer.seeds import deal, new_seed

SEEDS = [new_seed(random.Random(f"classes-{i}")) for i in range(300)]
ORDER = [Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]


def runs(held: set[Rank]) -> list[int]:
    """The lengths of the runs of consecutive ranks held in one suit."""
    out, run = [], 0
    for r in ORDER:
        if r in held:
            run += 1
        else:
            out.append(run)
            run = 0
    return [n for n in [*out, run] if n]


def suit_ranks(hand: Hand) -> list[set[Rank]]:
    return [{c.rank for c in hand.in_suit(s)} for s in SUITS]


def count(hand: Hand, rank: Rank) -> int:
    return sum(1 for c in hand if c.rank is rank)


def gap(hand: Hand) -> bool:
    for held in suit_ranks(hand):
        longest = max(runs(held), default=0)
        for i in range(1, 7):
            if ORDER[i] in held or ORDER[i - 1] not in held or ORDER[i + 1] not in held:
                continue
            if max(runs(held | {ORDER[i]})) >= max(4, longest + 2):
                return True
    return False


def sequences(hand: Hand) -> list[int]:
    return [n for held in suit_ranks(hand) for n in runs(held) if n >= 3]


SET_RANKS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)


def sets(hand: Hand) -> list[Rank]:
    return [r for r in SET_RANKS if count(hand, r) >= 3]


def lengths(hand: Hand) -> list[int]:
    return [len(hand.in_suit(s)) for s in SUITS]


def point(hand: Hand) -> tuple[int, int]:
    return max((len(hand.in_suit(s)), sum(c.pips for c in hand.in_suit(s))) for s in SUITS)


def blanche(hand: Hand) -> bool:
    return not any(c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK) for c in hand)


def elder_hand(drill: str) -> Callable[[str], Hand]:
    return lambda seed: deal(seed, drill).hands.elder


def dialogue(seed: str, test: Callable[[Hand, Hand], bool]) -> bool:
    d = deal(seed, "dialogue")
    return test(d.hands.elder, d.hands.younger)


def pique(e: Hand, y: Hand) -> bool:
    s = score_deal(e, y, elder_dealt=e, younger_dealt=y)
    return bool(s.seats.elder.repique or s.seats.younger.repique) or (
        s.seats.younger.declarations == 0 and s.seats.elder.declarations >= 29
    )


def next_best(seed: str) -> str:
    """What the puzzles drill says the next best card costs, in English."""
    ex = exercise("puzzles", seed, "en")
    if ex.engine_check:  # a discard puzzle: nothing is said of a next best card
        return ""
    return ex.questions[0].right.split("the next best costs", 1)[1]


PROPERTIES: dict[str, dict[str, Callable[[str], bool]]] = {
    "point": {
        "pips_decide": lambda s: (
            lengths(h := deal(s, "point").hands.elder).count(max(lengths(h))) >= 2
        ),
        "long_point": lambda s: max(lengths(deal(s, "point").hands.elder)) >= 6,
    },
    "sequences": {
        "gap": lambda s: gap(deal(s, "sequences").hands.elder),
        "several": lambda s: len(sequences(deal(s, "sequences").hands.elder)) >= 2,
        "long": lambda s: max(sequences(deal(s, "sequences").hands.elder), default=0) >= 5,
        "none": lambda s: not sequences(deal(s, "sequences").hands.elder),
    },
    "sets": {
        "quatorze_trio": lambda s: any(
            count(h := deal(s, "sets").hands.elder, q) == 4 and count(h, t) == 3 and t > q
            for q in SET_RANKS
            for t in SET_RANKS
        ),
        "low_trio": lambda s: any(
            count(deal(s, "sets").hands.elder, r) >= 3 for r in (Rank.SEVEN, Rank.EIGHT, Rank.NINE)
        ),
        "several": lambda s: len(sets(deal(s, "sets").hands.elder)) >= 2,
        "none": lambda s: not sets(deal(s, "sets").hands.elder),
    },
    "dialogue": {
        "making": lambda s: dialogue(s, lambda e, y: point(e)[0] == point(y)[0]),
        "point_equal": lambda s: dialogue(s, lambda e, y: point(e) == point(y)),
        "how_high": lambda s: dialogue(
            s,
            lambda e, y: (
                bool(sequences(e) and sequences(y)) and max(sequences(e)) == max(sequences(y))
            ),
        ),
        "carte_blanche": lambda s: dialogue(s, lambda e, y: blanche(e) or blanche(y)),
        "pique": lambda s: dialogue(s, pique),
        # elder's chair: the learner's hand on show is elder's
        "elder_chair": lambda s: (
            exercise("dialogue", s, "en").hands[0].cards == deal(s, "dialogue").hands.elder
        ),
    },
    # a puzzle's theme as the learner reads it: what the next best card costs, said when the
    # right card is played ("the next best costs 12 points (the cards and a trick)")
    "puzzles": {
        "capot": lambda s: "the capot" in next_best(s),
        "cards": lambda s: "the cards" in next_best(s),
        "last_trick": lambda s: "the last trick" in next_best(s),
        # a discard puzzle: the learner discards from a listbox, the engine judges
        "discard": lambda s: exercise("puzzles", s, "en").engine_check,
    },
}


@pytest.mark.parametrize("drill", list(CLASSES))
def test_each_class_holds_exactly_when_its_property_does(drill: str) -> None:
    seen: set[str] = set()
    for seed in SEEDS:
        classes = hand_classes(drill, seed)
        seen.update(classes)
        for name, prop in PROPERTIES[drill].items():
            assert (name in classes) == prop(seed), (drill, seed, name, classes)
        assert (classes == (PLAIN,)) == (not any(p(seed) for p in PROPERTIES[drill].values()))
    assert set(CLASSES[drill]) - seen <= {"carte_blanche", "pique", "quatorze_trio"}


@pytest.mark.parametrize(
    ("drill", "wanted"),
    [(d, c) for d, names in CLASSES.items() for c in names],
)
def test_a_hand_of_every_class_is_found_and_holds_its_property(drill: str, wanted: str) -> None:
    seed = seed_of_class(drill, wanted, "start1")
    assert seed is not None
    assert wanted in hand_classes(drill, seed)
    assert seed_of_class(drill, wanted, "start1") == seed  # same start, same hand
    if wanted != PLAIN:
        assert PROPERTIES[drill][wanted](seed)


def test_the_exercise_carries_its_classes_and_the_worker_deals_a_wanted_class() -> None:
    import json

    ex = exercise("sets", "abc", "fr")
    assert ex.to_dict()["classes"] == list(hand_classes("sets", "abc"))
    r = json.loads(
        handle(json.dumps({"op": "exercise", "drill": "sets", "seed": "abc", "want": "none"}))
    )
    assert r["ok"] and "none" in r["exercise"]["classes"]
    assert not PROPERTIES["sets"]["none"]("abc") or r["exercise"]["seed"] == "abc"
    assert hand_classes("exchange", "abc") == (PLAIN,)
    assert seed_of_class("point", "no_such_class", "abc") is None
