"""The dialogue drill from elder's chair: make the calls, then score both hands.

Elder calls first, and must begin with the point (Cavendish, Law 46), giving the number of
cards of his best suit, and its pips if younger, holding as many cards, asks "Making?"; then
his best sequence and his best set (*Description of the Game*, "Calling"; Laws 47-50). The
engine then shows younger's replies and the scores (:func:`piquet_core.scoring.score_deal`).
"""

from __future__ import annotations

from piquet_core.cards import Hand, Rank, Seat
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.scoring import DealScore
from piquet_core.trainer import words
from piquet_core.trainer.counting import (
    hand_exercise,
    pips_question,
    points_question,
    sequence_length_options,
    top_question,
)
from piquet_core.trainer.dialogue import (
    answer_feedback,
    category_lines,
    pique_case,
    pique_question,
)
from piquet_core.trainer.exercise import Exercise, Option, Question, Rule
from piquet_core.trainer.i18n import Lang, Translator, translator

_SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def _labels(tr: Translator) -> dict[str, str]:
    return {
        "none": tr.gettext("Neither pique nor repique"),
        "elder_repique": tr.gettext("You repique (+60)"),
        "younger_repique": tr.gettext("Younger repiques (+60)"),
        "elder_pique": tr.gettext("You pique with your first lead (+30)"),
        "depends": tr.gettext("You may still pique: it depends on the play"),
    }


def _call_question(tr: Translator, qid: str, label: str, answer: str,
                   options: tuple[Option, ...], why: str) -> Question:  # fmt: skip
    shown = next(o.label for o in options if o.value == answer)
    right, wrong = answer_feedback(tr, shown, why)
    return Question(qid, "choice", label, (answer,), options=options, right=right, wrong=wrong)


def elder_exercise(seed: str, lang: Lang, elder: Hand, younger: Hand,
                   score: DealScore, rules: tuple[Rule, ...]) -> Exercise:  # fmt: skip
    """The calls and the scores from elder's side (see the module docstring)."""
    tr = translator(lang)
    ep, yp = best_point(elder), best_point(younger)
    assert ep is not None and yp is not None
    e_seqs, e_sets = all_sequences(elder), all_sets(elder)
    suit = words.suit_word(tr, ep.suit)
    point_opts = tuple(Option(str(n), words.point_call(tr, n)) for n in range(3, 9))
    questions = [
        _call_question(
            tr, "point", tr.gettext("Your first call: the point"), str(ep.length), point_opts,
            tr.ngettext("your longest suit, {suit}, has {n} card; the point is called first "
                        "(Law 46).", "your longest suit, {suit}, has {n} cards; the point is "
                        "called first (Law 46).", ep.length).format(suit=suit, n=ep.length),
        )
    ]  # fmt: skip
    if yp.length == ep.length:
        questions.append(
            pips_question(
                tr, "point_value", tr.gettext("Younger: “Making?” — your pips"), ep,
                show_if=("point", (str(ep.length),)),
            )
        )  # fmt: skip
    best_seq = e_seqs[0] if e_seqs else None
    questions.append(
        _call_question(
            tr, "sequence", tr.gettext("Your sequence call"),
            str(best_seq.length) if best_seq else "0", sequence_length_options(tr),
            tr.gettext("call your best sequence first (Law 49).") if best_seq
            else tr.gettext("you have no sequence."),
        )
    )  # fmt: skip
    if best_seq is not None:
        questions.append(top_question(tr, "sequence_top", "sequence", best_seq))
    set_opts = (
        Option("0", tr.gettext("No trio or quatorze")),
        *(Option(f"{n}{r.letter}", words.rank_count_name(tr, r, n).capitalize())
          for n in (4, 3) for r in _SET_RANKS),
    )  # fmt: skip
    best_set = e_sets[0] if e_sets else None
    questions.append(
        _call_question(
            tr, "set", tr.gettext("Your call of trios and quatorzes"),
            f"{best_set.count}{best_set.rank.letter}" if best_set else "0", set_opts,
            tr.gettext("call your best set first (Law 49).") if best_set
            else tr.gettext("you have no trio or quatorze."),
        )
    )  # fmt: skip
    e_hand = score.elder.declarations + score.elder.repique
    y_hand = score.younger.declarations + score.younger.repique
    pique = pique_case(score)
    why = {
        "none": tr.gettext("younger scores in hand, so you cannot pique, and nobody reaches 30 "
                           "in hand before the other counts."),
        "elder_repique": tr.gettext("you reach 30 in hand before younger counts anything."),
        "younger_repique": tr.gettext("younger reaches 30 in hand before you count anything."),
        "elder_pique": tr.gettext("you have 29 or more in hand and younger nothing: your first "
                                  "lead makes 30."),
        "depends": tr.gettext("younger counts nothing in hand: if you reach 30 in the play "
                              "before he scores, you pique."),
    }[pique]  # fmt: skip
    questions += [
        points_question(
            tr, "elder_score", tr.gettext("You score in hand"), e_hand,
            tr.gettext("Right: you score {points}."),
            tr.gettext("Not {given}: you score {points}."),
        ),
        points_question(
            tr, "younger_score", tr.gettext("Younger scores in hand"), y_hand,
            tr.gettext("Right: younger scores {points}."),
            tr.gettext("Not {given}: younger scores {points}."),
        ),
        pique_question(tr, pique, _labels(tr), why),
    ]  # fmt: skip
    explanation = [
        tr.gettext("Younger's hand: {cards}").format(cards=younger.format(lang)),
        *category_lines(tr, score.comparison, Seat.ELDER),
    ]
    return hand_exercise(
        tr, "dialogue", seed, "elder", elder,
        prompt=tr.gettext(
            "You are elder hand. Make your calls, point first, then say what each of you "
            "scores in hand."
        ),
        questions=questions,
        explanation=explanation,
        rules=rules,
    )  # fmt: skip
