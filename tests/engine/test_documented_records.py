"""Every example record of the README's "Irregular deals" section replays as documented.

An independent scorer of irregular deals is to be run against `piquet replay`, so the record
fields are written for an outsider to produce them from the README alone. Each
example there is a few fields added to the hands of the README's example deal; this test
builds each record exactly as an outsider would, from the README's words, and replays it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from piquet_core.replay import replay

README = Path(__file__).resolve().parents[2] / "README.md"

HANDS = {
    "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D",
    "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
    "talon": "9S 8S KH 9C KD QS AC 7D",
}
"""The example deal's hands, as the README gives them (checked below)."""

FRAGMENT = re.compile(r"`(\"[a-z_]+\": [^`]+)`")


def _section() -> list[str]:
    """The lines of the section headed "Irregular deals", to the next heading of its level."""
    lines = README.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(r"#+ Irregular deals", line))
    level = lines[start].split(" ", 1)[0]
    end = next(
        (i for i in range(start + 1, len(lines)) if re.match(rf"#{{1,{len(level)}}} ", lines[i])),
        len(lines),
    )
    return lines[start:end]


def _examples() -> list[tuple[str, dict[str, object]]]:
    """(the example's words, its record): the hands (the README's example deal's, or those of
    an earlier example the words name), then any discards the section gives for a group of
    examples ("... the discards are `...`"), then the example's fields."""
    defaults: dict[str, object] = dict(HANDS)
    out: list[tuple[str, dict[str, object]]] = []
    for line in _section():
        if not line.startswith("- ") and "discards are `" not in line:
            continue
        fragments = [json.loads("{" + f + "}") for f in FRAGMENT.findall(line)]
        if not line.startswith("- "):
            defaults = {**HANDS, **fragments[0]}
            continue
        words = line[2:].split(":", 1)[0]
        base = defaults
        named = re.search(r"the hands of the (.+?) example", line)
        if named:  # "the hands of the Law 41 example": that example's three hands only
            earlier = next(r for w, r in out if w.startswith(named.group(1)))
            base = {seat: earlier[seat] for seat in HANDS}
        for fields in fragments:
            out.append((words, {**base, **fields}))
    return out


def test_the_hands_are_the_readmes() -> None:
    text = README.read_text(encoding="utf-8")
    for seat, cards in HANDS.items():
        assert f'"{seat}": "{cards}"' in text, seat


def test_there_is_an_example_of_every_field() -> None:
    from piquet_core.irregular import RECORD_FIELDS

    def twin(field: str) -> str:  # an example for one seat shows the field of the other
        return re.sub(r"^(elder|younger)_", "", field)

    used = {twin(key) for _words, record in _examples() for key in record}
    missing = [f for f in RECORD_FIELDS if twin(f) not in used]
    assert missing == [], missing


@pytest.mark.parametrize(("words", "record"), _examples(), ids=lambda v: str(v)[:40])
def test_each_example_replays(words: str, record: dict[str, object]) -> None:
    out = replay(record)
    assert "error" not in out, (words, out)
    assert "irregular" in out, (words, out)
    # each ruling's penalty, as documented, is what the score shows
    rulings = out["irregular"]["rulings"]  # type: ignore[index]
    penalties = {(r["seat"], r["penalty"]) for r in rulings}
    for seat in ("elder", "younger"):
        if (seat, "reckons_nothing") in penalties:
            assert out[seat]["total"] == 0, (words, seat, out)  # type: ignore[index]
    if {p for _s, p in penalties} & {"void", "loses_game"}:
        assert out["elder"]["total"] == out["younger"]["total"] == 0, (words, out)  # type: ignore[index]


def _example(start: str) -> dict[str, object]:
    return next(r for w, r in _examples() if w.startswith(start))


def test_out_of_turn_example_as_documented() -> None:
    """If the dealer draws any of the first five, before the pone has announced that he
    leaves them, the dealer loses the game (Foster, seed 004): the README's example, elder
    leaving two of his five, and the same with elder taking all five, refused."""
    record = _example("dealer draws out of turn")
    assert replay(record)["irregular"]["loses_game"] == "younger"  # type: ignore[index]
    all_five = {**record, "elder_discards": "KS 8C 7C 9D 8D", "younger_discards": "7S 9H 7H"}
    assert replay(all_five)["code"] == "not_out_of_turn"


def test_both_short_example_as_documented() -> None:
    """A short hand "cannot win a capot" (Foster, seed 004); "the winner of the last trick
    scores two instead of one" (Law 65); the cards for "more than six tricks" (Law 66): the
    README's numbers."""
    out = replay(_example("both hands short"))
    assert out["irregular"]["cards"] == {"elder": 11, "younger": 11}  # type: ignore[index]
    assert out["capot"] is None and out["tricks"] == {"elder": 11, "younger": 0}
    assert (out["elder"]["play"], out["elder"]["cards"]) == (12, 10)  # type: ignore[index]
