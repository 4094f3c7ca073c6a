"""Generate the site's Markdown snippets: ``python -m generators.build [--check]``.

Steps, run by ``make site`` before ``mkdocs build``:

1. Catalogs (Babel): extract every message of ``babel.cfg`` into ``build/messages.pot``,
   ``update`` ``locales/<lang>/LC_MESSAGES/messages.po`` (``init`` when missing), ``compile``
   the ``.mo`` files. The POT is a build product; the ``.po`` files are committed.
2. Snippets: each module of :data:`GENERATORS` renders ``templates/<NAME>.md.j2`` through the
   catalogs into ``build/generated/<lang>/<NAME>.md`` (other tools, such as the trainer's
   ``generators.trainer``, write their own files there too; nothing else is touched).

Same inputs, same bytes: no dates, no randomness without a fixed seed.
``--check`` changes nothing and exits 1 when a catalog is out of date (``pybabel update
--check``) or a message is untranslated, fuzzy, or lacks a plural form.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import logging
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Protocol, cast

from babel.messages.frontend import BaseError, CommandLineInterface
from babel.messages.pofile import read_po

from generators.i18n import (
    DOMAIN,
    LANGS,
    LOCALES_DIR,
    ROOT,
    TRANSLATED_LANGS,
    environment,
    translations,
)

#: Generator modules, in build order. Each has ``NAME`` and ``context(lang)``.
GENERATORS: tuple[str, ...] = (
    "generators.card_values",
    # BEZIQUE-SITE: the Bezique page's table, worked example and readings.
    "generators.bezique_table",
    "generators.bezique_example",
    "generators.bezique_readings",
    "generators.bezique_deal",
    "generators.bezique_play",
    # GENERATORS: worked examples for rules.md and the odds tables for history.md.
    "generators.examples_hands",
    "generators.examples_deal",
    "generators.examples_partie",
    "generators.examples_odds",
    # LAWS: worked irregular deals for laws.md.
    "generators.examples_irregular",
    # BOTS: the simulation report, from seeded bot-vs-bot parties.
    "generators.simulation",
    # PLAY-PAGE: the play page's container and its words.
    "generators.play",
    # TERMS: the glossary's tables, from locales/terms.toml.
    "generators.glossary",
)

BUILD_DIR = ROOT / "build"
GENERATED_DIR = BUILD_DIR / "generated"
POT = BUILD_DIR / "messages.pot"
IGNORE_DIRS = ".* ._ build site node_modules docs locales tests bench"

log = logging.getLogger("generators")


class Generator(Protocol):
    NAME: str

    def context(self, lang: str) -> Mapping[str, object]: ...


def pybabel(*args: str) -> int:
    """Run one ``pybabel`` command in-process from the repository root; its exit status."""
    cli = CommandLineInterface()
    with contextlib.chdir(ROOT):  # relative paths in the catalogs' location comments
        try:
            status = cli.run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]
        except SystemExit as exc:
            return int(exc.code or 0)
        except BaseError as exc:  # `update --check`: "Some catalogs are out of date."
            log.info("pybabel %s: %s", args[0], exc)
            return 1
    return int(status or 0)


def extract(pot: Path = POT) -> None:
    """Extract every message of ``babel.cfg`` into ``pot`` (locations by file, no dates used)."""
    pot.parent.mkdir(parents=True, exist_ok=True)
    status = pybabel(
        "extract", "-F", str(ROOT / "babel.cfg"), "-o", str(pot),
        "--add-location=file", "--sort-by-file", "--no-wrap",
        "--project=Piquet", "--version=1", "--copyright-holder=Piquet contributors",
        f"--ignore-dirs={IGNORE_DIRS}", ".",
    )  # fmt: skip
    if status:
        raise SystemExit(f"pybabel extract failed (exit {status})")


def po_path(lang: str) -> Path:
    return LOCALES_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def update(pot: Path = POT, check: bool = False) -> list[str]:
    """``pybabel update`` each catalog from ``pot``; with ``check``, the stale languages."""
    stale = []
    for lang in TRANSLATED_LANGS:
        if not po_path(lang).exists():
            if check:
                stale.append(lang)
                continue
            pybabel("init", "-i", str(pot), "-d", str(LOCALES_DIR), "-l", lang, "--no-wrap")
        args = ["update", "-i", str(pot), "-d", str(LOCALES_DIR), "-l", lang,
                "--ignore-pot-creation-date", "--ignore-obsolete", "--no-wrap",
                "--no-fuzzy-matching"]  # fmt: skip
        if check:
            args.append("--check")
        if pybabel(*args):
            stale.append(lang)
    return stale


def compile_catalogs() -> None:
    """``pybabel compile`` every catalog into its ``.mo`` (fuzzy entries are left out)."""
    for lang in TRANSLATED_LANGS:
        status = pybabel("compile", "-d", str(LOCALES_DIR), "-l", lang, "-D", DOMAIN)
        if status:
            raise SystemExit(f"pybabel compile failed for {lang} (exit {status})")
    translations.cache_clear()


def catalog_problems(lang: str) -> list[str]:
    """Untranslated, fuzzy or incomplete-plural messages of ``lang``'s catalog, one line each."""
    path = po_path(lang)
    if not path.exists():
        return [f"{path.relative_to(ROOT)}: missing"]
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    problems = []
    for message in catalog:
        if not message.id:
            continue
        where = f"{path.relative_to(ROOT)}: {message.id!r}"
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy:
            problems.append(f"{where} is fuzzy")
        elif isinstance(message.id, tuple) and len(strings) != catalog.num_plurals:
            problems.append(f"{where} has {len(strings)} plural forms, expected "
                            f"{catalog.num_plurals}")  # fmt: skip
        elif not all(strings):
            problems.append(f"{where} is untranslated")
    return problems


def render_all(out_dir: Path = GENERATED_DIR) -> list[Path]:
    """Render every generator in every language; write only the files that changed."""
    written: list[Path] = []
    for module_name in GENERATORS:
        gen = cast(Generator, importlib.import_module(module_name))
        for lang in LANGS:
            template = environment(lang).get_template(f"{gen.NAME}.md.j2")
            text = template.render(**gen.context(lang))
            target = out_dir / lang / f"{gen.NAME}.md"
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists() or target.read_bytes() != text.encode("utf-8"):
                target.write_bytes(text.encode("utf-8"))
            written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generators.build", description=__doc__)
    parser.add_argument(
        "--check", action="store_true",
        help="change nothing; exit 1 if a catalog is stale or incomplete",
    )  # fmt: skip
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="generators: %(message)s")
    if args.check:
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            pot = Path(tmp) / "messages.pot"
            extract(pot)
            stale = update(pot, check=True)
        problems = [p for lang in TRANSLATED_LANGS for p in catalog_problems(lang)]
        for lang in stale:
            print(f"locales/{lang}: out of date, run `python -m generators.build`")
        for problem in problems:
            print(problem)
        return 1 if stale or problems else 0
    extract()
    update()
    compile_catalogs()
    for lang in TRANSLATED_LANGS:
        for problem in catalog_problems(lang):
            log.warning("%s", problem)
    from generators import card_art  # CARDS: the card artwork's sprite

    card_art.write()
    files = render_all()
    log.info("%d snippets in %s", len(files), GENERATED_DIR.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
