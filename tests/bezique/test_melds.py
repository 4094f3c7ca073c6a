# ruff: noqa: RUF002, RUF003  (Russian quotations and × are intended)
"""Melds in a hand: which cards they need, jokers, card reuse, the switches, the best meld."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest

from piquet_core.bezique import (
    EMPTY_RECORD,
    JOKER,
    READINGS,
    BeziqueError,
    BeziqueRules,
    Card,
    CoverRule,
    IllegalMeldError,
    JokerRule,
    Meld,
    MeldKind,
    MeldRecord,
    MultipleMeld,
    Rank,
    Series,
    Suit,
    TrumpSet,
    best_meld,
    evaluate,
    legal_melds,
    parse_cards,
    running_score,
    score_meld,
)
from piquet_core.bezique.cards import full_pack
from piquet_core.bezique.scoring import candidate_melds

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


@pytest.mark.parametrize(
    ("trump", "queen", "jack"),
    [("H", "QH", "JD"), ("D", "QD", "JH"), ("S", "QS", "JC"), ("C", "QC", "JS")],
)
def test_bezique_is_trump_queen_and_jack_of_same_colour(trump: str, queen: str, jack: str) -> None:
    """S002: «Козырная дама и валет другой масти, но того же цвета, называется «безик».
    Например, козырь — черви, дама черв и валет бубен — безик.»"""
    suit = {"H": H, "D": D, "S": S, "C": C}[trump]
    ev = evaluate(Meld.bezique(), parse_cards(f"{queen} {jack} 9S"), suit)
    assert [str(c) for c in ev.shown] == [queen, jack]
    with pytest.raises(IllegalMeldError, match="no"):
        evaluate(Meld.bezique(), parse_cards(f"{queen} J{trump}"), suit)


def test_quint_with_trump_jack_or_bezique_jack() -> None:
    """«Т, К, Д, В, 10 или с безиковым валетом» — either jack completes the quint."""
    assert evaluate(Meld.quint(), parse_cards("AH KH QH JH 10H"), H).points == 50
    ev = evaluate(Meld.quint(), parse_cards("AH KH QH JD 10H"), H)
    assert str(ev.shown[3]) == "JD"
    with pytest.raises(IllegalMeldError):
        evaluate(Meld.quint(), parse_cards("AH KH QH JC 10H"), H)


def test_marriage_only_in_trumps_by_default() -> None:
    """The seed prices «Козырной марьяж»; plain marriages only under the switch, at half."""
    with pytest.raises(IllegalMeldError, match="trump marriage"):
        evaluate(Meld.marriage(suit=S), parse_cards("KS QS"), H)
    rules = BeziqueRules(plain_marriages=True)
    assert evaluate(Meld.marriage(suit=S), parse_cards("KS QS"), H, rules=rules).points == 2
    with pytest.raises(IllegalMeldError):
        evaluate(Meld.marriage(), parse_cards("KS QS"), H)
    with pytest.raises(IllegalMeldError, match="trump marriage"):
        evaluate(Meld.marriage(suit=H), parse_cards("KH QH"), H, rules=rules)


def test_plain_four_any_suits_but_not_all_trump() -> None:
    assert evaluate(Meld.four(Rank.KING), parse_cards("KS KS KH KC"), H).points == 8
    with pytest.raises(IllegalMeldError, match="trump four"):
        evaluate(Meld.four(Rank.KING), parse_cards("KH KH KH KH"), H)
    with pytest.raises(IllegalMeldError):
        Meld.four(Rank.TEN)  # tens score only as trumps: «Четыре козырные десятки»


def test_joker_completes_any_meld_by_default() -> None:
    """«может быть любой картой по желанию игрока»."""
    ev = evaluate(Meld.bezique(), parse_cards("QH JK"), H)
    assert ev.shown == (Card(H, Rank.QUEEN), JOKER)
    assert ev.stands_for == (Card(H, Rank.QUEEN), Card(D, Rank.JACK))
    assert evaluate(Meld.quint(), parse_cards("AH KH JK JK 10H"), H).points == 50
    assert (
        evaluate(Meld.trump_four(TrumpSet.TRUMP_ACES), parse_cards("AH AH AH JK"), H).points == 110
    )


def test_joker_switches() -> None:
    no_bez = BeziqueRules().with_switches(jokers="not-in-bezique")
    with pytest.raises(IllegalMeldError, match="jokers may not"):
        evaluate(Meld.bezique(), parse_cards("QH JK"), H, rules=no_bez)
    assert evaluate(Meld.marriage(), parse_cards("KH JK"), H, rules=no_bez).points == 4
    play_only = BeziqueRules().with_switches(jokers="play-only")
    with pytest.raises(IllegalMeldError):
        evaluate(Meld.marriage(), parse_cards("KH JK"), H, rules=play_only)


def test_real_cards_are_used_before_jokers() -> None:
    ev = evaluate(Meld.bezique(), parse_cards("QH JD JK"), H)
    assert JOKER not in ev.shown


def test_a_card_serves_once_per_kind_but_in_several_kinds() -> None:
    """Otherwise one bezique shown again and again would score 25, 50, 100, 200..."""
    hand = parse_cards("QH JD KH")
    first = evaluate(Meld.bezique(), hand, H)
    with pytest.raises(IllegalMeldError, match="no"):
        evaluate(Meld.bezique(), hand, H, first.record)
    marriage = evaluate(Meld.marriage(), hand, H, first.record)  # the same QH, another kind
    assert marriage.points == 4
    more = evaluate(Meld.bezique(), (*hand, *parse_cards("QH JD")), H, first.record)
    assert more.points == 50


def test_extra_card_needs_the_four_shown() -> None:
    """«Пятая козырная дама к четырем открытым»."""
    hand = parse_cards("QH QH QH QH QH")
    with pytest.raises(IllegalMeldError, match="four shown"):
        evaluate(Meld.extra(TrumpSet.TRUMP_QUEENS), hand, H)
    four = evaluate(Meld.trump_four(TrumpSet.TRUMP_QUEENS), hand, H)
    fifth = evaluate(Meld.extra(TrumpSet.TRUMP_QUEENS), hand, H, four.record)
    assert (four.points, fifth.points) == (176, 100)
    with pytest.raises(IllegalMeldError, match="already shown"):
        evaluate(Meld.trump_four(TrumpSet.TRUMP_QUEENS), hand, H, four.record)
    with pytest.raises(IllegalMeldError, match="no"):
        evaluate(Meld.extra(TrumpSet.TRUMP_QUEENS), hand, H, fifth.record)


def test_eight_trump_kings_declared_one_by_one() -> None:
    """The running score of the seed's king row: 88, then 50, 100, 200 and 576."""
    hand = parse_cards(" ".join(["KH"] * 8))
    melds = [Meld.trump_four(TrumpSet.TRUMP_KINGS)] + [Meld.extra(TrumpSet.TRUMP_KINGS)] * 4
    evs = running_score(hand, H, melds)
    assert [e.points for e in evs] == [88, 50, 100, 200, 576]
    assert evs[-1].record.points == 1014


