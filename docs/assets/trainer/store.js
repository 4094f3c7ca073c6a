// What the trainer keeps in this browser (localStorage): progress — streak, best streak,
// accuracy per drill, daily hands — with its export/import code, and the four-colour deck
// choice. Storage may be off (a sandboxed iframe): every access is guarded.

const STORE_KEY = "piquet-trainer-v1";
const FOUR_KEY = "piquet-four-colour";

export function emptyProgress() {
  return { v: 1, streak: 0, best: 0, drills: {}, daily: {} };
}

function validProgress(p) {
  if (!p || typeof p !== "object" || p.v !== 1) return false;
  const nat = (n) => Number.isInteger(n) && n >= 0;
  if (!nat(p.streak) || !nat(p.best) || typeof p.drills !== "object" || typeof p.daily !== "object")
    return false;
  return Object.values(p.drills).every((d) => d && nat(d.right) && nat(d.total) && d.right <= d.total);
}

export function loadProgress() {
  try {
    const p = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
    return validProgress(p) ? p : emptyProgress();
  } catch {
    return emptyProgress();
  }
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

export function exportCode(p) {
  const body = btoa(JSON.stringify(p)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `PQ1.${body}.${checksum(body)}`;
}

export function importCode(code) {
  const parts = code.trim().split(".");
  if (parts.length !== 3 || parts[0] !== "PQ1" || checksum(parts[1]) !== parts[2]) return null;
  try {
    const p = JSON.parse(atob(parts[1].replace(/-/g, "+").replace(/_/g, "/")));
    return validProgress(p) ? p : null;
  } catch {
    return null;
  }
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

