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
:func:`format_cards`, the compact string, the cards' names for screen readers).

Notations accepted by :func:`parse_cards` (rank first, then suit; case-insensitive):

* English: ranks ``A K Q J 10 9 8 7`` (``T`` = ten), suits ``S H D C`` or ``♠ ♥ ♦ ♣``:
  ``AS KS 10H``, ``A♠ K♠ T♥``.
* French: ranks ``A``/``As``, ``R`` (roi), ``D`` (dame), ``V`` (valet), ``10 9 8 7``; suits
  ``♠ ♥ ♦ ♣`` or ``P C K T`` (pique, cœur, carreau, trèfle): ``RP DC VK 10T``, ``R♠``.
* Russian: ranks ``Т`` (туз), ``К`` (король), ``Д`` (дама), ``В`` (валет), ``10 9 8 7`` in
  Cyrillic; suits ``♠ ♥ ♦ ♣`` only: ``Т♠ Д♥``.
* The compact string of :func:`to_compact` (``AKQJ.T98.7.AK``) is also accepted.
* Card books' notation, suit by suit, the suit first and its ranks run together or spaced:
  ``♠AKQJT9 ♥87 ♦AK ♣QJ``, ``S: AKQJT9 H: 87 D: AK C: QJ``, ``♠ A R D V 10 ♥ 8 7``,
  ``P: ARDV``, ``♠ ТКДВ10``; a letter for the suit takes its colon, or is run together with
  its ranks, one suit a token (``sAKQJT9 h87 dAK cQJ``); a void suit may be ``-``.

Detection when ``lang`` is None: the letters clash between languages (``T`` is a ten in
English but trèfle in French; ``C`` is clubs in English but cœur in French; ``K`` is a king
in English but carreau in French; Cyrillic ``Т`` is туз, Latin ``T`` is not). The whole text
is read in one language: English if every token is English, else French if every token is
French, else Russian. So ``AC 10C`` is read as English (clubs), ``AC RC`` as French (cœur).
Pass ``lang`` to force a reading.

"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from enum import Enum, IntEnum, StrEnum
from types import MappingProxyType
from typing import ClassVar, Generic, Literal, NamedTuple, TypeAlias, TypeVar, overload

from piquet_core.errors import CardParseError, DuplicateCardError, HandSizeError, PiquetError

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

    @property
    def index(self) -> int:
        """0 for elder, 1 for younger: the position of the seat in a :class:`BySeat` pair."""
        return 0 if self is Seat.ELDER else 1

    @property
    def sign(self) -> int:
        """+1 for elder, -1 for younger: turns a value counted elder minus younger (the
        solver's, the play review's) into this seat's own."""
        return 1 if self is Seat.ELDER else -1

    @staticmethod
    def coerce(value: SeatLike) -> Seat:
        """See :func:`as_seat`."""
        return as_seat(value)


