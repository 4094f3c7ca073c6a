// Build-time Pyodide memory snapshot of the trainer's engine (run by generators/trainer.py).
//
//   node generators/pyodide_snapshot.mjs PYODIDE_DIR WHEEL OUT WARMUP_JSON
//
// Starts the pinned Pyodide in Node, installs the piquet_core wheel, imports every module of
// the packages WARMUP_JSON names ({"packages": [...], "requests": [...]}) and answers its
// trainer API requests (which load the drills' catalogs), then writes Pyodide's memory snapshot to OUT
// (the caller gzips it). The browser's worker restores it with `loadPyodide({_loadSnapshot})` and so skips
// CPython's start-up and the imports (seconds on a slow machine) — see CONTRIBUTING.md "Trainer".
//
// Same inputs, same bytes: the snapshot is the whole wasm heap, so everything that would make
// two builds differ is fixed while it is made — the hash seed (PYTHONHASHSEED=0), the entropy
// Python and libc draw at start-up (a fixed xorshift stream), the clocks, and the program
// path. The worker reseeds `random` from the browser's entropy after restoring.

import fs from "node:fs";
import nodeCrypto from "node:crypto";

const [pyodideDir, wheelPath, outPath, warmupJson] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: pyodide_snapshot.mjs PYODIDE_DIR WHEEL OUT [WARMUP_JSON]");
  process.exit(2);
}

let state = 0x9e3779b9;
function fill(view) {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[i] = state & 0xff;
  }
  return view;
}
nodeCrypto.randomFillSync = fill;
globalThis.crypto.getRandomValues = fill;
Date.now = () => 0;
performance.now = () => 0;
process.argv[1] = "/pyodide"; // Emscripten's thisProgram would record the host's path

async function main() {
  const indexURL = fs.realpathSync(pyodideDir) + "/";
  const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + indexURL).href);
  const pyodide = await loadPyodide({
    indexURL,
    env: { PYTHONHASHSEED: "0", HOME: "/home/pyodide" },
    _makeSnapshot: true,
  });
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheelPath)), "wheel", {
    extractDir: sitePackages,
  });
  // The frozen clock leaves site-packages' mtime unchanged: drop the import system's caches.
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  const warmup = JSON.parse(warmupJson || "{}");
  for (const name of warmup.packages || []) {
    // every module of the package (its entry points excepted), so that restoring the
    // snapshot leaves nothing to read from files
    pyodide.runPython(`
import importlib, pkgutil
_package = importlib.import_module(${JSON.stringify(name)})
for _info in pkgutil.walk_packages(_package.__path__, _package.__name__ + "."):
    if not _info.name.endswith("__main__"):
        importlib.import_module(_info.name)
del _package, _info
`);
  }
  const handle = pyodide.pyimport("piquet_core.trainer.api").handle;
  for (const request of warmup.requests || []) {
    const answer = JSON.parse(handle(JSON.stringify(request)));
    if (!answer.ok) {
      console.error(`snapshot warm-up ${JSON.stringify(request)}: ${answer.message}`);
      process.exit(1);
    }
  }
  handle.destroy();
  pyodide.runPython("import gc; gc.collect()");
  fs.writeFileSync(outPath, pyodide.makeMemorySnapshot());
  // After the snapshot (which it leaves unchanged): the standard library's files the engine
  // imported, for the trimmed python_stdlib.zip the site serves (trainer_snapshot.py).
  const used = pyodide.runPython(`
import sys
"\\n".join(sorted({getattr(m, "__file__", None) or "" for m in list(sys.modules.values())}))
`);
  fs.writeFileSync(outPath + ".modules", used + "\n");
}

try {
  await main();
} catch (err) {
  // One line, never the minified runtime's source: the last line of a Python traceback.
  const lines = String((err && err.message) || err).trim().split("\n");
  console.error(`snapshot: ${lines[lines.length - 1]}`);
  process.exit(1);
}
