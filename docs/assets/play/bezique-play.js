// The Bezique play page: a game against the computer. The rules engine and the
// computer players run in the trainer's Web Worker (Pyodide + the engine wheel;
// piquet_core.trainer.bezique_play), never on the main thread. This script has no words of
// its own: every string comes from the page (rendered at build time from the catalogs) or from
// the engine (card and meld names). The whole game is a JSON session sent with every request:
// the same settings, game number and moves always give the same game.

import { capital, cardIndex, counter, el, faceClass, format, quoted } from "../shared/helpers.js";
import { HandList, PlayTable } from "./table.js";

// the page's controller (table.js): its strings, the engine, the status line, the hand's keys
const page = new PlayTable({
  root: ".bz-play", strings: ".bz-strings", trace: "__bezPlay", session: () => session,
  controls: () => page.root.querySelectorAll(".bz-actions button, .bz-joker button, .bz-next, .bz-skip"),
});
const { S } = page;
const LANG = page.lang;
const SEED_MAX = 2147483647;

const ui = page.bind({
  form: ".bz-setup", seats: "#bz-seats", packs: "#bz-packs", target: "#bz-target",
  level: "#bz-level", seed: "#bz-seed", start: ".bz-start", status: ".bz-status",
  notice: ".bz-notice",
  game: ".bz-game", title: ".bz-title", gameLine: ".bz-game-line", dealer: ".bz-dealer",
  trump: ".bz-trump", table: ".bz-table", log: ".bz-log", prompt: ".bz-prompt",
  hand: ".bz-hand", actions: ".bz-actions", joker: ".bz-joker", jokerCards: ".bz-joker-cards",
  error: ".bz-error", score: ".bz-score", result: ".bz-result", newGame: ".bz-new",
  link: ".bz-link",
  watch: ".bz-watch", watchNote: ".bz-watch-note", next: ".bz-next", auto: ".bz-auto",
  pace: "#bz-pace", skip: ".bz-skip",
  summary: ".bz-summary", summaryTitle: ".bz-summary-title", summaryLines: ".bz-summary-lines",
});

const seatName = (seat) => (seat === 0 ? S.you : format(S.bot, { n: seat }));
// A player named inside a sentence: « gagnant : vous », «взял компьютер 1» (French review
// 2026-12, Ty7; Russian Y6); seatName stays for headings and the start of a sentence.
const seatInText = (seat) => (seat === 0 ? S.you_in_text : format(S.bot_in_text, { n: seat }));
// a seat at the start of a log line: « L’ordinateur 1 annonce… », as inside one (« gagnant : l’ordinateur 1 »)
const seatFirst = (seat) => capital(seatInText(seat));
const suitClass = (code) => `pq-suit-${code === "JK" ? "J" : code.slice(-1)}`;
const number = (n) => Number(n).toLocaleString(LANG);
// "12 tricks won", "1 очко", "5 очков"
const counted = counter(S, LANG, number);

// --- state --------------------------------------------------------------------------------
let session = null;
let view = null;
// A deal the learner sits out is shown a trick at a time (the worker stops after each trick
// and after the count): the next step on the learner's key, or on a timer at his pace.
let autoPlay = false;
let timer = null;
// this deal's tricks and melds, seat by seat, for the summary at its count
let deal = { n: 0, players: [], stats: new Map() };
page.trace.events = []; // for the tests and bench (window.__bezPlay)
window.__bezSession = () => session;
const setBusy = (on) => page.setBusy(on);

// The hand: the arrow keys and a click act only when the learner is to play a card.
const hand = new HandList(ui.hand, { active: () => !!view && canPlay(view), selects: () => !!view && canPlay(view),
  choose: () => playFocused() });

function request(op, extra = {}) {
  return page.ready.then(async () => {
    const t0 = performance.now();
    const before = session.moves.length;
    const result = await page.request(op, { watch: true, ...extra });
    // the time of one answer, and the computer's moves in it (bench/bezique_browser.py)
    if (result.ok) {
      const made = result.session.moves.length - before - (op === "bezique_act" ? 1 : 0);
      page.trace.timings.push({ ms: performance.now() - t0, computer: made });
    }
    return result;
  });
}

