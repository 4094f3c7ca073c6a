"""Exact odds: de Moivre's five problems (seed 000), Cavendish's "Calculations"
(Laws of Piquet, Discarding), carte blanche (Cavendish, Law 18) and the exchange (Laws 21-34).

Each exact value is also checked by a different method: brute-force enumeration of the draws,
a sequential product, or a count over the talon's positions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from itertools import combinations
from math import comb, prod

import pytest

from piquet_core import odds
from piquet_core.cards import PACK, Hand, Rank, Seat
from piquet_core.deal import DealState, Discard
from piquet_core.errors import PiquetError
from piquet_core.odds import Agreement, Draw, Odds, OddsError, PrintedOdds

# --- de Moivre (seed 000) -------------------------------------------------------------------


def _enumerate(pool: int, drawn: int, success: Callable[..., object]) -> Fraction:
    """Brute force: every set of ``drawn`` of the cards 0..pool-1."""
    hits = total = 0
    for draw in combinations(range(pool), drawn):
        total += 1
        hits += bool(success(set(draw)))
    return Fraction(hits, total)


ACES = {0, 1, 2, 3}
KINGS = {4, 5, 6, 7}


def test_problem_1_dealer_takes_an_ace_in_three() -> None:
    r = odds.de_moivre(1)
    assert r.probability == _enumerate(20, 3, lambda d: d & ACES) == Fraction(29, 57)
    assert r.odds == Odds(against=28, in_favour=29)
    assert r.agreement is Agreement.EXACT and r.agrees and r.explanation is None


def test_problem_2_elder_takes_an_ace_in_five() -> None:
    r = odds.de_moivre(2)
    assert r.probability == _enumerate(20, 5, lambda d: d & ACES) == Fraction(232, 323)
    assert str(r.odds) == "232 to 91 on"
    assert r.verdicts == (Agreement.EXACT, Agreement.ROUNDED)  # "or 5 to 2, nearly"


def test_problem_3_elder_takes_an_ace_and_a_king() -> None:
    r = odds.de_moivre(3)
    brute = _enumerate(20, 5, lambda d: d & ACES and d & KINGS)
    assert r.probability == brute == Fraction(315, 646)
    assert str(r.odds) == "331 to 315 against"
    assert r.verdicts == (Agreement.EXACT, Agreement.ROUNDED)  # "or 21 to 20 nearly"


def test_problem_4_carte_blanche() -> None:
    r = odds.de_moivre(4)
    sequential = prod(Fraction(20 - i, 32 - i) for i in range(12))  # card by card, no court card
    assert r.probability == odds.carte_blanche() == sequential
    assert r.odds == Odds(578633, 323)
    assert 1791 < r.odds.ratio() < 1792  # "1791 to 1 nearly"
    assert r.agreement is Agreement.ROUNDED


def test_carte_blanche_either_player() -> None:
    # both at once would need 24 of the 20 non-court cards: the events are exclusive
    both = Fraction(comb(20, 12) * comb(8, 12), comb(32, 12) * comb(20, 12))
    assert both == 0
    assert odds.carte_blanche_either() == 2 * odds.carte_blanche()


def test_problem_5_hands_essentially_different() -> None:
    r = odds.de_moivre(5)
    assert r.total == comb(32, 12) == r.printed_total == 225_792_840
    assert r.count == 9_662_590
    assert r.count == odds.suit_classes_by_patterns()
    assert r.agreement is Agreement.DIFFERS and not r.agrees
    assert r.explanation is not None and "28,957,278" in r.explanation
    assert odds.de_moivre_pattern_count() == 28_957_278
    assert r.printed_count is not None and r.printed_count - 28_957_278 == 10_000


def test_problems_come_in_order_and_bad_number_is_refused() -> None:
    assert [r.number for r in odds.de_moivre_problems()] == [1, 2, 3, 4, 5]
    with pytest.raises(OddsError, match="1 to 5, not 6"):
        odds.de_moivre(6)


# --- counting hands up to the suits: three methods -----------------------------------------


def _orbits_brute(suits: int, ranks: int, hand: int) -> int:
    """Canonical form: the smallest relabelling of the hand over all suit permutations."""
    from itertools import permutations

    perms = list(permutations(range(suits)))
    seen = set()
    for cards in combinations(range(suits * ranks), hand):
        seen.add(
            min(tuple(sorted(p[c // ranks] * ranks + c % ranks for c in cards)) for p in perms)
        )
    return len(seen)


@pytest.mark.parametrize(
    ("suits", "ranks", "hand"), [(4, 3, 5), (3, 4, 4), (4, 4, 6), (2, 5, 5), (4, 2, 4)]
)
def test_burnside_agrees_with_brute_force_on_small_packs(suits: int, ranks: int, hand: int) -> None:
    brute = _orbits_brute(suits, ranks, hand)
    assert odds.suit_classes(hand, suits=suits, ranks=ranks) == brute
    assert odds.suit_classes_by_patterns(hand, suits=suits, ranks=ranks) == brute


@pytest.mark.parametrize(("suits", "ranks", "hand"), [(4, 3, 5), (4, 4, 6), (3, 5, 6)])
def test_de_moivre_pattern_count_is_hands_with_suits_by_falling_length(
    suits: int, ranks: int, hand: int
) -> None:
    def falling(cards: tuple[int, ...]) -> bool:
        lengths = [sum(1 for c in cards if c // ranks == s) for s in range(suits)]
        return lengths == sorted(lengths, reverse=True)

    brute = sum(falling(c) for c in combinations(range(suits * ranks), hand))
    assert odds.de_moivre_pattern_count(hand, suits=suits, ranks=ranks) == brute


def test_burnside_lower_bound() -> None:
    # every orbit has at most 24 hands
    assert odds.suit_classes() * 24 >= comb(32, 12)


# --- Cavendish, Discarding: Calculations ------------------------------------------------------


def test_cavendish_table_computed() -> None:
    rows = {c.label: c for c in odds.cavendish_exchange_odds()}
    assert len(rows) == 18
    assert rows["elder hand takes in one named card"].probability == Fraction(1, 4)
    assert rows["elder hand takes in five named cards"].odds == Odds(15503, 1)
    assert rows["younger hand takes in one named card"].odds == Odds(17, 3)
    assert rows["younger hand takes in three named cards"].odds == Odds(1139, 1)
    younger_4 = rows["younger hand takes in one card (at least) of four named cards"]
    assert younger_4.odds == odds.de_moivre(1).odds  # Cavendish's 29 to 28 is de Moivre's
    for c in rows.values():  # brute force: every draw of the cards 0..19, named = 0..m-1
        assert c.draw is not None
        (named,), (k,) = c.draw.groups, c.draw.need
        assert c.draw.drawn == (5 if c.label.startswith("elder") else 3)
        wanted = set(range(named))
        assert c.probability == _enumerate(
            20, c.draw.drawn, lambda d, w=wanted, k=k: len(d & w) >= k
        )


def test_cavendish_three_of_four_elder_is_the_one_misprint() -> None:
    differing = [c for c in odds.cavendish_exchange_odds() if c.agreement is Agreement.DIFFERS]
    assert [c.label for c in differing] == [
        "elder hand takes in three cards (at least) of four named cards"
    ]
    (c,) = differing
    assert c.odds == Odds(938, 31)  # 15008 to 496 reduced
    # "32 to 1" is C(20,5) / (ways of exactly three) = 15504 / 480 = 32.3: chances, not odds
    assert Fraction(comb(20, 5), 4 * comb(16, 2)) > 32
    assert c.explanation is not None and "exactly" in c.explanation and "one in" in c.explanation
    assert c.reading is not None and c.reading.code == "exactly_chances"
    assert c.reading.value == Fraction(15504, 480)
    assert all(r.reading is None for r in odds.cavendish_exchange_odds() if r.label != c.label)


def test_cavendish_text_odds() -> None:
    checks = odds.cavendish_text_odds()
    assert all(
        c.agrees if hasattr(c, "agrees") else c.agreement is not Agreement.DIFFERS for c in checks
    )
    assert checks[0].odds == odds.de_moivre(3).odds  # "33 to 31": de Moivre's 331 to 315
    assert checks[1].odds == Odds(15, 4)  # younger: "4 to 1 against"
    assert checks[-1].odds == Odds(57, 74)  # "74 to 57 in favour of leaving a card"


# --- the exchange -------------------------------------------------------------------------


@pytest.mark.parametrize("elder_takes", [1, 2, 3, 4, 5])
@pytest.mark.parametrize(("named", "k"), [(1, 1), (2, 1), (3, 2), (4, 1)])
def test_younger_draw_by_talon_positions(elder_takes: int, named: int, k: int) -> None:
    """Younger takes talon positions elder_takes..7 (elder's leftovers, then the bottom three).

    Condition on how many named cards are in the talon (8 of the 20 unseen), then on their
    positions: the law of total probability must give the direct hypergeometric answer."""
    t = 8 - elder_takes
    total = sum(
        odds.hypergeometric(20, named, 8, j) * odds.at_least(8, j, t, k) for j in range(named + 1)
    )
    assert odds.younger_takes_in(named, k, elder_takes=elder_takes) == total


def _through_the_deal(seat: Seat, elder_takes: int, takes: int, k: int) -> Fraction:
    """P(``seat``, holding no ace, holds at least ``k`` aces after taking ``takes`` cards),
    counted over every set of cards he can draw, the deal state machine making the exchange
    (each draws from the top, elder first: Laws 23, 34). The other cards are placed in a
    fixed order: to the player, only which of his 20 unseen cards he draws matters."""
    hand = [c for c in PACK if c.rank is not Rank.ACE][:12]
    unseen = [c for c in PACK if c not in hand]
    first = 0 if seat is Seat.ELDER else elder_takes  # his draw: talon positions first...
    hits = total = 0
    for drawn in combinations(unseen, takes):
        rest = [c for c in unseen if c not in drawn]
        talon = rest[12 : 12 + first] + list(drawn) + rest[12 + first :]
        other = Hand(rest[:12])
        elder, younger = (Hand(hand), other) if seat is Seat.ELDER else (other, Hand(hand))
        state = DealState.from_hands(elder, younger, talon)
        state = state.apply(Discard(Hand(list(elder)[:elder_takes])))
        n_younger = takes if seat is Seat.YOUNGER else 1
        state = state.apply(Discard(Hand(list(younger)[:n_younger])))
        after = state.hands_after[seat]
        assert after is not None
        total += 1
        hits += sum(1 for c in after if c.rank is Rank.ACE) >= k
    return Fraction(hits, total)


@pytest.mark.parametrize(
    ("seat", "elder_takes", "takes", "k"),
    [(Seat.ELDER, 3, 3, 1), (Seat.ELDER, 2, 2, 2), (Seat.YOUNGER, 5, 3, 1),
     (Seat.YOUNGER, 3, 2, 1), (Seat.YOUNGER, 4, 4, 2)],
)  # fmt: skip
def test_exchange_odds_agree_with_the_deal(
    seat: Seat, elder_takes: int, takes: int, k: int
) -> None:
    """A differential test of the odds' model of the exchange against the engine's deal: the
    chance of taking in aces, hypergeometric on the 20 unseen cards, is the count over every
    draw the deal state machine can give."""
    if seat is Seat.ELDER:
        exact = odds.elder_takes_in(4, k, takes=takes)
    else:
        exact = odds.younger_takes_in(4, k, elder_takes=elder_takes, takes=takes)
    assert exact == _through_the_deal(seat, elder_takes, takes, k)


def test_exchange_limits_are_the_deals() -> None:
    """The most cards each may take in the odds are the deal's legal exchange counts (Laws
    21, 34): elder five, younger all that elder left."""
    state = DealState.new(1)
    assert max(state.exchange_counts(Seat.ELDER)) == odds.ELDER_DRAW == 5
    for elder_takes in sorted(state.exchange_counts(Seat.ELDER)):
        after = state.apply(Discard(Hand(list(state.hand(Seat.ELDER))[:elder_takes])))
        most = max(after.exchange_counts(Seat.YOUNGER))
        odds.younger_takes_in(1, elder_takes=elder_takes, takes=most)  # allowed
        with pytest.raises(OddsError):
            odds.younger_takes_in(1, elder_takes=elder_takes, takes=most + 1)
        if elder_takes == odds.ELDER_DRAW:
            assert most == odds.YOUNGER_DRAW == 3


def test_exchange_defaults() -> None:
    assert odds.elder_takes_in(1) == Fraction(5, 20)
    assert odds.younger_takes_in(1) == Fraction(3, 20)
    assert odds.younger_takes_in(1, elder_takes=3) == Fraction(5, 20)
    assert odds.younger_takes_in(1, elder_takes=3, takes=2) == Fraction(2, 20)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: odds.elder_takes_in(1, takes=6), "elder takes 0 to 5 cards, not 6"),
        (lambda: odds.younger_takes_in(1, elder_takes=5, takes=4), "0 to 3 cards, not 4"),
        (lambda: odds.hypergeometric(20, 21, 3, 1), r"wanted cards \(21\)"),
        (lambda: odds.at_least(20, 4, 25), r"cards drawn \(25\)"),
        (lambda: odds.at_least(20, 4, 5, -1), "at least -1"),
        (lambda: Odds.of(Fraction(3, 2)), "3/2 is not a probability"),
    ],
)
def test_bad_questions_get_one_line_errors(call: object, message: str) -> None:
    with pytest.raises(OddsError, match=message) as info:
        call()  # type: ignore[operator]
    assert "\n" not in str(info.value)


# --- comparing printed odds -----------------------------------------------------------------


def test_compare_rules() -> None:
    exact = Odds.of(Fraction(232, 323))
    assert odds.compare(exact, PrintedOdds(232, 91, True)) is Agreement.EXACT
    assert odds.compare(exact, PrintedOdds(5, 2, True)) is Agreement.ROUNDED
    assert odds.compare(exact, PrintedOdds(3, 1, True)) is Agreement.ROUNDED  # nearest whole
    assert odds.compare(exact, PrintedOdds(4, 1, True)) is Agreement.DIFFERS
    assert odds.compare(exact, PrintedOdds(5, 2, False)) is Agreement.DIFFERS


def test_explain_finds_a_changed_pool() -> None:
    draw = Draw(20, 5, (1,), (1,))
    wrong = Odds.of(Draw(21, 5, (1,), (1,)).probability())  # 16 to 5
    note = odds.explain(draw, PrintedOdds(wrong.against, wrong.in_favour, False))
    assert note is not None and "a pool of 21" in note
    reading = odds.find_reading(draw, PrintedOdds(wrong.against, wrong.in_favour, False))
    assert reading == odds.Reading("pool", "a pool of 21 unseen cards", Fraction(16, 5), 21)
    assert odds.explain(draw, PrintedOdds(3, 1, False)) is None


def test_take_in_chance_with_engine_cards() -> None:
    """Cavendish, Calculations: elder with a quart major (spades) and two other aces takes in
    the ten of spades or the fourth ace: "only 5 to 4 against him"."""
    from piquet_core.cards import parse_cards, parse_hand

    hand = parse_hand("AS KS QS JS AH AD 9H 8H 7H 9C 8C 7D")
    wanted = parse_cards("10S AC")
    p = odds.take_in_chance(hand, wanted, "elder")
    assert Odds.of(p) == Odds(21, 17)
    assert odds.compare(Odds.of(p), PrintedOdds(5, 4, False)) is Agreement.ROUNDED
    aces = parse_cards("AS AH AD AC")
    no_ace = parse_hand("KS QS JS 10S KH QH 9H 8H 7H 9C 8C 7D")
    assert odds.take_in_chance(no_ace, aces, "elder") == odds.de_moivre(2).probability
    assert odds.take_in_chance(hand, aces, "elder", 3) == 1  # already holds three aces
    assert odds.take_in_chance(hand, aces, "younger", 4) == Fraction(3, 20)
    assert odds.take_in_chance(hand, aces, Seat.YOUNGER, 4) == Fraction(3, 20)
    with pytest.raises(PiquetError, match="not a seat: 'dealer'"):  # as_seat, as everywhere
        odds.take_in_chance(hand, aces, "dealer")
    with pytest.raises(OddsError, match="12 cards, not 3"):
        odds.take_in_chance(parse_cards("AS KS QS"), aces, "elder")


def test_results_serialise_for_the_site() -> None:
    import json

    data = json.dumps([r.to_dict() for r in odds.de_moivre_problems()])
    assert '"probability": "29/57"' in data and '"count": 9662590' in data
    assert json.dumps([c.to_dict() for c in odds.cavendish_exchange_odds()])


@pytest.mark.parametrize(
    ("build", "argument"),
    [
        (lambda: Odds(-1, 5), "against"),
        (lambda: Odds(3, "5"), "in_favour"),
        (lambda: replace(Odds(3, 5), against=True), "against"),
        (lambda: PrintedOdds(3, -2, True), "second"),
        (lambda: PrintedOdds(3, 2, "on"), "on"),
        (lambda: replace(PrintedOdds(3, 2, True), nearly=1), "nearly"),
        (lambda: Draw(20, 21, (3,), (1,)), "drawn"),
        (lambda: Draw(20, 5, (3,), (4,)), "need"),
        (lambda: Draw(-1, 0, (), ()), "pool"),
        (lambda: replace(Draw(20, 5, (3,), (1,)), groups=(3, -1)), "groups"),
    ],
)
def test_odds_values_check_themselves(build: Callable[[], object], argument: str) -> None:
    """Odds, printed odds and draws refuse a bad field however they are built (keywords,
    ``dataclasses.replace``), with a PiquetError naming the field."""
    with pytest.raises(PiquetError, match=f"^{argument}: "):
        build()


def test_odds_questions_that_describe_nothing_are_refused() -> None:
    nothing = (
        lambda: Odds(0, 0),
        lambda: PrintedOdds(0, 0, False),
        lambda: Draw(20, 5, (3, 2), (1,)),
        lambda: Draw(5, 2, (3, 3), (1, 1)),
    )
    for build in nothing:
        with pytest.raises(OddsError):
            build()
    assert Draw(20, 5, [3], [1]) == Draw(20, 5, (3,), (1,))  # a list is read as a tuple
