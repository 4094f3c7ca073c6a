"""``python -m bench.bezique``: the Bezique computer players and the agreed total, measured.

* Strength: duplicate games (each seed played twice, the two players swapping seats, so both
  get the same deals) of the strong player against the plain one, two at the table, each a
  whole game to the agreed total (:data:`piquet_core.bezique.DEFAULT_TARGET` unless
  ``--target``); the margin of a game is the strong player's total less the plain one's,
  and the figure is the mean margin of a pair with its 95% confidence interval (normal
  approximation, 1.96 standard errors).
* Strength with three and four at the table: one strong player among plain ones, each seed
  played once with the strong player in each seat (same deals); the margin of a game is the
  strong player's total less the mean of the plain players' totals, averaged over the seats
  for each seed, with its 95% confidence interval over the seeds; and the games the strong
  player wins, against the 1 in 3 (1 in 4) an equal player would.
* Speed: the CPU time of every move of each player (``time.thread_time``, one core).
* The agreed total: with the plain players, how many points the best player of a deal
  scores, and how many deals a game to the default total lasts, for two, three and four at
  the table (the figures the rules page cites for the default).

Options: ``--pairs N`` (default 40), ``--games N`` (games per table size for the total;
default 30), ``--seed N``, ``--target N``, ``--quick``, ``--out PATH`` (default
bench/bezique_results.json; ``-`` for none), ``--readme`` (rewrite the "Bezique computer
players" section of bench/README.md from the results file, nothing else).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.suite import pin_to_one_core
from piquet_core.bezique import DEFAULT_TARGET, Game, Match, MatchSettings, Move
from piquet_core.bezique.bots import Plain, Strong

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "bezique_results.json"
README = HERE / "README.md"
HEADING = "## Bezique computer players"
CLOCK = time.thread_time

Policy = Callable[[Game], Move]


def play_game(
    settings: MatchSettings, seed: int, policies: list[Policy], times: dict[str, list[float]]
) -> Match:
    """One whole game, the policy of each seat timed move by move."""
    match = Match.start(settings, seed)
    while not match.over:
        assert match.game is not None and match.to_act is not None
        policy = policies[match.to_act]
        start = CLOCK()
        move = policy(match.game)
        times.setdefault(getattr(policy, "name", "?"), []).append(CLOCK() - start)
        match = match.apply(move)
    return match


def estimate(values: list[float]) -> dict[str, float]:
    """Mean with its 95% confidence interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {"n": len(values), "mean": mean, "low": mean - half, "high": mean + half}


def strength_at(
    seats: int, seeds: int, seed: int, target: int, times: dict[str, list[float]]
) -> dict[str, Any]:
    """One strong player among plain ones, ``seats`` at the table, the strong player in each
    seat in turn for each seed."""
    settings = MatchSettings(seats=seats, target=target)
    margins: list[float] = []
    wins = 0
    for i in range(seeds):
        per_seat: list[float] = []
        for strong in range(seats):
            policies: list[Policy] = [Strong() if k == strong else Plain() for k in range(seats)]
            match = play_game(settings, seed + i, policies, times)
            others = [t for k, t in enumerate(match.totals) if k != strong]
            per_seat.append(match.totals[strong] - statistics.fmean(others))
            wins += match.winner == strong
        margins.append(statistics.fmean(per_seat))
    return {
        "seats": seats,
        "seeds": seeds,
        "target": target,
        "margin": estimate(margins),
        "strong_wins": wins,
        "games": seeds * seats,
    }


def strength(pairs: int, seed: int, target: int, times: dict[str, list[float]]) -> dict[str, Any]:
    """Strong against plain, duplicate pairs of whole two-player games."""
    settings = MatchSettings(seats=2, target=target, first_dealer=0)
    margins: list[float] = []
    wins = 0
    for i in range(pairs):
        s = seed + i
        a = play_game(settings, s, [Strong(), Plain()], times)
        b = play_game(settings, s, [Plain(), Strong()], times)
        margin = ((a.totals[0] - a.totals[1]) + (b.totals[1] - b.totals[0])) / 2
        margins.append(margin)
        wins += (a.winner == 0) + (b.winner == 1)
    return {
        "pairs": pairs,
        "target": target,
        "margin": estimate(margins),
        "strong_wins": wins,
        "games": 2 * pairs,
    }


#: The totals compared for the default (each game is played to the largest; a game to a
#: smaller total is the same deals, stopped at the first count that decides it).
TARGETS = (1000, 2000, 3000, 5000)


