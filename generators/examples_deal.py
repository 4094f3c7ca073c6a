"""A complete annotated deal: the exchange, the calls, every trick with the running score.

The deal is the first seed from 1 (stream ``site-deal``) whose deal, played by the two plain
players of :mod:`generators.example_players`, ends with a pique: a deterministic search at
build time, not a hand typed in. Everything after the choices is the engine's: the replay
contract validates the exchange and the play, and :func:`piquet_core.score_deal` gives every
score in the order of reckoning (Law 67), with the running totals, the pique and the cards.

The calls are the engine's: the same deal is played through :class:`piquet_core.deal.DealState`
with both players declaring in full, and its dialogue (Cavendish, *Description*, "Calling":
elder calls, younger answers "Good", "Not good", "Equal" or, with as many cards, "Making?")
is printed in the engine's words for each language.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache

from generators.example_players import PlayedDeal, play_deal, talk
from generators.examples_common import card, cards, first_seed, lang_code, seeded_deal, words
from piquet_core.cards import BySeat, Seat
from piquet_core.deal import Play
from piquet_core.declarations import CardSet, Declared, Sequence, declare_all, is_carte_blanche
from piquet_core.dialogue import Call, Declare, Kind, Reply, Value
from piquet_core.scoring import Category, ScoreEvent
from piquet_core.trainer.deal_viewer import encode_record

NAME = "example-deal"
SALT = "site-deal"

_DECLARATIONS = (Category.CARTE_BLANCHE, Category.POINT, Category.SEQUENCES, Category.SETS)


def _has_pique(seed: int) -> bool:
    score = played(seed).score
    return any(s.pique for s in score.seats)


@cache
def played(seed: int) -> PlayedDeal:
    """The deal of ``seed`` exchanged, played and scored."""
    return play_deal(seeded_deal(seed, SALT), seed)


@cache
def deal_seed() -> int:
    """The first seed from 1 whose deal has a pique."""
    return first_seed(_has_pique, "a deal with a pique")


def _calls(d: PlayedDeal, lang: str) -> list[dict[str, object]]:
    """The dialogue as the engine's state machine speaks it (:meth:`DealState.history`), from
    elder's first call to younger's reckoning before he plays to the first card."""
    w = words(lang)
    code = lang_code(lang)
    r = d.record
    holding = {seat: declare_all(r.hands_after[seat]) for seat in Seat}

    def best(seat: Seat, kind: Kind) -> str | None:
        held = holding[seat]
        items = {Kind.POINT: (held.point,) if held.point else (), Kind.SEQUENCE: held.sequences,
                 Kind.SET: held.sets}[kind]  # fmt: skip
        return w.item(items[0]) if items else None

    lines: list[dict[str, object]] = []
    kind = Kind.POINT
    call: Call | None = None
    plays = 0
    for turn in talk(d).history:
        action = turn.action
        if isinstance(action, Play):
            plays += 1
            if plays == 2:  # younger plays to the first card: the calls are over
                break
            lines.append({"seat": turn.seat.value, "said": None, "lead": card(action.card, lang),
                          "about": None})  # fmt: skip
            continue
        if not isinstance(action, Call | Reply | Value | Declare):
            continue
        about = None
        said = action.say(code)
        if isinstance(action, Call):
            kind = action.kind
            call = action
            about = best(turn.seat, kind)
        elif isinstance(action, Reply):
            about = best(turn.seat, kind) or w.gettext("He has nothing of the kind")
            said = action.say(code, call)  # Russian «Годится» to a sequence, «Годятся» to a set
        lines.append({"seat": turn.seat.value, "said": said, "lead": None,
                      "about": about})  # fmt: skip
    return lines


def _event_name(ev: ScoreEvent, declared: BySeat[Declared], lang: str) -> str:
    """The name of a declaration the engine scored, in the page's language."""
    w = words(lang)
    mine = declared[ev.seat]
    if ev.category is Category.CARTE_BLANCHE:
        return w.gettext("carte blanche")
    if ev.category is Category.POINT:
        assert mine.point is not None
        return w.point(mine.point)
    raise ValueError(f"not a single declaration: {ev.category}")


def _order_key(item: Sequence | CardSet) -> int:
    return item.order_key


def _reckonings(d: PlayedDeal, lang: str) -> list[dict[str, object]]:
    """Each declaration the engine scored, in the order of reckoning, with the running totals."""
    w = words(lang)
    comparison = d.score.comparison
    declared = comparison.declared
    queues: dict[tuple[Seat, Category], list[Sequence | CardSet]] = {}
    for seat in Seat:
        mine = declared[seat]
        queues[seat, Category.SEQUENCES] = sorted(mine.sequences, key=_order_key, reverse=True)
        queues[seat, Category.SETS] = sorted(mine.sets, key=_order_key, reverse=True)
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
            "elder_total": ev.totals.elder, "younger_total": ev.totals.younger,
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
            "elder_total": last.totals.elder if last else None,
            "younger_total": last.totals.younger if last else None,
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
            reached = made.totals[ev.seat]
            return {
                "kind": ev.category.value,
                "seat": ev.seat.value,
                "trick": ev.trick,
                "what": made.what if made.category is Category.PLAY else "declaration",
                "card": card(made.card, lang) if made.card is not None else None,
                "reached": reached,
                "points": ev.points,
                "after": ev.totals[ev.seat],
            }
    return None


def context(lang: str) -> Mapping[str, object]:
    """The annotated deal of :func:`deal_seed`."""
    d = played(deal_seed())
    r = d.record
    after = r.hands_after
    s = d.score
    play = s.play
    assert play is not None
    cards_events = [e for e in s.events if e.category is Category.CARDS]
    return {
        "seed": d.seed,
        "salt": SALT,
        "dealt": {seat.value: cards(r.hands_dealt[seat], lang) for seat in Seat},
        "discards": {seat.value: cards(r.discards[seat], lang) for seat in Seat},
        "discard_count": {seat.value: len(r.discards[seat]) for seat in Seat},
        "draws": {seat.value: cards(d.draws[seat], lang) for seat in Seat},
        "after": {seat.value: cards(after[seat], lang) for seat in Seat},
        "carte_blanche": {seat.value: is_carte_blanche(r.hands_dealt[seat]) for seat in Seat},
        "calls": _calls(d, lang),
        "reckonings": _reckonings(d, lang),
        "tricks": _tricks(d, lang),
        "tricks_won": {seat.value: play.tricks_won[seat] for seat in Seat},
        "cards_events": [{"seat": e.seat.value, "points": e.points, "capot": e.what == "capot",
                          "elder_total": e.totals.elder, "younger_total": e.totals.younger}
                         for e in cards_events],
        "bonus": _bonus(d, lang),
        "totals": {seat.value: s.seats[seat].to_dict() for seat in Seat},
        # the row of the cards is a capot's when one was made: 40 is not "the cards" (Law 66)
        "capot": s.capot is not None,
        "categories": ("carte_blanche", "point", "sequences", "sets", "play", "cards", "pique",
                       "repique"),
        "replay_json": json.dumps(d.to_json(), ensure_ascii=False),
        # the deal viewer's link: the same deal, its calls and play, step by step
        "viewer_code": encode_record(talk(d).to_record()),
    }  # fmt: skip
