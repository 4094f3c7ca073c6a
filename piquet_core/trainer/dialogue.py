"""The dialogue drill: answer elder's calls as younger, or make them as elder; then score.

Every other deal (by the seed) puts the learner in elder's chair
(:mod:`piquet_core.trainer.elder_calls`); the rest of this module is younger's side.

Elder calls his point ("Point of five."), his best sequence and his best set; younger answers
each "Good", "Not good" or "Equal", and to an equal number of cards asks "Making?" (or says
"Equal", in Cavendish's wording) before elder gives the pips (Cavendish, *Description of the
Game*, "Calling"; Law 46: younger may ask the value only if he holds as many cards). Then:
what each side scores in hand, carte blanche included, and whether there is a pique or a
repique (Laws 61, 67-69). The scores are the engine's (:func:`piquet_core.scoring.score_deal`).
"""

from __future__ import annotations

import hashlib

from piquet_core.cards import Seat
from piquet_core.declarations import (
    CardSet,
    Point,
    Sequence,
    all_sequences,
    all_sets,
    best_point,
    is_carte_blanche,
)
from piquet_core.dialogue import Value
from piquet_core.scoring import score_deal
from piquet_core.trainer import words
from piquet_core.trainer.counting import hand_label
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import deal

PIQUE_CHOICES = ("none", "elder_repique", "younger_repique", "elder_pique", "depends")


def _reply_options(
    tr: Translator, values: tuple[str, ...], combination: bool = False
) -> tuple[Option, ...]:
    return tuple(Option(v, words.reply_label(tr, v, combination)) for v in values)


def _verdict(e_key: tuple[int, int] | None, y_key: tuple[int, int] | None) -> str:
    """Younger's reply to elder's call: elder's is good, not good, or equal."""
    if y_key is None or (e_key is not None and e_key > y_key):
        return "good"
    if e_key is None or y_key > e_key:
        return "not_good"
    return "equal"


def _reply_feedback(
    tr: Translator, answer: str, why: str, combination: bool = False
) -> tuple[str, str]:
    label = words.reply_label(tr, answer, combination)
    right = tr.gettext("Right: “{reply}” — {why}").format(reply=label, why=why)
    wrong = tr.gettext("Not “{given}”: the answer is “{reply}” — {why}").format(
        given=GIVEN, reply=label, why=why
    )
    return right, wrong


def _point_questions(tr: Translator, ep: Point, yp: Point) -> list[Question]:
    e_len, y_len = ep.length, yp.length
    if y_len < e_len:
        why = tr.ngettext(
            "you hold only {n} card in your best suit.",
            "you hold only {n} cards in your best suit.",
            y_len,
        ).format(n=y_len)
        answer: tuple[str, ...] = ("good",)
    elif y_len > e_len:
        why = tr.ngettext(
            "you hold {n} card in {suit}.", "you hold {n} cards in {suit}.", y_len
        ).format(n=y_len, suit=words.suit_word(tr, yp.suit))
        answer = ("not_good",)
    else:
        why = tr.gettext("you hold as many cards, so the pips decide: ask what they make (Law 46).")
        answer = ("making", "equal")
    right, wrong = _reply_feedback(tr, answer[0], why)
    questions = [
        Question(
            "point",
            "choice",
            tr.gettext("Elder: “{call}” — you answer").format(call=words.point_call(tr, e_len)),
            answer,
            options=_reply_options(tr, ("good", "not_good", "equal", "making")),
            right=right,
            wrong=wrong,
        )
    ]
    if y_len == e_len:
        verdict = _verdict((0, ep.pips), (0, yp.pips))
        why = {
            "good": tr.gettext("your {pips} pips are fewer."),
            "not_good": tr.gettext("your {pips} pips are more."),
            "equal": tr.gettext("you too make {pips}: neither scores the point."),
        }[verdict].format(pips=yp.pips)
        right, wrong = _reply_feedback(tr, verdict, why)
        questions.append(
            Question(
                "point_value",
                "choice",
                tr.gettext("Elder: “{call}” — you answer").format(
                    call=Value(pips=ep.pips).say(tr.lang)  # "Forty-eight.", as the engine says
                ),
                (verdict,),
                options=_reply_options(tr, ("good", "not_good", "equal")),
                right=right,
                wrong=wrong,
                show_if=("point", ("making", "equal")),
            )
        )
    return questions


def _others(tr: Translator, names: list[str]) -> str:
    return tr.gettext(" (He also holds: {others}.)").format(others=", ".join(names))


