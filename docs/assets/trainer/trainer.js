// The trainer's page script: wires each exercise container (.pq-trainer) on the page.
// It has no words of its own: every string comes from the page (rendered at build time from
// the gettext catalogs) or from the rules engine (piquet_core.trainer, in a Web Worker).
// Checking an answer is local (the exercise carries its key and its feedback), so the first
// exercise works before, and without, the engine; the engine deals the next hands.
//
// The site serves this module and its imports as one classic script, trainer.bundle.js
// (generators/trainer.py, with esbuild): a module script is fetched with CORS, which an iframe
// sandboxed without allow-same-origin (an opaque origin: WordPress's embeds) cannot do, and
// the exercise would be dead there. In such a frame the engine cannot start either: the
// exercise the embed code carries in its address (carry.js) shows and is checked there, and
// a short line links to the site for new hands.

import { accuracy, copyField, el, format, quoted, randomSeed } from "../shared/helpers.js";
import { check, readAnswers, visible } from "./check.js";
import { carriedExercise, packExercise, withCarried } from "./carry.js";
import { startEngine } from "./engine.js";
import { renderExercise } from "./exercise.js";
import "./deal.js"; // the deal viewer: wires .pq-deal containers
import { Worksheet, downloadHand } from "./sheet.js"; // worksheets and pictures
import {
  exportCode, fourColour, importCode, loadProgress, mergeImported, saveProgress, setFourColour,
} from "./store.js";
import {
  classStats, clockText, dailyRoundSeeds, drillStrings, nextClass, recordAnswer, recordPuzzle, recordRound,
  roundElapsed, roundResult, ROUND_HANDS, ROUND_SECONDS,
} from "./fluency.js";
import { renderProgressPage } from "./progress.js";

const SITE_ROOT = new URL("../../", import.meta.url);

// --- small helpers (the ones the play page shares are in ../shared/helpers.js) ----------
function today() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// --- one exercise container ---------------------------------------------------------------
class Trainer {
  constructor(root) {
    this.root = root;
    this.s = JSON.parse(root.querySelector("script.pq-strings").textContent);
    this.exercise = JSON.parse(root.querySelector("script.pq-data").textContent);
    this.seen = new Set([this.exercise.seed]); // the hands shown on this visit
    this.drill = root.dataset.drill;
    this.lang = root.dataset.lang;
    // French typography: a no-break space before the colon (« faux : »)
    this.markSep = this.lang === "fr" ? "\u00a0: " : ": ";
    this.mode = root.dataset.mode; // "page", "embed" or "block"
    this.stage = root.querySelector(".pq-stage");
    this.status = root.querySelector(".pq-engine");
    this.checked = false;
    this.shownAt = performance.now(); // an answer's time runs from the hand shown
    if (this.mode === "embed") {
      const wanted = new URLSearchParams(location.search).get("drill");
      if (wanted && wanted in JSON.parse(root.dataset.drills || "{}")) this.drill = wanted;
      this.showBuiltin();
    }
    // the drill's own words where they differ ("Next puzzle", the puzzles' themes), for a
    // drill chosen by the embed's link as for the page's own (ui.drill_strings at build time)
    this.s = drillStrings(this.s, this.drill);
    const daily = root.querySelector(".pq-daily");
    if (daily) daily.textContent = this.s.daily;
    this.wire();
    this.wireFluency();
  }

  // The embed page carries the first exercise of every drill (generators/trainer.py): the one
  // the frame's address asks for is on show before, and without, the engine (a frame sandboxed
  // without allow-same-origin has none), unless the address asks for another seed: then the
  // stage waits for it (pick.js, data-waiting).
  showBuiltin() {
    const data = this.root.querySelector(`script.pq-builtin[data-drill="${this.drill}"]`);
    if (!data) return;
    const builtin = JSON.parse(data.textContent);
    this.exercise = builtin.exercise;
    this.seen.add(this.exercise.seed);
    const waiting = this.root.dataset.waiting;
    if (!waiting || waiting === this.exercise.seed) {
      delete this.root.dataset.waiting;
      this.stage.replaceChildren(renderExercise(this.exercise, this.s));
    }
    const handform = this.root.querySelector(".pq-handform");
    if (handform) handform.hidden = !builtin.typed_hands;
  }

  // The hand a ?seed= link asks for, which the page does not carry (the stage says "Dealing
  // hand X…"): the one the embed's own address carries (#x=, carry.js), else the engine's.
  async openAsked(seed) {
    const carried = this.mode === "embed" ? await carriedExercise() : null;
    if (carried && carried.seed === seed && carried.drill === this.drill && carried.lang === this.lang) {
      this.carriedSeed = seed;
      this.show({ exercise: carried }, false);
      this.root.dataset.urlDeal = "done";
      return;
    }
    await this.deal({ seed }, true);
  }

  // Back to the page's own exercise, where the hand asked for cannot be dealt (a bad seed, no
  // engine) but the learner may still practise.
  restoreOwn() {
    if (!this.root.dataset.waiting) return;
    delete this.root.dataset.waiting;
    this.stage.replaceChildren(renderExercise(this.exercise, this.s));
    this.addNext();
    this.updateVisibility();
  }

