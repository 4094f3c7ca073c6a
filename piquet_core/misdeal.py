"""Hands of eleven and thirteen as dealt: a misdeal found by elder before the exchange,
his option of a fresh deal, and the exchange when he stands the deal (Cavendish, Laws of
Piquet 11, 12, 38-43; Cavendish, *Laws of Piquet au Cent*).

The dealer should give twelve cards each and leave eight in the stock (Law 9). One card
given to the wrong place makes one of four deals (elder, younger, stock):

* 13, 11, 8 -- "If the elder hand elect to stand the deal when he has thirteen cards, and
  there are eight in the stock, he must discard one card more than he takes in, and he must
  discard at least two cards. The younger hand must discard one less than he takes in; but,
  if he only take one card, he need not discard any." (Law 40)
* 13, 12, 7 -- "If the elder hand elect to stand the deal when he has thirteen cards, and
  there are seven in the stock, he must discard one more card than he takes in. He must
  discard at least two cards; and, if he take all his cards, he discards six, and the
  younger hand can only take two cards." (Law 41)
* 11, 13, 8 -- "If the elder hand elect to stand the deal when he has eleven cards, and there
  are eight in the stock, he must discard one less than he takes in; but, if he only take
  one card, he need not discard any. The younger hand must discard one more than he takes
  in, and he must discard at least two cards." (Law 42)
* 12, 13, 7 -- "If the elder hand elect to stand the deal when he has twelve cards, and there
  are seven in the stock, he must discard the same number of cards as he takes in; and, if
  he take all his cards, the younger hand can only take two cards. The younger hand must
  discard one more than he takes in, and he must discard at least two cards." (Law 43)

In each, elder has the option: "If the elder hand find that he has a card too many or a card
too few, he has the option of a fresh deal after looking at his hand, but before taking up a
card of the stock. If the elder hand, having twelve cards dealt him, find, in drawing the
stock toward him after discarding, that it contains but seven cards, he has the option of a
fresh deal, or of altering his discard." (Law 11); in Piquet au cent "he has the option of
a fresh deal before touching the stock" (CAV-C), and Law 11's second sentence holds there
too (CAV-C: "except as provided in Laws of Piquet 11, 32, and 38"). What he chose is a
:class:`MisdealOption`: a fresh deal (the deal is void, nothing scores), standing the
deal, or taking up a card of the stock without announcing the error: "he loses his option
of a fresh deal. He cannot alter his discard, and he must leave at least three cards for the
younger hand" (Law 39).

Any other deal of the 32 cards is void by law, whatever elder would choose: "If more than one
card be dealt wrongly, or if there be nine cards in the stock, there must be a fresh deal"
(Law 12); "if the stock contain seven cards, and the elder hand have eleven, there must be a
fresh deal" (Law 39). The au cent laws "differ from those of Piquet" only in the particulars
they give, so these hold there too.

The counts a player standing the deal may exchange are data (:data:`STAND_RULES`): for each
deal and each code (the Rubicon Laws 40-43, or the au cent laws under
:attr:`~piquet_core.variants.Variant.au_cent_laws`), the fewest cards each seat takes in and
the fewest elder leaves in the stock; what he discards follows, as each hand holds twelve
after the exchange. Where a code says nothing of a seat (younger in Law 41, elder in Law 43,
younger when elder has thirteen and eight in the stock au cent) the general laws rule it:
the variant's own exchange counts, within the cards left (Laws 21-22, 34), or the law of the
Rubicon code the au cent laws do not change (Law 40's younger). Elder's cards are the top
five of the stock and younger's the rest, seven or eight (Law 41: "if he take all his cards
[five] ... the younger hand can only take two cards").

:class:`~piquet_core.deal.DealState` takes a misdeal with its hands
(:meth:`~piquet_core.deal.DealState.from_hands`, ``misdeal=``); ``piquet replay`` reads the
record field ``"misdeal"`` (see CONTRIBUTING.md, "Irregular deals").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from piquet_core.calling_irregular import CallIrregularities
from piquet_core.cards import BySeat, Seat, SeatLike, as_count, as_seat
from piquet_core.errors import PiquetError
from piquet_core.irregular import Irregularities, Penalty, Ruling
from piquet_core.variants import AU_CENT_LAW, TALON, VariantLike, as_variant, exchange_limit

RECORD_FIELD = "misdeal"
"""The ``piquet replay`` record field that says what elder did about a misdeal."""

TWELVE = 12
"""Cards in each hand as dealt, and after the exchange (Law 9)."""
STOCK = TALON
"""Cards in the stock as dealt (Law 9)."""


class MisdealError(PiquetError):
    """A misdealt deal the laws do not let stand, or an exchange they forbid in one."""

    code = "misdeal"


def _err(text: str, code: str, law: str) -> MisdealError:
    return MisdealError(f"{text} ({law})", code=code, law=law)


class MisdealOption(StrEnum):
    """What elder did on finding a card too many or too few (Laws 11, 39; CAV-C)."""

    FRESH_DEAL = "fresh_deal"
    """He claimed a fresh deal: the deal is void and nothing scores (Law 11)."""
    STAND = "stand"
    """He elected to stand the deal (Laws 40-43; CAV-C)."""
    UNANNOUNCED = "unannounced"
    """Dealt eleven or thirteen, he took up a card of the stock without announcing the error:
    "he loses his option of a fresh deal. He cannot alter his discard, and he must leave at
    least three cards for the younger hand" (Law 39)."""


