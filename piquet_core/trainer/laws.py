"""The umpire drill: the engine deals, something goes wrong in the exchange, the learner rules.

Each exercise is a concrete deal (both hands, the talon) and one irregularity of Foster's
"Irregularities" (seed 004), chosen by the seed: a short draw, elder's unannounced short
draw that leads younger into thirteen cards, a card too many, a card of the adversary's
stock looked at, a card of the talon seen after the draw, a card drawn out of turn, an
exposed talon card, a discard of five instead of three, a discard changed after touching the
stock. The learner chooses the ruling and, where the ruling changes the score of the hand,
says what the player named scores for his declarations. The answer key is the engine's
(:mod:`piquet_core.irregular`, through the deal of the record,
:meth:`piquet_core.deal.DealState.from_record`, its rulings and its score with every
combination declared in full), under Foster's rulings (the default switch).

The seed may also deal a misdeal (:mod:`piquet_core.trainer.laws_misdeal`: a hand of eleven or
thirteen, Cavendish's Laws 11, 12, 39-43) or an irregularity of calling and showing in Piquet
au cent (:mod:`piquet_core.trainer.laws_calling`: Cavendish's *Laws of Piquet au Cent*, with
what the Rubicon code rules instead); each builds its own exercise, keyed by the engine.
"""

from __future__ import annotations

import random

from piquet_core.cards import Card, Hand, Seat
from piquet_core.deal import DealState
from piquet_core.scoring import SeatScore
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.laws_calling import CALLING_KINDS, calling_exercise, calling_situation
from piquet_core.trainer.laws_misdeal import MISDEAL_KINDS, misdeal_exercise, misdeal_situation
from piquet_core.trainer.rulings import drill_label, ruling_question
from piquet_core.trainer.seeds import deal
from piquet_core.trainer.words import points
from piquet_core.variants import exchange_limit

KINDS = (
    "short_draw",
    "five_four",
    "too_many",
    "looked_at_stock",
    "saw_talon",
    "out_of_turn",
    "exposed_talon",
    "discard_too_many",
    "changed_discard",
    *MISDEAL_KINDS,
    *CALLING_KINDS,
)
"""The situations, one per irregularity the drill rules on; the seed picks one."""

RULINGS = (
    "short_hand",
    "discard_to_twelve",
    "nothing_adversary_all",
    "counts_nothing",
    "call_suits",
    "loses_game",
    "fresh_deal",
    "discard_stands",
)
"""The rulings the learner chooses among."""

ANSWER = {
    "short_draw": "short_hand",
    "five_four": "discard_to_twelve",
    "too_many": "nothing_adversary_all",
    "looked_at_stock": "counts_nothing",
    "saw_talon": "call_suits",
    "out_of_turn": "loses_game",
    "exposed_talon": "fresh_deal",
    "discard_too_many": "short_hand",
    "changed_discard": "discard_stands",
}


def _lowest(hand: Hand, n: int) -> Hand:
    return Hand(sorted(hand, key=lambda c: (int(c.rank), c.index))[:n])


def _text(hand: Hand) -> str:
    return " ".join(str(c) for c in hand)


