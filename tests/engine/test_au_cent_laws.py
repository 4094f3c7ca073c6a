"""Piquet au cent where its laws change a score or a deal: Cavendish's *Laws of Piquet au
Cent* against the Rubicon code (the variant's ``au_cent_laws``), the old point by tens as
the 1651 treatise reckons it, and a fresh cut for every deal as seed 000 has it. Each law is
quoted in the test's docstring."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_core.calling import IllegalCallError
from piquet_core.calling_record import Context
from piquet_core.cards import BySeat, Card, Hand, Rank, Seat, Suit
from piquet_core.combinations import point_value
from piquet_core.deal import DealState, Discard, Phase, Play, play_out
from piquet_core.declarations import Point, Sequence
from piquet_core.dialogue import Call, Declare, Kind, Reply
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.irregular import Irregularities
from piquet_core.partie import Partie, Player
from piquet_core.replay import replay
from piquet_core.scoring import score_deal
from piquet_core.variants import AU_CENT, RUBICON, PointScore, Variant

from .test_deal import D, run
from .test_partie import fake

C = Card.parse
ROUNDED = replace(AU_CENT, point_score=PointScore.PER_TEN_PIPS_ROUNDED)

# elder holds five diamonds (44) after the exchange, younger five hearts (48)
GOOD_AGAINST = ("KS QS JS 10S QH JH 10H KC QC 10C 8C 7C",
                "7S AH KH 9H 8H 7H AD KD 10D AC JC 9C",
                "QD JD 9D 8D 7D AS 9S 8S")  # fmt: skip


@pytest.mark.parametrize(
    ("pips", "score"),
    [(30, 3), (31, 3), (34, 3), (35, 4), (39, 4), (40, 4), (44, 4), (45, 5), (51, 5)],
)
def test_1651_point_by_tens_units_of_five_count_up(pips: int, score: int) -> None:
    """ "For every Ten that he can reckon, he is to set up One. As, for example,for Thirty, he
    is to reckon Three, for Fourty,Foure: and so upward. Where, by the way, it is to be noted,
    that you are to reckon as much for Thirty five as for Forty; and as much for Forty five as
    for Fifty: and so of the rest: but for thirty six, thirty seven, Thirty eight, or Thirty
    nine, you are to reckon no more than for Thirty five: in like manner as for Thirty one.
    Thirty two, Thirty three or Thirty four, you are to reckon no more than for Thirty."
    (*The Royall and delightfull game of Picquet*, 1651, as transcribed in Cavendish,
    *Historical*)"""
    assert point_value(4, pips, ROUNDED) == score
    assert Point(Suit.SPADES, 4, pips).score(ROUNDED) == score


def test_the_fours_less_rule_is_what_is_left_of_the_count_by_tens() -> None:
    """ "The description of the way of counting the point explains why points ending in a
    four counted one less than the number of cards" (Cavendish, *Historical*); "By agreement,
    points ending in four count one less than the number of cards" (Cavendish, *Au Cent*).
    Over every holding of a suit in a 32-card pack, counting by tens with units of five
    counting up falls one short of the number of cards exactly when the pips end in four."""
    fours_less = replace(AU_CENT, point_score=PointScore.PER_CARD_FOURS_LESS)
    values = (7, 8, 9, 10, 10, 10, 10, 11)
    seen = 0
    for mask in range(1, 256):
        cards = [v for i, v in enumerate(values) if mask >> i & 1]
        length, pips = len(cards), sum(cards)
        if length < 3:
            continue  # a point of one or two cards: 7 or 8 pips count nothing by tens
        seen += 1
        by_tens = point_value(length, pips, ROUNDED)
        assert (by_tens == length - 1) == (pips % 10 == 4), (length, pips)
        assert by_tens == point_value(length, pips, fours_less), (length, pips)
    assert seen == 219


def test_the_preset_scores_the_point_one_a_card() -> None:
    """The au cent preset keeps one a card (Cavendish, Law 62): the fours-less rule is "by
    agreement" (Cavendish, *Au Cent*), the count by tens a switch."""
    assert AU_CENT.point_score is PointScore.PER_CARD
    assert Point(Suit.SPADES, 4, 34).score(AU_CENT) == 4
    assert Variant.from_dict({"name": "au-cent", "point_score": "per-ten-pips-rounded"}) == replace(
        ROUNDED, source=f"{AU_CENT.source}; changed: point_score"
    )


