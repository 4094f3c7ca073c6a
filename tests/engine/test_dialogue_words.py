# ruff: noqa: RUF001  (Cyrillic words and French quotes are intended)
"""The engine's call words are the site's: each phrase the engine says is checked against
its own rendering AND found on the calls page of that language (docs/<lang>/calls.md), so
neither can drift from the other (Cavendish, *Description*, "Calling"; S002 «годятся»,
«не годится», «равны», of the cards and of an exact tie)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet_core.cards import Lang, Rank, Suit
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import Call, Declare, Kind, Reply, Value

DOCS = Path(__file__).resolve().parents[2] / "docs"

POINT5 = Call(Kind.POINT, 5)
QUART_Q = Call(Kind.SEQUENCE, 4, top=Rank.QUEEN)
TIERCE_MAJOR = Call(Kind.SEQUENCE, 3, top=Rank.ACE)
QUINT_MINOR = Call(Kind.SEQUENCE, 5, top=Rank.JACK)
SEQ4 = Call(Kind.SEQUENCE, 4)
FOUR_ACES = Call(Kind.SET, 4, rank=Rank.ACE)
THREE_QUEENS = Call(Kind.SET, 3, rank=Rank.QUEEN)
THREE_KINGS = Call(Kind.SET, 3, rank=Rank.KING)

# (what the engine says, in which language) -- each must also be on that language's page.
CASES: list[tuple[Lang, str, str]] = [
    ("en", POINT5.say("en"), "Point of five."),
    ("en", Reply.MAKING.say("en"), "Making?"),
    ("en", Value(pips=48).say("en"), "Forty-eight."),
    ("en", QUART_Q.say("en"), "quart to a queen"),
    ("en", TIERCE_MAJOR.say("en"), "tierce major"),
    ("en", QUINT_MINOR.say("en"), "quint minor"),
    ("en", SEQ4.say("en"), "Sequence of four."),
    ("en", Reply.HOW_HIGH.say("en"), "How high?"),
    ("en", Value(top=Rank.QUEEN).say("en"), "Queen."),
    ("en", FOUR_ACES.say("en"), "Four aces"),
    ("en", THREE_QUEENS.say("en"), "Three queens"),
    ("en", Reply.WHICH.say("en", THREE_KINGS), "Which king do you not reckon?"),
    ("fr", POINT5.say("fr"), "Point de cinq."),
    ("fr", Reply.MAKING.say("fr"), "Combien ?"),
    ("fr", Reply.GOOD.say("fr", QUART_Q), "Bon."),
    ("fr", Reply.NOT_GOOD.say("fr"), "Pas bon."),
    ("fr", Reply.EQUAL.say("fr", TIERCE_MAJOR), "Égal."),
    ("fr", QUART_Q.say("fr"), "quatrième à la dame"),
    ("fr", TIERCE_MAJOR.say("fr"), "tierce majeure"),
    ("fr", QUINT_MINOR.say("fr"), "quinte basse"),
    ("fr", SEQ4.say("fr"), "Une quatrième."),
    ("fr", Reply.HOW_HIGH.say("fr"), "À quoi ?"),
    ("fr", Value(top=Rank.QUEEN).say("fr"), "À la dame."),
    ("fr", FOUR_ACES.say("fr"), "Quatorze d’as"),
    ("fr", THREE_QUEENS.say("fr"), "Trois dames"),
    ("fr", Reply.WHICH.say("fr", THREE_KINGS), "Quel roi ne comptez-vous pas ?"),
    ("fr", Declare(Point(Suit.HEARTS, 5, 48)).say("fr"), "À cœur"),
    ("ru", POINT5.say("ru"), "Пять карт"),
    ("ru", Reply.MAKING.say("ru"), "Сколько очков?"),
    ("ru", Reply.GOOD.say("ru", POINT5), "Годятся"),
    ("ru", Reply.GOOD.say("ru", QUART_Q), "Годится"),
    ("ru", Reply.GOOD.say("ru", FOUR_ACES), "Годятся"),
    ("ru", Reply.NOT_GOOD.say("ru", POINT5), "Не годится"),
    ("ru", Reply.EQUAL.say("ru", POINT5), "Равны"),
    ("ru", Reply.EQUAL.say("ru", POINT5.with_value(Value(pips=48))), "Равны"),
    ("ru", Reply.EQUAL.say("ru", TIERCE_MAJOR), "Равны"),
    ("ru", Value(pips=51).say("ru"), "Пятьдесят одно"),
    ("ru", QUART_Q.say("ru"), "Кварта от дамы"),
    ("ru", TIERCE_MAJOR.say("ru"), "Терц-мажор"),
    ("ru", QUINT_MINOR.say("ru"), "Квинта-минор"),
    ("ru", SEQ4.say("ru"), "Кварта"),
    ("ru", Reply.HOW_HIGH.say("ru"), "От какой карты?"),
    ("ru", Value(top=Rank.QUEEN).say("ru"), "От дамы"),
    ("ru", FOUR_ACES.say("ru"), "Четыре туза"),
    ("ru", THREE_QUEENS.say("ru"), "Три дамы"),
    ("ru", Reply.WHICH.say("ru", THREE_KINGS), "Какого короля вы не считаете?"),
    ("ru", Declare(Point(Suit.HEARTS, 5, 48)).say("ru"), "в червях"),
]


def _flat(text: str) -> str:
    """Case and spacing aside (the pages wrap lines, in quotes too, and put no-break spaces
    before « ? »)."""
    text = re.sub(r"\n>[ ]?", "\n", text)
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).casefold()


@pytest.mark.parametrize(("lang", "said", "phrase"), CASES)
def test_engine_says_the_pages_words(lang: Lang, said: str, phrase: str) -> None:
    """The engine's words contain the phrase, and the calls page uses the same phrase."""
    assert _flat(phrase) in _flat(said), said
    page = (DOCS / lang / "calls.md").read_text(encoding="utf-8")
    assert _flat(phrase) in _flat(page), f"{phrase!r} not on docs/{lang}/calls.md"


