"""The worked examples: generated in every language, byte-reproducible, fully translated, and
included in the pages."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from gen_helpers import LANGS, MODULES, ROOT, render

from generators.build import pybabel


def _snippets_in_subprocess(hash_seed: str) -> dict[str, bytes]:
    """Every snippet rendered by a fresh interpreter (another hash seed, cold caches)."""
    code = (
        "import sys, json\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "import importlib\n"
        "from generators.i18n import environment\n"
        "out = {}\n"
        f"for m in {MODULES!r}:\n"
        "    gen = importlib.import_module(m)\n"
        f"    for lang in {LANGS!r}:\n"
        "        t = environment(lang).get_template(gen.NAME + '.md.j2')\n"
        "        out[gen.NAME + '/' + lang] = t.render(**gen.context(lang))\n"
        "sys.stdout.write(json.dumps(out, ensure_ascii=False))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env,
                          check=True, cwd=ROOT)  # fmt: skip
    import json

    return {k: v.encode("utf-8") for k, v in json.loads(done.stdout).items()}


def test_two_generations_are_byte_identical() -> None:
    """Same seeds, same bytes: two fresh runs with different hash seeds, and this process."""
    first = _snippets_in_subprocess("1")
    second = _snippets_in_subprocess("12345")
    assert first == second
    for module in MODULES:
        name = importlib.import_module(module).NAME
        for lang in LANGS:
            assert render(module, lang).encode("utf-8") == first[f"{name}/{lang}"]


@pytest.mark.parametrize("module", MODULES)
def test_every_language_is_generated(module: str) -> None:
    """Each snippet exists in the three languages, and they differ (translated, not copied)."""
    texts = {lang: render(module, lang) for lang in LANGS}
    assert all(len(t) > 500 for t in texts.values())
    assert len(set(texts.values())) == len(LANGS)
    for lang in ("fr", "ru"):
        for english in ("Elder", "Younger", "The exact figures", "Example hands", "Player A"):
            assert english not in texts[lang], (module, lang, english)


def _my_catalog() -> Catalog:
    """The messages of the worked-example generators, extracted as the build extracts them."""
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "babel.cfg"
        cfg.write_text(
            "[python: generators/examples_*.py]\n[python: generators/example_players.py]\n"
            "[jinja2: generators/templates/example-*.md.j2]\n"
            "[jinja2: generators/templates/odds-tables.md.j2]\n"
            "extensions = jinja2.ext.i18n\n",
            encoding="utf-8",
        )
        pot = Path(tmp) / "mine.pot"
        assert pybabel("extract", "-F", str(cfg), "-o", str(pot), "--no-wrap",
                       "--ignore-dirs=.* build site node_modules docs locales tests bench",
                       ".") == 0  # fmt: skip
        with pot.open("rb") as fh:
            return read_po(fh)


def test_extraction_finds_the_messages() -> None:
    ids = {m.id for m in _my_catalog() if m.id}
    assert len(ids) > 150
    assert ("%(num)d point", "%(num)d points") in ids
    assert "Annotated example deal" in ids


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_catalog_complete_for_these_messages(lang: str) -> None:
    """Every message of these generators is translated, not fuzzy, with every plural form,
    and its placeholders match the English (Babel's python-format check)."""
    with (ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po").open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    problems = []
    for mine in _my_catalog():
        if not mine.id:
            continue
        msg = catalog.get(mine.id, context=mine.context)
        if msg is None:
            problems.append(f"missing: {mine.id!r}")
            continue
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        if msg.fuzzy or not all(strings):
            problems.append(f"untranslated: {mine.id!r}")
        elif isinstance(mine.id, tuple) and len(strings) != catalog.num_plurals:
            problems.append(f"plural forms: {mine.id!r}")
        problems += [f"{mine.id!r}: {e}" for e in msg.check(catalog)]
    assert not problems, "\n".join(problems)


def test_russian_plurals() -> None:
    """1 очко, 2 очка, 5 очков; 21 очко (the catalog's plural forms, through gettext)."""
    from generators.examples_common import words

    w = words("ru")
    nb = "\u00a0"  # the number kept with its noun
    assert [w.points(n).replace(nb, " ") for n in (1, 2, 5, 21, 12)] == [
        "1 очко", "2 очка", "5 очков", "21 очко", "12 очков"]  # fmt: skip
    assert [w.cards_count(n).replace(nb, " ") for n in (1, 3, 11)] == [
        "1 карта", "3 карты", "11 карт"]  # fmt: skip
    assert all(nb in w.points(n) for n in (1, 2, 5))


INCLUDES = {
    "examples.md": ("example-hands", "example-deal", "example-partie"),
    "history.md": ("odds-tables",),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", sorted(INCLUDES))
def test_pages_include_the_snippets(lang: str, page: str) -> None:
    text = (ROOT / "docs" / lang / page).read_text(encoding="utf-8")
    for name in INCLUDES[page]:
        assert f'--8<-- "build/generated/{lang}/{name}.md"' in text
