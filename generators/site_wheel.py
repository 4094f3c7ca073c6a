"""The browser's copy of the engine wheel: the same modules without their docstrings and
comments.

The site's wheel is fetched on a first visit, on the critical path of the engine's start
(bench/README.md, "Third round"); the docstrings and comments that cite every law are for
readers of the source (``pip install .``, the repository), and nothing the site runs reads
them. :func:`strip_source` cuts each docstring to ``""`` and each comment out, by the
positions the tokenizer gives, so that every other character of a module stays where it was
(no code is regenerated: what runs is the code that was tested); :func:`strip_wheel` does it
to every module of a wheel and writes its ``RECORD`` again. Same wheel in, same bytes out.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import tokenize
import zipfile
from pathlib import Path

_DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _docstring_spans(tree: ast.Module) -> list[tuple[int, int, int, int]]:
    """(start line, start column, end line, end column) of each docstring of ``tree``."""
    spans = []
    for node in ast.walk(tree):
        if not isinstance(node, _DOC_OWNERS) or not node.body:
            continue
        first = node.body[0]
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            value = first.value
            assert value.end_lineno is not None and value.end_col_offset is not None
            spans.append((value.lineno, value.col_offset, value.end_lineno, value.end_col_offset))
    return spans


def strip_source(source: str) -> str:
    """``source`` with each docstring replaced by ``""`` and each comment removed (a line
    that held only a comment is left empty); raises ``SyntaxError`` on a module that does not
    parse. Column offsets from :mod:`ast` count UTF-8 bytes, hence the byte slicing."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    cuts: list[tuple[int, int, int, int, str]] = [(*span, '""') for span in _docstring_spans(tree)]
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            row, col = tok.start
            start = len(lines[row - 1][:col].encode())
            end = len(lines[row - 1][: tok.end[1]].encode())
            cuts.append((row, start, row, end, ""))
    raw = [line.encode() for line in lines]
    # from the end, so that each cut leaves the positions of the earlier ones as they were
    for row, col, end_row, end_col, text in sorted(cuts, reverse=True):
        head, tail = raw[row - 1][:col], raw[end_row - 1][end_col:]
        if not text:  # a comment runs to the end of its line: the spaces before it go too
            head = head.rstrip(b" \t")
        raw[row - 1 : end_row] = [head + text.encode() + tail]
    text = b"".join(raw).decode()
    ast.parse(text)  # still a module
    return text


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def strip_wheel(src: Path, out: Path) -> tuple[int, int]:
    """Write to ``out`` the wheel ``src`` with every ``.py`` stripped (:func:`strip_source`)
    and its ``RECORD`` written again; every entry keeps its name, order and date. Return the
    sizes of the ``.py`` entries before and after."""
    before = after = 0
    with zipfile.ZipFile(src) as zin:
        infos = zin.infolist()
        entries: list[tuple[zipfile.ZipInfo, bytes]] = []
        for info in infos:
            data = zin.read(info)
            if info.filename.endswith(".py"):
                before += len(data)
                data = strip_source(data.decode()).encode()
                after += len(data)
            entries.append((info, data))
    record_name = next(i.filename for i, _ in entries if i.filename.endswith(".dist-info/RECORD"))
    rows = [
        f"{info.filename},{_record_hash(data)},{len(data)}"
        for info, data in entries
        if info.filename != record_name
    ]
    record = ("\n".join([*rows, f"{record_name},,"]) + "\n").encode()
    with zipfile.ZipFile(out, "w") as zout:
        for info, data in entries:
            body = record if info.filename == record_name else data
            copy = zipfile.ZipInfo(info.filename, date_time=info.date_time)
            copy.external_attr = info.external_attr
            zout.writestr(copy, body, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return before, after
