"""The counting drills: point, sequences, sets (counted in that order, as Law 47 calls them).

Each function deals the hand for a seed, asks what a player must know at once before calling,
and writes the answer key and the itemised feedback with the engine's own evaluation
(:mod:`piquet_core.declarations`).
"""

from __future__ import annotations

from piquet_core.cards import RANKS_DESC, SUITS, Hand, Rank, Suit
from piquet_core.declarations import CardSet, all_sequences, all_sets, best_point
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


def point_rule(tr: Translator) -> Rule:
    """Law 62 and the pip values of *Description*, "Calling"."""
    return Rule(
        tr.gettext(
            "The point is your longest suit; between suits of equal length, the one with more "
            "pips (ace 11, king, queen, knave and ten 10, the others their face value). If both "
            "players' points are equal in cards and pips, neither scores. The point scores one "
            "for each card."
        ),
        words.sources(tr, words.law(tr, 62), words.description(tr, "calling")),
    )


def point_exercise(seed: str, lang: Lang) -> Exercise:
    """How many cards and how many pips is your point? (Law 62)."""
    tr = translator(lang)
    hand = deal(seed, "point").elder
    p = best_point(hand)
    assert p is not None
    suit = words.suit_word(tr, p.suit)
    lines = [suit_line(tr, hand, s, lang) for s in SUITS]
    rivals = [s for s in SUITS if s is not p.suit and len(hand.in_suit(s)) == p.length]
    for s in rivals:
        lines.append(
            tr.gettext(
                "{other} is as long, but {suit} has more pips: the point is in {suit}."
            ).format(other=words.suit_word(tr, s), suit=suit)
            if sum(c.pips for c in hand.in_suit(s)) < p.pips
            else tr.gettext("{other} is just as good: either suit may be called.").format(
                other=words.suit_word(tr, s)
            )
        )
    questions = (
        Question(
            "cards",
            "number",
            tr.gettext("Cards in your point"),
            (str(p.length),),
            right=tr.ngettext(
                "Right: your point is {n} card, in {suit}.",
                "Right: your point is {n} cards, in {suit}.",
                p.length,
            ).format(n=p.length, suit=suit),
            wrong=tr.ngettext(
                "Not {given}: your longest suit, {suit}, has {n} card.",
                "Not {given}: your longest suit, {suit}, has {n} cards.",
                p.length,
            ).format(given=GIVEN, n=p.length, suit=suit),
        ),
        Question(
            "pips",
            "number",
            tr.gettext("Pips in your point"),
            (str(p.pips),),
            right=tr.gettext("Right: {pips} pips.").format(pips=p.pips),
            wrong=tr.gettext(
                "Not {given}: {suit} counts {pips} pips (ace 11, court cards and ten 10)."
            ).format(given=GIVEN, pips=p.pips, suit=suit),
        ),
    )
    return Exercise(
        drill="point",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "Count your point: how many cards are in it, and how many pips do they make?"
        ),
        hands=(ShownHand(hand_label(tr, "elder"), hand),),
        questions=questions,
        explanation=tuple(lines),
        rules=(point_rule(tr),),
        check_label=tr.gettext("Check"),
    )


def sequences_rule(tr: Translator) -> Rule:
    """Law 63 and the *Description*'s "the winner scores all his sequences"."""
    return Rule(
        tr.gettext(
            "A sequence is three or more cards in order in one suit (ace, king, queen, knave, "
            "ten, nine, eight, seven). The longer sequence is good; of equal length, the one "
            "with the higher top card. Tierce 3, quart 4, quint 15, sixième 16, septième 17, "
            "huitième 18. Whoever has the best sequence scores it and all his other sequences."
        ),
        words.sources(tr, words.law(tr, 63), words.description(tr, "calling")),
    )


