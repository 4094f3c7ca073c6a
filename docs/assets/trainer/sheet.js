// Teachers' material from a drill: a printable worksheet of N fresh hands with its
// answer key, and a picture (SVG or PNG) of the hand on show, for slides. No words of its
// own: the panel's words are the page's (piquet_core.trainer.worksheet.worksheet_strings);
// the worksheet's hands, questions, key and words are the rules engine's (the `worksheet`
// request, in its worker: piquet_core.trainer.worksheet.sheet_dict), drawn here with the
// cards of exercise.js.
//
// The worksheet is shown over the page (a dialog) and printed from there: while it is open,
// the print styles (trainer.css) print it alone, the questions first and the key on a page of
// its own. Its number (a seed) is printed on it: given again, it deals the same hands.

import { el, format, randomSeed, SVG_NS, svgNode, wrapWords } from "../shared/helpers.js";
import { cardFace } from "./exercise.js";

// --- the sheet, drawn from the engine's data -------------------------------------------------

function shownHand(shown) {
  return [el("p", { class: "pq-hand-label", text: shown.label }),
    el("div", { class: "pq-hand", role: "group", "aria-label": shown.label }, ...shown.cards.map(cardFace))];
}

function sheetQuestion(q, condition, replies, w) {
  const head = (condition ? condition + " " : "") + q.label;
  const parts = [];
  if (q.kind === "number") {
    parts.push(el("p", { class: "pq-ws-q" }, head + " ", el("span", { class: "pq-ws-line" })));
  } else if (q.kind === "cards") {
    parts.push(el("p", { class: "pq-ws-q", text: w.cross_out }));
  } else {
    const options = q.options.map((o) => el("li", {},
      el("span", { class: "pq-ws-box", "aria-hidden": "true" }), " " + o.label));
    parts.push(el("div", { class: "pq-ws-q" },
      el("p", { text: q.kind === "multi" ? `${head} ${w.tick_all}` : head }),
      el("ul", { class: "pq-ws-options" }, ...options)));
  }
  // the adversary's words that the engine prints after this step: none that gives an answer
  if (replies && replies.length) {
    parts.push(el("ul", { class: "pq-ws-reply" }, ...replies.map((r) => el("li", { text: r }))));
  }
  return parts;
}

export function renderSheet(sheet) {
  const w = sheet.words;
  const n = sheet.hands.length;

  const handTitle = (i) => el("h2", { text: format(w.hand, { n: i + 1 }) });
  const questions = el("section", { class: "pq-ws-page pq-ws-questions" },
    el("h1", { class: "pq-ws-title", text: w.title }),
    el("p", { class: "pq-ws-name" }, w.name + " ", el("span", { class: "pq-ws-line" }),
      " " + w.date + " ", el("span", { class: "pq-ws-line" })),
    el("p", { class: "pq-ws-number" }, w.number + " ", el("span", { class: "pq-ws-reprint", text: w.reprint })),
    ...sheet.prompts.map((t) => el("p", { class: "pq-ws-prompt", text: t })),
    el("ol", { class: "pq-ws-hands" }, ...sheet.hands.map((h, i) => {
      const ex = h.exercise;
      const item = el("li", { class: "pq-ws-hand", "data-seed": ex.seed }, handTitle(i));
      if (h.prompt) item.append(el("p", { class: "pq-ws-prompt", text: h.prompt }));
      for (const shown of ex.hands) item.append(...shownHand(shown));
      if (ex.lines.length) item.append(el("ul", { class: "pq-lines" }, ...ex.lines.map((t) => el("li", { text: t }))));
      if (ex.listbox) item.append(...shownHand(ex.listbox));
      for (const q of ex.questions) {
        if (q.before && q.before.length) item.append(el("ul", { class: "pq-lines" }, ...q.before.map((t) => el("li", { text: t }))));
        item.append(...sheetQuestion(q, h.conditions[q.id], h.replies[q.id], w));
      }
      return item;
    })));
  const key = el("section", { class: "pq-ws-page pq-ws-key" },
    el("h1", { class: "pq-ws-title", text: w.key_title }),
    el("p", { class: "pq-ws-number", text: w.number }),
    el("ol", { class: "pq-ws-keys" }, ...sheet.hands.map((h, i) => {
      const item = el("li", { class: "pq-ws-keyitem" }, handTitle(i),
        el("dl", {}, ...h.key.flatMap((k) => [el("dt", { text: k.question }), el("dd", { text: k.answer })])));
      if (h.working.length) item.append(el("ul", { class: "pq-ws-working" }, ...h.working.map((t) => el("li", { text: t }))));
      return item;
    })));
  if (sheet.rules.length) {
    key.append(el("h2", { class: "pq-ws-rules-title", text: w.rules }),
      el("ul", { class: "pq-ws-rules" }, ...sheet.rules.map((r) =>
        el("li", {}, r.text + " ", el("cite", { text: `(${r.source})` })))));
  }
  return el("div", { class: "pq-ws-doc", lang: sheet.lang, "data-drill": sheet.drill,
    "data-seed": sheet.seed, "data-hands": String(n) }, questions, key);
}

