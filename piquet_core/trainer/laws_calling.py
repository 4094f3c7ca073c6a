"""The umpire drill's irregularities of calling and showing in Piquet au cent, where
Cavendish's *Laws of Piquet au Cent* differ from the Rubicon code (Laws 49-56).

From the seed, a deal is exchanged (elder five, younger three, the lowest cards) and one
irregularity is made of the hands after the exchange: a sequence shown higher than the one
called, a misnomer of a sequence corrected before the lead, elder leading without showing his
point, younger disallowing a good point, younger saying "Not good" and playing without
showing. The learner chooses the ruling and says what the seat it favours scores for that
kind. The answer key is the engine's (:mod:`piquet_core.calling_irregular`, through the deal
of the record, :meth:`piquet_core.deal.DealState.from_record`, the ``au-cent`` preset: its
rulings, and its score with every combination declared in full, as ``piquet replay`` scores
the record); the feedback quotes the au cent law and says what the Rubicon code rules, with
the score the engine gives under it.
"""

from __future__ import annotations

from piquet_core.cards import BySeat, Hand, Seat, format_cards
from piquet_core.combinations import Sequence
from piquet_core.deal import DealState
from piquet_core.declarations import declare_all
from piquet_core.errors import PiquetError
from piquet_core.scoring import DealScore
from piquet_core.trainer.exercise import (
    GIVEN,
    Exercise,
    Option,
    Question,
    Rule,
    ShownHand,
)
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.rulings import ruling_question
from piquet_core.trainer.seeds import deal
from piquet_core.trainer.words import law, points
from piquet_core.variants import AU_CENT, AU_CENT_LAW

CALLING_KINDS = (
    "calls_showed_sequence",
    "calls_misnomer",
    "calls_elder_did_not_show",
    "calls_younger_disallowed",
    "calls_younger_did_not_show",
)
"""The irregularities of calling and showing of the au cent laws, one situation each."""

CALL_RULINGS = (
    "reckons_call",
    "misnomer_corrected",
    "cannot_reckon",
    "shows_superiority",
    "elder_reckons_call",
    "no_penalty",
)
"""The rulings the learner chooses among for an irregularity of calling."""

_RULING_OF = {
    ("showed_sequence", AU_CENT_LAW): "reckons_call",
    ("misnomer", AU_CENT_LAW): "misnomer_corrected",
    ("misnomer", "Cavendish, Law 53"): "no_penalty",
    ("elder_did_not_show", AU_CENT_LAW): "cannot_reckon",
    ("elder_did_not_show", "Cavendish, Law 55"): "no_penalty",
    ("younger_disallowed", AU_CENT_LAW): "shows_superiority",
    ("younger_did_not_show", AU_CENT_LAW): "elder_reckons_call",
}
"""The choice that words each ruling of the engine (its code and law)."""

_SCORED: dict[str, tuple[Seat, str]] = {
    "calls_showed_sequence": (Seat.ELDER, "sequences"),
    "calls_misnomer": (Seat.ELDER, "sequences"),
    "calls_elder_did_not_show": (Seat.YOUNGER, "point"),
    "calls_younger_disallowed": (Seat.ELDER, "point"),
    "calls_younger_did_not_show": (Seat.ELDER, "point"),
}
"""Whose score of which kind the learner gives: the seat the ruling favours."""

_TRIES = 60
"""Deals tried from one seed until one fits the situation (a sequence of four to show, a good
point to disallow...): a seed's own deals find one within 20 (300 seeds of each kind). A typed
hand (both hands named, only the talon's order varies) may give none; then the next situation
is tried."""


def _text(cards: Hand) -> str:
    return " ".join(str(c) for c in cards)


def _lowest(hand: Hand, n: int) -> Hand:
    return Hand(sorted(hand, key=lambda c: (int(c.rank), c.index))[:n])


def _best_sequence(hand: Hand, least: int) -> Sequence | None:
    seqs = [s for s in declare_all(hand, AU_CENT).sequences if s.length >= least]
    return max(seqs, key=lambda s: s.key, default=None)


