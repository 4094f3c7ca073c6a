"""Moves of a Bezique deal as values: what a player may do now, and doing it.

A :class:`Move` is one action of the player to act in a :class:`~piquet_core.bezique.Game`:
exchange the trump nine for the turn-up, play a card (a joker with the card its holder names
for it), declare a meld, or pass. :func:`legal_moves` lists every move the seed allows at
this point; :func:`apply_move` plays one. Moves have a short text form (``exchange``,
``play QH``, ``play JK=AS``, ``declare double bezique``, ``pass``) for logs and replay links.

S002: «Она может быть обменена игроком, имеющим ход, на козырную девятку» (the exchange);
«кладет любую карту … или скидывают одну из своих карт или перекрывают выхоженную по
желанию» (any card may be led or played); «Инфузорка … может быть любой картой по желанию
игрока» (the joker's holder names the card it plays as); «может объявить так называемую
«показку»» (declaring is a right, never a duty: passing is always a move).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_core.bezique.cards import ALL_CARDS, Card, Joker, PackCard, as_card, parse_card
from piquet_core.bezique.coerce import CoercibleEnum
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueError, BeziquePlayError
from piquet_core.bezique.game import Game, Phase
from piquet_core.bezique.melds import Meld
from piquet_core.bezique.scoring import legal_melds


class MoveKind(CoercibleEnum):
    """The four kinds of action."""

    EXCHANGE = "exchange"
    PLAY = "play"
    DECLARE = "declare"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Move:
    """One action: ``card`` (and ``plays_as`` for a joker) for a play, ``meld`` to declare."""

    kind: MoveKind
    card: PackCard | None = None
    plays_as: Card | None = None
    meld: Meld | None = None

    def __post_init__(self) -> None:
        # a kind, card or meld given by name is coerced; anything else is refused
        if self.kind.__class__ is not MoveKind:
            object.__setattr__(self, "kind", MoveKind(self.kind))
        if self.card is not None and self.card.__class__ not in (Card, Joker):
            object.__setattr__(self, "card", as_card(self.card, "card"))
        if self.plays_as is not None and self.plays_as.__class__ is not Card:
            named = as_card(self.plays_as, "plays_as")
            if not isinstance(named, Card):
                raise BeziqueError("a joker is played as a natural card", code="bad_move")
            object.__setattr__(self, "plays_as", named)
        if self.meld is not None and self.meld.__class__ is not Meld:
            object.__setattr__(self, "meld", Meld.coerce(self.meld))
        if (self.kind is MoveKind.PLAY) != (self.card is not None):
            raise BeziqueError("a play, and only a play, names a card", code="bad_move")
        if (self.kind is MoveKind.DECLARE) != (self.meld is not None):
            raise BeziqueError("a declaration, and only it, names a meld", code="bad_move")
        if isinstance(self.card, Joker) != (self.plays_as is not None):
            raise BeziqueError(
                "a joker, and only a joker, is played as a named card", code="bad_move"
            )

    @classmethod
    def exchange(cls) -> Move:
        """Exchange the trump nine for the turn-up."""
        return cls(MoveKind.EXCHANGE)

    @classmethod
    def play(cls, card: PackCard, plays_as: Card | None = None) -> Move:
        """Play ``card``; a joker plays as ``plays_as``."""
        return cls(MoveKind.PLAY, card, plays_as)

    @classmethod
    def declare(cls, meld: Meld) -> Move:
        """Declare ``meld``."""
        return cls(MoveKind.DECLARE, meld=meld)

    @classmethod
    def pass_(cls) -> Move:
        """Declare nothing this time."""
        return cls(MoveKind.PASS)

    def __str__(self) -> str:
        if self.kind is MoveKind.PLAY:
            assert self.card is not None
            return f"play {self.card}" + (f"={self.plays_as}" if self.plays_as else "")
        if self.kind is MoveKind.DECLARE:
            assert self.meld is not None
            return f"declare {self.meld.name}"
        return str(self.kind.value)

    @classmethod
    def coerce(cls, value: object, argument: str = "move") -> Move:
        """``value`` as a :class:`Move`: a Move or its text (:meth:`parse`)."""
        if value.__class__ is Move:
            return value
        if isinstance(value, str):
            return cls.parse(value)
        raise BeziqueArgumentError(
            argument,
            f"{argument}: not a Bezique move: {value!r} (a Move or its text, e.g. 'play QH')",
            code="bad_move",
            value=value,
        )

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move whose text is ``text`` (see the module docstring); a bad one names itself."""
        if not isinstance(text, str):
            raise BeziqueArgumentError(
                "text",
                f"text: not a move's text: {text!r} (e.g. 'play QH', 'pass')",
                code="bad_move",
                value=text,
            )
        words = text.strip().split(maxsplit=1)
        verb = words[0].lower() if words else ""
        rest = words[1] if len(words) > 1 else ""
        if verb == "exchange" and not rest:
            return cls.exchange()
        if verb == "pass" and not rest:
            return cls.pass_()
        if verb == "declare" and rest:
            return cls.declare(Meld.from_name(rest))
        if verb == "play" and rest:
            card_text, _, as_text = rest.partition("=")
            card = parse_card(card_text)
            if isinstance(card, Joker):
                named = parse_card(as_text) if as_text else None
                if not isinstance(named, Card):
                    raise BeziqueError(
                        f"a joker is played as a named card: {text!r}", code="bad_move"
                    )
                return cls.play(card, named)
            if as_text:
                raise BeziqueError(f"only a joker plays as another card: {text!r}", code="bad_move")
            return cls.play(card)
        raise BeziqueError(
            f"unknown Bezique move {text!r} (e.g. 'play QH', 'play JK=AS', 'declare bezique', "
            "'pass', 'exchange')",
            code="bad_move",
            params={"move": text},
        )