// --- rendering ----------------------------------------------------------------------------
function eventText(e) {
  if (e.kind === "deal") {
    return format(S.deal_line, { n: e.deal, dealer: seatInText(e.dealer), suit: e.trump, card: e.turnup });
  }
  if (e.kind === "trick") {
    const plays = e.plays.map(([seat, card]) => format(S.played_by, { who: seatInText(seat), card })).join(", ");
    return format(S.trick_line, { n: e.number, plays, winner: seatInText(e.winner) });
  }
  if (e.kind === "declare") {
    const points = counted("points", e.points); // « 40 points », «40 очков»
    if (e.seat === 0) return format(S.declare_you, { meld: e.meld, points });
    return format(S.declare_line, { who: seatFirst(e.seat), meld: e.meld, points });
  }
  if (e.kind === "exchange") {
    return e.seat === 0 ? format(S.exchange_you, { card: e.card }) : format(S.exchange_line, { who: seatFirst(e.seat), card: e.card });
  }
  if (e.kind === "count") {
    const points = e.points.map((p, seat) => format(S.score_of, { who: seatInText(seat), points: number(p) })).join(", ");
    return format(S.count_line, { n: e.deal, points });
  }
  return "";
}

function tally(events) {
  for (const e of events) {
    if (e.kind === "deal") deal = { n: e.deal, players: e.players, stats: new Map(e.players.map((p) => [p, { tricks: 0, melds: 0, points: 0, best: null }])) };
    else if (e.kind === "trick") deal.stats.get(e.winner).tricks += 1;
    else if (e.kind === "declare") {
      const st = deal.stats.get(e.seat);
      st.melds += 1;
      st.points += e.points;
      if (!st.best || e.points > st.best.points) st.best = { meld: e.meld, points: e.points };
    } else if (e.kind === "count") renderSummary(e.deal);
  }
}

function renderSummary(n) {
  ui.summaryTitle.textContent = format(S.summary_title, { n });
  ui.summaryLines.replaceChildren(...deal.players.map((seat) => {
    const st = deal.stats.get(seat);
    const who = seatName(seat);
    const tricks = counted("tricks", st.tricks);
    const text = st.best
      ? format(S.summary_melds, {
        who, tricks, melds: counted("melds", st.melds), points: counted("points", st.points),
        meld: st.best.meld, best: counted("points", st.best.points),
      })
      : format(S.summary_none, { who, tricks });
    return el("li", { text });
  }));
  ui.summary.hidden = false;
}

function renderLog(events) {
  // the log keeps the last tricks and melds in the order they happened, the newest at the
  // foot, scrolled into view: newest first ran its numbers backwards, and a deal's opening
  // line is written once
  for (const e of events) {
    if (e.kind === "deal") {
      if (ui.log.querySelector(`.bz-deal[data-deal="${e.deal}"]`)) continue;
    }
    const li = el("li", { class: `bz-event bz-${e.kind}`, text: eventText(e) });
    if (e.kind === "deal") li.dataset.deal = String(e.deal);
    ui.log.append(li);
  }
  while (ui.log.children.length > 40) ui.log.firstElementChild.remove();
  ui.log.scrollTop = ui.log.scrollHeight;
}

function renderHeader(v) {
  ui.title.textContent = format(S.deal_title, { n: v.deal });
  // One sentence per level: the level's word agrees with "computer" in each language.
  ui.gameLine.textContent = format(S[`game_line_${session.level}`], {
    packs: session.packs, target: number(session.target), seed: session.seed,
  });
  if (v.over) {
    ui.dealer.textContent = "";
    ui.trump.textContent = "";
    return;
  }
  const players = v.players.map(seatInText).join(", ");
  ui.dealer.textContent = format(S.dealer_line, { dealer: seatInText(v.dealer), players });
  ui.trump.textContent = format(v.turnup ? S.trump_line : S.trump_gone, { suit: v.trump, card: v.turnup, n: v.stock });
}

