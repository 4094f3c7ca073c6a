# ruff: noqa: RUF001, RUF002  (Cyrillic words are intended)
"""Printable worksheets: the engine's `worksheet` request, in every language.

The sheet's hands are the drill's own exercises for the seeds drawn from the worksheet's
number; its key holds every question's answer as the drill checks it on screen; the key is a
section of its own (the print styles break the page before it)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from piquet_core.trainer import DRILLS, check, exercise
from piquet_core.trainer.api import handle
from piquet_core.trainer.exchange import advice_for
from piquet_core.trainer.i18n import LANGS, Lang, translator
from piquet_core.trainer.worksheet import (
    MAX_HANDS,
    WorksheetSizeError,
    answer_key,
    hand_count,
    worksheet,
    worksheet_seeds,
)


def _request(**req: object) -> dict[str, object]:
    answer = json.loads(handle(json.dumps({"op": "worksheet", **req})))
    assert isinstance(answer, dict)
    return answer


def test_the_same_number_deals_the_same_hands_and_a_short_sheet_is_a_long_ones_start() -> None:
    assert worksheet_seeds("teacher-1", 6) == worksheet_seeds("teacher-1", 24)[:6]
    assert len(set(worksheet_seeds("teacher-1", MAX_HANDS))) == MAX_HANDS
    assert worksheet_seeds("teacher-1", 6) != worksheet_seeds("teacher-2", 6)
    a = _request(drill="sets", seed="k3j9x2", n=12, lang="ru")
    b = _request(drill="sets", seed="k3j9x2", n=12, lang="ru")
    assert a == b and a["ok"] is True
    hands = a["sheet"]["hands"]  # type: ignore[index]
    assert [h["exercise"]["seed"] for h in hands] == list(worksheet_seeds("k3j9x2", 12))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("drill", [d for d in DRILLS if d != "exchange"])
def test_the_key_answers_every_question_as_the_drill_checks_it(drill: str, lang: Lang) -> None:
    sheet = worksheet(drill, "key-check", 6, lang)
    tr = translator(lang)
    for ex in sheet.exercises:
        lines, working = answer_key(ex, tr)
        assert lines and all(line.answer for line in lines), (drill, ex.seed)
        assert working == ex.explanation
        # the key's answers, given on screen, are all right
        answers = {q.id: [q.answer[0]] if q.kind != "multi" else list(q.answer)
                   for q in ex.questions if q.answer}  # fmt: skip
        assert check(ex, answers).correct, (drill, ex.seed)
    data = sheet.to_dict("Title")
    hands = data["hands"]
    assert isinstance(hands, list) and len(hands) == 6
    assert [h["exercise"]["seed"] for h in hands] == list(worksheet_seeds("key-check", 6))
    words = data["words"]
    assert isinstance(words, dict)
    # a sheet of play puzzles counts puzzles (test_a_sheet_of_puzzles_counts_puzzles)
    if drill != "puzzles":
        assert words["hand"] == tr.gettext("Hand {n}")
        assert words["number"] == tr.ngettext(
            "Worksheet number {seed} · {n} hand", "Worksheet number {seed} · {n} hands", 6
        ).format(seed="key-check", n=6)
    assert json.loads(json.dumps(data)) == data  # what the worker sends the page


def test_a_question_asked_only_after_an_answer_says_so_on_paper() -> None:
    """Younger's "Forty-one." follows only "Making?" or "Equal": the sheet says when to answer
    it, and the key gives it only when the right answer leads there."""
    for seed in worksheet_seeds("younger", 24):
        ex = exercise("dialogue", seed, "fr")
        q = next((x for x in ex.questions if x.show_if and x.show_if[1]), None)
        if q is None:
            continue
        data = worksheet("dialogue", "younger", 24, "fr").to_dict("Dialogue")
        hand = next(h for h in data["hands"] if h["exercise"]["seed"] == seed)  # type: ignore[attr-defined]
        assert hand["conditions"][q.id].startswith("Seulement si vous avez répondu ")
        lines, _ = answer_key(ex, translator("fr"))
        asked = {line.question for line in lines}
        point = next(x for x in ex.questions if x.id == q.show_if[0])  # type: ignore[index]
        assert (q.label in asked) == any(v in q.show_if[1] for v in point.answer)  # type: ignore[index]
        return
    pytest.fail("no younger-hand dialogue among 24 hands")


def test_the_exchange_key_is_the_advisors_discard() -> None:
    sheet = worksheet("exchange", "x-sheet", 1, "fr")
    (ex,) = sheet.exercises
    lines, working = answer_key(ex, translator("fr"))
    best = advice_for(ex.seed).best.discard
    assert [line.answer for line in lines] == [best.format("fr")]
    assert working[0].startswith("L’expert écarte")
    words = sheet.to_dict("Écart")["words"]
    assert words["cross_out"] == "Barrez les cartes que vous écartez."  # type: ignore[index]


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "A worksheet holds 1 to 48 hands."),
        ("fr", "Une fiche d’exercices compte de 1 à 48 mains."),
        ("ru", "В листе упражнений может быть от 1 до 48\u00a0сдач."),
    ],
)
@pytest.mark.parametrize("n", [0, 49, "douze", True, None])
def test_a_wrong_number_of_hands_is_one_line(lang: Lang, message: str, n: object) -> None:
    answer = _request(drill="point", seed="k3j9x2", n=n, lang=lang)
    assert answer == {
        "ok": False,
        "code": "bad_count",
        "message": message,
        "params": {"got": str(n), "min": "1", "max": "48"},
    }


def test_bad_drill_and_bad_seed_are_one_line() -> None:
    assert _request(drill="whist", seed="k3j9x2", n=6, lang="fr")["code"] == "bad_drill"
    answer = _request(drill="point", seed="Pas un numéro", n=6, lang="ru")
    assert answer["code"] == "bad_seed"
    assert re.fullmatch(r"«Pas un numéro» — это не номер сдачи\.", str(answer["message"]))


def test_hand_count_reads_digits() -> None:
    assert hand_count("12") == 12 and hand_count(24) == 24
    with pytest.raises(WorksheetSizeError):
        hand_count(1.5)


def _shape(hand: dict[str, Any]) -> list[tuple[object, ...]]:
    """What a printed hand asks: each question's id, kind, the words printed before it and
    its options (the paper shows all of them, whatever the answers)."""
    held = {c["code"] for h in hand["exercise"]["hands"] for c in h["cards"]}

    def options(q: dict[str, Any]) -> tuple[str, ...]:
        # the cards of the hands shown (the play puzzles' legal cards): printed as they are,
        # they differ with the hand, never with the answer
        if q["options"] and all(o["value"] in held for o in q["options"]):
            return ("the cards of the hands shown",)
        return tuple(o["label"] for o in q["options"])

    return [
        (q["id"], q["kind"], hand["conditions"].get(q["id"], ""), options(q))
        for q in hand["exercise"]["questions"]
    ]


def _context(hand: dict[str, Any]) -> tuple[object, ...]:
    """What the paper shows before the questions (the prompt, whose hand, elder's calls as
    younger hears them): two hands that show the same must ask the same."""
    ex = hand["exercise"]
    said = [*ex["lines"], *(t for q in ex["questions"] for t in q.get("before", ()))]
    calls = tuple(t for t in said if "blanche" not in t.lower() and "бланш" not in t)
    return (ex["prompt"], tuple(h["label"] for h in ex["hands"]), calls)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("drill", [d for d in DRILLS if d != "exchange"])
def test_every_hand_of_a_sheet_asks_the_same_questions_whatever_the_answers(
    drill: str, lang: Lang
) -> None:
    """The presence of a printed line never tells an answer. Over many sheets,
    every hand that shows the same prompt asks the same questions, in the same order, with
    the same conditions and options; the key has a line for each ("— (not asked)" where the
    right answers do not lead there); in elder's chair younger's words printed are only his
    reply to the point and its pips and what he reckons, on every hand."""
    tr = translator(lang)
    not_asked = tr.gettext("— (not asked)")
    shapes: dict[tuple[object, ...], list[tuple[object, ...]]] = {}
    seen_not_asked = False
    for seed in ("shape-1", "shape-2", "xejdvc", "q8b2q2"):
        data = worksheet(drill, seed, 24, lang).to_dict("T")
        for hand in data["hands"]:  # type: ignore[attr-defined]
            shape = _shape(hand)
            first = shapes.setdefault(_context(hand), shape)
            assert shape == first, (drill, lang, hand["exercise"]["seed"])
            assert [k["question"] for k in hand["key"]] == [
                q["label"] for q in hand["exercise"]["questions"]
            ]
            seen_not_asked |= any(k["answer"] == not_asked for k in hand["key"])
            shown = hand["exercise"]["hands"]  # none for a discard puzzle: its listbox
            if shown and shown[0]["label"] == tr.gettext("Your hand (elder hand)"):
                replies = hand["replies"]
                if drill == "dialogue":
                    assert {"point", "set"} <= set(replies) <= {"point", "point_value", "set"}
    if drill in ("sequences", "dialogue"):
        assert seen_not_asked, drill  # a follow-up printed but not asked, said so in the key


def test_elders_chair_on_paper_prints_younger_words_that_tell_no_answer() -> None:
    """Younger's replies to elder's sequence and set calls are in the key, not on
    the sheet (their presence told "No sequence"); his reply to the point and what he
    reckons are on every hand; equal sequences, the one thing the scores need of the hidden
    replies, are said."""
    tr = translator("en")
    tie = False
    for seed in ("shape-1", "shape-2", "xejdvc", "q8b2q2", "teacher-1"):
        data = worksheet("dialogue", seed, 48, "en").to_dict("T")
        for hand in data["hands"]:  # type: ignore[attr-defined]
            if hand["exercise"]["hands"][0]["label"] != tr.gettext("Your hand (elder hand)"):
                continue
            ex = exercise("dialogue", hand["exercise"]["seed"], "en")
            replies = hand["replies"]
            assert replies["point"] == [ex.questions[0].reply]
            reckons = replies["set"][-1]
            assert reckons.startswith(("After your first lead", "Younger has nothing"))
            screen = {q.id: q for q in ex.questions}
            for qid in ("sequence", "sequence_top"):
                assert qid not in replies
            said = " ".join(k["answer"] for k in hand["key"])
            for q in ex.questions:
                for line in q.reply.split("\n"):
                    assert line in said  # every reply is in the key
            top = screen.get("sequence_top")
            if top is not None and top.reply.endswith("“Equal.”"):
                tie = True
                assert replies["set"][0].startswith("Younger, to your sequence: “Equal.”")
    assert tie, "no equal sequences in elder's chair among the sheets"


def test_the_russian_key_lists_ranks_in_lower_case_and_never_puts_two_dashes_in_a_row() -> None:
    """Russian reading 2026-12: a key's list of ranks is «Валеты, десятки» (only the first
    with its capital, as in a sentence: Y6), and the reply that follows another is a
    sentence of its own, «…: «Не годится». После вашего первого хода…», not a second dash
    (S34)."""
    lists, replies = [], []
    for seed in ("s1xse", "s0xdi", "s1xdi"):
        drill = "sets" if seed.endswith("se") else "dialogue"
        sheet = _request(drill=drill, seed=seed, n=6, lang="ru")["sheet"]
        assert isinstance(sheet, dict)
        for hand in sheet["hands"]:
            for line in hand["key"]:
                answer = line["answer"]
                if drill == "sets" and ", " in answer:
                    lists.append(answer)
                if "После вашего первого хода" in answer:
                    replies.append(answer)
                assert answer.count(" — ") <= 1, answer
                # a dash only before younger's reply; any other line is a sentence
                assert all(x.startswith("Сдающий: «") for x in answer.split(" — ")[1:]), answer
    assert "Валеты, десятки" in lists, lists
    assert all(x[:1].isupper() and x.split(", ")[1][:1].islower() for x in lists), lists
    assert any("«Не годится». После вашего первого хода" in x for x in replies), replies


def test_a_count_ruling_ends_with_its_full_stop() -> None:
    """The umpire drill's count questions («от 0 до 4 карт») end their verdict with a full
    stop, as every other ruling does (Russian reading 2026-12, typography)."""
    from piquet_core.trainer.laws_misdeal import _count_question

    tr = translator("ru")
    q = _count_question(tr, "n", "?", frozenset({0, 1, 2, 3, 4}), [frozenset({0, 1, 2, 3, 4})])
    assert q.right == "Верно: от 0 до 4\u00a0карт.", q.right
    assert q.wrong.endswith("от 0 до 4\u00a0карт."), q.wrong


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_bezique_sheet_is_titled_bezique_not_piquet(lang: str) -> None:
    from piquet_core.trainer.i18n import translator
    from piquet_core.trainer.ui import drill_titles
    from piquet_core.trainer.worksheet import sheet_dict, worksheet

    tr = translator(lang)
    title = drill_titles(lang)["bezique"]
    words = sheet_dict(worksheet("bezique", "teacher-1", 2, lang), title)["words"]
    assert words["title"] == tr.gettext("Bezique worksheet — {drill}").format(drill=title)  # type: ignore[index]
    point = sheet_dict(worksheet("point", "teacher-1", 2, lang), drill_titles(lang)["point"])
    assert point["words"]["title"].startswith(tr.gettext("Piquet worksheet — {drill}")[:8])  # type: ignore[index]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_sheet_of_puzzles_counts_puzzles(lang: str) -> None:
    from piquet_core.trainer.i18n import translator
    from piquet_core.trainer.ui import drill_titles
    from piquet_core.trainer.worksheet import sheet_dict, worksheet

    tr = translator(lang)
    words = sheet_dict(worksheet("puzzles", "teacher-1", 5, lang), drill_titles(lang)["puzzles"])
    w = words["words"]
    assert w["hand"] == tr.gettext("Puzzle {n}")  # type: ignore[index]
    number = tr.ngettext(
        "Worksheet number {seed} · {n} puzzle", "Worksheet number {seed} · {n} puzzles", 5
    )
    assert w["number"] == number.format(seed="teacher-1", n=5)  # type: ignore[index]
    assert {"en": "5 puzzles", "fr": "5 problèmes", "ru": "5\u00a0задач"}[lang] in w["number"]  # type: ignore[index]
