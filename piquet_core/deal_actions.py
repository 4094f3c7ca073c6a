# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The actions of a deal other than the calls (see :mod:`piquet_core.dialogue`): cutting,
dealing, carte blanche, discarding, looking at the cards left, playing a card. Each is an
immutable value with a ``say(lang)`` hook for what is said aloud (Law 32: a player leaving cards
says how many; CAV-D; Law 20: "I have a carte blanche").

Every action, calls included, has a plain-text notation: ``str(action)`` writes it and
:func:`parse_action` reads it (English machine words; the words players say are ``say``).
One action per string, in English machine words (the words players say are in
:mod:`piquet_core.dialogue`; this is for links, logs, bots and the browser)::

    cut 12 | deal by 2 | carte blanche 4 | carte blanche | show carte blanche
    discard AS KS 7C | discard AS look | discard            (none: Russian variant)
    call point 5 | call point 5 48 | call sequence 4 | call sequence 4 Q | call set 3 K
    good | not good | equal | making? | how high? | which? | not reckoned KD
    value 48 | value to Q | decline
    declare point S 5 48 | declare sequence H 4 A | declare set 4 T
    look | play AH

Ranks are ``A K Q J T 9 8 7`` (``10`` accepted), suits ``S H D C``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum

from piquet_core.cards import (
    Card,
    Hand,
    Lang,
    Rank,
    Seat,
    Suit,
    as_card,
    as_hand,
    as_lang,
    parse_cards,
)
from piquet_core.combinations import CardSet, Point, Sequence
from piquet_core.dialogue import (
    Call,
    Declare,
    Decline,
    Kind,
    NotReckoned,
    Reply,
    Utterance,
    Value,
    answers_call,
    call_after,
    number_words,
)
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.variants import TALON, exchange_limit


class DealError(IllegalActionError):
    """An action the laws forbid in this state of the deal."""

    code = "illegal_deal_action"


class Phase(Enum):
    """The stages of a deal."""

    CUT = "cut"
    DEAL = "deal"
    CARTE_BLANCHE = "carte blanche"
    EXCHANGE = "exchange"
    CALLING = "calling"
    RECKONING = "reckoning"
    PLAY = "play"
    OVER = "over"


class StepName(StrEnum):
    """What the seat to act is to do (a string enum: ``StepName.DISCARD == "discard"``)."""

    CUT = "cut"
    """Elder cuts the pack to the dealer (Law 3)."""
    DEAL = "deal"
    """The dealer deals by twos or threes (Law 9)."""
    ANNOUNCE = "announce"
    """Carte blanche is announced (Laws 18-20)."""
    SHOW = "show"
    """Carte blanche is shown (Laws 19-20)."""
    DISCARD = "discard"
    """The exchange (Laws 21-23, 34)."""
    CALL = "call"
    """Elder calls, reckons or leads (CAV-D "Calling and showing")."""
    REPLY = "reply"
    """Younger answers the call."""
    VALUE = "value"
    """Elder says what his call makes."""
    NAME = "name"
    """Elder names what was allowed."""
    RECKON = "reckon"
    """Younger reckons, after elder's lead (Law 55)."""
    LEAD = "lead"
    """The play: leading to a trick."""
    FOLLOW = "follow"
    """The play: playing to a lead."""
    OVER = "over"
    """The twelve tricks are played."""


_WORDS: dict[str, dict[Lang, str]] = {
    "carte_blanche": {"en": "I have a carte blanche.", "fr": "J’ai cartes blanches.",
                      "ru": "У меня карт-бланш"},
    "discard_for": {"en": "Discard for carte blanche; I take {n}.",
                    "fr": "Écartez, j’ai cartes blanches\u202f; j’en prends {n}.",
                    "ru": "Сносите, у меня карт-бланш; беру {n}"},
    "show": {"en": "(shows carte blanche)", "fr": "(montre ses cartes blanches)",
             "ru": "(показывает карт-бланш)"},
    "look": {"en": "I look at the cards left.", "fr": "Je regarde les cartes laissées.",
             "ru": "Смотрю оставшиеся карты"},
}  # fmt: skip
"""The words of the site's rules pages: « Écartez, j’ai cartes blanches » (French: *cartes
blanches*, Académie 1806, engranjeu), «Сносите, у меня карт-бланш»; French typography as on
the French pages (a narrow no-break space before ;)."""


