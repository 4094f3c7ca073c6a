"""An exercise drawn in the browser is the exercise the build draws.

The engine gives an exercise as data (:meth:`piquet_core.trainer.Exercise.to_dict`); the site
draws it twice: the build's template (``generators/templates/exercise.html.j2``) for a page's
first exercises, and the page script (``docs/assets/trainer/exercise.js``) for every later
deal. This test gives both the same exercises, every drill in every language over many seeds
(the Bezique hands with an infusorka, the dialogue's steps, the exchange's listbox), and
compares the two DOMs as the browser serializes them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import PREFIX  # noqa: E402

from generators.trainer import _built_exercise, exercise_html  # noqa: E402
from piquet_core.trainer import DRILLS  # noqa: E402
from piquet_core.trainer.ui import ui_strings  # noqa: E402

SEEDS = (
    "first",
    "a",
    "k7m2qp",
    "zz9y8x",
    "b3c4d5",
    "mnpqrs",
    "t2u3v4",
    "q9w8e7",
    "24hv9d",
    "s5nqna",
)
"""The last two: dialogues where elder calls no sequence (and no set), said above the next
question (``Question.before``, French review S17)."""

COMPARE = """([cases, s]) => {
  const render = window.__piquetRenderExercise;
  return cases.map(([ex, html]) => {
    const built = document.createElement("div");
    built.innerHTML = html;
    const drawn = document.createElement("div");
    drawn.append(render(ex, s));
    return [built.innerHTML, drawn.innerHTML];
  });
}"""


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_script_draws_what_the_template_draws(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/point/")
    page.wait_for_function("() => typeof window.__piquetRenderExercise === 'function'")
    cases = []
    for drill in DRILLS:
        for seed in SEEDS:
            ex = _built_exercise(drill, seed, lang)
            cases.append((ex.to_dict(), exercise_html(ex)))
    kinds = {q["kind"] for ex, _ in cases for q in ex["questions"]}
    assert kinds == {"number", "choice", "multi", "cards"}
    assert any(c["suit"] == "j" for ex, _ in cases for h in ex["hands"] for c in h["cards"])
    assert any(q["step"] for ex, _ in cases for q in ex["questions"])
    assert any(q.get("before") for ex, _ in cases for q in ex["questions"])
    results = page.evaluate(COMPARE, [cases, ui_strings(lang)])
    for (ex, _), (built, drawn) in zip(cases, results, strict=True):
        assert drawn == built, (ex["drill"], ex["seed"])
