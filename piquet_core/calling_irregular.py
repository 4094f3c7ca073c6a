"""Irregularities of calling and showing: where Cavendish's *Laws of Piquet au Cent* (CAV-C)
differ from the Rubicon code (Cavendish, Laws 49-56), ruled by the variant's
:attr:`~piquet_core.variants.Variant.au_cent_laws` switch.

The state machine refuses every call, answer or omission the laws forbid, so what went wrong
is told by a :class:`CallIrregularities` value, the ``calls`` of an
:class:`~piquet_core.irregular.Irregularities` (``piquet replay``: the record fields of
:data:`RECORD_FIELDS`; see CONTRIBUTING.md, "Irregular deals"). For the kind each concerns
(point, sequences or sets), each seat is taken to call in full what his hand holds, as
``piquet replay`` declares, and the ruling then changes it; in the state machine the
dialogue of that kind, which can only be regular, gives way to the ruling. The au cent laws
"differ from those of Piquet in the following particulars" (CAV-C): where they are silent,
the Rubicon law rules, and the ruling says so.

* **Elder shows a sequence and calls an inferior one.** CAV-C: "If the elder hand show a
  sequence and call an inferior one, he cannot reckon the superior one; but the show bars the
  younger hand from reckoning his sequences, if only equal or inferior to the one shown."
  The law does not say whether younger's barred sequences still make elder's call not good;
  the engine follows the au cent law on younger's "Not good" without showing his
  superiority ("the elder may show and reckon what he has called"): elder reckons his call
  and what is equal or inferior to it ("he cannot reckon anything superior"), unless younger
  holds a sequence superior to the one shown. Rubicon: "he may correct his miscall before it
  has been replied to" (Law 50); not corrected, the call binds him unless it was good
  against the cards (Law 49), and the show bars nothing. What is equal or inferior includes
  a part of a higher run: "A has a quart minor and a tierce minor. If he first calls a
  tierce minor ... he can reckon two tierce minors, but he cannot reckon the quart" (CAV-D).
* **A misnomer** (naming the suit or rank of what he holds wrongly, the counting value
  right). CAV-C: "He may, however, correct a misnomer of sequence, trio, or quatorze, before
  he leads a card, and may reckon anything of equal or inferior counting value, provided his
  call in error was good against the cards." Good against the cards, the call was allowed
  good, and "The younger hand having allowed a correct call to be good or equal, must abide
  by his answer" (CAV-C): younger reckons nothing of that kind, even if it beats what elder
  held. Not corrected, a trio or quatorze is one "which
  he does not hold ... he can reckon nothing that deal" (CAV-C). Elsewhere the au cent laws
  are silent and Law 53 rules, as in Rubicon: "There is no penalty for a misnomer", provided
  "he could not possibly have held what he claims, in his hand and discard taken together"
  (read: a card the claim needs is in his adversary's hand or discard).
* **Elder leads without showing what he called.** CAV-C: "The elder hand having called
  anything which is good or equal must show the cards called, except in the case of
  quatorzes and trios. If he lead a card without showing his call, he cannot reckon it, and
  the adversary may show and reckon his point or sequence, even though it be equal or
  inferior to the one called." Rubicon: he "must show the cards called at any time they are
  asked for" (Law 55), with no penalty for not showing unasked.
* **Younger disallows a call that is good or equal.** CAV-C: "If the younger hand disallow a
  call, and it be discovered that the call of the elder hand is good or equal, the elder hand
  can show and reckon his superiority, or show his equality, notwithstanding that he has led
  a card." Rubicon: nothing omitted is lost before younger plays to the first trick (Law 56):
  the same score.
* **Younger answers "Not good" or "Equal" and plays without showing.** CAV-C: "If the
  younger hand say equal or not good to a call, and play to the first trick without showing
  his superiority or equality, the elder may show and reckon what he has called,
  notwithstanding that he has led a card." Rubicon: younger shows after elder's lead (Law
  55); "When the younger hand has played to the first trick, neither player can reckon
  anything omitted" (Law 56): neither reckons that kind.

A record that describes what cannot have happened -- a sequence shown that elder does not
hold, a misnomer whose call was not good against the cards, younger not showing after
answering "Good" -- is a :class:`CallIrregularError` naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from piquet_core.calling import good_against_the_cards
from piquet_core.cards import FULL_MASK, BySeat, Card, Hand, Seat, Suit, as_hand, as_seat
from piquet_core.declarations import (
    CardSet,
    Declared,
    Point,
    Sequence,
    all_sequences,
    all_sets,
    declare_all,
)
from piquet_core.dialogue import Item, Kind, Reply
from piquet_core.errors import PiquetError
from piquet_core.sinking import item_key, options
from piquet_core.variants import AU_CENT_LAW, Variant

Combination = Sequence | CardSet
"""What a misnomer names: a sequence, a trio or a quatorze."""


class CallIrregularError(PiquetError):
    """A record of calling or showing that describes what cannot have happened."""

    code = "impossible_call_irregularity"


def _err(text: str, code: str, law: str = AU_CENT_LAW) -> CallIrregularError:
    return CallIrregularError(text, code=code, law=law)


@dataclass(frozen=True)
class CallIrregularities:
    """What went wrong in the calling and showing of one deal; every field optional."""

    showed_sequence: Sequence | None = None
    """The sequence elder showed while calling an inferior one (with :attr:`called_sequence`)."""
    called_sequence: Sequence | None = None
    """The inferior sequence elder called, one he holds."""
    misnomer: Seat | None = None
    """The seat that named a sequence, trio or quatorze he holds wrongly."""
    misnomer_called: Combination | None = None
    """What the misnomer named (held neither by him nor as named)."""
    misnomer_held: Combination | None = None
    """What he held, of the same counting value."""
    misnomer_corrected: bool = True
    """Whether he corrected it before he led or played a card."""
    elder_did_not_show: tuple[Kind, ...] = ()
    """The kinds (point, sequence) elder called good or equal and led without showing."""
    younger_disallowed: Kind | None = None
    """The kind whose call younger answered "Not good" when it was good or equal."""
    younger_did_not_show: Kind | None = None
    """The kind whose call younger answered "Not good" or "Equal" (:attr:`younger_answer`),
    then played to the first trick without showing his superiority or equality."""
    younger_answer: Reply | None = None
    """Younger's answer to that call."""

    def __post_init__(self) -> None:
        """Every field checked, however the value is built (keyword arguments,
        :func:`dataclasses.replace`): the seat by name too (``"elder"``), a kind by its word
        (``"point"``, the README's), younger's answer by its words (``"not good"``), a
        combination by its cards (``"KH QH JH"``); what is none of these is a
        :class:`CallIrregularError` naming the field, never guessed nor left to crash when
        the deal is played (CAV-C; Cavendish, Laws 51-56)."""
        if self.misnomer is not None and self.misnomer.__class__ is not Seat:
            object.__setattr__(self, "misnomer", as_seat(self.misnomer, "misnomer"))
        combinations = (("showed_sequence", True), ("called_sequence", True),
                        ("misnomer_called", False), ("misnomer_held", False))  # fmt: skip
        for name, sequence_only in combinations:
            value = getattr(self, name)
            if value is None or (
                isinstance(value, Sequence if sequence_only else (Sequence, CardSet))
            ):
                continue
            found = combination(as_hand(value)) if isinstance(value, (str, Hand)) else None
            if found is None or (sequence_only and not isinstance(found, Sequence)):
                what = "a sequence" if sequence_only else "a sequence, trio or quatorze"
                raise _err(f"{name}: {what} (or its cards), not {value!r}",
                           "bad_call_irregularities")  # fmt: skip
            object.__setattr__(self, name, found)
        if self.misnomer_corrected.__class__ is not bool:
            raise _err(f"misnomer_corrected: True or False, not {self.misnomer_corrected!r}",
                       "bad_call_irregularities")  # fmt: skip
        for name in ("younger_disallowed", "younger_did_not_show"):
            value = getattr(self, name)
            if value is not None and value.__class__ is not Kind:
                object.__setattr__(self, name, _as_kind(value, name))
        shown = self.elder_did_not_show
        if isinstance(shown, (str, Kind)):
            shown = (shown,)
        if not isinstance(shown, (tuple, list)):
            raise _err(f"elder_did_not_show: a tuple of kinds, not {shown!r}",
                       "bad_call_irregularities")  # fmt: skip
        kinds = tuple(k if k.__class__ is Kind else _as_kind(k, "elder_did_not_show")
                      for k in shown)  # fmt: skip
        if kinds != self.elder_did_not_show:
            object.__setattr__(self, "elder_did_not_show", kinds)
        answer = self.younger_answer
        if answer is not None and answer not in _ANSWERS.values():
            key = answer.strip().lower() if isinstance(answer, str) else None
            if key not in _ANSWERS:
                raise _err(f'younger_answer: "good", "not good" or "equal", not {answer!r}',
                           "bad_call_irregularities")  # fmt: skip
            object.__setattr__(self, "younger_answer", _ANSWERS[key])