_OPTIONS = frozenset(o.value for o in MisdealOption)


class Shape(NamedTuple):
    """How many cards elder and younger were dealt and the stock holds."""

    elder: int
    younger: int
    stock: int

    def __str__(self) -> str:
        return f"elder {self.elder}, younger {self.younger}, stock {self.stock}"


class SeatRule(NamedTuple):
    """What a seat standing a misdeal may exchange: he takes in at least ``fewest`` cards
    (None: the variant's own counts, the general laws), elder leaving at least ``leaves`` in
    the stock; ``law`` and its words ``text``."""

    fewest: int | None
    leaves: int
    law: str
    text: str


_L40E = SeatRule(1, 0, "Cavendish, Law 40", "he must discard one card more than he takes in, "
                 "and he must discard at least two cards")  # fmt: skip
_L40Y = SeatRule(1, 0, "Cavendish, Law 40", "the younger hand must discard one less than he "
                 "takes in; but, if he only take one card, he need not discard any")  # fmt: skip
_L41E = SeatRule(1, 0, "Cavendish, Law 41", "he must discard one more card than he takes in. "
                 "He must discard at least two cards")  # fmt: skip
_L41Y = SeatRule(None, 0, "Cavendish, Laws 22, 34, 41", "if he [elder] take all his cards, he "
                 "discards six, and the younger hand can only take two cards")  # fmt: skip
_L42E = SeatRule(1, 0, "Cavendish, Law 42", "he must discard one less than he takes in; but, if "
                 "he only take one card, he need not discard any")  # fmt: skip
_L42Y = SeatRule(1, 0, "Cavendish, Law 42", "the younger hand must discard one more than he "
                 "takes in, and he must discard at least two cards")  # fmt: skip
_L43E = SeatRule(None, 0, "Cavendish, Laws 21, 43", "he must discard the same number of cards "
                 "as he takes in")  # fmt: skip
_L43Y = SeatRule(1, 0, "Cavendish, Law 43", "the younger hand must discard one more than he "
                 "takes in, and he must discard at least two cards")  # fmt: skip
_C13 = SeatRule(0, 3, AU_CENT_LAW, "he must discard one more card than he takes in, but he is "
                "not obliged to take in any. He must leave at least three cards for the "
                "younger hand")  # fmt: skip
_C11E = SeatRule(2, 0, AU_CENT_LAW, "he must discard one less than he takes in, and he must "
                 "discard one card")  # fmt: skip
_C12E = SeatRule(None, 3, AU_CENT_LAW, "he must leave at least three cards for the younger "
                 "hand")  # fmt: skip
_C13Y = SeatRule(0, 0, AU_CENT_LAW, "the younger hand must discard one more than he takes in, "
                 "but he is not obliged to take in any")  # fmt: skip
_C40Y = SeatRule(1, 0, "Cavendish, Law 40 (the au cent laws say nothing of younger here)",
                 "the younger hand must discard one less than he takes in")  # fmt: skip
_C41Y = SeatRule(None, 0, "Cavendish, Law 41 (the au cent laws say nothing of younger here)",
                 "the younger hand can only take the cards left")  # fmt: skip