def _count_of_cards(n: int, lang: Lang) -> str:
    """A number of cards (feminine: *une carte*, *карта*) as the object of a verb: "one",
    « une », «одну», «две», «четыре»."""
    if lang == "fr" and n == 1:
        return "une"
    if lang == "ru" and n in (1, 2):
        return "одну" if n == 1 else "две"
    return number_words(n, lang)


def leave_words(n: int, lang: Lang) -> str:
    """What a player leaving ``n`` cards says, in words as a player says them (Law 32; CAV-D
    "I leave a card"; the rules pages « Je laisse une carte », «Оставляю карту»): "I leave
    two cards.", « Je laisse deux cartes. », «Оставляю две карты», «Оставляю пять карт» (no
    full stop in Russian: :data:`piquet_core.dialogue.NO_FULL_STOP`)."""
    lang = as_lang(lang)
    if lang == "fr":
        return f"Je laisse {_count_of_cards(n, 'fr')} carte{'s' if n > 1 else ''}."
    if lang == "ru":
        if n == 1:
            return "Оставляю карту"
        noun = "карты" if n in (2, 3, 4) else "карт"
        return f"Оставляю {_count_of_cards(n, 'ru')} {noun}"
    return "I leave a card." if n == 1 else f"I leave {number_words(n)} cards."


def _malformed(argument: str, text: str, law: str) -> PiquetError:
    """An action built with a value the laws do not know (code ``malformed_action``)."""
    return PiquetError(f"{argument}: {text}", code="malformed_action",
                       params={"argument": argument}, law=law)  # fmt: skip


@dataclass(frozen=True)
class Cut:
    """Elder cuts the pack to the dealer: ``depth`` cards lifted, at least two in each packet
    (Law 3; CAV-D "Dealing")."""

    depth: int

    def __post_init__(self) -> None:
        """A whole number from 2 to 30: two cards at least in each packet (Law 3)."""
        if not (self.depth.__class__ is int and 2 <= self.depth <= 30):
            raise DealError(
                f"depth: a cut must leave at least two cards in each packet: 2 to 30, not "
                f"{self.depth!r}",
                code="bad_cut",
                params={"argument": "depth", "depth": repr(self.depth)},
                law="Cavendish, Law 3",
            )

    def __str__(self) -> str:
        return f"cut {self.depth}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return ""


@dataclass(frozen=True)
class DealCards:
    """The dealer deals twelve each by twos or by threes, elder first (Law 9)."""

    by: int

    def __post_init__(self) -> None:
        """By two or by three (Law 9)."""
        if not (self.by.__class__ is int and self.by in (2, 3)):
            raise _malformed("by", f"the cards are dealt by two or by three, not {self.by!r}",
                             "Cavendish, Law 9")  # fmt: skip

    def __str__(self) -> str:
        return f"deal by {self.by}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return ""


@dataclass(frozen=True)
class CarteBlanche:
    """Announcing carte blanche (Law 20); elder states how many cards he will ``exchange``
    before showing (CAV-K Case V); younger states nothing."""

    exchange: int | None = None

    def __post_init__(self) -> None:
        """Elder's number is a whole number of cards he may exchange, at most five (Law 21;
        Case V); younger's is None."""
        n = self.exchange
        if n is not None and not (n.__class__ is int and 0 <= n <= TALON):
            raise _malformed("exchange", f"carte blanche exchanging 0 to 8 cards, not {n!r}",
                             "Cavendish, Law 21")  # fmt: skip

    def __str__(self) -> str:
        return "carte blanche" + ("" if self.exchange is None else f" {self.exchange}")

    def say(self, lang: Lang = "en", takes: int | None = None) -> str:
        """ "I have a carte blanche" / "Discard for carte blanche; I take five" (CAV-D; Case
        V): the number he takes in, ``takes`` where it is not the number he exchanges, in a
        misdeal (:meth:`~piquet_core.deal.DealState.takes`; Laws 40-43)."""
        lang = as_lang(lang)
        if self.exchange is None:
            return _WORDS["carte_blanche"][lang]
        n = self.exchange if takes is None else takes
        return _WORDS["discard_for"][lang].format(n=_count_of_cards(n, lang))


@dataclass(frozen=True)
class ShowCarteBlanche:
    """Showing carte blanche, card by card, once the adversary has discarded (Laws 19-20)."""

    def __str__(self) -> str:
        return "show carte blanche"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return _WORDS["show"][lang]


