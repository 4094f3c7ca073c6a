// Build-time: the site's standard library compiled to bytecode (run by generators/trainer.py).
//
//   node generators/pyodide_compile.mjs PYODIDE_DIR IN_ZIP OUT_ZIP
//
// Pyodide's python_stdlib.zip holds sources: a start from scratch (a first visit) compiles
// every module it imports, which is most of CPython's start-up in the browser (bench/README.md,
// "The engine on the wire": 2.4-5.2 s of Python start against 1.1-2.7 s from bytecode on the
// build machine). Each .py of IN_ZIP becomes a sourceless .pyc (an unchecked hash-based pyc:
// no source to compare with, nothing read at import but the bytecode), compiled by the very
// Pyodide the site serves, since a .pyc holds to one CPython version. Every other entry is
// copied. Same names (but the suffix), order and dates; PYTHONHASHSEED is fixed, so the same
// inputs give the same bytes. Compiled as `python -OO` would: no docstrings and no asserts in
// the library's bytecode (nothing the engine calls reads a library docstring), 0.25 MB less on
// the wire, a first visit's critical path (bench/README.md, "Third round").

import fs from "node:fs";

const [pyodideDir, inPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: pyodide_compile.mjs PYODIDE_DIR IN_ZIP OUT_ZIP");
  process.exit(2);
}

const indexURL = fs.realpathSync(pyodideDir) + "/";
const { loadPyodide } = await import(new URL("pyodide.mjs", "file://" + indexURL).href);
const pyodide = await loadPyodide({ indexURL, env: { PYTHONHASHSEED: "0" } });
pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(fs.readFileSync(inPath)));
pyodide.runPython(`
import importlib._bootstrap_external as external
import importlib.util
import zipfile

PREFIX = "/lib/python314.zip/"  # where the modules are found in the browser
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as dst:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, PREFIX + info.filename, "exec", dont_inherit=True, optimize=2)
            data = external._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            out = zipfile.ZipInfo(info.filename[:-3] + ".pyc", date_time=info.date_time)
        else:
            out = zipfile.ZipInfo(info.filename, date_time=info.date_time)
        out.external_attr = info.external_attr
        dst.writestr(out, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
`);
fs.writeFileSync(outPath, pyodide.FS.readFile("/tmp/out.zip"));
