# ruff: noqa: RUF002  (the Russian index letters are intended)
"""The card artwork: one SVG sprite, ``docs/assets/cards/cards.svg``.

``python -m generators.card_art`` (run by ``generators.build``, so by ``make site``) writes the
sprite; same inputs, same bytes. Our own drawing (no third-party art, nothing fetched from
another host): the suit shapes are drawn here, once, as symbols, and every cell of the sprite
uses them.

How the site uses it (``docs/assets/trainer/trainer.css``, loaded on every page):

* A card is an HTML element (``.pq-card``, role ``img`` with its accessible name in the
  page's language, or a listbox option) whose **visible index is its own text** ("10♥",
  "D♠", "Т♣"): the index corner is in the page's language, can be searched and copied, and
  the sprite needs no language at all.
* The picture in the middle of the card is one cell of the sprite used as a CSS **mask**
  painted with ``currentColor``: the suit's colour comes from the page's CSS, so the same
  sprite serves the two-colour deck, the four-colour deck (html class ``pq-four-colour``) and
  the dark scheme. A grid of :data:`COLUMNS` x :data:`ROWS` cells, each
  :data:`CELL_W` x :data:`CELL_H`; CSS picks a cell by ``mask-position``.
* Columns: the pip cards 7, 8, 9 and 10 (pips in the usual French-suited layout, the lower
  half turned over), the ace (one large pip), the court cards J Q K (a framed portrait: a cap,
  a coronet, a crown over the suit), then the Bezique pack's infusorka (joker, row 0 only) and
  the card back (row 0 only; the back is drawn in its own colours and used as a background
  image, not as a mask). Rows: spades, hearts, diamonds, clubs.

The Bezique pack (``piquet_core.bezique.cards``) has the same faces plus its nines (column 9)
and the infusorka.
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[1]
OUT: Final = ROOT / "docs" / "assets" / "cards" / "cards.svg"

CELL_W: Final = 30
CELL_H: Final = 56
#: Column of each face in the sprite (CSS class ``pq-r<key>``); ``JK`` the infusorka.
COLUMN: Final = {"7": 0, "8": 1, "9": 2, "10": 3, "A": 4, "J": 5, "Q": 6, "K": 7, "JK": 8,
                 "back": 9}  # fmt: skip
COLUMNS: Final = len(COLUMN)
#: Row of each suit (CSS classes ``pq-s pq-h pq-d pq-c``).
ROW: Final = {"s": 0, "h": 1, "d": 2, "c": 3}
ROWS: Final = len(ROW)

#: The suit shapes in a 10 x 10 box, pointing up (our own paths).
SUIT_PATHS: Final = {
    "s": "M5 0C3.4 2 0 3.9 0 6.3 0 7.9 1.2 8.9 2.6 8.9c.9 0 1.6-.4 2-1L3.7 10h2.6L5.4 7.9c.4.6"
    " 1.1 1 2 1C8.8 8.9 10 7.9 10 6.3 10 3.9 6.6 2 5 0z",
    "h": "M5 9.8C3.4 7.9 0 5.7 0 3 0 1.3 1.2 0 2.8 0 3.8 0 4.6.6 5 1.5 5.4.6 6.2 0 7.2 0 8.8 0"
    " 10 1.3 10 3c0 2.7-3.4 4.9-5 6.8z",
    "d": "M5 0l4.2 5L5 10 .8 5z",
    "c": "M5 0a2.3 2.3 0 00-1.9 3.7A2.3 2.3 0 102.6 7.9c.9 0 1.6-.4 2-1L3.7 10h2.6L5.4 6.9c.4"
    ".6 1.1 1 2 1a2.3 2.3 0 10-.5-4.2A2.3 2.3 0 005 0z",
}

#: Pip centres in a cell (x, y); pips below the middle are turned over, as on real cards.
_X = (8.0, 22.0)
_XC = 15.0
_Y4 = (7.0, 20.5, 35.5, 49.0)
_Y3 = (7.0, 28.0, 49.0)
PIPS: Final[dict[str, tuple[tuple[float, float], ...]]] = {
    "7": (*((x, y) for x in _X for y in _Y3), (_XC, 17.5)),
    "8": (*((x, y) for x in _X for y in _Y3), (_XC, 17.5), (_XC, 38.5)),
    "9": (*((x, y) for x in _X for y in _Y4), (_XC, 28.0)),
    "10": (*((x, y) for x in _X for y in _Y4), (_XC, 13.8), (_XC, 42.2)),
}
PIP: Final = 9.0

#: The court cards' headgear, drawn over the portrait frame (cell coordinates).
HEADGEAR: Final = {
    "J": "M9 21h12v-4.5l-3-3h-6l-3 3z",  # a cap
    "Q": "M9 21h12l1-7-3.5 3.5L15 12l-3.5 5.5L8 14z",  # a coronet
    "K": "M8 21h14l1-9-4 4.5L15 10l-4 6.5-4-4.5z",  # a crown
}


def _num(v: float) -> str:
    return f"{v:g}"


def _pip(suit: str, x: float, y: float, size: float, turned: bool) -> str:
    """A pip of ``size`` centred on (x, y); a turned pip is rotated half a turn."""
    half = size / 2
    turn = f' transform="rotate(180 {_num(x)} {_num(y)})"' if turned else ""
    return (
        f'<use href="#{suit}" x="{_num(x - half)}" y="{_num(y - half)}" '
        f'width="{_num(size)}" height="{_num(size)}"{turn}/>'
    )


def _face(column: str, suit: str) -> str:
    """The drawing of one cell, at the cell's origin."""
    if column in PIPS:
        return "".join(_pip(suit, x, y, PIP, y > CELL_H / 2) for x, y in PIPS[column])
    if column == "A":
        return _pip(suit, CELL_W / 2, CELL_H / 2, 22, False)
    if column in HEADGEAR:
        # A framed portrait: the frame, the headgear, a face, the suit on the breast.
        return (
            '<path fill-rule="evenodd" d="M1 1h28v54H1zM3 3v50h24V3z"/>'
            f'<path d="{HEADGEAR[column]}"/><circle cx="15" cy="26" r="4"/>'
            '<path d="M6 50c0-10 4-16 9-16s9 6 9 16z" fill-opacity=".35"/>'
            + _pip(suit, CELL_W / 2, 42, 10, False)
        )
    raise ValueError(f"no face for column {column!r}")


