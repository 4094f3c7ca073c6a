"""Cutting, dealing, carte blanche and the exchange: the first stages of a deal
(:class:`piquet_core.deal.DealState`), with the laws they enforce (Laws 3, 9, 18-24, 32-34;
CAV-K Case V; S001; S002)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from piquet_core.cards import Card, Hand, Seat
from piquet_core.deal_actions import (
    Action,
    CarteBlanche,
    Cut,
    DealCards,
    Discard,
    Phase,
    ShowCarteBlanche,
    count_text,
)
from piquet_core.deal_actions import deal_error as _err

if TYPE_CHECKING:
    from piquet_core.deal import DealState


def exchange_step(state: DealState) -> tuple[Phase, Seat | None, str]:
    """Who acts next before the calls, and how: carte blanche announced at once (Law 20),
    elder's number stated before showing (CAV-K Case V), shown once the adversary has
    discarded (Laws 19-20), then the discards, elder first unless younger must commit first."""
    cb = state.carte_blanche
    ex, cbp = Phase.EXCHANGE, Phase.CARTE_BLANCHE
    if cb is Seat.ELDER:
        if not state.cb_announced:
            return cbp, Seat.ELDER, "announce"
        if state.younger_discard is None:
            return ex, Seat.YOUNGER, "discard"
        if not state.cb_shown:
            return cbp, Seat.ELDER, "show"
        return ex, Seat.ELDER, "discard"
    if cb is Seat.YOUNGER:
        if not state.cb_announced:
            return cbp, Seat.YOUNGER, "announce"
        if state.elder_discard is None:
            return ex, Seat.ELDER, "discard"
        if not state.cb_shown:
            return cbp, Seat.YOUNGER, "show"
        return ex, Seat.YOUNGER, "discard"
    if state.elder_discard is None:
        return ex, Seat.ELDER, "discard"
    return ex, Seat.YOUNGER, "discard"


def apply_deal(state: DealState, step: str, action: Action) -> DealState:
    """Elder cuts (Law 3); the dealer deals twelve each by twos or threes, elder first (Law 9)."""
    assert state.pack is not None
    if step == "cut":
        if not isinstance(action, Cut):
            raise _err("elder must first cut the pack to the dealer", "cut_due",
                       "CAV-D, Dealing")  # fmt: skip
        if not isinstance(action.depth, int) or not 2 <= action.depth <= 30:
            raise _err(f"a cut of {action.depth}: a cut must consist of at least two cards, "
                       "and at least two must be left", "bad_cut", "Cavendish, Law 3",
                       depth=action.depth)  # fmt: skip
        d = action.depth
        return replace(state, pack=state.pack[d:] + state.pack[:d])
    if not isinstance(action, DealCards):
        raise _err("the dealer must deal", "deal_due", "Cavendish, Law 9")
    if action.by not in (2, 3) or state.fixed_deal_by not in (None, action.by):
        raise _err(f"dealing by {action.by}: the cards are dealt by two or by three, in the "
                   "mode chosen for the partie", "deal_mode", "Cavendish, Law 9",
                   by=action.by)  # fmt: skip
    pack, by = list(state.pack), action.by
    elder: list[Card] = []
    younger: list[Card] = []
    pos = 0
    while len(elder) < 12:
        elder += pack[pos : pos + by]
        younger += pack[pos + by : pos + 2 * by]
        pos += 2 * by
    return replace(state, pack=None, deal_by=by, elder_dealt=Hand(elder),
                   younger_dealt=Hand(younger), talon=tuple(pack[24:]))  # fmt: skip


def apply_exchange(state: DealState, seat: Seat, step: str, action: Action) -> DealState:
    """Carte blanche, discards and taking in from the top of the stock (Laws 18-24, 32-34)."""
    if step == "announce":
        if not isinstance(action, CarteBlanche):
            raise _err(f"the {seat.value} hand holds carte blanche and must announce it at "
                       "once", "carte_blanche_due", "Cavendish, Law 20")  # fmt: skip
        if seat is Seat.ELDER:
            if action.exchange is None or action.exchange not in state.exchange_counts(Seat.ELDER):
                raise _err("elder with carte blanche must state how many cards he will "
                           f"exchange ({count_text(state.exchange_counts(Seat.ELDER))}) before "
                           "showing", "carte_blanche_count", "Cavendish, Case V")  # fmt: skip
            return replace(state, cb_announced=True, cb_exchange=action.exchange)
        if action.exchange is not None:
            raise _err("younger states no number with his carte blanche", "carte_blanche_count",
                       "Cavendish, Law 20")  # fmt: skip
        return replace(state, cb_announced=True)
    if step == "show":
        if not isinstance(action, ShowCarteBlanche):
            raise _err("carte blanche must now be shown, the adversary having discarded",
                       "show_due", "Cavendish, Laws 19-20")  # fmt: skip
        return replace(state, cb_shown=True)
    if not isinstance(action, Discard):
        raise _err(f"the {seat.value} hand must discard now", "discard_due",
                   "Cavendish, Laws 21-22")  # fmt: skip
    if not isinstance(action.cards, Hand) or not isinstance(action.look, bool):
        raise _err("a discard is a Hand of cards (and whether elder looks at those he leaves)",
                   "malformed_action")  # fmt: skip
    hand, n = state.dealt(seat), len(action.cards)
    if not action.cards.issubset(hand):
        bad = next(iter(action.cards - hand))
        raise _err(f"{seat.value} discards {bad}, which he does not hold", "discard_not_held",
                   "Cavendish, Law 21", card=str(bad))  # fmt: skip
    counts = state.exchange_counts(seat)
    if n not in counts:
        law = state.variant.elder_exchange_law if seat is Seat.ELDER \
            else state.variant.younger_exchange_law  # fmt: skip
        if seat is Seat.ELDER and state.cb_exchange is not None:
            law = "Cavendish, Case V"
        lo, hi = min(counts, default=0), max(counts, default=0)
        if n < lo and lo == 1:
            text = f"{seat.value} must discard at least one card"
        elif n > hi:
            text = f"{seat.value} may exchange at most {hi} cards, not {n}"
        else:
            text = f"{seat.value} may exchange {count_text(counts)} cards, not {n}"
        raise _err(text, "discard_count", law, count=n, allowed=count_text(counts))
    if action.look and (seat is Seat.YOUNGER or n >= 5):
        raise _err(
            "only elder, leaving cards, may look at them when he takes in; younger "
            "decides after elder's lead",
            "look_not_allowed",
            "Cavendish, Laws 33, 36",
        )
    if seat is Seat.ELDER:
        new = replace(state, elder_discard=action.cards, elder_looked=action.look)
    else:
        new = replace(state, younger_discard=action.cards)
    if new.elder_discard is None or new.younger_discard is None:
        return new
    e, y = len(new.elder_discard), len(new.younger_discard)  # top of the stock (Law 23)
    return replace(
        new,
        elder_after=(state.elder_dealt - new.elder_discard) | Hand(state.talon[:e]),
        younger_after=(state.younger_dealt - new.younger_discard) | Hand(state.talon[e : e + y]),
    )
