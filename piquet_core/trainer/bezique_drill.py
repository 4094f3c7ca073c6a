# ruff: noqa: RUF001  (the multiplication sign is intended)
"""The Bezique meld drill: a hand, the table state, and the value of a meld (seed S002).

The learner has won a trick and holds seventeen cards («имея на руках семнадцать карт»). The
page shows the hand, the trump suit, and what he has declared before (so many beziques, so
many trump kings already shown), and asks either what a named meld scores now, or what his
best meld scores. The answer key and the itemised feedback (each score line, with the seed's
rule) come from :func:`piquet_core.bezique.meld_exercise`; the words from
:mod:`piquet_core.trainer.bezique_words`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from piquet_core.bezique import (
    SERIES_TABLE,
    SET_TABLE,
    BeziqueError,
    MeldExercise,
    MeldKind,
    PackCard,
    Rank,
    Series,
    meld_exercise,
)
from piquet_core.bezique.cards import Card
from piquet_core.trainer.bezique_words import Words, words
from piquet_core.trainer.exercise import GIVEN, Exercise, Question, Rule
from piquet_core.trainer.i18n import Lang
from piquet_core.trainer.words import number

DRILL = "bezique"
#: How many derived engine seeds are tried when one gives a meld the pack cannot hold.
TRIES = 32

_PLAIN_FOURS_RU = (
    "Четыре карты одного достоинства на одной руке: валеты — 4, дамы — 6, короли — 8, тузы — 10."
)
_MULTIPLE_RU = "Двойная «показка» ценится вдвойне, тройная — втройне и т. д."


@dataclass(frozen=True)
class BeziqueExercise(Exercise):
    """An :class:`Exercise` whose hand is of the Bezique pack (duplicates and jokers)."""

    cards: tuple[PackCard, ...] = ()
    hand_label: str = ""

    def to_dict(self) -> dict[str, object]:
        """As :meth:`Exercise.to_dict`, the hand in the same shape as a Piquet hand's."""
        out = super().to_dict()
        w = words(self.lang)
        out["hands"] = [{"label": self.hand_label, "cards": [w.card_dict(c) for c in self.cards]}]
        return out


def engine_seed(seed: str) -> int:
    """The engine's integer seed for a trainer seed string (stable across runs)."""
    return int.from_bytes(hashlib.sha256(f"{DRILL}:{seed}".encode()).digest()[:8], "big")


def _meld_exercise(seed: str) -> MeldExercise:
    base = engine_seed(seed)
    for k in range(TRIES):
        try:
            return meld_exercise(base + k)
        except BeziqueError:
            continue
    raise BeziqueError(f"no meld exercise for seed {seed!r}", code="exercise")  # pragma: no cover


def _state_lines(w: Words, ex: MeldExercise) -> list[str]:
    """The table state: trumps and the bezique, and what the player has declared before."""
    trump = ex.trump
    queen, jack = Card(trump, Rank.QUEEN), Card(trump.partner, Rank.JACK)
    lines = [
        w.gettext("Trumps: {suit}; the bezique is {queen} and {jack}.").format(
            suit=trump.symbol, queen=w.card_text(queen), jack=w.card_text(jack)
        )
    ]
    before = [(w.series_noun(s.value), n) for s, n in ex.record.series if n]
    before += [(w.set_card(t.value), n) for t, n in ex.record.sets if n]
    if not before:
        lines.append(w.gettext("You have declared nothing before."))
    for name, n in before:
        lines.append(w.gettext("Declared or shown before: {meld} × {n}.").format(meld=name, n=n))
    return lines


def _with_seed(w: Words, text: str, seed_ru: str) -> str:
    """The rule in the page's language, followed by the seed's Russian (in Russian, the rule
    *is* the seed's words). Quoted, the seed's own quotation marks become the inner ones,
    «Двойная „показка“ ценится вдвойне» (Russian reading 3: no «» inside «»); the outer
    marks are the page's sentence's, so a French page spaces them: « Двойная … »."""
    if w.lang == "ru":
        return text
    inner = seed_ru.replace("«", "„").replace("»", "“")
    space = "\u00a0" if w.lang == "fr" else ""
    return f"{text} «{space}{inner}{space}»"


