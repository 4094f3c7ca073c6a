# ruff: noqa: RUF001, RUF002  (Russian text is intended)
"""A native reading of the run-time French (fr6): what a French player corrected, held here."""

from __future__ import annotations

from piquet_core.trainer.i18n import translator
from piquet_core.trainer.ui import drill_strings, fluency_strings

NB = "\u00a0"


def test_the_warning_before_a_giving_good_quotes_the_call_without_its_full_stop() -> None:
    """« répondre « Bon. » lui donne… » put a full stop inside a call quoted mid-sentence;
    « Choisissez-le encore » had no clear antecedent."""
    text = translator("fr").gettext(
        "You hold as good or better: answering “Good.” gives him what he called. "
        "Choose it again to say it all the same."
    )
    assert f"répondre «{NB}Bon{NB}» lui donne" in text, text
    assert f"Choisissez «{NB}Bon{NB}» une seconde fois" in text, text


def test_younger_s_replies_are_quoted_with_a_capital_as_the_buttons_say_them() -> None:
    """The umpire's cases and the viewer's rulings said « pas bon », « égal », while the
    buttons, the feedback and the other rulings say « Pas bon », « Égal »."""
    tr = translator("fr")
    for msgid in (
        "Younger answered “Not good” or “Equal” and played to the first trick without showing.",
        "Younger answered “Not good” to a call that his cards show good or equal.",
        "Younger answers “Not good” to elder's point, and plays to the first trick without "
        "showing his own.",
    ):
        text = tr.gettext(msgid)
        assert f"«{NB}Pas bon{NB}»" in text, text
        assert f"«{NB}pas bon{NB}»" not in text and f"«{NB}égal{NB}»" not in text, text


def test_a_round_s_count_of_right_answers_needs_no_agreement_with_the_figure() -> None:
    """« 1 justes sur 10 » (and « 0 justes ») was plural under two; « Sans-faute terminé en 1:05 :
    7 d'affilée » ran the time into a colon. The count now follows a label."""
    s = fluency_strings("fr")
    assert s["round_done"] == "Série finie en {time}. Réponses justes\u00a0: {right} sur {total}."
    assert s["round_status_clock"].startswith("Réponses justes\u00a0: {right} sur {total}")
    assert s["round_done_streak"] == (
        "Sans-faute terminé en {time}. Réponses justes d\u2019affilée\u00a0: {right}."
    )


def test_a_puzzle_s_cost_names_the_last_trick_s_point_not_a_second_trick() -> None:
    """« elle cède la dernière levée et une levée » read as two tricks given away; the theme is
    the point the last trick scores."""
    assert translator("fr").gettext("the last trick") == "le point de la dernière levée"


def test_a_timed_round_of_the_puzzles_counts_puzzles_not_hands() -> None:
    """The puzzles page said « Série de 10 mains » and « Main 3 sur 10 » beside « Problème
    suivant » and « Problème du jour »."""
    expected = {
        "en": ("Round of 10 puzzles", "Puzzle {n} of {of} · {time}"),
        "fr": ("Série de 10 problèmes", "Problème {n} sur {of} · {time}"),
        "ru": ("Раунд из 10\u00a0задач", "Задача {n} из {of} · {time}"),
    }
    for lang, (hands, status) in expected.items():
        s = drill_strings(fluency_strings(lang), "puzzles")
        assert (s["round_hands"], s["round_status"]) == (hands, status), lang
        other = drill_strings(fluency_strings(lang), "point")
        assert other["round_hands"] != hands, lang


def test_the_au_cent_laws_silence_is_no_bracket_inside_the_viewer_s_brackets() -> None:
    """« (Cavendish, Laws of Piquet, loi 41 (les lois du piquet au cent ne disent rien…)) » put a
    bracket inside the ruling's; the Russian says it after a dash as well."""
    from piquet_core.trainer.rulings import law_words

    text = law_words(
        translator("fr"), "Cavendish, Law 41 (the au cent laws say nothing of younger here)"
    )
    assert text.endswith("41 — les lois du piquet au cent ne disent rien ici du second"), text
    assert text.count("(") == 0, text


def test_the_exchange_verdicts_each_name_the_discard() -> None:
    """« Pas le meilleur : » named nothing, beside « Un bon écart : » and « Le meilleur écart : »
    (the Russian likewise says «Не самый сильный снос»)."""
    text = translator("fr").ngettext(
        "Not the strongest: {better} of the {total} possible discards scores more on average "
        "(yours, {value} points; the best discard, {best}).",
        "Not the strongest: {better} of the {total} possible discards score more on average "
        "(yours, {value} points; the best discard, {best}).",
        7,
    )
    assert text.startswith("Pas le meilleur écart\u00a0: {better} des {total} écarts"), text


def test_the_puzzles_worksheet_panel_prints_puzzles_not_hands() -> None:
    """The puzzles page's « Imprimer une fiche d'exercices » said « Nombre de mains sur la
    fiche », « Image de cette main »; the built page takes the drill's own words."""
    from generators.trainer import render_container
    from piquet_core.trainer.worksheet import worksheet_strings

    s = drill_strings(worksheet_strings("fr"), "puzzles")
    assert s["sheet_hands"] == "Nombre de problèmes sur la fiche"
    assert s["picture"] == "Image de ce problème, pour vos diapositives"
    assert "nouveaux problèmes" in s["sheet_seed"]
    assert drill_strings(worksheet_strings("fr"), "point")["sheet_hands"] == (
        "Nombre de mains sur la fiche"
    )
    html = render_container("puzzles", "a1", "fr", "page", "piquet.whl")
    assert ">Nombre de problèmes sur la fiche</label>" in html  # the panel's own label
    assert ">Image de ce problème, pour vos diapositives<" in html


def test_a_puzzle_opened_from_a_link_is_set_out_not_dealt_as_a_hand() -> None:
    """The play review's link opened the puzzles page on « Distribution de la main
    p-2y4ao-… », and a link refused said « Voici une autre main à la place »."""
    from pathlib import Path

    from piquet_core.trainer.ui import ui_strings

    s = drill_strings(ui_strings("fr"), "puzzles")
    assert s["dealing_seed"] == "Mise en place du problème {seed}…"
    assert s["other_hand"] == "Voici un autre problème à la place."
    assert s["engine_ready"] == "Nouveaux problèmes prêts."
    assert drill_strings(ui_strings("fr"), "sets")["other_hand"] == (
        "Voici une autre main à la place."
    )
    pick = (Path(__file__).resolve().parents[2] / "docs/assets/trainer/pick.js").read_text()
    # pick.js runs before drillStrings: it takes the drill's own words itself
    assert 'say("dealing_seed")' in pick and 's[drill + ":" + key]' in pick


def test_the_progress_page_names_a_puzzles_round_in_the_drill_s_words() -> None:
    """The bests table said « Problèmes de jeu · Série de 10 mains »: the progress page takes
    the drill's own round name where it has one."""
    from pathlib import Path

    assert fluency_strings("fr")["puzzles:round_hands"] == "Série de 10 problèmes"
    script = Path(__file__).resolve().parents[2] / "docs/assets/trainer/progress.js"
    assert "own.round_hands" in script.read_text()  # the drill's words (drillStrings)
