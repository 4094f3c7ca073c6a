# ruff: noqa: RUF002  (Russian quotations are intended)
"""A whole game of Bezique: deal after deal, the deal passing round, to an agreed total.

S002: «Каждый игрок сдает по очереди …» — "each player deals in turn"; «С окончанием колоды
производится подсчет очков. Играют до определенного количества очков.» — "when the stock is
exhausted the points are counted. The game is played up to an agreed number of points."
«Игроков двое или трое. При игре вчетвером сдающий в розыгрыше не участвует и сдает на трех
игроков.» — "two or three players; when four play, the dealer takes no part in the play and
deals to three."

A :class:`Match` is immutable: :meth:`Match.apply` returns the next state. It holds the
finished deals (:class:`DealRecord`, each with its moves, so a game can be replayed and
checked) and the deal in play (a :class:`~piquet_core.bezique.Game`). Seats are numbered
clockwise from 0; the player on seat ``d + 1`` sits on the left of the dealer on seat ``d``.

Readings (the seed is silent; see :data:`~piquet_core.bezique.rules.READINGS`):

* the first dealer is drawn by lot (from the game's seed) unless the settings name him, and
  the deal passes to the left after every deal;
* each seat's points are carried from deal to deal; a seat that sits out a deal scores
  nothing in it;
* the game ends at the count of the deal in which a player reaches the agreed total; the
  highest total wins, and if two or more share it another deal is played;
* the agreed total is a setting, :data:`DEFAULT_TARGET` by default. With three or four at the
  table the dealer scores nothing in the deal he deals, so a fair game lasts until every player
  has dealt; with the engine's players 3,000 is the round total at which every player deals at
  least once in most games at every table size (``bench/bezique.py``: 19, 17 and 19 games of
  20 with two, three and four at the table, against 16, 10 and 17 at 2,000), in three to seven
  deals.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace

from piquet_core.bezique.cards import Suit
from piquet_core.bezique.coerce import as_int
from piquet_core.bezique.deal import SEATS, active_seats, deal_pack, shuffled_pack
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueError, BeziquePlayError
from piquet_core.bezique.game import Game, Phase
from piquet_core.bezique.moves import Move, apply_move, legal_moves
from piquet_core.bezique.rules import BeziqueRules, as_rules

#: The agreed total by default («Играют до определенного количества очков»).
DEFAULT_TARGET = 3000
#: The totals the settings accept: at least one point, at most a million.
TARGET_RANGE = (1, 1_000_000)


@dataclass(frozen=True, slots=True)
class MatchSettings:
    """What the players agree before the game: how many sit down, the total, the rules.

    ``first_dealer`` None: drawn by lot from the game's seed.
    """

    seats: int = 2
    target: int = DEFAULT_TARGET
    rules: BeziqueRules = field(default_factory=BeziqueRules)
    first_dealer: int | None = None

    def __post_init__(self) -> None:
        if (
            isinstance(self.seats, bool)
            or not isinstance(self.seats, int)
            or self.seats not in SEATS
        ):
            raise BeziqueError(
                f"Bezique is for two to four at the table, not {self.seats!r}",
                code="seats",
                params={"seats": str(self.seats)},
            )
        low, high = TARGET_RANGE
        if isinstance(self.target, bool) or not isinstance(self.target, int):
            raise BeziqueError(
                f"the agreed total is a whole number, not {self.target!r}",
                code="target",
                params={"target": str(self.target)},
            )
        if not low <= self.target <= high:
            raise BeziqueError(
                f"the agreed total must be {low} to {high}, not {self.target}",
                code="target",
                params={"target": str(self.target)},
            )
        if self.rules.__class__ is not BeziqueRules:
            object.__setattr__(self, "rules", as_rules(self.rules))
        if self.first_dealer is not None:
            as_int(self.first_dealer, "first_dealer")
        if self.first_dealer is not None and not 0 <= self.first_dealer < self.seats:
            raise BeziqueError(
                f"dealer seat {self.first_dealer} is not one of 0..{self.seats - 1}",
                code="dealer",
                params={"dealer": self.first_dealer},
            )

    @classmethod
    def coerce(cls, value: object, argument: str = "settings") -> MatchSettings:
        """``value`` as :class:`MatchSettings`: the settings, None (the defaults) or a dict of
        their fields (``{"seats": 3, "rules": {"packs": 10}}``)."""
        if value is None:
            return cls()
        if value.__class__ is MatchSettings:
            return value
        if isinstance(value, Mapping):
            known = [f.name for f in fields(cls)]
            for key in value:
                if key not in known:
                    raise BeziqueArgumentError(
                        argument,
                        f"{argument}: unknown setting {key!r} (known: {', '.join(known)})",
                        code="bad_settings",
                        value=value,
                    )
            return cls(**value)
        raise BeziqueArgumentError(
            argument,
            f"{argument}: not match settings: {value!r} (MatchSettings, a dict or None)",
            code="bad_settings",
            value=value,
        )


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A finished deal: who dealt, who played, trumps, the moves, and the count.

    ``players`` are the seats that held cards, in playing order; ``melds`` and ``tricks``
    are their points, in the same order.
    """

    number: int
    dealer: int
    seed: int
    players: tuple[int, ...]
    trump: Suit
    moves: tuple[Move, ...]
    melds: tuple[int, ...]
    tricks: tuple[int, ...]

    def points(self, seat: int) -> int:
        """The seat's points in this deal (0 if it sat out)."""
        as_int(seat, "seat", low=0)
        if seat not in self.players:
            return 0
        i = self.players.index(seat)
        return self.melds[i] + self.tricks[i]


