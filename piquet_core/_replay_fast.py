"""The replay contract's hot path: a plain deal scored on integers, without making objects.

:func:`piquet_core.replay.replay` tries this first. It accepts only the plain case: the
known fields, a preset variant reckoning the pique in Law 67 order, every card written as an
exact English token (``AS``, ``10H``, ``TH``, ``A♠``), and a deal the laws allow. For
anything else it returns None and the general path (:func:`~piquet_core.replay.parse_record`
then :func:`~piquet_core.scoring.score_deal`) answers, and words any error. It writes no rule
of its own: the exchange counts (:meth:`~piquet_core.variants.Variant.exchange_counts`'
predicates), carte blanche, the declarations (:func:`~piquet_core.declarations.hand_summary`),
the play (:func:`~piquet_core.play.follow_mask`, :func:`~piquet_core.play.follow_wins`,
:func:`~piquet_core.play.scoring_cards`, :func:`~piquet_core.play.cards_score`) and the pique
(:func:`~piquet_core.scoring.reaches_thirty`) are the general path's; only the order of
reckoning (Law 67) is kept here as a list. The property tests check that it gives the general
path's answer on every variant (``tests/engine/test_properties.py``) and the deal state
machine's on deals played through the dialogue (``tests/engine/test_deal_properties.py``).
"""

from __future__ import annotations

from typing import Any

from piquet_core.cards import _TOKENS, Seat
from piquet_core.declarations import carte_blanche_mask, hand_summary
from piquet_core.play import FOLLOW_WINS, cards_score, follow_mask, scoring_cards
from piquet_core.scoring import (
    CARTE_BLANCHE_SCORE,
    PIQUE_BONUS,
    PIQUE_THRESHOLD,
    REPIQUE_BONUS,
    reaches_thirty,
)
from piquet_core.variants import PiqueOrder, Variant, exchange_limit

_INDEX: dict[str, int] = {token: card.index for token, card in _TOKENS["en"].items()}
_BIT: dict[str, int] = {token: card.bit for token, card in _TOKENS["en"].items()}
_FULL = (1 << 32) - 1
_KEYS = ("carte_blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique")
_SEAT_NAMES = ("elder", "younger")
_LEFT = tuple(exchange_limit(Seat.YOUNGER, n) for n in range(exchange_limit(Seat.ELDER) + 1))
"""What younger may take when elder took ``n`` (Law 34), for every ``n`` elder may take."""


def _bits(text: object) -> list[int] | None:
    if type(text) is not str:
        return None
    try:
        return list(map(_BIT.__getitem__, text.split()))
    except KeyError:
        return None


def _thirty(order: list[tuple[int, int]], seat: int) -> bool:
    """Whether ``seat`` reaches thirty before the adversary scores anything (Laws 68, 69;
    :func:`~piquet_core.scoring.reaches_thirty`)."""
    steps = ((i, who, points) for i, (who, points) in enumerate(order))
    return reaches_thirty(steps, seat) is not None