def situation(seed: str) -> tuple[str, dict[str, object]]:
    """The kind of irregularity of ``seed`` and its ``piquet replay`` record (no tricks)."""
    kind = KINDS[random.Random(f"laws-{seed}").randrange(len(KINDS))]
    if kind in MISDEAL_KINDS:
        return kind, misdeal_situation(seed, kind)
    if kind in CALLING_KINDS:
        return calling_situation(seed, kind)
    d = deal(seed, "laws")
    e_n = exchange_limit(Seat.ELDER)
    y_n = exchange_limit(Seat.YOUNGER, e_n)
    extra: dict[str, object] = {}
    if kind == "short_draw":
        extra = {"elder_draws": 4, "younger_draws": 3}
    elif kind == "five_four":
        extra = {"elder_draws": 4, "younger_draws": 4}
    elif kind == "too_many":
        y_n = 2
        extra = {"younger_draws": 3}
    elif kind == "looked_at_stock":
        extra = {"looked_at_stock": "younger"}
    elif kind == "saw_talon":
        e_n, y_n = 4, 3
        extra = {"elder_saw_talon": 1}
    elif kind == "out_of_turn":
        e_n = 3
        extra = {"drew_out_of_turn": "younger"}
    elif kind == "exposed_talon":
        extra = {"exposed_talon": "younger", "fresh_deal": True}
    elif kind == "discard_too_many":
        y_n = 5
        extra = {"younger_draws": 3}
    e_disc, y_disc = _lowest(d.hands.elder, e_n), _lowest(d.hands.younger, y_n)
    record: dict[str, object] = {
        "elder": _text(d.hands.elder),
        "younger": _text(d.hands.younger),
        "talon": " ".join(str(c) for c in d.talon),
        "elder_discards": _text(e_disc),
        "younger_discards": _text(y_disc),
        **extra,
    }
    if kind == "five_four":
        after = d.hands.younger - y_disc | Hand(d.talon[4:8])
        record["younger_second_discard"] = _text(_lowest(after, 1))
    if kind == "changed_discard":
        record["elder_took_back"] = str(max(e_disc, key=lambda c: c.index))
    return kind, record


def _card_text(record: dict[str, object], key: str, lang: Lang) -> str:
    """The record's card in the page's notation ("D♥" in French, "Д♥" in Russian), not the
    record's engine code ("QH")."""
    return Card.parse(str(record[key])).format(lang) if key in record else ""


def _what_happened(tr: Translator, kind: str, record: dict[str, object], lang: Lang) -> str:
    texts = {
        "short_draw": tr.gettext(
            "Elder discards five cards and takes in only four; younger discards three and "
            "takes in three. Elder finds he holds eleven cards."
        ),
        "five_four": tr.gettext(
            "Elder discards five cards but takes in four, without saying anything. Younger "
            "discards three and takes the four cards left in the stock, one of them elder's."
        ),
        "too_many": tr.gettext(
            "Younger discards two cards but takes in three, and puts them in his hand."
        ),
        "looked_at_stock": tr.gettext(
            "While elder takes in, younger looks at one of the five cards of the stock that "
            "belong to elder."
        ),
        "saw_talon": tr.gettext(
            "Elder exchanges four cards, younger three; younger leaves the last card of the "
            "talon unseen, but elder looks at it."
        ),
        "out_of_turn": tr.gettext(
            "Elder discards three cards; before elder has said that he leaves two, younger "
            "draws from the stock, taking one of the first five cards."
        ),
        "exposed_talon": tr.gettext(
            "Dealing, the dealer exposes one of the three cards of the talon that would be his."
        ),
        "discard_too_many": tr.gettext(
            "Younger lays out five cards instead of three and touches the stock: only three "
            "cards are left in it."
        ),
        "changed_discard": tr.gettext(
            "Elder discards five cards, touches the stock, and then wants to take back {card} "
            "from his discard."
        ).format(card=_card_text(record, "elder_took_back", lang)),
    }
    return texts[kind]


def _options(tr: Translator) -> tuple[Option, ...]:
    return tuple(Option(r, drill_label(tr, r)) for r in RULINGS)


