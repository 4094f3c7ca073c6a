"""Play puzzles: positions from deals the computer players played where one card is best.

A puzzle is a position in the play with both hands open (the end of the play, solved
exactly by :mod:`piquet_core.bots.solver`, double dummy), the card to find, and the line
that follows: the adversary's replies are the solver's, and where the next decision is again
a single best card, the learner must find it too, as a lichess puzzle goes on. The other
cards are refuted by the same solver: each one's loss in points and what it gives away.

What counts is the rest of the play's score, as the solver values it (Laws 65 and 66): one
point for each card led and each trick won with the card played second (only A K Q J 10 in
the counting-card variant), one for the last trick, and ten for the cards or forty for the
capot on the whole deal's tricks. A position is a puzzle when

* the player to move has two legal cards or more and exactly one of them is best;
* the next best loses at least :data:`MARGIN` points, and something that matters with them
  (:data:`THEMES`): the cards, the capot, the last trick or a trick.

Positions are taken from the fifth trick on (:data:`FIRST_TRICK`: eight cards a hand or
fewer, solved exactly in milliseconds), of deals played by the computer players from a seed,
so a bank is rebuilt identically (``python -m generators.puzzles``). A puzzle's id is a hash
of its position: the same position always has the same id, which is its link.

A puzzle's rating is this first estimate of its difficulty; the learner's own rating is
updated from his answers against it (Glicko-2, ``docs/assets/trainer/fluency.js``) and the
worker serves puzzles near it (:func:`piquet_core.trainer.puzzle_drill.seed_near_rating`).
With no server the puzzles' ratings are not updated from everyone's answers. The drill's
themes to pick from are :mod:`piquet_core.trainer.classes`' (``puzzles``). Not yet here:
discard and call puzzles.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final

from piquet_core.bots.solver import Solver, best_card
from piquet_core.cards import (
    BySeat,
    Card,
    Hand,
    Seat,
    as_card,
    as_count,
    as_hand,
    as_hands,
    as_seat,
)
from piquet_core.deal import DealState
from piquet_core.errors import PiquetError
from piquet_core.play import follow_mask, follow_wins
from piquet_core.variants import RUBICON, Variant, as_variant

MARGIN: Final = 2
"""The least loss, in points, of the second-best card for a position to be a puzzle: one
point is a lead or a win given up, too small to teach; two is a trick that changes hands."""

FIRST_TRICK: Final = 5
"""The first trick a puzzle may start at: from there each hand holds eight cards or fewer."""

MAX_MOVES: Final = 3
"""The most cards the learner finds in one puzzle."""

THEMES: Final = ("capot", "the cards", "last trick", "tricks")
"""What the best card keeps and the others give away, in the order a reader weighs them: the
capot (40, Law 66), the cards (10, Law 66), the last trick (Law 65), a trick."""

ID_ALPHABET: Final = "abcdefghijkmnpqrstuvwxyz23456789"
"""A puzzle id's letters: the trainer's seed alphabet (no 0/o, 1/l: readable aloud)."""


def _err(message: str, code: str, **params: object) -> PiquetError:
    return PiquetError(message, code=code, params=params)


@dataclass(frozen=True)
class Position:
    """A moment of the play, both hands known: the cards each player still holds, who led to
    the trick in progress and the card he led (None: the leader is to lead), the tricks
    played and elder's share of them. Checked when built, however built."""

    elder: Hand
    younger: Hand
    leader: Seat
    lead: Card | None
    played: int
    elder_tricks: int
    variant: Variant = RUBICON

    def __post_init__(self) -> None:
        elder, younger = as_hands(self.elder, self.younger)
        object.__setattr__(self, "elder", elder)
        object.__setattr__(self, "younger", younger)
        object.__setattr__(self, "leader", as_seat(self.leader, "leader"))
        object.__setattr__(self, "variant", as_variant(self.variant))
        played = as_count(self.played, "played", 0, 12)
        as_count(self.elder_tricks, "elder_tricks", 0, played)
        left = 12 - played
        hands = BySeat(elder, younger)
        if self.lead is not None:
            lead = as_card(self.lead, "lead")
            object.__setattr__(self, "lead", lead)
            if lead in elder or lead in younger:
                raise _err(f"lead: {lead} is on the table, not in a hand", "bad_position")
            want = BySeat(left, left).with_seat(self.leader, left - 1)
        else:
            want = BySeat(left, left)
        for seat in Seat:
            if len(hands[seat]) != want[seat]:
                raise _err(
                    f"{seat.value}: {len(hands[seat])} cards after {played} tricks, "
                    f"not {want[seat]}",
                    "bad_position",
                    seat=seat.value,
                )

    @property
    def to_move(self) -> Seat:
        """The seat to play: the leader, or his adversary once a card is led."""
        return self.leader if self.lead is None else self.leader.other

    def hand(self, seat: Seat) -> Hand:
        return self.elder if seat is Seat.ELDER else self.younger

    def legal_cards(self) -> Hand:
        """The cards the seat to move may play: any to lead, else suit followed (CAV-D)."""
        mine = self.hand(self.to_move)
        if self.lead is None:
            return mine
        return Hand.from_mask(follow_mask(mine.mask, self.lead.index))

    def values(self, solver: Solver) -> dict[Card, int]:
        """Every legal card's exact value, elder minus younger, for the rest of the play."""
        return solver.move_values(
            self.elder, self.younger, self.to_move, self.lead, self.elder_tricks, self.played
        )

    def play(self, card: Card) -> Position:
        """The position after ``card`` is played by the seat to move (a legal card)."""
        if card not in self.legal_cards():
            raise _err(f"{card} is not a legal card here", "illegal_card", card=str(card))
        seat = self.to_move
        hands = BySeat(self.elder, self.younger)
        hands = hands.with_seat(seat, hands[seat] - Hand([card]))
        if self.lead is None:
            return Position(*hands, seat, card, self.played, self.elder_tricks, self.variant)
        winner = seat if follow_wins(self.lead.index, card.index) else self.leader
        return Position(*hands, winner, None, self.played + 1,
                        self.elder_tricks + (winner is Seat.ELDER), self.variant)  # fmt: skip

    @property
    def is_over(self) -> bool:
        return self.played == 12

    def to_dict(self) -> dict[str, object]:
        return {"elder": str(self.elder), "younger": str(self.younger),
                "leader": self.leader.value, "lead": None if self.lead is None else str(self.lead),
                "played": self.played, "elder_tricks": self.elder_tricks,
                "variant": self.variant.name}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Position:
        if not isinstance(data, Mapping):
            raise _err(f"a position is a mapping, not {data!r}", "bad_position")
        lead = data.get("lead")
        return cls(as_hand(data.get("elder")), as_hand(data.get("younger")),
                   as_seat(data.get("leader"), "leader"),
                   None if lead is None else as_card(lead, "lead"),
                   data.get("played"), data.get("elder_tricks"),  # type: ignore[arg-type]
                   as_variant(data.get("variant", "rubicon")))  # fmt: skip

    def key(self) -> str:
        """The position as one line of text (what its puzzle's id hashes)."""
        return " / ".join(f"{k}={v}" for k, v in self.to_dict().items())