class Player(StrEnum):
    """The two players of a partie, Cavendish's A and B; their seats change every deal (the
    dealer is younger hand, CAV-D "Dealing"). A string enum: ``Player.A == "A"``."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Player:
        """The adversary."""
        return Player.B if self is Player.A else Player.A

    @staticmethod
    def coerce(value: PlayerLike) -> Player:
        """See :func:`as_player`."""
        return as_player(value)


PlayerLike: TypeAlias = "Player | str"
"""A player as the public API accepts it: a :class:`Player` or ``"A"`` / ``"B"`` (any case)."""


def as_player(value: object, argument: str | None = None) -> Player:
    """``value`` as a :class:`Player`: a Player, or ``"A"`` or ``"B"`` (any case). Anything
    else is refused with a :class:`PiquetError` (code ``bad_player``).

    >>> as_player("b") is Player.B
    True
    """
    if value.__class__ is Player:
        return value
    if isinstance(value, str):
        name = value.strip().upper()
        if name in ("A", "B"):
            return Player(name)
    raise _refuse(argument, f"unknown player {value!r}: a player is 'A' or 'B'", "bad_player",
                  value)  # fmt: skip


SeatLike: TypeAlias = "Seat | str"
"""A seat as the public API accepts it: a :class:`Seat` or its name, ``"elder"`` or
``"younger"`` (any case)."""


def as_seat(value: object, argument: str | None = None) -> Seat:
    """``value`` as a :class:`Seat`: a Seat, or its name ``"elder"`` or ``"younger"`` (any
    case, surrounding spaces ignored). Anything else -- another string, a number, None -- is
    refused with a :class:`PiquetError` (code ``bad_seat``), never guessed; ``argument``,
    when given, is the parameter named in the refusal.

    >>> as_seat("Elder") is Seat.ELDER
    True
    """
    if value.__class__ is Seat:
        return value
    if isinstance(value, str):
        name = value.strip().lower()
        if name == "elder":
            return Seat.ELDER
        if name == "younger":
            return Seat.YOUNGER
    raise _refuse(argument, f"not a seat: {value!r} (a seat is 'elder' or 'younger')",
                  "bad_seat", value)  # fmt: skip


T = TypeVar("T")


class BySeat(NamedTuple, Generic[T]):
    """A pair of values, one per seat, indexed by :class:`Seat` (or its name, or 0 and 1),
    like python-chess's per-colour arrays: ``points[Seat.ELDER]``, ``points["younger"]``.

    An immutable tuple ``(elder, younger)``, so it unpacks and compares as one.

    >>> tricks = BySeat(7, 5)
    >>> tricks[Seat.ELDER], tricks["younger"], tricks.elder
    (7, 5, 7)
    """

    elder: T
    younger: T

    def __getitem__(self, seat: Seat | str | int) -> T:  # type: ignore[override]
        if seat.__class__ is Seat:
            return tuple.__getitem__(self, 0 if seat is Seat.ELDER else 1)
        if seat.__class__ is int and -2 <= seat <= 1:
            return tuple.__getitem__(self, seat)
        return tuple.__getitem__(self, as_seat(seat).index)

    @staticmethod
    def from_seat(seat: SeatLike, mine: T, theirs: T) -> BySeat[T]:
        """The pair with ``mine`` at ``seat`` and ``theirs`` at the other seat.

        >>> BySeat.from_seat("younger", "me", "you")
        BySeat(elder='you', younger='me')
        """
        if as_seat(seat) is Seat.ELDER:
            return BySeat(mine, theirs)
        return BySeat(theirs, mine)

    def with_seat(self, seat: SeatLike, value: T) -> BySeat[T]:
        """The pair with ``seat``'s value replaced."""
        if as_seat(seat) is Seat.ELDER:
            return BySeat(value, self.younger)
        return BySeat(self.elder, value)


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
            raise PiquetError(
                f"Card(suit, rank) needs a Suit and a Rank, got {suit!r}, {rank!r}",
                code="bad_card",
                params={"suit": repr(suit), "rank": repr(rank)},
            )
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
        """The card with index ``suit * 8 + rank - 7`` (0–31); another value is a
        :class:`PiquetError` (code ``bad_card_index``)."""
        if index.__class__ is not int or not 0 <= index < 32:
            raise PiquetError(
                f"index: a card's index is a whole number from 0 to 31, not {index!r}",
                code="bad_card_index",
                params={"argument": "index", "value": repr(index)},
            )
        return PACK_BY_INDEX[index]

    @staticmethod
    def parse(token: str, lang: Lang | None = None) -> Card:
        """Parse one card token in any notation of the module docstring."""
        if not isinstance(token, str):
            raise CardParseError(repr(token), "a card is given as text")
        cards = parse_cards(token, lang)
        if len(cards) != 1:
            raise CardParseError(token.strip(), "expected exactly one card")
        return cards[0]

    def format(self, lang: Lang = "en", symbols: bool = True) -> str:
        """The card in ``lang``'s notation, e.g. ``A♠`` / ``AS``; ``R♠`` / ``RP``; ``Т♠``.

        Russian has no suit letters (п, ч, б, т clash with Т for туз), so it always uses symbols.
        """
        lang = as_lang(lang)
        suit = self.suit.symbol if symbols or lang == "ru" else _SUIT_LETTERS[lang][self.suit]
        return _RANK_TEXT[lang][self.rank] + suit


PACK: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in RANKS_DESC)
"""The 32 cards: spades, hearts, diamonds, clubs, each from ace down to seven."""

PACK_BY_INDEX: tuple[Card, ...] = tuple(sorted(PACK))
HAND_SIZE = 12
"""Twelve cards to each player (Cavendish, Law 15)."""
FULL_MASK = (1 << 32) - 1


