"""Sampled play for the early tricks: each card tried against sampled adversary hands, the
rest of the deal played out by the club player's rules of thumb on both sides.

The exact solver (:mod:`piquet_core.bots.solver`) is too slow for a whole twelve-trick
deal in the browser; before the end-play the expert averages, over sampled adversary hands,
the result of playing each legal card and then letting both hands follow the classic rules
(:func:`piquet_core.bots.players.club_play`). The value is the solver's: points in play
(Law 65) and the cards or capot (Law 66), elder minus younger.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from piquet_core.cards import Card, Hand, Seat
from piquet_core.play import FOLLOW_WINS, cards_score, follow_mask, follow_wins, scoring_cards
from piquet_core.variants import RUBICON, Variant

PlayRule = Callable[[int, int, int], int]
"""(hand mask, index led or -1, cards gone) -> index of the card played."""


def playout(
    hands: list[int],
    leader: int,
    lead: int,
    elder_tricks: int,
    played: int,
    gone: int,
    rule: PlayRule,
    scoring: int,
) -> int:
    """Finish the deal by ``rule`` from a position (``lead`` already on the table, or -1);
    the value of the rest, elder (0) minus younger (1), with the cards on all tricks.
    ``scoring``: the cards that score when led or winning (:func:`scoring_cards`)."""
    value = 0
    while played < 12:
        if lead < 0:
            lead = rule(hands[leader], -1, gone)
            hands[leader] &= ~(1 << lead)
            if scoring >> lead & 1:
                value += 1 if leader == 0 else -1
        follower = 1 - leader
        follow = rule(hands[follower], lead, gone)
        hands[follower] &= ~(1 << follow)
        gone |= 1 << lead | 1 << follow
        wins = FOLLOW_WINS[lead << 5 | follow]
        winner = follower if wins else leader
        if wins and scoring >> follow & 1:
            value += 1 if winner == 0 else -1
        played += 1
        if played == 12:
            value += 1 if winner == 0 else -1
        elder_tricks += winner == 0
        leader, lead = winner, -1
    return value + cards_score(elder_tricks) - cards_score(12 - elder_tricks)


def rollout_values(
    mine: Hand,
    others: Iterable[Hand],
    seat: Seat,
    lead: Card | None,
    leader: Seat,
    elder_tricks: int,
    played: int,
    gone: int,
    rule: PlayRule,
    variant: Variant = RUBICON,
) -> dict[Card, float]:
    """Average value, for ``seat`` (his points minus the adversary's), of each legal card."""
    scoring = scoring_cards(variant)
    me = seat.index
    sign = 1 if me == 0 else -1
    mask = mine.mask
    legal = mask if lead is None else follow_mask(mask, lead.index)
    cards = [i for i in range(32) if legal >> i & 1]
    totals = dict.fromkeys(cards, 0.0)
    n = 0
    for other in others:
        n += 1
        for c in cards:
            hands = [0, 0]
            hands[me], hands[1 - me] = mask & ~(1 << c), other.mask
            if lead is None:
                gain = scoring >> c & 1
                v = sign * gain + playout(hands, me, c, elder_tricks, played, gone, rule, scoring)
            else:
                li = lead.index
                wins = follow_wins(li, c)
                winner = me if wins else 1 - me
                gain = 1 if wins and scoring >> c & 1 else 0
                gain += played == 11
                v = (gain if winner == 0 else -gain) + playout(
                    hands,
                    winner,
                    -1,
                    elder_tricks + (winner == 0),
                    played + 1,
                    gone | 1 << c | 1 << li,
                    rule,
                    scoring,
                )
            totals[c] += sign * v
    return {Card.from_index(c): t / n for c, t in totals.items()} if n else {}
