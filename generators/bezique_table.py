# ruff: noqa: RUF001, RUF003  (× and Russian quotations are intended)
"""Bezique's meld table as the seed prints it, beside the values the engine computes.

Every figure comes from :mod:`piquet_core.bezique.table`: the *printed* ones are the seed's
own (the ``stated`` fields), the *computed* ones are what the rules that combine the table
give (:func:`~piquet_core.bezique.series_value`, :func:`~piquet_core.bezique.extra_value`,
:func:`~piquet_core.bezique.score_meld`). The snippet counts the seed's printed figures from
:func:`~piquet_core.bezique.printed_figures` (the list ``tests/bezique/test_table.py`` sweeps):
how many there are, which are the rules' own inputs (computing them checks nothing) and how
many are computed and checked, and lists any that disagree, so a change to the engine or to
the table shows on the page.
"""

from __future__ import annotations

from collections.abc import Mapping

from generators.bezique_common import score_words, seed_rules
from generators.i18n import number, translations
from piquet_core.bezique import (
    PLAIN_FOURS,
    SERIES_TABLE,
    SET_TABLE,
    BeyondTable,
    Card,
    Likewise,
    Meld,
    MeldRecord,
    PrintedFigure,
    Rank,
    Series,
    Suit,
    TrumpSet,
    extra_value,
    printed_figures,
    score_meld,
    series_value,
)
from piquet_core.trainer.words import in_sentence

NAME = "bezique-table"

#: The successive melds the seed prices, in its order.
SERIES: tuple[Series, ...] = (Series.BEZIQUE, Series.TRUMP_QUINT, Series.TRUMP_MARRIAGE)
#: Columns of the successive melds: the first to the fifth.
SERIES_COLUMNS = 5
#: Columns of the extra cards: the fifth to the eighth.
EXTRA_COLUMNS = (5, 6, 7, 8)


def _quoted(russian: str, lang: str) -> str:
    """The handbook's words quoted in a cell: the marks are the page's, spaced on a French
    page (« аналогично »), the words the handbook's."""
    space = "\u00a0" if lang == "fr" else ""
    return f"«{space}{russian}{space}»"


def _series_rows(lang: str) -> list[dict[str, object]]:
    w = score_words(lang)
    rows = []
    for series in SERIES:
        row = SERIES_TABLE[series]
        printed: list[str] = []
        computed: list[str] = []
        for n in range(1, SERIES_COLUMNS + 1):
            value = series_value(series, n, BeyondTable.EXTEND)
            computed.append(number(value, lang))
            if n <= len(row.stated):
                printed.append(number(row.stated[n - 1], lang))
            elif row.open_ended and n == len(row.stated) + 1:
                printed.append(_quoted("и т. д.", lang))
            else:
                printed.append("—")
        rows.append(
            {
                "name": w.series_noun(series.value),
                "first": row.first,
                "printed": printed,
                "computed": computed,
            }
        )
    return rows


def _four_rows(lang: str) -> list[dict[str, object]]:
    w = score_words(lang)
    rows: list[dict[str, object]] = []
    for rank, value in PLAIN_FOURS.items():
        rows.append(
            {
                "name": w.plain_four(rank.token),
                "printed": number(value, lang),
                "computed": number(value, lang),
            }
        )
    for tset, set_row in SET_TABLE.items():
        plain = set_row.four - set_row.bonus
        four = number(set_row.four, lang)
        expr = f"{number(set_row.bonus, lang)} + {number(plain, lang)} = {four}" if plain else four
        rows.append(
            {"name": w.set_four(tset.value), "printed": set_row.stated_four, "computed": expr}
        )
    return rows


def _extra_rows(lang: str) -> list[dict[str, object]]:
    w = score_words(lang)
    rows = []
    for tset, set_row in SET_TABLE.items():
        printed: list[str] = []
        computed: list[str] = []
        for n in EXTRA_COLUMNS:
            ev = extra_value(tset, n, BeyondTable.EXTEND)
            if ev.completes_set:
                computed.append(
                    f"{number(ev.bonus, lang)} + {ev.completes_set} × "
                    f"{number(set_row.four, lang)} = {number(ev.total, lang)}"
                )
            else:
                computed.append(number(ev.total, lang))
            stated = set_row.stated_extras.get(n)
            if stated is not None:
                printed.append(number(stated, lang))
            elif set_row.like is not None and n == EXTRA_COLUMNS[0]:
                printed.append(_quoted("аналогично", lang))
            else:
                printed.append("—")
        like = "" if set_row.like is None else w.set_plural(set_row.like.value)
        # «Аналогично» read word for word (switch ``likewise = same-figures``)
        literal = [
            number(extra_value(tset, n, BeyondTable.EXTEND, Likewise.SAME_FIGURES).total, lang)
            for n in EXTRA_COLUMNS
        ]
        rows.append(
            {
                "name": w.set_card(tset.value),
                "plural": w.set_plural(tset.value),
                "printed": printed,
                "computed": computed,
                "literal": literal if set_row.like is not None else [],
                "like": like,
                "base": set_row.extra_base,
                "four": set_row.four,
            }
        )
    return rows


