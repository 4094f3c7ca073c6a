"""The end-of-play solver: exact on small endings, checked against brute-force minimax.

The brute force plays out every legal sequence of cards with the engine's own trick scoring
(:func:`piquet_core.play.score_tricks`, Law 65; :func:`piquet_core.play.cards_score`,
Law 66), no pruning, no table, no equivalent cards.
"""

from __future__ import annotations

import random

import pytest

from piquet_core.bots.solver import OutOfBudget, Solver, best_card, solve, solve_sampled
from piquet_core.cards import PACK, Card, Hand, Seat
from piquet_core.play import Trick, cards_score, legal_follows, score_tricks
from piquet_core.variants import AU_CENT, RUBICON, Variant


def _minimax(elder: Hand, younger: Hand, leader: Seat, prior: list[Trick], variant: Variant) -> int:
    if not elder and not younger:
        res = score_tricks(prior, variant)
        return (res.play_points.elder - res.play_points.younger) + (
            cards_score(res.tricks_won.elder) - cards_score(res.tricks_won.younger)
        )
    hands = {Seat.ELDER: elder, Seat.YOUNGER: younger}
    lead_values = []
    for lead in hands[leader]:
        follow_values = []
        for follow in legal_follows(hands[leader.other], lead):
            trick = Trick(len(prior) + 1, leader, lead, follow)
            rest = dict(hands)
            rest[leader] = rest[leader] - Hand([lead])
            rest[leader.other] = rest[leader.other] - Hand([follow])
            follow_values.append(
                _minimax(
                    rest[Seat.ELDER], rest[Seat.YOUNGER], trick.winner, [*prior, trick], variant
                )
            )
        pick = max if leader.other is Seat.ELDER else min
        lead_values.append(pick(follow_values))
    return (max if leader is Seat.ELDER else min)(lead_values)


def _ending(seed: int, n: int) -> tuple[Hand, Hand, list[Trick], Seat]:
    """A random ending of ``n`` tricks, after 12 - n filler tricks (elder won ``seed % 7``)."""
    rng = random.Random(seed)
    cards = rng.sample(PACK, 2 * n)
    filler_cards = [c for c in PACK if c not in cards][: 2 * (12 - n)]
    won = seed % (13 - n)
    prior = []
    for i in range(12 - n):  # filler tricks: each won by its leader, by construction
        a, b = filler_cards[2 * i], filler_cards[2 * i + 1]
        hi, lo = (a, b) if a.index > b.index else (b, a)
        leader = Seat.ELDER if i < won else Seat.YOUNGER
        if hi.suit is lo.suit:
            prior.append(Trick(i + 1, leader, hi, lo))
        else:
            prior.append(Trick(i + 1, leader, a, b))
    leader = Seat.ELDER if seed % 2 else Seat.YOUNGER
    return Hand(cards[:n]), Hand(cards[n:]), prior, leader


def _prior_value(prior: list[Trick], variant: Variant) -> int:
    # the points of the filler tricks themselves (no last trick among them)
    res = score_tricks(prior, variant)
    return res.play_points.elder - res.play_points.younger


@pytest.mark.parametrize("variant", [RUBICON, AU_CENT])
@pytest.mark.parametrize("seed", range(12))
def test_solver_matches_brute_force(seed: int, variant: Variant) -> None:
    n = 1 + seed % 4
    elder, younger, prior, leader = _ending(seed, n)
    brute = _minimax(elder, younger, leader, prior, variant) - _prior_value(prior, variant)
    elder_tricks = sum(1 for t in prior if t.winner is Seat.ELDER)
    got = solve(elder, younger, leader, elder_tricks=elder_tricks, played=12 - n, variant=variant)
    assert got == brute


