// The play pages' one controller: what the Piquet play page (play.js) and the Bezique one
// (bezique-play.js) do alike, written once. A page is a form that starts a game, a worker
// that holds the rules engine and the computer players (the trainer's, engine.js), a status
// line, a hand of cards as a listbox played by keys, touch or mouse, and a record for the
// tests and benchmarks (`window[trace]`). What differs, the game's own view and moves, stays
// in each page's script. Like them, this holds no words: every string is the page's (`S`,
// rendered at build time from the catalogs).

import { linkNotice } from "../shared/helpers.js";
import { startEngine } from "../trainer/engine.js";

export class PlayTable {
  // `root`: the page's container (its `data-lang`, `data-engine`); `strings`: the selector of
  // its JSON of strings; `trace`: the window property the tests read; `session()`: the game's
  // session, sent with every request; `controls()`: the buttons a request in flight disables.
  constructor({ root, strings, trace, session, controls }) {
    this.root = document.querySelector(root);
    this.S = JSON.parse(this.root.querySelector(strings).textContent);
    this.lang = this.root.dataset.lang;
    this.trace = { views: [], errors: [], timings: [] };
    window[trace] = this.trace;
    this.session = session;
    this.controls = controls;
    this.busy = false;
    this.up = false;
    this.engine = startEngine(this.root.dataset.engine);
    this.ready = this.engine.ready;
    this.ready.then(() => (this.up = true), () => {});
  }

  // The page's elements by name: `{ form: ".pq-play-setup", … }` → `{ form: <form>, … }`.
  bind(selectors) {
    return Object.fromEntries(Object.entries(selectors).map(([name, sel]) => [name, this.root.querySelector(sel)]));
  }

  // The status line (`ui.status`, bound by `start`), read by screen readers as it changes.
  say(text) {
    this.statusLine.textContent = text;
  }

  // One request to the engine, once it is up: the operation, the page's language and the
  // game's whole session (the same session and move always give the same answer).
  request(op, extra = {}) {
    return this.ready.then(() => this.engine.call({ op, lang: this.lang, session: this.session(), ...extra }));
  }

  // While a request is in flight the moves' buttons are off and the status says so (the
  // engine's start, on a slow connection, or the computer thinking).
  setBusy(on) {
    this.busy = on;
    this.root.setAttribute("aria-busy", on ? "true" : "false");
    for (const b of this.controls()) b.disabled = on;
    if (on) this.say(this.up ? this.S.thinking : this.S.engine_loading);
  }

  // A request that failed: kept for the tests, and said in one line where the learner looks
  // (`line`: the error line, else the status), never a trace; the game stays as it was.
  failed(err, text, line = null) {
    this.trace.errors.push(err instanceof Error ? String(err.message || err) : err);
    if (line) {
      line.textContent = text;
      this.say("");
    } else this.say(text);
  }

  // The form that starts a game: `read()` gives its settings, or `{ error }` said on the
  // status line; `begin(settings)` starts the game. The link notice (helpers.js) says what
  // became of a link's number the page could not read.
  start({ form, status, notice, read, begin }) {
    this.statusLine = status;
    this.notice = linkNotice(notice);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.notice.started();
      const settings = read();
      if (settings.error) {
        this.say(settings.error);
        return;
      }
      begin(settings);
    });
    this.say(this.S.engine_loading);
  }

  // When the engine is up (`onReady(info)`, the worker's timings kept for the benchmarks), or
  // could not start: the status line says which.
  whenReady(onReady) {
    this.ready.then(
      (info) => {
        window.__piquetEngine = info;
        onReady(info);
      },
      () => this.say(this.S.engine_failed),
    );
  }
}

// A hand of cards as a listbox (role="listbox", each card role="option"): the arrow keys move
// the focus round the hand, Home and End to its ends, Enter and Space choose; a click or a tap
// on a card focuses and chooses it. `active()`: whether the keys act now; `selects()`: whether
// the focused card is the selected one (a card to play, not cards marked for a discard);
// `choose(index, key)`: the page's move with that card ("click" for a pointer).
export class HandList {
  constructor(list, { active = () => true, selects = () => true, choose }) {
    this.list = list;
    this.index = 0;
    this.active = active;
    this.selects = selects;
    this.choose = choose;
    list.addEventListener("keydown", (event) => this.key(event));
  }

  items() {
    return this.list.querySelectorAll('[role="option"]');
  }

  // A card rendered at position i: its click chooses it.
  card(li, i) {
    li.addEventListener("click", () => {
      this.index = i;
      this.move(0);
      this.choose(i, "click");
    });
    return li;
  }

  // The focus moved by delta (0: shown again where it is, after a render), round the hand.
  move(delta) {
    const items = this.items();
    if (!items.length) {
      this.index = 0;
      this.list.removeAttribute("aria-activedescendant");
      return;
    }
    this.index = (Math.min(this.index, items.length - 1) + delta + items.length) % items.length;
    const selects = this.selects();
    items.forEach((li, i) => {
      li.classList.toggle("pq-focus", i === this.index);
      if (selects) li.setAttribute("aria-selected", String(i === this.index));
    });
    this.list.setAttribute("aria-activedescendant", items[this.index].id);
  }

  // No focus shown: a hand to look at, not to play from.
  blur() {
    for (const li of this.items()) li.classList.remove("pq-focus");
    this.list.removeAttribute("aria-activedescendant");
  }

  key(event) {
    if (!this.active()) return;
    const n = this.items().length;
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (event.key in steps) this.move(steps[event.key]);
    else if (event.key === "Home") this.move(-this.index);
    else if (event.key === "End") this.move(n - 1 - this.index);
    else if (event.key === " " || event.key === "Enter") {
      if (n) this.choose(this.index, event.key);
    } else return;
    event.preventDefault();
  }
}
