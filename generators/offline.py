"""The site after its first trainer visit: offline, and light on the wire.

A MkDocs hook (``mkdocs.yml``), run after ``overrides/hooks.py`` has finished ``site/``:

* :func:`write_service_worker` writes ``site/sw.js`` from ``templates/sw.js`` with this build's
  precache list (every page in every language, each language's 404 page and search index,
  the files they load,
  the engine: Pyodide's runtime, the versioned wheel, the worker) and a version, the hash of
  those files' bytes: a new build is a new ``sw.js``, which replaces the stored engine on the
  next visit. The engine registers it once it is ready (``docs/assets/trainer/engine.js``).
* :func:`precompress` writes a ``.gz`` (gzip -9) and a ``.br`` (brotli, made with Node's zlib)
  next to each big text or wasm file, for static hosts that serve precompressed neighbours
  (``gzip_static``, Netlify, Cloudflare Pages...); ``make serve`` still serves the plain files.
  The Pyodide runtime's are made once and kept in ``docs/assets/pyodide/`` (brotli on 9.6 MB
  of wasm takes a while), the others at each build.

Same inputs, same bytes: sorted lists, gzip with ``mtime=0``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any, Final

from mkdocs.plugins import event_priority

ROOT: Final = Path(__file__).resolve().parent.parent
TEMPLATE: Final = Path(__file__).resolve().parent / "templates" / "sw.js"
PYODIDE_SRC: Final = ROOT / "docs" / "assets" / "pyodide"
LANG_DIRS: Final = ("", "fr/", "ru/")
ENGINE_DIRS: Final = (
    "assets/trainer", "assets/play", "assets/shared", "assets/pyodide",
    "assets/embed",  # the custom-elements script: teachers' pages offline
)  # fmt: skip
SKIP_SUFFIXES: Final = (".map", ".gz", ".br")
COMPRESSIBLE: Final = {".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".txt"}
MIN_SIZE: Final = 1024
BROTLI_JS: Final = """
const fs = require("node:fs"), zlib = require("node:zlib");
const [src, out, quality] = process.argv.slice(1);
const buf = fs.readFileSync(src);
fs.writeFileSync(out, zlib.brotliCompressSync(buf, { params: {
  [zlib.constants.BROTLI_PARAM_QUALITY]: Number(quality),
  [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
"""
_REF = re.compile(r'(?:src|href)="([^"#?:]+)"')


def offline_pages(site: Path) -> list[str]:
    """Every page of the site in every language, the reference as well as the drills and the
    play pages (the rules must read offline in the reader's language), as
    site-relative addresses (``rules/``, ``fr/trainer/point/``, ``ru/``): 81 pages, about
    0.8 MB gzipped beyond the drills' (bench/README.md, "Offline")."""
    pages = []
    for html in sorted(site.glob("**/index.html")):
        rel = html.parent.relative_to(site).as_posix()
        if rel.startswith(("assets/", "search")):
            continue
        pages.append("" if rel == "." else rel + "/")
    return sorted(pages, key=lambda page: (page.count("/"), page))


OFFLINE_FILES: Final = tuple(f"{lang}{name}" for lang in LANG_DIRS
                             for name in ("404.html", "search/search_index.json",
                                          "manifest.webmanifest"))  # fmt: skip
"""Each language's 404 page (the answer, offline, for an address the cache does not hold),
its search index (the search works offline too) and its web app manifest."""


def _wheel_ref(site: Path) -> str:
    manifest = json.loads((site / "assets" / "wheels" / "manifest.json").read_text())
    both = manifest["sha256"] + manifest.get("snapshot_sha256", "")
    return f"assets/wheels/{manifest['wheel']}?v={hashlib.sha256(both.encode()).hexdigest()[:12]}"


def precache(site: Path) -> list[str]:
    """What the service worker stores on install: :func:`offline_pages`, the local files
    they refer to, the engine's folders and the versioned wheel (as the worker asks for it)."""
    files: set[str] = set()
    pages = offline_pages(site)
    for page in pages:
        html = (site / page / "index.html").read_text(encoding="utf-8")
        for ref in _REF.findall(html):
            path = (site / page / ref).resolve()
            if path.is_file() and path.suffix != ".html" and site in path.parents:
                files.add(path.relative_to(site).as_posix())
    files.update(name for name in OFFLINE_FILES if (site / name).is_file())
    for folder in ENGINE_DIRS:
        for path in (site / folder).rglob("*"):
            if path.is_file() and not path.name.endswith(SKIP_SUFFIXES):
                files.add(path.relative_to(site).as_posix())
    return pages + sorted(files) + [_wheel_ref(site)]


def write_service_worker(site: Path) -> Path:
    """Write ``site/sw.js`` (see the module's docstring); return its path."""
    keep = precache(site)
    digest = hashlib.sha256()
    for ref in keep:
        path = site / ref.split("?", 1)[0]
        if path.is_file():  # the pages' bytes change with every build; their assets do not
            digest.update(ref.encode() + b"\0" + path.read_bytes())
    text = TEMPLATE.read_text(encoding="utf-8")
    text = text.replace('"__VERSION__"', json.dumps(digest.hexdigest()[:16]))
    text = text.replace("[/* PRECACHE */]", json.dumps(keep, indent=1))
    text = text.replace("[/* LANGS */]", json.dumps([d.rstrip("/") for d in LANG_DIRS if d]))
    target = site / "sw.js"
    target.write_text(text, encoding="utf-8")
    return target


def _brotli(src: Path, out: Path, quality: int) -> None:
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: the site's .br files are made with Node's zlib")
    run = subprocess.run([node, "-e", BROTLI_JS, str(src), str(out), str(quality)],
                         capture_output=True, text=True)  # fmt: skip
    if run.returncode:
        raise SystemExit(f"brotli of {src.name} failed: {run.stderr.strip()[-300:]}")


def _compress_pair(src: Path, out_dir: Path, quality: int) -> None:
    gz, br = out_dir / (src.name + ".gz"), out_dir / (src.name + ".br")
    gz.write_bytes(gzip.compress(src.read_bytes(), 9, mtime=0))
    _brotli(src, br, quality)


def precompress_runtime(pyodide: Path = PYODIDE_SRC) -> None:
    """``.gz`` and ``.br`` (brotli quality 11) of the Pyodide runtime's compressible files,
    in ``docs/assets/pyodide/``, made again only when a file is newer than its ``.br``."""
    for src in sorted(pyodide.iterdir()):
        if src.suffix not in COMPRESSIBLE or src.stat().st_size < MIN_SIZE:
            continue
        br = src.with_name(src.name + ".br")
        if br.is_file() and br.stat().st_mtime >= src.stat().st_mtime:
            continue
        # brotli's best on 9.6 MB of wasm takes minutes: quality 9 there, 3.13 MB in about 30 s
        # (quality 5: 3.28 MB in 8 s; 10: 2.86 MB in 210 s at load 16; bench/README.md)
        _compress_pair(src, pyodide, 9 if src.stat().st_size > 4_000_000 else 11)


def precompress(site: Path) -> int:
    """``.gz`` and ``.br`` neighbours of the site's compressible files over 1 KB (the
    runtime's are copied from ``docs/``); return how many files were compressed."""
    count = 0
    for src in sorted(site.rglob("*")):
        if not src.is_file() or src.suffix not in COMPRESSIBLE or src.stat().st_size < MIN_SIZE:
            continue
        br = src.with_name(src.name + ".br")
        if br.is_file() and src.parent.name == "pyodide":
            continue  # copied from docs/assets/pyodide (precompress_runtime)
        gz = src.with_name(src.name + ".gz")
        gz.write_bytes(gzip.compress(src.read_bytes(), 9, mtime=0))
        if src.stat().st_size > 64 * 1024:
            _brotli(src, br, 11)
        count += 1
    return count


@event_priority(-300)
def on_post_build(config: Any) -> None:
    """MkDocs hook, after ``overrides/hooks.py``'s (priority -200) and the language builds."""
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a nested language build: wait for the last one
    site = Path(config.site_dir)
    write_service_worker(site)
    precompress(site)
