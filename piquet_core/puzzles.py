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
themes to pick from are :mod:`piquet_core.trainer.classes`' (``puzzles``).

**Discard puzzles** (:class:`DiscardPuzzle`): a dealt hand, elder's or younger's, from the same
deals, where the exchange advisor's best discard (:func:`piquet_core.bots.advisor.advise`:
exact over every draw, the adversary sampled, :data:`DISCARD_SAMPLES` hands from seed 0)
beats the natural one, the discard the books' rules of thumb make (the club player's,
:func:`piquet_core.bots.heuristics.heuristic_discard`), by :data:`DISCARD_MARGIN` expected
points or more. Any discard within :data:`DISCARD_CLOSE` of the best is as good (the exchange
drill's measure, so the two drills judge alike); the natural discard never is. Their bank is
the engine's own data (``piquet_core/data/discard_puzzles.jsonl``: the drill reads it in the
browser), built by ``python -m generators.puzzles --kind discard``. Not yet here: call puzzles.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Final

from piquet_core.bots.advisor import TRICK_POINTS, DiscardAnalysis, advise
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
from piquet_core.variants import ELDER_EXCHANGE_LIMIT, RUBICON, Variant, as_variant

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


# --- discard puzzles --------------------------------------------------------------------------

DISCARD_MARGIN: Final = 3.0
"""The least the natural discard loses against the best, in expected points, for a hand to
be a discard puzzle: more than a trick's worth (the advisor values a trick at 2.5)."""

DISCARD_CLOSE: Final = 1.0
"""A discard within this many expected points of the best is as good (the exchange drill's
``GOOD_ENOUGH``: one measure for both drills)."""

DISCARD_SAMPLES: Final = 100
"""Adversary hands the advisor samples (seed 0) for a discard puzzle, as for the exchange drill."""

DISCARD_THEMES: Final = ("the point", "sequences", "sets", "the play")
"""Where the best discard gains on the natural one, by a point or more of its expected value:
the point, the sequences, the sets (quatorzes and trios), the play (tricks, guards)."""


def natural_discard(
    hand: Hand, seat: Seat, elder_took: int = ELDER_EXCHANGE_LIMIT, variant: Variant = RUBICON
) -> Hand:
    """The discard the rules of thumb make (the club player's: how many, which; Cavendish,
    "Discarding"): what looks natural, and what a discard puzzle's answer must beat."""
    from piquet_core.bots.heuristics import heuristic_discard
    from piquet_core.bots.players import club_exchange_count

    elder = seat is Seat.ELDER
    counts = sorted(as_variant(variant).exchange_counts(seat, elder_took))
    n = club_exchange_count(hand.mask, elder, counts)
    return Hand.from_mask(heuristic_discard(hand.mask, n, elder, "club"))