def _as_kind(value: object, name: str) -> Kind:
    """``value`` as a :class:`Kind`: a Kind or its word, "point", "sequence" or "set"."""
    key = value.strip().lower() if isinstance(value, str) else None
    if key not in _KINDS:
        raise _err(f'{name}: "point", "sequence" or "set", not {value!r}',
                   "bad_call_irregularities")  # fmt: skip
    return _KINDS[key]


class Effect(NamedTuple):
    """One ruling and what it does to the score: for ``kind``, what each seat reckons of it
    (``items``); ``nothing``: the seat reckons nothing that deal."""

    code: str
    seat: Seat
    text: str
    law: str
    kind: Kind | None = None
    items: BySeat[tuple[Item, ...]] | None = None
    nothing: bool = False


RECORD_FIELDS = (
    "elder_showed_sequence",
    "elder_called_sequence",
    "misnomer",
    "misnomer_called",
    "misnomer_held",
    "misnomer_corrected",
    "elder_did_not_show",
    "younger_disallowed",
    "younger_did_not_show",
    "younger_answer",
)
"""The optional fields of a ``piquet replay`` record that describe the calling and showing."""

_KINDS = {k.value: k for k in Kind}
_ANSWERS = {r.value: r for r in (Reply.GOOD, Reply.NOT_GOOD, Reply.EQUAL)}


