"""The laws of calling, as an immutable sub-state of a deal (see :mod:`piquet_core.deal`).

The order CAV-D ("Calling and showing") describes, enforced here:

1. Elder calls; younger answers each call; elder names the suit of what is allowed good or
   equal and reckons it, and may then reckon lower sequences and sets of the kind allowed good
   (Law 49). The point must be called first or the right to call it is lost (Law 46);
   sequences and sets may come in either order (Law 47).
2. Elder leads the first card.
3. Before playing to it, younger reckons what he has good and shows what he has equal, in any
   order (CAV-D). What is not reckoned before younger plays to the first trick is lost
   (Law 56).

Sinking is allowed: a call or a reckoning may be anything the player holds *or less* -- a
point of fewer cards than his suit (any of its cards), a sequence inside a longer one, a trio
out of a quatorze (CAV-D "A player is not bound to call anything ... and he may always call
less than he holds"; CAV-S "Examples of sinking"; FOSTER). Younger may answer "Good" to a
call he could beat (CAV-S Example V), but "Not good" and "Equal" bind him to reckon or show
what beats or equals the call (Law 55). Asking "Making?" (or "Equal" to the number of cards)
needs as many cards, and bars him from counting a superior number of cards (Law 46; CAV-K
Case I); "How high?" is treated alike for sequences (by analogy: the law names the point).
Elder's first call in a kind binds him: he may afterwards reckon only equal or lower
combinations of that kind, unless the call was good against the cards (CAV-D; Law 49);
in Piquet au cent a low call binds him in any case (CAV-C).

Also: elder may decline to say what his call makes (CAV-S "Replying to the call of point");
younger may ask which card of a trio's rank is not reckoned, which admits the trio good
(CAV-D; Cases VII-VIII). A sequence may be called by its length alone and younger may then
ask "How high?" (PAGAT; the modern form of Law 48's duty to say to what card it is); in
Piquet au cent elder must give the value of his point and the top of his sequence (CAV-C).

Not modelled: corrections of miscalls (Laws 50-52), calls of what a player does not hold and
their penalties (Laws 53-54), elder reckoning an omission after his lead but before younger
plays (Law 56; CAV-K Case IV, with its declarations "by implication"), and the other
irregularities (Laws 10-16, 25-44, 57-59): the state machine refuses them instead. What a
deal's record says went wrong in the calling is ruled on by :mod:`piquet_core.irregular`
(``miscalled``) and :mod:`piquet_core.calling_irregular` (a sequence shown and an inferior one
called, a misnomer, a call not shown, younger's answer not borne out).

One kind's dialogue (:class:`Record`) and the deal as the calling laws see it
(:class:`Context`) are :mod:`piquet_core.calling_record`, re-exported here. Why a call,
reply or reckoning is refused -- the one-line errors of the calling laws (Laws 46-56; CAV-D;
CAV-C; CAV-K Cases VII-VIII) and the shape of a well-formed utterance (Laws 62-64) -- is
:func:`explain` and :func:`malformed`, at the end of this module.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from piquet_core.calling_record import Context, Record, pips_only
from piquet_core.cards import SUITS, BySeat, Card, Hand, Rank, Seat, Suit
from piquet_core.declarations import (
    SUIT_LENGTH,
    CardSet,
    Declared,
    Point,
    Sequence,
    all_sequences,
    all_sets,
)
from piquet_core.dialogue import (
    Call,
    Declare,
    Decline,
    Item,
    Kind,
    NotReckoned,
    Reply,
    Utterance,
    Value,
    kind_of,
)
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.sinking import (
    best_point_of_length,
    item_key,
    options,
    point_options,
    sequence_options,
    set_options,
)
from piquet_core.variants import AU_CENT_LAW, Variant

_KINDS = (Kind.POINT, Kind.SEQUENCE, Kind.SET)


@dataclass(frozen=True)
class CallingState:
    """The calling dialogue of one deal: three :class:`Record` (point, sequences, sets)."""

    records: tuple[Record, Record, Record] = (Record(), Record(), Record())
    current: Kind | None = None
    """The kind whose dialogue is in progress (a reply, a value or a naming is due)."""

    def record(self, kind: Kind) -> Record:
        """The dialogue of one kind."""
        return self.records[_KINDS.index(kind)]

    def _with(self, kind: Kind, rec: Record, current: Kind | None) -> CallingState:
        recs = list(self.records)
        recs[_KINDS.index(kind)] = rec
        return CallingState((recs[0], recs[1], recs[2]), current)

    def pending(self) -> str | None:
        """``"reply"`` (younger), ``"value"`` or ``"name"`` (elder), or None (elder free)."""
        if self.current is None:
            return None
        rec = self.record(self.current)
        if rec.reply is None:
            return "value" if rec.asked and rec.value is None else "reply"
        return "name"

    # --- elder ---------------------------------------------------------------------------

    def must_state_value(self, variant: Variant) -> bool:
        return variant.elder_calls_point_value or pips_only(variant)

    def elder_calls(self, ctx: Context) -> list[Utterance]:
        """Elder's possible calls and further reckonings when no dialogue is pending."""
        out: list[Utterance] = []
        hand, variant = ctx.hands.elder, ctx.variant
        anything_called = any(r.call is not None for r in self.records)
        if not anything_called:  # the point first, or never (Law 46)
            pts = point_options(hand.mask)
            if self.must_state_value(variant):
                values = sorted({(p.length, p.pips) for p in pts}, reverse=True)
                out += [Call(Kind.POINT, n, pips=v) for n, v in values]
            else:
                longest = max(p.length for p in pts)
                out += [Call(Kind.POINT, n) for n in range(longest, 0, -1)]
        seq_rec = self.record(Kind.SEQUENCE)
        if seq_rec.call is None:
            seqs = sequence_options(hand.mask)
            full = sorted({(q.length, q.top) for q in seqs}, reverse=True)
            out += [Call(Kind.SEQUENCE, n, top=t) for n, t in full]
            if not variant.elder_calls_point_value:
                lengths = sorted({q.length for q in seqs}, reverse=True)
                out += [Call(Kind.SEQUENCE, n) for n in lengths]
        if self.record(Kind.SET).call is None:
            out += [Call(Kind.SET, c.count, rank=c.rank) for c in set_options(hand.mask)]
        for kind in (Kind.SEQUENCE, Kind.SET):
            out += [Declare(i) for i in self._elder_extras(ctx, kind)]
        return out

    def _good_against_the_cards(self, item: Item, ctx: Context) -> bool:
        """Better than anything younger could hold in hand and discard (CAV-D; Law 49)."""
        return good_against_the_cards(item, ctx.elder_unknown, ctx.variant)

    def _elder_extras(self, ctx: Context, kind: Kind) -> list[Item]:
        """Lower combinations elder may reckon after his first call was allowed good (Law 49)."""
        rec = self.record(kind)
        if rec.reply is not Reply.GOOD or not rec.named.elder:
            return []
        first = rec.named.elder[0]
        free = not ctx.variant.low_call_binds_elder and self._good_against_the_cards(first, ctx)
        bound = item_key(first, ctx.variant)
        return [
            i for i in options(ctx.hands.elder, kind)
            if (free or item_key(i, ctx.variant) <= bound) and _compatible(i, rec.named.elder)
        ]  # fmt: skip

    def elder_values(self, ctx: Context) -> list[Utterance]:
        """Elder's answers to "Making?" / "How high?": values of what he holds (or less)."""
        assert self.current is not None
        rec = self.record(self.current)
        assert rec.call is not None
        n = rec.call.length
        out: list[Utterance]
        if self.current is Kind.POINT:
            pips = {p.pips for p in point_options(ctx.hands.elder.mask) if p.length == n}
            out = [Value(pips=p) for p in sorted(pips, reverse=True)]
        else:
            tops = {q.top for q in sequence_options(ctx.hands.elder.mask) if q.length == n}
            out = [Value(top=t) for t in sorted(tops, reverse=True)]
        return [*out, Decline()]

    def elder_names(self, ctx: Context) -> list[Utterance]:
        """Elder names what was allowed good or equal: the suit of his point or sequence."""
        assert self.current is not None
        rec = self.record(self.current)
        assert rec.call is not None
        key, n = rec.full_key(ctx.variant), rec.call.length
        if self.current is Kind.SET:  # "Which king do you not reckon?"
            return self._which_answers(ctx, rec)
        if self.current is Kind.POINT:
            if key is None:  # only the number of cards was called: he shows his best n cards
                suits = [
                    s for s in range(4) if SUIT_LENGTH[ctx.hands.elder.mask >> (8 * s) & 0xFF] >= n
                ]
                pts = [
                    Point(SUITS[s], n, best_point_of_length(ctx.hands.elder, s, n)) for s in suits
                ]
                return [Declare(p) for p in sorted(pts, key=lambda p: -p.pips)]  # best first
            return [Declare(p) for p in point_options(ctx.hands.elder.mask)
                    if p.length == n and p.key(ctx.variant) == key]  # fmt: skip
        return [Declare(q) for q in sequence_options(ctx.hands.elder.mask)
                if q.length == n and (key is None or q.key == key)]  # fmt: skip

    # --- younger -------------------------------------------------------------------------

    def younger_replies(self, ctx: Context) -> list[Utterance]:
        """Younger's possible replies to the call in progress (Laws 46, 55; CAV-D)."""
        assert self.current is not None
        rec = self.record(self.current)
        assert rec.call is not None
        held = options(ctx.hands.younger, self.current)
        out: list[Utterance] = [Reply.GOOD]
        if any(rec.beats(i, ctx.variant) for i in held):
            out.append(Reply.NOT_GOOD)
        if rec.full_key(ctx.variant) is None:  # only the number of cards is known yet
            n = rec.call.length
            if any((i.count if isinstance(i, CardSet) else i.length) == n for i in held):
                if self.current is Kind.POINT:
                    out += [Reply.MAKING, Reply.EQUAL]
                else:
                    out.append(Reply.HOW_HIGH)
        elif self.current is not Kind.SET and any(rec.equals(i, ctx.variant) for i in held):
            out.append(Reply.EQUAL)
        if self.current is Kind.SET and rec.call.length == 3 and rec.call.rank is not None:
            rank_mask = sum(Card(s, rec.call.rank).bit for s in Suit)
            if not rank_mask & ctx.younger_known:  # elder might hold four (CAV-D)
                out.append(Reply.WHICH)
        return out

    def _which_answers(self, ctx: Context, rec: Record) -> list[Utterance]:
        """The card elder may name as not reckoned: the one he lacks, or, holding four, any
        one he chooses to sink (CAV-D; Case VIII)."""
        assert rec.call is not None and rec.call.rank is not None
        cards = [Card(s, rec.call.rank) for s in Suit]
        hand = ctx.hands.elder
        held = [c for c in cards if c in hand]
        return [NotReckoned(c) for c in (cards if len(held) == 4 else
                                         [c for c in cards if c not in hand])]  # fmt: skip

    def younger_reckonings(self, ctx: Context) -> list[Utterance]:
        """What younger may reckon or show after elder's lead (CAV-D; Laws 46, 55)."""
        out: list[Utterance] = []
        for kind in _KINDS:
            rec = self.record(kind)
            if rec.reply is Reply.GOOD:
                continue  # he allowed elder's call: nothing of this kind to reckon
            for item in options(ctx.hands.younger, kind):
                if not _compatible(item, rec.named.younger):
                    continue
                if rec.reply is Reply.EQUAL:
                    if not rec.named.younger and rec.equals(item, ctx.variant):
                        out.append(Declare(item))
                    continue
                if rec.call is not None and rec.asked:
                    length = item.count if isinstance(item, CardSet) else item.length
                    if length > rec.call.length:  # barred by his inquiry (Law 46)
                        continue
                if (rec.reply is Reply.NOT_GOOD and not rec.declined
                        and not self._keeps_claim(ctx, rec, item)):  # fmt: skip
                    continue
                out.append(Declare(item))
        return out

    def _keeps_claim(self, ctx: Context, rec: Record, item: Item) -> bool:
        """After "Not good", younger may reckon in any order (CAV-D), but nothing that would
        leave him unable to reckon what beats the call (Law 55)."""
        v = ctx.variant
        if rec.beats(item, v) or any(rec.beats(i, v) for i in rec.named.younger):
            return True
        after = (*rec.named.younger, item)
        kind = kind_of(item)
        return any(
            rec.beats(i, v) and _compatible(i, after) for i in options(ctx.hands.younger, kind)
        )

    def younger_unmet(self, ctx: Context) -> str | None:
        """What younger still owes before he may play to the first trick, or None."""
        for kind in _KINDS:
            rec = self.record(kind)
            if (
                rec.reply is Reply.NOT_GOOD
                and not rec.declined
                and not any(rec.beats(i, ctx.variant) for i in rec.named.younger)
            ):
                return f"younger said 'Not good' to the {kind.value} and must reckon what beats it"
            if rec.reply is Reply.EQUAL and not rec.named.younger:
                return f"younger said 'Equal' to the {kind.value} and must show his equality"
        return None

    # --- applying ------------------------------------------------------------------------

    def apply(self, ctx: Context, seat: Seat, said: Utterance, reckoning: bool) -> CallingState:
        """The state after ``seat`` says ``said``; raises :class:`IllegalCallError`."""
        if reckoning:
            legal = self.younger_reckonings(ctx) if seat is Seat.YOUNGER else []
        else:
            step = self.pending()
            legal = {None: self.elder_calls, "value": self.elder_values, "name": self.elder_names,
                     "reply": self.younger_replies}[step](ctx)  # fmt: skip
        if said not in legal:
            problem = malformed(said)
            if problem:
                raise IllegalCallError(f"not a call: {problem}", code="malformed_call",
                                       params={"seat": seat.value, "said": repr(said)})  # fmt: skip
            e = explain(self, ctx, seat, said, reckoning)
            raise IllegalCallError(e.message, code=e.code, law=e.law, params={
                **e.params, "seat": seat.value, "said": said.say("en")})  # fmt: skip
        if isinstance(said, Call):
            return self._with(said.kind, replace(self.record(said.kind), call=said), said.kind)
        if isinstance(said, Decline):
            assert self.current is not None
            rec = replace(self.record(self.current), reply=Reply.NOT_GOOD, declined=True)
            return self._with(self.current, rec, None)
        if isinstance(said, Value):
            assert self.current is not None
            return self._with(self.current, replace(self.record(self.current), value=said),
                              self.current)  # fmt: skip
        if isinstance(said, Reply):
            assert self.current is not None
            kind, rec = self.current, self.record(self.current)
            if said is Reply.WHICH:  # equivalent to admitting the trio good (Case VII)
                return self._with(kind, replace(rec, reply=Reply.GOOD), kind)
            if said in (Reply.MAKING, Reply.HOW_HIGH) or (
                said is Reply.EQUAL and rec.full_key(ctx.variant) is None
            ):
                return self._with(kind, replace(rec, asked=True), kind)
            rec = replace(rec, reply=said)
            if said is Reply.NOT_GOOD:
                return self._with(kind, rec, None)
            if kind is Kind.SET:  # a set names itself: "Three kings" (CAV-D)
                assert rec.call is not None and rec.call.rank is not None
                named = rec.named.with_seat(Seat.ELDER, (CardSet(rec.call.rank, rec.call.length),))
                return self._with(kind, replace(rec, named=named), None)
            return self._with(kind, rec, kind)
        if isinstance(said, NotReckoned):
            rec = self.record(Kind.SET)
            assert rec.call is not None and rec.call.rank is not None
            item = CardSet(rec.call.rank, 3)
            named = rec.named.with_seat(Seat.ELDER, (item,))
            return self._with(Kind.SET, replace(rec, out=said.card, named=named), None)
        kind, rec = said.kind, self.record(said.kind)
        rec = replace(rec, named=rec.named.with_seat(seat, (*rec.named[seat], said.item)))
        if seat is Seat.ELDER:
            return self._with(kind, rec, None)
        return self._with(kind, rec, self.current)

    # --- result --------------------------------------------------------------------------

    def shown(self, seat: Seat, elsewhere: Hand) -> Hand:
        """The cards of the sequences and sets ``seat`` has reckoned or shown equal
        ("calling is equivalent to showing", CAV-D; Law 55); a trio's cards once the card not
        reckoned is named, or is among the adversary's cards ``elsewhere`` (CAV-D; Case VII)."""
        mask = 0
        for rec in self.records:
            for item in rec.named[seat]:
                if isinstance(item, Sequence):
                    mask |= item.bits
                elif isinstance(item, CardSet):
                    cards = [Card(s, item.rank) for s in Suit]
                    out = [c for c in cards if c in elsewhere]
                    if rec.out is not None and seat is Seat.ELDER:
                        out.append(rec.out)
                    if item.count == 4 or out:
                        mask |= Hand(c for c in cards if c not in out).mask
        return Hand.from_mask(mask)

    def declared(self) -> BySeat[Declared]:
        """What each side has reckoned or shown, for :func:`~piquet_core.scoring.score_deal`."""
        out = []
        for seat in Seat:
            items = [r.named[seat] for r in self.records]
            point = items[0][0] if items[0] else None
            assert point is None or isinstance(point, Point)
            seqs = tuple(i for i in items[1] if isinstance(i, Sequence))
            sets = tuple(i for i in items[2] if isinstance(i, CardSet))
            out.append(Declared(point, seqs, sets))
        return BySeat(out[0], out[1])