class Hand:
    """An immutable set of cards (a 32-bit mask), iterated in display order.

    Display order is spades, hearts, diamonds, clubs, each from the ace down. Supports
    ``len``, ``in``, iteration, ``|``, ``&``, ``-``, ``^``, equality and hashing.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: HandLike = ()) -> None:
        """A hand from a Hand, a string of cards in any notation of :func:`parse_cards`, or
        an iterable of :class:`Card`; anything else is a :class:`PiquetError` (code
        ``bad_hand``), a card given twice a :class:`DuplicateCardError`."""
        if isinstance(cards, Hand):
            object.__setattr__(self, "mask", cards.mask)
            return
        if isinstance(cards, str):
            cards = parse_cards(cards)
        elif not isinstance(cards, Iterable) or isinstance(cards, (bytes, bytearray)):
            raise _not_a_hand(cards)
        mask = 0
        for card in cards:
            if card.__class__ is not Card:
                raise _not_a_hand(cards, card)
            if mask & card.bit:
                raise DuplicateCardError(str(card))
            mask |= card.bit
        object.__setattr__(self, "mask", mask)

    @classmethod
    def from_mask(cls, mask: int) -> Hand:
        """A hand from its 32-bit mask (bit ``card.index`` set for each card)."""
        if mask.__class__ is not int or not 0 <= mask <= FULL_MASK:
            raise PiquetError(
                f"not a 32-bit mask of cards: {mask!r}",
                code="bad_mask",
                params={"mask": repr(mask)},
            )
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
        """``card in hand``: a :class:`Card`, or one card in any notation (``"AS" in hand``,
        as ``hand - "AS"`` reads it); a string that is no card is a :class:`PiquetError`."""
        if card.__class__ is Card:
            return bool(self.mask & card.bit)
        if isinstance(card, str):
            return bool(self.mask & as_card(card, "card").bit)
        return False

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Hand", self.mask))

    def __or__(self, other: HandLike) -> Hand:
        return Hand.from_mask(self.mask | _mask_of(other))

    def __and__(self, other: HandLike) -> Hand:
        return Hand.from_mask(self.mask & _mask_of(other))

    def __sub__(self, other: HandLike) -> Hand:
        return Hand.from_mask(self.mask & ~_mask_of(other))

    def __xor__(self, other: HandLike) -> Hand:
        return Hand.from_mask(self.mask ^ _mask_of(other))

    def __bool__(self) -> bool:
        return self.mask != 0

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def issubset(self, other: HandLike) -> bool:
        """True if every card of this hand is in ``other``."""
        return self.mask & ~_mask_of(other) == 0

    def suit_mask(self, suit: SuitLike) -> int:
        """The 8-bit mask of this hand's cards in ``suit`` (bit ``rank - 7``); the suit as
        :func:`as_suit` reads it."""
        return (self.mask >> (as_suit(suit).value * 8)) & 0xFF

    def in_suit(self, suit: SuitLike) -> Hand:
        """The cards of ``suit`` (a :class:`Suit`, or as :func:`as_suit` reads it: ``"S"``,
        ``"♠"``, ``"spades"``)."""
        return Hand.from_mask(self.mask & (0xFF << (as_suit(suit).value * 8)))

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


HandLike: TypeAlias = "Hand | str | Iterable[Card]"
"""A hand as the public API accepts it: a :class:`Hand`, a string of cards in any notation of
:func:`parse_cards`, or an iterable of :class:`Card`."""
CardsLike: TypeAlias = HandLike


def as_hand(value: object) -> Hand:
    """``value`` as a :class:`Hand`: a Hand, a string of cards in any notation (see
    :func:`parse_cards`), or an iterable of :class:`Card`. Anything else -- a number, a bool,
    None, an iterable of something other than cards -- is refused with a
    :class:`PiquetError` (code ``bad_hand``); a card given twice is a
    :class:`DuplicateCardError`.

    >>> as_hand("AS KS") == as_hand([Card.parse("KS"), Card.parse("AS")])
    True
    """
    if value.__class__ is Hand:
        return value
    return Hand(value)  # type: ignore[arg-type]


def _mask_of(value: object) -> int:
    return value.mask if value.__class__ is Hand else as_hand(value).mask


def _refuse(argument: str | None, text: str, code: str, value: object) -> PiquetError:
    """The one shape of a coercion's refusal: the argument named first when it is known."""
    params: dict[str, object] = {"value": repr(value)}
    if argument:
        params["argument"] = argument
        text = f"{argument}: {text}"
    return PiquetError(text, code=code, params=params)


def as_card(value: object, argument: str | None = None) -> Card:
    """``value`` as a :class:`Card`: a Card, or one card in any notation (``"AS"``,
    ``"R♠"``); anything else is a :class:`PiquetError` (code ``bad_card`` or ``unknown_card``).
    ``argument``, when given, is the parameter named in the refusal."""
    if value.__class__ is Card:
        return value
    if isinstance(value, str):
        return Card.parse(value)
    raise _refuse(argument, f"not a card: {value!r}", "bad_card", value)


def as_lang(value: object, argument: str | None = "lang") -> Lang:
    """``value`` as a language of the notations and names: ``"en"``, ``"fr"`` or ``"ru"``
    (any case, surrounding spaces ignored); anything else is a :class:`PiquetError` (code
    ``bad_lang``), never a silent fall-back to English.

    >>> as_lang("FR")
    'fr'
    """
    if isinstance(value, str):
        key = value.strip().lower()
        if key in LANGS:
            return key
    raise _refuse(argument, f"not a language: {value!r} (one of en, fr, ru)", "bad_lang", value)


SuitLike: TypeAlias = "Suit | str"
"""A suit as the public API accepts it: a :class:`Suit`, its English letter (``"S"``), its
symbol (``"♠"``), its French letter when unambiguous, or its English name (``"spades"``)."""

_SUIT_WORDS: dict[str, Suit] = {
    **{s.letter: s for s in SUITS},
    **{s.symbol: s for s in SUITS},
    **{s.name: s for s in SUITS},
    **{s.name[:-1]: s for s in SUITS},
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
    "P": Suit.SPADES, "K": Suit.DIAMONDS, "T": Suit.CLUBS,
}  # fmt: skip