def combination(cards: Hand) -> Combination | None:
    """The sequence (three or more cards running in one suit) or the trio or quatorze (three
    or four tens or higher of one rank) the cards make, or None (Laws 63-64)."""
    made: tuple[Combination, ...] = (*all_sequences(cards), *all_sets(cards))
    if len(made) != 1:
        return None
    (item,) = made
    size = item.length if isinstance(item, Sequence) else item.count
    return item if size == len(cards) else None


def _cards_field(record: Mapping[str, object], name: str) -> Combination | None:
    value = record.get(name)
    if value is None:
        return None
    if not isinstance(value, str):
        raise _err(f"field {name!r} must be a string of cards", "bad_record")
    found = combination(as_hand(value))
    if found is None:
        raise _err(f"field {name!r}: {value!r} is no sequence, trio or quatorze", "bad_record")
    return found


def _sequence_field(record: Mapping[str, object], name: str) -> Sequence | None:
    found = _cards_field(record, name)
    if found is not None and not isinstance(found, Sequence):
        raise _err(f"field {name!r} must be the cards of a sequence", "bad_record")
    return found


def _kind_field(record: Mapping[str, object], name: str) -> Kind | None:
    value = record.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or value not in _KINDS:
        raise _err(f'field {name!r} must be "point", "sequence" or "set"', "bad_record")
    return _KINDS[str(value)]