def fast_replay(obj: dict[str, Any], variant: Variant) -> dict[str, object] | None:
    """The result dict of a plain deal, or None (see the module docstring)."""
    if variant.pique_order is not PiqueOrder.LAW_67 or variant.cards_count_for_pique:
        return None
    e_bits, y_bits = _bits(obj.get("elder")), _bits(obj.get("younger"))
    talon = _bits(obj.get("talon"))
    e_disc, y_disc = _bits(obj.get("elder_discards")), _bits(obj.get("younger_discards"))
    if e_bits is None or y_bits is None or talon is None or e_disc is None or y_disc is None:
        return None
    if len(e_bits) != 12 or len(y_bits) != 12 or len(talon) != 8:
        return None
    e_dealt, y_dealt, t_mask = sum(e_bits), sum(y_bits), sum(talon)
    # a sum of distinct bits has as many bits set as terms; the 32 cards once each
    if (e_dealt | y_dealt | t_mask) != _FULL or (e_dealt + y_dealt + t_mask) != _FULL:
        return None
    e_n, y_n = len(e_disc), len(y_disc)
    ed, yd = sum(e_disc), sum(y_disc)
    if ed.bit_count() != e_n or yd.bit_count() != y_n or ed & ~e_dealt or yd & ~y_dealt:
        return None
    if not variant.elder_exchange_ok(e_n) or not variant.younger_exchange_ok(y_n, _LEFT[e_n]):
        return None
    elder = e_dealt & ~ed | sum(talon[:e_n])  # each draws from the top, elder first (Law 23)
    younger = y_dealt & ~yd | sum(talon[e_n : e_n + y_n])

    score = ([0] * 8, [0] * 8)
    order: list[tuple[int, int]] = []  # (seat, points) in the order of reckoning (Law 67)
    for seat, dealt in ((0, e_dealt), (1, y_dealt)):
        if carte_blanche_mask(dealt):  # Laws 18, 61
            score[seat][0] = CARTE_BLANCHE_SCORE
            order.append((seat, CARTE_BLANCHE_SCORE))
    es, ys = hand_summary(elder, variant), hand_summary(younger, variant)
    for category, key in ((1, 0), (2, 2), (3, 4)):  # point, sequences, sets (Laws 62-64)
        if es[key] > ys[key]:
            score[0][category] = es[key + 1]
            order.append((0, es[key + 1]))
        elif ys[key] > es[key]:
            score[1][category] = ys[key + 1]
            order.append((1, ys[key + 1]))
    bonus = -1
    for seat in (0, 1):
        if sum(score[seat][:4]) >= PIQUE_THRESHOLD and _thirty(order, seat):
            score[seat][7] = REPIQUE_BONUS
            bonus = seat

    out: dict[str, object] = {"variant": variant.name}
    tricks = obj.get("tricks")
    if tricks is not None:
        if type(tricks) is not list or len(tricks) != 12:
            return None
        try:
            pairs = [text.split() for text in tricks]
        except AttributeError:
            return None
        hands = [elder, younger]
        leader = 0
        won = [0, 0]
        points = [0, 0]
        scoring = scoring_cards(variant)  # Law 65; counting cards A K Q J 10 (S000)
        for number, pair in enumerate(pairs, start=1):
            if len(pair) != 2 or pair[0] not in _INDEX or pair[1] not in _INDEX:
                return None
            a, b = _INDEX[pair[0]], _INDEX[pair[1]]
            other = 1 - leader
            if not hands[leader] >> a & 1 or not follow_mask(hands[other], a) >> b & 1:
                return None  # not held, or a revoke (CAV-D "Playing"; Law 59)
            winner = other if FOLLOW_WINS[a << 5 | b] else leader
            hands[leader] ^= 1 << a
            hands[other] ^= 1 << b
            if scoring >> a & 1:
                points[leader] += 1
                order.append((leader, 1))
            if winner == other and scoring >> b & 1:
                points[other] += 1
                order.append((other, 1))
            won[winner] += 1
            if number == 12:  # the last trick: one more (Law 65)
                points[winner] += 1
                order.append((winner, 1))
            leader = winner
        for seat in (0, 1):
            score[seat][4] = points[seat]
            score[seat][5] = cards_score(won[seat])
        if bonus < 0:  # a pique: hand and play, the cards never counting (Law 69)
            for seat in (0, 1):
                if not variant.may_pique((Seat.ELDER, Seat.YOUNGER)[seat]):
                    continue
                if sum(score[seat][:5]) >= PIQUE_THRESHOLD and _thirty(order, seat):
                    score[seat][6] = PIQUE_BONUS
        out["elder"] = _seat_dict(score[0])
        out["younger"] = _seat_dict(score[1])
        out["tricks"] = {"elder": won[0], "younger": won[1]}
        out["capot"] = "elder" if won[0] == 12 else "younger" if won[1] == 12 else None
        return out
    out["elder"] = _seat_dict(score[0])
    out["younger"] = _seat_dict(score[1])
    return out


def _seat_dict(score: list[int]) -> dict[str, int]:
    d = dict(zip(_KEYS, score, strict=True))
    d["total"] = sum(score)
    return d