def _law(tr: Translator, kind: str) -> str:
    """The law's words, as Foster gives them (seed 004)."""
    texts = {
        "short_draw": tr.gettext(
            "If a player is found to have too few cards after the draw, he may still play and "
            "count all he can make, but he cannot win a capot, because he has no card for the "
            "last trick, which must be won by his adversary."
        ),
        "five_four": tr.gettext(
            "The pone discards five cards, but draws four only, without saying anything. The "
            "dealer has taken one of the pone's cards, but it is too late to remedy the error; "
            "the pone must play with eleven cards, and the dealer must be allowed to discard to "
            "reduce his hand to twelve."
        ),
        "too_many": tr.gettext(
            "If the superfluous card has been taken into the hand, the player can score nothing "
            "that deal. This does not prevent the adversary from scoring anything he may have "
            "in hand or play, even if it is inferior."
        ),
        "looked_at_stock": tr.gettext(
            "If a player looks at one of his adversary's cards in the stock before or during "
            "the draw, he can count nothing that hand."
        ),
        "saw_talon": tr.gettext(
            "If he looks at a card left in the talon after the draw, which he is not entitled "
            "to see, his adversary may call a suit from him as many times as he has seen cards."
        ),
        "out_of_turn": tr.gettext(
            "If the dealer draws any of the first five, before the pone has announced that he "
            "leaves them, the dealer loses the game."
        ),
        "exposed_talon": tr.gettext(
            "If a card of the talon is accidentally exposed, the player to whom it would "
            "naturally belong may demand a fresh deal."
        ),
        "discard_too_many": tr.gettext(
            "If he discards too many cards and touches any card in the stock, he must play with "
            "the short hand if there are not enough cards left in the stock to make his hand up "
            "to twelve."
        ),
        "changed_discard": tr.gettext(
            "Only one discard is allowed, and having been made it cannot be changed after the "
            "stock has been touched."
        ),
    }
    return texts[kind]


_SCORED = {"too_many": Seat.ELDER, "looked_at_stock": Seat.ELDER, "short_draw": Seat.ELDER,
           "discard_too_many": Seat.YOUNGER}  # fmt: skip
"""The situations whose ruling changes a score, and whose declarations the learner counts."""

_HE = frozenset({"short_hand", "nothing_adversary_all", "counts_nothing", "call_suits",
                 "loses_game"})  # fmt: skip
"""The rulings whose words say "he" and "his adversary": the explanation names the seats."""

SCORE_PARTS = ("carte_blanche", "point", "sequences", "sets", "repique")
"""What the score question counts, of the engine's score of a seat (the fields of
:class:`~piquet_core.scoring.SeatScore`): the declarations and the repique; no tricks are
played in the drill, so no play, cards or pique."""


def _part(tr: Translator, name: str, n: int) -> str:
    words = {
        "carte_blanche": lambda: tr.gettext("carte blanche {n}"),
        "point": lambda: tr.gettext("point {n}"),
        "sequences": lambda: tr.gettext("sequences {n}"),
        "sets": lambda: tr.gettext("sets {n}"),
        "repique": lambda: tr.gettext("repique {n}"),
    }
    return words[name]().format(n=n)


def _parts(total: SeatScore) -> list[tuple[str, int]]:
    return [(k, getattr(total, k)) for k in SCORE_PARTS]


def seat_score_line(tr: Translator, seat: Seat, total: SeatScore) -> str:
    """What ``seat`` scores for his hand, part by part, from the engine's score of his seat
    ``total``: "Elder scores point 3, sequences 6, sets 28, repique 60: 97 points."
    """
    parts = _parts(total)
    shown = [_part(tr, k, n) for k, n in parts if n]
    if not shown:
        return (tr.gettext("Elder scores nothing.") if seat is Seat.ELDER
                else tr.gettext("Younger scores nothing."))  # fmt: skip
    line = (tr.gettext("Elder scores {parts}: {points}.") if seat is Seat.ELDER
            else tr.gettext("Younger scores {parts}: {points}."))  # fmt: skip
    return line.format(parts=", ".join(shown), points=points(tr, sum(n for _, n in parts)))


def _who_is_he(tr: Translator, seat: Seat) -> str:
    return (tr.gettext("Here “he” is elder, and “his adversary” younger.") if seat is Seat.ELDER
            else tr.gettext("Here “he” is younger, and “his adversary” elder."))  # fmt: skip