def good_against_the_cards(item: Item, unknown: int, variant: Variant) -> bool:
    """Whether a sequence or set is better than anything the adversary could hold in hand and
    discard: ``unknown`` is the mask of the cards the caller has not seen (CAV-D; Law 49;
    CAV-C "provided his call in error was good against the cards")."""
    hand = Hand.from_mask(unknown)
    if isinstance(item, Sequence):
        best = max((q.key for q in all_sequences(hand)), default=None)
    else:
        best = max((c.key for c in all_sets(hand)), default=None)
    return best is None or item_key(item, variant) > best


def _compatible(item: Item, declared: tuple[Item, ...]) -> bool:
    """An item may be reckoned beside ``declared``: one point, sequences sharing no card, one
    set of each rank, never the same item twice."""
    if isinstance(item, Point):
        return not declared
    if isinstance(item, Sequence):
        return all(isinstance(d, Sequence) and not (d.bits & item.bits) for d in declared)
    return all(isinstance(d, CardSet) and d.rank is not item.rank for d in declared)


# --- why a call is refused ---------------------------------------------------------------


class IllegalCallError(IllegalActionError):
    """A call, reply or reckoning the laws forbid (the ``law`` names which)."""

    code = "illegal_call"


def _law(text: str, law: str, code: str, **params: object) -> IllegalCallError:
    return IllegalCallError(f"{text} ({law})", code=code, law=law, params=params)


