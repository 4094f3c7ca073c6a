"""Seating, the shuffle and the deal, and the turn-up for trumps (seed S002).

«Игроков двое или трое. При игре вчетвером сдающий в розыгрыше не участвует и сдает на трех
игроков.» — "Two or three players. When four play, the dealer takes no part in the play and
deals to three."

«Каждый игрок сдает по очереди по восемнадцать карт. Тридцать седьмая при игре втроем или
пятьдесят пятая при игре вчетвером открывается и является козырем.» — "Each player deals in
turn, eighteen cards each. The thirty-seventh card when three play, or the fifty-fifth when
four play, is turned up and is trumps."

Readings: the dealer deals one card at a time, beginning with the player on his left; the
dealer sits out with three at the table as with four (36 cards before the 37th are two hands
of 18; switch ``dealer_sits_out_at_three``); the turn-up stays face up at the bottom of the
stock and is the last card drawn; a joker cannot show a trump suit, so if the 37th (55th) card
is a joker the next card that is not one is turned and the joker stays in the stock.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from piquet_core.bezique.cards import (
    Card,
    CardsLike,
    Joker,
    PackCard,
    Suit,
    as_cards,
    format_cards,
    pack_composition,
)
from piquet_core.bezique.cards import full_pack as _full_pack
from piquet_core.bezique.coerce import as_int
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueError
from piquet_core.bezique.rules import BeziqueRules, RulesLike, as_rules

#: «по восемнадцать карт» — eighteen cards each.
HAND_SIZE = 18
SEATS = (2, 3, 4)


def active_seats(seats: int, dealer: int, rules: RulesLike = None) -> tuple[int, ...]:
    """The seats that hold cards, in playing order from the dealer's left.

    «Сидящий слева от сдающего, начинает ходить» — the player on the dealer's left leads.
    Seats are numbered clockwise; the player on seat ``d + 1`` sits on the left of seat ``d``.
    """
    rules = as_rules(rules)
    if seats.__class__ is not int or seats not in SEATS:
        raise BeziqueArgumentError(
            "seats",
            f"seats: Bezique is for two to four at the table, not {seats!r}",
            code="seats",
            value=seats,
        )
    as_int(dealer, "dealer")
    if not 0 <= dealer < seats:
        raise BeziqueError(
            f"dealer seat {dealer} is not one of 0..{seats - 1}",
            code="dealer",
            params={"dealer": dealer},
        )
    order = [(dealer + i) % seats for i in range(1, seats + 1)]
    if seats == 4 or (seats == 3 and rules.dealer_sits_out_at_three):
        order.remove(dealer)
    return tuple(order)


def turnup_position(active: int) -> int:
    """The 1-based position of the card turned for trumps: 37 for two hands, 55 for three."""
    return active * HAND_SIZE + 1


@dataclass(frozen=True, slots=True)
class Deal:
    """A dealt game: the pack in shuffled order, the hands, the stock and the trump card.

    ``pack`` is the whole pack, top card first, as it lay before the deal; ``hands`` are in
    playing order (``players`` gives their seats); ``stock`` is what is left, top first, the
    turn-up last; ``turnup_index`` is the 0-based place of the turn-up in ``pack``.
    """

    rules: BeziqueRules
    seats: int
    dealer: int
    players: tuple[int, ...]
    pack: tuple[PackCard, ...]
    hands: tuple[tuple[PackCard, ...], ...]
    stock: tuple[PackCard, ...]
    turnup: Card
    turnup_index: int

    @property
    def trump(self) -> Suit:
        """«является козырем» — the turn-up's suit is trumps."""
        return self.turnup.suit

    def describe(self) -> str:
        """A short text of the deal, for logs and tests."""
        lines = [
            f"trumps {self.trump.symbol} (turn-up {self.turnup.symbol}, card "
            f"{self.turnup_index + 1}); stock {len(self.stock)}"
        ]
        lines += [
            f"seat {s}: {format_cards(h)}" for s, h in zip(self.players, self.hands, strict=True)
        ]
        return "\n".join(lines)


def deal_pack(
    pack: CardsLike,
    seats: int = 2,
    dealer: int = 0,
    rules: RulesLike = None,
) -> Deal:
    """Deal a pack given in order (top card first); the pack must be the rules' full pack."""
    rules = as_rules(rules)
    players = active_seats(seats, dealer, rules)
    pack = as_cards(pack, "pack")
    expected = pack_composition(rules.packs)
    got = Counter(pack)
    if got != expected:
        wrong = sorted(str(c) for c in (got - expected) + (expected - got))
        raise BeziqueError(
            f"not a {sum(expected.values())}-card Bezique pack: {len(pack)} cards, "
            f"wrong counts of {' '.join(wrong[:6])}",
            code="bad_pack",
        )
    n = len(players)
    hands: list[list[PackCard]] = [[] for _ in players]
    for i in range(n * HAND_SIZE):
        hands[i % n].append(pack[i])
    index = turnup_position(n) - 1
    while isinstance(pack[index], Joker):
        index += 1
    turnup = pack[index]
    assert isinstance(turnup, Card)
    rest = [c for i, c in enumerate(pack) if i >= n * HAND_SIZE and i != index]
    return Deal(
        rules,
        seats,
        dealer,
        players,
        tuple(pack),
        tuple(tuple(h) for h in hands),
        (*rest, turnup),
        turnup,
        index,
    )


def shuffled_pack(seed: int, packs: int = 8) -> tuple[PackCard, ...]:
    """The pack shuffled by ``random.Random(seed)``: same seed, same order."""
    as_int(seed, "seed")
    cards = list(_full_pack(packs))
    random.Random(seed).shuffle(cards)
    return tuple(cards)


def deal(seed: int, seats: int = 2, dealer: int = 0, rules: RulesLike = None) -> Deal:
    """A seeded deal: «перемешанные восемь или десять колод» shuffled by ``seed``."""
    as_int(seed, "seed")
    rules = as_rules(rules)
    return deal_pack(shuffled_pack(seed, rules.packs), seats, dealer, rules)
