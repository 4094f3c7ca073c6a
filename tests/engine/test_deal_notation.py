"""The text notation of deal actions and the JSON form of a deal in progress."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import Rank, Suit
from piquet_core.deal import Cut, DealCards, DealState, Discard, Play
from piquet_core.deal_notation import (
    NotationError,
    action_text,
    deal_from_dict,
    deal_to_dict,
    parse_action,
)
from piquet_core.deal_policies import candid_policy, random_policy
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import Call, Declare, Decline, Kind, Reply, Value
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, Variant


def test_examples() -> None:
    assert parse_action("call point 5") == Call(Kind.POINT, 5)
    assert parse_action("call sequence 4 Q") == Call(Kind.SEQUENCE, 4, top=Rank.QUEEN)
    assert parse_action("call set 3 10") == Call(Kind.SET, 3, rank=Rank.TEN)
    assert parse_action("Making?") is Reply.MAKING and parse_action("not good") is Reply.NOT_GOOD
    assert parse_action("value 48") == Value(pips=48) and parse_action("value 10") == Value(pips=10)
    assert parse_action("value to T") == Value(top=Rank.TEN)
    assert parse_action("value to 9") == Value(top=Rank.NINE)
    assert parse_action("declare point H 5 49") == Declare(Point(Suit.HEARTS, 5, 49))
    assert parse_action("declare sequence S 4 A") == Declare(Sequence(Suit.SPADES, 4, Rank.ACE))
    assert parse_action("declare set 4 T") == Declare(CardSet(Rank.TEN, 4))
    assert parse_action("discard") == Discard(parse_action("discard").cards)
    assert action_text(parse_action("discard AS KS look")) == "discard AS KS look"
    assert (
        parse_action("decline") == Decline()
        and action_text(Play(parse_action("play 10H").card)) == "play 10H"
    )  # type: ignore[union-attr]
    assert parse_action("cut 7") == Cut(7) and parse_action("deal by 3") == DealCards(3)


@pytest.mark.parametrize("text", ["", "call point five", "declare set 4 X", "play ZZ",
                                  "call colour 3", "value", "jump"])  # fmt: skip
def test_bad_text_names_the_problem(text: str) -> None:
    with pytest.raises(NotationError) as e:
        parse_action(text)
    assert "\n" not in str(e.value)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from([RUBICON, AU_CENT, RUSSIAN]),
       candid=st.booleans())  # fmt: skip
def test_round_trip(seed: int, variant: Variant, candid: bool) -> None:
    """Every action of a deal reads back as itself; the JSON form replays to the same deal."""
    rng = random.Random(seed)
    policy = candid_policy(rng) if candid else random_policy(rng)
    s = DealState.new(seed, variant, deal_by=3)
    while not s.is_over:
        action = policy(s)
        assert parse_action(action_text(action)) == action
        s = s.apply(action)
        if rng.random() < 0.1:
            back = deal_from_dict(json.loads(json.dumps(deal_to_dict(s))))
            assert back.phase is s.phase and back.to_act is s.to_act
            assert back.legal_actions() == s.legal_actions()
    back = deal_from_dict(deal_to_dict(s))
    assert back.score() == s.score() and back.deal_by == 3


def test_bad_history_names_the_step() -> None:
    s = DealState.new(5)
    data = deal_to_dict(s)
    data["history"] = ["discard " + str(next(iter(s.younger_dealt)))]
    with pytest.raises(NotationError) as e:
        deal_from_dict(data)
    assert str(e.value).startswith("history 1: ")