def as_suit(value: object, argument: str | None = "suit") -> Suit:
    """``value`` as a :class:`Suit`: a Suit, its letter ``S H D C`` (or the French ``P K T``;
    French ``C``, cœur, clashes with clubs and reads as clubs), its symbol, or its English
    name, singular or plural (any case). Anything else is a :class:`PiquetError` (code
    ``bad_suit``). Suits have no rank in piquet (Cavendish, *Description*, "Dealing").

    >>> as_suit("s") is as_suit("♠") is as_suit("Spades") is Suit.SPADES
    True
    """
    if value.__class__ is Suit:
        return value
    if isinstance(value, str):
        suit = _SUIT_WORDS.get(value.strip().upper().replace("\ufe0f", ""))
        if suit is not None:
            return suit
    raise _refuse(argument, f"not a suit: {value!r} (S, H, D, C, a symbol or a name)",
                  "bad_suit", value)  # fmt: skip


TrickLike: TypeAlias = "tuple[Card | str, Card | str] | str"
"""A trick as the public API accepts it: the pair (lead, follow) of cards or their names, or
one string of the two cards, ``"AH 10H"``."""


def as_trick(value: object, argument: str | None = "trick") -> tuple[Card, Card]:
    """``value`` as one trick, the pair ``(lead, follow)`` of two different cards: a pair of
    :class:`Card` or card names, or one string of two cards (``"AH 10H"``). Anything else is
    a :class:`PiquetError` (code ``bad_trick``); a card played twice a
    :class:`DuplicateCardError`. A trick is two cards, one from each hand (Cavendish, Law 60).

    >>> as_trick("AH 10H")
    (Card.parse('AH'), Card.parse('10H'))
    """
    if isinstance(value, str):
        pair: tuple[object, ...] = parse_cards(value)
    elif isinstance(value, (tuple, list)):
        pair = tuple(value)
    else:
        raise _refuse(argument, f"not a trick: {value!r} (a trick is two cards, lead and follow)",
                      "bad_trick", value)  # fmt: skip
    if len(pair) != 2:
        raise _refuse(argument, f"not a trick: {value!r} (a trick is two cards, lead and follow)",
                      "bad_trick", value)  # fmt: skip
    lead, follow = as_card(pair[0], argument), as_card(pair[1], argument)
    if lead is follow:
        raise DuplicateCardError(str(lead), argument or "", "led and played to itself")
    return lead, follow


@overload
def as_seed(
    value: object, argument: str | None = ..., optional: Literal[True] = ...
) -> int | None: ...


@overload
def as_seed(value: object, argument: str | None, optional: Literal[False]) -> int: ...


@overload
def as_seed(value: object, argument: str | None = ..., *, optional: Literal[False]) -> int: ...


def as_seed(value: object, argument: str | None = "seed", optional: bool = True) -> int | None:
    """``value`` as the seed of a shuffle: a whole number (``random.Random(seed)``), or None
    for a fresh shuffle (unless ``optional`` is False: a computer player's or a match's seed
    must repeat). A string, a float or a bool is a :class:`PiquetError` (code ``bad_seed``):
    ``random.Random("7")`` shuffles otherwise than ``random.Random(7)``, so ``"7"`` would
    silently deal another deal.

    >>> as_seed(7), as_seed(None)
    (7, None)
    """
    if value.__class__ is int:
        return value
    if value is None and as_flag(optional, "optional"):
        return value
    kinds = "a whole number or None" if optional else "a whole number"
    raise _refuse(argument, f"not a seed: {value!r} (a seed is {kinds})", "bad_seed", value)


def as_count(value: object, argument: str, low: int = 0, high: int | None = None) -> int:
    """``value`` as a count (of cards, samples, tricks...): a whole number from ``low`` to
    ``high`` (no bound when None). A bool, a float, a string or a number out of range is a
    :class:`PiquetError` (code ``bad_count``) naming ``argument``: ``True`` is not one
    sample, ``2.5`` not two tricks, and ``-1`` no number of anything.

    >>> as_count(3, "samples", 1)
    3
    """
    if value.__class__ is int and value >= low and (high is None or value <= high):
        return value
    bound = f"from {low} to {high}" if high is not None else f"of at least {low}"
    raise _refuse(argument, f"a whole number {bound}, not {value!r}", "bad_count", value)


def as_flag(value: object, argument: str) -> bool:
    """``value`` as a switch: ``True`` or ``False``. Anything else -- ``"no"``, ``0``, None
    -- is a :class:`PiquetError` (code ``bad_flag``) naming ``argument``, never read by its
    truth (``"no"`` is true).

    >>> as_flag(False, "symbols")
    False
    """
    if value is True or value is False:
        return value
    raise _refuse(argument, f"True or False, not {value!r}", "bad_flag", value)