@dataclass(frozen=True)
class Discard:
    """Discarding ``cards`` and taking as many from the top of the stock (Laws 21-23). Elder
    leaving cards may ``look`` at them (Law 33)."""

    cards: Hand
    look: bool = False

    def __post_init__(self) -> None:
        if self.cards.__class__ is not Hand:  # "9S 8S" or a list of cards
            object.__setattr__(self, "cards", as_hand(self.cards))
        if self.look.__class__ is not bool:
            raise _malformed("look", f"look is True or False, not {self.look!r}",
                             "Cavendish, Law 33")  # fmt: skip

    def __str__(self) -> str:
        cards = " ".join(str(c) for c in self.cards)
        return " ".join(p for p in ("discard", cards, "look" if self.look else "") if p)

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return ""


@dataclass(frozen=True)
class LookAtLeft:
    """Younger elects to look at the cards left in the stock; elder sees them too (Law 36)."""

    def __str__(self) -> str:
        return "look"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return _WORDS["look"][lang]


@dataclass(frozen=True)
class Play:
    """Leading or playing a card (CAV-D "Playing")."""

    card: Card

    def __post_init__(self) -> None:
        """The card as :func:`~piquet_core.cards.as_card` reads it (``Play("AS")``)."""
        if self.card.__class__ is not Card:
            object.__setattr__(self, "card", as_card(self.card, "card"))

    def __str__(self) -> str:
        return f"play {self.card}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return self.card.format(lang)


Action = Cut | DealCards | CarteBlanche | ShowCarteBlanche | Discard | LookAtLeft | Play | Utterance


@dataclass(frozen=True)
class Turn:
    """One entry of the history: who did what."""

    seat: Seat
    action: Action


def deal_error(text: str, code: str, law: str | None = None, **params: object) -> DealError:
    """A :class:`DealError` whose message ends with the law, e.g. "(Cavendish, Law 21)"."""
    return DealError(f"{text} ({law})" if law else text, code=code, law=law, params=params)


def count_text(counts: Iterable[int]) -> str:
    """ "1, 2, 3" for the numbers of cards allowed."""
    return ", ".join(str(n) for n in sorted(counts))


def _as_discarded(seat: Seat, discarded: int) -> int:
    """A regular deal: each takes in as many cards as he discards (Laws 21-23)."""
    return discarded


def spoken(
    history: Iterable[Turn],
    lang: Lang,
    elder_takes: int | None,
    takes: Callable[[Seat, int], int] = _as_discarded,
    stock: int = TALON,
) -> list[tuple[Seat, str]]:
    """What was said aloud, in order: (seat, words). A player leaving cards says how many
    (Law 32; CAV-D "If the younger hand leaves any cards, he announces the number");
    ``elder_takes`` is how many cards elder takes in (known before younger's discard when
    elder has announced it with his carte blanche, saying it: "I take five", CAV-K Case V;
    in a misdeal not the number he discards); ``takes``, how many cards a seat takes in for
    those he discards (:meth:`~piquet_core.deal.DealState.takes`: in a misdeal as many as
    make his hand twelve, Laws 40-43); ``stock``, the cards dealt to the stock: younger's are
    what elder left of a stock of seven or eight (Laws 34, 40-43)."""
    out: list[tuple[Seat, str]] = []
    call: Call | None = None  # the call a reply answers (Russian «годится» / «годятся»)
    for t in history:
        if answers_call(t.action):
            words = t.action.say(lang, call)
        elif isinstance(t.action, CarteBlanche):  # "I take five": what he takes in (Case V)
            words = t.action.say(lang, elder_takes)
        else:
            words = t.action.say(lang)
        call = call_after(call, t.action)
        if isinstance(t.action, Discard):
            n = takes(t.seat, len(t.action.cards))  # the cards he takes in
            mine = exchange_limit(t.seat, elder_takes or 0)
            if t.seat is Seat.YOUNGER:
                mine -= TALON - stock
            if n < mine:
                words = leave_words(mine - n, lang)
        if words:
            out.append((t.seat, words))
    return out


ACTION_NAMES = {"Cut": "a cut", "DealCards": "a deal", "CarteBlanche": "carte blanche",
                 "ShowCarteBlanche": "showing carte blanche", "Discard": "a discard"}  # fmt: skip
