"""The deal viewer: a recorded deal as a list of steps, each with a line of commentary.

A deal's record (:meth:`piquet_core.deal.DealState.to_record`, the ``piquet replay`` format
with its ``history``) is replayed action by action through the deal's state machine, and
every step a reader would stop at becomes one plain-data step: the deal, each exchange
(discarded, drawn, left: Laws 21-23, 32-34), each call and answer of the dialogue in the
engine's own words (:mod:`piquet_core.dialogue`, CAV-D "Calling"), each card played and each
trick (Law 65), then the end of the deal (the cards, capot: Law 66; pique, repique: Laws
57-58). Each step carries both hands as they stand, the cards on the table, the running score
(the engine's: :meth:`DealState.score` for what has been declared, and the points in play of
the tricks played so far) and one line of commentary in the page's language.

A teacher may add commentary of his own: a record field ``"notes"``, a list of strings (or
``null``) by step number, or an object ``{"<step>": "<text>"}``; it is shown under the
engine's line.

A deal travels in a link as :func:`encode_record` (base64url of the compact JSON, no padding)
and is read back by :func:`decode_record`. No HTML here: the page draws the steps.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Final

from piquet_core.cards import BySeat, Card, Hand, Seat
from piquet_core.combinations import CardSet, Point, Sequence
from piquet_core.deal import DealState
from piquet_core.deal_actions import (
    CarteBlanche,
    Cut,
    DealCards,
    Discard,
    LookAtLeft,
    NotationError,
    Play,
    ShowCarteBlanche,
    Turn,
    parse_action,
)
from piquet_core.declarations import all_sequences, all_sets, best_point
from piquet_core.dialogue import (
    Call,
    Declare,
    Kind,
    Reply,
    Value,
    answers_call,
    call_after,
    item_words,
)
from piquet_core.errors import PiquetError
from piquet_core.irregular import Ruling, deal_tricks, play_result, scores_nothing
from piquet_core.play import PlayResult, Trick, trick_events
from piquet_core.scoring import Category, DealScore
from piquet_core.sinking import item_key, options
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.rulings import ruling_words
from piquet_core.trainer.words import cards_count, point_desc, points

TRICKS: Final = 12
"""Tricks in a deal of two hands of twelve (Law 65)."""

MAX_LINK: Final = 8000
"""The longest deal code read from a link (a full deal with notes is about 1,200)."""


class DealLinkError(PiquetError):
    """A deal code in a link that cannot be read."""

    code = "bad_deal_link"


def encode_record(record: Mapping[str, object]) -> str:
    """The record as a link's code: base64url of its compact JSON, without padding."""
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False)
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def decode_record(code: str) -> dict[str, object]:
    """The record of a link's code (:func:`encode_record`); a :class:`DealLinkError`
    naming the problem if it is not one."""
    code = code.strip()
    if not code or len(code) > MAX_LINK:
        raise DealLinkError("the link holds no deal", params={"detail": "length"})
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        record = json.loads(raw.decode())
    except (binascii.Error, ValueError) as e:
        raise DealLinkError(f"the link's deal cannot be read: {e}") from None
    if not isinstance(record, dict):
        raise DealLinkError("the link's deal is not a record")
    return record


@dataclass(frozen=True)
class _Ctx:
    tr: Translator
    lang: Lang

    def seat(self, seat: Seat) -> str:
        if seat is Seat.ELDER:
            return self.tr.gettext("Elder")
        return self.tr.gettext("Younger")


def _cards(cards: object, lang: Lang) -> list[dict[str, str]]:
    from piquet_core.trainer.play_view import _cards as cards_json

    assert isinstance(cards, (Hand, tuple, list))
    return cards_json(cards, lang)


def _card(card: Card, lang: Lang) -> dict[str, str]:
    from piquet_core.trainer.play_view import card_json

    return card_json(card, lang)


