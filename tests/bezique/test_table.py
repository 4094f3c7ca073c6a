# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""Every row of seed S002's meld table, computed by the rules and checked against the seed.

The scoring uses only the rule parameters of :mod:`piquet_core.bezique.table`; the figures
below are the seed's own words, typed from the seed, not read from the engine's data.
"""

from __future__ import annotations

import pytest

from piquet_core.bezique import (
    EMPTY_RECORD,
    BeyondTable,
    BeziqueRules,
    Meld,
    MeldRecord,
    Rank,
    Series,
    TrumpSet,
    extra_value,
    printed_figures,
    score_meld,
    series_value,
)
from piquet_core.bezique.table import SERIES_TABLE, SET_TABLE

EXTEND = BeyondTable.EXTEND
UNSCORED = BeyondTable.UNSCORED


def after(series: Series, n: int) -> MeldRecord:
    """A player who has declared ``n`` melds of ``series``."""
    return MeldRecord(series=((series, n),))


def at_stage(trump_set: TrumpSet, shown: int) -> MeldRecord:
    """A player who has shown ``shown`` cards of ``trump_set``."""
    return MeldRecord(sets=((trump_set, shown),))


# S002: «Первый безик ценится в 25 очков. Второй безик — 50 очков. Третий безик — 100 очков.
# Четвертый безик — 200 очков.»
@pytest.mark.parametrize(("ordinal", "points"), [(1, 25), (2, 50), (3, 100), (4, 200)])
def test_bezique_row(ordinal: int, points: int) -> None:
    score = score_meld(Meld.bezique(), after(Series.BEZIQUE, ordinal - 1))
    assert score.points == points
    assert score.items[0].label.endswith("bezique")


# S002: «Козырная квинта … ценятся: первая — 50, вторая — 100, третья — 200 и т. д.»
@pytest.mark.parametrize(("ordinal", "points"), [(1, 50), (2, 100), (3, 200), (4, 400)])
def test_trump_quint_row(ordinal: int, points: int) -> None:
    assert score_meld(Meld.quint(), after(Series.TRUMP_QUINT, ordinal - 1)).points == points


def test_quint_goes_on_even_when_unpriced_rows_score_nothing() -> None:
    """«и т. д.» — the seed itself continues the quint, so UNSCORED does not stop it."""
    assert series_value(Series.TRUMP_QUINT, 6, UNSCORED) == 1600


# S002: «Козырной марьяж (король и дама одной масти): первый — 4, второй — 8, третий — 16,
# четвертый — 32.»
@pytest.mark.parametrize(("ordinal", "points"), [(1, 4), (2, 8), (3, 16), (4, 32)])
def test_trump_marriage_row(ordinal: int, points: int) -> None:
    assert score_meld(Meld.marriage(), after(Series.TRUMP_MARRIAGE, ordinal - 1)).points == points


# S002: «Четыре карты одного достоинства на одной руке: валеты — 4, дамы — 6, короли — 8,
# тузы — 10.»
@pytest.mark.parametrize(
    ("rank", "points"),
    [(Rank.JACK, 4), (Rank.QUEEN, 6), (Rank.KING, 8), (Rank.ACE, 10)],
)
def test_plain_four_row(rank: Rank, points: int) -> None:
    assert score_meld(Meld.four(rank)).points == points


# S002: «Козырные: В — 44 (40+4), Д — 176 (170+6), К — 88 (80+8), Т — 110 (100+10). За
# четырех безиковых валетов — 164 (160+4).» and «Четыре козырные десятки — 90»
@pytest.mark.parametrize(
    ("trump_set", "points", "detail"),
    [
        (TrumpSet.TRUMP_JACKS, 44, "40 + 4"),
        (TrumpSet.TRUMP_QUEENS, 176, "170 + 6"),
        (TrumpSet.TRUMP_KINGS, 88, "80 + 8"),
        (TrumpSet.TRUMP_ACES, 110, "100 + 10"),
        (TrumpSet.BEZIQUE_JACKS, 164, "160 + 4"),
        (TrumpSet.TRUMP_TENS, 90, ""),
    ],
)
def test_trump_four_row(trump_set: TrumpSet, points: int, detail: str) -> None:
    score = score_meld(Meld.trump_four(trump_set))
    assert score.points == points
    assert score.items[0].detail == detail


def test_trump_four_is_bonus_plus_plain_four() -> None:
    """The seed's "(40+4)": the second term is the plain four of the rank."""
    for trump_set, row in SET_TABLE.items():
        plain = 0 if trump_set is TrumpSet.TRUMP_TENS else score_meld(Meld.four(row.rank)).points
        assert row.four == row.bonus + plain


