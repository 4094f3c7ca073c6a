"""An exact solver for the end of the play, both hands known (double dummy).

The value of a position is the difference, elder minus younger, of what the rest of the play
brings: one for each card led, one for winning a trick with the card played second, one more
for the last trick (Law 65; only A K Q J 10 in the counting-card variant), and ten for the
cards or forty for the capot on the whole deal's tricks (Law 66). Elder maximizes it,
younger minimizes it; the follower must follow suit if able (CAV-D "Playing").

Search: minimax with alpha-beta pruning and a transposition table of exact values and
bounds, keyed by the two hands, the leader, the card led and the tricks won, which also keeps
the best card found, tried first when the position comes again. Cards that touch in rank once
the played cards are gone (a player's K-Q when the other holds neither) are equivalent, and
only the highest of each run is tried. For the last six tricks a position is solved in
milliseconds in CPython; :func:`solve_sampled` averages the solver over sampled adversary
hands (the "perfect-information Monte Carlo" of card-game programs), within a budget of
positions searched if asked: a bound on the work that, unlike a clock, gives the same answer
on every machine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache

from piquet_core.cards import (
    BySeat,
    Card,
    Hand,
    HandLike,
    Seat,
    SeatLike,
    as_card,
    as_count,
    as_hands,
    as_seat,
)
from piquet_core.errors import PiquetError
from piquet_core.play import FOLLOW_WINS, cards_score, follow_mask, follow_wins, scoring_cards
from piquet_core.variants import RUBICON, Variant, VariantLike, as_variant

_EXACT, _LOWER, _UPPER = 0, 1, 2
_CARDS_VALUE = tuple(cards_score(k) - cards_score(12 - k) for k in range(13))
"""The cards or capot of a whole deal (Law 66), elder minus younger, by elder's tricks."""


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@cache
def _suit_representatives(m: int, o: int, scoring: int, base: int) -> tuple[int, ...]:
    """The highest card (index ``base`` + bit) of each run of suit mask ``m`` that no bit of
    ``o`` separates, high first; a run is cut where the cards that score (suit mask
    ``scoring``) end: between the ten and the nine in the counting-card variant."""
    out: list[int] = []
    prev_mine = False
    for bit in range(7, -1, -1):
        if m >> bit & 1:
            if not prev_mine or (scoring >> bit ^ scoring >> (bit + 1)) & 1:
                out.append(base + bit)
            prev_mine = True
        elif o >> bit & 1:
            prev_mine = False
    return tuple(out)


def _representatives(mine: int, other: int, scoring: int) -> list[int]:
    """One card (the highest) of each run of cards of ``mine`` that no card of ``other``
    separates, suit by suit; high cards first. A run does not cross from a card that scores
    when led or winning to one that does not (``scoring``: the suit mask of those that do;
    the ten and the nine in the counting-card variant differ)."""
    out: list[int] = []
    suits = 0
    for s in (0, 8, 16, 24):
        m = mine >> s & 0xFF
        if m:
            out += _suit_representatives(m, other >> s & 0xFF, scoring, s)
            suits += 1
    if suits > 1:
        out.sort(key=_rank_first)
    return out


def _rank_first(index: int) -> int:
    return -(index & 7)


class OutOfBudget(Exception):
    """The search met its node budget before it was done (see :attr:`Solver.budget`)."""