def sequences_exercise(seed: str, lang: Lang) -> Exercise:
    """Your best sequence, and what all your sequences are worth (Law 63)."""
    tr = translator(lang)
    hand = deal(seed, "sequences").elder
    seqs = all_sequences(hand)
    best = seqs[0] if seqs else None
    total = sum(q.score for q in seqs)
    length_opts = (
        Option("0", tr.gettext("No sequence")),
        *tuple(Option(str(n), words.seq_length_name(tr, n).capitalize()) for n in range(3, 9)),
    )
    top_opts = tuple(
        Option(r.letter, words.rank_word(tr, r).capitalize()) for r in RANKS_DESC if r >= Rank.NINE
    )
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
            options=length_opts,
            right=best_right,
            wrong=best_wrong,
        )
    ]
    if best is not None:
        questions.append(
            Question(
                "top",
                "choice",
                tr.gettext("Its top card"),
                (best.top.letter,),
                options=top_opts,
                right=tr.gettext("Right: it is headed by the {rank}.").format(
                    rank=words.rank_word(tr, best.top)
                ),
                wrong=tr.gettext("Not {given}: it is headed by the {rank}.").format(
                    given=GIVEN, rank=words.rank_word(tr, best.top)
                ),
                show_if=("length", tuple(str(n) for n in range(3, 9))),
            )
        )
    questions.append(
        Question(
            "total",
            "number",
            tr.gettext("All your sequences are worth (if your best is good)"),
            (str(total),),
            right=tr.gettext("Right: {points}.").format(points=words.points(tr, total)),
            wrong=tr.gettext("Not {given}: your sequences are worth {points}.").format(
                given=GIVEN, points=words.points(tr, total)
            ),
        )
    )
    lines = [
        tr.gettext("{cards}: {name}, {points}").format(
            cards=" ".join(c.format(lang) for c in q.cards()),
            name=words.seq_name(tr, q),
            points=words.points(tr, q.score),
        )
        for q in seqs
    ] or [tr.gettext("No three cards in order in any suit: no sequence.")]
    return Exercise(
        drill="sequences",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "Find your best sequence, then say what all your sequences together are worth."
        ),
        hands=(ShownHand(hand_label(tr, "elder"), hand),),
        questions=tuple(questions),
        explanation=tuple(lines),
        rules=(sequences_rule(tr),),
        check_label=tr.gettext("Check"),
    )


def sets_rule(tr: Translator) -> Rule:
    """Law 64 and the *Description*'s "the winner scores all his sets"."""
    return Rule(
        tr.gettext(
            "Only aces, kings, queens, knaves and tens make sets. Four of them (a quatorze) "
            "score 14, three (a trio) 3. Any quatorze beats any trio, then the higher rank; "
            "whoever has the best set scores all his sets."
        ),
        words.sources(tr, words.law(tr, 64), words.description(tr, "calling")),
    )


def sets_exercise(seed: str, lang: Lang) -> Exercise:
    """Which trios and quatorzes you hold, which count, and their worth (Law 64)."""
    tr = translator(lang)
    hand = deal(seed, "sets").elder
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
            options.append(
                Option(
                    rank.letter,
                    label,
                    right=tr.gettext("Right: {name}, {kind}, {points}.").format(
                        name=name, kind=kind, points=words.points(tr, cs.score)
                    ),
                    missed=tr.gettext("Missed: {name}, {kind}, {points}.").format(
                        name=name, kind=kind, points=words.points(tr, cs.score)
                    ),
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
                    wrong=tr.ngettext(
                        "{rank}: you hold only {n}.", "{rank}: you hold only {n}.", n
                    ).format(rank=label, n=n),
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
        Question(
            "total",
            "number",
            tr.gettext("Your sets are worth (if your best is good)"),
            (str(total),),
            right=tr.gettext("Right: {points}.").format(points=words.points(tr, total)),
            wrong=tr.gettext("Not {given}: your sets are worth {points}.").format(
                given=GIVEN, points=words.points(tr, total)
            ),
        ),
    )
    lines = [
        tr.gettext("{name}: {points}").format(
            name=words.set_name(tr, cs).capitalize(), points=words.points(tr, cs.score)
        )
        for cs in sets
    ] or [tr.gettext("No three aces, kings, queens, knaves or tens: no set.")]
    return Exercise(
        drill="sets",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "Which trios and quatorzes do you hold that count, and what are they worth?"
        ),
        hands=(ShownHand(hand_label(tr, "elder"), hand),),
        questions=questions,
        explanation=tuple(lines),
        rules=(sets_rule(tr),),
        check_label=tr.gettext("Check"),
    )
