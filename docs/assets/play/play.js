// The play page: a partie against the computer. The rules engine and the computer players run
// in the trainer's Web Worker (Pyodide + the engine wheel; piquet_core.trainer.play), never on
// the main thread. This script has no words of its own: every string comes from the page
// (rendered at build time from the catalogs) or from the engine (card names, the calls).
// The whole partie is a JSON session sent with every request: the same seed, level, variant and
// moves always give the same game.

import { capital, counter, el, format, quoted, randomSeed } from "../shared/helpers.js";
import { HandList, PlayTable } from "./table.js";

// the page's controller (table.js): its strings, the engine, the status line, the hand's keys
const page = new PlayTable({
  root: ".pq-play", strings: ".pq-play-strings", trace: "__piquetPlay", session: () => session,
  controls: () => [...ui.say.querySelectorAll("button"), ui.discard, ui.hintBtn, ui.undo],
});
const { S, root } = page;
const LANG = page.lang;
const CATEGORIES = ["carte_blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique", "total"];
const SEED_RE = /^[a-z0-9-]{1,32}$/;

const ui = page.bind({
  form: ".pq-play-setup", level: "#pq-level", variant: "#pq-variant", seed: "#pq-seed",
  start: ".pq-start", status: ".pq-play-status", notice: ".pq-play-notice",
  game: ".pq-play-game",
  title: ".pq-deal-title", partie: ".pq-partie-line", seat: ".pq-seat",
  talk: ".pq-talk", shown: ".pq-shown", table: ".pq-table", tricks: ".pq-tricks",
  info: ".pq-exchange-info", led: ".pq-led", prompt: ".pq-prompt", hand: ".pq-hand",
  discardRow: ".pq-discard-row", look: ".pq-look", discard: ".pq-discard",
  say: ".pq-say", error: ".pq-error", sheet: ".pq-sheet", settlement: ".pq-settlement",
  reviewBox: ".pq-review-box", review: ".pq-review", next: ".pq-next", newPartie: ".pq-new",
  link: ".pq-link",
  backs: ".pq-backs", talon: ".pq-talon", pileYou: ".pq-pile-you", pileBot: ".pq-pile-bot",
  bubbleYou: ".pq-bubble-you", bubbleBot: ".pq-bubble-bot", trickCards: ".pq-trick-cards",
  trickLabel: ".pq-trick-label", lastBtn: ".pq-last-btn", running: ".pq-running",
  scoreYou: '.pq-score[data-who="you"]', scoreBot: '.pq-score[data-who="bot"]',
  hintBtn: ".pq-hint-btn", undo: ".pq-undo", expert: ".pq-expert", expertSaid: ".pq-expert-said",
  expertWhy: ".pq-expert-why",
});

// the worker: the trainer's own (engine.js), one per page, started by the controller
const { ready } = page;
const call = (message) => page.engine.call(message);

// The first deals built into the site (generators/play.py): for each variant, a few
// parties whose first deal has the learner exchanging first, the same at every level. The page
// offers one of them, and shows its deal at once, before the engine is up (on a phone's
// connection it takes several seconds); the engine replays the partie from its seed when the
// learner has chosen his discard.
const FIRST_SEEDS = JSON.parse(root.dataset.firstSeeds || "{}");
const firstDeals = fetch(new URL(`first-deals.${LANG}.json`, import.meta.url))
  .then((r) => (r.ok ? r.json() : {}))
  .catch(() => ({}));
const isFirstSeed = (seed, variant) => (FIRST_SEEDS[variant] || []).includes(seed);
function offerFirstSeed(variant) {
  const seeds = FIRST_SEEDS[variant] || [];
  return seeds.length ? seeds[Math.floor(Math.random() * seeds.length)] : randomSeed();
}
async function firstDeal(fresh) {
  const v = (await firstDeals)[fresh.variant]?.[fresh.seed];
  return v ? { ...v, session: { ...v.session, level: fresh.level } } : null;
}