def _as_game(value: object) -> Game:
    if value.__class__ is Game:
        return value
    raise BeziqueArgumentError(
        "game", f"game: not a Bezique Game: {value!r}", code="bad_game", value=value
    )


def legal_moves(game: Game) -> tuple[Move, ...]:
    """Every move the player to act may make now, in a fixed order (empty once over).

    A joker is offered as each of the 24 natural cards, its holder's choice.
    """
    game = _as_game(game)
    if game.phase is Phase.OVER:
        return ()
    player = game.to_act
    if game.phase is Phase.DECLARE:
        moves = [Move.pass_()]
        if game.may_declare(player):
            others = tuple(r for i, r in enumerate(game.records) if i != player)
            evs = legal_melds(
                game.hands[player], game.trump, game.records[player], game.rules, others
            )
            moves += [Move.declare(ev.score.meld) for ev in evs]
        return tuple(moves)
    moves = []
    if game.phase is Phase.LEAD and can_exchange(game):
        moves.append(Move.exchange())
    for card in dict.fromkeys(game.hands[player]):
        if isinstance(card, Joker):
            moves += [Move.play(card, named) for named in ALL_CARDS]
        else:
            moves.append(Move.play(card))
    return tuple(moves)


def can_exchange(game: Game) -> bool:
    """Whether the player on lead may exchange the trump nine for the turn-up now."""
    if game.phase is not Phase.LEAD:
        return False
    try:
        game.exchange_nine(game.to_act)
    except BeziquePlayError:
        return False
    return True


def apply_move(game: Game, move: Move | str) -> Game:
    """Play ``move`` (a :class:`Move` or its text) for the player to act; an illegal one
    raises a typed error."""
    game = _as_game(game)
    move = Move.coerce(move)
    player = game.to_act
    if move.kind is MoveKind.EXCHANGE:
        return game.exchange_nine(player)
    if move.kind is MoveKind.PLAY:
        assert move.card is not None
        return game.play(player, move.card, move.plays_as)
    if move.kind is MoveKind.DECLARE:
        assert move.meld is not None
        return game.declare(player, move.meld)
    return game.skip(player)


__all__ = ["Move", "MoveKind", "apply_move", "can_exchange", "legal_moves"]
