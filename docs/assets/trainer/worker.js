// The trainer's Web Worker: loads the self-hosted Pyodide and the piquet_core wheel, then
// answers JSON requests with piquet_core.trainer.api.handle. Nothing runs on the main thread.
// Messages in:  {id, op: "init", indexURL, wheelURL} | {id, op, ...request}
// Messages out: {id, ok: true, result} | {id, ok: false, error}
let handle = null;
let ready = null;

async function init(indexURL, wheelURL) {
  const t0 = performance.now();
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const wheelPromise = fetch(wheelURL).then((r) => {
    if (!r.ok) throw new Error(`wheel: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const pyodide = await loadPyodide({
    indexURL,
    lockFileURL: indexURL + "pyodide-lock.json",
    fullStdLib: false,
  });
  const t1 = performance.now();
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await wheelPromise, "wheel", { extractDir: sitePackages });
  const t2 = performance.now();
  handle = pyodide.pyimport("piquet_core.trainer.api").handle;
  const version = JSON.parse(handle('{"op": "version"}'));
  const t3 = performance.now();
  return {
    version: version.version,
    python: pyodide.runPython("import sys; sys.version.split()[0]"),
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
      ready = ready || init(args.indexURL, args.wheelURL);
      self.postMessage({ id, ok: true, result: await ready });
      return;
    }
    await ready;
    const t0 = performance.now();
    const result = JSON.parse(handle(JSON.stringify({ op, ...args })));
    result.ms = performance.now() - t0;
    self.postMessage({ id, ok: true, result });
  } catch (err) {
    self.postMessage({ id, ok: false, error: String(err && err.message ? err.message : err) });
  }
};
