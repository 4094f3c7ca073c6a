"""Seeded random deals in the replay contract's JSON shape, for the benchmarks.

Only the standard library and :mod:`bench.baseline`'s card strings are used, so the deals do
not depend on the engine they measure. Same seed, same deals.
"""

from __future__ import annotations

import random

from bench.baseline import RANKS, SUITS

PACK = [r + s for s in SUITS for r in RANKS]
NON_COURT = [c for c in PACK if c[:-1] not in ("K", "Q", "J")]
_ORDER = {r: i for i, r in enumerate(RANKS)}


def random_hands(n: int, seed: int, size: int = 12) -> list[list[str]]:
    """``n`` random hands of ``size`` cards (as tokens such as "10H")."""
    rng = random.Random(seed)
    return [rng.sample(PACK, size) for _ in range(n)]


def random_deal(
    rng: random.Random, blanche_share: float = 0.05, long_suit_share: float = 0.10
) -> dict[str, object]:
    """A complete legal deal: hands, talon, discards and twelve tricks.

    A share of the deals gives elder carte blanche, which random dealing almost never does
    (1 deal in 1792), and a share gives one player six to eight cards of a suit, so that
    every category, pique and repique included, is exercised. The play is random but legal
    (follow suit when able), the follower taking the trick when he can half of the time.
    """
    roll = rng.random()
    if roll < blanche_share:
        elder_cards = rng.sample(NON_COURT, 12)
        rest = [c for c in PACK if c not in elder_cards]
        rng.shuffle(rest)
        younger_cards, talon = rest[:12], rest[12:]
    elif roll < blanche_share + long_suit_share:
        suit = rng.choice(SUITS)
        long = rng.sample([r + suit for r in RANKS], rng.randint(6, 8))
        rest = [c for c in PACK if c not in long]
        rng.shuffle(rest)
        strong, rest = long + rest[: 12 - len(long)], rest[12 - len(long) :]
        other, talon = rest[:12], rest[12:]
        elder_cards, younger_cards = (strong, other) if rng.random() < 0.5 else (other, strong)
    else:
        pack = PACK[:]
        rng.shuffle(pack)
        elder_cards, younger_cards, talon = pack[:12], pack[12:24], pack[24:]
    e_n = rng.randint(1, 5)
    y_n = rng.randint(1, 8 - e_n)
    e_disc = rng.sample(elder_cards, e_n)
    y_disc = rng.sample(younger_cards, y_n)
    elder = [c for c in elder_cards if c not in e_disc] + talon[:e_n]
    younger = [c for c in younger_cards if c not in y_disc] + talon[e_n : e_n + y_n]
    return {
        "variant": "rubicon",
        "elder": " ".join(elder_cards),
        "younger": " ".join(younger_cards),
        "talon": " ".join(talon),
        "elder_discards": " ".join(e_disc),
        "younger_discards": " ".join(y_disc),
        "tricks": _random_play(rng, elder, younger),
    }


def _random_play(rng: random.Random, elder: list[str], younger: list[str]) -> list[str]:
    hands = {"elder": list(elder), "younger": list(younger)}
    leader, tricks = "elder", []
    for _ in range(12):
        follower = "younger" if leader == "elder" else "elder"
        lead = rng.choice(hands[leader])
        suit = lead[-1]
        same = [c for c in hands[follower] if c[-1] == suit]
        higher = [c for c in same if _ORDER[c[:-1]] > _ORDER[lead[:-1]]]
        if higher and rng.random() < 0.5:
            follow = max(higher, key=lambda c: _ORDER[c[:-1]])
        else:
            follow = rng.choice(same or hands[follower])
        hands[leader].remove(lead)
        hands[follower].remove(follow)
        tricks.append(f"{lead} {follow}")
        if follow[-1] == suit and _ORDER[follow[:-1]] > _ORDER[lead[:-1]]:
            leader = follower
    return tricks


def random_deals(n: int, seed: int) -> list[dict[str, object]]:
    """``n`` seeded random deals."""
    rng = random.Random(seed)
    return [random_deal(rng) for _ in range(n)]