STEP_DUTIES: dict[str, tuple[str, str]] = {
    "call": ("is calling: he calls, reckons or leads", "CAV-D, Calling and showing"),
    "reply": ("must answer the call", "CAV-D, Calling and showing"),
    "value": ("must say what his call makes", "CAV-D, Calling and showing"),
    "name": ("must name what was allowed", "CAV-D, Calling and showing"),
    "reckon": ("reckons what he has good, then plays to the first trick",
               "CAV-D, Calling and showing; Law 56"),
}  # fmt: skip


# --- the notation ----------------------------------------------------------------------

_RANK_OUT = {r: r.letter for r in Rank}
_RANK_IN = {r.letter: r for r in Rank} | {"10": Rank.TEN}
_SUIT_IN = {s.letter: s for s in Suit}
_REPLIES = {r.value: r for r in Reply}


class NotationError(PiquetError):
    """A string that is not an action in this notation."""

    code = "bad_action_text"


def _rank(token: str, text: str) -> Rank:
    try:
        return _RANK_IN[token.upper()]
    except KeyError:
        raise NotationError(f"{text!r}: unknown rank {token!r}", params={"text": text}) from None


def _int(token: str, text: str) -> int:
    if not token.isdigit():
        raise NotationError(f"{text!r}: expected a number, got {token!r}", params={"text": text})
    return int(token)


def action_text(action: Action) -> str:
    """The notation of an action, ``str(action)`` (the inverse of :func:`parse_action`)."""
    return str(action)


def _top(rank: Rank | None) -> str:
    return "" if rank is None else _RANK_OUT[rank]


def parse_action(text: str) -> Action:
    """Read one action; raises :class:`NotationError` naming the bad word."""
    if not isinstance(text, str):
        raise NotationError(f"an action is a string, got {type(text).__name__}")
    words = text.strip().split()
    low = " ".join(w.lower() for w in words)
    if low in _REPLIES:
        return _REPLIES[low]
    simple: dict[str, Action] = {"show carte blanche": ShowCarteBlanche(), "look": LookAtLeft(),
                                 "decline": Decline(), "carte blanche": CarteBlanche()}  # fmt: skip
    if low in simple:
        return simple[low]
    if not words:
        raise NotationError("empty action")
    head, args = words[0].lower(), words[1:]
    try:
        if head == "cut" and len(args) == 1:
            return Cut(_int(args[0], text))
        if low.startswith("deal by ") and len(args) == 2:
            return DealCards(_int(args[1], text))
        if low.startswith("carte blanche ") and len(args) == 2:
            return CarteBlanche(_int(args[1], text))
        if head == "discard":
            look = bool(args) and args[-1].lower() == "look"
            cards = " ".join(args[:-1] if look else args)
            return Discard(Hand(parse_cards(cards, "en")) if cards else Hand(), look)
        if low.startswith("not reckoned ") and len(args) == 2:
            return NotReckoned(parse_cards(args[1], "en")[0])
        if head == "play" and len(args) == 1:
            return Play(parse_cards(args[0], "en")[0])
        if head == "value" and len(args) == 1:
            return Value(pips=_int(args[0], text))
        if head == "value" and len(args) == 2 and args[0].lower() == "to":
            return Value(top=_rank(args[1], text))
        if head == "call" and len(args) in (2, 3):
            kind = Kind(args[0].lower())
            n = _int(args[1], text)
            if len(args) == 2:
                return Call(kind, n)
            if kind is Kind.POINT:
                return Call(kind, n, pips=_int(args[2], text))
            if kind is Kind.SEQUENCE:
                return Call(kind, n, top=_rank(args[2], text))
            return Call(kind, n, rank=_rank(args[2], text))
        if head == "declare" and len(args) in (3, 4):
            kind = Kind(args[0].lower())
            if kind is Kind.SET and len(args) == 3:
                return Declare(CardSet(_rank(args[2], text), _int(args[1], text)))
            if len(args) == 4:
                suit = _SUIT_IN[args[1].upper()]
                n = _int(args[2], text)
                if kind is Kind.POINT:
                    return Declare(Point(suit, n, _int(args[3], text)))
                if kind is Kind.SEQUENCE:
                    return Declare(Sequence(suit, n, _rank(args[3], text)))
    except (KeyError, ValueError, IndexError) as e:
        if isinstance(e, PiquetError):
            raise NotationError(f"{text!r}: {e}", params={"text": text}) from None
        raise NotationError(f"{text!r} is not an action", params={"text": text}) from None
    raise NotationError(f"{text!r} is not an action", params={"text": text})
