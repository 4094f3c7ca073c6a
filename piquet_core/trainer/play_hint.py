"""A hint on the play page, at the learner's request: what the expert would do here, and why.

The expert is the play page's own (:class:`~piquet_core.trainer.play.BrowserExpert`), seeded
as the computer's moves are, so the same position always gets the same hint. It sees only
what the learner's seat sees (his hand, his discard, the calls, the cards played): its
discard is the exchange advisor's search (:func:`piquet_core.bots.exchange.choose_discard`)
and the hint gives the advisor's reasons for it (Cavendish, "Discarding"); its calls are the
full, candid ones (Cavendish, *Description of the Game*); its card is chosen by playing the
deal out over adversary hands that fit what the learner has seen, the last tricks solved
exactly (:mod:`piquet_core.bots.inference`, :mod:`piquet_core.bots.solver`). A take back
(:func:`~piquet_core.trainer.play.take_back`) lets the learner try the hint's move instead.
"""

from __future__ import annotations

import random

from piquet_core.bots.advisor import analyse_discard, reasons_for
from piquet_core.bots.heuristics import best_point_suit
from piquet_core.bots.opponent import sample_opponent
from piquet_core.bots.reasons import reason_text
from piquet_core.cards import Seat
from piquet_core.deal import DealState, Discard, Play
from piquet_core.deal_actions import action_text
from piquet_core.dialogue import answers_call, call_answered
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.play import BrowserExpert, Game, SessionError
from piquet_core.trainer.play_view import card_json
from piquet_core.variants import ELDER_EXCHANGE_LIMIT

HINT_SAMPLES = 100
"""Adversary hands sampled for the reasons of the expert's discard (as the advisor's)."""


def hint(game: Game, lang: Lang) -> dict[str, object]:
    """The expert's action for the learner's seat now (``action``, in the notation of
    :mod:`piquet_core.deal_actions`), said in ``lang`` (``text``), with its reasons."""
    state, seat = game.state, game.human_seat
    if state.is_over or state.to_act is not seat:
        raise SessionError("it is not the learner's turn: no hint to give")
    tr = translator(lang)
    expert = BrowserExpert(game.deal_seed * 64 + len(state.history))
    action = expert(state)
    reasons: list[str] = []
    cards: list[dict[str, str]] = []
    if isinstance(action, Discard):
        hand = state.dealt(seat)
        took = state.elder_took() if seat is Seat.YOUNGER else ELDER_EXCHANGE_LIMIT
        opponents = sample_opponent(hand, seat, state.variant, HINT_SAMPLES,
                                    random.Random(0), took)  # fmt: skip
        analysis = analyse_discard(hand, action.cards, state.variant, opponents[len(action.cards)])
        why = reasons_for(analysis, hand, best_point_suit(hand.mask), HINT_SAMPLES)
        reasons = [reason_text(r, lang, tr.gettext) for r in why]
        cards = [card_json(c, lang) for c in action.cards]
        text = tr.gettext("The expert would discard {cards}.").format(
            cards=" ".join(c.format(lang) for c in action.cards)
        )
    elif isinstance(action, Play):
        cards = [card_json(action.card, lang)]
        text = tr.gettext("The expert would play {card}.").format(card=action.card.format(lang))
        reasons = [_play_reason(tr, state, expert)]
    else:
        last = call_answered(t.action for t in state.history)
        said = action.say(lang, last) if answers_call(action) else action.say(lang)
        # a call quoted inside a sentence drops its own full stop (« « Bon » », «„Годятся“»)
        text = tr.gettext("The expert would say “{call}”.").format(call=said.rstrip("."))
        if said.endswith(("?", "!")) and text.endswith("."):
            # nor a full stop after a quoted question: «Сколько очков?», not «Сколько очков?».
            text = text[:-1]
        reasons = [tr.gettext(
            "He calls in full what he holds and answers candidly: sinking tells the "
            "adversary less, but scores less too (Cavendish, Description of the Game)."
        )]  # fmt: skip
    return {"ok": True, "action": action_text(action), "text": text, "cards": cards,
            "reasons": reasons}  # fmt: skip


def _play_reason(tr: Translator, state: DealState, expert: BrowserExpert) -> str:
    """How the expert chose the card: the only legal one, the last tricks solved, or the deal
    played out over the adversary hands that fit what the learner has seen."""
    seat = state.to_act
    assert seat is not None
    if sum(1 for a in state.legal_actions() if isinstance(a, Play)) == 1:
        return tr.gettext("It is your only legal card.")
    left = len(state.hand(seat)) + (1 if state.lead is not None else 0)
    if left <= expert.endgame:
        return tr.gettext(
            "Chosen by solving the last tricks exactly over {n} adversary hands that fit what "
            "you have seen."
        ).format(n=expert.play_samples)
    return tr.gettext(
        "Chosen by playing the deal out over {n} adversary hands that fit what you have seen."
    ).format(n=expert.early_samples)


__all__ = ["HINT_SAMPLES", "hint"]
