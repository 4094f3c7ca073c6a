"""Build the trainer: catalogs, the engine wheel, the Pyodide runtime, the first exercises.

``python -m generators.trainer`` (run by ``make trainer``, a prerequisite of ``make site``):

1. compiles the ``trainer`` catalogs into ``piquet_core/locale``
   (:mod:`generators.trainer_catalog`);
2. builds the pure-Python ``py3-none-any`` wheel of ``piquet_core`` with ``python -m build
   --wheel`` (no pyodide-build: there is no C extension to cross-compile) into
   ``docs/assets/wheels/``, with ``manifest.json`` naming it and its SHA-256;
3. copies the Pyodide runtime (``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
   ``pyodide-lock.json``) from ``node_modules/pyodide`` into ``docs/assets/pyodide/``, with
   ``.gz`` and ``.br`` neighbours (:mod:`generators.offline`): the site serves it itself, no
   CDN;
4. makes the engine's Pyodide memory snapshot next to the wheel
   (:mod:`generators.trainer_snapshot`), which checks the engine in Pyodide and names the
   standard-library modules it imports; the site's ``python_stdlib.zip`` holds only those;
5. renders the first exercise of each drill, in each language, into
   ``build/generated/<lang>/trainer-<drill>.html`` (and ``trainer-embed.html``), included by
   the trainer pages with ``pymdownx.snippets``: the learner can start before the engine loads
   (the embed page carries the first exercise of every drill, and shows the one its address
   asks for);
6. bundles the page script (``docs/assets/trainer/trainer.js`` and the modules it imports)
   into one classic script, ``trainer.bundle.js``, with the pinned npm ``esbuild``: a classic
   script loads without CORS, so the exercises work in an iframe sandboxed without
   allow-same-origin (WordPress's embeds), where a module script is never fetched.

Same inputs, same bytes: fixed seeds, and the wheel is built with ``SOURCE_DATE_EPOCH``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Final

import jinja2

from generators import offline, site_wheel, trainer_catalog, trainer_snapshot

if TYPE_CHECKING:
    from piquet_core.trainer import Exercise
    from piquet_core.trainer.i18n import Lang

ROOT: Final = Path(__file__).resolve().parent.parent
TEMPLATES: Final = Path(__file__).resolve().parent / "templates"
WHEELS: Final = ROOT / "docs" / "assets" / "wheels"
PYODIDE_OUT: Final = ROOT / "docs" / "assets" / "pyodide"
BUILD: Final = ROOT / "build"
"""Intermediate files of the build (not served): the trimmed standard library before it is
compiled, and the key of its compiled copy."""
PYODIDE_SRC: Final = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES: Final = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
STDLIB: Final = "python_stdlib.zip"
GENERATED: Final = ROOT / "build" / "generated"
ESBUILD: Final = ROOT / "node_modules" / ".bin" / "esbuild"
SCRIPT: Final = Path("docs", "assets", "trainer", "trainer.js")
"""The page script's entry module (relative to :data:`ROOT`, as the bundle's comments name it)."""
BUNDLE: Final = SCRIPT.with_name("trainer.bundle.js")
"""The classic script the site loads (``extra_javascript`` in ``mkdocs.yml``)."""
FIRST_SEED: Final = "first"
NO_TYPED_HANDS: Final = frozenset({"bezique", "puzzles"})
"""The drills whose exercise is not a hand one could type: Bezique's melds (cards of its own
packs) and the play puzzles (an ending found in a deal the computer players play)."""
EMBED_HEIGHTS: Final = {
    "point": 920,
    "sequences": 1120,
    "sets": 1020,
    "dialogue": 2100,
    "exchange": 880,
    "bezique": 860,
    "laws": 1620,
    "puzzles": 1100,
}
"""The height (CSS pixels) of each drill's frame in the embed code the page gives (one
640 px frame for all hid the dialogue's Check button under a scrollbar).

