"""The trainer's gettext catalogs (domain ``trainer``): extract, update, compile into the wheel.

``python -m generators.trainer_catalog extract`` (a developer step, after changing messages)
re-extracts ``locales/trainer.pot`` from ``piquet_core/trainer`` and updates
``locales/{fr,ru}/LC_MESSAGES/trainer.po``. ``compile`` (run by ``make trainer``, so by
``make site``, and by the tests) writes ``piquet_core/locale/<lang>/LC_MESSAGES/trainer.mo`` in
the working tree; every wheel compiles its own copy in its build step (``setup.py``);
:mod:`piquet_core.trainer.i18n` reads them in CPython and in Pyodide alike. ``check`` exits 1
if a message is untranslated or fuzzy, or the catalogs are stale.

The domain is separate from SITE-INFRA's ``messages`` so the two pipelines never rewrite
each other's files; both live in ``locales/`` and use the same Babel tools.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from typing import Final

from babel.messages.pofile import read_po

ROOT: Final = Path(__file__).resolve().parent.parent
LOCALES: Final = ROOT / "locales"
POT: Final = LOCALES / "trainer.pot"
CFG: Final = Path(__file__).resolve().parent / "trainer_babel.cfg"
OUT: Final = ROOT / "piquet_core" / "locale"
DOMAIN: Final = "trainer"
LANGS: Final = ("fr", "ru")
PYBABEL: Final = str(Path(sys.executable).parent / "pybabel")


def po_path(lang: str) -> Path:
    return LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract() -> None:
    """Re-extract the template and merge it into each language's catalog."""
    subprocess.run(
        [PYBABEL, "-q", "extract", "-F", str(CFG), "-o", str(POT), "--no-location",
         "--sort-output", "-c", "TRANSLATORS:", "-k", "N_", "--project=piquet", "--version=0.1",
         "."],
        check=True, cwd=ROOT,
    )  # fmt: skip
    for lang in LANGS:
        action = "update" if po_path(lang).exists() else "init"
        cmd = [PYBABEL, "-q", action, "-D", DOMAIN, "-i", str(POT), "-d", str(LOCALES), "-l", lang]
        if action == "update":
            cmd += ["--no-fuzzy-matching", "--ignore-obsolete"]
        subprocess.run(cmd, check=True, cwd=ROOT)
    for path in (POT, *(po_path(lang) for lang in LANGS)):
        _fix_creation_date(path)


CREATION_DATE: Final = "2026-11-30 00:00+0000"
"""The catalogs' ``POT-Creation-Date``, fixed: pybabel writes the time of each extraction,
which changed three files at every run (and set branches in conflict) with nothing to say."""


def _fix_creation_date(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    header = f'"POT-Creation-Date: {CREATION_DATE}\\n"'
    fixed = re.sub(r'^"POT-Creation-Date: .*"$', lambda _: header, text, count=1, flags=re.M)
    if fixed != text:
        path.write_text(fixed, encoding="utf-8")


OWN_SOURCES: Final = ("piquet_core/trainer/*.py", "piquet_core/bots/reasons.py")
OTHERS: Final = ("piquet_core/trainer/bezique_words.py",)
"""Files of the domain kept apart (the Bezique meld drill's words): not checked here."""


def own_msgids() -> set[str]:
    """The msgids of the trainer's own sources (singular form for plurals)."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

    keywords = {**DEFAULT_KEYWORDS, "N_": None}
    ids: set[str] = set()
    for pattern in OWN_SOURCES:
        for path in sorted(ROOT.glob(pattern)):
            if str(path.relative_to(ROOT)) in OTHERS:
                continue
            for _line, msg, _comments, _ctx in extract_from_file("python", str(path), keywords):
                ids.add(msg[0] if isinstance(msg, tuple) else msg)
    return ids


def problems(only: set[str] | None = None) -> list[str]:
    """Untranslated or fuzzy messages, and messages of the template missing from a catalog
    (restricted to the msgids ``only``, if given)."""
    out: list[str] = []
    with POT.open("rb") as f:
        template = {m.id for m in read_po(f) if m.id}
    if only is not None:
        template = {i for i in template if (i[0] if isinstance(i, tuple) else i) in only}
    for lang in LANGS:
        with po_path(lang).open("rb") as f:
            catalog = read_po(f, locale=lang)
        ids = set()
        for m in catalog:
            if not m.id:
                continue
            if only is not None and (m.id[0] if isinstance(m.id, tuple) else m.id) not in only:
                continue
            ids.add(m.id)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            if m.fuzzy or not all(strings):
                out.append(f"{lang}: untranslated or fuzzy: {m.id!r}")
        out.extend(f"{lang}: missing: {i!r}" for i in sorted(map(str, template - ids)))
    return out


def compile_catalogs() -> list[Path]:
    """Compile each catalog to ``piquet_core/locale/<lang>/LC_MESSAGES/trainer.mo``, with the
    compiler the wheel's build step uses (``setup.py``: :func:`setup.compile_catalogs`)."""
    spec = importlib.util.spec_from_file_location("piquet_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)  # defines the compiler; setup() runs only as __main__
    written: list[Path] = setup.compile_catalogs(LOCALES, OUT.parent)
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "compile"
    if command == "extract":
        extract()
        return 0
    if command == "check":
        found = problems(own_msgids() if "--own" in argv else None)
        for line in found:
            print(line, file=sys.stderr)
        return 1 if found else 0
    if command == "compile":
        compile_catalogs()
        return 0
    print("usage: python -m generators.trainer_catalog [extract|compile|check]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
