"""Russian agrees «годятся» with the cards of a point and with a set (three kings, plural),
«годится» with one sequence (seed 002: «они „годятся“» of the cards; the site's calls pages),
in the dialogue drill too."""

from __future__ import annotations

import pytest

from piquet_core.trainer import words
from piquet_core.trainer.dialogue import dialogue_exercise
from piquet_core.trainer.i18n import translator


def test_good_to_a_point_is_plural_in_russian() -> None:
    assert words.reply_label(translator("ru"), "good") == "годятся"


def test_good_to_a_sequence_is_singular_in_russian() -> None:
    assert words.reply_label(translator("ru"), "good", combination=True) == "годится"


def test_good_to_a_set_is_plural_in_the_dialogue_drill() -> None:
    """Elder's «Три короля» is answered «Годятся», as the cards are (the set is plural), and
    his «Кварта» «Годится»; the feedback quotes the reply as the buttons say it."""
    labels = {}
    for n in range(300):
        for q in dialogue_exercise(str(n), "ru").questions:
            good = [o.label for o in q.options if o.value == "good"]
            if q.id in ("set", "sequence") and good:
                labels.setdefault(q.id, set()).update(good)
                if q.id == "set" and q.answer == ("good",):
                    assert "«Годятся»" in q.right, q.right
    assert labels == {"set": {"Годятся"}, "sequence": {"Годится"}}


def test_other_replies_and_languages_are_unchanged_by_the_context() -> None:
    for lang in ("en", "fr", "ru"):
        tr = translator(lang)
        for reply in ("not_good", "making"):
            assert words.reply_label(tr, reply, True) == words.reply_label(tr, reply)
    for lang in ("en", "fr"):
        tr = translator(lang)
        for combination, exact in ((True, False), (False, True)):
            assert words.reply_label(tr, "equal", combination, exact) == words.reply_label(
                tr, "equal"
            )
    assert words.reply_label(translator("en"), "good", True) == "Good"
    assert words.reply_label(translator("fr"), "good", True) == "Bon"


def test_russian_equal_is_ravny_of_the_number_of_cards_and_of_an_exact_tie() -> None:
    """Seed 002: "Если число карт одинаковое — «равны». При равенстве игроки считают очки"
    (the same number of cards, «равны»; then the pips are counted). «Равны» answers a point
    of as many cards and, as on the site's calls page, the exact tie of the pips or of a
    sequence (no Russian player answers a call «поровну», "in equal shares")."""
    ru = translator("ru")
    assert words.reply_label(ru, "equal") == "равны"
    assert words.reply_label(ru, "equal", exact=True) == "равны"
    assert words.reply_label(ru, "equal", combination=True) == "равны"


def test_the_dialogue_drill_says_ravny_never_porovnu() -> None:
    """The drill's Russian options: «равны» to elder's number of cards and to his pips
    (seed 002: «Если число карт одинаковое — «равны»»); «поровну» is never a reply."""
    from piquet_core.trainer import exercise

    seen: dict[str, set[str]] = {}
    for i in range(60):
        for q in exercise("dialogue", f"r{i}", "ru").questions:
            if q.id in ("point", "point_value", "sequence") and q.options:
                seen.setdefault(q.id, set()).update(o.label for o in q.options)
    assert "Равны" in seen["point"] and "Равны" in seen["point_value"]  # on their buttons
    assert not any("поровну" in label.lower() for labels in seen.values() for label in labels)


def _value_prompt(lang: str) -> str:
    """Younger's prompt after "Making?" in a dialogue deal with points of equal length."""
    from piquet_core.trainer import exercise

    for i in range(200):
        ex = exercise("dialogue", f"w{i}", lang)
        for q in ex.questions:
            if q.id == "point_value" and q.kind == "choice":  # younger's side
                return q.label
    raise AssertionError("no deal with an equal point in 200 seeds")


def test_point_call_and_value_are_the_engines_words() -> None:
    """Elder's call is the modern « Point de cinq. » (the French calls page; pagat.com via
    reglesdejeux « point de 5 »), and his value is said in words, as the engine says it
    ("Forty-eight.", « Quarante-huit. », «Сорок восемь»), not in digits."""
    from piquet_core.dialogue import Call, Kind

    fr, ru = translator("fr"), translator("ru")
    for n in range(3, 9):
        assert words.said(fr, words.point_call(fr, n)) == Call(Kind.POINT, n).say("fr")
        assert words.said(ru, words.point_call(ru, n)) == Call(Kind.POINT, n).say("ru")
    assert words.point_call(fr, 5) == "Point de cinq"  # on its button, as « Bon », « Pas bon »
    for lang in ("en", "fr", "ru"):
        prompt = _value_prompt(lang)
        assert not any(ch.isdigit() for ch in prompt), prompt


def test_russian_players_are_the_handbooks_and_the_pages() -> None:
    """«противник сдающего» and «сдающий» (seed 002; docs/ru/calls.md), never «первый» or
    «второй» for the players."""
    tr = translator("ru")
    prompts = [tr.gettext(m) for m in (
        "You are younger hand. Answer each of elder's calls, then say what each of you "
        "scores in hand.", "Your hand (elder hand)", "Your hand (younger hand)",
        "Elder: “{call}” — you answer", "Your answer: the value of your point")]  # fmt: skip
    assert prompts[0].startswith("Вы — сдающий.") and "противника" in prompts[0]
    assert prompts[1:] == ["Ваши карты (вы — противник сдающего)", "Ваши карты (вы — сдающий)",
                           "Противник сдающего: «{call}» — вы отвечаете",
                           "Ваш ответ: сколько очков"]  # fmt: skip


def test_french_typography_is_the_pages() -> None:
    """No-break space before « : » and inside « », narrow no-break space before ? ! ;
    (docs/fr/*.md)."""
    tr = translator("fr")
    assert tr.gettext("All right!") == "Tout est juste\u202f!"
    assert tr.gettext("Making?") == "Combien\u202f?"
    said = "Le premier\u00a0: «\u00a0{call}\u00a0» — vous répondez"
    assert tr.gettext("Elder: “{call}” — you answer") == said


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_calls_on_the_buttons_end_alike(lang: str) -> None:
    """A call on a button is the word said, with no full stop (« Point de cinq » beside
    « Bon », « Pas bon », « Égal », « Combien ? »: the point's calls had one, the replies
    none) and a capital (Russian «Годятся», not «годятся»); a question keeps its sign."""
    from piquet_core.trainer import exercise

    labels = set()
    for i in range(40):
        for q in exercise("dialogue", f"stop{i}", lang).questions:
            labels |= {o.label for o in q.options}
    assert len(labels) > 20
    assert [x for x in labels if x.endswith(".")] == []
    assert [x for x in labels if not x[0].isupper()] == []
    making = {"en": "Making?", "fr": "Combien\u202f?", "ru": "Сколько очков?"}[lang]
    assert making in labels