def from_record(record: Mapping[str, object]) -> CallIrregularities:
    """The calling irregularities a ``piquet replay`` record gives (:data:`RECORD_FIELDS`)."""
    shown = _sequence_field(record, "elder_showed_sequence")
    called = _sequence_field(record, "elder_called_sequence")
    if (shown is None) != (called is None):
        raise _err("fields 'elder_showed_sequence' and 'elder_called_sequence' go together",
                   "bad_record")  # fmt: skip
    seat = record.get("misnomer")
    if seat is not None and seat not in ("elder", "younger"):
        raise _err('field \'misnomer\' must be "elder" or "younger"', "bad_record")
    m_called = _cards_field(record, "misnomer_called")
    m_held = _cards_field(record, "misnomer_held")
    corrected = record.get("misnomer_corrected", True)
    if not isinstance(corrected, bool):
        raise _err("field 'misnomer_corrected' must be true or false", "bad_record")
    if (
        (seat is None) != (m_called is None)
        or (seat is None) != (m_held is None)
        or (seat is None and "misnomer_corrected" in record)
    ):
        raise _err("fields 'misnomer', 'misnomer_called' and 'misnomer_held' go together",
                   "bad_record")  # fmt: skip
    raw = record.get("elder_did_not_show")
    names = [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []
    if raw is not None and (not names or any(n not in ("point", "sequence") for n in names)):
        raise _err('field \'elder_did_not_show\' must be "point", "sequence" or a list of them '
                   "(quatorzes and trios are not shown)", "bad_record")  # fmt: skip
    answer = record.get("younger_answer")
    if answer is not None and (not isinstance(answer, str) or answer not in _ANSWERS):
        raise _err('field \'younger_answer\' must be "good", "not good" or "equal"', "bad_record")
    unshown = _kind_field(record, "younger_did_not_show")
    if (answer is None) != (unshown is None):
        raise _err("fields 'younger_did_not_show' and 'younger_answer' go together",
                   "bad_record")  # fmt: skip
    return CallIrregularities(
        showed_sequence=shown,
        called_sequence=called,
        misnomer=None if seat is None else as_seat(str(seat)),
        misnomer_called=m_called,
        misnomer_held=m_held,
        misnomer_corrected=corrected,
        elder_did_not_show=tuple(dict.fromkeys(_KINDS[str(n)] for n in names)),
        younger_disallowed=_kind_field(record, "younger_disallowed"),
        younger_did_not_show=unshown,
        younger_answer=None if answer is None else _ANSWERS[str(answer)],
    )


def _cards_text(item: Combination) -> str:
    if isinstance(item, Sequence):
        return str(Hand.from_mask(item.bits))
    return str(Hand(Card(s, item.rank) for s in Suit if item.count == 4 or s is not Suit.CLUBS))


def to_record(calls: CallIrregularities) -> dict[str, object]:
    """The record fields of ``calls`` (only those that differ from a regular deal). A trio
    is written as three cards of its rank (which three does not matter)."""
    out: dict[str, object] = {}
    if calls.showed_sequence is not None and calls.called_sequence is not None:
        out["elder_showed_sequence"] = _cards_text(calls.showed_sequence)
        out["elder_called_sequence"] = _cards_text(calls.called_sequence)
    if calls.misnomer is not None and calls.misnomer_called and calls.misnomer_held:
        out["misnomer"] = calls.misnomer.value
        out["misnomer_called"] = _cards_text(calls.misnomer_called)
        out["misnomer_held"] = _cards_text(calls.misnomer_held)
        if not calls.misnomer_corrected:
            out["misnomer_corrected"] = False
    if calls.elder_did_not_show:
        out["elder_did_not_show"] = [k.value for k in calls.elder_did_not_show]
    if calls.younger_disallowed is not None:
        out["younger_disallowed"] = calls.younger_disallowed.value
    if calls.younger_did_not_show is not None and calls.younger_answer is not None:
        out["younger_did_not_show"] = calls.younger_did_not_show.value
        out["younger_answer"] = calls.younger_answer.value
    return out


# --- the deal as the rulings see it ------------------------------------------------------


class _Deal(NamedTuple):
    after: BySeat[Hand]
    discards: BySeat[Hand]
    variant: Variant

    @property
    def au_cent(self) -> bool:
        return self.variant.au_cent_laws

    def full(self, seat: Seat, kind: Kind) -> tuple[Item, ...]:
        """What ``seat`` calls of ``kind`` declaring in full."""
        decl = declare_all(self.after[seat], self.variant)
        if kind is Kind.POINT:
            return () if decl.point is None else (decl.point,)
        return decl.sequences if kind is Kind.SEQUENCE else decl.sets

    def best(self, items: tuple[Item, ...]) -> tuple[int, int] | None:
        return max((item_key(i, self.variant) for i in items), default=None)

    def unseen(self, seat: Seat) -> int:
        """The cards ``seat`` has not seen: not in his hand or discard."""
        return FULL_MASK & ~(self.after[seat] | self.discards[seat]).mask


def _label(item: Item) -> str:
    return item.name if isinstance(item, CardSet) else item.label


def could_not_have_held(item: Combination, adversary: Hand) -> bool:
    """Law 53's proviso: "he could not possibly have held what he claims, in his hand and
    discard taken together" -- a card the claim needs is in his adversary's hand or discard
    (``adversary``): for a sequence one of its cards, for a trio two of its rank, for a
    quatorze one."""
    if isinstance(item, Sequence):
        return bool(item.bits & adversary.mask)
    out = sum(Card(s, item.rank) in adversary for s in Suit)
    return out > 4 - item.count


# --- the rulings, each law once --------------------------------------------------------


def _showed_sequence(shown: Sequence, called: Sequence, d: _Deal) -> Effect:
    held = options(d.after.elder, Kind.SEQUENCE)
    for what, seq in (("shown", shown), ("called", called)):
        if seq not in held:
            raise _err(f"elder does not hold the {seq.label} he is said to have {what}",
                       "not_held")  # fmt: skip
    if called.key >= shown.key:
        raise _err(f"the sequence called, {called.label}, is not inferior to the one shown, "
                   f"{shown.label}", "call_not_inferior")  # fmt: skip
    younger = d.full(Seat.YOUNGER, Kind.SEQUENCE)
    mine = d.full(Seat.ELDER, Kind.SEQUENCE)
    low = _not_above(called, held)
    if d.au_cent:
        above = any(item_key(q, d.variant) > shown.key for q in younger)
        text = (f"shows the {shown.label} and calls the {called.label}: cannot reckon the "
                "superior one; the show bars younger's sequences if only equal or inferior "
                "to it")  # fmt: skip
        return Effect("showed_sequence", Seat.ELDER, text, AU_CENT_LAW, Kind.SEQUENCE,
                      BySeat(low, younger if above else ()))  # fmt: skip
    free = not d.variant.low_call_binds_elder and good_against_the_cards(
        called, d.unseen(Seat.ELDER), d.variant
    )
    text = (f"calls the {called.label}, not corrected before younger's reply: the call binds "
            f"him{' (good against the cards: he reckons any sequence)' if free else ''}; "
            "the show bars nothing")  # fmt: skip
    return Effect("showed_sequence", Seat.ELDER, text, "Cavendish, Laws 49-50", Kind.SEQUENCE,
                  BySeat(mine if free else low, younger))  # fmt: skip


def _not_above(called: Sequence, held: tuple[Item, ...]) -> tuple[Sequence, ...]:
    """What a binding call of ``called`` lets elder reckon: the call and every sequence he
    holds "equal to, or lower than, the one he called", a part of a higher run included, on
    cards not already reckoned: "A has a quart minor and a tierce minor. If he first calls a
    tierce minor, and it is admitted to be good, he can reckon two tierce minors, but he
    cannot reckon the quart" (CAV-D "Calling"; Law 50). Best first, each card once."""
    out = [called]
    used = called.bits
    for q in held:  # best first (the sinking options, Law 63)
        if isinstance(q, Sequence) and q.key <= called.key and not q.bits & used:
            out.append(q)
            used |= q.bits
    return tuple(out)


def _misnomer(seat: Seat, called: Combination, held: Combination, corrected: bool,
              d: _Deal) -> Effect:  # fmt: skip
    kind = Kind.SEQUENCE if isinstance(held, Sequence) else Kind.SET
    if type(called) is not type(held) or called.score != held.score:
        raise _err(f"a misnomer names wrongly what he holds, of the same counting value: "
                   f"{_label(called)} for {_label(held)}", "misnomer_value",
                   "Cavendish, Law 53")  # fmt: skip
    opts = options(d.after[seat], kind)
    if held not in opts:
        raise _err(f"{seat.value} does not hold the {_label(held)}", "not_held")
    if called in opts:
        raise _err(f"{seat.value} holds the {_label(called)} he called: no misnomer",
                   "not_a_misnomer")  # fmt: skip
    if d.au_cent and seat is Seat.ELDER and corrected:
        if not good_against_the_cards(called, d.unseen(seat), d.variant):
            raise _err(f"elder's call in error, {_label(called)}, was not good against the "
                       "cards: the au cent laws let him correct only such a misnomer",
                       "misnomer_not_good")  # fmt: skip
        # what he held as named rightly, and beside it what does not count more
        mine = (held, *(i for i in d.full(seat, kind) if _score(i) <= called.score
                        and not _overlap(i, held)))  # fmt: skip
        # good against the cards, the call was allowed good: "The younger hand having
        # allowed a correct call to be good or equal, must abide by his answer" (CAV-C), so
        # nothing of younger's of the kind bars what elder reckons or scores itself
        text = (f"calls {_label(called)} for {_label(held)}, corrected before he leads: reckons "
                "anything of equal or inferior counting value; younger, having allowed the "
                "call good, abides by his answer")  # fmt: skip
        return Effect("misnomer", seat, text, AU_CENT_LAW, kind, BySeat(mine, ()))
    if d.au_cent and seat is Seat.ELDER and kind is Kind.SET:
        text = (f"calls {_label(called)}, which he does not hold, and plays a card without "
                "correcting it: reckons nothing that deal")  # fmt: skip
        return Effect("misnomer", seat, text, AU_CENT_LAW, nothing=True)
    adversary = d.after[seat.other] | d.discards[seat.other]
    if not could_not_have_held(called, adversary):
        raise _err(f"not a misnomer: {seat.value} could have held {_label(called)} in hand and "
                   "discard (a call of what he does not hold: field 'miscalled', Law 54)",
                   "not_a_misnomer", "Cavendish, Law 53")  # fmt: skip
    text = f"calls {_label(called)} for {_label(held)}: no penalty for a misnomer"
    if d.au_cent:
        text += " (the au cent laws are silent here: the Rubicon law rules)"
    return Effect("misnomer", seat, text, "Cavendish, Law 53")


def _score(item: Item) -> int:
    """The counting value of a sequence or set (Laws 63-64)."""
    return item.length if isinstance(item, Point) else item.score


def _overlap(item: Item, held: Combination) -> bool:
    """Whether ``item`` uses a card of ``held`` (a run crossing it, a set of its rank)."""
    if isinstance(item, Sequence) and isinstance(held, Sequence):
        return bool(item.bits & held.bits)
    return isinstance(item, CardSet) and isinstance(held, CardSet) and item.rank is held.rank


def _younger_better(kind: Kind, d: _Deal) -> bool:
    """Whether younger holds better than anything elder can call of ``kind``; raises if elder
    holds nothing of it to call."""
    mine, theirs = d.full(Seat.ELDER, kind), d.full(Seat.YOUNGER, kind)
    if not mine:
        raise _err(f"elder holds no {kind.value}: he called none", "nothing_called")
    return (d.best(theirs) or (0, 0)) > (d.best(mine) or (0, 0))


def _elder_did_not_show(kind: Kind, d: _Deal) -> Effect:
    theirs = d.full(Seat.YOUNGER, kind)
    if _younger_better(kind, d):
        raise _err(f"elder's {kind.value} was not good or equal: he had nothing to show",
                   "not_good_or_equal")  # fmt: skip
    if d.au_cent:
        text = (f"leads without showing his {kind.value}: cannot reckon it; younger may show "
                "and reckon his, even though it be equal or inferior")  # fmt: skip
        return Effect("elder_did_not_show", Seat.ELDER, text, AU_CENT_LAW, kind,
                      BySeat((), theirs))  # fmt: skip
    text = f"shows the cards of his {kind.value} when they are asked for: no penalty"
    return Effect("elder_did_not_show", Seat.ELDER, text, "Cavendish, Law 55")


def _younger_disallowed(kind: Kind, d: _Deal) -> Effect:
    if _younger_better(kind, d):
        raise _err(f"younger holds a better {kind.value}: his 'Not good' was true",
                   "answer_true")  # fmt: skip
    text = (f"disallowed elder's {kind.value}, which is good or equal: elder shows and reckons "
            "his superiority, or shows his equality, though he has led")  # fmt: skip
    law = AU_CENT_LAW if d.au_cent else "Cavendish, Law 56"
    if not d.au_cent:
        text += " (nothing omitted is lost before younger plays to the first trick)"
    return Effect("younger_disallowed", Seat.YOUNGER, text, law, kind,
                  BySeat(d.full(Seat.ELDER, kind), d.full(Seat.YOUNGER, kind)))  # fmt: skip


def _younger_did_not_show(kind: Kind, answer: Reply, d: _Deal) -> Effect:
    if answer is Reply.GOOD:
        raise _err(f"younger answered 'Good' to the {kind.value}: he had nothing to show",
                   "answered_good")  # fmt: skip
    if answer is Reply.EQUAL and kind is Kind.SET:
        raise _err("a quatorze or trio is never equal: younger cannot answer 'Equal' to it",
                   "bad_record", "Cavendish, Law 64")  # fmt: skip
    _younger_better(kind, d)  # elder called something of it
    said = f"said {answer.value!r} to the {kind.value} and played to the first trick without "
    if d.au_cent:
        text = said + "showing: elder shows and reckons what he called, though he has led"
        return Effect("younger_did_not_show", Seat.YOUNGER, text, AU_CENT_LAW, kind,
                      BySeat(d.full(Seat.ELDER, kind), ()))  # fmt: skip
    text = said + "showing (Law 55): neither reckons it now (Law 56)"
    return Effect("younger_did_not_show", Seat.YOUNGER, text, "Cavendish, Laws 55-56", kind,
                  BySeat((), ()))  # fmt: skip


def effects(
    calls: CallIrregularities, after: BySeat[Hand], discards: BySeat[Hand], variant: Variant
) -> tuple[Effect, ...]:
    """Each ruling with what it does to the score, in the order of the calling; raises
    :class:`CallIrregularError` naming what cannot have happened."""
    d = _Deal(after, discards, variant)
    out: list[Effect] = []
    if calls.showed_sequence is not None and calls.called_sequence is not None:
        out.append(_showed_sequence(calls.showed_sequence, calls.called_sequence, d))
    m = calls.misnomer
    if m is not None and calls.misnomer_called is not None and calls.misnomer_held is not None:
        out.append(_misnomer(m, calls.misnomer_called, calls.misnomer_held,
                             calls.misnomer_corrected, d))  # fmt: skip
    if Kind.SET in calls.elder_did_not_show:
        raise _err("quatorzes and trios are not shown", "bad_record")
    out += [_elder_did_not_show(k, d) for k in calls.elder_did_not_show]
    if calls.younger_disallowed is not None:
        out.append(_younger_disallowed(calls.younger_disallowed, d))
    if calls.younger_did_not_show is not None:
        out.append(_younger_did_not_show(calls.younger_did_not_show,
                                         calls.younger_answer or Reply.NOT_GOOD, d))  # fmt: skip
    kinds = [e.kind for e in out if e.kind is not None]
    for kind in set(kinds):
        if kinds.count(kind) > 1:
            raise _err(f"two irregularities of the {kind.value} at once: give one", "bad_record")
    return tuple(out)


def declared(effects: tuple[Effect, ...], decl: BySeat[Declared]) -> BySeat[Declared]:
    """What each seat reckons once the rulings have changed the kinds they concern."""
    out = list(decl)
    for e in effects:
        if e.kind is None or e.items is None:
            continue
        for seat in Seat:
            items, old = e.items[seat], out[seat.index]
            if e.kind is Kind.POINT:
                point = items[0] if items and isinstance(items[0], Point) else None
                out[seat.index] = old._replace(point=point)
            elif e.kind is Kind.SEQUENCE:
                seqs = tuple(i for i in items if isinstance(i, Sequence))
                out[seat.index] = old._replace(sequences=seqs)
            else:
                sets = tuple(i for i in items if isinstance(i, CardSet))
                out[seat.index] = old._replace(sets=sets)
    return BySeat(out[0], out[1])


__all__ = [
    "RECORD_FIELDS",
    "CallIrregularError",
    "CallIrregularities",
    "Combination",
    "Effect",
    "combination",
    "could_not_have_held",
    "declared",
    "effects",
    "from_record",
    "to_record",
]