def _sequence_question(
    tr: Translator, e_seqs: tuple[Sequence, ...], y_seqs: tuple[Sequence, ...]
) -> Question:
    best = e_seqs[0]
    call = words.seq_name(tr, best).capitalize() + "."
    if len(e_seqs) > 1:
        call += _others(tr, [words.seq_name(tr, q) for q in e_seqs[1:]])
    verdict = _verdict(best.key, y_seqs[0].key if y_seqs else None)
    if verdict == "good":
        why = (
            tr.gettext("your best, a {name}, is lower.").format(name=words.seq_name(tr, y_seqs[0]))
            if y_seqs
            else tr.gettext("you have no sequence.")
        )
    elif verdict == "not_good":
        why = tr.gettext("your {name} is better.").format(name=words.seq_name(tr, y_seqs[0]))
    else:
        why = tr.gettext("you hold a sequence just as long and as high: neither scores any.")
    right, wrong = _reply_feedback(tr, verdict, why, combination=True)
    return Question(
        "sequence",
        "choice",
        tr.gettext("Elder: “{call}” — you answer").format(call=call),
        (verdict,),
        options=_reply_options(tr, ("good", "not_good", "equal"), combination=True),
        right=right,
        wrong=wrong,
    )


def _set_question(
    tr: Translator, e_sets: tuple[CardSet, ...], y_sets: tuple[CardSet, ...]
) -> Question:
    best = e_sets[0]
    call = words.set_name(tr, best).capitalize() + "."
    if len(e_sets) > 1:
        call += _others(tr, [words.set_name(tr, c) for c in e_sets[1:]])
    verdict = _verdict(best.key, y_sets[0].key if y_sets else None)
    if verdict == "good":
        why = (
            tr.gettext("your {name} are lower.").format(name=words.set_name(tr, y_sets[0]))
            if y_sets
            else tr.gettext("you have no trio or quatorze.")
        )
    else:
        why = tr.gettext("your {name} are better.").format(name=words.set_name(tr, y_sets[0]))
    right, wrong = _reply_feedback(tr, verdict, why, combination=True)
    return Question(
        "set",
        "choice",
        tr.gettext("Elder: “{call}” — you answer").format(call=call),
        (verdict,),
        options=_reply_options(tr, ("good", "not_good"), combination=True),
        right=right,
        wrong=wrong,
    )


def _pique_label(tr: Translator, value: str) -> str:
    return {
        "none": tr.gettext("Neither pique nor repique"),
        "elder_repique": tr.gettext("Elder repiques (+60)"),
        "younger_repique": tr.gettext("You repique (+60)"),
        "elder_pique": tr.gettext("Elder piques with his first lead (+30)"),
        "depends": tr.gettext("Elder may still pique: it depends on the play"),
    }[value]


def elder_seat(seed: str) -> bool:
    """Whether the learner sits elder for this seed: every other deal, by the seed's hash;
    a hand given in the seed (``h<elder>-<younger>``) is answered as younger."""
    if seed.startswith("h"):
        return False
    return hashlib.sha256(seed.encode()).digest()[0] % 2 == 0


