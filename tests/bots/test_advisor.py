"""The exchange advisor: exact expectations checked against brute-force enumeration.

Every draw of ``k`` cards from the unseen twenty is enumerated (``C(20, 3) = 1,140``) and
the final hand declared with the engine (:func:`piquet_core.declarations.declare_all`);
the advisor's suit-by-suit and rank-by-rank combinatorics must give the same numbers.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations
from math import comb

import pytest

from piquet_core.bots.advisor import (
    TRICK_POINTS,
    AdvisorError,
    Opponent,
    advise,
    analyse_discard,
    legal_discards,
    sample_opponent,
)
from piquet_core.bots.draws import set_distribution, suit_distributions
from piquet_core.bots.heuristics import SUIT_PLAY_VALUE
from piquet_core.bots.reasons import MESSAGES, Reason, reason_text
from piquet_core.cards import FULL_MASK, PACK, Hand, Seat
from piquet_core.declarations import declare_all, hand_summary
from piquet_core.trainer.i18n import LANGS, translator
from piquet_core.variants import (
    AU_CENT,
    RUBICON,
    RUSSIAN,
    PointComparison,
    PointScore,
    Variant,
)

HANDS = [
    "AS JS 9S 8S AH KH QH JH 8H JC 9C KD",  # CAV-D's example elder hand
    "QS 10S 10H AC KC QC 10C AD QD JD 10D 7D",
]


def _random_hand(seed: int) -> Hand:
    return Hand(random.Random(seed).sample(PACK, 12))


def _brute(hand: Hand, discard: Hand, variant: Variant = RUBICON) -> dict[str, float]:
    unseen = [c for c in PACK if c not in hand]
    kept = hand - discard
    k = len(discard)
    n = 0
    acc = {"point": 0.0, "seq": 0.0, "sets": 0.0, "tricks": 0.0, "p6": 0.0, "quint": 0.0,
           "quatorze": 0.0}  # fmt: skip
    for draw in combinations(unseen, k):
        final = kept | Hand(draw)
        d = declare_all(final, variant)
        n += 1
        assert d.point is not None
        acc["point"] += d.point.score(variant)
        acc["seq"] += sum(q.score for q in d.sequences)
        acc["sets"] += sum(c.score for c in d.sets)
        acc["tricks"] += sum(SUIT_PLAY_VALUE[final.mask >> s & 0xFF] for s in (0, 8, 16, 24))
        acc["p6"] += d.point.length >= 6
        acc["quint"] += any(q.length >= 5 for q in d.sequences)
        acc["quatorze"] += any(c.count == 4 for c in d.sets)
    assert n == comb(20, k)
    return {key: v / n for key, v in acc.items()}


POINT_RULES = [
    RUBICON,
    replace(RUBICON, name="pips", point_comparison=PointComparison.PIPS_ONLY),
    replace(RUBICON, name="fours", point_score=PointScore.PER_CARD_FOURS_LESS),
    replace(AU_CENT, name="tens", point_score=PointScore.PER_TEN_PIPS),
]


@pytest.mark.parametrize("text", HANDS)
@pytest.mark.parametrize("size", [1, 2, 3])
@pytest.mark.parametrize("variant", POINT_RULES, ids=lambda v: v.name)
def test_exact_expectations_match_enumeration(text: str, size: int, variant: Variant) -> None:
    """The advisor's combinatorics against every draw declared by the engine, under each
    rule of the point (the point's own keys and value: Law 62, FOSTER, CAV-C, S000)."""
    hand = Hand.parse(text)
    rng = random.Random(size)
    for _ in range(3):
        discard = Hand(rng.sample(list(hand), size))
        a = analyse_discard(hand, discard, variant, None)
        b = _brute(hand, discard, variant)
        assert a.own_point == pytest.approx(b["point"], abs=1e-12)
        assert a.own_sequences == pytest.approx(b["seq"], abs=1e-12)
        assert a.own_sets == pytest.approx(b["sets"], abs=1e-12)
        assert a.tricks == pytest.approx(b["tricks"], abs=1e-12)
        assert a.point_at_least[6] == pytest.approx(b["p6"], abs=1e-12)
        assert a.sequence_at_least[5] == pytest.approx(b["quint"], abs=1e-12)
        assert a.quatorze == pytest.approx(b["quatorze"], abs=1e-12)


@pytest.mark.parametrize("seed", range(4))
def test_key_distributions_match_enumeration(seed: int) -> None:
    """The exact distributions of the best keys, random hands, up to four cards drawn."""
    hand = _random_hand(seed)
    unseen = FULL_MASK & ~hand.mask
    k = 1 + seed
    discard = Hand(list(hand)[:k])
    kept = hand.mask & ~discard.mask
    points: dict[int, int] = {}
    seqs: dict[int, list[int]] = {}
    sets: dict[int, list[int]] = {}
    for draw in combinations([c for c in PACK if c not in hand], k):
        final = kept | Hand(draw).mask
        pk, _, sk, _, ck, _ = hand_summary(final)
        d = declare_all(Hand.from_mask(final))
        points[pk] = points.get(pk, 0) + 1
        e = seqs.setdefault(sk, [0, 0])
        e[0] += 1
        e[1] += sum(q.score for q in d.sequences)
        e = sets.setdefault(ck, [0, 0])
        e[0] += 1
        e[1] += sum(c.score for c in d.sets)
    got_points, got_seqs = suit_distributions(kept, unseen, k)
    assert got_points == points
    assert got_seqs == {key: (v[0], v[1]) for key, v in seqs.items()}
    ranks = lambda m: tuple((m >> b & 0x01010101).bit_count() for b in (7, 6, 5, 4, 3))  # noqa: E731
    low = 12 - sum(1 for c in hand if c.rank < 10)
    got_sets = set_distribution(ranks(kept), ranks(unseen), low, k)
    assert got_sets == {key: (v[0], v[1]) for key, v in sets.items()}


def test_margin_matches_enumeration_against_fixed_adversaries() -> None:
    """The margins against a sampled adversary, checked draw by draw and sample by sample."""
    hand = Hand.parse(HANDS[0])
    opp = sample_opponent(hand, Seat.ELDER, RUBICON, 7, random.Random(3))[2]
    finals = []  # rebuild the adversaries' (key, score) from the Opponent's tables
    for cat in range(3):
        keys, tails = opp.keys[cat], opp.tails[cat]
        finals.append([(keys[i], tails[i] - tails[i + 1]) for i in range(len(keys))])
    discard = Hand.parse("9S 8S")
    a = analyse_discard(hand, discard, RUBICON, opp)
    kept = hand - discard
    total = [0.0, 0.0, 0.0]
    n = 0
    for draw in combinations([c for c in PACK if c not in hand], 2):
        final = kept | Hand(draw)
        d = declare_all(final)
        mine = hand_summary(final.mask)[::2]
        scores = (d.point.length if d.point else 0, sum(q.score for q in d.sequences),
                  sum(c.score for c in d.sets))  # fmt: skip
        n += 1
        for cat in range(3):
            for key, score in finals[cat]:
                if mine[cat] > key:
                    total[cat] += scores[cat] / 7
                elif key > mine[cat]:
                    total[cat] -= score / 7
    assert a.point == pytest.approx(total[0] / n, abs=1e-9)
    assert a.sequences == pytest.approx(total[1] / n, abs=1e-9)
    assert a.sets == pytest.approx(total[2] / n, abs=1e-9)
    assert a.value == pytest.approx(a.point + a.sequences + a.sets + TRICK_POINTS * a.tricks)


def test_every_legal_discard_ranked() -> None:
    hand = Hand.parse(HANDS[0])
    advice = advise(hand, Seat.ELDER, samples=20)
    assert len(advice.ranked) == 1585 == len({a.discard for a in advice.ranked})
    values = [a.value for a in advice.ranked]
    assert values == sorted(values, reverse=True)
    assert advise(hand, Seat.YOUNGER, samples=20).ranked.__len__() == 12 + 66 + 220
    assert len(advise(hand, Seat.YOUNGER, samples=5, elder_took=3).ranked) == sum(
        comb(12, n) for n in range(1, 6)
    )
    assert len(legal_discards(hand, Seat.ELDER, AU_CENT)) == 12 + 66 + 220 + 495 + 792  # CAV-L 21
    assert len(legal_discards(hand, Seat.ELDER, RUSSIAN)) == 1 + 220 + 495 + 792
    assert advice.rank_of(advice.best.discard) == 1


def test_same_seed_same_advice_and_sample_size_reported() -> None:
    hand = _random_hand(11)
    a = advise(hand, samples=30, seed=5)
    b = advise(hand, samples=30, seed=5)
    assert a == b and a.samples == 30
    good = [r for r in a.best.reasons if r.key.endswith("_good")]
    assert good and all(r.get("samples") == 30 for r in good)


def test_obvious_discards() -> None:
    """Keeping a huitième and a quatorze beats throwing them away."""
    hand = Hand.parse("AS KS QS JS 10S 9S 8S 7S AH AD AC 7H")
    advice = advise(hand, samples=40)
    assert not advice.best.discard & Hand.parse("AS KS QS JS 10S 9S 8S 7S")
    worst = advice.ranked[-1]
    assert worst.discard & Hand.parse("AS KS QS JS 10S")


def test_reasons_render_in_three_languages() -> None:
    advice = advise(Hand.parse(HANDS[0]), samples=20)
    assert advice.best.reasons
    for r in advice.best.reasons:
        assert r.key in MESSAGES
        texts = {lang: reason_text(r, lang, translator(lang).gettext) for lang in LANGS}
        assert not [t for t in texts.values() if "{" in t], texts  # every parameter filled
        assert len(set(texts.values())) == 3, texts  # translated, not the English fallback
    r = Reason.of("guard_kept", card="KS")
    assert reason_text(r, "fr").startswith("Roi de pique")
    assert reason_text(Reason.of("point_kept", suit="H")) == "Keeps the whole point suit (hearts)."
    assert r.as_dict() == {"key": "guard_kept", "params": {"card": "KS"}}


def test_bad_questions_are_clear_errors() -> None:
    with pytest.raises(AdvisorError, match="12 cards, not 3"):
        advise(Hand.parse("AS KS QS"))
    with pytest.raises(AdvisorError, match="at least one sample"):
        advise(Hand.parse(HANDS[0]), samples=0)
    advice = advise(Hand.parse(HANDS[0]), samples=5)
    with pytest.raises(AdvisorError, match="not a legal discard"):
        advice.rank_of(Hand())


def test_opponent_tables() -> None:
    o = Opponent(2, ((1, 5), (0, 0), (0, 0)), ((4, 3, 0), (0, 0, 0), (0, 0, 0)))
    assert o.good(0, 5) == 0.5 and o.against(0, 1) == 1.5 and o.against(0, 5) == 0