def _notes(record: Mapping[str, object]) -> dict[int, str]:
    raw = record.get("notes")
    if raw is None:
        return {}
    if isinstance(raw, list):
        return {i: str(n) for i, n in enumerate(raw) if isinstance(n, str) and n.strip()}
    if isinstance(raw, dict):
        out = {}
        for k, v in raw.items():
            if str(k).isdigit() and isinstance(v, str) and v.strip():
                out[int(k)] = v
        return out
    raise NotationError("'notes' must be a list or an object of texts", code="bad_record")


def _best(hand: Hand, kind: Kind, state: DealState) -> Point | Sequence | CardSet | None:
    """The hand's best item of ``kind`` (Laws 46-48: the longest, then the highest)."""
    if kind is Kind.POINT:
        return best_point(hand, state.variant)
    if kind is Kind.SEQUENCE:
        seqs = all_sequences(hand)
        return max(seqs, key=lambda s: s.order_key) if seqs else None
    sets = all_sets(hand)
    return max(sets, key=lambda s: s.order_key) if sets else None


def _reply_text(c: _Ctx, reply: Reply | None, kind: Kind) -> str:
    """The comment on younger's answer, one sentence per kind of declaration, so that French
    gives each its own words (« le second n'a pas de séquence à y opposer », « le premier ne
    compte pas son point »: a {kind} placeholder could not agree, and « ne compte rien en
    point » is no French; French review 2026-12). ``reply`` None: younger has nothing of the
    kind; :attr:`Reply.EQUAL`: an exact tie, of value or of sequence."""
    tr = c.tr
    texts: dict[Reply | None, dict[Kind, str]] = {
        None: {
            Kind.POINT: tr.gettext("Younger has no point to set against it."),
            Kind.SEQUENCE: tr.gettext("Younger has no sequence to set against it."),
            Kind.SET: tr.gettext("Younger has no quatorze or trio to set against it."),
        },
        Reply.GOOD: {
            Kind.POINT: tr.gettext("Younger's best point ({item}) is worse: elder's is good."),
            Kind.SEQUENCE: tr.gettext(
                "Younger's best sequence ({item}) is worse: elder's is good."
            ),
            Kind.SET: tr.gettext(
                "Younger's best quatorze or trio ({item}) is worse: elder's is good."
            ),
        },
        Reply.NOT_GOOD: {
            Kind.POINT: tr.gettext(
                "Younger's {item} beats it: elder scores nothing for his point."
            ),
            Kind.SEQUENCE: tr.gettext("Younger's {item} beats it: elder scores no sequence."),
            Kind.SET: tr.gettext("Younger's {item} beats it: elder scores no quatorze or trio."),
        },
        Reply.EQUAL: {
            Kind.POINT: tr.gettext("Younger's {item} is equal: neither scores for the point."),
            Kind.SEQUENCE: tr.gettext("Younger's {item} is equal: neither scores a sequence."),
            Kind.SET: tr.gettext("Younger's {item} is equal: neither scores a quatorze or trio."),
        },
    }
    return texts[reply][kind]


def _length(item: Point | Sequence | CardSet) -> int:
    return item.count if isinstance(item, CardSet) else item.length


