// The trainer's engine: one Web Worker per page (worker.js), started on first use. Pyodide
// and the piquet_core wheel are loaded there, from this site only; the main thread never
// runs Python.
//
// A page in an iframe sandboxed without allow-same-origin (WordPress's embeds) has an opaque
// origin: it may not start a worker from this site (SecurityError). The engine then fails at
// once with an error marked `sandboxed`, and the page says why (trainer.js).
//
// `init` is the worker's init message as JSON, from the container's `data-engine` attribute:
// written at build time (generators/trainer.py, engine_init), it is the one source of the
// addresses of the Pyodide runtime, the wheel and the engine's snapshot; boot.js sends the
// same text, and the worker resolves the addresses against its own.

let engine = null;

// The site's service worker (site/sw.js, generators/offline.py): registered once the engine
// is ready, when what it stores for offline use is already in the browser's HTTP cache. Its
// scope is the site's root, two folders above this script (assets/trainer/). Where service
// workers are missing or refused (plain http off localhost, a sandboxed frame), the site
// works as before, online.
function keepOffline() {
  try {
    const sw = navigator.serviceWorker;
    if (!sw || window.isSecureContext === false) return;
    const root = new URL("../../", import.meta.url);
    sw.register(new URL("sw.js", root), { scope: root.pathname }).catch(() => {});
  } catch {
    // a sandboxed frame: no service worker, nothing to report
  }
}

export function startEngine(init) {
  if (engine) return engine;
  // A worker boot.js started while the page was still parsing, with the same message: adopt
  // it (its init call is id 0, and what it answered so far is replayed).
  const boot = window.__pqBoot;
  const booted = boot && boot.init === init && boot.worker ? boot : null;
  let worker;
  try {
    worker = booted ? booted.worker : new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  } catch (err) {
    const error = new Error(`the engine's worker cannot start: ${err.message || err}`);
    error.sandboxed = err.name === "SecurityError";
    const failed = Promise.reject(error);
    failed.catch(() => {}); // the pages handle it where they await the engine
    engine = { ready: failed, call: () => failed };
    return engine;
  }
  const pending = new Map();
  let next = 1;
  worker.onmessage = (event) => {
    const { id, ok, result, error } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    ok ? p.resolve(result) : p.reject(new Error(error));
  };
  worker.onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || "worker error"));
    pending.clear();
  };
  const call = (message) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  let t0 = performance.now();
  let started;
  if (booted) {
    t0 = booted.t0;
    started = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
    for (const event of booted.messages) worker.onmessage(event);
    booted.messages = [];
    if (booted.error) worker.onerror(booted.error);
  } else {
    started = call(JSON.parse(init));
  }
  const ready = started.then((info) => {
    info.booted = Boolean(booted);
    info.readyMs = Math.round(performance.now() - t0);
    performance.mark("pq-engine-ready");
    window.__piquetEngine = info; // read by the browser tests and the benchmark
    keepOffline();
    return info;
  });
  engine = { ready, call: (message) => ready.then(() => call(message)) };
  return engine;
}