def _multiples(lang: str) -> list[dict[str, object]]:
    """Double and triple melds, each valued by the engine for a player who has shown nothing
    (and, for the second example, one bezique)."""
    w = score_words(lang)
    rules = seed_rules()
    one_bezique = MeldRecord.before(Suit.HEARTS, {Series.BEZIQUE: 1})
    cases = [
        (Meld.bezique(2), MeldRecord()),
        (Meld.bezique(2), one_bezique),
        (Meld.quint(3), MeldRecord()),
        (Meld.four(Rank.KING, 2), MeldRecord()),
        (Meld.trump_four(TrumpSet.TRUMP_KINGS, 2), MeldRecord()),
    ]
    out = []
    for meld, record in cases:
        score = score_meld(meld, record, rules)
        out.append(
            {
                "name": w.meld_name(meld),
                "before": record.count(Series.BEZIQUE),
                # the score lines first, each with its colon, then when it is so scored
                # ("…: 2 × 25 = 50 — as the player's first of the kind."): a label with a
                # colon of its own before them gave two colons in a row
                "lines": [
                    line if i == 0 else in_sentence(line)
                    for i, line in enumerate(w.score_lines(score.items))
                ],
                "points": score.points,
            }
        )
    return out


def _bezique_pairs(lang: str) -> list[dict[str, str]]:
    """For each trump suit, the two cards of its bezique (S002: «Козырная дама и валет другой
    масти, но того же цвета»)."""
    w = score_words(lang)
    pairs = []
    for suit in Suit:
        queen, jack = Card(suit, Rank.QUEEN), Card(suit.partner, Rank.JACK)
        pairs.append(
            {
                "trump": suit.symbol,
                "queen": w.card_name(queen),
                # inside the phrase, a common noun: "Queen of spades and jack of clubs",
                # « Dame de pique et valet de trèfle », «Дама пик и валет треф» (TRANSLATING.md)
                "jack": w.card_name(jack)[:1].lower() + w.card_name(jack)[1:],
                "cards": f"{w.card_text(queen)} {w.card_text(jack)}",
            }
        )
    return pairs


def _figure_name(lang: str, f: PrintedFigure) -> str:
    """``second bezique``, ``four kings``, ``four trump tens``, ``fifth trump queen``..."""
    w = score_words(lang)
    if isinstance(f.subject, Series):
        assert f.ordinal is not None
        noun = f.subject.value
        return f"{w.ordinal(f.ordinal, w.gender(noun))} {w.series_noun(noun)}"
    if isinstance(f.subject, Rank):
        return w.plain_four(f.subject.token)
    if f.ordinal is None:
        return w.set_four(f.subject.value)
    return f"{w.ordinal(f.ordinal, w.gender(f.subject.value))} {w.set_card(f.subject.value)}"


def _figures(lang: str) -> dict[str, object]:
    """The count of the seed's printed figures: all, the inputs (named), the checked."""
    figures = printed_figures()
    inputs = [_figure_name(lang, f) for f in figures if f.is_input]
    checked = [f for f in figures if not f.is_input]
    gettext = translations(lang).gettext
    listed = gettext("%(items)s and %(last)s") % {
        "items": gettext(", ").join(inputs[:-1]),
        "last": inputs[-1],
    }
    return {
        "printed": len(figures),
        "inputs": len(inputs),
        "input_names": listed,
        "checked": len(checked),
        "disagree": [
            {"name": _figure_name(lang, f), "printed": f.stated, "computed": f.computed}
            for f in figures
            if f.stated != f.computed
        ],
    }


def context(lang: str) -> Mapping[str, object]:
    """The bezique of each trump, the three tables, the double melds, and the count of the
    printed figures: which are inputs and which are checked."""
    return {
        "pairs": _bezique_pairs(lang),
        "series_rows": _series_rows(lang),
        "series_columns": list(range(1, SERIES_COLUMNS + 1)),
        "four_rows": _four_rows(lang),
        "extra_rows": _extra_rows(lang),
        "extra_columns": list(EXTRA_COLUMNS),
        "multiples": _multiples(lang),
        **_figures(lang),
    }
