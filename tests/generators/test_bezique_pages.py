# ruff: noqa: RUF001  (the multiplication sign and Russian text are intended)
"""The Bezique page's generated parts: numbers from the engine, every reading of
the seed rendered, byte-reproducible output, complete catalogs, right Russian plurals."""

from __future__ import annotations

import html
import importlib
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # the build-time generators are not an installed package
    sys.path.insert(0, str(ROOT))

from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from generators import (  # noqa: E402
    bezique_deal,
    bezique_example,
    bezique_readings,
    bezique_table,
    build,
)
from generators.i18n import environment, keep_numbers_with_words, translations  # noqa: E402
from piquet_core import bezique as bz  # noqa: E402
from piquet_core.trainer.bezique_words import words  # noqa: E402
from piquet_core.trainer.words import at_start  # noqa: E402

MODULES = (
    "generators.bezique_table",
    "generators.bezique_example",
    "generators.bezique_readings",
    "generators.bezique_deal",
)
LANGS = ("en", "fr", "ru")


@pytest.fixture(scope="module", autouse=True)
def catalogs() -> None:
    """Compile both domains' catalogs so the fr/ru renderings are the real ones."""
    build.compile_catalogs()
    translations.cache_clear()
    from generators.bezique_common import score_words

    score_words("en")  # compiles the trainer catalog


def render(module: str, lang: str) -> str:
    gen = importlib.import_module(module)
    return environment(lang).get_template(f"{gen.NAME}.md.j2").render(**gen.context(lang))


# --- numbers come from the engine ------------------------------------------------------------
def test_every_printed_figure_is_counted_and_agrees() -> None:
    """The seed prints 31 figures (4 beziques, 3 quints, 4 plain and 5 trump fours, 4 extra
    queens, 4 extra kings, four trump tens and 2 extra tens, 4 marriages); 11 are the rules'
    inputs, which computing checks nothing (the plain fours, for one, are inputs), and the
    page counts them from :func:`printed_figures`, not by hand."""
    ctx = bezique_table.context("en")
    figures = bz.printed_figures()
    assert (ctx["printed"], ctx["inputs"], ctx["checked"]) == (len(figures), 11, 20) == (31, 11, 20)
    assert ctx["disagree"] == []
    text = render("generators.bezique_table", "en")
    assert "The handbook's table prints 31 figures" in text
    assert "11 of them are inputs of the rules" in text
    assert "four jacks, four queens, four kings, four aces" in text
    assert "The engine computes the other 20" in text
    assert "every one equals the printed figure" in text


def test_table_rows_are_the_engines_values() -> None:
    ctx = bezique_table.context("en")
    bezique = ctx["series_rows"][0]
    assert bezique["computed"] == [str(bz.series_value(bz.Series.BEZIQUE, n, bz.BeyondTable.EXTEND))
                                   for n in range(1, 6)]  # fmt: skip
    assert bezique["printed"][:4] == ["25", "50", "100", "200"]
    kings = next(r for r in ctx["extra_rows"] if r["name"] == "trump king")
    assert kings["printed"] == ["50", "100", "200", "576"]
    assert kings["computed"][-1] == "400 + 2 × 88 = 576"
    queens = next(r for r in ctx["extra_rows"] if r["name"] == "trump queen")
    assert queens["computed"][-1] == "800 + 2 × 176 = 1,152"  # English grouping


def test_a_wrong_engine_figure_would_show_on_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    real = bezique_table.extra_value

    def off_by_one(*args: object) -> bz.table.ExtraValue:
        ev = real(*args)  # type: ignore[arg-type]
        return bz.table.ExtraValue(ev.bonus + 1, ev.completes_set, ev.set_points)

    monkeypatch.setattr(bezique_table, "extra_value", off_by_one)
    monkeypatch.setattr(bz.table, "extra_value", off_by_one)  # the count of printed_figures
    text = render("generators.bezique_table", "en")
    assert "10 printed figures disagree with the rules:" in text
    assert "eighth trump king: printed 576, computed 577" in text