def _joker() -> str:
    """The infusorka (Bezique's joker, S002): a jester's cap with three bells and a star."""
    return (
        '<path fill-rule="evenodd" d="M1 1h28v54H1zM3 3v50h24V3z"/>'
        '<path d="M7 26c1-7 4-11 8-11s7 4 8 11l-4-5-4 6-4-6z"/>'
        '<circle cx="7" cy="27" r="2"/><circle cx="23" cy="27" r="2"/>'
        '<circle cx="15" cy="13" r="2"/>'
        '<path d="M15 32l2.4 5 5.4.7-4 3.7 1 5.4-4.8-2.6-4.8 2.6 1-5.4-4-3.7 5.4-.7z"/>'
    )


def _back() -> str:
    """The card back, in its own colours (a background image, not a mask): a dark blue field
    with a lattice and a white frame."""
    return (
        '<rect width="30" height="56" fill="#1d3f8f"/>'
        '<path d="M3 3h24v50H3z" fill="none" stroke="#fff" stroke-width="1"/>'
        '<path d="M3 8l5-5m-5 11L14 3M3 20L20 3M3 26L26 3M3 32L27 8M3 38L27 14M3 44L27 20'
        "M3 50L27 26M8 53l19-21M14 53l13-15M20 53l7-9M27 8L22 3m5 11L16 3m11 17L10 3m17 23L4 3"
        'm23 29L3 8m24 30L3 14m24 30L3 20m24 30L3 26m18 27L3 32m12 21L3 38m6 15L3 44"'
        ' stroke="#8fb0ff" stroke-width=".6" fill="none"/>'
    )


def sprite() -> str:
    """The whole sprite as SVG text."""
    width, height = CELL_W * COLUMNS, CELL_H * ROWS
    parts: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}">',
        "<!-- Piquet card faces (generators/card_art.py): masks, painted by the page's CSS -->",
        "<defs>",
    ]
    parts += [
        f'<symbol id="{s}" viewBox="0 0 10 10"><path d="{d}"/></symbol>'
        for s, d in SUIT_PATHS.items()
    ]
    parts.append("</defs>")
    for suit, row in ROW.items():
        for column, col in COLUMN.items():
            if column in ("JK", "back"):
                continue
            parts.append(
                f'<g transform="translate({col * CELL_W} {row * CELL_H})">{_face(column, suit)}</g>'
            )
    parts.append(f'<g transform="translate({COLUMN["JK"] * CELL_W} 0)">{_joker()}</g>')
    parts.append(f'<g transform="translate({COLUMN["back"] * CELL_W} 0)">{_back()}</g>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


EMBED_CSS: Final = OUT.with_name("cards-embed.css")
"""The sprite's rules again with the sprite inlined (a data: URL), for the embed pages only:
a frame sandboxed without allow-same-origin (an opaque origin) may not fetch a CSS mask from
the site (masks are CORS requests), and the browser logs an error for every card."""


def embed_css() -> str:
    """The two rules of trainer.css that use the sprite, with the sprite inlined."""
    data = "data:image/svg+xml;base64," + base64.b64encode(sprite().encode("utf-8")).decode()
    return (
        "/* generators/card_art.py: the card sprite inlined for the embed pages */\n"
        f':root {{ --pq-sprite: url("{data}"); }}\n'
        ".pq-card::after { -webkit-mask-image: var(--pq-sprite); mask-image: var(--pq-sprite); }\n"
        ".pq-card.pq-back { background-image: var(--pq-sprite); }\n"
    )


def write(out: Path = OUT) -> Path:
    """Write the sprite and the embed pages' stylesheet (only when they changed); the
    sprite's path."""
    out.parent.mkdir(parents=True, exist_ok=True)
    for path, text in ((out, sprite()), (out.with_name(EMBED_CSS.name), embed_css())):
        data = text.encode("utf-8")
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    path = write()
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
