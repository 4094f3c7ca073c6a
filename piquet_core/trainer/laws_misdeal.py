"""The umpire drill's misdeals: a hand of eleven or thirteen as dealt (Cavendish, Laws 11, 12,
39-43), ruled by :mod:`piquet_core.misdeal` under the Rubicon code.

One card of a deal from the seed goes to the wrong place, giving one of the deals the laws
name (13/11/8, 13/12/7, 11/13/8, 12/13/7, elder's count first), or nine in the stock. The
learner says what elder may do (his option of a fresh deal, none when the law voids the deal,
or lost when he took up a card of the stock without announcing the error) and, where the deal
can stand, how many cards each player may then discard. The answer key is the engine's:
:meth:`~piquet_core.misdeal.Misdeal.of` for the option, and
:meth:`~piquet_core.misdeal.Misdeal.discard_counts` (what
:meth:`~piquet_core.deal.DealState.exchange_counts` allows) for the discards.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet_core.cards import Card, Hand, Seat
from piquet_core.misdeal import Misdeal, MisdealOption, Shape
from piquet_core.trainer.exercise import Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.rulings import ruling_question, ruling_verdicts
from piquet_core.trainer.seeds import deal
from piquet_core.trainer.words import cards_count, counted, law, number
from piquet_core.variants import RUBICON

MISDEAL_KINDS = (
    "misdeal_13_11_8",
    "misdeal_13_12_7",
    "misdeal_11_13_8",
    "misdeal_12_13_7",
    "misdeal_unannounced",
    "misdeal_nine",
)
"""The misdeals: one per deal of Laws 40-43, elder's option lost (Law 39), nine in the stock
(Law 12)."""

MISDEAL_RULINGS = ("option", "fresh_deal_due", "lost_option")
"""The rulings the learner chooses among for a misdeal."""

_MOVES: dict[str, tuple[str, str, MisdealOption]] = {
    "misdeal_13_11_8": ("younger", "elder", MisdealOption.STAND),
    "misdeal_13_12_7": ("talon", "elder", MisdealOption.STAND),
    "misdeal_11_13_8": ("elder", "younger", MisdealOption.STAND),
    "misdeal_12_13_7": ("talon", "younger", MisdealOption.STAND),
    "misdeal_unannounced": ("talon", "elder", MisdealOption.UNANNOUNCED),
    "misdeal_nine": ("younger", "talon", MisdealOption.FRESH_DEAL),
}
"""Where the card dealt wrongly was to go and where it went, and what elder did."""

_STAND_SHAPES = (Shape(13, 11, 8), Shape(13, 12, 7), Shape(11, 13, 8), Shape(12, 13, 7))
"""The deals elder may stand (Laws 40-43)."""


def _text(cards: Hand | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def _lowest(hand: Hand, n: int) -> Hand:
    return Hand(sorted(hand, key=lambda c: (int(c.rank), c.index))[:n])


def misdeal_situation(seed: str, kind: str) -> dict[str, object]:
    """The ``piquet replay`` record of the misdeal ``kind`` for ``seed`` (no tricks): one card
    of the seed's deal moved, elder's choice and, if the deal stands, the discards."""
    d = deal(seed, "laws")
    rng = random.Random(f"laws-misdeal-{seed}")
    src, dst, option = _MOVES[kind]
    places = {"elder": list(d.hands.elder), "younger": list(d.hands.younger),
              "talon": list(d.talon)}  # fmt: skip
    card = places[src].pop() if src == "talon" else places[src].pop(rng.randrange(12))
    places[dst].append(card)
    elder, younger = Hand(places["elder"]), Hand(places["younger"])
    talon = tuple(places["talon"])
    record: dict[str, object] = {"elder": _text(elder), "younger": _text(younger),
                                 "talon": _text(talon), "misdeal": option.value}  # fmt: skip
    md = Misdeal.of(Shape(len(elder), len(younger), len(talon)), option, RUBICON)
    if md.is_void:
        return record
    e_counts = sorted(md.discard_counts(Seat.ELDER, RUBICON))
    e_n = e_counts[rng.randrange(len(e_counts))]
    took = md.takes(Seat.ELDER, e_n)
    y_counts = sorted(md.discard_counts(Seat.YOUNGER, RUBICON, took))
    y_n = y_counts[rng.randrange(len(y_counts))]
    record["elder_discards"] = _text(_lowest(elder, e_n))
    record["younger_discards"] = _text(_lowest(younger, y_n))
    return record


def _shape(record: dict[str, object]) -> Shape:
    def n(key: str) -> int:
        return len(str(record[key]).split())

    return Shape(n("elder"), n("younger"), n("talon"))


def ruling_of(record: dict[str, object]) -> str:
    """The engine's ruling on the record's misdeal: ``fresh_deal_due`` if the laws void the
    deal whatever elder would choose, ``lost_option`` if he took up a card of the stock without
    announcing the error, else ``option`` (a fresh deal or standing the deal, his choice)."""
    md = Misdeal.of(_shape(record), str(record["misdeal"]), RUBICON)
    if md.is_void_by_law:
        return "fresh_deal_due"
    codes = {r.code for r in md.rulings(RUBICON)}
    return "lost_option" if "lost_option" in codes else "option"


def elder_took(record: dict[str, object]) -> int:
    """How many cards elder takes in for the record's discard (enough to hold twelve)."""
    md = Misdeal.of(_shape(record), str(record["misdeal"]), RUBICON)
    return md.takes(Seat.ELDER, len(str(record["elder_discards"]).split()))