def test_series_per_player_or_per_table() -> None:
    other = MeldRecord(series=((Series.BEZIQUE, 2),))
    hand = parse_cards("QH JD")
    assert evaluate(Meld.bezique(), hand, H, others=(other,)).points == 25
    table = BeziqueRules().with_switches(series_scope="per-table")
    assert evaluate(Meld.bezique(), hand, H, rules=table, others=(other,)).points == 100


def test_series_count_per_kind() -> None:
    """Declaring beziques does not make a marriage the "second"."""
    record = MeldRecord(series=((Series.BEZIQUE, 3),))
    assert score_meld(Meld.marriage(), record).points == 4


def test_best_meld() -> None:
    hand = parse_cards("QH JD KH QH AH 10H JH KS KS KC KD")
    best = best_meld(hand, H)
    assert best is not None
    assert best.score.meld.kind is MeldKind.TRUMP_QUINT
    assert best.points == 50
    assert best_meld(parse_cards("9S 9C 10D"), H) is None
    names = {e.score.meld.name for e in legal_melds(hand, H)}
    assert {"bezique", "trump marriage", "trump quint", "four kings"} <= names


def test_best_meld_prefers_the_eighth_king() -> None:
    record = MeldRecord(
        sets=((TrumpSet.TRUMP_KINGS, 7),), used=(("rank:K", Card(H, Rank.KING), 7),)
    )
    hand = parse_cards(" ".join(["KH"] * 8) + " QH JD")
    best = best_meld(hand, H, record)
    assert best is not None and best.points == 576