def laws_exercise(seed: str, lang: Lang) -> Exercise:
    """Rule on an irregular exchange (Foster, seed 004), and count what it leaves to score.

    Where the learner counts a score, the page shows what it depends on: each discard, both
    hands after the exchange (the engine's, :class:`piquet_core.deal.DealState`), and the
    explanation gives each seat's score part by part: the deal's score with every
    combination declared in full (``DealState.score(declared="full")``), as ``piquet
    replay`` scores the record."""
    tr = translator(lang)
    kind, record = situation(seed)
    if kind in MISDEAL_KINDS:
        return misdeal_exercise(seed, lang, kind, record)
    if kind in CALLING_KINDS:
        return calling_exercise(seed, lang, kind, record)
    d = deal(seed, "laws")
    state = DealState.from_record(record)
    answer = ANSWER[kind]
    source = tr.gettext("Foster, Complete Hoyle (1897), “Irregularities”")
    options = _options(tr)
    question, chosen = ruling_question(tr, answer, options)
    questions = [question]
    explanation = [chosen.label]
    if answer in _HE:
        explanation.append(_who_is_he(tr, state.rulings()[-1].seat))
    if answer == "counts_nothing":  # the engine's score: his declarations still bar
        assert state.rulings()[-1].seat is Seat.YOUNGER
        explanation.append(
            tr.gettext(
                "Younger's cards, though not good to score, are still good to bar elder: "
                "elder scores only what is better than younger's."
            )
        )
    hands = [
        ShownHand(tr.gettext("Elder hand, as dealt"), d.hands.elder),
        ShownHand(tr.gettext("Younger hand, as dealt"), d.hands.younger),
    ]
    lines = [
        tr.gettext("Talon, top card first: {cards}").format(
            cards=" ".join(c.format(lang) for c in d.talon)
        ),
        _what_happened(tr, kind, record, lang),
    ]
    seat = _SCORED.get(kind)
    if seat is not None:
        score = state.score(declared="full")  # the record has no calls: all declared
        n = sum(v for _, v in _parts(score.seats[seat]))
        label = (
            tr.gettext("What does elder score for his hand (declarations, repique included)?")
            if seat is Seat.ELDER
            else tr.gettext(
                "What does younger score for his hand (declarations, repique included)?"
            )
        )
        questions.append(
            Question(
                "score",
                "number",
                label,
                (str(n),),
                right=tr.gettext("Right: {points}.").format(points=points(tr, n)),
                wrong=tr.gettext("Not {given}: {points}.").format(
                    given=GIVEN, points=points(tr, n)
                ),
            )
        )
        discards, after = state.discards, state.hands_after
        assert discards.elder is not None and discards.younger is not None
        assert after.elder is not None and after.younger is not None
        lines += [
            tr.gettext("Elder's discard: {cards}").format(
                cards=" ".join(c.format(lang) for c in discards.elder)
            ),
            tr.gettext("Younger's discard: {cards}").format(
                cards=" ".join(c.format(lang) for c in discards.younger)
            ),
        ]
        hands += [
            ShownHand(tr.gettext("Elder hand, after the exchange"), after.elder),
            ShownHand(tr.gettext("Younger hand, after the exchange"), after.younger),
        ]
        for s in Seat:
            explanation.append(seat_score_line(tr, s, score.seats[s]))
    return Exercise(
        drill="laws",
        seed=seed,
        lang=lang,
        # a card of the talon exposed in dealing is ruled as the deal, not the exchange
        prompt=tr.gettext("You are the umpire. What happened at the deal is below: rule on it.")
        if kind == "exposed_talon"
        else tr.gettext("You are the umpire. What happened at the exchange is below: rule on it."),
        hands=tuple(hands),
        questions=tuple(questions),
        explanation=tuple(explanation),
        rules=(Rule(_law(tr, kind), source),),
        lines=tuple(lines),
    )
