# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""The multi-deck Bezique pack of seed S002: suits, ranks, cards, jokers and notation.

Seed S002: «Для игры употребляется перемешанные восемь или десять колод, каждая из которых
состоит из 20 карт в следующем порядке: Т,К,Д,В,10; кроме того имеется двенадцать девяток и
две инфузорки (всего 174 или 214 карт).» — "Eight or ten shuffled packs are used, each of 20
cards in the following order: A, K, Q, J, 10; besides these there are twelve nines and two
«инфузорки» [jokers] (174 or 214 cards in all)."

«Инфузорка … может быть любой картой по желанию игрока — аналогично шахе или джокеру.» —
"The infusorka … may be any card the player wishes, like a «шаха» or a joker."

Notation: English ``AS KH QD JC 10S 9H`` (``T`` for ten accepted), with suit letters
S H D C or the symbols ♠ ♥ ♦ ♣; Russian ranks Т К Д В; the joker is ``JK`` (also ``*``,
``joker``, ``И`` for инфузорка).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final, TypeAlias

from piquet_core.bezique.coerce import CoercibleEnum
from piquet_core.bezique.errors import BeziqueArgumentError, BeziqueCardError


class Colour(CoercibleEnum):
    """The colour of a suit; a bezique pairs the trump queen with the other suit's jack."""

    BLACK = "black"
    RED = "red"


class Suit(CoercibleEnum):
    """The four suits, with their symbol, English letter and colour.

    ``Suit("H")``, ``Suit("hearts")``, ``Suit("черви")`` work too (see :func:`as_suit`).
    """

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"

    @classmethod
    def _missing_(cls, value: object) -> Suit:
        return as_suit(value, "Suit")

    @property
    def symbol(self) -> str:
        """The suit symbol, e.g. ``♥``."""
        return self.value

    @property
    def letter(self) -> str:
        """The English suit letter, e.g. ``H``."""
        return self.name[0]

    @property
    def colour(self) -> Colour:
        """Black for spades and clubs, red for hearts and diamonds."""
        return Colour.RED if self in (Suit.HEARTS, Suit.DIAMONDS) else Colour.BLACK

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (S002: «валет другой масти, но того же цвета»)."""
        return _PARTNER[self]


_PARTNER: Final = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


class Rank(CoercibleEnum):
    """The six ranks of the pack, listed in the seed's order «Т,К,Д,В,10» and then the nine.

    The value is the English token. The trick-taking order is a rules switch
    (:class:`piquet_core.bezique.rules.RankOrder`), not a property of the rank.
    """

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"

    @classmethod
    def _missing_(cls, value: object) -> Rank:
        if isinstance(value, str):
            rank = _RANK_TOKENS.get(value.strip().upper())
            if rank is not None:
                return rank
        if value.__class__ is int and str(value) in ("9", "10"):
            return cls(str(value))
        member = super()._missing_(value)
        assert isinstance(member, Rank)
        return member

    @property
    def token(self) -> str:
        """The English token: ``A K Q J 10 9``."""
        return self.value

    @property
    def russian(self) -> str:
        """The Russian token: ``Т К Д В 10 9``."""
        return _RU_RANK[self]


_RU_RANK: Final = {
    Rank.ACE: "Т",
    Rank.KING: "К",
    Rank.QUEEN: "Д",
    Rank.JACK: "В",
    Rank.TEN: "10",
    Rank.NINE: "9",
}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A natural card: a rank of a suit. Many identical copies lie in the multi-deck pack."""

    suit: Suit
    rank: Rank

    def __post_init__(self) -> None:
        # a suit or rank given by name (``Card("H", "Q")``) is coerced, anything else refused
        if self.suit.__class__ is not Suit:
            object.__setattr__(self, "suit", as_suit(self.suit, "suit"))
        if self.rank.__class__ is not Rank:
            object.__setattr__(self, "rank", Rank(self.rank))

    def __hash__(self) -> int:
        # the values' strings, not the members (an Enum member hashes in Python code): cards
        # are counted in every meld search, and this is the same hash without the calls
        return hash((self.suit._value_, self.rank._value_))

    def __str__(self) -> str:
        return f"{self.rank.token}{self.suit.letter}"

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, e.g. ``Q♥``."""
        return f"{self.rank.token}{self.suit.symbol}"

    @property
    def russian(self) -> str:
        """The card in Russian notation, e.g. ``Д♥``."""
        return f"{self.rank.russian}{self.suit.symbol}"


@dataclass(frozen=True, slots=True)
class Joker:
    """An «инфузорка»: a joker that stands for any card the player wishes (S002)."""

    def __str__(self) -> str:
        return "JK"

    @property
    def symbol(self) -> str:
        """The joker's display form."""
        return "🃏"

    @property
    def russian(self) -> str:
        """The joker in Russian notation («И», инфузорка)."""
        return "И"


