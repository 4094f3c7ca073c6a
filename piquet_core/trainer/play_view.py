"""What the learner sees of a game against the computer (:mod:`piquet_core.trainer.play`): his
hand, what he may say or play, the words said, the tricks, the scoring sheet and the
settlement, from his side of the table. The computer's hand stays hidden but for what calling
and carte blanche expose (Laws 19, 55). Cards carry their names in the page's language; the
words said are the engine's dialogue (:mod:`piquet_core.dialogue`), in English, French or
Russian; everything else is a code the page words from its catalog.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from piquet_core.cards import Card, Seat, card_name, card_name_in_text, suit_name
from piquet_core.deal import DealState, Play
from piquet_core.deal_actions import action_text, spoken
from piquet_core.deal_policies import candid_policy
from piquet_core.dialogue import Call, Kind, Reply, answers_call, call_answered
from piquet_core.errors import PiquetError
from piquet_core.scoring import DealScore
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.play import CATEGORIES, HUMAN, Game


def card_json(card: Card, lang: Lang) -> dict[str, str]:
    """A card for the page: its code, its short label, its accessible name in ``lang`` and
    that name inside a sentence (``in_text``; ``from``, after "led from": the Russian
    genitive, «восьмёрки треф»; ``with``, after "play": the Russian instrumental, «сыграть
    семёркой червей»)."""
    return {"code": str(card), "label": card.format(lang), "name": card_name(card, lang),
            "in_text": card_name_in_text(card, lang),
            "from": card_name_in_text(card, lang, genitive=True),
            "with": card_name_in_text(card, lang, instrumental=True),
            "suit": card.suit.letter}  # fmt: skip


def _cards(cards: Iterable[Card], lang: Lang) -> list[dict[str, str]]:
    """Cards for the page, suit by suit, high cards first."""
    return [card_json(c, lang) for c in sorted(cards, key=lambda c: (c.suit.value, -c.rank))]


def _who(seat: Seat, human: Seat) -> str:
    return "you" if seat is human else "bot"


def _scores(score: DealScore, human: Seat) -> dict[str, object]:
    """Each side's score by category, and who made a capot (``"you"``, ``"bot"`` or None):
    the sheet then names the row of the cards so, its 40 being no "cards" (Law 66)."""
    mine, theirs = score.seats[human], score.seats[human.other]
    out: dict[str, object] = {}
    for who, s in (("you", mine), ("bot", theirs)):
        out[who] = {c: int(getattr(s, c)) for c in CATEGORIES} | {"total": s.total}
    capot = score.capot
    out["capot"] = None if capot is None else ("you" if capot is human else "bot")
    return out


def _sheet(game: Game) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for entry, state in zip(game.partie.entries, game.finished, strict=True):
        human = Seat.YOUNGER if entry.dealer is HUMAN else Seat.ELDER
        rows.append({"deal": entry.number, "dealer": "you" if entry.dealer is HUMAN else "bot",
                     "score": _scores(state.score(), human), "multiplier": entry.multiplier,
                     "counted": {"you": entry.counted[0], "bot": entry.counted[1]}})  # fmt: skip
    return rows


def _board(state: DealState, human: Seat) -> dict[str, object]:
    """What lies on the table, as counts: the computer's cards in hand (backs),
    the talon's packets as laid (five and three, or one packet, Law 9 and S002) less the cards
    drawn from the top, and each player's discard, face down (Law 31)."""
    discards = dict(zip(Seat, state.discards, strict=True))
    drawn = sum(len(d) for d in discards.values() if d is not None)
    packets, start = [], 0
    for packet in state.talon_packets:
        packets.append(len(packet) - min(len(packet), max(0, drawn - start)))
        start += len(packet)
    return {"bot_hand": len(state.hand(human.other)), "talon": packets,
            "discards": {_who(s, human): len(d or ()) for s, d in discards.items()}}  # fmt: skip