def _answered_with(
    reply: Reply, call: Call, state: DealState
) -> tuple[Point | Sequence | CardSet | None, bool]:
    """The item of younger's that his ``reply`` rests on, and whether his cards bear the reply
    out. Any of his items counts, a lesser one too (he sinks the rest; the inquiry bars a
    longer one, Law 46): "Not good" with one that beats the call, "Equal" with one equal to
    it, "Making?" ("Equal" before the value) with one as long. "Good" is borne out unless he
    holds as good or better: then it is a concession, which the play page lets the learner
    make."""
    younger = state.hands_after.younger
    best = None if younger is None else _best(younger, call.kind, state)
    if younger is None or best is None:
        return best, True
    rec = state.calling.record(call.kind)
    variant = state.variant
    held = [i for i in options(younger, call.kind) if isinstance(i, (Point, Sequence, CardSet))]
    if reply is Reply.NOT_GOOD:
        beating = [i for i in held if rec.beats(i, variant)]
        return (beating[0], True) if beating else (best, False)
    if reply in (Reply.MAKING, Reply.HOW_HIGH) or (
        reply is Reply.EQUAL and rec.full_key(variant) is None
    ):
        same = [i for i in held if _length(i) == call.length]
        return (same[0], True) if same else (best, False)
    if reply is Reply.EQUAL:
        same = [i for i in held if rec.equals(i, variant)]
        return (same[0], True) if same else (best, False)
    if reply is not Reply.GOOD:
        return best, True
    if rec.beats(best, variant) or rec.equals(best, variant):
        return best, False
    if rec.full_key(variant) is None and _length(best) == call.length:  # "Good" without asking
        elder = state.hands_after.elder
        theirs = None if elder is None else _best(elder, call.kind, state)
        if theirs is not None and item_key(best, variant) >= item_key(theirs, variant):
            return best, False
    return best, True


def _reply_comment(c: _Ctx, reply: Reply, call: Call | None, state: DealState) -> str:
    """Why the answer is what it is: the item of younger's it rests on, of the kind called
    (Laws 46-48). An answer his cards do not bear out is told as such, never explained as if
    true (« Le second répond « Bon » alors qu'il a aussi bien ou mieux »)."""
    if call is None or state.hands_after.younger is None:
        return ""
    mine, true = _answered_with(reply, call, state)
    if mine is None:
        return _reply_text(c, None, call.kind)
    # a point answered once its value is known is told with its pips: "four cards in spades"
    # alone did not say why younger's four cards are worse than elder's four
    item = (
        point_desc(c.tr, mine)
        if isinstance(mine, Point) and call.kind is Kind.POINT and call.pips is not None
        else item_words(mine, c.lang)
    )
    if not true:
        untrue = {
            Reply.GOOD: c.tr.gettext(
                "Younger answers “Good” though he holds as good or better ({item}): elder "
                "scores what he called."
            ),
            Reply.NOT_GOOD: c.tr.gettext(
                "Younger answers “Not good”, but the best he holds ({item}) does not beat the "
                "call (Law 56)."
            ),
            Reply.EQUAL: c.tr.gettext(
                "Younger answers “Equal”, but the best he holds ({item}) is not equal to the "
                "call (Law 56)."
            ),
        }.get(reply)
        if untrue is not None:
            return untrue.format(item=item)
    if reply in (Reply.GOOD, Reply.NOT_GOOD) or (
        reply is Reply.EQUAL and (call.kind is not Kind.POINT or call.pips is not None)
    ):
        text = _reply_text(c, reply, call.kind)
    else:
        text = c.tr.gettext("Younger's {item} is as long: he asks for the value before he answers.")
    return text.format(item=item)


def _trick_comment(c: _Ctx, state: DealState) -> str:
    """What the trick just played scores (Law 65): the lead, the win, the last trick (the
    last of the deal, whatever its number: :func:`~piquet_core.irregular.deal_tricks`)."""
    trick = state.tricks[-1]
    after = state.hands_after
    tricks = TRICKS if after.elder is None or after.younger is None else \
        deal_tricks(BySeat(after.elder, after.younger))  # fmt: skip
    parts = [
        c.tr.gettext("{who} wins the trick with {card}.").format(
            who=c.seat(trick.winner), card=trick.card_of(trick.winner).format(c.lang)
        )
    ]
    for e in trick_events(trick, trick.number == tricks, state.variant):
        if e.reason == "lead":
            text = c.tr.gettext("{who} scores one for leading {card}.")
        elif e.reason == "win":
            text = c.tr.gettext("{who} scores one for winning with {card}.")
        else:
            text = c.tr.gettext("{who} scores one for the last trick.")
        parts.append(text.format(who=c.seat(e.seat), card=e.card.format(c.lang)))
    if len(parts) == 1:
        parts.append(c.tr.gettext("No card of this trick scores."))
    return " ".join(parts)