def _deals_to(match: Match, target: int) -> int:
    """How many deals of ``match`` a game to ``target`` would have lasted."""
    seats = match.settings.seats
    running = [0] * seats
    for k, d in enumerate(match.deals, 1):
        for s in range(seats):
            running[s] += d.points(s)
        top = max(running)
        if top >= target and running.count(top) == 1:
            return k
    raise AssertionError("the game was not played far enough")


def totals(games: int, seed: int, times: dict[str, list[float]]) -> dict[str, Any]:
    """With the plain players: the best player's points per deal, and deals per game for
    each total of :data:`TARGETS`."""
    out: dict[str, Any] = {}
    for seats in (2, 3, 4):
        best: list[float] = []
        deals: dict[int, list[float]] = {t: [] for t in TARGETS}
        every_dealt = dict.fromkeys(TARGETS, 0)
        for i in range(games):
            settings = MatchSettings(seats=seats, target=max(TARGETS))
            match = play_game(settings, seed + i, [Plain()] * seats, times)
            best += [max(d.points(s) for s in d.players) for d in match.deals]
            for t in TARGETS:
                k = _deals_to(match, t)
                deals[t].append(k)
                every_dealt[t] += k >= seats
        out[str(seats)] = {
            "games": games,
            "best_per_deal": estimate(best),
            "deals_per_game": {str(t): estimate(deals[t]) for t in TARGETS},
            "every_player_dealt": {str(t): every_dealt[t] for t in TARGETS},
        }
    return out


def run(pairs: int, games: int, seed: int, target: int) -> dict[str, Any]:
    pin_to_one_core()
    times: dict[str, list[float]] = {}
    report: dict[str, Any] = {
        "seed": seed,
        "strength": strength(pairs, seed, target, times),
        "strength_at": {str(n): strength_at(n, pairs, seed, target, times) for n in (3, 4)},
        "totals": totals(games, seed + 10_000, times),
    }
    report["move_ms"] = {
        name: {
            "moves": len(t),
            "mean": 1000 * statistics.fmean(t),
            "p99": 1000 * sorted(t)[int(0.99 * (len(t) - 1))],
            "max": 1000 * max(t),
        }
        for name, t in sorted(times.items())
    }
    return report


