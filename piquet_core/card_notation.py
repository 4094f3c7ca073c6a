# ruff: noqa: RUF002  (Cyrillic card letters are intended)
"""Card notation: reading and writing lists of cards in English, French and Russian.

Notations accepted by :func:`parse_cards` (rank first, then suit; case-insensitive):

* English: ranks ``A K Q J 10 9 8 7`` (``T`` = ten), suits ``S H D C`` or ``♠ ♥ ♦ ♣``:
  ``AS KS 10H``, ``A♠ K♠ T♥``.
* French: ranks ``A``/``As``, ``R`` (roi), ``D`` (dame), ``V`` (valet), ``10 9 8 7``; suits
  ``♠ ♥ ♦ ♣`` or ``P C K T`` (pique, cœur, carreau, trèfle): ``RP DC VK 10T``, ``R♠``.
* Russian: ranks ``Т`` (туз), ``К`` (король), ``Д`` (дама), ``В`` (валет), ``10 9 8 7`` in
  Cyrillic; suits ``♠ ♥ ♦ ♣`` only: ``Т♠ Д♥``.
* The compact string of :func:`to_compact` (``AKQJ.T98.7.AK``) is also accepted.

Detection when ``lang`` is None: the letters clash between languages (``T`` is a ten in
English but trèfle in French; ``C`` is clubs in English but cœur in French; ``K`` is a king
in English but carreau in French; Cyrillic ``Т`` is туз, Latin ``T`` is not). The whole text
is read in one language: English if every token is English, else French if every token is
French, else Russian. So ``AC 10C`` is read as English (clubs), ``AC RC`` as French (cœur).
Pass ``lang`` to force a reading.

Also the cards' full names for screen readers (:func:`card_name`, :func:`suit_name`).
Everything here is re-exported by :mod:`piquet_core.cards`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from piquet_core.cards import (
    _RANK_TEXT,
    _SUIT_LETTERS,
    LANGS,
    RANKS_DESC,
    SUITS,
    Card,
    CardsLike,
    Hand,
    Lang,
    Rank,
    Suit,
)
from piquet_core.errors import CardParseError, DuplicateCardError, HandSizeError

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
    if lang is not None and lang not in LANGS:
        raise CardParseError(str(lang), "unknown language; use en, fr or ru")
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
    assert best is not None
    raise CardParseError(best[1])


def parse_hand(text: str, size: int | None = 12, lang: Lang | None = None) -> Hand:
    """Parse a hand of exactly ``size`` distinct cards (any size if None).

    Raises :class:`HandSizeError` ("expected 12 cards, got 11") on a wrong count.
    """
    hand = Hand(parse_cards(text, lang))
    if size is not None and len(hand) != size:
        raise HandSizeError(size, len(hand))
    return hand


def format_cards(cards: CardsLike, lang: Lang = "en", symbols: bool = True) -> str:
    """Cards in display order (suit by suit, ace down), e.g. ``A♠ K♠ 10♥``.

    Russian always uses suit symbols (see :meth:`Card.format`).
    """
    hand = cards if isinstance(cards, Hand) else Hand(cards)
    return " ".join(card.format(lang, symbols) for card in hand)


def to_compact(cards: CardsLike) -> str:
    """The compact URL-safe string: suits S.H.D.C separated by ``.``, ranks ``AKQJT987``.

    PBN style, e.g. ``AKQJ.T98.7.AK``; a void suit is empty (``AKQJ..7.AK``).
    """
    hand = cards if isinstance(cards, Hand) else Hand(cards)
    parts = []
    for suit in SUITS:
        m = hand.suit_mask(suit)
        parts.append("".join(r.letter for r in RANKS_DESC if m >> (r - 7) & 1))
    return ".".join(parts)


def from_compact(text: str) -> Hand:
    """Inverse of :func:`to_compact`; ranks in any order, case-insensitive, ``10`` or ``T``."""
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

_RANK_NAMES: dict[Lang, dict[Rank, str]] = {
    "en": {
        Rank.ACE: "Ace", Rank.KING: "King", Rank.QUEEN: "Queen", Rank.JACK: "Jack",
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


def card_name(card: Card, lang: Lang = "en") -> str:
    """The card's full name, e.g. "Queen of spades", "Dame de pique", "Дама пик"."""
    rank = _RANK_NAMES[lang][card.rank]
    suit = _SUIT_NAMES[lang][card.suit]
    if lang == "en":
        return f"{rank} of {suit}"
    return f"{rank} {suit}"


def suit_name(suit: Suit, lang: Lang = "en") -> str:
    """The suit's name as used in card names: "spades", "de pique", "пик"."""
    return _SUIT_NAMES[lang][suit]