Measured in Chromium in a frame 640 px wide (a blog's column; a wider one needs less), every
question of the exercise answered (so the dialogue's replies at the table are on show) and
shown, before Check: the tallest page of the drill, in English, French and Russian, over its
first exercise in a sandboxed frame (whose status line is the longest) and 40 hands dealt by
the engine, plus 5 to 8 % (point 863, sequences 1046, sets 961, dialogue 1983 (an elder's
hand, in Russian; a younger's takes 1430), exchange 822, Bezique 804, umpire 1504 once its
ruling's choices wrap in the column). The whole exercise fits, up to the typed-hand and share
panels; the feedback after Check may scroll.
``tests/browser/test_trainer_embed.py`` checks that the content fits."""


FIRST_HANDS: Final = 4
"""How many first exercises a drill page carries: a visit opens on one of them at random
(the first hand of a drill was the same for every visit), before the engine has
dealt anything."""


def first_seeds(drill: str, count: int = FIRST_HANDS) -> list[str]:
    """The seeds of the exercises rendered at build time on a drill page: the first ``count``
    of ``first``, ``first-1``, ``first-2``... whose hand has something to find (a sequence, a
    set), so the page does not open on an empty answer."""
    from piquet_core.trainer import exercise

    found: list[str] = []
    for k in range(200):
        seed = FIRST_SEED if k == 0 else f"{FIRST_SEED}-{k}"
        ex = exercise(drill, seed, "en")
        if drill == "dialogue" and not ex.prompt.startswith("You are younger"):
            continue  # the page opens on the classic dialogue: younger answers
        if ex.engine_check or all(q.answer not in {("0",), ()} for q in ex.questions):
            found.append(seed)
            if len(found) == count:
                break
    return found or [FIRST_SEED]


def first_seed(drill: str) -> str:
    """The seed of the exercise written into a drill page's HTML (and the embed page's)."""
    return first_seeds(drill, 1)[0]


LANGS: Final = ("en", "fr", "ru")


def build_wheel() -> dict[str, str]:
    """Build the wheel into :data:`WHEELS`, its modules stripped of docstrings and comments
    for the browser (:mod:`generators.site_wheel`); return the manifest ``{"wheel",
    "sha256"}``."""
    WHEELS.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "SOURCE_DATE_EPOCH": "315532800"}
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--outdir", tmp, str(ROOT)],
            cwd=ROOT, env=env, capture_output=True, text=True,
        )  # fmt: skip
        if run.returncode:
            sys.stderr.write(run.stdout + run.stderr)
            raise SystemExit(f"wheel build failed (exit {run.returncode})")
        (built,) = Path(tmp).glob("piquet_core-*.whl")
        if not built.name.endswith("-py3-none-any.whl"):
            raise SystemExit(f"expected a pure-Python wheel, got {built.name}")
        for old in WHEELS.glob("piquet_core-*.whl"):
            old.unlink()
        target = WHEELS / built.name
        # the browser's copy: no docstrings, no comments (generators/site_wheel.py)
        site_wheel.strip_wheel(built, target)
    manifest = {"wheel": target.name, "sha256": hashlib.sha256(target.read_bytes()).hexdigest()}
    (WHEELS / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def build_snapshot() -> None:
    """Make the engine's Pyodide memory snapshot (:mod:`generators.trainer_snapshot`) next to
    the wheel and record its hash in the manifest: the worker starts from it."""
    path = WHEELS / "manifest.json"
    manifest = json.loads(path.read_text())
    snapshot, key = trainer_snapshot.make_snapshot(
        WHEELS / manifest["wheel"], PYODIDE_SRC, manifest.get("snapshot_key")
    )
    manifest["snapshot"] = snapshot.name
    manifest["snapshot_sha256"] = hashlib.sha256(snapshot.read_bytes()).hexdigest()
    manifest["snapshot_key"] = key
    path.write_text(json.dumps(manifest, indent=1) + "\n")


def copy_pyodide() -> None:
    """Copy the runtime files of the pinned npm ``pyodide`` into :data:`PYODIDE_OUT` (its
    standard library: :func:`trim_stdlib`)."""
    if not PYODIDE_SRC.is_dir():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` (make node_modules)")
    PYODIDE_OUT.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        if name == STDLIB:
            continue
        src, dst = PYODIDE_SRC / name, PYODIDE_OUT / name
        if not dst.exists() or dst.stat().st_size != src.stat().st_size:
            shutil.copyfile(src, dst)


def trim_stdlib() -> None:
    """The site's ``python_stdlib.zip``: only the modules the engine imports (0.9 instead of
    2.5 MB on the wire), from the list the snapshot's run wrote
    (:func:`generators.trainer_snapshot.trim_stdlib`), compiled to bytecode
    (:func:`generators.trainer_snapshot.compile_stdlib`: a first visit's Python starts in
    half the time for 0.8 MB more)."""
    used = WHEELS / trainer_snapshot.STDLIB_LIST
    out = PYODIDE_OUT / STDLIB
    trimmed = BUILD / "python_stdlib.trimmed.zip"
    trimmed.parent.mkdir(parents=True, exist_ok=True)
    trainer_snapshot.trim_stdlib(PYODIDE_SRC / STDLIB, used, trimmed)
    trainer_snapshot.compile_stdlib(PYODIDE_SRC, trimmed, out)


def wheel_ref() -> str:
    """The wheel's file name with a cache-busting query from the hash of the wheel and of its
    snapshot (the worker asks for both with the same query)."""
    manifest = json.loads((WHEELS / "manifest.json").read_text())
    both = manifest["sha256"] + manifest.get("snapshot_sha256", "")
    return f"{manifest['wheel']}?v={hashlib.sha256(both.encode()).hexdigest()[:12]}"


def engine_init(wheel: str) -> dict[str, str]:
    """The engine worker's init message, the one source of its addresses: the Pyodide
    runtime, the wheel (``wheel`` as :func:`wheel_ref` gives it, cache-busting query included)
    and the memory snapshot next to it (named by :func:`trainer_snapshot.snapshot_name`, same
    query). Written at build time into each trainer and play container (``data-engine``):
    ``boot.js`` and ``engine.js`` send it as it is, and the worker resolves the addresses,
    relative to itself (``assets/trainer/worker.js``), wherever the page is."""
    name, sep, query = wheel.partition("?")
    return {
        "op": "init",
        "indexURL": "../pyodide/",
        "wheelURL": "../wheels/" + wheel,
        "snapshotURL": "../wheels/" + trainer_snapshot.snapshot_name(name) + sep + query,
    }


def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def _json(value: object) -> str:
    """JSON safe inside ``<script>``: no ``</`` can close the element."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def _built_exercise(drill: str, seed: str, lang: Lang) -> Exercise:
    """The exercise of ``drill`` for ``seed`` as a page carries it from the build: the
    exchange with the expert's answer, shown even if the engine cannot load."""
    from piquet_core.trainer import exercise

    ex = exercise(drill, seed, lang)
    if ex.engine_check:
        from dataclasses import replace

        from piquet_core.trainer.exchange import expert_lines

        ex = replace(ex, explanation=expert_lines(seed, lang))
    return ex


def exercise_html(ex: Exercise) -> str:
    """An exercise as the page shows it (``templates/exercise.html.j2``, with the page's
    words); ``docs/assets/trainer/exercise.js`` draws the engine's later deals the same way."""
    from piquet_core.trainer.ui import ui_strings

    template = _environment().get_template("exercise.html.j2")
    return template.render(ex=ex.to_dict(), s=ui_strings(ex.lang))


def builtin_exercises(lang: Lang, but: str) -> list[dict[str, str]]:
    """The first exercise of every drill but ``but``, for the embed page: ``{"drill", "json"}``
    with the JSON ``{"exercise", "typed_hands"}`` the page script shows when the frame's
    address asks for that drill. The engine cannot run in a frame sandboxed without
    allow-same-origin (WordPress's embeds), so the drill asked for is on show there all the
    same, before and without the engine."""
    from piquet_core.trainer import DRILLS

    out = []
    for drill in DRILLS:
        if drill == but:
            continue
        ex = _built_exercise(drill, first_seed(drill), lang)
        data = {"exercise": ex.to_dict(), "typed_hands": drill not in NO_TYPED_HANDS}
        out.append({"drill": drill, "json": _json(data)})
    return out


def _alternates(drill: str, lang: Lang) -> str:
    """A drill page's other first exercises, as the JSON list ``[{"exercise", "html"}]`` that
    the page's inline picker (``templates/trainer.html.j2``) chooses from."""
    alternates = []
    for seed in first_seeds(drill)[1:]:
        ex = _built_exercise(drill, seed, lang)
        alternates.append({"exercise": ex.to_dict(), "html": exercise_html(ex)})
    return _json(alternates) if alternates else ""


def render_container(drill: str, seed: str, lang: str, mode: str, wheel: str) -> str:
    """One trainer container (see ``templates/trainer.html.j2``)."""
    from piquet_core.trainer.i18n import is_lang
    from piquet_core.trainer.ui import (
        class_titles,
        drill_strings,
        drill_titles,
        fluency_strings,
        ui_strings,
    )

    if not is_lang(lang):
        raise ValueError(f"unknown language {lang!r}")
    ex = _built_exercise(drill, seed, lang)
    strings = ui_strings(lang)
    # the answer times, the timed rounds, the classes of hand (fluency.js)
    fluency: dict[str, object] = {**fluency_strings(lang), "class_titles": class_titles(lang)}
    # the worksheet panel and the hand's pictures
    from piquet_core.trainer.worksheet import worksheet_strings

    sheet = worksheet_strings(lang)
    return (
        _environment()
        .get_template("trainer.html.j2")
        .render(
            drill=drill,
            typed_hands=drill not in NO_TYPED_HANDS,
            lang=lang,
            mode=mode,
            engine=engine_init(wheel),
            uid=f"{ex.uid}-{mode}",
            s=drill_strings({**strings, **sheet}, drill),  # the page's drill's own words
            strings_json=_json({**strings, **fluency, **sheet}),
            drills_json=_json(drill_titles(lang)),
            heights_json=_json(EMBED_HEIGHTS),
            builtins=builtin_exercises(lang, but=drill) if mode == "embed" else [],
            alternates=_alternates(drill, lang) if mode == "page" else [],
            exercise_json=_json(ex.to_dict()),
            exercise_html=exercise_html(ex),
            boot_js=boot_script() if mode != "block" else "",
            pick_js=boot_script("pick.js") if mode != "block" else "",
        )
    )


def render_progress_page(lang: Lang) -> str:
    """The progress page's container: its words; the script draws the charts, the
    grid and their tables from the learner's record in the browser (progress.js)."""
    from piquet_core.trainer import DRILLS
    from piquet_core.trainer.ui import (
        drill_titles,
        fluency_strings,
        progress_class_titles,
        ui_strings,
    )

    s = ui_strings(lang)
    drills = list(DRILLS)  # every drill the trainer has, in its teaching order
    strings = {
        **fluency_strings(lang),
        "accuracy": s["accuracy"],
        "accuracy_value": s["accuracy_value"],
        "no_attempts": s["no_attempts"],
        "drills": drills,
        "drill_titles": drill_titles(lang),
        "class_titles": progress_class_titles(lang, drills),
    }
    return (
        f'<section class="pq-progress-page" data-search-exclude data-lang="{lang}">'
        f'<script type="application/json" class="pq-strings">{_json(strings)}</script>'
        '<div class="pq-progress-out" aria-live="polite"></div></section>\n'
    )


def boot_script(name: str = "boot.js") -> str:
    """``docs/assets/trainer/<name>`` without its comment lines, inlined in a drill page's or
    an embed's container: ``boot.js`` at its top (the engine's worker starts while the page
    still parses), ``pick.js`` right after its stage (the hand the page opens on: a
    ``?seed=`` link's own, or "Dealing hand X…" until the engine deals it)."""
    text = (ROOT / "docs" / "assets" / "trainer" / name).read_text(encoding="utf-8")
    return "\n".join(
        line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("//")
    )


def render_snippets(wheel: str) -> list[Path]:
    """The first exercise of each drill page and of the embed page, in every language."""
    from piquet_core.trainer import DRILLS

    written = []
    for lang in LANGS:
        out = GENERATED / lang
        out.mkdir(parents=True, exist_ok=True)
        pages = [(d, "page") for d in DRILLS] + [("point", "embed")]
        for drill, mode in pages:
            name = f"trainer-{drill}.html" if mode == "page" else "trainer-embed.html"
            text = render_container(drill, first_seed(drill), lang, mode, wheel)
            target = out / name
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                target.write_text(text, encoding="utf-8")
            written.append(target)
        progress = out / "trainer-progress.html"
        text = render_progress_page(lang)
        if not progress.exists() or progress.read_text(encoding="utf-8") != text:
            progress.write_text(text, encoding="utf-8")
        written.append(progress)
    return written


def bundle_command(outfile: Path = BUNDLE) -> list[str]:
    """The esbuild command that bundles :data:`SCRIPT` into ``outfile`` (run in :data:`ROOT`).

    An IIFE in strict mode, as the modules were; ``import.meta.url`` becomes the script's own
    address (``generators/trainer_bundle_url.js``). No minifying: same bytes for the same
    sources, readable in the browser's tools."""
    banner = (
        f"// Generated by generators/trainer.py from {SCRIPT.as_posix()} and the modules it "
        'imports: do not edit.\n"use strict";'
    )
    return [
        str(ESBUILD), SCRIPT.as_posix(), "--bundle", "--format=iife", "--charset=utf8",
        "--define:import.meta.url=PQ_SCRIPT_URL",
        "--inject:generators/trainer_bundle_url.js",
        f"--banner:js={banner}", "--log-level=warning", f"--outfile={outfile.as_posix()}",
    ]  # fmt: skip


def build_bundle() -> Path:
    """Write :data:`BUNDLE` (see :func:`bundle_command`)."""
    if not ESBUILD.exists():
        raise SystemExit("node_modules/.bin/esbuild is missing: run `npm ci` (make node_modules)")
    run = subprocess.run(bundle_command(), cwd=ROOT, capture_output=True, text=True)
    if run.returncode or run.stderr.strip():
        sys.stderr.write(run.stdout + run.stderr)
        raise SystemExit(f"bundling {SCRIPT} failed (exit {run.returncode})")
    return ROOT / BUNDLE


def main() -> int:
    trainer_catalog.compile_catalogs()
    build_wheel()
    copy_pyodide()
    offline.precompress_runtime(PYODIDE_OUT)
    build_snapshot()
    trim_stdlib()
    files = render_snippets(wheel_ref())
    build_bundle()
    print(f"trainer: wheel {wheel_ref()}, {len(files)} snippets in build/generated, {BUNDLE.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
