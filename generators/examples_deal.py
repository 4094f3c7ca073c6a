"""A complete annotated deal: the exchange, the calls, every trick with the running score.

The deal is the first seed from 1 (stream ``site-deal``) whose deal, played by the two plain
players of :mod:`generators.example_players`, ends with a pique: a deterministic search at
build time, not a hand typed in. Everything after the choices is the engine's: the replay
contract validates the exchange and the play, and :func:`piquet_core.score_deal` gives every
score in the order of reckoning (Law 67), with the running totals, the pique and the cards.

The calls are rendered from the engine's comparison of the two hands declared in full
(Cavendish, *Description*, "Calling"): elder calls, younger answers "Good", "Not good",
"Equal" or, with a point of as many cards, "Making?".
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache

from generators.example_players import PlayedDeal, play_deal
from generators.examples_common import card, cards, first_seed, seeded_deal, words
from piquet_core.cards import Seat
from piquet_core.declarations import CardSet, Declared, Sequence, is_carte_blanche
from piquet_core.scoring import Category, ScoreEvent

NAME = "example-deal"
SALT = "site-deal"

_DECLARATIONS = (Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCES, Category.SETS)


def _has_pique(seed: int) -> bool:
    score = played(seed).score
    return bool(score.elder.pique or score.younger.pique)


@cache
def played(seed: int) -> PlayedDeal:
    """The deal of ``seed`` exchanged, played and scored."""
    return play_deal(seeded_deal(seed, SALT), seed)


@cache
def deal_seed() -> int:
    """The first seed from 1 whose deal has a pique."""
    return first_seed(_has_pique, "a deal with a pique")


def _reply(winner: Seat | None, equal: bool) -> str:
    if equal:
        return "equal"
    return "not_good" if winner is Seat.YOUNGER else "good"


def _calls(d: PlayedDeal, lang: str) -> list[dict[str, object]]:
    """The dialogue, from the engine's comparison of the two hands declared in full."""
    w = words(lang)
    c = d.score.comparison
    lines: list[dict[str, object]] = []

    def say(seat: Seat, kind: str, **params: object) -> None:
        lines.append({"seat": seat.value, "kind": kind, **params})

    ep, yp = c.elder.point, c.younger.point
    if ep is not None:
        say(Seat.ELDER, "point", num=ep.length, about=w.point(ep))
        if yp is not None and yp.length == ep.length:
            say(Seat.YOUNGER, "making", num=yp.length, about=w.point(yp))
            say(Seat.ELDER, "pips", num=ep.pips, about=None)
            say(Seat.YOUNGER, _reply(c.point.winner, c.point.equal), about=None, of="point")
        else:
            about = w.point(yp) if yp is not None else None
            say(Seat.YOUNGER, _reply(c.point.winner, False), about=about, of="point")
    for kind, e_items, y_items, result in (
        ("sequence", c.elder.sequences, c.younger.sequences, c.sequences),
        ("set", c.elder.sets, c.younger.sets, c.sets),
    ):
        if not e_items:
            continue
        best: Sequence | CardSet = e_items[0]
        name = w.sequence(best, suit=False) if isinstance(best, Sequence) else w.card_set(best)
        say(Seat.ELDER, kind, name=name, about=w.item(best))
        theirs = y_items[0] if y_items else None
        about = (
            None
            if theirs is None
            else (w.sequence(theirs) if isinstance(theirs, Sequence) else w.card_set(theirs))
        )
        say(Seat.YOUNGER, _reply(result.winner, result.equal), about=about, of=kind)
    return lines


def _event_name(ev: ScoreEvent, declared: tuple[Declared, Declared], lang: str) -> str:
    """The name of a declaration the engine scored, in the page's language."""
    w = words(lang)
    mine = declared[0] if ev.seat is Seat.ELDER else declared[1]
    if ev.category is Category.CARTE_BLANCHE:
        return w.gettext("carte blanche")
    if ev.category is Category.POINT:
        assert mine.point is not None
        return w.point(mine.point)
    raise ValueError(f"not a single declaration: {ev.category}")


