"""Worked examples and drill exercises built by the engine (for the site and the trainer).

Everything is seeded: the same seed gives the same exercise, byte for byte.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from piquet_core.bezique.cards import (
    Card,
    CardsLike,
    Joker,
    PackCard,
    Rank,
    Suit,
    SuitLike,
    format_cards,
    sort_key,
)
from piquet_core.bezique.coerce import as_int
from piquet_core.bezique.deal import HAND_SIZE, deal, shuffled_pack
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueError, BeziquePlayError
from piquet_core.bezique.game import Game, Phase, beats
from piquet_core.bezique.melds import Meld, MeldKind, MeldLike
from piquet_core.bezique.rules import RulesLike, as_rules
from piquet_core.bezique.scoring import (
    EMPTY_RECORD,
    Evaluation,
    MeldRecord,
    best_meld,
    evaluate,
    hand_counts,
    score_meld,
)
from piquet_core.bezique.table import PLAIN_FOURS, SET_SIZE, Series, TrumpSet


def running_score(
    hand: CardsLike,
    trump: SuitLike,
    melds: Sequence[MeldLike],
    rules: RulesLike = None,
    record: MeldRecord | None = EMPTY_RECORD,
) -> tuple[Evaluation, ...]:
    """Declare ``melds`` one after another from ``hand``; each evaluation carries the
    record after it, so ``result[i].record.points`` is the running score."""
    rules = as_rules(rules)
    cards = hand_counts(hand, rules)
    if isinstance(melds, (str, Meld, Mapping)) or not isinstance(melds, Iterable):
        raise BeziqueArgumentError(
            "melds", f"melds: not a list of melds: {melds!r}", code="bad_meld", value=melds
        )
    out: list[Evaluation] = []
    for meld in melds:
        ev = evaluate(meld, cards, trump, record, rules)
        out.append(ev)
        record = ev.record
    return tuple(out)


@dataclass(frozen=True, slots=True)
class MeldExercise:
    """A drill question: a 17-card hand, trumps, what the player has declared before, and
    either a named meld to value (``meld`` set) or the best meld to find (``meld`` None)."""

    seed: int
    hand: tuple[PackCard, ...]
    trump: Suit
    record: MeldRecord
    meld: Meld | None
    answer: Evaluation

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form for the trainer (cards in English notation)."""
        return {
            "seed": self.seed,
            "hand": format_cards(self.hand),
            "trump": self.trump.letter,
            "declared_before": {s.value: n for s, n in self.record.series},
            "shown_sets": {t.value: n for t, n in self.record.sets},
            "question": "value" if self.meld is not None else "best",
            "meld": self.answer.score.meld.name,
            "points": self.answer.points,
            "items": [
                {
                    "label": i.label,
                    "points": i.points,
                    "detail": i.detail,
                    "key": i.key,
                    "params": i.param_dict(),
                }
                for i in self.answer.score.items
            ],
            "shown": format_cards(self.answer.shown),
        }


_KINDS = ("bezique", "quint", "marriage", "four", "trump four", "extra")
_SERIES_OF = {
    "bezique": Series.BEZIQUE,
    "quint": Series.TRUMP_QUINT,
    "marriage": Series.TRUMP_MARRIAGE,
}