def render(r: dict[str, Any]) -> str:
    """The README section from a results dict."""
    s = r["strength"]
    m = s["margin"]
    lines = [
        HEADING,
        "",
        "`.venv/bin/python -m bench.bezique` plays the strong Bezique player against the plain one",
        "(`piquet_core.bezique.bots`) in duplicate: each seed is a whole two-player game to "
        f"the agreed total ({s['target']:,}),",
        "played twice with the players swapping seats, so both get the same deals. The margin "
        "of a pair is the strong",
        "player's total less the plain one's, averaged over the two games.",
        "",
        "| match | pairs | mean margin per game | 95% confidence interval | games won by strong |",
        "|---|---:|---:|---|---:|",
        f"| strong vs plain | {s['pairs']} | {m['mean']:+,.0f} | "
        f"{m['low']:+,.0f} to {m['high']:+,.0f} | {s['strong_wins']} of {s['games']} |",
        "",
        "CPU time per move (`time.thread_time`, one core, this machine):",
        "",
        "| player | moves | mean | 99th percentile | max |",
        "|---|---:|---:|---:|---:|",
    ]
    at = r.get("strength_at")
    if at:
        cpu = lines.index("CPU time per move (`time.thread_time`, one core, this machine):")
        lines[cpu:cpu] = [
            "With three and four at the table (the dealer sits out each deal): one strong "
            "player among plain ones, each seed",
            "played once with the strong player in each seat, so each seat gets the same "
            "deals. The margin of a game is the strong",
            "player's total less the mean of the plain players' totals, averaged over the "
            "seats for each seed; an equal",
            "player would win 1 game in 3 (1 in 4).",
            *(
                [
                    'With four at the table three play each deal; the row "before" is the '
                    "strong player weighing its tricks",
                    "there as with two, which lost to the plain player's covering; it now plays "
                    "its cards there as the plain",
                    "player does and keeps its own declarations (`piquet_core.bezique.bots`).",
                ]
                if r.get("strength_at_before")
                else []
            ),
            "",
            "| at the table | seeds | games | mean margin per game | 95% confidence interval "
            "| games won by strong | an equal player's share |",
            "|---:|---:|---:|---:|---|---:|---:|",
            *(
                f"| {t['seats']} | {t['seeds']} | {t['games']} | {t['margin']['mean']:+,.0f} | "
                f"{t['margin']['low']:+,.0f} to {t['margin']['high']:+,.0f} | "
                f"{t['strong_wins']} of {t['games']} | {t['games'] / t['seats']:.0f} |"
                for t in at.values()
            ),
            *(
                f"| {t['seats']}, before ({t['revision']}) | {t['seeds']} | {t['games']} | "
                f"{t['margin']['mean']:+,.0f} | "
                f"{t['margin']['low']:+,.0f} to {t['margin']['high']:+,.0f} | "
                f"{t['strong_wins']} of {t['games']} | {t['games'] / t['seats']:.0f} |"
                for t in r.get("strength_at_before", {}).values()
            ),
            "",
        ]
    for name, t in r["move_ms"].items():
        lines.append(
            f"| {name} | {t['moves']:,} | {t['mean']:.1f} ms | {t['p99']:.1f} ms | "
            f"{t['max']:.1f} ms |"
        )
    web = r.get("browser")
    if web:
        lines += [
            "",
            f"In the browser (`python -m bench.bezique_browser`: {web['runtime']}, the engine "
            f"in a Web Worker as on the site, wall clock, load {web['load']}; {web['deals']} "
            "deals each with two and with four at the table):",
            "",
            "| player | moves | mean | 99th percentile | max |",
            "|---|---:|---:|---:|---:|",
        ]
        for name, t in web["move_ms"].items():
            lines.append(
                f"| {name} | {t['moves']:,} | {t['mean']:.1f} ms | {t['p99']:.1f} ms | "
                f"{t['max']:.1f} ms |"
            )
        old = r.get("browser_before")
        if old:
            lines += [
                "",
                f"The same run with the engine of revision {old['revision']} (before the meld "
                "search tried only the melds whose cards",
                f"may be in the hand), just before it, load {old['load']}:",
                "",
                "| player | moves | mean | 99th percentile | max |",
                "|---|---:|---:|---:|---:|",
            ]
            for name, t in old["move_ms"].items():
                lines.append(
                    f"| {name} | {t['moves']:,} | {t['mean']:.1f} ms | {t['p99']:.1f} ms | "
                    f"{t['max']:.1f} ms |"
                )
    lines += [
        "",
        f"The agreed total (default {DEFAULT_TARGET:,}): with the plain players, the points "
        "of the best player of a deal, and",
        "for each total the mean number of deals in a game and the games in which every "
        "player dealt at least once:",
        "",
        "| at the table | games | best player's points per deal | "
        + " | ".join(f"to {t:,}: deals, all dealt" for t in TARGETS)
        + " |",
        "|---:|---:|---:|" + "---:|" * len(TARGETS),
    ]
    for seats, t in r["totals"].items():
        cells = " | ".join(
            f"{t['deals_per_game'][str(x)]['mean']:.1f}, {t['every_player_dealt'][str(x)]}"
            for x in TARGETS
        )
        lines.append(f"| {seats} | {t['games']} | {t['best_per_deal']['mean']:,.0f} | {cells} |")
    return "\n".join(lines) + "\n"


def update_readme(r: dict[str, Any], path: Path = README) -> None:
    """Replace the section from its heading to the next ``## `` heading; when missing, put it
    before "Computer players", which ``bench.bots`` keeps the file's last section."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# Measurements\n"
    section = render(r)
    start = text.find(HEADING + "\n")
    if start < 0:
        last = text.find("\n## Computer players\n")
        if last < 0:
            text = text.rstrip("\n") + "\n\n" + section
        else:
            text = text[: last + 1] + section + "\n" + text[last + 1 :]
    else:
        nxt = text.find("\n## ", start + len(HEADING))
        end = len(text) if nxt < 0 else nxt + 1
        text = text[:start] + section + ("\n" if nxt >= 0 else "") + text[end:]
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bezique", description=__doc__)
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--out", default=str(RESULTS))
    parser.add_argument("--readme", action="store_true")
    args = parser.parse_args(argv)
    if args.readme:
        update_readme(json.loads(Path(args.out).read_text(encoding="utf-8")))
        return 0
    if args.pairs < 2 or args.games < 1:
        parser.error("--pairs must be 2 or more and --games 1 or more")
    pairs, games = (2, 1) if args.quick else (args.pairs, args.games)
    report = run(pairs, games, args.seed, args.target)
    if args.out != "-" and Path(args.out).exists():  # keep bench.bezique_browser's figures
        old = json.loads(Path(args.out).read_text(encoding="utf-8"))
        for key in ("browser", "browser_before", "strength_at_before"):
            if key in old:
                report[key] = old[key]
    text = json.dumps(report, indent=2, sort_keys=True)
    if args.out != "-":
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    sys.stdout.write(render(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
