"""Example hands with the point, sequences and sets worked out step by step.

Each example is the first seeded deal (stream ``site-hands``, seeds from 1) whose two hands
show one case of the rules, found by asking the engine (:func:`piquet_core.compare_hands`):

* ``pips``: points of the same length, decided by the pips (Cavendish, Law 62);
* ``equal_point``: points equal in length and pips, so neither scores (Law 62);
* ``equal_sequences``: equal best sequences, which cancel every sequence (CAV-D);
* ``quatorze``: a quatorze beating a trio of a higher rank (Law 64);
* ``sinking``: elder's sets are good, and if he sinks them (does not call them) younger's
  smaller set scores instead (CAV-D "A player is not bound to call anything"; CAV-S
  Example III), computed with :func:`piquet_core.compare_declared` on what is called.

Every figure (pips, scores, who is good) is the engine's; the generator only lays it out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache

from generators.examples_common import cards, first_seed, number, seeded_deal, words
from piquet_core.cards import Hand, Seat
from piquet_core.declarations import (
    CategoryResult,
    Comparison,
    Declared,
    compare_declared,
    compare_hands,
)

NAME = "example-hands"
SALT = "site-hands"


def _hands(seed: int) -> tuple[Hand, Hand]:
    d = seeded_deal(seed, SALT)
    return d.hands


def _comparison(seed: int) -> Comparison:
    return compare_hands(*_hands(seed))


def _pips(c: Comparison) -> bool:
    ep, yp = c.declared.elder.point, c.declared.younger.point
    return (
        ep is not None and yp is not None and c.point.winner is not None
        and ep.length == yp.length and ep.pips != yp.pips
    )  # fmt: skip


def _equal_point(c: Comparison) -> bool:
    return c.point.equal


def _equal_sequences(c: Comparison) -> bool:
    return c.sequences.equal and sum(len(d.sequences) for d in c.declared) >= 3


def _quatorze(c: Comparison) -> bool:
    if c.sets.winner is None:
        return False
    win, lose = c.declared[c.sets.winner], c.declared[c.sets.winner.other]
    return (
        bool(lose.sets)
        and win.sets[0].count == 4
        and lose.sets[0].count == 3
        and (lose.sets[0].rank > win.sets[0].rank)
    )


def _sinking(c: Comparison) -> bool:
    return c.sets.winner is Seat.ELDER and bool(c.declared.younger.sets)


#: The cases shown, in page order: (key, test on the engine's comparison).
CASES: tuple[tuple[str, Callable[[Comparison], bool]], ...] = (
    ("pips", _pips),
    ("equal_point", _equal_point),
    ("equal_sequences", _equal_sequences),
    ("quatorze", _quatorze),
    ("sinking", _sinking),
)


@cache
def example_seeds() -> tuple[tuple[str, int], ...]:
    """(case, seed) for each case: the first seed not shown yet whose deal shows it."""
    found: list[tuple[str, int]] = []
    for key, test in CASES:
        used = {seed for _, seed in found}

        def shows(
            seed: int, test: Callable[[Comparison], bool] = test, used: set[int] = used
        ) -> bool:
            return seed not in used and test(_comparison(seed))

        found.append((key, first_seed(shows, key)))
    return tuple(found)


def _winner(result: CategoryResult) -> str | None:
    return None if result.winner is None else result.winner.value


def _player(declared: Declared, hand: Hand, lang: str) -> dict[str, object]:
    w = words(lang)
    point = declared.point
    point_info: dict[str, object] | None = None
    if point is not None:
        held = hand.in_suit(point.suit)
        point_info = {
            "name": w.point(point),
            "cards": cards(held, lang),
            "sum": " + ".join(str(c.pips) for c in held),
            "pips": point.pips,
            "length": point.length,
            "score": point.score(),
        }
    return {
        "hand": cards(hand, lang),
        "point": point_info,
        "sequences": [
            {"name": w.sequence(q), "cards": cards(q.cards(), lang), "score": q.score}
            for q in declared.sequences
        ],
        "sets": [
            {
                "name": w.card_set(s),
                "cards": cards((c for c in hand if c.rank is s.rank), lang, by_suit=False),
                "score": s.score,
            }
            for s in declared.sets
        ],
    }


def _best_reason(c: Comparison, kind: str) -> str:
    """Why the category went as the engine decided: for the wording of the verdict."""
    result: CategoryResult = getattr(c, kind)
    if result.equal:
        return "equal"
    if result.winner is None:
        return "none"
    if kind == "point":
        ep, yp = c.declared.elder.point, c.declared.younger.point
        if ep is None or yp is None:
            return "alone"
        return "pips" if ep.length == yp.length else "length"
    items_e = c.declared.elder.sequences if kind == "sequences" else c.declared.elder.sets
    items_y = c.declared.younger.sequences if kind == "sequences" else c.declared.younger.sets
    if not items_e or not items_y:
        return "alone"
    best_e, best_y = items_e[0], items_y[0]
    size_e = best_e.length if kind == "sequences" else best_e.count  # type: ignore[union-attr]
    size_y = best_y.length if kind == "sequences" else best_y.count  # type: ignore[union-attr]
    if size_e != size_y:
        return "quatorze" if kind == "sets" else "longer"
    return "higher"


def example(case: str, seed: int, lang: str) -> dict[str, object]:
    """The template context of one example."""
    elder, younger = _hands(seed)
    c = compare_hands(elder, younger)
    categories = {}
    for kind in ("point", "sequences", "sets"):
        result: CategoryResult = getattr(c, kind)
        categories[kind] = {
            "winner": _winner(result),
            "equal": result.equal,
            "reason": _best_reason(c, kind),
            "elder": result.scores.elder,
            "younger": result.scores.younger,
        }
    sinking: dict[str, object] | None = None
    if case == "sinking":
        w = words(lang)
        sunk = compare_declared(c.declared.elder._replace(sets=()), c.declared.younger)
        sinking = {
            "sunk": ", ".join(w.card_set(cs) for cs in c.declared.elder.sets),
            "theirs": w.card_set(c.declared.younger.sets[0]),
            "younger": sunk.sets.scores.younger,
            "elder_lost": c.sets.scores.elder,
        }
    e_total = c.point.scores.elder + c.sequences.scores.elder + c.sets.scores.elder
    y_total = c.point.scores.younger + c.sequences.scores.younger + c.sets.scores.younger
    return {
        "case": case,
        "seed": seed,
        "elder": _player(c.declared.elder, elder, lang),
        "younger": _player(c.declared.younger, younger, lang),
        "point": categories["point"],
        "sequences": categories["sequences"],
        "sets": categories["sets"],
        "elder_total": e_total,
        "younger_total": y_total,
        "sinking": sinking,
    }


def context(lang: str) -> Mapping[str, object]:
    """Every example, in page order."""
    return {
        "examples": [example(case, seed, lang) for case, seed in example_seeds()],
        "salt": SALT,
        "num": lambda n: number(n, lang),
    }
