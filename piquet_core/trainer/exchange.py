"""The exchange drill: as elder, choose your discards; the engine shows the draw and the expert.

Elder discards one to five cards and takes as many from the top of the talon (Cavendish,
Laws 21 and 23). The check is done by the engine (in the page's Web Worker): what the draw
gave, what the new hand declares, where the discard ranks among every legal discard by
expected value, and what the exchange advisor (:mod:`piquet_core.bots.advisor`: exact over
every draw, the adversary sampled) would have discarded, with its reasons and what that
discard would have drawn from this talon.
"""

from __future__ import annotations

from functools import lru_cache

from piquet_core.bots.advisor import Advice, advise, reasons_for
from piquet_core.bots.heuristics import best_point_suit
from piquet_core.bots.reasons import reason_text
from piquet_core.cards import Card, Hand, Seat
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.dialogue import item_words
from piquet_core.errors import PiquetError
from piquet_core.puzzles import DISCARD_CLOSE
from piquet_core.trainer import words
from piquet_core.trainer.counting import hand_label
from piquet_core.trainer.exercise import Exercise, Feedback, Question, Rule, ShownHand, Status
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import check_seed, deal

SAMPLES = 100
"""Adversary hands the advisor samples (shown to the learner with the chances)."""
GOOD_ENOUGH = DISCARD_CLOSE
"""A discard within this many expected points of the best is judged right (the discard
puzzles' measure too: :data:`piquet_core.puzzles.DISCARD_CLOSE`)."""


@lru_cache(maxsize=8)
def advice_for(seed: str) -> Advice:
    """The advisor's ranking of every legal discard of elder's hand for ``seed`` (cached)."""
    hand = deal(check_seed(seed), "exchange").hands.elder
    return advise(hand, Seat.ELDER, samples=SAMPLES, seed=0, reasons=1)


def exchange_exercise(seed: str, lang: Lang) -> Exercise:
    """Elder's dealt hand as a listbox of cards to discard (Laws 21, 23)."""
    tr = translator(lang)
    hand = deal(seed, "exchange").hands.elder
    return Exercise(
        drill="exchange",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "You are elder hand. Choose one to five cards to discard: you will take as many "
            "from the top of the talon."
        ),
        hands=(),
        questions=(
            Question(
                "discard",
                "cards",
                hand_label(tr, "elder"),
                (),
                options=(),
                right="",
                wrong="",
            ),
        ),
        explanation=(),
        rules=(_rule(tr),),
        submit="discard_draw",
        listbox=ShownHand(hand_label(tr, "elder"), hand),
        engine_check=True,
    )


def _rule(tr: Translator) -> Rule:
    return Rule(
        tr.gettext(
            "Elder must discard at least one card and may discard up to five, then takes as "
            "many from the top of the talon, in order. Keep your point suit and the cards "
            "that may make a sequence or a quatorze; guard your kings and queens."
        ),
        words.cavendish(tr, (21, 23), "discarding"),
    )


def _cards(cards: Hand | tuple[Card, ...], lang: Lang) -> str:
    hand = cards if isinstance(cards, Hand) else Hand(cards)
    return hand.format(lang)


def summary(tr: Translator, hand: Hand) -> str:
    """ "point 5 cards in spades, 48 pips; sequences: quart major (4); sets: three kings (3)".
    Its colons are labels: what introduces it does so with a dash, not a colon of its own
    (« Votre jeu maintenant — point : … », not « … maintenant : point : … »)."""
    p = best_point(hand)
    seqs = all_sequences(hand)
    sets = all_sets(hand)
    point = words.point_desc(tr, p) if p else "—"
    seq_text = ", ".join(
        # with its suit: two sequences may bear one name (« quatrième majeure (4), quatrième
        # majeure (4) » read as a slip)
        tr.gettext("{name} ({points})").format(name=item_words(q, tr.lang), points=q.score)
        for q in seqs
    ) or tr.gettext("none")
    set_text = ", ".join(
        tr.gettext("{name} ({points})").format(name=words.set_name(tr, c), points=c.score)
        for c in sets
    ) or tr.gettext("none")
    return tr.gettext("point: {point}; sequences: {sequences}; sets: {sets}").format(
        point=point, sequences=seq_text, sets=set_text
    )


