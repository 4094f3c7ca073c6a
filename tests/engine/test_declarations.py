"""Declarations (Laws of Piquet, ed. Cavendish, Laws 18, 61-64; CAV-D "Calling and showing")."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import PACK, Hand, Rank, Seat, Suit
from piquet_core.declarations import (
    SUIT_BEST_RUN,
    SUIT_LENGTH,
    SUIT_PIPS,
    CardSet,
    Declared,
    Point,
    Sequence,
    all_sequences,
    all_sets,
    best_point,
    can_declare,
    compare_declared,
    compare_hands,
    declare_all,
    hand_summary,
    is_carte_blanche,
)
from piquet_core.variants import RUBICON, PointComparison, PointScore

H = Hand.parse


def test_law_62_point_longest_suit_then_pips() -> None:
    """Law 62 / CAV-D: most cards wins; equal length, higher pips; one per card."""
    p = best_point(H("AS KS JS 9S 8S AH KH QH JH 10D"))
    assert p == Point(Suit.SPADES, 5, 48)
    c = compare_hands(H("AS KS JS 9S 8S"), H("AH KH QH JH"))
    assert c.point.winner is Seat.ELDER and c.point.scores.elder == 5
    c = compare_hands(H("AS KS JS 9S 8S"), H("AH KH QH 9H 7H"))
    assert c.point.winner is Seat.ELDER  # 48 against 47
    c = compare_hands(H("AS KS JS 9S 8S"), H("AH KH QH JH 9H"))
    assert c.point.winner is Seat.YOUNGER and c.point.scores.younger == 5  # 48 against 50
    c = compare_hands(H("9S 8S 7S 10S JS AS"), H("AH KH QH JH 9H"))
    assert c.point.winner is Seat.ELDER  # six cards (55) beat five, whatever the pips


def test_law_62_equal_point_neither_scores() -> None:
    """CAV-D: "If the younger hand's point makes exactly forty-eight, he says, 'Equal'"."""
    c = compare_hands(H("AS KS JS 9S 8S"), H("AH KH QH 9H 8H"))
    assert (
        c.point.winner is None
        and c.point.equal
        and c.point.scores.elder == c.point.scores.younger == 0
    )


def test_point_pips_only_foster() -> None:
    """FOSTER: "The Point is the suit having the greatest pip value"."""
    foster = replace(RUBICON, point_comparison=PointComparison.PIPS_ONLY)
    assert best_point(H("AS KS QS JS AH KH QH JH 10H"), foster) == Point(Suit.HEARTS, 5, 51)
    c = compare_hands(H("AS KS QS JS"), H("10H 9H 8H 7H QH"), foster)
    assert c.point.winner is Seat.YOUNGER  # 44 pips in five against 41 in four


def test_point_scores_variants() -> None:
    """CAV-C: by agreement a point ending in four scores one less; S000: one per ten."""
    p = Point(Suit.SPADES, 4, 34)
    assert p.score() == 4
    assert p.score(replace(RUBICON, point_score=PointScore.PER_CARD_FOURS_LESS)) == 3
    assert p.score(replace(RUBICON, point_score=PointScore.PER_TEN_PIPS)) == 3
    per_ten = replace(RUBICON, point_score=PointScore.PER_TEN_PIPS)
    assert Point(Suit.SPADES, 5, 48).score(per_ten) == 4


@pytest.mark.parametrize(
    ("length", "score", "name"),
    [(3, 3, "tierce"), (4, 4, "quart"), (5, 15, "quint"), (6, 16, "sixième"),
     (7, 17, "septième"), (8, 18, "huitième")],
)  # fmt: skip
def test_law_63_sequence_scores(length: int, score: int, name: str) -> None:
    """Law 63: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18."""
    q = Sequence(Suit.HEARTS, length, Rank.ACE)
    assert q.score == score and q.name == f"{name} major"


def test_sequence_names_cavendish() -> None:
    """CAV-D: "tierce to a king", "tierce major", "tierce minor"."""
    assert Sequence(Suit.SPADES, 3, Rank.KING).name == "tierce to a king"
    assert Sequence(Suit.SPADES, 3, Rank.NINE).name == "tierce minor"
    assert Sequence(Suit.SPADES, 5, Rank.JACK).name == "quint minor"
    assert Sequence(Suit.SPADES, 4, Rank.QUEEN).name == "quart to a queen"


def test_all_sequences_maximal_runs() -> None:
    seqs = all_sequences(H("AS KS QS JS 10S 8S 7S 9H 8H 7H KD QD"))
    assert seqs == (Sequence(Suit.SPADES, 5, Rank.ACE), Sequence(Suit.HEARTS, 3, Rank.NINE))
    assert all_sequences(H("AS KS QS JS 10S 9S 8S 7S")) == (Sequence(Suit.SPADES, 8, Rank.ACE),)


def test_cavendish_sequence_example_winner_scores_all() -> None:
    """CAV-D: A's quart to a queen and tierce minor against B's quart to a knave: A 4 + 3."""
    a = H("QS JS 10S 9S 9H 8H 7H")
    b = H("JD 10D 9D 8D")
    c = compare_hands(a, b)
    assert (
        c.sequences.winner is Seat.ELDER
        and c.sequences.scores.elder == 7
        and c.sequences.scores.younger == 0
    )


def test_cavendish_equal_best_sequence_nullifies_all() -> None:
    """CAV-D: "The equality of the superior sequence nullifies the whole."""
    c = compare_hands(H("AS KS QS 9H 8H 7H"), H("AD KD QD"))
    assert c.sequences.winner is None and c.sequences.equal and c.sequences.scores.elder == 0