// --- helpers ------------------------------------------------------------------------------
const who = (w) => (w === "you" ? S.you : S.bot);
// the same inside a sentence, in lower case: « entame sept de trèfle (vous) » (French review Ty7)
const whoInText = (w) => (w === "you" ? S.you_in_text : S.bot_in_text);
// a card's name inside a sentence (Russian in lower case, «с восьмёрки треф» after "from")
const inText = (card) => card.in_text || card.name;
const fromName = (card) => card.from || card.name;
// after "play": the Russian instrumental («сыграть семёркой червей»), in the others as inText
const withName = (card) => card.with || inText(card);
const names = (cards) => cards.map(inText).join(", ");
// a running score: Russian writes «24 : 26» (a dash there reads as a minus or a range)
const SCORE_SEP = LANG === "ru" ? "\u00a0:\u00a0" : " – ";
// the numbers of cards one may exchange: a run as a range with an en dash (1–5), else the
// choice said with the language's "or" (« 0 ou 3 », «0 или 3»: "0, 3" read as a list of both)
const OR = new Intl.ListFormat(LANG, { type: "disjunction" });
const countsText = (counts) =>
  counts.length > 2 && counts.every((n, i) => i === 0 || n === counts[i - 1] + 1)
    ? `${counts[0]}\u2013${counts[counts.length - 1]}`
    : OR.format(counts.map(String));
// a number as the page's language writes it (TRANSLATING.md, Typography): 1,585 / 1 585,
// 19.4 / 19,4, and in French and Russian the true minus sign U+2212 (−12,7)
const NUMBER = new Intl.NumberFormat(LANG, { maximumFractionDigits: 1 });
const num = (n) => {
  const text = NUMBER.format(n);
  return LANG === "en" ? text : text.replace(/^[-\u2212]/, "\u2212");
};
// "8.9 points", « 1,5 point », «8,9 очка»
const counted = counter(S, LANG, num);
const lawText = (law) =>
  law.replace(/\bLaws\b/g, S.laws_word).replace(/\bLaw\b/g, S.law_word).replace(/\bCase\b/g, S.case_word);
// A card's face (the trainer's .pq-card, trainer.css, and the generated sprite): its classes
// (suit, rank) and its index corner, the page's own text ("10♥", "D♠", "Т♣"), the rank above
// the suit; the caller gives the element its role and name.
const faceClass = (card) => `pq-card pq-${card.suit.toLowerCase()} pq-r${card.code.slice(0, -1)}`;
function cardIndex(card) {
  return el("span", { class: "pq-ix", "aria-hidden": "true" }, el("span", { text: card.label.slice(0, -1) }), card.label.slice(-1));
}
function cardNode(card, extra = "") {
  return el("span", { class: `${faceClass(card)} ${extra}`.trim(), role: "img", "aria-label": card.name }, cardIndex(card));
}
// A row of n cards face down (the computer's hand, a discard, a packet of the talon), with
// its count named on the badge ("discard: 3"): a bare number beside a row of backs did not
// say which pile it counts.
function backs(n, badge) {
  const row = el("span", { class: "pq-backrow", "aria-hidden": "true" });
  for (let i = 0; i < n; i++) row.append(el("span", { class: "pq-card pq-back" }));
  return [row, el("span", { class: "pq-count", "aria-hidden": "true", text: format(badge, { n: num(n) }) })];
}

// --- state --------------------------------------------------------------------------------
let session = null;
let view = null;
let marked = new Set();
let shownTalk = 0;
let shownDeal = 0;

const request = (op, extra = {}) => page.request(op, extra);
const setBusy = (on) => page.setBusy(on);
const announce = (text) => page.say(text);

// The hand: a card to play (the focused card is the selected one), or cards marked for the
// discard (Space marks the focused card, Enter discards the marked ones).
const hand = new HandList(ui.hand, {
  selects: () => ui.hand.dataset.mode === "play",
  choose(i, key) {
    const li = ui.hand.children[i];
    if (!li) return;
    if (ui.hand.dataset.mode === "discard" && key === "Enter") discardMarked();
    else choose(li.dataset.code);
  },
});
const moveFocus = (delta) => hand.move(delta);

// --- rendering ----------------------------------------------------------------------------
function renderTalk(v, fresh) {
  if (v.deal !== shownDeal) {
    ui.talk.replaceChildren();
    shownTalk = 0;
  }
  for (const line of v.transcript.slice(shownTalk)) {
    const text = format(S.said, { who: capital(whoInText(line.who)), text: line.text });
    ui.talk.append(el("li", { class: `pq-said pq-said-${line.who}`, text }));
    if (line.who === "bot") fresh.push(text);
  }
  shownTalk = v.transcript.length;
  ui.shown.textContent = v.bot_shown.length ? format(S.bot_shown, { cards: names(v.bot_shown) }) : "";
}

