"""Property test over generated irregular records of every kind: every irregularity the
record format knows (:data:`piquet_core.irregular.RECORD_FIELDS` and the misdeal field), on
every variant preset, under both ``irregular_laws`` codes.

For each record, the deal state machine (:meth:`DealState.from_record`, then both declaring
in full through the dialogue, :func:`~piquet_core.deal_policies.candid_policy`, and random
legal play) and ``piquet replay`` (the record without history, tricks given:
:func:`piquet_core.replay.replay_irregular` / :func:`~piquet_core.replay.replay_misdeal`;
and the state's own record, with history) agree: the same refusal code for a situation that
cannot happen, else the same score and the same rulings. The same deal played by any legal
actions (:func:`~piquet_core.deal_policies.random_policy`: calls sunk, answers at random)
scores as the replay of its record, history and all. And on every scored deal:

* totals are never negative, and each is the sum of its categories;
* a short hand never scores capot: "he cannot win a capot, because he has no card for the
  last trick, which must be won by his adversary" (Foster, seed 004; CAV-L 57);
* a void deal -- a fresh deal (Foster, "exposed card"; Cavendish, Laws 11, 12, 39) or a game
  lost ("he loses the game": Foster; CAV-C) -- scores nothing for the deal;
* a seat ruled to reckon nothing (Penalty.RECKONS_NOTHING: CAV-L 25, 27, 54, 58; Foster;
  CAV-C) scores nothing.

Hypothesis runs derandomised (a fixed sequence of examples: the same run every time); a
second, seeded test checks that every kind is generated and scored at least once on every
preset and both codes, so that the property is not vacuous.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_core import irregular, misdeal
from piquet_core.cards import PACK, Hand, Seat
from piquet_core.deal import DealState, play_out
from piquet_core.deal_policies import candid_policy, random_policy
from piquet_core.declarations import CardSet, Sequence
from piquet_core.dialogue import Kind
from piquet_core.errors import PiquetError
from piquet_core.irregular import Penalty
from piquet_core.replay import replay
from piquet_core.sinking import options
from piquet_core.variants import VARIANTS, Variant, exchange_limit

CODES = ("foster", "cavendish")
PRESETS = tuple(VARIANTS)

Record = dict[str, object]
Gen = Callable[[random.Random, Variant, Record], Record | None]


def _variant_field(preset: str, code: str) -> object:
    return preset if code == "foster" else {"name": preset, "irregular_laws": code}


def _deal(rng: random.Random, variant: Variant) -> Record:
    state = DealState.new(rng.randrange(2**32), variant)
    rec = state.to_record()
    return {k: rec[k] for k in ("elder", "younger", "talon")}


def _pick(rng: random.Random, cards: str | Hand, n: int) -> str:
    return str(Hand(rng.sample(sorted(Hand(cards) if isinstance(cards, str) else cards), n)))


def _discards(rng: random.Random, variant: Variant, rec: Record, e: int | None = None,
              y: int | None = None) -> tuple[int, int]:  # fmt: skip
    """Discards of counts the variant allows (or those given), written into ``rec``."""
    if e is None:  # none where the variant allows it (au cent's younger, Russian), or one
        e = rng.choice(sorted(variant.elder_exchange | {1}))
    left = exchange_limit(Seat.YOUNGER, e)
    if y is None:
        y = rng.choice(sorted(n for n in variant.younger_exchange | {0, 1} if n <= left))
    rec["elder_discards"] = _pick(rng, str(rec["elder"]), e)
    rec["younger_discards"] = _pick(rng, str(rec["younger"]), y)
    return e, y


def _after(rec: Record) -> tuple[Hand, Hand]:
    """The hands after a regular exchange of the record's discards."""
    talon = [next(iter(Hand(c))) for c in str(rec["talon"]).split()]
    e, y = Hand(str(rec["elder_discards"])), Hand(str(rec["younger_discards"]))
    return ((Hand(str(rec["elder"])) - e) | Hand(talon[: len(e)]),
            (Hand(str(rec["younger"])) - y) | Hand(talon[len(e) : len(e) + len(y)]))  # fmt: skip