@dataclass(frozen=True)
class DiscardPuzzle:
    """A discard puzzle: the dealt hand of ``seat`` (younger after elder took ``elder_took``),
    the advisor's best discard, the natural discard and what it loses (expected points, one
    decimal), how many discards are as good as the best (``accepted``), where the best gains
    (``themes``), the first estimate of its difficulty and where the hand comes from. It checks
    its shape when built; :func:`verify_discard` proves it with the advisor."""

    id: str
    seat: Seat
    hand: Hand
    elder_took: int
    best: Hand
    natural: Hand
    loses: float
    accepted: int
    themes: tuple[str, ...]
    rating: int
    variant: Variant = RUBICON
    source: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat", as_seat(self.seat, "seat"))
        object.__setattr__(self, "hand", as_hand(self.hand))
        object.__setattr__(self, "best", as_hand(self.best))
        object.__setattr__(self, "natural", as_hand(self.natural))
        object.__setattr__(self, "variant", as_variant(self.variant))
        as_count(self.elder_took, "elder_took", 0, ELDER_EXCHANGE_LIMIT)
        if len(self.hand) != 12:
            raise _err(f"hand: a dealt hand of 12 cards, not {len(self.hand)}", "bad_puzzle")
        counts = self.variant.exchange_counts(self.seat, self.elder_took)
        for name, discard in (("best", self.best), ("natural", self.natural)):
            if not discard.issubset(self.hand) or len(discard) not in counts:
                raise _err(f"{name}: {discard} is not a legal discard of {self.hand}",
                           "bad_puzzle")  # fmt: skip
        if self.best == self.natural:
            raise _err("natural: the natural discard is the best one: no puzzle", "bad_puzzle")
        if (isinstance(self.loses, bool) or not isinstance(self.loses, (int, float))
                or self.loses < DISCARD_MARGIN):  # fmt: skip
            raise _err(f"loses: {DISCARD_MARGIN} points or more, not {self.loses!r}", "bad_puzzle")
        as_count(self.accepted, "accepted", 1)
        if not isinstance(self.themes, tuple) or not all(t in DISCARD_THEMES for t in self.themes):
            raise _err(f"themes: some of {', '.join(DISCARD_THEMES)}, not {self.themes!r}",
                       "bad_puzzle")  # fmt: skip
        as_count(self.rating, "rating", 400, 3000)
        if self.id != discard_puzzle_id(self.seat, self.hand, self.elder_took, self.variant):
            raise _err(f"id: {self.id!r} is not this hand's", "bad_puzzle")

    @property
    def counts(self) -> tuple[int, ...]:
        """How many cards the learner may discard (Laws 21, 22, 34: the variant's numbers)."""
        return tuple(self.variant.exchange_counts(self.seat, self.elder_took))

    def to_dict(self) -> dict[str, object]:
        return {"id": self.id, "kind": "discard", "seat": self.seat.value,
                "hand": str(self.hand), "elder_took": self.elder_took, "best": str(self.best),
                "natural": str(self.natural), "loses": self.loses, "accepted": self.accepted,
                "themes": list(self.themes), "rating": self.rating,
                "variant": self.variant.name, "source": self.source}  # fmt: skip

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> DiscardPuzzle:
        """A discard puzzle from :meth:`to_dict`'s mapping; anything else is a PiquetError."""
        if not isinstance(data, Mapping) or data.get("kind") != "discard":
            raise _err("a discard puzzle is a mapping of kind 'discard'", "bad_puzzle")
        themes = data.get("themes")
        if not isinstance(themes, list):
            raise _err("a discard puzzle's themes are a list", "bad_puzzle")
        counts = {k: data.get(k) for k in ("elder_took", "loses", "accepted", "rating")}
        return cls(
            str(data.get("id")),
            as_seat(data.get("seat"), "seat"),
            as_hand(data.get("hand")),
            counts["elder_took"],  # type: ignore[arg-type]
            as_hand(data.get("best")),
            as_hand(data.get("natural")),
            counts["loses"],  # type: ignore[arg-type]
            counts["accepted"],  # type: ignore[arg-type]
            tuple(themes),
            counts["rating"],  # type: ignore[arg-type]
            as_variant(data.get("variant", "rubicon")),
            str(data.get("source", "")),
        )


def discard_puzzle_id(seat: Seat, hand: Hand, elder_took: int, variant: Variant) -> str:
    """The id of a discard puzzle: six letters of :data:`ID_ALPHABET` from the SHA-256 of
    the hand, the seat, elder's take and the variant (the same hand, the same id)."""
    key = f"discard / seat={seat.value} / hand={hand} / took={elder_took} / {variant.name}"
    n = int.from_bytes(hashlib.sha256(key.encode()).digest()[:4], "big")
    return "".join(ID_ALPHABET[n >> (5 * i) & 31] for i in range(6))


def _discard_rating(accepted: int, loses: float) -> int:
    """The first estimate of a discard puzzle's difficulty: harder when few discards are as
    good as the best and when the natural one loses little (the trap looks safe)."""
    return max(400, min(3000, round(1900 - 60 * min(accepted, 15) - 50 * min(loses, 16))))