def discard_counts(record: dict[str, object], seat: Seat) -> frozenset[int]:
    """How many cards ``seat`` may discard in the record's misdeal (younger: elder having
    taken in what his discard makes him take)."""
    md = Misdeal.of(_shape(record), str(record["misdeal"]), RUBICON)
    took = elder_took(record) if seat is Seat.YOUNGER else 0
    return md.discard_counts(seat, RUBICON, took)


def _all_counts(seat: Seat, took: int) -> list[frozenset[int]]:
    """What ``seat`` may discard in every deal that can stand, by each law (the choices
    offered: the learner picks his deal's law among them)."""
    found: list[frozenset[int]] = []
    for shape in _STAND_SHAPES:
        for option in (MisdealOption.STAND, MisdealOption.UNANNOUNCED):
            if option is MisdealOption.UNANNOUNCED and shape.elder == 12:
                continue
            counts = Misdeal.of(shape, option, RUBICON).discard_counts(seat, RUBICON, took)
            if counts and counts not in found:
                found.append(counts)
    return sorted(found, key=lambda c: (min(c), max(c)))


def _value(counts: frozenset[int]) -> str:
    return "-".join(str(n) for n in sorted(counts))


def counts_text(tr: Translator, counts: frozenset[int]) -> str:
    """ "2 to 6 cards" / « de 2 à 6 cartes » / «от 2 до 6 карт»; the counts are a run."""
    low, high = min(counts), max(counts)
    if low == high:
        return cards_count(tr, high)
    text = tr.ngettext("{low} to {high} card", "{low} to {high} cards", high).format(
        low=number(tr, low), high=number(tr, high)
    )
    return counted(tr, text, high)


def _count_question(
    tr: Translator, qid: str, label: str, answer: frozenset[int], offered: list[frozenset[int]]
) -> Question:
    options = tuple(Option(_value(c), counts_text(tr, c)) for c in offered)
    # the count is an option's label; in the verdict it ends a sentence, with its full stop
    # («Верно: от 0 до 4 карт.», as every other ruling's verdict)
    right, wrong = ruling_verdicts(tr, counts_text(tr, answer) + ".")
    return Question(
        qid, "choice", label, (_value(answer),), options=options, right=right, wrong=wrong
    )


def _took_label(tr: Translator, took: int) -> str:
    """The question on younger's discard, elder having taken in ``took`` cards (Russian «берёт
    1 карту, 2 карты, 5 карт», a no-break space after the number)."""
    text = tr.ngettext(
        "If the deal stands and elder takes in {n} card, how many may younger discard?",
        "If the deal stands and elder takes in {n} cards, how many may younger discard?",
        took,
    )
    return counted(tr, text.format(n=number(tr, took)), took)


def _story(tr: Translator, kind: str) -> str:
    texts = {
        "misdeal_13_11_8": tr.gettext(
            "Before touching the stock, elder finds that he holds thirteen cards; younger "
            "holds eleven, and the stock eight."
        ),
        "misdeal_13_12_7": tr.gettext(
            "Before touching the stock, elder finds that he holds thirteen cards; younger "
            "holds twelve, and the stock seven."
        ),
        "misdeal_11_13_8": tr.gettext(
            "Before touching the stock, elder finds that he holds eleven cards; younger holds "
            "thirteen, and the stock eight."
        ),
        "misdeal_12_13_7": tr.gettext(
            "Elder holds twelve cards; before taking up a card of the stock, he finds that it "
            "holds only seven. Younger holds thirteen."
        ),
        "misdeal_unannounced": tr.gettext(
            "Elder holds thirteen cards, younger twelve, and the stock seven. Elder discards "
            "and takes up a card of the stock without announcing the error."
        ),
        "misdeal_nine": tr.gettext(
            "Before touching the stock, elder finds that it holds nine cards; he holds twelve, "
            "and younger eleven."
        ),
    }
    return texts[kind]


def _ruling_options(tr: Translator) -> tuple[Option, ...]:
    labels = {
        "option": tr.gettext(
            "Elder may claim a fresh deal, or stand the deal and exchange as the law of this "
            "deal says."
        ),
        "fresh_deal_due": tr.gettext("There must be a fresh deal, whatever elder would choose."),
        "lost_option": tr.gettext(
            "Elder has lost his option of a fresh deal: he cannot alter his discard, and must "
            "leave at least three cards for younger."
        ),
    }
    return tuple(Option(r, labels[r]) for r in MISDEAL_RULINGS)