  // A link's hand that cannot be dealt: the line says why and that the hand on show is
  // another (it stays until the next deal, the engine's "ready" does not replace it), and the
  // address carries the hand on show, so it is the one a reload or a copied link gives.
  linkRefused(why) {
    this.linkNote = why + " " + this.s.other_hand;
    this.say(this.linkNote, true);
    if (this.mode === "block") return;
    const url = new URL(location.href);
    url.searchParams.set("seed", this.exercise.seed);
    history.replaceState(null, "", url);
  }

  engine() {
    const e = startEngine(this.root.dataset.engine);
    if (!this.engineWatched) {
      this.engineWatched = true;
      if (!this.linkNote) this.say(this.s.engine_loading);
      e.ready.then(
        () => {
          if (this.linkNote) this.say(this.linkNote, true);
          else this.say(this.s.engine_ready);
          if (!this.ahead) this.dealAhead();
        },
        (err) => this.engineFailed(err),
      );
    }
    return e;
  }

  say(text, failed = false) {
    if (!this.status) return;
    this.status.textContent = text;
    this.status.classList.toggle("pq-failed", failed);
  }

  engineFailed(err) {
    if (err && err.sandboxed) this.sandboxed = true;
    if (!this.sandboxed) {
      this.restoreOwn();
      return this.say(this.s.engine_failed, true);
    }
    // A sandboxed frame: the exercise on show works, nothing that needs the engine can: its
    // controls (a new or daily hand, a typed hand) and the share panel, whose copy and picture
    // buttons the sandbox refuses too, are taken away (greyed buttons promised what cannot
    // come), and a short line says where new hands are. The link opens a new tab only if the
    // host allows popups, so its text is the address itself.
    const needEngine = ".pq-actions button, .pq-next, .pq-handform input, .pq-handform button";
    for (const control of this.root.querySelectorAll(needEngine)) control.disabled = true;
    for (const part of this.root.querySelectorAll(".pq-actions, .pq-next, .pq-handform, .pq-share")) part.hidden = true;
    const link = (url) => el("a", { href: url, target: "_blank", rel: "noopener", text: url });
    const waiting = this.root.dataset.waiting;
    if (waiting) {
      // the hand asked for is neither carried by the address nor built in: only the site
      // can deal it (an embed code older than the hand in its address, or typed by hand)
      const url = this.shareURLs(this.requested || this.drill, waiting).page;
      this.stage.replaceChildren(el("p", { class: "pq-wait" },
        format(this.s.sandbox_needs_site, { seed: waiting }) + " ", link(url)));
      this.say("");
      return;
    }
    this.say(this.s.sandbox_more + " ");
    this.status?.append(link(this.shareURLs().page));
  }

  submit(form) {
    if (form.classList.contains("pq-form")) this.onCheck(form);
    else if (form.classList.contains("pq-handform")) this.onHand(form);
    else if (form.classList.contains("pq-importform")) this.onImport(form);
  }

  wire() {
    this.root.addEventListener("submit", (ev) => {
      ev.preventDefault();
      this.submit(ev.target);
    });
    this.root.addEventListener("change", (ev) => {
      if (ev.target.closest(".pq-form")) this.updateVisibility();
      if (ev.target.classList.contains("pq-4c")) setFourColour(ev.target.checked);
    });
    this.root.addEventListener("keydown", (ev) => {
      // Enter in a number said at the table says it (it does not check the whole form)
      const step = ev.key === "Enter" && ev.target.closest && ev.target.closest(".pq-step");
      if (step && ev.target.tagName === "INPUT") {
        ev.preventDefault();
        this.sayStep(step);
        return;
      }
      this.onListboxKey(ev);
    });
    this.root.addEventListener("click", (ev) => {
      const option = ev.target.closest('[role="option"]');
      if (option) {
        const box = option.closest('[role="listbox"]');
        this.activate(box, option);
        this.toggle(option);
        box.focus();
        return;
      }
      const button = ev.target.closest("button");
      if (!button) return;
      if (button.classList.contains("pq-call")) return this.sayStep(button.closest(".pq-step"), button);
      if (button.classList.contains("pq-say")) return this.sayStep(button.closest(".pq-step"));
      if (button.type === "submit" && button.form) {
        // A frame sandboxed without allow-forms (WordPress's embeds) never submits a form, so
        // the forms are answered here, on the click (Enter in a field clicks it too).
        ev.preventDefault();
        this.submit(button.form);
        return;
      }
      if (button.classList.contains("pq-next")) this.nextHand();
      if (button.classList.contains("pq-daily")) this.deal({ seed: "d" + today() });
      if (button.classList.contains("pq-copy")) this.copy(button);
      if (button.classList.contains("pq-picture-svg")) downloadHand(this, "svg");
      if (button.classList.contains("pq-picture-png")) downloadHand(this, "png");
      if (button.classList.contains("pq-ws-make")) (this.sheet ||= new Worksheet(this)).make();
    });
    for (const box of this.root.querySelectorAll(".pq-4c")) box.checked = fourColour();
    this.addNext();
    if (this.mode !== "block") {
      // After the feedback, N deals the next hand (unless the learner is typing). Caught on
      // the way down, before the theme's own N (next page), which listens on window.
      window.addEventListener("keydown", (ev) => {
        const typing = ev.target.closest && ev.target.closest("input, textarea, select");
        if (!this.checked || typing || ev.ctrlKey || ev.metaKey || ev.altKey) return;
        if (ev.key === "n" || ev.key === "N") {
          ev.preventDefault();
          ev.stopImmediatePropagation();
          this.nextHand();
        }
      }, true);
    }
    this.updateVisibility();
    this.updateShare();
    this.renderProgress();
    const params = new URLSearchParams(location.search);
    const seed = this.mode === "block" ? null : params.get("seed");
    const bad = this.root.dataset.badSeed;
    if (bad !== undefined) {
      // pick.js kept the page's own hand: say why, then carry on as a page without a link
      delete this.root.dataset.badSeed;
      this.linkRefused(format(this.s.bad_link_seed, { seed: quoted(bad) }));
      this.engine();
      this.prepare();
    } else if (seed && (seed !== this.exercise.seed || this.drill !== this.exercise.drill)) {
      this.requested = this.drill;
      this.openAsked(seed);
    }
    else if (this.mode !== "block") {
      // A drill page: start the engine at once, in its worker (the main thread stays free),
      // so that "Next hand" is ready as soon as possible.
      this.engine();
      this.prepare();
    }
  }

