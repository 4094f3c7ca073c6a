# ruff: noqa: RUF002  (Russian quotations are intended)
"""The play of a Bezique deal as an immutable state machine (seed S002).

«Она может быть обменена игроком, имеющим ход, на козырную девятку. Сидящий слева от
сдающего, начинает ходить — кладет любую карту в центр стола. Остальные игроки или скидывают
одну из своих карт или перекрывают выхоженную по желанию. После каждого выхода игроки берут
из колоды карту для пополнения своих. У каждого на руках должно быть постоянно 18 карт. Из
двух карт одного достоинства старше та, которая вышла первой. Игрок, перекрывший карту или
пошедший картой, которая никем не была перекрыта, продолжает ходить. Этот игрок, имея на
руках семнадцать карт, может объявить так называемую «показку» … Подряд два объявления не
делаются. … С окончанием колоды производится подсчет очков.»

"[The turn-up] may be exchanged for the trump nine by the player who has the lead. The player
on the dealer's left leads: he puts any card in the middle of the table. The others either
throw one of their cards or cover the card led, as they wish. After each lead the players
take a card from the stock to make up their hands; each must always hold 18 cards. Of two
identical cards the one played first is the higher. The player who covered, or who led a
card nobody covered, leads again. This player, holding seventeen cards, may declare a meld …
Two declarations are not made in a row. … When the stock is exhausted the points are counted."

Readings: no card must be followed or beaten (the seed says «любую карту», «по желанию»);
a card covers if it beats the best card on the table (see :class:`CoverRule`); the player who
wins the trick may declare before anyone draws (he then holds 17), draws first, and the others
draw in playing order; the exchange of the nine is done by the player on lead before he leads,
while the turn-up is still in the stock; a joker played is named as a card and plays as it;
play stops when the stock is empty (no play-out of the last hands).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from piquet_core.bezique.cards import (
    Card,
    Joker,
    PackCard,
    Rank,
    Suit,
    SuitLike,
    as_card,
    as_suit,
    sort_key,
)
from piquet_core.bezique.coerce import CoercibleEnum, as_int
from piquet_core.bezique.deal import HAND_SIZE, Deal
from piquet_core.bezique.errors import BeziqueArgumentError, BeziquePlayError, IllegalMeldError
from piquet_core.bezique.melds import Meld
from piquet_core.bezique.rules import (
    BeziqueRules,
    CoverRule,
    RepeatRule,
    RulesLike,
    TrickPoints,
    as_rules,
)
from piquet_core.bezique.scoring import EMPTY_RECORD, Evaluation, MeldRecord, evaluate


class Phase(CoercibleEnum):
    """Where the deal stands."""

    LEAD = "lead"
    FOLLOW = "follow"
    DECLARE = "declare"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    """A card put on the table, and the card it plays as (a joker's chosen identity)."""

    player: int
    card: PackCard
    plays_as: Card


def _natural(value: object, argument: str) -> Card:
    card = as_card(value, argument)
    if not isinstance(card, Card):
        raise BeziqueArgumentError(
            argument,
            f"{argument}: a joker plays as a named card; give that card",
            code="bad_card",
            value=value,
        )
    return card


def beats(new: Card | str, best: Card | str, trump: SuitLike, rules: RulesLike) -> bool:
    """Whether ``new`` covers ``best``; of two identical cards the first played stays higher.

    «Из двух карт одного достоинства старше та, которая вышла первой.»
    """
    new = _natural(new, "new")
    best = _natural(best, "best")
    trump = as_suit(trump, "trump")
    rules = as_rules(rules)
    order = rules.rank_order
    if new.suit is best.suit:
        return order.strength(new.rank) > order.strength(best.rank)
    return rules.cover is CoverRule.SUIT_OR_TRUMP and new.suit is trump


#: The classical «brisques»: the cards that score 10 each when won in a trick
#: (only under :attr:`TrickPoints.BRISQUES`; the seed scores melds only).
BRISQUE_RANKS = (Rank.ACE, Rank.TEN)
BRISQUE_VALUE = 10


def trick_value(plays: tuple[Play, ...], rules: BeziqueRules) -> int:
    """What a trick is worth to its winner at the count (0 under the seed's reading).

    A joker counts as the card it was played as.
    """
    if rules.trick_points is TrickPoints.NONE:
        return 0
    return BRISQUE_VALUE * sum(1 for p in plays if p.plays_as.rank in BRISQUE_RANKS)


def _sorted(cards: Counter[PackCard]) -> tuple[PackCard, ...]:
    return tuple(sorted(cards.elements(), key=sort_key))


@dataclass(frozen=True, slots=True)
class Game:
    """The state of a deal in play. Every action returns a new :class:`Game`.

    Players are numbered ``0 .. n-1`` in playing order (``seats`` gives their seats at the
    table); ``hands`` hold each player's cards, the cards he has shown included; ``stock``
    is top first with the turn-up (face up) last while it is there.
    """

    rules: BeziqueRules
    trump: Suit
    seats: tuple[int, ...]
    hands: tuple[tuple[PackCard, ...], ...]
    stock: tuple[PackCard, ...]
    turnup_in_stock: bool
    phase: Phase
    leader: int
    trick: tuple[Play, ...] = ()
    pile: tuple[PackCard, ...] = ()
    records: tuple[MeldRecord, ...] = ()
    tricks_done: int = 0
    #: For each player, the number of the trick after which he last declared (None: never).
    last_declared: tuple[int | None, ...] = ()
    nine_exchanged: bool = False
    #: For each player, the points of the tricks he has won (see :func:`trick_value`).
    trick_points: tuple[int, ...] = ()

    @classmethod
    def start(cls, dealt: Deal) -> Game:
        """The deal ready for the first lead by the player on the dealer's left."""
        n = len(dealt.players)
        return cls(
            dealt.rules,
            dealt.trump,
            dealt.players,
            tuple(_sorted(Counter(h)) for h in dealt.hands),
            dealt.stock,
            True,
            Phase.LEAD,
            0,
            records=(EMPTY_RECORD,) * n,
            last_declared=(None,) * n,
            trick_points=(0,) * n,
        )

    # --- views -------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        """How many players hold cards."""
        return len(self.hands)

    @property
    def turnup(self) -> Card | None:
        """The face-up trump card at the bottom of the stock, while it is there."""
        last = self.stock[-1] if self.stock and self.turnup_in_stock else None
        return last if isinstance(last, Card) else None

    @property
    def to_act(self) -> int:
        """The player whose action is awaited."""
        if self.phase is Phase.FOLLOW:
            return (self.leader + len(self.trick)) % self.players
        return self.leader

    @property
    def scores(self) -> tuple[int, ...]:
        """«За «показки» пишутся очки» — each player's meld points so far."""
        return tuple(r.points for r in self.records)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's points for the deal so far: melds, plus tricks under
        :attr:`TrickPoints.BRISQUES`. «С окончанием колоды производится подсчет очков.»"""
        tricks = self.trick_points or (0,) * self.players
        return tuple(m + t for m, t in zip(self.scores, tricks, strict=True))

    def winning_play(self) -> Play:
        """The card that holds the trick so far."""
        if not self.trick:
            raise BeziquePlayError("no card is on the table", code="no_trick")
        best = self.trick[0]
        for play in self.trick[1:]:
            if beats(play.plays_as, best.plays_as, self.trump, self.rules):
                best = play
        return best

    def may_declare(self, player: int) -> bool:
        """Whether ``player`` may declare a meld now (winner, 17 cards, not twice running)."""
        self._player(player)
        if self.phase is not Phase.DECLARE or player != self.leader:
            return False
        if len(self.hands[player]) != HAND_SIZE - 1:
            return False
        last = self.last_declared[player]
        running = last is not None and last == self.tricks_done - 1
        return not (self.rules.repeat is RepeatRule.NOT_AFTER_TWO_TRICKS_RUNNING and running)

    # --- actions -----------------------------------------------------------------------------
    def _player(self, player: object) -> int:
        """``player`` checked: a whole number, one of this deal's players."""
        return as_int(player, "player", low=0, high=self.players - 1)

    def _check_turn(self, player: int, phase: Phase, what: str) -> None:
        self._player(player)
        if self.phase is Phase.OVER:
            raise BeziquePlayError(
                f"cannot {what}: the stock is exhausted and play is over", code="over"
            )
        if self.phase is not phase or player != self.to_act:
            raise BeziquePlayError(
                f"cannot {what}: it is player {self.to_act}'s turn to {self.phase.value}",
                code="out_of_turn",
                params={"player": player},
            )

    def exchange_nine(self, player: int) -> Game:
        """Give the trump nine for the turn-up: «может быть обменена игроком, имеющим ход»."""
        self._check_turn(player, Phase.LEAD, "exchange the trump nine")
        turnup = self.turnup
        nine = Card(self.trump, Rank.NINE)
        if turnup is None or self.nine_exchanged or turnup.rank is Rank.NINE:
            raise BeziquePlayError("the turn-up is no longer there to exchange", code="no_turnup")
        hand = Counter(self.hands[player])
        if hand[nine] == 0:
            raise BeziquePlayError(
                f"player {player} holds no {nine.symbol} to exchange", code="no_nine"
            )
        hand[nine] -= 1
        hand[turnup] += 1
        hands = list(self.hands)
        hands[player] = _sorted(hand)
        return replace(
            self, hands=tuple(hands), stock=(*self.stock[:-1], nine), nine_exchanged=True
        )

    def play(self, player: int, card: PackCard, plays_as: Card | None = None) -> Game:
        """Lead, cover or throw ``card``; a joker needs ``plays_as``, the card it stands for."""
        card = as_card(card, "card")
        if plays_as is not None:
            plays_as = _natural(plays_as, "plays_as")
        phase = Phase.LEAD if self.phase is Phase.LEAD else Phase.FOLLOW
        self._check_turn(player, phase, f"play {card}")
        hand = Counter(self.hands[player])
        if hand[card] == 0:
            raise BeziquePlayError(
                f"player {player} holds no {card}", code="card_not_held", params={"card": str(card)}
            )
        if isinstance(card, Joker):
            if plays_as is None:
                raise BeziquePlayError("a joker is played as a card: name it", code="joker_unnamed")
            named = plays_as
        else:
            if plays_as is not None and plays_as != card:
                raise BeziquePlayError(
                    f"only a joker plays as another card, not {card}", code="not_joker"
                )
            named = card
        hand[card] -= 1
        hands = list(self.hands)
        hands[player] = _sorted(hand)
        new = replace(
            self,
            hands=tuple(hands),
            trick=(*self.trick, Play(player, card, named)),
            phase=Phase.FOLLOW,
        )
        if len(new.trick) < self.players:
            return new
        winner = new.winning_play().player
        records = tuple(
            r.after_play(Counter(h)) for r, h in zip(new.records, new.hands, strict=True)
        )
        won = list(self.trick_points or (0,) * self.players)
        won[winner] += trick_value(new.trick, self.rules)
        return replace(
            new,
            phase=Phase.DECLARE,
            leader=winner,
            records=records,
            pile=(*self.pile, *(p.card for p in new.trick)),
            trick_points=tuple(won),
        )

    def declare(self, player: int, meld: Meld) -> Game:
        """Declare and score one meld, then draw; see :meth:`meld_value` for its worth."""
        ev = self.meld_value(player, meld)
        records = list(self.records)
        records[player] = ev.record
        last: list[int | None] = list(self.last_declared)
        last[player] = self.tricks_done
        return self._draw(records=tuple(records), last_declared=tuple(last))

    def meld_value(self, player: int, meld: Meld) -> Evaluation:
        """What ``meld`` would score if ``player`` declared it now (checked, not applied)."""
        meld = Meld.coerce(meld)
        self._check_turn(player, Phase.DECLARE, f"declare {meld.name}")
        if not self.may_declare(player):
            raise IllegalMeldError(
                "two declarations are not made in a row («Подряд два объявления не делаются»)"
                if len(self.hands[player]) == HAND_SIZE - 1
                else "a meld is declared holding seventeen cards («имея на руках семнадцать»)",
                code="may_not_declare",
            )
        others = tuple(r for i, r in enumerate(self.records) if i != player)
        return evaluate(
            meld, self.hands[player], self.trump, self.records[player], self.rules, others
        )

    def skip(self, player: int) -> Game:
        """Declare nothing this time; everyone draws."""
        self._check_turn(player, Phase.DECLARE, "pass")
        return self._draw()

    def _draw(self, **changes: object) -> Game:
        """Everyone draws from the stock, the trick's winner first, after the declaration
        (its ``changes``: records, last declared) or the pass that follows a trick: «После
        каждого выхода игроки берут из колоды карту для пополнения своих».

        When the stock cannot go round (ten packs and three in play: 214 − 3 × 18 = 160 cards,
        53 rounds and one card over), the last card goes to the winner of the last trick and
        the others draw nothing; the stock is then exhausted and the count is made at once
        («С окончанием колоды производится подсчет очков»), so no hand short of 18 is ever
        played from: the deal ends with hands of 18, 17 and 17.
        """
        hands = [Counter(h) for h in self.hands]
        stock = list(self.stock)
        for i in range(self.players):
            if not stock:
                break
            hands[(self.leader + i) % self.players][stock.pop(0)] += 1
        over = not stock
        return replace(
            self,
            **changes,  # type: ignore[arg-type]
            hands=tuple(_sorted(h) for h in hands),
            stock=tuple(stock),
            turnup_in_stock=self.turnup_in_stock and bool(stock),
            trick=(),
            phase=Phase.OVER if over else Phase.LEAD,
            tricks_done=self.tricks_done + 1,
        )

    def all_cards(self) -> Counter[PackCard]:
        """Every card of the deal wherever it lies (for the conservation check)."""
        total: Counter[PackCard] = Counter(self.stock) + Counter(self.pile)
        for h in self.hands:
            total.update(h)
        total.update(p.card for p in self.trick if len(self.trick) < self.players)
        return total


__all__ = ["Game", "Phase", "Play", "beats"]
