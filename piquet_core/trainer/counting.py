"""The counting drills: point, sequences, sets (counted in that order, as Law 47 calls them).

Each function deals the hand for a seed, asks what a player must know at once before calling,
and writes the answer key and the itemised feedback with the engine's own evaluation
(:mod:`piquet_core.declarations`).
"""

from __future__ import annotations

from collections.abc import Iterable

from piquet_core.cards import RANKS_DESC, SUITS, Card, Hand, Rank, Suit
from piquet_core.declarations import CardSet, Point, Sequence, all_sequences, all_sets, best_point
from piquet_core.trainer import words
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import deal

_SET_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def suit_line(tr: Translator, hand: Hand, suit: Suit, lang: Lang) -> str:
    """ "♠ A K Q 9 8: 5 cards, 11 + 10 + 10 + 9 + 8 = 48 pips" (or "♣: none")."""
    cards = list(hand.in_suit(suit))
    if not cards:
        return tr.gettext("{suit}: none").format(suit=suit.symbol)
    ranks = " ".join(c.format(lang)[:-1] for c in cards)
    sum_text = " + ".join(str(c.pips) for c in cards)
    pips = sum(c.pips for c in cards)
    return tr.ngettext(
        "{suit} {ranks}: {n} card, {sum} = {pips} pips",
        "{suit} {ranks}: {n} cards, {sum} = {pips} pips",
        len(cards),
    ).format(suit=suit.symbol, ranks=ranks, n=len(cards), sum=sum_text, pips=pips)


def hand_label(tr: Translator, seat: str) -> str:
    """ "Your hand (elder)" / "Your hand (younger)"."""
    if seat == "elder":
        return tr.gettext("Your hand (elder hand)")
    return tr.gettext("Your hand (younger hand)")


# --- the parts the counting drills share with the dialogue drill ------------------------------


def hand_exercise(
    tr: Translator,
    drill: str,
    seed: str,
    seat: str,
    hand: Hand,
    *,
    prompt: str,
    questions: Iterable[Question],
    explanation: Iterable[str],
    rules: tuple[Rule, ...],
    lines: tuple[str, ...] = (),
    highlight: Iterable[Point | Sequence | CardSet] = (),
    sheet: Iterable[Question] = (),
) -> Exercise:
    """An exercise on the learner's own hand, held in ``seat`` ("elder" or "younger"),
    checked against its answer key; the cards of the ``highlight`` items are lit in the hand
    once the answer is checked; ``sheet`` the questions a worksheet prints, if not these."""
    return Exercise(
        drill=drill,
        seed=seed,
        lang=tr.lang,
        prompt=prompt,
        hands=(ShownHand(hand_label(tr, seat), hand),),
        questions=tuple(questions),
        explanation=tuple(explanation),
        rules=rules,
        lines=lines,
        # TRANSLATORS: the button by which the learner says his number at the table
        highlight=tuple(c for c in hand if any(_holds(item, c) for item in highlight)),
        sheet=tuple(sheet),
    )


def _holds(item: Point | Sequence | CardSet, card: Card) -> bool:
    """Whether ``card`` is one of the cards that make ``item`` (in a hand that holds it)."""
    if isinstance(item, CardSet):
        return card.rank is item.rank
    if isinstance(item, Sequence):
        return card.suit is item.suit and item.top - item.length < card.rank <= item.top
    return card.suit is item.suit


def calling_rule(tr: Translator, text: str, law: int) -> Rule:
    """The rule ``text``, from Cavendish's Law ``law`` and the *Description*'s "Calling"."""
    return Rule(text, words.cavendish(tr, (law,), "calling"))


def points_question(
    tr: Translator, qid: str, label: str, points: int, right: str, wrong: str
) -> Question:
    """A number question answered by ``points``; ``right`` and ``wrong`` say them in their
    ``{points}`` field ("12 points"), and ``wrong`` the answer given in ``{given}``."""
    said = words.points(tr, points)
    return Question(
        qid,
        "number",
        label,
        (str(points),),
        right=right.format(points=said),
        wrong=wrong.format(given=GIVEN, points=said),
    )