# --- one generator per kind: a record of that irregularity, sometimes one the laws refuse ---


def g_short_hand(rng: random.Random, v: Variant, rec: Record) -> Record | None:
    e, y = _discards(rng, v, rec)
    counts = {"elder": e, "younger": y}
    seats = [seat for seat, n in counts.items() if n]
    if not seats:
        return None
    for seat in rng.sample(seats, 2 if len(seats) == 2 and rng.random() < 0.3 else 1):
        rec[f"{seat}_draws"] = rng.randrange(0, counts[seat])  # both short, at times
    return rec


def g_too_many(rng: random.Random, v: Variant, rec: Record) -> Record:
    e, y = _discards(rng, v, rec)
    if rng.random() < 0.5 or e + y >= 8:
        rec["younger_draws"] = y + rng.randint(1, 2)  # sometimes more than the stock holds
    else:
        rec["elder_draws"] = min(e + rng.randint(1, 8 - e - y), 5)
    return rec


def g_dealers_card(rng: random.Random, v: Variant, rec: Record) -> Record:
    _, y = _discards(rng, v, rec, e=5, y=rng.randint(1, 2))
    rec["elder_draws"] = rng.randint(6, 8 - y)
    rec["younger_draws"] = rng.choice((y, 8 - int(str(rec["elder_draws"]))))
    return rec


def g_second_discard(rng: random.Random, v: Variant, rec: Record) -> Record:
    e, y = _discards(rng, v, rec, e=rng.randint(2, 5), y=rng.randint(1, 3))
    drew = rng.randrange(1, e)
    extra = rng.randint(1, e - drew)
    rec["elder_draws"], rec["younger_draws"] = drew, min(y + extra, 8 - drew)
    talon = [next(iter(Hand(c))) for c in str(rec["talon"]).split()]
    held = (Hand(str(rec["younger"])) - Hand(str(rec["younger_discards"]))) | Hand(
        talon[drew : drew + int(str(rec["younger_draws"]))]
    )
    rec["younger_second_discard"] = _pick(rng, held, max(1, len(held) - 12))
    if rng.random() < 0.2:  # not led into it: refused
        rec.pop("elder_draws")
    return rec


def g_took_back(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec, e=rng.randint(1, 5), y=rng.randint(1, 3))
    seat = rng.choice(("elder", "younger"))
    disc = str(rec[f"{seat}_discards"])
    rec[f"{seat}_took_back"] = _pick(rng, disc, rng.randint(1, min(2, len(disc.split()))))
    return rec


