"""Computer players at three levels, each a policy for :class:`piquet_core.deal.DealState`.

* :class:`Beginner` -- plausible but naive: exchanges as many cards as allowed, keeping the
  highest ranks; leads and follows with its highest card.
* :class:`Club` -- the classic advice (Cavendish, *Laws of Piquet*, "Discarding", "Playing"):
  keeps the point suit, sequences and the makings of a quatorze, keeps guards to kings and
  queens (younger especially); leads its winners, then from its long suit; wins a trick as
  cheaply as it can, and otherwise throws its least useful card.
* :class:`Expert` -- discards by the exchange advisor's expected value (its declarations
  exactly over the possible draws, the adversary's sampled, and a tricks estimate; see
  :mod:`piquet_core.bots.advisor`), the best discard searched for among the promising ones
  (:mod:`piquet_core.bots.exchange`); looks at the cards it leaves (Law 33); infers the
  adversary's hand from his calls, his exchange and his play (:mod:`piquet_core.bots.
  inference`); plays the last tricks with the exact solver over sampled adversary hands
  (:mod:`piquet_core.bots.solver`), and the first ones by the club player's rules.

All three call their hands in full and answer truthfully (the candid calls of
:func:`piquet_core.deal_policies.candid_policy`): sinking is not modelled. Every player is
deterministic for a given seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet_core.bots.exchange import EVALUATIONS, SCREEN_WIDTH, choose_discard
from piquet_core.bots.heuristics import (
    SUIT_PLAY_VALUE,
    best_point_suit,
    heuristic_discard,
    keep_values,
)
from piquet_core.bots.inference import knowledge, sample_hands
from piquet_core.bots.rollout import rollout_values
from piquet_core.bots.solver import solve_sampled
from piquet_core.cards import Card, Hand, Seat, as_seed
from piquet_core.deal import (
    Action,
    CarteBlanche,
    DealState,
    Discard,
    LookAtLeft,
    Phase,
    Play,
)
from piquet_core.deal_policies import candid_policy
from piquet_core.errors import PiquetError
from piquet_core.play import FOLLOW_WINS, follow_mask, legal_follows
from piquet_core.variants import exchange_limit

_SUIT = (0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24)
PLAY_NODES = 8000
"""Positions the expert's end-play solver may search for one card (all samples together)."""
LEVELS = ("beginner", "club", "expert")
"""The levels of :func:`make_player`."""


class Bot:
    """Base player: candid calls; subclasses choose discards, exchange counts and cards."""

    level = "bot"
    looks = False

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._candid = candid_policy(random.Random(seed ^ 0x5EED))

    def __call__(self, state: DealState) -> Action:
        phase, seat, step = state.step
        assert seat is not None
        if step == "discard":
            return self.discard(state, seat)
        if step == "announce" and seat is Seat.ELDER:
            return CarteBlanche(self.carte_blanche_count(state))
        if phase in (Phase.PLAY,):
            return Play(self.play(state, seat))
        action = self._candid(state)
        if isinstance(action, (Play, LookAtLeft)):
            if phase is Phase.RECKONING and self.looks and not state.looked.younger:
                look = [a for a in state.legal_actions() if isinstance(a, LookAtLeft)]
                if look:
                    return look[0]
            return Play(self.play(state, seat))
        return action

    # --- the exchange ----------------------------------------------------------------------

    def counts(self, state: DealState, seat: Seat) -> list[int]:
        return sorted(state.exchange_counts(seat))

    def carte_blanche_count(self, state: DealState) -> int:
        """Elder with carte blanche states his number first (CAV-K Case V): the most."""
        return max(self.counts(state, Seat.ELDER))

    def discard(self, state: DealState, seat: Seat) -> Discard:
        hand = state.dealt(seat)
        n = self.exchange_count(state, seat)
        mask = heuristic_discard(hand.mask, n, seat is Seat.ELDER, self.style)
        return Discard(Hand.from_mask(mask), look=self._look(seat, n))

    style = "club"

    def exchange_count(self, state: DealState, seat: Seat) -> int:
        return max(self.counts(state, seat))

    def _look(self, seat: Seat, n: int) -> bool:
        return self.looks and seat is Seat.ELDER and n < exchange_limit(Seat.ELDER)

    # --- the play ----------------------------------------------------------------------------

    def play(self, state: DealState, seat: Seat) -> Card:
        raise NotImplementedError


