# ruff: noqa: RUF001  (Cyrillic and French apostrophes are intended)
"""The point drill's working when suits are alike (Law 62: the point is the longest suit, then
the one of more pips; alike, either may be called): one line for all the suits alike, not
"hearts is just as good: either suit may be called." once per suit (the fresh tester's walk,
seed h1qe8xcw: A K Q in each of the four suits)."""

from __future__ import annotations

import pytest

from piquet_core.trainer import exercise

FOUR_ALIKE = "h1qe8xcw"  # A K Q of each suit


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "3 other suits are just as good (♥ ♦ ♣): any of the 4 may be called."),
        (
            "fr",
            # no sentence opens with a figure (« 3 autres couleurs… »): the suits named
            "Les couleurs ♥ ♦ ♣ valent tout autant\u00a0: n’importe laquelle des 4 peut être "
            "annoncée.",
        ),
        ("ru", "Ещё 3 масти ничем не хуже (♥ ♦ ♣): можно объявить любую из 4."),
    ],
)
def test_four_suits_alike_in_one_line(lang: str, line: str) -> None:
    working = exercise("point", FOUR_ALIKE, lang).explanation
    assert working.count(line) == 1, working
    assert not [w for w in working if "either" in w or "любую из двух" in w], working


@pytest.mark.parametrize(
    ("lang", "right", "wrong"),
    [
        (
            "en",
            "Right: your point is 3 cards; your suits ♠ ♥ ♦ ♣ are alike, and any of them may be "
            "called.",
            "Not {given}: your best suits, ♠ ♥ ♦ ♣, have 3 cards each; any of them may be called.",
        ),
        (
            "fr",
            "Juste\u00a0: votre point est de 3 cartes\u202f; vos couleurs ♠ ♥ ♦ ♣ se valent, "
            "et n’importe laquelle peut être annoncée.",
            "Non, pas {given}\u00a0: vous avez 3 cartes dans chacune de vos meilleures "
            "couleurs, ♠ ♥ ♦ ♣\u202f; n’importe laquelle peut être annoncée.",
        ),
        (
            "ru",
            "Верно: ваш ряд — 3\u00a0карты; масти ♠ ♥ ♦ ♣ равноценны, объявить можно любую.",
            "Не «{given}»: в каждой из ваших лучших мастей, ♠ ♥ ♦ ♣, по 3\u00a0карты; "
            "объявить можно любую.",
        ),
    ],
)
def test_the_verdict_names_no_one_suit_when_four_are_alike(
    lang: str, right: str, wrong: str
) -> None:
    """The working says any of the four may be called; the verdict on the point's cards said
    "your point is 3 cards, in spades", as if spades were the answer. It names the four."""
    cards = next(q for q in exercise("point", FOUR_ALIKE, lang).questions if q.id == "cards")
    assert (cards.right, cards.wrong) == (right, wrong)


def test_one_suit_is_named_when_it_is_the_only_point() -> None:
    cards = exercise("point", "k3j9x2", "en").questions[0]
    assert cards.right.startswith("Right: your point is") and "alike" not in cards.right
    assert cards.right == "Right: your point is 5 cards, in clubs."


def test_the_suits_alike_are_the_best_not_the_longest() -> None:
    """Seed f7xpo: four suits of three cards, ♥ A J 8 and ♣ A J 8 alike and ahead of ♠ A 9 7
    and ♦ A J 7. The verdict named ♥ ♣ "your longest suits", as if ♠ ♦ were shorter."""
    cards = next(q for q in exercise("point", "f7xpo", "ru").questions if q.id == "cards")
    assert cards.wrong == (
        "Не «{given}»: в каждой из ваших лучших мастей, ♥ ♣, по 3\u00a0карты; объявить можно любую."
    )
