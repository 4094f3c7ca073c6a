"""What makes a hand hard: the classes of hand each drill deals.

A learner who is slow or wrong on one kind of hand (two suits of the same length decided by
their pips, a sequence broken by a gap, a quatorze beside a higher trio...) should get more of
that kind. :func:`hand_classes` says which classes the hand of ``(drill, seed)`` belongs to,
from the same deal the drill shows (:func:`piquet_core.trainer.seeds.deal`); every hand has at
least one class (``plain`` when nothing in particular makes it hard). :func:`seed_of_class`
finds, deterministically, a seed whose hand is of a wanted class: that is how the browser's
worker deals the hand the learner's weak spots ask for.

The classes and the law behind each one:

* point (Law 62): ``pips_decide`` (another suit as long as the point: the pips choose),
  ``long_point`` (six cards or more).
* sequences (Law 63): ``gap`` (one missing card breaks what would be a sequence of four or
  more), ``several`` (two sequences or more, all counted), ``long`` (a quint or longer, which
  scores ten more than its cards), ``none`` (no sequence at all).
* sets (Law 64): ``quatorze_trio`` (a quatorze beside a trio of a higher rank: the quatorze
  is best all the same), ``low_trio`` (three or four nines, eights or sevens, which never
  count), ``several`` (two sets or more), ``none``.
* dialogue (Laws 46, 61-69, Law 18): ``making`` (the points are as long: younger asks
  "Making?"), ``point_equal`` (equal in cards and pips: neither scores), ``how_high``
  (sequences of the same length: "How high?"), ``carte_blanche`` (either hand),
  ``pique`` (a pique or a repique in hand), ``elder_chair`` (the learner calls as elder).

* puzzles (Laws 65 and 66), the themes of the play puzzle (:mod:`piquet_core.puzzles`): what
  the next best card gives away besides tricks: ``capot`` (the capot's forty), ``cards`` (the
  cards' ten), ``last_trick`` (the last trick's one more); ``discard`` a discard puzzle (the
  rules of thumb miss the best discard); ``plain`` a play puzzle where only tricks are lost.

The exchange, the umpire and Bezique drills are not classed (their hands are ``plain``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Final

from piquet_core.cards import Hand
from piquet_core.declarations import (
    SUIT_LENGTH,
    all_sequences,
    all_sets,
    best_point,
    is_carte_blanche,
)
from piquet_core.trainer.seeds import check_seed, deal, new_seed

PLAIN: Final = "plain"
"""The class of a hand with nothing in particular that makes it hard."""

CLASSES: Final[dict[str, tuple[str, ...]]] = {
    "point": ("pips_decide", "long_point", PLAIN),
    "sequences": ("gap", "several", "long", "none", PLAIN),
    "sets": ("quatorze_trio", "low_trio", "several", "none", PLAIN),
    "dialogue": (
        "making",
        "point_equal",
        "how_high",
        "carte_blanche",
        "pique",
        "elder_chair",
        PLAIN,
    ),
    "puzzles": ("capot", "cards", "last_trick", "discard", PLAIN),
}
"""Each classed drill's classes, in the order the trainer lists them."""

SEARCH_LIMIT: Final = 3000
"""How many seeds :func:`seed_of_class` tries before it gives up (then the plain seed)."""


def _suit_masks(hand: Hand) -> tuple[int, int, int, int]:
    m = hand.mask
    return (m & 255, m >> 8 & 255, m >> 16 & 255, m >> 24 & 255)


def pips_decide(hand: Hand) -> bool:
    """Another suit is as long as the point: the pips choose the point (Law 62)."""
    p = best_point(hand)
    return p is not None and sum(1 for m in _suit_masks(hand) if SUIT_LENGTH[m] == p.length) >= 2


def gap_length(suit_mask: int) -> int:
    """The longest run one missing card would make in a suit (8-bit mask, bit 0 the seven),
    if it is longer than every run the suit holds, else 0."""
    held = _longest_run(suit_mask)
    best = 0
    for bit in range(1, 7):
        if suit_mask >> bit & 1 or not (suit_mask >> (bit - 1) & 1 and suit_mask >> (bit + 1) & 1):
            continue
        filled = _longest_run(suit_mask | 1 << bit)
        if filled > held:
            best = max(best, filled)
    return best


def _longest_run(mask: int) -> int:
    best = run = 0
    for bit in range(8):
        run = run + 1 if mask >> bit & 1 else 0
        best = max(best, run)
    return best


def has_gap(hand: Hand) -> bool:
    """One missing card breaks what would be a sequence of four or more, two cards longer
    than the suit's longest run (Law 63): e.g. K Q _ 10 9 is two cards and two, not a quint."""
    return any(gap_length(m) >= max(4, _longest_run(m) + 2) for m in _suit_masks(hand))


def quatorze_beside_higher_trio(hand: Hand) -> bool:
    """A quatorze and a trio of a higher rank (e.g. four tens and three aces, Law 64)."""
    sets = all_sets(hand)
    quatorzes = [s.rank for s in sets if s.count == 4]
    trios = [s.rank for s in sets if s.count == 3]
    return any(t > q for q in quatorzes for t in trios)


def low_trio(hand: Hand) -> bool:
    """Three or four nines, eights or sevens: they make no set (Law 64)."""
    return any(
        sum(1 for c in hand if c.rank.pips == value and c.rank.pips < 10) >= 3
        for value in (7, 8, 9)
    )


