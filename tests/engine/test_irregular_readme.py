"""README.md's lists of the codes of irregular records ("Codes of irregular records", in the
section "Irregular deals in `piquet replay`") are the engine's, both ways (the
README must let an outsider score any irregular record without reading the code, so the
lists cannot go stale).

The codes are read from the source: every ``code=`` given to an error, every code given to
an ``_err`` helper, and every ``Ruling``/``Effect`` code, in the modules and functions an
irregular or misdealt record passes through, and the codes of the error classes raised by
their own constructor (a card that is no card, one given twice, a hand of the wrong size, a
variant that does not exist).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from piquet_core.errors import (
    CardParseError,
    DuplicateCardError,
    HandSizeError,
    UnknownVariantError,
)

ROOT = Path(__file__).resolve().parents[2]

SCOPE: dict[str, frozenset[str] | None] = {
    "piquet_core/irregular.py": None,  # the whole module
    "piquet_core/calling_irregular.py": None,
    "piquet_core/misdeal.py": None,
    "piquet_core/replay.py": frozenset(
        {
            "replay_irregular",
            "_parse_irregular",
            "_unchecked",
            "replay_misdeal",
            "_trick_pairs",
            "_cards_field",
            "_duplicate",
        }
    ),
    "piquet_core/deal.py": frozenset({"from_record", "with_irregularities", "apply_exchange"}),
    "piquet_core/play.py": frozenset({"check_follow", "play_tricks"}),
    "piquet_core/variants.py": frozenset({"from_dict", "_switch_value"}),
}
"""Where an irregular record's refusals and rulings are written (None: the whole module)."""

CLASS_CODES = {c.code for c in (CardParseError, DuplicateCardError, HandSizeError,
                                UnknownVariantError)}  # fmt: skip


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    return call.func.attr if isinstance(call.func, ast.Attribute) else None


def _texts(node: ast.expr) -> set[str]:
    """The code strings an expression can give: a constant, or either branch of an ``if``."""
    if isinstance(node, ast.IfExp):
        return _texts(node.body) | _texts(node.orelse)
    return {node.value} if isinstance(node, ast.Constant) and isinstance(node.value, str) else set()


def engine_codes() -> tuple[set[str], set[str]]:
    """(refusal codes, ruling codes) written in :data:`SCOPE`."""
    refusals, rulings = set(CLASS_CODES), set()
    for path, functions in SCOPE.items():
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        roots: list[ast.AST] = [tree] if functions is None else [
            f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name in functions
        ]  # fmt: skip
        if functions is not None:
            assert {f.name for f in roots} == functions, (path, functions)  # type: ignore[attr-defined]
        for root in roots:
            for node in ast.walk(root):
                if not isinstance(node, ast.Call):
                    continue
                name = _name(node)
                for kw in node.keywords:
                    if kw.arg == "code":
                        refusals |= _texts(kw.value)
                if name == "_err" and len(node.args) >= 2:
                    refusals |= _texts(node.args[1])
                if name in ("Ruling", "Effect") and node.args:
                    rulings |= _texts(node.args[0])
    return refusals, rulings


def readme_lists() -> tuple[list[str], list[str]]:
    """The codes README.md lists under "Refusals" and "Rulings" (one ``- `code`: ...`` each)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Irregular deals in `piquet replay`")
    end = text.find("\n## ", start + 1)
    section = text[start : end if end >= 0 else len(text)]
    codes = section[section.index("### Codes of irregular records") :]
    refusals = codes[codes.index("#### Refusals") : codes.index("#### Rulings")]
    rulings = codes[codes.index("#### Rulings") :]
    rulings = rulings[: rulings.find("\n#", 1) if rulings.find("\n#", 1) >= 0 else len(rulings)]
    item = re.compile(r"^- `([a-z_]+)`: \S", re.M)
    return item.findall(refusals), item.findall(rulings)


def test_readme_lists_every_refusal_code_of_an_irregular_record() -> None:
    refusals, _ = engine_codes()
    listed, _ = readme_lists()
    assert len(listed) == len(set(listed)), "a refusal code listed twice"
    assert not refusals - set(listed), f"not in README.md: {sorted(refusals - set(listed))}"
    assert not set(listed) - refusals, f"not in the engine: {sorted(set(listed) - refusals)}"


def test_readme_lists_every_ruling_code() -> None:
    _, rulings = engine_codes()
    _, listed = readme_lists()
    assert len(listed) == len(set(listed)), "a ruling code listed twice"
    assert not rulings - set(listed), f"not in README.md: {sorted(rulings - set(listed))}"
    assert not set(listed) - rulings, f"not in the engine: {sorted(set(listed) - rulings)}"


def test_the_scan_finds_what_it_should() -> None:
    """The source scan is not vacuous: it finds codes known to be raised and returned."""
    refusals, rulings = engine_codes()
    known = {"stock_overdrawn", "not_out_of_turn", "misdeal_discard_count", "revoke",
             "discard_count", "duplicate_card", "unknown_switch", "wrong_leader"}  # fmt: skip
    assert known <= refusals
    assert {"too_many_cards", "younger_did_not_show", "misdealt", "fresh_deal"} <= rulings
