# ruff: noqa: RUF001, RUF002  (Cyrillic card letters are intended)
"""Cards and hands: the value types of the piquet pack.

The piquet pack has 32 cards, A K Q J 10 9 8 7 in four suits, ace high; suits have no rank
and there are no trumps (Cavendish, *Description of the Game*, "Dealing"; Law 4). Pip values,
used only to decide the point between suits of equal length, are 11 for the ace, 10 for the
king, queen, knave and ten, and the face value otherwise (Cavendish, *Description*, "Calling").

Each card has an index 0–31 (``suit * 8 + rank - 7``) and a bit ``1 << index``; a
:class:`Hand` is an immutable set of cards stored as a 32-bit mask (in the style of
python-chess's ``SquareSet``), so that the declaration code can work on one byte per suit.

Reading and writing lists of cards in English, French and Russian (:func:`parse_cards`,
:func:`format_cards`, the compact string, the cards' names) is
:mod:`piquet_core.card_notation`; its names are re-exported here, so
``from piquet_core.cards import parse_cards`` keeps working.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import Enum, IntEnum
from typing import ClassVar, Literal, TypeAlias

from piquet_core.errors import CardParseError, DuplicateCardError

Lang = Literal["en", "fr", "ru"]
LANGS: tuple[Lang, ...] = ("en", "fr", "ru")


class Suit(Enum):
    """The four suits, in the conventional display order spades, hearts, diamonds, clubs.

    Suits have no rank in piquet (Cavendish, *Description*, "Dealing"); the order here is
    only for display and for the compact notation.
    """

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit symbol: ♠ ♥ ♦ ♣."""
        return "♠♥♦♣"[self.value]

    @property
    def letter(self) -> str:
        """The English suit letter: S H D C."""
        return "SHDC"[self.value]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.value < other.value


SUITS: tuple[Suit, ...] = tuple(Suit)


class Rank(IntEnum):
    """The eight ranks, ace high (Cavendish, Law 4: "ace is highest")."""

    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def pips(self) -> int:
        """Pip value for the point: ace 11, K Q J 10 ten each, else face (Cavendish, "Calling")."""
        if self is Rank.ACE:
            return 11
        return min(int(self), 10)

    @property
    def is_court(self) -> bool:
        """King, queen or knave: the cards whose absence makes carte blanche (Law 18)."""
        return Rank.JACK <= self <= Rank.KING

    @property
    def letter(self) -> str:
        """The English compact rank letter: A K Q J T 9 8 7."""
        return _COMPACT_RANK[self]


class Seat(Enum):
    """The two players of a deal: elder hand (non-dealer) and younger hand (dealer) (CAV-D)."""

    ELDER = "elder"
    YOUNGER = "younger"

    @property
    def other(self) -> Seat:
        """The adversary."""
        return Seat.YOUNGER if self is Seat.ELDER else Seat.ELDER


RANKS_DESC: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))

_COMPACT_RANK: dict[Rank, str] = {
    Rank.ACE: "A",
    Rank.KING: "K",
    Rank.QUEEN: "Q",
    Rank.JACK: "J",
    Rank.TEN: "T",
    Rank.NINE: "9",
    Rank.EIGHT: "8",
    Rank.SEVEN: "7",
}


class Card:
    """One card: an immutable, hashable, ordered value (ordered by suit, then rank).

    ``Card(Suit.SPADES, Rank.ACE)`` returns the one shared instance for that card.
    """

    __slots__ = ("bit", "index", "rank", "suit")
    suit: Suit
    rank: Rank
    index: int
    bit: int

    _cache: ClassVar[dict[tuple[Suit, Rank], Card]] = {}

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        key = (suit, rank)
        try:
            return cls._cache[key]
        except KeyError:
            pass
        if not isinstance(suit, Suit) or not isinstance(rank, Rank):
            raise TypeError(f"Card(suit, rank) needs a Suit and a Rank, got {suit!r}, {rank!r}")
        card = object.__new__(cls)
        index = suit.value * 8 + int(rank) - 7
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "bit", 1 << index)
        cls._cache[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __str__(self) -> str:
        """English letters: ``AS``, ``10H``, ``7C``."""
        return _RANK_TEXT["en"][self.rank] + self.suit.letter

    @property
    def pips(self) -> int:
        """Pip value for the point (Cavendish, *Description*, "Calling")."""
        return self.rank.pips

    @staticmethod
    def from_index(index: int) -> Card:
        """The card with index ``suit * 8 + rank - 7`` (0–31)."""
        return PACK_BY_INDEX[index]

    @staticmethod
    def parse(token: str, lang: Lang | None = None) -> Card:
        """Parse one card token in any notation of the module docstring."""
        cards = parse_cards(token, lang)
        if len(cards) != 1:
            raise CardParseError(token.strip(), "expected exactly one card")
        return cards[0]

    def format(self, lang: Lang = "en", symbols: bool = True) -> str:
        """The card in ``lang``'s notation, e.g. ``A♠`` / ``AS``; ``R♠`` / ``RP``; ``Т♠``.

        Russian has no suit letters (п, ч, б, т clash with Т for туз), so it always uses symbols.
        """
        suit = self.suit.symbol if symbols or lang == "ru" else _SUIT_LETTERS[lang][self.suit]
        return _RANK_TEXT[lang][self.rank] + suit


PACK: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in RANKS_DESC)
"""The 32 cards: spades, hearts, diamonds, clubs, each from ace down to seven."""

