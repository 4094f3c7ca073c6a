"""Printable material and pictures for teachers, in Chromium against the built site.

* A drill's worksheet printed to PDF (Chromium's ``page.pdf()``, read back with pypdf), in
  three languages: the N hands the engine deals for the worksheet's number, each with its
  questions, and the answer key starting on a page of its own; the same number gives the same
  hands, no number gives fresh ones and prints the one it drew.
* The rules, calls and laws pages in print media: no header, navigation, table of contents,
  search or footer; the cards keep their faces (``print-color-adjust: exact``), tables are not
  broken across pages, a link that leaves the site is followed by its address.
* A picture of a drill's hand (on a drill page and in the embed that ``<piquet-hand>``
  shows), and of the deal viewer's step, as SVG and PNG, with and without the words.
"""

from __future__ import annotations

import io
import json
import re
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pypdf
import pytest
from playwright.sync_api import Page, expect
from trainer_helpers import ENGINE_TIMEOUT, PREFIX

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from generators.deal_fence import worked_record  # noqa: E402
from piquet_core.trainer import exercise  # noqa: E402
from piquet_core.trainer.api import handle  # noqa: E402
from piquet_core.trainer.deal_viewer import deal_steps  # noqa: E402
from piquet_core.trainer.i18n import Lang, translator  # noqa: E402
from piquet_core.trainer.ui import drill_titles, ui_strings  # noqa: E402
from piquet_core.trainer.worksheet import answer_key, worksheet_seeds  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
expect.set_options(timeout=20_000)


@pytest.fixture(autouse=True)
def _patient_page(page: Page) -> None:
    page.set_default_timeout(60_000)


def _pdf_pages(page: Page, paper: str) -> list[str]:
    """The page printed by Chromium (print media), each PDF page's text, spaces normalised."""
    data = page.pdf(format=paper)
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [_spaced(p.extract_text() or "") for p in reader.pages]


