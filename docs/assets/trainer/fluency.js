// Fluency: how fast and how surely the learner answers, per drill and per class of
// hand (piquet_core/trainer/classes.py), and which class to practise next. Pure functions of
// the progress object (store.js), no page and no words: the page script shows them, and the
// tests run them with node (tests/trainer/test_fluency_js.py).
//
// The schedule is a Leitner system counted in answers, not days (a drill session is short):
// each class of hand has a box; a miss puts it back in box 0, due again after one other hand;
// a right answer in the learner's usual time moves it up a box, and the wait doubles (2, 4,
// 8... answers); a right but slow one keeps its box. The next hand is of the class most overdue in
// the lowest box; when none is due, of a class drawn by weakness (wrong or slow), and
// sometimes of any class, so the mix stays varied.

export const ROUND_HANDS = 10; // a round of N hands
export const ROUND_SECONDS = 120; // or as many as fit in two minutes
const KEEP_TIMES = 30; // the last answer times kept per drill and per class
const KEEP_DAY_TIMES = 40; // today's answer times kept per drill (past days keep their median)
const TOP_BOX = 8;
const SLOW = 1.5; // slower than 1.5 × the learner's median is slow
const ANY_HAND = 0.25; // the share of hands of any class when nothing is due

export function median(values) {
  if (!values || !values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
}

function keep(list, value, n) {
  list.push(value);
  if (list.length > n) list.splice(0, list.length - n);
}

export function classKey(drill, cls) {
  return drill + ":" + cls;
}

// The wait, in answers, of a class in `box`: 1, 2, 4, ... 256.
export function interval(box) {
  return 2 ** Math.min(box, TOP_BOX);
}

// One answer: its time (ms from the hand shown to the answer given), right or not, the hand's
// classes. Updates the counts per drill, per day and per class, and the schedule.
export function recordAnswer(p, { drill, classes = [], correct, ms, day }) {
  const t = Math.max(0, Math.round(ms));
  p.clock = (p.clock || 0) + 1;
  const drillTimes = (p.times[drill] = p.times[drill] || []);
  const usual = median(drillTimes);
  const slow = usual !== null && drillTimes.length >= 3 && t > SLOW * usual;
  keep(drillTimes, t, KEEP_TIMES);
  compactDays(p, day);
  const today = (p.days[day] = p.days[day] || {});
  const d = (today[drill] = today[drill] || { r: 0, n: 0, t: [] });
  d.n += 1;
  if (correct) d.r += 1;
  keep(d.t, t, KEEP_DAY_TIMES);
  for (const cls of classes) {
    const c = (p.cls[classKey(drill, cls)] = p.cls[classKey(drill, cls)] || {
      r: 0, n: 0, t: [], box: 0, due: 0,
    });
    c.n += 1;
    if (correct) c.r += 1;
    keep(c.t, t, KEEP_TIMES);
    if (!correct) c.box = 0;
    else if (!slow) c.box = Math.min(c.box + 1, TOP_BOX);
    c.due = p.clock + interval(c.box);
  }
  return { ms: t, median: median(drillTimes), slow };
}

// Past days keep their counts and their median time only (a year of history stays small).
function compactDays(p, day) {
  for (const [date, drills] of Object.entries(p.days)) {
    if (date === day) continue;
    for (const d of Object.values(drills)) {
      if (Array.isArray(d.t)) {
        d.m = median(d.t);
        delete d.t;
      }
    }
  }
}

// How many answers until the class is due again (0: due now; null: never seen).
export function dueIn(p, drill, cls) {
  const c = p.cls[classKey(drill, cls)];
  if (!c) return null;
  return Math.max(0, c.due - (p.clock || 0));
}

// A class's mastery: "new" (never seen), "weak", "learning" or "known" (box 4 or more, with
// at least four answers in five right).
export function mastery(c) {
  if (!c || !c.n) return "new";
  if (c.box >= 4 && c.r / c.n >= 0.8) return "known";
  if (c.box >= 2) return "learning";
  return "weak";
}

// How much a class needs practice: wrong or slow answers, fewer boxes; an unseen class a
// little (the learner should meet every kind of hand).
export function weakness(p, drill, cls) {
  const c = p.cls[classKey(drill, cls)];
  if (!c || !c.n) return 1;
  const usual = median(p.times[drill] || []);
  const own = median(c.t);
  const slowness = usual && own ? Math.max(0, own / usual - 1) : 0;
  return (1 - c.r / c.n) * 3 + slowness + 1 / (1 + c.box);
}

// The class the next hand should be of, among `classes` (the drill's, or the ones the
// learner chose), or null for a hand of any class (only if `varied`: not when the learner
// chose the classes). `rand` is a function giving [0, 1).
export function nextClass(p, drill, classes, rand = Math.random, varied = true) {
  if (!classes.length) return null;
  const clock = p.clock || 0;
  let due = null;
  for (const cls of classes) {
    const c = p.cls[classKey(drill, cls)];
    if (!c || !c.n || c.due > clock) continue;
    if (!due || c.box < due.c.box || (c.box === due.c.box && c.due < due.c.due)) due = { cls, c };
  }
  if (due) return due.cls;
  if (varied && rand() < ANY_HAND) return null;
  const weights = classes.map((cls) => weakness(p, drill, cls));
  let x = rand() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < classes.length; i++) {
    x -= weights[i];
    if (x < 0) return classes[i];
  }
  return classes[classes.length - 1];
}

