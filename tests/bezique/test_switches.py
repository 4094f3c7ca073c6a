# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""Each reading of the seed is a switch, and each switch changes exactly its own figures."""

from __future__ import annotations

from piquet_core.bezique import (
    BeziqueRules,
    Card,
    Meld,
    MeldKind,
    MeldRecord,
    Rank,
    Series,
    Suit,
    TrumpSet,
    evaluate,
    score_meld,
)
from piquet_core.bezique.game import Play, trick_value

TRUMP = Suit.HEARTS
SERIES_KINDS = {
    Series.BEZIQUE: MeldKind.BEZIQUE,
    Series.TRUMP_QUINT: MeldKind.TRUMP_QUINT,
    Series.TRUMP_MARRIAGE: MeldKind.TRUMP_MARRIAGE,
}

Figures = dict[tuple[object, ...], int]


def figures(rules: BeziqueRules) -> Figures:
    """Every meld figure the switches could touch, keyed by what it is."""
    out: Figures = {}
    for series, kind in SERIES_KINDS.items():
        for prior in range(6):
            record = MeldRecord(series=((series, prior),) if prior else ())
            for times in (1, 2, 3):
                meld = Meld(kind, times)
                out[("meld", series.value, prior, times)] = score_meld(meld, record, rules).points
                # the next single meld of the kind after this one: the count's advance
                hand = [c for slot in meld.slots(TRUMP) for c in slot[:1]]
                after = evaluate(meld, hand, TRUMP, record, rules).record
                out[("next", series.value, prior, times)] = score_meld(
                    Meld(kind), after, rules
                ).points
    for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE):
        for times in (1, 2):
            out[("four", rank.token, times)] = score_meld(
                Meld.four(rank, times), rules=rules
            ).points
    for tset in TrumpSet:
        for times in (1, 2):
            out[("trump four", tset.value, times)] = score_meld(
                Meld.trump_four(tset, times), rules=rules
            ).points
        for ordinal in range(5, 13):
            record = MeldRecord.before(TRUMP, sets={tset: ordinal - 1})
            out[("extra", tset.value, ordinal)] = score_meld(Meld.extra(tset), record, rules).points
    return out


def changed(switch: str, value: str) -> dict[tuple[object, ...], tuple[int, int]]:
    base = figures(BeziqueRules())
    other = figures(BeziqueRules().with_switches(**{switch: value}))
    assert base.keys() == other.keys()
    return {k: (base[k], other[k]) for k in base if base[k] != other[k]}


def test_likewise_literal_gives_the_seeds_figures() -> None:
    """«Аналогично — при показе безиковых валетов … Аналогично — Т и В» word for word: the
    eighth bezique jack 1152, the eighth trump ace and the eighth trump jack 576."""
    literal = BeziqueRules().with_switches(likewise="same-figures")
    eighth = {
        t: score_meld(Meld.extra(t), MeldRecord.before(TRUMP, sets={t: 7}), literal).points
        for t in TrumpSet
    }
    assert eighth[TrumpSet.BEZIQUE_JACKS] == 1152
    assert eighth[TrumpSet.TRUMP_ACES] == 576
    assert eighth[TrumpSet.TRUMP_JACKS] == 576
    assert eighth[TrumpSet.TRUMP_QUEENS] == 1152 and eighth[TrumpSet.TRUMP_KINGS] == 576
    own = {
        t: score_meld(Meld.extra(t), MeldRecord.before(TRUMP, sets={t: 7})).points for t in TrumpSet
    }
    # today's reading: the set's own second four, 400 + 2 × 110, 400 + 2 × 44, 800 + 2 × 164
    assert own[TrumpSet.TRUMP_ACES] == 620
    assert own[TrumpSet.TRUMP_JACKS] == 488
    assert own[TrumpSet.BEZIQUE_JACKS] == 1128


def test_likewise_changes_exactly_the_cards_that_complete_a_set() -> None:
    diff = changed("likewise", "same-figures")
    expected = {
        ("extra", t.value, n)
        for t in (TrumpSet.TRUMP_ACES, TrumpSet.TRUMP_JACKS, TrumpSet.BEZIQUE_JACKS)
        for n in (8, 12)
    }
    assert set(diff) == expected
    assert diff[("extra", "bezique jacks", 8)] == (1128, 1152)
    assert diff[("extra", "trump aces", 8)] == (620, 576)
    assert diff[("extra", "trump jacks", 8)] == (488, 576)