def _fields(kind: str, after: BySeat[Hand], plain: DealScore) -> list[dict[str, object]]:
    """The record fields that make ``kind`` of the hands after the exchange, in the order they
    are tried (none if the hands cannot give it)."""
    elder = after[0]
    if kind == "calls_showed_sequence":
        seq = _best_sequence(elder, 4)
        if seq is None:
            return []
        shown = Hand.from_mask(seq.bits)
        called = Hand.from_mask(Sequence(seq.suit, 3, seq.top).bits)
        return [{"elder_showed_sequence": _text(shown), "elder_called_sequence": _text(called)}]
    if kind == "calls_misnomer":
        seq = _best_sequence(elder, 3)
        if seq is None:
            return []
        return [
            {
                "misnomer": "elder",
                "misnomer_called": _text(Hand.from_mask(Sequence(suit, seq.length, seq.top).bits)),
                "misnomer_held": _text(Hand.from_mask(seq.bits)),
            }
            for suit in type(seq.suit)
            if suit is not seq.suit
        ]
    if kind == "calls_elder_did_not_show":
        return [{"elder_did_not_show": "point"}]
    if kind == "calls_younger_disallowed":
        return [{"younger_disallowed": "point"}]
    if plain.seats.younger.point == 0:  # younger's "Not good" must be true
        return []
    return [{"younger_did_not_show": "point", "younger_answer": "not good"}]


def _deal(record: dict[str, object]) -> DealState:
    """The deal of the record: after the exchange, in the calls, none of them made."""
    return DealState.from_record(record)


def _after(state: DealState) -> BySeat[Hand]:
    elder, younger = state.hands_after
    assert elder is not None and younger is not None
    return BySeat(elder, younger)


def _fits(record: dict[str, object]) -> bool:
    """Whether the engine accepts the record under both codes: reads it, rules on it and
    scores it."""
    try:
        for v in ("au-cent", "rubicon"):
            state = _deal({**record, "variant": v})
            state.score(declared="full")
            state.rulings()
    except PiquetError:
        return False
    return True


def _record(seed: str, kind: str) -> dict[str, object] | None:
    """The record of ``kind`` for ``seed``: the seed's deal if it fits, else the first that
    does of the deals the seed gives with the salts ``laws-calls-1``, ``laws-calls-2``...
    (None if none of :data:`_TRIES` does)."""
    for i in range(_TRIES):
        d = deal(seed, "laws") if i == 0 else deal(seed, f"laws-calls-{i}")
        e_disc, y_disc = _lowest(d.hands.elder, 5), _lowest(d.hands.younger, 3)
        base: dict[str, object] = {
            "variant": "au-cent",
            "elder": _text(d.hands.elder),
            "younger": _text(d.hands.younger),
            "talon": " ".join(str(c) for c in d.talon),
            "elder_discards": _text(e_disc),
            "younger_discards": _text(y_disc),
        }
        state = _deal(base)
        for extra in _fields(kind, _after(state), state.score(declared="full")):
            record = {**base, **extra}
            if _fits(record):
                return record
    return None


def calling_situation(seed: str, kind: str) -> tuple[str, dict[str, object]]:
    """The calling irregularity of ``seed`` and its ``piquet replay`` record (Piquet au cent,
    no tricks): ``kind`` if the seed's deals can give it, else the next of
    :data:`CALLING_KINDS` that they can (elder's point is good or equal, or younger's is
    better: one of the last three always fits)."""
    start = CALLING_KINDS.index(kind)
    for tried in CALLING_KINDS[start:] + CALLING_KINDS[:start]:
        record = _record(seed, tried)
        if record is not None:
            return tried, record
    raise AssertionError(f"no calling irregularity fits seed {seed!r}")  # pragma: no cover


def _ruling(state: DealState) -> str:
    """The choice that words the engine's ruling on the deal."""
    rulings = state.rulings()
    found = [_RULING_OF[(r.code, r.law)] for r in rulings
             if (r.code, r.law) in _RULING_OF]  # fmt: skip
    assert len(found) == 1, rulings
    return found[0]