@dataclass(frozen=True)
class Outcome:
    """How the rest of the play ends on a line of best play: elder's tricks of the deal and
    who wins the last trick (what the themes compare; the points are the solver's values)."""

    elder_tricks: int
    last: Seat

    def tricks(self, seat: Seat) -> int:
        return self.elder_tricks if seat is Seat.ELDER else 12 - self.elder_tricks


def _best(values: Mapping[Card, int], seat: Seat) -> Card:
    return best_card(dict(values), seat)


def outcome(position: Position, solver: Solver) -> Outcome:
    """The end of best play from ``position`` (ties to the lowest card, as the bots)."""
    pos = position
    last = pos.leader
    while not pos.is_over:
        card = _best(pos.values(solver), pos.to_move)
        if pos.lead is not None and pos.played == 11:
            last = pos.to_move if follow_wins(pos.lead.index, card.index) else pos.leader
        pos = pos.play(card)
    return Outcome(pos.elder_tricks, last)


def _capot(o: Outcome) -> Seat | None:
    return Seat.ELDER if o.elder_tricks == 12 else Seat.YOUNGER if o.elder_tricks == 0 else None


def _cards(o: Outcome) -> Seat | None:
    return Seat.ELDER if o.elder_tricks > 6 else Seat.YOUNGER if o.elder_tricks < 6 else None


def themes_between(best: Outcome, other: Outcome, seat: Seat) -> tuple[str, ...]:
    """What ``other`` gives away against ``best`` for ``seat`` (:data:`THEMES` order)."""
    out = []
    if _capot(best) != _capot(other):
        out.append("capot")
    if _cards(best) != _cards(other):
        out.append("the cards")
    if best.last != other.last:
        out.append("last trick")
    if best.tricks(seat) != other.tricks(seat):
        out.append("tricks")
    return tuple(out)


