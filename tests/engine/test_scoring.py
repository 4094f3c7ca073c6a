"""Scoring a deal: Cavendish's worked examples (CAV-D) and Laws 18, 61-69."""

from __future__ import annotations

from dataclasses import replace

from piquet_core.cards import Card, Hand, Rank, Seat, Suit
from piquet_core.declarations import Sequence, declare_all
from piquet_core.scoring import Category, score_deal
from piquet_core.variants import AU_CENT, RUBICON, PiqueOrder

from .helpers import play_out

C = Card.parse
H = Hand.parse

# Cavendish, Description of the Game, "Example": hands after the exchange, and the play.
EXAMPLE_A = H("AS JS 9S 8S AH KH QH JH 8H JC 9C KD")
EXAMPLE_B = H("QS 10S 10H AC KC QC 10C AD QD JD 10D 7D")
EXAMPLE_TRICKS = [
    (C(a), C(b))
    for a, b in (t.split() for t in [
        "AH 10H", "KH 7D", "QH 10D", "JH JD", "8H QD", "KD AD",
        "AC 9C", "KC JC", "QC 8S", "10C 9S", "QS AS", "JS 10S",
    ])
]  # fmt: skip


def test_cavendish_example_deal() -> None:
    """CAV-D "Example": A writes 28, B 23; every running total as the players count aloud."""
    d = score_deal(EXAMPLE_A, EXAMPLE_B, tricks=EXAMPLE_TRICKS)
    assert d.seats.elder.to_dict() == {
        "carte_blanche": 0, "point": 5, "sequences": 4, "sets": 0, "play": 9, "cards": 10,
        "pique": 0, "repique": 0, "total": 28}  # fmt: skip
    assert d.seats.younger.to_dict() == {
        "carte_blanche": 0, "point": 0, "sequences": 0, "sets": 17, "play": 6, "cards": 0,
        "pique": 0, "repique": 0, "total": 23}  # fmt: skip
    # "Five and four are nine" ... "Ten" ... "Four tens fourteen, three queens seventeen"
    said_a = [e.totals.elder for e in d.events if e.seat is Seat.ELDER]
    said_b = [e.totals.younger for e in d.events if e.seat is Seat.YOUNGER]
    assert said_a == [5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 28]
    assert said_b == [14, 17, 18, 19, 20, 21, 22, 23]
    assert d.events[0].detail == "point of five (49) in hearts"
    assert d.events[1].detail == "quart major in hearts"
    assert d.events[1].item == Sequence(Suit.HEARTS, 4, Rank.ACE)  # to name it in any language


def test_per_seat_values_are_indexed_by_seat() -> None:
    """Every per-seat value of the score reads the same by Seat, by name and by attribute, and
    each is the seat's own: Cavendish's example, A elder (28) and B younger (23)."""
    d = score_deal(EXAMPLE_A, EXAMPLE_B, tricks=EXAMPLE_TRICKS)
    assert d.play is not None
    for seat, hand, total, won in (
        (Seat.ELDER, EXAMPLE_A, 28, 7),
        (Seat.YOUNGER, EXAMPLE_B, 23, 5),
    ):
        mine = d.seats[seat]
        assert mine is d.seats[seat.value] is d.seat(seat.value) and mine.total == total
        assert d.comparison.declared[seat] == declare_all(hand)
        assert sum(r.score(seat) for r in (d.comparison.point, d.comparison.sequences,
                                           d.comparison.sets)) == mine.declarations  # fmt: skip
        assert d.play.tricks_won[seat] == won == sum(t.winner is seat for t in d.play.tricks)
        assert d.play.play_points[seat] == mine.play
        assert d.events[-1].totals[seat] == total


def test_cavendish_repique_point_quint_quatorze() -> None:
    """CAV-D: point, quint and quatorze, all good: 5 + 15 + 14 = 34, "Ninety-four" (Law 68)."""
    elder = H("AS KS QS JS 10S AH AD AC 8H 7H 8D 7C")
    younger = H("9S 8S KH QH 10H 9H KD QD 10D KC QC 10C")
    d = score_deal(elder, younger)
    assert d.seats.elder.repique == 60 and d.seats.elder.declarations + d.seats.elder.repique == 94
    assert d.seats.elder.pique == 0 and d.seats.younger.total == 0


def test_cavendish_point_not_good_saves_repique() -> None:
    """CAV-D: quint, tierce, quatorze (32 in hand) but the point not good: no repique."""
    elder = H("AS KS QS JS 10S AH AD AC 9H 8H 7H 9D")
    younger = H("KD QD JD 10D 8D 7D KH QH JH 10H 9S 8S")  # six diamonds beat five spades
    d = score_deal(elder, younger)
    assert d.seats.younger.point == 6
    assert d.seats.elder.sequences == 18 and d.seats.elder.sets == 14
    assert d.seats.elder.repique == 0 and d.seats.elder.pique == 0
    # PAGAT's chronological order for pique: elder's 32 is made before younger's point
    pagat = replace(RUBICON, name="pagat", pique_order=PiqueOrder.CHRONOLOGICAL)
    d2 = score_deal(elder, younger, variant=pagat)
    assert d2.seats.elder.pique == 30 and d2.seats.elder.repique == 0


def test_cavendish_pique_example() -> None:
    """CAV-D: quint major good for point and sequence, three aces: 23, then leads to 30."""
    elder = H("AS KS QS JS 10S AH 8H AD 8D 7D 9C 7C")
    younger = H("9S 8S 7S KH QH 10H 7H KD JD 9D QC JC")
    tricks = play_out(elder, younger)
    d = score_deal(elder, younger, tricks=tricks)
    assert d.seats.elder.declarations == 23
    assert d.seats.elder.pique == 30 and d.seats.elder.repique == 0
    pique = next(e for e in d.events if e.category is Category.PIQUE)
    assert pique.trick == 7 and pique.totals.elder == 60  # "instead of counting Thirty, Sixty"


