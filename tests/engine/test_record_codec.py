"""The deal's record read strictly and written back: one reader,
``DealState.from_record``, which ``piquet replay`` uses for every record with a history."""

from __future__ import annotations

import dataclasses

import pytest

from piquet_core import RUBICON, DealState, PiquetError, Variant, replay


def _calling_state(variant: Variant = RUBICON) -> DealState:
    """Seed 7, the first legal action six times: the deal stops in the calls."""
    state = DealState.new(seed=7, variant=variant)
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    return state


def _finished() -> DealState:
    state = DealState.new(seed=7)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("field", ["younger_draw", "Elder", "trick"])
def test_a_misspelt_field_is_refused_by_the_reader_and_by_replay(field: str) -> None:
    record = {**_calling_state().to_record(), field: 3}
    with pytest.raises(PiquetError) as caught:
        DealState.from_record(record)
    assert caught.value.code == "bad_record"
    assert caught.value.params["field"] == field
    assert replay(record) == {"error": f"unknown field {field!r}", "code": "bad_record"}


def test_a_history_without_its_dealer_is_refused() -> None:
    record = _calling_state().to_record()
    del record["dealer"]
    with pytest.raises(PiquetError, match="missing field 'dealer'") as caught:
        DealState.from_record(record)
    assert caught.value.params["field"] == "dealer"


def test_deal_by_must_be_the_historys() -> None:
    record = _calling_state().to_record()
    assert record["deal_by"] == 2 and "deal by 2" in record["history"]  # type: ignore[operator]
    with pytest.raises(PiquetError) as caught:
        DealState.from_record({**record, "deal_by": 3})
    assert caught.value.code == "record_mismatch"
    assert caught.value.params["field"] == "deal_by"


def test_replay_says_where_an_unfinished_deal_stops() -> None:
    state = _calling_state()
    out = replay(state.to_record())
    assert out["unfinished"] == {"phase": "calling", "to_act": state.to_act.value}  # type: ignore[union-attr]
    done = replay(_finished().to_record())
    assert "unfinished" not in done and "error" not in done


def test_a_changed_preset_is_written_as_the_preset_and_its_changed_switches() -> None:
    variant = Variant.from_dict({"name": "rubicon", "pique_order": "chronological"})
    record = _calling_state(variant).to_record()
    assert record["variant"] == {"name": "rubicon", "pique_order": "chronological"}
    assert DealState.from_record(record).variant == variant
    assert _calling_state().to_record()["variant"] == "rubicon"


def test_a_variant_of_its_own_round_trips_through_the_record() -> None:
    mine = dataclasses.replace(RUBICON, name="house", pique_order=RUBICON.pique_order)
    record = _calling_state(mine).to_record()
    assert isinstance(record["variant"], dict) and record["variant"]["name"] == "house"
    assert DealState.from_record(record).variant == mine
    sourced = dataclasses.replace(
        Variant.from_dict({"name": "rubicon", "pique_order": "chronological"}), source="club"
    )
    assert Variant.from_dict(sourced.to_record()) == sourced  # type: ignore[arg-type]
