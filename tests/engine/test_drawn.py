"""``DealState.drawn``: the one rule of the cards each seat took in from the stock, for a
regular deal (Laws 21-23, 34), a misdeal stood (Laws 40-43) and an irregular draw (Foster)."""

from __future__ import annotations

import random

import pytest

from piquet_core.cards import Hand, Seat
from piquet_core.deal import DealState, play_out
from piquet_core.deal_policies import candid_policy

HANDS = {
    "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D",
    "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
    "talon": "9S 8S KH 9C KD QS AC 7D",
}
LAW_40 = {
    "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 10D",
    "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD",
    "talon": "9S 8S KH 9C KD QS AC 7D",
    "misdeal": "stand",
}


def _check(state: DealState) -> None:
    """What each holds after the exchange is his dealt hand less his discard, with the cards
    ``drawn`` gives; the cards left are the rest of the stock."""
    taken = 0
    for seat in Seat:
        drawn = state.drawn(seat)
        assert state.talon[taken : taken + len(drawn)] == drawn
        taken += len(drawn)
        discard = state.discards[seat]
        assert discard is not None
        after = state.hands_after[seat]
        assert after is not None
        assert (state.dealt(seat) - discard) | Hand(drawn) == after
    assert state.left_cards() == state.talon[taken:]


@pytest.mark.parametrize("seed", range(6))
def test_regular_deals_draw_as_many_as_discarded(seed: int) -> None:
    state = DealState.new(seed=seed)
    assert state.drawn(Seat.ELDER) == ()
    state = play_out(state, candid_policy(random.Random(seed)))
    for seat in Seat:
        discard = state.discards[seat]
        assert discard is not None and len(state.drawn(seat)) == len(discard)
    _check(state)


def test_elder_draws_before_younger_discards() -> None:
    state = DealState.from_record(HANDS | {"history": []}).apply("discard KS 8C 7C")
    assert state.drawn(Seat.ELDER) == state.talon[:3]
    assert state.drawn(Seat.YOUNGER) == ()


@pytest.mark.parametrize(
    ("discards", "drawn"),
    [(("KS 8C 7C 9D 8D 10D", "7S 9H"), (5, 3)), (("KS 8C", "7S"), (1, 2)), (("KS 8C", ""), (1, 1))],
)
def test_a_misdeal_draws_to_twelve(discards: tuple[str, str], drawn: tuple[int, int]) -> None:
    """Law 40: elder, dealt thirteen, takes one fewer than he discards; younger, dealt
    eleven, one more."""
    record = LAW_40 | {"elder_discards": discards[0], "younger_discards": discards[1]}
    state = DealState.from_record(record)
    assert (len(state.drawn(Seat.ELDER)), len(state.drawn(Seat.YOUNGER))) == drawn
    _check(state)


@pytest.mark.parametrize(
    ("fields", "drawn"),
    [
        ({"elder_discards": "KS 8C 7C 9D 8D", "younger_discards": "7S 9H 7H 10H 10S",
          "younger_draws": 3}, (5, 3)),
        ({"elder_discards": "KS 8C 7C 9D 8D", "younger_discards": "7S 9H",
          "younger_draws": 3}, (5, 3)),
        ({"elder_discards": "KS 8C 7C", "elder_draws": 2, "younger_discards": "7S 9H"}, (2, 2)),
    ],
)  # fmt: skip
def test_an_irregular_draw_takes_what_he_drew(fields: dict[str, object],
                                              drawn: tuple[int, int]) -> None:  # fmt: skip
    state = DealState.from_record(HANDS | fields)
    assert (len(state.drawn(Seat.ELDER)), len(state.drawn(Seat.YOUNGER))) == drawn
    _check(state)


def test_a_misdeal_with_a_miscall_rules_on_what_each_took_in() -> None:
    """Law 41: elder, dealt thirteen with seven in the stock, discards six and takes his five:
    he has not drawn one of the dealer's three (Foster's "loses the game"). His miscall
    makes him reckon nothing (Law 54); younger scores what he holds."""
    from piquet_core.replay import replay

    record = LAW_40 | {
        "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 7D",
        "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
        "talon": "9S 8S KH 9C KD QS AC",
        "elder_discards": "KS 8C 7C 9D 8D 7D",
        "younger_discards": "7S 9H",
    }
    plain = replay(record)
    out = replay(record | {"miscalled": "elder"})
    irregular = out["irregular"]
    assert isinstance(irregular, dict)
    codes = [r["code"] for r in irregular["rulings"]]
    assert "drew_out_of_turn" not in codes and codes[-1] == "miscalled"
    state = DealState.from_record(record | {"miscalled": "elder"})
    assert len(state.drawn(Seat.ELDER)) == 5
    assert out["elder"]["total"] == 0  # type: ignore[index]
    assert out["younger"] == plain["younger"]
