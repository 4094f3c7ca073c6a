// The trainer's engine: one Web Worker per page (worker.js), started on first use. Pyodide
// and the piquet_core wheel are loaded there, from this site only; the main thread never
// runs Python.
//
// A page in an iframe sandboxed without allow-same-origin (WordPress's embeds) has an opaque
// origin: it may not start a worker from this site (SecurityError). The engine then fails at
// once with an error marked `sandboxed`, and the page says why (trainer.js).

const ASSETS = new URL("../", import.meta.url);
let engine = null;

// The init message; boot.js (inlined at the top of a drill page) sends the same one.
function initMessage(wheel) {
  return {
    op: "init",
    indexURL: new URL("pyodide/", ASSETS).href,
    wheelURL: new URL("wheels/" + wheel, ASSETS).href,
    // the engine's memory snapshot sits next to the wheel (generators/trainer_snapshot.py)
    snapshotURL: new URL("wheels/" + wheel.replace(/\.whl(?=\?|$)/, ".snapshot.gz"), ASSETS).href,
  };
}

export function startEngine(wheel) {
  if (engine) return engine;
  // A worker boot.js started while the page was still parsing, with the same wheel: adopt it
  // (its init call is id 0, and what it answered so far is replayed).
  const boot = window.__pqBoot;
  const booted = boot && boot.wheel === wheel && boot.worker ? boot : null;
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
  let init;
  if (booted) {
    t0 = booted.t0;
    init = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
    for (const event of booted.messages) worker.onmessage(event);
    booted.messages = [];
    if (booted.error) worker.onerror(booted.error);
  } else {
    init = call(initMessage(wheel));
  }
  const ready = init.then((info) => {
    info.booted = Boolean(booted);
    info.readyMs = Math.round(performance.now() - t0);
    performance.mark("pq-engine-ready");
    window.__piquetEngine = info; // read by the browser tests and the benchmark
    return info;
  });
  engine = { ready, call: (message) => ready.then(() => call(message)) };
  return engine;
}