PACK_BY_INDEX: tuple[Card, ...] = tuple(sorted(PACK))
FULL_MASK = (1 << 32) - 1


class Hand:
    """An immutable set of cards (a 32-bit mask), iterated in display order.

    Display order is spades, hearts, diamonds, clubs, each from the ace down. Supports
    ``len``, ``in``, iteration, ``|``, ``&``, ``-``, ``^``, equality and hashing.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        mask = 0
        for card in cards:
            if mask & card.bit:
                raise DuplicateCardError(str(card))
            mask |= card.bit
        object.__setattr__(self, "mask", mask)

    @classmethod
    def from_mask(cls, mask: int) -> Hand:
        """A hand from its 32-bit mask (bit ``card.index`` set for each card)."""
        if not 0 <= mask <= FULL_MASK:
            raise ValueError(f"mask out of range: {mask}")
        hand = object.__new__(cls)
        object.__setattr__(hand, "mask", mask)
        return hand

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Hand is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Hand.from_mask, (self.mask,))

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        for card in PACK:
            if mask & card.bit:
                yield card

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Hand", self.mask))

    def __or__(self, other: Hand) -> Hand:
        return Hand.from_mask(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        return Hand.from_mask(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        return Hand.from_mask(self.mask & ~other.mask)

    def __xor__(self, other: Hand) -> Hand:
        return Hand.from_mask(self.mask ^ other.mask)

    def __bool__(self) -> bool:
        return self.mask != 0

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def issubset(self, other: Hand) -> bool:
        """True if every card of this hand is in ``other``."""
        return self.mask & ~other.mask == 0

    def suit_mask(self, suit: Suit) -> int:
        """The 8-bit mask of this hand's cards in ``suit`` (bit ``rank - 7``)."""
        return (self.mask >> (suit.value * 8)) & 0xFF

    def in_suit(self, suit: Suit) -> Hand:
        """The cards of ``suit``."""
        return Hand.from_mask(self.mask & (0xFF << (suit.value * 8)))

    def cards(self) -> tuple[Card, ...]:
        """The cards in display order."""
        return tuple(self)

    @staticmethod
    def parse(text: str, lang: Lang | None = None) -> Hand:
        """Parse any number of distinct cards (see :func:`parse_cards`)."""
        return Hand(parse_cards(text, lang))

    def format(self, lang: Lang = "en", symbols: bool = True) -> str:
        """See :func:`format_cards`."""
        return format_cards(self, lang, symbols)

    def to_compact(self) -> str:
        """See :func:`to_compact`."""
        return to_compact(self)


CardsLike: TypeAlias = Hand | Iterable[Card]

# --- the letters of one card (str, Card.format); reading them is card_notation's --------

_RANK_TEXT: dict[Lang, dict[Rank, str]] = {
    "en": {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"},
    "fr": {Rank.ACE: "A", Rank.KING: "R", Rank.QUEEN: "D", Rank.JACK: "V"},
    "ru": {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В"},
}
for _table in _RANK_TEXT.values():
    for _r in (Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN):
        _table[_r] = str(int(_r))

_SUIT_LETTERS: dict[Lang, dict[Suit, str]] = {
    "en": {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"},
    "fr": {Suit.SPADES: "P", Suit.HEARTS: "C", Suit.DIAMONDS: "K", Suit.CLUBS: "T"},
    "ru": {},
}

# --- notation, re-exported --------------------------------------------------------------
# Imported last, as card_notation builds its token tables from the types above; Card.parse
# and the Hand methods find these names when they are called.

from piquet_core.card_notation import _TOKENS as _TOKENS  # noqa: E402  (replay's fast path)
from piquet_core.card_notation import (  # noqa: E402
    ENGLISH_TOKENS,
    card_name,
    format_cards,
    from_compact,
    parse_cards,
    parse_hand,
    suit_name,
    to_compact,
)

__all__ = [
    "ENGLISH_TOKENS",
    "FULL_MASK",
    "LANGS",
    "PACK",
    "PACK_BY_INDEX",
    "RANKS_DESC",
    "SUITS",
    "Card",
    "CardsLike",
    "Hand",
    "Lang",
    "Rank",
    "Seat",
    "Suit",
    "card_name",
    "format_cards",
    "from_compact",
    "parse_cards",
    "parse_hand",
    "suit_name",
    "to_compact",
]
