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

// A page's strings for one drill: its own ("puzzles:class_col") over the common ones
// ("class_col"), where its kinds are not kinds of hand (the puzzles' themes).
export function drillStrings(s, drill) {
  const out = { ...s };
  for (const [key, text] of Object.entries(s)) if (key.startsWith(drill + ":")) out[key.slice(drill.length + 1)] = text;
  return out;
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

// --- the puzzle rating: Glicko-2 ------------------------------------------------------------
// The learner's rating at the play puzzles, updated after each puzzle answered as lichess
// does (Glickman, "Example of the Glicko-2 system", 2012; one rating period per answer): a
// right answer is a win against the puzzle, a wrong one a loss. A puzzle's rating is the
// engine's estimate of its difficulty (piquet_core/puzzles.py, `_rating`); with no server
// the puzzles' ratings are not updated from everyone's answers, so each counts with a fixed
// deviation (PUZZLE_RD).
const GLICKO_SCALE = 173.7178;
const TAU = 0.5; // the system constant: how fast the volatility may change
const PUZZLE_RD = 80;
export const NEW_RATING = { r: 1500, rd: 350, vol: 0.06 };

// One rating period: `player` ({r, rd, vol}) against `games` ([{r, rd, score}], score 1, 0.5
// or 0); returns the new {r, rd, vol}. With no games only the deviation grows.
export function glicko2(player, games) {
  const mu = (player.r - 1500) / GLICKO_SCALE;
  const phi = player.rd / GLICKO_SCALE;
  if (!games.length) {
    return { r: player.r, rd: Math.min(350, GLICKO_SCALE * Math.sqrt(phi ** 2 + player.vol ** 2)), vol: player.vol };
  }
  let vInv = 0;
  let sum = 0;
  for (const game of games) {
    const phiJ = game.rd / GLICKO_SCALE;
    const g = 1 / Math.sqrt(1 + (3 * phiJ ** 2) / Math.PI ** 2);
    const e = 1 / (1 + Math.exp(-g * (mu - (game.r - 1500) / GLICKO_SCALE)));
    vInv += g ** 2 * e * (1 - e);
    sum += g * (game.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // the new volatility: the root of f by the Illinois algorithm (step 5 of the paper)
  const a = Math.log(player.vol ** 2);
  const f = (x) => (Math.exp(x) * (delta ** 2 - phi ** 2 - v - Math.exp(x))) / (2 * (phi ** 2 + v + Math.exp(x)) ** 2)
    - (x - a) / TAU ** 2;
  let lo = a;
  let hi;
  if (delta ** 2 > phi ** 2 + v) hi = Math.log(delta ** 2 - phi ** 2 - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k += 1;
    hi = a - k * TAU;
  }
  let fLo = f(lo);
  let fHi = f(hi);
  while (Math.abs(hi - lo) > 1e-6) {
    const c = lo + ((lo - hi) * fLo) / (fHi - fLo);
    const fC = f(c);
    if (fC * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else fLo /= 2;
    hi = c;
    fHi = fC;
  }
  const vol = Math.exp(lo / 2);
  const phiStar = Math.sqrt(phi ** 2 + vol ** 2);
  const phiNew = 1 / Math.sqrt(1 / phiStar ** 2 + 1 / v);
  return { r: 1500 + GLICKO_SCALE * (mu + phiNew ** 2 * sum), rd: GLICKO_SCALE * phiNew, vol };
}

// A puzzle answered: the learner's rating updated against the puzzle's (`rating`), and the
// day's rating kept for the progress page's chart (the last of the day).
export function recordPuzzle(p, { rating, correct, day }) {
  const now = p.puzzleRating || { ...NEW_RATING, n: 0, days: {} };
  const next = glicko2(now, [{ r: rating, rd: PUZZLE_RD, score: correct ? 1 : 0 }]);
  const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;
  p.puzzleRating = { r: round(next.r, 2), rd: round(next.rd, 2), vol: round(next.vol, 6), n: now.n + 1,
    days: { ...now.days, [day]: Math.round(next.r) } };
  return p.puzzleRating;
}

// Per day (oldest first): the puzzle rating at the end of that day.
export function ratingSeries(p) {
  const days = (p.puzzleRating && p.puzzleRating.days) || {};
  return Object.keys(days).sort().map((day) => ({ day, rating: days[day] }));
}
