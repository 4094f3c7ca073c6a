"""The benchmark's baseline scorer (bench/baseline.py) is a correct Rubicon scorer: known
answers from Cavendish, and agreement with the engine on seeded random deals."""

from __future__ import annotations

import random

from bench import baseline, suite
from bench.deals import random_deal, random_deals, random_hands


def _cards(text: str) -> list[baseline.Card]:
    return baseline.parse_cards(text)


def test_hand_evaluation_known_answers() -> None:
    hand = _cards("AS KS QS JS 9S 10H 10D 10C AH AD 8C 7C")
    point, seqs, sets = baseline.evaluate(hand)
    assert point == (5, 50)  # A K Q J 9 of spades: 11 + 10 + 10 + 10 + 9
    assert seqs == [(4, 7)]  # quart major
    assert sorted(sets) == [(3, 3), (3, 7)]  # three tens, three aces


def test_sequences_winner_scores_all_cavendish_example() -> None:
    # CAV-D: Q-J-10-9 and 9-8-7 (other suit) beat J-10-9-8: 4 + 3 to the winner
    elder = _cards("QS JS 10S 9S 9H 8H 7H AD KC 7D 8C 10C")
    younger = _cards("JH 10H QH 8D JD 10D 9D AC QC 7S AS KD")
    result = baseline.compare(elder, younger)
    assert result["sequences"] == (7, 0)


def test_sets_quatorze_beats_trio_and_counts_all_cavendish_example() -> None:
    # CAV-D: four tens and three knaves against three aces: 14 + 3
    elder = _cards("10S 10H 10D 10C JS JH JD 7S 8S 7H 8H 7D")
    younger = _cards("AS AH AD 9S 9H 9D 8D 9C 8C 7C QS QH")
    assert baseline.compare(elder, younger)["sets"] == (17, 0)


def test_carte_blanche_and_repique() -> None:
    rng = random.Random(7)
    deal = random_deal(rng, blanche_share=1.0)
    scored = baseline.replay(deal)
    assert scored["elder"]["carte_blanche"] == 10  # type: ignore[index]


def test_bad_deal_is_refused_in_one_line() -> None:
    deal = random_deals(1, 3)[0]
    deal["elder_discards"] = "XX"
    assert baseline.replay(deal) == {"error": "unknown card 'XX'"}


def test_baseline_agrees_with_engine_on_seeded_deals() -> None:
    api = suite.engine_api()
    checked = suite.check_agreement(api, random_hands(400, 11), random_deals(600, 12))
    assert {k: checked[k] for k in ("hands", "pairs", "deals")} == {
        "hands": 400,
        "pairs": 200,
        "deals": 600,
    }
    assert all(checked["deals_with"].values())  # every rare category exercised