def pips_question(
    tr: Translator,
    qid: str,
    label: str,
    point: Point,
    show_if: tuple[str, tuple[str, ...]] | None = None,
) -> Question:
    """How many pips the point makes (ace 11, court cards and ten 10; *Description*)."""
    return Question(
        qid,
        "number",
        label,
        (str(point.pips),),
        right=tr.gettext("Right: {pips} pips.").format(pips=point.pips),
        wrong=tr.gettext(
            "Not {given}: your {suit} count {pips} pips (ace 11, court cards and ten 10)."
        ).format(given=GIVEN, pips=point.pips, suit=words.suit_word(tr, point.suit)),
        show_if=show_if,
    )


def sequence_length_options(tr: Translator) -> tuple[Option, ...]:
    """ "No sequence", then tierce to huitième (Law 63)."""
    return (
        Option("0", tr.gettext("No sequence")),
        *(Option(str(n), words.seq_length_name(tr, n).capitalize()) for n in range(3, 9)),
    )


def top_question(
    tr: Translator, qid: str, length_qid: str, best: Sequence | None, *, none: bool = False
) -> Question:
    """The top card of the ``best`` sequence, asked once a length is chosen in the question
    ``length_qid`` (Law 63: of equal length, the higher top card is good). Without a sequence
    (``best`` None) it is the question a worksheet prints on every hand, its answer "No
    sequence"; ``none`` offers that answer among the cards. The options never
    depend on the hand, so that a printed sheet shows the same ones on every hand."""
    options = tuple(
        Option(r.letter, words.rank_word(tr, r).capitalize()) for r in RANKS_DESC if r >= Rank.NINE
    )
    if none:
        options += (sequence_length_options(tr)[0],)
    if best is None:
        right = tr.gettext("Right: you have no sequence.")
        wrong = tr.gettext("Not {given}: you have no three cards in order in one suit.")
    else:
        # the rank with its article, so that French agrees: « le roi », « la dame », « l'as »
        rank = words.rank_with_article(tr, best.top)
        right = tr.gettext("Right: it is headed by {rank}.").format(rank=rank)
        wrong = tr.gettext("Not {given}: it is headed by {rank}.").format(given=GIVEN, rank=rank)
    return Question(
        qid,
        "choice",
        tr.gettext("Its top card"),
        (best.top.letter if best else "0",),
        options=options,
        right=right,
        wrong=wrong,
        show_if=(length_qid, tuple(str(n) for n in range(3, 9))),
    )


# --- the point --------------------------------------------------------------------------------


def point_rule(tr: Translator) -> Rule:
    """Law 62 and the pip values of *Description*, "Calling"."""
    return calling_rule(
        tr,
        tr.gettext(
            "The point is your longest suit; between suits of equal length, the one with more "
            "pips (ace 11, king, queen, knave and ten 10, the others their face value). If both "
            "players' points are equal in cards and pips, neither scores. The point scores one "
            "for each card."
        ),
        62,
    )


