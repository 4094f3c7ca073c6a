"""Hypothesis properties of whole deals (issue 2: "How it is checked")."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import PACK, Card, Hand, Suit, parse_cards
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
    assert Hand(played) == record.elder_after | record.younger_after
    assert record.elder_after.mask | record.younger_after.mask | Hand(record.talon).mask != 0
    assert score.play.elder_tricks + score.play.younger_tricks == 12
    for seat_score in (score.elder, score.younger):
        d = seat_score.to_dict()
        assert d["total"] == sum(v for k, v in d.items() if k != "total")
        assert not (seat_score.pique and seat_score.repique)
    bonuses = [e for e in score.events if e.category in (Category.PIQUE, Category.REPIQUE)]
    assert len(bonuses) <= 1
    last = score.events[-1] if score.events else None
    if last is not None:
        assert (last.elder_total, last.younger_total) == (score.elder.total, score.younger.total)
    # the cards: ten, forty for capot, or nothing on six each (Law 66)
    assert score.elder.cards + score.younger.cards in (0, 10, 40)
    # all 32 cards accounted for: hands after exchange + discards + cards left in the talon
    taken = len(record.elder_discards) + len(record.younger_discards)
    assert taken <= 8 and len(PACK) == 32


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_replay_is_deterministic(seed: int) -> None:
    deal = random_deal(seed)
    assert replay(deal, events=True) == replay(deal, events=True)