def _end_comment(c: _Ctx, score: DealScore, void: bool = False) -> str:
    """The end of the deal: the cards, capot, pique, repique and the totals (Laws 57-58, 66);
    nothing but the totals when the rulings leave nothing to score (``void``)."""
    parts = []
    if void:
        parts.append(c.tr.gettext("By the rulings, nothing scores in this deal."))
    for seat, s in zip(Seat, score.seats if not void else (), strict=False):
        if s.repique:
            parts.append(c.tr.gettext("{who} made a repique (60 points).").format(who=c.seat(seat)))
        if s.pique:
            parts.append(c.tr.gettext("{who} made a pique (30 points).").format(who=c.seat(seat)))
    capot = score.capot
    won = score.play.tricks_won if score.play is not None else BySeat(0, 0)
    most = next((s for s in Seat if won[s] > won[s.other]), None)
    if void:
        pass
    elif most is not None and not score.seats[most].cards:  # he reckons nothing (Foster)
        parts.append(
            c.tr.gettext(
                "{who} won most tricks, but by the rulings he scores nothing for them."
            ).format(who=c.seat(most))
        )
    elif capot is not None:
        parts.append(
            c.tr.gettext("{who} won every trick: capot, 40 points.").format(who=c.seat(capot))
        )
    elif most is not None:
        parts.append(
            c.tr.gettext("{who} won most tricks: 10 for the cards.").format(who=c.seat(most))
        )
    else:
        parts.append(c.tr.gettext("Six tricks each: the cards are divided, no score."))
    parts.append(
        c.tr.gettext("Final score: elder {elder}, younger {younger}.").format(
            elder=points(c.tr, score.seats.elder.total),
            younger=points(c.tr, score.seats.younger.total),
        )
    )
    return " ".join(parts)


def _holding(state: DealState, seat: Seat) -> Hand:
    """What ``seat`` holds: the dealt hand, then, once he has discarded, the cards he drew
    from the top of the talon (Laws 23, 34; :meth:`DealState.drawn`), less the cards played."""
    discard = state.discards[seat]
    if state.hands_after[seat] is not None or discard is None:
        return state.hand(seat)
    return (state.dealt(seat) - discard) | Hand(state.drawn(seat))


def _running(
    state: DealState, final: DealScore | None, *, whole: bool = False, tricks: int | None = None
) -> tuple[int, int]:
    """The score as it stands (the engine's): what has been declared, and the points of the
    tricks played so far (or of the first ``tricks``: the uncontested tricks of a short hand
    count on their own step) and of the card led to the trick in progress (Law 65); pique
    once its trick is played; the whole deal's score, the cards and capot with it, only on
    the ``whole`` steps that tell them (the end of the deal, the rulings): the last trick's
    step does not add the cards' ten before the line says it."""
    if state.hands_after.elder is None or state.hands_after.younger is None:
        return 0, 0
    if state.is_over and whole:
        elder, younger = state.score().seats
        return elder.total, younger.total
    now = state.score()
    totals = {
        seat: sum(
            v
            for k, v in now.seats[seat].to_dict().items()
            if k not in ("play", "cards", "pique", "total")
        )
        for seat in Seat
    }
    if final is not None and (state.tricks or state.lead is not None):
        done = len(state.tricks) if tricks is None else tricks
        for e in final.events:
            if e.trick is None or e.category not in (Category.PLAY, Category.PIQUE):
                continue
            if e.trick <= done or (e.trick == done + 1 and e.what == "lead" and state.lead):
                totals[e.seat] += e.points
    return totals[Seat.ELDER], totals[Seat.YOUNGER]