JOKER: Final = Joker()

#: A card of the pack: a natural card or a joker.
PackCard = Card | Joker

#: The ranks of each of the 20-card packs: «Т,К,Д,В,10» (S002).
PACK_RANKS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
#: «двенадцать девяток» — twelve nines; the seed does not split them by suit: three of each.
NINES: Final = 12
#: «две инфузорки» — two jokers.
JOKERS: Final = 2
#: «восемь или десять колод» — eight or ten packs.
PACK_COUNTS: Final = (8, 10)

ALL_CARDS: Final = tuple(Card(s, r) for s in Suit for r in Rank)


def pack_composition(packs: int) -> Counter[PackCard]:
    """The number of copies of each card in the pack made of ``packs`` 20-card packs.

    >>> sum(pack_composition(8).values()), sum(pack_composition(10).values())
    (174, 214)
    """
    if packs.__class__ is not int or packs not in PACK_COUNTS:
        raise BeziqueArgumentError(
            "packs",
            f"packs: the seed uses eight or ten packs, not {packs!r}",
            code="pack_count",
            value=packs,
        )
    comp: Counter[PackCard] = Counter()
    for suit in Suit:
        for rank in PACK_RANKS:
            comp[Card(suit, rank)] = packs
        comp[Card(suit, Rank.NINE)] = NINES // len(Suit)
    comp[JOKER] = JOKERS
    return comp


def full_pack(packs: int) -> tuple[PackCard, ...]:
    """The whole pack in a fixed (unshuffled) order: 174 cards for 8 packs, 214 for 10."""
    comp = pack_composition(packs)
    cards: list[PackCard] = [c for c in ALL_CARDS for _ in range(comp[c])]
    cards.extend([JOKER] * comp[JOKER])
    return tuple(cards)


_SUIT_TOKENS: Final = {
    "S": Suit.SPADES,
    "H": Suit.HEARTS,
    "D": Suit.DIAMONDS,
    "C": Suit.CLUBS,
    "♠": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}
_RANK_TOKENS: Final = {
    "A": Rank.ACE,
    "K": Rank.KING,
    "Q": Rank.QUEEN,
    "J": Rank.JACK,
    "10": Rank.TEN,
    "T": Rank.TEN,
    "9": Rank.NINE,
    "Т": Rank.ACE,
    "К": Rank.KING,
    "Д": Rank.QUEEN,
    "В": Rank.JACK,
}
_JOKER_TOKENS: Final = frozenset({"JK", "*", "JOKER", "И", "🃏"})


def parse_card(token: str) -> PackCard:
    """Parse one card token (``QH``, ``10♠``, ``Д♥``, ``JK``); a bad token names itself."""
    if not isinstance(token, str):
        raise BeziqueArgumentError(
            "card", f"card: not a card token: {token!r} (e.g. 'QH')", code="bad_card", value=token
        )
    raw = token.strip()
    up = raw.upper()
    if up in _JOKER_TOKENS:
        return JOKER
    if len(up) >= 2:
        rank = _RANK_TOKENS.get(up[:-1])
        suit = _SUIT_TOKENS.get(up[-1])
        if rank is not None and suit is not None:
            return Card(suit, rank)
    raise BeziqueCardError(token)


def parse_cards(text: CardsLike) -> tuple[PackCard, ...]:
    """Parse a space- or comma-separated list of cards (duplicates are legal: many packs).

    A list of tokens or of cards is accepted too (see :func:`as_cards`)."""
    return as_cards(text, "text")


#: A suit as the public API takes it: a :class:`Suit`, a letter, symbol or name (:func:`as_suit`).
SuitLike: TypeAlias = "Suit | str"
#: Cards as the public API takes them: a string of tokens or an iterable of cards or tokens.
CardsLike: TypeAlias = "str | Iterable[PackCard | str]"


def as_card(value: object, argument: str = "card") -> PackCard:
    """``value`` as a card of the pack: a :class:`Card`, the joker, or one token."""
    if value.__class__ is Card or value.__class__ is Joker:
        return value
    if isinstance(value, str):
        return parse_card(value)
    raise BeziqueArgumentError(
        argument,
        f"{argument}: not a Bezique card: {value!r} (a Card, the joker or a token like 'QH')",
        code="bad_card",
        value=value,
    )


