// The deal viewer: wires each .pq-deal container on the page. A container carries
// a deal's steps, computed by the engine at build time (generators/deal_fence.py), and the
// page's words (piquet_core.trainer.deal_viewer.viewer_strings); this script has none of its
// own. A deal in the address (?d=<code>, the record as base64url JSON) that is not the one on
// the page is read by the rules engine (the `deal_view` request, in the Web Worker); where
// the engine cannot run (an iframe sandboxed without allow-same-origin) the viewer says so and
// links to the deal on the site. Forward, back, start and end by buttons and by the keys
// ←/→/Home/End; ?step=<n> opens on a step.
//
// Bundled into trainer.bundle.js with trainer.js, so it loads as one classic script.

import { cardIndex, copyField, el, faceClass, format, SVG_NS, svgNode, wrapWords } from "../shared/helpers.js";
import { startEngine } from "./engine.js";

const SITE_ROOT = new URL("../../", import.meta.url);

// A card as the drills and the play page draw it (helpers.js): its rank's picture and its
// index corner, the rank above the suit. Its bare label ("10♠" on one line) was covered by
// the next card where a phone overlaps them, and every face showed the seven's picture.
function cardNode(c) {
  return el("span", { class: faceClass(c.code), role: "img", "aria-label": c.name }, cardIndex({ code: c.code, text: c.label }));
}

function handRow(cls, label, cards) {
  const hand = el("div", { class: "pq-hand" }, ...cards.map(cardNode));
  return el("div", { class: `pq-deal-seat ${cls}` }, el("p", { class: "pq-hand-label", text: label }), hand);
}

class DealViewer {
  constructor(root) {
    this.root = root;
    this.s = JSON.parse(root.querySelector("script.pq-deal-strings").textContent);
    this.data = JSON.parse(root.querySelector("script.pq-deal-data").textContent);
    this.lang = root.dataset.lang;
    this.mode = root.dataset.mode; // "page", "embed" or "block"
    this.view = root.querySelector(".pq-deal-view");
    this.status = root.querySelector(".pq-deal-status");
    this.index = 0;
    this.wire();
    const params = this.mode === "block" ? new URLSearchParams() : new URLSearchParams(location.search);
    const wanted = params.get("d");
    const step = Number.parseInt(params.get("step") || "0", 10) || 0;
    if (wanted && wanted !== this.data.code) this.load(wanted, step);
    else this.go(step);
  }

  get steps() {
    return this.data.steps;
  }

  wire() {
    const on = (sel, fn) => this.root.querySelector(sel).addEventListener("click", fn);
    on(".pq-deal-start", () => this.go(0));
    on(".pq-deal-back", () => this.go(this.index - 1));
    on(".pq-deal-forward", () => this.go(this.index + 1));
    on(".pq-deal-end", () => this.go(this.steps.length - 1));
    on(".pq-deal-svg", () => this.download("svg"));
    on(".pq-deal-png", () => this.download("png"));
    const keys = (ev) => {
      if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (ev.target.closest && ev.target.closest("input, textarea, select")) return;
      const to = { ArrowLeft: this.index - 1, ArrowRight: this.index + 1, Home: 0, End: this.steps.length - 1 }[ev.key];
      if (to === undefined) return;
      ev.preventDefault();
      this.go(to);
    };
    this.root.addEventListener("keydown", keys);
    // the only viewer of its page (the viewer page, an embed): the keys work from anywhere
    if (this.mode !== "block") document.addEventListener("keydown", (ev) => {
      if (!this.root.contains(ev.target)) keys(ev);
    });
    for (const field of this.root.querySelectorAll(".pq-deal-share input, .pq-deal-share textarea"))
      field.addEventListener("focus", () => field.select());
    // a Copy button beside each code, as the drills' Share panel has
    for (const button of this.root.querySelectorAll(".pq-deal-copy")) {
      button.addEventListener("click", async () => {
        const row = button.parentElement;
        await copyField(row.querySelector("input, textarea"));
        for (const note of this.root.querySelectorAll(".pq-deal-share .pq-copied")) note.textContent = "";
        row.querySelector(".pq-copied").textContent = this.s.copied;
      });
    }
  }

  async load(code, step) {
    this.say(this.s.loading);
    try {
      const answer = await startEngine(this.root.dataset.engine).call({ op: "deal_view", deal: code, lang: this.lang });
      if (!answer.ok) {
        this.say(answer.message);
        this.go(0);
        return;
      }
      this.data = { code, steps: answer.steps, labels: answer.labels };
      this.say("");
      this.go(step);
    } catch (err) {
      const url = this.urls(code).page;
      this.say(this.s.no_engine + " ");
      this.status.append(el("a", { href: url, target: "_blank", rel: "noopener", text: url }));
      this.go(0);
    }
  }

  say(text) {
    this.status.textContent = text;
  }

  go(index) {
    const n = this.steps.length;
    this.index = Math.max(0, Math.min(n - 1, index));
    this.render();
  }