def test_worked_example_is_the_engines_running_score() -> None:
    ctx = bezique_example.context("en")
    steps = bz.running_score(bz.parse_cards(bezique_example.HAND), bezique_example.TRUMP,
                             bezique_example.MELDS)  # fmt: skip
    assert [r["points"] for r in ctx["rows"]] == [s.points for s in steps]
    assert [r["total"] for r in ctx["rows"]] == [s.record.points for s in steps]
    assert ctx["total"] == steps[-1].record.points == 1151
    assert (ctx["eighth"], ctx["bonus"], ctx["sets"], ctx["set_value"]) == (576, 400, 2, 88)
    lines = [line for r in ctx["rows"] for line in r["lines"]]
    for wanted in (
        "First bezique: 25",
        "Second bezique: 50",
        "First trump marriage: 4",
        "First trump quint: 50",
        "Four trump kings: 80 + 8 = 88",
        "Eighth trump king, bonus: 400",
        "Second set (four trump kings), a double meld: 2 × 88 = 176",
    ):
        assert wanted in lines


def test_example_quint_uses_the_bezique_jack() -> None:
    text = render("generators.bezique_example", "en")
    row = next(line for line in text.splitlines() if line.startswith("| 5 |"))
    assert 'aria-label="Jack of diamonds"' in row


@pytest.mark.parametrize("lang", LANGS)
def test_the_numbers_are_the_same_in_every_language(lang: str) -> None:
    en = re.findall(r"\d+", html.unescape(render("generators.bezique_example", "en")))
    other = re.findall(r"\d+", html.unescape(render("generators.bezique_example", lang)))
    assert sorted(en) == sorted(other)


def test_played_deal_shows_every_kind_of_meld_and_the_nine() -> None:
    game, events = bz.played_deal(bezique_deal.SEED)
    rows = bezique_deal.declarations()  # re-scores every meld; asserts the engine's points
    assert len(rows) == sum(1 for e in events if e.kind == "declare")
    kinds = {row["meld"].kind for row in rows}  # type: ignore[union-attr]
    assert kinds == {
        bz.MeldKind.BEZIQUE,
        bz.MeldKind.TRUMP_QUINT,
        bz.MeldKind.TRUMP_MARRIAGE,
        bz.MeldKind.FOUR,
        bz.MeldKind.TRUMP_FOUR,
        bz.MeldKind.EXTRA,
    }
    assert any(e.kind == "exchange" for e in events)
    for p, score in enumerate(game.scores):  # the last total of each player is his score
        assert [r["total"] for r in rows if r["player"] == p + 1][-1] == score
    ctx = bezique_deal.context("en")
    assert [s["points"] for s in ctx["scores"]] == list(game.scores)  # type: ignore[index]
    assert ctx["total_tricks"] == game.tricks_done and not game.stock
    assert len(ctx["tricks"]) == bezique_deal.FIRST_TRICKS  # type: ignore[arg-type]


# --- readings ------------------------------------------------------------------------------
def test_every_reading_of_the_engine_is_rendered() -> None:
    keys = [bezique_readings.key(r) for r in bz.READINGS]
    assert sorted(keys) == sorted(bezique_readings.TEXTS)
    text = render("generators.bezique_readings", "en")
    for reading in bz.READINGS:
        quoted = keep_numbers_with_words(
            bezique_readings.quoted_ru(reading.seed_ru), "ru"
        )  # «25 очков», kept together
        assert f"«{quoted}»" in text
        text_of = bezique_readings.TEXTS[bezique_readings.key(reading)]
        # each label a run-in heading, its text a sentence of its own
        assert f"- **Reading chosen.** {at_start(text_of.reading)}" in text
        for other in text_of.alternatives.values():  # the other readings, said in words
            assert f"- **Other reading.** {at_start(other)}" in text
    # in words, not in code: no `switch = value` for the reader
    assert "`" not in text