def meld_exercise(seed: int, rules: RulesLike = None, ask_best: bool | None = None) -> MeldExercise:
    """A seeded meld-scoring exercise.

    A meld is chosen and its cards put in the hand, the rest of the 17 cards come from the
    shuffled pack; the record holds earlier melds of the same kind (so the answer may be a
    "third bezique" or an "eighth trump king"). With ``ask_best`` None the seed decides
    whether the question names the meld or asks for the best one.
    """
    as_int(seed, "seed")
    if ask_best is not None and ask_best is not True and ask_best is not False:
        raise BeziqueArgumentError(
            "ask_best",
            f"ask_best: True, False or None, not {ask_best!r}",
            code="bad_ask_best",
            value=ask_best,
        )
    rules = as_rules(rules)
    rng = random.Random(seed)
    trump = rng.choice(list(Suit))
    kind = rng.choice(_KINDS)
    times = 2 if rng.random() < 0.15 else 1
    record = EMPTY_RECORD
    meld: Meld
    if kind in _SERIES_OF:
        prior = rng.randint(0, 3)
        meld = Meld(
            {
                "bezique": MeldKind.BEZIQUE,
                "quint": MeldKind.TRUMP_QUINT,
                "marriage": MeldKind.TRUMP_MARRIAGE,
            }[kind],
            times,
        )
        record = MeldRecord(series=((_SERIES_OF[kind], prior),), points=0)
    elif kind == "four":
        meld = Meld.four(rng.choice(list(PLAIN_FOURS)), times)
    elif kind == "trump four":
        meld = Meld.trump_four(rng.choice(list(TrumpSet)), times)
    else:
        tset = rng.choice(list(TrumpSet))
        stage = rng.randint(SET_SIZE, 7)
        meld = Meld.extra(tset)
        card = tset.card(trump)
        record = MeldRecord(sets=((tset, stage),), used=((meld.family, card, stage),))
    needed = [slot[0] for slot in meld.slots(trump)]
    if meld.kind is MeldKind.FOUR:
        others = [s for s in Suit if s is not trump]
        needed = [type(needed[0])(others[i % 3], needed[0].rank) for i in range(len(needed))]
    if meld.kind is MeldKind.EXTRA:
        needed = needed * (record.stage(meld.trump_set or TrumpSet.TRUMP_KINGS) + 1)
    pool = Counter(shuffled_pack(rng.randrange(2**32), rules.packs))
    for card in needed:
        if pool[card] == 0:
            raise BeziqueError(f"exercise {seed}: the pack cannot hold this meld", code="exercise")
        pool[card] -= 1
    rest = [c for c in shuffled_pack(rng.randrange(2**32), rules.packs) if pool[c] > 0]
    hand_list: list[PackCard] = list(needed)
    take = Counter[PackCard]()
    for c in rest:
        if len(hand_list) >= HAND_SIZE - 1:
            break
        if take[c] < pool[c]:
            take[c] += 1
            hand_list.append(c)
    hand = tuple(sorted(hand_list, key=sort_key))
    best = ask_best if ask_best is not None else rng.random() < 0.4
    if best:
        found = best_meld(hand, trump, record, rules)
        assert found is not None  # the hand holds ``meld``
        return MeldExercise(seed, hand, trump, record, None, found)
    return MeldExercise(seed, hand, trump, record, meld, evaluate(meld, hand, trump, record, rules))


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a played deal: a trick, an exchange of the nine, or a declaration."""

    trick: int
    kind: str
    player: int
    text: str
    points: int = 0
    total: int = 0


def _keep_value(card: PackCard, trump: Suit) -> int:
    """How much a simple player wants to keep ``card`` (low: lead or throw it first)."""
    if isinstance(card, Joker):
        return 100
    value = {Rank.NINE: 0, Rank.TEN: 2, Rank.JACK: 3, Rank.QUEEN: 4, Rank.KING: 4, Rank.ACE: 5}
    melding = card.suit is trump or (card.rank is Rank.JACK and card.suit is trump.partner)
    return value[card.rank] + (10 if melding else 0)


def _simple_move(game: Game) -> Game:
    """A plain, deterministic player: cover cheaply when it can, declare its best meld."""
    p = game.to_act
    hand = game.hands[p]
    if game.phase is Phase.DECLARE:
        if game.may_declare(p):
            others = tuple(r for i, r in enumerate(game.records) if i != p)
            found = best_meld(hand, game.trump, game.records[p], game.rules, others)
            if found is not None:
                return game.declare(p, found.score.meld)
        return game.skip(p)
    if game.phase is Phase.LEAD:
        try:
            game = game.exchange_nine(p)
            hand = game.hands[p]
        except BeziquePlayError:
            pass
    naturals = sorted(
        (c for c in hand if isinstance(c, Card)),
        key=lambda c: (_keep_value(c, game.trump), sort_key(c)),
    )
    card = naturals[0] if naturals else hand[0]
    if game.phase is Phase.FOLLOW:
        best = game.winning_play().plays_as
        covers = [c for c in naturals if beats(c, best, game.trump, game.rules)]
        if covers and _keep_value(covers[0], game.trump) < 10:
            card = covers[0]
    as_card = Card(game.trump, Rank.NINE) if isinstance(card, Joker) else None
    return game.play(p, card, as_card)


def played_deal(
    seed: int, seats: int = 2, rules: RulesLike = None
) -> tuple[Game, tuple[Event, ...]]:
    """A whole seeded deal played by two or three simple players, as a list of events.

    For the worked example on the rules pages: every meld declared, with its itemised score
    and the player's running total, comes from the engine.
    """
    game = Game.start(deal(seed, seats, rules=rules))  # deal() checks the arguments
    events: list[Event] = []
    while game.phase is not Phase.OVER:
        before = game
        game = _simple_move(game)
        n = before.tricks_done + 1
        if before.turnup is not None and game.turnup != before.turnup and game.stock:
            events.append(
                Event(
                    n,
                    "exchange",
                    before.to_act,
                    f"exchanges {game.turnup} for the turn-up {before.turnup}",
                )
            )
        if before.phase is Phase.FOLLOW and game.phase is Phase.DECLARE:
            plays = " ".join(
                str(x.card) if x.card == x.plays_as else f"{x.card}={x.plays_as}"
                for x in game.trick
            )
            events.append(Event(n, "trick", game.leader, f"{plays}: won by {game.leader}"))
        if game.records != before.records and before.phase is Phase.DECLARE:
            p = before.leader
            meld = game.records[p].declared[-1]
            gained = game.records[p].points - before.records[p].points
            detail = "; ".join(
                str(i)
                for i in score_meld(
                    meld,
                    before.records[p],
                    before.rules,
                    tuple(r for i, r in enumerate(before.records) if i != p),
                ).items
            )
            events.append(Event(n, "declare", p, detail, gained, game.records[p].points))
    return game, tuple(events)


__all__ = [
    "Event",
    "MeldExercise",
    "meld_exercise",
    "played_deal",
    "running_score",
]