def dialogue_exercise(seed: str, lang: Lang) -> Exercise:
    """Answer elder's calls as younger hand, then score both hands (CAV-D, Laws 46, 61-69)."""
    tr = translator(lang)
    d = deal(seed, "dialogue")
    elder, younger = d.elder, d.younger
    score = score_deal(elder, younger, elder_dealt=elder, younger_dealt=younger)
    ep, yp = best_point(elder), best_point(younger)
    assert ep is not None and yp is not None
    e_seqs, y_seqs = all_sequences(elder), all_sequences(younger)
    e_sets, y_sets = all_sets(elder), all_sets(younger)
    if elder_seat(seed):
        from piquet_core.trainer.elder_calls import elder_exercise

        return elder_exercise(seed, lang, elder, younger, score, _rules(tr))
    lines: list[str] = []
    if is_carte_blanche(elder):
        lines.append(tr.gettext("Elder: “Carte blanche.” (10 points)"))
    if is_carte_blanche(younger):
        lines.append(tr.gettext("You have carte blanche (10 points)."))
    questions = _point_questions(tr, ep, yp)
    if e_seqs:
        questions.append(_sequence_question(tr, e_seqs, y_seqs))
    else:
        lines.append(tr.gettext("Elder calls no sequence."))
    if e_sets:
        questions.append(_set_question(tr, e_sets, y_sets))
    else:
        lines.append(tr.gettext("Elder calls no trio or quatorze."))

    e_hand = score.elder.declarations + score.elder.repique
    y_hand = score.younger.declarations + score.younger.repique
    if score.elder.repique:
        pique = "elder_repique"
    elif score.younger.repique:
        pique = "younger_repique"
    elif score.younger.declarations == 0 and score.elder.declarations >= 29:
        pique = "elder_pique"  # his first lead scores one: thirty before younger counts
    elif score.younger.declarations == 0:
        pique = "depends"
    else:
        pique = "none"
    pique_why = {
        "none": tr.gettext("you score in hand, so elder cannot pique, and nobody reaches 30 "
                           "in hand before the other counts."),
        "elder_repique": tr.gettext("elder reaches 30 in hand before you count anything."),
        "younger_repique": tr.gettext("you reach 30 in hand before elder counts anything."),
        "elder_pique": tr.gettext("elder has 29 or more in hand and you nothing: his first "
                                  "lead makes 30."),
        "depends": tr.gettext("you count nothing in hand: if elder reaches 30 in the play "
                              "before you score, he piques."),
    }[pique]  # fmt: skip
    pique_label = _pique_label(tr, pique)
    questions += [
        Question(
            "elder_score",
            "number",
            tr.gettext("Elder scores in hand (carte blanche, point, sequences, sets, repique)"),
            (str(e_hand),),
            right=tr.gettext("Right: elder scores {points}.").format(
                points=words.points(tr, e_hand)
            ),
            wrong=tr.gettext("Not {given}: elder scores {points}.").format(
                given=GIVEN, points=words.points(tr, e_hand)
            ),
        ),
        Question(
            "younger_score",
            "number",
            tr.gettext("You score in hand"),
            (str(y_hand),),
            right=tr.gettext("Right: you score {points}.").format(points=words.points(tr, y_hand)),
            wrong=tr.gettext("Not {given}: you score {points}.").format(
                given=GIVEN, points=words.points(tr, y_hand)
            ),
        ),
        Question(
            "pique",
            "choice",
            tr.gettext("Pique or repique?"),
            (pique,),
            options=tuple(Option(v, _pique_label(tr, v)) for v in PIQUE_CHOICES),
            right=tr.gettext("Right: {label} — {why}").format(label=pique_label, why=pique_why),
            wrong=tr.gettext("Not “{given}”: {label} — {why}").format(
                given=GIVEN, label=pique_label, why=pique_why
            ),
        ),
    ]
    explanation = [
        tr.gettext("Elder's hand: {cards}").format(cards=elder.format(lang)),
        _category_line(tr, tr.gettext("Point"), score.comparison.point.winner,
                       score.elder.point, score.younger.point),
        _category_line(tr, tr.gettext("Sequences"), score.comparison.sequences.winner,
                       score.elder.sequences, score.younger.sequences),
        _category_line(tr, tr.gettext("Sets"), score.comparison.sets.winner,
                       score.elder.sets, score.younger.sets),
    ]  # fmt: skip
    return Exercise(
        drill="dialogue",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "You are younger hand. Answer each of elder's calls, then say what each of you "
            "scores in hand."
        ),
        hands=(ShownHand(hand_label(tr, "younger"), younger),),
        questions=tuple(questions),
        explanation=tuple(explanation),
        rules=_rules(tr),
        check_label=tr.gettext("Check"),
        lines=tuple(lines),
    )


def _category_line(tr: Translator, name: str, winner: Seat | None, e: int, y: int) -> str:
    if winner is Seat.ELDER:
        return tr.gettext("{category}: elder's is good, he scores {points}.").format(
            category=name, points=words.points(tr, e)
        )
    if winner is Seat.YOUNGER:
        return tr.gettext("{category}: yours is good, you score {points}.").format(
            category=name, points=words.points(tr, y)
        )
    return tr.gettext("{category}: equal or nobody holds one; neither scores.").format(
        category=name
    )


def _rules(tr: Translator) -> tuple[Rule, ...]:
    return (
        Rule(
            tr.gettext(
                "Elder calls; younger answers “Good” if elder's is better, “Not good” if his own "
                "is better, “Equal” if they tie. To a point of as many cards as his own, younger "
                "asks what it makes, and may ask only then."
            ),
            words.sources(tr, words.law(tr, 46), words.description(tr, "calling")),
        ),
        Rule(
            tr.gettext(
                "Thirty in hand alone, reckoned in the order carte blanche, point, sequences, "
                "sets, before the adversary counts anything, is a repique: 60 more. Thirty in "
                "hand and play before the adversary counts anything is a pique: 30 more. Carte "
                "blanche scores 10."
            ),
            words.law(tr, 61, 67, 68, 69),
        ),
    )