def test_law_64_quatorze_beats_trio_cavendish_example() -> None:
    """CAV-D: A has four tens and three knaves; B, three aces. A scores 14 + 3."""
    a = H("10S 10H 10D 10C JS JH JD")
    b = H("AS AH AD")
    c = compare_hands(a, b)
    assert c.sets.winner is Seat.ELDER and c.sets.scores.elder == 17 and c.sets.scores.younger == 0
    assert all_sets(a) == (CardSet(Rank.TEN, 4), CardSet(Rank.JACK, 3))
    assert CardSet(Rank.TEN, 4).name == "four tens" and CardSet(Rank.JACK, 3).score == 3


def test_law_64_no_sets_below_tens() -> None:
    """CAV-D: "Quatorzes or trios of cards smaller than tens are of no value"."""
    assert all_sets(H("9S 9H 9D 9C 8S 8H 8D")) == ()


def test_law_18_carte_blanche() -> None:
    """Law 18: a dealt hand of twelve without king, queen or knave; aces and tens allowed."""
    assert is_carte_blanche(H("AS 10S 9S 8S 7S AH 10H 9H AD 10D 9C 8C"))
    assert not is_carte_blanche(H("AS 10S 9S 8S 7S AH 10H 9H AD 10D 9C JC"))
    assert not is_carte_blanche(H("AS 10S 9S"))  # fewer than twelve


def test_sinking_compare_declared() -> None:
    """CAV-S Ex. III: if A sinks his three aces, B reckons his (inferior) three tens."""
    a_full = declare_all(H("AS AH AD 7S"))
    a_sunk = Declared(point=a_full.point, sequences=a_full.sequences, sets=())
    b = declare_all(H("10S 10H 10D"))
    assert compare_declared(a_full, b).sets.winner is Seat.ELDER
    sunk = compare_declared(a_sunk, b)
    assert sunk.sets.winner is Seat.YOUNGER and sunk.sets.scores.younger == 3


def test_can_declare() -> None:
    h = H("AS KS JS 9S 8S AH AD AC")
    assert can_declare(h, Point(Suit.SPADES, 5, 48))
    assert can_declare(h, Point(Suit.SPADES, 4, 38))  # sinking: A J 9 8 called as four cards
    assert not can_declare(h, Point(Suit.SPADES, 4, 41))  # at most A K J 9 = 40
    assert not can_declare(h, Point(Suit.SPADES, 6, 50))
    assert can_declare(h, CardSet(Rank.ACE, 3)) and can_declare(h, CardSet(Rank.ACE, 4))
    assert not can_declare(h, Sequence(Suit.SPADES, 3, Rank.ACE))


