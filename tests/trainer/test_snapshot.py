"""The engine's Pyodide memory snapshot (generators/trainer_snapshot.py): what the build
ships is what the build makes, byte for byte, and it holds every drill in every language.

Needs the wheel and the Pyodide runtime (``make trainer``, part of ``make test``)."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

from generators import trainer_snapshot
from generators.trainer import GENERATED, PYODIDE_SRC, WHEELS, engine_init, wheel_ref
from piquet_core.trainer import DRILLS


def _manifest() -> dict[str, str]:
    path = WHEELS / "manifest.json"
    assert path.is_file(), "the engine is not built: run `make trainer`"
    manifest: dict[str, str] = json.loads(path.read_text())
    assert "snapshot" in manifest, "no snapshot in the manifest: run `make trainer`"
    return manifest


def test_snapshot_sits_next_to_the_wheel_with_the_name_the_pages_send() -> None:
    """The snapshot's name has one source (``snapshot_name``): the build writes the file by
    it, and the init message every container carries (``data-engine``) asks for it."""
    manifest = _manifest()
    assert manifest["snapshot"] == trainer_snapshot.snapshot_name(manifest["wheel"])
    init = engine_init(wheel_ref())
    assert init["wheelURL"].startswith("../wheels/" + manifest["wheel"] + "?v=")
    name, query = init["snapshotURL"].removeprefix("../wheels/").split("?")
    assert (name, query) == (manifest["snapshot"], wheel_ref().split("?")[1])
    for snippet in (GENERATED / "en" / "trainer-point.html", GENERATED / "fr" / "play.md"):
        sent = re.findall(r"data-engine='([^']*)'", snippet.read_text(encoding="utf-8"))
        assert [json.loads(s) for s in sent] == [init], snippet
    raw = gzip.decompress((WHEELS / manifest["snapshot"]).read_bytes())
    assert raw[:4] == b"\x00snp", raw[:16]  # Pyodide's snapshot header


def test_warmup_covers_every_drill_in_every_language() -> None:
    plan = trainer_snapshot.warmup()
    seen = {(r["drill"], r["lang"]) for r in plan["requests"] if isinstance(r, dict)
            and r.get("op") == "exercise"}  # fmt: skip
    assert seen == {(d, lang) for d in DRILLS for lang in ("en", "fr", "ru")}


def test_a_second_build_makes_the_same_snapshot(tmp_path: Path) -> None:
    """Same seed, same output: the snapshot is a whole wasm heap, so the hash seed, the
    entropy and the clocks are fixed while it is made. Rebuilt here from the same wheel in
    another directory and compared with what the site ships."""
    manifest = _manifest()
    wheel = tmp_path / manifest["wheel"]
    shutil.copyfile(WHEELS / manifest["wheel"], wheel)
    made, key = trainer_snapshot.make_snapshot(wheel, PYODIDE_SRC, None)
    assert key == manifest["snapshot_key"]
    assert made.read_bytes() == (WHEELS / manifest["snapshot"]).read_bytes()
