"""One kind's calling dialogue, and what the calling rules need from the deal.

A :class:`Record` holds the dialogue of one kind (point, sequences or sets): elder's call,
the value he gave, younger's inquiry and reply, and what each side has reckoned. It answers
whether an item younger holds beats or equals the call, which decides the replies he may
give: "Not good" and "Equal" bind him to reckon or show what beats or equals it (Law 55),
and asking "Making?" bars him from counting a superior number of cards (Law 46; CAV-K Case I).
:class:`Context` is the deal seen by the calling laws (Law 49). Both are used by
:class:`~piquet_core.calling.CallingState` and re-exported by :mod:`piquet_core.calling`.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet_core.cards import BySeat, Card, Hand, Seat
from piquet_core.declarations import CardSet
from piquet_core.dialogue import Call, Item, Kind, Reply, Value
from piquet_core.sinking import Key, item_key
from piquet_core.variants import PointComparison, Variant


def pips_only(variant: Variant) -> bool:
    """Whether the point is compared by pips alone (FOSTER), not by cards then pips."""
    return variant.point_comparison is PointComparison.PIPS_ONLY


_NOTHING_NAMED: BySeat[tuple[Item, ...]] = BySeat((), ())


@dataclass(frozen=True)
class Record:
    """One kind's dialogue: elder's call, the value he gave, whether younger asked, the final
    reply, and what each side has named or reckoned in that kind."""

    call: Call | None = None
    value: Value | None = None
    asked: bool = False
    reply: Reply | None = None
    declined: bool = False
    """Elder declined to say what his call makes: younger's is good (CAV-S)."""
    out: Card | None = None
    """The card of a trio's rank elder said he does not reckon (CAV-D; Case VIII)."""
    named: BySeat[tuple[Item, ...]] = _NOTHING_NAMED
    """What each seat has named or reckoned in this kind, indexed by seat."""

    def full_key(self, variant: Variant) -> Key | None:
        """The key of the call once complete (length and value / top / rank), else None."""
        c = self.call
        if c is None:
            return None
        if c.kind is Kind.POINT:
            pips = c.pips if c.pips is not None else (self.value.pips if self.value else None)
            if pips is None:
                return None
            return (pips, 0) if pips_only(variant) else (c.length, pips)
        if c.kind is Kind.SEQUENCE:
            top = c.top if c.top is not None else (self.value.top if self.value else None)
            return None if top is None else (c.length, int(top))
        assert c.rank is not None
        return (c.length, int(c.rank))

    def beats(self, item: Item, variant: Variant) -> bool:
        """Whether ``item`` beats the call (for "Not good"), given what younger asked."""
        assert self.call is not None
        n = self.call.length
        length = item.count if isinstance(item, CardSet) else item.length
        if self.asked and length > n:  # the inquiry bars a superior number (Law 46)
            return False
        key = self.full_key(variant)
        if key is None:  # only the number of cards is known (or elder declined to say more)
            return length > n or (self.declined and length == n)
        return item_key(item, variant) > key

    def equals(self, item: Item, variant: Variant) -> bool:
        """Whether ``item`` equals the complete call (for "Equal")."""
        key = self.full_key(variant)
        return key is not None and item_key(item, variant) == key


@dataclass(frozen=True)
class Context:
    """What the calling rules need from the deal: the hands after the exchange, the variant,
    and the cards younger could hold in hand and discard as far as elder knows (Law 49)."""

    hands: BySeat[Hand]
    """Each seat's hand after the exchange, indexed by seat."""
    variant: Variant
    elder_unknown: int
    younger_known: int = 0
    """The cards younger knows are not elder's: his hand and discard."""

    def hand(self, seat: Seat) -> Hand:
        """``seat``'s hand after the exchange."""
        return self.hands[seat]


__all__ = ["Context", "Record", "pips_only"]
