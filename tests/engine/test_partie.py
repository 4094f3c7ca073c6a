"""The partie and the rubicon (Laws 16, 71-73; CAV-D "Scoring"; CAV-C; S002)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_core.cards import BySeat, Card, Hand, Seat
from piquet_core.errors import IllegalActionError
from piquet_core.partie import (
    Partie,
    Player,
    Settlement,
    first_dealer_from_cut,
    round_settlement,
    settle,
)
from piquet_core.scoring import Category, DealScore, SeatScore, Step, score_deal
from piquet_core.variants import (
    AU_CENT,
    RUBICON,
    RUSSIAN,
    KorolikDealer,
    PartieForm,
    PartieSettlement,
    RubiconRounding,
)

_EMPTY = score_deal(Hand(), Hand())


def fake(elder: int, younger: int, *, younger_first: bool = False) -> DealScore:
    """A deal in which elder scores ``elder`` and younger ``younger`` (one event each)."""
    steps: list[Step] = [(Seat.ELDER, Category.PLAY, elder, "x", None, None, None),
                         (Seat.YOUNGER, Category.PLAY, younger, "y", None, None, None)]  # fmt: skip
    if younger_first:
        steps.reverse()
    seats = BySeat(SeatScore(play=elder), SeatScore(play=younger))
    return replace(_EMPTY, seats=seats, steps=tuple(steps))


def test_law_72_difference_plus_hundred_cavendish_example() -> None:
    """CAV-D: A scores 131, B 113: A wins 131 - 113 + 100 = 118 (Law 72)."""
    s = settle((131, 113))
    assert s.winner is Player.A and s.points == 118 and not s.rubicon


def test_law_73_rubicon_cavendish_example() -> None:
    """CAV-D: A 125, B 81: "A wins 125 + 81 + 100 = 306"; a rubicon (Law 73)."""
    s = settle((125, 81))
    assert s.points == 306 and s.rubicon
    # "whether his score reach a hundred or not": 60 against 40 settles for 200
    assert settle((40, 60)).points == 200 and settle((40, 60)).winner is Player.B


def test_rounding_cavendish_scoring() -> None:
    """CAV-D: fractions of fifty not reckoned (75 -> 50); chouette 416 -> 420, 141 -> 140."""
    assert round_settlement(75, RubiconRounding.FIFTIES) == 50
    assert round_settlement(75, RubiconRounding.TWENTY_FIVES) == 75
    assert round_settlement(416, RubiconRounding.CHOUETTE_TENS) == 420
    assert round_settlement(141, RubiconRounding.CHOUETTE_TENS) == 140
    assert round_settlement(145, RubiconRounding.CHOUETTE_TENS) == 140
    assert round_settlement(146, RubiconRounding.CHOUETTE_TENS) == 150
    v = replace(RUBICON, rubicon_rounding=RubiconRounding.FIFTIES)
    assert settle((131, 113), v).points == 100 and settle((131, 113), v).unrounded == 118


def test_law_71_six_deals_alternate_dealers() -> None:
    """Law 71: six deals, each player dealing three times (Law 16: alternately)."""
    p = Partie(RUBICON, first_dealer=Player.A)
    for i in range(6):
        assert not p.finished and p.settlement() is None
        assert p.next_dealer() is (Player.A if i % 2 == 0 else Player.B)
        p = p.record(fake(25 if i == 5 else 20, 10))
    assert p.finished
    # the elder (non-dealer) scored 20 a deal: B in deals 1, 3, 5; A in 2, 4, 6 (25)
    assert p.totals == (20 + 20 + 25 + 3 * 10, 3 * 20 + 3 * 10)
    s = p.settlement()
    assert s is not None and s.winner is Player.A and s.rubicon and s.points == 95 + 90 + 100


def test_law_71_tie_one_more_deal_each_then_drawn() -> None:
    p = Partie(RUBICON)
    for _ in range(6):
        p = p.record(fake(10, 10))
    assert not p.finished  # tie: each deals once more
    p = p.record(fake(5, 5)).record(fake(5, 5))
    assert p.finished
    s = p.settlement()
    assert s is not None and s.drawn and s.winner is None
    with pytest.raises(IllegalActionError, match="already finished"):
        p.record(fake(1, 0))


def test_law_71_note_four_deals_first_and_last_double() -> None:
    v = replace(RUBICON, partie=PartieForm.FOUR_DEALS_DOUBLED)
    p = Partie(v, first_dealer=Player.A)
    for _ in range(4):
        p = p.record(fake(10, 0))  # the elder scores 10: B, A, B, A
    assert [e.multiplier for e in p.entries] == [2, 1, 1, 2]
    assert p.totals == (10 + 20, 20 + 10)
    assert not p.finished
    p = p.record(fake(7, 0))
    assert p.entries[-1].multiplier == 1  # extra deals count single
    assert not p.finished  # "each deals once more"
    p = p.record(fake(0, 0))
    assert p.finished
    s = p.settlement()
    assert s is not None and s.winner is Player.B and s.rubicon and s.points == 37 + 30 + 100


def test_deal_out_of_turn_law_16() -> None:
    p = Partie(RUBICON, first_dealer=Player.A)
    with pytest.raises(IllegalActionError, match=r"out of turn.*Law 16"):
        p.record(fake(0, 0), dealer=Player.B)


def test_au_cent_play_stops_at_a_hundred_in_reckoning_order() -> None:
    """CAV-C / S000: a game is a hundred up; the deal stops when a player reaches it."""
    p = Partie(AU_CENT, first_dealer=Player.A)  # B elder in deal 1
    p = p.record(fake(60, 30))
    assert p.game_scores == (30, 60)
    p = p.record(fake(40, 50))  # A elder: A 70; B 60 ... B then reaches 110
    assert p.game_scores == (0, 0)
    g = p.games[0]
    assert g.winner is Player.B and g.scores == (70, 110) and not g.double
    # younger's points came after elder's in that deal: elder's 40 was reckoned first
    assert p.entries[-1].counted == (40, 50)


def test_au_cent_double_game_and_best_of_five() -> None:
    """CAV-C: a hundred before the adversary has fifty is a double; three games of five."""
    p = Partie(AU_CENT, first_dealer=Player.A)
    p = p.record(fake(100, 0))  # B elder, 100 at once: a double game
    assert p.games[-1].double and p.game_points == (0, 2)
    p = p.record(fake(0, 100, younger_first=True))  # A elder, B younger reaches 100: double
    assert p.finished and p.game_points == (0, 4)
    s = p.settlement()
    assert s is not None and s.winner is Player.B and s.games == (0, 4)


def test_russian_two_koroliks() -> None:
    """S002: two королика of two deals; a fresh cut before the second."""
    p = Partie(RUSSIAN, first_dealer=Player.A)
    p = p.record(fake(10, 0)).record(fake(10, 0))
    p = p.record(fake(10, 0), dealer=Player.B)  # the cut gives B the deal again
    assert [e.dealer for e in p.entries] == [Player.A, Player.B, Player.B]
    p = p.record(fake(5, 0))
    assert p.finished
    s = p.settlement()
    assert p.totals == (20, 15)
    assert s is not None and s.winner is Player.A and s.rubicon and s.points == 135


def test_russian_preset_reads_the_koroliks_classically() -> None:
    """The Russian preset keeps the classical readings where S002 is silent: the deal
    alternates within a королик (Law 16) and the partie is settled by Laws 71-73."""
    assert RUSSIAN.korolik_dealer is KorolikDealer.ALTERNATE
    assert RUSSIAN.partie_settlement is PartieSettlement.RUBICON
    p = Partie(RUSSIAN, first_dealer=Player.A).record(fake(0, 0))
    assert p.next_dealer() is Player.B
    with pytest.raises(IllegalActionError, match=r"out of turn.*Law 16"):
        p.record(fake(0, 0), dealer=Player.A)


def test_russian_same_dealer_for_the_two_deals_of_a_korolik() -> None:
    """S002, read literally: "Перед началом каждого сдающий определяется по картам.
    Вытянувший младшую — сдает на этот королик" (the one who drew the lower card deals for
    this королик): he deals both its deals, and his adversary is elder hand in both."""
    v = replace(RUSSIAN, korolik_dealer=KorolikDealer.SAME_DEALER)
    p = Partie(v, first_dealer=first_dealer_from_cut("7S", "AH", v))  # A drew the lower card
    assert p.next_dealer() is Player.A
    p = p.record(fake(10, 0))
    assert p.next_dealer() is Player.A  # the same dealer for the second deal of the королик
    with pytest.raises(IllegalActionError, match=r"deal 2: B deals out of turn.*S002"):
        p.record(fake(0, 0), dealer=Player.B)
    p = p.record(fake(10, 0))
    # the second королик: A draws the lower card again, and deals all four deals
    p = p.record(fake(10, 0), dealer=first_dealer_from_cut("8C", "KD", v))
    assert p.next_dealer() is Player.A
    p = p.record(fake(5, 0))
    assert [e.dealer for e in p.entries] == [Player.A] * 4
    assert [e.elder for e in p.entries] == [Player.B] * 4  # B elder in every deal
    assert p.finished and p.totals == (0, 35)


def test_russian_same_dealer_each_deals_one_korolik() -> None:
    """S002 read literally, the second draw going the other way: each player deals the two
    deals of one королик and is elder in the two of the other."""
    v = replace(RUSSIAN, korolik_dealer=KorolikDealer.SAME_DEALER)
    p = Partie(v, first_dealer=Player.A).record(fake(10, 0)).record(fake(10, 0))
    p = p.record(fake(3, 0), dealer=Player.B).record(fake(3, 0))
    assert [e.dealer for e in p.entries] == [Player.A, Player.A, Player.B, Player.B]
    assert p.totals == (6, 20)
    # the four deals tied: each deals once more (Law 71), not one player twice
    tie = Partie(v, first_dealer=Player.A)
    for _ in range(4):
        tie = tie.record(fake(5, 5))
    assert [e.dealer for e in tie.entries] == [Player.A, Player.A, Player.B, Player.B]
    assert not tie.finished and tie.next_dealer() is Player.A
    tie = tie.record(fake(5, 0))
    assert tie.next_dealer() is Player.B


def test_russian_partie_settled_by_the_higher_total() -> None:
    """S002 gives no settlement ("Партия состоит из двух «короликов». Каждый королик из
    двух игр" is all it says of the partie): the plain reading, the higher total wins by the
    difference; no hundred, no rubicon, and equal totals are drawn without extra deals."""
    v = replace(RUSSIAN, partie_settlement=PartieSettlement.HIGHER_TOTAL)
    p = Partie(v, first_dealer=Player.A)
    p = p.record(fake(10, 0)).record(fake(10, 0)).record(fake(10, 0), dealer=Player.B)
    p = p.record(fake(5, 0))
    assert p.totals == (20, 15)
    s = p.settlement()
    assert s == Settlement(Player.A, (20, 15), 5, 5)
    classical = settle((20, 15), RUSSIAN)
    assert classical.rubicon and classical.points == 135  # Laws 72-73, the preset
    tie = Partie(v, first_dealer=Player.A)
    for _ in range(4):
        tie = tie.record(fake(7, 7))
    s = tie.settlement()
    assert tie.finished and s is not None and s.drawn and s.winner is None
    with pytest.raises(IllegalActionError, match="already finished"):
        tie.record(fake(1, 0))


def test_law_4_cut_for_deal() -> None:
    """Law 4: ace highest; the higher cut chooses (Rubicon); CAV-C: the lower cut deals."""
    ace, seven = Card.parse("AH"), Card.parse("7S")
    assert first_dealer_from_cut(ace, seven) is Player.A
    assert first_dealer_from_cut(ace, seven, chooses_to_deal=False) is Player.B
    assert first_dealer_from_cut(ace, seven, AU_CENT) is Player.B
    assert first_dealer_from_cut(seven, ace, RUSSIAN) is Player.A
    with pytest.raises(IllegalActionError, match="cut again"):
        first_dealer_from_cut(Card.parse("KH"), Card.parse("KS"))
