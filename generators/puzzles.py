"""Build a bank of puzzles: ``python -m generators.puzzles [--kind play|discard] [--deals N]``.

The computer players play :data:`DEALS` deals from seeds 0, 1, 2...; each finished deal's play
is searched for puzzles (:func:`piquet_core.puzzles.find_puzzles`, the exact solver). Deal
``n`` pits a club player against a club player when ``n`` is even and a beginner against a club
player when it is odd, so the bank holds positions of both kinds of play. A position met in
two deals is kept once, with the first deal's source. The bank is written to
:data:`BANK`, one puzzle a line (JSON), sorted by id: the same build gives the same bytes,
and the site's build reads the file instead of playing the deals again. ``--check`` builds
and compares with the file without writing (exit 1 when it differs).

``--kind discard`` builds the bank of discard puzzles the same way from :data:`DISCARD_DEALS`
deals (:func:`piquet_core.puzzles.deal_discard_puzzles`: elder's and younger's dealt hands where
the advisor's discard beats the rules of thumb), into the engine's own data,
:data:`DISCARD_BANK`, which the puzzles drill reads in the browser.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Final, TypeVar

from piquet_core.puzzles import DiscardPuzzle, Puzzle, deal_discard_puzzles, deal_puzzles

ROOT: Final = Path(__file__).resolve().parents[1]
BANK: Final = ROOT / "data" / "puzzles.jsonl"
DEALS: Final = 3200
DISCARD_BANK: Final = ROOT / "piquet_core" / "data" / "discard_puzzles.jsonl"
DISCARD_DEALS: Final = 1200

_P = TypeVar("_P", Puzzle, DiscardPuzzle)


def bank_deal_puzzles(seed: int) -> list[Puzzle]:
    """The puzzles of deal ``seed`` (its players as the module's docstring says)."""
    first = "club" if seed % 2 == 0 else "beginner"
    return deal_puzzles(seed, first, f"deal {seed}, {first} against club")


def bank_deal_discard_puzzles(seed: int) -> list[DiscardPuzzle]:
    """The discard puzzles of deal ``seed`` (the same players as :func:`bank_deal_puzzles`)."""
    first = "club" if seed % 2 == 0 else "beginner"
    return deal_discard_puzzles(seed, first, f"deal {seed}, {first} against club")


def _bank(seeds: Iterable[int], find: Callable[[int], list[_P]]) -> list[_P]:
    """The puzzles ``find`` finds in the deals ``seeds``: each once (the first deal's),
    sorted by id."""
    kept: dict[str, _P] = {}
    for seed in seeds:
        for puzzle in find(seed):
            kept.setdefault(puzzle.id, puzzle)
    return [kept[k] for k in sorted(kept)]


def build(seeds: Iterable[int]) -> list[Puzzle]:
    """The bank of the deals ``seeds``: each position once, sorted by id."""
    return _bank(seeds, bank_deal_puzzles)


def build_discards(seeds: Iterable[int]) -> list[DiscardPuzzle]:
    """The discard bank of the deals ``seeds``: each hand once, sorted by id."""
    return _bank(seeds, bank_deal_discard_puzzles)


def lines(puzzles: Iterable[Puzzle | DiscardPuzzle]) -> Iterator[str]:
    for puzzle in puzzles:
        yield json.dumps(puzzle.to_dict(), ensure_ascii=False, sort_keys=True) + "\n"


def read_bank(path: Path = BANK) -> list[Puzzle]:
    """The bank's puzzles, each checked as it is read."""
    with path.open(encoding="utf-8") as f:
        return [Puzzle.from_dict(json.loads(line)) for line in f if line.strip()]


def read_discard_bank(path: Path = DISCARD_BANK) -> list[DiscardPuzzle]:
    """The discard bank's puzzles, each checked as it is read."""
    with path.open(encoding="utf-8") as f:
        return [DiscardPuzzle.from_dict(json.loads(line)) for line in f if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generators.puzzles", description=__doc__)
    parser.add_argument("--kind", choices=("play", "discard"), default="play")
    parser.add_argument("--deals", type=int, help="how many deals to search")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    discard = args.kind == "discard"
    deals = args.deals or (DISCARD_DEALS if discard else DEALS)
    bank = DISCARD_BANK if discard else BANK
    start = time.perf_counter()
    found = build_discards(range(deals)) if discard else build(range(deals))
    text = "".join(lines(found))
    took = time.perf_counter() - start
    count = text.count("\n")
    if args.check:
        same = bank.is_file() and bank.read_text(encoding="utf-8") == text
        verdict = "the same as" if same else "NOT the same as"
        print(f"puzzles: {count} from {deals} deals in {took:.0f} s; {verdict} {bank.name}")
        return 0 if same else 1
    bank.parent.mkdir(parents=True, exist_ok=True)
    bank.write_text(text, encoding="utf-8")
    print(f"puzzles: {count} from {deals} deals in {took:.0f} s -> {bank.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