  activate(box, option) {
    for (const o of box.querySelectorAll(".pq-active")) o.classList.remove("pq-active");
    option.classList.add("pq-active");
    box.setAttribute("aria-activedescendant", option.id);
  }

  toggle(option) {
    const on = option.getAttribute("aria-selected") !== "true";
    const box = option.closest('[role="listbox"]');
    const out = this.stage.querySelector(".pq-feedback");
    const most = this.exercise.most || 5; // Law 21; younger's discard puzzle, fewer (Law 22)
    if (on && box.querySelectorAll('[aria-selected="true"]').length >= most) {
      // said, not silently ignored; the cards marked stay marked
      const text = most === 5 ? this.s.five_at_most : format(this.s.at_most, { n: most });
      out?.replaceChildren(el("p", { class: "pq-verdict pq-wrong", text }));
      return;
    }
    if (out?.querySelector(".pq-verdict.pq-wrong")) out.replaceChildren();
    option.setAttribute("aria-selected", String(on));
  }

  onListboxKey(ev) {
    const box = ev.target.closest && ev.target.closest('[role="listbox"]');
    if (!box) return;
    const options = Array.from(box.querySelectorAll('[role="option"]'));
    const current = box.querySelector(".pq-active");
    let i = current ? options.indexOf(current) : -1;
    const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (ev.key in moves) i = Math.max(0, Math.min(options.length - 1, i + moves[ev.key]));
    else if (ev.key === "Home") i = 0;
    else if (ev.key === "End") i = options.length - 1;
    else if (ev.key === " " || ev.key === "Spacebar") {
      if (i < 0) i = 0;
      this.activate(box, options[i]);
      this.toggle(options[i]);
      ev.preventDefault();
      return;
    } else if (ev.key === "Enter") {
      ev.preventDefault();
      this.submit(box.closest("form"));
      return;
    } else return;
    ev.preventDefault();
    this.activate(box, options[i]);
  }

  updateVisibility() {
    const form = this.stage.querySelector(".pq-form");
    if (!form) return;
    const answers = readAnswers(form);
    for (const q of this.exercise.questions) {
      if (!q.show_if) continue;
      const box = form.querySelector(`[data-q="${q.id}"]`);
      const answersNow = { ...answers, ...readAnswers(form) };
      box.hidden = !visible(q, answersNow);
    }
  }

  // A step of the dialogue at the table: the learner says a call (a button) or a number
  // ("Say it"); it is judged at once, cannot be taken back, and the adversary's reply to the
  // right call is shown, then the next step is asked.
  sayStep(box, call = null) {
    const q = this.exercise.questions.find((x) => x.id === box.dataset.q);
    if (!q || box.dataset.said) return;
    const input = box.querySelector("input");
    if (!call && !input.value.trim()) {
      input.focus();
      return;
    }
    if (call) call.setAttribute("aria-pressed", "true");
    box.dataset.said = "true";
    for (const control of box.querySelectorAll("button, input")) {
      if (control.tagName === "INPUT") control.readOnly = true;
      else control.disabled = true;
    }
    const result = check({ questions: [q] }, readAnswers(box.closest("form")));
    const [status, text] = result.items[0];
    const said = box.querySelector(".pq-said");
    const marks = { right: "✓", missed: "○", wrong: "✗" };
    said.replaceChildren(el("p", { class: "pq-" + status },
      el("span", { class: "pq-mark", "aria-hidden": "true", text: marks[status] + " " }),
      el("span", { class: "pq-sr", text: this.s["mark_" + status] + this.markSep }), text));
    for (const line of q.reply.split("\n").filter(Boolean))
      said.append(el("p", { class: "pq-reply", text: line }));
    this.updateVisibility();
    const next = Array.from(this.stage.querySelectorAll(".pq-q"))
      .find((b) => !b.hidden && !b.dataset.said && b !== box
        && !(b.querySelector("input") && b.querySelector("input").value));
    const target = next && next.querySelector("button:not([disabled]), input, [role=listbox]");
    if (target) target.focus();
  }

