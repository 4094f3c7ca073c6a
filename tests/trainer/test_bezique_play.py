"""The Bezique play page: its worker ops replayed in CPython, and its words.

The ops are those the page's script sends; a whole game is played through them to the end
and checked against the engine replaying the same session.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from generators import bezique_play
from generators.i18n import render
from piquet_core.bezique import Match, MatchSettings, Move, replay
from piquet_core.trainer.api import handle
from piquet_core.trainer.bezique_play import HUMAN, replay_session

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "assets" / "play" / "bezique-play.js"
KEYS_USED = re.compile(r"\bS\.(\w+)|S\[`(\w+)_\$")
LITERAL = re.compile(r'"([^"\\\n]*)"|`([^`]*)`')
JS_WORDS = {"ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Home", "End", "Enter", "Error"}


def call(op: str, session: dict[str, Any], lang: str = "en", **extra: object) -> dict[str, Any]:
    answer = json.loads(handle(json.dumps({"op": op, "session": session, "lang": lang, **extra})))
    assert isinstance(answer, dict)
    return answer


def choose(view: dict[str, Any]) -> str:
    """A learner who declares his best meld, exchanges the nine and plays his first card."""
    legal = view["legal"]
    if legal["melds"]:
        return str(legal["melds"][0]["move"])
    if legal["pass"]:
        return "pass"
    if legal["exchange"]:
        return "exchange"
    card = legal["plays"][0]
    return f"play {card}" + ("=AS" if card == "JK" else "")


@pytest.mark.parametrize(("seats", "lang"), [(2, "en"), (3, "fr"), (4, "ru")])
def test_a_whole_game_through_the_ops(seats: int, lang: str) -> None:
    session: dict[str, Any] = {
        "seed": 11, "seats": seats, "packs": 8, "target": 400, "level": "strong", "moves": [],
    }  # fmt: skip
    answer = call("bezique_state", session, lang)
    assert answer["ok"], answer
    assert answer["events"][0]["kind"] == "deal"
    events = list(answer["events"])
    steps = 0
    while not answer["view"]["over"]:
        view = answer["view"]
        assert view["to_act"] == HUMAN
        answer = call("bezique_act", answer["session"], lang, move=choose(view))
        assert answer["ok"], answer
        events += answer["events"]
        steps += 1
        assert steps < 2000
    session = answer["session"]
    settings = MatchSettings(seats=seats, target=400)
    match = replay(settings, 11, [Move.parse(m) for m in session["moves"]])
    assert match.over
    assert answer["view"]["totals"] == list(match.totals)
    assert answer["view"]["winner"] == match.winner
    counts = [e for e in events if e["kind"] == "count"]
    assert len(counts) == len(match.deals)
    assert [c["points"] for c in counts] == [
        [d.points(s) for s in range(seats)] for d in match.deals
    ]
    declared = sum(e["points"] for e in events if e["kind"] == "declare")
    assert declared == sum(sum(d.melds) for d in match.deals)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_meld_buttons_and_score_lines_start_with_a_capital(lang: str) -> None:
    """A meld's button (« Double bésigue : 50 ») and each line of its score stand on their
    own: they start with a capital, while the meld's name, which sentences run on
    (« Vous annoncez double bésigue »), keeps its lower-case initial."""
    session: dict[str, Any] = {
        "seed": 11, "seats": 2, "packs": 8, "target": 400, "level": "strong", "moves": [],
    }  # fmt: skip
    answer = call("bezique_state", session, lang)
    seen = 0
    for _ in range(400):
        view = answer["view"]
        if view["over"]:
            break
        for m in view["legal"]["melds"]:
            assert m["label"][0].isupper() and m["label"][1:] == m["name"][1:], m
            assert m["name"][0].islower(), m
            assert all(line[0].isupper() for line in m["lines"]), m
            seen += 1
        answer = call("bezique_act", answer["session"], lang, move=choose(view))
    assert seen > 5


def test_the_same_session_gives_the_same_answer_and_bad_input_one_line() -> None:
    session = {"seed": 3, "seats": 2, "packs": 10, "target": 2000, "level": "plain", "moves": []}
    a = call("bezique_state", session)
    b = call("bezique_state", session)
    assert a == b
    bad = [
        ({**session, "seats": 5}, "seats"),
        ({**session, "packs": 9}, "pack_count"),
        ({**session, "target": 0}, "target"),
        ({**session, "level": "expert"}, "bad_level"),
        ({**session, "seed": -1}, "bad_seed"),
        ({**session, "moves": ["play XX"]}, "unknown_card"),
    ]
    for s, code in bad:
        answer = call("bezique_state", s, "fr")
        assert not answer["ok"] and answer["code"] == code, (s, answer)
        assert "\n" not in answer["message"]
    view = a["view"]
    illegal = next(
        c for c in ("AS", "KS", "QS", "JS", "10S", "9S") if c not in view["legal"]["plays"]
    )
    answer = call("bezique_act", a["session"], move=f"play {illegal}")
    assert not answer["ok"] and answer["code"] == "illegal_move"


def test_a_human_who_deals_sits_out_and_the_computer_plays_the_deal() -> None:
    for seed in range(10):
        session = {"seed": seed, "seats": 3, "packs": 8, "target": 5000, "level": "plain",
                   "moves": [], "dealer": HUMAN}  # fmt: skip
        answer = call("bezique_state", session)
        assert any(e["kind"] == "count" for e in answer["events"])
        assert answer["view"]["to_act"] == HUMAN and answer["view"]["deal"] == 2
        assert answer["session"]["dealer"] == HUMAN  # the named first dealer is kept


@pytest.mark.parametrize("seats", [3, 4])
def test_a_game_never_opens_with_the_learner_sitting_out(seats: int) -> None:
    """Where the lot makes the learner deal first at a table whose dealer sits out, the seat
    on his right deals the first deal instead and the learner leads to it; other lots stand."""
    drawn = [s for s in range(30) if Match.start(MatchSettings(seats=seats), s).dealer == HUMAN]
    others = [s for s in range(30) if s not in drawn]
    assert drawn and others
    for seed in drawn:
        answer = call("bezique_state", {"seed": seed, "seats": seats, "moves": []})
        view = answer["view"]
        assert view["deal"] == 1 and not view["watching"] and view["to_act"] == HUMAN, view
        assert "dealer" not in answer["session"]
        match, _ = replay_session(answer["session"])
        assert match.dealer == seats - 1 and match.game is not None
        assert match.game.seats[0] == HUMAN
    for seed in others:
        match, _ = replay_session({"seed": seed, "seats": seats, "moves": []})
        assert match.dealer == Match.start(MatchSettings(seats=seats), seed).dealer


def test_a_named_first_dealer_is_checked() -> None:
    for dealer, code in ((3, "dealer"), ("0", "bad_session"), (True, "bad_session")):
        answer = call("bezique_state", {"seed": 1, "seats": 3, "moves": [], "dealer": dealer})
        assert not answer["ok"] and answer["code"] == code, answer


@pytest.mark.parametrize("seats", [3, 4])
def test_a_deal_the_learner_sits_out_is_watched_a_trick_at_a_time(seats: int) -> None:
    """With ``watch`` the computer stops after each trick and after the count of a deal the
    learner sits out; the moves and events are those of the deal played in one answer."""
    session = {"seed": 4, "seats": seats, "packs": 8, "target": 5000, "level": "strong",
               "moves": [], "dealer": HUMAN}  # fmt: skip
    whole = call("bezique_state", session)
    answer = call("bezique_state", session, watch=True)
    events = list(answer["events"])
    steps = 1
    while answer["view"]["to_act"] != HUMAN:
        view = answer["view"]
        kinds = [e["kind"] for e in answer["events"]]
        assert kinds.count("trick") + kinds.count("count") == 1, kinds
        assert view["watching"] == ("count" not in kinds)
        if view["watching"]:
            assert view["hand"] == []
        answer = call("bezique_state", answer["session"], watch=True)
        events += answer["events"]
        steps += 1
        assert steps < 400
    tricks = sum(e["kind"] == "trick" for e in events)
    assert steps == tricks + 2  # a step per trick, one after the count, one to the learner
    assert answer["session"] == whole["session"] and answer["view"] == whole["view"]
    assert events == whole["events"]
    assert not answer["view"]["watching"]
    # "deal": the rest of the deal in one answer, stopping after its count
    first = call("bezique_state", session, watch=True)
    rest = call("bezique_state", first["session"], watch="deal")
    kinds = [e["kind"] for e in rest["events"]]
    assert kinds.count("count") == 1 and kinds[-2:] == ["count", "deal"]
    assert first["events"] + rest["events"] == events[: len(first["events"]) + len(kinds)]
    assert rest["view"]["to_act"] != HUMAN and not rest["view"]["watching"]


def strings(lang: str) -> dict[str, str]:
    if not (ROOT / "docs" / "assets" / "wheels" / "manifest.json").exists():
        pytest.skip("the engine wheel is not built (make trainer)")
    text = render("bezique-play.md.j2", lang, **bezique_play.context(lang))
    match = re.search(r'class="bz-strings">(.*?)</script>', text)
    assert match, "no strings in the Bezique play container"
    return json.loads(match.group(1))  # type: ignore[no-any-return]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_key_the_script_uses_is_on_the_page(lang: str) -> None:
    s = strings(lang)
    used = {a or b for a, b in KEYS_USED.findall(SCRIPT.read_text(encoding="utf-8"))}
    assert used - {"level", "game_line"} <= set(s)  # two keys built from the level's name
    assert {"level_plain", "level_strong", "game_line_plain", "game_line_strong"} <= set(s)
    # the plural forms: one for each category Intl.PluralRules gives in the three languages
    counted = set(re.findall(r'counted\("(\w+)"', SCRIPT.read_text(encoding="utf-8")))
    assert counted == {"tricks", "melds", "points"}
    for key in counted:
        assert {f"{key}_{cat}" for cat in ("one", "few", "many", "other")} <= set(s)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_agreed_total_field_holds_plain_numbers(lang: str) -> None:
    """A number input's value, min and max are bare digits: a localised "3,000" or "3 000" is
    no number to the browser, which showed an empty field and refused to start the game."""
    if not (ROOT / "docs" / "assets" / "wheels" / "manifest.json").exists():
        pytest.skip("the engine wheel is not built (make trainer)")
    text = render("bezique-play.md.j2", lang, **bezique_play.context(lang))
    field = re.search(r'<input id="bz-target"[^>]*>', text)
    assert field, "no agreed-total field on the page"
    attrs = dict(re.findall(r'(min|max|value)="([^"]*)"', field.group(0)))
    assert set(attrs) == {"min", "max", "value"}
    assert all(v.isdigit() for v in attrs.values()), attrs
    assert int(attrs["min"]) <= int(attrs["value"]) <= int(attrs["max"])


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_words_are_translated(lang: str) -> None:
    en, other = strings("en"), strings(lang)
    assert set(en) == set(other)
    same = {k for k in en if en[k] == other[k] and not re.fullmatch(r"[{}\w: ]*", en[k])}
    assert not same, same
    for key, text in en.items():
        assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", other[key])), key


def test_the_script_holds_no_words() -> None:
    for a, b in LITERAL.findall(SCRIPT.read_text(encoding="utf-8")):
        literal = a or b
        words = set(re.findall(r"\b[A-Z][a-z]+[A-Za-z]*\b", literal)) - JS_WORDS
        assert not words, f"words in bezique-play.js: {literal!r}"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_sentence_and_label_starts_with_a_capital(lang: str) -> None:
    """The page's lines, buttons and the pace's choices (« Lente, 3 secondes par levée »)
    start with a capital; only the words a sentence runs on (``*_in_text``) do not."""
    low = {k: v for k, v in strings(lang).items() if v[:1].islower() and not k.endswith("_in_text")}
    assert low == {}
