"""The scoring table of a whole partie of six deals, with the rubicon settlement.

The partie is the first (from 1, stream ``site-partie``) whose loser ends under a hundred, so
that the rubicon shows; its deals are seeded ``<partie>-<deal>`` and played by the plain
players of :mod:`generators.example_players`. The engine scores each deal
(:func:`piquet_core.replay.replay_record`), records it in a :class:`piquet_core.Partie`
(players deal alternately, Law 16; six deals, and one more each on a tie, Law 71) and
settles it (:func:`piquet_core.partie.settle`, Laws 72-73).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from generators.example_players import play_deal
from generators.examples_common import first_seed, number, seeded_deal
from piquet_core.partie import RUBICON_BONUS, RUBICON_LINE, Partie, Player
from piquet_core.scoring import DealScore

NAME = "example-partie"
SALT = "site-partie"
MAX_DEALS = 8  # six, and one more each on a tie (Law 71)


@cache
def partie(number_: int) -> Partie:
    """Partie ``number_``, played deal by deal until the engine says it is finished."""
    p = Partie()
    k = 0
    while not p.finished:
        k += 1
        if k > MAX_DEALS:
            raise RuntimeError(f"partie {number_} is not finished after {MAX_DEALS} deals")
        score = play_deal(seeded_deal(f"{number_}-{k}", SALT), k).score
        p = p.record(score)
    return p


def _rubiconed(number_: int) -> bool:
    settlement = partie(number_).settlement()
    return settlement is not None and settlement.rubicon


@cache
def partie_number() -> int:
    """The first partie whose loser is rubiconed."""
    return first_seed(_rubiconed, "a partie ending in a rubicon")


def _events(score: DealScore, elder: Player) -> list[dict[str, str]]:
    """What stands out in a deal: carte blanche, repique, pique, capot, by player."""
    out = []
    for seat_score, player in zip(score.seats, (elder, elder.other), strict=True):
        for kind in ("carte_blanche", "repique", "pique"):
            if getattr(seat_score, kind):
                out.append({"kind": kind, "player": player.value})
    capot = score.capot
    if capot is not None:
        out.append({"kind": "capot", "player": (elder if capot.value == "elder" else
                                                elder.other).value})  # fmt: skip
    return out


def context(lang: str) -> Mapping[str, object]:
    """The partie's deals, running totals and settlement."""
    n = partie_number()
    p = partie(n)
    settlement = p.settlement()
    assert settlement is not None
    rows = []
    run_a = run_b = 0
    for entry in p.entries:
        a, b = entry.counted
        run_a += a
        run_b += b
        rows.append({
            "number": entry.number,
            "dealer": entry.dealer.value,
            "elder": entry.elder.value,
            "a": a, "b": b, "total_a": run_a, "total_b": run_b,
            "events": _events(entry.score, entry.elder),
        })  # fmt: skip
    if (run_a, run_b) != p.totals:
        raise ValueError(f"running totals {run_a}, {run_b} differ from the engine's {p.totals}")
    winner = settlement.winner
    win = max(settlement.scores) if winner else None
    lose = min(settlement.scores) if winner else None
    return {
        "partie": n,
        "salt": SALT,
        "rows": rows,
        "extra_deals": len(p.entries) > 6,
        "totals": {"a": p.totals[0], "b": p.totals[1]},
        "winner": winner.value if winner else None,
        "loser": winner.other.value if winner else None,
        "win": win,
        "lose": lose,
        "rubicon": settlement.rubicon,
        "drawn": settlement.drawn,
        "points": settlement.points,
        "bonus": RUBICON_BONUS,
        "line": RUBICON_LINE,
        "num": lambda x: number(x, lang),
    }