_deal = lru_cache(maxsize=16)(deal)


def _hand(drill: str) -> Callable[[Callable[[Hand], bool]], Callable[[str], bool]]:
    """A test on the learner's hand of ``drill`` as a test on the seed."""

    def wrap(test: Callable[[Hand], bool]) -> Callable[[str], bool]:
        return lambda seed: test(_deal(seed, drill).hands.elder)

    return wrap


def _points_equal(seed: str, pips_too: bool) -> bool:
    d = _deal(seed, "dialogue")
    ep, yp = (best_point(h) for h in d.hands)
    assert ep is not None and yp is not None
    return ep.length == yp.length and (not pips_too or ep.pips == yp.pips)


def _how_high(seed: str) -> bool:
    d = _deal(seed, "dialogue")
    e, y = (all_sequences(h) for h in d.hands)
    return bool(e and y and e[0].length == y[0].length)


def _carte_blanche(seed: str) -> bool:
    d = _deal(seed, "dialogue")
    return any(is_carte_blanche(h) for h in d.hands)


def _pique(seed: str) -> bool:
    from piquet_core.scoring import score_deal
    from piquet_core.trainer.dialogue import pique_case

    d = _deal(seed, "dialogue")
    elder, younger = d.hands
    score = score_deal(elder, younger, elder_dealt=elder, younger_dealt=younger)
    return pique_case(score) in ("elder_repique", "younger_repique", "elder_pique")


def _elder_chair(seed: str) -> bool:
    from piquet_core.trainer.dialogue import elder_seat

    return elder_seat(seed)


def _puzzle_theme(theme: str) -> Callable[[str], bool]:
    """A theme of the seed's play puzzle (the drill's own puzzle, imported only when asked:
    the bots and the solver stay unloaded for the other drills)."""

    def test(seed: str) -> bool:
        from piquet_core.trainer.puzzle_drill import puzzle_of

        return theme in puzzle_of(seed).themes

    return test


def _discard_puzzle(seed: str) -> bool:
    """The seed's puzzle is a discard puzzle (the seed says so: nothing is dealt)."""
    from piquet_core.trainer.puzzle_drill import is_discard_seed

    return is_discard_seed(seed)


def _long_point(hand: Hand) -> bool:
    p = best_point(hand)
    return p is not None and p.length >= 6


def _long_sequence(hand: Hand) -> bool:
    seqs = all_sequences(hand)
    return bool(seqs) and seqs[0].length >= 5


TESTS: Final[dict[str, dict[str, Callable[[str], bool]]]] = {
    "point": {
        "pips_decide": _hand("point")(pips_decide),
        "long_point": _hand("point")(_long_point),
    },
    "sequences": {
        "gap": _hand("sequences")(has_gap),
        "several": _hand("sequences")(lambda h: len(all_sequences(h)) >= 2),
        "long": _hand("sequences")(_long_sequence),
        "none": _hand("sequences")(lambda h: not all_sequences(h)),
    },
    "sets": {
        "quatorze_trio": _hand("sets")(quatorze_beside_higher_trio),
        "low_trio": _hand("sets")(low_trio),
        "several": _hand("sets")(lambda h: len(all_sets(h)) >= 2),
        "none": _hand("sets")(lambda h: not all_sets(h)),
    },
    "dialogue": {
        "making": lambda seed: _points_equal(seed, False),
        "point_equal": lambda seed: _points_equal(seed, True),
        "how_high": _how_high,
        "carte_blanche": _carte_blanche,
        "pique": _pique,
        "elder_chair": _elder_chair,
    },
    "puzzles": {
        "capot": _puzzle_theme("capot"),
        "cards": _puzzle_theme("the cards"),
        "last_trick": _puzzle_theme("last trick"),
        "discard": _discard_puzzle,
    },
}
"""Each class's test on a seed (every class of :data:`CLASSES` but ``plain``)."""


def has_class(drill: str, wanted: str, seed: str) -> bool:
    """Whether the hand of ``(drill, seed)`` is of class ``wanted``."""
    if wanted == PLAIN:
        return hand_classes(drill, seed) == (PLAIN,)
    test = TESTS.get(drill, {}).get(wanted)
    return test is not None and test(check_seed(seed))


def hand_classes(drill: str, seed: str) -> tuple[str, ...]:
    """The classes of the hand ``drill`` deals for ``seed``, in :data:`CLASSES` order;
    ``("plain",)`` when none applies or the drill is not classed."""
    check_seed(seed)
    tests = TESTS.get(drill, {})
    return tuple(c for c in CLASSES.get(drill, ()) if c in tests and tests[c](seed)) or (PLAIN,)


def seed_of_class(drill: str, wanted: str, start: str, limit: int = SEARCH_LIMIT) -> str | None:
    """The first seed of a fixed sequence drawn from ``start`` whose hand is of class
    ``wanted`` (``start`` itself first), or None if none is within ``limit`` tries. Same
    ``start``, same answer: a dealt hand can be shared by its seed like any other."""
    if wanted not in CLASSES.get(drill, ()):
        return None
    rng = random.Random("class:" + check_seed(start))
    seed = start
    for _ in range(limit):
        if has_class(drill, wanted, seed):
            return seed
        seed = new_seed(rng)
    return None


__all__ = ["CLASSES", "PLAIN", "hand_classes", "seed_of_class"]