// The board: the computer's hand as backs with their count, the talon's packets shrinking as
// they are drawn, each discard face down, the trick in the middle (or, on request, the last
// trick), each player's last call as speech beside him. Counts and names for screen readers
// are the role="img" labels; the bubbles repeat the calls list and are hidden from them.
let showLast = false;
function setCount(node, n, label, badge) {
  // label, badge: catalog messages with {n}, the one for screen readers, the one on the board
  node.replaceChildren(...backs(n, badge));
  node.setAttribute("aria-label", format(label, { n }));
  node.dataset.n = String(n);
}
function renderBoard(v, before) {
  const b = v.board || { bot_hand: 0, talon: [], discards: { you: 0, bot: 0 } };
  setCount(ui.backs, b.bot_hand, S.bot_hand_count, S.badge_hand);
  ui.talon.replaceChildren(...b.talon.map((n) => el("span", { class: "pq-packet", "data-n": String(n) }, ...backs(n, S.badge_talon))));
  ui.talon.setAttribute("aria-label", format(S.talon_count, { n: b.talon.reduce((a, n) => a + n, 0) }));
  setCount(ui.pileYou, b.discards.you, S.discard_you_count, S.badge_discard);
  setCount(ui.pileBot, b.discards.bot, S.discard_bot_count, S.badge_discard);
  // the count of the deal so far, from the first lead (what a call is worth is settled then)
  const run = v.running;
  ui.running.hidden = !run;
  ui.running.textContent = run ? format(S.running, { you: counted("points", run.you), bot: counted("points", run.bot) }) : "";
  ui.scoreYou.textContent = run ? ` \u00b7 ${num(run.you)}` : "";
  ui.scoreBot.textContent = run ? ` \u00b7 ${num(run.bot)}` : "";
  // a call is said over the table only until the first card is played: old bubbles sat over
  // the tricks; the calls list keeps every word
  const talking = !v.table && !v.tricks.length;
  for (const [node, w] of [[ui.bubbleYou, "you"], [ui.bubbleBot, "bot"]]) {
    const lines = v.transcript.filter((t) => t.who === w);
    node.textContent = talking && lines.length ? lines[lines.length - 1].text : "";
  }
  const last = v.tricks[v.tricks.length - 1];
  if (!last) showLast = false;
  ui.lastBtn.disabled = !last || !v.table;
  ui.lastBtn.setAttribute("aria-pressed", String(showLast && !!v.table));
  let cards = [];
  let label = "";
  if (v.table && !(showLast && last)) {
    cards = [[v.table.card, v.table.by]];
    label = format(S.trick_n, { n: v.tricks.length + 1 });
  } else if (last) {
    cards = [[last.lead, last.lead_by], [last.follow, last.lead_by === "you" ? "bot" : "you"]];
    label = format(S.trick_n, { n: last.n });
  }
  const fresh = v.tricks.length > before || !tableUnchanged(v);
  ui.trickLabel.textContent = label;
  ui.trickCards.replaceChildren(...cards.map(([c, by]) => cardNode(c, `pq-by-${by}${fresh ? " pq-enter" : ""}`)));
  ui.trickCards.classList.toggle("pq-done", !v.table || showLast);
}
let tableWas = null;
function tableUnchanged(v) {
  const same = tableWas === (v.table ? v.table.card.code : null);
  tableWas = v.table ? v.table.card.code : null;
  return same;
}

// Paced for the eye: when the computer takes the trick the learner's card ended and leads
// again at once, the finished trick stays on the table a moment before his lead shows.
const PACE_MS = 900;
let paceTimer = 0;
function renderTable(v, fresh, before) {
  clearTimeout(paceTimer);
  showLast = Boolean(v.table && v.table.by === "bot" && v.tricks.length > before);
  renderBoard(v, before);
  if (showLast) {
    paceTimer = setTimeout(() => {
      if (view !== v || !showLast) return; // a newer view, or the last-trick button pressed
      showLast = false;
      renderBoard(v, before);
    }, PACE_MS);
  }
  ui.table.replaceChildren();
  if (v.table) {
    // the computer leads at once to the trick after one it won: that trick's end is said
    // first, or the learner reads only of the lead and never who took the last one
    const last = v.tricks[v.tricks.length - 1];
    const over = v.table.by === "bot" && last && last.won === "bot" ? format(S.table_last_bot, { n: last.n }) + " " : "";
    ui.table.append(over + format(S.table_card, { who: capital(whoInText(v.table.by)), card: fromName(v.table.card) }));
  } else if (v.tricks.length) {
    // the board still shows the last trick's cards: say which trick they are and who won it
    const last = v.tricks[v.tricks.length - 1];
    ui.table.textContent = format(last.won === "you" ? S.table_last_you : S.table_last_bot, { n: last.n });
  } else ui.table.textContent = S.table_empty;
  ui.tricks.replaceChildren();
  if (!v.tricks.length) ui.tricks.append(el("li", { text: S.no_tricks }));
  for (const t of v.tricks) {
    // the winner in a clause of its own, so the verb agrees: «взятку взяли вы / взял компьютер»
    const text = format(t.won === "you" ? S.trick_line_you : S.trick_line_bot, {
      n: t.n, lead: inText(t.lead), by: whoInText(t.lead_by), follow: inText(t.follow),
    });
    ui.tricks.append(el("li", { class: `pq-trick pq-won-${t.won}` }, text));
  }
  for (const t of v.tricks.slice(before)) {
    const botCard = t.lead_by === "bot" ? t.lead : t.follow;
    fresh.push(format(S.played_card, { who: capital(S.bot_in_text), card: inText(botCard) }));
    fresh.push(format(t.won === "you" ? S.trick_won_you : S.trick_won_bot, { n: t.n }));
  }
  if (v.table && v.table.by === "bot") fresh.push(format(S.table_card, { who: capital(S.bot_in_text), card: fromName(v.table.card) }));
}