def as_instance(value: object, kind: type[T], argument: str, what: str = "") -> T:
    """``value`` itself when it is a ``kind`` (a value the engine built: a deal's state, a
    record, an exercise); anything else -- its text, a dict, None -- is a
    :class:`PiquetError` (code ``bad_argument``) naming ``argument`` and what it must be."""
    if isinstance(value, kind):
        return value
    shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."
    raise _refuse(argument, f"{what or 'a ' + kind.__name__}, not {shown}", "bad_argument", value)


def as_hands(
    elder: object, younger: object, size: int | None = None, most: int = 12
) -> tuple[Hand, Hand]:
    """``elder`` and ``younger`` as a checked pair of hands: each as :func:`as_hand` reads
    it, of at most ``most`` cards (twelve; thirteen for hands as dealt in a misdeal, Laws
    40-41) or exactly ``size``, and no card in both: one pack of thirty-two, twelve cards
    to each player (CAV-D "Dealing"; Cavendish, Law 15). A card in both hands is a
    :class:`DuplicateCardError` (code ``duplicate_card``), a wrong count a
    :class:`HandSizeError` naming the hand.

    >>> as_hands("AS", "KS")
    (Hand.parse('AS'), Hand.parse('KS'))
    """
    if size is not None:
        size = as_count(size, "size", 0, len(PACK))
    most = as_count(most, "most", 0, len(PACK))
    e, y = as_hand(elder), as_hand(younger)
    for hand, what in ((e, "elder"), (y, "younger")):
        if (size is not None and len(hand) != size) or len(hand) > most:
            raise HandSizeError(min(most, HAND_SIZE) if size is None else size, len(hand), what)
    shared = e.mask & y.mask
    if shared:
        card = next(iter(Hand.from_mask(shared)))
        raise DuplicateCardError(str(card), "younger", "in the elder hand too")
    return e, y


def _not_a_hand(value: object, item: object = None) -> PiquetError:
    if item is not None:
        text = f"not a hand: {item!r} in {value!r} is not a card"
    else:
        text = f"not a hand: {value!r} (a hand is a Hand, a string of cards or a list of cards)"
    return PiquetError(text, code="bad_hand", params={"value": repr(value)})


# --- the letters of one card (str, Card.format) -----------------------------------------

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

# --- notation: reading and writing lists of cards ------------------------------------

_SYMBOLS: dict[str, Suit] = {
    "♠": Suit.SPADES, "♤": Suit.SPADES,
    "♥": Suit.HEARTS, "♡": Suit.HEARTS,
    "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS,
    "♣": Suit.CLUBS, "♧": Suit.CLUBS,
}  # fmt: skip


def _rank_inputs(lang: Lang) -> dict[str, Rank]:
    table = {v.upper(): k for k, v in _RANK_TEXT[lang].items()}
    if lang == "en":
        table["T"] = Rank.TEN
    if lang == "fr":
        table["AS"] = Rank.ACE
    return table


_RANK_IN: dict[Lang, dict[str, Rank]] = {lang: _rank_inputs(lang) for lang in LANGS}
_SUIT_IN: dict[Lang, dict[str, Suit]] = {
    lang: {**_SYMBOLS, **{v: k for k, v in _SUIT_LETTERS[lang].items()}} for lang in LANGS
}

_SPLIT = re.compile(r"[\s,;]+")
_COMPACT = re.compile(r"^[AKQJT98710akqjt]*(\.[AKQJT98710akqjt]*){3}$")


# every token of each language, upper case, rank then suit: "AS", "10♥", "RP", "Д♠"
_TOKENS: dict[Lang, dict[str, Card]] = {
    lang: {r + s: Card(suit, rank) for r, rank in _RANK_IN[lang].items()
           for s, suit in _SUIT_IN[lang].items()}
    for lang in LANGS
}  # fmt: skip


ENGLISH_TOKENS: Mapping[str, Card] = MappingProxyType(_TOKENS["en"])
"""Every English token exactly as written in upper case (``AS``, ``10H``, ``TH``, ``A♠``):
a fast path for machine-written input; :func:`parse_cards` accepts far more."""


def _parse_token(token: str, lang: Lang) -> Card | None:
    table = _TOKENS[lang]
    card = table.get(token)
    if card is not None:
        return card
    text = token.upper().replace("\ufe0f", "")
    if text and text[0] in _SYMBOLS:  # suit symbol first: "♠A"
        text = text[1:] + text[0]
    return table.get(text)


def _tokens(text: str) -> list[str]:
    if "," in text or ";" in text:
        return [t for t in _SPLIT.split(text) if t]
    return text.split()


_BOOK_MARK = re.compile(r"([♠♤♥♡♦♢♣♧]\ufe0f?\s*:?|(?<![^\W\d_])[^\W\d_]\s*:)")
_VOID = {"", "-", "—", "–"}
# the one-character rank names of each language ("10" is read as a ten everywhere)
_BOOK_RANKS: dict[Lang, dict[str, Rank]] = {
    lang: {k: r for k, r in _RANK_IN[lang].items() if len(k) == 1} for lang in LANGS
}