  async onCheck(form) {
    const answers = readAnswers(form);
    const missing = this.exercise.questions.find((q) => q.kind !== "multi" && visible(q, answers)
      && !(answers[q.id] || []).length);
    if (missing) {
      const out = this.stage.querySelector(".pq-feedback");
      out.replaceChildren(el("p", { class: "pq-verdict pq-wrong", text: this.s.answer_all }));
      const target = form.querySelector(`[data-q="${missing.id}"] input, [data-q="${missing.id}"] [role=listbox]`);
      if (target) target.focus();
      return;
    }
    if (this.exercise.engine_check) return this.onEngineCheck(form);
    const t0 = performance.now();
    const result = check(this.exercise, readAnswers(form));
    this.showFeedback(result, this.exercise.explanation);
    this.root.dataset.checkMs = String(performance.now() - t0);
  }

  async onEngineCheck(form) {
    const out = this.stage.querySelector(".pq-feedback");
    out.replaceChildren(el("p", { text: this.s.checking }));
    const t0 = performance.now();
    try {
      const r = await this.engine().call({ op: "check", drill: this.drill, seed: this.exercise.seed,
        lang: this.lang, answers: readAnswers(form) });
      if (!r.ok) throw new Error(r.message);
      this.showFeedback(r, r.explanation);
    } catch {
      this.showFeedback({ correct: false, items: [["missed", this.s.engine_needed]] },
        this.exercise.explanation);
    }
    this.root.dataset.checkMs = String(performance.now() - t0);
  }

  showFeedback(result, explanation) {
    const out = this.stage.querySelector(".pq-feedback");
    out.replaceChildren();
    out.append(el("p", { class: "pq-verdict " + (result.correct ? "pq-right" : "pq-wrong"),
      text: result.correct ? this.s.all_right : this.s.not_quite }));
    const list = el("ul", { class: "pq-items" });
    const marks = { right: "✓", missed: "○", wrong: "✗", info: "•" };
    for (const [status, text] of result.items) {
      list.append(el("li", { class: "pq-" + status },
        el("span", { class: "pq-mark", "aria-hidden": "true", text: marks[status] + " " }),
        el("span", { class: "pq-sr", text: this.s["mark_" + status] + this.markSep }), text));
    }
    out.append(list);
    // The working and the rule fold under "Why?", open after a wrong answer; the exchange's
    // working is the expert's discard, the answer itself, so it stays in view.
    const why = el("details", { class: "pq-whybox" }, el("summary", { text: this.s.why_fold }));
    if (!result.correct) why.open = true;
    const working = this.exercise.engine_check ? out : why;
    if (explanation.length) {
      working.append(el("p", { class: "pq-why", text: this.s.why }));
      const lines = el("ul", { class: "pq-explanation" });
      for (const line of explanation) lines.append(el("li", { text: line }));
      working.append(lines);
    }
    for (const rule of this.exercise.rules) {
      why.append(el("p", { class: "pq-rule" }, el("strong", { class: "pq-rule-label", text: this.s.rule }),
        rule.text + " ", el("cite", { text: "(" + rule.source + ")" })));
    }
    if (why.childElementCount > 1) out.append(why);
    // the cards the answer is about light up in the hand
    for (const code of this.exercise.highlight || []) {
      const card = this.stage.querySelector(`.pq-hand [data-card="${code}"]`);
      if (card) card.classList.add("pq-lit");
    }
    // Enter (on the focused button) or N deals the next hand
    const next = this.stage.querySelector(".pq-buttons .pq-next");
    if (next && !next.disabled && this.root.contains(document.activeElement)) next.focus();
    if (!this.checked) {
      this.checked = true;
      const timing = this.record(result.correct);
      if (timing) this.showTime(out, timing);
      if (this.round) this.roundAnswered(result.correct);
    }
  }

  record(correct) {
    const p = loadProgress();
    // A daily hand counts once, the first time it is answered (a dealt hand's key has the
    // day of its seed; the stored progress of older versions keeps the same keys).
    const day = /^d(\d{4}-\d{2}-\d{2})$/.exec(this.exercise.seed);
    if (day && (day[1] + ":" + this.drill) in p.daily) return null;
    const timing = recordAnswer(p, { drill: this.drill, classes: this.exercise.classes || [],
      correct, ms: performance.now() - this.shownAt, day: today() });
    const d = (p.drills[this.drill] = p.drills[this.drill] || { right: 0, total: 0 });
    d.total += 1;
    if (correct) d.right += 1;
    // a puzzle (its exercise has a difficulty): the learner's puzzle rating, Glicko-2
    if (Number.isInteger(this.exercise.rating)) recordPuzzle(p, { rating: this.exercise.rating, correct, day: today() });
    p.streak = correct ? p.streak + 1 : 0;
    p.best = Math.max(p.best, p.streak);
    if (day) p.daily[day[1] + ":" + this.drill] = correct;
    saveProgress(p);
    this.renderProgress();
    this.chooseNext(p);
    return timing;
  }

  renderProgress() {
    const box = this.root.querySelector(".pq-progress-values");
    if (!box) return;
    const p = loadProgress();
    const rows = [[this.s.streak, String(p.streak)], [this.s.best_streak, String(p.best)]];
    for (const [drill, title] of Object.entries(JSON.parse(this.root.dataset.drills || "{}"))) {
      const d = p.drills[drill];
      rows.push([`${this.s.accuracy} — ${title}`, d && d.total
        ? accuracy(this.s, this.lang, d.right, d.total)
        : this.s.no_attempts]);
    }
    if ((today() + ":" + this.drill) in p.daily) rows.push([this.s.daily, this.s.daily_done]);
    if (this.drill === "puzzles" && p.puzzleRating) rows.push([this.s.rating_title, this.ratingText(p.puzzleRating)]);
    box.replaceChildren(...rows.flatMap(([k, v]) => [el("dt", { text: k }), el("dd", { text: v })]));
    const code = this.root.querySelector(".pq-export");
    if (code) code.value = exportCode(p);
  }