// A class's accuracy (0-100) and median time (ms), or nulls.
export function classStats(p, drill, cls) {
  const c = p.cls[classKey(drill, cls)];
  if (!c || !c.n) return { right: 0, total: 0, percent: null, median: null, mastery: "new" };
  return { right: c.r, total: c.n, percent: Math.round((100 * c.r) / c.n), median: median(c.t),
    mastery: mastery(c) };
}

// Per day (oldest first) for one drill: {day, right, total, percent, median}.
export function daySeries(p, drill) {
  return Object.keys(p.days).sort().flatMap((day) => {
    const d = p.days[day][drill];
    if (!d || !d.n) return [];
    return [{ day, right: d.r, total: d.n, percent: Math.round((100 * d.r) / d.n),
      median: Array.isArray(d.t) ? median(d.t) : (d.m ?? null) }];
  });
}

// --- timed rounds ---------------------------------------------------------------------------

// The seeds of the daily round of `day` (YYYY-MM-DD): the same for everyone that day, like
// the daily hand's ("d" + the date); each drill deals its own hands from them.
export function dailyRoundSeeds(day, n = ROUND_HANDS) {
  return Array.from({ length: n }, (_, i) => `r${day}-${i + 1}`);
}

// "hands" (N hands), "clock" (as many as fit in ROUND_SECONDS) or "daily" (today's N hands).
export function roundKey(drill, kind) {
  return drill + ":" + kind;
}

// Whether a finished round beats the personal best of its drill and kind: more right, then
// less time (a clock round: more right in the same time).
export function isBetter(result, best) {
  if (!best) return true;
  if (result.right !== best.right) return result.right > best.right;
  return result.ms < best.ms;
}

// Record a finished round: the best per drill and kind, and the daily round once a day.
export function recordRound(p, drill, kind, result, day) {
  const key = roundKey(drill, kind);
  const best = isBetter(result, p.rounds[key]);
  if (best) p.rounds[key] = { right: result.right, total: result.total, ms: result.ms, day };
  if (kind === "daily") {
    const dkey = day + ":" + drill;
    if (!(dkey in p.dailyRounds)) p.dailyRounds[dkey] = [result.right, result.total, result.ms];
  }
  return best;
}

// A round's time so far, in ms: from its first hand shown (`round.t0`, a performance.now()
// reading) to `now`; 0 before the first hand is shown.
export function roundElapsed(round, now) {
  return round && round.t0 !== null && round.t0 !== undefined ? Math.max(0, now - round.t0) : 0;
}

// A finished round's result: its right answers, its hands, and its time in ms: the clock
// round's two minutes, or the time from the first hand shown to the last answer (the time
// the status line showed).
export function roundResult(round, now) {
  const ms = Math.round(round.limit !== null && round.limit !== undefined ? round.limit
    : roundElapsed(round, now));
  return { right: round.right, total: round.total, ms };
}

// "1:42" (minutes and seconds) for a round's time.
export function clockText(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
