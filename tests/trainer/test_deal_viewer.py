"""The deal viewer's steps: every recorded deal replays to the engine's score."""

from __future__ import annotations

import json
import random

import pytest

from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import DealState, play_out
from piquet_core.deal_actions import CarteBlanche
from piquet_core.deal_policies import candid_policy
from piquet_core.errors import PiquetError
from piquet_core.trainer.api import handle
from piquet_core.trainer.deal_viewer import (
    DealLinkError,
    deal_steps,
    decode_record,
    encode_record,
    viewer_strings,
)


def played(seed: int) -> DealState:
    return play_out(DealState.new(seed=seed), candid_policy(random.Random(seed)))


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("seed", range(12))
def test_steps_end_on_the_engines_score(seed: int, lang: str) -> None:
    state = played(seed)
    steps = deal_steps(state.to_record(), lang)["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    score = state.score()
    assert steps[-1]["kind"] == "end"
    assert steps[-1]["score"] == [score.seats.elder.total, score.seats.younger.total]
    assert sum(s["kind"] == "trick" for s in steps) == 12
    assert sum(s["kind"] == "exchange" for s in steps) == 2
    said = [s["said"] for s in steps if s["said"]]
    spoken = [w for _, w in state.transcript(lang) if not any(ch in w for ch in "♠♥♦♣")]  # type: ignore[arg-type]
    assert said == spoken  # every call and answer, in the engine's words
    assert all(s["comment"] for s in steps if s["kind"] != "call" or s["said"])
    assert len(steps[0]["elder"]) == len(steps[0]["younger"]) == 12
    assert steps[-1]["elder"] == steps[-1]["younger"] == []


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_misdeal_carte_blanche_in_the_engines_words(lang: str) -> None:
    """Elder dealt thirteen without a court card, standing the deal (Cavendish, Laws 18, 40),
    says the number he takes in, five, as the engine's transcript does, not the six he
    discards."""
    plain = [c for c in PACK if not c.rank.is_court]
    rest = plain[13:] + [c for c in PACK if c.rank.is_court]
    state = DealState.from_hands(Hand(plain[:13]), Hand(rest[:11]), rest[11:], misdeal="stand")
    state = play_out(state.apply(CarteBlanche(6)), lambda s: s.legal_actions()[0])
    steps = deal_steps(state.to_record(), lang)["steps"]  # type: ignore[arg-type]
    assert isinstance(steps, list)
    said = [s["said"] for s in steps if s["said"]]
    spoken = [w for _, w in state.transcript(lang) if not any(ch in w for ch in "♠♥♦♣")]  # type: ignore[arg-type]
    assert said == spoken and said[0].endswith(("five.", "cinq.", "пять"))


@pytest.mark.parametrize("seed", range(8))
def test_each_trick_adds_its_points(seed: int) -> None:
    """From one trick's step to the next the score grows by that trick's points (Law 65),
    and by 30 more where a pique is made."""
    from piquet_core.play import trick_events

    state = played(seed)
    steps = deal_steps(state.to_record(), "en")["steps"]
    assert isinstance(steps, list)
    tricks = [s["score"] for s in steps if s["kind"] == "trick"]
    pique = state.score().seats.elder.pique + state.score().seats.younger.pique
    for k in range(1, 11):
        t = state.tricks[k]
        gained = [tricks[k][0] - tricks[k - 1][0], tricks[k][1] - tricks[k - 1][1]]
        due = [0, 0]
        for e in trick_events(t, False, state.variant):
            due[0 if e.seat.value == "elder" else 1] += e.points
        assert gained == due or (pique and sum(gained) == sum(due) + pique)


def test_link_round_trip_and_notes() -> None:
    record = played(5).to_record() | {"notes": ["Watch the discard.", None, "Elder's guard."]}
    code = encode_record(record)
    assert all(ch.isalnum() or ch in "-_" for ch in code)
    assert decode_record(code) == record
    steps = deal_steps(decode_record(code), "fr")["steps"]
    assert isinstance(steps, list)
    assert [s["note"] for s in steps[:3]] == ["Watch the discard.", "", "Elder's guard."]


@pytest.mark.parametrize("code", ["", "!!!", encode_record({"a": 1})[:5], "W10"])
def test_bad_links_give_one_line(code: str) -> None:
    with pytest.raises(PiquetError):
        deal_steps(decode_record(code), "en")


def test_api_op_in_each_language() -> None:
    code = encode_record(played(2).to_record())
    for lang in ("en", "fr", "ru"):
        out = json.loads(handle(json.dumps({"op": "deal_view", "deal": code, "lang": lang})))
        assert out["ok"] and out["steps"][-1]["kind"] == "end"
    bad = json.loads(handle(json.dumps({"op": "deal_view", "deal": "%%", "lang": "ru"})))
    assert bad["code"] == "bad_deal_link" and not bad["ok"]
    assert bad["message"] == viewer_strings("ru")["bad_link"]
    with pytest.raises(DealLinkError):
        decode_record("x" * 9000)


def test_viewer_strings_are_translated() -> None:
    en = viewer_strings("en")
    for lang in ("fr", "ru"):
        other = viewer_strings(lang)
        assert other.keys() == en.keys()
        assert all(other[k] != en[k] for k in en if k not in ("score",))


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_cards_count_on_the_step_that_says_so(lang: str) -> None:
    """The running score added the cards' ten (or capot's forty) on the last trick's step,
    one step before the end's line « 10 for the cards » said it: the last trick's step has
    the points of the play only, and the end's step adds the cards and capot, nothing more."""
    from piquet_core.scoring import Category

    checked = 0
    for seed in range(12):
        state = played(seed)
        steps = deal_steps(state.to_record(), lang)["steps"]  # type: ignore[arg-type]
        assert isinstance(steps, list)
        last, end = steps[-2], steps[-1]
        assert (last["kind"], end["kind"]) == ("trick", "end")
        score = state.score()
        cards = [
            sum(e.points for e in score.events if e.seat is seat and e.category is Category.CARDS)
            for seat in Seat
        ]
        assert [b - a for a, b in zip(last["score"], end["score"], strict=True)] == cards
        checked += any(cards)
    assert checked >= 8


def test_the_viewer_s_score_is_la_marque_in_french() -> None:
    """French players keep « la marque », not the English « score »."""
    assert viewer_strings("fr")["score"] == "La marque"
