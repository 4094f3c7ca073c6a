"""The play of the cards: legality, trick winners, points in play, the cards and capot.

* Elder leads the first trick; the winner of a trick leads to the next; the second player
  must follow suit if able, otherwise may play any card; the higher card of the suit led
  wins (Cavendish, *Description of the Game*, "Playing"; Law 59 IV on revokes).
* Points in play (Law 65): one for every card led, one for winning a trick with the card
  played second; the winner of the last trick scores two instead of one. In the counting-card
  variant (S000, S001, HOYLE, FOSTER; CAV-C by agreement) only A K Q J 10 score when led or
  when winning, and the last trick's extra one counts whatever the card (S000 "except the last
  trick").
* The cards (Law 66): more than six tricks, ten; six each, nothing; all twelve, a capot,
  forty instead of ten. With fewer tricks (both hands short) the cards are still for more
  than six, and there is no capot (Foster: a short hand "cannot win a capot").

Each of these rules is written once, here, on card indexes (``suit * 8 + rank - 7``, as
:attr:`Card.index`) so that the engine's own loops and the bots' searches can share it:
:func:`follow_wins` (who takes a trick), :func:`follow_mask` (what may be played to a lead),
:func:`scoring_cards` (which cards score when led or winning) and :func:`cards_score` (the
cards and capot). :func:`trick_winner`, :func:`legal_follows`, :func:`play_tricks`,
:func:`score_tricks`, the fast replay and the bots (solver, play-outs, statistics) call them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from piquet_core.cards import (
    PACK,
    BySeat,
    Card,
    Hand,
    HandLike,
    Rank,
    Seat,
    SeatLike,
    TrickLike,
    as_card,
    as_count,
    as_flag,
    as_hand,
    as_hands,
    as_instance,
    as_seat,
    as_trick,
)
from piquet_core.errors import DuplicateCardError, IllegalActionError, PiquetError
from piquet_core.variants import RUBICON, PlayCounting, Variant, VariantLike, as_variant

CARDS_SCORE = 10
"""Winning the cards: more than six tricks (Law 66)."""
CAPOT_SCORE = 40
"""A capot: all twelve tricks, forty instead of ten (Law 66; CAV-D "ten for the cards and
thirty for the capot")."""


class IllegalPlayError(IllegalActionError):
    """A card played against the laws of play (not held, revoke, out of turn)."""

    code = "illegal_play"


class Trick(NamedTuple):
    """One trick: ``lead`` by ``leader``, ``follow`` played to it by the other player."""

    number: int
    leader: Seat
    lead: Card
    follow: Card

    @property
    def winner(self) -> Seat:
        """The higher card of the suit led wins (CAV-D "Playing"). A short hand's last
        leads, unanswered, are recorded with themselves as the follow and win
        (:func:`piquet_core.irregular.play_result`)."""
        leader = self.leader
        return leader.other if follow_wins(self.lead.index, self.follow.index) else leader

    def card_of(self, seat: SeatLike) -> Card:
        """The card ``seat`` played to this trick."""
        return self.lead if as_seat(seat) is self.leader else self.follow


def follow_wins(lead: int, follow: int) -> bool:
    """Whether the card of index ``follow`` played to the card of index ``lead`` takes the
    trick: only a higher card of the suit led does (CAV-D "Playing"). Within a suit the card
    index orders the ranks. The one place the trick winner is written."""
    return follow >> 3 == lead >> 3 and follow > lead


FOLLOW_WINS: bytes = bytes(follow_wins(lead, follow) for lead in range(32) for follow in range(32))
""":func:`follow_wins` as a table, ``FOLLOW_WINS[lead << 5 | follow]``: a look-up instead of
a call in the innermost loops (the solver's search, the play-outs, the fast replay)."""


def follow_mask(hand: int, lead: int) -> int:
    """The cards of the 32-bit mask ``hand`` that may be played to the card of index
    ``lead``: the suit led if he holds any, else any card ("The younger hand must follow
    suit if able", CAV-D "Playing"; Law 59 IV). The one place the rule of following is
    written."""
    return hand & _SUIT_MASK[lead >> 3] or hand


def scoring_cards(variant: VariantLike = RUBICON) -> int:
    """The 32-bit mask of the cards that score one when led or when winning a trick (Law 65):
    every card, or only A K Q J 10 in the counting-card variant (S000, S001, HOYLE, FOSTER).
    The one place the counting cards are written."""
    if variant.__class__ is not Variant:
        variant = as_variant(variant)
    if variant.play_counting is PlayCounting.ALL_CARDS:
        return _ALL_CARDS
    return _TEN_OR_HIGHER


def trick_winner(leader: SeatLike, lead: Card | str, follow: Card | str) -> Seat:
    """Who wins a trick: the follower only with a higher card of the suit led (CAV-D). The
    two cards are two different cards of the one pack (CAV-D "Dealing"); the same card twice is a
    :class:`~piquet_core.errors.DuplicateCardError`."""
    leader, lead, follow = as_seat(leader), as_card(lead, "lead"), as_card(follow, "follow")
    if lead is follow:
        raise DuplicateCardError(str(lead), "follow", "the card led")
    return leader.other if follow_wins(lead.index, follow.index) else leader


def legal_follows(hand: HandLike, lead: Card | str) -> Hand:
    """The cards ``hand`` may play to ``lead``: the suit led if he has any, else any card.
    The card led is the adversary's: a hand holding it is a :class:`DuplicateCardError`."""
    hand, lead = as_hand(hand), as_card(lead, "lead")
    if lead in hand:
        raise DuplicateCardError(str(lead), "lead", "in the hand that follows")
    return Hand.from_mask(follow_mask(hand.mask, lead.index))


def check_follow(
    hand: HandLike, lead: Card | str, card: Card | str, trick: int = 0, who: str = "player"
) -> None:
    """Raise :class:`IllegalPlayError` unless ``card`` may be played to ``lead``.

    "The younger hand must follow suit if able" (CAV-D "Playing"; Law 59 IV).
    """
    hand, lead, card = as_hand(hand), as_card(lead, "lead"), as_card(card, "card")
    if trick.__class__ is not int or trick < 0:
        trick = as_count(trick, "trick")
    who = as_instance(who, str, "who", "the name of the hand that follows, 'younger hand'")
    if lead in hand:
        raise DuplicateCardError(str(lead), "lead", "in the hand that follows")
    where = f"trick {trick}: " if trick else ""
    if card not in hand:
        raise IllegalPlayError(
            f"{where}{card} is not in the {who}'s hand",
            code="card_not_held",
            params={"card": str(card), "trick": trick},
        )
    if not follow_mask(hand.mask, lead.index) & card.bit:
        raise IllegalPlayError(
            f"{where}{who} plays {card} to {lead} while holding "
            f"{hand.in_suit(lead.suit)} (must follow suit if able: Cavendish, Law 59 IV)",
            code="revoke",
            params={"card": str(card), "lead": str(lead), "trick": trick},
            law="Cavendish, Law 59 IV",
        )


def is_counting_card(card: Card | str, variant: VariantLike = RUBICON) -> bool:
    """Whether a card scores when led or winning (Law 65; counting cards A K Q J 10: S000)."""
    card = as_card(card)
    return bool(scoring_cards(variant) & card.bit)


class PlayEvent(NamedTuple):
    """Points scored in play: ``seat`` scores ``points`` at ``trick`` for ``reason``.

    ``reason`` is ``"lead"``, ``"win"`` or ``"last"`` (the extra one for the last trick).
    """

    trick: int
    seat: Seat
    points: int
    reason: str
    card: Card


PointStep = tuple[int, Seat, str, Card]
"""A point made in play, as a plain tuple: (trick number, seat, reason, card)."""


@dataclass(frozen=True)
class PlayResult:
    """The twelve tricks played, with the points and the cards.

    ``steps`` are the points in play in the order they are made, as plain tuples (trick,
    seat, reason, card), each worth one; :attr:`events` gives them as :class:`PlayEvent`.
    """

    tricks: tuple[Trick, ...]
    steps: tuple[PointStep, ...] = field(repr=False)
    play_points: BySeat[int]
    """The points each seat made in play (Law 65), indexed by seat: ``play_points[Seat.ELDER]``."""
    tricks_won: BySeat[int]
    """The tricks each seat won, indexed by seat: ``tricks_won["younger"]``."""

    @cached_property
    def events(self) -> tuple[PlayEvent, ...]:
        """Points in play in the order they are made (Law 65)."""
        return tuple(PlayEvent(t, seat, 1, reason, card) for t, seat, reason, card in self.steps)

    def cards_score(self, seat: SeatLike) -> int:
        """Ten for the cards, forty for a capot, nothing on six each (Law 66)."""
        return cards_score(self.tricks_won[as_seat(seat)], len(self.tricks))

    def capot(self, seat: SeatLike) -> bool:
        """Whether ``seat`` won a capot: every trick, of twelve (Law 66; a short hand "cannot
        win a capot", Foster), as :func:`cards_score` rules it."""
        return self.cards_score(seat) == CAPOT_SCORE


DEAL_TRICKS = 12
"""The tricks of a regular deal: twelve cards a hand (Law 65's last trick, Law 66's capot)."""

CARDS_TRICKS = 6
"""The cards go to the player who wins "more than six tricks" (Law 66)."""


def cards_score(tricks_won: int, total: int = DEAL_TRICKS) -> int:
    """Ten for more than six tricks, forty for all twelve (Law 66), ``total`` the tricks the
    deal had.

    Both as the law reads: the cards are for "more than six tricks", read literally however
    many tricks a deal has (both hands short, six of eleven is not more than six); the capot
    is all the tricks of twelve, since a short hand "cannot win a capot" (Foster; fewer than
    twelve tricks are played only when both hands are short).
    """
    if tricks_won == total == DEAL_TRICKS:
        return CAPOT_SCORE
    if tricks_won > CARDS_TRICKS:
        return CARDS_SCORE
    return 0


def trick_events(trick: Trick, last: bool, variant: VariantLike = RUBICON) -> list[PlayEvent]:
    """Points one trick makes, in order: the lead, the win, the last trick's extra (Law 65)."""
    events: list[PlayEvent] = []
    if is_counting_card(trick.lead, variant):
        events.append(PlayEvent(trick.number, trick.leader, 1, "lead", trick.lead))
    winner = trick.winner
    if winner is not trick.leader and is_counting_card(trick.follow, variant):
        events.append(PlayEvent(trick.number, winner, 1, "win", trick.follow))
    if last:
        events.append(PlayEvent(trick.number, winner, 1, "last", trick.card_of(winner)))
    return events


def play_tricks(
    elder: HandLike,
    younger: HandLike,
    tricks: Iterable[TrickLike],
    variant: VariantLike = RUBICON,
    complete: bool = True,
) -> PlayResult:
    """Play out ``tricks`` (pairs: card led, card played to it) and score them.

    Checks that the right player leads (elder first, then the winner of the previous trick),
    that every card is held and played once, and that suit is followed (CAV-D "Playing").
    With ``complete``, every card of both hands must be played. The hands are a checked,
    disjoint pair (:func:`~piquet_core.cards.as_hands`), each trick as
    :func:`~piquet_core.cards.as_trick` reads it (``("AH", "10H")`` or ``"AH 10H"``).
    """
    e, y = as_hands(elder, younger)
    hands = [e.mask, y.mask]
    variant = as_variant(variant)
    complete = as_flag(complete, "complete")
    if isinstance(tricks, (str, bytes)) or not isinstance(tricks, Iterable):
        raise PiquetError(f"tricks: a list of tricks, not {tricks!r}", code="bad_trick",
                          params={"argument": "tricks", "value": repr(tricks)})  # fmt: skip
    leader = 0
    played: list[Trick] = []
    for i, trick in enumerate(tricks, start=1):
        lead, follow = as_trick(trick, "tricks")
        other = 1 - leader
        if not hands[leader] & lead.bit:
            seat = _SEATS[leader]
            holder = seat.other.value if hands[other] & lead.bit else None
            detail = (
                f"it is the {holder}'s card; the {seat.value} hand leads "
                f"(the winner of a trick leads to the next: CAV-D 'Playing')"
                if holder
                else f"the {seat.value} hand does not hold it"
            )
            raise IllegalPlayError(
                f"trick {i}: {lead} cannot be led: {detail}",
                code="wrong_leader" if holder else "card_not_held",
                params={"card": str(lead), "trick": i, "leader": seat.value},
                law="Cavendish, Description of the Game, Playing",
            )
        held = hands[other]
        if not follow_mask(held, lead.index) & follow.bit:
            check_follow(Hand.from_mask(held), lead, follow, i, f"{_SEATS[other].value} hand")
        played.append(_new_trick(Trick, (i, _SEATS[leader], lead, follow)))
        hands[leader] ^= lead.bit
        hands[other] ^= follow.bit
        if follow_wins(lead.index, follow.index):
            leader = other
    if complete and (hands[0] or hands[1]):
        left = Hand.from_mask(hands[0] | hands[1])
        raise IllegalPlayError(
            f"{len(played)} tricks played; cards not played: {left}",
            code="incomplete_play",
            params={"tricks": len(played), "cards": str(left)},
        )
    return score_tricks(played, variant)


def score_tricks(tricks: Sequence[Trick], variant: VariantLike = RUBICON) -> PlayResult:
    """Points in play and tricks won for already validated tricks (Law 65).

    The last trick's extra one is for the twelfth trick of a full deal only.
    """
    variant = as_variant(variant)
    steps: list[PointStep] = []
    n = len(tricks)
    won = [0, 0]
    points = [0, 0]
    scoring = scoring_cards(variant)
    for number, leader, lead, follow in tricks:
        li = leader.index
        if scoring & lead.bit:
            steps.append((number, leader, "lead", lead))
            points[li] += 1
        if follow_wins(lead.index, follow.index):
            wi, winner, card = 1 - li, leader.other, follow
            if scoring & follow.bit:
                steps.append((number, winner, "win", follow))
                points[wi] += 1
        else:
            wi, winner, card = li, leader, lead
        won[wi] += 1
        if number == 12 and n == 12:
            steps.append((number, winner, "last", card))
            points[wi] += 1
    return PlayResult(
        tuple(tricks), tuple(steps), BySeat(points[0], points[1]), BySeat(won[0], won[1])
    )


_SEATS = (Seat.ELDER, Seat.YOUNGER)
_new_trick = tuple.__new__  # Trick's fields in order, without the keyword handling
_SUIT_MASK = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)
_ALL_CARDS = (1 << 32) - 1
_TEN_OR_HIGHER = sum(card.bit for card in PACK if card.rank >= Rank.TEN)  # A K Q J 10 (S000)
