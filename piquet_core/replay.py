"""Replay recorded deals: the JSON contract of ``piquet replay``.

One deal is a JSON object::

    {"variant": "rubicon",                      # optional, default "rubicon"; or switches:
                                                # {"name": "rubicon", "pique_order": ...}
     "elder": "<12 cards as dealt>", "younger": "<12 cards as dealt>",
     "talon": "<8 cards, top first>",
     "elder_discards": "<cards>", "younger_discards": "<cards>",
     "tricks": ["<card led> <card played to it>", ...],   # optional: 12 strings
     "id": <anything>}                          # optional, echoed back

:meth:`piquet_core.deal.DealState.to_record` writes this format, with three more fields a
deal knows: ``"dealer"`` (``"A"`` or ``"B"``), ``"deal_by"`` and ``"history"`` (every action
after the deal in the notation of :func:`piquet_core.deal_actions.parse_action`). A record
with a history is replayed through the deal's state machine, so that what was called --
sinking included -- is scored as it was called; without one, both declare in full: the
score of :meth:`DealState.score` with ``declared="full"``, both scored by
:func:`piquet_core.deal.score_exchanged`.

Each player draws from the top of the talon as many cards as he discards, elder first, so
the younger takes the elder's leftovers first (Laws 23, 34; CAV-D "Discarding"). Both
declare in full (no sinking). Everything is validated: 32 distinct cards, 12/12/8 (or a
misdeal of 13/11/8, 13/12/7, 11/13/8 or 12/13/7 with its field ``"misdeal"``:
:func:`replay_misdeal`), the discards held, the exchange counts allowed by the variant, the
tricks led by the right player with suit followed. A deal that cannot be accepted gives a
:class:`PiquetError` with a one-line message naming the card, trick or law.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from piquet_core import irregular, misdeal
from piquet_core._replay_fast import fast_replay
from piquet_core.cards import (
    ENGLISH_TOKENS,
    BySeat,
    Card,
    Hand,
    Seat,
    as_flag,
    as_instance,
    parse_cards,
)
from piquet_core.deal import RECORD_FIELDS, DealState, score_exchanged
from piquet_core.errors import DuplicateCardError, HandSizeError, IllegalActionError, PiquetError
from piquet_core.play import play_tricks
from piquet_core.scoring import DealScore
from piquet_core.variants import VARIANTS, Variant, exchange_limit, variant_by_name

FIELDS = RECORD_FIELDS
REQUIRED = ("elder", "younger", "talon", "elder_discards", "younger_discards")


class ReplayError(PiquetError):
    """A deal record that is malformed (not an object, wrong field type, unknown field)."""

    code = "bad_record"


class ExchangeError(IllegalActionError):
    """An exchange the laws forbid (count, or a discard not held)."""

    code = "illegal_exchange"


@dataclass(frozen=True)
class DealRecord:
    """A validated deal as recorded: hands as dealt, the talon in order, the discards, tricks."""

    variant: Variant
    hands_dealt: BySeat[Hand]
    """The twelve cards each seat was dealt, indexed by :class:`Seat`."""
    talon: tuple[Card, ...]
    discards: BySeat[Hand]
    """What each seat discarded."""
    tricks: tuple[tuple[Card, Card], ...] | None = None

    @property
    def hands_after(self) -> BySeat[Hand]:
        """Each seat's hand after the exchange: elder draws from the top of the talon
        (Law 23), younger the next cards (Law 34; CAV-D)."""
        (e_dealt, y_dealt), (e_disc, y_disc) = self.hands_dealt, self.discards
        e, n = len(e_disc), len(y_disc)
        return BySeat(
            Hand.from_mask(e_dealt.mask & ~e_disc.mask | _bits(self.talon[:e])),
            Hand.from_mask(y_dealt.mask & ~y_disc.mask | _bits(self.talon[e : e + n])),
        )


def _cards_field(obj: dict[str, object], name: str) -> tuple[Card, ...]:
    value = obj.get(name)
    if type(value) is str:  # fast path: tokens written exactly as the English table has them
        try:
            cards = tuple([_EN[t] for t in value.split()])
        except KeyError:
            pass
        else:
            if _bits(cards).bit_count() == len(cards):
                return cards
    if not isinstance(value, str):
        raise ReplayError(
            f"field {name!r} must be a string of cards, got {type(value).__name__}",
            params={"field": name},
        )
    try:
        return parse_cards(value)
    except PiquetError as e:
        raise PiquetError(f"{name}: {e}", code=e.code, params={**e.params, "field": name}) from None


def _counts_text(counts: Iterable[int], bound: int) -> str:
    ok = sorted(n for n in counts if n <= bound)
    if not ok:
        return "none"
    runs: list[list[int]] = []
    for n in ok:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _duplicate(*hands: Hand) -> None:
    """Raise the error naming a card dealt twice (first in S H D C, ace-down order)."""
    names = ("elder", "younger", "talon")
    for card in Hand.from_mask(hands[0].mask | hands[1].mask | hands[2].mask):
        where = [n for n, h in zip(names, hands, strict=True) if card in h]
        if len(where) > 1:
            raise PiquetError(
                f"duplicate card '{card}' (in {where[0]} and {where[1]})",
                code=DuplicateCardError.code,
                params={"card": str(card), "fields": ", ".join(where)},
            )


def _bits(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def _hand(cards: tuple[Card, ...]) -> Hand:
    """A hand of distinct cards (already checked)."""
    return Hand.from_mask(_bits(cards))


_FIELD_SET = frozenset(FIELDS)
_EN = ENGLISH_TOKENS


def parse_record(obj: object) -> DealRecord:
    """Validate a decoded JSON deal and return a :class:`DealRecord` (raises PiquetError)."""
    if not isinstance(obj, dict):
        raise ReplayError(f"a deal must be a JSON object, got {type(obj).__name__}")
    if not _FIELD_SET.issuperset(obj):
        unknown = sorted(str(k) for k in obj if k not in _FIELD_SET)
        raise ReplayError(f"unknown field {unknown[0]!r}", params={"field": unknown[0]})
    for name in REQUIRED:
        if name not in obj:
            raise ReplayError(f"missing field {name!r}", params={"field": name})
    if obj.get("history") is not None and obj.get("tricks") is None:
        # a deal's record that stops before the play: its exchange is known, its calls and
        # play are not over, so "full declarations" would score what was never declared
        raise ReplayError(
            "the record stops before the play (its history is a deal not over): read it "
            "with DealState.from_record or replay()",
            code="unfinished_record",
        )
    variant_name = obj.get("variant", "rubicon")
    if isinstance(variant_name, dict):
        variant = Variant.from_dict(variant_name)
    elif isinstance(variant_name, str):
        variant = VARIANTS.get(variant_name) or variant_by_name(variant_name)
    else:
        raise ReplayError(
            "field 'variant' must be a preset name or an object of switches",
            params={"field": "variant"},
        )

    elder = _cards_field(obj, "elder")
    younger = _cards_field(obj, "younger")
    talon = _cards_field(obj, "talon")
    for name, cards, size in (("elder", elder, 12), ("younger", younger, 12), ("talon", talon, 8)):
        if len(cards) != size:
            shape = misdeal.Shape(len(elder), len(younger), len(talon))
            if sum(shape) == 32:  # a misdeal, and the record does not say what elder did
                misdeal.Misdeal.of(shape, None, variant)
            raise HandSizeError(size, len(cards), name)
    e_hand, y_hand, t_hand = _hand(elder), _hand(younger), _hand(talon)
    if (e_hand.mask | y_hand.mask | t_hand.mask).bit_count() != 32:
        _duplicate(e_hand, y_hand, t_hand)

    e_disc = _hand(_cards_field(obj, "elder_discards"))
    y_disc = _hand(_cards_field(obj, "younger_discards"))
    for who, disc, hand in (("elder", e_disc, e_hand), ("younger", y_disc, y_hand)):
        if not disc.issubset(hand):
            card = next(iter(disc - hand))
            raise ExchangeError(
                f"{who} discards {card}, which is not in his hand as dealt",
                code="discard_not_held",
                params={"seat": who, "card": str(card)},
            )
    e_n, y_n = len(e_disc), len(y_disc)
    if not variant.elder_exchange_ok(e_n):
        raise ExchangeError(
            f"elder exchanges {e_n} cards; {variant.name} allows "
            f"{_counts_text(variant.elder_exchange, exchange_limit(Seat.ELDER))} "
            f"({variant.elder_exchange_law})",
            code="elder_exchange_count",
            params={"count": e_n, "variant": variant.name},
            law=variant.elder_exchange_law,
        )
    remaining = exchange_limit(Seat.YOUNGER, e_n)
    if not variant.younger_exchange_ok(y_n, remaining):
        raise ExchangeError(
            f"younger exchanges {y_n} cards with {remaining} left in the talon; "
            f"{variant.name} allows {_counts_text(variant.younger_exchange, remaining)} "
            f"({variant.younger_exchange_law})",
            code="younger_exchange_count",
            params={"count": y_n, "remaining": remaining, "variant": variant.name},
            law=variant.younger_exchange_law,
        )

    tricks: tuple[tuple[Card, Card], ...] | None = None
    raw = obj.get("tricks")
    if raw is not None:
        if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
            raise ReplayError(
                "field 'tricks' must be a list of strings", params={"field": "tricks"}
            )
        if len(raw) != 12:
            raise ReplayError(
                f"expected 12 tricks, got {len(raw)}", code="trick_count",
                params={"got": len(raw)},
            )  # fmt: skip
        pairs: list[tuple[Card, Card]] = []
        for i, text in enumerate(raw, start=1):
            parts = text.split()
            if len(parts) == 2:  # fast path: two exactly written English tokens
                a, b = _EN.get(parts[0]), _EN.get(parts[1])
                if a is not None and b is not None and a is not b:
                    pairs.append((a, b))
                    continue
            try:
                cards = parse_cards(text)
            except PiquetError as e:
                raise PiquetError(f"trick {i}: {e}", code=e.code,
                                  params={**e.params, "trick": i}) from None  # fmt: skip
            if len(cards) != 2:
                raise ReplayError(
                    f"trick {i}: expected two cards (led, played to it), got {text!r}",
                    code="trick_format", params={"trick": i},
                )  # fmt: skip
            pairs.append((cards[0], cards[1]))
        tricks = tuple(pairs)
    return DealRecord(variant, BySeat(e_hand, y_hand), talon, BySeat(e_disc, y_disc), tricks)


def replay_record(record: DealRecord | dict[str, object]) -> DealScore:
    """Score a validated record: exchange, full declarations, play (raises PiquetError). The
    record is a :class:`DealRecord` (from :func:`parse_record`); a decoded JSON deal is read
    by :func:`parse_record` first."""
    if isinstance(record, dict):
        record = parse_record(record)
    record = as_instance(record, DealRecord, "record", "a DealRecord (parse_record) or a JSON deal")
    after = record.hands_after
    tricks = None
    if record.tricks is not None:
        tricks = play_tricks(after.elder, after.younger, record.tricks, record.variant).tricks
    return score_exchanged(record.variant, record.hands_dealt, after, record.discards, None, tricks)


def replay_irregular(obj: dict[str, object], events: bool = False) -> dict[str, object]:
    """Score a record of an irregular deal (:data:`piquet_core.irregular.RECORD_FIELDS`):
    its score, and under ``"irregular"`` the cards each seat played with and the rulings
    with their laws (:func:`piquet_core.irregular.outcome`)."""
    if "history" in obj:
        if not _FIELD_SET.issuperset(obj):
            parse_record(obj)  # names the unknown field
        state = DealState.from_record(obj)
        assert state.irregular is not None
        elder_disc, younger_disc = state.discards
        elder_after, younger_after = state.hands_after
        if (
            elder_disc is None
            or younger_disc is None
            or elder_after is None
            or younger_after is None
        ):
            raise ReplayError(
                "the record of an irregular deal stops before the exchange is over: the "
                "irregularities are ruled on the cards each seat plays with",
                code="unfinished_record",
            )
        after = BySeat(elder_after, younger_after)
        discards = BySeat(elder_disc, younger_disc)
        result = state.score()
        irr, variant = state.irregular, state.variant
    else:
        plain = {k: v for k, v in obj.items() if k not in irregular.RECORD_FIELDS}
        plain.pop("tricks", None)
        for name in ("elder_discards", "younger_discards"):
            if name not in obj:
                raise ReplayError(f"missing field {name!r}", params={"field": name})
        record = _parse_irregular(plain)
        irr, variant = irregular.from_record(obj), record.variant
        discards, dealt = record.discards, record.hands_dealt
        after = irregular.exchange(dealt, record.talon, discards, irr, variant)
        tricks = None
        raw = obj.get("tricks")
        if raw is not None:
            if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
                raise ReplayError("field 'tricks' must be a list of strings",
                                  params={"field": "tricks"})  # fmt: skip
            pairs = []
            for i, text in enumerate(raw, start=1):
                cards = parse_cards(text)
                if len(cards) != 2:
                    raise ReplayError(f"trick {i}: expected two cards (led, played to it), "
                                      f"got {text!r}", code="trick_format")  # fmt: skip
                pairs.append((cards[0], cards[1]))
            tricks = irregular.check_tricks(after, tuple(pairs))
        result = score_exchanged(variant, dealt, after, discards, irr, tricks)
    out = result.to_dict(events=events)
    out["irregular"] = irregular.outcome(after, discards, irr, variant)
    if "history" in obj:
        out.update(unfinished(state))
    return out


def _parse_irregular(obj: dict[str, object]) -> DealRecord:
    """The record's variant, hands, talon and discards, the discards of any size (the
    irregularities are checked by :func:`piquet_core.irregular.exchange`)."""
    if not _FIELD_SET.issuperset(obj):
        unknown = sorted(str(k) for k in obj if k not in _FIELD_SET)
        raise ReplayError(f"unknown field {unknown[0]!r}", params={"field": unknown[0]})
    name = obj.get("variant", "rubicon")
    if isinstance(name, dict):
        variant = Variant.from_dict(name)
    elif isinstance(name, str):
        variant = variant_by_name(name)
    else:
        raise ReplayError("field 'variant' must be a preset name or an object of switches",
                          params={"field": "variant"})  # fmt: skip
    return _unchecked(obj, variant)


def _unchecked(obj: dict[str, object], variant: Variant) -> DealRecord:
    """A record's cards, checked as cards only (discards of any size; none only where the
    variant lets that seat exchange none, as the deal's state machine has it: Laws 21-22;
    CAV-C and seed S001 for younger au cent; seed S002)."""
    elder, younger = _hand(_cards_field(obj, "elder")), _hand(_cards_field(obj, "younger"))
    talon = _cards_field(obj, "talon")
    for n, cards, size in (("elder", len(elder), 12), ("younger", len(younger), 12),
                           ("talon", len(talon), 8)):  # fmt: skip
        if cards != size:
            shape = misdeal.Shape(len(elder), len(younger), len(talon))
            if sum(shape) == 32:  # a misdeal, and the record does not say what elder did
                misdeal.Misdeal.of(shape, None, variant)
            raise HandSizeError(size, cards, n)
    if (elder.mask | younger.mask | _bits(talon)).bit_count() != 32:
        _duplicate(elder, younger, _hand(talon))
    discs = []
    none_allowed = (0 in variant.elder_exchange, 0 in variant.younger_exchange)
    for (seat, hand), may_keep in zip((("elder", elder), ("younger", younger)), none_allowed,
                                      strict=True):  # fmt: skip
        disc = _hand(_cards_field(obj, f"{seat}_discards"))
        if not disc.issubset(hand):
            raise ExchangeError(f"{seat} discards {next(iter(disc - hand))}, which is not in "
                                "his hand as dealt", code="discard_not_held")  # fmt: skip
        if not disc and not may_keep:
            raise ExchangeError(f"{seat} must discard at least one card",
                                code="discard_count")  # fmt: skip
        discs.append(disc)
    return DealRecord(variant, BySeat(elder, younger), talon, BySeat(discs[0], discs[1]))


def replay_misdeal(obj: dict[str, object], events: bool = False) -> dict[str, object]:
    """Score a record of a misdeal (:mod:`piquet_core.misdeal`: a hand of eleven or thirteen
    as dealt, and ``"misdeal"``, what elder did) through the deal state machine, which checks
    the exchange against the misdeal's law: its score (nothing if the deal is void), and
    under ``"irregular"`` the cards as dealt and the rulings with their laws. Without a
    history, both declare in full, as in a plain record."""
    if not _FIELD_SET.issuperset(obj):
        parse_record(obj)  # names the unknown field
    if "history" in obj:
        state = DealState.from_record(obj)
        assert state.misdeal is not None
        return {**state.score().to_dict(events=events), "irregular": _misdeal_outcome(state),
                **unfinished(state)}  # fmt: skip
    state = DealState.from_record({k: v for k, v in obj.items() if k != "tricks"})
    md = state.misdeal
    assert md is not None
    if md.is_void:
        if obj.get("tricks"):
            DealState.from_record(obj)  # refuses the tricks of a void deal
        result = state.score()
    elif state.irregular is not None:  # irregularities of the calls (irregular.score)
        for name in ("elder_discards", "younger_discards"):
            if name not in obj:
                raise ReplayError(f"missing field {name!r}", params={"field": name})
        after, discards = _after(state), _discards(state)
        raw = obj.get("tricks")
        tricks = None if raw is None else irregular.check_tricks(after, _trick_pairs(raw))
        irr = state.irregular_as_drawn  # each took in as the misdeal's law gives (Laws 40-43)
        assert irr is not None
        result = score_exchanged(state.variant, state.hands_dealt, after, discards, irr, tricks)
    else:
        for name in ("elder_discards", "younger_discards"):
            if name not in obj:
                raise ReplayError(f"missing field {name!r}", params={"field": name})
        after, raw = _after(state), obj.get("tricks")
        tricks = None
        if raw is not None:
            pairs = _trick_pairs(raw)
            tricks = play_tricks(after.elder, after.younger, pairs, state.variant).tricks
        result = score_exchanged(state.variant, state.hands_dealt, after, _discards(state), None,
                                 tricks)  # fmt: skip
    return {**result.to_dict(events=events), "irregular": _misdeal_outcome(state)}


def _after(state: DealState) -> BySeat[Hand]:
    elder, younger = state.hands_after
    assert elder is not None and younger is not None
    return BySeat(elder, younger)


def _discards(state: DealState) -> BySeat[Hand]:
    elder, younger = state.discards
    assert elder is not None and younger is not None
    return BySeat(elder, younger)


def _misdeal_outcome(state: DealState) -> dict[str, object]:
    """The misdeal's ``"irregular"`` object, with the rulings on the calls if any."""
    assert state.misdeal is not None
    out = state.misdeal.outcome(state.variant)
    out["rulings"] = [r.to_dict() for r in state.rulings()]
    return out


