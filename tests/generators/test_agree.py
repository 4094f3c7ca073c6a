"""The generated examples agree with the engine.

Each test reads the cards and numbers back out of the generated Markdown, in every language
(cards parsed by the engine in that language's notation), recomputes them with the engine
independently of the generator, and compares.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from gen_helpers import LANGS, card_texts, cards_in, ints, render, table_rows

from piquet_core import Seat, compare_declared, compare_hands, odds, parse_cards, parse_hand, settle
from piquet_core.cards import Card, Hand, card_name
from piquet_core.replay import replay

pytestmark = pytest.mark.parametrize("lang", LANGS)


def _hand(cell: str, lang: str, size: int | None = 12) -> Hand:
    return parse_hand(cards_in(cell), size=size, lang=lang)  # type: ignore[arg-type]


def test_every_card_has_its_accessible_name(lang: str) -> None:
    """Cards are text with a text alternative: the engine's name of the card shown."""
    for module in ("generators.examples_hands", "generators.examples_deal"):
        shown = card_texts(render(module, lang))
        assert len(shown) > 50
        for name, text in shown:
            card: Card = parse_cards(text, lang)[0]  # type: ignore[arg-type]
            assert name == card_name(card, lang)  # type: ignore[arg-type]


def test_example_hands_agree(lang: str) -> None:
    """Each example's hands, recompared by the engine, give the points shown."""
    text = render("generators.examples_hands", lang)
    blocks = text.split("\n### ")[1:]
    assert len(blocks) == 5
    for block in blocks:
        rows = table_rows(block)
        hand_row, point_row = rows[2], rows[3]
        elder, younger = _hand(hand_row[1], lang), _hand(hand_row[2], lang)
        c = compare_hands(elder, younger)
        assert c.declared.elder.point is not None and c.declared.younger.point is not None
        # the point row ends with each point's pip total
        assert ints(point_row[1])[-1] == c.declared.elder.point.pips
        assert ints(point_row[2])[-1] == c.declared.younger.point.pips
        # the summary line: elder's and younger's declarations
        summary = block.strip().splitlines()[-1]  # no deal number after it
        expected = [
            c.point.scores.elder + c.sequences.scores.elder + c.sets.scores.elder,
            c.point.scores.younger + c.sequences.scores.younger + c.sets.scores.younger,
        ]
        assert ints(summary) == expected, summary


def test_each_example_shows_its_case(lang: str) -> None:
    """The four cases are what the engine says about the hands shown."""
    blocks = render("generators.examples_hands", lang).split("\n### ")[1:]
    comps = []
    for block in blocks:
        row = table_rows(block)[2]
        comps.append(compare_hands(_hand(row[1], lang), _hand(row[2], lang)))
    pips, equal_point, equal_seq, quatorze, sinking = comps
    assert pips.point.winner is not None and not pips.point.equal
    assert pips.declared.elder.point and pips.declared.younger.point
    assert pips.declared.elder.point.length == pips.declared.younger.point.length
    assert equal_point.point.equal
    assert equal_seq.sequences.equal and equal_seq.sequences.scores.elder == 0
    win = quatorze.declared.elder if quatorze.sets.scores.elder else quatorze.declared.younger
    lose = quatorze.declared.younger if quatorze.sets.scores.elder else quatorze.declared.elder
    assert win.sets[0].count == 4 and lose.sets[0].count == 3
    assert lose.sets[0].rank > win.sets[0].rank
    # sinking: elder's sets are good; without them, younger's are
    assert sinking.sets.winner is Seat.ELDER and sinking.declared.younger.sets
    sunk = compare_declared(sinking.declared.elder._replace(sets=()), sinking.declared.younger)
    assert sunk.sets.winner is Seat.YOUNGER
    sink_step = blocks[4].split("4. **")[1].split("\n\n")[0]
    assert ints(sink_step) == [sinking.sets.scores.elder, sunk.sets.scores.younger]


def _deal_record(text: str, lang: str) -> tuple[dict[str, object], list[list[str]]]:
    """The deal shown, rebuilt as a ``piquet replay`` record from the tables' cards."""
    rows = table_rows(text)
    dealt, discards, takes = rows[2], rows[3], rows[4]
    elder, younger = _hand(dealt[1], lang), _hand(dealt[2], lang)
    e_disc = _hand(discards[1], lang, None)
    y_disc = _hand(discards[2], lang, None)
    e_take = _hand(takes[1], lang, None)
    y_take = _hand(takes[2], lang, None)
    trick_rows = [r for r in rows if len(r) == 7 and r[0].isdigit()]
    assert [int(r[0]) for r in trick_rows] == list(range(1, 13))
    tricks = []
    for r in trick_rows:
        lead = parse_cards(cards_in(r[1]), lang)  # type: ignore[arg-type]
        follow = parse_cards(cards_in(r[2]), lang)  # type: ignore[arg-type]
        tricks.append(f"{lead[0]} {follow[0]}")
    record = {
        "elder": str(elder), "younger": str(younger),
        "talon": f"{e_take} {y_take}",
        "elder_discards": str(e_disc), "younger_discards": str(y_disc),
        "tricks": tricks,
    }  # fmt: skip
    return record, trick_rows


