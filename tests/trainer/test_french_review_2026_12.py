"""Fixes from the French review of 2026-12 (issue 25) that are words the engine writes."""

from __future__ import annotations

from piquet_core.dialogue import Decline, sequence_words
from piquet_core.trainer.dialogue import _combination_question
from piquet_core.trainer.i18n import translator


def test_what_elder_also_holds_is_narrated_outside_his_call() -> None:
    """Cavendish, *Description*: elder calls his best sequence ("Quart major"); what else he
    holds is not said aloud before younger replies, so it stands outside the guillemets."""
    tr = translator("fr")
    q = _combination_question(
        tr, "sequence", ["tierce majeure", "tierce basse"], "good", {"good": "x"}
    )
    quoted = q.label.split("«")[1].split("»")[0]
    assert "tierce basse" not in quoted and "tierce basse" in q.label


def test_a_sequence_of_four_is_a_quatrieme_in_french() -> None:
    """French players name a sequence by its length, « tierce, quatrième, quinte »
    (loisirs.savoir.fr), never « séquence de quatre »."""
    assert sequence_words(4, None, "fr") == "une quatrième"


def test_elder_declining_does_not_say_bon() -> None:
    """Cavendish: elder "may then decline to say what they make"; « Bon » is younger's reply,
    so elder's words are « C'est bon pour vous »."""
    assert Decline().say("fr") == "C'est bon pour vous."


def test_a_point_of_one_is_elided() -> None:
    """French elides « de » before a vowel: « point d'un », not « point de un »."""
    from piquet_core.dialogue import point_words

    assert point_words(1, "fr") == "point d'un"
    assert point_words(5, "fr") == "point de cinq"


def test_a_negative_average_has_a_true_minus_sign() -> None:
    """French typography (the site's own rule, U+2212): U+2212 before « 7,4 », not a hyphen."""
    from piquet_core.trainer import words
    from piquet_core.trainer.i18n import translator

    assert words.number(translator("fr"), -7.4, 1) == "\u22127,4"
    assert words.number(translator("fr"), 4.4, 1) == "4,4"
    assert words.number(translator("en"), -7.4, 1) == "-7.4"
