"""The trainer's catalogs are complete, and the page script checks answers as Python does."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from generators import trainer_catalog
from piquet_core.trainer import DRILLS, check, exercise
from piquet_core.trainer.ui import ui_strings

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "assets" / "trainer" / "check.js"


def test_every_message_is_translated() -> None:
    own = trainer_catalog.own_msgids()
    assert len(own) > 150
    assert trainer_catalog.problems(own) == []


def test_ui_strings_are_translated() -> None:
    en, fr, ru = ui_strings("en"), ui_strings("fr"), ui_strings("ru")
    assert en.keys() == fr.keys() == ru.keys()
    same = [k for k in en if en[k] == fr[k] or en[k] == ru[k]]
    assert same == []


def _node_map(name: str, fn: str, items: list[Any]) -> list[Any]:
    """``items.map(fn)`` in node, with ``name`` imported from check.js (JSON in, JSON out)."""
    script = (
        f"import {{ {name} }} from {json.dumps(SCRIPT.as_uri())};\n"
        "import { readFileSync } from 'node:fs';\n"
        "const items = JSON.parse(readFileSync(0, 'utf8'));\n"
        f"process.stdout.write(JSON.stringify(items.map({fn})));\n"
    )
    out = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps(items), capture_output=True, text=True, check=True,
    )  # fmt: skip
    result: list[Any] = json.loads(out.stdout)
    assert len(result) == len(items)
    return result


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_javascript_check_matches_python() -> None:
    cases = []
    for drill in DRILLS:
        if drill == "exchange":  # checked by the engine in the worker, not by the key
            continue
        for i in range(6):
            ex = exercise(drill, f"js{i}", "ru")
            if ex.engine_check:  # a discard puzzle: the engine checks it (the key has none)
                continue
            data = ex.to_dict()
            variants = [
                {q.id: list(q.answer) if q.kind == "multi" else [q.answer[0]]
                 for q in ex.questions},
                {q.id: ["3"] if q.kind == "number" else [q.options[0].value] if q.options else []
                 for q in ex.questions},
                {},
                # any way of writing the right number is right ("48.0" was once refused)
                {q.id: [f" {q.answer[0]}.0", f"{q.answer[0]},00"][i % 2:][:1]
                 for q in ex.questions if q.kind == "number"},
            ]  # fmt: skip
            for answers in variants:
                fb = check(ex, answers)
                python = {"correct": fb.correct, "items": [list(i) for i in fb.items]}
                cases.append({"exercise": data, "answers": answers, "python": python})
    js = _node_map("check", "c => check(c.exercise, c.answers)", cases)
    assert len(js) == len(cases)
    for case, result in zip(cases, js, strict=True):
        assert result == case["python"], case["answers"]


NUMBER_TEXTS = ["48", " 48.0 ", "48,00", "+48", "048", "1 152", "1\u202f152", "48.5", "4 8", "0x30",
                "abc", "-3", "", "٤٨"]  # fmt: skip


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_number_is_read_alike_in_javascript_and_python() -> None:
    from piquet_core.trainer.exercise import number_text

    python = [number_text(t) for t in NUMBER_TEXTS]
    assert _node_map("numberText", "numberText", NUMBER_TEXTS) == python
    assert python[:7] == ["48", "48", "48", "48", "48", "1152", "1152"]
    assert python[7:] == ["48.5", "48", "0x30", "abc", "-3", "", "٤٨"]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_wrong_number_is_quoted_as_the_language_writes_numbers() -> None:
    """« Non, pas 1 153 : … vaut 1 152 points. », not « pas 1153 »: the number the learner
    typed is quoted with the page's thousands separator, in Python and in check.js alike."""
    cases = []
    for lang, shown in (("fr", "1\u202f153"), ("ru", "1\u00a0153"), ("en", "1,153")):
        ex = exercise("bezique", "k3c", lang)
        q = next(q for q in ex.questions if q.kind == "number")
        answers = {q.id: ["1153"]}
        fb = check(ex, answers)
        assert not fb.correct
        assert any(shown in text for kind, text in fb.items if kind == "wrong"), fb.items
        assert all("1153" not in text for _kind, text in fb.items)
        python = {"correct": fb.correct, "items": [list(i) for i in fb.items]}
        cases.append({"exercise": ex.to_dict(), "answers": answers, "python": python})
    js = _node_map("check", "c => check(c.exercise, c.answers)", cases)
    assert js == [c["python"] for c in cases]
