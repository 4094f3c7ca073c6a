# ruff: noqa: RUF001, RUF002  (French apostrophes are intended)
"""A native reading of the discard puzzles and the play page's hint in French (fr7): what a
French player corrected, held here."""

from __future__ import annotations

from piquet_core.cards import Seat
from piquet_core.trainer import check, exercise
from piquet_core.trainer.i18n import translator
from piquet_core.trainer.puzzle_drill import is_discard_seed, puzzle_of

NB = "\u00a0"


def _discard_seed(seat: Seat) -> str:
    return next(
        s for s in (f"q{i}" for i in range(60)) if is_discard_seed(s) and puzzle_of(s).seat is seat
    )


def test_a_discard_of_the_wrong_size_cites_the_seat_s_own_laws() -> None:
    """Elder's five is Law 21; younger's limit is what the talon holds for him (Laws 22, 34),
    as the page's refused click says: « (lois 21 et 22) » for both was wrong for younger."""
    for seat, want in (
        (Seat.ELDER, "Le premier doit écarter au moins une carte et au plus cinq (loi 21)."),
        (Seat.YOUNGER, "Écartez au moins une carte et au plus 3 (lois 22 et 34)."),
    ):
        seed = _discard_seed(seat)
        hand = [str(c) for c in puzzle_of(seed).hand]
        fb = check(exercise("puzzles", seed, "fr"), {"discard": hand[:6]})
        assert not fb.correct
        assert [text for _, text in fb.items] == [want]


def test_the_hint_s_reasons_read_as_french() -> None:
    """« sur {n} jeux adverses qui s’accordent avec » and « la seule carte que les lois vous
    permettent » were calques; an infinitive (« taire… ») does not « marque »."""
    tr = translator("fr")
    played = tr.gettext(
        "Chosen by playing the deal out over {n} adversary hands that fit what you have seen."
    )
    assert played == (
        "Choisie en jouant la donne jusqu’au bout contre {n} jeux adverses compatibles avec ce "
        "que vous avez vu."
    )
    assert "compatibles avec ce que vous avez vu" in tr.gettext(
        "Chosen by solving the last tricks exactly over {n} adversary hands that fit what "
        "you have seen."
    )
    assert tr.gettext("It is your only legal card.") == (
        "C’est la seule carte que les lois vous permettent de jouer."
    )
    sinking = tr.gettext(
        "He calls in full what he holds and answers candidly: sinking tells the "
        "adversary less, but scores less too (Cavendish, Description of the Game)."
    )
    assert "renseigne moins l’adversaire, mais rapporte moins aussi" in sinking


def test_the_sets_in_a_list_of_themes_are_one_item() -> None:
    """« les séquences, les quatorzes et brelans et les levées » read as two items split."""
    assert translator("fr").gettext("the sets") == "les brelans ou quatorzes"


def test_younger_s_refused_click_counts_cards() -> None:
    """« ne peut pas écarter plus que le talon ne lui laisse » lacked its « de cartes … en »."""
    from piquet_core.trainer.ui import ui_strings

    assert (
        "écarter plus de cartes que le talon ne lui en laisse (lois 22 et 34)"
        in (ui_strings("fr")["at_most"])
    )