  render() {
    const st = this.steps[this.index];
    const s = this.s;
    const parts = [
      el("p", { class: "pq-deal-score" }, el("strong", { text: s.score + " " }),
        el("span", { class: "pq-deal-score-elder", text: `${s.elder} ${st.score[0]}` }), " · ",
        el("span", { class: "pq-deal-score-younger", text: `${s.younger} ${st.score[1]}` })),
      handRow("pq-deal-younger", s.younger, st.younger),
      el("div", { class: "pq-deal-table" }, el("p", { class: "pq-hand-label", text: s.table }),
        el("div", { class: "pq-hand" }, ...st.table.map(cardNode))),
      handRow("pq-deal-elder", s.elder, st.elder),
    ];
    if (st.said) parts.push(el("p", { class: "pq-deal-said" }, el("strong", { text: st.seat }), " ", el("q", {}, st.said)));
    parts.push(el("p", { class: "pq-deal-comment", text: st.comment }));
    if (st.note) parts.push(el("p", { class: "pq-deal-note" }, el("strong", { text: s.note }), " ", el("span", { text: st.note })));
    this.view.replaceChildren(...parts);
    this.view.dataset.step = String(this.index);
    this.view.dataset.kind = st.kind;
    this.root.querySelector(".pq-deal-pos").textContent = format(s.step, { n: this.index + 1, total: this.steps.length });
    this.root.querySelector(".pq-deal-start").disabled = this.index === 0;
    this.root.querySelector(".pq-deal-back").disabled = this.index === 0;
    this.root.querySelector(".pq-deal-forward").disabled = this.index === this.steps.length - 1;
    this.root.querySelector(".pq-deal-end").disabled = this.index === this.steps.length - 1;
    this.updateShare();
  }

  async download(kind) {
    const words = this.root.querySelector(".pq-deal-words");
    const text = stepPicture(this.steps[this.index], this.s, !words || words.checked);
    const name = `piquet-deal-step-${this.index + 1}.${kind}`;
    const svg = new Blob([text], { type: "image/svg+xml" });
    if (kind === "svg") return save(svg, name);
    const img = new Image();
    const url = URL.createObjectURL(svg);
    await new Promise((resolve, reject) => {
      img.onload = resolve;
      img.onerror = reject;
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = img.width * 2; // sharp on a projector
    canvas.height = img.height * 2;
    const ctx = canvas.getContext("2d");
    ctx.scale(2, 2);
    ctx.drawImage(img, 0, 0);
    URL.revokeObjectURL(url);
    canvas.toBlob((png) => save(png, name), "image/png");
  }

  urls(code = this.data.code) {
    const prefix = this.lang === "en" ? "" : this.lang + "/";
    const page = new URL(prefix + "trainer/deal/", SITE_ROOT);
    const embed = new URL(prefix + "trainer/deal-embed/", SITE_ROOT);
    for (const u of [page, embed]) {
      u.searchParams.set("d", code);
      if (this.index) u.searchParams.set("step", String(this.index));
    }
    return { page: page.href, embed: embed.href, script: new URL("assets/embed/piquet.js", SITE_ROOT).href };
  }

  updateShare() {
    const u = this.urls();
    const title = this.s.title.replace(/"/g, "&quot;");
    this.root.querySelector(".pq-deal-link").value = u.page;
    this.root.querySelector(".pq-deal-iframe").value =
      `<iframe src="${u.embed}" title="${title}" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
    const step = this.index ? ` step="${this.index}"` : "";
    this.root.querySelector(".pq-deal-script").value =
      `<script src="${u.script}" defer></script>\n<piquet-deal deal="${this.data.code}" lang="${this.lang}"${step}></piquet-deal>`;
  }
}

// --- a picture of the step on show, for slides: SVG drawn here, PNG from it -------------------
const SUIT_COLOUR = { S: "#1a1a1a", H: "#b0001e", D: "#b0001e", C: "#1a1a1a" };
const WIDTH = 760;

// `withWords`: the call said and the commentary under the cards (a slide may want the cards
// and the score alone).
export function stepPicture(step, s, withWords = true) {
  const svg = svgNode("svg", { xmlns: SVG_NS, "font-family": "sans-serif", "font-size": 16 });
  svg.append(svgNode("rect", { x: 0, y: 0, width: WIDTH, height: 10, fill: "#ffffff" }));
  let y = 30;
  const text = (value, attrs = {}) => {
    svg.append(svgNode("text", { x: 16, y, ...attrs }, value));
    y += 24;
  };
  const cards = (label, list) => {
    text(label, { "font-weight": 700 });
    list.forEach((c, i) => {
      const x = 16 + i * 58;
      const g = svgNode("g", { "aria-label": c.name });
      g.append(svgNode("title", {}, c.name));
      g.append(svgNode("rect", { x, y: y - 18, width: 52, height: 34, rx: 5, fill: "#ffffff", stroke: "#6b6b6b" }));
      g.append(svgNode("text", { x: x + 26, y: y + 5, "text-anchor": "middle", "font-weight": 700, fill: SUIT_COLOUR[c.suit] || "#1a1a1a" }, c.label));
      svg.append(g);
    });
    y += 36;
  };
  text(`${s.score} · ${s.elder} ${step.score[0]} · ${s.younger} ${step.score[1]}`, { "font-weight": 700 });
  cards(s.younger, step.younger);
  cards(s.table, step.table);
  cards(s.elder, step.elder);
  if (withWords) {
    if (step.said) text(`${step.seat} — ${step.said}`, { "font-style": "italic" });
    for (const line of wrapWords(step.comment, 80)) text(line);
    if (step.note) for (const line of wrapWords(step.note, 80)) text(line, { fill: "#8a3b00" });
  }
  const height = y + 8;
  svg.setAttribute("width", WIDTH);
  svg.setAttribute("height", height);
  svg.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
  svg.firstChild.setAttribute("height", height);
  return new XMLSerializer().serializeToString(svg);
}

function save(blob, name) {
  const a = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

function main() {
  const roots = document.querySelectorAll(".pq-deal");
  if (!roots.length) return;
  window.__piquetDeals = Array.from(roots, (root) => new DealViewer(root));
}

if (typeof document !== "undefined") main();