def _parse_book(text: str, lang: Lang) -> list[Card] | str | None:
    """Cards in card books' notation, suit by suit (see the module docstring), read in
    ``lang``; None if the text is not that notation in that language; the suit's piece
    (``♣QX``) if its marks are that notation but one run of ranks is not, so that the error
    names it, not the first suit (``♠AKQJT9 ♥87 ♦AK ♣QX`` named ``♠AKQJT9``)."""
    pieces = _BOOK_MARK.split(text)
    if len(pieces) < 3 or pieces[0].strip():
        return None
    cards: list[Card] = []
    for mark, ranks in zip(pieces[1::2], pieces[2::2], strict=True):
        head = mark.rstrip(": \t\ufe0f").upper()
        suit = _SYMBOLS.get(head) or _SUIT_IN[lang].get(head)
        if suit is None or (head not in _SYMBOLS and ":" not in mark):
            return None
        run = re.sub(r"[\s,]+", "", ranks).upper()
        if run in _VOID:
            continue
        suited = _rank_run(suit, run, lang)
        if suited is None:
            return (mark + ranks).strip()
        cards.extend(suited)
    return cards


def _rank_run(suit: Suit, run: str, lang: Lang) -> list[Card] | None:
    """The cards of ``suit`` whose ranks ``run`` writes together (``AKQJ109``, upper case),
    read in ``lang``; None if a letter is not a rank."""
    cards: list[Card] = []
    i = 0
    while i < len(run):
        if run.startswith("10", i):
            rank, i = Rank.TEN, i + 2
        elif run[i] in _BOOK_RANKS[lang]:
            rank, i = _BOOK_RANKS[lang][run[i]], i + 1
        else:
            return None
        cards.append(Card(suit, rank))
    return cards


def _parse_suit_first(tokens: list[str], lang: Lang) -> list[Card] | int:
    """Cards as many books print them, a suit letter then its ranks run together, one suit a
    token (``sAKQ hAKQ d10987 cAJ``), read in ``lang``; else the index of the first token not
    of that form, so the error can name it (``sAKQ hAKX`` names ``hAKX``, not ``sAKQ``).
    The letter is read first as the suit, so ``sA`` is the ace of spades; the colon form of
    :func:`_parse_book` needs no such rule."""
    cards: list[Card] = []
    for i, token in enumerate(tokens):
        suit = _SUIT_IN[lang].get(token[:1].upper())
        if suit is None or token[:1] in _SYMBOLS:
            return i
        suited = _rank_run(suit, token[1:].upper(), lang) if len(token) > 1 else None
        if suited is None:
            return i
        cards.extend(suited)
    return cards


def parse_cards(text: str, lang: Lang | None = None) -> tuple[Card, ...]:
    """Parse a list of cards separated by spaces or commas; duplicates are an error.

    ``lang`` is ``"en"``, ``"fr"``, ``"ru"`` or None (detect, see the module docstring).
    Also accepts the compact form ``AKQJ.T98.7.AK``. Raises :class:`CardParseError` naming
    the first bad token, or :class:`DuplicateCardError`.
    """
    if not isinstance(text, str):
        raise CardParseError(repr(text), "cards must be given as text")
    if "." in text:
        stripped = text.strip()
        if _COMPACT.match(stripped):
            return tuple(from_compact(stripped))
    if lang is not None:
        lang = as_lang(lang)
    tokens = _tokens(text)
    # fast path: every token as written in the table of the language tried first
    table = _TOKENS[lang or "en"]
    try:
        found = tuple([table[t] for t in tokens])
    except KeyError:
        pass
    else:
        mask = 0
        for c in found:
            mask |= c.bit
        if mask.bit_count() == len(found):
            return found
    langs: tuple[Lang, ...] = LANGS if lang is None else (lang,)
    best: tuple[int, str] | None = None
    for candidate in langs:
        cards: list[Card] = []
        for i, token in enumerate(tokens):
            card = _parse_token(token, candidate)
            if card is None:
                if best is None or i > best[0]:
                    best = (i, token)
                break
            cards.append(card)
        else:
            seen = 0
            for card in cards:
                if seen & card.bit:
                    raise DuplicateCardError(str(card))
                seen |= card.bit
            return tuple(cards)
    book_bad: str | None = None
    for candidate in langs:  # card books' notation: "♠AKQJT9 ♥87", "S: AKQ H: 87", "sAKQ hJ10"
        book = _parse_book(text, candidate)
        if isinstance(book, str):
            # the book notation with one suit's ranks wrong: the language read furthest
            if book_bad is None or text.find(book) > text.find(book_bad):
                book_bad = book
            book = None
        elif book is None and tokens:
            suit_first = _parse_suit_first(tokens, candidate)
            if isinstance(suit_first, int):
                # read as suit-first past its first token: that form is what was meant
                if suit_first > 0 and (best is None or best[0] == 0):
                    best = (suit_first, tokens[suit_first])
            else:
                book = suit_first
        if book is not None:
            seen = 0
            for card in book:
                if seen & card.bit:
                    raise DuplicateCardError(str(card))
                seen |= card.bit
            return tuple(book)
    if book_bad is not None and (best is None or best[0] == 0):
        raise CardParseError(book_bad)
    assert best is not None
    raise CardParseError(best[1])