function handMode(v) {
  if (v.to_act !== "you") return "view";
  if (v.exchange) return "discard";
  return v.playable.length ? "play" : "view";
}

function renderHand(v) {
  const mode = handMode(v);
  ui.hand.replaceChildren();
  ui.hand.dataset.mode = mode;
  ui.hand.setAttribute("aria-multiselectable", mode === "discard" ? "true" : "false");
  // the cards the laws let him play now are the engine's (its legal plays, in the view); the
  // others are dimmed and marked disabled, yet stay focusable and clickable, so choosing one
  // still gets the law's one-line refusal
  const legal = new Set(mode === "play" ? v.playable : []);
  v.hand.forEach((card, i) => {
    const selected = mode === "discard" ? marked.has(card.code) : mode === "play" && i === hand.index;
    const li = el("li", {
      role: "option", id: `pq-card-${card.code}`, class: `pq-opt ${faceClass(card)}`,
      "aria-selected": String(selected), "aria-label": card.name, "data-code": card.code,
    }, cardIndex(card));
    if (mode === "play" && !legal.has(card.code)) {
      li.classList.add("pq-unplayable");
      li.setAttribute("aria-disabled", "true");
    }
    ui.hand.append(hand.card(li, i));
  });
  moveFocus(0);
  // Following, the card led and the table's line are shown again above the hand: the hand
  // takes the focus and, on a phone, the board and the list of tricks are scrolled away
  // while he chooses. Hidden from screen readers, which have the table's line and the prompt.
  const following = mode === "play" && v.table;
  ui.led.hidden = !following;
  ui.led.replaceChildren(...(following ? [cardNode(v.table.card), el("span", { text: ui.table.textContent })] : []));
  ui.discardRow.hidden = mode !== "discard";
  if (mode === "discard") ui.look.parentElement.hidden = !v.exchange.look;
  let prompt = "";
  if (mode === "discard") prompt = format(hint("discard_prompt"), { allowed: countsText(v.exchange.counts) });
  else if (mode === "play" && v.table) prompt = format(hint("follow_prompt"), { card: fromName(v.table.card) });
  else if (mode === "play") prompt = v.options.length ? (v.step === "reckon" ? S.reckon_or_play : S.call_or_lead) : hint("lead_prompt");
  else if (v.to_act === "you") prompt = v.step === "reckon" ? S.reckon_or_play : S.say_prompt;
  else if (v.phase === "over") prompt = S.deal_over;
  ui.prompt.textContent = prompt;
  ui.say.replaceChildren();
  for (const option of v.options) {
    // the usual full call (or candid answer) is marked; a reply that gives points away asks
    // to be chosen a second time, after a line saying why
    const b = el("button", { type: "button", class: "md-button pq-option" + (option.usual ? " pq-usual" : ""),
      "data-action": option.action }, option.text);
    if (option.usual) b.append(" ", el("span", { class: "pq-usual-tag", text: "(" + v.usual_label + ")" }));
    b.addEventListener("click", () => {
      if (option.warn && b.dataset.armed !== "true") {
        b.dataset.armed = "true";
        ui.error.textContent = option.warn;
        return;
      }
      act(option.action);
    });
    ui.say.append(b, " ");
  }
  renderHints(v);
  const info = [];
  if (v.discarded) info.push(format(S.discarded, { cards: names(v.discarded) }));
  if (v.drawn && v.drawn.length) info.push(format(S.drew, { cards: names(v.drawn) }));
  if (v.seen_left && v.seen_left.length) info.push(format(S.seen_left, { cards: names(v.seen_left) }));
  ui.info.textContent = info.join(" ");
}

