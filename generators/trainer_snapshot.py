"""The trainer engine's Pyodide memory snapshot, made at build time.

Started from scratch, Pyodide spends most of its start-up in CPython's own initialisation
and imports (about 4-5 s of a 5.6 s cold start on the 2-core build machine); restoring a
memory snapshot taken after ``piquet_core.trainer`` is imported skips all of it. The
snapshot is made in Node by ``generators/pyodide_snapshot.mjs`` with the very Pyodide the
site serves, gzipped here (static hosts do not compress unknown binary types, so the site
serves it precompressed and the worker inflates it with ``DecompressionStream``), and
written next to the wheel as ``<wheel name without .whl>.snapshot.gz``.

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
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
SCRIPT: Final = Path(__file__).with_name("pyodide_snapshot.mjs")
SUFFIX: Final = ".snapshot.gz"
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
    if key == previous_key and target.is_file():
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
    return target, key
