"""A deal as an immutable state machine that enforces the laws (python-chess style).

``DealState.new(seed=7)`` shuffles with ``random.Random(seed)``, cuts for deal if no dealer is
given, has elder cut the pack and the dealer deal; then :meth:`DealState.legal_actions` lists
what the player :attr:`DealState.to_act` may do and :meth:`DealState.apply` returns the next
state (illegal actions raise :class:`DealError` naming the law)::

    >>> s = DealState.new(seed=7)
    >>> while not s.is_over:
    ...     s = s.apply(s.legal_actions()[0])
    >>> s.score().seats.elder.total >= 0
    True

The order of a deal (Laws of Piquet, ed. Cavendish; CAV-D "Dealing", "Discarding", "Calling
and showing", "Playing"; CAV-K Case V):

1. cut (Law 3) and deal by twos or threes (Law 9), the talon in one packet or, in the Russian
   variant, five and three (S002);
2. carte blanche, announced at once (Law 20): elder says how many he will exchange before
   showing (CAV-K Case V), younger discards, elder shows, elder exchanges; younger holding it
   announces, elder exchanges, younger shows, younger exchanges (Law 20; S001);
3. the exchange: elder 1-5 (Law 21) and younger up to all that remain, at least one (Laws
   22, 34), or the variant's numbers, each from the top of the stock (Law 23), younger taking
   elder's leftovers first (CAV-D); elder may look at cards he leaves (Law 33);
4. the calls (:mod:`piquet_core.calling`), elder's lead, younger's reckoning and his choice
   to look at the cards he left (Law 36);
5. the play, suit followed (:mod:`piquet_core.play`); then :meth:`DealState.score` computes
   every category with :func:`piquet_core.scoring.score_deal` on what was declared.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from collections.abc import Sequence as SequenceABC
from dataclasses import dataclass, field, replace
from itertools import combinations
from math import comb
from typing import Literal, NamedTuple, overload

from piquet_core import calling_irregular, irregular
from piquet_core.calling import CallingState, Context
from piquet_core.cards import (
    FULL_MASK,
    PACK,
    BySeat,
    Card,
    Hand,
    HandLike,
    Lang,
    Player,
    PlayerLike,
    Seat,
    SeatLike,
    as_count,
    as_hand,
    as_instance,
    as_lang,
    as_player,
    as_seat,
    as_seed,
    parse_cards,
)
from piquet_core.cut import first_dealer_from_cut
from piquet_core.deal_actions import (
    ACTION_NAMES,
    STEP_DUTIES,
    Action,
    CarteBlanche,
    Cut,
    DealCards,
    DealError,
    Discard,
    LookAtLeft,
    NotationError,
    Phase,
    Play,
    ShowCarteBlanche,
    StepName,
    Turn,
    count_text,
    parse_action,
    spoken,
)
from piquet_core.deal_actions import deal_error as _err
from piquet_core.declarations import Declared, is_carte_blanche
from piquet_core.dialogue import Call, Declare
from piquet_core.errors import HandSizeError, IllegalActionError, PiquetError
from piquet_core.irregular import Irregularities, Ruling
from piquet_core.misdeal import RECORD_FIELD as MISDEAL_FIELD
from piquet_core.misdeal import (
    Misdeal,
    MisdealError,
    MisdealOption,
    Shape,
    check_irregularities,
    option_field,
)
from piquet_core.play import PlayResult, Trick, check_follow, legal_follows, score_tricks
from piquet_core.scoring import DealScore, score_deal_unchecked
from piquet_core.variants import (
    ELDER_EXCHANGE_LIMIT,
    RUBICON,
    TALON,
    TalonLayout,
    Variant,
    VariantLike,
    as_variant,
    exchange_limit,
)


class Step(NamedTuple):
    """Where a deal stands: its phase, the seat to act (None once it is over) and the
    :class:`StepName` of what that seat is to do: ``cut`` (Law 3), ``deal`` (Law 9),
    ``announce`` and ``show`` (carte blanche, Laws 18-20), ``discard`` (Laws 21-23, 34),
    ``call``, ``reply``, ``value``, ``name`` (the calls, CAV-D "Calling and showing"),
    ``reckon`` (younger, after elder's lead, Law 55), ``lead``, ``follow`` (the play) and
    ``over``."""

    phase: Phase
    seat: Seat | None
    name: StepName


class LegalActions(SequenceABC[Action]):
    """The actions the laws allow the player to act, as a lazy view (python-chess's
    ``board.legal_moves``): ``in``, ``len()`` and iteration work without building the 2,378
    discards of a dealt hand; indexing builds the list once."""

    __slots__ = ("_build", "_list", "_state", "_step")

    def __init__(self, state: DealState, build: Callable[[Step], list[Action]]) -> None:
        self._state = state
        self._step = state.step
        self._build = build
        self._list: list[Action] | None = None

    def _discard_rule(self) -> tuple[Hand, tuple[int, ...], int]:
        """The hand, the counts he may discard, and the count below which he leaves some of
        his cards and may look at them (elder only, Law 33; none for younger)."""
        seat = self._step.seat
        assert seat is not None
        counts = tuple(sorted(self._state.exchange_counts(seat)))
        return self._state.dealt(seat), counts, self._state.look_below(seat)

    def __iter__(self) -> Iterator[Action]:
        if self._list is not None:
            return iter(self._list)
        if self._step.name is StepName.DISCARD:
            return self._discards()
        return iter(self._materialize())

    def _discards(self) -> Iterator[Action]:
        hand, counts, below = self._discard_rule()
        cards = list(hand)
        for n in counts:
            for chosen in combinations(cards, n):
                disc = Hand(chosen)
                yield Discard(disc)
                if n < below:  # elder leaving cards may look at them (Law 33)
                    yield Discard(disc, look=True)

    def _materialize(self) -> list[Action]:
        if self._list is None:
            if self._step.name is StepName.DISCARD:
                self._list = list(self._discards())
            else:
                self._list = self._build(self._step)
        return self._list

    def __len__(self) -> int:
        if self._list is None and self._step.name is StepName.DISCARD:
            hand, counts, below = self._discard_rule()
            return sum(comb(len(hand), n) * (2 if n < below else 1) for n in counts)
        return len(self._materialize())

    def __contains__(self, action: object) -> bool:
        """``action in legal``: an action, or its notation (``"discard 10S"``), read as
        :meth:`DealState.is_legal` reads it; text that is no action is a
        :class:`NotationError`."""
        if isinstance(action, str):
            action = parse_action(action)
        if self._list is None and self._step.name is StepName.DISCARD:
            if not isinstance(action, Discard):
                return False
            hand, counts, below = self._discard_rule()
            n = len(action.cards)
            return action.cards.issubset(hand) and n in counts and (not action.look or n < below)
        return action in self._materialize()

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        return self._materialize()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LegalActions, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<LegalActions ({len(self)}) of {self._state!r}>"


_NO_HANDS: BySeat[Hand] = BySeat(Hand(), Hand())
_NOT_YET: BySeat[Hand | None] = BySeat(None, None)
_NOT_LOOKED: BySeat[bool] = BySeat(False, False)

#: Every field a deal's record may have (:meth:`DealState.to_record`, ``piquet replay``):
#: the reader refuses any other, so a misspelt field is an error, never ignored.
RECORD_FIELDS: tuple[str, ...] = (
    "variant", "elder", "younger", "talon", "elder_discards", "younger_discards", "tricks",
    "id", "dealer", "deal_by", "history", *irregular.RECORD_FIELDS, MISDEAL_FIELD,
)  # fmt: skip
_RECORD_FIELD_SET = frozenset(RECORD_FIELDS)


@dataclass(frozen=True)
class DealState:
    """One deal, immutable: every :meth:`apply` returns a new state."""

    variant: Variant
    dealer: Player
    pack: tuple[Card, ...] | None
    """The pack before the deal (None once dealt)."""
    deal_by: int | None
    """Dealing by twos or threes; fixed for a partie (Law 9); None before the deal."""
    hands_dealt: BySeat[Hand] = _NO_HANDS
    """The twelve cards each seat was dealt, indexed by :class:`Seat`."""
    talon: tuple[Card, ...] = ()
    """The stock, top card first (five then three in the Russian layout)."""
    discards: BySeat[Hand | None] = _NOT_YET
    """What each seat discarded (None before his discard)."""
    hands_after: BySeat[Hand | None] = _NOT_YET
    """Each seat's twelve cards after the exchange (None before it is complete)."""
    cb_announced: bool = False
    cb_exchange: int | None = None
    cb_shown: bool = False
    looked: BySeat[bool] = _NOT_LOOKED
    """Elder looked at the cards he left (Law 33); younger elected to see those left (Law 36)."""
    calling: CallingState = field(default_factory=CallingState)
    tricks: tuple[Trick, ...] = ()
    lead: Card | None = None
    history: tuple[Turn, ...] = ()
    fixed_deal_by: int | None = None
    irregular: Irregularities | None = None
    """What went wrong in the exchange (:mod:`piquet_core.irregular`); None if regular."""
    misdeal: Misdeal | None = None
    """A hand of eleven or thirteen as dealt and what elder did about it
    (:mod:`piquet_core.misdeal`); None if each was dealt twelve."""

    def __repr__(self) -> str:
        phase, seat, step = self._step()
        who = f", {seat.value} to {step}" if seat is not None else ""
        played = f", {len(self.tricks)} tricks" if self.tricks else ""
        deal = f"{self.variant.name}, {self.dealer.value} deals, {phase.value}"
        return f"<DealState {deal}{who}{played}>"

    # --- construction --------------------------------------------------------------------

    @staticmethod
    def cut_for_deal(
        rng: random.Random, variant: VariantLike = RUBICON
    ) -> tuple[Player, Card, Card]:
        """Cut for deal (ace high, Law 4): A and B each cut a card, again on equal ranks;
        who deals is :func:`~piquet_core.cut.first_dealer_from_cut`: the higher has the
        choice and takes the deal (CAV-L 4; Cavendish advises dealing first), or the lower
        deals (CAV-C; S002)."""
        variant = as_variant(variant)
        if not isinstance(rng, random.Random):
            raise PiquetError(f"not a random.Random: {rng!r}", code="bad_rng")
        while True:
            a, b = rng.sample(PACK, 2)
            if a.rank != b.rank:
                return first_dealer_from_cut(a, b, variant), a, b

    @classmethod
    def from_pack(
        cls,
        pack: Iterable[Card],
        variant: VariantLike = RUBICON,
        dealer: PlayerLike = Player.A,
        deal_by: int | None = None,
    ) -> DealState:
        """A deal about to be cut: ``pack`` top card first; ``deal_by`` fixes the mode if
        the partie has already chosen it (Law 9)."""  # fmt: skip
        if isinstance(pack, (str, bytes)) or not isinstance(pack, Iterable):
            raise PiquetError(f"pack: the 32 cards, top first, not {pack!r}", code="bad_pack",
                              params={"argument": "pack", "value": repr(pack)})  # fmt: skip
        cards = tuple(pack)
        if len(cards) != 32:
            raise HandSizeError(32, len(cards), "pack")
        if Hand(cards).mask != FULL_MASK:  # a card twice is refused by Hand
            raise HandSizeError(32, len(set(cards)), "pack")
        if deal_by not in (None, 2, 3):
            raise _err(f"dealing by {deal_by}: by two or by three", "deal_mode", "Cavendish, Law 9")
        return cls(_variant(variant), as_player(dealer), cards, None, fixed_deal_by=deal_by)

    @classmethod
    def new(
        cls,
        seed: int | None = None,
        variant: VariantLike = RUBICON,
        dealer: PlayerLike | None = None,
        deal_by: int = 2,
    ) -> DealState:
        """A shuffled deal (``random.Random(seed)``), cut and dealt, ready for the exchange.
        The seed is a whole number or None (:func:`~piquet_core.cards.as_seed`): ``"7"``
        would shuffle otherwise than ``7``."""
        rng = random.Random(as_seed(seed))
        if dealer is None:
            dealer = cls.cut_for_deal(rng, _variant(variant))[0]
        pack = list(PACK)
        rng.shuffle(pack)
        state = cls.from_pack(pack, variant, dealer, deal_by)
        return state.apply(Cut(rng.randint(2, 30))).apply(DealCards(deal_by))

    @classmethod
    def from_hands(
        cls,
        elder: HandLike,
        younger: HandLike,
        talon: Iterable[Card] | str,
        variant: VariantLike = RUBICON,
        dealer: PlayerLike = Player.A,
        misdeal: MisdealOption | str | None = None,
    ) -> DealState:
        """A deal from explicit hands (12 each) and talon (8, top first). A misdeal -- a
        hand of eleven or thirteen, a stock of seven (:mod:`piquet_core.misdeal`) -- needs
        ``misdeal``, what elder did: ``"fresh_deal"`` (the deal is void), ``"stand"``
        (Laws 40-43; CAV-C) or ``"unannounced"`` (Law 39); a deal the laws void whatever he
        chose (Laws 12, 39) only ``"fresh_deal"``."""  # fmt: skip
        e, y = as_hand(elder), as_hand(younger)
        t = _cards_in_order(talon)
        v = _variant(variant)
        shape = Shape(len(e), len(y), len(t))
        md = None
        if (misdeal is not None or shape != (12, 12, 8)) and sum(shape) == len(PACK):
            md = Misdeal.of(shape, misdeal, v)
        for name, n, want in (("elder", len(e), 12), ("younger", len(y), 12), ("talon", len(t), 8)):
            if n != want and md is None:
                raise HandSizeError(want, n, name)
        if (e | y | Hand(t)).mask != FULL_MASK:
            raise PiquetError("the hands and the talon must hold the 32 cards once each",
                              code="duplicate_card")  # fmt: skip
        return cls(v, as_player(dealer), None, None, BySeat(e, y), t, misdeal=md)

    # --- the record ------------------------------------------------------------------------

    def to_record(self) -> dict[str, object]:
        """The deal as JSON-ready data, the format of ``piquet replay`` (see
        :mod:`piquet_core.replay`): the variant (:meth:`Variant.to_record`: a preset's name,
        or the preset and the switches changed), the dealt hands and the talon, the discards
        once made, the tricks once played, and what only a deal knows -- ``dealer``,
        ``deal_by`` and the ``history`` after the deal in the notation of
        :func:`parse_action` (carte blanche, the exchange, every call, sinking included, and
        every card). :meth:`from_record` reads it back to
        the same state; ``piquet replay`` scores it as :meth:`score` does."""
        if self.pack is not None:
            raise PiquetError("the deal has not been dealt yet", code="not_dealt")
        out: dict[str, object] = {
            "variant": self.variant.to_record(),
            "dealer": self.dealer.value,
            "deal_by": self.deal_by,
            "elder": str(self.hands_dealt.elder),
            "younger": str(self.hands_dealt.younger),
            "talon": " ".join(str(c) for c in self.talon),
        }
        if self.discards.elder is not None and self.discards.younger is not None:
            out["elder_discards"] = str(self.discards.elder)
            out["younger_discards"] = str(self.discards.younger)
        if self.is_over:
            out["tricks"] = [f"{t.lead} {t.follow}" for t in self.tricks]
        out["history"] = [str(t.action) for t in self.history]
        if self.irregular is not None:
            out.update(irregular.to_record(self.irregular))
        if self.misdeal is not None:
            out.update(self.misdeal.to_record())
        return out

    @classmethod
    def from_record(cls, record: Mapping[str, object] | str) -> DealState:
        """The deal of a record (a mapping, or its JSON text): :meth:`to_record`'s, every
        action of its ``history`` checked again by the laws. A ``piquet replay`` record
        without a history gives the deal after the exchange (carte blanche announced and
        shown if dealt); one with tricks but no history is refused, as the calls that
        precede the play are not in it. The discards and tricks, when given with a history,
        must be the history's."""
        if isinstance(record, str):
            try:
                record = json.loads(record)
            except ValueError as e:
                raise NotationError(f"a record is JSON: {e}", code="bad_record") from None
        if not isinstance(record, Mapping):
            raise NotationError("a record is a JSON object", code="bad_record")
        unknown = sorted(str(k) for k in record if k not in _RECORD_FIELD_SET)
        if unknown:  # a misspelt field ("younger_draw") is never ignored
            raise NotationError(f"unknown field {unknown[0]!r}", code="bad_record",
                                params={"field": unknown[0]})  # fmt: skip
        if record.get("history") and "dealer" not in record:
            # the history is the dealer's and his adversary's: a record that has one says
            # who dealt (to_record writes it), the reader does not choose a dealer for it
            raise NotationError("missing field 'dealer': a record with a history says who dealt",
                                code="bad_record", params={"field": "dealer"})  # fmt: skip
        raw_variant = record.get("variant", "rubicon")
        variant = (
            Variant.from_dict(raw_variant)
            if isinstance(raw_variant, Mapping)
            else as_variant(raw_variant)
        )
        fields: dict[str, str] = {}
        for name in ("elder", "younger", "talon"):
            value = record.get(name)
            if not isinstance(value, str):
                raise NotationError(
                    f"field {name!r} must be a string of cards",
                    code="bad_record",
                    params={"field": name},
                )
            fields[name] = value
        deal_by = record.get("deal_by")
        if deal_by not in (None, 2, 3):
            raise _err(f"dealing by {deal_by}: by two or by three", "deal_mode", "Cavendish, Law 9")
        state = cls.from_hands(
            fields["elder"],
            fields["younger"],
            fields["talon"],
            variant,
            as_player(record.get("dealer", "A")),
            misdeal=option_field(record),
        )
        if state.misdeal is not None and state.misdeal.is_void:  # nothing after a fresh deal
            done = [n for n in ("elder_discards", "younger_discards", "tricks", "history")
                    if record.get(n)]  # fmt: skip
            if done:
                raise MisdealError(
                    f"field {done[0]!r}: the deal is void (a fresh deal), nothing was exchanged "
                    "or played", code="bad_record", params={"field": done[0]},
                )  # fmt: skip
        if deal_by is not None:
            state = replace(state, deal_by=deal_by, fixed_deal_by=deal_by)
        if any(record.get(name) is not None for name in irregular.RECORD_FIELDS):
            state = state.with_irregularities(irregular.from_record(record))
        history = record.get("history")
        if history is None:
            if record.get("tricks") is not None:
                raise NotationError(
                    "a record with tricks needs its history (the calls precede the play)",
                    code="history_missing",
                )
            return _exchange_of(state, record)
        if not isinstance(history, list):
            raise NotationError("'history' must be a list of actions", code="bad_record")
        for i, text in enumerate(history, start=1):
            try:
                action = parse_action(text)
                dealing = all(isinstance(t.action, (Cut, DealCards)) for t in state.history)
                if isinstance(action, DealCards) and deal_by is not None and action.by != deal_by:
                    raise NotationError(
                        f"field 'deal_by' says by {deal_by}, the history '{action}'",
                        code="record_mismatch", params={"field": "deal_by"},
                    )  # fmt: skip
                if isinstance(action, (Cut, DealCards)) and i <= 2 and dealing:
                    # the hands are given: the cut and the deal that made them are history
                    seat = Seat.ELDER if isinstance(action, Cut) else Seat.YOUNGER
                    state = replace(state, history=(*state.history, Turn(seat, action)))
                    continue
                state = state.apply(action)
            except PiquetError as e:
                raise NotationError(
                    f"history {i}: {e}", code=e.code, law=e.law, params={**e.params, "step": i}
                ) from None
        ours = state.to_record()
        for name in ("elder_discards", "younger_discards", "tricks"):
            given = record.get(name)
            if given is not None and _normal(given) != _normal(ours.get(name)):
                raise NotationError(
                    f"field {name!r} is not what the history did", code="record_mismatch",
                    params={"field": name},
                )  # fmt: skip
        return state

    def with_irregularities(self, irr: Irregularities) -> DealState:
        """The deal with what went wrong in its exchange (:mod:`piquet_core.irregular`):
        the draws, a second discard, a card taken back, seen or exposed, a card drawn out of
        turn. Set before the exchange is complete; the discards are then not held to the
        variant's counts (Foster: "If he discards too many cards ... he must play with the
        short hand") and the hands may hold eleven or thirteen cards."""
        if self.pack is not None or self.hands_after.elder is not None:
            raise irregular.IrregularError(
                "irregularities of the exchange are set after the deal, before the exchange",
                code="irregular_too_late",
            )
        if self.misdeal is not None:
            check_irregularities(irr)  # those of the calls only (Laws 39-43)
        return replace(self, irregular=irr)

    # --- where we are ----------------------------------------------------------------------

    @property
    def players(self) -> BySeat[Player]:
        """The player at each seat: the non-dealer is elder hand, the dealer younger (CAV-D
        "Dealing")."""
        return BySeat(self.dealer.other, self.dealer)

    def player_of(self, seat: SeatLike) -> Player:
        """The player sitting at ``seat`` in this deal."""
        return self.players[as_seat(seat)]

    def seat_of(self, player: PlayerLike) -> Seat:
        """The seat ``player`` holds in this deal: the dealer is younger hand (CAV-D)."""
        return Seat.YOUNGER if as_player(player) is self.dealer else Seat.ELDER

    @property
    def carte_blanche(self) -> Seat | None:
        """Who holds carte blanche as dealt (Law 18); both cannot."""
        if self.pack is not None:
            return None
        for seat in Seat:
            if is_carte_blanche(self.dealt(seat)):
                return seat
        return None

    def dealt(self, seat: SeatLike) -> Hand:
        """The cards ``seat`` was dealt: twelve, or eleven or thirteen in a misdeal."""
        return self.hands_dealt[as_seat(seat)]

    def takes(self, seat: SeatLike, discarded: int) -> int:
        """How many cards ``seat`` takes in for ``discarded``: as many (Law 21), or, in a
        misdeal, as many as make his hand twelve (Laws 40-43; CAV-C). ``discarded`` is a
        whole number elder may discard, at most five (Law 21), or younger, at most the
        stock (Law 34); another is a :class:`PiquetError` (code ``bad_count``)."""
        seat = as_seat(seat)
        most = ELDER_EXCHANGE_LIMIT if seat is Seat.ELDER else (
            TALON if self.misdeal is None else self.misdeal.shape.stock
        )  # fmt: skip
        if discarded.__class__ is not int or not 0 <= discarded <= most:
            law = "Cavendish, Law 21" if seat is Seat.ELDER else "Cavendish, Law 34"
            raise PiquetError(
                f"discarded: the {seat.value} hand discards a whole number of cards from 0 to "
                f"{most}, not {discarded!r} ({law})",
                code="bad_count",
                params={"argument": "discarded", "value": repr(discarded), "most": most},
                law=law,
            )
        return self._takes(seat, discarded)

    def _takes(self, seat: Seat, discarded: int) -> int:
        """:meth:`takes` for the engine's own counts (an irregular discard among them): no
        check."""
        return discarded if self.misdeal is None else self.misdeal.takes(seat, discarded)

    def elder_took(self) -> int:
        """How many cards elder takes in: by his discard, or by the number he announced
        with carte blanche before discarding (CAV-K Case V); 0 before either."""
        n = len(self.discards.elder) if self.discards.elder is not None else self.cb_exchange
        return 0 if n is None else self._takes(Seat.ELDER, n)

    def drawn(self, seat: SeatLike) -> tuple[Card, ...]:
        """The cards ``seat`` took in from the stock after his discard, top first; () before
        his discard. Each takes from the top of the stock, elder first (Laws 23, 34): as many
        as he discarded (Law 21); in a misdeal stood, as many as make his hand twelve (Laws
        40-43; CAV-C; :meth:`takes`); in an irregular exchange, as many as he drew, too few
        or too many (Foster, seed 004: "in drawing from the talon he must take the cards in
        the order in which they come"; :attr:`Irregularities.draws`). The one rule of what
        was taken in: the exchange, :meth:`left_cards` and the deal viewer ask it."""
        seat = as_seat(seat)
        top = 0
        for s in Seat:
            discard = self.discards[s]
            if discard is None:
                return ()
            n = self._takes(s, len(discard))
            if self.irregular is not None and self.misdeal is None:
                n = irregular.drawn_count(self.irregular, s, len(discard))
            if s is seat:
                return self.talon[top : top + n]
            top += n
        raise AssertionError(seat)

    @property
    def irregular_as_drawn(self) -> Irregularities | None:
        """:attr:`irregular` as the umpire rules it, each seat's draw as :meth:`drawn` gives
        it: in a misdeal stood (whose irregularities are those of the calls), a draw is not
        one for one (Laws 40-43), and elder discarding six to take his five has not drawn
        one of the dealer's three (Foster)."""
        irr, after = self.irregular, self.hands_after
        if irr is None or self.misdeal is None or after.elder is None or after.younger is None:
            return irr
        return replace(irr, draws=BySeat(*(len(self.drawn(s)) for s in Seat)))

    def rulings(self) -> tuple[Ruling, ...]:
        """The umpire's rulings on this deal, in the order of the deal, as ``piquet replay``
        reports them: the misdeal's (Cavendish, Laws 9-12, 38-43; CAV-C), then, once the
        exchange is made, those of an irregular exchange or call (Foster; Cavendish, Laws
        25-58; CAV-C). None for a regular deal."""
        out: list[Ruling] = []
        if self.misdeal is not None:
            out += self.misdeal.rulings(self.variant)
            if self.misdeal.is_void:
                return tuple(out)
        irr, after, discards = self.irregular_as_drawn, self.hands_after, self.discards
        if irr is not None and after.elder is not None and after.younger is not None:
            assert discards.elder is not None and discards.younger is not None
            out += irregular.rulings(BySeat(after.elder, after.younger),
                                     BySeat(discards.elder, discards.younger), irr,
                                     self.variant)  # fmt: skip
        return tuple(out)

    def look_below(self, seat: SeatLike) -> int:
        """Discarding fewer than this, ``seat`` leaves some of his cards in the stock and
        may look at them: elder, taking fewer than his five (Law 33); never younger (he
        decides after elder's lead, Law 36)."""
        seat = as_seat(seat)
        if seat is Seat.YOUNGER:
            return 0
        return exchange_limit(Seat.ELDER) - self._takes(seat, 0)

    def hand(self, seat: SeatLike) -> Hand:
        """The cards ``seat`` holds now (after the exchange, less the cards played)."""
        seat = as_seat(seat)
        after = self.hands_after[seat]
        if after is None:
            return self.dealt(seat)
        played = Hand(t.card_of(seat) for t in self.tricks)
        if self.lead is not None and self.leader is seat:
            played = played | Hand([self.lead])
        return after - played

    @property
    def leader(self) -> Seat:
        """Who leads the current trick: elder the first, then the winner of the trick before
        (CAV-D "Playing"). The one place the lead passes; the bots and the trainer ask it."""
        return self.tricks[-1].winner if self.tricks else Seat.ELDER

    def _step(self) -> tuple[Phase, Seat | None, str]:
        if self.pack is not None:
            return (Phase.CUT, Seat.ELDER, "cut") if self.deal_by is None and not self.history \
                else (Phase.DEAL, Seat.YOUNGER, "deal")  # fmt: skip
        if self.misdeal is not None and self.misdeal.is_void:  # a fresh deal (Laws 11, 12, 39)
            return Phase.OVER, None, "over"
        if self.hands_after.elder is None:
            return exchange_step(self)
        if len(self.tricks) == 12 if self.irregular is None else \
                irregular.play_over(self.hands_after, self.tricks, self.lead):  # fmt: skip
            return Phase.OVER, None, "over"
        if not self.tricks and self.lead is None:
            pend = self.calling.pending()
            return Phase.CALLING, (Seat.YOUNGER if pend == "reply" else Seat.ELDER), pend or "call"
        if not self.tricks:
            return Phase.RECKONING, Seat.YOUNGER, "reckon"
        leader = self.leader
        if self.lead is None:
            return Phase.PLAY, leader, "lead"
        return Phase.PLAY, leader.other, "follow"

    @property
    def step(self) -> Step:
        """The phase, the seat to act and what he is to do (see :class:`Step`)."""
        phase, seat, name = self._step()
        return Step(phase, seat, StepName(name))

    def exchange_counts(self, seat: SeatLike) -> frozenset[int]:
        """How many cards ``seat`` may exchange now: elder one to five (Law 21) or the number
        he announced with carte blanche (Law 20), younger up to all that elder left (Laws 22,
        34); the variant's numbers. Younger's depend on elder's exchange: asked before elder
        has discarded or announced it, a :class:`DealError`."""
        seat = as_seat(seat)
        if seat is Seat.YOUNGER and self.discards.elder is None and self.cb_exchange is None:
            raise _err("younger's exchange depends on elder's, not made yet", "exchange_pending",
                       "Cavendish, Law 34")  # fmt: skip
        return frozenset(self._counts(seat))

    @property
    def phase(self) -> Phase:
        """The stage of the deal."""
        return self._step()[0]

    @property
    def to_act(self) -> Seat | None:
        """The seat whose action is awaited (None when the deal is over)."""
        return self._step()[1]

    @property
    def is_over(self) -> bool:
        """Whether the twelve tricks have been played."""
        return self.phase is Phase.OVER

    @property
    def void_law(self) -> str | None:
        """The law by which the deal is void and dealt afresh, None if it stands: a misdeal
        ended in a fresh deal (Cavendish, Laws 11, 12, 39; CAV-C), or a fresh deal demanded
        for an exposed talon card, "the player to whom it would naturally belong may demand a
        fresh deal" (Foster). A void deal scores nothing and is not one of the partie's deals
        (:meth:`~piquet_core.partie.Partie.record`)."""
        if self.misdeal is not None and self.misdeal.is_void:
            return self.misdeal.law
        if self.irregular is not None and self.irregular.is_void:
            return irregular.FOSTER
        return None

    def _context(self) -> Context:
        assert self.hands_after.elder is not None and self.hands_after.younger is not None
        assert self.discards.elder is not None and self.discards.younger is not None
        known = self.hands_after.elder | self.discards.elder
        if self.looked.elder:  # left cards he saw that younger did not take (Law 33)
            known = known | Hand(self.left_cards())
        younger_known = (self.hands_after.younger | self.discards.younger).mask
        after = BySeat(self.hands_after.elder, self.hands_after.younger)
        return Context(after, self.variant, FULL_MASK & ~known.mask, younger_known)

    @property
    def talon_packets(self) -> tuple[tuple[Card, ...], ...]:
        """The stock as laid: one packet (Law 9), or five for elder and three for the dealer
        (S002 "five to the right and three to the left"); the cards are drawn in the same
        order either way."""
        if self.variant.talon_layout is TalonLayout.SPLIT_5_3:
            return (self.talon[:5], self.talon[5:])
        return (self.talon,)

    def seen_left(self, seat: SeatLike) -> tuple[Card, ...]:
        """The cards left in the stock that ``seat`` has seen: elder those he left, if he
        looked (Law 33); both players all of them once younger elects to look, elder after
        his lead (Law 36; FOSTER); nobody otherwise."""
        seat = as_seat(seat)
        left = self.left_cards()
        if self.looked.younger:
            return left
        if seat is Seat.ELDER and self.looked.elder and self.discards.elder is not None:
            took = self._takes(Seat.ELDER, len(self.discards.elder))
            return tuple(c for c in left if c in self.talon[took : exchange_limit(Seat.ELDER)])
        return ()

    def left_cards(self) -> tuple[Card, ...]:
        """The cards left in the stock after the exchange (top first)."""
        if self.discards.elder is None or self.discards.younger is None:
            return ()
        return self.talon[len(self.drawn(Seat.ELDER)) + len(self.drawn(Seat.YOUNGER)) :]

    # --- legal actions ---------------------------------------------------------------------

    def legal_actions(self) -> LegalActions:
        """Every action the laws allow the player to act, as a lazy view: ``in``, ``len()``
        and iteration work without building every discard (see :class:`LegalActions`)."""
        return LegalActions(self, self._enumerate)

    def is_legal(self, action: Action | str) -> bool:
        """Whether the player to act may do ``action`` (an action or its notation, e.g.
        ``"discard 9S 8S"``): ``refusal(action) is None``. Text that is no action, or what
        is neither an action nor text, is a :class:`NotationError`."""
        return self.refusal(action) is None

    def refusal(
        self, action: Action | str, seat: SeatLike | None = None
    ) -> IllegalActionError | None:
        """Why ``action`` may not be done now: the error :meth:`apply` raises for it, with
        the code and the law of the rule that refuses it (``"card_not_held"``, ``"revoke"``,
        Law 59...), or ``None`` if it is legal. One check serves :meth:`is_legal` and
        :meth:`apply` (pokerkit's ``verify_*`` shape), so the reason given is the rule's own,
        never a reconstruction; text that is no action is a :class:`NotationError`."""
        action = _as_action(action)
        try:
            self.apply(action, seat)
        except IllegalActionError as e:
            return e
        return None

    def _enumerate(self, where: Step) -> list[Action]:
        """The legal actions, every one built (see :class:`LegalActions`)."""
        phase, seat, step = where
        if step == "cut":
            return [Cut(d) for d in range(2, 31)]
        if step == "deal":
            return [DealCards(b) for b in (2, 3) if self.fixed_deal_by in (None, b)]
        if step == "announce":
            if seat is Seat.YOUNGER:
                return [CarteBlanche()]
            return [CarteBlanche(n) for n in sorted(self._counts(Seat.ELDER))]
        if step == "show":
            return [ShowCarteBlanche()]
        if phase is Phase.CALLING:
            ctx = self._context()
            cs = self.calling
            fn = {"call": cs.elder_calls, "reply": cs.younger_replies, "value": cs.elder_values,
                  "name": cs.elder_names}[step]  # fmt: skip
            acts: list[Action] = list(fn(ctx))
            if step == "call":
                acts += [Play(card) for card in self.hand(Seat.ELDER)]
            return acts
        if phase is Phase.RECKONING:
            ctx = self._context()
            acts = list(self.calling.younger_reckonings(ctx))
            if self.left_cards() and not self.looked.younger:
                acts.append(LookAtLeft())
            if self.calling.younger_unmet(ctx) is None:
                assert self.lead is not None
                acts += [Play(c) for c in legal_follows(self.hand(Seat.YOUNGER), self.lead)]
            return acts
        if step == "lead":
            assert seat is not None
            return [Play(c) for c in self.hand(seat)]
        if step == "follow":
            assert seat is not None and self.lead is not None
            return [Play(c) for c in legal_follows(self.hand(seat), self.lead)]
        return []

    def _counts(self, seat: Seat) -> set[int]:
        """How many cards ``seat`` may exchange now (Laws 21-22, 34; the variant); in a
        misdeal stood, how many he may discard (Laws 39-43; CAV-C)."""
        v = self.variant
        if self.misdeal is not None:
            if seat is Seat.ELDER:
                counts = self.misdeal.discard_counts(seat, v)
                return {self.cb_exchange} & counts if self.cb_exchange is not None else set(counts)
            return set(self.misdeal.discard_counts(seat, v, self.elder_took()))
        if seat is Seat.ELDER:
            if self.cb_exchange is not None:
                return {self.cb_exchange}
            return set(v.exchange_counts(Seat.ELDER))
        taken = len(self.discards.elder) if self.discards.elder is not None else self.cb_exchange
        assert taken is not None
        return set(v.exchange_counts(Seat.YOUNGER, taken))

    # --- applying ----------------------------------------------------------------------------

    def apply(self, action: Action | str, seat: SeatLike | None = None) -> DealState:
        """The state after ``action`` (an action or its notation, e.g. ``"play AH"``) by the
        player to act (checked against ``seat`` if given); raises :class:`DealError` naming
        the law, or :class:`NotationError` for text that is no action."""
        action = _as_action(action)
        if seat is not None:
            seat = as_seat(seat)
        phase, to_act, step = self._step()
        if to_act is None:
            raise _err("the deal is over", "deal_over")
        if seat is not None and seat is not to_act:
            raise _err(f"it is the {to_act.value} hand's turn, not the {seat.value}'s",
                       "not_your_turn", seat=seat.value)  # fmt: skip
        seat = to_act
        new = self._apply(phase, seat, step, action)
        return replace(new, history=(*self.history, Turn(seat, action)))

    def _apply(self, phase: Phase, seat: Seat, step: str, action: Action) -> DealState:
        if step in ("cut", "deal"):
            return apply_deal(self, step, action)
        if phase in (Phase.CARTE_BLANCHE, Phase.EXCHANGE):
            return apply_exchange(self, seat, step, action)
        if isinstance(action, Play):
            return self._apply_play(phase, seat, action)
        if isinstance(action, LookAtLeft):
            if phase is not Phase.RECKONING or not self.left_cards() or self.looked.younger:
                raise _err("only younger, having left cards, may elect to look at them, after "
                           "elder's lead and before playing to it", "look_not_allowed",
                           "Cavendish, Law 36")  # fmt: skip
            return replace(self, looked=self.looked.with_seat(Seat.YOUNGER, True))
        if phase in (Phase.PLAY, Phase.OVER) and isinstance(action, (Call, Declare)):
            raise _err("nothing omitted can be reckoned once the younger hand has played to the "
                       "first trick", "reckon_too_late", "Cavendish, Law 56")  # fmt: skip
        if phase not in (Phase.CALLING, Phase.RECKONING) or isinstance(
            action, (Cut, DealCards, CarteBlanche, ShowCarteBlanche, Discard)
        ):
            what, law = STEP_DUTIES.get(step, ("must play a card", "CAV-D, Playing"))
            name = ACTION_NAMES.get(type(action).__name__, "that")
            raise _err(f"{name} is out of place: the {seat.value} hand {what}", "wrong_step", law,
                       step=step)  # fmt: skip
        calling = self.calling.apply(self._context(), seat, action, phase is Phase.RECKONING)
        return replace(self, calling=calling)

    def _apply_play(self, phase: Phase, seat: Seat, action: Play) -> DealState:
        card, hand = action.card, self.hand(seat)
        if not isinstance(card, Card):
            raise _err(f"{card!r} is not a card", "malformed_action")
        if phase is Phase.CALLING and self.calling.pending() is not None:
            raise _err("elder cannot lead while a call is being answered", "call_pending",
                       "CAV-D, Calling and showing")  # fmt: skip
        if phase is Phase.RECKONING:
            unmet = self.calling.younger_unmet(self._context())
            if unmet:
                raise _err(unmet, "reckoning_due", "Cavendish, Law 55")
        if self.lead is None:
            if card not in hand:
                raise _err(f"{seat.value} does not hold {card}", "card_not_held",
                           card=str(card))  # fmt: skip
            return replace(self, lead=card)
        check_follow(hand, self.lead, card, len(self.tricks) + 1, f"{seat.value} hand")
        trick = Trick(len(self.tricks) + 1, seat.other, self.lead, card)
        return replace(self, tricks=(*self.tricks, trick), lead=None)

    def shown(self, seat: SeatLike) -> Hand:
        """The cards ``seat`` has exposed to the adversary: a carte blanche as dealt (Law 19),
        and the cards of every sequence and set he has reckoned or shown equal -- "calling is
        equivalent to showing" (CAV-D; Law 55) -- a trio's cards once the card not reckoned
        is named or is known to the adversary (CAV-D; Case VII)."""
        seat = as_seat(seat)
        mask = self.dealt(seat).mask if self.cb_shown and self.carte_blanche is seat else 0
        other = self.hands_after[seat.other]
        other_discard = self.discards[seat.other]
        elsewhere = (other or Hand()) | (other_discard or Hand())
        return Hand.from_mask(mask | self.calling.shown(seat, elsewhere).mask)

    # --- results -----------------------------------------------------------------------------

    def declared(self) -> BySeat[Declared]:
        """What each seat has declared good or equal so far."""
        return self.calling.declared()

    def score(self, declared: DeclaredAs = "as_called") -> DealScore:
        """The deal's score, every category, from the declarations and the tricks played.

        ``declared`` says which declarations: ``"as_called"`` (the default), what the calls
        have declared good or equal so far (:meth:`declared`), sinking included;
        ``"full"``, every combination each hand holds after the exchange declared in full,
        as ``piquet replay`` scores a record without a history (:mod:`piquet_core.replay`).
        A record without a history reads into a deal in the calls, where nothing is declared
        yet: its ``"full"`` score is the record's. Another value is a :class:`PiquetError`
        (code ``bad_argument``); case does not matter. Both are :func:`score_exchanged`."""
        full = _as_declared(declared)
        if self.misdeal is not None and self.misdeal.is_void:  # nothing scores (Laws 11, 12)
            return score_deal_unchecked(Hand(), Hand(), variant=self.variant)
        (e_after, y_after), (e_disc, y_disc) = self.hands_after, self.discards
        if e_after is None or y_after is None or e_disc is None or y_disc is None:
            raise _err("nothing can be scored before the exchange", "not_scored")
        return score_exchanged(
            self.variant, self.hands_dealt, BySeat(e_after, y_after), BySeat(e_disc, y_disc),
            self.irregular_as_drawn, self.tricks if self.is_over else None,
            None if full else self.declared(), carte_blanche=full or self.cb_shown,
        )  # fmt: skip

    def _reckon(self, play: PlayResult | None, play_over: bool = True) -> DealScore:
        """The regular deal's score of what was declared and ``play`` (Law 67's order)."""
        assert self.hands_after.elder is not None and self.hands_after.younger is not None
        return score_deal_unchecked(
            self.hands_after.elder, self.hands_after.younger,
            elder_dealt=self.hands_dealt.elder if self.cb_shown else None,
            younger_dealt=self.hands_dealt.younger if self.cb_shown else None,
            tricks=play, variant=self.variant, declared=self.declared(), play_over=play_over,
        )  # fmt: skip

    def score_so_far(self) -> DealScore | None:
        """The deal's score as far as it is reckoned, for a running count: None before the
        play (until the calls are over, what a declaration is worth is not decided, Law 67);
        in play, every declaration with a repique, the points of the tricks played so far
        and a pique made in them (Laws 65, 68, 69), the cards and a capot not yet (Law 66);
        once the deal is over, :meth:`score`. An irregular deal counts only once it is over."""
        if self.is_over:
            return self.score()
        if self.phase is not Phase.PLAY or self.irregular_as_drawn is not None:
            return None
        return self._reckon(score_tricks(self.tricks, self.variant), play_over=False)

    def transcript(self, lang: Lang = "en") -> list[tuple[Seat, str]]:
        """What was said aloud, in order: (seat, words). A player leaving cards says how
        many (Law 32; CAV-D "If the younger hand leaves any cards, he announces the number"),
        in a misdeal of the cards he could take (Laws 40-43)."""
        lang = as_lang(lang)
        known = self.discards.elder is not None or self.cb_exchange is not None
        return spoken(self.history, lang, self.elder_took() if known else None, self._takes,
                      len(self.talon))  # fmt: skip


def _exchange_of(deal: DealState, record: Mapping[str, object]) -> DealState:
    """The exchange of a replay record without history (carte blanche announced with
    the number taken, and shown, as the laws order them)."""
    state = deal
    discards = {}
    for seat in Seat:
        value = record.get(f"{seat.value}_discards")
        if value is None:
            return state
        discards[seat] = Discard(as_hand(value))
    while state.hands_after.elder is None:
        _, who, step = state.step
        assert who is not None
        if step == "announce":
            n = len(discards[Seat.ELDER].cards) if who is Seat.ELDER else None
            state = state.apply(CarteBlanche(n))
        elif step == "show":
            state = state.apply(ShowCarteBlanche())
        else:
            state = state.apply(discards[who])
    return state


DeclaredAs = Literal["as_called", "full"]
"""Which declarations :meth:`DealState.score` counts: those called, or all in full."""

_DECLARED_AS: tuple[DeclaredAs, ...] = ("as_called", "full")


def _as_declared(value: object) -> bool:
    """Whether ``value`` (:data:`DeclaredAs`, any case) asks for every declaration in full."""
    name = value.strip().lower() if isinstance(value, str) else None
    if name not in _DECLARED_AS:
        raise PiquetError(
            f"declared: 'as_called' or 'full', not {value!r}", code="bad_argument",
            params={"argument": "declared", "value": repr(value)},
        )  # fmt: skip
    return name == "full"


def score_exchanged(
    variant: Variant,
    dealt: BySeat[Hand],
    after: BySeat[Hand],
    discards: BySeat[Hand],
    irr: Irregularities | None,
    tricks: tuple[Trick, ...] | None,
    declared: BySeat[Declared] | None = None,
    *,
    carte_blanche: bool = True,
) -> DealScore:
    """The one rule of a deal's score once the exchange is made, for the engine's own
    callers (the hands and the tricks already checked): :meth:`DealState.score` and every
    ``piquet replay`` path but the fast one (:mod:`piquet_core.replay`).

    ``dealt``, ``after`` and ``discards`` are each seat's hand as dealt, after the exchange,
    and his discard; ``irr`` the irregularities of the exchange or the calls, each seat's
    draw as made (:attr:`DealState.irregular_as_drawn`), scored under the rulings by
    :func:`piquet_core.irregular.score`; ``tricks`` the tricks played, or None before the
    play. ``declared`` is what each seat declared; None declares every combination of the
    hands in full (no sinking), as a record without a history is scored. ``carte_blanche``
    False leaves a carte blanche not yet shown out (Law 19)."""
    if irr is not None:
        return irregular.score(after, dealt, discards, tricks, irr, variant, declared)
    return score_deal_unchecked(
        after.elder, after.younger,
        elder_dealt=dealt.elder if carte_blanche else None,
        younger_dealt=dealt.younger if carte_blanche else None,
        tricks=None if tricks is None else score_tricks(tricks, variant), variant=variant,
        declared=None if declared is None else (declared.elder, declared.younger),
    )  # fmt: skip


# --- cutting, dealing, carte blanche and the exchange (Laws 3, 9, 18-24, 32-34; CAV-K Case V;
# S001; S002) ---------------------------------------------------------------------------


def exchange_step(state: DealState) -> tuple[Phase, Seat | None, str]:
    """Who acts next before the calls, and how: carte blanche announced at once (Law 20),
    elder's number stated before showing (CAV-K Case V), shown once the adversary has
    discarded (Laws 19-20), then the discards, elder first unless younger must commit first."""
    cb = state.carte_blanche
    ex, cbp = Phase.EXCHANGE, Phase.CARTE_BLANCHE
    if cb is Seat.ELDER:
        if not state.cb_announced:
            return cbp, Seat.ELDER, "announce"
        if state.discards.younger is None:
            return ex, Seat.YOUNGER, "discard"
        if not state.cb_shown:
            return cbp, Seat.ELDER, "show"
        return ex, Seat.ELDER, "discard"
    if cb is Seat.YOUNGER:
        if not state.cb_announced:
            return cbp, Seat.YOUNGER, "announce"
        if state.discards.elder is None:
            return ex, Seat.ELDER, "discard"
        if not state.cb_shown:
            return cbp, Seat.YOUNGER, "show"
        return ex, Seat.YOUNGER, "discard"
    if state.discards.elder is None:
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
    return replace(state, pack=None, deal_by=by, hands_dealt=BySeat(Hand(elder), Hand(younger)),
                   talon=tuple(pack[24:]))  # fmt: skip


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
    if state.misdeal is not None and n not in counts:  # the law quoted (Laws 39-43; CAV-C)
        state.misdeal.check_discard(seat, n, state.variant, state.elder_took())
    if state.irregular is not None and state.misdeal is None:  # Foster, "Irregular Discards"
        counts = frozenset(range(0 if 0 in counts else 1, 13))  # au cent: none (CAV-C)
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
    if action.look and n >= state.look_below(seat):
        raise _err(
            "only elder, leaving cards, may look at them when he takes in; younger "
            "decides after elder's lead",
            "look_not_allowed",
            "Cavendish, Laws 33, 36",
        )
    new = replace(
        state,
        discards=state.discards.with_seat(seat, action.cards),
        looked=state.looked.with_seat(seat, action.look),
    )
    ed, yd = new.discards
    if ed is None or yd is None:
        return new
    dealt = state.hands_dealt
    if state.irregular is not None and state.misdeal is None:
        after = irregular.exchange(dealt, state.talon, BySeat(ed, yd), state.irregular,
                                   state.variant)  # fmt: skip
        return replace(new, hands_after=BySeat[Hand | None](after.elder, after.younger))
    # each takes from the top of the stock, elder first (Law 23)
    hands = BySeat((dealt.elder - ed) | Hand(new.drawn(Seat.ELDER)),
                   (dealt.younger - yd) | Hand(new.drawn(Seat.YOUNGER)))  # fmt: skip
    if state.irregular is not None:  # a misdeal stood, with irregularities of the calls:
        # refused here, as irregular.exchange refuses them, what cannot have happened
        calling_irregular.effects(state.irregular.calls, hands, BySeat(ed, yd), state.variant)
    return replace(new, hands_after=BySeat[Hand | None](hands.elder, hands.younger))


def _as_action(action: object) -> Action:
    """An action, or its notation read by :func:`parse_action`; anything else is refused."""
    if isinstance(action, str):
        return parse_action(action)
    if not isinstance(action, Action):
        raise NotationError(
            f"action: an action or its notation (e.g. 'play AH'), not {action!r}",
            params={"argument": "action", "value": repr(action)},
        )
    return action


def _normal(value: object) -> object:
    """A discard or the tricks, as the record writes them (order of a discard ignored)."""
    if isinstance(value, str):
        return as_hand(value)
    if isinstance(value, list):
        return [
            " ".join(str(c) for c in parse_cards(t)) if isinstance(t, str) else t for t in value
        ]
    return value


def _cards_in_order(cards: object) -> tuple[Card, ...]:
    """Cards in the order given (a talon, top first): text in any notation or an iterable
    of :class:`Card`; anything else a :class:`PiquetError`, as :func:`as_hand` says."""
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, Iterable) and not isinstance(cards, (bytes, bytearray)):
        items = tuple(cards)
        as_hand(items)  # cards, each once
        return items
    as_hand(cards)  # raises
    raise AssertionError  # pragma: no cover