def test_reading_msgids_are_the_engines_english() -> None:
    for reading in bz.READINGS:
        text = bezique_readings.TEXTS[bezique_readings.key(reading)]
        assert text.gloss == reading.seed_en
        assert text.why == reading.why
        assert sorted(text.alternatives) == sorted(reading.alternatives)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "a first double bezique scores 50, the same two beziques declared one after the "
               "other 25 + 50 = 75."),
        ("fr", "un premier double bésigue marque 50, les deux mêmes bésigues annoncés l’un "
               "après l’autre 25 + 50 = 75."),
        ("ru", "первый двойной безик даёт 50, а те же два безика, объявленные один за другим, "
               "— 25 + 50 = 75."),
    ],
)  # fmt: skip
def test_the_double_meld_reading_says_it_is_worth_less_than_singles(lang: str, said: str) -> None:
    """Under reading 4 a double meld is worth less than the same melds declared singly (a
    double bezique 50 against 25 + 50): the page says so beside the reading, in the engine's
    figures, with the reward reading (``multiple = twice-singles``) offered after it."""
    text = render("generators.bezique_readings", lang)
    entry = text.split("**4. ", 1)[1].split("**5. ", 1)[0]
    assert said in entry
    reward = bz.BeziqueRules().with_switches(multiple="twice-singles")
    assert bz.score_meld(bz.Meld.bezique(2), rules=reward).points == 150
    assert "2 × (25 + 50) = 150" in entry


def test_readings_are_translated() -> None:
    en = render("generators.bezique_readings", "en")
    fr = render("generators.bezique_readings", "fr")
    ru = render("generators.bezique_readings", "ru")
    assert "**Lecture retenue.**" in fr and "**Выбранное толкование.**" in ru
    assert "Reading chosen" not in fr + ru
    assert en.count("**") == fr.count("**") == ru.count("**")


# --- reproducible, translated, plurals -------------------------------------------------------
@pytest.mark.parametrize("module", MODULES)
@pytest.mark.parametrize("lang", LANGS)
def test_byte_reproducible(module: str, lang: str) -> None:
    assert render(module, lang).encode() == render(module, lang).encode()


@pytest.mark.parametrize("module", MODULES)
def test_snippet_files_are_what_the_build_writes(module: str) -> None:
    gen = importlib.import_module(module)
    for lang in LANGS:
        built = ROOT / "build" / "generated" / lang / f"{gen.NAME}.md"
        if built.exists():
            assert built.read_text(encoding="utf-8") == render(module, lang)


def _my_message_ids(lang: str) -> list[object]:
    path = ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    mine = [m for m in catalog if m.id and any("bezique" in f for f, _ in m.locations)]
    assert len(mine) > 100
    return [m for m in mine if m.fuzzy or not all(
        m.string if isinstance(m.string, tuple) else (m.string,))]  # fmt: skip


@pytest.mark.parametrize("lang", ("fr", "ru"))
def test_page_messages_are_translated(lang: str) -> None:
    assert _my_message_ids(lang) == []


@pytest.mark.parametrize("lang", ("fr", "ru"))
def test_meld_words_are_translated(lang: str) -> None:
    path = ROOT / "locales" / lang / "LC_MESSAGES" / "trainer.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    source = ROOT / "piquet_core" / "trainer" / "bezique_words.py"
    for _line, msgid, _comments, context in extract_from_file(
        "python", str(source), DEFAULT_KEYWORDS
    ):
        message = catalog.get(msgid, context)
        assert message is not None and message.string and not message.fuzzy, (context, msgid)


