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

// After a start from scratch (a first visit), the snapshot the next visit restores is made by
// a second worker of its own (worker.js makeSnapshot), once the engine answers and the page is
// idle: the learner does not wait for it. It stops once the snapshot is kept.
function makeSnapshot(init) {
  try {
    const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ ...JSON.parse(init), id: 0, op: "snapshot" });
  } catch {
    // no second worker (memory, a browser's limit): the next visit starts from scratch too
  }
}

// The worker starts once the page has loaded and the browser has a moment (an idle callback,
// at most 500 ms later): the engine's download and CPU then do not compete with the
// page's first paint and start-up. The drills have built-in exercises and the play page a
// built-in first deal meanwhile.
function afterLoad(then) {
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(then, { timeout: 500 }) : setTimeout(then, 0));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

export function startEngine(init) {
  if (engine) return engine;
  // The worker boot.js prepared while the page was still parsing, with the same message:
  // adopt it (its init call is id 0, and what it answered so far is replayed).
  const boot = window.__pqBoot;
  const booted = boot && boot.init === init ? boot : null;
  const pending = new Map();
  let next = 1;
  let t0 = 0;
  const onmessage = (event) => {
    const { id, ok, result, error } = event.data;
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    ok ? p.resolve(result) : p.reject(new Error(error));
  };
  const onerror = (event) => {
    for (const p of pending.values()) p.reject(new Error(event.message || "worker error"));
    pending.clear();
  };
  // the booted worker's init answer (id 0), registered before the worker is adopted
  const bootInit = booted ? new Promise((resolve, reject) => pending.set(0, { resolve, reject })) : null;
  const launched = new Promise((resolve, reject) => {
    const go = () => {
      let worker;
      try {
        if (booted && booted.failed) throw booted.failed;
        worker = booted ? booted.worker : new Worker(new URL("worker.js", import.meta.url), { type: "module" });
        t0 = booted ? booted.t0 : performance.now();
      } catch (err) {
        const error = new Error(`the engine's worker cannot start: ${err.message || err}`);
        error.sandboxed = err.name === "SecurityError";
        pending.delete(0);
        reject(error);
        return;
      }
      worker.onmessage = onmessage;
      worker.onerror = onerror;
      if (booted) {
        for (const event of booted.messages) onmessage(event);
        booted.messages = [];
        if (booted.error) onerror(booted.error);
      }
      resolve(worker);
    };
    if (!booted) afterLoad(go);
    else if (booted.worker || booted.failed) go();
    else booted.waiting.push(go);
  });
  const call = (message) =>
    new Promise((resolve, reject) => {
      launched.then((worker) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, ...message });
      }, reject);
    });
  const started = booted ? launched.then(() => bootInit) : call(JSON.parse(init));
  const ready = started.then((info) => {
    info.booted = Boolean(booted);
    info.readyMs = Math.round(performance.now() - t0);
    performance.mark("pq-engine-ready");
    window.__piquetEngine = info; // read by the browser tests and the benchmark
    keepOffline();
    if (info.snapshotSource === "making") afterLoad(() => makeSnapshot(init));
    return info;
  });
  ready.catch(() => {}); // the pages handle it where they await the engine
  engine = { ready, call: (message) => ready.then(() => call(message)) };
  return engine;
}