def parse_hand(text: str, size: int | None = 12, lang: Lang | None = None) -> Hand:
    """Parse a hand of exactly ``size`` distinct cards (any size if None).

    Raises :class:`HandSizeError` ("expected 12 cards, got 11") on a wrong count.
    """
    if size is not None and (size.__class__ is not int or not 0 <= size <= len(PACK)):
        raise PiquetError(
            f"size: a number of cards from 0 to 32, or None, not {size!r}",
            code="bad_size",
            params={"argument": "size", "value": repr(size)},
        )
    hand = Hand(parse_cards(text, lang))
    if size is not None and len(hand) != size:
        raise HandSizeError(size, len(hand))
    return hand


def format_cards(cards: CardsLike, lang: Lang = "en", symbols: bool = True) -> str:
    """Cards in display order (suit by suit, ace down), e.g. ``A♠ K♠ 10♥``.

    Russian always uses suit symbols (see :meth:`Card.format`).
    """
    lang, symbols = as_lang(lang), as_flag(symbols, "symbols")
    return " ".join(card.format(lang, symbols) for card in as_hand(cards))


def to_compact(cards: CardsLike) -> str:
    """The compact URL-safe string: suits S.H.D.C separated by ``.``, ranks ``AKQJT987``.

    PBN style, e.g. ``AKQJ.T98.7.AK``; a void suit is empty (``AKQJ..7.AK``).
    """
    hand = as_hand(cards)
    parts = []
    for suit in SUITS:
        m = hand.suit_mask(suit)
        parts.append("".join(r.letter for r in RANKS_DESC if m >> (r - 7) & 1))
    return ".".join(parts)


def from_compact(text: str) -> Hand:
    """Inverse of :func:`to_compact`; ranks in any order, case-insensitive, ``10`` or ``T``."""
    if not isinstance(text, str):
        raise CardParseError(repr(text), "a compact hand is text, 'AKQJ.T98.7.AK'")
    parts = text.strip().split(".")
    if len(parts) != 4:
        raise CardParseError(text, "compact hand needs four suits separated by '.'")
    cards: list[Card] = []
    en = _RANK_IN["en"]
    for suit, part in zip(SUITS, parts, strict=True):
        for token in re.findall(r"10|.", part.upper()):
            rank = en.get(token)
            if rank is None:
                raise CardParseError(token + suit.letter)
            cards.append(Card(suit, rank))
    return Hand(cards)


# --- names for screen readers ----------------------------------------------------------

# English says "knave", as Cavendish's laws and treatise do and the site's pages (the index
# letter stays J, the modern face); Bezique's own names keep the handbook translation's jack
# (_GAME_RANK_NAMES).
_RANK_NAMES: dict[Lang, dict[Rank, str]] = {
    "en": {
        Rank.ACE: "Ace", Rank.KING: "King", Rank.QUEEN: "Queen", Rank.JACK: "Knave",
        Rank.TEN: "Ten", Rank.NINE: "Nine", Rank.EIGHT: "Eight", Rank.SEVEN: "Seven",
    },
    "fr": {
        Rank.ACE: "As", Rank.KING: "Roi", Rank.QUEEN: "Dame", Rank.JACK: "Valet",
        Rank.TEN: "Dix", Rank.NINE: "Neuf", Rank.EIGHT: "Huit", Rank.SEVEN: "Sept",
    },
    "ru": {
        Rank.ACE: "Туз", Rank.KING: "Король", Rank.QUEEN: "Дама", Rank.JACK: "Валет",
        Rank.TEN: "Десятка", Rank.NINE: "Девятка", Rank.EIGHT: "Восьмёрка", Rank.SEVEN: "Семёрка",
    },
}  # fmt: skip