def test_russian_good_agrees_with_what_is_answered() -> None:
    """«Годятся» for the cards of a point and for a set, both plural («Три короля» --
    «Годятся»); «Годится» for one sequence («Кварта» -- «Годится»)."""
    assert Reply.GOOD.say("ru") == "Годятся"  # no context: the handbook's word (S002)
    for call in (QUART_Q, TIERCE_MAJOR, SEQ4):
        assert Reply.GOOD.say("ru", call) == "Годится"
    for call in (FOUR_ACES, THREE_QUEENS):
        assert Reply.GOOD.say("ru", call) == "Годятся"
    assert Reply.GOOD.say("ru", Call(Kind.POINT, 4, pips=38)) == "Годятся"
    assert Reply.GOOD.say("en", QUART_Q) == "Good." and Reply.GOOD.say("fr", POINT5) == "Bon."


def test_russian_equal_is_ravny_of_the_cards_and_of_an_exact_tie() -> None:
    """S002: "Если число карт одинаковое — «равны». При равенстве игроки считают очки на
    своих картах" (if the number of cards is the same, «равны»; then both count their pips).
    «Равны» answers the number of cards and, as on the site's calls page, an exact tie of
    the pips or of a sequence (never «Поровну», "in equal shares"), as Cavendish's one word
    "Equal" does in English and French."""
    assert Reply.EQUAL.say("ru") == "Равны"  # no context: the handbook's word (S002)
    assert Reply.EQUAL.say("ru", POINT5) == "Равны"
    valued = POINT5.with_value(Value(pips=48))
    assert valued == Call(Kind.POINT, 5, pips=48)
    assert Reply.EQUAL.say("ru", valued) == "Равны"
    assert Reply.EQUAL.say("ru", Call(Kind.POINT, 5, pips=48)) == "Равны"  # au cent
    assert Reply.EQUAL.say("ru", SEQ4.with_value(Value(top=Rank.QUEEN))) == "Равны"
    assert Reply.GOOD.say("ru", valued) == "Годятся"
    assert {Reply.EQUAL.say("en", c) for c in (POINT5, valued, QUART_Q)} == {"Equal."}
    assert {Reply.EQUAL.say("fr", c) for c in (POINT5, valued, QUART_Q)} == {"Égal."}