def test_twice_single_changes_only_the_count_after_a_multiple() -> None:
    """«Двойная «показка» ценится вдвойне» read as "twice a single one": the double scores
    what it does today (twice the single meld now), but counts as one declaration."""
    diff = changed("multiple", "twice-single")
    assert diff
    assert all(k[0] == "next" and k[3] > 1 for k in diff)
    for series in SERIES_KINDS:
        for prior in range(6):
            for times in (2, 3):
                assert ("next", series.value, prior, times) in diff
    # after a first double bezique (2 × 25 = 50): today the next is the third, 100; read
    # literally it is the second, 50
    assert diff[("next", "bezique", 0, 2)] == (100, 50)
    literal = BeziqueRules().with_switches(multiple="twice-single")
    assert score_meld(Meld.bezique(2), rules=literal).points == 50


def test_times_last_changes_only_the_multiples() -> None:
    diff = changed("multiple", "times-last")
    assert diff
    assert all(k[0] == "meld" and k[3] > 1 for k in diff)
    assert diff[("meld", "bezique", 0, 2)] == (50, 100)


def test_trick_points_change_no_meld_figure() -> None:
    assert changed("trick_points", "brisques") == {}
    brisques = BeziqueRules().with_switches(trick_points="brisques")
    trick = (
        Play(0, Card(Suit.SPADES, Rank.ACE), Card(Suit.SPADES, Rank.ACE)),
        Play(1, Card(Suit.SPADES, Rank.TEN), Card(Suit.SPADES, Rank.TEN)),
    )
    assert trick_value(trick, brisques) == 20
    assert trick_value(trick, BeziqueRules()) == 0


def test_other_switches_touch_their_own_figures_only() -> None:
    diff = changed("series_scope", "per-table")
    assert diff == {}  # with no other player's record, per table is per player
    diff = changed("beyond_table", "unscored")
    assert diff and all(v[1] == 0 for v in diff.values())
    assert not any(k[0] in ("four", "trump four") for k in diff)


def test_twice_singles_makes_a_double_meld_a_reward() -> None:
    """S002: «Двойная «показка» ценится двойне [sic: вдвойне], тройная — втройне и т. д.»
    Under the default (``multiple = times-next``) a first double bezique scores 2 × 25 = 50,
    less than the same two beziques declared singly, 25 + 50 = 75. Read as a reward
    (``multiple = twice-singles``) it scores twice those singles, 2 × (25 + 50) = 150, and
    the count advances by two, as by default; fours are unchanged (k × the four: the seed's
    eighth king prices its second set at 2 × 88 = 176)."""
    reward = BeziqueRules().with_switches(multiple="twice-singles")
    assert score_meld(Meld.bezique(2)).points == 50
    first = score_meld(Meld.bezique()).points
    second = score_meld(Meld.bezique(), MeldRecord(series=((Series.BEZIQUE, 1),))).points
    assert (first, second) == (25, 50)
    assert score_meld(Meld.bezique(2), rules=reward).points == 2 * (25 + 50) == 150
    assert str(score_meld(Meld.bezique(2), rules=reward)) == (
        "double bezique at 2 × its single melds: 150 (2 × (25 + 50))"
    )
    diff = changed("multiple", "twice-singles")
    assert diff and all(k[0] == "meld" and k[3] > 1 for k in diff)  # multiples of series only
    # every double and triple of every series is worth at least its singles declared singly
    for series, kind in SERIES_KINDS.items():
        for prior in range(6):
            for times in (2, 3):
                record = MeldRecord(series=((series, prior),) if prior else ())
                singles = sum(  # the same melds declared one after another
                    score_meld(Meld(kind), MeldRecord(series=((series, prior + i),)), reward).points
                    for i in range(times)
                )
                got = score_meld(Meld(kind, times), record, reward).points
                assert got == times * singles
                assert diff[("meld", series.value, prior, times)][1] == got
    assert diff[("meld", "bezique", 1, 2)] == (100, 300)  # 2 × 50 against 2 × (50 + 100)
    assert diff[("meld", "trump quint", 0, 3)] == (150, 1050)  # 3 × (50 + 100 + 200)
