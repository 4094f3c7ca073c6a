# ruff: noqa: RUF001  (French apostrophes and Cyrillic letters are intended)
"""The play page's hint and take back (piquet_core.trainer.play_hint, play.take_back): the
hint is the expert's own move, legal, the same for the same position, said in the page's
language with its reasons; playing it is accepted; a take back returns the deal to the
learner's last turn, the computer's replies replayed the same; nothing to take back is one
line in the page's language."""

from __future__ import annotations

import json
from typing import Any

import pytest

from piquet_core.deal_actions import parse_action
from piquet_core.trainer.api import handle
from piquet_core.trainer.play import BrowserExpert, Session, replay


def call(**req: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(req)))  # type: ignore[no-any-return]


def fresh(seed: str, level: str = "club") -> dict[str, Any]:
    return {"seed": seed, "level": level, "variant": "rubicon", "deals": [[]]}


@pytest.mark.parametrize(("seed", "lang"), [("h1", "en"), ("h2", "fr"), ("h3", "ru")])
def test_following_every_hint_plays_the_deal_out(seed: str, lang: str) -> None:
    v = call(op="play_state", session=fresh(seed), lang=lang)
    kinds = set()
    for _ in range(80):
        assert v["ok"], v
        if v["phase"] == "over":
            break
        h = call(op="play_hint", session=v["session"], lang=lang)
        assert h["ok"] and h["text"] and h["reasons"], h
        assert all(r and "\n" not in r for r in h["reasons"])
        assert call(op="play_hint", session=v["session"], lang=lang) == h  # same position, same
        game = replay(Session.read(v["session"]), run_bot=False)
        action = parse_action(h["action"])
        assert action in game.state.legal_actions()
        seed_of_move = game.deal_seed * 64 + len(game.state.history)
        assert action == BrowserExpert(seed_of_move)(game.state)  # the expert's own move
        kinds.add(h["action"].split()[0])
        if h["action"].startswith(("discard", "play")):
            assert {c["code"] for c in h["cards"]} == set(h["action"].split()[1:]) - {"look"}
        v = call(op="play_act", session=v["session"], action=h["action"], lang=lang)
    assert v["phase"] == "over"
    assert {"discard", "play"} <= kinds
    words = {"en": "The expert would", "fr": "L’expert", "ru": "Мастер"}[lang]
    assert h["text"].startswith(words)


def test_a_take_back_returns_to_the_learners_last_turn() -> None:
    v = call(op="play_state", session=fresh("u1"), lang="en")
    before = None
    for _ in range(40):
        if v["to_act"] == "you" and v["playable"] and v["tricks"]:
            before = v
            break
        h = call(op="play_hint", session=v["session"], lang="en")
        v = call(op="play_act", session=v["session"], action=h["action"], lang="en")
    assert before is not None
    card = before["playable"][-1]
    after = call(op="play_act", session=before["session"], action=f"play {card}", lang="en")
    assert after["ok"] and len(after["tricks"]) + (after["table"] is not None) > len(
        before["tricks"]
    )
    back = call(op="play_undo", session=after["session"], lang="en")
    assert back["ok"] and back["session"] == before["session"]
    assert back["hand"] == before["hand"] and back["playable"] == before["playable"]


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Nothing to take back in this deal."),
    ("fr", "Rien à reprendre dans cette donne."),
    ("ru", "В этой сдаче нечего взять назад."),
])  # fmt: skip
def test_nothing_to_take_back_is_one_line(lang: str, line: str) -> None:
    v = call(op="play_state", session=fresh("u2"), lang=lang)
    r = call(op="play_undo", session=v["session"], lang=lang)
    assert r == {"ok": False, "code": "nothing_to_take_back", "message": line, "params": {}}


def test_no_hint_when_it_is_not_the_learners_turn() -> None:
    v = call(op="play_state", session=fresh("u3"), lang="en")
    while v["phase"] != "over":
        h = call(op="play_hint", session=v["session"], lang="en")
        v = call(op="play_act", session=v["session"], action=h["action"], lang="en")
    r = call(op="play_hint", session=v["session"], lang="fr")
    assert r["ok"] is False and "\n" not in r["message"]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "The expert would say “Making?”"),
    ("fr", "L’expert dirait «\u00a0Combien\u202f?\u00a0»"),
    ("ru", "Мастер сказал бы: «Сколько очков?»"),
])  # fmt: skip
def test_a_quoted_question_takes_no_full_stop_after_it(lang: str, text: str) -> None:
    v = call(op="play_state", session=fresh("r7"), lang=lang)
    said = []
    while v["phase"] != "over":
        h = call(op="play_hint", session=v["session"], lang=lang)
        if h["action"] == "making?":
            said.append(h["text"])
        v = call(op="play_act", session=v["session"], action=h["action"], lang=lang)
    assert said and all(t == text for t in said)
