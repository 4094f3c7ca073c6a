"""Irregular exchanges and hands: the umpire's rulings, as Foster gives them (seed 004) or
as the Portland Club code has them (Cavendish, Laws 25-58), by the variant's
:attr:`~piquet_core.variants.Variant.irregular_laws` switch.

What happened is an :class:`Irregularities` value: how many cards each player drew, the card
younger discarded again when elder's short draw led him into thirteen, a card taken back
from a discard, a card of the stock looked at, a talon card seen or exposed, a card drawn out
of turn. :func:`exchange` makes the hands the exchange leaves (eleven, twelve or thirteen
cards), refusing a situation that cannot happen; :func:`play_over` ends the play when a
hand is exhausted; :func:`score` scores the deal and :func:`rulings` names each ruling with
its law. :class:`~piquet_core.deal.DealState` takes an :class:`Irregularities` with
:meth:`~piquet_core.deal.DealState.with_irregularities`; ``piquet replay`` reads the record
fields of :data:`RECORD_FIELDS` (see CONTRIBUTING.md, "Irregular deals").

The rulings (default Foster; Cavendish where the switch says so and the codes differ):

* too few cards after the draw: "he may still play and count all he can make, but he cannot
  win a capot, because he has no card for the last trick, which must be won by his
  adversary" (Foster); "his adversary counts as tricks all cards that cannot be played to"
  (CAV-L 30, 57). Each card the short hand cannot play to is a trick its holder leads and
  wins uncontested, scoring one for the lead, up to twelve tricks (:func:`deal_tricks`);
  "the winner of the last trick scores two instead of one" (Law 65), the deal's last trick
  whatever its number (both hands short, the eleventh or earlier); the cards are for "more
  than six tricks" (Law 66, read literally: six of eleven are not), and a short hand that
  wins every trick scores them, not a capot (:func:`~piquet_core.play.cards_score`);
* elder draws fewer than he discarded without saying so and younger takes one of his:
  "the pone must play with eleven cards ... [the dealer] must be allowed to discard to
  reduce his hand to twelve" (Foster; cf. CAV-L 32);
* too many cards: "can score nothing that deal. This does not prevent the adversary from
  scoring anything he may have in hand or play, even if it is inferior" (Foster); "he can
  reckon nothing that deal; but his cards, though not good to score, are good to bar his
  adversary" (CAV-L 58);
* a card of the adversary's part of the stock looked at: "he can count nothing that hand"
  (Foster; CAV-L 27);
* a card of the talon left after the draw seen without right: "his adversary may call a
  suit from him as many times as he has seen cards" (Foster); in Piquet au cent, younger
  having left cards and elected not to look at them, "and either player should then look at
  them, they must be exposed, and a suit may be called from the offender when next he has to
  lead" (CAV-C), once, whichever :attr:`~piquet_core.variants.Variant.irregular_laws`;
* elder drawing one of the dealer's three, or the dealer one of the first five before elder
  has announced that he leaves them: "he loses the game" (Foster; in Foster's words the
  pone, the non-dealer, who discards and draws first, draws one of the dealer's three). The
  dealer can have drawn one of the five only if elder took fewer than five and he drew a
  card; a record saying so otherwise is refused (``not_out_of_turn``); "he
  can reckon nothing that deal" (CAV-L 27); in Piquet au cent "he loses the game" whichever
  code rules the rest (CAV-C, by the variant's ``au_cent_laws``);
* a card of the talon exposed: "the player to whom it would naturally belong may demand a
  fresh deal" (Foster);
* a discard "cannot be changed after the stock has been touched" (Foster): the card stays
  in the discard; taken back into the hand, "he must play with more than twelve cards, and
  can reckon nothing that deal" (CAV-L 25);
* a quatorze or trio called but not held, allowed good, and not corrected before the player
  "play a card": "he can reckon nothing that deal" (CAV-C); under the Rubicon code, any such
  call not corrected before younger plays to the first trick (CAV-L 54). The state machine
  refuses a call of what is not held, so the record says who miscalled; his adversary scores
  what he holds, the miscaller's holdings barring him as a correct call would (CAV-L 54);
* the other irregularities of calling and showing (a sequence shown and an inferior one
  called, a misnomer, a call not shown, younger's answer not borne out) are
  :mod:`piquet_core.calling_irregular`, the ``calls`` of an :class:`Irregularities`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from piquet_core import calling_irregular
from piquet_core.calling_irregular import CallIrregularities
from piquet_core.cards import BySeat, Card, Hand, Seat, as_hand, as_seat
from piquet_core.declarations import Declared, declare_all
from piquet_core.errors import PiquetError
from piquet_core.play import DEAL_TRICKS, PlayResult, Trick, check_follow, score_tricks
from piquet_core.scoring import Category, DealScore, SeatScore, score_deal_unchecked
from piquet_core.variants import AU_CENT_LAW, TALON, IrregularLaws, Variant, exchange_limit

FOSTER = "Foster, Complete Hoyle, Irregularities (seed 004)"
"""The source of the default rulings."""


class IrregularError(PiquetError):
    """A record or action describing an irregular situation that cannot happen."""

    code = "impossible_irregularity"


def _err(text: str, code: str, law: str = FOSTER) -> IrregularError:
    return IrregularError(text, code=code, law=law)


_AS_DISCARDED: BySeat[int | None] = BySeat(None, None)
_NO_CARDS: BySeat[Hand] = BySeat(Hand(), Hand())
_NONE_SEEN: BySeat[int] = BySeat(0, 0)
_EMPTY = Hand()
_NO_CALLS = CallIrregularities()


@dataclass(frozen=True)
class Irregularities:
    """What went wrong in one deal; every field optional, the default a regular deal."""

    draws: BySeat[int | None] = _AS_DISCARDED
    """How many cards each seat took from the stock (None: as many as he discarded)."""
    second_discard: Hand = _EMPTY
    """The cards younger discards after drawing thirteen, elder having left cards without
    saying so (Foster: "he must be allowed to discard to reduce his hand to twelve")."""
    took_back: BySeat[Hand] = _NO_CARDS
    """Cards a seat took back from his discard after touching the stock."""
    looked_at_stock: Seat | None = None
    """The seat that looked at a card of his adversary's part of the stock (before or
    during the draw)."""
    saw_talon: BySeat[int] = _NONE_SEEN
    """How many cards of the talon left after the draw each seat saw without right."""
    drew_out_of_turn: Seat | None = None
    """Younger drew one of the first five before elder announced leaving them: possible only
    when elder took fewer than five and younger drew a card (elder drawing one of the
    dealer's three is seen from his draw: more than five)."""
    exposed_talon: Seat | None = None
    """The seat to whom an exposed talon card would naturally belong."""
    fresh_deal: bool = False
    """That seat demanded a fresh deal (Foster): the deal is void."""
    miscalled: Seat | None = None
    """The seat that called a quatorze or trio he did not hold, had it allowed good, and
    played a card without correcting the miscall: "he can reckon nothing that deal" (CAV-C;
    CAV-L 54, the correction due before younger plays to the first trick)."""
    calls: CallIrregularities = _NO_CALLS
    """The other irregularities of calling and showing (:mod:`piquet_core.calling_irregular`)."""

    def __post_init__(self) -> None:
        # the public constructor takes seats and hands by name too ("younger", "9S 8S"),
        # and refuses what is neither, never guessing
        for name in ("looked_at_stock", "drew_out_of_turn", "exposed_talon", "miscalled"):
            seat = getattr(self, name)
            if seat is not None and seat.__class__ is not Seat:
                object.__setattr__(self, name, as_seat(seat))
        if self.second_discard.__class__ is not Hand:
            object.__setattr__(self, "second_discard", as_hand(self.second_discard))
        if self.took_back is not _NO_CARDS:
            took_back = _pair(self.took_back, "took_back", "hands")
            object.__setattr__(self, "took_back", BySeat(*map(as_hand, took_back)))
        for name, may_be_none, default in (("draws", True, _AS_DISCARDED),
                                           ("saw_talon", False, _NONE_SEEN)):  # fmt: skip
            if getattr(self, name) is default:
                continue
            counts = _pair(getattr(self, name), name, "counts")
            for n in counts:
                if not ((n is None and may_be_none) or (type(n) is int and 0 <= n <= TALON)):
                    none = " or None" if may_be_none else ""
                    raise _err(f"{name}: a whole number from 0 to {TALON}{none} per seat, "
                               f"not {n!r}", "bad_irregularities")  # fmt: skip
            object.__setattr__(self, name, BySeat(*counts))
        if not isinstance(self.fresh_deal, bool):
            raise _err(f"fresh_deal: True or False, not {self.fresh_deal!r}", "bad_irregularities")
        if not isinstance(self.calls, CallIrregularities):
            raise _err(f"calls: a CallIrregularities, not {self.calls!r}", "bad_irregularities")

    @property
    def is_void(self) -> bool:
        """A fresh deal was demanded for an exposed talon card (Foster): the deal is void."""
        return self.fresh_deal

    @property
    def is_regular(self) -> bool:
        """Nothing irregular happened."""
        return self == Irregularities()


def _pair(value: object, name: str, what: str) -> tuple[object, object]:
    """``value`` as the pair (elder's, younger's) of an :class:`Irregularities` field."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return value[0], value[1]
    raise _err(f"{name}: two {what}, elder's and younger's (a BySeat), not {value!r}",
               "bad_irregularities")  # fmt: skip


class Penalty(StrEnum):
    """What a ruling does to the deal's score, as data: the score rules on this, not on the
    ruling's words."""

    NONE = "none"
    """No penalty on the score (the ruling changes the hands or the play, or nothing)."""
    RECKONS_NOTHING = "reckons_nothing"
    """The seat "can reckon nothing that deal" (CAV-L 27, 44, 54, 58; Foster: "can score
    nothing", "can count nothing")."""
    LOSES_GAME = "loses_game"
    """The seat "loses the game" (Foster; CAV-C): the deal scores nothing."""
    VOID = "void"
    """A fresh deal: the deal is void and nothing scores (Foster; CAV-L 11-12)."""


class Ruling(NamedTuple):
    """One ruling: a code, the seat it concerns, what it means, the law, and what it does to
    the score (:class:`Penalty`)."""

    code: str
    seat: Seat
    text: str
    law: str
    penalty: Penalty = Penalty.NONE

    def to_dict(self) -> dict[str, str]:
        """JSON-ready."""
        return {"code": self.code, "seat": self.seat.value, "ruling": self.text, "law": self.law,
                "penalty": self.penalty.value}  # fmt: skip


RECORD_FIELDS = (
    "elder_draws",
    "younger_draws",
    "younger_second_discard",
    "elder_took_back",
    "younger_took_back",
    "looked_at_stock",
    "elder_saw_talon",
    "younger_saw_talon",
    "drew_out_of_turn",
    "exposed_talon",
    "fresh_deal",
    "miscalled",
    *calling_irregular.RECORD_FIELDS,
)
"""The optional fields of a ``piquet replay`` record that describe an irregular deal."""


def _seat_field(record: Mapping[str, object], name: str) -> Seat | None:
    value = record.get(name)
    if value is None:
        return None
    if value not in ("elder", "younger"):
        raise _err(f'field {name!r} must be "elder" or "younger"', "bad_record")
    return as_seat(str(value))


def _count_field(record: Mapping[str, object], name: str, top: int) -> int | None:
    value = record.get(name)
    if value is None:
        return None
    if type(value) is not int or not 0 <= value <= top:
        raise _err(f"field {name!r} must be a whole number from 0 to {top}", "bad_record")
    return value


def _hand_field(record: Mapping[str, object], name: str) -> Hand:
    value = record.get(name)
    if value is None:
        return Hand()
    if not isinstance(value, str):
        raise _err(f"field {name!r} must be a string of cards", "bad_record")
    return as_hand(value)


def from_record(record: Mapping[str, object]) -> Irregularities:
    """The irregularities a ``piquet replay`` record gives (:data:`RECORD_FIELDS`)."""
    fresh = record.get("fresh_deal", False)
    if not isinstance(fresh, bool):
        raise _err("field 'fresh_deal' must be true or false", "bad_record")
    return Irregularities(
        draws=BySeat(
            _count_field(record, "elder_draws", 8), _count_field(record, "younger_draws", 8)
        ),
        second_discard=_hand_field(record, "younger_second_discard"),
        took_back=BySeat(
            _hand_field(record, "elder_took_back"), _hand_field(record, "younger_took_back")
        ),
        looked_at_stock=_seat_field(record, "looked_at_stock"),
        saw_talon=BySeat(
            _count_field(record, "elder_saw_talon", 8) or 0,
            _count_field(record, "younger_saw_talon", 8) or 0,
        ),
        drew_out_of_turn=_seat_field(record, "drew_out_of_turn"),
        exposed_talon=_seat_field(record, "exposed_talon"),
        fresh_deal=fresh,
        miscalled=_seat_field(record, "miscalled"),
        calls=calling_irregular.from_record(record),
    )


def to_record(irr: Irregularities) -> dict[str, object]:
    """The record fields of ``irr`` (only those that differ from a regular deal)."""
    out: dict[str, object] = {}
    for seat in Seat:
        if irr.draws[seat] is not None:
            out[f"{seat.value}_draws"] = irr.draws[seat]
        if irr.took_back[seat]:
            out[f"{seat.value}_took_back"] = str(irr.took_back[seat])
        if irr.saw_talon[seat]:
            out[f"{seat.value}_saw_talon"] = irr.saw_talon[seat]
    if irr.second_discard:
        out["younger_second_discard"] = str(irr.second_discard)
    for name in ("looked_at_stock", "drew_out_of_turn", "exposed_talon", "miscalled"):
        seat = getattr(irr, name)
        if seat is not None:
            out[name] = seat.value
    if irr.fresh_deal:
        out["fresh_deal"] = True
    out.update(calling_irregular.to_record(irr.calls))
    return out


def exchange(
    dealt: BySeat[Hand],
    talon: tuple[Card, ...],
    discards: BySeat[Hand],
    irr: Irregularities,
    variant: Variant,
) -> BySeat[Hand]:
    """The hands after an irregular exchange: each seat takes from the top of the stock,
    elder first, the number he drew (Foster: "in drawing from the talon he must take the
    cards in the order in which they come"). Raises :class:`IrregularError` naming what
    cannot happen."""
    e, y = (drawn_count(irr, s, len(discards[s])) for s in Seat)
    if e + y > len(talon):
        raise _err(
            f"the stock holds {len(talon)} cards, but elder drew {e} and younger {y}",
            "stock_overdrawn",
        )
    allowed = BySeat(variant.elder_exchange, variant.younger_exchange)
    for seat in Seat:
        if not discards[seat] and 0 not in allowed[seat]:
            raise _err(f"{seat.value} discarded nothing: irregularities follow a discard",
                       "no_discard", "Cavendish, Laws 21-22")  # fmt: skip
    after = [
        (dealt.elder - discards.elder) | Hand(talon[:e]),
        (dealt.younger - discards.younger) | Hand(talon[e : e + y]),
    ]
    for i, seat in enumerate(Seat):
        back = irr.took_back[seat]
        if not back.issubset(discards[seat]):
            raise _err(f"{seat.value} took back {next(iter(back - discards[seat]))}, which "
                       "he did not discard", "took_back_not_discarded")  # fmt: skip
        if back and variant.irregular_laws is IrregularLaws.CAVENDISH:
            after[i] = after[i] | back  # he plays with more than twelve (CAV-L 25)
    extra = irr.second_discard
    if extra:
        # younger drew from e, one of elder's five
        led_into_it = e < len(discards.elder) and e < exchange_limit(Seat.ELDER)
        if not led_into_it or len(after[1]) <= 12:
            raise _err("a second discard: only one discard is allowed, unless elder, leaving "
                       "cards without saying so, led younger into taking one of his",
                       "second_discard_not_allowed")  # fmt: skip
        if not extra.issubset(after[1]):
            raise _err(f"younger discards {next(iter(extra - after[1]))} again, which he does "
                       "not hold", "discard_not_held")  # fmt: skip
        if len(after[1]) - len(extra) != 12:
            raise _err(f"younger holds {len(after[1])} cards and may discard down to twelve, "
                       f"not {len(extra)}", "second_discard_count")  # fmt: skip
        after[1] = after[1] - extra
    five = exchange_limit(Seat.ELDER)  # elder's five; the dealer's three are the rest (Law 34)
    if irr.drew_out_of_turn is Seat.YOUNGER:
        _check_out_of_turn(e, y, five, bool(extra))
    if irr.drew_out_of_turn is Seat.ELDER:
        raise _err("elder drawing one of the dealer's three is told by elder_draws over five",
                   "bad_record")  # fmt: skip
    for seat in Seat:
        if irr.saw_talon[seat] > len(talon) - e - y:
            left = len(talon) - e - y
            raise _err(f"{seat.value} saw {irr.saw_talon[seat]} cards of a talon of {left} "
                       "left after the draw", "saw_more_than_left")  # fmt: skip
    if irr.exposed_talon is None and irr.fresh_deal:
        raise _err("a fresh deal is demanded only for an exposed talon card", "bad_record")
    hands = BySeat(after[0], after[1])
    calling_irregular.effects(irr.calls, hands, discards, variant)  # refuses the impossible
    return hands


def _check_out_of_turn(elder_drew: int, younger_drew: int, five: int, led: bool) -> None:
    """Refuses a record of the dealer drawing out of turn where he could not have: "if the
    dealer draws any of the first five, before the pone has announced that he leaves them,
    the dealer loses the game" (Foster). Elder takes from the top, so the dealer's cards are
    the stock's from ``elder_drew`` on, and he drew one of the first five exactly when elder
    left some of them (took fewer than five) and the dealer took any card at all. Elder
    drawing without announcing is not the dealer's fault: "the dealer has a right to assume
    that five cards have been taken ... it is too late to remedy the error or claim a
    penalty" (Foster; the second discard, ``led``)."""
    if elder_drew >= five:
        raise _err(f"elder took {elder_drew} cards, all the first {five}: none was left for "
                   "younger to draw out of turn", "not_out_of_turn")  # fmt: skip
    if younger_drew == 0:
        raise _err("younger drew no card: he cannot have drawn out of turn", "not_out_of_turn")
    if led:
        raise _err("elder drew without announcing that he left cards: younger had a right "
                   "to assume five were taken, and no penalty can be claimed",
                   "not_out_of_turn")  # fmt: skip


def drawn_count(irr: Irregularities, seat: Seat, discarded: int) -> int:
    """How many cards ``seat``, having discarded ``discarded``, drew: as recorded, else as
    many as he discarded (:meth:`~piquet_core.deal.DealState.drawn` gives the cards)."""
    n = irr.draws[seat]
    return discarded if n is None else n


def out_of_turn(irr: Irregularities, discards: BySeat[Hand]) -> Seat | None:
    """Who drew a card out of turn: elder drawing more than five (one of the dealer's
    three), or younger as recorded (one of the first five before elder announced)."""
    if drawn_count(irr, Seat.ELDER, len(discards.elder)) > exchange_limit(Seat.ELDER):
        return Seat.ELDER
    return irr.drew_out_of_turn


def rulings(
    after: BySeat[Hand], discards: BySeat[Hand], irr: Irregularities, variant: Variant
) -> tuple[Ruling, ...]:
    """Each ruling the situation calls for, with its law, in the order of the deal."""
    cav = variant.irregular_laws is IrregularLaws.CAVENDISH
    out: list[Ruling] = []
    if irr.exposed_talon is not None:
        text = "the deal is void: a fresh deal" if irr.fresh_deal else \
            "may demand a fresh deal (not demanded: the deal stands)"  # fmt: skip
        void = Penalty.VOID if irr.fresh_deal else Penalty.NONE
        out.append(Ruling("exposed_talon", irr.exposed_talon, text, FOSTER, void))
    late = out_of_turn(irr, discards)
    if late is not None:
        if variant.au_cent_laws:
            out.append(Ruling("drew_out_of_turn", late, "loses the game", AU_CENT_LAW,
                              Penalty.LOSES_GAME))  # fmt: skip
        elif cav:
            out.append(Ruling("drew_out_of_turn", late, "reckons nothing that deal",
                              "Cavendish, Law 27", Penalty.RECKONS_NOTHING))  # fmt: skip
        else:
            out.append(Ruling("drew_out_of_turn", late, "loses the game", FOSTER,
                              Penalty.LOSES_GAME))  # fmt: skip
    if irr.looked_at_stock is not None:
        law = "Cavendish, Law 27" if cav else FOSTER
        out.append(Ruling("looked_at_stock", irr.looked_at_stock, "counts nothing that hand",
                          law, Penalty.RECKONS_NOTHING))  # fmt: skip
    for seat in Seat:
        if irr.took_back[seat]:
            if cav:
                out.append(Ruling("took_back", seat, "plays with more than twelve cards",
                                  "Cavendish, Law 25"))  # fmt: skip
            else:
                text = "the discard cannot be changed once the stock is touched: it stays out"
                out.append(Ruling("took_back", seat, text, FOSTER))
    if irr.miscalled is not None:
        law = AU_CENT_LAW if variant.au_cent_laws else "Cavendish, Law 54"
        out.append(Ruling("miscalled", irr.miscalled, "called a quatorze or trio he did not "
                          "hold, allowed good, not corrected: reckons nothing that deal",
                          law, Penalty.RECKONS_NOTHING))  # fmt: skip
    out += [Ruling(e.code, e.seat, e.text, e.law,
                   Penalty.RECKONS_NOTHING if e.nothing else Penalty.NONE)
            for e in calling_irregular.effects(irr.calls, after, discards, variant)]  # fmt: skip
    if irr.second_discard:
        out.append(Ruling("second_discard", Seat.YOUNGER, "led into the error by elder: "
                          "discards down to twelve", FOSTER))  # fmt: skip
    for seat in Seat:
        n = len(after[seat])
        if n < 12:
            out.append(Ruling("short_hand", seat, f"plays with {n} cards: counts all he can, "
                              "cannot win a capot; his adversary wins the tricks he has no "
                              "card for", "Cavendish, Law 57" if cav else FOSTER))  # fmt: skip
        elif n > 12:
            text = (
                "scores nothing that deal; his cards bar his adversary"
                if cav
                else "scores nothing that deal; his adversary scores all he holds, even if inferior"
            )
            out.append(Ruling("too_many_cards", seat, text,
                              "Cavendish, Law 58" if cav else FOSTER,
                              Penalty.RECKONS_NOTHING))  # fmt: skip
    for seat in Seat:
        if irr.saw_talon[seat] and variant.au_cent_laws:
            out.append(Ruling("saw_talon", seat, "the cards left must be exposed, and his "
                              "adversary may call a suit from him when next he has to lead",
                              AU_CENT_LAW))  # fmt: skip
        elif irr.saw_talon[seat]:
            out.append(Ruling("saw_talon", seat, f"his adversary may call a suit from him "
                              f"{irr.saw_talon[seat]} time(s)", FOSTER))  # fmt: skip
    return tuple(out)


def play_over(after: BySeat[Hand | None], tricks: tuple[Trick, ...], lead: Card | None) -> bool:
    """The play ends when a hand is exhausted with no card led (twelve tricks in a
    regular deal; fewer when one plays with a short hand, CAV-L 57)."""
    if lead is not None or after.elder is None or after.younger is None:
        return False
    played = len(tricks)
    return played >= min(len(after.elder), len(after.younger))


def check_tricks(after: BySeat[Hand], pairs: tuple[tuple[Card, Card], ...]) -> tuple[Trick, ...]:
    """The tricks of a record played from unequal hands: elder leads the first, the winner
    the next, suit followed (CAV-D "Playing"), as many as the shorter hand allows."""
    want = min(len(after.elder), len(after.younger))
    if len(pairs) != want:
        raise _err(f"expected {want} tricks (the shorter hand holds {want} cards), got "
                   f"{len(pairs)}", "trick_count", "Cavendish, Law 57")  # fmt: skip
    hands = [after.elder, after.younger]
    leader = Seat.ELDER
    tricks: list[Trick] = []
    for number, (lead, follow) in enumerate(pairs, start=1):
        li = leader.index
        if lead not in hands[li]:
            raise _err(f"trick {number}: {leader.value} does not hold {lead}", "card_not_held",
                       "CAV-D, Playing")  # fmt: skip
        check_follow(hands[1 - li], lead, follow, number, f"{leader.other.value} hand")
        hands[li] = hands[li] - Hand([lead])
        hands[1 - li] = hands[1 - li] - Hand([follow])
        trick = Trick(number, leader, lead, follow)
        tricks.append(trick)
        leader = trick.winner
    return tuple(tricks)


def deal_tricks(after: BySeat[Hand]) -> int:
    """How many tricks a deal of these hands has: as many as the longer hand holds cards, up
    to twelve, and at least as many as both can play. The shorter hand's missing cards are
    tricks his adversary wins uncontested ("his adversary counts as tricks all cards that
    cannot be played to", CAV-L 57; Foster: the last trick "must be won by his adversary");
    a thirteenth card against twelve makes no trick, the twelfth being "the last trick"
    (CAV-K XIX)."""
    n_e, n_y = len(after.elder), len(after.younger)
    return max(min(n_e, n_y), min(max(n_e, n_y), DEAL_TRICKS))


def play_result(after: BySeat[Hand], tricks: tuple[Trick, ...], variant: Variant) -> PlayResult:
    """Points in play and tricks when a hand is short: the cards the short hand cannot play
    to are tricks his adversary wins uncontested, each led (one point) (CAV-L 57; Foster).
    Each such trick is kept with the card as both lead and follow. "The winner of the last
    trick scores two instead of one" (Law 65): the last trick of the deal, whatever its
    number, the eleventh when both hands are short and the longer holds eleven."""
    base = score_tricks(tricks, variant)
    n_e, n_y = len(after.elder), len(after.younger)
    if n_e == n_y == len(tricks) == DEAL_TRICKS:
        return base
    steps = list(base.steps)
    points = list(base.play_points)
    won = list(base.tricks_won)
    all_tricks = list(tricks)
    if n_e != n_y:
        long = Seat.ELDER if n_e > n_y else Seat.YOUNGER
        played = Hand(t.card_of(long) for t in tricks)
        left = sorted(after[long] - played, reverse=True)[: deal_tricks(after) - len(tricks)]
        for k, card in enumerate(left):
            number = len(tricks) + k + 1
            all_tricks.append(Trick(number, long, card, card))
            steps.append((number, long, "lead", card))
            points[long.index] += 1
            won[long.index] += 1
    if all_tricks and len(tricks) != DEAL_TRICKS:  # score_tricks: the twelfth of twelve only
        last = all_tricks[-1]
        steps.append((last.number, last.winner, "last", last.card_of(last.winner)))
        points[last.winner.index] += 1
    return PlayResult(
        tuple(all_tricks), tuple(steps), BySeat(points[0], points[1]), BySeat(won[0], won[1])
    )


def scores_nothing(ruled: Iterable[Ruling]) -> bool:
    """Whether the rulings leave the deal nothing to score: a fresh deal (void) or a game
    lost (Foster; CAV-C)."""
    return any(r.penalty in (Penalty.VOID, Penalty.LOSES_GAME) for r in ruled)


def score(
    after: BySeat[Hand],
    dealt: BySeat[Hand],
    discards: BySeat[Hand],
    tricks: tuple[Trick, ...] | None,
    irr: Irregularities,
    variant: Variant,
    declared: tuple[object, object] | None = None,
) -> DealScore:
    """The deal's score under the rulings: a seat that reckons nothing scores nothing; a
    hand of thirteen bars the adversary under CAV-L 58, not under Foster, where the adversary
    scores all he holds, "even if it is inferior", whatever he answered in the dialogue; a
    void deal or a lost game scores nothing.

    The pique and repique, one rule for every penalty and both codes: a player who reckons
    nothing as a penalty "is not piqued or repiqued if he holds any cards which, but for the
    penalty, would have scored before his adversary reached thirty" (CAV-D "Scoring", with
    Law 58; Foster says nothing of it). The adversary's bonus is therefore kept only if the
    deal reckoned as though there were no penalty gives it to him; otherwise it is computed
    as usual (a penalised seat holding nothing that would have scored can be piqued)."""
    ruled = rulings(after, discards, irr, variant)
    cav = variant.irregular_laws is IrregularLaws.CAVENDISH
    nothing = {r.seat for r in ruled if r.penalty is Penalty.RECKONS_NOTHING}
    void = scores_nothing(ruled)
    decl = [declare_all(after.elder, variant), declare_all(after.younger, variant)]
    if declared is not None:
        decl = list(declared)  # type: ignore[arg-type]
    calls = calling_irregular.effects(irr.calls, after, discards, variant)
    full = calling_irregular.declared(calls, BySeat(decl[0], decl[1]))
    decl = list(full)
    in_full = calling_irregular.declared(
        calls, BySeat(declare_all(after.elder, variant), declare_all(after.younger, variant))
    )
    for r in ruled:
        if r.code == "too_many_cards" and not cav:
            decl[r.seat.index] = declare_all(Hand(), variant)  # nothing bars (Foster)
            # "This does not prevent the adversary from scoring anything he may have in hand
            # or play, even if it is inferior" (Foster): all he holds, whatever he answered
            # to calls his adversary's cards could not make good
            if r.seat.other not in {q.seat for q in ruled if q.code == "too_many_cards"}:
                decl[r.seat.other.index] = in_full[r.seat.other]
    play = play_result(after, tricks, variant) if tricks is not None else None

    def reckoned(both: tuple[Declared, Declared]) -> DealScore:
        return score_deal_unchecked(
            after.elder, after.younger, elder_dealt=dealt.elder, younger_dealt=dealt.younger,
            tricks=play, variant=variant, declared=both,
        )  # fmt: skip

    result = reckoned((decl[0], decl[1]))
    zero = set(Seat) if void else nothing
    if not zero:
        return result
    # but for the penalty: the bonus his adversary would have had against the full cards
    but_for = result if decl == list(full) else reckoned((full.elder, full.younger))
    saved = {seat for seat in Seat if seat not in zero and not _bonus(but_for.seats[seat])}
    steps = tuple(
        s for s in result.steps
        if s[0] not in zero and not (s[0] in saved and s[1] in _BONUSES)
    )  # fmt: skip
    seats = BySeat(*(
        SeatScore() if seat in zero
        else result.seats[seat]._replace(pique=0, repique=0) if seat in saved
        else result.seats[seat]
        for seat in Seat
    ))  # fmt: skip
    return replace(result, seats=seats, steps=steps)


_BONUSES = (Category.PIQUE, Category.REPIQUE)


def _bonus(seat: SeatScore) -> int:
    """The pique or repique a seat scores (Laws 68, 69)."""
    return seat.pique + seat.repique


def _suit_calls(seen: int, variant: Variant) -> int:
    """The suits his adversary may call from a player who saw ``seen`` cards of the talon
    left: "as many times as he has seen cards" (Foster); in Piquet au cent the cards are
    exposed and "a suit may be called from the offender when next he has to lead" (CAV-C):
    once."""
    return 1 if variant.au_cent_laws else seen


def outcome(
    after: BySeat[Hand], discards: BySeat[Hand], irr: Irregularities, variant: Variant
) -> dict[str, object]:
    """The rulings as ``piquet replay`` reports them: the cards each seat played with, each
    ruling with its law, who loses the game, whether the deal is void, the suit calls due."""
    ruled = rulings(after, discards, irr, variant)
    out: dict[str, object] = {
        "cards": {s.value: len(after[s]) for s in Seat},
        "rulings": [r.to_dict() for r in ruled],
    }
    lost = [r.seat for r in ruled if r.penalty is Penalty.LOSES_GAME]
    if lost:
        out["loses_game"] = lost[0].value
    if irr.fresh_deal:
        out["fresh_deal"] = True
    calls = {
        s.other.value: _suit_calls(irr.saw_talon[s], variant) for s in Seat if irr.saw_talon[s]
    }
    if calls:
        out["suit_calls"] = calls
    return out


__all__ = [
    "FOSTER",
    "RECORD_FIELDS",
    "IrregularError",
    "Irregularities",
    "Penalty",
    "Ruling",
    "check_tricks",
    "deal_tricks",
    "drawn_count",
    "exchange",
    "from_record",
    "out_of_turn",
    "outcome",
    "play_over",
    "play_result",
    "rulings",
    "score",
    "scores_nothing",
    "to_record",
]
