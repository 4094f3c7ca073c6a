// The progress page: the learner's record in this browser, as pictures and as
// tables. Per drill, a chart of accuracy per day and one of the median answer time per day,
// each an SVG drawn here (no library) with a table beside it for screen readers (the SVG is
// aria-hidden: the table says the same); then the classes of hand, a grid coloured by
// mastery, with its table; then the personal bests of the timed rounds. No words of its own:
// every string comes from the page (piquet_core/trainer/ui.py).

import { accuracy, el, format, percentText } from "../shared/helpers.js";
import { classStats, clockText, daySeries, drillStrings, ratingSeries } from "./fluency.js";
import { loadProgress } from "./store.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 560;
const H = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 34 };

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

// A line chart of `points` ({label, value}) on a 0..max scale, `tick` formatting the axis.
export function lineChart(points, max, tick, cls) {
  const iw = W - PAD.left - PAD.right;
  const ih = H - PAD.top - PAD.bottom;
  const x = (i) => PAD.left + (points.length === 1 ? iw / 2 : (i * iw) / (points.length - 1));
  const y = (v) => PAD.top + ih - (ih * v) / (max || 1);
  const chart = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "pq-chart " + cls,
    "aria-hidden": "true", focusable: "false" });
  for (const f of [0, 0.5, 1]) {
    chart.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(f * max), y2: y(f * max),
      class: "pq-grid-line" }),
    svg("text", { x: PAD.left - 6, y: y(f * max) + 4, "text-anchor": "end", text: tick(f * max) }));
  }
  const step = Math.max(1, Math.ceil(points.length / 6));
  points.forEach((pt, i) => {
    if (i % step === 0 || i === points.length - 1)
      chart.append(svg("text", { x: x(i), y: H - 10, "text-anchor": "middle", text: pt.label }));
  });
  const drawn = points.map((pt, i) => [x(i), y(pt.value)]);
  chart.append(svg("polyline", { points: drawn.map((d) => d.join(",")).join(" "), class: "pq-line" }));
  for (const [cx, cy] of drawn) chart.append(svg("circle", { cx, cy, r: 3.5, class: "pq-dot" }));
  return chart;
}

function table(caption, head, rows, cls = "") {
  return el("table", { class: "pq-data-table " + cls }, el("caption", { text: caption }),
    el("thead", {}, el("tr", {}, ...head.map((t) => el("th", { scope: "col", text: t })))),
    el("tbody", {}, ...rows.map((r) => el("tr", {}, el("th", { scope: "row", text: r[0] }),
      ...r.slice(1).map((t) => el("td", { text: t }))))));
}

function figure(chart, tableNode) {
  return el("div", { class: "pq-figure" }, chart, tableNode);
}

// A grid of the classes, one square per class coloured by mastery, its name under it.
export function classGrid(items, pct) {
  const size = 120;
  const cols = Math.min(items.length, 4);
  const rows = Math.ceil(items.length / cols);
  const grid = svg("svg", { viewBox: `0 0 ${cols * size} ${rows * 70}`, class: "pq-class-grid",
    "aria-hidden": "true", focusable: "false" });
  items.forEach((it, i) => {
    const gx = (i % cols) * size;
    const gy = Math.floor(i / cols) * 70;
    grid.append(svg("rect", { x: gx + 4, y: gy + 4, width: size - 8, height: 62, rx: 6,
      class: "pq-m-" + it.mastery, "data-class": it.cls }),
    svg("text", { x: gx + size / 2, y: gy + 30, "text-anchor": "middle", class: "pq-grid-pct",
      text: it.percent === null ? "—" : pct(it.percent) }),
    svg("text", { x: gx + size / 2, y: gy + 52, "text-anchor": "middle", class: "pq-grid-name",
      text: it.short }));
  });
  return grid;
}