# S002: «Пятая козырная дама к четырем открытым — 100, шестая — 200, седьмая — 400, восьмая —
# 1152. Аналогично — при показе безиковых валетов.»
@pytest.mark.parametrize(("ordinal", "points"), [(5, 100), (6, 200), (7, 400), (8, 1152)])
def test_extra_trump_queen_row(ordinal: int, points: int) -> None:
    record = at_stage(TrumpSet.TRUMP_QUEENS, ordinal - 1)
    assert score_meld(Meld.extra(TrumpSet.TRUMP_QUEENS), record).points == points


# S002: «Пятый козырной король — 50, шестой — 100 седьмой — 200, восьмой — 576 (400 премия и
# 176 за второй комплект).»
@pytest.mark.parametrize(("ordinal", "points"), [(5, 50), (6, 100), (7, 200), (8, 576)])
def test_extra_trump_king_row(ordinal: int, points: int) -> None:
    record = at_stage(TrumpSet.TRUMP_KINGS, ordinal - 1)
    assert score_meld(Meld.extra(TrumpSet.TRUMP_KINGS), record).points == points


def test_eighth_trump_king_is_400_bonus_and_176_for_the_second_set() -> None:
    """«восьмой — 576 (400 премия и 176 за второй комплект)»: both parts, itemised."""
    score = score_meld(Meld.extra(TrumpSet.TRUMP_KINGS), at_stage(TrumpSet.TRUMP_KINGS, 7))
    assert [i.points for i in score.items] == [400, 176]
    assert score.items[1].detail == "2 × 88"
    assert score.points == 576


def test_eighth_trump_queen_is_800_bonus_and_352_for_the_second_set() -> None:
    """1152 is not typed in: the same rule gives 800 + 2 × 176."""
    ev = extra_value(TrumpSet.TRUMP_QUEENS, 8, EXTEND)
    assert (ev.bonus, ev.completes_set, ev.set_points, ev.total) == (800, 2, 352, 1152)


def test_576_and_1152_from_the_parameters_alone() -> None:
    """The two irregular figures follow from (base, four) of each set by one formula."""
    for trump_set, stated in ((TrumpSet.TRUMP_KINGS, 576), (TrumpSet.TRUMP_QUEENS, 1152)):
        row = SET_TABLE[trump_set]
        assert row.extra_base * 2**3 + 2 * row.four == stated
        assert extra_value(trump_set, 8, EXTEND).total == stated


def test_queens_are_exactly_twice_kings() -> None:
    """A check of the reading: every queen figure is twice the king figure (176 = 2 × 88)."""
    for n in range(5, 9):
        assert (
            extra_value(TrumpSet.TRUMP_QUEENS, n, EXTEND).total
            == 2 * extra_value(TrumpSet.TRUMP_KINGS, n, EXTEND).total
        )
    assert SET_TABLE[TrumpSet.TRUMP_QUEENS].four == 2 * SET_TABLE[TrumpSet.TRUMP_KINGS].four


# «Аналогично — при показе безиковых валетов» (like queens); «Аналогично — Т и В» (like kings).
@pytest.mark.parametrize(
    ("trump_set", "expected"),
    [
        (TrumpSet.BEZIQUE_JACKS, (100, 200, 400, 800 + 2 * 164)),
        (TrumpSet.TRUMP_ACES, (50, 100, 200, 400 + 2 * 110)),
        (TrumpSet.TRUMP_JACKS, (50, 100, 200, 400 + 2 * 44)),
    ],
)
def test_likewise_rows(trump_set: TrumpSet, expected: tuple[int, ...]) -> None:
    got = tuple(extra_value(trump_set, n, EXTEND).total for n in range(5, 9))
    assert got == expected
    like = SET_TABLE[trump_set].like
    assert like is not None
    for n in range(5, 8):  # the bonuses are those of the set the seed refers to
        assert extra_value(trump_set, n, EXTEND).bonus == SET_TABLE[like].stated_extras[n]


# S002: «Четыре козырные десятки — 90, пятая — 50, шестая — 100.»
@pytest.mark.parametrize(("ordinal", "points"), [(5, 50), (6, 100)])
def test_extra_trump_ten_row(ordinal: int, points: int) -> None:
    record = at_stage(TrumpSet.TRUMP_TENS, ordinal - 1)
    assert score_meld(Meld.extra(TrumpSet.TRUMP_TENS), record).points == points


def test_every_stated_figure_is_computed() -> None:
    """Sweep the whole table: each figure the seed prints equals the rule's value."""
    for series, row in SERIES_TABLE.items():
        for i, stated in enumerate(row.stated, start=1):
            assert series_value(series, i, UNSCORED) == stated, (series, i)
    for trump_set, srow in SET_TABLE.items():
        assert srow.four == srow.stated_four, trump_set
        for n, stated in srow.stated_extras.items():
            assert extra_value(trump_set, n, UNSCORED).total == stated, (trump_set, n)