def _trick_pairs(raw: object) -> tuple[tuple[Card, Card], ...]:
    """The ``tricks`` field: twelve strings, each the card led and the card played to it."""
    if not isinstance(raw, list) or not all(isinstance(t, str) for t in raw):
        raise ReplayError("field 'tricks' must be a list of strings", params={"field": "tricks"})
    if len(raw) != 12:
        raise ReplayError(f"expected 12 tricks, got {len(raw)}", code="trick_count",
                          params={"got": len(raw)})  # fmt: skip
    pairs = []
    for i, text in enumerate(raw, start=1):
        cards = parse_cards(text)
        if len(cards) != 2:
            raise ReplayError(f"trick {i}: expected two cards (led, played to it), got {text!r}",
                              code="trick_format", params={"trick": i})  # fmt: skip
        pairs.append((cards[0], cards[1]))
    return tuple(pairs)


def unfinished(state: DealState) -> dict[str, object]:
    """``{"unfinished": {...}}`` for a deal its record stops in (where, and who is to act):
    its score is what was scored so far, not the deal's; ``{}`` for a finished or void deal."""
    if state.is_over or (state.misdeal is not None and state.misdeal.is_void):
        return {}
    to_act = state.to_act
    return {"unfinished": {"phase": state.phase.value,
                           "to_act": None if to_act is None else to_act.value}}  # fmt: skip