  // "1 523 (± 120)": the rating and its deviation, whole, as the page's language writes numbers
  ratingText(rating) {
    const n = new Intl.NumberFormat(this.lang, { maximumFractionDigits: 0 });
    return format(this.s.rating_value, { rating: n.format(rating.r), rd: n.format(rating.rd) });
  }

  onImport(form) {
    const input = form.querySelector("input:not([readonly])");
    const msg = form.querySelector(".pq-importmsg");
    const imported = importCode(input.value);
    const p = imported && mergeImported(loadProgress(), imported, input.value);
    if (!p) {
      msg.textContent = this.s.import_bad;
      msg.classList.add("pq-failed");
      return;
    }
    msg.classList.remove("pq-failed");
    msg.textContent = saveProgress(p) ? this.s.import_done : this.s.storage_off;
    this.renderProgress();
  }

  async onHand(form) {
    const input = form.querySelector("input");
    const msg = form.querySelector(".pq-handerror");
    msg.textContent = "";
    input.removeAttribute("aria-invalid");
    this.say(this.s.dealing);
    try {
      const r = await this.engine().call({ op: "exercise", drill: this.drill, lang: this.lang,
        hand: input.value });
      if (!r.ok) {
        msg.textContent = r.message;
        input.setAttribute("aria-invalid", "true");
        this.say(this.s.engine_ready);
        return;
      }
      this.show(r);
    } catch (err) {
      this.engineFailed(err);
    }
  }

  // "Next hand" is dealt in advance, while the learner answers the hand on show: the click
  // then only has to show it (the engine's own time, 2-45 ms, is off the learner's path).
  dealAhead() {
    if (this.mode === "block") return;
    const want = this.want || null; // the class of hand the learner's weak spots ask for
    const response = this.engine().call({ op: "exercise", drill: this.drill, lang: this.lang,
      seed: randomSeed(), ...(want ? { want } : this.near()) });
    response.catch(() => {}); // a failure shows when the learner asks for the hand
    this.ahead = { drill: this.drill, lang: this.lang, want, response };
  }

  nextHand() {
    if (this.round && this.round.seeds) return this.roundNext(); // the daily round's hands
    // Before the engine is ready (a first visit on a slow link), the page's other first
    // exercises (pq-alts, generators/trainer.py) are dealt: the learner never waits.
    // The status line still says how the engine is doing. (A spare hand may not be of the
    // kind the weak-spot practice wants: better than making the learner wait.)
    const spare = !window.__piquetEngine && this.spareHand();
    if (spare) {
      // the engine's state stays on the line; a link's refusal was about the hand before
      if (this.linkNote) {
        this.linkNote = null;
        this.say(this.s.engine_loading);
      }
      const status = this.status && this.status.cloneNode(true);
      this.show(spare);
      if (status) this.status.replaceChildren(...status.childNodes);
      if (status) this.status.className = status.className;
      return;
    }
    const ahead = this.ahead;
    this.ahead = null;
    const want = this.want || null;
    const fresh = ahead && ahead.drill === this.drill && ahead.lang === this.lang
      && ahead.want === want;
    this.deal({ seed: randomSeed(), ...(want ? { want } : this.near()) }, false,
      fresh ? ahead.response : null);
  }

  // A puzzle is served near the learner's puzzle rating, once he has one (as lichess does);
  // the other drills deal any hand.
  near() {
    const rating = this.drill === "puzzles" && loadProgress().puzzleRating;
    return rating ? { near: Math.round(rating.r) } : {};
  }

  spareHand() {
    if (this.spares === undefined) {
      const data = this.mode === "page" && this.root.querySelector("script.pq-alts");
      this.spares = data ? JSON.parse(data.textContent) : [];
    }
    // never a hand already shown on this visit (the one the page opened on, a link's, one
    // already dealt): "Next hand" showed the same dialogue hand twice
    this.spares = this.spares.filter((a) => !this.seen.has(a.exercise.seed));
    return this.spares.shift();
  }

  async deal(request, fromUrl = false, dealt = null) {
    // the latest deal asked for wins: a hand asked for later (the daily hand while a link's
    // hand is being dealt) is not replaced by an earlier one that comes back after it
    const token = (this.dealToken = (this.dealToken || 0) + 1);
    this.linkNote = null;
    this.say(this.s.dealing);
    const t0 = performance.now();
    try {
      const r = await (dealt || this.engine().call({ op: "exercise", drill: this.drill,
        lang: this.lang, ...request }));
      if (token !== this.dealToken) return;
      if (!r.ok) {
        if (fromUrl) {
          this.restoreOwn();
          this.linkRefused(r.message);
        } else this.say(r.message, true);
        if (fromUrl) this.root.dataset.urlDeal = "done";
        return;
      }
      this.show(r);
      this.root.dataset.dealMs = String(performance.now() - t0);
    } catch (err) {
      if (token !== this.dealToken) return;
      // the exercise on show is the page's own: it is checked and recorded as its drill
      if (fromUrl) this.drill = this.exercise.drill;
      this.updateShare();
      this.engineFailed(err);
    }
    if (fromUrl) this.root.dataset.urlDeal = "done";
  }