def explain(
    state: CallingState, ctx: Context, seat: Seat, said: Utterance, reckoning: bool
) -> IllegalCallError:
    """A one-line error saying which law forbids ``said`` here."""
    hand = ctx.hand(seat)
    who = seat.value
    text = said.say("en")
    au_cent = ctx.variant.au_cent_laws
    if reckoning:
        if seat is Seat.ELDER:
            # Au cent: "When the elder hand has led a card ... they cannot reckon anything
            # omitted" (CAV-C). Law 56 closes omissions at younger's first card; elder's
            # reckoning between his lead and younger's card is not modelled.
            law = AU_CENT_LAW if au_cent else "Cavendish, Law 56"
            return _law(f"elder cannot reckon {text!r} after leading", law,
                        "reckon_after_lead")  # fmt: skip
        if isinstance(said, Declare):
            rec = state.record(said.kind)
            if said.item not in options(hand, said.kind):
                return _law(f"younger does not hold {text!r}", "Cavendish, Law 54",
                            "not_held")  # fmt: skip
            if rec.reply is Reply.GOOD:
                # au cent: "The younger hand having allowed a correct call to be good or
                # equal, must abide by his answer" (CAV-C)
                law = (AU_CENT_LAW if au_cent
                       else "Cavendish, Laws 51, 62-64")  # fmt: skip
                return _law(f"younger allowed elder's {said.kind.value} good and cannot "
                            f"reckon {text!r}", law, "allowed_good")  # fmt: skip
            if rec.asked:
                return _law(f"younger asked what elder's {said.kind.value} makes, which "
                            "bars him from counting a superior number of cards",
                            "Cavendish, Law 46", "barred_by_inquiry")  # fmt: skip
        return _law(f"younger cannot reckon {text!r} now", "Cavendish, Description, Calling",
                    "cannot_reckon")  # fmt: skip
    step = state.pending()
    if isinstance(said, Reply):
        if step != "reply":
            return _law(f"{who} cannot reply {text!r}: no call awaits a reply",
                        "Cavendish, Description, Calling", "no_call")  # fmt: skip
        if (
            said in (Reply.MAKING, Reply.EQUAL)
            and state.record(Kind.POINT).full_key(ctx.variant) is None
            and state.current is Kind.POINT
        ):
            return _law("younger may ask what the point makes only if he holds at least as "
                        "many cards", "Cavendish, Law 46", "making_not_allowed")  # fmt: skip
        return _law(f"younger cannot say {text!r}: he must hold what he claims",
                    "Cavendish, Laws 54-55", "reply_not_held")  # fmt: skip
    if step == "reply":
        return _law(f"{who} cannot speak now: younger must answer the call",
                    "Cavendish, Description, Calling", "reply_due")  # fmt: skip
    if step == "name" and state.current is Kind.SET:
        return _law("elder must say truly which card of his trio's rank he does not reckon",
                    "Cavendish, Description, Calling; Case VIII", "which_due")  # fmt: skip
    if step in ("value", "name") and not (
        (step == "value" and isinstance(said, (Value, Decline)))
        or (step == "name" and isinstance(said, Declare))
    ):
        due = "say what his call makes" if step == "value" else "name what was allowed"
        return _law(f"elder must first {due}", "Cavendish, Description, Calling",
                    "value_due" if step == "value" else "name_due")  # fmt: skip
    point_late = any(r.call is not None for r in state.records)
    if isinstance(said, Call) and said.kind is Kind.POINT and point_late:
        return _law("the point must be called first, or the right to call it is lost",
                    "Cavendish, Law 46", "point_first")  # fmt: skip
    if isinstance(said, Call) and state.record(said.kind).call is not None:
        return _law(f"elder has already called his {said.kind.value}",
                    "Cavendish, Description, Calling", "already_called")  # fmt: skip
    if (
        isinstance(said, Call)
        and said.kind is not Kind.SET
        and (
            (said.kind is Kind.POINT and said.pips is None and state.must_state_value(ctx.variant))
            or (
                said.kind is Kind.SEQUENCE
                and said.top is None
                and ctx.variant.elder_calls_point_value
            )
        )
    ):
        return _law("elder must state the value of his point and the card his sequence "
                    "is to", AU_CENT_LAW, "value_required")  # fmt: skip
    if isinstance(said, Declare) and step is None:
        rec = state.record(said.kind)
        if rec.reply is Reply.GOOD and said.item in options(hand, said.kind):
            return _law(f"elder's first {said.kind.value} call binds him: he may reckon only "
                        "equal or lower, unless it was good against the cards",
                        "Cavendish, Law 49; Description, Calling", "bound_by_call")  # fmt: skip
    if isinstance(said, Declare) and said.item in options(hand, said.kind):
        # he holds it: what bars it is the order of calling, not his cards
        rec = state.record(said.kind)
        if step == "name":
            return _law(f"{who} cannot say {text!r}: he must name what was allowed, the "
                        f"{state.current.value if state.current else said.kind.value} "
                        "as he called it", "Cavendish, Description, Calling",
                        "name_as_called")  # fmt: skip
        if said.kind is Kind.POINT and rec.named[seat]:
            return _law(f"{who} cannot say {text!r}: he has named his point, and a hand "
                        "has one point", "Cavendish, Law 62", "point_named")  # fmt: skip
        if rec.call is None:
            return _law(f"{who} cannot say {text!r} before calling his {said.kind.value}: "
                        "elder calls, younger answers, and only a call allowed good or equal "
                        "is reckoned", "Cavendish, Description, Calling; Law 46",
                        "call_first")  # fmt: skip
        if rec.reply is Reply.NOT_GOOD:
            return _law(f"{who} cannot say {text!r}: younger answered his "
                        f"{said.kind.value} not good", "Cavendish, Laws 62-64",
                        "not_good")  # fmt: skip
    return _law(f"{who} cannot say {text!r}: a call must be something he holds, or less",
                "Cavendish, Description, Calling; Law 54", "not_held")  # fmt: skip