// --- the worksheet ------------------------------------------------------------------------

export class Worksheet {
  constructor(trainer) {
    this.t = trainer;
    this.panel = trainer.root.querySelector(".pq-ws-panel");
    this.status = this.panel && this.panel.querySelector(".pq-ws-status");
  }

  async make() {
    const t = this.t;
    const n = Number(this.panel.querySelector(".pq-ws-n").value);
    const typed = this.panel.querySelector(".pq-ws-seed").value.trim().toLowerCase();
    const seed = typed || randomSeed();
    this.status.textContent = t.s.sheet_making;
    this.status.classList.remove("pq-failed");
    let r;
    try {
      r = await t.engine().call({ op: "worksheet", drill: t.drill, lang: t.lang, seed, n });
    } catch (err) {
      t.engineFailed(err);
      this.status.textContent = t.s.engine_failed;
      this.status.classList.add("pq-failed");
      return;
    }
    if (!r.ok) {
      this.status.textContent = r.message;
      this.status.classList.add("pq-failed");
      return;
    }
    this.status.textContent = t.s.sheet_ready;
    this.show(renderSheet(r.sheet));
    try {
      window.print();
    } catch {
      /* printing refused (a sandboxed frame): the sheet stays on show, with its Print button */
    }
  }

  show(doc) {
    this.close();
    const t = this.t;
    const closeButton = el("button", { type: "button", class: "md-button pq-ws-close", text: t.s.sheet_close });
    const printButton = el("button", { type: "button", class: "md-button md-button--primary pq-ws-print",
      text: t.s.sheet_print });
    const body = el("div", { class: "pq-ws-body" }, doc);
    const title = body.querySelector("h1");
    if (title) title.id = "pq-ws-title";
    const dialog = el("div", { class: "pq-ws", role: "dialog", "aria-modal": "true",
      "aria-labelledby": "pq-ws-title", tabindex: "-1" },
      el("p", { class: "pq-ws-tools" }, printButton, " ", closeButton), body);
    if (document.documentElement.classList.contains("pq-four-colour")) dialog.classList.add("pq-four-colour");
    this.opener = document.activeElement;
    this.dialog = dialog;
    printButton.addEventListener("click", () => window.print());
    closeButton.addEventListener("click", () => this.close());
    dialog.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        ev.preventDefault();
        this.close();
      } else if (ev.key === "Tab") {
        // the focus stays in the dialog: its two buttons
        const last = ev.shiftKey ? printButton : closeButton;
        if (document.activeElement === last || document.activeElement === dialog) {
          ev.preventDefault();
          (ev.shiftKey ? closeButton : printButton).focus();
        }
      }
    });
    document.body.append(dialog);
    document.documentElement.classList.add("pq-ws-open");
    printButton.focus();
  }

  close() {
    if (!this.dialog) return;
    this.dialog.remove();
    this.dialog = null;
    document.documentElement.classList.remove("pq-ws-open");
    if (this.opener && this.opener.isConnected) this.opener.focus();
  }
}

// --- a picture of the hand on show ----------------------------------------------------------

const COLOURS = { s: "#1a1a1a", h: "#b0001e", d: "#b0001e", c: "#1a1a1a", j: "#6a1b9a" };
const FOUR_COLOURS = { d: "#0646a8", c: "#11661f" };
// A card as trainer.css draws it, at 20 px to the em: 3.1em × 4.34em, the sprite's cell
// (30 × 56 of its 300 × 224) at .95em, .35em, 1.95em wide; in a hand each overlaps the next
// by 1em.
const EM = 20;
const CARD = { w: 3.1 * EM, h: 4.34 * EM, step: 2.1 * EM, art: { x: 0.95 * EM, y: 0.35 * EM, w: 1.95 * EM, h: 3.64 * EM } };
const RANKS = ["7", "8", "9", "10", "A", "J", "Q", "K"];
const WIDTH = 760;

// The hand on show, read from the page as it is drawn: each hand's label and cards (suit,
// rank, index text, accessible name), the prompt and the lines of the exercise.
export function handsOnShow(stage) {
  const rows = [];
  for (const hand of stage.querySelectorAll(".pq-hand, .pq-listbox")) {
    const labelEl = hand.previousElementSibling && hand.previousElementSibling.classList.contains("pq-hand-label")
      ? hand.previousElementSibling : null;
    const cards = Array.from(hand.querySelectorAll(".pq-card"), (c) => {
      const cls = Array.from(c.classList);
      const suit = ["s", "h", "d", "c", "j"].find((x) => cls.includes("pq-" + x)) || "s";
      const rank = (cls.find((x) => x.startsWith("pq-r")) || "").slice(4);
      const ix = c.querySelector(".pq-ix");
      const name = c.getAttribute("aria-label") || (c.querySelector(".pq-sr") || {}).textContent || "";
      return { suit, rank, text: ix ? ix.textContent.trim() : "", name };
    });
    rows.push({ label: labelEl ? labelEl.textContent.trim() : hand.getAttribute("aria-label") || "", cards });
  }
  const prompt = stage.querySelector(".pq-prompt");
  const lines = Array.from(stage.querySelectorAll(".pq-lines li"), (li) => li.textContent.trim());
  return { prompt: prompt ? prompt.textContent.trim() : "", rows, lines };
}

