"""The public API refuses what it cannot read, rather than guessing (issue 10, item 1).

Every entry point re-exported by :mod:`piquet_core` (and the advisor of :mod:`piquet_core.bots`)
that takes a seat, a hand, a variant or a player is enumerated from its signature; each is
called once with good arguments (which must work), then with the one argument replaced by a
wrong value, which must raise :class:`PiquetError` with a code -- never an ``AttributeError``,
a ``TypeError`` or a silent wrong answer.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import piquet_core
from piquet_core import (
    AU_CENT,
    RUBICON,
    BySeat,
    CallIrregularities,
    Card,
    DealState,
    Hand,
    Irregularities,
    Misdeal,
    Partie,
    PiquetError,
    Player,
    Point,
    Seat,
    Suit,
    compare_hands,
    declare_all,
    parse_hand,
    score_deal,
)
from piquet_core.bots import advisor
from piquet_core.deal_actions import Discard
from piquet_core.misdeal import Shape

ELDER = parse_hand("AS JS 9S 8S AH KH QH JH 8H JC 9C KD")
YOUNGER = parse_hand("QS 10S 10H AC KC QC 10C AD QD JD 10D 7D")
TALON = "KS 7S 9H 7H 9D 8D 8C 7C"
LAST_TRICK = (Card.parse("AS"), Card.parse("QS"))

KINDS: dict[str, re.Pattern[str]] = {
    "seat": re.compile(r"\bSeat(Like)?\b"),
    "hand": re.compile(r"\b(Hand(Like)?|CardsLike)\b"),
    "variant": re.compile(r"\bVariant(Like)?\b"),
    "player": re.compile(r"\bPlayer(Like)?\b"),
}

# Value types the engine builds and hands back (their constructors take the engine's own
# fields, not a user's input): not entry points.
RESULTS = frozenset(
    {"CategoryResult", "DealRecord", "DealScore", "DealState", "DealEntry", "Game",
     "PlayEvent", "ScoreEvent", "Settlement", "Trick", "Comparison", "PlayResult", "Ruling"}
)  # fmt: skip


# a misdeal stood: younger's 10D dealt to elder (Law 40)
MISDEAL = Misdeal.of(Shape(13, 11, 8), "stand", RUBICON)


def _dealt() -> DealState:
    return DealState.from_hands(ELDER, YOUNGER, TALON)


def _over() -> DealState:
    state = DealState.new(seed=3, dealer="B")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def _tricks() -> list[tuple[Card, Card]]:
    from .helpers import play_out

    return play_out(ELDER, YOUNGER)


# name -> (callable bound to a sample owner, good keyword arguments)
Sample = Callable[[], tuple[Callable[..., Any], dict[str, Any]]]
SAMPLES: dict[str, Sample] = {
    "Hand": lambda: (Hand, {"cards": "AS KS"}),
    "Hand.issubset": lambda: (ELDER.issubset, {"other": ELDER | YOUNGER}),
    "Discard": lambda: (Discard, {"cards": Hand.parse("AS")}),
    "Partie": lambda: (Partie, {"variant": RUBICON, "first_dealer": Player.B}),
    "Partie.record": lambda: (Partie(first_dealer="B").record, {"deal": _over(), "dealer": "B"}),
    "Seat.coerce": lambda: (Seat.coerce, {"value": "elder"}),
    "BySeat.with_seat": lambda: (BySeat(1, 2).with_seat, {"seat": "younger", "value": 3}),
    "BySeat.from_seat": lambda: (BySeat.from_seat, {"seat": "younger", "mine": 1, "theirs": 2}),
    "Variant.exchange_counts": lambda: (
        AU_CENT.exchange_counts,
        {"seat": "younger", "elder_took": 3},
    ),
    "Variant.may_pique": lambda: (AU_CENT.may_pique, {"seat": "younger"}),
    "Player.coerce": lambda: (Player.coerce, {"value": "A"}),
    "CategoryResult.score": lambda: (compare_hands(ELDER, YOUNGER).point.score, {"seat": "elder"}),
    "DealScore.seat": lambda: (score_deal(ELDER, YOUNGER).seat, {"seat": Seat.YOUNGER}),
    "PlayResult.cards_score": lambda: (_play().cards_score, {"seat": "elder"}),
    "PlayResult.capot": lambda: (_play().capot, {"seat": "elder"}),
    "Trick.card_of": lambda: (_play().tricks[0].card_of, {"seat": "younger"}),
    "Point.order_key": lambda: (_point().order_key, {"variant": "au-cent"}),
    "Point.key": lambda: (_point().key, {"variant": AU_CENT}),
    "Point.score": lambda: (_point().score, {"variant": "russian"}),
    "DealState.cut_for_deal": lambda: (
        DealState.cut_for_deal,
        {"rng": __import__("random").Random(1), "variant": "au-cent"},
    ),
    "DealState.from_pack": lambda: (
        DealState.from_pack,
        {"pack": list(piquet_core.PACK), "variant": "russian", "dealer": "B"},
    ),
    "DealState.new": lambda: (DealState.new, {"seed": 1, "variant": "au-cent", "dealer": "B"}),
    "DealState.from_hands": lambda: (
        DealState.from_hands,
        {
            "elder": ELDER,
            "younger": str(YOUNGER),
            "talon": TALON,
            "variant": "rubicon",
            "dealer": Player.A,
        },
    ),
    "DealState.player_of": lambda: (_dealt().player_of, {"seat": "elder"}),
    "DealState.seat_of": lambda: (_dealt().seat_of, {"player": "A"}),
    "DealState.dealt": lambda: (_dealt().dealt, {"seat": "younger"}),
    "DealState.hand": lambda: (_dealt().hand, {"seat": "ELDER"}),
    "DealState.exchange_counts": lambda: (_dealt().exchange_counts, {"seat": "elder"}),
    "DealState.seen_left": lambda: (_dealt().seen_left, {"seat": "elder"}),
    "DealState.shown": lambda: (_dealt().shown, {"seat": "elder"}),
    "DealState.takes": lambda: (_dealt().takes, {"seat": "elder", "discarded": 3}),
    "DealState.look_below": lambda: (_dealt().look_below, {"seat": "younger"}),
    "DealState.drawn": lambda: (_dealt().drawn, {"seat": "younger"}),
    "DealState.apply": lambda: (
        _dealt().apply,
        {"action": Discard(Hand.parse("9S 8S")), "seat": "elder"},
    ),
    "all_sequences": lambda: (piquet_core.all_sequences, {"hand": ELDER}),
    "all_sets": lambda: (piquet_core.all_sets, {"hand": list(YOUNGER)}),
    "best_point": lambda: (piquet_core.best_point, {"hand": str(ELDER), "variant": "au-cent"}),
    "can_declare": lambda: (
        piquet_core.can_declare,
        {"hand": ELDER, "item": declare_all(ELDER).sequences[0]},
    ),
    "check_follow": lambda: (
        piquet_core.check_follow,
        {"hand": YOUNGER, "lead": "AS", "card": Card.parse("QS")},
    ),
    "compare_declared": lambda: (
        piquet_core.compare_declared,
        {"elder": declare_all(ELDER), "younger": declare_all(YOUNGER), "variant": "russian"},
    ),
    "compare_hands": lambda: (
        compare_hands,
        {"elder": ELDER, "younger": YOUNGER, "variant": "au-cent"},
    ),
    "declare_all": lambda: (declare_all, {"hand": ELDER, "variant": "au-cent"}),
    "first_dealer_from_cut": lambda: (
        piquet_core.first_dealer_from_cut,
        {"cut_a": "AS", "cut_b": "KH", "variant": "russian"},
    ),
    "format_cards": lambda: (piquet_core.format_cards, {"cards": ELDER}),
    "is_carte_blanche": lambda: (piquet_core.is_carte_blanche, {"hand": ELDER}),
    "legal_follows": lambda: (piquet_core.legal_follows, {"hand": YOUNGER, "lead": "AS"}),
    "play_tricks": lambda: (
        piquet_core.play_tricks,
        {"elder": ELDER, "younger": YOUNGER, "tricks": _tricks(), "variant": "au-cent"},
    ),
    "score_deal": lambda: (
        score_deal,
        {
            "elder": ELDER,
            "younger": YOUNGER,
            "elder_dealt": ELDER,
            "younger_dealt": YOUNGER,
            "variant": "russian",
        },
    ),
    "settle": lambda: (piquet_core.settle, {"scores": (120, 80), "variant": "rubicon"}),
    "to_compact": lambda: (piquet_core.to_compact, {"cards": ELDER}),
    "trick_winner": lambda: (
        piquet_core.trick_winner,
        {"leader": "younger", "lead": "AS", "follow": "KS"},
    ),
    "Irregularities": lambda: (
        Irregularities,
        {
            "second_discard": "9S",
            "took_back": BySeat(Hand(), Hand.parse("QS")),
            "looked_at_stock": "elder",
            "drew_out_of_turn": Seat.YOUNGER,
            "exposed_talon": "younger",
            "miscalled": "elder",
        },
    ),
    "CallIrregularities": lambda: (CallIrregularities, {"misnomer": "younger"}),
    "Misdeal.of": lambda: (
        Misdeal.of,
        {"shape": Shape(13, 11, 8), "option": "stand", "variant": "au-cent"},
    ),
    "Misdeal.dealt": lambda: (MISDEAL.dealt, {"seat": "elder"}),
    "Misdeal.takes": lambda: (MISDEAL.takes, {"seat": "younger", "discarded": 2}),
    "Misdeal.rules": lambda: (MISDEAL.rules, {"variant": "au-cent"}),
    "Misdeal.discard_counts": lambda: (
        MISDEAL.discard_counts,
        {"seat": "younger", "variant": AU_CENT, "elder_took": 5},
    ),
    "Misdeal.check_discard": lambda: (
        MISDEAL.check_discard,
        {"seat": "elder", "count": 6, "variant": "rubicon"},
    ),
    "Misdeal.rulings": lambda: (MISDEAL.rulings, {"variant": "russian"}),
    "Misdeal.outcome": lambda: (MISDEAL.outcome, {"variant": RUBICON}),
    "advise": lambda: (
        advisor.advise,
        {"hand": ELDER, "seat": "elder", "variant": "rubicon", "samples": 1, "reasons": 0},
    ),
}


def _play() -> piquet_core.PlayResult:
    play = score_deal(ELDER, YOUNGER, tricks=_tricks()).play
    assert play is not None
    return play


def _point() -> Point:
    point = declare_all(ELDER).point
    assert point is not None
    return point


def _entry_points() -> Iterator[tuple[str, Callable[..., Any]]]:
    public = [(n, getattr(piquet_core, n)) for n in piquet_core.__all__]
    public.append(("advise", advisor.advise))
    for name, obj in public:
        if inspect.ismodule(obj):
            continue
        if inspect.isclass(obj):
            if name not in RESULTS:
                yield name, obj
            for attr, raw in vars(obj).items():
                if not attr.startswith("_") and (
                    isinstance(raw, (staticmethod, classmethod)) or inspect.isfunction(raw)
                ):
                    yield f"{name}.{attr}", getattr(obj, attr)
        elif callable(obj):
            yield name, obj


def _arguments() -> list[tuple[str, str, str, bool]]:
    """(entry point, parameter, kind, None allowed) for every seat/hand/variant/player
    parameter of the public API."""
    out = []
    for name, fn in _entry_points():
        try:
            params = inspect.signature(fn).parameters.values()
        except (TypeError, ValueError):  # pragma: no cover - builtins
            continue
        for p in params:
            ann = p.annotation if isinstance(p.annotation, str) else repr(p.annotation)
            for kind, pattern in KINDS.items():
                if pattern.search(ann):
                    out.append((name, p.name, kind, "None" in ann))
    return out


ARGUMENTS = _arguments()


def test_every_entry_point_taking_a_seat_hand_variant_or_player_is_sampled() -> None:
    names = {name for name, _, _, _ in ARGUMENTS}
    assert len(names) >= 45  # the enumeration itself found the API
    assert names == set(SAMPLES), (sorted(names - set(SAMPLES)), sorted(set(SAMPLES) - names))


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_good_arguments_are_read(name: str) -> None:
    fn, kwargs = SAMPLES[name]()
    fn(**kwargs)


_BAD_TEXT = ["", " ", "nobody", "elderly", "A", "B", "XX", "AS AS", "rubicon!", "7", "None"]
_COMMON = st.one_of(
    st.integers(min_value=-(1 << 70), max_value=1 << 70),
    st.booleans(),
    st.floats(allow_nan=False),
    st.sampled_from([b"elder", object(), 1.5, (1, 2), [1, 2], {"seat": "elder"}, Suit.SPADES]),
)
BAD: dict[str, st.SearchStrategy[object]] = {
    "seat": st.one_of(
        _COMMON,
        st.sampled_from([*_BAD_TEXT, Player.A, "eldest", "YOUNG"]),
        st.text(max_size=8).filter(lambda t: t.strip().lower() not in ("elder", "younger")),
    ),
    "hand": st.one_of(
        _COMMON,
        st.sampled_from(["XX", "AS AS", "AS, KS, ZZ", "hello", [Card.parse("AS"), "KS"]]),
        st.lists(st.integers(0, 31), min_size=1, max_size=3),
    ),
    "variant": st.one_of(
        _COMMON,
        st.sampled_from([*_BAD_TEXT, Player.A, "piquet"]),
        st.text(max_size=8).filter(
            lambda t: (
                t.strip().lower().replace("_", "-").replace(" ", "-")
                not in ("rubicon", "au-cent", "russian")
            )
        ),
    ),
    "player": st.one_of(
        _COMMON,
        st.sampled_from(["C", "elder", "AB", Seat.ELDER]),
    ),
}


@pytest.mark.parametrize(
    ("name", "param", "kind", "optional"), ARGUMENTS, ids=[f"{a[0]}-{a[1]}" for a in ARGUMENTS]
)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_wrong_argument_raises_piquet_error(
    name: str, param: str, kind: str, optional: bool, data: st.DataObject
) -> None:
    fn, kwargs = SAMPLES[name]()
    bad = data.draw(BAD[kind].filter(lambda v: not (optional and v is None)), label=param)
    with pytest.raises(PiquetError) as caught:
        fn(**{**kwargs, param: bad})
    assert caught.value.code and caught.value.code != "piquet_error"


def test_the_cases_of_the_issue() -> None:
    state = _dealt()
    assert state.hand("elder") == ELDER and state.hand("younger") == YOUNGER
    assert score_deal(ELDER, YOUNGER).seat("elder") == score_deal(ELDER, YOUNGER).seats.elder
    with pytest.raises(PiquetError, match="not a hand"):
        declare_all(True)  # type: ignore[arg-type]
    with pytest.raises(PiquetError, match="not a hand"):
        piquet_core.best_point(1 << 40)  # type: ignore[arg-type]
    with pytest.raises(PiquetError, match="not a hand"):
        Hand(["AS"])  # type: ignore[list-item]
    assert compare_hands(ELDER, YOUNGER, "au-cent") == compare_hands(ELDER, YOUNGER, AU_CENT)
    assert len(advisor.advise(ELDER, "elder", samples=1, reasons=0).ranked) == 1585
    assert len(advisor.advise(ELDER, "younger", samples=1, reasons=0).ranked) == 298
