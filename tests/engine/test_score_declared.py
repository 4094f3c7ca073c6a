"""``DealState.score(declared=...)``: the score of what was called, or of every combination
declared in full, which is what ``piquet replay`` scores of a record without a history."""

from __future__ import annotations

import random

import pytest

from piquet_core import PiquetError, replay
from piquet_core.deal import DealState, play_out
from piquet_core.deal_policies import random_policy


def _exchanged(seed: int) -> DealState:
    """A deal of ``seed`` after a random exchange, in the calls."""
    rng = random.Random(seed)
    policy = random_policy(rng)
    state = DealState.new(seed=seed)
    while state.hands_after.elder is None:
        state = state.apply(policy(state))
    return state


def _without_history(record: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in record.items() if k not in ("history", "dealer", "deal_by")}


@pytest.mark.parametrize("seed", range(40))
def test_full_is_the_record_scored_without_its_history(seed: int) -> None:
    """In the calls, a deal read from a record without a history has declared nothing: its
    ``"full"`` score is replay's of the record; once played out, the tricks are in it too."""
    state = _exchanged(seed)
    record = _without_history(state.to_record())
    read = DealState.from_record(record)
    assert read.score(declared="full").to_dict() == replay(record)
    assert state.score(declared="full").to_dict() == replay(record)
    over = play_out(state, random_policy(random.Random(seed)))
    played = _without_history(over.to_record())
    assert over.score(declared="full").to_dict() == replay(played)


def test_as_called_counts_only_what_was_declared() -> None:
    """The default counts what the calls declared: in the calls, before any, the two
    differ wherever a hand holds anything that scores."""
    differ = 0
    for seed in range(20):
        state = _exchanged(seed)
        assert state.score() == state.score(declared="as_called")
        called, full = state.score(), state.score(declared="full")
        assert all(s.declarations == 0 for s in called.seats)
        differ += called != full
    assert differ


@pytest.mark.parametrize("value", ["FULL", " Full ", "As_Called"])
def test_the_word_is_read_in_any_case(value: str) -> None:
    state = _exchanged(1)
    want = "full" if "f" in value.lower() else "as_called"
    assert state.score(declared=value).to_dict() == state.score(declared=want).to_dict()  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["bogus", "", None, True, 1, "called"])
def test_another_word_is_refused_naming_the_argument(value: object) -> None:
    with pytest.raises(PiquetError) as err:
        _exchanged(1).score(declared=value)  # type: ignore[arg-type]
    assert err.value.code == "bad_argument"
    assert str(err.value).startswith("declared: ")
    assert err.value.params["argument"] == "declared"


def test_before_the_exchange_nothing_is_scored() -> None:
    with pytest.raises(PiquetError) as err:
        DealState.new(seed=3).score(declared="full")
    assert err.value.code == "not_scored"
