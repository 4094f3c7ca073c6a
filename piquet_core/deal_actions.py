# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The actions of a deal other than the calls (see :mod:`piquet_core.dialogue`): cutting,
dealing, carte blanche, discarding, looking at the cards left, playing a card. Each is an
immutable value with a ``say(lang)`` hook for what is said aloud (Law 32: a player leaving cards
says how many; CAV-D; Law 20: "I have a carte blanche")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from piquet_core.cards import Card, Hand, Lang, Seat, as_hand
from piquet_core.dialogue import Call, Reply, Utterance, number_words
from piquet_core.errors import IllegalActionError


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


# --- the state ---------------------------------------------------------------------------


_WORDS: dict[str, dict[Lang, str]] = {
    "carte_blanche": {"en": "I have a carte blanche.", "fr": "J'ai cartes blanches.",
                      "ru": "У меня карт-бланш."},
    "discard_for": {"en": "Discard for carte blanche; I take {n}.",
                    "fr": "Écartez, j'ai cartes blanches\u202f; j'en prends {n}.",
                    "ru": "Сносите, у меня карт-бланш; беру {n}."},
    "show": {"en": "(shows carte blanche)", "fr": "(montre ses cartes blanches)",
             "ru": "(показывает карт-бланш)"},
    "look": {"en": "I look at the cards left.", "fr": "Je regarde les cartes laissées.",
             "ru": "Смотрю оставшиеся карты."},
}  # fmt: skip
"""The words of the site's rules pages: « Écartez, j'ai cartes blanches » (French: *cartes
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
    two cards.", « Je laisse deux cartes. », «Оставляю две карты.», «Оставляю пять карт.»."""
    if lang == "fr":
        return f"Je laisse {_count_of_cards(n, 'fr')} carte{'s' if n > 1 else ''}."
    if lang == "ru":
        if n == 1:
            return "Оставляю карту."
        noun = "карты" if n in (2, 3, 4) else "карт"
        return f"Оставляю {_count_of_cards(n, 'ru')} {noun}."
    return "I leave a card." if n == 1 else f"I leave {number_words(n)} cards."


@dataclass(frozen=True)
class Cut:
    """Elder cuts the pack to the dealer: ``depth`` cards lifted, at least two in each packet
    (Law 3; CAV-D "Dealing")."""

    depth: int

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        return ""


@dataclass(frozen=True)
class DealCards:
    """The dealer deals twelve each by twos or by threes, elder first (Law 9)."""

    by: int

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        return ""


@dataclass(frozen=True)
class CarteBlanche:
    """Announcing carte blanche (Law 20); elder states how many cards he will ``exchange``
    before showing (CAV-K Case V); younger states nothing."""

    exchange: int | None = None

    def say(self, lang: Lang = "en") -> str:
        """ "I have a carte blanche" / "Discard for carte blanche" (CAV-D; Case V)."""
        if self.exchange is None:
            return _WORDS["carte_blanche"][lang]
        return _WORDS["discard_for"][lang].format(n=_count_of_cards(self.exchange, lang))


@dataclass(frozen=True)
class ShowCarteBlanche:
    """Showing carte blanche, card by card, once the adversary has discarded (Laws 19-20)."""

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
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

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        return ""


@dataclass(frozen=True)
class LookAtLeft:
    """Younger elects to look at the cards left in the stock; elder sees them too (Law 36)."""

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        return _WORDS["look"][lang]


@dataclass(frozen=True)
class Play:
    """Leading or playing a card (CAV-D "Playing")."""

    card: Card

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
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


def spoken(history: Iterable[Turn], lang: Lang, elder_takes: int | None) -> list[tuple[Seat, str]]:
    """What was said aloud, in order: (seat, words). A player leaving cards says how many
    (Law 32; CAV-D "If the younger hand leaves any cards, he announces the number");
    ``elder_takes`` is how many cards elder takes (known before younger's discard when elder
    has announced it with his carte blanche)."""
    out: list[tuple[Seat, str]] = []
    call: Call | None = None  # the call a reply answers (Russian «годится» / «годятся»)
    for t in history:
        if isinstance(t.action, Call):
            call = t.action
        words = t.action.say(lang, call) if isinstance(t.action, Reply) else t.action.say(lang)
        if isinstance(t.action, Discard):
            n = len(t.action.cards)
            mine = 5 if t.seat is Seat.ELDER else 8 - (elder_takes or 0)
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
