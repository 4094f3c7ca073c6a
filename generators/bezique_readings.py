# ruff: noqa: RUF001  (the multiplication sign is intended)
"""Where seed S002's Bezique is ambiguous, and the reading the engine chose: the page's list.

Every entry of :data:`piquet_core.bezique.READINGS` is rendered: the seed's Russian words as
the engine quotes them, their English gloss, the reading, the alternatives (the switch of
:class:`piquet_core.bezique.BeziqueRules` that selects them) and the justification. The
English texts below are the engine's own (``seed_en`` and ``why``, checked equal by
``tests/generators/test_bezique.py``); as msgids they are translated in ``locales/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from generators.i18n import format_message, keep_numbers_with_words, translations
from piquet_core.bezique import READINGS, Meld, MeldRecord, Reading, Series, score_meld

NAME = "bezique-readings"


def _(message: str) -> str:
    """Mark ``message`` for extraction; it is translated when the page is rendered."""
    return message


@dataclass(frozen=True)
class ReadingText:
    """The words of one reading: the question, the reading, the alternatives, gloss, why."""

    question: str
    reading: str
    alternatives: Mapping[str, str]
    gloss: str
    why: str


#: Keyed by the reading's switch, or by its default text for a reading without a switch.
TEXTS: Mapping[str, ReadingText] = {
    "cover": ReadingText(
        _("What may cover the card led?"),
        _("A higher card of the same suit, or a trump on a card of another suit."),
        {"same-suit": _("Only a higher card of the same suit; trumps count only in melds.")},
        _("cover the card led"),
        _(
            "A trump suit that did nothing in play would be odd; every bezique game lets a higher "
            "card of the suit or a trump win the trick."
        ),
    ),
    "rank_order": ReadingText(
        _("How do the ranks stand in covering?"),
        _("In the handbook's order: ace, king, queen, jack, ten, nine."),
        {
            "A 10 K Q J 9": _(
                "The classical bezique order, the ten second: ace, ten, king, queen, jack, nine."
            )
        },
        _("in the following order: A, K, Q, J, 10"),
        _("The handbook gives the ranks in this order and says nothing of the ten ranking high."),
    ),
    "series_scope": ReadingText(
        _("Is the \"second bezique\" the player's second, or the table's?"),
        _("Each player counts his own: his first bezique is 25 whatever the others have shown."),
        {"per-table": _("The table counts: the second bezique shown by anyone is worth 50.")},
        _("The first bezique is worth 25, the second 50"),
        _("Points are written for each player's own melds; nothing ties them to another's."),
    ),
    "multiple": ReadingText(
        _("What is a double bezique (quint, marriage) worth?"),
        _("Twice what the next single one would score; the count then advances by two."),
        {
            "times-last": _(
                "Twice the value of the later of the two: a first double bezique is 2 × 50."
            ),
            "twice-single": _(
                "Word for word, twice what a single one scores now; a double is one "
                "declaration, so the count advances by one: a second bezique after a first "
                "double is 50."
            ),
            "twice-singles": _(
                "Double as a reward: twice what the same melds would score declared singly, "
                "so a first double bezique is 2 × (25 + 50) = 150 and the count advances by "
                "two. Fours are unchanged: the handbook itself prices the eighth king's second "
                "set at 2 × 88."
            ),
        },
        _("A double meld is worth double"),
        _(
            "Literally twice what the single meld would score now, as the 8th king's '176 for "
            "the second set' is twice the 88 of one; a double shows two, so the count advances "
            "by two."
        ),
    ),
    "jokers": ReadingText(
        _("Where may a joker stand?"),
        _("In any meld, for any card."),
        {
            "not-in-bezique": _("In any meld except a bezique."),
            "play-only": _("In no meld: a joker is only played, as the card its holder names."),
        },
        _("may be any card the player wishes"),
        _(
            "The handbook makes no exception, so a joker completes any meld: "
            "bezique, quint or four."
        ),
    ),
    "beyond_table": ReadingText(
        _("What is a meld worth past the last figure printed?"),
        _("The series goes on doubling: a fifth bezique is 400."),
        {"unscored": _("Nothing: only what the handbook prices scores.")},
        _("1st 50, 2nd 100, 3rd 200 and so on"),
        _(
            "Every series in the table doubles and the quint's 'and so on' says it continues; "
            "ten packs and jokers make longer series possible."
        ),
    ),
    "repeat": ReadingText(
        _('What does "two declarations are not made in a row" forbid?'),
        _(
            "Declaring after two tricks running: a player who declared after one trick may not "
            "declare after the next one he wins straight after."
        ),
        {"one-at-a-time": _("Only declaring two melds at one time.")},
        _("Two declarations are not made in a row"),
        _(
            "'In a row' (подряд) reads most naturally as on two turns running; one meld at a time "
            "holds in either reading."
        ),
    ),
    "plain_marriages": ReadingText(
        _("Does a king and queen of a plain suit score?"),
        _("No: only the trump marriage is priced."),
        {"on: half the trump value": _("Yes, at half the trump marriage's value: 2, 4, 8, 16.")},
        _("Trump marriage (king and queen of a suit)"),
        _("The handbook prices only the trump marriage and the trump quint."),
    ),
    "dealer_sits_out_at_three": ReadingText(
        _("With three at the table, who plays?"),
        _("Two: the dealer sits out, and the 37th card is turned."),
        {
            "off: three play, the 55th card is turned": _(
                "All three play, and the 55th card is turned."
            )
        },
        _("The 37th when three are playing"),
        _(
            "Thirty-six cards dealt before the 37th are two hands of 18: with three at the table "
            "only two hold cards, as with four only three do."
        ),
    ),
    "the 8th card: doubled bonus + the second set as a double meld": ReadingText(
        _("How do the figures for the eighth card add up?"),
        _(
            "The eighth card earns the doubled bonus and completes a second set of four, "
            "scored as a double meld."
        ),
        {},
        _("the eighth, 576 (a 400 bonus and 176 for the second set)"),
        _(
            "One rule gives both printed totals: 400 + 2 × 88 = 576 for kings and "
            "800 + 2 × 176 = 1152 for queens."
        ),
    ),
    "likewise": ReadingText(
        _('What does "likewise" give aces and jacks?'),
        _("The same bonuses as the card named, and twice their own four for the eighth."),
        {
            "same-figures": _(
                "The same figures word for word: the eighth bezique jack 1152, the eighth "
                "trump ace and the eighth trump jack 576."
            )
        },
        _("Likewise aces and jacks … likewise when bezique jacks are shown."),
        _(
            "Aces and trump jacks take the kings' bonuses (50, 100, 200, 400), bezique jacks the "
            "queens' (100 … 800); the eighth adds twice their own four."
        ),
    ),
    "trick_points": ReadingText(
        _("Do the cards won in tricks score?"),
        _("No: only melds score."),
        {
            "brisques": _(
                "Yes, as in classical bezique: each ace and ten won in a trick scores 10 at "
                "the count."
            )
        },
        _("Points are written for melds"),
        _(
            "The handbook names no other points: winning a trick gives the right to declare, and "
            "nothing more."
        ),
    ),
    "a card serves once in each kind of meld": ReadingText(
        _("May one card serve in two melds?"),
        _("Yes in melds of different kinds, but only once in each kind."),
        {},
        _("show it to the other players"),
        _(
            "Otherwise one bezique could be shown again and again for 25, 50, 100...; the same "
            "card may still serve in a meld of another kind, as in classical bezique."
        ),
    ),
    "each kind of meld has its own count": ReadingText(
        _('Does a bezique make the next marriage a "second"?'),
        _("No: each kind of meld has its own count."),
        {},
        _("The first bezique … the trump quint, the first … the trump marriage, the first"),
        _(
            "The handbook numbers beziques, quints and marriages separately, so a bezique does not "
            "make the next marriage a 'second'."
        ),
    ),
    "a joker's identity is chosen afresh for each meld": ReadingText(
        _("Is a joker the same card in every meld?"),
        _("No: its holder chooses what it stands for afresh in each meld."),
        {},
        _("may be any card the player wishes"),
        _(
            "The handbook sets no limit; within one kind of meld the joker, like any card, serves "
            "only once."
        ),
    ),
    "extra cards one at a time, to a four already shown": ReadingText(
        _("How are the fifth to eighth cards declared?"),
        _("One at a time, each added to a trump four already shown."),
        {},
        _("A fifth trump queen added to four shown"),
        _("The handbook prices each card separately and only 'to four shown'."),
    ),
    "plain fours of any suits": ReadingText(
        _("Must a plain four be of four different suits?"),
        _("No: any four cards of the rank, not all of the trump suit."),
        {},
        _("Four cards of one rank in one hand"),
        _("The handbook asks only for one rank; four of the trump card are the trump four."),
    ),
    "covering beats the best card on the table; no duty to follow": ReadingText(
        _("Must a player follow suit or beat the card?"),
        _("Neither: to cover is to beat the best card on the table, and nobody has to."),
        {},
        _("leads any card … throw one of their cards or cover the card led, as they wish"),
        _("The handbook leaves both the lead and the answer free."),
    ),
    "the winner declares, then draws first; play ends with the stock": ReadingText(
        _("When is a meld declared, and when does play end?"),
        _(
            "The winner of the trick declares before drawing, then draws first; play ends when "
            "the stock is exhausted."
        ),
        {},
        _(
            "After each lead the players take a card from the stock … When the stock is "
            "exhausted the points are counted"
        ),
        _(
            "He declares 'holding seventeen cards', so before drawing; the count comes when the "
            "stock ends, so the last hands are not played out."
        ),
    ),
    "the nine is exchanged by the player on lead, before he leads": ReadingText(
        _("Who exchanges the trump nine for the turn-up, and when?"),
        _("The player about to lead, before he leads, while the turn-up is in the stock."),
        {},
        _("It may be exchanged for the trump nine by the player who has the lead"),
        _(
            "'Who has the lead' is the player about to lead; the turn-up stays face up at the "
            "bottom of the stock, so the exchange is possible until it is drawn."
        ),
    ),
    "a joker turned up is passed over": ReadingText(
        _("What if the card turned for trumps is a joker?"),
        _("It is passed over: the next card is turned."),
        {},
        _("The 37th … is turned up and is trumps"),
        _(
            "A joker has no suit to make trumps; the next card is turned and the joker stays in "
            "the stock."
        ),
    ),
    "twelve nines: three of each suit": ReadingText(
        _("How are the twelve nines divided among the suits?"),
        _("Three of each suit."),
        {},
        _("twelve nines"),
        _(
            "Every suit needs trump nines for the exchange; an even split is the only one "
            "that favours no suit."
        ),
    ),
}


def key(reading: Reading) -> str:
    """The key of ``reading`` in :data:`TEXTS`."""
    return reading.switch if reading.switch is not None else reading.default


def _multiple_note(lang: str) -> str:
    """Beside the reading of double melds: under it a double is worth less than the same
    melds declared singly. The figures are the engine's (a first double bezique, and the
    first and second bezique declared one after the other)."""
    double = score_meld(Meld.bezique(2)).points
    first = score_meld(Meld.bezique()).points
    second = score_meld(Meld.bezique(), MeldRecord(series=((Series.BEZIQUE, 1),))).points
    assert double < first + second, "the note says a double is worth less than its singles"
    note = translations(lang).gettext(
        "Under this reading a double meld is worth less than the same melds declared "
        "singly: a first double bezique scores %(double)s, the same two beziques declared one "
        "after the other %(first)s + %(second)s = %(singles)s."
    )
    return format_message(
        note, lang, double=double, first=first, second=second, singles=first + second
    )


#: Notes printed beside a reading, keyed as :data:`TEXTS`.
NOTES: Mapping[str, Callable[[str], str]] = {"multiple": _multiple_note}


def quoted_ru(text: str) -> str:
    """The handbook's words as they stand inside « »: their own quotation marks become the
    inner „ “, and a closing full stop goes (Russian puts it after », and the list item
    needs none); an abbreviation keeps its stop («и т. д.»). Russian review 2026-12, Y8."""
    text = re.sub(r"«([^«»]*)»", r"„\1“", text.strip())
    if text.endswith(".") and not re.search(r"(?:^|[\s.])\w\.$", text):
        text = text[:-1]
    return text


def context(lang: str) -> Mapping[str, object]:
    """One entry per reading of the engine, in the engine's order, translated."""
    gettext: Callable[[str], str] = translations(lang).gettext
    rows = []
    for reading in READINGS:
        text = TEXTS[key(reading)]
        note = NOTES.get(key(reading))
        rows.append(
            {
                "note": note(lang) if note else "",
                "switch": reading.switch,
                "default": reading.default,
                "question": gettext(text.question),
                "reading": gettext(text.reading),
                "alternatives": [
                    {"value": alt.partition(":")[0], "text": gettext(text.alternatives[alt])}
                    for alt in reading.alternatives
                ],
                # the seed's Russian words, a number kept with its noun («25 очков»)
                "seed_ru": keep_numbers_with_words(quoted_ru(reading.seed_ru), "ru"),
                "gloss": gettext(text.gloss),
                "why": gettext(text.why),
            }
        )
    switches = sum(1 for r in READINGS if r.switch is not None)
    return {"readings": rows, "count": len(rows), "switches": switches}