def point_exercise(seed: str, lang: Lang) -> Exercise:
    """How many cards and how many pips is your point? (Law 62)."""
    tr = translator(lang)
    hand = deal(seed, "point").hands.elder
    p = best_point(hand)
    assert p is not None
    suit = words.suit_word(tr, p.suit)
    lines = [suit_line(tr, hand, s, lang) for s in SUITS]
    rivals = [s for s in SUITS if s is not p.suit and len(hand.in_suit(s)) == p.length]
    equal = [s for s in rivals if sum(c.pips for c in hand.in_suit(s)) == p.pips]
    for s in rivals:
        if s not in equal:
            lines.append(
                tr.gettext(
                    "Your {other} are as long, but your {suit} have more pips: the point is in "
                    "{suit}."
                ).format(other=words.suit_word(tr, s), suit=suit)
            )
    if len(equal) == 1:
        lines.append(
            tr.gettext("Your {other} are just as good: either suit may be called.").format(
                other=words.suit_word(tr, equal[0])
            )
        )
    elif equal:  # three or four suits alike (A K Q in each): one line, not "either" each time
        lines.append(
            tr.gettext(
                "{count} other suits are just as good ({symbols}): any of the {total} may be "
                "called."
            ).format(
                count=len(equal),
                symbols=" ".join(s.symbol for s in equal),
                total=len(equal) + 1,
            )
        )
    if equal:  # suits alike: the verdict names them all, as the line above does
        alike = " ".join(s.symbol for s in SUITS if s is p.suit or s in equal)
        right = tr.ngettext(
            "Right: your point is {n} card; your suits {symbols} are alike, and any of them "
            "may be called.",
            "Right: your point is {n} cards; your suits {symbols} are alike, and any of them "
            "may be called.",
            p.length,
        ).format(n=p.length, symbols=alike)
        # "best", not "longest": another suit may be as long with fewer pips (♠ A 9 7 beside
        # ♥ A J 8 and ♣ A J 8), and it is not one of those named
        wrong = tr.ngettext(
            "Not {given}: your best suits, {symbols}, have {n} card each; any of them may "
            "be called.",
            "Not {given}: your best suits, {symbols}, have {n} cards each; any of them may "
            "be called.",
            p.length,
        ).format(given=GIVEN, n=p.length, symbols=alike)
    else:
        right = tr.ngettext(
            "Right: your point is {n} card, in {suit}.",
            "Right: your point is {n} cards, in {suit}.",
            p.length,
        ).format(n=p.length, suit=suit)
        wrong = tr.ngettext(
            "Not {given}: your longest suit, {suit}, has {n} card.",
            "Not {given}: your longest suit, {suit}, has {n} cards.",
            p.length,
        ).format(given=GIVEN, n=p.length, suit=words.suit_in(tr, p.suit))
    questions = (
        Question(
            "cards",
            "number",
            tr.gettext("Cards in your point"),
            (str(p.length),),
            right=right,
            wrong=wrong,
        ),
        pips_question(tr, "pips", tr.gettext("Pips in your point"), p),
    )
    return hand_exercise(
        tr, "point", seed, "elder", hand,
        prompt=tr.gettext(
            "Count your point: how many cards are in it, and how many pips do they make?"
        ),
        questions=questions,
        explanation=lines,
        rules=(point_rule(tr),),
        highlight=(p,),
    )  # fmt: skip


# --- sequences --------------------------------------------------------------------------------


def sequences_rule(tr: Translator) -> Rule:
    """Law 63 and the *Description*'s "the winner scores all his sequences"."""
    return calling_rule(
        tr,
        tr.gettext(
            "A sequence is three or more cards in order in one suit (ace, king, queen, knave, "
            "ten, nine, eight, seven). The longer sequence is good; of equal length, the one "
            "with the higher top card. Tierce 3, quart 4, quint 15, sixième 16, septième 17, "
            "huitième 18. Whoever has the best sequence scores it and all his other sequences."
        ),
        63,
    )


def sequences_exercise(seed: str, lang: Lang) -> Exercise:
    """Your best sequence, and what all your sequences are worth (Law 63)."""
    tr = translator(lang)
    hand = deal(seed, "sequences").hands.elder
    seqs = all_sequences(hand)
    best = seqs[0] if seqs else None
    total = sum(q.score for q in seqs)
    if best is None:
        best_right = tr.gettext("Right: you have no sequence.")
        best_wrong = tr.gettext("Not {given}: you have no three cards in order in one suit.")
    else:
        name = words.seq_name(tr, best)
        best_right = tr.gettext("Right: your best is a {name}.").format(name=name)
        best_wrong = tr.gettext("Not {given}: your best sequence is a {name}.").format(
            given=GIVEN, name=name
        )
    questions = [
        Question(
            "length",
            "choice",
            tr.gettext("Your best sequence"),
            (str(best.length) if best else "0",),
            options=sequence_length_options(tr),
            right=best_right,
            wrong=best_wrong,
        )
    ]
    # "Its top card" follows a length: asked only of a hand that holds a sequence, and
    # printed on every hand of a worksheet, so that its absence does not tell "No sequence"
    top = top_question(tr, "top", "length", best)
    total_q = points_question(
        tr, "total", tr.gettext("All your sequences are worth (if your best is good)"), total,
        tr.gettext("Right: {points}."),
        tr.gettext("Not {given}: your sequences are worth {points}."),
    )  # fmt: skip
    sheet = (*questions, top, total_q) if best is None else ()
    if best is not None:
        questions.append(top)
    questions.append(total_q)
    lines = [
        tr.gettext("{cards}: {name}, {points}").format(
            cards=" ".join(c.format(lang) for c in q.cards()),
            name=words.seq_name(tr, q),
            points=words.points(tr, q.score),
        )
        for q in seqs
    ] or [tr.gettext("No three cards in order in any suit: no sequence.")]
    return hand_exercise(
        tr, "sequences", seed, "elder", hand,
        prompt=tr.gettext(
            "Find your best sequence, then say what all your sequences together are worth."
        ),
        questions=questions,
        explanation=lines,
        rules=(sequences_rule(tr),),
        highlight=seqs,
        sheet=sheet,
    )  # fmt: skip