def _variant(variant: VariantLike) -> Variant:
    return as_variant(variant)


Policy = Callable[[DealState], Action]
"""Chooses an action for the player to act."""


def play_out(state: DealState, policy: Policy, limit: int = 1000) -> DealState:
    """Apply ``policy`` until the deal is over, at most ``limit`` actions (a whole number of
    at least 1). A deal not over by then is a :class:`PiquetError` (code ``deal_not_over``),
    as is a ``state`` that is not a :class:`DealState` or a ``policy`` that is not callable
    (code ``bad_argument``)."""
    state = as_instance(state, DealState, "state")
    if not callable(policy):
        raise PiquetError(f"policy: a function of the state to an action, not {policy!r}",
                          code="bad_argument", params={"argument": "policy"})  # fmt: skip
    limit = as_count(limit, "limit", 1)
    for _ in range(limit):
        if state.is_over:
            return state
        state = state.apply(policy(state))
    if state.is_over:
        return state
    raise PiquetError(f"play_out: the deal did not end in {limit} actions", code="deal_not_over",
                      params={"limit": limit})  # fmt: skip


__all__ = [
    "Action",
    "CarteBlanche",
    "Cut",
    "DealCards",
    "DealError",
    "DealState",
    "Discard",
    "LookAtLeft",
    "Phase",
    "Play",
    "Player",
    "Policy",
    "ShowCarteBlanche",
    "Step",
    "Turn",
    "play_out",
]