def test_russian_plurals_and_genders() -> None:
    ru = render("generators.bezique_example", "ru")
    assert "эти 10\u00a0показок" in ru and "После 10\u00a0объявлений" in ru  # kept together
    w = words("ru")
    assert w.ordinal(5, w.gender("trump queens")) == "пятая"
    assert w.ordinal(5, w.gender("trump kings")) == "пятый"
    assert w.ordinal(5, w.gender("trump tens")) == "пятая"
    record = bz.MeldRecord.before(bz.Suit.HEARTS, sets={bz.TrumpSet.TRUMP_TENS: 4})
    assert w.score_lines(bz.score_meld(bz.Meld.extra(bz.TrumpSet.TRUMP_TENS), record).items) == (
        "Пятая козырная десятка: 50",
    )
    fr = words("fr")
    assert fr.score_lines(bz.score_meld(bz.Meld.quint()).items) == (
        "Première quinte d’atout\u00a0: 50",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_score_line_key_is_worded(lang: str) -> None:
    w = words(lang)
    record = bz.MeldRecord.before(bz.Suit.SPADES, {bz.Series.TRUMP_QUINT: 2},
                                  {bz.TrumpSet.BEZIQUE_JACKS: 7})  # fmt: skip
    melds = [bz.Meld.quint(), bz.Meld.quint(2), bz.Meld.four(bz.Rank.ACE, 3),
             bz.Meld.trump_four(bz.TrumpSet.TRUMP_TENS),
             bz.Meld.trump_four(bz.TrumpSet.TRUMP_ACES, 2),
             bz.Meld.extra(bz.TrumpSet.BEZIQUE_JACKS)]  # fmt: skip
    keys = set()
    for meld in melds:
        items = bz.score_meld(meld, record).items
        keys.update(i.key for i in items)
        for line in w.score_lines(items):
            assert "{" not in line and line.strip()
            # a line of its own starts with a capital (French reading: « deuxième bésigue »)
            assert line[0].isupper(), line
        assert "{" not in w.meld_name(meld)
    assert keys == {"series", "series_multiple", "four", "trump_four", "extra", "extra_set"}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "- Double bezique: 2 × 25 = 50 (the first bezique is worth 25) — as the player's"
            " first of the kind.",
        ),
        (
            "fr",
            "- Double bésigue\u00a0: 2 × 25 = 50 (premier bésigue à 25) — quand c’est la"
            " première annonce de l’espèce pour ce joueur.",
        ),
        (
            "ru",
            "- Двойной безик: 2 × 25 = 50 (первый безик — 25) — когда это первая показка этого"
            " рода у игрока.",
        ),
    ],
)
def test_a_score_line_run_on_after_a_colon_keeps_its_lower_case(lang: str, line: str) -> None:
    """The table of double melds gives each score line first, with its capital and its colon,
    then when it is so scored: a label with a colon of its own before the line made two
    colons in a row (« Comme première annonce de l'espèce : double bésigue : … »)."""
    text = html.unescape(render("generators.bezique_table", lang))
    assert line in text, [s for s in text.splitlines() if "2 × 25" in s]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Triple bezique: 3 × (400 + 800 + 1,600) = 8,400 (declared singly: 2,800)"),
        (
            "fr",
            "Triple bésigue\u00a0: 3 × (400 + 800 + 1\u202f600) = 8\u202f400"
            " (2\u202f800 en annonces séparées)",
        ),
        (
            "ru",
            "Тройной безик: 3 × (400 + 800 + 1\u00a0600) = 8\u00a0400"
            " (по отдельности — 2\u00a0800)",
        ),
    ],
)
def test_the_single_melds_of_a_reward_are_grouped(lang: str, line: str) -> None:
    """Under the reward reading a triple bezique is three times its single melds; every one of those
    figures is written as the language writes a number (« 1 600 », «1 600»), not as the
    engine's plain digits."""
    reward = bz.BeziqueRules().with_switches(multiple="twice-singles")
    record = bz.MeldRecord.before(bz.Suit.HEARTS, {bz.Series.BEZIQUE: 4})
    items = bz.score_meld(bz.Meld.bezique(3), record, reward).items
    assert [i.key for i in items] == ["series_singles"]
    assert words(lang).score_lines(items) == (line,)


# --- the pages ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_page_exists_and_includes_the_snippets(lang: str) -> None:
    page = (ROOT / "docs" / lang / "bezique.md").read_text(encoding="utf-8")
    for module in MODULES:
        name = importlib.import_module(module).NAME
        assert f'--8<-- "build/generated/{lang}/{name}.md"' in page
    quotes = ("две инфузорки", "Подряд два объявления не делаются", "восьмой — 576 (400 премия")
    for quoted in quotes:
        assert quoted in page


@pytest.mark.parametrize(
    ("lang", "pair"),
    [
        ("en", ("Queen of spades", "jack of clubs")),
        ("fr", ("Dame de pique", "valet de trèfle")),
        ("ru", ("Дама пик", "валет треф")),
    ],
)
def test_the_bezique_pair_names_the_jack_in_lower_case(lang: str, pair: tuple[str, str]) -> None:
    """The table's « Dame de pique et valet de trèfle »: the second card is inside the phrase,
    a common noun (French reading 4: was « et Valet de trèfle »)."""
    spades = bezique_table._bezique_pairs(lang)[0]
    assert (spades["queen"], spades["jack"]) == pair