export function renderProgressPage(root) {
  const s = JSON.parse(root.querySelector("script.pq-strings").textContent);
  const lang = root.dataset.lang;
  const out = root.querySelector(".pq-progress-out");
  const p = loadProgress();
  const num = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const pct = (v) => percentText(lang, v); // "63%", « 63 % » (U+202F), «63 %»
  const secs = (ms) => format(s.seconds, { n: num.format(ms / 1000) });
  const dayLabel = (day) => new Date(day + "T12:00:00").toLocaleDateString(lang,
    { day: "numeric", month: "short" });
  const parts = [];
  let any = false;
  // every drill of the trainer's registry (piquet_core.trainer.DRILLS), in its order
  const drills = s.drills;
  for (const drill of drills) {
    const title = s.drill_titles[drill];
    const days = daySeries(p, drill);
    const section = el("section", { class: "pq-progress-drill", "data-drill": drill },
      el("h2", { text: title }));
    if (days.length) {
      any = true;
      const acc = days.map((d) => ({ label: dayLabel(d.day), value: d.percent }));
      section.append(el("h3", { text: s.chart_accuracy }), figure(
        lineChart(acc, 100, pct, "pq-chart-accuracy"),
        table(format(s.chart_accuracy_caption, { drill: title }), [s.col_day, s.accuracy, s.col_answers],
          days.map((d) => [dayLabel(d.day), pct(d.percent), String(d.total)]), "pq-table-accuracy")));
      const timed = days.filter((d) => d.median !== null);
      const top = Math.max(...timed.map((d) => d.median), 1000);
      const max = Math.ceil(top / 5000) * 5000;
      section.append(el("h3", { text: s.chart_time }), figure(
        lineChart(timed.map((d) => ({ label: dayLabel(d.day), value: d.median })), max, secs,
          "pq-chart-time"),
        table(format(s.chart_time_caption, { drill: title }), [s.col_day, s.median_col],
          timed.map((d) => [dayLabel(d.day), secs(d.median)]), "pq-table-time")));
    } else {
      section.append(el("p", { class: "pq-progress-none", text: s.no_attempts }));
    }
    const titles = s.class_titles[drill] || {};
    const items = Object.entries(titles).map(([cls, name]) => ({ cls, name,
      short: name.length > 18 ? name.slice(0, 17) + "…" : name, ...classStats(p, drill, cls) }));
    const own = drillStrings(s, drill); // the puzzles' themes
    section.append(el("h3", { text: own.grid_title }), figure(classGrid(items, pct),
      table(format(own.grid_caption, { drill: title }), [own.class_col, s.mastery_col, s.accuracy, s.median_col],
        items.map((it) => [it.name, s["mastery_" + it.mastery],
          it.total ? accuracy(s, lang, it.right, it.total) : "—", it.median !== null ? secs(it.median) : "—"]),
        "pq-table-classes")));
    parts.push(section);
  }
  // the puzzle rating over time (Glicko-2, fluency.js), after the drills
  const ratings = ratingSeries(p);
  if (ratings.length) {
    any = true;
    const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const max = Math.ceil(Math.max(...ratings.map((d) => d.rating), 1000) / 500) * 500;
    parts.push(el("section", { class: "pq-progress-rating" }, el("h2", { text: s.rating_title }),
      el("p", { class: "pq-rating-now", text: format(s.rating_value,
        { rating: whole.format(p.puzzleRating.r), rd: whole.format(p.puzzleRating.rd) }) }),
      figure(lineChart(ratings.map((d) => ({ label: dayLabel(d.day), value: d.rating })), max,
        (v) => whole.format(v), "pq-chart-rating"),
      table(s.chart_rating_caption, [s.col_day, s.col_rating],
        ratings.map((d) => [dayLabel(d.day), whole.format(d.rating)]), "pq-table-rating"))));
  }
  const bests = Object.entries(p.rounds).filter(([k]) => drills.includes(k.split(":")[0]));
  if (bests.length) {
    // each drill's own round names: the puzzles' round counts puzzles («Раунд из 10 задач»)
    const kinds = (drill) => {
      const own = drillStrings(s, drill);
      return { hands: own.round_hands, clock: own.round_clock, daily: own.round_daily, streak: own.round_streak };
    };
    parts.push(el("section", { class: "pq-progress-rounds" }, el("h2", { text: s.bests_title }),
      table(s.bests_title, [s.col_drill, s.col_round, s.accuracy, s.col_time],
        bests.map(([k, b]) => [s.drill_titles[k.split(":")[0]], kinds(k.split(":")[0])[k.split(":")[1]] || "",
          accuracy(s, lang, b.right, b.total), clockText(b.ms)]),
        "pq-table-bests")));
  }
  if (!any) parts.unshift(el("p", { class: "pq-progress-empty", text: s.progress_empty }));
  out.replaceChildren(...parts);
  root.dataset.ready = "true";
}
