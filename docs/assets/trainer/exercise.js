// An exercise as the page shows it, drawn from the engine's data (piquet_core.trainer
// Exercise.to_dict(): the prompt, the hands, the questions) with the page's words (`s`: the
// submit button and a dialogue step's "Say it"). The same elements as the build's template,
// generators/templates/exercise.html.j2 (with cards.html.j2), which draws a page's first
// exercises; tests/browser/test_exercise_render.py holds the two to the same DOM. The
// attributes are set in the template's order, so the two serialize alike.

import { cardIndex, el, faceClass } from "../shared/helpers.js";

// A card face named in the page's language; the infusorka (suit "j") is its picture alone.
export function cardFace(card) {
  return el("span", { class: faceClass(card.code), role: "img", "data-card": card.code,
    "aria-label": card.name }, cardIndex(card));
}

function hand(shown) {
  return el("div", { class: "pq-hand", role: "group", "aria-label": shown.label },
    ...shown.cards.map(cardFace));
}

// A WAI-ARIA multi-select listbox of cards (the exchange's discard).
function listbox(shown, q, qid) {
  const options = shown.cards.map((c) => el("li", { role: "option", id: `${qid}-${c.code}`,
    class: faceClass(c.code), "data-value": c.code,
    "aria-selected": "false" }, cardIndex(c), el("span", { class: "pq-sr", text: c.name })));
  return el("div", { class: "pq-q", "data-q": q.id },
    el("p", { id: `${qid}-label`, class: "pq-hand-label", text: shown.label }),
    el("ul", { class: "pq-listbox", role: "listbox", "aria-multiselectable": "true", tabindex: "0",
      "aria-labelledby": `${qid}-label` }, ...options));
}

// The `hidden` attribute of a question shown only after another's answer (show_if).
function shownIf(q, attrs) {
  if (q.show_if) attrs.hidden = "";
  return attrs;
}

function said(qid) {
  return el("div", { class: "pq-said", id: `${qid}-said`, "aria-live": "polite" });
}

function numberInput(q, qid, extra = {}) {
  return el("input", { id: qid, name: q.id, type: "text", class: "pq-num", inputmode: "decimal",
    autocomplete: "off", ...extra });
}

function question(ex, q, s) {
  const qid = `${ex.uid}-${q.id}`;
  if (q.kind === "cards" && ex.listbox) return listbox(ex.listbox, q, qid);
  if (q.step && q.kind === "number") {
    return el("div", shownIf(q, { class: "pq-q pq-step", "data-q": q.id }),
      el("label", { for: qid, text: q.label }), " ",
      numberInput(q, qid, { "aria-describedby": `${qid}-said` }), " ",
      el("button", { type: "button", class: "md-button pq-say", text: s.say_it }), said(qid));
  }
  if (q.step) {
    const calls = q.options.map((o) => el("button", { type: "button", class: "pq-call",
      "data-value": o.value, "aria-pressed": "false", text: o.label }));
    return el("fieldset", shownIf(q, { class: "pq-q pq-step", "data-q": q.id }),
      el("legend", { text: q.label }), el("div", { class: "pq-calls" }, ...calls), said(qid));
  }
  if (q.kind === "number") {
    return el("div", shownIf(q, { class: "pq-q", "data-q": q.id }),
      el("label", { for: qid, text: q.label }), " ", numberInput(q, qid));
  }
  const type = q.kind === "choice" ? "radio" : "checkbox";
  const options = q.options.map((o, i) => el("label", { class: "pq-opt", for: `${qid}-${i}` },
    el("input", { id: `${qid}-${i}`, type, name: q.id, value: o.value }), " " + o.label));
  return el("fieldset", shownIf(q, { class: "pq-q", "data-q": q.id }),
    el("legend", { text: q.label }), ...options);
}

// The lines said at the table before a question (none: nothing).
function narration(lines) {
  return lines && lines.length ? [el("ul", { class: "pq-lines" }, ...lines.map((t) => el("li", { text: t })))] : [];
}

// The whole exercise: an <article> to put on the stage.
export function renderExercise(ex, s) {
  const article = el("article", { class: "pq-ex", "data-drill": ex.drill, "data-seed": ex.seed,
    lang: ex.lang }, el("p", { class: "pq-prompt", text: ex.prompt }));
  for (const shown of ex.hands) {
    article.append(el("p", { class: "pq-hand-label", text: shown.label }), hand(shown));
  }
  if (ex.lines.length) {
    article.append(el("ul", { class: "pq-lines" }, ...ex.lines.map((t) => el("li", { text: t }))));
  }
  // what was said since the previous question (q.before) stands just above it, in the
  // order of the dialogue, as in the build's template
  const form = el("form", { class: "pq-form", novalidate: "", "data-uid": ex.uid },
    ...ex.questions.flatMap((q) => [...narration(q.before), question(ex, q, s)]),
    el("p", { class: "pq-buttons" }, el("button", { type: "submit",
      class: "md-button md-button--primary pq-check", text: s[ex.submit] })));
  article.append(form, el("div", { class: "pq-feedback", role: "status", "aria-live": "polite" }));
  return article;
}