STAND_RULES: Mapping[bool, Mapping[Shape, BySeat[SeatRule]]] = {
    False: {
        Shape(13, 11, 8): BySeat(_L40E, _L40Y),
        Shape(13, 12, 7): BySeat(_L41E, _L41Y),
        Shape(11, 13, 8): BySeat(_L42E, _L42Y),
        Shape(12, 13, 7): BySeat(_L43E, _L43Y),
    },
    True: {
        Shape(13, 11, 8): BySeat(_C13, _C40Y),
        Shape(13, 12, 7): BySeat(_C13, _C41Y),
        Shape(11, 13, 8): BySeat(_C11E, _C13Y),
        Shape(12, 13, 7): BySeat(_C12E, _C13Y),
    },
}
"""The exchange when elder stands a misdeal, by code (``au_cent_laws``) and deal: the
Rubicon Laws 40-43 (False), Cavendish's *Laws of Piquet au Cent* (True)."""

OPTION_LAW: Mapping[bool, str] = {False: "Cavendish, Law 11", True: AU_CENT_LAW}
"""Where elder's option of a fresh deal is written, by code."""


def _as_shape(shape: object) -> Shape:
    """``shape`` as a :class:`Shape`: one, or three whole numbers (elder, younger, stock);
    else a :class:`MisdealError` (code ``bad_record``)."""
    if shape.__class__ is Shape:
        return shape
    if isinstance(shape, tuple) and len(shape) == 3 and all(n.__class__ is int for n in shape):
        return Shape(*shape)
    raise _err(f"shape: the cards dealt to elder, to younger and to the stock, not {shape!r}",
               "bad_record", "Cavendish, Law 9")  # fmt: skip


def _void_by_law(shape: Shape) -> tuple[str, str] | None:
    """Why the laws void this deal whatever elder would choose (text, law), or None."""
    if shape.elder == TWELVE - 1 and shape.stock == STOCK - 1:
        return "the stock holds seven cards and elder eleven: there must be a fresh deal", \
            "Cavendish, Law 39"  # fmt: skip
    if shape.stock == STOCK + 1:
        return "there are nine cards in the stock: there must be a fresh deal", \
            "Cavendish, Law 12"  # fmt: skip
    e, y, t = shape
    wrong = (abs(e - TWELVE) + abs(y - TWELVE) + abs(t - STOCK)) // 2
    if wrong > 1:
        return f"{wrong} cards dealt wrongly ({shape}): more than one card dealt wrongly, there " \
            "must be a fresh deal", "Cavendish, Law 12"  # fmt: skip
    return None