@dataclass
class Solver:
    """Double-dummy solver for one variant; keeps its transposition table between calls.

    ``budget``: if set, the search raises :class:`OutOfBudget` once it has visited that many
    nodes in all (the count, :attr:`nodes`, is kept across calls). Counting nodes rather than
    reading a clock keeps a bounded search deterministic: same position, same budget, same
    answer on any machine.
    """

    variant: Variant = RUBICON
    table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = field(default_factory=dict)
    nodes: int = 0
    budget: int | None = None
    scoring: int = field(init=False)
    """The cards that score when led or winning (:func:`piquet_core.play.scoring_cards`)."""
    suit_scoring: int = field(init=False)
    """The same in one suit (the rule is the same in every suit), an 8-bit mask."""

    def __post_init__(self) -> None:
        self.scoring = scoring_cards(self.variant)
        self.suit_scoring = self.scoring & 0xFF

    @staticmethod
    def _cards_value(elder_tricks: int, total: int) -> int:
        """The cards or capot (Law 66), elder minus younger."""
        return cards_score(elder_tricks, total) - cards_score(total - elder_tricks, total)

    def _last_trick(self, elder: int, younger: int, leader: int, lead: int, tricks: int) -> int:
        """The twelfth trick played out: the lead, the win, the last trick (Law 65) and the
        cards (Law 66), elder minus younger."""
        scoring = self.scoring
        value = 0
        if lead < 0:
            lead = (elder if leader == 0 else younger).bit_length() - 1
            if scoring >> lead & 1:
                value = 1 if leader == 0 else -1
        follow = (younger if leader == 0 else elder).bit_length() - 1
        wins = FOLLOW_WINS[lead << 5 | follow]
        winner = 1 - leader if wins else leader
        gain = 1 + (1 if wins and scoring >> follow & 1 else 0)
        value += gain if winner == 0 else -gain
        return value + _CARDS_VALUE[tricks + (winner == 0)]

    def value(
        self,
        elder: int,
        younger: int,
        leader: int,
        lead: int,
        elder_tricks: int,
        played: int,
        alpha: int = -1000,
        beta: int = 1000,
    ) -> int:
        """Value (elder minus younger) of the rest of the play. ``leader`` 0 elder, 1
        younger; ``lead`` the index of the card led to the current trick, or -1; ``played``
        the tricks already complete (of twelve)."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OutOfBudget
        if played == 11:  # the last trick: one card each, no choice left
            return self._last_trick(elder, younger, leader, lead, elder_tricks)
        if not elder and not younger and lead < 0:
            return self._cards_value(elder_tricks, played)
        key = (elder, younger, leader << 6 | (lead + 1), elder_tricks, played)
        hit = self.table.get(key)
        first = -1
        if hit is not None:
            flag, v, first = hit
            if flag == _EXACT:
                return v
            if flag == _LOWER and v >= beta:
                return v
            if flag == _UPPER and v <= alpha:
                return v
        a0, b0 = alpha, beta
        scoring = self.scoring
        if lead < 0:  # the leader chooses a card
            mine, other = (elder, younger) if leader == 0 else (younger, elder)
            moves = _representatives(mine, other, self.suit_scoring)
            mover = leader
        else:
            mover = 1 - leader
            mine = younger if leader == 0 else elder
            legal = follow_mask(mine, lead)
            moves = _representatives(legal, (elder if leader == 0 else younger) | 1 << lead,
                                     self.suit_scoring)  # fmt: skip
            # the cheapest card that wins first, then the lowest (the list is high first)
            split = 0
            while split < len(moves) and FOLLOW_WINS[lead << 5 | moves[split]]:
                split += 1
            moves = moves[split - 1 :: -1] + moves[: split - 1 : -1] if split else moves[::-1]
        if first >= 0 and first in moves:  # the best move found before is tried first
            moves.remove(first)
            moves.insert(0, first)
        maximize = mover == 0
        best = -1000 if maximize else 1000
        best_move = moves[0]
        last = played == 11
        for c in moves:
            bit = 1 << c
            e, y = (elder ^ bit, younger) if mover == 0 else (elder, younger ^ bit)
            if lead < 0:
                gain = scoring >> c & 1
                if not maximize:
                    gain = -gain
                v = gain + self.value(e, y, leader, c, elder_tricks, played, alpha - gain,
                                      beta - gain)  # fmt: skip
            else:
                wins = FOLLOW_WINS[lead << 5 | c]
                winner = mover if wins else leader
                gain = 1 if wins and scoring >> c & 1 else 0
                if last:
                    gain += 1
                if winner != 0:
                    gain = -gain
                v = gain + self.value(e, y, winner, -1, elder_tricks + (winner == 0), played + 1,
                                      alpha - gain, beta - gain)  # fmt: skip
            if maximize:
                if v > best:
                    best, best_move = v, c
                    if best > alpha:
                        alpha = best
            elif v < best:
                best, best_move = v, c
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if best <= a0:
            self.table[key] = (_UPPER, best, best_move)
        elif best >= b0:
            self.table[key] = (_LOWER, best, best_move)
        else:
            self.table[key] = (_EXACT, best, best_move)
        return best

    def move_values(
        self,
        elder: Hand,
        younger: Hand,
        to_move: Seat,
        lead: Card | None,
        elder_tricks: int,
        played: int,
    ) -> dict[Card, int]:
        """Exact value (elder minus younger, for the rest of the play) of every legal card
        of ``to_move``; equivalent cards get the same value."""
        e, y = elder.mask, younger.mask
        me = to_move.index
        scoring = self.scoring
        out: dict[Card, int] = {}
        mine = (e, y)[me]
        legal = mine if lead is None else follow_mask(mine, lead.index)
        for c in _bits(legal):
            bit = 1 << c
            ne, ny = (e ^ bit, y) if me == 0 else (e, y ^ bit)
            sign = 1 if me == 0 else -1
            if lead is None:
                gain = scoring >> c & 1
                v = sign * gain + self.value(ne, ny, me, c, elder_tricks, played)
            else:
                wins = follow_wins(lead.index, c)
                winner = me if wins else 1 - me
                gain = (1 if wins and scoring >> c & 1 else 0) + (played == 11)
                v = (gain if winner == 0 else -gain) + self.value(
                    ne, ny, winner, -1, elder_tricks + (winner == 0), played + 1
                )
            out[Card.from_index(c)] = v
        return out


def solve(
    elder: HandLike,
    younger: HandLike,
    leader: SeatLike = Seat.ELDER,
    *,
    elder_tricks: int = 0,
    played: int | None = None,
    variant: VariantLike = RUBICON,
) -> int:
    """Exact value, elder minus younger, of playing out two hands of equal size (the last
    ``len(elder)`` tricks of the deal), ``leader`` to lead. The hands are a checked,
    disjoint pair (:func:`~piquet_core.cards.as_hands`)."""
    elder, younger = as_hands(elder, younger)
    leader = as_seat(leader, "leader")
    variant = as_variant(variant)
    if len(elder) != len(younger):
        raise PiquetError(f"hands of {len(elder)} and {len(younger)} cards: not an ending",
                          code="not_an_ending",
                          params={"elder": len(elder), "younger": len(younger)})  # fmt: skip
    played = 12 - len(elder) if played is None else as_count(played, "played", 0, 12 - len(elder))
    elder_tricks = as_count(elder_tricks, "elder_tricks", 0, played)
    return Solver(variant).value(elder.mask, younger.mask, leader.index, -1, elder_tricks, played)


def _card_values(values: object) -> dict[Card, int]:
    """``values`` as :func:`best_card` reads them, else a :class:`PiquetError`."""
    if isinstance(values, Mapping) and values:
        try:
            out = {as_card(c, "values"): v for c, v in values.items()}
        except PiquetError:
            out = {}
        if out and all(isinstance(v, (int, float)) and v.__class__ is not bool
                       for v in out.values()):  # fmt: skip
            return out
    raise PiquetError(f"values: a number for each card, {{Card: value}}, not {values!r}",
                      code="bad_argument", params={"argument": "values"})  # fmt: skip


def best_card(values: dict[Card, int], seat: SeatLike) -> Card:
    """The best card for ``seat`` from elder-relative values (lowest card on ties): a
    mapping of one card or more (each as :func:`~piquet_core.cards.as_card` reads it) to
    numbers; anything else is a :class:`PiquetError` (code ``bad_argument``)."""
    sign = as_seat(seat).sign
    values = _card_values(values)
    return max(values, key=lambda c: (sign * values[c], -(c.index & 7), -c.index))


def solve_sampled(
    mine: Hand,
    others: Iterable[Hand],
    seat: Seat,
    lead: Card | None,
    leader: Seat,
    elder_tricks: int,
    played: int,
    variant: Variant = RUBICON,
    *,
    budget: int | None = None,
    min_samples: int = 1,
) -> dict[Card, float]:
    """Average exact value (for ``seat``: his points minus the adversary's) of each legal
    card over sampled adversary hands.

    With a ``budget`` (nodes, for all the samples together) the hands are solved in turn until
    it runs out; a hand not finished is left out, and if fewer than ``min_samples`` are done
    the answer is empty (the caller falls back on rules). One solver serves every sample: its
    table is keyed by both hands, so positions of different samples never mix.
    """
    totals: dict[Card, float] = {}
    n = 0
    sign = seat.sign
    solver = Solver(variant, budget=budget)
    for other in others:
        elder, younger = BySeat.from_seat(seat, mine, other)
        try:
            values = solver.move_values(elder, younger, seat, lead, elder_tricks, played)
        except OutOfBudget:
            break
        for card, v in values.items():
            totals[card] = totals.get(card, 0.0) + sign * v
        n += 1
    if n < max(1, min_samples):
        return {}
    return {card: v / n for card, v in totals.items()}
