"""The timings of ``bench.bots`` (CPython) and ``bench.bots_browser`` (Pyodide), one code.

The browser bench ships this file's text to the Pyodide worker and runs it there, so both
measure exactly the same thing: imports from the engine only, no bench package.

* :func:`time_advisor` -- the advisor's full analysis of elder's 1,585 discards (200 sampled
  adversaries), caches cleared before each hand, as for a new deal;
* :func:`time_moves` -- every move of each computer player, the bot playing both seats of
  seeded deals (so elder's and younger's moves): the discard (with elder's carte blanche
  count), a card in play, and the rest (calls, replies, looking at the cards left).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from piquet_core.bots import draws
from piquet_core.bots.advisor import advise
from piquet_core.bots.players import LEVELS, make_player
from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import Action, DealState, Play

Clock = Callable[[], float]


def clear_caches() -> None:
    """Forget the advisor's tables, as a new hand in a fresh page would."""
    draws.suit_table.cache_clear()
    draws.pair_table.cache_clear()
    draws.set_distribution.cache_clear()


def time_advisor(hands: int, seed: int, clock: Clock) -> list[float]:
    """Seconds for elder's full analysis of each of ``hands`` random hands."""
    rng = random.Random(seed)
    out = []
    for _ in range(hands):
        hand = Hand(rng.sample(PACK, 12))
        clear_caches()
        t = clock()
        advice = advise(hand, Seat.ELDER, samples=200)
        out.append(clock() - t)
        assert len(advice.ranked) == 1585
    return out


PLAY_PAGE_EXPERT = "play page expert"
"""The play page's own expert (:class:`piquet_core.trainer.play.BrowserExpert`), timed beside
the library's levels when asked for."""


def _player(level: str, seed: int) -> Callable[[DealState], Action]:
    if level == PLAY_PAGE_EXPERT:
        from piquet_core.trainer.play import BrowserExpert

        return BrowserExpert(seed)
    return make_player(level, seed)


def time_moves(
    deals: int, seed: int, clock: Clock, repeat: int = 1, levels: tuple[str, ...] = LEVELS
) -> dict[str, dict[str, list[float]]]:
    """Seconds per move, by level and kind ("discard", "play", "other"), over ``deals``
    seeded deals per level, the level on both sides (distinct seeds); ``levels`` may name
    :data:`PLAY_PAGE_EXPERT` too.

    With ``repeat`` > 1 each move is made that many times from the same state, by copies of
    the player (the last time by the player itself), the caches cleared before each discard,
    and the fastest time is kept: on a loaded machine, the scheduler only ever adds time."""
    out: dict[str, dict[str, list[float]]] = {}
    for level in levels:
        kinds: dict[str, list[float]] = {"discard": [], "play": [], "other": []}
        for i in range(deals):
            s = seed * 1000 + i
            bots = {
                Seat.ELDER: _player(level, 2 * s),
                Seat.YOUNGER: _player(level, 2 * s + 1),
            }
            state = DealState.new(s)
            while not state.is_over:
                step = state.step
                assert step.seat is not None
                dt = float("inf")
                for r in range(repeat):
                    bot = bots[step.seat] if r == repeat - 1 else copy.deepcopy(bots[step.seat])
                    if step.name in ("discard", "announce"):
                        clear_caches()
                    t = clock()
                    action = bot(state)
                    dt = min(dt, clock() - t)
                if step.name in ("discard", "announce"):
                    kinds["discard"].append(dt)
                elif isinstance(action, Play) and step.name in ("lead", "follow", "call", "reckon"):
                    kinds["play"].append(dt)
                else:
                    kinds["other"].append(dt)
                state = state.apply(action)
        out[level] = kinds
    return out


def summary(times: dict[str, dict[str, list[float]]]) -> dict[str, dict[str, float]]:
    """Mean and worst per level and kind: ``{"expert": {"discard_mean_s": ..., ...}}``."""
    return {
        level: {
            f"{kind}_{stat}_s": (sum(v) / len(v) if stat == "mean" else max(v)) if v else 0.0
            for kind, v in kinds.items()
            for stat in ("mean", "max")
        }
        | {f"{kind}_n": len(v) for kind, v in kinds.items()}
        for level, kinds in times.items()
    }