def check_exchange(seed: str, lang: Lang, codes: list[str]) -> tuple[Feedback, tuple[str, ...]]:
    """Judge elder's discard ``codes`` (English card codes); the itemised feedback and the
    explanation (the expert's discard, its reasons, what it would have drawn)."""
    tr = translator(lang)
    d = deal(check_seed(seed), "exchange")
    hand = d.hands.elder
    try:
        discard = Hand(Card.parse(c, "en") for c in codes)
    except PiquetError:
        discard = Hand()
    items: list[tuple[Status, str]] = []
    if not 1 <= len(discard) <= 5 or not discard.issubset(hand):
        items.append(
            ("wrong", tr.gettext("Elder must discard at least one card and at most five (Law 21)."))
        )
        return Feedback(False, tuple(items)), _expert_lines(tr, seed, lang)
    n = len(discard)
    drawn = d.talon[:n]
    after = (hand - discard) | Hand(drawn)
    items.append(
        (
            "info",
            tr.gettext("You discarded {discard} and drew {drawn}.").format(
                discard=_cards(discard, lang), drawn=_cards(drawn, lang)
            ),
        )
    )
    items.append(
        ("info", tr.gettext("Your hand now — {summary}.").format(summary=summary(tr, after)))
    )
    advice = advice_for(seed)
    good, said = discard_verdict(tr, advice, discard)
    items.append(("right" if good else "wrong", said))
    mine = advice.find(discard)
    for reason in reasons_for(mine, hand, best_point_suit(hand.mask), advice.samples):
        items.append(("info", reason_text(reason, lang, tr.gettext)))
    return Feedback(good, tuple(items)), _expert_lines(tr, seed, lang)


def discard_verdict(tr: Translator, advice: Advice, discard: Hand) -> tuple[bool, str]:
    """Whether ``discard`` is as good as the advisor's best (within :data:`GOOD_ENOUGH`), and
    the verdict in words: how many of the possible discards score more on average. One
    measure and one wording for the exchange drill and the discard puzzles."""
    rank = advice.rank_of(discard)
    mine = advice.find(discard)
    best = advice.best
    # Said as a player would: how many of the possible discards do better on average, not a
    # rank "by expected value".
    better = rank - 1
    params = {
        "better": words.number(tr, better),  # 1,584 / 1 584 / 1 584, as Babel writes them
        "total": words.number(tr, len(advice.ranked)),
        # one decimal, the decimal sign and the true minus sign (U+2212) of the language
        "value": words.number(tr, mine.value, 1),
        "best": words.number(tr, best.value, 1),
    }
    good = rank == 1 or best.value - mine.value <= GOOD_ENOUGH
    if rank == 1:
        text = tr.gettext(
            "The best discard: none of the {total} possible discards scores more on average "
            "({value} points)."
        )
    elif good:
        text = tr.ngettext(
            "A strong discard: {better} of the {total} possible discards scores more on "
            "average, by less than a point ({value} points; the best discard, {best}).",
            "A strong discard: {better} of the {total} possible discards score more on "
            "average, by less than a point ({value} points; the best discard, {best}).",
            better,
        )
    else:
        text = tr.ngettext(
            "Not the strongest: {better} of the {total} possible discards scores more on "
            "average (yours, {value} points; the best discard, {best}).",
            "Not the strongest: {better} of the {total} possible discards score more on "
            "average (yours, {value} points; the best discard, {best}).",
            better,
        )
    said = words.counted(tr, text.format(**params), len(advice.ranked))  # «1 585 écarts»
    return good, words.counted(tr, said, better)


def expert_lines(seed: str, lang: Lang) -> tuple[str, ...]:
    """The expert's discard for ``seed``, its reasons, and what it would have drawn."""
    return _expert_lines(translator(lang), seed, lang)


def _expert_lines(tr: Translator, seed: str, lang: Lang) -> tuple[str, ...]:
    d = deal(seed, "exchange")
    advice = advice_for(seed)
    best = advice.best
    n = len(best.discard)
    drawn = d.talon[:n]
    after = best.keep | Hand(drawn)
    lines = [
        *expert_discard_lines(tr, advice, lang),
        tr.gettext("From this talon it would have drawn {drawn} — {summary}.").format(
            drawn=_cards(drawn, lang), summary=summary(tr, after)
        ),
        sampled_line(tr, advice),
    ]
    return tuple(lines)


def expert_discard_lines(tr: Translator, advice: Advice, lang: Lang) -> tuple[str, ...]:
    """The advisor's best discard, what it keeps, and its reasons."""
    best = advice.best
    return (
        tr.gettext("The expert discards {discard} and keeps {keep}.").format(
            discard=_cards(best.discard, lang), keep=_cards(best.keep, lang)
        ),
        *(reason_text(r, lang, tr.gettext) for r in best.reasons),
    )


def sampled_line(tr: Translator, advice: Advice) -> str:
    """How the values were found: exact over the draws, the adversary sampled."""
    return tr.gettext(
        "Expected values are exact over every possible draw; the adversary's hand is "
        "sampled ({samples} hands)."
    ).format(samples=advice.samples)
