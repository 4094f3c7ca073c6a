"""``python -m bench.cards``: bytes of the card artwork per page, from the built site.

For each page measured: whether it draws cards, and what the card artwork costs it: the
generated sprite (``assets/cards/cards.svg``, fetched once by the first card's mask and then
cached, so counted once per site visit), and the cards' CSS (the card rules of
``trainer.css`` and ``play.css``, inlined or linked). Uncompressed and gzip (level 6, as a
static host compresses). Run ``make site`` first; prints a Markdown table for bench/README.md.
"""

from __future__ import annotations

import gzip
import re
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
SPRITE = SITE / "assets" / "cards" / "cards.svg"
PAGES = ("trainer/point/", "trainer/bezique/", "play/", "rules/", "examples/", "history/")
#: The card rules of the two stylesheets: from the first card comment to the next section.
CARD_CSS = {
    "docs/assets/trainer/trainer.css": [
        (r"/\* The trainer: cards\.", r"\.pq-hand-label"),
        (r"/\* The rules pages' worked examples", r"\n\n|\Z"),
    ],
    "docs/assets/play/play.css": [(r"/\* Cards face down", r"\.pq-play \.pq-bubble \{")],
}


def gz(data: bytes) -> int:
    return len(gzip.compress(data, 6, mtime=0))


def card_css(play: bool) -> bytes:
    """The card rules of trainer.css (every page with cards), and of play.css (``play``)."""
    out = b""
    for path, spans in CARD_CSS.items():
        if "play" in path and not play:
            continue
        text = (ROOT / path).read_text(encoding="utf-8")
        for start, end in spans:
            m = re.search(f"({start}.*?)(?={end})", text, re.S)
            if m is None:
                raise SystemExit(f"{path}: no card section {start!r}")
            out += m.group(1).encode("utf-8")
    return out


def rows() -> list[tuple[str, int, str, str]]:
    """(page, cards drawn, sprite bytes, card CSS bytes) for each page of :data:`PAGES`."""
    if not SPRITE.is_file():
        raise SystemExit(f"{SPRITE} is missing: run `make site` first")
    sprite = SPRITE.read_bytes()
    out = []
    for page in PAGES:
        html = (SITE / page / "index.html").read_text(encoding="utf-8")
        n = len(re.findall(r'class="pq-c(?:ard|c) ', html))
        faces = 'class="pq-card ' in html or page == "play/"  # play: drawn by its script
        s = f"{len(sprite):,} ({gz(sprite):,} gzip)" if faces else "0 (small cards: CSS only)"
        css = card_css(page == "play/")
        c = f"{len(css):,} ({gz(css):,} gzip)" if n or faces else "0"
        out.append((page, n, s, c))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    print("| page | cards in the HTML | sprite (once, cached) | card CSS |")
    print("|---|---:|---|---|")
    for page, n, s, c in rows():
        print(f"| `{page}` | {n} | {s} | {c} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
