"""Build the bank of play puzzles: ``python -m generators.puzzles [--deals N] [--check]``.

The computer players play :data:`DEALS` deals from seeds 0, 1, 2...; each finished deal's play
is searched for puzzles (:func:`piquet_core.puzzles.find_puzzles`, the exact solver). Deal
``n`` pits a club player against a club player when ``n`` is even and a beginner against a club
player when it is odd, so the bank holds positions of both kinds of play. A position met in
two deals is kept once, with the first deal's source. The bank is written to
:data:`BANK`, one puzzle a line (JSON), sorted by id: the same build gives the same bytes,
and the site's build reads the file instead of playing the deals again. ``--check`` builds
and compares with the file without writing (exit 1 when it differs).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Final

from piquet_core.puzzles import Puzzle, deal_puzzles

ROOT: Final = Path(__file__).resolve().parents[1]
BANK: Final = ROOT / "data" / "puzzles.jsonl"
DEALS: Final = 3200


def bank_deal_puzzles(seed: int) -> list[Puzzle]:
    """The puzzles of deal ``seed`` (its players as the module's docstring says)."""
    first = "club" if seed % 2 == 0 else "beginner"
    return deal_puzzles(seed, first, f"deal {seed}, {first} against club")


def build(seeds: Iterable[int]) -> list[Puzzle]:
    """The bank of the deals ``seeds``: each position once, sorted by id."""
    kept: dict[str, Puzzle] = {}
    for seed in seeds:
        for puzzle in bank_deal_puzzles(seed):
            kept.setdefault(puzzle.id, puzzle)
    return [kept[k] for k in sorted(kept)]


def lines(puzzles: Iterable[Puzzle]) -> Iterator[str]:
    for puzzle in puzzles:
        yield json.dumps(puzzle.to_dict(), ensure_ascii=False, sort_keys=True) + "\n"


def read_bank(path: Path = BANK) -> list[Puzzle]:
    """The bank's puzzles, each checked as it is read."""
    with path.open(encoding="utf-8") as f:
        return [Puzzle.from_dict(json.loads(line)) for line in f if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generators.puzzles", description=__doc__)
    parser.add_argument("--deals", type=int, default=DEALS, help="how many deals to search")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    text = "".join(lines(build(range(args.deals))))
    took = time.perf_counter() - start
    count = text.count("\n")
    if args.check:
        same = BANK.is_file() and BANK.read_text(encoding="utf-8") == text
        verdict = "the same as" if same else "NOT the same as"
        print(f"puzzles: {count} from {args.deals} deals in {took:.0f} s; {verdict} {BANK.name}")
        return 0 if same else 1
    BANK.parent.mkdir(parents=True, exist_ok=True)
    BANK.write_text(text, encoding="utf-8")
    print(f"puzzles: {count} from {args.deals} deals in {took:.0f} s -> {BANK.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