def test_annotated_deal_agrees(lang: str) -> None:
    """Replaying the cards shown gives the running scores, the pique and the totals shown."""
    text = render("generators.examples_deal", lang)
    record, trick_rows = _deal_record(text, lang)
    result = replay(record, events=True)
    assert "error" not in result, result
    events = result["events"]
    assert isinstance(events, list)
    # running score after each trick: the last play or bonus event of that trick
    for row in trick_rows:
        n = int(row[0])
        of_trick = [e for e in events if e["trick"] == n and e["category"] in ("play", "pique")]
        assert of_trick, n
        assert ints(row[5]) == [of_trick[-1]["elder_total"]]
        assert ints(row[6]) == [of_trick[-1]["younger_total"]]
    # the deal was chosen for its pique
    elder, younger = result["elder"], result["younger"]
    assert isinstance(elder, dict) and isinstance(younger, dict)
    assert elder["pique"] or younger["pique"]
    # the final table: the total row is the last table row
    total_row = table_rows(text)[-1]
    assert ints(total_row[1]) == [elder["total"]]
    assert ints(total_row[2]) == [younger["total"]]
    # the command-line line in the note is the same deal
    line = re.search(r"```json\n\s*(\{.*\})\n", text)
    assert line is not None
    assert replay(json.loads(line.group(1))) == {k: v for k, v in result.items()
                                                  if k != "events"}  # fmt: skip


def test_partie_agrees(lang: str) -> None:
    """Running totals add up and the settlement is the engine's for those totals."""
    text = render("generators.examples_partie", lang)
    rows = [r for r in table_rows(text) if r[0].isdigit()]
    assert len(rows) >= 6
    total_a = total_b = 0
    for r in rows:
        a, b, run_a, run_b = (ints(c)[0] for c in r[2:6])
        total_a += a
        total_b += b
        assert (run_a, run_b) == (total_a, total_b)
    settlement = settle((total_a, total_b))
    sums = re.findall(r"(\d+) \+ (\d+) \+ (\d+) = \*\*(\d+)\*\*", text)
    assert len(sums) == 1
    win, lose = max(total_a, total_b), min(total_a, total_b)
    assert [int(x) for x in sums[0]] == [win, lose, 100, settlement.points]
    assert settlement.rubicon  # the partie was chosen for its rubicon
    assert settlement.points == win + lose + 100


def _odds_cell(cell: str) -> tuple[int, int]:
    a, b = ints(cell)[:2]
    return a, b


def test_de_moivre_agrees(lang: str) -> None:
    """The exact odds shown are the hypergeometric odds, computed here directly."""
    text = render("generators.examples_odds", lang)
    rows = [r for r in table_rows(text) if re.match(r"^\d\. ", r[0])]
    assert [int(r[0][0]) for r in rows] == [1, 2, 3, 4, 5]
    direct = {
        1: odds.at_least(20, 4, 3),
        2: odds.at_least(20, 4, 5),
        3: sum(
            (odds.hypergeometric(20, 4, 5, a) * odds.at_least(16, 4, 5 - a) for a in range(1, 5)),
            Fraction(0),
        ),
        4: odds.hypergeometric(32, 20, 12, 12),
    }
    for r in rows[:4]:
        p = direct[int(r[0][0])]
        a, b = _odds_cell(r[2])
        favour, against = p.numerator, p.denominator - p.numerator
        assert (a, b) in ((favour, against), (against, favour))
        assert ints(r[3])[:2] == [p.numerator, p.denominator]
    count, total = ints(rows[4][2])[:2]
    assert count == odds.suit_classes() == odds.suit_classes_by_patterns()
    assert total == 225_792_840


def test_cavendish_table_agrees(lang: str) -> None:
    """Each row of Cavendish's table: the odds of taking in the named cards, computed here."""
    text = render("generators.examples_odds", lang)
    rows = [r for r in table_rows(text) if len(r) == 7 and r[1].isdigit()]
    assert len(rows) == 18
    for r in rows:
        takes = ints(r[0])[0]
        named, needs = int(r[1]), int(r[2])
        p = odds.at_least(20, named, takes, needs)
        a, b = _odds_cell(r[4])
        assert (a, b) in ((p.numerator, p.denominator - p.numerator),
                          (p.denominator - p.numerator, p.numerator))  # fmt: skip
