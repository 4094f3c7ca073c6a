"""The cut for deal: who deals first. The one rule behind
:meth:`~piquet_core.deal.DealState.cut_for_deal` and the partie's first dealer
(:mod:`piquet_core.partie`).

Ace high, suits not counting (Cavendish, Law 4): the higher cut has the choice and, as
Cavendish advises, deals first (Law 4); au cent and in the Russian game the lower deals
(CAV-C; seed S002), by the variant's :attr:`~piquet_core.variants.Variant.first_dealer`.
Equal cuts cut again. "If, in cutting for deal, a player expose more than one card, he must
cut again" (Law 5); under the au cent laws, "If he exposes more than one card in cutting,
his adversary may treat the lowest of the exposed cards as the one cut" (CAV-C).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeAlias

from piquet_core.cards import Card, Player, as_card, as_flag, as_hand
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.variants import (
    AU_CENT_LAW,
    RUBICON,
    FirstDealer,
    Variant,
    VariantLike,
    as_variant,
)

LAW_5 = "Cavendish, Law 5"
"""A player exposing more than one card in cutting for deal must cut again."""


class CutAgainError(IllegalActionError):
    """A cut for deal that does not stand: the player must cut again (code ``cut_again``).

    "If, in cutting for deal, a player expose more than one card, he must cut again"
    (Cavendish, Law 5); under the au cent laws his adversary may instead "treat the lowest of
    the exposed cards as the one cut" (CAV-C), and if he does not, Law 5 stands.
    """

    code = "cut_again"


CutLike: TypeAlias = "Card | str | Iterable[Card | str]"
"""What a player showed in cutting for deal: one card (a :class:`Card` or ``"AS"``), or the
cards he exposed, as a string of cards (``"9S 7H"``) or an iterable of cards."""


def _exposed(cut: object, player: Player) -> tuple[Card, ...]:
    """The cards ``player`` showed in cutting, each once; at least one."""
    if cut.__class__ is Card:
        return (cut,)
    if isinstance(cut, str):
        cards = tuple(as_hand(cut))
    elif isinstance(cut, Iterable) and not isinstance(cut, (bytes, bytearray)):
        cards = tuple(as_hand([as_card(c) for c in cut]))
    else:
        cards = (as_card(cut),)
    if not cards:
        raise PiquetError(
            f"{player.value} cut no card: a cut shows at least one card",
            code="bad_cut",
            params={"player": player.value},
        )
    return cards


def _card_cut(cut: object, player: Player, variant: Variant, take_lowest: bool) -> Card:
    """The card ``player`` is taken to have cut (Law 5; CAV-C)."""
    cards = _exposed(cut, player)
    if len(cards) == 1:
        return cards[0]
    lowest = min(cards, key=lambda c: c.rank)
    shown = ", ".join(str(c) for c in cards)
    params = {"player": player.value, "cards": shown, "lowest": str(lowest)}
    if not variant.au_cent_laws:
        raise CutAgainError(
            f"{player.value} exposed {len(cards)} cards in cutting for deal ({shown}):"
            f" he must cut again ({LAW_5})",
            params=params,
            law=LAW_5,
        )
    if not take_lowest:
        law = f"{AU_CENT_LAW}; Law 5"
        raise CutAgainError(
            f"{player.value} exposed {len(cards)} cards in cutting for deal ({shown}) and his"
            f" adversary does not treat the lowest, {lowest}, as the one cut: he cuts again"
            f" ({law})",
            params=params,
            law=law,
        )
    return lowest


def first_dealer_from_cut(
    cut_a: CutLike,
    cut_b: CutLike,
    variant: VariantLike = RUBICON,
    chooses_to_deal: bool = True,
    *,
    take_lowest: bool = True,
) -> Player:
    """Who deals first, from the cards A and B cut (ace high; suits do not count, Law 4).

    Rubicon: the higher cut has the choice (Law 4); Cavendish advises dealing first, so by
    default the chooser deals (``chooses_to_deal=False`` gives the deal to the other). Au cent
    and Russian: the lower cut deals (CAV-C; S002). Equal cuts: cut again.

    A player who exposed more than one card gives them all (``"9S 7H"``). "If, in cutting for
    deal, a player expose more than one card, he must cut again" (Cavendish, Law 5): a
    :class:`CutAgainError`. Under the variant's ``au_cent_laws``: "If he exposes more than one
    card in cutting, his adversary may treat the lowest of the exposed cards as the one cut"
    (CAV-C). That is the adversary's option, ``take_lowest``: by default he takes it; if he
    does not, the au cent laws, which "differ from those of Piquet in the following
    particulars" only, leave Law 5 to rule, and the player cuts again. Ace high, the lowest
    is the lowest rank (Law 4). If both players exposed several cards, the one ``take_lowest``
    answers for both adversaries.
    """
    variant = as_variant(variant)
    chooses_to_deal = as_flag(chooses_to_deal, "chooses_to_deal")
    take_lowest = as_flag(take_lowest, "take_lowest")
    cut_a = _card_cut(cut_a, Player.A, variant, take_lowest)
    cut_b = _card_cut(cut_b, Player.B, variant, take_lowest)
    if cut_a.rank == cut_b.rank:
        raise IllegalActionError(
            f"equal cuts ({cut_a}, {cut_b}): cut again (Cavendish, Law 4: ace highest)",
            code="equal_cut",
            params={"a": str(cut_a), "b": str(cut_b)},
            law="Cavendish, Law 4",
        )
    higher = Player.A if cut_a.rank > cut_b.rank else Player.B
    if variant.first_dealer is FirstDealer.LOWER_CUT_DEALS:
        return higher.other
    return higher if chooses_to_deal else higher.other


__all__ = ["LAW_5", "CutAgainError", "CutLike", "first_dealer_from_cut"]
