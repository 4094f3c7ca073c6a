"""The pack at a glance: the eight ranks with their index letter and pip value.

Numbers from :mod:`piquet_core.cards`: pip values for the point, ace 11, king, queen, knave
and ten 10 each, the others their face value (Cavendish, *Description of the Game*,
"Calling"); court cards are the king, queen and knave (Cavendish, Law 18, carte blanche).
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet_core.cards import LANGS, RANKS_DESC, SUITS, Card, Lang, Suit

NAME = "card-values"


def _lang(lang: str) -> Lang:
    for known in LANGS:
        if known == lang:
            return known
    raise ValueError(f"unknown language {lang!r}")


def context(lang: str) -> Mapping[str, object]:
    """The template context: one row per rank, ace first, and the pack's totals."""
    code = _lang(lang)
    rows = []
    for rank in RANKS_DESC:
        card = Card(Suit.SPADES, rank)
        rows.append(
            {
                "index": card.format(code).removesuffix(card.suit.symbol),
                "pips": rank.pips,
                "court": rank.is_court,
            }
        )
    suit_pips = sum(rank.pips for rank in RANKS_DESC)
    return {
        "rows": rows,
        "ranks": len(RANKS_DESC),
        "suits": len(SUITS),
        "symbols": " ".join(suit.symbol for suit in SUITS),
        "cards": len(RANKS_DESC) * len(SUITS),
        "suit_pips": suit_pips,
        "pack_pips": suit_pips * len(SUITS),
    }
