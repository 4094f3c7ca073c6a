"""Two plain, fixed players for the generated deals, and a deal played out by the engine.

The players only *choose*; every rule is the engine's. Their choices follow the classic
advice in the simplest form, so a reader can follow them:

* **Exchange** (Cavendish, *Description*, "Discarding": keep the point, the sequences and
  the sets): elder exchanges five, younger all that elder leaves (Laws 21, 34). Each card is
  valued for being in a sequence, in a trio or quatorze, in the point suit, then by rank;
  the lowest-valued cards go.
* **Play**: the leader leads the master card of his longest suit that has one (the highest
  card still out), else the lowest card of his longest suit; the follower wins as cheaply as
  he can, else plays his lowest card of the suit, else (void) his lowest card.

The played deal is then checked and scored by the engine through the replay contract
(:func:`piquet_core.replay.parse_record`, :func:`~piquet_core.replay.replay_record`): the
exchange counts, the cards held, suit followed, and every score of the deal. For the calls,
:func:`talk` plays the same deal through the engine's state machine
(:class:`piquet_core.deal.DealState`), both players declaring in full
(:func:`piquet_core.deal_policies.candid_policy`), so the dialogue is the engine's, in its
words in each language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from piquet_core.cards import PACK, BySeat, Card, Hand, Seat, Suit
from piquet_core.deal import Action, DealState, Discard, Play
from piquet_core.deal import play_out as play_state
from piquet_core.deal_policies import candid_policy
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.play import legal_follows, trick_winner
from piquet_core.replay import DealRecord, parse_record, replay_record
from piquet_core.scoring import DealScore
from piquet_core.trainer.seeds import Deal
from piquet_core.variants import RUBICON

ELDER_EXCHANGE = 5
"""Elder takes all five cards he may (Cavendish, Law 21)."""


def _keep_value(card: Card, hand: Hand) -> tuple[int, int]:
    """How much a player wants to keep ``card`` (larger: keep); ties broken by the card index."""
    point = best_point(hand)
    in_sequence = any(card.bit & seq.bits for seq in all_sequences(hand))
    in_set = any(card.rank is cs.rank for cs in all_sets(hand))
    value = int(card.rank) + 2 * len(hand.in_suit(card.suit))
    if point is not None and card.suit is point.suit:
        value += 15
    if in_set:
        value += 20
    if in_sequence:
        value += 30
    return value, card.index


def choose_discards(hand: Hand, count: int) -> Hand:
    """The ``count`` cards the player lays out: his lowest-valued ones."""
    ranked = sorted(hand, key=lambda c: _keep_value(c, hand))
    return Hand(ranked[:count])


def _suit_order(hand: Hand, suit: Suit) -> tuple[int, int, int]:
    held = hand.in_suit(suit)
    return len(held), sum(c.pips for c in held), -suit.value


def choose_lead(hand: Hand, out: Hand) -> Card:
    """The card to lead; ``out`` is every card not in the hand and not yet played."""
    suits = sorted({c.suit for c in hand}, key=lambda s: _suit_order(hand, s), reverse=True)
    for suit in suits:
        top = max(hand.in_suit(suit), key=lambda c: c.index)
        if all(c.index < top.index for c in out.in_suit(suit)):
            return top
    return min(hand.in_suit(suits[0]), key=lambda c: c.index)


def choose_follow(hand: Hand, lead: Card) -> Card:
    """The card to play to ``lead`` among the engine's legal follows."""
    legal = legal_follows(hand, lead)
    if any(c.suit is lead.suit for c in legal):
        winners = [c for c in legal if c.index > lead.index]
        return min(winners or legal, key=lambda c: c.index)
    return min(legal, key=lambda c: (int(c.rank), len(hand.in_suit(c.suit)), c.index))


def play_out(elder: Hand, younger: Hand) -> tuple[tuple[Card, Card], ...]:
    """The twelve tricks the two players make: (card led, card played to it)."""
    hands = {Seat.ELDER: elder, Seat.YOUNGER: younger}
    played = Hand()
    leader = Seat.ELDER
    tricks: list[tuple[Card, Card]] = []
    everything = Hand(PACK)
    for _ in range(len(elder)):
        own = hands[leader]
        lead = choose_lead(own, everything - own - played)
        follow = choose_follow(hands[leader.other], lead)
        tricks.append((lead, follow))
        hands[leader] = own - Hand([lead])
        hands[leader.other] = hands[leader.other] - Hand([follow])
        played = played | Hand([lead, follow])
        leader = trick_winner(leader, lead, follow)
    return tuple(tricks)


@dataclass(frozen=True)
class PlayedDeal:
    """A seeded deal played out: the record the engine validated and the engine's score."""

    seed: int
    record: DealRecord
    score: DealScore

    @property
    def draws(self) -> BySeat[tuple[Card, ...]]:
        """The cards each seat takes in: elder from the top of the talon (Law 23), younger
        the rest of it, in order (Law 34)."""
        e, y = (len(d) for d in self.record.discards)
        return BySeat(self.record.talon[:e], self.record.talon[e : e + y])

    def to_json(self) -> dict[str, object]:
        """The deal in the JSON contract of ``piquet replay``."""
        r = self.record
        assert r.tricks is not None
        return {
            "variant": r.variant.name,
            "elder": str(r.hands_dealt.elder),
            "younger": str(r.hands_dealt.younger),
            "talon": " ".join(str(c) for c in r.talon),
            "elder_discards": str(r.discards.elder),
            "younger_discards": str(r.discards.younger),
            "tricks": [f"{a} {b}" for a, b in r.tricks],
        }


def play_deal(dealt: Deal, seed: int) -> PlayedDeal:
    """Exchange and play a dealt hand with the two players; validated and scored by the engine."""
    elder_discards = choose_discards(dealt.hands.elder, ELDER_EXCHANGE)
    elder_after = dealt.hands.elder - elder_discards | Hand(dealt.talon[:ELDER_EXCHANGE])
    left = len(dealt.talon) - ELDER_EXCHANGE
    younger_discards = choose_discards(dealt.hands.younger, left)
    younger_after = dealt.hands.younger - younger_discards | Hand(dealt.talon[ELDER_EXCHANGE:])
    tricks = play_out(elder_after, younger_after)
    record = parse_record(
        {
            "variant": RUBICON.name,
            "elder": str(dealt.hands.elder),
            "younger": str(dealt.hands.younger),
            "talon": " ".join(str(c) for c in dealt.talon),
            "elder_discards": str(elder_discards),
            "younger_discards": str(younger_discards),
            "tricks": [f"{a} {b}" for a, b in tricks],
        }
    )
    return PlayedDeal(seed, record, replay_record(record))


def talk(deal: PlayedDeal) -> DealState:
    """The same deal played through the engine's state machine: the same discards and cards,
    both players calling and answering in full; its score must be the replay's."""
    r = deal.record
    assert r.tricks is not None
    cards = [c for trick in r.tricks for c in trick]
    candid = candid_policy(random.Random(0))  # its seeded choices are all replaced below

    def policy(state: DealState) -> Action:
        action = candid(state)
        if isinstance(action, Discard):
            assert state.to_act is not None
            mine = r.discards[state.to_act]
            return Discard(mine)
        if isinstance(action, Play):
            return Play(cards.pop(0))
        return action

    state = play_state(DealState.from_hands(*r.hands_dealt, r.talon, r.variant), policy)
    if state.score().to_dict() != deal.score.to_dict():
        raise ValueError(f"deal {deal.seed}: the state machine and the replay score differently")
    return state