@dataclass(frozen=True)
class Misdeal:
    """A deal that gave a hand eleven or thirteen cards (or the stock seven or nine), and
    what elder did about it. Made by :meth:`of`, which refuses what the laws do not allow."""

    shape: Shape
    option: MisdealOption
    law: str
    """The law that voids the deal, or gives elder his option."""

    @classmethod
    def of(cls, shape: Shape, option: MisdealOption | str | None, variant: VariantLike) -> Misdeal:
        """The misdeal of a deal of ``shape`` (32 cards in all), elder having chosen
        ``option``; a :class:`MisdealError` naming the law if the laws do not allow it."""
        variant = as_variant(variant)
        shape = _as_shape(shape)
        if option is not None and (not isinstance(option, str) or option not in _OPTIONS):
            raise _err(f"misdeal {option!r}: elder claims a fresh deal (\"fresh_deal\"), "
                       "stands the deal (\"stand\"), or took up a stock card without "
                       "announcing the error (\"unannounced\")", "bad_record",
                       "Cavendish, Laws 11, 39")  # fmt: skip
        if shape == Shape(TWELVE, TWELVE, STOCK):
            raise _err("no misdeal: each hand was dealt twelve cards and the stock holds eight",
                       "no_misdeal", "Cavendish, Law 9")  # fmt: skip
        void = _void_by_law(shape)
        if void is not None:
            text, law = void
            if option != MisdealOption.FRESH_DEAL:
                raise _err(text, "fresh_deal_due", law)
            return cls(shape, MisdealOption.FRESH_DEAL, law)
        # twelve cards and seven in the stock: Law 11 in both codes (the au cent laws keep it:
        # "except as provided in Laws of Piquet 11, 32, and 38")
        law = OPTION_LAW[variant.au_cent_laws and shape.elder != TWELVE]
        if option is None:
            raise _err(f"a misdeal ({shape}): elder has the option of a fresh deal; the record "
                       "must say whether he claimed it or stood the deal (field 'misdeal')",
                       "misdeal_option_due", law)  # fmt: skip
        chosen = MisdealOption(option)
        if chosen is MisdealOption.UNANNOUNCED:
            if shape.elder == TWELVE:
                raise _err("elder was dealt twelve: he had no error to announce before taking "
                           "up a card of the stock (Law 39 is of eleven or thirteen)",
                           "bad_record", "Cavendish, Laws 11, 39")  # fmt: skip
            law = "Cavendish, Law 39"
        return cls(shape, chosen, law)

    @property
    def is_void(self) -> bool:
        """A fresh deal: the deal is void, nothing scores."""
        return self.option is MisdealOption.FRESH_DEAL

    @property
    def is_void_by_law(self) -> bool:
        """The laws void this deal whatever elder would choose (Laws 12, 39): there must be a
        fresh deal; otherwise a fresh deal is elder's option, claimed (Law 11; CAV-C)."""
        return _void_by_law(self.shape) is not None

    def dealt(self, seat: SeatLike) -> int:
        """How many cards ``seat`` was dealt."""
        return self.shape[as_seat(seat).index]

    def takes(self, seat: SeatLike, discarded: int) -> int:
        """How many cards ``seat`` takes in for ``discarded`` cards: enough to hold twelve
        (Laws 40-43). ``discarded`` is a whole number, at most the cards he was dealt; another
        is a :class:`PiquetError` (code ``bad_count``)."""
        dealt = self.dealt(seat)
        if discarded.__class__ is not int or not 0 <= discarded <= dealt:
            raise PiquetError(
                f"discarded: a number of cards from 0 to {dealt}, not {discarded!r}",
                code="bad_count",
                params={"argument": "discarded", "value": repr(discarded)},
            )
        return discarded + TWELVE - dealt

    def rules(self, variant: VariantLike) -> BySeat[SeatRule]:
        """The rule of each seat standing the deal, in the variant's code."""
        return STAND_RULES[as_variant(variant).au_cent_laws][self.shape]

    def discard_counts(
        self, seat: SeatLike, variant: VariantLike, elder_took: int = 0
    ) -> frozenset[int]:
        """How many cards ``seat`` may discard standing the deal (elder having taken in
        ``elder_took``, for younger): his rule's fewest taken in, or the variant's counts
        where the code leaves it to the general laws; elder at most his five, leaving what
        his rule and Law 39 say; younger at most what is left (Law 34)."""
        seat, variant = as_seat(seat), as_variant(variant)
        if self.is_void:
            return frozenset()
        rule = self.rules(variant)[seat]
        stock = self.shape.stock
        if seat is Seat.ELDER:
            leaves = max(rule.leaves, 3 if self.option is MisdealOption.UNANNOUNCED else 0)
            most = min(exchange_limit(Seat.ELDER), stock - leaves)
        else:
            most = stock - elder_took
        if rule.fewest is None:  # the general laws: the variant's counts (the seat holds twelve)
            allowed = variant.elder_exchange if seat is Seat.ELDER else variant.younger_exchange
            takes = [n for n in range(most + 1) if n in allowed]
        else:
            takes = list(range(rule.fewest, most + 1))
        extra = self.dealt(seat) - TWELVE
        return frozenset(n + extra for n in takes)

    def check_discard(
        self, seat: SeatLike, count: int, variant: VariantLike, elder_took: int = 0
    ) -> None:
        """Refuse a discard of ``count`` cards the seat's law does not allow, in one line
        naming the law and quoting it."""
        seat, variant = as_seat(seat), as_variant(variant)
        if count.__class__ is not int:
            as_count(count, "count")
        allowed = self.discard_counts(seat, variant, elder_took)
        if count in allowed:
            return
        rule = self.rules(variant)[seat]
        quoted, law = f'"{rule.text}"', rule.law
        if seat is Seat.ELDER and self.option is MisdealOption.UNANNOUNCED:
            quoted += ' and, the error not announced, "he must leave at least three cards for ' \
                'the younger hand" (Law 39)'  # fmt: skip
            law = f"{law}; Cavendish, Law 39"
        n = self.dealt(seat)
        what = "thirteen" if n > TWELVE else "eleven" if n < TWELVE else "twelve"
        counts = ", ".join(str(k) for k in sorted(allowed)) or "none"
        raise _err(f"{seat.value}, dealt {what} with {self.shape.stock} in the stock and the "
                   f"deal stood, may discard {counts} cards, not {count}: {quoted}",
                   "misdeal_discard_count", law)  # fmt: skip

    def rulings(self, variant: VariantLike) -> tuple[Ruling, ...]:
        """The rulings, with their laws, as ``piquet replay`` reports them."""
        variant, s = as_variant(variant), self.shape
        out = [Ruling("misdealt", Seat.ELDER, f"dealt {s.elder} cards, younger {s.younger}, "
                      f"the stock {s.stock}", "Cavendish, Laws 9, 38")]  # fmt: skip
        if self.is_void:
            text = "there must be a fresh deal: the deal is void" if self.is_void_by_law \
                else "claims a fresh deal: the deal is void"  # fmt: skip
            out.append(Ruling("fresh_deal", Seat.ELDER, text, self.law, Penalty.VOID))
            return tuple(out)
        if self.option is MisdealOption.UNANNOUNCED:
            out.append(Ruling("lost_option", Seat.ELDER, "took up a card of the stock without "
                              "announcing the error: loses his option of a fresh deal, must "
                              "leave at least three cards for younger", self.law))  # fmt: skip
        else:
            out.append(Ruling("stood_the_deal", Seat.ELDER, "elects to stand the deal",
                              self.law))  # fmt: skip
        for seat, rule in zip(Seat, self.rules(variant), strict=True):
            out.append(Ruling("misdeal_exchange", seat, rule.text, rule.law))
        return tuple(out)

    def outcome(self, variant: VariantLike) -> dict[str, object]:
        """The ``"irregular"`` object of ``piquet replay``: the cards each seat played with
        (as dealt, if the deal is void), the deal's counts (``dealt``: elder, younger,
        stock), the rulings, and ``fresh_deal`` when the deal is void."""
        s = self.shape
        out: dict[str, object] = {
            "cards": {"elder": s.elder if self.is_void else TWELVE,
                      "younger": s.younger if self.is_void else TWELVE},
            "dealt": {"elder": s.elder, "younger": s.younger, "stock": s.stock},
            "rulings": [r.to_dict() for r in self.rulings(variant)],
        }  # fmt: skip
        if self.is_void:
            out["fresh_deal"] = True
        return out

    def to_record(self) -> dict[str, object]:
        """The record field of this misdeal."""
        return {RECORD_FIELD: self.option.value}