// The sprite the page's cards are drawn with (a file of the site, or inlined in an embed), as
// SVG nodes; null if it cannot be read (the picture then has the cards' indices only).
async function spriteNodes(card) {
  try {
    const style = getComputedStyle(card, "::after");
    const image = style.maskImage || style.webkitMaskImage || "";
    const url = /url\(["']?(.*?)["']?\)/.exec(image);
    if (!url) return null;
    const text = await (await fetch(url[1])).text();
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    return root && root.localName === "svg" ? Array.from(root.childNodes) : null;
  } catch {
    return null;
  }
}

export async function handPicture(stage, withWords) {
  const shown = handsOnShow(stage);
  const four = document.documentElement.classList.contains("pq-four-colour");
  const first = stage.querySelector(".pq-card");
  const sprite = first ? await spriteNodes(first) : null;
  const svg = svgNode("svg", { xmlns: SVG_NS, "font-family": "sans-serif", "font-size": 16 });
  const background = svgNode("rect", { x: 0, y: 0, width: WIDTH, height: 10, fill: "#ffffff" });
  svg.append(background);
  if (sprite) {
    const defs = svgNode("defs");
    const g = svgNode("g", { id: "pq-sprite" });
    for (const n of sprite) g.append(document.importNode(n, true));
    defs.append(g);
    svg.append(defs);
  }
  let y = 12;
  const text = (value, attrs = {}) => {
    for (const line of wrapWords(value, 80)) {
      y += 22;
      svg.append(svgNode("text", { x: 16, y, ...attrs }, line));
    }
  };
  if (withWords && shown.prompt) text(shown.prompt);
  for (const row of shown.rows) {
    if (withWords && row.label) text(row.label, { "font-weight": 700 });
    y += 10;
    row.cards.forEach((c, i) => {
      const x = 16 + i * CARD.step;
      const colour = (four && FOUR_COLOURS[c.suit]) || COLOURS[c.suit] || COLOURS.s;
      const g = svgNode("g", { role: "img", "aria-label": c.name });
      g.append(svgNode("title", {}, c.name));
      g.append(svgNode("rect", { x, y, width: CARD.w, height: CARD.h, rx: 0.32 * EM, fill: "#ffffff", stroke: "#6b6b6b" }));
      const col = c.suit === "j" ? 8 : RANKS.indexOf(c.rank);
      const row4 = { s: 0, h: 1, d: 2, c: 3, j: 0 }[c.suit];
      if (sprite && col >= 0) {
        const cell = svgNode("svg", { x: x + CARD.art.x, y: y + CARD.art.y, width: CARD.art.w, height: CARD.art.h,
          viewBox: `${col * 30} ${row4 * 56} 30 56`, fill: colour });
        cell.append(svgNode("use", { href: "#pq-sprite" }));
        g.append(cell);
      }
      const [rank, suit] = [c.text.slice(0, -1), c.text.slice(-1)];
      const index = svgNode("text", { x: x + 0.65 * EM, y: y + 0.95 * EM, "text-anchor": "middle",
        "font-weight": 700, "font-size": 0.74 * EM, fill: colour });
      index.append(svgNode("tspan", { x: x + 0.65 * EM }, rank));
      index.append(svgNode("tspan", { x: x + 0.65 * EM, dy: 0.8 * EM }, suit));
      g.append(index);
      svg.append(g);
    });
    y += CARD.h + 4;
  }
  if (withWords) for (const line of shown.lines) text(line, { "font-style": "italic" });
  const height = Math.ceil(y + 16);
  const width = Math.ceil(Math.max(WIDTH, ...shown.rows.map((r) => 32 + (r.cards.length - 1) * CARD.step + CARD.w)));
  for (const [k, v] of [["width", width], ["height", height], ["viewBox", `0 0 ${width} ${height}`]])
    svg.setAttribute(k, v);
  background.setAttribute("width", width);
  background.setAttribute("height", height);
  return new XMLSerializer().serializeToString(svg);
}

export function save(blob, name) {
  const a = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

// An SVG text as a PNG twice its size (sharp on a projector).
export async function pngOf(svgText) {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = reject;
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = img.width * 2;
    canvas.height = img.height * 2;
    const ctx = canvas.getContext("2d");
    ctx.scale(2, 2);
    ctx.drawImage(img, 0, 0);
    return await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function downloadHand(trainer, kind) {
  const words = trainer.root.querySelector(".pq-picture-words");
  const text = await handPicture(trainer.stage, !words || words.checked);
  const name = `piquet-${trainer.drill}-${trainer.exercise.seed}.${kind}`;
  save(kind === "svg" ? new Blob([text], { type: "image/svg+xml" }) : await pngOf(text), name);
}