def test_cavendish_three_tens_save_pique() -> None:
    """CAV-D: huitième (26) and tierce (3) then a lead makes 30, but B's three tens, reckoning
    in order before the point made in play, save the pique (Law 67)."""
    elder = H("AS KS QS JS 10S 9S 8S 7S KH QH JH 9D")
    younger = H("10H 10D 10C AH 9H 8H 7H AD 8D 7D 9C KC")
    tricks = play_out(elder, younger)
    d = score_deal(elder, younger, tricks=tricks)
    assert d.seats.elder.point == 8 and d.seats.elder.sequences == 21 and d.seats.younger.sets == 3
    assert d.seats.elder.pique == 0
    # chronologically (PAGAT) the lead comes before younger's tens: a pique
    pagat = replace(RUBICON, pique_order=PiqueOrder.CHRONOLOGICAL)
    assert score_deal(elder, younger, tricks=tricks, variant=pagat).seats.elder.pique == 30


def test_cavendish_capot_does_not_count_toward_pique() -> None:
    """CAV-D / Law 69: 13 in hand, 13 in play = 26, capot 40: 66 and no pique."""
    elder = H("AS KS QS JS 8S AH KH JH 10H 8H 7H AD")
    younger = H("10S 9S 7S QH 9H KD QD 10D 8D KC 10C 9C")
    tricks = play_out(elder, younger)
    d = score_deal(elder, younger, tricks=tricks)
    assert (d.seats.elder.point, d.seats.elder.sequences, d.seats.elder.sets) == (6, 4, 3)
    assert d.seats.elder.play == 13 and d.seats.elder.cards == 40 and d.capot is Seat.ELDER
    assert d.seats.elder.pique == 0 and d.seats.elder.total == 66


def test_law_18_carte_blanche_counts_toward_repique() -> None:
    """CAV-D: carte blanche, then point and quint good after the exchange: a repique."""
    dealt = H("AS 10S 9S 8S 7S AH 10H 9H AD 10D 9C 8C")
    elder = H("AS JS 10S 9S 8S 7S 9C 8C 7C QD 7H 8H")
    younger = H("KH QH JH 10H AC KC QC 10C 9D 8D 7D AD")
    d = score_deal(elder, younger, elder_dealt=dealt)
    assert (
        d.seats.elder.carte_blanche == 10
        and d.seats.elder.point == 6
        and d.seats.elder.sequences == 18
    )
    assert d.seats.elder.repique == 60
    assert d.events[0].category is Category.CARTE_BLANCHE


def test_carte_blanche_saves_repique() -> None:
    """Law 18: carte blanche scores first and so saves a repique."""
    elder = H("AS KS QS JS 10S AH AD AC 8H 7H 8D 7C")
    younger_dealt = H("9S 8S 10H 9H 10D 9D 7D 10C 9C 8C 7S AS")
    younger = H("9S 8S KH QH 10H 9H KD QD 10D KC QC 10C")
    d = score_deal(elder, younger, younger_dealt=younger_dealt)
    assert d.seats.younger.carte_blanche == 10 and d.seats.elder.repique == 0


def test_equalities_block_nothing() -> None:
    """CAV-D: "A has point equal, quint and quatorze, both good, and leads a card. He wins
    a pique"."""
    elder = H("KS QS JS 10S 9S JH JD JC 7H 7D 8D 7C")  # spades: five cards, 49
    younger = H("AH KH QH 10H 8H AS 8S 7S AD 9D KC 9C")  # hearts: five cards, 49
    tricks = play_out(elder, younger)
    d = score_deal(elder, younger, tricks=tricks)
    assert d.comparison.point.equal
    assert d.seats.elder.sequences == 15 and d.seats.elder.sets == 14
    assert d.seats.elder.pique == 30


def test_younger_can_repique() -> None:
    """CAV-D "Scoring": younger's hand reckons before elder's lead: younger can repique."""
    elder = H("9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 10S")
    younger = H("AH KH QH JH 10H AS AD AC KS QS JS 7C")
    d = score_deal(elder, younger)
    assert d.seats.younger.repique == 60 and d.seats.elder.total == 0


def test_au_cent_younger_can_pique() -> None:
    """Only elder piques au cent: "If the elder hand scores, in hand and play, thirty or more
    before his adversary counts anything" (CAV-D); S000's "ere the other has told anything",
    read as giving it to either, is the switch ``younger_may_pique``: low leads score nothing,
    so younger can then pique; in Rubicon the elder's first lead always stops it (CAV-D)."""
    elder = H("9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C")
    younger = H("AS KS QS JS AH AD AC KH QD JC 10H 10D")
    tricks = play_out(elder, younger)
    d = score_deal(elder, younger, tricks=tricks, variant=AU_CENT)
    assert d.seats.younger.declarations == 22 and d.seats.younger.repique == 0
    assert d.seats.younger.pique == 0
    either = replace(AU_CENT, younger_may_pique=True)
    assert score_deal(elder, younger, tricks=tricks, variant=either).seats.younger.pique == 30
    assert d.seats.elder.play == 0
    d2 = score_deal(elder, younger, tricks=tricks)  # Rubicon: the low lead scores one
    assert d2.seats.elder.play >= 1 and d2.seats.younger.pique == 0
