"""The laws of the partie where Cavendish's *Laws of Piquet au Cent* differ from the Rubicon
code (the variant's ``au_cent_laws``): a cut for deal exposing more than one card (Law 5;
CAV-C), and errors in the marks, rectified in time or standing (Law 70; CAV-C). Each law is
quoted in the test's docstring, verbatim from the transcription (mmai/piquetBook)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_core import CutAgainError, TooLateToRectifyError
from piquet_core.cards import Card, Hand
from piquet_core.deal import DealState
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.partie import Partie, Player, first_dealer_from_cut
from piquet_core.scoring import DealScore
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN, PartieForm, Variant

from .test_partie import fake

# --- the cut for deal ----------------------------------------------------------------------


@pytest.mark.parametrize("variant", [RUBICON, RUSSIAN])
def test_law_5_a_cut_exposing_more_than_one_card_is_cut_again(variant: Variant) -> None:
    """5. If, in cutting for deal, a player expose more than one card, he must cut again."""
    with pytest.raises(CutAgainError) as e:
        first_dealer_from_cut("9S 7H", "KD", variant)
    assert e.value.code == "cut_again" and e.value.law == "Cavendish, Law 5"
    assert "must cut again" in str(e.value) and "9S, 7H" in str(e.value)
    assert e.value.params == {"player": "A", "cards": "9S, 7H", "lowest": "7H"}
    with pytest.raises(CutAgainError, match=r"^B exposed 3 cards"):
        first_dealer_from_cut(Card.parse("KD"), ["AS", Card.parse("8C"), "10H"], variant)
    # one card shown is a cut, however it is given
    assert first_dealer_from_cut(["AH"], Hand.parse("7S"), variant) is first_dealer_from_cut(
        "AH", "7S", variant
    )


def test_au_cent_the_adversary_may_treat_the_lowest_exposed_card_as_the_one_cut() -> None:
    """The Laws of Piquet au cent, differ from those of Piquet in the following particulars:
    The player who cuts the lower card has to deal. If he exposes more than one card in
    cutting, his adversary may treat the lowest of the exposed cards as the one cut."""
    # A shows the king of spades and the seven of hearts; B cuts the eight of diamonds
    assert first_dealer_from_cut("KS 7H", "8D", AU_CENT) is Player.A  # 7 < 8: A deals
    assert first_dealer_from_cut("8D", "KS 7H", AU_CENT) is Player.B
    assert first_dealer_from_cut("KS QH", "8D", AU_CENT) is Player.B  # his lowest, Q, is higher
    # the adversary's option declined: Law 5 rules, and he cuts again
    with pytest.raises(CutAgainError) as e:
        first_dealer_from_cut("KS 7H", "8D", AU_CENT, take_lowest=False)
    assert e.value.code == "cut_again" and "Law 5" in str(e.value.law)
    assert "Laws of Piquet au Cent" in str(e.value.law)
    # the lowest card taken as cut may still equal the other's: cut again (Law 4)
    with pytest.raises(IllegalActionError) as equal:
        first_dealer_from_cut("KS 9H", "9D", AU_CENT)
    assert equal.value.code == "equal_cut"
    # the switch on a Rubicon partie: the higher cut still chooses (Law 4)
    switched = replace(RUBICON, au_cent_laws=True)
    assert first_dealer_from_cut("AS 8H", "9D", switched) is Player.B  # 8 < 9: B higher


def test_a_cut_of_no_card_is_refused() -> None:
    with pytest.raises(PiquetError) as e:
        first_dealer_from_cut("", "KD", AU_CENT)
    assert e.value.code == "bad_cut"
    with pytest.raises(PiquetError) as bad:
        first_dealer_from_cut(7, "KD")  # type: ignore[arg-type]
    assert bad.value.code == "bad_card"


# --- errors in the marks -------------------------------------------------------------------


def test_law_70_an_error_is_rectified_before_the_next_hand() -> None:
    """70. Errors in counting the hand, if proved, maybe rectified at any time before the
    player in error has seen his next hand."""
    p = Partie(RUBICON, first_dealer=Player.A).record(fake(20, 10))  # B elder: A 10, B 20
    assert p.entries[0].counted == (10, 20) and not p.entries[0].marked_in_error
    wrong = Partie(RUBICON, first_dealer=Player.A).record(fake(20, 10), marked=(10, 30))
    entry = wrong.entries[0]
    assert entry.marked_in_error and entry.counted == (10, 30) and entry.reckoned == (10, 20)
    assert wrong.totals == (10, 30)  # the marks count until rectified
    right = wrong.rectify(1)
    assert right == p and right.totals == (10, 20)
    assert wrong.totals == (10, 30)  # a new value; the old one is unchanged


def test_law_70_too_late_once_the_next_deal_is_dealt_and_the_error_stands() -> None:
    """70. Errors in counting the hand, if proved, maybe rectified at any time before the
    player in error has seen his next hand."""
    p = Partie(RUBICON, first_dealer=Player.A).record(fake(20, 10), marked=(10, 30))
    p = p.record(fake(15, 5))  # deal 2: A elder; both have seen their next hands
    with pytest.raises(TooLateToRectifyError) as e:
        p.rectify(1)
    assert e.value.code == "too_late_to_rectify" and e.value.law == "Cavendish, Law 70"
    assert "next hand" in str(e.value) and e.value.params == {"deal": 1}
    for _ in range(4):
        p = p.record(fake(20, 10))
    # the error stands to the settlement: B's 10 marked too many are in his total
    assert p.finished and p.totals == (10 + 15 + 40 + 20, 30 + 5 + 20 + 40)
    s = p.settlement()
    assert s is not None and s.winner is Player.B and s.rubicon and s.points == 95 + 85 + 100


def test_law_70_the_last_deal_of_the_partie_may_be_rectified_after_it() -> None:
    """70. Errors in counting the hand, if proved, maybe rectified at any time before the
    player in error has seen his next hand. After the partie's last deal there is no next
    hand: rectified, a tie marked in error gives the partie to A, and no extra deals."""
    p = Partie(RUBICON, first_dealer=Player.A)
    for _ in range(5):
        p = p.record(fake(10, 10))
    p = p.record(fake(12, 10), marked=(10, 10))  # A elder in deal 6: 12 marked 10
    assert p.totals == (60, 60) and not p.finished  # each deals once more (Law 71)
    right = p.rectify(6)
    assert right.finished and right.totals == (62, 60)
    s = right.settlement()
    assert s is not None and s.winner is Player.A and s.points == 62 + 60 + 100


def test_au_cent_errors_are_rectified_at_any_time_during_the_game() -> None:
    """Errors in adding up, or in marking the score,if proved, may be rectified at any time
    during the game."""
    p = Partie(AU_CENT, first_dealer=Player.A).record(fake(30, 10), marked=(10, 20))
    p = p.record(fake(20, 5)).record(fake(5, 5))  # the game goes on: 35 to 40 as marked
    assert p.game_scores == (10 + 20 + 5, 20 + 5 + 5) and not p.games
    right = p.rectify(1)  # two deals later, still in the game
    assert right.game_scores == (10 + 20 + 5, 30 + 5 + 5) and right.entries[0].reckoned is None
    # under the Rubicon code the same error would stand (Cavendish, Law 70)
    rubicon_code = replace(AU_CENT, au_cent_laws=False)
    q = Partie(rubicon_code, first_dealer=Player.A).record(fake(30, 10), marked=(10, 20))
    q = q.record(fake(20, 5)).record(fake(5, 5))
    with pytest.raises(TooLateToRectifyError) as e:
        q.rectify(1)
    assert e.value.law == "Cavendish, Law 70"


def test_au_cent_too_late_once_the_game_is_over_and_the_error_stands() -> None:
    """Errors in adding up, or in marking the score,if proved, may be rectified at any time
    during the game. A game is one hundred up. A player scoring a hundred before his
    adversary has scored fifty wins a double game."""
    p = Partie(AU_CENT, first_dealer=Player.A).record(fake(60, 30), marked=(55, 60))
    p = p.record(fake(0, 40))  # A elder: B younger reaches a hundred; A had 55 marked, not 30
    assert p.games[0].winner is Player.B and p.games[0].scores == (55, 100)
    assert not p.games[0].double  # the marks stand: with A's true 30, it was a double game
    with pytest.raises(TooLateToRectifyError) as e:
        p.rectify(1)
    assert e.value.code == "too_late_to_rectify"
    assert e.value.law == "Cavendish, Laws of Piquet au Cent" and "during the game" in str(e.value)
    # the deal that ends the game is past rectifying too: the game is over
    ended = Partie(AU_CENT, first_dealer=Player.A).record(fake(100, 0), marked=(0, 110))
    assert ended.games[0].scores == (0, 110) and ended.game_scores == (0, 0)
    with pytest.raises(TooLateToRectifyError):
        ended.rectify(1)


def test_au_cent_rectified_the_game_was_won_earlier() -> None:
    """Errors in adding up, or in marking the score,if proved, may be rectified at any time
    during the game. Rectified, B had reached the hundred in deal 2, before A had fifty: a
    double game; deal 3 is reckoned in the next game."""
    p = Partie(AU_CENT, first_dealer=Player.A).record(fake(60, 30), marked=(30, 50))
    p = p.record(fake(0, 45))  # B: 50 + 45 = 95 as marked; in truth 60 + 45 passes 100
    p = p.record(fake(0, 10))  # B elder, A younger scores 10: 40 to 95 as marked
    assert not p.games and p.game_scores == (40, 95)
    right = p.rectify(1)
    assert [(g.scores, g.double) for g in right.games] == [((30, 105), True)]
    assert right.game_scores == (10, 0) and right.game_points == (0, 2)


def test_au_cent_rectified_the_partie_was_over_before_later_deals() -> None:
    """The laws say nothing of deals played after the end of the partie: a rectification
    showing the partie won before deals already recorded is refused."""
    p = Partie(AU_CENT, first_dealer=Player.A).record(fake(100, 0))  # B: a double game
    p = p.record(fake(0, 100), marked=(0, 90))  # B: a double again in truth: the partie
    p = p.record(fake(5, 0))
    assert p.game_points == (0, 2) and not p.finished
    with pytest.raises(PiquetError) as e:
        p.rectify(2)
    assert e.value.code == "rectified_partie_over" and e.value.params == {"deal": 2, "after": 3}


def test_au_cent_laws_in_a_partie_of_six_deals_the_game_is_the_partie() -> None:
    """Errors in adding up, or in marking the score,if proved, may be rectified at any time
    during the game. The au cent laws know only games of a hundred up; in a partie of six
    deals the engine reads the game as the partie."""
    v = replace(RUBICON, au_cent_laws=True)
    p = Partie(v, first_dealer=Player.A).record(fake(20, 10), marked=(10, 30))
    p = p.record(fake(15, 5)).record(fake(15, 5))
    assert p.rectify(1).totals == (p.totals[0], p.totals[1] - 10)
    for _ in range(3):
        p = p.record(fake(15, 5))
    assert p.finished
    with pytest.raises(TooLateToRectifyError, match="the partie is over"):
        p.rectify(1)


def test_marks_in_a_four_deal_partie_are_doubled_as_the_deal() -> None:
    """Note: By agreement, a partie may consist of four deals, the score in the first and
    last deals counting double (Law 71 note); the marks are what the deal counted."""
    v = replace(RUBICON, partie=PartieForm.FOUR_DEALS_DOUBLED)
    p = Partie(v, first_dealer=Player.A).record(fake(10, 5), marked=(10, 20))
    assert p.entries[0].counted == (10, 20) and not p.entries[0].marked_in_error
    p = Partie(v, first_dealer=Player.A).record(fake(10, 5), marked=(5, 10))
    assert p.entries[0].reckoned == (10, 20) and p.totals == (5, 10)


def test_au_cent_marks_taking_both_players_past_the_hundred_are_refused() -> None:
    """A game is one hundred up; play stops as soon as a player reaches it (CAV-C; seed
    000): marks taking both players there cannot say who reached it first."""
    p = Partie(AU_CENT, first_dealer=Player.A).record(fake(60, 50))
    with pytest.raises(PiquetError) as e:
        p.record(fake(60, 50), marked=(110, 100))
    assert e.value.code == "marked_past_the_game"


@pytest.mark.parametrize(
    "marked", [(-1, 0), (1,), (1, 2, 3), (True, 0), ("10", 0), 10, "10 20", (1.0, 2)]
)
def test_marks_that_are_not_a_score_are_refused(marked: object) -> None:
    with pytest.raises(PiquetError) as e:
        Partie(RUBICON).record(fake(10, 0), marked=marked)  # type: ignore[arg-type]
    assert e.value.code == "bad_marked"


def test_rectifying_what_is_not_an_error_is_refused() -> None:
    p = Partie(RUBICON).record(fake(10, 0))
    for number, code in [(0, "no_such_deal"), (2, "no_such_deal"), (True, "no_such_deal"),
                         ("1", "no_such_deal"), (1, "nothing_to_rectify")]:  # fmt: skip
        with pytest.raises(PiquetError) as e:
            p.rectify(number)  # type: ignore[arg-type]
        assert e.value.code == code


def _deals() -> list[DealScore]:
    return [fake(a, b, younger_first=a % 2 == 0) for a, b in
            [(20, 10), (35, 3), (12, 40), (0, 90), (70, 8), (14, 14), (9, 30), (50, 50),
             (44, 2), (3, 77), (60, 1), (25, 25), (31, 16), (8, 8)]]  # fmt: skip


@pytest.mark.parametrize(
    "variant",
    [RUBICON, AU_CENT, RUSSIAN, replace(RUBICON, partie=PartieForm.FOUR_DEALS_DOUBLED)],
    ids=lambda v: f"{v.name}-{v.partie.value}",
)
def test_a_partie_marked_as_the_engine_reckons_is_unchanged(variant: Variant) -> None:
    """Marks that agree with the engine are no error: the partie is the same value, deal by
    deal, as one recorded without marks, and nothing is marked in error."""
    plain = marked = Partie(variant, first_dealer=Player.B)
    for deal in _deals():
        if plain.finished:
            break
        plain = plain.record(deal)
        marked = marked.record(deal, marked=plain.entries[-1].counted)
        assert marked == plain
    assert plain.finished and not any(e.marked_in_error for e in plain.entries)
    assert marked.settlement() == plain.settlement()


def test_a_finished_deal_recorded_with_its_marks() -> None:
    """70. Errors in counting the hand, if proved, maybe rectified at any time before the
    player in error has seen his next hand. A deal played through the state machine: its
    score marked one short for the elder, then rectified."""
    state = DealState.new(seed=3, dealer="B")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    plain = Partie(RUBICON, first_dealer=Player.B).record(state)
    a, b = plain.entries[0].counted  # B dealt: A is elder
    assert a == state.score().seats.elder.total and b == state.score().seats.younger.total
    wrong = Partie(RUBICON, first_dealer=Player.B).record(state, marked=(a - 1, b))
    assert wrong.totals == (a - 1, b) and wrong.entries[0].reckoned == (a, b)
    assert wrong.rectify(1) == plain