  // "Next hand" beside "Check" (its row stays on screen on a phone, trainer.css)
  addNext() {
    const check = this.stage.querySelector(".pq-buttons .pq-check");
    if (!check || this.mode === "block" || check.parentElement.querySelector(".pq-next")) return;
    check.after(" ", el("button", { type: "button", class: "md-button pq-next", text: this.s.next }));
  }

  show(response, dealt = true) {
    this.exercise = response.exercise;
    this.seen.add(this.exercise.seed);
    this.checked = false;
    delete this.root.dataset.waiting;
    this.stage.replaceChildren(renderExercise(this.exercise, this.s));
    this.shownAt = performance.now();
    this.addNext();
    // the new hand in full view: below the sticky header, not under "Back to top"
    const top = this.stage.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) {
      const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
      this.stage.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    }
    this.updateVisibility();
    this.updateShare();
    if (dealt) this.say(this.s.engine_ready);
    if (this.mode !== "block") {
      const url = new URL(location.href);
      url.searchParams.set("seed", this.exercise.seed);
      if (this.mode === "embed") url.searchParams.set("drill", this.drill);
      if (this.exercise.seed !== this.carriedSeed) url.hash = ""; // it carries another hand
      history.replaceState(null, "", url);
    }
    const first = this.stage.querySelector("input, [role=listbox]");
    if (first && this.root.contains(document.activeElement)) first.focus();
    this.prepare();
    this.dealAhead();
  }

  prepare() {
    // The exchange: let the engine rank the discards while the learner thinks.
    if (!this.exercise.engine_check) return;
    this.engine().call({ op: "prepare", drill: this.drill, seed: this.exercise.seed, lang: this.lang })
      .catch(() => {});
  }

  shareURLs(drill = this.drill, seed = this.exercise.seed) {
    const prefix = this.lang === "en" ? "" : this.lang + "/";
    const page = new URL(prefix + "trainer/" + drill + "/", SITE_ROOT);
    page.searchParams.set("seed", seed);
    const embed = new URL(prefix + "trainer/embed/", SITE_ROOT);
    embed.searchParams.set("drill", drill);
    embed.searchParams.set("seed", seed);
    return { page: page.href, embed: embed.href };
  }

  updateShare() {
    const link = this.root.querySelector(".pq-link");
    const code = this.root.querySelector(".pq-iframe");
    if (!link || !code) return;
    const urls = this.shareURLs();
    link.value = urls.page;
    const title = this.s.embed_title.replace(/"/g, "&quot;");
    // each drill's frame as tall as its exercise (generators/trainer.py EMBED_HEIGHTS)
    const height = JSON.parse(this.root.dataset.heights || "{}")[this.drill] || 640;
    const iframe = (src) => `<iframe src="${src}" title="${title}" width="100%" ` +
      `height="${height}" style="border:0" loading="lazy"></iframe>`;
    code.value = iframe(urls.embed);
    // the one-tag form, for a page that runs scripts: <piquet-hand> sizes itself (embed/piquet.js)
    const script = this.root.querySelector(".pq-script");
    if (script) {
      script.value = `<script src="${new URL("assets/embed/piquet.js", SITE_ROOT).href}" defer></script>\n` +
        `<piquet-hand drill="${this.drill}" seed="${this.exercise.seed}" lang="${this.lang}"></piquet-hand>`;
    }
    // The exercise itself in the frame's address (#x=, carry.js): a host that sandboxes the
    // frame (WordPress) leaves it no engine, and it shows this very exercise all the same.
    // An exchange the engine dealt has no working of its own (the engine checks the discard):
    // the frame, which may have no engine, gets the expert's discard with it, as the page's
    // built-in exchange has (generators/trainer.py _built_exercise).
    const ex = this.exercise;
    const working = ex.engine_check && !ex.explanation.length && this.mode !== "block"
      && !this.sandboxed
      ? this.engine().call({ op: "check", drill: this.drill, seed: ex.seed, lang: this.lang,
        answers: {} }).then((r) => (r.ok ? { ...ex, explanation: r.explanation } : ex), () => ex)
      : Promise.resolve(ex);
    working.then(packExercise).then((packed) => {
      if (packed && this.exercise === ex) code.value = iframe(withCarried(urls.embed, packed));
    }, () => {});
  }

  async copy(button) {
    await copyField(this.root.querySelector("#" + button.getAttribute("aria-controls")));
    const note = button.parentElement.querySelector(".pq-copied");
    if (note) note.textContent = this.s.copied;
  }

  // --- fluency: answer times, timed rounds, practice aimed at weak spots ---------

  classTitles() {
    return (this.s.class_titles || {})[this.drill] || {};
  }

  seconds(ms) {
    const n = new Intl.NumberFormat(this.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return format(this.s.seconds, { n: n.format(ms / 1000) });
  }

  // "Your time: 4.2 s — your median: 5.1 s", under the verdict.
  showTime(out, timing) {
    const line = el("p", { class: "pq-time" }, format(this.s.time_taken, { time: this.seconds(timing.ms) }));
    if (timing.median !== null)
      line.append(" — " + format(this.s.time_median, { time: this.seconds(timing.median) }));
    out.querySelector(".pq-verdict").after(line);
  }

  practice() {
    try {
      const all = JSON.parse(localStorage.getItem("piquet-trainer-practice") || "{}");
      const mine = all[this.drill];
      return mine && typeof mine === "object" ? mine : { aim: true, chosen: [] };
    } catch {
      return { aim: true, chosen: [] };
    }
  }

  setPractice(mine) {
    this.practiceNow = mine;
    try {
      const all = JSON.parse(localStorage.getItem("piquet-trainer-practice") || "{}");
      all[this.drill] = mine;
      localStorage.setItem("piquet-trainer-practice", JSON.stringify(all));
    } catch {
      /* storage off: the choice lasts for this page */
    }
  }

  // The class the next hand should be of (null: any), from the learner's record; chosen
  // after each answer, so that "Next hand" and the hand dealt ahead agree.
  chooseNext(p = loadProgress()) {
    const mine = this.practiceNow;
    const titles = Object.keys(this.classTitles());
    if (!mine || !mine.aim || !titles.length || this.round) {
      this.want = null;
    } else {
      const chosen = mine.chosen.filter((c) => titles.includes(c));
      this.want = chosen.length ? nextClass(p, this.drill, chosen, Math.random, false)
        : nextClass(p, this.drill, titles);
    }
    this.root.dataset.want = this.want || "";
    this.renderClasses(p);
  }

  wireFluency() {
    // every drill page has its timed rounds; the practice of weak spots only where the
    // drill tells kinds of hand apart (the exchange, the umpire and Bezique do not)
    if (this.mode !== "page" || !this.s.round_title) return;
    const { s } = this;
    const uid = this.root.querySelector(".pq-handform input")?.id || this.drill;
    const kinds = [["hands", format(s.round_hands, { n: ROUND_HANDS })],
      ["clock", format(s.round_clock, { minutes: ROUND_SECONDS / 60 })], ["daily", s.round_daily],
      ["streak", s.round_streak]];
    const rounds = el("section", { class: "pq-rounds", "aria-labelledby": uid + "-rounds" },
      el("h2", { id: uid + "-rounds", class: "pq-panel-title", text: s.round_title }),
      el("p", { class: "pq-round-buttons" }, ...kinds.map(([kind, label]) =>
        el("button", { type: "button", class: "md-button pq-round", "data-kind": kind, text: label }))),
      el("p", { class: "pq-round-status", role: "timer", "aria-live": "off" }),
      el("div", { class: "pq-round-result", role: "status", "aria-live": "polite" }));
    const list = el("tbody");
    const practice = el("details", { class: "pq-practice" },
      el("summary", { text: s.practice_title }),
      el("p", {}, el("label", {}, el("input", { type: "checkbox", class: "pq-aim" }), " " + s.practice_aim)),
      el("p", { class: "pq-practice-next", "aria-live": "polite" }),
      el("table", { class: "pq-classes" }, el("caption", { text: s.practice_caption }),
        el("thead", {}, el("tr", {}, ...[s.class_col, s.accuracy, s.median_col, s.practise_col]
          .map((t) => el("th", { scope: "col", text: t })))), list));
    // At the end of the trainer, below what the page drew from its HTML: inserted above it,
    // after the first paint, they pushed the typed-hand form and the rest down (a layout
    // shift); the trainer ends the page, so nothing on screen moves now.
    const classed = Object.keys(this.classTitles()).length > 1;
    this.root.append(rounds, ...(classed ? [practice] : []));
    this.practiceNow = classed ? this.practice() : null;
    practice.querySelector(".pq-aim").checked = classed && this.practiceNow.aim;
    this.root.addEventListener("click", (ev) => {
      const button = ev.target.closest && ev.target.closest(".pq-round");
      if (button) this.startRound(button.dataset.kind);
    });
    this.root.addEventListener("change", (ev) => {
      if (ev.target.classList.contains("pq-aim")) {
        this.setPractice({ ...this.practiceNow, aim: ev.target.checked });
      } else if (ev.target.classList.contains("pq-choose")) {
        const chosen = Array.from(this.root.querySelectorAll(".pq-choose:checked"), (b) => b.value);
        this.setPractice({ ...this.practiceNow, chosen });
      } else return;
      this.chooseNext();
      this.ahead = null; // dealt for the former choice
      this.dealAhead();
    });
    this.chooseNext();
  }

  // The table of the drill's classes: accuracy, median time, and a box to practise it.
  renderClasses(p) {
    const body = this.root.querySelector(".pq-classes tbody");
    if (!body) return;
    const chosen = (this.practiceNow && this.practiceNow.chosen) || [];
    const rows = Object.entries(this.classTitles()).map(([cls, title]) => {
      const st = classStats(p, this.drill, cls);
      const box = el("input", { type: "checkbox", class: "pq-choose", value: cls, "aria-label": title });
      box.checked = chosen.includes(cls);
      return el("tr", { "data-class": cls, "data-mastery": st.mastery },
        el("th", { scope: "row", text: title }),
        el("td", { text: st.total ? accuracy(this.s, this.lang, st.right, st.total) : this.s.no_attempts }),
        el("td", { text: st.median !== null ? this.seconds(st.median) : "—" }),
        el("td", {}, box));
    });
    body.replaceChildren(...rows);
    const next = this.root.querySelector(".pq-practice-next");
    if (next) next.textContent = this.want
      ? format(this.s.practice_next, { name: this.classTitles()[this.want] }) : "";
  }

  // A timed round: N hands ("hands"), as many as fit in ROUND_SECONDS ("clock"), today's
  // N hands, the same for everyone ("daily"), or hands until the first wrong answer
  // ("streak", as lichess's puzzle streak). The time runs from the first hand shown.
  async startRound(kind) {
    clearInterval(this.round && this.round.timer);
    const seeds = kind === "daily" ? dailyRoundSeeds(today()) : null;
    this.round = { kind, seeds, i: 0, right: 0, total: 0, marks: [], day: today(),
      limit: kind === "clock" ? ROUND_SECONDS * 1000 : null, t0: null, timer: null };
    const result = this.root.querySelector(".pq-round-result");
    result.replaceChildren();
    // the clock and the result above the exercise, where the learner looks: below the
    // buttons they were out of sight on a phone
    this.stage.before(this.root.querySelector(".pq-round-status"), result);
    this.want = null;
    this.root.dataset.round = "running";
    await (seeds ? this.roundNext() : this.deal({ seed: randomSeed() }));
    if (!this.round || this.round.t0 !== null) return;
    this.round.t0 = performance.now();
    this.round.timer = setInterval(() => this.roundTick(), 250);
    this.roundTick();
  }

  roundNext() {
    const r = this.round;
    return this.deal({ seed: r.seeds[Math.min(r.i, r.seeds.length - 1)] });
  }

  roundTick() {
    const r = this.round;
    if (!r) return;
    const status = this.root.querySelector(".pq-round-status");
    const ms = roundElapsed(r, performance.now());
    if (r.limit !== null && ms >= r.limit) return this.endRound();
    if (r.kind === "streak") {
      status.textContent = format(this.s.round_status_streak, { right: r.right, time: clockText(ms) });
      return;
    }
    status.textContent = r.limit !== null
      ? format(this.s.round_status_clock, { right: r.right, total: r.total,
          time: clockText(r.limit - ms) })
      : format(this.s.round_status, { n: r.total + 1, of: ROUND_HANDS, time: clockText(ms) });
  }

  roundAnswered(correct) {
    const r = this.round;
    r.total += 1;
    if (correct) r.right += 1;
    r.marks.push(correct ? "✓" : "✗");
    r.i += 1;
    if (r.kind === "streak" ? !correct : r.limit === null && r.total >= ROUND_HANDS) this.endRound();
    else this.roundTick();
  }

  endRound() {
    const r = this.round;
    clearInterval(r.timer);
    // the time of the round that ends (r), read before this.round is cleared: read after,
    // it was 0 and every round of N hands recorded 0:00
    const result = roundResult(r, performance.now());
    const ms = result.ms;
    this.round = null;
    const p = loadProgress();
    const best = recordRound(p, this.drill, r.kind, result, r.day);
    saveProgress(p);
    const kinds = { hands: format(this.s.round_hands, { n: ROUND_HANDS }),
      clock: format(this.s.round_clock, { minutes: ROUND_SECONDS / 60 }), daily: this.s.round_daily,
      streak: this.s.round_streak };
    const streak = r.kind === "streak";
    const title = JSON.parse(this.root.dataset.drills || "{}")[this.drill] || this.drill;
    const line = format(this.s.round_share, { drill: title, round: kinds[r.kind],
      day: r.day, right: r.right, total: r.total, time: clockText(ms), marks: r.marks.join("") });
    const pb = p.rounds[this.drill + ":" + r.kind];
    const id = (this.root.querySelector(".pq-round-status").id ||= `pq-round-${this.drill}-${Date.now()}`);
    const out = this.root.querySelector(".pq-round-result");
    out.replaceChildren(
      el("p", { class: "pq-round-score", text: format(streak ? this.s.round_done_streak : this.s.round_done,
        { right: r.right, total: r.total, time: clockText(ms) }) }),
      el("p", { class: "pq-round-best", text: best ? this.s.round_new_best
        : format(streak ? this.s.round_best_streak : this.s.round_best,
          { right: pb.right, total: pb.total, time: clockText(pb.ms) }) }),
      el("p", {}, el("label", { for: id + "-share", text: this.s.round_share_label + " " }),
        el("input", { id: id + "-share", class: "pq-round-line", type: "text", readonly: "",
          value: line }), " ",
        el("button", { type: "button", class: "md-button pq-copy", "aria-controls": id + "-share",
          text: this.s.copy }), el("span", { class: "pq-copied", role: "status" })));
    this.root.querySelector(".pq-round-status").textContent = "";
    this.root.dataset.round = "done";
    out.scrollIntoView?.({ block: "nearest" });
    this.chooseNext(p);
  }
}

function main() {
  for (const page of document.querySelectorAll(".pq-progress-page")) renderProgressPage(page);
  const roots = document.querySelectorAll(".pq-trainer");
  if (!roots.length) return;
  document.documentElement.classList.toggle("pq-four-colour", fourColour());
  window.__piquetTrainers = Array.from(roots, (root) => new Trainer(root));
  window.__piquetRenderExercise = renderExercise; // read by tests/browser/test_exercise_render.py
  performance.mark("pq-usable"); // the first exercise answers from here on (bench/trainer.py)
}

if (typeof document !== "undefined") main();