@dataclass(frozen=True)
class Refutation:
    """Another legal card: what it loses, in points for the seat to move, and what with."""

    card: Card
    loses: int
    themes: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", as_card(self.card, "card"))
        as_count(self.loses, "loses")
        _check_themes(self.themes)

    def to_dict(self) -> dict[str, object]:
        return {"card": str(self.card), "loses": self.loses, "themes": list(self.themes)}


def _check_themes(themes: object) -> None:
    if not isinstance(themes, tuple) or not all(t in THEMES for t in themes):
        raise _err(f"themes: some of {', '.join(THEMES)}, not {themes!r}", "bad_puzzle")


def puzzle_id(position: Position) -> str:
    """The id of the puzzle at ``position``: six letters of :data:`ID_ALPHABET` from the
    SHA-256 of :meth:`Position.key`."""
    n = int.from_bytes(hashlib.sha256(position.key().encode()).digest()[:4], "big")
    return "".join(ID_ALPHABET[n >> (5 * i) & 31] for i in range(6))


@dataclass(frozen=True)
class Puzzle:
    """A play puzzle: its id (a hash of the position), the position, the line (the learner's
    cards and, between them, the adversary's replies), what the first best card keeps
    (``themes``), each other legal card refuted, the estimated difficulty and where the
    position comes from. A puzzle checks its shape when built; :func:`verify` proves it."""

    id: str
    position: Position
    line: tuple[Card, ...]
    themes: tuple[str, ...]
    refutations: tuple[Refutation, ...]
    rating: int
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise _err("position: a Position", "bad_puzzle")
        if self.id != puzzle_id(self.position):
            raise _err(f"id: {self.id!r} is not this position's ({puzzle_id(self.position)})",
                       "bad_puzzle")  # fmt: skip
        line = tuple(as_card(c, "line") for c in self.line)
        object.__setattr__(self, "line", line)
        if not line or len(line) % 2 == 0 or len(line) > 2 * MAX_MOVES - 1:
            raise _err(f"line: 1 to {MAX_MOVES} cards of the learner's and the replies, "
                       f"not {len(line)}", "bad_puzzle")  # fmt: skip
        _check_themes(self.themes)
        if not self.themes:
            raise _err("themes: a puzzle's best card keeps something that matters", "bad_puzzle")
        as_count(self.rating, "rating", 400, 3000)

    @property
    def seat(self) -> Seat:
        """The learner's seat: the one to move at the start."""
        return self.position.to_move

    def moves(self) -> tuple[Card, ...]:
        """The learner's cards of the line (every other card of it)."""
        return self.line[::2]

    def to_dict(self) -> dict[str, object]:
        return {"id": self.id, "kind": "play", "position": self.position.to_dict(),
                "line": [str(c) for c in self.line], "themes": list(self.themes),
                "refutations": [r.to_dict() for r in self.refutations],
                "rating": self.rating, "source": self.source}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Puzzle:
        """A puzzle from :meth:`to_dict`'s mapping; anything else is a :class:`PiquetError`."""
        if not isinstance(data, Mapping) or data.get("kind") != "play":
            raise _err("a puzzle is a mapping of kind 'play'", "bad_puzzle")
        refs = data.get("refutations")
        line, themes = data.get("line"), data.get("themes")
        if not (isinstance(refs, list) and isinstance(line, list) and isinstance(themes, list)):
            raise _err("a puzzle's line, themes and refutations are lists", "bad_puzzle")
        pos = data.get("position")
        return cls(str(data.get("id")), Position.from_dict(pos),  # type: ignore[arg-type]
                   tuple(as_card(c, "line") for c in line), tuple(themes),
                   tuple(Refutation(as_card(r["card"], "card"), r["loses"], tuple(r["themes"]))
                         for r in refs),
                   data.get("rating"), str(data.get("source", "")))  # type: ignore[arg-type]  # fmt: skip


def _single_best(position: Position, solver: Solver) -> tuple[Card, dict[Card, int]] | None:
    """The one best card of ``position`` and every card's value, if exactly one card is best
    by at least :data:`MARGIN` points; else None."""
    if len(position.legal_cards()) < 2:
        return None
    values = position.values(solver)
    sign = position.to_move.sign
    ranked = sorted(values, key=lambda c: -sign * values[c])
    if sign * (values[ranked[0]] - values[ranked[1]]) < MARGIN:
        return None
    return ranked[0], values


