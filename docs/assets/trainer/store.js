// What the trainer keeps in this browser (localStorage): progress — streak, best streak,
// accuracy per drill, daily hands, answer times, classes of hand, rounds — with its
// export/import code (versioned: older codes still import), and the four-colour deck
// choice. Storage may be off (a sandboxed iframe): every access is guarded.

const STORE_KEY = "piquet-trainer-v1"; // the key of every version: the data carry their own
const BACKUP_KEY = "piquet-trainer-backup"; // stored data this version cannot read, kept aside
const FOUR_KEY = "piquet-four-colour";

// Version 2 adds the answer times, the days, the classes of hand and the rounds;
// a version 1 progress (or code) is read as a version 2 one with none of them yet.
export const VERSION = 2;
const ADDED = ["times", "days", "cls", "rounds", "dailyRounds"]; // in version 2

export function emptyProgress() {
  return { v: VERSION, streak: 0, best: 0, drills: {}, daily: {}, clock: 0,
    times: {}, days: {}, cls: {}, rounds: {}, dailyRounds: {}, puzzleRating: null };
}

const nat = (n) => Number.isInteger(n) && n >= 0;
const isObject = (o) => o !== null && typeof o === "object" && !Array.isArray(o);

function validCore(p) {
  if (!isObject(p) || (p.v !== 1 && p.v !== 2)) return false;
  if (!nat(p.streak) || !nat(p.best) || !isObject(p.drills) || !isObject(p.daily)) return false;
  return Object.values(p.drills).every((d) => d && nat(d.right) && nat(d.total) && d.right <= d.total);
}

const timesOk = (t) => Array.isArray(t) && t.every(nat);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const finite = (x, lo, hi) => typeof x === "number" && Number.isFinite(x) && x >= lo && x <= hi;
// The puzzle rating (fluency.js, Glicko-2), added in version 2 later: an unreadable one is
// dropped, as none yet.
const ratingOk = (r) => isObject(r) && finite(r.r, 0, 5000) && finite(r.rd, 0, 350) && finite(r.vol, 0, 1)
  && nat(r.n) && isObject(r.days) && Object.entries(r.days).every(([d, x]) => DAY.test(d) && finite(x, 0, 5000));
const countsOk = (c) => isObject(c) && nat(c.r) && nat(c.n) && c.r <= c.n;
// Each added field, entry by entry: a bad entry is dropped, the rest kept.
const ENTRY_OK = {
  times: timesOk,
  days: (drills) => isObject(drills)
    && Object.values(drills).every((d) => countsOk(d) && (d.t === undefined ? d.m === null
      || d.m === undefined || nat(d.m) : timesOk(d.t))),
  cls: (c) => countsOk(c) && timesOk(c.t) && nat(c.box) && nat(c.due),
  rounds: (b) => isObject(b) && nat(b.right) && nat(b.total) && nat(b.ms),
  dailyRounds: (r) => Array.isArray(r) && r.length === 3 && r.every(nat),
};

// A progress of any version as the current one, or null if its core is unreadable. Nothing
// readable is dropped: a version 1 progress keeps its counts, a bad entry of an added field
// goes alone.
export function upgrade(p) {
  if (!validCore(p)) return null;
  const out = { ...emptyProgress(), streak: p.streak, best: p.best, drills: p.drills,
    daily: p.daily, clock: nat(p.clock) ? p.clock : 0 };
  if (p.v === 1) return out;
  if (ratingOk(p.puzzleRating)) out.puzzleRating = p.puzzleRating;
  for (const field of ADDED) {
    if (!isObject(p[field])) continue;
    out[field] = Object.fromEntries(Object.entries(p[field]).filter(([, v]) => ENTRY_OK[field](v)));
  }
  return out;
}

export function loadProgress() {
  let raw = null;
  try {
    raw = localStorage.getItem(STORE_KEY);
    const p = upgrade(JSON.parse(raw || "null"));
    if (p) return p;
  } catch {
    /* unreadable: kept aside below */
  }
  // What this version cannot read is kept aside (once) before anything is saved over it.
  try {
    if (raw && localStorage.getItem(BACKUP_KEY) === null) localStorage.setItem(BACKUP_KEY, raw);
  } catch {
    /* storage off */
  }
  return emptyProgress();
}

export function saveProgress(p) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

function checksum(text) {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

function toBase64(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64(body) {
  const bin = atob(body.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

// "PQ2.<base64url JSON>.<checksum>"; "PQ1." codes (version 1) still import.
export function exportCode(p) {
  const body = toBase64(JSON.stringify(p));
  return `PQ${VERSION}.${body}.${checksum(body)}`;
}

export function importCode(code) {
  const parts = String(code).trim().split(".");
  if (parts.length !== 3 || !/^PQ[12]$/.test(parts[0]) || checksum(parts[1]) !== parts[2])
    return null;
  try {
    const p = JSON.parse(fromBase64(parts[1]));
    if (!isObject(p) || p.v !== Number(parts[0].slice(2))) return null;
    return upgrade(p);
  } catch {
    return null;
  }
}

// An imported progress over the one in this browser: the code's counts, and what only this
// browser has (the history an older code cannot carry) kept.
export function mergeImported(current, imported, code) {
  const out = { ...imported };
  const old = /^\s*PQ1\./.test(code);
  for (const field of ADDED) {
    if (old || !Object.keys(imported[field]).length) out[field] = current[field];
  }
  if (old) out.clock = Math.max(current.clock, imported.clock);
  if (!imported.puzzleRating) out.puzzleRating = current.puzzleRating;
  return out;
}

export function fourColour() {
  try {
    return localStorage.getItem(FOUR_KEY) === "1";
  } catch {
    return false;
  }
}

export function setFourColour(on) {
  document.documentElement.classList.toggle("pq-four-colour", on);
  for (const box of document.querySelectorAll(".pq-4c")) box.checked = on;
  try {
    localStorage.setItem(FOUR_KEY, on ? "1" : "0");
  } catch {
    /* storage off: the choice lasts for this page */
  }
}

