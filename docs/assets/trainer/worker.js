// The trainer's Web Worker: loads the self-hosted Pyodide and the piquet_core wheel, then
// answers JSON requests with piquet_core.trainer.api.handle. Nothing runs on the main thread.
// Messages in:  {id, op: "init", indexURL, wheelURL, snapshotURL} | {id, op, ...request}
//   (the init message's addresses may be relative to this script: the pages send the one
//   written at build time, generators/trainer.py engine_init)
// Messages out: {id, ok: true, result} | {id, ok: false, error}
//
// Pyodide starts from the build-time memory snapshot (snapshotURL: gzipped, made by
// generators/pyodide_snapshot.mjs after importing the trainer), which skips CPython's
// start-up and the imports. If the snapshot cannot be had or restored, Pyodide starts from
// scratch: slower, same engine.
let handle = null;
let ready = null;
let installed = null;

function fetchBytes(url, what) {
  return fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${what}: HTTP ${r.status}`);
    return r;
  });
}

// The inflated snapshot (31 MB) is kept in Cache Storage under its versioned URL, so a second
// visit skips the download and the inflating; a new build has a new URL, and older entries
// are dropped. Where Cache Storage is missing (plain http), every visit inflates.
const SNAPSHOT_CACHE = "piquet-engine-snapshot";
let snapshotSource = null; // "network" or "cache", reported with the engine's timings
const marks = {}; // when (ms since the worker started) the snapshot and the wasm were in hand
const mark = (name) => (marks[name] = Math.round(performance.now()));

async function openSnapshotCache() {
  try {
    return self.caches ? await self.caches.open(SNAPSHOT_CACHE) : null;
  } catch {
    return null; // storage blocked (a sandboxed or private context)
  }
}

async function loadSnapshot(url) {
  const cache = await openSnapshotCache();
  const hit = cache && (await cache.match(url).catch(() => null));
  if (hit) {
    snapshotSource = "cache";
    const bytes = await hit.arrayBuffer();
    mark("snapshotMs");
    return bytes;
  }
  const r = await fetchBytes(url, "snapshot");
  const bytes = await new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  snapshotSource = "network";
  mark("snapshotMs");
  if (cache) {
    const stale = (await cache.keys()).filter((k) => k.url !== url);
    await Promise.all(stale.map((k) => cache.delete(k)));
    cache.put(url, new Response(bytes.slice(0))).catch(() => {}); // a full disk is no error
  }
  return bytes;
}

function forgetSnapshot() {
  if (self.caches) self.caches.delete(SNAPSHOT_CACHE).catch(() => {});
}

function fetchSnapshot(url) {
  if (!url || typeof DecompressionStream !== "function") return null;
  const snapshot = loadSnapshot(url);
  snapshot.catch(() => {}); // a failed snapshot is handled where it is awaited
  return snapshot;
}

// loadPyodide awaits the snapshot before it even starts compiling its 9.6 MB of wasm. Compile
// it from the worker's first moment instead, while the snapshot downloads and inflates, and
// hand the compiled module to Pyodide's own `WebAssembly.instantiateStreaming` call; Pyodide's
// fetch of the same file gets an empty answer, so the wasm is downloaded once. Only this
// worker's globals are touched, and only while Pyodide loads.
function compileEarly(wasmURL) {
  const realFetch = self.fetch;
  const realInstantiate = WebAssembly.instantiateStreaming;
  const compiled = WebAssembly.compileStreaming(realFetch(wasmURL)).catch(async () =>
    // e.g. a host serving .wasm without `application/wasm`: compile from the bytes
    WebAssembly.compile(await (await fetchBytes(wasmURL, "wasm")).arrayBuffer()),
  );
  compiled.then(() => mark("wasmMs"), () => {}); // a failure surfaces in loadPyodide
  const isWasm = (input) =>
    new URL(input instanceof Request ? input.url : String(input), self.location.href).href ===
    wasmURL;
  self.fetch = (input, init) =>
    isWasm(input) ? Promise.resolve(new Response(new Uint8Array(0))) : realFetch(input, init);
  WebAssembly.instantiateStreaming = async (_source, imports) => {
    const module = await compiled;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  return () => {
    self.fetch = realFetch;
    WebAssembly.instantiateStreaming = realInstantiate;
  };
}

async function startPyodide(loadPyodide, indexURL, snapshot) {
  const options = {
    indexURL,
    lockFileURL: indexURL + "pyodide-lock.json",
    fullStdLib: false,
  };
  if (snapshot) {
    try {
      return { pyodide: await loadPyodide({ ...options, _loadSnapshot: snapshot }), snapshot: true };
    } catch (err) {
      console.warn(`piquet: starting Pyodide without its snapshot (${err.message || err})`);
      forgetSnapshot(); // a cached copy that does not restore is not used again
    }
  }
  return { pyodide: await loadPyodide(options), snapshot: false };
}

function install(pyodide, wheel) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

async function init(indexURL, wheelURL, snapshotURL) {
  const t0 = performance.now();
  const wheelPromise = fetchBytes(wheelURL, "wheel").then((r) => r.arrayBuffer());
  wheelPromise.catch(() => {});
  const snapshotPromise = fetchSnapshot(snapshotURL);
  const restore = compileEarly(indexURL + "pyodide.asm.wasm");
  let started;
  try {
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    started = await startPyodide(loadPyodide, indexURL, snapshotPromise);
  } finally {
    restore();
  }
  const { pyodide, snapshot } = started;
  const t1 = performance.now();
  if (snapshot) {
    // Every module and catalog of the engine is in the snapshot's memory: it can answer at
    // once. Its files are not (they live in the JS file system): the wheel is unpacked
    // next, before any request is answered, for what might read a file later. `random` is
    // reseeded: the snapshot froze it with the build's fixed entropy.
    pyodide.runPython("import random; random.seed()");
    installed = new Promise((resolve) => setTimeout(resolve, 0)) // after "ready" is posted
      .then(() => wheelPromise)
      .then((wheel) => install(pyodide, wheel))
      .catch((err) => console.warn(`piquet: engine files not installed (${err.message || err})`));
  } else {
    install(pyodide, await wheelPromise);
    installed = Promise.resolve();
  }
  const t2 = performance.now();
  handle = pyodide.pyimport("piquet_core.trainer.api").handle;
  const version = JSON.parse(handle('{"op": "version"}'));
  const t3 = performance.now();
  return {
    version: version.version,
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    snapshot,
    snapshotSource: snapshot ? snapshotSource : null,
    ...marks,
    // one draw of Python's `random` after the reseed: the tests check two visits differ
    randomProbe: pyodide.runPython("import random; random.random()"),
    pyodideMs: Math.round(t1 - t0),
    wheelMs: Math.round(t2 - t1),
    importMs: Math.round(t3 - t2),
    totalMs: Math.round(t3 - t0),
  };
}

self.onmessage = async (event) => {
  const { id, op, ...args } = event.data;
  try {
    if (op === "init") {
      const here = (url) => url && new URL(url, self.location.href).href;
      ready = ready || init(here(args.indexURL), here(args.wheelURL), here(args.snapshotURL));
      self.postMessage({ id, ok: true, result: await ready });
      return;
    }
    await ready;
    await installed;
    const t0 = performance.now();
    const result = JSON.parse(handle(JSON.stringify({ op, ...args })));
    result.ms = performance.now() - t0;
    self.postMessage({ id, ok: true, result });
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err && err.message ? err.message : err) });
  }
};
