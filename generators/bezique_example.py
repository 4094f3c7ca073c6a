"""A worked meld sequence with its running score, scored by the engine.

One player's seventeen cards, hearts trumps (the seed's own example: «козырь — черви, дама
черв и валет бубен — безик»), and the melds he declares on the tricks he wins, one at a time:
two beziques, two trump marriages, a trump quint made with the bezique jack, four trump kings
and the fifth to eighth kings. :func:`piquet_core.bezique.running_score` scores each against
what he has declared before; nothing here is typed in but the cards and the order.
"""

from __future__ import annotations

from collections.abc import Mapping

from generators.bezique_common import score_words, seed_rules
from generators.card_faces import hand_html
from generators.i18n import translations
from piquet_core.bezique import (
    Meld,
    Suit,
    TrumpSet,
    parse_cards,
    running_score,
)

NAME = "bezique-example"

#: Eight packs hold eight kings of hearts; the hand is rich so that one deal shows every rule.
HAND = "QH QH JD JD KH KH KH KH KH KH KH KH AH 10H 9H AS 10C"
TRUMP = Suit.HEARTS
MELDS: tuple[Meld, ...] = (
    Meld.bezique(),
    Meld.marriage(),
    Meld.bezique(),
    Meld.marriage(),
    Meld.quint(),
    Meld.trump_four(TrumpSet.TRUMP_KINGS),
    *(Meld.extra(TrumpSet.TRUMP_KINGS),) * 4,
)


def context(lang: str) -> Mapping[str, object]:
    """The hand, one row per declaration (cards shown, score lines, running total), and the
    breakdown of the last, the eighth king."""
    w = score_words(lang)
    hand = parse_cards(HAND)
    steps = running_score(hand, TRUMP, MELDS, seed_rules())
    rows = []
    for n, ev in enumerate(steps, start=1):
        meld = w.meld_name(ev.score.meld)
        rows.append(
            {
                "n": n,
                "meld": meld,
                "cards": hand_html(map(w.card_dict, ev.shown), meld),
                "lines": w.score_lines(ev.score.items),
                "points": ev.points,
                "total": ev.record.points,
            }
        )
    last = steps[-1].score.items
    bonus, second_set = last[0], last[1]
    return {
        "hand": hand_html(
            map(w.card_dict, hand), translations(lang).gettext("The player's seventeen cards")
        ),
        "cards": len(hand),
        "trump": TRUMP.symbol,
        "rows": rows,
        "total": steps[-1].record.points,
        "declarations": len(steps),
        "eighth": steps[-1].points,
        "bonus": bonus.points,
        "set_value": second_set.param_dict()["value"],
        "sets": second_set.param_dict()["sets"],
        "set_points": second_set.points,
    }