def g_looked_at_stock(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["looked_at_stock"] = rng.choice(("elder", "younger"))
    return rec


def g_saw_talon(rng: random.Random, v: Variant, rec: Record) -> Record:
    e, y = _discards(rng, v, rec, e=rng.randint(1, 5), y=rng.randint(1, 2))
    left = 8 - e - y
    rec[f"{rng.choice(('elder', 'younger'))}_saw_talon"] = rng.randint(1, max(1, left + 1))
    return rec


def g_drew_out_of_turn(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec, e=rng.randint(1, 5))  # elder taking all five: refused
    rec["drew_out_of_turn"] = "younger"
    return rec


def g_exposed_talon(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["exposed_talon"] = rng.choice(("elder", "younger"))
    if rng.random() < 0.5:
        rec["fresh_deal"] = True
    return rec


def g_miscalled(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["miscalled"] = rng.choice(("elder", "younger"))
    return rec


def g_showed_sequence(rng: random.Random, v: Variant, rec: Record) -> Record | None:
    _discards(rng, v, rec)
    seqs = [q for q in options(_after(rec)[0], Kind.SEQUENCE) if isinstance(q, Sequence)]
    if len(seqs) < 2:
        return None
    shown, called = sorted(rng.sample(seqs, 2), key=lambda q: q.key, reverse=True)
    rec["elder_showed_sequence"] = str(Hand.from_mask(shown.bits))
    rec["elder_called_sequence"] = str(Hand.from_mask(called.bits))
    return rec


def _combination_text(item: Sequence | CardSet) -> str:
    if isinstance(item, Sequence):
        return str(Hand.from_mask(item.bits))
    return str(Hand(c for c in PACK if c.rank is item.rank)) if item.count == 4 else \
        str(Hand([c for c in PACK if c.rank is item.rank][:3]))  # fmt: skip


def g_misnomer(rng: random.Random, v: Variant, rec: Record) -> Record | None:
    _discards(rng, v, rec)
    seat = rng.choice(("elder", "younger"))
    hand = _after(rec)[0 if seat == "elder" else 1]
    held = [*options(hand, Kind.SEQUENCE), *options(hand, Kind.SET)]
    held = [i for i in held if isinstance(i, (Sequence, CardSet))]
    if not held:
        return None
    item = rng.choice(held)
    if isinstance(item, Sequence):  # the same length, another suit or top
        suit_cards = sorted((c for c in PACK), key=lambda c: (c.suit.value, -c.rank.value))
        runs = []
        for s in {c.suit for c in PACK}:
            ranks = [c for c in suit_cards if c.suit is s]
            runs += [ranks[i : i + item.length] for i in range(len(ranks) - item.length + 1)]
        called = str(Hand(rng.choice(runs)))
    else:
        ranks = sorted({c.rank for c in PACK if c.rank.value >= 10 or c.rank.is_court})
        rank = rng.choice([r for r in ranks if r is not item.rank] or ranks)
        cards = [c for c in PACK if c.rank is rank]
        called = str(Hand(cards if item.count == 4 else cards[:3]))
    rec.update(misnomer=seat, misnomer_called=called, misnomer_held=_combination_text(item))
    if rng.random() < 0.4:
        rec["misnomer_corrected"] = False
    return rec


def g_elder_did_not_show(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["elder_did_not_show"] = rng.choice((["point"], ["sequence"], ["point", "sequence"],
                                            "point"))  # fmt: skip
    return rec


def g_younger_disallowed(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["younger_disallowed"] = rng.choice(("point", "sequence", "set"))
    return rec


def g_younger_did_not_show(rng: random.Random, v: Variant, rec: Record) -> Record:
    _discards(rng, v, rec)
    rec["younger_did_not_show"] = rng.choice(("point", "sequence", "set"))
    rec["younger_answer"] = rng.choice(("not good", "equal", "not good", "good"))
    return rec


_SHAPES = ((13, 11, 8), (13, 12, 7), (11, 13, 8), (12, 13, 7), (12, 11, 9), (11, 12, 9),
           (11, 11, 10), (12, 12, 8))  # fmt: skip


def g_misdeal(rng: random.Random, v: Variant, rec: Record) -> Record:
    cards = list(PACK)
    rng.shuffle(cards)
    e, y, _ = rng.choice(_SHAPES)
    rec = {"elder": str(Hand(cards[:e])), "younger": str(Hand(cards[e : e + y])),
           "talon": " ".join(str(c) for c in cards[e + y :])}  # fmt: skip
    rec["misdeal"] = rng.choice(("fresh_deal", "stand", "stand", "unannounced"))
    if rng.random() < 0.1:  # a misdeal not said, in an irregular record: refused alike
        del rec["misdeal"]
        rec.update(looked_at_stock="elder", elder_discards=_pick(rng, str(rec["elder"]), 2),
                   younger_discards=_pick(rng, str(rec["younger"]), 2))  # fmt: skip
        return rec
    if rec["misdeal"] == "fresh_deal" and rng.random() < 0.8:
        return rec
    try:
        md = misdeal.Misdeal.of(misdeal.Shape(e, y, 32 - e - y), str(rec["misdeal"]), v)
    except PiquetError:
        md = None
    if md is None or md.is_void:
        rec["elder_discards"] = _pick(rng, str(rec["elder"]), 2)
        rec["younger_discards"] = _pick(rng, str(rec["younger"]), 1)
        return rec
    ec = sorted(md.discard_counts(Seat.ELDER, v)) or [2]
    en = rng.choice(ec)
    took = en - (e - 12)
    yc = sorted(md.discard_counts(Seat.YOUNGER, v, took)) or [1]
    yn = rng.choice(yc) if rng.random() < 0.9 else rng.randint(0, 5)  # sometimes refused
    rec["elder_discards"] = _pick(rng, str(rec["elder"]), en)
    rec["younger_discards"] = _pick(rng, str(rec["younger"]), min(yn, y))
    if rng.random() < 0.3:  # with an irregularity of the calls
        rec["younger_disallowed"] = rng.choice(("point", "sequence", "set"))
    return rec


_EXCHANGE_KINDS = ("short_hand", "too_many_cards", "dealers_card", "second_discard",
                   "took_back", "looked_at_stock", "saw_talon", "drew_out_of_turn",
                   "exposed_talon", "miscalled")  # fmt: skip
_CALL_KINDS = ("showed_sequence", "misnomer", "elder_did_not_show", "younger_disallowed",
               "younger_did_not_show")  # fmt: skip


def g_combined(rng: random.Random, v: Variant, rec: Record) -> Record | None:
    """An irregularity of the exchange and one of the calls in the same deal (the call's
    fields drawn on the same cards; what cannot then have happened is refused alike)."""
    first = KINDS[rng.choice(_EXCHANGE_KINDS)](rng, v, dict(rec))
    second = KINDS[rng.choice(_CALL_KINDS)](rng, v, dict(rec))
    if first is None or second is None:
        return None
    for key in ("elder_discards", "younger_discards"):
        second.pop(key, None)
    return {**first, **second}


KINDS: dict[str, Gen] = {
    "short_hand": g_short_hand,
    "too_many_cards": g_too_many,
    "dealers_card": g_dealers_card,
    "second_discard": g_second_discard,
    "took_back": g_took_back,
    "looked_at_stock": g_looked_at_stock,
    "saw_talon": g_saw_talon,
    "drew_out_of_turn": g_drew_out_of_turn,
    "exposed_talon": g_exposed_talon,
    "miscalled": g_miscalled,
    "showed_sequence": g_showed_sequence,
    "misnomer": g_misnomer,
    "elder_did_not_show": g_elder_did_not_show,
    "younger_disallowed": g_younger_disallowed,
    "younger_did_not_show": g_younger_did_not_show,
    "misdeal": g_misdeal,
    "combined": g_combined,
}


def generate(seed: int, kind: str, preset: str, code: str) -> Record | None:
    """One record of ``kind`` on ``preset`` under ``code`` (None: the deal has none to make)."""
    rng = random.Random(seed)
    variant = Variant.from_dict({"name": preset, "irregular_laws": code})
    rec = KINDS[kind](rng, variant, _deal(rng, variant))
    if rec is not None:
        rec["variant"] = _variant_field(preset, code)
    return rec


# --- the two paths, and the properties -------------------------------------------------


def _machine(rec: Record, seed: int, policy: Callable[..., object] = candid_policy
             ) -> DealState | PiquetError:  # fmt: skip
    try:
        state = DealState.from_record({k: v for k, v in rec.items() if k != "tricks"})
        return play_out(state, policy(random.Random(seed)))  # type: ignore[arg-type]
    except PiquetError as e:
        return e


def _properties(state: DealState, out: dict[str, object], played: object) -> None:
    """The properties of the module docstring, on a finished deal and its replay."""
    score, ruled = state.score(), state.rulings()
    for side in score.seats:  # totals never negative, each the sum of its parts
        parts = side.to_dict()
        assert all(v >= 0 for v in parts.values()), (played, parts)
        assert parts["total"] == sum(v for k, v in parts.items() if k != "total")
    for seat in Seat:  # a short hand never scores capot (Foster, seed 004; CAV-L 57)
        hand = state.hands_after[seat]
        if hand is not None and len(hand) < 12:
            assert score.capot is not seat and out.get("capot") != seat.value, (played, out)
    # a void deal or a lost game scores nothing for the deal (Foster; CAV-C; Laws 11, 12, 39)
    if any(r.penalty in (Penalty.VOID, Penalty.LOSES_GAME) for r in ruled):
        assert score.seats.elder.total == 0 == score.seats.younger.total, (played, out)
        assert out["elder"]["total"] == 0 == out["younger"]["total"]  # type: ignore[index]
    for r in ruled:  # a seat that reckons nothing scores nothing (CAV-L 25, 27, 54, 58; ...)
        if r.penalty is Penalty.RECKONS_NOTHING:
            assert score.seats[r.seat].total == 0, (played, out, r)


def _score_part(out: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in out.items() if k not in ("irregular", "id")}


def check(rec: Record, seed: int) -> bool:
    """The state machine and ``piquet replay`` agree on ``rec``, and the properties hold;
    True if the record was scored (not refused)."""
    state = _machine(rec, seed)
    if isinstance(state, PiquetError):
        out = replay(rec)
        assert out.get("code") == state.code, (rec, out, state)
        return False
    score = state.score()
    tricks = [f"{t.lead} {t.follow}" for t in state.tricks]
    played = {**rec, "tricks": tricks} if tricks else dict(rec)
    out = replay(played)
    assert "error" not in out, (played, out)
    assert _score_part(out) == score.to_dict(), (played, out, score.to_dict())
    ruled = state.rulings()
    assert out["irregular"]["rulings"] == [r.to_dict() for r in ruled], (played, out)  # type: ignore[index]
    # the state's own record, with its history
    again = replay(state.to_record())
    assert "error" not in again, (state.to_record(), again)
    assert _score_part(again) == score.to_dict(), (state.to_record(), again)
    _properties(state, out, played)
    # as played by any legal actions (calls sunk, answers at random): the state machine and
    # the replay of its record, history and all, agree, and the properties hold
    free = _machine(rec, seed, random_policy)
    assert not isinstance(free, PiquetError), (rec, free)
    again = replay(free.to_record())
    assert "error" not in again, (free.to_record(), again)
    assert _score_part(again) == free.score().to_dict(), (free.to_record(), again)
    _properties(free, again, free.to_record())
    return True


@settings(max_examples=1000, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(
    seed=st.integers(0, 2**32 - 1),
    kind=st.sampled_from(sorted(KINDS)),
    preset=st.sampled_from(PRESETS),
    code=st.sampled_from(CODES),
)
def test_state_machine_and_replay_agree(seed: int, kind: str, preset: str, code: str) -> None:
    """Any generated irregular record: the same refusal or the same score and rulings by the
    state machine and by ``piquet replay``, and the properties of the module docstring."""
    rec = generate(seed, kind, preset, code)
    if rec is not None:
        check(rec, seed)


def test_every_record_field_is_generated() -> None:
    """Every field of the irregular record format (:data:`irregular.RECORD_FIELDS`, the
    misdeal's) is written by some generated record, and every misdeal option."""
    written: set[str] = set()
    options_seen: set[object] = set()
    for kind in KINDS:
        for seed in range(40):
            rec = generate(seed, kind, "rubicon", "foster")
            if rec is not None:
                written |= set(rec)
                options_seen.add(rec.get("misdeal"))
    fields = {*irregular.RECORD_FIELDS, misdeal.RECORD_FIELD}
    assert fields <= written, sorted(fields - written)
    assert {o.value for o in misdeal.MisdealOption} <= options_seen


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("preset", PRESETS)
def test_every_kind_is_scored(preset: str, code: str) -> None:
    """Each kind is generated and scored (not refused) on this preset and code within a few
    seeds: the property above is not vacuous for any of them."""
    for kind in KINDS:
        scored = 0
        for seed in range(60):
            rec = generate(seed * 7919 + len(kind), kind, preset, code)
            if rec is not None and check(rec, seed):
                scored += 1
                if scored == 2:
                    break
        assert scored, f"{kind} on {preset}/{code}: never scored"
