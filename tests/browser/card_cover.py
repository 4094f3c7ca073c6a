"""Whether each card's index corner (its rank above its suit, ``.pq-ix``) can be read: the
browser is asked, with bounding boxes and hit testing, what is drawn at points of each
glyph's box of the corner. A point where another card (or anything else) lies on top is a
covered index: the hand could be misread.

``covered(page, selector)`` lists every such point of the cards the selector matches; []
when every rank and suit is in view. The cards are scrolled into the middle of the viewport
first (a point off screen would count as covered).
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

# Each glyph's box is the line box of the rank's text and of the suit's (Range client
# rects): its width is the glyphs' advance, its height the line's, taller than the ink. Its
# points are a grid of three by three: across, a pixel in from each side and the middle (a
# glyph half covered by the next card is found); down, a quarter in from top and bottom and
# the middle (inside the ink, not on the line's blank margin). A card drawn without its
# index corner (a bare label) is measured on its own text.
COVERED_JS = """(sel) => {
  const cards = [...document.querySelectorAll(sel)];
  if (!cards.length) return [{ error: 'no card matches ' + sel }];
  cards[0].parentElement.scrollIntoView({ block: 'center' });
  const out = [];
  for (const card of cards) {
    const ix = card.querySelector('.pq-ix') || card;
    const name = card.getAttribute('aria-label') || card.dataset.code || card.className;
    const walker = document.createTreeWalker(ix, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (!r.width || !r.height) continue;
        const xs = [r.left + 1, (r.left + r.right) / 2, r.right - 1];
        const ys = [r.top + r.height / 4, (r.top + r.bottom) / 2, r.bottom - r.height / 4];
        for (const [x, y] of xs.flatMap((x) => ys.map((y) => [x, y]))) {
          const hit = document.elementFromPoint(x, y);
          if (hit && card.contains(hit)) continue;
          const named = hit && hit.closest('[aria-label]');
          const by = !hit ? 'off screen' : named ? named.getAttribute('aria-label') : hit.className;
          const glyph = node.textContent;
          out.push({ card: name, glyph, x: Math.round(x), y: Math.round(y), by });
        }
      }
    }
  }
  return out;
}"""


def covered(page: Page, selector: str) -> list[dict[str, Any]]:
    """The points of the index corners of the cards ``selector`` matches that something else
    covers (each with the card, the glyph, the point and what lies on it); [] if none."""
    return page.evaluate(COVERED_JS, selector)  # type: ignore[no-any-return]