# S002: «Двойная «показка» ценится вдвойне, тройная — втройне и т. д.»
def test_double_and_triple_melds() -> None:
    assert score_meld(Meld.trump_four(TrumpSet.TRUMP_KINGS, 2)).points == 176
    assert score_meld(Meld.four(Rank.ACE, 3)).points == 30
    assert score_meld(Meld.bezique(2)).points == 50  # 2 × first (times-next)
    assert score_meld(Meld.bezique(3), after(Series.BEZIQUE, 1)).points == 150  # 3 × second
    times_last = BeziqueRules().with_switches(multiple="times-last")
    assert score_meld(Meld.bezique(2), EMPTY_RECORD, times_last).points == 100  # 2 × second


def test_beyond_the_printed_rows() -> None:
    """The seed prints four beziques; ten packs make more possible (switch ``beyond_table``)."""
    unscored = BeziqueRules(beyond_table=UNSCORED)
    assert score_meld(Meld.bezique(), after(Series.BEZIQUE, 4)).points == 400
    assert score_meld(Meld.bezique(), after(Series.BEZIQUE, 4), unscored).points == 0
    assert extra_value(TrumpSet.TRUMP_TENS, 7, EXTEND).total == 200
    assert extra_value(TrumpSet.TRUMP_TENS, 8, EXTEND).total == 400 + 2 * 90
    assert extra_value(TrumpSet.TRUMP_TENS, 7, UNSCORED).total == 0
    assert extra_value(TrumpSet.TRUMP_KINGS, 9, UNSCORED).total == 0
    # ten packs and two jokers: a twelfth king completes a third set, a triple meld
    assert extra_value(TrumpSet.TRUMP_KINGS, 12, EXTEND).set_points == 3 * 88


def test_itemised_labels_for_the_drill() -> None:
    assert str(score_meld(Meld.bezique(), after(Series.BEZIQUE, 1))) == "second bezique: 50"
    eighth = score_meld(Meld.extra(TrumpSet.TRUMP_KINGS), at_stage(TrumpSet.TRUMP_KINGS, 7))
    assert str(eighth) == (
        "eighth trump king: 400 (bonus); "
        "second set of four trump kings, a double meld: 176 (2 × 88)"
    )


# The seed's table, figure by figure, typed from the seed (not read from the engine's data):
# (what, printed figure, is it an input of the rules?).
SEED_FIGURES = [
    *((f"bezique {n}", v, n == 1) for n, v in enumerate((25, 50, 100, 200), start=1)),
    *((f"trump quint {n}", v, n == 1) for n, v in enumerate((50, 100, 200), start=1)),
    *((f"plain four {r}", v, True) for r, v in (("J", 4), ("Q", 6), ("K", 8), ("A", 10))),
    *((f"trump four {r}", v, False) for r, v in (("J", 44), ("Q", 176), ("K", 88), ("A", 110))),
    ("four bezique jacks", 164, False),
    *((f"trump queen {n}", v, n == 5) for n, v in ((5, 100), (6, 200), (7, 400), (8, 1152))),
    *((f"trump king {n}", v, n == 5) for n, v in ((5, 50), (6, 100), (7, 200), (8, 576))),
    ("four trump tens", 90, True),
    *((f"trump ten {n}", v, n == 5) for n, v in ((5, 50), (6, 100))),
    *((f"trump marriage {n}", v, n == 1) for n, v in enumerate((4, 8, 16, 32), start=1)),
]


def test_printed_figures_are_the_seeds_31_of_which_20_are_checked() -> None:
    """The seed's meld table prints 31 figures (the parts in brackets, «44 (40+4)», «576 (400
    премия и 176 за второй комплект)», are how a figure is made and not counted). 11 are the
    rules' own inputs — the first bezique, quint and marriage, the four plain fours, four
    trump tens and the fifth trump queen, king and ten — so computing them checks nothing;
    the other 20 are computed from the inputs and the bracketed bonuses, and all agree. The
    page's count comes from :func:`printed_figures`; this pins it to the seed."""
    figures = printed_figures()
    assert [(f.stated, f.is_input) for f in figures] == [(v, i) for _, v, i in SEED_FIGURES]
    assert len(figures) == 31
    assert sum(f.is_input for f in figures) == 11
    checked = [f for f in figures if not f.is_input]
    assert len(checked) == 20
    assert all(f.computed == f.stated for f in figures)
    assert not any(f.kind == "plain four" or f.ordinal in (1, 5) for f in checked)
