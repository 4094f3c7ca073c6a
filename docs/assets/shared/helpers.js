// The helpers the trainer's page script (docs/assets/trainer/trainer.js, bundled into
// trainer.bundle.js) and the play page's (docs/assets/play/play.js, a module) share: one copy
// of each. They hold no words: every string comes from the page.

// An element: `attrs` are its attributes, but for `class` (its class name) and `text` (its
// text); `children` (nodes or strings) are appended in order.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

// A catalog message with its `{name}` fields filled from `params` (numbers as they come from
// the engine, already in the page's language where that matters); an unknown field is left
// as it is, so a missing value shows rather than vanishes.
export function format(text, params) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

// The space before the percent sign, as the engine's words.PERCENT_SPACE: none in English,
// a narrow no-break space in French (« 80 % », as before ; ! ?: Intl writes U+00A0 there), a
// no-break space in Russian.
const PERCENT_SPACE = { en: "", fr: "\u202f", ru: "\u00a0" };

// A percentage (`value` out of 100, whole) with its sign in the page's language.
export function percentText(lang, value) {
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(value);
  return n + (PERCENT_SPACE[lang] ?? "\u00a0") + "%";
}

// A share of right answers, `right` of `total`, as the catalog's `accuracy_value` takes it:
// "{right} of {total} ({percent})", the percentage whole with its sign ("80%", « 80 % »).
export function accuracy(strings, lang, right, total) {
  return format(strings.accuracy_value, { right, total, percent: percentText(lang, total ? (100 * right) / total : 0) });
}

// A sentence starts with a capital letter, a name inside it does not: « L’ordinateur : … »
// at the head of a line, « gagnant : l’ordinateur » inside one (French review 2026-12).
export function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The counting function of a page: `counted(key, n)` is the catalog's form of `key` for the
// plural category of n ("1 point", «2 очка», «5 очков»; a fraction is CLDR's "other", «8,9
// очка»), `strings` holding `${key}_one`, `_few`, `_many`, `_other` (templates/_counted.j2),
// n written by `numberText` and kept with the word after it by a no-break space.
export function counter(strings, lang, numberText) {
  const plurals = new Intl.PluralRules(lang);
  return (key, n) =>
    format(strings[`${key}_${plurals.select(n)}`] ?? strings[`${key}_other`], { n: numberText(n) })
      .replace(/^(\S+) /, "$1\u00a0");
}

// A code field's text to the clipboard; where there is none (an insecure origin, a sandboxed
// iframe) the text is selected, for the reader's own copy. The drills' Share panel and the
// deal viewer's share both copy this way.
export async function copyField(field) {
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    field.select();
  }
}

// The letters of a seed, as piquet_core.trainer.seeds._ALPHABET (no 0/o, 1/l: readable aloud).
const SEED_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

// A random seed never starts with "h" (a typed hand's card mask: "h3k2ab" would be read as
// one and refused) or "d" (the daily hand), as piquet_core.trainer.seeds.new_seed.
const SEED_FIRST = SEED_ALPHABET.replace("h", "").replace("d", "");

// Six random letters of SEED_ALPHABET (a drill's deal, or a partie's number).
export function randomSeed() {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b, i) => {
    const letters = i === 0 ? SEED_FIRST : SEED_ALPHABET;
    return letters[b % letters.length];
  }).join("");
}

// A value a link gave, as an error line quotes it: at most 40 characters, as the engine's
// SeedError shows a seed (a pasted paragraph would push the rest of the line off screen).
export function quoted(value) {
  const text = String(value);
  return text.length <= 40 ? text : text.slice(0, 37) + "...";
}

// --- pictures for slides (the deal viewer's steps, a drill's hand: SVG drawn in the page) ---
// The line a play page shows for a link's number it could not read (both play pages): shown
// with the game dealt instead, it stays through that game's start and goes with the next
// game the learner starts; its first render scrolls it into view once (the hand's focus
// scrolled it off a phone's screen).
export function linkNotice(node) {
  let kept = false;
  let unread = false;
  return {
    show(text) {
      node.textContent = text;
      node.hidden = false;
      kept = true;
      unread = true;
    },
    // a game is started: the line stays for the game it was shown with, else it goes
    started() {
      if (kept) kept = false;
      else node.hidden = true;
    },
    // after a render: the line read first, the focus left where it is
    reveal() {
      if (!unread) return;
      unread = false;
      node.scrollIntoView({ block: "start" });
    },
  };
}

export const SVG_NS = "http://www.w3.org/2000/svg";

// An SVG element with its attributes and, if given, its text.
export function svgNode(tag, attrs = {}, text) {
  const n = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = text;
  return n;
}

// Words wrapped to lines of at most `width` characters (a picture has no text layout).
export function wrapWords(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? line + " " + word : word;
  }
  if (line) lines.push(line);
  return lines;
}

// --- card faces (trainer.css and the sprite of generators/card_art.py; the build's
// templates/cards.html.j2 draws the same) ---------------------------------------------------
// A card's face classes: suit and rank ("QS" is pq-s pq-rQ); the infusorka ("JK") is pq-j.
export function faceClass(code) {
  return code === "JK" ? "pq-card pq-j" : `pq-card pq-${code.slice(-1).toLowerCase()} pq-r${code.slice(0, -1)}`;
}

// A card's index corner: its rank above its suit symbol, the page's own text ("10♥", "D♠",
// "Д♣"), hidden from the accessibility tree (the card carries the name); the infusorka's
// text only, kept for search and copy (its face is its picture).
export function cardIndex(card) {
  if (card.code === "JK") return el("span", { class: "pq-sr", "aria-hidden": "true", text: card.text });
  return el("span", { class: "pq-ix", "aria-hidden": "true" },
    el("span", { text: card.text.slice(0, -1) }), card.text.slice(-1));
}
