"""Deal helpers for the engine tests: seeded random deals played out legally."""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet_core.cards import PACK, Card, Hand, Seat, Suit
from piquet_core.play import legal_follows, trick_winner
from piquet_core.variants import RUBICON, Variant

Policy = Callable[[Hand, Card | None], Card]


def lowest(hand: Hand, lead: Card | None) -> Card:
    """Follow with the lowest legal card; lead the highest card."""
    options = list(legal_follows(hand, lead)) if lead is not None else list(hand)
    if lead is None:
        return max(options, key=lambda c: (c.rank, -c.index))
    return min(options, key=lambda c: (c.rank, c.index))


def play_out(elder: Hand, younger: Hand, choose: Policy = lowest) -> list[tuple[Card, Card]]:
    """Play twelve tricks with ``choose`` for both players (legal by construction)."""
    hands = {Seat.ELDER: elder, Seat.YOUNGER: younger}
    leader = Seat.ELDER
    tricks = []
    while hands[leader]:
        lead = choose(hands[leader], None)
        follow = choose(hands[leader.other], lead)
        tricks.append((lead, follow))
        hands[leader] -= Hand([lead])
        hands[leader.other] -= Hand([follow])
        leader = trick_winner(leader, lead, follow)
    return tricks


def random_policy(rng: random.Random) -> Policy:
    def choose(hand: Hand, lead: Card | None) -> Card:
        options = list(legal_follows(hand, lead)) if lead is not None else list(hand)
        return rng.choice(options)

    return choose


def random_deal(seed: int, variant: Variant = RUBICON) -> dict[str, object]:
    """A random legal deal in the replay JSON format."""
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    elder, younger, talon = pack[:12], pack[12:24], pack[24:]
    e_n = rng.choice(sorted(n for n in variant.elder_exchange if n <= 5))
    e_disc = rng.sample(elder, e_n)
    remaining = 8 - e_n
    y_choices = sorted(n for n in variant.younger_exchange if n <= remaining)
    y_n = rng.choice(y_choices)
    y_disc = rng.sample(younger, y_n)
    e_final = Hand([c for c in elder if c not in e_disc] + talon[:e_n])
    y_final = Hand([c for c in younger if c not in y_disc] + talon[e_n : e_n + y_n])
    tricks = play_out(e_final, y_final, random_policy(rng))
    return {
        "variant": variant.name,
        "elder": " ".join(map(str, elder)),
        "younger": " ".join(map(str, younger)),
        "talon": " ".join(map(str, talon)),
        "elder_discards": " ".join(map(str, e_disc)),
        "younger_discards": " ".join(map(str, y_disc)),
        "tricks": [f"{a} {b}" for a, b in tricks],
    }


def relabel(card: Card, perm: tuple[Suit, ...]) -> Card:
    return Card(perm[card.suit.value], card.rank)
