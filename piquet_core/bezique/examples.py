"""Worked examples and drill exercises built by the engine (for the site and the trainer).

Everything is seeded: the same seed gives the same exercise, byte for byte.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from piquet_core.bezique.cards import PackCard, Rank, Suit, sort_key
from piquet_core.bezique.deal import HAND_SIZE, shuffled_pack
from piquet_core.bezique.errors import BeziqueError
from piquet_core.bezique.melds import (
    EMPTY_RECORD,
    Evaluation,
    Meld,
    MeldKind,
    MeldRecord,
    best_meld,
    evaluate,
)
from piquet_core.bezique.rules import BeziqueRules
from piquet_core.bezique.table import PLAIN_FOURS, SET_SIZE, Series, TrumpSet


def running_score(
    hand: Iterable[PackCard],
    trump: Suit,
    melds: Sequence[Meld],
    rules: BeziqueRules | None = None,
    record: MeldRecord = EMPTY_RECORD,
) -> tuple[Evaluation, ...]:
    """Declare ``melds`` one after another from ``hand``; each evaluation carries the
    record after it, so ``result[i].record.points`` is the running score."""
    cards = Counter(hand)
    out: list[Evaluation] = []
    for meld in melds:
        ev = evaluate(meld, cards, trump, record, rules)
        out.append(ev)
        record = ev.record
    return tuple(out)


@dataclass(frozen=True, slots=True)
class MeldExercise:
    """A drill question: a 17-card hand, trumps, what the player has declared before, and
    either a named meld to value (``meld`` set) or the best meld to find (``meld`` None)."""

    seed: int
    hand: tuple[PackCard, ...]
    trump: Suit
    record: MeldRecord
    meld: Meld | None
    answer: Evaluation


_KINDS = ("bezique", "quint", "marriage", "four", "trump four", "extra")
_SERIES_OF = {"bezique": Series.BEZIQUE, "quint": Series.TRUMP_QUINT,
              "marriage": Series.TRUMP_MARRIAGE}


def meld_exercise(seed: int, rules: BeziqueRules | None = None, ask_best: bool | None = None
                  ) -> MeldExercise:
    """A seeded meld-scoring exercise.

    A meld is chosen and its cards put in the hand, the rest of the 17 cards come from the
    shuffled pack; the record holds earlier melds of the same kind (so the answer may be a
    "third bezique" or an "eighth trump king"). With ``ask_best`` None the seed decides
    whether the question names the meld or asks for the best one.
    """
    rules = rules or BeziqueRules()
    rng = random.Random(seed)
    trump = rng.choice(list(Suit))
    kind = rng.choice(_KINDS)
    times = 2 if rng.random() < 0.15 else 1
    record = EMPTY_RECORD
    meld: Meld
    if kind in _SERIES_OF:
        prior = rng.randint(0, 3)
        meld = Meld(
            {"bezique": MeldKind.BEZIQUE, "quint": MeldKind.TRUMP_QUINT,
             "marriage": MeldKind.TRUMP_MARRIAGE}[kind], times)
        record = MeldRecord(series=((_SERIES_OF[kind], prior),), points=0)
    elif kind == "four":
        meld = Meld.four(rng.choice(list(PLAIN_FOURS)), times)
    elif kind == "trump four":
        meld = Meld.trump_four(rng.choice(list(TrumpSet)), times)
    else:
        tset = rng.choice(list(TrumpSet))
        stage = rng.randint(SET_SIZE, 7)
        meld = Meld.extra(tset)
        card = tset.card(trump)
        record = MeldRecord(sets=((tset, stage),), used=((meld.family, card, stage),))
    needed = [slot[0] for slot in meld.slots(trump)]
    if meld.kind is MeldKind.FOUR:
        others = [s for s in Suit if s is not trump]
        needed = [type(needed[0])(others[i % 3], needed[0].rank) for i in range(len(needed))]
    if meld.kind is MeldKind.EXTRA:
        needed = needed * (record.stage(meld.trump_set or TrumpSet.TRUMP_KINGS) + 1)
    pool = Counter(shuffled_pack(rng.randrange(2**32), rules.packs))
    for card in needed:
        if pool[card] == 0:
            raise BeziqueError(f"exercise {seed}: the pack cannot hold this meld",
                               code="exercise")
        pool[card] -= 1
    rest = [c for c in shuffled_pack(rng.randrange(2**32), rules.packs) if pool[c] > 0]
    hand_list: list[PackCard] = list(needed)
    take = Counter[PackCard]()
    for c in rest:
        if len(hand_list) >= HAND_SIZE - 1:
            break
        if take[c] < pool[c]:
            take[c] += 1
            hand_list.append(c)
    hand = tuple(sorted(hand_list, key=sort_key))
    best = ask_best if ask_best is not None else rng.random() < 0.4
    if best:
        found = best_meld(hand, trump, record, rules)
        assert found is not None  # the hand holds ``meld``
        return MeldExercise(seed, hand, trump, record, None, found)
    return MeldExercise(seed, hand, trump, record, meld,
                        evaluate(meld, hand, trump, record, rules))


__all__ = ["MeldExercise", "Rank", "meld_exercise", "running_score"]
