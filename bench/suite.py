"""The engine benchmarks ("How it is checked"): the engine against bench.baseline,
on the same seeded inputs, in the same run, on one core.

Three measures: hand evaluations per second (point, sequences, sets of a 12-card hand),
declaration comparisons per second for a pair of hands, full deal replays per second
(exchange, declarations, twelve tricks, pique and repique). Before timing, the two sides
are checked to give the same answers on every input, so the comparison is honest.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bench import baseline
from bench.deals import random_deals, random_hands

_clock = time.thread_time
"""CPU time of this thread: on a machine shared with other jobs, time spent waiting for the
core is not counted, so the figures measure the code, not the load."""

TARGETS = {"hand_evaluation": 10.0, "declaration_comparison": None, "replay": 3.0}


@dataclass(frozen=True)
class Result:
    name: str
    what: str
    items: int
    engine_per_s: float
    baseline_per_s: float
    target: float | None
    proposed_per_s: float | None = None

    @property
    def speedup(self) -> float:
        return self.engine_per_s / self.baseline_per_s

    @property
    def proposed_speedup(self) -> float | None:
        return None if self.proposed_per_s is None else self.proposed_per_s / self.baseline_per_s

    @property
    def meets_target(self) -> bool | None:
        return None if self.target is None else self.speedup >= self.target


def pin_to_one_core() -> int | None:
    """Run on one core (the last one this process may use); None where not supported."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    core = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return core


# --- the engine side -------------------------------------------------------------------------


def engine_api() -> dict[str, Callable[..., Any]]:
    """The engine functions measured, and a converter from card tokens to an engine hand.

    Replay is :func:`piquet_core.replay.replay`, what ``piquet replay`` runs on each deal.
    """
    from piquet_core import cards, declarations
    from piquet_core.replay import replay

    def to_hand(tokens: Sequence[str]) -> Any:
        return cards.Hand(cards.parse_cards(" ".join(tokens)))

    def compare(x: Any, y: Any) -> Any:
        # the bench's hands are drawn independently and may share cards, which
        # compare_hands refuses (it takes a disjoint pair): compared as declarations
        return declarations.compare_declared(declarations.declare_all(x),
                                             declarations.declare_all(y))  # fmt: skip

    return {
        "to_hand": to_hand,
        "evaluate": declarations.declare_all,
        "compare": compare,
        "replay": replay,
    }


def _engine_eval_tuple(declared: Any) -> tuple[object, ...]:
    p = declared.point
    point = (p.length, p.pips) if p else (0, 0)
    seqs = sorted((q.length, int(q.top) - 7) for q in declared.sequences)
    sets = sorted((s.count, int(s.rank) - 7) for s in declared.sets)
    return point, seqs, sets


def _baseline_eval_tuple(evaluated: Any) -> tuple[object, ...]:
    point, seqs, sets = evaluated
    return point, sorted(seqs), sorted(sets)


def _engine_compare_tuple(c: Any) -> dict[str, tuple[int, int]]:
    return {
        "point": (c.point.scores.elder, c.point.scores.younger),
        "sequences": (c.sequences.scores.elder, c.sequences.scores.younger),
        "sets": (c.sets.scores.elder, c.sets.scores.younger),
    }


def _strip(result: dict[str, Any]) -> dict[str, Any]:
    if "error" in result:
        return {"error": True}
    return {seat: dict(result[seat]) for seat in ("elder", "younger")}


# --- agreement -------------------------------------------------------------------------------


def check_agreement(
    api: dict[str, Callable[..., Any]], hands: list[list[str]], deals: list[dict[str, object]]
) -> dict[str, object]:
    """Raise AssertionError on the first input where the engine and the baseline differ."""
    for tokens in hands:
        e = _engine_eval_tuple(api["evaluate"](api["to_hand"](tokens)))
        b = _baseline_eval_tuple(baseline.evaluate(baseline.parse_cards(" ".join(tokens))))
        assert e == b, f"hand evaluation differs on {' '.join(tokens)}: engine {e}, baseline {b}"
    pairs = list(zip(hands[::2], hands[1::2], strict=False))
    for x, y in pairs:
        e2 = _engine_compare_tuple(api["compare"](api["to_hand"](x), api["to_hand"](y)))
        b2 = baseline.compare(baseline.parse_cards(" ".join(x)), baseline.parse_cards(" ".join(y)))
        assert e2 == b2, f"comparison differs on {x} / {y}: engine {e2}, baseline {b2}"
    errors = 0
    seen = dict.fromkeys(("carte_blanche", "repique", "pique", "capot"), 0)
    for deal in deals:
        e3, b3 = _strip(api["replay"](deal)), _strip(baseline.replay(deal))
        assert e3 == b3, f"replay differs on {deal}: engine {e3}, baseline {b3}"
        errors += "error" in e3
        for seat in ("elder", "younger"):
            for name in ("carte_blanche", "repique", "pique"):
                seen[name] += bool(b3[seat][name])
            seen["capot"] += b3[seat]["cards"] == 40
    assert errors == 0, f"{errors} generated deals were refused"
    return {"hands": len(hands), "pairs": len(pairs), "deals": len(deals), "deals_with": seen}