def _item_problem(item: object) -> str | None:
    if isinstance(item, Point):
        if not (isinstance(item.length, int) and 1 <= item.length <= 8):
            return f"a point of {item.length!r} cards"
        return None if isinstance(item.pips, int) and 0 <= item.pips < 90 else "bad pips"
    if isinstance(item, Sequence):
        if not (isinstance(item.length, int) and 3 <= item.length <= 8):
            return f"a sequence of {item.length!r} cards"
        ok = isinstance(item.top, Rank) and int(item.top) - item.length + 1 >= 7
        return None if ok else f"no sequence of {item.length} to {item.top!r}"
    if isinstance(item, CardSet):
        ok = item.count in (3, 4) and isinstance(item.rank, Rank) and item.rank >= Rank.TEN
        return None if ok else "sets are three or four aces, kings, queens, knaves or tens"
    return f"{item!r} is not a point, sequence or set"


def malformed(said: object) -> str | None:
    """What is wrong with an utterance that is not well formed, or None (Laws 62-64)."""
    if isinstance(said, (Reply, Decline)):
        return None
    if isinstance(said, Value):
        if (said.pips is None) == (said.top is None):
            return "a value is either the pips of a point or the top card of a sequence"
        if said.pips is not None:
            return None if isinstance(said.pips, int) and 0 <= said.pips < 90 else "bad pips"
        return None if isinstance(said.top, Rank) and said.top >= Rank.NINE else "bad top card"
    if isinstance(said, Declare):
        return _item_problem(said.item)
    if isinstance(said, NotReckoned):
        return None if isinstance(said.card, Card) else f"{said.card!r} is not a card"
    if not isinstance(said, Call):
        return f"{said!r} is not something said in calling"
    try:  # the combination the call describes checks itself (combinations.py)
        if said.kind is Kind.POINT:
            item: object = Point(SUITS[0], said.length, 0 if said.pips is None else said.pips)
            extra = said.top is not None or said.rank is not None
        elif said.kind is Kind.SEQUENCE:
            top = said.top if said.top is not None else Rank.ACE
            item, extra = Sequence(SUITS[0], said.length, top), said.pips is not None
            extra = extra or said.rank is not None
        elif said.kind is Kind.SET:
            item = CardSet(said.rank, said.length) if said.rank is not None else None
            extra = said.pips is not None or said.top is not None
        else:
            return f"unknown kind {said.kind!r}"
    except PiquetError as error:
        return error.message
    if extra:
        return f"{said.kind.value} calls give no such detail"
    return _item_problem(item)


__all__ = [
    "CallingState",
    "Context",
    "IllegalCallError",
    "Record",
    "good_against_the_cards",
    "kind_of",
    "options",
    "point_options",
    "sequence_options",
    "set_options",
]