// A line for a new player where a rule arises: an equal point or sequence, sinking.
function renderHints(v) {
  let box = document.querySelector(".pq-hints");
  if (!box) {
    box = el("ul", { class: "pq-hints" });
    ui.say.after(box);
  }
  box.replaceChildren(...(v.hints || []).map((text) => el("li", { text })));
  box.hidden = !box.childElementCount;
}

// A touch screen (a coarse pointer, no keys to hand): the prompts say "tap", not the keys.
function hint(key) {
  const touch = window.matchMedia && matchMedia("(pointer: coarse)").matches;
  return S[touch ? key + "_touch" : key];
}

function sheetTable(caption, rows, head) {
  const table = el("table", { class: "pq-sheet-table" }, el("caption", { text: caption }));
  const tr = el("tr");
  for (const h of head) tr.append(el("th", { scope: "col", text: h }));
  table.append(el("thead", {}, tr));
  const body = el("tbody");
  for (const row of rows) {
    const r = el("tr");
    row.forEach((cell, i) => r.append(el(i === 0 ? "th" : "td", i === 0 ? { scope: "row", text: cell } : { text: cell })));
    body.append(r);
  }
  table.append(body);
  return table;
}

function renderSheet(v) {
  ui.sheet.replaceChildren();
  if (v.score) {
    // the row of the cards holds a capot's 40 when one was made: named so (Law 66)
    const label = (c) => S[c === "cards" && v.score.capot ? "cat_capot" : "cat_" + c];
    const rows = CATEGORIES.map((c) => [label(c), String(v.score.you[c]), String(v.score.bot[c])]);
    const t = sheetTable(S.sheet_deal, rows, [S.col_category, S.you, S.bot]);
    t.classList.add("pq-deal-sheet");
    ui.sheet.append(t);
  }
  let you = 0;
  let bot = 0;
  const rows = v.sheet.map((d) => {
    you += d.counted.you;
    bot += d.counted.bot;
    const label = d.multiplier > 1 ? `${d.deal} (${S.doubled})` : String(d.deal);
    return [label, who(d.dealer), num(d.counted.you), num(d.counted.bot), num(you) + SCORE_SEP + num(bot)];
  });
  if (rows.length) {
    const t = sheetTable(S.sheet_partie, rows, [S.col_deal, S.col_dealer, S.you, S.bot, S.col_running]);
    t.classList.add("pq-partie-sheet");
    ui.sheet.append(t);
  }
  const lines = [];
  if (v.games.length) {
    const won = { you: 0, bot: 0 };
    for (const g of v.games) won[g.winner] += g.double ? 2 : 1;
    lines.push(format(S.games_line, won));
  }
  const st = v.settlement;
  if (st) {
    lines.push(S.partie_over);
    if (st.drawn) lines.push(S.drawn);
    else if (st.games) lines.push(format(st.winner === "you" ? S.win_you_games : S.win_bot_games, st.games));
    else {
      lines.push(format(st.winner === "you" ? S.win_you : S.win_bot, { points: st.points }));
      const high = Math.max(st.scores.you, st.scores.bot);
      const low = Math.min(st.scores.you, st.scores.bot);
      lines.push(format(st.rubicon ? S.rule_rubicon : S.rule_difference, { high, low }));
    }
  }
  ui.settlement.textContent = lines.join(" ");
}

function render(v) {
  const before = view && view.deal === v.deal ? view.tricks.length : 0;
  const newDeal = !view || view.deal !== v.deal;
  view = v;
  session = v.session;
  keep(session);
  page.trace.views.push(v);
  if (newDeal) {
    marked = new Set();
    hand.index = 0;
    ui.reviewBox.hidden = true;
    ui.review.replaceChildren();
  }
  const fresh = [];
  ui.game.hidden = false;
  ui.title.textContent = format(S.deal_title, { n: v.deal });
  ui.partie.textContent = format(S.partie_line, {
    level: S["level_" + session.level], variant: S["variant_" + session.variant], seed: session.seed,
  });
  ui.seat.textContent = v.seat === "elder" ? S.you_elder : S.you_younger;
  renderTalk(v, fresh);
  shownDeal = v.deal;
  renderTable(v, fresh, before);
  renderHand(v);
  renderSheet(v);
  ui.error.textContent = "";
  ui.expert.hidden = true; // a hint is for the move it was asked at
  ui.hintBtn.hidden = v.to_act !== "you";
  ui.undo.hidden = false;
  const over = v.phase === "over";
  ui.next.hidden = !over || v.finished;
  ui.newPartie.hidden = !v.finished;
  if (over) {
    fresh.push(S.deal_over);
    if (v.settlement) fresh.push(ui.settlement.textContent);
  }
  announce(fresh.join(" "));
  const url = new URL(location.href);
  url.search = new URLSearchParams({ seed: session.seed, level: session.level, variant: session.variant }).toString();
  ui.link.href = url.href;
  if (over) loadReview(v);
  else if (newDeal && v.exchange && session.level === "expert") prepare(session);
  return newDeal;
}