def _spaced(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _hand_numbers(text: str, word: str) -> list[int]:
    return [int(n) for n in re.findall(rf"\b{re.escape(word)} (\d+)\b", text)]


def _make_sheet(page: Page, n: int, seed: str) -> None:
    panel = page.locator(".pq-ws-panel")
    panel.locator("summary").click()
    panel.locator(".pq-ws-n").select_option(str(n))
    panel.locator(".pq-ws-seed").fill(seed)
    panel.locator(".pq-ws-make").click()
    expect(page.locator(".pq-ws .pq-ws-doc")).to_be_visible(timeout=ENGINE_TIMEOUT)


@pytest.mark.parametrize(
    ("lang", "drill", "n", "paper"),
    [("en", "point", 6, "A4"), ("fr", "dialogue", 12, "Letter"), ("ru", "sets", 6, "A4")],
)
def test_a_worksheet_prints_n_hands_and_the_key_on_its_own_page(
    page: Page, base_url: str, lang: Lang, drill: str, n: int, paper: str
) -> None:
    page.add_init_script("window.__printed = 0; window.print = () => { window.__printed += 1; };")
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/")
    _make_sheet(page, n, "teacher-1")
    assert page.evaluate("() => window.__printed") == 1  # the print dialog was asked for
    seeds = worksheet_seeds("teacher-1", n)
    shown = page.locator(".pq-ws-hand").evaluate_all("(els) => els.map((e) => e.dataset.seed)")
    assert shown == list(seeds)

    tr = translator(lang)
    title = drill_titles(lang)[drill]
    sheet_title = tr.gettext("Piquet worksheet — {drill}").format(drill=title)
    key_title = tr.gettext("Answer key — {drill}").format(drill=title)
    word = tr.gettext("Hand {n}").split()[0]
    number = tr.ngettext(
        "Worksheet number {seed} · {n} hand", "Worksheet number {seed} · {n} hands", n
    ).format(seed="teacher-1", n=n)
    sheet_title, key_title, number = (_spaced(x) for x in (sheet_title, key_title, number))
    texts = _pdf_pages(page, paper)
    starts = [i for i, t in enumerate(texts) if key_title in t]
    assert len(starts) == 1, texts
    k = starts[0]
    assert k >= 1
    questions, key = " ".join(texts[:k]), " ".join(texts[k:])
    assert texts[0].lstrip().startswith(sheet_title), texts[0][:200]
    assert texts[k].lstrip().startswith(key_title), texts[k][:200]  # the key opens its page
    assert sheet_title not in key and key_title not in questions
    assert number in texts[0] and number in texts[k]
    assert _hand_numbers(questions, word) == list(range(1, n + 1))
    assert _hand_numbers(key, word) == list(range(1, n + 1))
    # the questions are the drill's, the key the engine's answers, in the page's language
    for s in seeds:
        ex = exercise(drill, s, lang)
        lines, _working = answer_key(ex, tr)
        for line in lines:
            assert _spaced(line.answer) in key, (s, line)
    first = exercise(drill, seeds[0], lang)
    assert _spaced(first.questions[-1].label) in questions
    # nothing of the page around it: its toolbar, its panels, the site's header
    words = ui_strings(lang)
    for panel in (words["share"], words["progress"], words["four_colour"]):
        assert panel not in " ".join(texts), panel


def test_a_worksheet_without_a_number_deals_fresh_hands_and_prints_its_number(
    page: Page, base_url: str
) -> None:
    page.add_init_script("window.print = () => {};")
    page.goto(f"{base_url}fr/trainer/point/")
    _make_sheet(page, 6, "")
    doc = page.locator(".pq-ws .pq-ws-doc")
    seed = doc.get_attribute("data-seed")
    assert seed and re.fullmatch(r"[a-z2-9]{6}", seed), seed
    shown = page.locator(".pq-ws-hand").evaluate_all("(els) => els.map((e) => e.dataset.seed)")
    assert shown == list(worksheet_seeds(seed, 6))
    expect(page.locator(".pq-ws-questions .pq-ws-number")).to_contain_text(seed)
    # closed by Escape, the focus back on the button that made it
    page.keyboard.press("Escape")
    expect(page.locator(".pq-ws")).to_have_count(0)
    expect(page.locator(".pq-ws-make")).to_be_focused()
    # a number that is not one: one line in the page's language
    page.locator(".pq-ws-seed").fill("pas un numéro")
    page.locator(".pq-ws-make").click()
    said = json.loads(handle(json.dumps({"op": "worksheet", "drill": "point", "n": 6,
                                         "seed": "pas un numéro", "lang": "fr"})))  # fmt: skip
    assert said["ok"] is False and said["code"] == "bad_seed"
    expect(page.locator(".pq-ws-status")).to_have_text(said["message"])
    expect(page.locator(".pq-ws")).to_have_count(0)


@pytest.mark.parametrize(
    ("lang", "path"), [("en", "rules/"), ("fr", "calls/"), ("ru", "laws/"), ("en", "examples/")]
)
def test_the_pages_print_without_navigation(
    page: Page, base_url: str, lang: str, path: str
) -> None:
    page.emulate_media(media="print")
    page.goto(f"{base_url}{PREFIX[lang]}{path}")
    for chrome in (".md-header", ".md-tabs", ".md-sidebar--primary", ".md-sidebar--secondary",
                   ".md-search", ".md-footer", ".md-top"):  # fmt: skip
        for element in page.locator(chrome).all():
            expect(element).to_be_hidden()
    expect(page.locator(".md-content h1")).to_be_visible()
    style = page.evaluate(
        """() => {
          const card = document.querySelector(".md-content .pq-card, .md-content .pq-cc");
          const table = document.querySelector(".md-content table");
          const link = Array.from(document.querySelectorAll(".md-content a[href^='http']"))
            .find((a) => !a.classList.contains("md-button"));
          return {
            card: card && getComputedStyle(card).printColorAdjust,
            face: card && getComputedStyle(card, "::after").printColorAdjust,
            table: table && getComputedStyle(table).breakInside,
            link: link ? [getComputedStyle(link, "::after").content, link.href] : null,
          };
        }"""
    )
    if path in ("calls/", "examples/"):  # pages with cards: their faces print
        assert style["card"] == "exact" and style["face"] == "exact", style
    assert style["table"] == "avoid", style
    if style["link"] is not None:
        content, href = style["link"]
        assert content == '" (" attr(href) ")"' or href in content, style
    # the printed page: the page's title, not the site's navigation
    texts = _pdf_pages(page, "A4")
    h1 = page.locator(".md-content h1").inner_text().strip()
    assert texts[0].lstrip().startswith(h1[:20]), texts[0][:200]


def _download(page: Page, button: str, path: Path) -> bytes:
    with page.expect_download() as got:
        page.locator(button).click()
    got.value.save_as(path)
    return path.read_bytes()


@pytest.mark.parametrize(
    ("lang", "address"),
    [("fr", "fr/trainer/dialogue/?seed=abc234"), ("ru", "ru/trainer/embed/?drill=sets")],
)
def test_a_picture_of_a_drills_hand(page: Page, base_url: str, lang: Lang, address: str,
                                    tmp_path: Path) -> None:  # fmt: skip
    """SVG with the cards' faces (the sprite's cells), their names, the prompt and the calls
    when the words are wanted; without them, the cards alone; PNG twice the SVG's size."""
    page.goto(base_url + address)
    if "seed=" in address:
        page.wait_for_function("() => document.querySelector('.pq-trainer').dataset.urlDeal")
    ex = page.evaluate("() => window.__piquetTrainers[0].exercise")
    page.locator(".pq-share summary").click()
    root = ET.fromstring(_download(page, ".pq-picture-svg", tmp_path / "hand.svg"))
    texts = " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))
    names = [t.text for t in root.iter(f"{SVG}title")]
    cards = [c for h in ex["hands"] for c in h["cards"]]
    assert names == [c["name"] for c in cards]
    faces = [u for u in root.iter(f"{SVG}use") if u.get("href") == "#pq-sprite"]
    assert len(faces) == len(cards)  # a face per card, from the page's sprite
    built = exercise(ex["drill"], ex["seed"], lang)
    assert built.prompt.split()[0] in texts and ex["hands"][0]["label"] in texts
    for line in built.lines:
        assert line.split()[0] in texts
    page.locator(".pq-picture-words").uncheck()
    bare = ET.fromstring(_download(page, ".pq-picture-svg", tmp_path / "bare.svg"))
    bare_texts = " ".join("".join(t.itertext()) for t in bare.iter(f"{SVG}text"))
    assert built.prompt.split()[0] not in bare_texts
    assert [t.text for t in bare.iter(f"{SVG}title")] == names
    data = _download(page, ".pq-picture-png", tmp_path / "bare.png")
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = float(bare.get("width", 0)), float(bare.get("height", 0))
    png_size = struct.unpack(">II", data[16:24])
    assert abs(png_size[0] - 2 * width) <= 2 and abs(png_size[1] - 2 * height) <= 2, png_size


def test_a_picture_of_a_deal_step_without_the_words(page: Page, base_url: str,
                                                    tmp_path: Path) -> None:  # fmt: skip
    steps = deal_steps(worked_record(), "fr")["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    i = next(k for k, st in enumerate(steps) if st["said"] and st["kind"] == "call")
    page.goto(f"{base_url}fr/trainer/deal/?step={i}")
    page.locator(".pq-deal-words").uncheck()
    root = ET.fromstring(_download(page, ".pq-deal-svg", tmp_path / "step.svg"))
    texts = [t.text or "" for t in root.iter(f"{SVG}text")]
    st = steps[i]
    assert f"{st['seat']} — {st['said']}" not in texts
    assert not any(str(st["comment"]).startswith(t) for t in texts if len(t) > 10)
    labels = [c["label"] for c in st["elder"]]  # type: ignore[union-attr]
    assert all(label in texts for label in labels)


@pytest.mark.parametrize(
    ("lang", "width", "drill", "most"),
    [
        ("en", 390, "sequences", 3),
        ("ru", 1280, "sequences", 3),
        ("en", 1280, "dialogue", 4),
        ("ru", 390, "dialogue", 4),
    ],
)
def test_twelve_hands_print_on_few_pages_none_broken(
    page: Page, base_url: str, lang: Lang, width: int, drill: str, most: int
) -> None:
    """A 12-hand counting sheet on at most 3 A4 pages, a dialogue sheet on at
    most 4, the key included (it was 6 and 11-12); at 9 pt or more; every hand whole on one
    page (its title and its last question on the same page), whatever the screen's width."""
    page.set_viewport_size({"width": width, "height": 844 if width < 500 else 900})
    page.add_init_script("window.print = () => {};")
    page.goto(f"{base_url}{PREFIX[lang]}trainer/{drill}/")
    _make_sheet(page, 12, "xejdvc")
    page.emulate_media(media="print")
    sizes = page.evaluate(
        """() => Array.from(document.querySelectorAll(
             '.pq-ws-q, .pq-ws-q p, .pq-ws-options li, .pq-ws-reply li, .pq-ws-keyitem dd,'
             + ' .pq-ws-working li, .pq-ws-hand .pq-lines li'),
             (e) => parseFloat(getComputedStyle(e).fontSize))"""
    )
    assert sizes and min(sizes) >= 12 - 0.01, min(sizes)  # 9 pt = 12 px
    texts = _pdf_pages(page, "A4")
    assert len(texts) <= most, len(texts)
    tr = translator(lang)
    key_title = _spaced(tr.gettext("Answer key — {drill}").format(drill=drill_titles(lang)[drill]))
    k = next(i for i, t in enumerate(texts) if key_title in t)
    word = tr.gettext("Hand {n}").split()[0]
    seeds = worksheet_seeds("xejdvc", 12)
    last = {_spaced(exercise(drill, s, lang).questions[-1].label) for s in seeds}
    assert len(last) == 1  # every hand ends on the same question
    (label,) = last
    seen: list[int] = []
    for text in texts[:k]:
        hands = _hand_numbers(text, word)
        seen += hands
        assert text.count(label) == len(hands), (hands, text.count(label))  # none broken
    assert seen == list(range(1, 13))