def test_a_fresh_cut_for_every_deal() -> None:
    """ "The deal being finished, and each having marked up his game, they proceed to deal
    again as before, cutting afresh each time for the deal." (seed 000, the scan's line-end
    hyphens joined) Without the switch the players deal alternately (Cavendish, Law 16)."""
    afresh = replace(AU_CENT, cut_every_deal=True)
    p = Partie(afresh, first_dealer=Player.A).record(fake(10, 5), Player.A)
    p = p.record(fake(10, 5), Player.A)  # A cuts the lower card again and deals again
    assert [e.dealer for e in p.entries] == [Player.A, Player.A]
    alternate = Partie(AU_CENT, first_dealer=Player.A).record(fake(10, 5), Player.A)
    with pytest.raises(IllegalActionError) as e:
        alternate.record(fake(10, 5), Player.A)
    assert e.value.code == "deal_out_of_turn"
    assert not AU_CENT.cut_every_deal and not RUBICON.cut_every_deal


def _au_cent_after_lead(variant: Variant) -> DealState:
    """Elder calls his five diamonds making 44, younger (five hearts, 45) allows it good,
    elder reckons it and leads."""
    s = DealState.from_hands(*GOOD_AGAINST, variant=variant)
    s = run(s, D("KC QC 10C 8C 7C"), D("7S"), Call(Kind.POINT, 5, pips=44), Reply.GOOD,
            Declare(Point(Suit.DIAMONDS, 5, 44)), Play(C("QD")))  # fmt: skip
    assert s.phase is Phase.RECKONING
    return s


def test_younger_abides_by_his_answer() -> None:
    """ "The younger hand having allowed a correct call to be good or equal, must abide by his
    answer." (Cavendish, *Au Cent*) Younger, having said "Good" to 44 holding 45, cannot
    reckon his point; the point is elder's."""
    s = _au_cent_after_lead(AU_CENT)
    with pytest.raises(IllegalCallError) as e:
        s.apply(Declare(Point(Suit.HEARTS, 5, 45)))
    assert e.value.code == "allowed_good" and e.value.law == "Cavendish, Laws of Piquet au Cent"
    assert s.score().seats.elder.point == 5 and s.score().seats.younger.point == 0
    rubicon = _au_cent_after_lead(replace(AU_CENT, au_cent_laws=False))
    with pytest.raises(IllegalCallError) as e:
        rubicon.apply(Declare(Point(Suit.HEARTS, 5, 45)))
    assert e.value.law == "Cavendish, Laws 51, 62-64"


def test_elders_omissions_close_at_his_lead() -> None:
    """ "When the elder hand has led a card, or the younger hand played to a trick, they
    cannot reckon anything omitted." (Cavendish, *Au Cent*) Elder, having led, cannot reckon
    the quart to a king he did not call."""
    s = _au_cent_after_lead(AU_CENT)
    elder, younger = s.hands_after
    assert elder is not None and younger is not None
    ctx = Context(BySeat(elder, younger), AU_CENT, 0)
    with pytest.raises(IllegalCallError) as e:
        s.calling.apply(ctx, Seat.ELDER, Declare(Sequence(Suit.SPADES, 4, Rank.KING)), True)
    assert e.value.code == "reckon_after_lead"
    assert e.value.law == "Cavendish, Laws of Piquet au Cent"
    with pytest.raises(IllegalActionError):
        s.apply(Declare(Sequence(Suit.SPADES, 4, Rank.KING)), seat="elder")
    assert s.score().seats.elder.sequences == 0