def _reckonings(d: PlayedDeal, lang: str) -> list[dict[str, object]]:
    """Each declaration the engine scored, in the order of reckoning, with the running totals."""
    w = words(lang)
    comparison = d.score.comparison
    declared = (comparison.elder, comparison.younger)
    queues: dict[tuple[Seat, Category], list[Sequence | CardSet]] = {
        (Seat.ELDER, Category.SEQUENCES): sorted(declared[0].sequences, key=lambda q: q.order_key,
                                                 reverse=True),
        (Seat.YOUNGER, Category.SEQUENCES): sorted(declared[1].sequences,
                                                   key=lambda q: q.order_key, reverse=True),
        (Seat.ELDER, Category.SETS): sorted(declared[0].sets, key=lambda s: s.order_key,
                                            reverse=True),
        (Seat.YOUNGER, Category.SETS): sorted(declared[1].sets, key=lambda s: s.order_key,
                                              reverse=True),
    }  # fmt: skip
    rows: list[dict[str, object]] = []
    for ev in d.score.events:
        if ev.category in (Category.SEQUENCES, Category.SETS):
            item = queues[(ev.seat, ev.category)].pop(0)
            if item.score != ev.points:
                raise ValueError(f"the engine scored {ev.points} for {ev.what}, not {item.score}")
            name = w.item(item)
        elif ev.category in (Category.CARTE_BLANCHE, Category.POINT):
            name = _event_name(ev, declared, lang)
        elif ev.category is Category.REPIQUE:
            name = w.gettext("repique")
        else:
            continue
        rows.append({
            "seat": ev.seat.value, "name": name, "points": ev.points,
            "elder_total": ev.elder_total, "younger_total": ev.younger_total,
        })  # fmt: skip
    return rows


def _tricks(d: PlayedDeal, lang: str) -> list[dict[str, object]]:
    """Every trick: who led what, the reply, the winner, the points made and the running score."""
    play = d.score.play
    assert play is not None
    by_trick: dict[int, list[ScoreEvent]] = {}
    for ev in d.score.events:
        if ev.trick is not None and ev.category in (Category.PLAY, Category.PIQUE):
            by_trick.setdefault(ev.trick, []).append(ev)
    rows: list[dict[str, object]] = []
    for trick in play.tricks:
        events = by_trick.get(trick.number, [])
        last = events[-1] if events else None
        rows.append({
            "number": trick.number,
            "leader": trick.leader.value,
            "lead": card(trick.lead, lang),
            "follow": card(trick.follow, lang),
            "winner": trick.winner.value,
            "scores": [{"seat": e.seat.value, "what": e.what if e.category is Category.PLAY
                        else e.category.value, "points": e.points} for e in events],
            "elder_total": last.elder_total if last else None,
            "younger_total": last.younger_total if last else None,
        })  # fmt: skip
    totals = (0, 0)
    for row in rows:  # a trick that scores nothing keeps the running score
        if row["elder_total"] is None:
            row["elder_total"], row["younger_total"] = totals
        totals = (int(str(row["elder_total"])), int(str(row["younger_total"])))
    return rows


def _bonus(d: PlayedDeal, lang: str) -> dict[str, object] | None:
    """The pique or repique: who, and the score that made thirty (the event before it)."""
    events = d.score.events
    for i, ev in enumerate(events):
        if ev.category in (Category.PIQUE, Category.REPIQUE):
            made = events[i - 1]
            reached = made.elder_total if ev.seat is Seat.ELDER else made.younger_total
            return {
                "kind": ev.category.value,
                "seat": ev.seat.value,
                "trick": ev.trick,
                "what": made.what if made.category is Category.PLAY else "declaration",
                "card": card(made.card, lang) if made.card is not None else None,
                "reached": reached,
                "points": ev.points,
                "after": ev.elder_total if ev.seat is Seat.ELDER else ev.younger_total,
            }
    return None


def context(lang: str) -> Mapping[str, object]:
    """The annotated deal of :func:`deal_seed`."""
    d = played(deal_seed())
    r = d.record
    s = d.score
    play = s.play
    assert play is not None
    cards_events = [e for e in s.events if e.category is Category.CARDS]
    return {
        "seed": d.seed,
        "salt": SALT,
        "dealt": {"elder": cards(r.elder, lang), "younger": cards(r.younger, lang)},
        "discards": {"elder": cards(r.elder_discards, lang),
                     "younger": cards(r.younger_discards, lang)},
        "discard_count": {"elder": len(r.elder_discards), "younger": len(r.younger_discards)},
        "draws": {"elder": cards(d.elder_draws, lang), "younger": cards(d.younger_draws, lang)},
        "after": {"elder": cards(r.elder_after, lang), "younger": cards(r.younger_after, lang)},
        "carte_blanche": {"elder": is_carte_blanche(r.elder),
                          "younger": is_carte_blanche(r.younger)},
        "calls": _calls(d, lang),
        "reckonings": _reckonings(d, lang),
        "tricks": _tricks(d, lang),
        "tricks_won": {"elder": play.elder_tricks, "younger": play.younger_tricks},
        "cards_events": [{"seat": e.seat.value, "points": e.points, "capot": e.what == "capot",
                          "elder_total": e.elder_total, "younger_total": e.younger_total}
                         for e in cards_events],
        "bonus": _bonus(d, lang),
        "totals": {"elder": s.elder.to_dict(), "younger": s.younger.to_dict()},
        "categories": ("carte_blanche", "point", "sequences", "sets", "play", "cards", "pique",
                       "repique"),
        "replay_json": json.dumps(d.to_json(), ensure_ascii=False),
    }  # fmt: skip
