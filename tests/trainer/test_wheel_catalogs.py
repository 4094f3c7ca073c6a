"""A wheel built from a clean checkout carries the compiled French and Russian catalogs.

The ``.mo`` files are not in git (``*.mo`` is ignored): the wheel's own build step
(``setup.py``) compiles them, so no site build or ``trainer_catalog compile`` has to come
first. The checkout is the repository's tracked and new, not ignored, files only: no
``piquet_core/locale`` of the working tree can slip in.
"""

from __future__ import annotations

import gettext
import io
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

KNOWN = {"fr": ("Not good", "Pas bon"), "ru": ("Not good", "не годится")}
"""A Law 46 reply in each language, as the catalogs translate it."""


def clean_checkout(target: Path) -> Path:
    """Copy what a fresh clone of the working tree would hold (git's own file list)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True,
    ).stdout.decode().split("\0")  # fmt: skip
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target / name)
    return target


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    if shutil.which("git") is None:
        pytest.skip("git is needed to list the checkout's files")
    src = clean_checkout(tmp_path_factory.mktemp("checkout"))
    assert not list(src.glob("piquet_core/locale/**/*.mo")), "the checkout is not clean"
    out = tmp_path_factory.mktemp("dist")
    run = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(src)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 0, (run.stdout + run.stderr)[-2000:]
    (built,) = out.glob("piquet_core-*-py3-none-any.whl")
    return zipfile.ZipFile(built)


@pytest.mark.parametrize("lang", sorted(KNOWN))
def test_wheel_carries_each_compiled_catalog(wheel: zipfile.ZipFile, lang: str) -> None:
    data = wheel.read(f"piquet_core/locale/{lang}/LC_MESSAGES/trainer.mo")
    message, translation = KNOWN[lang]
    assert gettext.GNUTranslations(io.BytesIO(data)).gettext(message) == translation


def test_wheel_has_no_other_catalog(wheel: zipfile.ZipFile) -> None:
    catalogs = sorted(n for n in wheel.namelist() if n.endswith(".mo"))
    assert catalogs == [f"piquet_core/locale/{lang}/LC_MESSAGES/trainer.mo" for lang in KNOWN]
