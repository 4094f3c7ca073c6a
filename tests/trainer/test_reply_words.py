"""Russian agrees «годятся» with the cards of a point and «годится» with one sequence or set
(seed 002: «они „годятся“» of the cards; the site's calls pages), in the dialogue drill too."""

from __future__ import annotations

from piquet_core.trainer import words
from piquet_core.trainer.i18n import translator


def test_good_to_a_point_is_plural_in_russian() -> None:
    assert words.reply_label(translator("ru"), "good") == "годятся"


def test_good_to_a_sequence_or_set_is_singular_in_russian() -> None:
    assert words.reply_label(translator("ru"), "good", combination=True) == "годится"


def test_other_replies_and_languages_are_unchanged_by_the_context() -> None:
    for lang in ("en", "fr", "ru"):
        tr = translator(lang)
        for reply in ("not_good", "equal", "making"):
            assert words.reply_label(tr, reply, True) == words.reply_label(tr, reply)
    assert words.reply_label(translator("en"), "good", True) == "Good"
    assert words.reply_label(translator("fr"), "good", True) == "bon"