def _legal(state: DealState, seat: Seat) -> list[Card]:
    hand = state.hand(seat)
    if state.lead is None:
        return list(hand)
    return list(legal_follows(hand, state.lead))


class Beginner(Bot):
    """Naive: keeps the highest cards, plays its highest card."""

    level = "beginner"
    style = "beginner"

    def play(self, state: DealState, seat: Seat) -> Card:
        return max(_legal(state, seat), key=lambda c: (c.rank, -c.index))


class Club(Bot):
    """The classic advice of the books, as rules of thumb."""

    level = "club"
    style = "club"

    def exchange_count(self, state: DealState, seat: Seat) -> int:
        return club_exchange_count(
            state.dealt(seat).mask, seat is Seat.ELDER, self.counts(state, seat)
        )

    def play(self, state: DealState, seat: Seat) -> Card:
        return club_card(state, seat)


def club_exchange_count(mask: int, elder: bool, counts: list[int]) -> int:
    """Elder takes all five ("the elder hand should, as a rule, exchange five cards", CAV
    "Discarding"). Younger, playing more for defence, keeps cards that are worth keeping."""
    n = max(counts)
    if elder:
        return n
    values = sorted(keep_values(mask, elder).values())
    while n - 1 in counts and n - 1 >= 1 and values[n - 1] > 7.0:
        n -= 1
    return n


def club_card(state: DealState, seat: Seat) -> Card:
    """The club player's card in ``state`` (see :func:`club_play`)."""
    gone = 0
    for t in state.tricks:
        gone |= t.lead.bit | t.follow.bit
    lead = state.lead.index if state.lead is not None else -1
    return Card.from_index(club_play(state.hand(seat).mask, lead, gone))


def club_play(mask: int, lead: int, gone: int) -> int:
    """The rules of thumb of play, on masks: lead a sure winner (from the longest suit),
    else from the point suit, highest first; follow by winning as cheaply as possible, else
    throw the card whose loss costs the hand least. ``lead`` is the index of the card led
    (-1 to lead), ``gone`` the cards played in earlier tricks; returns a card index."""
    hand = [i for i in range(32) if mask >> i & 1]
    if lead < 0:
        known = mask | gone
        winners = [i for i in hand if _is_master(i, known)]
        if winners:
            return max(winners, key=lambda i: ((mask & _SUIT[i >> 3]).bit_count(), i & 7))
        suit = best_point_suit(mask)
        cards = [i for i in hand if i >> 3 == suit] or hand
        return max(cards, key=lambda i: (i & 7, -i))
    legal_mask = follow_mask(mask, lead)
    legal = [i for i in hand if legal_mask >> i & 1]
    beating = [i for i in legal if FOLLOW_WINS[lead << 5 | i]]
    if beating:
        return min(beating)
    return min(legal, key=lambda i: (_throw_value(mask, i), i))


def _is_master(index: int, gone_or_mine: int) -> bool:
    """No higher card of the suit is still out against us."""
    return all(gone_or_mine >> i & 1 for i in range(index + 1, (index | 7) + 1))


def _throw_value(mask: int, index: int) -> float:
    """How much the hand loses by throwing a card: the drop of its suit's trick estimate."""
    m = mask >> (index & 0x18) & 0xFF
    return SUIT_PLAY_VALUE[m] - SUIT_PLAY_VALUE[m & ~(1 << (index & 7))] + 0.01 * (index & 7)