# --- sets -------------------------------------------------------------------------------------


def sets_rule(tr: Translator) -> Rule:
    """Law 64 and the *Description*'s "the winner scores all his sets"."""
    return calling_rule(
        tr,
        tr.gettext(
            "Only aces, kings, queens, knaves and tens make sets. Four of them (a quatorze) "
            "score 14, three (a trio) 3. Any quatorze beats any trio, then the higher rank; "
            "whoever has the best set scores all his sets."
        ),
        64,
    )


def sets_exercise(seed: str, lang: Lang) -> Exercise:
    """Which trios and quatorzes you hold, which count, and their worth (Law 64)."""
    tr = translator(lang)
    hand = deal(seed, "sets").hands.elder
    sets = all_sets(hand)
    counting = {cs.rank for cs in sets}
    total = sum(cs.score for cs in sets)
    options = []
    for rank in RANKS_DESC:
        n = sum(1 for c in hand if c.rank is rank)
        label = words.rank_plural(tr, rank).capitalize()
        if n >= 3 and rank in _SET_RANKS:
            cs = CardSet(rank, n)
            name = words.set_name(tr, cs)
            kind = tr.gettext("a quatorze") if n == 4 else tr.gettext("a trio")
            said = {"name": name, "kind": kind, "points": words.points(tr, cs.score)}
            # the name already says the kind in some languages (« quatorze de dames »): it
            # is said once, not « quatorze de dames, un quatorze »
            if kind.split()[-1].casefold() in name.casefold().split():
                right = tr.gettext("Right: {name}, {points}.").format(**said)
                missed = tr.gettext("Missed: {name}, {points}.").format(**said)
            else:
                right = tr.gettext("Right: {name}, {kind}, {points}.").format(**said)
                missed = tr.gettext("Missed: {name}, {kind}, {points}.").format(**said)
            options.append(
                Option(
                    rank.letter,
                    label,
                    right=right,
                    missed=missed,
                )
            )
        elif n >= 3:
            name = words.rank_count_name(tr, rank, n)
            options.append(
                Option(
                    rank.letter,
                    label,
                    wrong=tr.gettext("{name} do not count: only tens and higher make sets.").format(
                        name=name.capitalize()
                    ),
                )
            )
        else:
            options.append(
                Option(
                    rank.letter,
                    label,
                    wrong=(
                        tr.gettext("{rank}: you hold none.").format(rank=label)
                        if n == 0
                        else tr.ngettext(
                            "{rank}: you hold only {n}.", "{rank}: you hold only {n}.", n
                        ).format(rank=label, n=n)
                    ),
                )
            )
    questions = (
        Question(
            "sets",
            "multi",
            tr.gettext("Tick each rank that makes a trio or a quatorze that counts"),
            tuple(sorted(r.letter for r in counting)),
            options=tuple(options),
            right=tr.gettext("Right: no set counts in this hand."),
        ),
        points_question(
            tr, "total", tr.gettext("Your sets are worth (if your best is good)"), total,
            tr.gettext("Right: {points}."),
            tr.gettext("Not {given}: your sets are worth {points}."),
        ),
    )  # fmt: skip
    lines = [
        tr.gettext("{name}: {points}").format(
            name=words.set_name(tr, cs).capitalize(), points=words.points(tr, cs.score)
        )
        for cs in sets
    ] or [tr.gettext("No three aces, kings, queens, knaves or tens: no set.")]
    return hand_exercise(
        tr, "sets", seed, "elder", hand,
        prompt=tr.gettext(
            "Which trios and quatorzes do you hold that count, and what are they worth?"
        ),
        questions=questions,
        explanation=lines,
        rules=(sets_rule(tr),),
        highlight=sets,
    )  # fmt: skip