function reasonsList(reasons) {
  const ul = el("ul");
  for (const reason of reasons) ul.append(el("li", { text: reason }));
  return ul;
}

async function loadReview(v) {
  ui.reviewBox.hidden = false;
  ui.review.replaceChildren(el("p", { text: S.review_wait }));
  const forDeal = v.deal;
  let r;
  try {
    r = await request("play_review");
    if (!r.ok) throw new Error(r.message);
  } catch {
    ui.review.replaceChildren(el("p", { text: S.review_failed }));
    return;
  }
  if (!view || view.deal !== forDeal) return;
  const rv = r.review || {};
  page.trace.review = rv;
  // what cost points leads, the larger loss first; the play's losses follow, and the
  // exchange's detail and how it is worked out are folded
  const ex = rv.exchange || { available: false };
  const lost = rv.play_lost || 0; // the engine's sum of the play's losses
  const costs = [];
  // "(trick 3)", "(tricks 3, 5)": the word for one trick or several, as the list has them
  const costPlay = rv.play && rv.play.length === 1 ? S.review_cost_play_one : S.review_cost_play;
  if (lost) costs.push([lost, format(costPlay,
    { lost: num(lost), tricks: rv.play.map((p) => num(p.trick)).join(", ") })]);
  if (ex.available && ex.yours) costs.push(ex.yours.gap > 0
    ? [ex.yours.gap, format(S.review_cost_exchange,
      { gap: counted("points", ex.yours.gap), rank: num(ex.yours.rank), count: num(ex.count) })]
    : [0, S.review_best_discard]);
  costs.sort((a, b) => b[0] - a[0]);
  const summary = costs.some(([c]) => c > 0) ? costs.map(([, text]) => text) : [S.review_nothing_lost];
  const out = [el("summary", {}, el("h5", { text: S.review_exchange }))];
  if (!ex.available) out.push(el("p", { text: S.review_no_advice }));
  else {
    if (ex.yours) {
      const text = format(S.review_yours, {
        cards: names(ex.yours.discard), rank: num(ex.yours.rank), count: num(ex.count), value: num(ex.yours.value),
      });
      out.push(el("p", { class: "pq-review-yours", text }), reasonsList(ex.yours.reasons));
    } else out.push(el("p", { text: S.review_yours_none }));
    out.push(el("p", { text: S.review_best }));
    const ol = el("ol", { class: "pq-review-best" });
    for (const b of ex.best) {
      const line = el("p", { text: capital(format(S.review_discard, { cards: names(b.discard), value: num(b.value) })) });
      ol.append(el("li", {}, line, reasonsList(b.reasons)));
    }
    out.push(ol, el("p", { text: format(S.review_samples, { samples: num(ex.samples) }) }));
  }
  const play = [el("h4", { text: format(S.review_title, { n: forDeal }) }),
    ...summary.map((text) => el("p", { class: "pq-review-summary", text })),
    el("h5", { text: S.review_play })];
  const from = { n: rv.solved_from };
  if (!rv.play || !rv.play.length) play.push(el("p", { class: "pq-review-clean", text: format(S.review_clean, from) }));
  else {
    const ul = el("ul", { class: "pq-review-lost" });
    for (const p of rv.play) {
      const params = { trick: p.trick, card: withName(p.card), lost: p.lost, better: withName(p.better) };
      const li = el("li", { text: format(S.review_lost, params) });
      // a mistake a puzzle would have caught: that moment of the deal, as a puzzle to solve
      if (p.puzzle) {
        const href = new URL("../trainer/puzzles/?seed=" + p.puzzle, location.href).href;
        li.append(" ", el("a", { class: "pq-review-puzzle", href, text: S.review_puzzle }));
      }
      ul.append(li);
    }
    play.push(ul);
  }
  if (rv.viewer) { // the deal viewer: the whole deal, step by step
    const href = new URL("../trainer/deal/?d=" + rv.viewer, location.href).href;
    play.push(el("p", {}, el("a", { class: "pq-review-viewer", href, text: S.review_viewer })));
  }
  const how = el("details", { class: "pq-review-how" }, el("summary", { text: S.review_how }),
    el("p", { text: format(S.review_scope, from) + (rv.solved_from > 1 ? " " + S.review_partial : "") }));
  ui.review.replaceChildren(...play, el("details", { class: "pq-review-exchange" }, ...out), how);
  if (!view.finished) prepare(session);
}