def _score(state: DealState, kind: str) -> int:
    """What the seat the ruling favours scores of the kind the learner gives (the record's
    calls are the irregularity's: every combination is declared in full)."""
    seat, field = _SCORED[kind]
    total = state.score(declared="full").seats[seat]
    value = getattr(total, field)
    assert isinstance(value, int)
    return value


def _cards(record: dict[str, object], key: str, lang: Lang) -> str:
    return format_cards(str(record[key]), lang)


def _story(tr: Translator, kind: str, record: dict[str, object], lang: Lang) -> str:
    if kind == "calls_showed_sequence":
        return tr.gettext(
            "Elder shows {shown} but calls only {called}, an inferior sequence; younger answers, "
            "and elder leads."
        ).format(
            shown=_cards(record, "elder_showed_sequence", lang),
            called=_cards(record, "elder_called_sequence", lang),
        )
    if kind == "calls_misnomer":
        return tr.gettext(
            "Elder calls the sequence {called}, but holds {held}: he names the suit wrongly, "
            "and corrects it before he leads a card."
        ).format(
            called=_cards(record, "misnomer_called", lang),
            held=_cards(record, "misnomer_held", lang),
        )
    texts = {
        "calls_elder_did_not_show": tr.gettext(
            "Elder calls his point, which is good or equal, and leads a card without showing it."
        ),
        "calls_younger_disallowed": tr.gettext(
            "Younger answers “Not good” to elder's point; after elder has led, it is found "
            "that elder's point was good or equal."
        ),
        "calls_younger_did_not_show": tr.gettext(
            "Younger answers “Not good” to elder's point, and plays to the first trick "
            "without showing his own."
        ),
    }
    return texts[kind]


def _options(tr: Translator) -> tuple[Option, ...]:
    labels = {
        "reckons_call": tr.gettext(
            "Elder cannot reckon the sequence he showed, only what he called; the show bars "
            "younger's sequences if only equal or inferior to it."
        ),
        "misnomer_corrected": tr.gettext(
            "Elder may reckon anything of equal or inferior counting value, his call in error "
            "having been good against the cards."
        ),
        "cannot_reckon": tr.gettext(
            "Elder cannot reckon it; younger may show and reckon his, even if it is equal or "
            "inferior."
        ),
        "shows_superiority": tr.gettext(
            "Elder may show and reckon his superiority, or show his equality, though he has led "
            "a card."
        ),
        "elder_reckons_call": tr.gettext(
            "Elder may show and reckon what he called, though he has led a card; younger "
            "reckons nothing of it."
        ),
        "no_penalty": tr.gettext("No penalty: each reckons what his cards are worth."),
    }
    return tuple(Option(r, labels[r]) for r in CALL_RULINGS)


def _au_cent_law(tr: Translator, kind: str) -> str:
    """The au cent law's words (Cavendish, *Laws of Piquet au Cent*)."""
    texts = {
        "calls_showed_sequence": tr.gettext(
            "If the elder hand show a sequence and call an inferior one, he cannot reckon the "
            "superior one; but the show bars the younger hand from reckoning his sequences, if "
            "only equal or inferior to the one shown."
        ),
        "calls_misnomer": tr.gettext(
            "He may, however, correct a misnomer of sequence, trio, or quatorze, before he "
            "leads a card, and may reckon anything of equal or inferior counting value, "
            "provided his call in error was good against the cards."
        ),
        "calls_elder_did_not_show": tr.gettext(
            "The elder hand having called anything which is good or equal must show the cards "
            "called, except in the case of quatorzes and trios. If he lead a card without "
            "showing his call, he cannot reckon it, and the adversary may show and reckon his "
            "point or sequence, even though it be equal or inferior to the one called."
        ),
        "calls_younger_disallowed": tr.gettext(
            "If the younger hand disallow a call, and it be discovered that the call of the "
            "elder hand is good or equal, the elder hand can show and reckon his superiority, "
            "or show his equality, notwithstanding that he has led a card."
        ),
        "calls_younger_did_not_show": tr.gettext(
            "If the younger hand say equal or not good to a call, and play to the first trick "
            "without showing his superiority or equality, the elder may show and reckon what "
            "he has called, notwithstanding that he has led a card."
        ),
    }
    return texts[kind]