def replay(obj: object, events: bool = False) -> dict[str, object]:
    """Replay one decoded deal; the result dict, or ``{"error": "..."}``. Never raises."""
    ident = obj.get("id") if isinstance(obj, dict) else None
    try:
        out = None
        events = as_flag(events, "events")
        if isinstance(obj, dict) and obj.get(misdeal.RECORD_FIELD) is not None:
            out = replay_misdeal(obj, events)
        elif isinstance(obj, dict) and any(obj.get(k) is not None for k in irregular.RECORD_FIELDS):
            out = replay_irregular(obj, events)
        elif isinstance(obj, dict) and "history" in obj:  # a deal's record: as it was played
            if not _FIELD_SET.issuperset(obj):
                parse_record(obj)  # names the unknown field
            state = DealState.from_record(obj)
            out = {**state.score().to_dict(events=events), **unfinished(state)}
        elif not events and type(obj) is dict and _FIELD_SET.issuperset(obj):
            name = obj.get("variant", "rubicon")
            variant = VARIANTS.get(name) if type(name) is str else None
            if variant is not None:  # the plain case, on integers (same answers)
                out = fast_replay(obj, variant)
        if out is None:
            out = replay_record(parse_record(obj)).to_dict(events=events)
    except PiquetError as e:
        out = {"error": str(e), "code": e.code}
    except Exception as e:  # pragma: no cover - a bug, but never a traceback
        out = {"error": f"internal error: {type(e).__name__}: {e}", "code": "internal"}
    if ident is not None:
        out = {"id": ident, **out}
    return out


def replay_text(text: str, events: bool = False) -> Iterator[dict[str, object]]:
    """Replay a JSON document (one deal, or a list of deals) or JSON Lines, deal by deal."""
    stripped = text.strip()
    if not stripped:
        yield {"error": "no deal in input", "code": "empty_input"}
        return
    try:
        whole = json.loads(stripped)
    except (json.JSONDecodeError, RecursionError):
        whole = None
    else:
        items = whole if isinstance(whole, list) else [whole]
        for item in items:
            yield replay(item, events)
        return
    for n, line in enumerate(stripped.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as e:
            msg = e.msg if isinstance(e, json.JSONDecodeError) else "nested too deeply"
            yield {"error": f"line {n}: invalid JSON: {msg}", "code": "invalid_json"}
            continue
        yield replay(obj, events)


def dumps(obj: dict[str, object]) -> str:
    """One JSON line, UTF-8 characters kept."""
    return json.dumps(obj, ensure_ascii=False)