_SUIT_NAMES: dict[Lang, dict[Suit, str]] = {
    "en": {Suit.SPADES: "spades", Suit.HEARTS: "hearts",
           Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"},
    "fr": {Suit.SPADES: "de pique", Suit.HEARTS: "de cœur",
           Suit.DIAMONDS: "de carreau", Suit.CLUBS: "de trèfle"},
    "ru": {Suit.SPADES: "пик", Suit.HEARTS: "червей", Suit.DIAMONDS: "бубен", Suit.CLUBS: "треф"},
}  # fmt: skip


#: The games whose cards are named: Piquet's English says the knave (Cavendish), Bezique's
#: the jack, as the Russian handbook's translation of «валет» (the bezique jack).
CardGame = Literal["piquet", "bezique"]

#: Where a game names a rank otherwise than Piquet does, by language.
_GAME_RANK_NAMES: dict[CardGame, dict[Lang, dict[Rank, str]]] = {
    "piquet": {},
    "bezique": {"en": {Rank.JACK: "Jack"}},
}


def _as_game(game: object) -> CardGame:
    """``game`` as a :data:`CardGame` (any case); anything else is refused (``bad_game``)."""
    key = game.strip().lower() if isinstance(game, str) else None
    if key == "piquet":
        return "piquet"
    if key == "bezique":
        return "bezique"
    raise _refuse("game", f"not a game: {game!r} (piquet or bezique)", "bad_game", game)


def card_name(card: Card, lang: Lang = "en", *, game: CardGame = "piquet") -> str:
    """The card's full name, e.g. "Queen of spades", "Dame de pique", "Дама пик"; the card
    and the language as :func:`as_card` and :func:`as_lang` read them. ``game`` is whose
    words: "Knave of spades" in Piquet (Cavendish), "Jack of spades" in Bezique."""
    card, lang = as_card(card), as_lang(lang)
    words = _GAME_RANK_NAMES[_as_game(game)]
    rank = words.get(lang, {}).get(card.rank) or _RANK_NAMES[lang][card.rank]
    suit = _SUIT_NAMES[lang][card.suit]
    if lang == "en":
        return f"{rank} of {suit}"
    return f"{rank} {suit}"


_RU_RANK_GENITIVE: dict[Rank, str] = {
    Rank.ACE: "туза", Rank.KING: "короля", Rank.QUEEN: "дамы", Rank.JACK: "валета",
    Rank.TEN: "десятки", Rank.NINE: "девятки", Rank.EIGHT: "восьмёрки", Rank.SEVEN: "семёрки",
}  # fmt: skip


_RU_RANK_INSTRUMENTAL: dict[Rank, str] = {
    Rank.ACE: "тузом", Rank.KING: "королём", Rank.QUEEN: "дамой", Rank.JACK: "валетом",
    Rank.TEN: "десяткой", Rank.NINE: "девяткой", Rank.EIGHT: "восьмёркой", Rank.SEVEN: "семёркой",
}  # fmt: skip


def card_name_in_text(
    card: Card,
    lang: Lang = "en",
    genitive: bool = False,
    *,
    game: CardGame = "piquet",
    instrumental: bool = False,
) -> str:
    """The card's name inside a sentence: Russian writes it in lower case and, after «с» or
    «из», in the genitive: «семёрка бубен», «зашли с восьмёрки треф» (the suit is already a
    genitive plural: «пик», «червей»). French writes it in lower case too, « vous avez écarté :
    dame de pique, roi de cœur » (French review 2026-12, Ty7: a card's name is a common noun,
    capitalised only at the start of a sentence). English writes it with its article, in lower
    case: "the computer led the knave of spades" (not "Computer led Knave of spades"); in
    Bezique's words (``game``, :func:`card_name`) "the jack of diamonds". ``instrumental``:
    the Russian instrumental, after «сыграть»: «лучше было сыграть семёркой червей» (the other
    languages have no case: the name in the sentence as above)."""
    card, lang, game = as_card(card), as_lang(lang), _as_game(game)
    if lang == "fr":
        return card_name(card, lang, game=game).lower()
    if lang != "ru":
        return "the " + card_name(card, lang, game=game).lower()
    if instrumental:
        rank = _RU_RANK_INSTRUMENTAL[card.rank]
    elif genitive:
        rank = _RU_RANK_GENITIVE[card.rank]
    else:
        rank = _RANK_NAMES["ru"][card.rank].lower()
    return f"{rank} {_SUIT_NAMES['ru'][card.suit]}"


def suit_name(suit: Suit, lang: Lang = "en") -> str:
    """The suit's name as used in card names: "spades", "de pique", "пик"; the suit and the
    language as :func:`as_suit` and :func:`as_lang` read them."""
    return _SUIT_NAMES[as_lang(lang)][as_suit(suit)]


__all__ = [
    "ENGLISH_TOKENS",
    "FULL_MASK",
    "HAND_SIZE",
    "LANGS",
    "PACK",
    "PACK_BY_INDEX",
    "RANKS_DESC",
    "SUITS",
    "BySeat",
    "Card",
    "CardsLike",
    "Hand",
    "HandLike",
    "Lang",
    "Player",
    "PlayerLike",
    "Rank",
    "Seat",
    "SeatLike",
    "Suit",
    "SuitLike",
    "TrickLike",
    "as_card",
    "as_count",
    "as_flag",
    "as_hand",
    "as_hands",
    "as_instance",
    "as_lang",
    "as_player",
    "as_seat",
    "as_seed",
    "as_suit",
    "as_trick",
    "card_name",
    "card_name_in_text",
    "format_cards",
    "from_compact",
    "parse_cards",
    "parse_hand",
    "suit_name",
    "to_compact",
]
