"""The umpire drill: every irregularity comes up, its key agrees with the engine's ruling, and
its law is cited in each language."""

from __future__ import annotations

import pytest

from piquet_core.cards import Card
from piquet_core.replay import replay
from piquet_core.trainer import check, exercise
from piquet_core.trainer.laws import ANSWER, KINDS, situation

ENGINE_CODE = {
    "short_draw": "short_hand",
    "five_four": "second_discard",
    "too_many": "too_many_cards",
    "looked_at_stock": "looked_at_stock",
    "saw_talon": "saw_talon",
    "out_of_turn": "drew_out_of_turn",
    "exposed_talon": "exposed_talon",
    "discard_too_many": "short_hand",
    "changed_discard": "took_back",
}


def _seeds_by_kind() -> dict[str, str]:
    found: dict[str, str] = {}
    for k in range(400):
        kind, _ = situation(f"s{k}")
        found.setdefault(kind, f"s{k}")
        if len(found) == len(KINDS):
            break
    return found


def test_every_situation_comes_up() -> None:
    assert set(_seeds_by_kind()) == set(KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_the_key_is_the_engines_ruling(kind: str) -> None:
    seed = _seeds_by_kind()[kind]
    _, record = situation(seed)
    out = replay(record)
    assert "error" not in out, out
    codes = {r["code"] for r in out["irregular"]["rulings"]}  # type: ignore[index]
    assert ENGINE_CODE[kind] in codes
    for lang in ("en", "fr", "ru"):
        ex = exercise("laws", seed, lang)
        assert ex.questions[0].answer == (ANSWER[kind],)
        right = {q.id: list(q.answer) for q in ex.questions}
        assert check(ex, right).correct
        wrong = next(o.value for o in ex.questions[0].options if o.value != ANSWER[kind])
        assert not check(ex, {**right, "ruling": [wrong]}).correct
        assert ("Фостер" if lang == "ru" else "Foster") in ex.rules[0].source


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_card_taken_back_is_in_the_pages_notation(lang: str) -> None:
    """The story names the card in the page's own notation ("D♥", "Д♥"), never the record's
    engine code ("QH"), which a French or Russian reader cannot read."""
    for k in range(400):
        kind, record = situation(f"s{k}")
        code = str(record.get("elder_took_back", ""))
        if kind == "changed_discard" and code[0] in "AKQJ":
            break
    else:
        pytest.fail("no card taken back with a court or ace in 400 seeds")
    story = exercise("laws", f"s{k}", lang).lines[1]
    assert Card.parse(code).format(lang) in story
    assert code not in story