def deal_seed(seed: int, number: int) -> int:
    """The shuffle of the ``number``-th deal (0-based) of the game with ``seed``."""
    return seed * 10_007 + number


@dataclass(frozen=True, slots=True)
class Match:
    """A game of Bezique in progress (or over). Every action returns a new :class:`Match`.

    ``moves`` holds every move of the game, deal after deal, so that
    ``replay(m.settings, m.seed, m.moves)`` is ``m`` again (finished deals and all);
    :attr:`deal_moves` are the moves of the deal in play.
    """

    settings: MatchSettings
    seed: int
    first_dealer: int
    deals: tuple[DealRecord, ...] = ()
    game: Game | None = None
    moves: tuple[Move, ...] = ()

    @classmethod
    def start(
        cls, settings: MatchSettings | Mapping[str, object] | None = None, seed: int = 0
    ) -> Match:
        """A new game: the first dealer chosen (or drawn by lot), the first deal dealt."""
        settings = MatchSettings.coerce(settings)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BeziqueArgumentError(
                "seed", f"seed: a seed is a whole number, not {seed!r}", code="seed", value=seed
            )
        first = settings.first_dealer
        if first is None:
            first = random.Random(seed).randrange(settings.seats)
        return _next_deal(cls(settings, seed, first))

    # --- views -------------------------------------------------------------------------------
    @property
    def rules(self) -> BeziqueRules:
        """The rules of the game."""
        return self.settings.rules

    @property
    def dealer(self) -> int:
        """«Каждый игрок сдает по очереди»: the deal passes to the left after each deal."""
        return (self.first_dealer + len(self.deals)) % self.settings.seats

    @property
    def deal_moves(self) -> tuple[Move, ...]:
        """The moves of the deal in play (none once the game is over)."""
        if self.game is None:
            return ()
        return self.moves[sum(len(d.moves) for d in self.deals) :]

    @property
    def players(self) -> tuple[int, ...]:
        """The seats holding cards in the deal in play, in playing order."""
        return active_seats(self.settings.seats, self.dealer, self.rules)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's points carried from the finished deals."""
        return tuple(sum(d.points(s) for d in self.deals) for s in range(self.settings.seats))

    @property
    def running(self) -> tuple[int, ...]:
        """Each seat's points including the deal in play so far (the score sheet)."""
        totals = list(self.totals)
        if self.game is not None:
            for seat, pts in zip(self.game.seats, self.game.totals, strict=True):
                totals[seat] += pts
        return tuple(totals)

    @property
    def over(self) -> bool:
        """Whether the game is over (a player past the total, alone at the top)."""
        return self.game is None

    @property
    def winner(self) -> int | None:
        """The winning seat once the game is over."""
        if not self.over:
            return None
        totals = self.totals
        return totals.index(max(totals))

    @property
    def to_act(self) -> int | None:
        """The seat whose move is awaited (None once the game is over)."""
        if self.game is None:
            return None
        return self.game.seats[self.game.to_act]

    def legal_moves(self) -> tuple[Move, ...]:
        """Every move the seat to act may make now."""
        return () if self.game is None else legal_moves(self.game)

    # --- actions -----------------------------------------------------------------------------
    def apply(self, move: Move | str, seat: int | None = None) -> Match:
        """Play ``move`` (a :class:`Move` or its text, ``"play QH"``; for ``seat``, checked if
        given); a deal that ends is counted and the next one dealt, unless the game is over."""
        move = Move.coerce(move)
        if seat is not None:
            as_int(seat, "seat")
        if self.game is None:
            raise BeziquePlayError("the game is over", code="over")
        if seat is not None and seat != self.to_act:
            raise BeziquePlayError(
                f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                code="out_of_turn",
                params={"player": seat},
            )
        game = apply_move(self.game, move)
        moves = (*self.moves, move)
        if game.phase is not Phase.OVER:
            return replace(self, game=game, moves=moves)
        number = len(self.deals)
        record = DealRecord(
            number,
            self.dealer,
            deal_seed(self.seed, number),
            game.seats,
            game.trump,
            (*self.deal_moves, move),
            game.scores,
            game.trick_points,
        )
        done = replace(self, deals=(*self.deals, record), game=None, moves=moves)
        if _decided(done):
            return done
        return _next_deal(done)

    def replay_text(self) -> str:
        """All the moves of the game so far, deal by deal (``/`` between deals)."""
        parts = [";".join(str(m) for m in d.moves) for d in self.deals]
        if self.game is not None:
            parts.append(";".join(str(m) for m in self.deal_moves))
        return " / ".join(parts)


