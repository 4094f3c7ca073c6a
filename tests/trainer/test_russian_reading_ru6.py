# ruff: noqa: RUF001, RUF002  (Cyrillic is intended)
"""The Russian reading of 2026-12 (ru6): the deal viewer names who looks at the talon's last
cards, and tells a point decided by its pips with the pips."""

from __future__ import annotations

import random

from piquet_core.deal import DealState, play_out
from piquet_core.deal_policies import candid_policy
from piquet_core.trainer.deal_viewer import deal_steps


def _comments(lang: str, seeds: range) -> list[str]:
    out = []
    for seed in seeds:
        st = play_out(DealState.new(seed=seed), candid_policy(random.Random(seed)))
        out += [s.get("comment") or "" for s in deal_steps(st.to_record(), lang)["steps"]]
    return out


def test_the_viewer_names_who_looks_at_the_cards_left() -> None:
    """Seed 1: younger leaves two cards and looks at them after elder's lead; «Он смотрит…»
    after «Противник сдающего ходит» read as elder."""
    comments = _comments("ru", range(2))
    assert "Сдающий смотрит карты, оставшиеся в прикупе (законы 33, 36)." in comments
    assert not [c for c in comments if c.startswith("Он смотрит")]


def test_a_point_decided_by_its_pips_is_told_with_them() -> None:
    """«У сдающего хуже (четыре карты в пиках)» after four cards each did not say why."""
    comments = _comments("ru", range(6))
    assert "У сдающего хуже (4\u00a0карты пик, в сумме 36): ряд противника годится." in comments


def test_the_puzzles_rounds_count_puzzles() -> None:
    """The puzzles page's round said «Раунд из 10 сдач» and «Сдача 3 из 10» of puzzles; a
    count of puzzles keeps its no-break space, as a count of hands («6 задач», «6 сдач»)."""
    from piquet_core.trainer.ui import drill_strings, fluency_strings, ui_strings

    strings = {**ui_strings("ru"), **fluency_strings("ru")}
    puzzles, point = drill_strings(strings, "puzzles"), drill_strings(strings, "point")
    assert puzzles["round_hands"] == "Раунд из 10\u00a0задач"
    assert puzzles["round_status"] == "Задача {n} из {of} · {time}"
    assert (puzzles["link"], puzzles["other_hand"]) == (
        "Ссылка на эту задачу",
        "Взамен — другая задача.",
    )
    assert (point["round_hands"], point["link"]) == ("Раунд из 10\u00a0сдач", "Ссылка на эту сдачу")
