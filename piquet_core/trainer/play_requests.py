"""The play page's requests (``play_state``, ``play_prepare``, ``play_act``,
``play_review``, ``play_hint``, ``play_undo``): the game of :mod:`~piquet_core.trainer.play`,
shown by :mod:`~piquet_core.trainer.play_view`, reviewed by
:mod:`~piquet_core.trainer.play_review`, hinted by :mod:`~piquet_core.trainer.play_hint`.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet_core.cards import Seat
from piquet_core.deal import Discard
from piquet_core.deal_actions import action_text, parse_action
from piquet_core.errors import PiquetError
from piquet_core.trainer.i18n import Lang
from piquet_core.trainer.play import Session, SessionError, prepare, replay, take_back
from piquet_core.trainer.play_hint import hint
from piquet_core.trainer.play_review import review
from piquet_core.trainer.play_view import illegal, view
from piquet_core.variants import exchange_limit


def handle_play(req: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Answer one ``play_*`` request (see the module docstring)."""
    op = req.get("op")
    session = Session.read(req.get("session"))
    if op == "play_state":
        return view(replay(session), lang)
    if op == "play_prepare":
        prepare(session)
        return {"ok": True}
    if op == "play_review":
        game = replay(session, run_bot=False)
        return {"ok": True, "review": review(game, lang)}
    if op == "play_hint":  # what the expert would do here, at the learner's request
        return hint(replay(session, run_bot=False), lang)
    if op == "play_undo":  # a take back: the learner's last move and the replies to it
        return view(replay(take_back(session)), lang)
    if op != "play_act":
        raise SessionError(f"unknown request {op!r}", params={"op": str(op)})
    text = str(req.get("action", ""))
    game = replay(session, run_bot=False)
    if text == "next":
        if not game.state.is_over or game.partie.record(game.state.score()).finished:
            raise SessionError("the deal is not over, or the partie is finished")
        deals = (*session.deals, ())
    else:
        if game.state.to_act is not game.human_seat:
            raise SessionError("it is not the learner's turn")
        try:
            action = parse_action(text)
            if isinstance(action, Discard) and game.human_seat is Seat.ELDER and action.look \
                    and len(action.cards) >= exchange_limit(Seat.ELDER):  # fmt: skip
                action = Discard(action.cards)
            game.state.apply(action)
        except PiquetError as err:
            return illegal(err, lang)
        deals = (*session.deals[:-1], (*session.deals[-1], action_text(action)))
    new = Session(session.seed, session.level, session.variant, deals)
    return view(replay(new), lang)
