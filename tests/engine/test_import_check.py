"""The import-cycle check of ``make lint`` (tests/check_imports.py) finds cycles, however the
import is written, and the engine has none, trainer included."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("check_imports", ROOT / "tests/check_imports.py")
assert _SPEC is not None and _SPEC.loader is not None
check_imports = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(check_imports)
main = check_imports.main


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from pkg.a import A\n")
    for name, text in files.items():
        (pkg / name).write_text(text)
    return pkg


@pytest.mark.parametrize(
    "b_text",
    [
        "from pkg.a import A\n",
        "def f():\n    from pkg import a\n    return a\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import A\n",
        "from . import a\n",
        "from .a import A\n",
    ],
)
def test_a_cycle_is_found_however_the_import_is_written(
    tmp_path: Path, b_text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pkg = _package(tmp_path, {"a.py": "from pkg.b import B\nA = 1\n", "b.py": b_text + "B = 2\n"})
    assert main([str(pkg)]) == 1
    assert "import cycle: pkg.a <-> pkg.b" in capsys.readouterr().out


def test_a_package_reexporting_its_modules_is_no_cycle(tmp_path: Path) -> None:
    pkg = _package(tmp_path, {"a.py": "from pkg.b import B\nA = 1\n", "b.py": "B = 2\n"})
    assert main([str(pkg)]) == 0


def test_the_engine_has_no_import_cycle() -> None:
    assert main([str(ROOT / "piquet_core")]) == 0