def test_bad_melds_are_clear_errors() -> None:
    with pytest.raises(IllegalMeldError, match="one at a time"):
        Meld(MeldKind.EXTRA, 2, trump_set=TrumpSet.TRUMP_KINGS)
    with pytest.raises(IllegalMeldError, match="once or more"):
        Meld.bezique(0)
    with pytest.raises(IllegalMeldError):
        Meld(MeldKind.TRUMP_FOUR)


def test_meld_names() -> None:
    assert Meld.bezique(2).name == "double bezique"
    assert Meld.four(Rank.ACE, 3).name == "triple four aces"
    assert Meld.trump_four(TrumpSet.BEZIQUE_JACKS).name == "four bezique jacks"
    assert Meld.extra(TrumpSet.TRUMP_QUEENS).name == "extra trump queen"
    assert EMPTY_RECORD.points == 0


def test_every_switch_has_a_documented_reading() -> None:
    """The site lists each reading; a switch without one would go unexplained."""
    rules = BeziqueRules()
    switches = {f.name for f in fields(rules)} - {"packs"}
    documented = {r.switch for r in READINGS if r.switch is not None}
    assert documented == switches
    for reading in READINGS:
        assert reading.seed_ru and reading.seed_en and reading.why
        if reading.switch is None:
            continue
        current = getattr(rules, reading.switch)
        shown = current.value if hasattr(current, "value") else ("on" if current else "off")
        assert shown == reading.default, reading.switch


def test_switches_by_name_and_bad_switches() -> None:
    rules = BeziqueRules().with_switches(cover="same-suit", plain_marriages=True)
    assert rules.cover is CoverRule.SAME_SUIT and rules.plain_marriages
    with pytest.raises(BeziqueError, match="unknown Bezique switch 'colour'"):
        BeziqueRules().with_switches(colour="red")
    with pytest.raises(BeziqueError, match="bad value 'sideways' for switch 'cover'"):
        BeziqueRules().with_switches(cover="sideways")
    with pytest.raises(BeziqueError, match="eight or ten packs"):
        BeziqueRules(packs=9)


def test_score_items_carry_translation_keys() -> None:
    item = score_meld(Meld.bezique(), MeldRecord(series=((Series.BEZIQUE, 2),))).items[0]
    assert item.key == "series"
    assert item.param_dict() == {"series": "bezique", "ordinal": 3}
    eighth = score_meld(
        Meld.extra(TrumpSet.TRUMP_QUEENS), MeldRecord(sets=((TrumpSet.TRUMP_QUEENS, 7),))
    )
    assert [i.key for i in eighth.items] == ["extra", "extra_set"]
    assert eighth.items[1].param_dict() == {"set": "trump queens", "sets": 2, "value": 176}


