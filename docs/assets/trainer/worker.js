// The trainer's Web Worker: loads the self-hosted Pyodide and the piquet_core wheel, then
// answers JSON requests with piquet_core.trainer.api.handle. Nothing runs on the main thread.
// Messages in:  {id, op: "init", indexURL, wheelURL, snapshotURL} | {id, op, ...request}
//   (the init message's addresses may be relative to this script: the pages send the one
//   written at build time, generators/trainer.py engine_init)
// Messages out: {id, ok: true, result} | {id, ok: false, error}
//
// Pyodide starts from a memory snapshot taken after the engine is imported, which skips
// CPython's start-up and the imports. On a first visit there is none in the browser. The
// build-time one (snapshotURL's file) is 7.6 MB compressed, more than the rest of the engine
//: it is fetched only on a fast link (the wasm's 3.2 MB arrived in under
// FAST_LINK_MS, e.g. a fibre or a local network; never with Save-Data), where its download
// costs less than CPython's start-up. Otherwise Pyodide starts from scratch, imports every
// module of the engine, and the worker takes the snapshot itself in the browser. Either way
// it is kept in Cache Storage under snapshotURL (a versioned address: a new build's engine is
// not restored from an old one) and the next visit restores it. Where Cache Storage is
// missing or the snapshot cannot be restored, Pyodide starts from scratch: slower, same
// engine.
let handle = null;
let ready = null;
let installed = null;