@pytest.mark.parametrize("seed", range(6))
def test_move_values_agree_with_solve(seed: int) -> None:
    elder, younger, prior, leader = _ending(100 + seed, 5)
    elder_tricks = sum(1 for t in prior if t.winner is Seat.ELDER)
    s = Solver()
    hand = elder if leader is Seat.ELDER else younger
    values = s.move_values(elder, younger, leader, None, elder_tricks, 7)
    assert set(values) == set(hand)
    whole = solve(elder, younger, leader, elder_tricks=elder_tricks)
    best = best_card(values, leader)
    assert values[best] == whole
    # following: each legal answer to the best lead
    other = younger if leader is Seat.ELDER else elder
    e2, y2 = (
        (elder - Hand([best]), younger) if leader is Seat.ELDER else (elder, younger - Hand([best]))
    )
    answers = s.move_values(e2, y2, leader.other, best, elder_tricks, 7)
    assert set(answers) == set(legal_follows(other, best))


def test_full_deal_solved_capot() -> None:
    """Elder holding every trick-winner makes a capot: 12 leads + 1 last trick + 40."""
    elder = Hand.parse("AS KS QS JS 10S 9S 8S 7S AH KH QH JH")
    younger = Hand([c for c in PACK if c not in elder][:12])
    assert solve(elder, younger) == 12 + 1 + 40


def test_sampled_values_average() -> None:
    mine = Hand.parse("AS 7H")
    others = [Hand.parse("KS 8H"), Hand.parse("8S KH")]
    values = solve_sampled(mine, others, Seat.ELDER, None, Seat.ELDER, 6, 10)
    assert set(values) == {Card.parse("AS"), Card.parse("7H")}
    # leading the ace first gives the adversary the last trick: 10 against 11 in both samples
    assert values == {Card.parse("AS"): 10.0, Card.parse("7H"): 11.0}


def test_unequal_hands_refused() -> None:
    with pytest.raises(ValueError, match="not an ending"):
        solve(Hand.parse("AS"), Hand.parse("KS QS"))


def test_budget_stops_the_search_and_is_deterministic() -> None:
    """A budget of positions: a search that needs more raises, always at the same count, and
    what a search finishes within its budget is the exact value."""
    elder, younger, prior, leader = _ending(7, 6)
    elder_tricks = sum(1 for t in prior if t.winner is Seat.ELDER)
    free = Solver()
    exact = free.value(elder.mask, younger.mask, 0 if leader is Seat.ELDER else 1, -1,
                       elder_tricks, 6)  # fmt: skip
    assert free.nodes > 20
    for budget in (10, free.nodes - 1):
        s = Solver(budget=budget)
        with pytest.raises(OutOfBudget):
            s.value(elder.mask, younger.mask, 0 if leader is Seat.ELDER else 1, -1,
                    elder_tricks, 6)  # fmt: skip
        assert s.nodes == budget + 1
    enough = Solver(budget=free.nodes)
    assert enough.value(elder.mask, younger.mask, 0 if leader is Seat.ELDER else 1, -1,
                        elder_tricks, 6) == exact  # fmt: skip


def test_sampled_values_within_a_budget() -> None:
    """Hands not solved within the budget are left out; too few solved: no answer."""
    rng = random.Random(9)
    cards = rng.sample(PACK, 30)
    mine = Hand(cards[:6])
    others = [Hand(rng.sample(cards[6:], 6)) for _ in range(8)]
    args = (mine, others, Seat.ELDER, None, Seat.ELDER, 3, 6)
    free = solve_sampled(*args)
    assert solve_sampled(*args, budget=10**9, min_samples=8) == free
    assert solve_sampled(*args, budget=5, min_samples=1) == {}
    small = solve_sampled(*args, budget=2000)
    assert small == solve_sampled(*args, budget=2000)  # same budget, same answer
    prefixes = [solve_sampled(mine, others[:n], *args[2:]) for n in range(1, 8)]
    assert small in prefixes and small != free  # the first hands only
    assert solve_sampled(*args, budget=2000, min_samples=len(others)) == {}