def deal_steps(record: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Every step of a recorded deal, for the viewer (see the module docstring): ``steps``,
    each ``{"kind", "seat", "said", "comment", "note", "elder", "younger", "table",
    "discards", "score": [elder, younger], "trick"}``, and the ``labels`` of the seats."""
    c = _Ctx(translator(lang), lang)
    void = record.get("misdeal") == "fresh_deal"  # nothing happened after it (Laws 11, 12)
    if record.get("history") is None and not void:
        raise NotationError("the deal viewer needs the deal's history", code="history_missing")
    notes = _notes(record)
    plain = {k: v for k, v in record.items() if k not in ("notes", "title")}
    if void and plain.get("history") is None:
        plain["history"] = []
    final_state = DealState.from_record(plain)
    final = final_state.score() if final_state.is_over else None
    start = DealState.from_record({k: v for k, v in plain.items() if k not in (
        "history", "elder_discards", "younger_discards", "tricks")} | {"history": []})  # fmt: skip
    history = plain["history"]
    assert isinstance(history, list)
    steps: list[dict[str, object]] = []
    last_call: Call | None = None

    def add(state: DealState, kind: str, seat: Seat | None, said: str, comment: str,
            table: tuple[Card, ...] = ()) -> None:  # fmt: skip
        whole = kind in ("end", "rulings")
        e, y = _running(state, final, whole=whole, tricks=TRICKS if kind == "uncontested" else None)
        steps.append({
            "kind": kind,
            "seat": c.seat(seat) if seat is not None else "",
            "said": said,
            "comment": comment,
            "note": notes.get(len(steps), ""),
            "elder": _cards(_holding(state, Seat.ELDER), lang),
            "younger": _cards(_holding(state, Seat.YOUNGER), lang),
            "table": [_card(x, lang) for x in table],
            "score": [e, y],
            "trick": len(state.tricks),
        })  # fmt: skip

    state = start
    ruled = final_state.rulings()
    if start.misdeal is None:
        opening = c.tr.gettext(
            "The deal: twelve cards each, eight in the talon. Elder exchanges first (Law 21)."
        )
    else:  # what was dealt and what elder chose (Laws 11, 12, 38-39; CAV-C)
        told = ("misdealt", "fresh_deal", "stood_the_deal", "lost_option")
        opening = " ".join(ruling_words(c.tr, r, final_state) for r in ruled if r.code in told)
    add(state, "deal", None, "", opening)
    if start.misdeal is not None and start.misdeal.is_void:  # a fresh deal: nothing to view
        return {"steps": steps, "labels": _labels(c)}
    for text in history:
        act = parse_action(str(text))
        if isinstance(act, (Cut, DealCards)) and len(state.history) < 2:
            # the hands are given: the cut and the deal that made them are history, as
            # DealState.from_record takes them
            who = Seat.ELDER if isinstance(act, Cut) else Seat.YOUNGER
            state = replace(state, history=(*state.history, Turn(who, act)))
            continue
        to_act = state.to_act
        assert to_act is not None
        seat = to_act
        before = state
        state = state.apply(act)
        if isinstance(act, Discard):
            comment = _exchange_comment(c, state, seat, act.cards, ruled)
            left = len(state.talon) - sum(len(state.drawn(s)) for s in Seat)
            if left:
                comment += " " + c.tr.ngettext(
                    "{n} card of the talon is left.", "{n} cards of the talon are left.", left
                ).format(n=left)
            said = ""
            for _who, words in state.transcript(lang)[len(before.transcript(lang)) :]:
                said = words
            add(state, "exchange", seat, said, comment, tuple(act.cards))
        elif isinstance(act, (Call, Reply, Declare)) or hasattr(act, "say"):
            if answers_call(act):  # « Votre séquence est bonne », «Годится»
                said = act.say(lang, after=last_call)
                reply = act if isinstance(act, Reply) else None  # a decline has no comment
                comment = "" if reply is None else _reply_comment(c, reply, last_call, before)
            elif isinstance(act, Play):
                said = act.card.format(lang)
                if state.lead is not None:
                    comment = c.tr.gettext("{who} leads {card}.").format(
                        who=c.seat(seat), card=act.card.format(lang)
                    )
                    add(state, "lead", seat, "", comment, (act.card,))
                else:
                    t = state.tricks[-1]
                    add(state, "trick", seat, "", _trick_comment(c, state), (t.lead, t.follow))
                continue
            elif isinstance(act, Call):
                said = act.say(lang)
                # one sentence per kind: French names it with its article (« son point »,
                # « sa séquence »), which a {kind} placeholder could not agree
                comment = {
                    Kind.POINT: c.tr.gettext("Elder calls his point first (Law 46)."),
                    Kind.SEQUENCE: c.tr.gettext("Elder calls his sequence first (Law 46)."),
                    Kind.SET: c.tr.gettext("Elder calls his quatorze or trio first (Law 46)."),
                }[act.kind]
            elif isinstance(act, Declare):
                said = act.say(lang)
                comment = c.tr.gettext(
                    "{who} names what he reckons: calling is showing (Law 55)."
                ).format(who=c.seat(seat))
            elif isinstance(act, (CarteBlanche, ShowCarteBlanche)):
                # elder's "I take five" is what he takes in, in a misdeal too (Case V; Law 40)
                takes = state.elder_took()
                said = act.say(lang, takes) if isinstance(act, CarteBlanche) else act.say(lang)
                comment = c.tr.gettext("Carte blanche: no court card, ten points (Law 18).")
            elif isinstance(act, LookAtLeft):
                said = act.say(lang)
                # named, as every other step names its player: "He" followed elder's lead
                comment = c.tr.gettext(
                    "{who} looks at the cards left in the talon (Laws 33, 36)."
                ).format(who=c.seat(seat))
            elif isinstance(act, Value):
                said = act.say(lang)
                comment = c.tr.gettext("Elder says what it is worth: the higher wins (Law 47).")
            else:
                said = str(act.say(lang))
                comment = ""
            # the reply answers the last call, with its value once given (an exact tie)
            last_call = call_after(last_call, act)
            add(state, "call", seat, said, comment)
    if state.is_over and state.tricks and len(state.tricks) < TRICKS:  # a short hand (Law 57)
        after = state.hands_after
        assert after.elder is not None and after.younger is not None
        play = play_result(BySeat(after.elder, after.younger), state.tricks, state.variant)
        won = play.tricks[len(state.tricks) :]
        if won:
            add(state, "uncontested", won[0].leader, "", _uncontested(c, play, won),
                tuple(t.lead for t in won))  # fmt: skip
    if state.is_over:
        add(state, "end", None, "", _end_comment(c, state.score(), scores_nothing(ruled)))
    if ruled:  # the umpire's rulings, each with its law (Foster; Cavendish, Laws 9-58; CAV-C)
        add(state, "rulings", None, "", " ".join(ruling_words(c.tr, r, state) for r in ruled))
    return {"steps": steps, "labels": _labels(c)}


def _labels(c: _Ctx) -> dict[str, str]:
    return {"elder": c.seat(Seat.ELDER), "younger": c.seat(Seat.YOUNGER)}


def _exchange_comment(c: _Ctx, state: DealState, seat: Seat, discard: Hand,
                      ruled: tuple[Ruling, ...]) -> str:  # fmt: skip
    """What ``seat`` discarded and drew (:meth:`DealState.drawn`: Laws 21-23, 34; in a
    misdeal Laws 40-43; Foster's irregular draws), and where the draw is not one for one, why:
    the misdeal's law, or the short hand or the hand of thirteen it leaves (Foster)."""
    drawn = state.drawn(seat)
    cards = " ".join(x.format(c.lang) for x in drawn)
    n = len(discard)
    if not n:
        text = c.tr.gettext("{who} discards nothing and draws {drawn}.")
    elif not drawn:
        text = c.tr.ngettext(
            "{who} discards {n} card and draws none.", "{who} discards {n} cards and draws none.", n
        )
    else:
        text = c.tr.ngettext(
            "{who} discards {n} card and draws {drawn}.",
            "{who} discards {n} cards and draws {drawn}.",
            n,
        )
    parts = [text.format(who=c.seat(seat), n=n, drawn=cards)]
    if state.misdeal is not None:
        parts += [ruling_words(c.tr, r, state) for r in ruled
                  if r.code == "misdeal_exchange" and r.seat is seat]  # fmt: skip
    elif len(drawn) != n:
        held = cards_count(c.tr, len(state.dealt(seat)) - n + len(drawn))
        if len(drawn) < n:
            said = c.tr.gettext("{who} drew fewer cards than he discarded: he holds {n}.")
        else:
            said = c.tr.gettext("{who} drew more cards than he discarded: he holds {n}.")
        parts.append(said.format(who=c.seat(seat), n=held))
    again = state.irregular.second_discard if state.irregular is not None else Hand()
    if seat is Seat.YOUNGER and again:
        parts.append(c.tr.gettext("{who} discards {cards} again, to hold twelve.").format(
            who=c.seat(seat), cards=" ".join(x.format(c.lang) for x in again)))  # fmt: skip
    return " ".join(parts)


def _uncontested(c: _Ctx, play: PlayResult, won: tuple[Trick, ...]) -> str:
    """The tricks the long hand wins uncontested when his adversary's short hand is exhausted:
    one point for each lead, and one for the last trick (Law 65; Foster: the last trick "must
    be won by his adversary"; Cavendish, Law 57)."""
    who = won[0].leader
    first = won[0].number
    gained = sum(1 for number, seat, _what, _card in play.steps
                 if number >= first and seat is who)  # fmt: skip
    text = c.tr.ngettext(
        "{who} wins {n} trick uncontested with {cards}: his adversary has no card left to play "
        "to it.",
        "{who} wins {n} tricks uncontested with {cards}: his adversary has no card left to play "
        "to them.",
        len(won),
    ).format(who=c.seat(who), n=len(won), cards=" ".join(t.lead.format(c.lang) for t in won))
    scored = c.tr.gettext(
        "{who} scores {points}: one for each lead and one for the last trick."
    ).format(who=c.seat(who), points=points(c.tr, gained))
    return f"{text} {scored}"


def viewer_strings(lang: Lang) -> dict[str, str]:
    """Every string the deal viewer's page script shows, keyed by a stable name."""
    tr = translator(lang)
    return {
        "title": tr.gettext("Deal viewer"),
        "start": tr.gettext("Start"),
        "back": tr.gettext("Back"),
        "forward": tr.gettext("Forward"),
        "end": tr.gettext("End"),
        "step": tr.gettext("Step {n} of {total}"),
        "score": tr.gettext("Score"),
        "elder": tr.gettext("Elder"),
        "younger": tr.gettext("Younger"),
        "table": tr.gettext("On the table"),
        "note": tr.gettext("Teacher's note"),
        "keys": tr.gettext("Keys: ← and → step, Home and End go to the start and the end."),
        "loading": tr.gettext("Loading the rules engine to read this deal…"),
        "no_engine": tr.gettext(
            "This deal needs the rules engine, which cannot run here; open it on the site:"
        ),
        "bad_link": tr.gettext("This link holds no deal that can be read."),
        "share": tr.gettext("Share / Embed"),
        "link": tr.gettext("Link to this deal"),
        "embed": tr.gettext("Embed code (iframe)"),
        "script": tr.gettext("Embed code (script and custom element)"),
        "copy": tr.gettext("Copy"),
        "copied": tr.gettext("Copied."),
        "open": tr.gettext("Open in the deal viewer"),
        "picture": tr.gettext("Picture of this step for slides:"),
        "svg": tr.gettext("Download SVG"),
        "png": tr.gettext("Download PNG"),
        "picture_words": tr.gettext("With the words"),
    }
