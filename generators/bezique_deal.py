"""A whole Bezique deal played by the engine: the first tricks, and every meld declared.

:func:`piquet_core.bezique.played_deal` plays a seeded two-handed deal with the engine's
simple players (seed S002's procedure: lead any card, cover or throw, the winner declares
holding seventeen cards and draws first, never two declarations running, the nine exchanged
for the turn-up, play ends with the stock). This generator reads its events back into
structured rows: each trick's cards, and each declaration's meld (from the player's record)
re-scored with :func:`~piquet_core.bezique.score_meld` against what that player had declared
before; the re-scored points must equal the engine's, or the build stops.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from generators.bezique_common import score_words, seed_rules
from generators.card_faces import card_html, hand_html
from generators.i18n import translations
from piquet_core.bezique import (
    Card,
    Event,
    Game,
    Meld,
    MeldKind,
    MeldRecord,
    PackCard,
    Rank,
    Series,
    TrumpSet,
    deal,
    parse_card,
    played_deal,
    score_meld,
)
from piquet_core.bezique.table import SET_SIZE

NAME = "bezique-deal"
#: The seeded deal shown: two players, eight packs; it shows every kind of meld and the
#: exchange of the trump nine (checked by tests/generators/test_bezique_pages.py).
SEED = 0
#: How many tricks are shown card by card.
FIRST_TRICKS = 6


@cache
def _played(seed: int) -> tuple[Game, tuple[Event, ...]]:
    return played_deal(seed, 2, seed_rules())


def _trick_cards(event: Event) -> list[tuple[PackCard, Card]]:
    """The cards of a trick event (``10H JH: won by 1``), each with what it played as."""
    plays = event.text.split(":", 1)[0].split()
    out = []
    for token in plays:
        card, _, as_card = token.partition("=")
        real = parse_card(card)
        shown = parse_card(as_card) if as_card else real
        assert isinstance(shown, Card)
        out.append((real, shown))
    return out


def declarations(seed: int = SEED) -> list[dict[str, object]]:
    """Every declaration of the deal: trick, player, meld, score, and the player's total.

    Raises ``AssertionError`` if a re-scored meld differs from the engine's points.
    """
    game, events = _played(seed)
    trump = game.trump
    melds: list[list[Meld]] = [list(r.declared) for r in game.records]
    series: list[dict[Series, int]] = [{} for _ in game.records]
    sets: list[dict[TrumpSet, int]] = [{} for _ in game.records]
    rows = []
    for event in events:
        if event.kind != "declare":
            continue
        p = event.player
        meld = melds[p].pop(0)
        record = MeldRecord.before(trump, series[p], sets[p])
        score = score_meld(meld, record, seed_rules())
        assert score.points == event.points, (event, score)
        if meld.series is not None:
            series[p][meld.series] = series[p].get(meld.series, 0) + meld.times
        if meld.trump_set is not None:
            grow = 1 if meld.kind is MeldKind.EXTRA else SET_SIZE * meld.times
            sets[p][meld.trump_set] = sets[p].get(meld.trump_set, 0) + grow
        rows.append(
            {
                "trick": event.trick,
                "player": p + 1,
                "meld": meld,
                "items": score.items,
                "points": event.points,
                "total": event.total,
            }
        )
    return rows


def context(lang: str) -> Mapping[str, object]:
    """The deal's opening, its first tricks, every declaration, and the final scores."""
    w = score_words(lang)
    gettext = translations(lang).gettext
    game, events = _played(SEED)
    dealt = deal(SEED, 2, rules=seed_rules())
    label = gettext("Player %(n)s's eighteen cards")
    hands = [
        {"n": i + 1, "html": hand_html(map(w.card_dict, h), label % {"n": i + 1})}
        for i, h in enumerate(dealt.hands)
    ]
    exchange = next((e for e in events if e.kind == "exchange"), None)
    by_trick: dict[int, list[str]] = {}
    decl_rows = []
    for row in declarations(SEED):
        meld = row["meld"]
        assert isinstance(meld, Meld)
        name = w.meld_name(meld)
        by_trick.setdefault(int(str(row["trick"])), []).append(name)
        decl_rows.append({**row, "meld": name, "lines": w.score_lines(row["items"])})  # type: ignore[arg-type]
    tricks = []
    leader = 1
    for event in events:
        if event.kind != "trick" or event.trick > FIRST_TRICKS:
            continue
        cards = _trick_cards(event)
        winner = event.player + 1
        tricks.append(
            {
                "n": event.trick,
                "leader": leader,
                "led": card_html(w.card_dict(cards[0][0])),
                "answer": card_html(w.card_dict(cards[1][0])),
                "winner": winner,
                "covered": winner != leader,
                "declared": by_trick.get(event.trick, []),
            }
        )
        leader = winner
    return {
        "seed": SEED,
        "turnup": card_html(w.card_dict(dealt.turnup)),
        "turnup_position": dealt.turnup_index + 1,
        "trump": dealt.trump.symbol,
        "hands": hands,
        "stock": len(dealt.stock),
        "exchange": None
        if exchange is None
        else {
            "player": exchange.player + 1,
            "nine": card_html(w.card_dict(Card(dealt.trump, Rank.NINE))),
        },
        "tricks": tricks,
        "first_tricks": FIRST_TRICKS,
        "declarations": decl_rows,
        "total_tricks": game.tricks_done,
        "scores": [{"player": i + 1, "points": s} for i, s in enumerate(game.scores)],
    }