function afterRender(newDeal) {
  if (!view) return;
  focusHand(newDeal);
  // the partie dealt in place of a link's bad number: its line is read first (the hand's
  // focus scrolled it off a phone's screen); the focus stays on the hand
  page.notice.reveal();
}

function focusHand(newDeal) {
  if (view.to_act !== "you") {
    if (view.phase === "over") (view.finished ? ui.newPartie : ui.next).focus();
    return;
  }
  const mode = handMode(view);
  const first = ui.say.querySelector("button");
  if (newDeal && mode === "discard") ui.hand.focus();
  else if (mode === "discard" || (mode === "play" && !first)) ui.hand.focus();
  else if (first) first.focus();
  else ui.hand.focus();
}

// The expert's exchange takes the advisor a few seconds in the browser: work it out while the
// learner chooses (before the partie, and during his own exchange), so its move is instant.
function prepare(forSession) {
  if (forSession.level !== "expert") return;
  ready.then(() => call({ op: "play_prepare", lang: LANG, session: forSession })).catch(() => {});
}

// --- moves --------------------------------------------------------------------------------
function errorText(r) {
  const p = r.params || {};
  const law = lawText(r.law || "");
  if (r.code === "revoke") return format(S.err_revoke, { lead: p.lead_from || p.lead_name || p.lead });
  if (r.code === "discard_count") return format(S.err_discard_count, { allowed: p.allowed, law });
  if (r.code === "reckoning_due") return format(S.err_reckoning_due, { law });
  if (r.code === "card_not_held") return S.err_card_not_held;
  return law ? format(S.err_generic, { law }) : S.err_plain;
}

async function act(action) {
  if (page.busy || !session) return;
  setBusy(true);
  const t0 = performance.now();
  let r;
  try {
    r = await request("play_act", { action });
  } catch (err) {
    setBusy(false);
    page.failed(String(err), S.err_engine, ui.error);
    return;
  }
  page.trace.timings.push({ action, ms: performance.now() - t0, worker: r.ms, bot: r.bot_ms });
  setBusy(false);
  if (!r.ok) {
    page.failed(r, r.illegal ? errorText(r) : S.err_engine, ui.error);
    return;
  }
  afterRender(render(r));
}

function choose(code) {
  if (!view || page.busy) return;
  const mode = handMode(view);
  if (mode === "discard") {
    const card = view.hand.find((c) => c.code === code);
    marked.has(code) ? marked.delete(code) : marked.add(code);
    ui.hand.querySelector(`[data-code="${code}"]`).setAttribute("aria-selected", String(marked.has(code)));
    announce(format(marked.has(code) ? S.marked : S.unmarked, { card: card.name, n: marked.size }));
  } else if (mode === "play") act(`play ${code}`);
}

function discardMarked() {
  if (!view || !view.exchange) return;
  const cards = view.hand.filter((c) => marked.has(c.code)).map((c) => c.code);
  const look = ui.look.checked && view.exchange.look ? ["look"] : [];
  act(["discard", ...cards, ...look].join(" "));
}

ui.discard.addEventListener("click", discardMarked);

// At the learner's request: what the expert would do here and why (the engine's own expert,
// seeing only what the learner sees); its cards light up in the hand. A take back undoes the
// learner's last move of the deal and the computer's replies, to try another.
async function ask(op) {
  if (page.busy || !session) return null;
  setBusy(true);
  let r;
  try {
    r = await request(op);
  } catch (err) {
    setBusy(false);
    page.failed(String(err), S.err_engine, ui.error);
    return null;
  }
  setBusy(false);
  return r;
}

async function askHint() {
  if (!view || view.to_act !== "you") return;
  const r = await ask("play_hint");
  if (!r) return;
  if (!r.ok) {
    page.failed(r, S.err_engine, ui.error);
    return;
  }
  ui.expertSaid.textContent = r.text;
  ui.expertWhy.replaceChildren(...r.reasons.map((text) => el("li", { text })));
  ui.expert.hidden = false;
  for (const li of ui.hand.querySelectorAll(".pq-hinted")) li.classList.remove("pq-hinted");
  for (const card of r.cards) ui.hand.querySelector(`[data-code="${card.code}"]`)?.classList.add("pq-hinted");
  announce(r.text);
}

