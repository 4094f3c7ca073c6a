"""Computer players for Bezique at two levels, each a policy ``Game -> Move``.

* :class:`Plain` -- plays as a beginner does: exchanges the nine whenever it can, leads and
  throws its least useful card, covers when a cheap card covers, and declares its best meld
  whenever it may.
* :class:`Strong` -- counts: it remembers every card played and every card the others have
  shown in melds, so it knows what can still come (the seed forbids *looking through* the
  cards played, «просматривать выхоженные карты запрещается», not remembering them); it
  values each card by the melds it can still make (:func:`keep_value`), so it keeps its meld
  material; it weighs a trick by what winning it is worth — the right to declare its own
  best meld, and keeping the others from declaring theirs — against what the winning card
  costs, with the chance that the others can cover counted from the unseen cards; and it
  times its declarations: of its melds it declares the one that scores most with the best
  meld it leaves for later, and it holds back a small meld when declaring it would cost it
  the right to declare after the next trick («Подряд два объявления не делаются») while it
  is one card short of a large one. With three in play (four at the table, or three with
  the dealer playing) it plays its cards as the plain player does and keeps its timing of
  declarations: measured over the same deals (``bench/README.md``), its weighing of tricks
  lost points there against the plain player's cheap covering, while its declarations won.

Both are deterministic: the same game gives the same move (no randomness at all).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from piquet_core.bezique.cards import (
    JOKER,
    Card,
    Joker,
    PackCard,
    Rank,
    Suit,
    pack_composition,
    sort_key,
)
from piquet_core.bezique.deal import HAND_SIZE
from piquet_core.bezique.errors import BeziqueError
from piquet_core.bezique.game import Game, Phase, beats
from piquet_core.bezique.moves import Move, can_exchange
from piquet_core.bezique.rules import RepeatRule
from piquet_core.bezique.scoring import Evaluation, MeldRecord, legal_melds
from piquet_core.bezique.table import PLAIN_FOURS, SET_SIZE, SET_TABLE, TrumpSet

#: A policy: the move to make in a game (for the player to act).
Policy = Callable[[Game], Move]

_PLAIN_KEEP = {Rank.NINE: 0, Rank.TEN: 2, Rank.JACK: 3, Rank.QUEEN: 4, Rank.KING: 4, Rank.ACE: 5}


def _plain_keep(card: PackCard, trump: Suit) -> int:
    """How much the plain player wants to keep ``card`` (low: lead or throw it first)."""
    if isinstance(card, Joker):
        return 100
    melding = card.suit is trump or (card.rank is Rank.JACK and card.suit is trump.partner)
    return _PLAIN_KEEP[card.rank] + (10 if melding else 0)


def _others(game: Game, player: int) -> tuple[MeldRecord, ...]:
    return tuple(r for i, r in enumerate(game.records) if i != player)


def _best(evs: tuple[Evaluation, ...]) -> Evaluation | None:
    best: Evaluation | None = None
    for ev in evs:
        if ev.points > 0 and (best is None or ev.points > best.points):
            best = ev
    return best


def _joker_move(game: Game, card: PackCard) -> Move:
    """A joker is played as the best trump: the trump ace (nothing covers it)."""
    if isinstance(card, Joker):
        return Move.play(card, Card(game.trump, Rank.ACE))
    return Move.play(card)


@dataclass(frozen=True, slots=True)
class Plain:
    """The plain player (see the module docstring)."""

    name: str = "plain"

    def __call__(self, game: Game) -> Move:
        p = game.to_act
        hand = game.hands[p]
        if game.phase is Phase.DECLARE:
            if game.may_declare(p):
                found = _best(
                    legal_melds(hand, game.trump, game.records[p], game.rules, _others(game, p))
                )
                if found is not None:
                    return Move.declare(found.score.meld)
            return Move.pass_()
        if can_exchange(game):
            return Move.exchange()
        naturals = sorted(
            (c for c in hand if isinstance(c, Card)),
            key=lambda c: (_plain_keep(c, game.trump), sort_key(c)),
        )
        card: PackCard = naturals[0] if naturals else hand[0]
        if game.phase is Phase.FOLLOW:
            best = game.winning_play().plays_as
            covers = [c for c in naturals if beats(c, best, game.trump, game.rules)]
            if covers and _plain_keep(covers[0], game.trump) < 10:
                card = covers[0]
        return _joker_move(game, card)


_PLAIN = Plain()


# --- the strong player's knowledge --------------------------------------------------------
def unseen(game: Game, player: int) -> Counter[PackCard]:
    """The cards ``player`` has not seen: the pack less his hand, every card played (he
    remembers them), the cards on the table, the turn-up, and what the others have shown in
    melds and still hold."""
    left = pack_composition(game.rules.packs)
    left.subtract(Counter(game.hands[player]))
    left.subtract(Counter(game.pile))
    left.subtract(Counter(p.card for p in game.trick))
    if game.turnup is not None:
        left[game.turnup] -= 1
    for i, rec in enumerate(game.records):
        if i == player:
            continue
        shown: Counter[PackCard] = Counter()
        for _family, card, n in rec.used:
            shown[card] = max(shown[card], n)
        left.subtract(shown)
    return +left


def keep_value(card: PackCard, hand: Counter[PackCard], trump: Suit, record: MeldRecord) -> float:
    """What ``card`` is worth kept for melds, given the hand and what is already shown.

    A trump-set card (trump A K Q J 10, bezique jack) is worth a share of its trump four,
    growing with the copies held, or the next extra card's bonus once four are shown; the
    trump queen and the bezique jack add the bezique, the trump king and queen the
    marriage, the trump A K Q J 10 the quint; plain aces, kings, queens and jacks a share of
    their plain four. Jokers stand for any card and are kept above all.
    """
    if isinstance(card, Joker):
        return 400.0
    value = 0.0
    for tset in TrumpSet:
        if tset.card(trump) != card:
            continue
        row = SET_TABLE[tset]
        stage = record.stage(tset)
        held = hand[card] + hand[JOKER]
        if stage >= SET_SIZE:
            value += row.extra_base * 2 ** max(0, stage - SET_SIZE)
        else:
            value += row.four * min(held, SET_SIZE) ** 2 / SET_SIZE**2
    if card == Card(trump, Rank.QUEEN) or card == Card(trump.partner, Rank.JACK):
        value += 25.0
    if card.suit is trump and card.rank in (Rank.KING, Rank.QUEEN):
        value += 6.0
    if card.suit is trump and card.rank is not Rank.NINE:
        value += 12.0
    if card.suit is not trump and card.rank in PLAIN_FOURS:
        same = sum(n for c, n in hand.items() if isinstance(c, Card) and c.rank is card.rank)
        value += PLAIN_FOURS[card.rank] * min(same, SET_SIZE) / SET_SIZE
    if card.suit is trump and card.rank is Rank.NINE:
        value += 3.0  # a cheap trump: it covers any plain card
    return value


def _p_none_of(bad: int, pool: int, draws: int) -> float:
    """The chance that ``draws`` cards dealt from ``pool`` include none of ``bad``."""
    p = 1.0
    for i in range(min(draws, pool)):
        if pool - i <= 0:
            break
        p *= max(0.0, (pool - bad - i) / (pool - i))
        if p == 0.0:
            break
    return p


@dataclass(frozen=True, slots=True)
class Strong:
    """The strong player (see the module docstring)."""

    name: str = "strong"
    #: A meld at most this big is held back when it would block a large one.
    small_meld: int = 10
    #: What a declaration the others make is reckoned to be worth before any is seen.
    prior_meld: float = 40.0

    def __call__(self, game: Game) -> Move:
        p = game.to_act
        if game.phase is Phase.DECLARE:
            return self._declare(game, p)
        if can_exchange(game):
            return Move.exchange()
        if game.players > 2:
            return _PLAIN(game)
        hand = Counter(game.hands[p])
        record = game.records[p]
        keep = {c: keep_value(c, hand, game.trump, record) for c in hand}
        win_value = self._own_value(game, p) + self._denial(game, p)
        pool = unseen(game, p)
        size = sum(pool.values())
        if game.phase is Phase.LEAD:
            later = [(p + k) % game.players for k in range(1, game.players)]
            best_card: PackCard | None = None
            best_score = float("-inf")
            for card in sorted(hand, key=sort_key):
                as_card = card if isinstance(card, Card) else Card(game.trump, Rank.ACE)
                chance = self._uncovered(game, as_card, pool, size, len(later))
                score = chance * win_value - keep[card]
                if score > best_score:
                    best_card, best_score = card, score
            assert best_card is not None
            return _joker_move(game, best_card)
        best = game.winning_play().plays_as
        remaining = game.players - len(game.trick) - 1
        throw = min(hand, key=lambda c: (keep[c], sort_key(c)))
        choice: PackCard = throw
        margin = -keep[throw]
        for card in hand:
            as_card = card if isinstance(card, Card) else Card(game.trump, Rank.ACE)
            if not beats(as_card, best, game.trump, game.rules):
                continue
            chance = self._uncovered(game, as_card, pool, size, remaining)
            score = chance * win_value - keep[card]
            if score > margin:
                choice, margin = card, score
        return _joker_move(game, choice)

    # --- parts -------------------------------------------------------------------------------
    def _uncovered(
        self, game: Game, card: Card, pool: Counter[PackCard], size: int, n: int
    ) -> float:
        """The chance that none of ``n`` players after this one can cover ``card``."""
        if n == 0:
            return 1.0
        bad = pool[JOKER]
        for other, count in pool.items():
            if isinstance(other, Card) and beats(other, card, game.trump, game.rules):
                bad += count
        if size <= 0:
            return 1.0
        return _p_none_of(bad, size, HAND_SIZE) ** n

    def _may_declare_after_win(self, game: Game, player: int) -> bool:
        if game.rules.repeat is not RepeatRule.NOT_AFTER_TWO_TRICKS_RUNNING:
            return True
        last = game.last_declared[player]
        return not (last is not None and last == game.tricks_done - 1)

    def _own_value(self, game: Game, player: int) -> float:
        """What the right to declare after this trick is worth to ``player``."""
        if not self._may_declare_after_win(game, player):
            return 5.0
        found = _best(
            legal_melds(
                game.hands[player],
                game.trump,
                game.records[player],
                game.rules,
                _others(game, player),
            )
        )
        return 5.0 + (found.points if found is not None else 0.0)

    def _denial(self, game: Game, player: int) -> float:
        """What keeping the others from declaring after this trick is worth."""
        worth = 0.0
        for other in range(game.players):
            if other == player or not self._may_declare_after_win(game, other):
                continue
            rec = game.records[other]
            n = len(rec.declared)
            worth = max(worth, rec.points / n if n else self.prior_meld)
        return worth

    def _declare(self, game: Game, p: int) -> Move:
        if not game.may_declare(p):
            return Move.pass_()
        hand = game.hands[p]
        others = _others(game, p)
        evs = [
            ev
            for ev in legal_melds(hand, game.trump, game.records[p], game.rules, others)
            if ev.points > 0
        ]
        if not evs:
            return Move.pass_()
        evs.sort(key=lambda ev: -ev.points)
        best_ev, best_score = evs[0], float("-inf")
        for ev in evs[:4]:
            after = _best(legal_melds(hand, game.trump, ev.record, game.rules, others))
            score = ev.points + 0.5 * (after.points if after is not None else 0)
            if score > best_score:
                best_ev, best_score = ev, score
        if (
            best_ev.points <= self.small_meld
            and game.rules.repeat is RepeatRule.NOT_AFTER_TWO_TRICKS_RUNNING
            and len(game.stock) > 2 * game.players
            and self._one_short(game, p)
        ):
            return Move.pass_()
        return Move.declare(best_ev.score.meld)

    def _one_short(self, game: Game, p: int) -> bool:
        """Whether one more card would give ``p`` a trump four or a bezique he lacks now."""
        hand = Counter(game.hands[p])
        record = game.records[p]
        for tset in TrumpSet:
            card = tset.card(game.trump)
            if record.stage(tset) == 0 and hand[card] + hand[JOKER] == SET_SIZE - 1:
                return True
        queen = hand[Card(game.trump, Rank.QUEEN)]
        jack = hand[Card(game.trump.partner, Rank.JACK)]
        return (queen > 0) != (jack > 0)


LEVELS: dict[str, Callable[[], Policy]] = {"plain": Plain, "strong": Strong}


def player(level: str) -> Policy:
    """The computer player of ``level`` (``plain`` or ``strong``)."""
    make = LEVELS.get(level)
    if make is None:
        raise BeziqueError(
            f"unknown Bezique level {level!r} (plain, strong)",
            code="bad_level",
            params={"level": level},
        )
    return make()


__all__ = ["LEVELS", "Plain", "Policy", "Strong", "keep_value", "player", "unseen"]
