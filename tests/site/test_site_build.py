"""The build: strict with no warning, deterministic, generated snippets from the engine."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from site_helpers import ROOT

from generators import build as gen_build
from generators.i18n import environment
from piquet_core.cards import RANKS_DESC


def _mkdocs_build(site_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site_dir)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def _digest(site_dir: Path) -> dict[str, str]:
    return {
        p.relative_to(site_dir).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(site_dir.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, str]]:
    assert gen_build.main([]) == 0
    out = []
    for name in ("a", "b"):
        site = tmp_path_factory.mktemp(f"site-{name}")
        done = _mkdocs_build(site)
        assert done.returncode == 0, done.stderr[-3000:]
        out.append((site, done.stderr + done.stdout))
    return out


def test_build_is_strict_and_warning_free(two_builds: list[tuple[Path, str]]) -> None:
    for _, log in two_builds:
        warnings = [line for line in log.splitlines() if "WARNING" in line]
        assert warnings == []


def test_two_builds_are_byte_identical(two_builds: list[tuple[Path, str]]) -> None:
    (a, _), (b, _) = two_builds
    da, db = _digest(a), _digest(b)
    assert sorted(da) == sorted(db)
    differ = [name for name in da if da[name] != db[name]]
    assert differ == []
    assert len(da) > 50


def test_catalogs_are_current_and_complete() -> None:
    """``pybabel update --check`` clean; every fr/ru message translated, none fuzzy."""
    assert gen_build.main(["--check"]) == 0


NB, NN = "\u00a0", "\u202f"  # no-break space, narrow no-break space


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        # a number and its noun kept together by U+00A0; French groups by U+202F (Babel)
        ("ru", 1, f"1{NB}очко"), ("ru", 2, f"2{NB}очка"), ("ru", 5, f"5{NB}очков"),
        ("ru", 11, f"11{NB}очков"), ("ru", 21, f"21{NB}очко"), ("ru", 22, f"22{NB}очка"),
        ("ru", 75, f"75{NB}очков"), ("fr", 0, f"0{NB}point"), ("fr", 1, f"1{NB}point"),
        ("fr", 2, f"2{NB}points"), ("fr", 1_000_000, f"1{NN}000{NN}000{NB}de points"),
        ("en", 1, "1 pip"), ("en", 2, "2 pips"),
    ],
)  # fmt: skip
def test_plural_forms_through_the_catalogs(lang: str, n: int, expected: str) -> None:
    template = environment(lang).from_string('{{ ngettext("%(num)s pip", "%(num)s pips", n) }}')
    assert template.render(n=n) == expected


def _table(lang: str) -> list[list[str]]:
    text = (gen_build.GENERATED_DIR / lang / "card-values.md").read_text(encoding="utf-8")
    rows = [line.strip("|").split("|") for line in text.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row] for row in rows[2:]]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_card_values_snippet_agrees_with_the_engine(lang: str) -> None:
    rows = _table(lang)
    assert len(rows) == len(RANKS_DESC)
    for row, rank in zip(rows, RANKS_DESC, strict=True):
        assert int(re.match(r"\d+", row[1]).group()) == rank.pips  # type: ignore[union-attr]


def test_pages_include_the_generated_snippet(two_builds: list[tuple[Path, str]]) -> None:
    site, _ = two_builds[0]
    for lang, header in (("en", "Pip value for the point"), ("fr", "Valeur pour le point"),
                         ("ru", "Очки для сравнения рядов")):  # fmt: skip
        page = site / ("" if lang == "en" else lang) / "index.html"
        assert header in page.read_text(encoding="utf-8"), lang
