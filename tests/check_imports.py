"""An import-cycle check over ``piquet_core``, run by ``make lint``.

Every ``import`` and ``from ... import`` of a module is read with :mod:`ast` -- at the top,
inside a function, or under ``if TYPE_CHECKING`` alike: a function-local or type-only import
is not a way around a cycle. A package's ``__init__`` re-exporting its submodules is not a
cycle with them (a submodule importing its own package's ``__init__`` is). Prints each cycle
and exits 1 if there is any.

    python -m tests.check_imports [package directory] [--exclude SUBPACKAGE ...]
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """The modules of ``known`` that the module ``name`` (at ``path``) imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    if path.name == "__init__.py":  # a package re-exporting its own submodules
        found = {m for m in found if not m.startswith(name + ".")}
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", nargs="?", default="piquet_core")
    parser.add_argument("--exclude", action="append", default=[], help="a subpackage to skip")
    args = parser.parse_args(argv)
    root = Path(args.root).resolve()
    files = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    skipped = tuple(f"{root.name}.{e}" for e in args.exclude)
    files = {
        m: p for m, p in files.items() if not any(m == s or m.startswith(s + ".") for s in skipped)
    }
    known = set(files)
    graph = {m: imports_of(p, m, known) for m, p in files.items()}
    found = cycles(graph)
    for component in found:
        print("import cycle: " + " <-> ".join(component))
    excluded = f" (excluding {', '.join(skipped)})" if skipped else ""
    print(f"{len(files)} modules{excluded}: {len(found)} import cycle(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