function renderTable(v) {
  ui.table.replaceChildren();
  if (!v.table || !v.table.length) {
    ui.table.textContent = S.table_empty;
    return;
  }
  const cards = v.table.map(([seat, card]) => format(S.played_by, { who: seatInText(seat), card })).join(", ");
  ui.table.textContent = format(S.table_cards, { cards });
}

function canPlay(v) {
  return !v.over && v.to_act === 0 && (v.phase === "lead" || v.phase === "follow");
}

function renderHand(v) {
  ui.hand.replaceChildren();
  const cards = v.hand || [];
  const playing = canPlay(v);
  ui.hand.dataset.mode = playing ? "play" : "view";
  cards.forEach((card, i) => {
    ui.hand.append(hand.card(el("li", {
      role: "option", id: `bz-card-${i}`, class: `pq-opt ${suitClass(card.code)} ${faceClass(card.code)}`,
      "aria-selected": "false", "aria-label": card.name, "data-code": card.code,
    }, cardIndex(card)), i));
  });
  if (playing) hand.move(0);
  else hand.blur();
}

function button(text, onClick, primary = false) {
  const b = el("button", { type: "button", class: `md-button${primary ? " md-button--primary" : ""}`, text });
  b.addEventListener("click", onClick);
  return b;
}

function renderActions(v) {
  ui.actions.replaceChildren();
  ui.joker.hidden = true;
  if (v.over || v.to_act !== 0) {
    ui.prompt.textContent = v.over ? "" : S.wait_prompt;
    return;
  }
  const legal = v.legal;
  if (v.phase === "declare") {
    ui.prompt.textContent = S.declare_prompt;
    legal.melds.forEach((m, i) => {
      const b = button(format(S.meld_button, { meld: m.label, points: number(m.points) }), () => act(m.move), i === 0);
      b.title = m.lines.join("; ");
      ui.actions.append(b, " ");
    });
    ui.actions.append(button(S.pass_button, () => act("pass")));
    return;
  }
  ui.prompt.textContent = v.phase === "lead" ? S.lead_prompt : S.follow_prompt;
  if (legal.exchange) ui.actions.append(button(S.exchange_button, () => act("exchange")));
}

function renderScore(v) {
  const seats = [...Array(v.seats).keys()];
  const table = el("table", { class: "bz-score-table" });
  const head = el("tr", {}, el("th", { scope: "col", text: S.col_deal }), el("th", { scope: "col", text: S.col_dealer }),
    ...seats.map((s) => el("th", { scope: "col", text: seatName(s) })));
  const body = el("tbody");
  for (const d of v.deals) {
    body.append(el("tr", {}, el("th", { scope: "row", text: String(d.deal) }), el("td", { text: seatName(d.dealer) }),
      ...d.points.map((p) => el("td", { text: number(p) }))));
  }
  if (!v.over) {
    const now = v.running.map((r, s) => r - v.totals[s]);
    body.append(el("tr", { class: "bz-now" }, el("th", { scope: "row", text: S.row_now }), el("td", { text: seatName(v.dealer) }),
      ...now.map((p) => el("td", { text: number(p) }))));
  }
  body.append(el("tr", { class: "bz-total" }, el("th", { scope: "row", text: S.row_total }), el("td"),
    ...v.running.map((p) => el("td", { text: number(p) }))));
  table.append(el("thead", {}, head), body);
  ui.score.replaceChildren(table);
  if (v.over) {
    const points = counted("points", v.totals[v.winner]);
    ui.result.textContent = v.winner === 0
      ? format(S.win_you, { points, target: number(v.target) })
      : format(S.win_bot, { who: seatFirst(v.winner), points, target: number(v.target) });
  } else ui.result.textContent = "";
}

