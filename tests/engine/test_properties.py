"""Hypothesis properties of whole deals."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core._replay_fast import fast_replay
from piquet_core.cards import PACK, Card, Hand, Suit, parse_cards
from piquet_core.errors import PiquetError
from piquet_core.play import play_tricks, score_tricks, trick_events
from piquet_core.replay import parse_record, replay, replay_record
from piquet_core.scoring import Category
from piquet_core.variants import VARIANTS

from .helpers import random_deal

SUIT_PERMS = list(itertools.permutations(Suit))
seeds = st.integers(min_value=0, max_value=2**32)
variants = st.sampled_from(sorted(VARIANTS))


def _relabel_text(text: str, perm: tuple[Suit, ...]) -> str:
    return " ".join(str(Card(perm[c.suit.value], c.rank)) for c in parse_cards(text))


@settings(max_examples=60, deadline=None)
@given(seeds, variants, st.sampled_from(SUIT_PERMS))
def test_scores_invariant_under_relabelling_suits(
    seed: int, name: str, perm: tuple[Suit, ...]
) -> None:
    """Suits have no rank (CAV-D "Dealing"): renaming them changes no score."""
    deal = random_deal(seed, VARIANTS[name])
    moved = {k: (_relabel_text(v, perm) if isinstance(v, str) and k != "variant" else v)
             for k, v in deal.items()}  # fmt: skip
    tricks = deal["tricks"]
    assert isinstance(tricks, list)
    moved["tricks"] = [_relabel_text(t, perm) for t in tricks]
    a, b = replay(deal), replay(moved)
    assert "error" not in a
    assert a == b


@settings(max_examples=60, deadline=None)
@given(seeds, variants)
def test_deal_invariants(seed: int, name: str) -> None:
    """Every card played once; categories sum to the total; pique and repique exclusive."""
    record = parse_record(random_deal(seed, VARIANTS[name]))
    score = replay_record(record)
    assert score.play is not None
    played = [c for t in score.play.tricks for c in (t.lead, t.follow)]
    assert len(played) == 24 and len(set(played)) == 24
    assert Hand(played) == record.hands_after.elder | record.hands_after.younger
    assert sum(score.play.tricks_won) == 12
    for seat_score in score.seats:
        d = seat_score.to_dict()
        assert d["total"] == sum(v for k, v in d.items() if k != "total")
        assert not (seat_score.pique and seat_score.repique)
    bonuses = [e for e in score.events if e.category in (Category.PIQUE, Category.REPIQUE)]
    assert len(bonuses) <= 1
    last = score.events[-1] if score.events else None
    if last is not None:
        assert last.totals == tuple(s.total for s in score.seats)
    # the cards: ten, forty for capot, or nothing on six each (Law 66)
    assert score.seats.elder.cards + score.seats.younger.cards in (0, 10, 40)
    # all 32 cards accounted for, each once: hands after the exchange, the discards, and the
    # cards left in the talon (each player draws from its top, elder first: Laws 23, 34)
    taken = sum(len(d) for d in record.discards)
    parts = (*record.hands_after, *record.discards, Hand(record.talon[taken:]))
    assert sum(len(p) for p in parts) == 32
    assert Hand([c for p in parts for c in p]) == Hand(PACK)


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_replay_is_deterministic(seed: int) -> None:
    deal = random_deal(seed)
    assert replay(deal, events=True) == replay(deal, events=True)


def _mutations(deal: dict[str, object], rng: random.Random) -> list[dict[str, object]]:
    """The deal, and the deal spoiled in ways the laws refuse or the parser must word."""
    tricks = list(deal["tricks"])  # type: ignore[call-overload]
    i, j = rng.randrange(12), rng.randrange(12)
    swapped = list(tricks)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    reversed_trick = list(tricks)
    a, b = reversed_trick[i].split()
    reversed_trick[i] = f"{b} {a}"
    no_tricks = {k: v for k, v in deal.items() if k != "tricks"}
    return [
        deal,
        no_tricks,
        {**deal, "tricks": swapped},
        {**deal, "tricks": reversed_trick},
        {**deal, "elder_discards": ""},
        {**deal, "younger_discards": ""},
        {**deal, "elder": str(deal["elder"]).lower()},
        {**deal, "talon": str(deal["talon"]).replace("A", "K", 1)},
    ]


@settings(max_examples=60, deadline=None)
@given(seeds, variants)
def test_fast_replay_path_agrees_with_the_general_path(seed: int, name: str) -> None:
    """The replay hot path (integers) gives the general path's answer, or defers to it."""
    rng = random.Random(seed)
    plain = random_deal(seed, VARIANTS[name])
    assert fast_replay(plain, VARIANTS[name]) is not None  # the hot path takes plain deals
    for deal in _mutations(plain, rng):
        fast = fast_replay(deal, VARIANTS[name])
        try:
            general: dict[str, object] = replay_record(parse_record(deal)).to_dict()
        except PiquetError as e:
            assert fast is None, (deal, e)
            continue
        assert fast is None or fast == general
        assert replay(deal) == general


@settings(max_examples=40, deadline=None)
@given(seeds, variants)
def test_play_tricks_agrees_with_trick_events(seed: int, name: str) -> None:
    """Points in play by the whole-deal loop equal those of each trick alone (Law 65)."""
    variant = VARIANTS[name]
    record = parse_record(random_deal(seed, variant))
    assert record.tricks is not None
    result = play_tricks(*record.hands_after, record.tricks, variant)
    by_trick = [e for t in result.tricks for e in trick_events(t, t.number == 12, variant)]
    assert list(result.events) == by_trick
    assert score_tricks(result.tricks, variant) == result


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_fields = st.fixed_dictionaries(
    {}, optional={k: _json | st.sampled_from(["AS KS", "rubicon", ""]) for k in
                  ("variant", "elder", "younger", "talon", "elder_discards", "younger_discards",
                   "tricks", "id")},
)  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(_json | _fields)
def test_replay_never_raises_on_any_json(obj: object) -> None:
    """A deal that cannot be accepted gives {"error": ...}, never an exception."""
    out = replay(obj)
    assert ("error" in out) != ("elder" in out)
    if "error" in out:
        assert isinstance(out["error"], str) and "\n" not in out["error"]
        assert out["code"] != "internal", out
