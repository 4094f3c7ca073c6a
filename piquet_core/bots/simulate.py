"""Bot against bot: seeded deals and parties, and the statistics of many deals.

``play_deal(seed, players)`` deals with ``DealState.new(seed)`` and lets the players act in
turn until the deal is over; ``play_partie`` plays a Rubicon partie (six deals, Law 71) and
settles it (Laws 72-73) with :class:`piquet_core.partie.Partie`. Everything is seeded: the
same seed gives the same deals, moves and scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from math import sqrt

from piquet_core.bots.players import make_player
from piquet_core.cards import Player, PlayerLike, Seat, as_count, as_player, as_seed
from piquet_core.deal import Action, DealState
from piquet_core.errors import PiquetError
from piquet_core.partie import Partie, Settlement
from piquet_core.variants import RUBICON, Variant, VariantLike, as_variant

Policy = Callable[[DealState], Action]


def play_deal(
    seed: int,
    players: Mapping[Player, Policy] | Mapping[str, Policy],
    dealer: PlayerLike = Player.A,
    variant: VariantLike = RUBICON,
    deal_by: int = 2,
) -> DealState:
    """One deal from ``DealState.new(seed)``; ``players["A"]``, ``players["B"]`` act in turn
    (the keys as :func:`~piquet_core.cards.as_player` reads them: ``"a"`` is A)."""
    by_player = _players(players)
    state = DealState.new(seed, variant, dealer=dealer, deal_by=deal_by)
    by_seat = {seat: by_player[state.player_of(seat)] for seat in Seat}
    for _ in range(400):
        if state.is_over:
            return state
        assert state.to_act is not None
        state = state.apply(by_seat[state.to_act](state))
    raise RuntimeError("the deal did not end")  # pragma: no cover


def _players(players: object) -> dict[Player, Policy]:
    """``players`` as one policy for each of A and B; else a :class:`PiquetError` naming
    the argument."""
    if isinstance(players, Mapping):
        out = {as_player(k, "players"): v for k, v in players.items()}
        if set(out) == {Player.A, Player.B} and all(callable(v) for v in out.values()):
            return out
    raise PiquetError(
        f"players: a policy for A and one for B, {{'A': ..., 'B': ...}}, not {players!r}",
        code="bad_players",
        params={"argument": "players", "value": repr(players)},
    )


@dataclass(frozen=True)
class PartieResult:
    """A finished partie: the deals and the settlement; ``margin`` is A's signed result."""

    deals: tuple[DealState, ...]
    settlement: Settlement

    @property
    def margin(self) -> int:
        """What A wins (negative: what A loses), rubicon included (Laws 72-73)."""
        s = self.settlement
        if s.winner is None:
            return 0
        return s.points if s.winner is Player.A else -s.points


def play_partie(
    seed: int,
    players: Mapping[Player, Policy] | Mapping[str, Policy],
    first_dealer: PlayerLike = Player.A,
    variant: VariantLike = RUBICON,
) -> PartieResult:
    """A whole partie, the deals seeded from ``seed``; the players deal alternately (Law 16)."""
    _players(players)
    rng = random.Random(as_seed(seed))
    partie = Partie(as_variant(variant), as_player(first_dealer))
    deals: list[DealState] = []
    while not partie.finished:
        state = play_deal(rng.randrange(1 << 30), players, partie.next_dealer(), partie.variant)
        deals.append(state)
        partie = partie.record(state)
    settlement = partie.settlement()
    assert settlement is not None
    return PartieResult(tuple(deals), settlement)


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95% confidence interval (normal approximation, n >= 30)."""

    n: int
    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, values: list[float]) -> Estimate:
        n = len(values)
        mean = sum(values) / n if n else 0.0
        var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
        half = 1.96 * sqrt(var / n) if n else 0.0
        return cls(n, mean, mean - half, mean + half)


def proportion(successes: int, n: int) -> Estimate:
    """A proportion with its 95% Wilson score interval (good for rare events)."""
    if n == 0:
        return Estimate(0, 0.0, 0.0, 1.0)
    z = 1.96
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Estimate(n, p, max(0.0, centre - half), min(1.0, centre + half))


def duplicate_match(
    level_a: str, level_b: str, pairs: int, seed: int = 0, variant: Variant = RUBICON
) -> list[float]:
    """Parties in duplicate: each seed played twice, the players swapping chairs, so the
    same cards go to each in turn; returns A's margin per partie, averaged over each pair.
    ``pairs`` is a whole number (none or more), ``seed`` a whole number."""
    pairs = as_count(pairs, "pairs")
    seed = as_seed(seed, "seed", optional=False)
    out: list[float] = []
    for i in range(pairs):
        s = seed * 100003 + i
        one = play_partie(
            s,
            {"A": make_player(level_a, 2 * s), "B": make_player(level_b, 2 * s + 1)},
            "A",
            variant,
        )
        two = play_partie(
            s,
            {"A": make_player(level_b, 2 * s), "B": make_player(level_a, 2 * s + 1)},
            "A",
            variant,
        )
        out.append((one.margin - two.margin) / 2)
    return out