def _rules(w: Words, ex: MeldExercise) -> tuple[Rule, ...]:
    """The handbook's rule for the meld in the answer, in the page's language and in Russian."""
    meld = ex.answer.score.meld
    source = w.gettext("Russian handbook, «Безик»")
    if meld.kind is MeldKind.BEZIQUE:
        text, ru = (
            w.gettext(
                "The first bezique is worth 25, the second 50, the third 100, the fourth 200."
            ),
            SERIES_TABLE[Series.BEZIQUE].seed_ru,
        )
    elif meld.kind is MeldKind.TRUMP_QUINT:
        text, ru = (
            w.gettext(
                "The trump quint (ace, king, queen, jack and ten of trumps, or with "
                "the bezique jack): the first 50, the second 100, the third 200, "
                "and so on."
            ),
            SERIES_TABLE[Series.TRUMP_QUINT].seed_ru,
        )
    elif meld.kind is MeldKind.TRUMP_MARRIAGE:
        text, ru = (
            w.gettext(
                "The trump marriage (king and queen of trumps): the first 4, the "
                "second 8, the third 16, the fourth 32."
            ),
            SERIES_TABLE[Series.TRUMP_MARRIAGE].seed_ru,
        )
    elif meld.kind is MeldKind.FOUR:
        text, ru = (
            w.gettext("Four cards of one rank in one hand: jacks 4, queens 6, kings 8, aces 10."),
            _PLAIN_FOURS_RU,
        )
    elif meld.kind is MeldKind.TRUMP_FOUR:
        text, ru = (
            w.gettext(
                "Four trumps of a rank: jacks 44 (40 + 4), queens 176 (170 + 6), "
                "kings 88 (80 + 8), aces 110 (100 + 10); four bezique jacks 164 "
                "(160 + 4); four trump tens 90."
            ),
            SET_TABLE[meld.trump_set].seed_ru if meld.trump_set else "",
        )
    else:
        text, ru = (
            w.gettext(
                "Each trump card added to four shown: a fifth king 50, a sixth 100, "
                "a seventh 200, an eighth 576 (a 400 bonus and 176 for the second "
                "set), likewise aces and jacks; a fifth queen 100, then 200, 400 "
                "and 1152 for the eighth, likewise bezique jacks; a fifth trump "
                "ten 50, a sixth 100."
            ),
            SET_TABLE[meld.trump_set].seed_ru if meld.trump_set else "",
        )
    rules = [Rule(_with_seed(w, text, ru), source)]
    if meld.times > 1:
        double = w.gettext("A double meld is worth double, a triple one triple, and so on.")
        rules.append(Rule(_with_seed(w, double, _MULTIPLE_RU), source))
    return tuple(rules)


def bezique_exercise(seed: str, lang: Lang) -> BeziqueExercise:
    """The meld drill's exercise for ``seed`` in ``lang``."""
    w = words(lang)
    ex = _meld_exercise(seed)
    answer = ex.answer
    meld_name = w.meld_name(answer.score.meld)
    points = answer.points
    if ex.meld is not None:
        prompt = w.gettext(
            "You have won the trick and hold seventeen cards. You declare: "
            "{meld}. How many points does it score?"
        ).format(meld=meld_name)
        right = w.ngettext(
            "Right: {meld} scores {points} point.", "Right: {meld} scores {points} points.", points
        )
        wrong = w.ngettext(
            "Not {given}: {meld} scores {points} point.",
            "Not {given}: {meld} scores {points} points.",
            points,
        )
        label = w.gettext("Points for {meld}").format(meld=meld_name)
    else:
        prompt = w.gettext(
            "You have won the trick and hold seventeen cards. What does the best "
            "meld you can declare now score?"
        )
        right = w.ngettext(
            "Right: your best meld is {meld}, for {points} point.",
            "Right: your best meld is {meld}, for {points} points.",
            points,
        )
        wrong = w.ngettext(
            "Not {given}: your best meld is {meld}, for {points} point.",
            "Not {given}: your best meld is {meld}, for {points} points.",
            points,
        )
        label = w.gettext("Points for your best meld")
    figure = number(w, points)  # « 1 152 points », "1,152 points" (TRANSLATING.md, Typography)
    right = right.format(meld=meld_name, points=figure)
    wrong = wrong.format(given=GIVEN, meld=meld_name, points=figure)
    shown = " ".join(
        w.card_text(c)
        if c == s
        else w.gettext("{joker} as {card}").format(joker=w.card_text(c), card=w.card_text(s))
        for c, s in zip(answer.shown, answer.stands_for, strict=True)
    )
    explanation = (
        *w.score_lines(answer.score.items),
        w.gettext("Cards shown: {cards}.").format(cards=shown),
    )
    return BeziqueExercise(
        drill=DRILL,
        seed=seed,
        lang=lang,
        prompt=prompt,
        hands=(),
        questions=(Question("points", "number", label, (str(points),), right=right, wrong=wrong),),
        explanation=explanation,
        rules=_rules(w, ex),
        lines=tuple(_state_lines(w, ex)),
        cards=ex.hand,
        hand_label=w.gettext("Your seventeen cards"),
    )


__all__ = ["DRILL", "BeziqueExercise", "bezique_exercise", "engine_seed"]
