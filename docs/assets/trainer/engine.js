// The trainer's engine: one Web Worker per page (worker.js), started on first use. Pyodide
// and the piquet_core wheel are loaded there, from this site only; the main thread never
// runs Python.
//
// A page in an iframe sandboxed without allow-same-origin (WordPress's embeds) has an opaque
// origin: it may not start a worker from this site (SecurityError). The engine then fails at
// once with an error marked `sandboxed`, and the page says why (trainer.js).

const ASSETS = new URL("../", import.meta.url);
let engine = null;

export function startEngine(wheel) {
  if (engine) return engine;
  let worker;
  try {
    worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
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
  const t0 = performance.now();
  const ready = call({
    op: "init",
    indexURL: new URL("pyodide/", ASSETS).href,
    wheelURL: new URL("wheels/" + wheel, ASSETS).href,
    // the engine's memory snapshot sits next to the wheel (generators/trainer_snapshot.py)
    snapshotURL: new URL("wheels/" + wheel.replace(/\.whl(?=\?|$)/, ".snapshot.gz"), ASSETS).href,
  }).then((info) => {
    info.readyMs = Math.round(performance.now() - t0);
    performance.mark("pq-engine-ready");
    window.__piquetEngine = info; // read by the browser tests and the benchmark
    return info;
  });
  engine = { ready, call: (message) => ready.then(() => call(message)) };
  return engine;
}