# --- timing ----------------------------------------------------------------------------------


def _pass_time(fn: Callable[[Any], Any], items: Sequence[Any]) -> float:
    start = _clock()
    for x in items:
        fn(x)
    return _clock() - start


def _pair_pass_time(fn: Callable[[Any, Any], Any], items: Sequence[tuple[Any, Any]]) -> float:
    start = _clock()
    for x, y in items:
        fn(x, y)
    return _clock() - start


def measure(sides: dict[str, Callable[[], float]], repeats: int) -> dict[str, float]:
    """Best (smallest) pass time of each side; passes interleaved so load hits all alike."""
    best = dict.fromkeys(sides, float("inf"))
    for _ in range(repeats):
        for name, one_pass in sides.items():
            best[name] = min(best[name], one_pass())
    return best


def proposed_api() -> dict[str, Callable[..., Any]]:
    """The fast paths proposed to the engine (bench/proposed.py), same answers as the engine."""
    from bench import proposed
    from piquet_core.declarations import compare_declared

    def compare(x: Any, y: Any) -> Any:
        return compare_declared(proposed.declare_all(x), proposed.declare_all(y))

    return {"evaluate": proposed.declare_all, "compare": compare, "replay": proposed.replay}


def check_proposed(
    api: dict[str, Callable[..., Any]], hands: list[Any], deals: list[dict[str, object]]
) -> None:
    """The proposed fast paths give exactly the engine's answers (objects, dicts)."""
    fast = proposed_api()
    for h in hands:
        assert fast["evaluate"](h) == api["evaluate"](h), f"proposed evaluation differs: {h}"
    for x, y in zip(hands[::2], hands[1::2], strict=False):
        assert fast["compare"](x, y) == api["compare"](x, y), f"proposed comparison: {x} {y}"
    for deal in deals:
        assert fast["replay"](deal) == api["replay"](deal), f"proposed replay differs: {deal}"


def run(
    quick: bool = False, seed: int = 20261130, with_proposed: bool = True
) -> tuple[list[Result], dict[str, object]]:
    """Check agreement, then time the three benchmarks. Returns results and run details."""
    api = engine_api()
    n_hands, n_deals, repeats = (300, 100, 2) if quick else (4000, 2000, 7)
    hands = random_hands(n_hands, seed)
    deals = random_deals(n_deals, seed + 1)
    checked = check_agreement(api, hands, deals)

    e_hands = [api["to_hand"](t) for t in hands]
    b_hands = [baseline.parse_cards(" ".join(t)) for t in hands]
    e_pairs = list(zip(e_hands[::2], e_hands[1::2], strict=False))
    b_pairs = list(zip(b_hands[::2], b_hands[1::2], strict=False))
    fast = proposed_api() if with_proposed else None
    if with_proposed:
        check_proposed(api, e_hands, deals)
    benches: list[tuple[str, str, int, dict[str, Callable[[], float]]]] = [
        ("hand_evaluation", "point, sequences and sets of a 12-card hand", len(hands), {
            "engine": lambda: _pass_time(api["evaluate"], e_hands),
            "baseline": lambda: _pass_time(baseline.evaluate, b_hands),
            "proposed": lambda: _pass_time(fast["evaluate"], e_hands),  # type: ignore[index]
        }),
        ("declaration_comparison", "point, sequences and sets of two hands compared",
         len(e_pairs), {
            "engine": lambda: _pair_pass_time(api["compare"], e_pairs),
            "baseline": lambda: _pair_pass_time(baseline.compare, b_pairs),
            "proposed": lambda: _pair_pass_time(fast["compare"], e_pairs),  # type: ignore[index]
        }),
        ("replay", "a full deal from the replay contract's JSON fields: exchange, "
         "declarations, 12 tricks, pique/repique", len(deals), {
            "engine": lambda: _pass_time(api["replay"], deals),
            "baseline": lambda: _pass_time(baseline.replay, deals),
            "proposed": lambda: _pass_time(fast["replay"], deals),  # type: ignore[index]
        }),
    ]  # fmt: skip
    results = []
    for name, what, items, sides in benches:
        if not with_proposed:
            del sides["proposed"]
        t = measure(sides, repeats)
        results.append(Result(
            name, what, items, items / t["engine"], items / t["baseline"], TARGETS[name],
            items / t["proposed"] if "proposed" in t else None,
        ))  # fmt: skip
    return results, {"seed": seed, "repeats": repeats, "checked": checked}


def profile(name: str, quick: bool = False, seed: int = 20261130, top: int = 15) -> str:
    """Where the engine's time goes in one benchmark (cProfile, sorted by own time)."""
    api = engine_api()
    hands = [api["to_hand"](t) for t in random_hands(300 if quick else 2000, seed)]
    deals = random_deals(100 if quick else 500, seed + 1)
    work: Callable[[], object] = {
        "hand_evaluation": lambda: [api["evaluate"](h) for h in hands],
        "declaration_comparison": lambda: [
            api["compare"](x, y) for x, y in zip(hands[::2], hands[1::2], strict=False)
        ],
        "replay": lambda: [api["replay"](d) for d in deals],
    }[name]
    prof = cProfile.Profile()
    prof.runcall(work)
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()
