"""``python -m piquet_core.bots HAND``: the exchange advisor on the command line.

Prints the best legal discards of a dealt hand of twelve cards (any notation of
:func:`piquet_core.cards.parse_cards`), ranked by expected score, with the reasons in
English, French or Russian (``--lang``), or the whole ranking as JSON (``--json``). Bad input
gets one line naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from piquet_core.bots.advisor import DEFAULT_SAMPLES, advise
from piquet_core.bots.reasons import reason_text
from piquet_core.cards import LANGS, Lang, Seat, parse_hand
from piquet_core.errors import PiquetError
from piquet_core.variants import variant_by_name


def _gettext(lang: Lang) -> Callable[[str], str]:
    if lang == "en":
        return lambda m: m
    try:
        from piquet_core.trainer.i18n import translator

        return translator(lang).gettext
    except (ImportError, OSError):
        return lambda m: m


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m piquet_core.bots", description=__doc__.split("\n")[0]
    )
    p.add_argument("hand", help="the twelve cards as dealt, e.g. 'AS KS QS ...' or 'AKQ.J10.98.7'")
    p.add_argument("--seat", choices=("elder", "younger"), default="elder")
    p.add_argument("--variant", default="rubicon")
    p.add_argument("--elder-took", type=int, default=5, help="for younger: cards elder took")
    p.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--top", type=int, default=5)
    p.add_argument("--lang", choices=LANGS, default="en")
    p.add_argument("--json", action="store_true", help="every discard as JSON lines")
    args = p.parse_args(argv)
    lang: Lang = next(x for x in LANGS if x == args.lang)
    try:
        hand = parse_hand(args.hand, 12)
        advice = advise(
            hand, Seat(args.seat), variant_by_name(args.variant), samples=args.samples,
            seed=args.seed, elder_took=args.elder_took, reasons=max(args.top, 1),
        )  # fmt: skip
    except PiquetError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.json:
        for a in advice.ranked:
            row = {"discard": str(a.discard), "value": round(a.value, 3),
                   "reasons": [r.as_dict() for r in a.reasons]}  # fmt: skip
            print(json.dumps(row, ensure_ascii=False))
        return 0
    gettext = _gettext(lang)
    print(f"{len(advice.ranked)} legal discards; adversary sampled {advice.samples} times")
    for i, a in enumerate(advice.ranked[: args.top], start=1):
        print(f"{i}. discard {a.discard.format(lang)}  (expected {a.value:+.1f})")
        for r in a.reasons:
            print(f"   - {reason_text(r, lang, gettext)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