def test_russian_sequence_call_names_the_length() -> None:
    """A sequence called by its length alone (Law 48: "he must state the card it is to"
    only if needed) is named as a Russian player says it: «Кварта», «Терц», «Квинта»,
    not «Последовательность из четырёх»; "How high?" is «От какой карты?». Russian words
    said end without a full stop: they are printed inside « » (TRANSLATING.md)."""
    assert Call(Kind.SEQUENCE, 3).say("ru") == "Терц"
    assert SEQ4.say("ru") == "Кварта"
    assert Call(Kind.SEQUENCE, 5).say("ru") == "Квинта"
    assert Reply.HOW_HIGH.say("ru") == "От какой карты?"


def test_sequence_names_in_three_languages() -> None:
    """Major (from the ace), minor (down to the seven), otherwise to the top card."""
    names = {
        (3, Rank.ACE): ("Tierce major.", "Tierce majeure.", "Терц-мажор"),
        (3, Rank.KING): ("Tierce to a king.", "Tierce au roi.", "Терц от короля"),
        (3, Rank.NINE): ("Tierce minor.", "Tierce basse.", "Терц-минор"),
        (6, Rank.ACE): ("Sixième major.", "Sixième majeure.", "Секста-мажор"),
        (4, Rank.JACK): ("Quart to a knave.", "Quatrième au valet.", "Кварта от валета"),
    }
    for (length, top), (en, fr, ru) in names.items():
        call = Call(Kind.SEQUENCE, length, top=top)
        assert (call.say("en"), call.say("fr"), call.say("ru")) == (en, fr, ru)
    reckoned = Declare(Sequence(Suit.HEARTS, 4, Rank.ACE))
    assert reckoned.say("fr") == "Quatrième majeure à cœur."
    assert reckoned.say("ru") == "Кварта-мажор в червях"


def test_sets_and_pips_said_aloud() -> None:
    """« Quatorze de dix » / « trois dames »; Russian pips count «очко»: «сорок одно»."""
    assert Call(Kind.SET, 4, rank=Rank.TEN).say("fr") == "Quatorze de dix."
    assert Declare(CardSet(Rank.JACK, 4)).say("fr") == "Quatorze de valets."
    assert Value(pips=41).say("ru") == "Сорок одно"
    assert Value(pips=48).say("ru") == "Сорок восемь"
    assert Value(pips=41).say("fr") == "Quarante et un."
    assert Call(Kind.POINT, 5, pips=44).say("ru") == "Пять карт, сорок четыре"
    assert Reply.WHICH.say("en") == "Which one do you not reckon?"  # no call to name the rank


def test_french_typography_is_the_pages() -> None:
    """French questions end with a narrow no-break space before « ? » (U+202F), as on the
    French pages; no plain space before ? ! ; : anywhere in the engine's French."""
    page = (DOCS / "fr" / "calls.md").read_text(encoding="utf-8")
    questions = [Reply.MAKING.say("fr"), Reply.HOW_HIGH.say("fr"), Reply.WHICH.say("fr"),
                 Reply.WHICH.say("fr", THREE_KINGS)]  # fmt: skip
    for said in questions:
        assert said.endswith("\u202f?") and not re.search(r" [?!;:]", said), said
    assert "Combien\u202f?" in page and "À quoi\u202f?" in page
