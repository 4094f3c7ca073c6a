# ruff: noqa: RUF001, RUF002  (French apostrophes U+2019 are intended)
"""Fixes from the French review of 2026-12 that are words the engine writes."""

from __future__ import annotations

from pathlib import Path

import pytest

from piquet_core.dialogue import Decline, sequence_words
from piquet_core.trainer.dialogue import _combination_question
from piquet_core.trainer.i18n import translator


def test_what_elder_also_holds_is_narrated_outside_his_call() -> None:
    """Cavendish, *Description*: elder calls his best sequence ("Quart major"); what else he
    holds is not said aloud before younger replies: it is not in his call, nor beside it
    (that gave his hand away before the answer), but told in the feedback."""
    tr = translator("fr")
    q = _combination_question(
        tr,
        "sequence",
        ["tierce majeure", "tierce basse"],
        "good",
        {"good": "x"},
        ["une tierce basse"],
    )
    assert "tierce basse" not in q.label and "Tierce majeure" in q.label
    # a sentence with its article, not a list after a colon (« Il a aussi : tierce basse »)
    assert q.right.endswith("Le premier a aussi une tierce basse.")
    assert q.wrong.endswith("Le premier a aussi une tierce basse.")


def test_a_sequence_of_four_is_a_quatrieme_in_french() -> None:
    """French players name a sequence by its length, « tierce, quatrième, quinte »
    (loisirs.savoir.fr), never « séquence de quatre »."""
    assert sequence_words(4, None, "fr") == "une quatrième"


def test_elder_declining_does_not_say_bon() -> None:
    """Cavendish: elder "may then decline to say what they make"; « Bon » is younger's reply,
    so elder names what is good: « Votre point est bon », « Votre séquence est bonne »; the
    Russian answers as a reply does, «Годятся» for a point's cards, «Годится» for a sequence."""
    from piquet_core.dialogue import Call, Kind

    assert Decline().say("fr") == "Votre point est bon."
    assert Decline().say("fr", Call(Kind.POINT, 5)) == "Votre point est bon."
    assert Decline().say("fr", Call(Kind.SEQUENCE, 4)) == "Votre séquence est bonne."
    assert Decline().say("ru", Call(Kind.POINT, 5)) == "Годятся"
    assert Decline().say("ru", Call(Kind.SEQUENCE, 4)) == "Годится"
    assert Decline().say("en", Call(Kind.SEQUENCE, 4)) == "Yours is good."


def test_a_point_of_one_is_elided() -> None:
    """French elides « de » before a vowel, and says the feminine card: « point d’une
    carte », not « point de un » nor « point d’un » (French reading 2026-12)."""
    from piquet_core.dialogue import point_words

    assert point_words(1, "fr") == "point d’une carte"
    assert point_words(5, "fr") == "point de cinq"


def test_a_negative_average_has_a_true_minus_sign() -> None:
    """French typography (the site's own rule, U+2212): U+2212 before « 7,4 », not a hyphen."""
    from piquet_core.trainer import words
    from piquet_core.trainer.i18n import translator

    assert words.number(translator("fr"), -7.4, 1) == "\u22127,4"
    assert words.number(translator("fr"), 4.4, 1) == "4,4"
    assert words.number(translator("en"), -7.4, 1) == "-7.4"


def test_what_elder_does_not_call_is_said_in_the_order_of_the_dialogue() -> None:
    """French review S17: « Le premier n’annonce aucune séquence. » stood above his point.
    Elder calls point, then sequences, then sets (Cavendish, Law 46): what he does not call is
    said in its place, just above the next question, in every language."""
    from piquet_core.trainer.dialogue import dialogue_exercise

    for lang in ("en", "fr", "ru"):
        no_sequence = dialogue_exercise("24hv9d", lang)  # elder: a set, no sequence
        ids = [q.id for q in no_sequence.questions]
        assert ids[:3] == ["point", "point_value", "set"] and no_sequence.lines == ()
        said = translator(lang).gettext("Elder calls no sequence.")
        assert no_sequence.questions[2].before == (said,)
        assert no_sequence.questions[2].to_dict()["before"] == [said]
        neither = dialogue_exercise("s5nqna", lang)  # elder: no sequence, no set
        assert [q.id for q in neither.questions][:2] == ["point", "elder_score"]
        assert len(neither.questions[1].before) == 2 and neither.lines == ()
    assert dialogue_exercise("s5nqna", "fr").questions[1].before == (
        "Le premier n\u2019annonce aucune séquence.",
        "Le premier n\u2019annonce ni brelan ni quatorze.",
    )