_LAWS: dict[str, Callable[[Translator], str]] = {
    "11": lambda tr: tr.gettext(
        "If the elder hand find that he has a card too many or a card too few, he has the "
        "option of a fresh deal after looking at his hand, but before taking up a card of the "
        "stock. If the elder hand, having twelve cards dealt him, find, in drawing the stock "
        "toward him after discarding, that it contains but seven cards, he has the option of a "
        "fresh deal, or of altering his discard."
    ),
    "12": lambda tr: tr.gettext(
        "If more than one card be dealt wrongly, or if there be nine cards in the stock, there "
        "must be a fresh deal."
    ),
    "39": lambda tr: tr.gettext(
        "If the elder hand, having eleven or thirteen cards dealt him, take up a card of the "
        "stock without announcing the error, he loses his option of a fresh deal. He cannot alter "
        "his discard, and he must leave at least three cards for the younger hand."
    ),
    "40": lambda tr: tr.gettext(
        "If the elder hand elect to stand the deal when he has thirteen cards, and there are "
        "eight in the stock, he must discard one card more than he takes in, and he must "
        "discard at least two cards. The younger hand must discard one less than he takes in; "
        "but, if he only take one card, he need not discard any."
    ),
    "41": lambda tr: tr.gettext(
        "If the elder hand elect to stand the deal when he has thirteen cards, and there are "
        "seven in the stock, he must discard one more card than he takes in. He must discard "
        "at least two cards; and, if he take all his cards, he discards six, and the younger "
        "hand can only take two cards."
    ),
    "42": lambda tr: tr.gettext(
        "If the elder hand elect to stand the deal when he has eleven cards, and there are "
        "eight in the stock, he must discard one less than he takes in; but, if he only take "
        "one card, he need not discard any. The younger hand must discard one more than he "
        "takes in, and he must discard at least two cards."
    ),
    "43": lambda tr: tr.gettext(
        "If the elder hand elect to stand the deal when he has twelve cards, and there are "
        "seven in the stock, he must discard the same number of cards as he takes in; and, if "
        "he take all his cards, the younger hand can only take two cards. The younger hand "
        "must discard one more than he takes in, and he must discard at least two cards."
    ),
}
"""Cavendish's Laws of Piquet, in his words."""

_CITED = {
    "misdeal_13_11_8": ("11", "40"),
    "misdeal_13_12_7": ("11", "41"),
    "misdeal_11_13_8": ("11", "42"),
    "misdeal_12_13_7": ("11", "43"),
    "misdeal_unannounced": ("39", "41"),
    "misdeal_nine": ("12",),
}
"""The laws each situation's feedback quotes."""


def misdeal_exercise(seed: str, lang: Lang, kind: str, record: dict[str, object]) -> Exercise:
    """Rule on a misdeal (Cavendish, Laws 11, 12, 39-43): elder's option, and the discards
    when the deal stands."""
    tr = translator(lang)
    answer = ruling_of(record)
    options = _ruling_options(tr)
    question, chosen = ruling_question(tr, answer, options)
    questions = [question]
    explanation = [chosen.label]
    if "elder_discards" in record:
        took = elder_took(record)
        elder = discard_counts(record, Seat.ELDER)
        younger = discard_counts(record, Seat.YOUNGER)
        questions.append(
            _count_question(
                tr,
                "elder_discards",
                tr.gettext("If the deal stands, how many cards may elder discard?"),
                elder,
                _all_counts(Seat.ELDER, 0),
            )
        )
        questions.append(
            _count_question(
                tr,
                "younger_discards",
                _took_label(tr, took),
                younger,
                _all_counts(Seat.YOUNGER, took),
            )
        )
        explanation.append(
            tr.gettext("Elder may discard {elder}; younger, then, {younger}.").format(
                elder=counts_text(tr, elder), younger=counts_text(tr, younger)
            )
        )
    cited = _CITED[kind]
    text = " ".join(_LAWS[n](tr) for n in cited)
    source = law(tr, *(int(n) for n in cited))
    talon = tuple(Card.parse(c) for c in str(record["talon"]).split())
    return Exercise(
        drill="laws",
        seed=seed,
        lang=lang,
        prompt=tr.gettext("You are the umpire. What happened at the deal is below: rule on it."),
        hands=(
            ShownHand(tr.gettext("Elder hand, as dealt"), Hand.parse(str(record["elder"]))),
            ShownHand(tr.gettext("Younger hand, as dealt"), Hand.parse(str(record["younger"]))),
        ),
        questions=tuple(questions),
        explanation=tuple(explanation),
        rules=(Rule(text, source),),
        lines=(
            tr.gettext("Talon, top card first: {cards}").format(
                cards=" ".join(c.format(lang) for c in talon)
            ),
            _story(tr, kind),
        ),
    )