def _naive_keys(hand: Hand) -> tuple[int, int, int]:
    point = 0
    seq = 0
    for suit in Suit:
        cards = [c for c in hand if c.suit is suit]
        if cards:
            point = max(point, len(cards) << 8 | sum(c.pips for c in cards))
        ranks = sorted(c.rank for c in cards)
        for i, j in itertools.combinations(range(len(ranks) + 1), 2):
            run = ranks[i:j]
            if len(run) >= 3 and all(b - a == 1 for a, b in itertools.pairwise(run)):
                seq = max(seq, len(run) << 4 | int(run[-1]))
    sets = 0
    for rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE):
        n = sum(1 for c in hand if c.rank is rank)
        if n >= 3:
            sets = max(sets, n << 4 | int(rank))
    return point, seq, sets


@settings(deadline=None)
@given(st.sets(st.sampled_from(PACK), min_size=0, max_size=12).map(Hand))
def test_property_fast_keys_match_naive(hand: Hand) -> None:
    """The keys of the table-driven summary against a plain count of the cards (Laws 62-64)."""
    assert hand_summary(hand.mask)[::2] == _naive_keys(hand)
    d = declare_all(hand)
    best = max((q.length << 4 | int(q.top) for q in d.sequences), default=0)
    assert best == hand_summary(hand.mask)[2]
    assert SUIT_BEST_RUN[0] == 0


def _compositions(length: int, pips: int) -> set[tuple[str, ...]]:
    """The kinds of cards (7, 8, 9, tenth card, ace) of every suit mask with these figures."""
    kind = ("7", "8", "9", "tenth", "tenth", "tenth", "tenth", "ace")  # bit i = rank 7 + i
    return {
        tuple(kind[i] for i in range(8) if m >> i & 1)
        for m in range(256)
        if SUIT_LENGTH[m] == length and SUIT_PIPS[m] == pips
    }


def test_cavendish_table_of_points_calling() -> None:
    """CAV-S "Calling the point": "A point of forty-eight must contain eight, and four tenth
    cards; eight, nine, two tenth cards, and an ace; or seven, three tenth cards, and an ace.
    Fifty can only be made in one way, viz., with nine, three tenth cards, and an ace."."""
    assert _compositions(5, 48) == {
        ("8", "tenth", "tenth", "tenth", "tenth"),
        ("8", "9", "tenth", "tenth", "ace"),
        ("7", "tenth", "tenth", "tenth", "ace"),
    }
    assert _compositions(5, 50) == {("9", "tenth", "tenth", "tenth", "ace")}
    # "A point of 34 must contain 7, 8, 9, and a tenth card"
    assert _compositions(4, 34) == {("7", "8", "9", "tenth")}
    # the best point is 51 (quint major), the worst four-card point 34
    assert max(SUIT_PIPS[m] for m in range(256) if SUIT_LENGTH[m] == 5) == 51


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(PACK), min_size=0, max_size=13, unique=True),
    st.sampled_from(["rubicon", "au-cent", "russian", "pips"]),
)
def test_hand_summary_is_declare_all_in_integers(cards: list, name: str) -> None:
    """The bots' and the fast replay's integer summary (declarations.hand_summary) is
    declare_all's answer, key for key and score for score: a differential test of the one
    fast path the rules keep beside the objects."""
    from piquet_core.declarations import declare_all, hand_summary
    from piquet_core.variants import variant_by_name

    variant = (
        replace(RUBICON, point_comparison=PointComparison.PIPS_ONLY)
        if name == "pips"
        else variant_by_name(name)
    )
    hand = Hand(cards)
    d = declare_all(hand, variant)
    point = (d.point.order_key(variant), d.point.score(variant)) if d.point else (0, 0)
    seqs = (max((q.order_key for q in d.sequences), default=0), sum(q.score for q in d.sequences))
    sets = (max((c.order_key for c in d.sets), default=0), sum(c.score for c in d.sets))
    assert hand_summary(hand.mask, variant) == (*point, *seqs, *sets)
