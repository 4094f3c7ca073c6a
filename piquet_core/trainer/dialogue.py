"""The dialogue drill: answer elder's calls as younger, or make them as elder; then score.

About one deal in two (by the seed's hash) puts the learner in elder's chair
(:func:`elder_exercise`): he makes each call in turn, point first, and younger answers it as
at the table ("Good.", "Not good.", "Making?", "How high?"), then reckons what he has good;
the rest of the module is younger's side, where the learner answers elder's calls.

Elder calls his point ("Point of five."), his best sequence and his best set; younger answers
each "Good", "Not good" or "Equal", and to an equal number of cards asks "Making?" before
elder gives the pips (Cavendish, *Description of the Game*, "Calling"; Law 46: younger may ask
the value only if he holds as many cards). "Equal" to the point is said only once the values
are compared and alike: to "Point of five." it is wrong, as in Cavendish's
"Making?" -- "Making eight." -- "Not good." (CAV-S, Example IV) and the modern calls the drill
speaks (PAGAT), and as the drill's elder side hears it (:func:`elder_exercise`). Then:
what each side scores in hand, carte blanche included, and whether there is a pique or a
repique (Laws 61, 67-69). The scores are the engine's (:func:`piquet_core.scoring.score_deal`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import replace

from piquet_core.cards import Hand, Rank, Seat
from piquet_core.declarations import (
    CardSet,
    Comparison,
    Point,
    Sequence,
    all_sequences,
    all_sets,
    best_point,
    is_carte_blanche,
)
from piquet_core.dialogue import Call, Declare, Kind, Reply, Value, item_words
from piquet_core.scoring import DealScore, score_deal
from piquet_core.trainer import words
from piquet_core.trainer.counting import (
    calling_rule,
    hand_exercise,
    pips_question,
    points_question,
    sequence_length_options,
    top_question,
)
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import deal

PIQUE_CHOICES = ("none", "elder_repique", "younger_repique", "elder_pique", "depends")


def _reply_options(
    tr: Translator, values: tuple[str, ...], combination: bool = False, exact: bool = False
) -> tuple[Option, ...]:
    # a button's label starts with a capital («Годятся»), as it is said; the feedback quotes
    # it the same way (_reply_feedback)
    return tuple(
        Option(v, words.at_start(words.reply_label(tr, v, combination, exact))) for v in values
    )


def _compare(elder_key: tuple[int, ...] | None, younger_key: tuple[int, ...] | None) -> Reply:
    """Younger's reply to elder's call once its whole value is known: good, not good or
    equal (Laws 46, 62-64)."""
    if younger_key is None or (elder_key is not None and elder_key > younger_key):
        return Reply.GOOD
    if elder_key is None or younger_key > elder_key:
        return Reply.NOT_GOOD
    return Reply.EQUAL


def _verdict(e_key: tuple[int, ...] | None, y_key: tuple[int, ...] | None) -> str:
    """Younger's reply as the drill's answer value: "good", "not_good" or "equal"."""
    return {Reply.GOOD: "good", Reply.NOT_GOOD: "not_good", Reply.EQUAL: "equal"}[
        _compare(e_key, y_key)
    ]


def answer_feedback(tr: Translator, reply: str, why: str) -> tuple[str, str]:
    """The feedback on a call or a reply, right and wrong: the answer is ``reply``, because
    ``why``."""
    right = tr.gettext("Right: “{reply}” — {why}").format(reply=reply, why=why)
    wrong = tr.gettext("Not “{given}”: the answer is “{reply}” — {why}").format(
        given=GIVEN, reply=reply, why=why
    )
    return right, wrong


def _reply_feedback(
    tr: Translator, answer: str, why: str, combination: bool = False, exact: bool = False
) -> tuple[str, str]:
    # The reply quoted as it is said and as its button reads, with its capital: «Годятся»,
    # beside elder's «Пять карт» in the same feedback (Russian labels are lower-case, for
    # running text).
    reply = words.at_start(words.reply_label(tr, answer, combination, exact))
    return answer_feedback(tr, reply, why)


def _point_questions(tr: Translator, ep: Point, yp: Point) -> tuple[list[Question], list[Question]]:
    """Younger's replies to elder's point: as the screen asks them, and as a worksheet prints
    them (elder's pips on every hand)."""
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
        # "Making?" only: "Equal" answers the value, once compared (the point_value question).
        # In Russian «Равны» is the handbook's own answer to as many cards (S002: «равны», then
        # each counts his pips), so there it is right beside «Сколько очков?».
        answer = ("making", "equal") if tr.lang == "ru" else ("making",)
    right, wrong = _reply_feedback(tr, answer[0], why)
    questions = [
        Question(
            "point",
            "choice",
            tr.gettext("Elder: “{call}” — you answer").format(
                call=words.said(tr, words.point_call(tr, e_len))
            ),
            answer,
            options=_reply_options(tr, ("good", "not_good", "equal", "making")),
            right=right,
            wrong=wrong,
        )
    ]
    # Elder's pips follow "Making?": asked only of as many cards, and printed on every hand of
    # a worksheet, so that the line does not tell the answer "Making?"; the key
    # says where it is not asked.
    verdict = _verdict((e_len, ep.pips), (y_len, yp.pips))
    if y_len == e_len:
        why = {
            "good": tr.gettext("your {pips} pips are fewer."),
            "not_good": tr.gettext("your {pips} pips are more."),
            "equal": tr.gettext("you too make {pips}: neither scores the point."),
        }[verdict].format(pips=yp.pips)
    right, wrong = _reply_feedback(tr, verdict, why, exact=True)
    value = Question(
        "point_value",
        "choice",
        tr.gettext("Elder: “{call}” — you answer").format(
            call=Value(pips=ep.pips).say(tr.lang)  # "Forty-eight.", as the engine says
        ),
        (verdict,),
        options=_reply_options(tr, ("good", "not_good", "equal"), exact=True),
        right=right,
        wrong=wrong,
        show_if=("point", ("making", "equal")),
    )
    sheet = [*questions, value]
    return (sheet if y_len == e_len else questions), sheet


def _combination_question(
    tr: Translator,
    qid: str,
    called: list[str],
    verdict: str,
    why: Mapping[str, str],
    others: list[str],
) -> Question:
    """Elder calls the first of ``called`` (his best sequence or set); ``others``, the rest
    named with their article (« une tierce basse », « un quatorze de rois »), are told after
    younger's answer ``verdict``. The replies offered are those ``why`` explains."""
    # the words said, in quotes: a Russian call ends without a full stop (TRANSLATING.md)
    call = words.said(tr, called[0])
    prompt = tr.gettext("Elder: “{call}” — you answer").format(call=call)
    # Russian «годится» to a sequence, «годятся» to a set (three kings), as to the cards
    sequence = qid == "sequence"
    right, wrong = _reply_feedback(tr, verdict, why[verdict], combination=sequence)
    if others:
        # What elder also holds is told once younger has answered, in the feedback: he does
        # not say it with his call, and told before the answer it gave his hand away. A
        # sentence, not a list after a colon: « Le premier a aussi une tierce basse. »
        also = tr.gettext("Elder also holds {others}.").format(others=words.listing(tr, others))
        right, wrong = f"{right} {also}", f"{wrong} {also}"
    return Question(
        qid,
        "choice",
        prompt,
        (verdict,),
        options=_reply_options(tr, tuple(why), combination=sequence),
        right=right,
        wrong=wrong,
    )


def _sequence_question(
    tr: Translator, e_seqs: tuple[Sequence, ...], y_seqs: tuple[Sequence, ...]
) -> Question:
    verdict = _verdict(e_seqs[0].key, y_seqs[0].key if y_seqs else None)
    yours = words.seq_name(tr, y_seqs[0]) if y_seqs else ""
    why = {
        "good": tr.gettext("your best, a {name}, is lower.").format(name=yours) if y_seqs
        else tr.gettext("you have no sequence."),
        "not_good": tr.gettext("your {name} is better.").format(name=yours),
        "equal": tr.gettext("you hold a sequence just as long and as high: neither scores any."),
    }  # fmt: skip
    return _combination_question(
        tr,
        "sequence",
        [words.seq_name(tr, q) for q in e_seqs],
        verdict,
        why,
        # with their suits: a hand may hold two sequences of one name (two tierces to a queen)
        [words.seq_with_article(tr, q, in_suit=True) for q in e_seqs[1:]],
    )


def _set_question(
    tr: Translator, e_sets: tuple[CardSet, ...], y_sets: tuple[CardSet, ...]
) -> Question:
    """Two sets are never equal: there are only four cards of a rank."""
    verdict = _verdict(e_sets[0].key, y_sets[0].key if y_sets else None)
    yours = words.set_name(tr, y_sets[0]) if y_sets else ""
    why = {
        "good": tr.gettext("your {name} are lower.").format(name=yours) if y_sets
        else tr.gettext("you have no trio or quatorze."),
        "not_good": tr.gettext("your {name} are better.").format(name=yours),
    }  # fmt: skip
    return _combination_question(
        tr,
        "set",
        [words.set_name(tr, c) for c in e_sets],
        verdict,
        why,
        [words.set_with_article(tr, c) for c in e_sets[1:]],
    )


# --- the scores in hand: shared with elder's chair (elder_calls) ------------------------------


def pique_case(score: DealScore) -> str:
    """Which of :data:`PIQUE_CHOICES` the scores in hand make (Laws 67-69)."""
    elder, younger = score.seats
    if elder.repique:
        return "elder_repique"
    if younger.repique:
        return "younger_repique"
    if younger.declarations == 0 and elder.declarations >= 29:
        return "elder_pique"  # his first lead scores one: thirty before younger counts
    if younger.declarations == 0:
        return "depends"
    return "none"


def pique_question(tr: Translator, pique: str, labels: Mapping[str, str], why: str) -> Question:
    """ "Pique or repique?", answered ``pique``; ``labels`` name each of :data:`PIQUE_CHOICES`
    as the learner's chair sees it."""
    return Question(
        "pique",
        "choice",
        tr.gettext("Pique or repique?"),
        (pique,),
        options=tuple(Option(v, labels[v]) for v in PIQUE_CHOICES),
        right=tr.gettext("Right: {label} — {why}").format(
            label=words.in_sentence(labels[pique]), why=why
        ),
        wrong=tr.gettext("Not “{given}”: {label} — {why}").format(
            given=GIVEN, label=words.in_sentence(labels[pique]), why=why
        ),
    )


def category_lines(tr: Translator, comparison: Comparison, learner: Seat) -> list[str]:
    """Who is good in each category and what he scores, said to the ``learner``."""
    out = []
    for name, result in (
        (tr.gettext("Point"), comparison.point),
        (tr.gettext("Sequences"), comparison.sequences),
        (tr.gettext("Sets"), comparison.sets),
    ):
        winner = result.winner
        if winner is None:  # a tie is said as one; "nobody holds one" is never said of a point
            if result.equal:
                line = tr.gettext("{category}: equal; neither scores.")
            else:
                line = tr.gettext("{category}: nobody holds one; neither scores.")
            out.append(line.format(category=name))
            continue
        if winner is learner:
            line = tr.gettext("{category}: yours is good, you score {points}.")
        elif winner is Seat.ELDER:
            line = tr.gettext("{category}: elder's is good, he scores {points}.")
        else:
            line = tr.gettext("{category}: younger's is good, he scores {points}.")
        out.append(line.format(category=name, points=words.points(tr, result.score(winner))))
    return out


def _pique_labels(tr: Translator) -> dict[str, str]:
    return {
        "none": tr.gettext("Neither pique nor repique"),
        "elder_repique": tr.gettext("Elder repiques (+60)"),
        "younger_repique": tr.gettext("You repique (+60)"),
        "elder_pique": tr.gettext("Elder piques with his first lead (+30)"),
        "depends": tr.gettext("Elder may still pique: it depends on the play"),
    }


# --- younger's chair --------------------------------------------------------------------------


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
    elder, younger = d.hands
    score = score_deal(elder, younger, elder_dealt=elder, younger_dealt=younger)
    ep, yp = best_point(elder), best_point(younger)
    assert ep is not None and yp is not None
    e_seqs, y_seqs = all_sequences(elder), all_sequences(younger)
    e_sets, y_sets = all_sets(elder), all_sets(younger)
    if elder_seat(seed):
        return elder_exercise(seed, lang, elder, younger, score, _rules(tr))
    lines: list[str] = []
    if is_carte_blanche(elder):
        lines.append(tr.gettext("Elder: “Carte blanche.” (10 points)"))
    if is_carte_blanche(younger):
        lines.append(tr.gettext("You have carte blanche (10 points)."))
    # Elder calls point, then sequences, then sets (Law 46): what he does not call is said in
    # its place, above the next question, not with the carte blanche before the point.
    questions, sheet = _point_questions(tr, ep, yp)
    rest: list[Question] = []
    silent: list[str] = []
    if e_seqs:
        rest.append(_sequence_question(tr, e_seqs, y_seqs))
    else:
        silent.append(tr.gettext("Elder calls no sequence."))
    if e_sets:
        rest.append(replace(_set_question(tr, e_sets, y_sets), before=tuple(silent)))
        silent = []
    else:
        silent.append(tr.gettext("Elder calls no trio or quatorze."))
    in_hand = _scores_in_hand(tr, score, Seat.YOUNGER)
    rest += [replace(in_hand[0], before=tuple(silent)), *in_hand[1:]]
    sheet = [] if len(sheet) == len(questions) else sheet + rest
    questions += rest
    explanation = [
        tr.gettext("Elder's hand: {cards}").format(cards=elder.format(lang)),
        *category_lines(tr, score.comparison, Seat.YOUNGER),
    ]
    return hand_exercise(
        tr, "dialogue", seed, "younger", younger,
        prompt=tr.gettext(
            "You are younger hand. Answer each of elder's calls, then say what each of you "
            "scores in hand."
        ),
        questions=questions,
        explanation=explanation,
        rules=_rules(tr),
        lines=tuple(lines),
        highlight=(yp, *y_seqs, *y_sets),
        sheet=sheet,
    )  # fmt: skip


def _scores_in_hand(
    tr: Translator,
    score: DealScore,
    learner: Seat,
    show_if: tuple[str, tuple[str, ...]] | None = None,
) -> list[Question]:
    """What each side scores in hand (carte blanche, point, sequences, sets, repique), and
    whether there is a pique or a repique (Laws 61, 67-69), asked of the ``learner``'s chair;
    shown once ``show_if`` holds."""
    e_hand, y_hand = (s.declarations + s.repique for s in score.seats)
    pique = pique_case(score)
    if learner is Seat.ELDER:
        labels = _elder_labels(tr)
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
        elder_q = points_question(
            tr, "elder_score", tr.gettext("You score in hand"), e_hand,
            tr.gettext("Right: you score {points}."),
            tr.gettext("Not {given}: you score {points}."),
        )  # fmt: skip
        younger_q = points_question(
            tr, "younger_score", tr.gettext("Younger scores in hand"), y_hand,
            tr.gettext("Right: younger scores {points}."),
            tr.gettext("Not {given}: younger scores {points}."),
        )  # fmt: skip
    else:
        labels = _pique_labels(tr)
        why = {
            "none": tr.gettext("you score in hand, so elder cannot pique, and nobody reaches 30 "
                               "in hand before the other counts."),
            "elder_repique": tr.gettext("elder reaches 30 in hand before you count anything."),
            "younger_repique": tr.gettext("you reach 30 in hand before elder counts anything."),
            "elder_pique": tr.gettext("elder has 29 or more in hand and you nothing: his first "
                                      "lead makes 30."),
            "depends": tr.gettext("you count nothing in hand: if elder reaches 30 in the play "
                                  "before you score, he piques."),
        }[pique]  # fmt: skip
        elder_q = points_question(
            tr, "elder_score",
            tr.gettext("Elder scores in hand (carte blanche, point, sequences, sets, repique)"),
            e_hand,
            tr.gettext("Right: elder scores {points}."),
            tr.gettext("Not {given}: elder scores {points}."),
        )  # fmt: skip
        younger_q = points_question(
            tr, "younger_score", tr.gettext("You score in hand"), y_hand,
            tr.gettext("Right: you score {points}."),
            tr.gettext("Not {given}: you score {points}."),
        )  # fmt: skip
    questions = [elder_q, younger_q, pique_question(tr, pique, labels, why)]
    return [replace(q, show_if=show_if) for q in questions]


def _rules(tr: Translator) -> tuple[Rule, ...]:
    return (
        calling_rule(
            tr,
            tr.gettext(
                "Elder calls; younger answers “Good” if elder's is better, “Not good” if his own "
                "is better, “Equal” if they tie. To a point of as many cards as his own, younger "
                "asks what it makes, and may ask only then."
            ),
            46,
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


# --- elder's chair ----------------------------------------------------------------------------

_SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def _elder_labels(tr: Translator) -> dict[str, str]:
    return {
        "none": tr.gettext("Neither pique nor repique"),
        "elder_repique": tr.gettext("You repique (+60)"),
        "younger_repique": tr.gettext("Younger repiques (+60)"),
        "elder_pique": tr.gettext("You pique with your first lead (+30)"),
        "depends": tr.gettext("You may still pique: it depends on the play"),
    }


def _younger_says(tr: Translator, reply: Reply, after: Call) -> str:
    """Younger's reply to elder's (right) call, in the engine's words: "Younger: “Good.”"."""
    return tr.gettext("Younger: “{reply}”").format(reply=reply.say(tr.lang, after=after))


def _call_step(
    tr: Translator,
    qid: str,
    label: str,
    answer: str,
    options: tuple[Option, ...],
    why: str,
    *,
    after: str | None,
    reply: str,
) -> Question:
    """One of elder's calls, said at once and answered by younger (``reply``); asked once the
    call ``after`` is made."""
    shown = next(o.label for o in options if o.value == answer)
    right, wrong = answer_feedback(tr, shown, why)
    return Question(
        qid,
        "choice",
        label,
        (answer,),
        options=options,
        right=right,
        wrong=wrong,
        show_if=(after, ()) if after else None,
        step=True,
        reply=reply,
    )


def _younger_reckons(tr: Translator, score: DealScore, younger: Hand, y_point: Point) -> str:
    """What younger reckons after elder's first lead: every item of his that is good
    (Law 55: he reckons after elder has led; carte blanche he showed before the calls)."""
    comparison = score.comparison
    items: list[Point | Sequence | CardSet] = []
    if comparison.point.winner is Seat.YOUNGER:
        items.append(y_point)
    if comparison.sequences.winner is Seat.YOUNGER:
        items += all_sequences(younger)
    if comparison.sets.winner is Seat.YOUNGER:
        items += all_sets(younger)
    if not items:
        return tr.gettext("Younger has nothing good to reckon.")
    calls = [Declare(i).say(tr.lang) for i in items]
    if tr.lang == "fr":  # a quoted sentence inside the list drops its full stop, the last keeps
        # it: « Point de quatre à carreau », « Trois dames », « Trois dix. »
        calls = [c.removesuffix(".") for c in calls[:-1]] + calls[-1:]
    # TRANSLATORS: words said at the table, in your language's quotation marks
    quoted = [tr.gettext("“{said}”").format(said=c) for c in calls]
    # French joins the last with « et », as any list: « Tierce au roi à carreau » et « Trois rois. »
    said = words.listing(tr, quoted) if tr.lang == "fr" else ", ".join(quoted)
    return tr.gettext("After your first lead, younger reckons: {items}").format(items=said)


def elder_exercise(
    seed: str,
    lang: Lang,
    elder: Hand,
    younger: Hand,
    score: DealScore,
    rules: tuple[Rule, ...],
) -> Exercise:
    """The calls from elder's chair, one at a time, each answered by younger as at the table;
    then the scores in hand (Cavendish, *Description*, "Calling"; Laws 46-50, 61-69).

    Each call is judged as it is made and younger answers the right call, so every later
    step is asked with what elder would know at the table: the value is asked only when
    younger asks "Making?" (he holds as many cards, Law 46), whatever the learner called."""
    tr = translator(lang)
    ep, yp = best_point(elder), best_point(younger)
    assert ep is not None and yp is not None
    e_seqs, y_seqs = all_sequences(elder), all_sequences(younger)
    e_sets, y_sets = all_sets(elder), all_sets(younger)
    lines: list[str] = []
    if is_carte_blanche(elder):
        lines.append(tr.gettext("You have carte blanche (10 points)."))
    if is_carte_blanche(younger):
        lines.append(tr.gettext("Younger: “Carte blanche.” (10 points)"))

    # the point: "Point of five." -- "Good." / "Not good." / "Making?" -- "Forty-eight." ...
    point_call = Call(Kind.POINT, ep.length)
    if yp.length == ep.length:
        first_reply = Reply.MAKING
    else:
        first_reply = Reply.GOOD if yp.length < ep.length else Reply.NOT_GOOD
    point_opts = tuple(Option(str(n), words.point_call(tr, n)) for n in range(3, 9))
    why = tr.ngettext(
        "your longest suit, {suit}, has {n} card; the point is called first (Law 46).",
        "your longest suit, {suit}, has {n} cards; the point is called first (Law 46).",
        ep.length,
    ).format(suit=words.suit_in(tr, ep.suit), n=ep.length)
    # The worksheet (``sheet``) prints the same steps on every hand: the pips (after
    # "Making?") and the top card always, and of younger's words only those the learner needs
    # and that tell none of his answers: his reply to the point (every hand calls one), to the
    # pips, and what he reckons; his replies to the sequence and to the set, whose presence
    # would tell "No sequence" or "No trio", are in the key.
    point_reply = _younger_says(tr, first_reply, point_call)
    questions = [
        _call_step(
            tr, "point", tr.gettext("Your first call: the point"), str(ep.length), point_opts,
            why, after=None, reply=point_reply,
        )
    ]  # fmt: skip
    sheet = [replace(questions[0], sheet_reply=point_reply)]
    last = "point"
    pips = pips_question(tr, "point_value", tr.gettext("Your answer: the value of your point"), ep)
    value_reply = _younger_says(
        tr, _compare((ep.pips,), (yp.pips,)), point_call.with_value(Value(ep.pips))
    )
    pips = replace(pips, show_if=("point", ()), step=True, reply=value_reply)
    asked_if = tr.gettext("Only if younger asks it:")
    if first_reply is Reply.MAKING:
        questions.append(pips)
        sheet.append(replace(pips, condition=asked_if, sheet_reply=value_reply))
        last = "point_value"
    else:
        sheet.append(replace(pips, condition=asked_if, reply=""))

    # the sequence: "Quart." -- "Good." / "Not good." / "How high?" -- "To the king." ...
    best_seq = e_seqs[0] if e_seqs else None
    y_best = y_seqs[0] if y_seqs else None
    seq_reply = ""
    top_reply = ""
    seq_verdict: Reply | None = None
    if best_seq is not None:
        seq_call = Call(Kind.SEQUENCE, best_seq.length)
        if y_best is not None and y_best.length == best_seq.length:
            seq_verdict = Reply.HOW_HIGH
            seq_reply = _younger_says(tr, Reply.HOW_HIGH, seq_call)
            top_call = Call(Kind.SEQUENCE, best_seq.length, top=best_seq.top)
            top_reply = _younger_says(tr, _compare(best_seq.key, y_best.key), top_call)
        else:
            seq_verdict = _compare(best_seq.key, y_best.key if y_best else None)
            seq_reply = _younger_says(tr, seq_verdict, seq_call)
    questions.append(
        _call_step(
            tr, "sequence", tr.gettext("Your sequence call"),
            str(best_seq.length) if best_seq else "0", sequence_length_options(tr),
            # each in its suit: two tierces major are two
            words.held_reason(tr, [item_words(s, tr.lang) for s in e_seqs], sequences=True)
            if best_seq else tr.gettext("you have no sequence."),
            after=last, reply=seq_reply,
        )
    )  # fmt: skip
    sheet.append(questions[-1])
    last = "sequence"
    top = top_question(tr, "sequence_top", "sequence", best_seq, none=True)
    sheet.append(replace(top, show_if=("sequence", ()), step=True, reply=top_reply))
    # on screen the top card is asked only when it is said at the table: after "How high?",
    # or after "Good." to reckon it; after "Not good." elder names nothing more; the
    # paper asks it of every hand, as above
    if best_seq is not None and seq_verdict is not Reply.NOT_GOOD:
        top = top_question(tr, "sequence_top", "sequence", best_seq)
        questions.append(replace(top, show_if=("sequence", ()), step=True, reply=top_reply))
        last = "sequence_top"

    # trios and quatorzes: "Three kings." -- "Good." / "Not good." (never equal, Law 64)
    set_opts = (
        Option("0", tr.gettext("No trio or quatorze")),
        *(Option(f"{n}{r.letter}", words.rank_count_name(tr, r, n).capitalize())
          for n in (4, 3) for r in _SET_RANKS),
    )  # fmt: skip
    best_set = e_sets[0] if e_sets else None
    set_reply = ""
    if best_set is not None:
        set_call = Call(Kind.SET, best_set.count, rank=best_set.rank)
        verdict = _compare(best_set.key, y_sets[0].key if y_sets else None)
        set_reply = _younger_says(tr, verdict, set_call) + "\n"
    reckons = _younger_reckons(tr, score, younger, yp)
    set_reply += reckons
    questions.append(
        _call_step(
            tr, "set", tr.gettext("Your call of trios and quatorzes"),
            f"{best_set.count}{best_set.rank.letter}" if best_set else "0", set_opts,
            words.held_reason(tr, [words.set_name(tr, s) for s in e_sets], sequences=False)
            if best_set else tr.gettext("you have no trio or quatorze."),
            after=last, reply=set_reply,
        )
    )  # fmt: skip
    if best_seq is not None and y_best is not None and best_seq.key == y_best.key:
        # the one thing of the hidden replies that the scores need: equal sequences
        equal = Reply.EQUAL.say(tr.lang, after=Call(Kind.SEQUENCE, best_seq.length))
        said = tr.gettext("Younger, to your sequence: “{reply}” Neither scores a sequence.")
        reckons = said.format(reply=equal) + "\n" + reckons
    sheet.append(replace(questions[-1], sheet_reply=reckons))

    scores = _scores_in_hand(tr, score, Seat.ELDER, show_if=("set", ()))
    questions += scores
    sheet += scores
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
        lines=tuple(lines),
        highlight=(ep, *e_seqs, *e_sets),
        sheet=sheet,
    )  # fmt: skip