function render(result, focus) {
  view = result.view;
  session = result.session;
  page.trace.views.push(view);
  page.trace.events.push(...result.events);
  ui.game.hidden = false;
  tally(result.events);
  renderHeader(view);
  renderLog(result.events);
  renderTable(view);
  renderHand(view);
  renderActions(view);
  renderScore(view);
  const watching = renderWatch(view);
  ui.error.textContent = "";
  ui.status.textContent = view.over ? ui.result.textContent : "";
  updateLink();
  if (watching) schedule();
  if (!focus) return;
  if (watching) {
    if (!ui.watch.contains(document.activeElement)) ui.next.focus();
  } else if (view.over) ui.newGame.focus();
  else if (canPlay(view)) ui.hand.focus();
  else if (view.to_act === 0) ui.actions.querySelector("button")?.focus();
  // the game dealt in place of a link's bad number: its line is read first (the focus
  // scrolled it off a phone's screen); the focus stays where it is
  page.notice.reveal();
}

// --- watching a deal the learner sits out -------------------------------------------------
// The worker has stopped before the learner's turn: after a trick of a deal he sits out, or
// after its count. Returns whether the page waits for the next step.
function renderWatch(v) {
  const waiting = !v.over && v.to_act !== 0;
  ui.watch.hidden = !waiting;
  if (!waiting) {
    stopTimer();
    return false;
  }
  ui.prompt.textContent = "";
  ui.watchNote.textContent = v.watching ? S.watch_trick : S.watch_counted;
  ui.next.textContent = v.watching ? S.next_trick : S.next_deal;
  ui.skip.hidden = !v.watching;
  return true;
}

function stopTimer() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function schedule() {
  stopTimer();
  if (autoPlay && view && view.watching) timer = setTimeout(() => step(true), Number(ui.pace.value));
}

function setAuto(on) {
  autoPlay = on;
  ui.auto.setAttribute("aria-pressed", String(on));
  ui.auto.textContent = on ? S.pause : S.play_on;
  if (!on) stopTimer();
  else if (!page.busy) step(true);
}

// The next trick (or the next deal after a count); `all`: the rest of the deal in one answer.
async function step(auto = false, all = false) {
  if (page.busy || !view || view.over || view.to_act === 0) return;
  stopTimer();
  setBusy(true);
  try {
    const result = await settle(await request("bezique_state", all ? { watch: "deal" } : {}));
    setBusy(false);
    render(result, !auto || !result.view.watching);
  } catch (err) {
    setBusy(false);
    setAuto(false);
    page.failed(err, S.err_engine, ui.error);
  }
}

ui.next.addEventListener("click", () => step());
ui.skip.addEventListener("click", () => step(false, true));
ui.auto.addEventListener("click", () => setAuto(!autoPlay));
ui.pace.addEventListener("change", () => schedule());

// --- acting -------------------------------------------------------------------------------
// After a trick won with no meld to declare, "declare nothing" is the only move: the page makes
// it at once, and the events of both answers are shown together.
async function settle(result) {
  if (!result.ok) throw Object.assign(new Error(result.message), { plain: true });
  let r = result;
  while (!r.view.over && r.view.to_act === 0 && r.view.phase === "declare" && !r.view.legal.melds.length) {
    session = r.session;
    const next = await request("bezique_act", { move: "pass" });
    if (!next.ok) throw Object.assign(new Error(next.message), { plain: true });
    next.events = [...r.events, ...next.events];
    r = next;
  }
  return r;
}
async function act(move) {
  if (page.busy) return;
  setBusy(true);
  try {
    const result = await settle(await request("bezique_act", { move }));
    setBusy(false);
    render(result, true);
  } catch (err) {
    setBusy(false);
    page.failed(err, err.plain ? S.err_plain : S.err_engine, ui.error);
  }
}

function showJokerChoice() {
  ui.jokerCards.replaceChildren();
  for (const card of view.joker_as) {
    const b = button(card.text, () => act(`play JK=${card.code}`));
    b.setAttribute("aria-label", card.name);
    ui.jokerCards.append(b, " ");
  }
  ui.jokerCards.append(button(S.joker_cancel, () => {
    ui.joker.hidden = true;
    ui.hand.focus();
  }));
  ui.joker.hidden = false;
  ui.jokerCards.querySelector("button").focus();
}