def check_irregularities(irr: Irregularities) -> None:
    """Refuse irregularities of the exchange in a misdealt deal: its own laws rule its
    exchange (Laws 39-43; CAV-C), and the rulings of :mod:`piquet_core.irregular` are of a
    deal dealt twelve and eight. Those of the calls (``miscalled``, ``calls``) combine with it,
    as each hand holds twelve after the exchange."""
    if not replace(irr, calls=CallIrregularities(), miscalled=None).is_regular:
        raise _err("irregularities of the exchange in a misdealt deal are not modelled: the "
                   "misdeal's own laws rule its exchange (those of the calls combine with it)",
                   "misdeal_and_irregular", "Cavendish, Laws 39-43")  # fmt: skip


def option_field(record: Mapping[str, object]) -> str | None:
    """The record's ``"misdeal"`` field, checked to be text (None if absent)."""
    value = record.get(RECORD_FIELD)
    if value is not None and not isinstance(value, str):
        raise _err("field 'misdeal' must be \"fresh_deal\", \"stand\" or \"unannounced\"",
                   "bad_record", "Cavendish, Laws 11, 39")  # fmt: skip
    return value


__all__ = [
    "OPTION_LAW",
    "RECORD_FIELD",
    "STAND_RULES",
    "Misdeal",
    "MisdealError",
    "MisdealOption",
    "SeatRule",
    "Shape",
    "check_irregularities",
    "option_field",
]
