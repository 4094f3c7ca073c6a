"""What the learner reads, as the browser writes it: every drill, the deal viewer
and both play pages, in each language, run against the checks of the built pages.

For each language one page visits, in order:

* every drill (point, sequences, sets, dialogue, exchange, Bezique melds, the umpire), two
  seeds each from the address (``?seed=``, dealt by the engine in the worker), answered wrong
  and then right, so that the verdict, each item's feedback, the explanations and "How it
  counts" are written; the dialogue's steps (the learner's calls and younger's replies);
* the deal viewer's worked deal, every step;
* the play page: one deal against the computer played to the end (calls, tricks, sheet and
  review), then that deal in the deal viewer, every step;
* the Bezique play page: the first moves of a game (tricks and melds).

A ``MutationObserver`` keeps every text the widget shows while it runs (a status that the
next move replaces is read too), with the ``aria-label`` and ``title`` a screen reader says.
Each line is checked by ``tests/site/learner_checks.py``: the wrong term variants of
``locales/terms.toml``, the developer's words, the numbers (decimal comma, true minus,
grouping), the French spaces and apostrophe, the Russian quotation marks, and no narrator's
note inside a quoted call. A failure lists each fault with its page, seed and line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for p in (str(ROOT), str(HERE), str(ROOT / "tests" / "site")):
    if p not in sys.path:
        sys.path.insert(0, p)

from learner_checks import line_faults  # noqa: E402
from test_play import open_partie, play_deal_by_keyboard  # noqa: E402
from trainer_helpers import ENGINE_TIMEOUT, PREFIX, fill_answers, page_exercise  # noqa: E402

#: Two seeds of each drill: the umpire's a misdeal and a calling irregularity (with the
#: quoted calls); the dialogue's a point "Making?" and another deal.
SEEDS = {
    "point": ("lt1", "lt2"),
    "sequences": ("lt1", "lt2"),
    "sets": ("lt1", "lt2"),
    "dialogue": ("857j6v", "fbzy4p"),
    "exchange": ("lt1", "lt2"),
    "bezique": ("lt1", "lt2"),
    "laws": ("u1", "u8"),
}
PLAY_SEED = {"en": "keys1", "fr": "keys1", "ru": "lt3"}
BEZIQUE_MOVES = 24

#: Keeps each text a widget shows (its lines, and the read attributes) as it changes.
OBSERVE = """(selector) => {
  window.__ltTexts = window.__ltTexts || new Set();
  const keep = () => {
    for (const root of document.querySelectorAll(selector)) {
      root.querySelectorAll("details").forEach((d) => { d.open = true; });
      for (const line of root.innerText.split("\\n")) {
        if (line.trim()) window.__ltTexts.add(line.trim());
      }
      for (const e of root.querySelectorAll("[aria-label], [title]")) {
        for (const a of ["aria-label", "title"]) {
          const v = e.getAttribute(a);
          if (v && v.trim()) window.__ltTexts.add(v.trim());
        }
      }
    }
  };
  keep();
  if (!window.__ltObserver) {
    window.__ltObserver = new MutationObserver(keep);
    window.__ltObserver.observe(document.body, {
      subtree: true, childList: true, characterData: true,
      attributes: true, attributeFilter: ["hidden", "class"],
    });
  }
}"""


class Reader:
    """The lines each page wrote, by where they were read (page and seed)."""

    def __init__(self, page: Page, lang: str) -> None:
        self.page, self.lang = page, lang
        self.lines: dict[str, set[str]] = {}

    def watch(self, selector: str) -> None:
        self.page.evaluate(OBSERVE, selector)

    def keep(self, where: str) -> None:
        """Keep what was read since the page was opened, under ``where``."""
        texts = self.page.evaluate("() => [...(window.__ltTexts || [])]")
        self.page.evaluate("() => window.__ltTexts && window.__ltTexts.clear()")
        self.lines.setdefault(where, set()).update(texts)

    def faults(self) -> list[str]:
        out = []
        dump = os.environ.get("PIQUET_LEARNER_TEXT_DUMP")
        if dump:  # every line read, for a reader's eye
            with Path(dump).open("a", encoding="utf-8") as fh:
                for where, lines in self.lines.items():
                    fh.write(f"## {where}\n" + "".join(f"{t}\n" for t in sorted(lines)))
        for where, lines in self.lines.items():
            for line in sorted(lines):
                out += [f"{where}: {f}\n    {line}" for f in line_faults(line, self.lang, where)]
        return out


def answer(page: Page, ex: dict[str, Any], wrong: bool) -> None:
    """Answer the exercise (a wrong option too when ``wrong``) and press Check."""
    if ex["drill"] == "exchange":
        options = page.locator('.pq-stage [role="option"]')
        n = 3 if wrong else 2
        for i in range(n):
            options.nth(-1 - i if wrong else i).click()
    else:
        fill_answers(page, ex, wrong=wrong)
        if wrong:
            for q in ex["questions"]:
                box = page.locator(f'.pq-stage [data-q="{q["id"]}"]')
                if q["kind"] == "choice" and not q.get("step") and box.is_visible():
                    other = [o["value"] for o in q["options"] if o["value"] not in q["answer"]]
                    if other:
                        box.locator(f'input[value="{other[0]}"]').check()
    check = page.locator(".pq-stage button.pq-check")
    if check.is_visible():
        check.click()
    expect(page.locator(".pq-verdict")).to_be_visible(timeout=ENGINE_TIMEOUT)


def read_drills(reader: Reader, base_url: str) -> None:
    page, lang = reader.page, reader.lang
    for drill, seeds in SEEDS.items():
        for seed in seeds:
            page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/?seed={seed}")
            page.wait_for_function(
                "(s) => window.__piquetTrainers && window.__piquetTrainers[0].exercise.seed === s",
                arg=seed,
                timeout=ENGINE_TIMEOUT,
            )
            reader.watch(".pq-trainer")
            ex = page_exercise(page)
            stepped = any(q.get("step") for q in ex["questions"])
            wrong_first = not stepped or seed == seeds[0]
            answer(page, ex, wrong=wrong_first)
            if wrong_first and not stepped and drill != "exchange":
                page.wait_for_timeout(100)
                answer(page, page_exercise(page), wrong=False)
            page.wait_for_timeout(100)
            reader.keep(f"{PREFIX[lang]}trainer/{drill}/?seed={seed}")


#: Every step, forward: a pause after each for the observer to read it.
STEP_THROUGH = """async () => {
  const forward = document.querySelector(".pq-deal-forward");
  for (let i = 0; i < 400 && !forward.disabled; i++) {
    forward.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}"""


def read_deal_viewer(reader: Reader, url: str, where: str) -> None:
    page = reader.page
    page.goto(url)
    page.wait_for_function("() => window.__piquetDeals && window.__piquetDeals.length")
    reader.watch(".pq-deal")
    page.evaluate(STEP_THROUGH)
    page.wait_for_timeout(100)
    reader.keep(where)


def read_play(reader: Reader, base_url: str) -> str:
    """One deal played to the end; returns the review's link to the deal viewer."""
    page, lang = reader.page, reader.lang
    seed = PLAY_SEED[lang]
    open_partie(page, base_url, lang, seed)
    reader.watch(".pq-play")
    play_deal_by_keyboard(page, lang)
    expect(page.locator(".pq-review .pq-review-summary").first).to_be_visible(
        timeout=ENGINE_TIMEOUT
    )
    page.wait_for_timeout(200)
    reader.keep(f"{PREFIX[lang]}play/?seed={seed}")
    return str(page.eval_on_selector(".pq-review-viewer", "a => a.href"))


def read_bezique_play(reader: Reader, base_url: str) -> None:
    page, lang = reader.page, reader.lang
    page.goto(f"{base_url}{PREFIX[lang]}bezique-play/?seed=42&seats=2&target=1000&level=plain")
    page.wait_for_function("() => window.__bezPlay.views.length > 0", timeout=ENGINE_TIMEOUT)
    reader.watch(".bz-play")
    for _i in range(BEZIQUE_MOVES):
        view = page.evaluate("() => window.__bezPlay.views.at(-1)")
        if view["over"]:
            break
        before = page.evaluate("() => window.__bezPlay.views.length")
        if view["to_act"] != 0:
            page.locator(".bz-next").press("Enter")
        elif view["phase"] == "declare":
            page.locator(".bz-actions button").first.press("Enter")
        else:
            page.locator(".bz-hand").focus()
            if view["hand"][0]["code"] == "JK":
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
        page.wait_for_function(
            "(n) => window.__bezPlay.views.length > n || window.__bezPlay.errors.length",
            arg=before,
            timeout=ENGINE_TIMEOUT,
        )
    page.wait_for_timeout(100)
    reader.keep(f"{PREFIX[lang]}bezique-play/?seed=42")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_what_the_learner_reads(page: Page, base_url: str, lang: str) -> None:
    page.set_default_timeout(60_000)
    reader = Reader(page, lang)
    read_drills(reader, base_url)
    read_deal_viewer(
        reader, f"{base_url}{PREFIX[lang]}trainer/deal/", f"{PREFIX[lang]}trainer/deal/"
    )
    viewer = read_play(reader, base_url)
    read_deal_viewer(reader, viewer, f"{PREFIX[lang]}trainer/deal/ (the deal played)")
    read_bezique_play(reader, base_url)
    assert sum(len(v) for v in reader.lines.values()) > 200, {
        k: len(v) for k, v in reader.lines.items()
    }
    found = reader.faults()
    assert found == [], f"{len(found)} faults in what the {lang} learner reads:\n" + "\n".join(
        found
    )
