"""The umpire drill in a real browser, in each language: a wrong ruling, then the right one;
the feedback cites the law (Foster's for the exchange, Cavendish's for a misdeal and a call in
Piquet au cent); the page's exercise is the engine's for its seed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer_helpers import (  # noqa: E402
    ENGINE_TIMEOUT,
    PREFIX,
    check_answers,
    fill_answers,
    page_exercise,
)

from piquet_core.trainer import exercise  # noqa: E402
from piquet_core.trainer.laws import situation  # noqa: E402
from piquet_core.trainer.laws_calling import CALLING_KINDS  # noqa: E402
from piquet_core.trainer.laws_misdeal import MISDEAL_KINDS  # noqa: E402

expect.set_options(timeout=20_000)  # the machine is shared: allow for a loaded CPU


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


@pytest.mark.parametrize(("lang", "source"), [("en", "Foster"), ("fr", "Foster"),
                                              ("ru", "Фостер")])  # fmt: skip
def test_umpire_ruling_wrong_then_right(page: Page, base_url: str, lang: str, source: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/laws/")
    ex = page_exercise(page)
    assert ex["drill"] == "laws" and ex["lang"] == lang
    assert ex == exercise("laws", ex["seed"], lang).to_dict()
    ruling = ex["questions"][0]
    wrong_value = next(o["value"] for o in ruling["options"] if o["value"] not in ruling["answer"])
    expected = fill_answers(page, ex, wrong=True)
    page.locator(f'.pq-stage [data-q="ruling"] input[value="{wrong_value}"]').check()
    expected[0] = ruling["wrong"]
    check_answers(page, lang, expected, right=False)
    sources = [rule["source"] for rule in ex["rules"]]
    kind = situation(ex["seed"])[0]  # the page opens on one of its first exercises at random
    if kind in MISDEAL_KINDS:
        source = "Кавендиш" if lang == "ru" else "Cavendish"
    elif kind in CALLING_KINDS:
        source = "«Законы пикета на сто»" if lang == "ru" else "au Cent"
    assert any(source in s for s in sources)
    expect(page.locator(".pq-rule cite")).to_have_text([f"({s})" for s in sources])
    check_answers(page, lang, fill_answers(page, ex, wrong=False), right=True)


def _seed_of(kind: str) -> str:
    """The first seed ``u0``, ``u1``... whose situation is ``kind``."""
    return next(f"u{k}" for k in range(2000) if situation(f"u{k}")[0] == kind)


@pytest.mark.parametrize(("kind", "source"), [
    ("misdeal_13_12_7", {"en": "Cavendish", "fr": "Cavendish", "ru": "Кавендиш"}),
    ("calls_showed_sequence", {"en": "au Cent", "fr": "au Cent", "ru": "«Законы пикета на сто»"}),
])  # fmt: skip
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_umpire_misdeal_and_au_cent_call(
    page: Page, base_url: str, lang: str, kind: str, source: dict[str, str]
) -> None:
    """A misdeal (elder's option, then how many each may discard) and an au cent calling
    irregularity (the ruling and the score), dealt by the engine in the worker from the
    address's seed: a wrong ruling, then all right; the feedback cites the law (and for the
    call, the Rubicon code's law as well)."""
    seed = _seed_of(kind)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/laws/?seed={seed}")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === {seed!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    ex = page_exercise(page)
    assert ex == exercise("laws", seed, lang).to_dict()
    ruling = ex["questions"][0]
    wrong_value = next(o["value"] for o in ruling["options"] if o["value"] not in ruling["answer"])
    expected = fill_answers(page, ex, wrong=False)
    page.locator(f'.pq-stage [data-q="ruling"] input[value="{wrong_value}"]').check()
    expected[0] = ruling["wrong"]
    check_answers(page, lang, expected, right=False)
    sources = [rule["source"] for rule in ex["rules"]]
    assert source[lang] in sources[0]
    expect(page.locator(".pq-rule cite")).to_have_text([f"({s})" for s in sources])
    check_answers(page, lang, fill_answers(page, ex, wrong=False), right=True)


@pytest.mark.parametrize("kind", ["misdeal_11_13_8", "calls_elder_did_not_show"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_new_situations_fit_the_embed_frame(
    page: Page, base_url: str, lang: str, kind: str
) -> None:
    """A misdeal (thirteen cards shown, three questions) and an au cent call (six long rulings)
    fit the umpire's embed frame (``EMBED_HEIGHTS``) in a 640 px column, every question
    answered."""
    from generators.trainer import EMBED_HEIGHTS

    seed = _seed_of(kind)
    page.set_viewport_size({"width": 640, "height": EMBED_HEIGHTS["laws"]})
    page.goto(f"{base_url}{PREFIX[lang]}trainer/embed/?drill=laws&seed={seed}")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed === {seed!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    fill_answers(page, page_exercise(page), wrong=False)
    tall = page.evaluate("() => document.documentElement.scrollHeight")
    assert tall <= EMBED_HEIGHTS["laws"], tall