function fetchBytes(url, what) {
  return fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${what}: HTTP ${r.status}`);
    return r;
  });
}

// The snapshot (31 MB) is kept in Cache Storage under the versioned snapshotURL; older
// entries (a previous build's) are dropped when a new one is stored.
const SNAPSHOT_CACHE = "piquet-engine-snapshot";
// "cache" (restored from Cache Storage), "network" (the build's, on a fast link) or "making"
// (a start from scratch: another worker takes one for the next visit, makeSnapshot), reported
// with the engine's timings
let snapshotSource = null;
const marks = {}; // when (ms since the worker started) the snapshot and the wasm were in hand
const mark = (name) => (marks[name] = Math.round(performance.now()));

async function openSnapshotCache() {
  try {
    return self.caches ? await self.caches.open(SNAPSHOT_CACHE) : null;
  } catch {
    return null; // storage blocked (a sandboxed or private context)
  }
}

async function cachedSnapshot(url) {
  const cache = await openSnapshotCache();
  const hit = cache && (await cache.match(url).catch(() => null));
  if (!hit) return null;
  snapshotSource = "cache";
  const bytes = await hit.arrayBuffer();
  mark("snapshotMs");
  return bytes;
}

async function storeSnapshot(url, bytes) {
  const cache = await openSnapshotCache();
  if (!cache) return;
  const stale = (await cache.keys()).filter((k) => k.url !== url);
  await Promise.all(stale.map((k) => cache.delete(k)));
  await cache.put(url, new Response(bytes)).catch(() => {}); // a full disk is no error
}

// A fast link: the wasm (3.2 MB brotli, 9.6 MB plain) came over the network, not from a
// cache, in under FAST_LINK_MS (at least about 50 Mbit/s); then the build's snapshot (7.6 MB)
// downloads in well under the 2-3 s of CPU a start from scratch costs. Decided when the wasm
// has arrived or FAST_LINK_MS after it was asked for, whichever is first (a slow link's
// engine waits that long to start: it is still downloading the wasm). Resource timing of the
// worker's own fetch, so the wasm's response is not wrapped (that would lose the browser's
// cache of its compiled code).
const FAST_LINK_MS = 500;
const link = {}; // what the wasm's download took (reported: wasmMs, wasmBytes, fast)

function linkIsFast(wasmURL) {
  const connection = self.navigator && self.navigator.connection;
  if ((connection && connection.saveData) || typeof PerformanceObserver !== "function") {
    return Promise.resolve((link.fast = false));
  }
  return new Promise((resolve) => {
    let observer = null;
    const done = (fast) => {
      if (observer) observer.disconnect();
      clearTimeout(timer);
      resolve((link.fast = fast));
    };
    const timer = setTimeout(() => done(false), FAST_LINK_MS);
    try {
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name !== wasmURL) continue;
          link.wasmMs = Math.round(entry.duration);
          link.wasmBytes = entry.transferSize;
          // transferSize 0 or a few hundred bytes: a cache or a revalidation, not the link
          done(entry.transferSize > 1e6 && entry.duration <= FAST_LINK_MS);
        }
      });
      observer.observe({ type: "resource", buffered: true });
    } catch {
      done(false);
    }
  });
}

// The build's snapshot (gzipped), inflated; a copy is kept for the next visit once it has
// restored (storeSnapshot).
async function fetchSnapshot(url) {
  const r = await fetchBytes(url, "snapshot");
  const bytes = await new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  snapshotSource = "network";
  mark("snapshotMs");
  return bytes;
}

// The snapshot to restore: the one kept from an earlier visit, else the build's on a fast
// link, else none (a start from scratch, which takes one for the next visit).
async function findSnapshot(url, fast) {
  const kept = await cachedSnapshot(url).catch(() => null);
  if (kept) return kept;
  if (typeof DecompressionStream !== "function" || !(await fast)) return null;
  return fetchSnapshot(url).catch((err) => {
    console.warn(`piquet: no build snapshot (${err.message || err})`);
    return null;
  });
}

function forgetSnapshot() {
  if (self.caches) self.caches.delete(SNAPSHOT_CACHE).catch(() => {});
}

// Every module of the engine imported and every language's catalog read before the snapshot
// is taken (as the build-time snapshot does, generators/trainer_snapshot.py warmup), so a
// restored engine answers before its files are unpacked again.
const WARM_UP = `
import importlib, json, pkgutil
_package = importlib.import_module("piquet_core")
for _info in pkgutil.walk_packages(_package.__path__, "piquet_core."):
    if not _info.name.endswith("__main__"):
        importlib.import_module(_info.name)
from piquet_core.trainer.api import handle as _handle
for _lang in ("en", "fr", "ru"):
    _handle(json.dumps({"op": "exercise", "drill": "point", "seed": "snapshot", "lang": _lang}))
del _package, _info, _handle, _lang
import gc; gc.collect()
`;

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
  const restore = () => {
    self.fetch = realFetch;
    WebAssembly.instantiateStreaming = realInstantiate;
  };
  return { restore, compiled };
}

// Pyodide's options, for the engine's start and the snapshot maker's alike.
const pyodideOptions = (indexURL) => ({
  indexURL,
  lockFileURL: indexURL + "pyodide-lock.json",
  fullStdLib: false,
});

async function startPyodide(loadPyodide, indexURL, snapshot) {
  const options = pyodideOptions(indexURL);
  const bytes = snapshot && (await snapshot.catch(() => null));
  if (bytes) {
    // the build's snapshot is kept once it has restored (the restore may consume its buffer)
    const copy = snapshotSource === "network" ? bytes.slice(0) : null;
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: bytes });
      return { pyodide, snapshot: true, copy };
    } catch (err) {
      console.warn(`piquet: starting Pyodide without its snapshot (${err.message || err})`);
      forgetSnapshot(); // a cached copy that does not restore is not used again
    }
  }
  // From scratch. The snapshot for the next visit is taken by another worker once this one
  // has answered (makeSnapshot, started by engine.js when the page is idle): taking it here
  // would cost the learner the engine's whole warm-up before the first answer.
  const keep = Boolean(self.caches && snapshot);
  return { pyodide: await loadPyodide(options), snapshot: false, keep };
}

function install(pyodide, wheel) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

async function init(indexURL, wheelURL, snapshotURL) {
  const t0 = performance.now();
  const wasmURL = indexURL + "pyodide.asm.wasm";
  const fast = snapshotURL ? linkIsFast(wasmURL) : null;
  const snapshotPromise = snapshotURL ? findSnapshot(snapshotURL, fast) : null;
  if (snapshotPromise) snapshotPromise.catch(() => {}); // no snapshot: a start from scratch
  const { restore, compiled } = compileEarly(wasmURL);
  // The wheel is asked for once the wasm is in: Python's start needs the wasm, the runtime's
  // script and the standard library, not the wheel, so on a slow link the wheel's 0.4 MB
  // comes while CPython starts instead of before it (bench/README.md, "The engine on the wire").
  // (Asked for in the compiled module's first reaction, registered before Pyodide's: once
  // Pyodide has the module its start runs for seconds without yielding, and a later reaction
  // would only fetch the wheel after it.)
  const getWheel = () => fetchBytes(wheelURL, "wheel");
  const wheelPromise = compiled.then(getWheel, getWheel).then((r) => r.arrayBuffer());
  wheelPromise.catch(() => {});
  let started;
  try {
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    started = await startPyodide(loadPyodide, indexURL, snapshotPromise);
  } finally {
    restore();
  }
  const { pyodide, snapshot, keep, copy } = started;
  const t1 = performance.now();
  if (copy) storeSnapshot(snapshotURL, copy).catch(() => {});
  if (snapshot) {
    // Every module and catalog of the engine is in the snapshot's memory: it can answer at
    // once. Its files are not (they live in the JS file system): the wheel is unpacked
    // next, before any request is answered, for what might read a file later. `random` is
    // reseeded: the snapshot froze its state when it was taken.
    pyodide.runPython("import random; random.seed()");
    installed = new Promise((resolve) => setTimeout(resolve, 0)) // after "ready" is posted
      .then(() => wheelPromise)
      .then((wheel) => install(pyodide, wheel))
      .catch((err) => console.warn(`piquet: engine files not installed (${err.message || err})`));
  } else {
    install(pyodide, await wheelPromise);
    installed = Promise.resolve();
    if (keep) snapshotSource = "making"; // by another worker (makeSnapshot), for the next visit
  }
  const t2 = performance.now();
  handle = pyodide.pyimport("piquet_core.trainer.api").handle;
  const version = JSON.parse(handle('{"op": "version"}'));
  const t3 = performance.now();
  return {
    version: version.version,
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
    snapshot,
    snapshotSource,
    link,
    ...marks,
    // one draw of Python's `random` after the reseed: the tests check two visits differ
    randomProbe: pyodide.runPython("import random; random.random()"),
    pyodideMs: Math.round(t1 - t0),
    wheelMs: Math.round(t2 - t1),
    importMs: Math.round(t3 - t2),
    totalMs: Math.round(t3 - t0),
  };
}

// The snapshot for the next visit, made in a worker of its own after a start from scratch
// (engine.js starts it when the page is idle, the engine already answering in the page's
// worker): Pyodide from scratch in snapshot mode, every module imported (WARM_UP), the
// snapshot taken at once and kept in Cache Storage. Taken before any request: restoring needs
// the wasm memory no larger than a fresh start's, and the advisor or the bots grow it (a
// snapshot taken after them does not restore: "offset is out of bounds"). Its files come from
// the browser's HTTP cache, which the first worker filled.
async function makeSnapshot(indexURL, wheelURL, snapshotURL) {
  const wheelPromise = fetchBytes(wheelURL, "wheel").then((r) => r.arrayBuffer());
  wheelPromise.catch(() => {});
  const { restore } = compileEarly(indexURL + "pyodide.asm.wasm");
  let pyodide;
  try {
    const { loadPyodide } = await import(indexURL + "pyodide.mjs");
    pyodide = await loadPyodide({ ...pyodideOptions(indexURL), _makeSnapshot: true });
  } finally {
    restore();
  }
  install(pyodide, await wheelPromise);
  pyodide.runPython(WARM_UP);
  await storeSnapshot(snapshotURL, pyodide.makeMemorySnapshot());
  return { stored: snapshotURL };
}

// an address of the init message, relative to this script (the pages send the build's)
const here = (url) => url && new URL(url, self.location.href).href;

self.onmessage = async (event) => {
  const { id, op, ...args } = event.data;
  try {
    if (op === "snapshot") {
      const result = await makeSnapshot(here(args.indexURL), here(args.wheelURL), here(args.snapshotURL));
      self.postMessage({ id, ok: true, result });
      return;
    }
    if (op === "init") {
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
