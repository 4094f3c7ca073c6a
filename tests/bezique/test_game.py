# ruff: noqa: RUF003  (Russian quotations and × are intended)
"""Play of a deal: lead, cover or throw, declare holding 17, draw, until the stock runs out."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.bezique import (
    JOKER,
    BeziquePlayError,
    BeziqueRules,
    Card,
    Game,
    IllegalMeldError,
    Meld,
    Phase,
    Rank,
    Suit,
    beats,
    deal,
    legal_melds,
    pack_composition,
    parse_card,
    parse_cards,
)

H, S = Suit.HEARTS, Suit.SPADES
RULES = BeziqueRules()


def c(token: str) -> Card:
    card = parse_card(token)
    assert isinstance(card, Card)
    return card


def test_cover_rules() -> None:
    """«перекрывают выхоженную»; «Из двух карт одного достоинства старше та, которая вышла
    первой»."""
    assert beats(c("AS"), c("KS"), H, RULES)
    assert not beats(c("KS"), c("AS"), H, RULES)
    assert not beats(c("KS"), c("KS"), H, RULES)  # the first played stays higher
    assert beats(c("9H"), c("AS"), H, RULES)  # any trump on a plain card
    assert not beats(c("AS"), c("9H"), H, RULES)
    assert not beats(c("AD"), c("9S"), H, RULES)  # another plain suit never covers
    same_suit = RULES.with_switches(cover="same-suit")
    assert not beats(c("9H"), c("AS"), H, same_suit)
    assert not beats(c("KS"), c("10S"), H, RULES.with_switches(rank_order="A 10 K Q J 9"))
    assert beats(c("KS"), c("10S"), H, RULES)  # seed order «Т,К,Д,В,10»


def start(seed: int = 7, seats: int = 2) -> Game:
    return Game.start(deal(seed, seats))


def test_first_lead_and_turns() -> None:
    g = start()
    assert g.phase is Phase.LEAD and g.to_act == 0 and g.seats[0] == 1
    with pytest.raises(BeziquePlayError, match="turn"):
        g.play(1, g.hands[1][0])
    missing = next(x for x in parse_cards("AS AH AD AC KS KH") if x not in g.hands[0])
    with pytest.raises(BeziquePlayError, match="holds no"):
        g.play(0, missing)


def test_trick_cover_declare_draw() -> None:
    g = start()
    lead = next(x for x in g.hands[0] if isinstance(x, Card) and x.suit is not g.trump)
    g = g.play(0, lead)
    assert g.phase is Phase.FOLLOW and g.to_act == 1
    trump_card = next((x for x in g.hands[1] if isinstance(x, Card) and x.suit is g.trump), None)
    assert trump_card is not None
    g = g.play(1, trump_card)
    # «Игрок, перекрывший карту … продолжает ходить»; «имея на руках семнадцать карт»
    assert g.phase is Phase.DECLARE and g.leader == 1
    assert len(g.hands[1]) == 17 and g.may_declare(1) and not g.may_declare(0)
    stock = g.stock
    g = g.skip(1)
    assert g.phase is Phase.LEAD and g.leader == 1
    assert all(len(h) == 18 for h in g.hands)
    assert g.stock == stock[2:]
    assert stock[0] in g.hands[1]  # the winner draws first


def test_uncovered_lead_keeps_the_lead() -> None:
    g = start()
    card = g.hands[0][0]
    g = g.play(0, card, c("AS") if card == JOKER else None)
    low = next(
        x for x in g.hands[1] if x != JOKER and not beats(x, g.trick[0].plays_as, g.trump, g.rules)
    )  # type: ignore[arg-type]
    g = g.play(1, low)
    assert g.leader == 0 and g.phase is Phase.DECLARE


def rig(hand0: str, hand1: str, trump: Suit = H) -> Game:
    """A game whose first two hands are given (the rest of the state from a real deal)."""
    g = start()
    return replace(g, trump=trump, hands=(parse_cards(hand0), parse_cards(hand1)))


def test_declare_and_no_two_in_a_row() -> None:
    """«Подряд два объявления не делаются»."""
    g = rig(
        "QH JD KH QH AH 10H JH 9S 9S 9S 10S 10S 10S 10C 10C 10C 10D AS",
        "9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C 9C",
    )
    g = g.play(0, c("AS")).play(1, c("9C"))
    assert g.meld_value(0, Meld.quint()).points == 50
    g = g.declare(0, Meld.bezique())
    assert g.scores == (25, 0)
    g = g.play(0, c("9S")).play(1, c("9C"))
    assert g.phase is Phase.DECLARE and not g.may_declare(0)
    with pytest.raises(IllegalMeldError, match="in a row"):
        g.declare(0, Meld.quint())
    g = g.skip(0).play(0, c("9S")).play(1, c("9C"))
    g = g.declare(0, Meld.quint())
    assert g.scores == (75, 0)
    one_at_a_time = replace(g, rules=RULES.with_switches(repeat="one-at-a-time"))
    assert one_at_a_time.play(0, c("9S")).play(1, c("9C")).may_declare(0)


def test_exchange_of_the_trump_nine() -> None:
    """«Она может быть обменена игроком, имеющим ход, на козырную девятку»."""
    g = start()
    nine = Card(g.trump, Rank.NINE)
    turnup = g.turnup
    assert turnup is not None and turnup.rank is not Rank.NINE
    hand0 = (*[x for x in g.hands[0] if x != nine][:17], nine)
    g = replace(g, hands=(hand0, g.hands[1]))
    with pytest.raises(BeziquePlayError, match="turn"):
        g.exchange_nine(1)
    g2 = g.exchange_nine(0)
    assert g2.turnup == nine and turnup in g2.hands[0] and len(g2.hands[0]) == 18
    with pytest.raises(BeziquePlayError, match="no longer"):
        g2.exchange_nine(0)
    no_nine = replace(g, hands=(tuple(x for x in g.hands[0] if x != nine), g.hands[1]))
    with pytest.raises(BeziquePlayError, match="holds no"):
        no_nine.exchange_nine(0)


def test_joker_is_played_as_a_named_card() -> None:
    g = rig("JK AS", "KS KS")
    with pytest.raises(BeziquePlayError, match="name it"):
        g.play(0, JOKER)
    with pytest.raises(BeziquePlayError, match="only a joker"):
        g.play(0, c("AS"), c("KH"))
    g = g.play(0, JOKER, c("AH")).play(1, c("KS"))
    assert g.leader == 0 and g.pile[-2:] == (JOKER, c("KS"))


def random_game(seed: int, seats: int, packs: int) -> tuple[Game, list[int]]:
    """Play a whole deal with random legal actions; check the invariants at every step."""
    rules = BeziqueRules(packs=packs)
    rng = random.Random(seed)
    g = Game.start(deal(seed, seats, rules=rules))
    comp = pack_composition(packs)
    expected_points = [0] * g.players
    while g.phase is not Phase.OVER:
        assert g.all_cards() == comp  # no card lost or duplicated
        p = g.to_act
        if g.phase is Phase.LEAD:
            assert all(len(h) == 18 for h in g.hands)  # «постоянно 18 карт»
            if rng.random() < 0.5:
                with contextlib.suppress(BeziquePlayError):
                    g = g.exchange_nine(p)
        if g.phase in (Phase.LEAD, Phase.FOLLOW):
            card = rng.choice(g.hands[p])
            g = g.play(p, card, Card(rng.choice(list(Suit)), Rank.ACE) if card == JOKER else None)
        else:
            assert len(g.hands[p]) == 17
            melds = (
                legal_melds(
                    g.hands[p],
                    g.trump,
                    g.records[p],
                    g.rules,
                    tuple(r for i, r in enumerate(g.records) if i != p),
                )
                if g.may_declare(p) and rng.random() < 0.3
                else ()
            )
            if melds:
                ev = rng.choice(melds)
                expected_points[p] += ev.points
                g = g.declare(p, ev.score.meld)
            else:
                g = g.skip(p)
    return g, expected_points


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([2, 3, 4]), st.sampled_from([8, 10]))
def test_random_deals_play_out(seed: int, seats: int, packs: int) -> None:
    g, points = random_game(seed, seats, packs)
    active = 3 if seats == 4 else 2  # with three at the table the dealer sits out
    total = 174 if packs == 8 else 214
    stock = total - 18 * active
    assert g.stock == () and g.phase is Phase.OVER  # «С окончанием колоды … подсчет очков»
    assert g.tricks_done == -(-stock // active)
    assert list(g.scores) == points
    assert Counter(len(h) for h in g.hands)[17] == (-stock) % active
    assert g.all_cards() == pack_composition(packs)
    with pytest.raises(BeziquePlayError, match="over"):
        g.play(g.to_act, g.hands[g.to_act][0])


def test_same_seed_same_game() -> None:
    assert random_game(3, 2, 8) == random_game(3, 2, 8)