def _rubicon_law(tr: Translator, kind: str) -> tuple[str, str]:
    """What the Rubicon code rules instead, and where (Cavendish, Laws of Piquet)."""
    if kind == "calls_showed_sequence":
        return tr.gettext(
            "Under the Rubicon code elder may correct his miscall before it has been replied "
            "to; not corrected, the call binds him unless it was good against the cards, and "
            "the show bars nothing."
        ), law(tr, 49, 50)
    if kind == "calls_misnomer":
        return tr.gettext(
            "Under the Rubicon code there is no penalty for a misnomer, provided he could not "
            "possibly have held what he claims, in his hand and discard taken together."
        ), law(tr, 53)
    if kind == "calls_elder_did_not_show":
        return tr.gettext(
            "Under the Rubicon code elder must show the cards called at any time they are "
            "asked for: leading without showing them costs him nothing."
        ), law(tr, 55)
    if kind == "calls_younger_disallowed":
        return tr.gettext(
            "Under the Rubicon code nothing omitted is lost before younger plays to the first "
            "trick: elder reckons his point all the same."
        ), law(tr, 56)
    return tr.gettext(
        "Under the Rubicon code, when the younger hand has played to the first trick, neither "
        "player can reckon anything omitted: neither scores the point."
    ), law(tr, 55, 56)


def _score_label(tr: Translator, kind: str) -> str:
    seat, field = _SCORED[kind]
    if field == "sequences":
        return tr.gettext("What does elder score for sequences?")
    if seat is Seat.YOUNGER:
        return tr.gettext("What does younger score for the point?")
    return tr.gettext("What does elder score for the point?")


def calling_exercise(seed: str, lang: Lang, kind: str, record: dict[str, object]) -> Exercise:
    """Rule on an irregularity of calling or showing in Piquet au cent, and count what the
    ruling leaves to the seat it favours."""
    tr = translator(lang)
    state = _deal(record)
    answer = _ruling(state)
    options = _options(tr)
    question, chosen = ruling_question(tr, answer, options)
    n = _score(state, kind)
    rubicon = _score(_deal({**record, "variant": "rubicon"}), kind)
    questions = (
        question,
        Question(
            "score",
            "number",
            _score_label(tr, kind),
            (str(n),),
            right=tr.gettext("Right: {points}.").format(points=points(tr, n)),
            wrong=tr.gettext("Not {given}: {points}.").format(given=GIVEN, points=points(tr, n)),
        ),
    )
    rubicon_text, rubicon_source = _rubicon_law(tr, kind)
    after = _after(state)
    return Exercise(
        drill="laws",
        seed=seed,
        lang=lang,
        prompt=tr.gettext("You are the umpire. What happened in the calling is below: rule on it."),
        hands=(
            ShownHand(tr.gettext("Elder hand, after the exchange"), after.elder),
            ShownHand(tr.gettext("Younger hand, after the exchange"), after.younger),
        ),
        questions=questions,
        explanation=(
            chosen.label,
            (
                tr.gettext("Under the Rubicon code elder would score {points} for it.")
                if _SCORED[kind][0] is Seat.ELDER
                else tr.gettext("Under the Rubicon code younger would score {points} for it.")
            ).format(points=points(tr, rubicon)),
        ),
        rules=(
            Rule(_au_cent_law(tr, kind), tr.gettext("Cavendish, Laws of Piquet au Cent")),
            Rule(rubicon_text, rubicon_source),
        ),
        lines=(
            tr.gettext("Piquet au cent, under Cavendish's Laws of Piquet au Cent."),
            _story(tr, kind, record, lang),
        ),
    )