BASE = {k: DealState.new(seed=3).to_record()[k] for k in ("elder", "younger", "talon")}


def test_drawing_the_adversarys_cards_loses_the_game_au_cent() -> None:
    """ "If the elder hand mix with his hand one of the three bottom cards of the stock, he
    loses the game ... If the younger hand take up any of the top five cards of the stock
    (not being cards declared to be left by the elder hand), he loses the game." (Cavendish,
    *Au Cent*) Under the Rubicon code he "can reckon nothing that deal" (Cavendish, Law 27)."""
    elder = {**BASE, "elder_discards": "10D 7D KC JC 8C", "younger_discards": "9C",
             "elder_draws": 6, "younger_draws": 1}  # fmt: skip
    younger = {**BASE, "elder_discards": "KC JC 8C", "younger_discards": "8D 10C 9C",
               "drew_out_of_turn": "younger"}  # fmt: skip
    for rec, seat in ((elder, "elder"), (younger, "younger")):
        au_cent = {"name": "au-cent", "irregular_laws": "cavendish"}
        out = replay({**rec, "variant": au_cent})
        assert out["irregular"]["loses_game"] == seat  # type: ignore[index]
        ruling = out["irregular"]["rulings"][0]  # type: ignore[index]
        assert ruling["law"] == "Cavendish, Laws of Piquet au Cent"
        cav = replay({**rec, "variant": {"name": "rubicon", "irregular_laws": "cavendish"}})
        assert "loses_game" not in cav["irregular"]  # type: ignore[operator]
        assert cav[seat]["total"] == 0  # type: ignore[index]
        assert out["elder"]["total"] == out["younger"]["total"] == 0  # type: ignore[index]


def test_a_regular_au_cent_deal_scores_as_before() -> None:
    """The au cent laws change nothing in a regular deal: the same deals, played the same
    way, score the same with and without them."""
    plain = replace(AU_CENT, au_cent_laws=False)
    for seed in range(8):
        a = play_out(DealState.new(seed=seed, variant=AU_CENT), lambda s: s.legal_actions()[0])
        b = play_out(DealState.new(seed=seed, variant=plain), lambda s: s.legal_actions()[0])
        assert a.is_over and b.is_over
        assert a.score().seats == b.score().seats


def test_a_quatorze_or_trio_called_but_not_held() -> None:
    """ "If a player call a quatorze or trio which he does not hold, and it is allowed to be
    good,and he play a card without correcting the miscall, he can reckon nothing that deal."
    (Cavendish, *Au Cent*) Under the Rubicon code, a call not corrected "before the younger
    hand has played to the first trick" costs the same (Cavendish, Law 54). Through
    ``piquet replay`` and the state machine: the miscaller scores nothing, his adversary as
    usual."""
    rec = {**BASE, "elder_discards": "10D 7D KC JC 8C", "younger_discards": "8D 10C 9C"}
    plain = replay({**rec, "variant": "au-cent"})
    assert plain["younger"]["total"] > 0  # type: ignore[index]
    for variant, law in (("au-cent", "Cavendish, Laws of Piquet au Cent"),
                         ("rubicon", "Cavendish, Law 54")):  # fmt: skip
        out = replay({**rec, "variant": variant, "miscalled": "younger"})
        assert out["younger"]["total"] == 0  # type: ignore[index]
        ruling = out["irregular"]["rulings"][0]  # type: ignore[index]
        assert ruling["code"] == "miscalled" and ruling["law"] == law
    out = replay({**rec, "variant": "au-cent", "miscalled": "younger"})
    assert out["elder"] == plain["elder"]
    assert replay({**rec, "miscalled": "dealer"})["code"] == "bad_record"
    state = DealState.new(seed=3, variant=AU_CENT).with_irregularities(
        Irregularities(miscalled=Seat.YOUNGER)
    )
    state = state.apply(Discard(Hand("10D 7D KC JC 8C"))).apply(Discard(Hand("8D 10C 9C")))
    state = play_out(state, lambda s: s.legal_actions()[0])
    assert state.score().seats.younger.total == 0 and state.score().seats.elder.total > 0