async function takeBack() {
  const r = await ask("play_undo");
  if (!r) return;
  if (!r.ok) {
    page.failed(r, r.code === "nothing_to_take_back" ? S.undo_none : S.err_engine, ui.error);
    return;
  }
  afterRender(render(r));
}

ui.hintBtn.addEventListener("click", askHint);
ui.undo.addEventListener("click", takeBack);
ui.lastBtn.addEventListener("click", () => {
  showLast = !showLast;
  if (view) renderBoard(view, view.tricks.length);
});

// The partie in progress is kept for the tab (sessionStorage), so a reload resumes it.
const storeKey = (s) => `piquet-play:${s.seed}:${s.level}:${s.variant}`;
function keep(s) {
  try {
    sessionStorage.setItem(storeKey(s), JSON.stringify(s));
  } catch {
    // storage off: the partie still plays, it just does not survive a reload
  }
}
function kept(fresh) {
  try {
    const s = JSON.parse(sessionStorage.getItem(storeKey(fresh)) || "null");
    return s && Array.isArray(s.deals) && s.seed === fresh.seed ? s : null;
  } catch {
    return null;
  }
}

async function start(seed, level, variant) {
  const fresh = { seed, level, variant, deals: [[]] };
  session = kept(fresh) || fresh;
  view = null;
  shownDeal = 0;
  setBusy(true);
  try {
    const first = !page.up && session === fresh ? await firstDeal(fresh) : null;
    if (first) {
      setBusy(false);
      afterRender(render(first));
      return;
    }
    let r = await request("play_state");
    if (!r.ok && session !== fresh) {
      session = fresh; // a kept partie the engine cannot replay: start it again
      r = await request("play_state");
    }
    setBusy(false);
    if (!r.ok) throw new Error(r.message);
    afterRender(render(r));
  } catch (err) {
    setBusy(false);
    page.failed(String(err), S.err_engine);
  }
}

function settingsFromForm() {
  const seed = ui.seed.value.trim().toLowerCase() || randomSeed();
  if (!SEED_RE.test(seed)) {
    ui.seed.setAttribute("aria-invalid", "true");
    return { error: S.bad_seed };
  }
  ui.seed.removeAttribute("aria-invalid");
  return { seed, level: ui.level.value, variant: ui.variant.value };
}

page.start({
  form: ui.form, status: ui.status, notice: ui.notice, read: settingsFromForm,
  begin({ seed, level, variant }) {
    ui.seed.value = seed;
    const url = new URL(location.href);
    url.search = new URLSearchParams({ seed, level, variant }).toString();
    history.replaceState(null, "", url.href);
    start(seed, level, variant);
  },
});
ui.next.addEventListener("click", () => act("next"));
ui.newPartie.addEventListener("click", () => {
  ui.seed.value = randomSeed();
  ui.form.requestSubmit();
});

function prepareFromForm() {
  const seed = ui.seed.value.trim();
  if (!session && SEED_RE.test(seed)) prepare({ seed, level: ui.level.value, variant: ui.variant.value, deals: [[]] });
}
// An offered partie follows the variant chosen, until the learner types his own number.
ui.variant.addEventListener("change", () => {
  const offered = Object.keys(FIRST_SEEDS).some((v) => isFirstSeed(ui.seed.value, v));
  if (offered && !isFirstSeed(ui.seed.value, ui.variant.value)) ui.seed.value = offerFirstSeed(ui.variant.value);
});
for (const input of [ui.level, ui.variant, ui.seed]) input.addEventListener("change", prepareFromForm);

// --- start ----------------------------------------------------------------------------------
const params = new URLSearchParams(location.search);
const pick = (select, value) => {
  if ([...select.options].some((o) => o.value === value)) select.value = value;
};
pick(ui.level, params.get("level"));
pick(ui.variant, params.get("variant"));
// A link's number is read as the form reads a typed one (spaces around it and capitals do
// not matter); one that is still no partie number is named in one line, and a new partie is
// dealt in its place, so the page never silently plays another partie than the link's.
const linkSeed = (params.get("seed") || "").trim();
const urlSeed = linkSeed.toLowerCase();
const linked = SEED_RE.test(urlSeed);
ui.seed.value = linked ? urlSeed : offerFirstSeed(ui.variant.value);
if (linkSeed && !linked) page.notice.show(format(S.bad_link_seed, { seed: quoted(linkSeed), fresh: ui.seed.value }));
// The partie may start at once: a built-in first deal shows before the engine is up, any other
// waits for it (the status line says so).
ui.start.disabled = false;
if (linkSeed) ui.form.requestSubmit();
page.whenReady(() => {
  if (!session) announce(S.engine_ready);
  if (!linkSeed) prepareFromForm();
});