def as_cards(value: object, argument: str = "hand") -> tuple[PackCard, ...]:
    """``value`` as cards of the pack, in order: a string of tokens (``"QH JD 10H"``,
    commas allowed), or an iterable of :class:`Card`, jokers and tokens. The same card may
    appear more than once (the pack has many copies). A number, a bool, None, a dict, or an
    iterable holding something else is refused with a :class:`BeziqueArgumentError`
    (code ``bad_hand``) naming ``argument``."""
    if isinstance(value, str):
        return tuple(parse_card(t) for t in value.replace(",", " ").split())
    if isinstance(value, tuple) and all(c.__class__ is Card or c.__class__ is Joker for c in value):
        return value
    if isinstance(value, (bytes, Mapping)) or not isinstance(value, Iterable):
        raise BeziqueArgumentError(
            argument,
            f"{argument}: not cards: {value!r} (a string like 'QH JD' or a list of cards)",
            code="bad_hand",
            value=value,
        )
    out: list[PackCard] = []
    for item in value:
        if item.__class__ is Card or item.__class__ is Joker:
            out.append(item)
        elif isinstance(item, str):
            out.append(parse_card(item))
        else:
            raise BeziqueArgumentError(
                argument,
                f"{argument}: {item!r} is not a card",
                code="bad_hand",
                value=value,
            )
    return tuple(out)


_SUIT_WORDS: Final = {
    # English, French and Russian names of the suits, singular and plural
    "spade": Suit.SPADES,
    "spades": Suit.SPADES,
    "heart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "club": Suit.CLUBS,
    "clubs": Suit.CLUBS,
    "pique": Suit.SPADES,
    "piques": Suit.SPADES,
    "cœur": Suit.HEARTS,
    "cœurs": Suit.HEARTS,
    "coeur": Suit.HEARTS,
    "coeurs": Suit.HEARTS,
    "carreau": Suit.DIAMONDS,
    "carreaux": Suit.DIAMONDS,
    "trèfle": Suit.CLUBS,
    "trèfles": Suit.CLUBS,
    "trefle": Suit.CLUBS,
    "trefles": Suit.CLUBS,
    "пики": Suit.SPADES,
    "пика": Suit.SPADES,
    "черви": Suit.HEARTS,
    "червы": Suit.HEARTS,
    "бубны": Suit.DIAMONDS,
    "бубна": Suit.DIAMONDS,
    "трефы": Suit.CLUBS,
    "трефа": Suit.CLUBS,
}


def as_suit(value: object, argument: str = "trump") -> Suit:
    """``value`` as a :class:`Suit`: a Suit, its letter (``"H"``, any case), its symbol
    (``"♥"``) or its name in English, French or Russian (``"hearts"``, ``"cœur"``,
    ``"черви"``). Anything else is a :class:`BeziqueArgumentError` (code ``bad_suit``)
    naming ``argument``.

    >>> as_suit("h") is as_suit("♥") is as_suit("черви") is Suit.HEARTS
    True
    """
    if value.__class__ is Suit:
        return value
    if isinstance(value, str):
        word = value.strip()
        suit = _SUIT_TOKENS.get(word.upper()) or _SUIT_WORDS.get(word.lower())
        if suit is None:
            suit = next((s for s in Suit if s.name == word.upper()), None)
        if suit is not None:
            return suit
    raise BeziqueArgumentError(
        argument,
        f"{argument}: not a suit: {value!r} (S H D C, ♠ ♥ ♦ ♣ or a suit's name)",
        code="bad_suit",
        value=value,
    )


def format_cards(cards: CardsLike, style: str = "en") -> str:
    """Format cards as ``QH JD`` (``en``), ``Q♥ J♦`` (``symbol``) or ``Д♥ В♦`` (``ru``)."""
    items = as_cards(cards, "cards")
    key = style.strip().lower() if isinstance(style, str) else style
    if key == "en":
        return " ".join(str(c) for c in items)
    if key == "symbol":
        return " ".join(c.symbol for c in items)
    if key == "ru":
        return " ".join(c.russian for c in items)
    raise BeziqueArgumentError(
        "style",
        f"style: unknown card style {style!r} (en, symbol, ru)",
        code="card_style",
        value=style,
    )


def sort_key(card: PackCard) -> tuple[int, int]:
    """A display order: by suit, then by the seed's rank order; jokers last."""
    if isinstance(card, Joker):
        return (len(Suit), 0)
    return (list(Suit).index(card.suit), list(Rank).index(card.rank))