def test_au_cent_younger_may_decline_to_exchange_in_an_irregular_deal() -> None:
    """ "The younger hand is not obliged to discard any card." (Cavendish, *Au Cent*) An
    irregular au cent deal in which younger keeps his hand is scored, not refused; under the
    Rubicon code he must discard one (Cavendish, Law 22)."""
    irr = Irregularities(miscalled=Seat.ELDER)
    state = DealState.new(seed=3, variant=AU_CENT).with_irregularities(irr)
    state = state.apply(Discard(Hand("10D 7D KC JC 8C"))).apply(Discard(Hand()))
    state = play_out(state, lambda s: s.legal_actions()[0])
    assert len(state.hands_after.younger or ()) == 12 and state.score().seats.elder.total == 0
    rubicon = DealState.new(seed=3).with_irregularities(irr).apply(Discard(Hand("10D 7D")))
    with pytest.raises(PiquetError):
        rubicon.apply(Discard(Hand()))


def test_a_led_nine_eight_or_seven_scores_nothing_au_cent() -> None:
    """Au cent the nines, eights and sevens "are not counting cards" (CAV-C; S000 counts
    A K Q J 10): an uncontested lead of one scores nothing, a ten scores one."""
    from piquet_core.play import Trick, trick_events

    for led, points in (("9S", 0), ("8S", 0), ("7S", 0), ("10S", 1)):
        trick = Trick(1, Seat.ELDER, Card.parse(led), Card.parse("7H"))
        assert sum(e.points for e in trick_events(trick, False, AU_CENT)) == points
        assert sum(e.points for e in trick_events(trick, False, RUBICON)) == 1


# these hands after the exchange: younger reckons thirty and more in hand and
# play before elder counts, for elder's first lead, the seven of diamonds, scores nothing
_PIQUE_ELDER = "QS JS 10S 9S QD JD 10D 9H 8H 7D AC KC"
_PIQUE_YOUNGER = "AH KH QH JH 10H AS KS AD KD 9C 8C 7C"


def test_only_elder_can_pique_au_cent() -> None:
    """ "If the elder hand scores, in hand and play, thirty or more before his adversary
    counts anything, he adds thirty" (CAV-D "Description"); the au cent laws "differ ... in
    the following particulars" and change nothing here, so younger is given no pique."""
    play = "7D KD, AH 8H, KH 9H, QH 10D, JH JD, 10H QD, AS 9S, KS 10S, AD JS, 9C AC, KC 8C, QS 7C"
    tricks = [(C(t.split()[0]), C(t.split()[1])) for t in play.split(", ")]
    au_cent = score_deal(_PIQUE_ELDER, _PIQUE_YOUNGER, tricks=tricks, variant=AU_CENT)
    either = score_deal(
        _PIQUE_ELDER,
        _PIQUE_YOUNGER,
        tricks=tricks,
        variant=replace(AU_CENT, younger_may_pique=True),
    )
    assert au_cent.seats.younger.pique == 0
    assert either.seats.younger.pique == 30
    assert either.seats.younger.total - au_cent.seats.younger.total == 30


def test_elder_exchanges_one_to_five_au_cent() -> None:
    """Cavendish's au cent laws keep Law 21, "The elder hand ... may exchange any number of
    cards up to five" (CAV-L 21; CAV-C); three to five is seed S000's alone, a switch."""
    assert AU_CENT.exchange_counts(Seat.ELDER) == (1, 2, 3, 4, 5)
    s000 = replace(AU_CENT, elder_exchange=frozenset({3, 4, 5}))
    assert s000.exchange_counts(Seat.ELDER) == (3, 4, 5)
