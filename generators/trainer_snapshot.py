"""The trainer engine's Pyodide memory snapshot, made at build time.

Started from scratch, Pyodide spends most of its start-up in CPython's own initialisation
and imports (about 4-5 s of a 5.6 s cold start on the 2-core build machine); restoring a
memory snapshot taken after ``piquet_core.trainer`` is imported skips all of it. The
snapshot is made in Node by ``generators/pyodide_snapshot.mjs`` with the very Pyodide the
site serves, gzipped here (static hosts do not compress unknown binary types, so the site
serves it precompressed and the worker inflates it with ``DecompressionStream``), and
written next to the wheel as ``<wheel name without .whl>.snapshot.gz``.

The browser no longer downloads it (7.6 MB, more than the rest of the engine): the
worker starts from scratch on a first visit and keeps a snapshot it takes itself. This one
remains the build's proof that the engine imports and answers in the pinned Pyodide, and its
run names the standard-library files the engine imports (``STDLIB_LIST``), from which
:func:`trim_stdlib` makes the site's smaller ``python_stdlib.zip``.

Same inputs, same bytes: the snapshot script fixes the hash seed, the entropy and the
clocks; gzip runs with ``mtime=0``. The snapshot is rebuilt only when the wheel, the Pyodide
runtime, the script or the warm-up change (their hash is kept in ``manifest.json``).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
SCRIPT: Final = Path(__file__).with_name("pyodide_snapshot.mjs")
COMPILE_SCRIPT: Final = Path(__file__).with_name("pyodide_compile.mjs")
SUFFIX: Final = ".snapshot.gz"
STDLIB_LIST: Final = "stdlib-modules.txt"
"""Written next to the snapshot: the files of the modules loaded when it was taken."""
STDLIB_PREFIX: Final = "/lib/python314.zip/"
STDLIB_ALWAYS: Final = ("pyodide/", "_pyodide/", "encodings/utf_8", "encodings/utf_8_sig",
                        "encodings/latin_1", "encodings/ascii", "encodings/cp437")  # fmt: skip
"""Kept whatever the engine imported: Pyodide's own packages (its JavaScript side imports
from them on demand) and the codecs a file or a zip member may be read with."""
LANGS: Final = ("en", "fr", "ru")


def snapshot_name(wheel_name: str) -> str:
    """``piquet_core-0.1.0-py3-none-any.whl`` → ``piquet_core-0.1.0-py3-none-any.snapshot.gz``
    (the worker derives the one from the other the same way)."""
    return wheel_name.removesuffix(".whl") + SUFFIX


def warmup() -> dict[str, list[object]]:
    """What the snapshot holds: every module of ``piquet_core`` (the exchange drill and the
    play page import theirs on first use) and one exercise of every drill in every language
    (which loads the three catalogs), so the restored engine reads no file of its own."""
    from piquet_core.trainer import DRILLS

    requests: list[object] = [
        {"op": "exercise", "drill": drill, "seed": "snapshot", "lang": lang}
        for lang in LANGS
        for drill in DRILLS
    ]
    requests += [{"op": "parse", "text": "AS KS", "lang": lang} for lang in LANGS]
    return {
        "packages": ["piquet_core"],
        "requests": requests,
    }


def _key(wheel: Path, pyodide: Path, plan: str) -> str:
    digest = hashlib.sha256()
    for part in (wheel, pyodide / "pyodide.asm.wasm", pyodide / "pyodide.asm.mjs",
                 pyodide / "python_stdlib.zip", SCRIPT):  # fmt: skip
        digest.update(part.read_bytes())
    digest.update(plan.encode())
    return digest.hexdigest()


def make_snapshot(wheel: Path, pyodide: Path, previous_key: str | None) -> tuple[Path, str]:
    """Write the gzipped snapshot next to ``wheel``; return its path and its build key.
    Skipped when ``previous_key`` matches and the file is there."""
    plan = json.dumps(warmup(), sort_keys=True)
    key = _key(wheel, pyodide, plan)
    target = wheel.with_name(snapshot_name(wheel.name))
    used = wheel.with_name(STDLIB_LIST)
    if key == previous_key and target.is_file() and used.is_file():
        return target, key
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: the engine's Pyodide snapshot is made with Node")
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot.bin"
        run = subprocess.run(
            [node, str(SCRIPT), str(pyodide), str(wheel), str(raw), plan],
            cwd=ROOT, capture_output=True, text=True,
        )  # fmt: skip
        if run.returncode or not raw.is_file():
            tail = (run.stderr or run.stdout).strip().splitlines()[-1:] or ["no output"]
            raise SystemExit(f"Pyodide snapshot failed (exit {run.returncode}): {tail[0][:300]}")
        for old in wheel.parent.glob("*" + SUFFIX):
            old.unlink()
        target.write_bytes(gzip.compress(raw.read_bytes(), 9, mtime=0))
        files = Path(str(raw) + ".modules").read_text().split()
        inside = sorted(f.removeprefix(STDLIB_PREFIX) for f in files if f.startswith(STDLIB_PREFIX))
        used.write_text("\n".join(inside) + "\n")
    return target, key


def trim_stdlib(full: Path, used: Path, out: Path) -> tuple[int, int]:
    """Write to ``out`` the entries of Pyodide's ``python_stdlib.zip`` (``full``) that the
    engine needs: the files named in ``used`` (:data:`STDLIB_LIST`), the ``__init__`` of
    their packages and :data:`STDLIB_ALWAYS`. Same order, names, dates and compression as
    ``full``, so the same inputs give the same bytes. Returns (entries kept, entries in all).
    """
    names = set(used.read_text().split())
    keep = set(names)
    for name in names:
        parts = name.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            keep.add("/".join(parts[:i]) + "/")
            keep.add("/".join(parts[:i]) + "/__init__.py")

    def wanted(entry: str) -> bool:
        return entry in keep or entry.startswith(STDLIB_ALWAYS)

    with zipfile.ZipFile(full) as src, zipfile.ZipFile(out, "w") as dst:
        infos = src.infolist()
        kept = [info for info in infos if wanted(info.filename)]
        for info in kept:
            dst.writestr(info, src.read(info), compress_type=info.compress_type, compresslevel=9)
    return len(kept), len(infos)


def compile_stdlib(pyodide: Path, trimmed: Path, out: Path) -> None:
    """Write to ``out`` the trimmed standard library ``trimmed`` with every module compiled
    to bytecode by the pinned Pyodide (``generators/pyodide_compile.mjs``): a first visit's
    CPython then imports bytecode instead of compiling sources. Skipped when ``out`` was made
    from the same zip, script and runtime (their hash is kept next to ``trimmed``)."""
    digest = hashlib.sha256()
    for part in (trimmed, COMPILE_SCRIPT, pyodide / "pyodide.asm.wasm"):
        digest.update(part.read_bytes())
    key_file = trimmed.with_name(trimmed.name + ".key")
    key = digest.hexdigest()
    if out.is_file() and key_file.is_file() and key_file.read_text().strip() == key:
        return
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: the standard library is compiled with Node")
    tmp = out.with_name(out.name + ".tmp")
    run = subprocess.run(
        [node, str(COMPILE_SCRIPT), str(pyodide), str(trimmed), str(tmp)],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    if run.returncode or not tmp.is_file():
        tail = (run.stderr or run.stdout).strip().splitlines()[-1:] or ["no output"]
        raise SystemExit(f"compiling the standard library failed: {tail[0][:300]}")
    tmp.replace(out)
    key_file.write_text(key + "\n")
