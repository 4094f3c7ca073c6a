"""The browser's wheel (generators/site_wheel.py): the engine's own modules without their
docstrings and comments, and nothing else changed, so what runs in the page is the code the
tests ran in CPython."""

from __future__ import annotations

import ast
import base64
import hashlib
import zipfile
from pathlib import Path

import pytest

from generators.site_wheel import strip_source, strip_wheel

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted((ROOT / "piquet_core").rglob("*.py"))


class _NoDocstrings(ast.NodeTransformer):
    """The tree as the stripped module should parse: each docstring ``""``."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            body[0].value.value = ""
        return super().generic_visit(node)


def _shape(source: str) -> str:
    return ast.dump(_NoDocstrings().visit(ast.parse(source)), include_attributes=False)


SAMPLE = '''"""Module docstring: «Годятся», 1 152."""
# a comment alone
X = "a # in a string"  # a comment after code


class Hand:
    """Class docstring
    on two lines."""

    def f(self, n: int) -> str:  # trailing
        """Method."""
        s = f"{n} # not a comment"
        return s + """not a docstring: # kept"""
'''


def test_docstrings_and_comments_go_and_nothing_else() -> None:
    out = strip_source(SAMPLE)
    assert not any(c in out for c in ("a comment alone", "a comment after", "trailing"))
    assert "not a docstring: # kept" in out  # a string after the first is no docstring
    assert "Годятся" not in out and "on two lines" not in out and "Method." not in out
    assert '"a # in a string"' in out and '"{n} # not a comment"' in out
    assert _shape(out) == _shape(SAMPLE)
    namespace: dict[str, object] = {}
    exec(compile(out, "<stripped>", "exec"), namespace)
    assert namespace["Hand"]().f(3) == "3 # not a commentnot a docstring: # kept"  # type: ignore[operator]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_engine_module_keeps_its_code(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    out = strip_source(source)
    assert _shape(out) == _shape(source)
    assert "#" not in "".join(line for line in out.splitlines() if line.lstrip().startswith("#")), (
        "a comment line is left"
    )


def _wheel(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("pkg/__init__.py", '"""Doc."""\n# note\nVALUE = 1  # one\n')
        z.writestr("pkg/data.json", '{"a": 1}\n')
        z.writestr("pkg-1.0.dist-info/METADATA", "Name: pkg\n")
        z.writestr("pkg-1.0.dist-info/RECORD", "stale\n")


def test_the_wheel_is_stripped_its_record_true_and_the_same_each_time(tmp_path: Path) -> None:
    src, out, again = tmp_path / "in.whl", tmp_path / "out.whl", tmp_path / "again.whl"
    _wheel(src)
    before, after = strip_wheel(src, out)
    strip_wheel(src, again)
    assert out.read_bytes() == again.read_bytes()  # same wheel in, same bytes out
    assert after < before
    with zipfile.ZipFile(out) as z:
        names = z.namelist()
        assert names == zipfile.ZipFile(src).namelist()
        assert z.read("pkg/__init__.py") == b'""\n\nVALUE = 1\n'
        assert z.read("pkg/data.json") == b'{"a": 1}\n'
        rows = z.read("pkg-1.0.dist-info/RECORD").decode().splitlines()
        for row in rows:
            name, digest, size = row.split(",")
            if name.endswith("RECORD"):
                assert (digest, size) == ("", "")
                continue
            data = z.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert (digest, int(size)) == ("sha256=" + expected.decode(), len(data))
        assert {r.split(",")[0] for r in rows} == set(names)
