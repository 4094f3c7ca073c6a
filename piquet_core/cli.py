"""The ``piquet`` command line.

``piquet replay [FILE] [--events]``
    Replay deals (one JSON object, a JSON list, or JSON Lines) from FILE or stdin; print one
    JSON line per deal (see :mod:`piquet_core.replay`); exit 2 if any deal failed.
``piquet score HAND [--variant NAME] [--lang en|fr|ru]``
    Evaluate one hand: point, sequences, sets, carte blanche; one JSON line.

Bad input always gives a one-line error and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from piquet_core import __version__
from piquet_core.cards import Hand, Lang, card_name, format_cards, parse_cards, to_compact
from piquet_core.declarations import all_sequences, all_sets, best_point, is_carte_blanche
from piquet_core.errors import PiquetError
from piquet_core.replay import dumps, replay_text
from piquet_core.variants import VARIANTS, variant_by_name


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"piquet: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="piquet", description="Piquet rules engine (Rubicon, au cent, Russian).")
    p.add_argument("--version", action="version", version=f"piquet {__version__}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    r = sub.add_parser("replay", help="score recorded deals (JSON or JSON Lines)")
    r.add_argument("file", nargs="?", default="-", help="input file (default: stdin)")
    r.add_argument("--events", action="store_true", help="include the scoring events")
    s = sub.add_parser("score", help="evaluate one hand: point, sequences, sets")
    s.add_argument("hand", help='cards, e.g. "AS KS QS JS 10H 9H" or "AKQJ.T9.."')
    s.add_argument("--variant", default="rubicon", help=f"one of {', '.join(VARIANTS)}")
    s.add_argument("--lang", default=None, choices=["en", "fr", "ru"],
                   help="notation of HAND and of the names in the output")  # fmt: skip
    return p


def _read(path: str, stdin: TextIO) -> str:
    if path == "-":
        data = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read()
    else:
        with open(path, "rb") as f:
            data = f.read()
    if isinstance(data, bytes):
        return data.decode("utf-8-sig")
    return data


def cmd_replay(path: str, events: bool, stdin: TextIO, stdout: TextIO) -> int:
    try:
        text = _read(path, stdin)
    except OSError as e:
        stdout.write(dumps({"error": f"cannot read {path}: {e.strerror}", "code": "io"}) + "\n")
        return 2
    except UnicodeDecodeError as e:
        stdout.write(dumps({"error": f"{path}: not UTF-8 text ({e.reason})",
                            "code": "encoding"}) + "\n")  # fmt: skip
        return 2
    status = 0
    for result in replay_text(text, events):
        if "error" in result:
            status = 2
        stdout.write(dumps(result) + "\n")
    return status


def cmd_score(text: str, variant_name: str, lang: Lang | None, stdout: TextIO) -> int:
    try:
        variant = variant_by_name(variant_name)
        hand = Hand(parse_cards(text, lang))
    except PiquetError as e:
        stdout.write(dumps({"error": str(e), "code": e.code}) + "\n")
        return 2
    out_lang: Lang = lang or "en"
    point = best_point(hand, variant)
    result: dict[str, object] = {
        "variant": variant.name,
        "hand": format_cards(hand, out_lang),
        "compact": to_compact(hand),
        "cards": [card_name(c, out_lang) for c in hand],
        "carte_blanche": is_carte_blanche(hand),
        "point": None if point is None else {
            "suit": point.suit.name.lower(), "length": point.length, "pips": point.pips,
            "score": point.score(variant),
        },
        "sequences": [
            {"name": q.name, "suit": q.suit.name.lower(), "length": q.length,
             "top": str(q.top.letter), "score": q.score}
            for q in all_sequences(hand)
        ],
        "sets": [{"name": c.name, "score": c.score} for c in all_sets(hand)],
    }  # fmt: skip
    stdout.write(dumps(result) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``piquet`` console script; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "replay":
            return cmd_replay(args.file, args.events, sys.stdin, sys.stdout)
        return cmd_score(args.hand, args.variant, args.lang, sys.stdout)
    except BrokenPipeError:  # pragma: no cover - e.g. piped into head
        # silence the flush at exit: the reader has gone
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except Exception as e:  # pragma: no cover - a bug; still no traceback
        print(dumps({"error": f"internal error: {type(e).__name__}: {e}", "code": "internal"}))
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