def discard_themes(best: DiscardAnalysis, natural: DiscardAnalysis) -> tuple[str, ...]:
    """Where ``best`` gains on ``natural`` by a point or more of the advisor's value:
    :data:`DISCARD_THEMES`, in that order."""
    gains = (
        best.point - natural.point,
        best.sequences - natural.sequences,
        best.sets - natural.sets,
        TRICK_POINTS * (best.tricks - natural.tricks),
    )
    return tuple(t for t, g in zip(DISCARD_THEMES, gains, strict=True) if g >= 1.0)


def discard_puzzle_at(
    hand: Hand,
    seat: Seat,
    elder_took: int = ELDER_EXCHANGE_LIMIT,
    variant: Variant = RUBICON,
    source: str = "",
) -> DiscardPuzzle | None:
    """The discard puzzle of the dealt ``hand`` for ``seat``, or None if it is not one (see
    the module's docstring)."""
    hand, seat, variant = as_hand(hand), as_seat(seat), as_variant(variant)
    advice = advise(hand, seat, variant, samples=DISCARD_SAMPLES, seed=0,
                    elder_took=elder_took, reasons=0)  # fmt: skip
    natural = natural_discard(hand, seat, elder_took, variant)
    best, mine = advice.best, advice.find(natural)
    loses = round(best.value - mine.value, 1)
    if loses < DISCARD_MARGIN:
        return None
    themes = discard_themes(best, mine)
    if not themes:
        return None
    accepted = sum(1 for a in advice.ranked if a.value >= best.value - DISCARD_CLOSE)
    return DiscardPuzzle(discard_puzzle_id(seat, hand, elder_took, variant), seat, hand,
                         elder_took, best.discard, natural, loses, accepted, themes,
                         _discard_rating(accepted, loses), variant, source)  # fmt: skip


def deal_discard_puzzles(seed: int, first: str, source: str = "") -> list[DiscardPuzzle]:
    """The discard puzzles of deal ``seed`` (:func:`deal_puzzles`' players): elder's dealt
    hand, and younger's after elder's exchange."""
    from piquet_core.bots import make_player, play_deal

    players = {"A": make_player(first, seed), "B": make_player("club", seed + 1)}
    state = play_deal(seed, players)
    took = state.elder_took()
    out = []
    for seat in Seat:
        found = discard_puzzle_at(state.dealt(seat), seat,
                                  took if seat is Seat.YOUNGER else ELDER_EXCHANGE_LIMIT,
                                  state.variant, source)  # fmt: skip
        if found is not None:
            out.append(found)
    return out


def verify_discard(puzzle: DiscardPuzzle) -> None:
    """Prove a discard puzzle again with the advisor: the best discard, the natural one, its
    loss, the discards as good and the themes are the advisor's. A :class:`PiquetError`
    (``puzzle_unproved``) says where it fails."""
    again = discard_puzzle_at(puzzle.hand, puzzle.seat, puzzle.elder_took, puzzle.variant,
                              puzzle.source)  # fmt: skip
    if again is None or again != puzzle:
        raise _err(f"puzzle {puzzle.id}: the advisor does not give this discard",
                   "puzzle_unproved", id=puzzle.id)  # fmt: skip


__all__ = [
    "DISCARD_CLOSE",
    "DISCARD_MARGIN",
    "DISCARD_SAMPLES",
    "DISCARD_THEMES",
    "FIRST_TRICK",
    "ID_ALPHABET",
    "MARGIN",
    "MAX_MOVES",
    "THEMES",
    "DiscardPuzzle",
    "Outcome",
    "Position",
    "Puzzle",
    "Refutation",
    "deal_discard_puzzles",
    "deal_puzzles",
    "discard_puzzle_at",
    "discard_puzzle_id",
    "discard_themes",
    "find_puzzles",
    "natural_discard",
    "outcome",
    "positions",
    "puzzle_at",
    "puzzle_id",
    "themes_between",
    "verify",
    "verify_discard",
]