class Expert(Club):
    """Searched discards, inference of the adversary's hand, solver for the last tricks.

    ``samples``: adversary hands sampled to value a discard; ``width`` and ``evaluations``:
    the discard search (:func:`piquet_core.bots.exchange.choose_discard`: the rules of thumb
    screen the discards, the advisor's exact value ranks the ``width`` best of each size and
    their neighbours, ``evaluations`` discards at most). ``play_samples``: adversary hands
    sampled for each card of the end-play; ``endgame``: from how many cards (the card led
    included) the play is solved exactly, within ``play_nodes`` positions searched for all
    the samples together; if fewer than ``min_samples`` hands are solved within that budget
    the card is chosen by the club player's rules. Budgets count work, not time, so the same
    seed always gives the same move; the defaults keep every move under 200 ms in the
    browser (bench/README.md, "Computer players").
    ``early_samples``: if not 0, the tricks before the end-play are chosen by sampled
    play-outs (:mod:`piquet_core.bots.rollout`) instead of the club player's rules; off by
    default, as it showed no significant gain against the rules (duplicate parties, see
    bench/README.md, the computer players) for eight times the time.
    """

    level = "expert"
    looks = True

    def __init__(
        self, seed: int = 0, samples: int = 100, play_samples: int = 12, endgame: int = 7,
        early_samples: int = 0, *, width: int = SCREEN_WIDTH, evaluations: int = EVALUATIONS,
        play_nodes: int = PLAY_NODES, min_samples: int = 4,
    ) -> None:  # fmt: skip
        super().__init__(seed)
        self.samples = samples
        self.play_samples = play_samples
        self.endgame = endgame
        self.early_samples = early_samples
        self.width = width
        self.evaluations = evaluations
        self.play_nodes = play_nodes
        self.min_samples = min_samples
        self._advice_for: tuple[int, Seat, int] | None = None
        self._advice_discard: Hand | None = None

    def _best_discard(self, state: DealState, seat: Seat) -> Hand:
        hand = state.dealt(seat)
        took = exchange_limit(Seat.ELDER)
        if seat is Seat.YOUNGER:
            if state.discards.elder is not None:
                took = len(state.discards.elder)
            elif state.cb_exchange is not None:
                took = state.cb_exchange
        key = (hand.mask, seat, took)
        if self._advice_for != key:
            choice = choose_discard(
                hand, seat, state.variant, counts=self.counts(state, seat),
                samples=self.samples, seed=self.rng.randrange(1 << 30), elder_took=took,
                width=self.width, evaluations=self.evaluations,
            )  # fmt: skip
            self._advice_for, self._advice_discard = key, choice.discard
        assert self._advice_discard is not None
        return self._advice_discard

    def carte_blanche_count(self, state: DealState) -> int:
        return len(self._best_discard(state, Seat.ELDER))

    def discard(self, state: DealState, seat: Seat) -> Discard:
        cards = self._best_discard(state, seat)
        return Discard(cards, look=self._look(seat, len(cards)))

    def play(self, state: DealState, seat: Seat) -> Card:
        legal = _legal(state, seat)
        if len(legal) == 1:
            return legal[0]
        left = len(state.hand(seat)) + (1 if state.lead is not None else 0)
        know = knowledge(state, seat)
        leader = state.leader
        elder_tricks = sum(1 for t in state.tricks if t.winner is Seat.ELDER)
        if left > self.endgame:
            if not self.early_samples:
                return club_card(state, seat)
            gone = 0
            for t in state.tricks:
                gone |= t.lead.bit | t.follow.bit
            early = rollout_values(
                state.hand(seat), sample_hands(know, self.early_samples, self.rng), seat,
                state.lead, leader, elder_tricks, len(state.tricks), gone, club_play,
                state.variant,
            )  # fmt: skip
            return max(early, key=lambda c: (early[c], -(c.index & 7), -c.index))
        others = sample_hands(know, self.play_samples, self.rng)
        values = solve_sampled(
            state.hand(seat), others, seat, state.lead, leader, elder_tricks, len(state.tricks),
            state.variant, budget=self.play_nodes, min_samples=self.min_samples,
        )  # fmt: skip
        if not values:  # the ending is too big for the budget: the rules of thumb
            return club_card(state, seat)
        return max(values, key=lambda c: (values[c], -(c.index & 7), -c.index))


def make_player(level: str, seed: int = 0) -> Callable[[DealState], Action]:
    """A player of ``level`` ("beginner", "club" or "expert", any case), deterministic for
    ``seed`` (a whole number); another level or seed is a
    :class:`~piquet_core.errors.PiquetError` (code ``unknown_level``)."""
    classes: dict[str, type[Bot]] = {"beginner": Beginner, "club": Club, "expert": Expert}
    key = level.strip().lower() if isinstance(level, str) else None
    if key not in classes:
        raise PiquetError(
            f"level: unknown level {level!r}; use one of {', '.join(LEVELS)}",
            code="unknown_level",
            params={"argument": "level", "value": repr(level)},
        )
    if as_seed(seed) is None:
        raise PiquetError("seed: a player's seed is a whole number, not None", code="bad_seed",
                          params={"argument": "seed", "value": "None"})  # fmt: skip
    return classes[key](seed)