def view(game: Game, lang: Lang) -> dict[str, object]:
    """Everything the page shows, from the learner's side of the table (the computer's hand
    stays hidden but for what calling and carte blanche expose, Laws 19, 55)."""
    state, human = game.state, game.human_seat
    bot = human.other
    phase, to_act, step = state.step
    out: dict[str, object] = {
        "ok": True, "session": game.session.to_json(), "deal": len(game.session.deals),
        "seat": human.value, "dealer": _who(Seat.YOUNGER, human),
        "phase": phase.value, "step": step, "bot_ms": round(game.bot_ms, 1),
        "to_act": None if to_act is None else _who(to_act, human),
    }  # fmt: skip
    exchanged = state.hands_after.elder is not None
    hand = state.hand(human)
    out["hand"] = _cards(hand, lang)
    if exchanged:
        discard = state.discards[human]
        assert discard is not None
        out["discarded"] = _cards(discard, lang)
        after = state.hands_after[human]
        assert after is not None
        out["drawn"] = _cards(after - (state.dealt(human) - discard), lang)
        out["seen_left"] = _cards(state.seen_left(human), lang)
    out["bot_shown"] = _cards(state.shown(bot), lang)
    out["board"] = _board(state, human)
    elder_takes = len(state.discards.elder) if state.discards.elder is not None \
        else state.cb_exchange  # fmt: skip
    talk = [t for t in state.history if not isinstance(t.action, Play)]
    out["transcript"] = [{"who": _who(s, human), "text": text}
                         for s, text in spoken(talk, lang, elder_takes)]  # fmt: skip
    out["tricks"] = [{"n": t.number, "lead_by": _who(t.leader, human),
                      "lead": card_json(t.lead, lang), "follow": card_json(t.follow, lang),
                      "won": _who(t.winner, human)} for t in state.tricks]  # fmt: skip
    out["table"] = None
    if state.lead is not None:
        leader = state.leader
        out["table"] = {"by": _who(leader, human), "card": card_json(state.lead, lang)}
    # the count of the deal so far, as the players keep it aloud (None until the play)
    running = state.score_so_far()
    out["running"] = None if running is None else \
        {_who(s, human): running.seats[s].total for s in (human, bot)}  # fmt: skip
    out["options"], out["playable"], out["exchange"] = [], [], None
    if to_act is human:
        _options(state, human, step, lang, out)
    sheet = _sheet(game)
    partie = game.partie
    if state.is_over:
        out["score"] = _scores(state.score(), human)
        partie = partie.record(state.score())
        entry = partie.entries[-1]
        sheet.append({"deal": entry.number, "dealer": out["dealer"],
                      "score": out["score"], "multiplier": entry.multiplier,
                      "counted": {"you": entry.counted[0], "bot": entry.counted[1]}})  # fmt: skip
    out["sheet"] = sheet
    totals = partie.totals
    out["totals"] = {"you": totals[0], "bot": totals[1]}
    out["finished"] = partie.finished
    out["games"] = [{"winner": "you" if g.winner is HUMAN else "bot", "double": g.double}
                    for g in partie.games]  # fmt: skip
    settlement = partie.settlement()
    out["settlement"] = None if settlement is None else {
        "winner": None if settlement.winner is None else
        ("you" if settlement.winner is HUMAN else "bot"),
        "points": settlement.points, "rubicon": settlement.rubicon, "drawn": settlement.drawn,
        "scores": {"you": settlement.scores[0], "bot": settlement.scores[1]},
        "games": None if settlement.games is None else
        {"you": settlement.games[0], "bot": settlement.games[1]},
    }  # fmt: skip
    return out


def _options(state: DealState, human: Seat, step: str, lang: Lang, out: dict[str, object]) -> None:
    """What the learner may do now: words to say, cards to play, or a discard to choose."""
    if step == "discard":
        counts = sorted(state.exchange_counts(human))
        out["exchange"] = {"counts": counts,
                           "look": human is Seat.ELDER and any(n < 5 for n in counts),
                           "stock": len(state.talon) - (len(state.discards.elder)
                                    if state.discards.elder is not None else 0)}  # fmt: skip
        return
    tr = translator(lang)
    # the usual full call or candid answer at this point (a new player's guide)
    usual = candid_policy(random.Random(0))(state) if step in TALK_STEPS else None
    usual_text = "" if usual is None else action_text(usual)
    last_call = call_answered(t.action for t in state.history)
    seen: set[str] = set()
    options: list[dict[str, object]] = []
    playable: list[str] = []
    sinking = False
    for action in state.legal_actions():
        if isinstance(action, Play):
            playable.append(str(action.card))
            continue
        text = action_text(action)
        if text in seen:
            continue
        seen.add(text)
        # a reply in the words that fit the call answered (Russian «годятся» / «годится»)
        words = action.say(lang, last_call) if answers_call(action) else action.say(lang)
        option: dict[str, object] = {"action": text, "text": words}
        if text == usual_text:
            option["usual"] = True
        if action is Reply.GOOD and usual is not None and usual is not Reply.GOOD:
            option["warn"] = tr.gettext(
                "You hold as good or better: answering “Good.” gives him what he called. "
                "Choose it again to say it all the same."
            )
        if isinstance(action, Call) and isinstance(usual, Call) and action.kind is usual.kind:
            sinking = sinking or action.length < usual.length
        options.append(option)
    out["options"], out["playable"] = options, playable
    out["usual_label"] = tr.gettext("the usual call")
    hints = list(_equality_notes(state, tr))
    if sinking:
        hints.append(
            tr.gettext(
                "You may call less than you hold (sinking): the adversary learns less of your "
                "hand, but you score only what you call (Cavendish, Description of the Game)."
            )
        )
    out["hints"] = hints


TALK_STEPS = frozenset({"call", "value", "name", "reply", "reckon"})
"""The steps of the dialogue, where the usual call or answer is marked among the options."""


def _equality_notes(state: DealState, tr: Translator) -> Iterable[str]:
    """A line for each equality said in the deal so far: neither player scores that kind
    (Cavendish, Laws 62-63)."""
    call: Call | None = None
    for turn in state.history:
        if isinstance(turn.action, Call):
            call = turn.action
        elif turn.action is Reply.EQUAL and call is not None:
            if call.kind is Kind.POINT:
                yield tr.gettext(
                    "Equal point: as many cards and as many pips on each side, so neither "
                    "player scores for the point (Cavendish, Law 62)."
                )
            else:
                yield tr.gettext(
                    "Equal sequences: as long and as high on each side, so neither player "
                    "scores for sequences, not even for a lesser one (Cavendish, Law 63)."
                )


def illegal(err: PiquetError, lang: Lang) -> dict[str, object]:
    """An illegal move: the engine's code and law, and its parameters named in ``lang`` (the
    page words the one-line message from its catalog)."""
    params: dict[str, str] = {k: str(v) for k, v in err.params.items()}
    for key in ("card", "lead"):
        if key in params:
            try:
                card = Card.parse(params[key], "en")
            except PiquetError:
                continue
            params[key + "_name"] = card_name(card, lang)
            params[key + "_from"] = card_name_in_text(card, lang, genitive=True)
            if key == "lead":
                params["suit_name"] = suit_name(card.suit, lang)
    return {"ok": False, "illegal": True, "code": err.code, "law": err.law or "",
            "params": params, "detail": str(err)}  # fmt: skip
