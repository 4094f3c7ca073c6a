"""The deal viewer and the teachers' embeds, in Chromium against the built site.

* The viewer page, in each language: the worked examples' deal stepped through to the end by
  the keys and the buttons and back to the start, the score and the commentary at each step
  the engine's (:func:`piquet_core.trainer.deal_viewer.deal_steps`), in the page's language.
* A deal from the address read by the engine in its worker (``?d=``).
* The one-line script tag and its custom elements (``<piquet-deal>``, ``<piquet-hand>``) on a
  plain HTML page served from another origin on 127.0.0.1, and the same page inside an iframe
  sandboxed with ``allow-scripts`` only: the elements' frames show the deal and the exercise,
  and no frame logs a console error.
* The teachers' page, in each language, shows each kind of embed.
"""

from __future__ import annotations

import functools
import http.server
import random
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import ConsoleMessage, Error, Frame, Page, expect

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.deal_fence import worked_record  # noqa: E402
from piquet_core.deal import DealState, play_out  # noqa: E402
from piquet_core.deal_policies import candid_policy  # noqa: E402
from piquet_core.trainer.deal_viewer import deal_steps, encode_record, viewer_strings  # noqa: E402

PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
ENGINE_TIMEOUT = 90_000
expect.set_options(timeout=20_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(30_000)


@pytest.fixture
def console_errors(page: Page) -> list[str]:
    """The console errors and uncaught exceptions of the page and of all its frames."""
    errors: list[str] = []

    def on_console(msg: ConsoleMessage) -> None:
        if msg.type == "error":
            errors.append(f"{msg.location.get('url', '')}: {msg.text}")

    def on_error(err: Error) -> None:
        errors.append(f"pageerror: {err}")

    page.on("console", on_console)
    page.on("pageerror", on_error)
    return errors


def expect_step(root: Frame | Page, lang: str, steps: list[dict[str, object]], i: int) -> None:
    """The viewer shows step ``i``: its position, score, commentary and words."""
    s = viewer_strings(lang)  # type: ignore[arg-type]
    st = steps[i]
    score = st["score"]
    assert isinstance(score, list)
    view = root.locator(".pq-deal-view")
    expect(view).to_have_attribute("data-step", str(i))
    expect(root.locator(".pq-deal-pos")).to_have_text(s["step"].format(n=i + 1, total=len(steps)))
    expect(view.locator(".pq-deal-score-elder")).to_have_text(f"{s['elder']} {score[0]}")
    expect(view.locator(".pq-deal-score-younger")).to_have_text(f"{s['younger']} {score[1]}")
    expect(view.locator(".pq-deal-comment")).to_have_text(str(st["comment"]))
    if st["said"]:
        expect(view.locator(".pq-deal-said q")).to_have_text(str(st["said"]))
    expect(view.locator(".pq-deal-elder .pq-card")).to_have_count(len(st["elder"]))  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_step_through_the_worked_deal(page: Page, base_url: str, lang: str,
                                      console_errors: list[str]) -> None:  # fmt: skip
    steps = deal_steps(worked_record(), lang)["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/deal/")
    page.wait_for_function("() => window.__piquetDeals && window.__piquetDeals.length")
    expect_step(page, lang, steps, 0)
    page.locator(".pq-deal").focus()
    for i in range(1, len(steps)):  # forward by the key, every step the engine's
        page.keyboard.press("ArrowRight")
        expect_step(page, lang, steps, i)
    expect(page.locator(".pq-deal-forward")).to_be_disabled()
    for i in range(len(steps) - 2, -1, -1):  # and back by the button
        page.locator(".pq-deal-back").click()
        expect_step(page, lang, steps, i)
    page.keyboard.press("End")
    expect_step(page, lang, steps, len(steps) - 1)
    page.locator(".pq-deal-start").click()
    expect_step(page, lang, steps, 0)
    page.locator(".pq-deal-end").click()
    expect_step(page, lang, steps, len(steps) - 1)
    page.keyboard.press("Home")
    expect_step(page, lang, steps, 0)
    link = page.locator(".pq-deal-link").input_value()
    assert link.endswith(f"{PREFIX[lang]}trainer/deal/?d={encode_record(worked_record())}")
    assert console_errors == []


def test_a_deal_from_the_address_is_read_by_the_engine(
    page: Page, base_url: str, console_errors: list[str]
) -> None:
    state = play_out(DealState.new(seed=11), candid_policy(random.Random(11)))
    record = state.to_record() | {"notes": ["Watch the discards."]}
    steps = deal_steps(record, "fr")["steps"]
    assert isinstance(steps, list)
    page.goto(f"{base_url}fr/trainer/deal/?d={encode_record(record)}&step=3")
    expect(page.locator(".pq-deal-view")).to_have_attribute(
        "data-step", "3", timeout=ENGINE_TIMEOUT
    )
    expect_step(page, "fr", steps, 3)
    page.locator(".pq-deal-end").click()
    final = state.score()
    expect_step(page, "fr", steps, len(steps) - 1)
    assert steps[-1]["score"] == [final.seats.elder.total, final.seats.younger.total]
    page.locator(".pq-deal-start").click()
    expect(page.locator(".pq-deal-note")).to_contain_text("Watch the discards.")
    assert console_errors == []


def test_a_misdeal_from_the_address_is_told_as_dealt(
    page: Page, base_url: str, console_errors: list[str]
) -> None:
    """A misdeal's record (Cavendish, Law 40: elder dealt thirteen, younger eleven) read by
    the engine in its worker: the first steps say what was dealt, that elder stood the deal,
    and what each drew to hold twelve, as :func:`deal_steps` does; the last gives the
    rulings."""
    state = DealState.from_hands(
        "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 10D",
        "10S 7S 10H 9H 7H KC QC 10C AD QD JD",
        "9S 8S KH 9C KD QS AC 7D",
        misdeal="stand",
    )
    record = play_out(state, lambda s: s.legal_actions()[0]).to_record()
    steps = deal_steps(record, "ru")["steps"]
    assert isinstance(steps, list) and steps[-1]["kind"] == "rulings"
    page.goto(f"{base_url}ru/trainer/deal/?d={encode_record(record)}")
    expect(page.locator(".pq-deal-comment")).to_have_text(
        str(steps[0]["comment"]), timeout=ENGINE_TIMEOUT
    )
    expect_step(page, "ru", steps, 0)
    expect(page.locator(".pq-deal-elder .pq-card")).to_have_count(13)
    expect(page.locator(".pq-deal-younger .pq-card")).to_have_count(11)
    page.locator(".pq-deal").focus()
    for i in (1, 2):  # elder's exchange, then younger's
        page.keyboard.press("ArrowRight")
        expect_step(page, "ru", steps, i)
    page.keyboard.press("End")
    expect_step(page, "ru", steps, len(steps) - 1)
    assert console_errors == []


@pytest.fixture(scope="module")
def other_origin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A second static server on 127.0.0.1 (another port: another origin), as a teacher's
    site is; its folder, for the test's pages."""
    folder = tmp_path_factory.mktemp("host")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.log_message = lambda *a: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    yield f"http://{host!s}:{port}/", folder
    server.shutdown()


def host_page(base_url: str, lang: str, code: str) -> str:
    return f"""<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>Cours</title>
<script src="{base_url}assets/embed/piquet.js" defer></script></head><body>
<h1>Cours de piquet</h1>
<piquet-deal deal="{code}" lang="{lang}" step="2" title="Donne"></piquet-deal>
<piquet-hand drill="sets" lang="{lang}" title="Exercice"></piquet-hand>
</body></html>"""


def frames_ready(page: Page, depth: int) -> tuple[Frame, Frame]:
    """The deal frame and the exercise frame of the custom elements, ``depth`` frames down."""
    deal = hand = None
    for _ in range(200):
        for f in page.frames:
            if "trainer/deal-embed/" in f.url:
                deal = f
            elif "trainer/embed/" in f.url:
                hand = f
        if deal and hand:
            break
        page.wait_for_timeout(100)
    assert deal is not None and hand is not None, [f.url for f in page.frames]
    deal.wait_for_function("() => window.__piquetDeals && window.__piquetDeals.length")
    hand.wait_for_function("() => window.__piquetTrainers && window.__piquetTrainers.length")
    return deal, hand


@pytest.mark.parametrize("sandboxed", [False, True], ids=["plain", "sandbox"])
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_custom_elements_on_another_origin(page: Page, base_url: str, lang: str, sandboxed: bool,
                                           other_origin: tuple[str, Path],
                                           console_errors: list[str]) -> None:  # fmt: skip
    host, folder = other_origin
    record = worked_record()
    code = encode_record(record)
    (folder / f"course-{lang}.html").write_text(host_page(base_url, lang, code), encoding="utf-8")
    outer = (
        f'<!doctype html><html><body><iframe sandbox="allow-scripts" '
        f'src="{host}course-{lang}.html" width="900" height="1600"></iframe></body></html>'
    )
    (folder / f"wp-{lang}.html").write_text(outer, encoding="utf-8")
    page.set_viewport_size({"width": 1000, "height": 1700})  # both lazy frames in view
    page.goto(f"{host}{'wp' if sandboxed else 'course'}-{lang}.html")
    deal, hand = frames_ready(page, 2 if sandboxed else 1)
    steps = deal_steps(record, lang)["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    expect_step(deal, lang, steps, 2)  # the element's step="2"
    deal.locator(".pq-deal-forward").click()
    expect_step(deal, lang, steps, 3)
    expect(hand.locator(".pq-stage .pq-card").first).to_be_visible()
    assert hand.evaluate("() => document.documentElement.lang") == lang
    # each frame sized to its content, not a fixed 640 / 720 px: the
    # sets exercise is not clipped, and grows when its answers are checked
    for frame in (hand, deal):
        for _ in range(50):  # the height is posted to the element's page, which then sizes it
            tall = frame.evaluate(
                "() => Math.ceil(document.documentElement.getBoundingClientRect().height)"
            )
            box = frame.frame_element().bounding_box()
            assert box is not None
            if abs(box["height"] - tall) <= 2:
                break
            page.wait_for_timeout(100)
        assert abs(box["height"] - tall) <= 2, (box, tall)
    assert console_errors == []


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_a_puzzle_element_on_another_origin(page: Page, base_url: str, lang: str,
                                            other_origin: tuple[str, Path]) -> None:  # fmt: skip
    """``<piquet-puzzle seed=…>`` on another site's page shows that seed's play puzzle, in
    the element's language, the one the engine finds in CPython."""
    from piquet_core.trainer import exercise

    host, folder = other_origin
    (folder / f"puzzle-{lang}.html").write_text(
        f"""<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>Cours</title>
<script src="{base_url}assets/embed/piquet.js" defer></script></head><body>
<piquet-puzzle seed="abc234" lang="{lang}"></piquet-puzzle></body></html>""",
        encoding="utf-8",
    )
    page.goto(f"{host}puzzle-{lang}.html")
    frame = None
    for _ in range(200):
        frame = next((f for f in page.frames if "trainer/embed/" in f.url), None)
        if frame:
            break
        page.wait_for_timeout(100)
    assert frame is not None and "drill=puzzles" in frame.url and "seed=abc234" in frame.url
    # the link's puzzle once the engine has found it (a built-in one may show meanwhile)
    frame.wait_for_function(
        "() => window.__piquetTrainers && window.__piquetTrainers[0].exercise.seed === 'abc234'",
        timeout=120_000,
    )
    shown = frame.evaluate("() => window.__piquetTrainers[0].exercise")
    assert shown == exercise("puzzles", "abc234", lang).to_dict()  # type: ignore[arg-type]
    expect(frame.locator(".pq-stage .pq-card").first).to_be_visible()
    # the embed's drill, chosen by its link, has its own words: "Puzzle of the day"
    from piquet_core.trainer.ui import ui_strings

    expect(frame.locator(".pq-daily")).to_have_text(ui_strings(lang)["puzzles:daily"])  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_teachers_page_shows_each_embed(page: Page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{PREFIX[lang]}trainer/teachers/")
    code = page.locator("article pre code")
    texts = [code.nth(i).inner_text() for i in range(code.count())]
    joined = "\n".join(texts)
    for needle in ("<iframe", "deal-embed/?d=", "assets/embed/piquet.js", "<piquet-deal",
                   "<piquet-hand", "piquet-deal", "piquet-hand drill=",
                   "<piquet-puzzle seed="):  # fmt: skip
        assert needle in joined, needle
    assert page.locator("html").get_attribute("lang") == lang


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_pictures_of_a_step(page: Page, base_url: str, lang: str, tmp_path: Path) -> None:
    """The SVG and PNG of the step on show: the SVG holds the step's cards, score, words and
    commentary in the page's language; the PNG is a PNG twice the SVG's size."""
    import struct
    import xml.etree.ElementTree as ET

    steps = deal_steps(worked_record(), lang)["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    i = next(k for k, st in enumerate(steps) if st["said"] and st["kind"] == "call")
    page.goto(f"{base_url}{PREFIX[lang]}trainer/deal/?step={i}")
    expect_step(page, lang, steps, i)
    with page.expect_download() as got:
        page.locator(".pq-deal-svg").click()
    svg_path = tmp_path / "step.svg"
    got.value.save_as(svg_path)
    root = ET.parse(svg_path).getroot()
    texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
    s = viewer_strings(lang)  # type: ignore[arg-type]
    st = steps[i]
    score = st["score"]
    assert isinstance(score, list)
    assert texts[0] == f"{s['score']} · {s['elder']} {score[0]} · {s['younger']} {score[1]}"
    assert f"{st['seat']} — {st['said']}" in texts
    assert " ".join(texts).find(str(st["comment"]).split()[0]) >= 0
    labels = [c["label"] for c in st["elder"]]  # type: ignore[union-attr]
    assert all(label in texts for label in labels)
    width, height = int(root.get("width", 0)), int(root.get("height", 0))
    with page.expect_download() as got:
        page.locator(".pq-deal-png").click()
    png = tmp_path / "step.png"
    got.value.save_as(png)
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (2 * width, 2 * height)


@pytest.mark.parametrize(("lang", "width"), [("fr", 390), ("en", 1280)])
def test_the_share_panel_copies_each_code(page: Page, base_url: str, lang: str, width: int) -> None:
    """The deal viewer's Share panel has a Copy button by each code,
    as the drills' has; each puts its code on the clipboard and says so."""
    page.set_viewport_size({"width": width, "height": 900})
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    page.goto(f"{base_url}{PREFIX[lang]}trainer/deal/?d={encode_record(worked_record())}")
    page.wait_for_function("() => window.__piquetDeals && window.__piquetDeals.length")
    page.locator(".pq-deal-share summary").click()
    copied = viewer_strings(lang)["copied"]  # type: ignore[arg-type]
    for field in (".pq-deal-link", ".pq-deal-iframe", ".pq-deal-script"):
        row = page.locator(f".pq-deal-share p:has({field})")
        row.locator("button.pq-deal-copy").click()
        expect(row.locator(".pq-copied")).to_have_text(copied)
        assert (
            page.evaluate("() => navigator.clipboard.readText()")
            == page.locator(field).input_value()
        )