def test_meld_names_round_trip() -> None:
    for meld in (
        Meld.bezique(),
        Meld.bezique(3),
        Meld.quint(2),
        Meld.marriage(suit=S),
        Meld.four(Rank.JACK, 2),
        Meld.trump_four(TrumpSet.TRUMP_TENS),
        Meld.extra(TrumpSet.BEZIQUE_JACKS),
    ):
        assert Meld.from_name(meld.name) == meld
    assert Meld.from_name("  Double   BEZIQUE ") == Meld.bezique(2)
    with pytest.raises(IllegalMeldError, match="unknown meld 'royal marriage'"):
        Meld.from_name("royal marriage")


def test_played_cards_free_their_kind_only_when_no_unshown_copy_is_left() -> None:
    hand = Counter(parse_cards("QH QH JD"))
    first = evaluate(Meld.bezique(), hand, H)
    hand[parse_cards("QH")[0]] -= 1  # one queen played: taken from the unshown copy
    record = first.record.after_play(hand)
    assert record.used_in("bezique") == Counter(parse_cards("QH JD"))
    hand.update(parse_cards("JD"))
    with pytest.raises(IllegalMeldError):  # the held QH is the one shown
        evaluate(Meld.bezique(), hand, H, record)
    hand[parse_cards("QH")[0]] -= 1  # the shown queen played too
    record = record.after_play(hand)
    hand.update(parse_cards("QH"))
    assert evaluate(Meld.bezique(), hand, H, record).score.items[0].label == "second bezique"


def test_record_before_for_drills() -> None:
    record = MeldRecord.before(H, {Series.BEZIQUE: 1}, {TrumpSet.TRUMP_KINGS: 7})
    hand = parse_cards(" ".join(["KH"] * 8) + " QH JD")
    assert evaluate(Meld.bezique(), hand, H, record).points == 50
    assert evaluate(Meld.extra(TrumpSet.TRUMP_KINGS), hand, H, record).points == 576
    with pytest.raises(IllegalMeldError, match="no"):  # the eight kings are all shown
        evaluate(Meld.extra(TrumpSet.TRUMP_KINGS), hand[:7], H, record)
    with pytest.raises(IllegalMeldError, match="four at a time"):
        MeldRecord.before(H, sets={TrumpSet.TRUMP_ACES: 3})
    with pytest.raises(IllegalMeldError, match="count of -1"):
        MeldRecord.before(H, {Series.TRUMP_QUINT: -1})


@pytest.mark.parametrize(
    "rules",
    [
        BeziqueRules(),
        BeziqueRules(jokers=JokerRule.NOT_IN_BEZIQUE, plain_marriages=True),
        BeziqueRules(jokers=JokerRule.PLAY_ONLY, multiple=MultipleMeld.TWICE_SINGLE),
    ],
)
def test_legal_melds_tries_only_what_may_be_there_and_finds_the_same(rules: BeziqueRules) -> None:
    """legal_melds skips the candidates whose cards are not in the hand: its answer is every
    candidate that evaluates, in the same order, on hands rich in melds and with records that
    have used cards and trump fours shown."""
    rng = random.Random(13)
    pack = full_pack(rules.packs)
    checked = 0
    for _ in range(200):
        trump = rng.choice(list(Suit))
        # hands a pack can deal (at most 18 cards, no more copies than the pack holds)
        hand = Counter(rng.sample(pack, k=rng.randint(2, 8)))
        # weight towards melds: extra copies of the trump-set cards and the bezique
        for c in rng.sample([t.card(trump) for t in TrumpSet], 5):
            room = min(rules.packs - hand[c], 18 - sum(hand.values()))
            hand[c] += min(rng.randint(0, 4), room)
        record = EMPTY_RECORD
        for _step in range(rng.randint(0, 3)):
            found = legal_melds(hand, trump, record, rules)
            if not found:
                break
            record = rng.choice(found).record
        brute = []
        for meld in candidate_melds(record, rules, min(max(1, sum(hand.values()) // 2), 9)):
            try:
                brute.append(evaluate(meld, hand, trump, record, rules))
            except IllegalMeldError:
                continue
        assert legal_melds(hand, trump, record, rules) == tuple(brute)
        checked += len(brute)
    assert checked > 400