def _decided(match: Match) -> bool:
    """«Играют до определенного количества очков»: someone at the total, alone on top."""
    totals = match.totals
    top = max(totals)
    return top >= match.settings.target and totals.count(top) == 1


def _next_deal(match: Match) -> Match:
    """The next deal dealt, by the dealer whose turn it is."""
    number = len(match.deals)
    pack = shuffled_pack(deal_seed(match.seed, number), match.rules.packs)
    dealt = deal_pack(pack, match.settings.seats, match.dealer, match.rules)
    return replace(match, game=Game.start(dealt))


def replay(
    settings: MatchSettings | Mapping[str, object] | None,
    seed: int,
    moves: Iterable[Move | str] | str,
) -> Match:
    """The game reached by playing ``moves`` in order from the start (each one checked).

    ``moves`` are :class:`Move` values or their texts, or one text as
    :meth:`Match.replay_text` writes it (``;`` between moves, ``/`` between deals); a
    finished game's :attr:`Match.moves` replay to the finished game, its score and all.
    """
    if isinstance(moves, str):
        texts = [t for t in moves.replace("/", ";").split(";") if t.strip()]
        sequence: list[Move | str] = list(texts)
    elif isinstance(moves, Iterable) and not isinstance(moves, (bytes, Mapping)):
        sequence = list(moves)
    else:
        raise BeziqueArgumentError(
            "moves",
            f"moves: not a list of moves: {moves!r} (Moves, their texts or a replay text)",
            code="bad_moves",
            value=moves,
        )
    match = Match.start(settings, seed)
    for i, item in enumerate(sequence):
        move = Move.coerce(item, f"moves[{i}]")
        try:
            match = match.apply(move)
        except BeziqueError as err:
            raise BeziquePlayError(
                f"move {i + 1} ({move}) is not legal: {err}", code="bad_replay"
            ) from None
    return match


__all__ = [
    "DEFAULT_TARGET",
    "DealRecord",
    "Match",
    "MatchSettings",
    "deal_seed",
    "replay",
]