function playFocused() {
  if (page.busy || !view || !canPlay(view)) return;
  const card = view.hand[hand.index];
  if (!card) return;
  if (card.code === "JK") showJokerChoice();
  else act(`play ${card.code}`);
}

// --- the setup, the link ------------------------------------------------------------------
const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % SEED_MAX;
// A game number typed or linked: a whole number from 0 to SEED_MAX, else null.
function gameNumber(text) {
  return /^\d{1,10}$/.test(text) && Number(text) <= SEED_MAX ? Number(text) : null;
}

function settingsFromForm() {
  const target = Number(ui.target.value);
  if (!Number.isInteger(target) || target < Number(ui.target.min) || target > Number(ui.target.max)) {
    return { error: format(S.bad_target, { min: number(ui.target.min), max: number(ui.target.max) }) };
  }
  const seedText = ui.seed.value.trim();
  const seed = seedText === "" ? freshSeed() : gameNumber(seedText);
  if (seed === null) return { error: S.bad_seed };
  return {
    seed, seats: Number(ui.seats.value), packs: Number(ui.packs.value), target, level: ui.level.value, moves: [],
  };
}

// The game's address: its settings and number (and the first dealer a link named), in the
// link to share and in the address bar, so a reload or a copied address replays this game.
function updateLink() {
  const q = new URLSearchParams({
    seed: session.seed, seats: session.seats, packs: session.packs, target: session.target, level: session.level,
  });
  if (session.dealer !== undefined) q.set("dealer", session.dealer);
  ui.link.href = `?${q}`;
  const url = new URL(window.location.href);
  url.search = q.toString();
  history.replaceState(null, "", url.href);
}

async function start(settings) {
  session = settings;
  setAuto(false);
  ui.log.replaceChildren();
  ui.summary.hidden = true;
  hand.index = 0;
  setBusy(true);
  try {
    const result = await settle(await request("bezique_state"));
    setBusy(false);
    render(result, true);
  } catch (err) {
    setBusy(false);
    page.failed(err, S.err_engine);
  }
}

page.start({
  form: ui.form, status: ui.status, notice: ui.notice, read: settingsFromForm,
  begin(settings) {
    ui.seed.value = String(settings.seed);
    // the first dealer a shared link names holds for that game only
    if (linkDealer !== null && linkDealer < settings.seats) settings.dealer = linkDealer;
    linkDealer = null;
    start(settings);
  },
});

ui.newGame.addEventListener("click", () => {
  ui.seed.value = "";
  ui.form.requestSubmit();
});

let linkDealer = null;
function fromQuery() {
  const q = new URLSearchParams(window.location.search);
  const pick = (select, value) => {
    if (value !== null && [...select.options].some((o) => o.value === value)) select.value = value;
  };
  pick(ui.seats, q.get("seats"));
  pick(ui.packs, q.get("packs"));
  pick(ui.level, q.get("level"));
  if (q.get("target") !== null) ui.target.value = q.get("target");
  if (/^[0-3]$/.test(q.get("dealer") || "")) linkDealer = Number(q.get("dealer"));
  if (q.get("seed") === null) return false;
  const linked = q.get("seed").trim(); // empty: a game drawn at random, as from the form
  // a number that is none is named in one line, and a new game is dealt in its place: the
  // page never sits on a link it cannot read, nor plays another game without saying so
  if (linked !== "" && gameNumber(linked) === null) {
    ui.seed.value = String(freshSeed());
    page.notice.show(format(S.bad_link_seed, { seed: quoted(linked), fresh: ui.seed.value }));
  } else ui.seed.value = linked;
  return true;
}

const linked = fromQuery();
page.whenReady(() => {
  ui.start.disabled = false;
  page.say(S.engine_ready);
  if (linked) ui.form.requestSubmit();
});