def test_the_engine_french_words_have_the_typographic_apostrophe() -> None:
    """French review Ty1: the words the engine says in French write U+2019 (« quatorze d’as »,
    « à l’as », « point d’un »), as the pages and the catalogs do."""
    from piquet_core.cards import Rank
    from piquet_core.deal_actions import _WORDS
    from piquet_core.dialogue import point_words, set_words

    said = [point_words(n, "fr") for n in range(1, 9)]
    said += [set_words(4, r, "fr") for r in (Rank.ACE, Rank.KING, Rank.TEN)]
    said += [sequence_words(n, r, "fr") for n in (3, 4, 5) for r in (Rank.ACE, Rank.KING)]
    said += [Decline().say("fr"), *(w["fr"] for w in _WORDS.values())]
    assert [s for s in said if "'" in s] == []
    assert "quatorze d\u2019as" in said and "point d\u2019une carte" in said


def test_cards_in_a_french_sentence_are_in_lower_case() -> None:
    """French review Ty7: « Vous avez écarté : dame de pique, roi de cœur », not « Dame de
    pique, Roi de cœur »; the play page writes its cards' ``in_text`` inside sentences."""
    from piquet_core.cards import Card
    from piquet_core.trainer.play_view import card_json

    queen = card_json(Card.parse("QS", "en"), "fr")
    assert queen["in_text"] == queen["from"] == "dame de pique"
    assert queen["name"] == "Dame de pique"  # the accessible name of the card itself
    from pathlib import Path

    from babel.messages.pofile import read_po

    po = Path(__file__).resolve().parents[2] / "locales/fr/LC_MESSAGES/messages.po"
    with po.open("rb") as f:
        catalog = read_po(f)
    # who led, who won, inside the trick's line: « entame sept de trèfle (vous) »
    assert catalog["you"].string == "vous" and catalog["the computer"].string == "l\u2019ordinateur"


def test_one_better_discard_is_un_seul() -> None:
    """The exchange drill's verdict when one discard scores more: « un seul des 1 585 écarts
    possibles rapporte davantage » (French reading: « 1 des 1 585 » is no French); two or more
    keep the number."""
    tr = translator("fr")
    for singular, plural in [
        (
            "A strong discard: {better} of the {total} possible discards scores more on "
            "average, by less than a point ({value} points; the best discard, {best}).",
            "A strong discard: {better} of the {total} possible discards score more on "
            "average, by less than a point ({value} points; the best discard, {best}).",
        ),
        (
            "Not the strongest: {better} of the {total} possible discards scores more on "
            "average (yours, {value} points; the best discard, {best}).",
            "Not the strongest: {better} of the {total} possible discards score more on "
            "average (yours, {value} points; the best discard, {best}).",
        ),
    ]:
        one = tr.ngettext(singular, plural, 1).format(
            better="1", total="1 585", value="1", best="2"
        )
        assert "un seul des 1 585 écarts possibles rapporte " in one, one
        two = tr.ngettext(singular, plural, 2).format(
            better="2", total="1 585", value="1", best="2"
        )
        assert "2 des 1 585 écarts possibles rapportent " in two, two


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_calls_page_quotes_the_words_elder_declines_with(lang: str) -> None:
    """Cavendish gives no words for declining the value; the calls page says which the play
    page uses, and says the engine's own (a change to one without the other fails here)."""
    page = (Path(__file__).parents[2] / "docs" / lang / "calls.md").read_text("utf-8")
    words = Decline().say(lang).rstrip(".")
    assert words in " ".join(page.split()), words
