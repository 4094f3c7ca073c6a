"""The dialogue drill from elder's chair: make the calls, then score both hands.

Elder calls first, and must begin with the point (Cavendish, Law 46), giving the number of
cards of his best suit, and its pips if younger, holding as many cards, asks "Making?"; then
his best sequence and his best set (*Description of the Game*, "Calling"; Laws 47-50). The
engine then shows younger's replies and the scores (:func:`piquet_core.scoring.score_deal`).
"""

from __future__ import annotations

from piquet_core.cards import RANKS_DESC, Hand, Rank, Seat
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.scoring import DealScore
from piquet_core.trainer import words
from piquet_core.trainer.counting import hand_label
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator

_SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
PIQUE_CHOICES = ("none", "elder_repique", "younger_repique", "elder_pique", "depends")


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
    return Question(
        qid,
        "choice",
        label,
        (answer,),
        options=options,
        right=tr.gettext("Right: “{reply}” — {why}").format(reply=shown, why=why),
        wrong=tr.gettext("Not “{given}”: the answer is “{reply}” — {why}").format(
            given=GIVEN, reply=shown, why=why
        ),
    )


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
            Question(
                "point_value",
                "number",
                tr.gettext("Younger: “Making?” — your pips"),
                (str(ep.pips),),
                right=tr.gettext("Right: {pips} pips.").format(pips=ep.pips),
                wrong=tr.gettext(
                    "Not {given}: {suit} counts {pips} pips (ace 11, court cards and ten 10)."
                ).format(given=GIVEN, pips=ep.pips, suit=suit),
                show_if=("point", (str(ep.length),)),
            )
        )
    best_seq = e_seqs[0] if e_seqs else None
    length_opts = (
        Option("0", tr.gettext("No sequence")),
        *(Option(str(n), words.seq_length_name(tr, n).capitalize()) for n in range(3, 9)),
    )
    questions.append(
        _call_question(
            tr, "sequence", tr.gettext("Your sequence call"),
            str(best_seq.length) if best_seq else "0", length_opts,
            tr.gettext("call your best sequence first (Law 49).") if best_seq
            else tr.gettext("you have no sequence."),
        )
    )  # fmt: skip
    if best_seq is not None:
        rank = words.rank_word(tr, best_seq.top)
        questions.append(
            Question(
                "sequence_top",
                "choice",
                tr.gettext("Its top card"),
                (best_seq.top.letter,),
                options=tuple(
                    Option(r.letter, words.rank_word(tr, r).capitalize())
                    for r in RANKS_DESC
                    if r >= Rank.NINE
                ),
                right=tr.gettext("Right: it is headed by the {rank}.").format(rank=rank),
                wrong=tr.gettext("Not {given}: it is headed by the {rank}.").format(
                    given=GIVEN, rank=rank
                ),
                show_if=("sequence", tuple(str(n) for n in range(3, 9))),
            )
        )
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
    if score.elder.repique:
        pique = "elder_repique"
    elif score.younger.repique:
        pique = "younger_repique"
    elif score.younger.declarations == 0 and score.elder.declarations >= 29:
        pique = "elder_pique"
    elif score.younger.declarations == 0:
        pique = "depends"
    else:
        pique = "none"
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
    labels = _labels(tr)
    questions += [
        Question(
            "elder_score", "number", tr.gettext("You score in hand"), (str(e_hand),),
            right=tr.gettext("Right: you score {points}.").format(points=words.points(tr, e_hand)),
            wrong=tr.gettext("Not {given}: you score {points}.").format(
                given=GIVEN, points=words.points(tr, e_hand)),
        ),
        Question(
            "younger_score", "number", tr.gettext("Younger scores in hand"), (str(y_hand),),
            right=tr.gettext("Right: younger scores {points}.").format(
                points=words.points(tr, y_hand)),
            wrong=tr.gettext("Not {given}: younger scores {points}.").format(
                given=GIVEN, points=words.points(tr, y_hand)),
        ),
        Question(
            "pique", "choice", tr.gettext("Pique or repique?"), (pique,),
            options=tuple(Option(v, labels[v]) for v in PIQUE_CHOICES),
            right=tr.gettext("Right: {label} — {why}").format(label=labels[pique], why=why),
            wrong=tr.gettext("Not “{given}”: {label} — {why}").format(
                given=GIVEN, label=labels[pique], why=why),
        ),
    ]  # fmt: skip
    explanation = [tr.gettext("Younger's hand: {cards}").format(cards=younger.format(lang))]
    for name, result in (
        (tr.gettext("Point"), score.comparison.point),
        (tr.gettext("Sequences"), score.comparison.sequences),
        (tr.gettext("Sets"), score.comparison.sets),
    ):
        if result.winner is Seat.ELDER:
            line = tr.gettext("{category}: yours is good, you score {points}.").format(
                category=name, points=words.points(tr, result.elder)
            )
        elif result.winner is Seat.YOUNGER:
            line = tr.gettext("{category}: younger's is good, he scores {points}.").format(
                category=name, points=words.points(tr, result.younger)
            )
        else:
            line = tr.gettext("{category}: equal or nobody holds one; neither scores.").format(
                category=name
            )
        explanation.append(line)  # fmt: skip
    return Exercise(
        drill="dialogue",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "You are elder hand. Make your calls, point first, then say what each of you "
            "scores in hand."
        ),
        hands=(ShownHand(hand_label(tr, "elder"), elder),),
        questions=tuple(questions),
        explanation=tuple(explanation),
        rules=rules,
        check_label=tr.gettext("Check"),
    )
