# ruff: noqa: RUF001, SIM905  (Cyrillic words are intended; word lists split from strings)
"""The words of the calling dialogue, as values: what elder calls, what younger replies.

Each utterance is an immutable value (``Call(Kind.POINT, 5)``, ``Reply.GOOD``,
``Value(pips=48)``, ``Declare(Sequence(...))``) that the deal state machine
(:mod:`piquet_core.deal`) checks against the laws; :meth:`say` renders it in English, French
or Russian from the small tables below, so the words stay out of the engine's logic.

The dialogue (Cavendish, *Description of the Game*, "Calling and showing"; Laws 46-50; PAGAT):

* Point: elder "Point of five." (Cavendish: "Five cards.") -- younger "Good." / "Not good." /
  "Making?" (Cavendish: "Equal." or "What do they make?"; S002: «равны»), only if he holds as
  many cards (Law 46) -- elder "Forty-eight." -- younger "Good." / "Not good." / "Equal." --
  elder names the suit if good or equal ("In hearts"). Russian says the seed's «Равны» for
  the first "Equal", "Если число карт одинаковое -- «равны»" (if the number of cards is
  the same, "equal"; S002), and for the exact tie of a value or of a sequence too (the seed
  has no other word for it; the site's calls page).
* Sequences: "Sequence of four." -- "How high?" -- "Queen." or at once
  "Quart to a queen." -- "Good." / "Not good." / "Equal.".
* Sets: "Three kings." / "Four aces." -- "Good." / "Not good." (no equality: Law 64);
  "Which king do you not reckon?" (CAV-D).

The words are the site's (docs/*/calls.md, glossary.md). French: « Point de cinq. » --
« Combien ? » -- « Bon. » / « Pas bon. » / « Égal. »; « quatrième à la dame », « tierce
majeure », « quinte basse »; « Une quatrième. » -- « À quoi ? » -- « À la dame. »;
« quatorze d'as », « trois rois »; « à cœur ». Russian (S002 «годятся», «не годится»,
«равны», of the number of cards and of an exact tie): «Пять карт» -- «Сколько очков?»;
«годятся» answers the cards of a point and a set (plural: «Три короля» -- «Годятся»), «годится»
one sequence («Кварта» -- «Годится»); «кварта от
дамы», «терц-мажор», «квинта-минор»; a player names the length of a sequence: «Кварта» --
«От какой карты?» -- «От дамы»; «в червях». Russian words said end without a full stop
(:data:`NO_FULL_STOP`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TypeGuard

from piquet_core.cards import Card, Lang, Rank, Suit, as_lang, card_name
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.errors import PiquetError

Item = Point | Sequence | CardSet
"""Something reckoned: a point, a sequence, a quatorze or trio."""


class Kind(Enum):
    """The three kinds of declaration, in the order elder should call them (Laws 46-47)."""

    POINT = "point"
    SEQUENCE = "sequence"
    SET = "set"


def kind_of(item: Item) -> Kind:
    """The kind of a declared item."""
    if isinstance(item, Point):
        return Kind.POINT
    if isinstance(item, Sequence):
        return Kind.SEQUENCE
    return Kind.SET


# --- number words ------------------------------------------------------------------------

_EN_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
             "fourteen fifteen sixteen seventeen eighteen nineteen").split()  # fmt: skip
_EN_TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
            80: "eighty"}  # fmt: skip
_FR_UNITS = ("zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze "
             "quinze seize dix-sept dix-huit dix-neuf").split()  # fmt: skip
_FR_TENS = {20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante", 60: "soixante"}
_RU_UNITS = ("ноль один два три четыре пять шесть семь восемь девять десять одиннадцать "
             "двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать "
             "восемнадцать девятнадцать").split()  # fmt: skip
_RU_TENS = {20: "двадцать", 30: "тридцать", 40: "сорок", 50: "пятьдесят", 60: "шестьдесят",
            70: "семьдесят", 80: "восемьдесят"}  # fmt: skip


def number_words(n: int, lang: Lang = "en") -> str:
    """A number from 0 to 89 in words: "forty-eight", « quarante-huit », «сорок восемь»."""
    lang = as_lang(lang)
    if not (n.__class__ is int and 0 <= n < 90):
        raise PiquetError(f"n: a whole number from 0 to 89, not {n!r}", code="bad_number",
                          params={"argument": "n", "value": repr(n)})  # fmt: skip
    if lang == "fr":
        if n < 20:
            return _FR_UNITS[n]
        if n >= 60:  # soixante-dix, soixante et onze, quatre-vingts
            base, rest, name = (60, n - 60, "soixante") if n < 80 else (80, n - 80, "quatre-vingt")
            if rest == 0:
                return name + ("s" if base == 80 else "")
            joiner = " et " if rest in (1, 11) and base == 60 else "-"
            return name + joiner + _FR_UNITS[rest]
        tens, unit = divmod(n, 10)
        if unit == 0:
            return _FR_TENS[n]
        return _FR_TENS[tens * 10] + (" et un" if unit == 1 else "-" + _FR_UNITS[unit])
    ru = lang == "ru"
    units, tens_words, sep = (_RU_UNITS, _RU_TENS, " ") if ru else (_EN_UNITS, _EN_TENS, "-")
    if n < 20:
        return units[n]
    tens, unit = divmod(n, 10)
    return tens_words[tens * 10] + (sep + units[unit] if unit else "")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


NNBSP = "\u202f"
"""French typography (as on the site's French pages): a narrow no-break space before ? ! ;
and a no-break space (U+00A0) before : and inside « »."""


NO_FULL_STOP: frozenset[Lang] = frozenset({"ru"})
"""Languages whose words said end without a full stop: Russian prints them inside « » and
puts no full stop before the closing «»: «Пять карт», «Годятся» (TRANSLATING.md,
"Typography"); a question keeps its «?»."""


def _sentence(text: str, lang: Lang, question: bool = False) -> str:
    end = "?" if question else ("" if lang in NO_FULL_STOP else ".")
    if lang == "fr" and question:
        end = NNBSP + "?"
    return _cap(text) + end


# --- word tables -------------------------------------------------------------------------

_SEQ_NAME: dict[Lang, dict[int, str]] = {
    "en": {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"},
    "fr": {3: "tierce", 4: "quatrième", 5: "quinte", 6: "sixième", 7: "septième",
           8: "huitième"},
    "ru": {3: "терц", 4: "кварта", 5: "квинта", 6: "секста", 7: "септима", 8: "октава"},
}  # fmt: skip
_TO_RANK: dict[Lang, dict[Rank, str]] = {
    "en": {Rank.ACE: "the ace", Rank.KING: "a king", Rank.QUEEN: "a queen",
           Rank.JACK: "a knave", Rank.TEN: "a ten", Rank.NINE: "a nine"},
    "fr": {Rank.ACE: "à l’as", Rank.KING: "au roi", Rank.QUEEN: "à la dame",
           Rank.JACK: "au valet", Rank.TEN: "au dix", Rank.NINE: "au neuf"},
    "ru": {Rank.ACE: "от туза", Rank.KING: "от короля", Rank.QUEEN: "от дамы",
           Rank.JACK: "от валета", Rank.TEN: "от десятки", Rank.NINE: "от девятки"},
}  # fmt: skip
_TOP_WORD: dict[Rank, str] = {Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen",
                              Rank.JACK: "knave", Rank.TEN: "ten", Rank.NINE: "nine"}  # fmt: skip
"""English answer to "How high?": "Queen." (WIKI, as on the site's calls page)."""
_MAJOR: dict[Lang, str] = {"en": " major", "fr": " majeure", "ru": "-мажор"}
_MINOR: dict[Lang, str] = {"en": " minor", "fr": " basse", "ru": "-минор"}
"""Minor: the sequence ending with the seven (CAV-D "tierce minor"; HOYLE "basse")."""
_WHICH: dict[Lang, dict[Rank, str]] = {
    "en": {Rank.ACE: "Which ace", Rank.KING: "Which king", Rank.QUEEN: "Which queen",
           Rank.JACK: "Which knave", Rank.TEN: "Which ten"},
    "fr": {Rank.ACE: "Quel as", Rank.KING: "Quel roi", Rank.QUEEN: "Quelle dame",
           Rank.JACK: "Quel valet", Rank.TEN: "Quel dix"},
    "ru": {Rank.ACE: "Какого туза", Rank.KING: "Какого короля", Rank.QUEEN: "Какую даму",
           Rank.JACK: "Какого валета", Rank.TEN: "Какую десятку"},
}  # fmt: skip
""""Which king do you not reckon?" (CAV-D), with the rank of the trio called."""
_WHICH_END: dict[Lang, str] = {"en": " do you not reckon?", "fr": " ne comptez-vous pas\u202f?",
                               "ru": " вы не считаете?"}  # fmt: skip
_SET_WORD: dict[Lang, dict[Rank, str]] = {  # after "three"/"four" (Russian: genitive)
    "en": {Rank.ACE: "aces", Rank.KING: "kings", Rank.QUEEN: "queens", Rank.JACK: "knaves",
           Rank.TEN: "tens"},
    "fr": {Rank.ACE: "as", Rank.KING: "rois", Rank.QUEEN: "dames", Rank.JACK: "valets",
           Rank.TEN: "dix"},
    "ru": {Rank.ACE: "туза", Rank.KING: "короля", Rank.QUEEN: "дамы", Rank.JACK: "валета",
           Rank.TEN: "десятки"},
}  # fmt: skip
_COUNT: dict[Lang, dict[int, str]] = {
    "en": {3: "three", 4: "four"},
    "fr": {3: "trois", 4: "quatre"},
    "ru": {3: "три", 4: "четыре"},
}
_IN_SUIT: dict[Lang, dict[Suit, str]] = {
    "en": {Suit.SPADES: "in spades", Suit.HEARTS: "in hearts", Suit.DIAMONDS: "in diamonds",
           Suit.CLUBS: "in clubs"},
    "fr": {Suit.SPADES: "à pique", Suit.HEARTS: "à cœur", Suit.DIAMONDS: "à carreau",
           Suit.CLUBS: "à trèfle"},
    "ru": {Suit.SPADES: "в пиках", Suit.HEARTS: "в червях", Suit.DIAMONDS: "в бубнах",
           Suit.CLUBS: "в трефах"},
}  # fmt: skip


def _ru_cards(n: int) -> str:
    """«одна карта», «две карты», «пять карт» (Russian plural forms)."""
    word = {1: "одна", 2: "две"}.get(n, number_words(n, "ru"))
    if n % 10 == 1 and n % 100 != 11:
        return f"{word} карта"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{word} карты"
    return f"{word} карт"


def _pips_words(pips: int, lang: Lang) -> str:
    """A pip total said aloud; Russian counts «очко» (neuter): «сорок одно», «пятьдесят одно»
    (the site's calls page; Cavendish's Case I «Сорок одно»)."""
    text = number_words(pips, lang)
    if lang == "ru" and text.endswith("один"):
        return text[: -len("один")] + "одно"
    return text


def point_words(length: int, lang: Lang) -> str:
    """ "point of five", « point de cinq », «пять карт»."""
    lang = as_lang(lang)
    if lang == "fr":  # « un » alone reads as masculine: « point d'une carte »
        return "point d’une carte" if length == 1 else f"point de {number_words(length, 'fr')}"
    if lang == "ru":
        return _ru_cards(length)
    return f"point of {number_words(length)}"


def sequence_words(length: int, top: Rank | None, lang: Lang) -> str:
    """ "sequence of four", "quart to a queen", "quart major", "quint minor"; « quatrième
    majeure », « quinte basse »; «кварта от дамы», «терц-мажор», «квинта-минор» (CAV-D).
    A Russian player names the length of a sequence, not its number of cards: «кварта»."""
    lang = as_lang(lang)
    if top is None:
        return {"en": f"sequence of {number_words(length)}",
                "fr": f"une {_SEQ_NAME['fr'][length]}",
                "ru": _SEQ_NAME["ru"][length]}[lang]  # fmt: skip
    name = _SEQ_NAME[lang][length]
    if top is Rank.ACE:
        return name + _MAJOR[lang]
    if int(top) - length + 1 == 7:
        return name + _MINOR[lang]
    if lang == "en":
        return f"{name} to {_TO_RANK['en'][top]}"
    return f"{name} {_TO_RANK[lang][top]}"


def set_words(count: int, rank: Rank, lang: Lang) -> str:
    """ "three kings", « trois rois », « quatorze d'as », «четыре туза»."""
    lang = as_lang(lang)
    if lang == "fr" and count == 4:
        word = _SET_WORD["fr"][rank]
        return f"quatorze d’{word}" if rank is Rank.ACE else f"quatorze de {word}"
    return f"{_COUNT[lang][count]} {_SET_WORD[lang][rank]}"


def item_words(item: Item, lang: Lang) -> str:
    """What a player says when he names or reckons an item ("quart major in hearts")."""
    lang = as_lang(lang)
    if isinstance(item, CardSet):
        return set_words(item.count, item.rank, lang)
    if isinstance(item, Sequence):
        return f"{sequence_words(item.length, item.top, lang)} {_IN_SUIT[lang][item.suit]}"
    return f"{point_words(item.length, lang)} {_IN_SUIT[lang][item.suit]}"


# --- the utterances --------------------------------------------------------------------


class Reply(Enum):
    """Younger's replies (CAV-D "Calling"; Law 46; PAGAT; S002)."""

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"
    MAKING = "making?"
    HOW_HIGH = "how high?"
    WHICH = "which?"
    """ "Which king do you not reckon?": allows the trio good and asks which card of the
    rank is out (CAV-D; Cases VII-VIII)."""

    def __str__(self) -> str:
        """The notation: ``good``, ``not good``, ``making?``..."""
        return self.value

    def say(self, lang: Lang = "en", after: Call | None = None) -> str:
        """The words said, in English, French or Russian; ``after`` is the call answered.

        Russian «Годятся» answers the cards of a point and a set, both plural («Пять карт»,
        «Три короля» -- «Годятся», as S002 answers the cards), «Годится» a sequence
        («Кварта» -- «Годится»; the site's calls page). Russian «Равны» answers the number
        of cards, as the seed has it ("Если число карт одинаковое -- «равны»", S002), and an
        exact tie too: of a point whose value is known (``after`` with its ``pips``, see
        :meth:`Call.with_value`) or of a sequence. "Which king do you not reckon?" names the
        rank of the trio called (CAV-D). Without ``after``: «Годятся», «Равны», "Which one
        ...?"."""
        lang = as_lang(lang)
        if after is not None:
            if self is Reply.GOOD and lang == "ru" and after.kind is Kind.SEQUENCE:
                return "Годится"
            if self is Reply.WHICH and after.rank in _WHICH[lang]:
                assert after.rank is not None
                return _WHICH[lang][after.rank] + _WHICH_END[lang]
        return _REPLY_WORDS[lang][self]


_REPLY_WORDS: dict[Lang, dict[Reply, str]] = {
    "en": {Reply.GOOD: "Good.", Reply.NOT_GOOD: "Not good.", Reply.EQUAL: "Equal.",
           Reply.MAKING: "Making?", Reply.HOW_HIGH: "How high?",
           Reply.WHICH: "Which one do you not reckon?"},
    "fr": {Reply.GOOD: "Bon.", Reply.NOT_GOOD: "Pas bon.", Reply.EQUAL: "Égal.",
           Reply.MAKING: "Combien\u202f?", Reply.HOW_HIGH: "À quoi\u202f?",
           Reply.WHICH: "Laquelle ne comptez-vous pas\u202f?"},
    "ru": {Reply.GOOD: "Годятся", Reply.NOT_GOOD: "Не годится", Reply.EQUAL: "Равны",
           Reply.MAKING: "Сколько очков?", Reply.HOW_HIGH: "От какой карты?",
           Reply.WHICH: "Какую не считаете?"},
}  # fmt: skip


@dataclass(frozen=True)
class Call:
    """Elder's call in one kind (CAV-D; Laws 46, 48).

    * point: ``length`` cards, with ``pips`` if he states the value at once (required in
      Piquet au cent, CAV-C);
    * sequence: ``length`` cards, with ``top`` if he names the card it is to (Law 48);
    * set: ``length`` 3 (trio) or 4 (quatorze) of ``rank`` (Law 48: the rank is stated).
    """

    kind: Kind
    length: int
    pips: int | None = None
    top: Rank | None = None
    rank: Rank | None = None

    def __str__(self) -> str:
        """The notation: ``call point 5``, ``call point 5 48``, ``call set 3 K``."""
        extra = self.pips if self.pips is not None else _letter(self.top or self.rank)
        return f"call {self.kind.value} {self.length}" + (f" {extra}" if extra else "")

    def with_value(self, value: Value) -> Call:
        """The call completed by elder's answer to "Making?" or "How high?": the ``pips`` or
        the ``top`` card it gives (CAV-D, "Calling"). A reply then answers the whole value."""
        pips = self.pips if value.pips is None else value.pips
        top = self.top if value.top is None else value.top
        return Call(self.kind, self.length, pips, top, self.rank)

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        if self.kind is Kind.POINT:
            text = point_words(self.length, lang)
            if self.pips is not None:
                making = {"en": " making", "fr": " valant", "ru": ""}[lang]
                text += f",{making} {_pips_words(self.pips, lang)}"
            return _sentence(text, lang)
        if self.kind is Kind.SEQUENCE:
            return _sentence(sequence_words(self.length, self.top, lang), lang)
        assert self.rank is not None
        return _sentence(set_words(self.length, self.rank, lang), lang)


@dataclass(frozen=True)
class Value:
    """Elder's answer to "Making?" (the ``pips``) or to "How high?" (the ``top`` card)."""

    pips: int | None = None
    top: Rank | None = None

    def __str__(self) -> str:
        """The notation: ``value 48``, ``value to Q``."""
        if self.pips is not None:
            return f"value {self.pips}"
        return f"value to {_letter(self.top)}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        if self.pips is not None:
            return _sentence(_pips_words(self.pips, lang), lang)
        assert self.top is not None
        if lang == "en":
            return _sentence(_TOP_WORD[self.top], lang)
        return _sentence(_TO_RANK[lang][self.top], lang)


@dataclass(frozen=True)
class Decline:
    """Elder declines to say what his call makes, when younger's must be better: "He may
    then decline to say what they make, if he knows your five cards must be better than his"
    (CAV-S "Replying to the call of point"). Younger's is then good."""

    def __str__(self) -> str:
        return "decline"

    def say(self, lang: Lang = "en", after: Call | None = None) -> str:
        """The words said, in English, French or Russian; ``after`` is the call declined.

        Elder tells younger his is good: French names what is good, « Votre point est bon »,
        « Votre séquence est bonne » (« Bon » alone is younger's word, the calls page);
        Russian «Годятся» for the cards of a point (and a set), «Годится» for a sequence, as
        :meth:`Reply.say`; English "Yours is good." (a bare "Good." is younger's answer).
        Cavendish gives no words for it; the calls page says so. Without ``after``, the
        point's words."""
        lang = as_lang(lang)
        point = after is None or after.kind is Kind.POINT
        if lang == "fr":
            return "Votre point est bon." if point else "Votre séquence est bonne."
        if lang == "ru":
            return "Годится" if after is not None and after.kind is Kind.SEQUENCE else "Годятся"
        return "Yours is good."


@dataclass(frozen=True)
class NotReckoned:
    """Elder's answer to "Which king do you not reckon?": the card of the rank he does not
    count, which he must name truly (CAV-D; Case VIII)."""

    card: Card

    def __str__(self) -> str:
        return f"not reckoned {self.card}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return _sentence(card_name(self.card, lang), lang)


@dataclass(frozen=True)
class Declare:
    """Naming or reckoning an item: elder names the suit of what was allowed good or equal,
    or reckons a further sequence or set; younger reckons what he has good, or shows his
    equality, after elder's lead (CAV-D; Laws 55-56)."""

    item: Item

    @property
    def kind(self) -> Kind:
        """The kind of the item named."""
        return kind_of(self.item)

    def __str__(self) -> str:
        """The notation: ``declare point S 5 48``, ``declare sequence H 4 A``,
        ``declare set 4 T``."""
        item = self.item
        if isinstance(item, Point):
            return f"declare point {item.suit.letter} {item.length} {item.pips}"
        if isinstance(item, Sequence):
            return f"declare sequence {item.suit.letter} {item.length} {item.top.letter}"
        return f"declare set {item.count} {item.rank.letter}"

    def say(self, lang: Lang = "en") -> str:
        """The words said, in English, French or Russian."""
        lang = as_lang(lang)
        return _sentence(item_words(self.item, lang), lang)


def _letter(rank: Rank | None) -> str:
    return "" if rank is None else rank.letter


Utterance = Call | Reply | Value | Decline | NotReckoned | Declare
"""Anything said in the calling dialogue."""


Answer = Reply | Decline
"""What answers elder's call: younger's reply, or elder's declining to say what his call makes;
its words follow the call answered (:meth:`Reply.say`, :meth:`Decline.say` take ``after``)."""


def answers_call(action: object) -> TypeGuard[Answer]:
    """Whether ``action`` answers the call before it, so that its words follow that call
    (Russian «Годятся» for a point's cards, «Годится» for a sequence; French « Votre séquence
    est bonne »): the one test the transcript, the deal viewer and the play page share."""
    return isinstance(action, (Reply, Decline))


def call_answered(actions: Iterable[object]) -> Call | None:
    """The call a reply after ``actions`` (a deal's actions in order) answers: the last
    :class:`Call`, completed by any :class:`Value` elder gave it since ("Forty-eight",
    :meth:`Call.with_value`, CAV-D "Calling"); ``None`` before the first call."""
    call: Call | None = None
    for action in actions:
        call = call_after(call, action)
    return call


def call_after(call: Call | None, action: object) -> Call | None:
    """One step of :func:`call_answered`: the call answered once ``action`` is done, when
    ``call`` was answered before it (a new call replaces it, a value completes it)."""
    if isinstance(action, Call):
        return action
    if isinstance(action, Value) and call is not None:
        return call.with_value(action)
    return call