def _rating(legal: int, near: int, moves: int) -> int:
    """The first estimate of a puzzle's difficulty, before any answer: harder with more legal
    cards, more of them close to the best (losing less than the cards' ten), a longer line."""
    return max(400, min(3000, 900 + 60 * (legal - 2) + 120 * near + 250 * (moves - 1)))


def puzzle_at(position: Position, solver: Solver | None = None, source: str = "") -> Puzzle | None:
    """The puzzle at ``position``, or None if it is not one (see the module's docstring)."""
    solver = solver or Solver(position.variant)
    found = _single_best(position, solver)
    if found is None:
        return None
    best, values = found
    seat = position.to_move
    kept = outcome(position.play(best), solver)
    refutations = []
    for card in sorted(values, key=lambda c: (-seat.sign * values[c], c.index)):
        if card == best:
            continue
        other = outcome(position.play(card), solver)
        refutations.append(Refutation(card, seat.sign * (values[best] - values[card]),
                                      themes_between(kept, other, seat)))  # fmt: skip
    themes = refutations[0].themes
    if not themes:
        return None
    line = [best]
    pos = position.play(best)
    while len(line) < 2 * MAX_MOVES - 1 and not pos.is_over:
        reply = _best(pos.values(solver), pos.to_move)
        after = pos.play(reply)
        if after.is_over or after.to_move is not seat:
            break
        nxt = _single_best(after, solver)
        if nxt is None:
            break
        line += [reply, nxt[0]]
        pos = after.play(nxt[0])
    near = sum(1 for r in refutations if r.loses < 10)
    rating = _rating(len(values), near, (len(line) + 1) // 2)
    return Puzzle(puzzle_id(position), position, tuple(line), themes, tuple(refutations), rating,
                  source)  # fmt: skip


def positions(state: DealState) -> Iterator[Position]:
    """Every position of a finished deal's play from :data:`FIRST_TRICK` on: before each
    trick's lead and before its reply."""
    if not state.is_over or state.hands_after.elder is None or state.hands_after.younger is None:
        raise _err("a deal's positions are taken once its play is over", "not_over")
    elder, younger = state.hands_after.elder, state.hands_after.younger
    won = 0
    for t in state.tricks:
        if t.number >= FIRST_TRICK:
            before = Position(elder, younger, t.leader, None, t.number - 1, won, state.variant)
            yield before
            yield before.play(t.lead)
        elder = elder - Hand([t.card_of(Seat.ELDER)])
        younger = younger - Hand([t.card_of(Seat.YOUNGER)])
        won += t.winner is Seat.ELDER


def find_puzzles(state: DealState, source: str = "") -> list[Puzzle]:
    """The puzzles of a finished deal's play, in the order of play."""
    solver = Solver(state.variant)
    out = []
    for pos in positions(state):
        found = puzzle_at(pos, solver, source)
        if found is not None:
            out.append(found)
    return out


def deal_puzzles(seed: int, first: str, source: str = "") -> list[Puzzle]:
    """The puzzles of the deal ``seed`` played by a ``first`` level player (A) against a club
    player (B), each seeded from ``seed`` (:func:`piquet_core.bots.play_deal`): the bank's
    deals (``generators/puzzles.py``) and the drill's (:mod:`piquet_core.trainer.puzzle_drill`)."""
    from piquet_core.bots import make_player, play_deal

    players = {"A": make_player(first, seed), "B": make_player("club", seed + 1)}
    return find_puzzles(play_deal(seed, players), source)


def verify(puzzle: Puzzle) -> None:
    """Prove ``puzzle`` again with the solver: each of the learner's cards is the one best
    card by :data:`MARGIN` points, each reply the solver's best, the refutations and themes
    the solver's. A :class:`PiquetError` (code ``puzzle_unproved``) says where it fails."""
    again = puzzle_at(puzzle.position, Solver(puzzle.position.variant), puzzle.source)
    if again is None or again != puzzle:
        raise _err(f"puzzle {puzzle.id}: the solver does not give this line", "puzzle_unproved",
                   id=puzzle.id)  # fmt: skip


__all__ = [
    "FIRST_TRICK",
    "ID_ALPHABET",
    "MARGIN",
    "MAX_MOVES",
    "THEMES",
    "Outcome",
    "Position",
    "Puzzle",
    "Refutation",
    "deal_puzzles",
    "find_puzzles",
    "outcome",
    "positions",
    "puzzle_at",
    "puzzle_id",
    "themes_between",
    "verify",
]
