"""The public API refuses what it cannot read, rather than guessing.

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
from typing import Any, NamedTuple

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
    "DealState.refusal": lambda: (
        _dealt().refusal,
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


def test_the_reported_calls_answer_right_or_refuse() -> None:
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


# --- values that check themselves, one set of coercions ------------------------------------
#
# Each call reported as a silent wrong answer, a crash, valid input refused or a misleading
# refusal, for the Piquet core: what it must now give. An expected ``str`` is
# the code of the PiquetError it must raise (and the argument its message must name, after
# ``Err``: the code of the PiquetError it must raise, and the argument its message must
# name first); anything else is the answer itself.

_SHARED = "AS 10S 10H AC KC QC 10C AD QD JD 10D 7D"  # younger's, with elder's AS


def _state7() -> DealState:
    return DealState.new(seed=7)


def _calling7() -> DealState:
    state = DealState.new(seed=7).apply("discard 7D 8C")
    return state.apply(state.legal_actions()[0])


def _replace(**changes: object) -> object:
    import dataclasses

    return dataclasses.replace(RUBICON, **changes)


def _custom_round_trip() -> bool:
    import dataclasses

    mine = dataclasses.replace(
        RUBICON, name="mine", pique_order=piquet_core.PiqueOrder.CHRONOLOGICAL
    )
    return (
        piquet_core.Variant.from_dict(mine.to_dict())
        == mine
        == piquet_core.as_variant(mine.to_dict())
    )


def _take_in(wanted: object, hand: object = ELDER) -> object:
    from piquet_core.odds.draws import take_in_chance

    return take_in_chance(hand, wanted, "elder")  # type: ignore[arg-type]


def _sinking_declared() -> tuple[object, object]:
    return (declare_all(YOUNGER), declare_all(YOUNGER))


def _make_player(level: object) -> object:
    from piquet_core.bots.players import make_player

    return make_player(level)  # type: ignore[arg-type]


def _solve(elder: object, younger: object) -> object:
    from piquet_core.bots.solver import solve

    return solve(elder, younger)  # type: ignore[arg-type]


def _deal_ab(players: object = None) -> DealState:
    from piquet_core.bots.simulate import play_deal

    if players is None:
        players = {"a": _make_player("beginner"), "b": _make_player("beginner")}
    return play_deal(1, players)  # type: ignore[arg-type]


def _elder_takes_in(named: object) -> object:
    from piquet_core.odds.draws import elder_takes_in

    return elder_takes_in(named)  # type: ignore[arg-type]


class Err(NamedTuple):
    """An expected refusal: its code, and the argument its message names first."""

    code: str
    argument: str | None = None


REPORTED_CALLS: list[tuple[str, Callable[[], object], object]] = [
    # silent wrong answers
    ('"AS" in hand', lambda: "AS" in ELDER, True),
    ('"KS" in hand', lambda: "KS" in ELDER, False),
    ('"XX" in hand', lambda: "XX" in ELDER, Err("unknown_card")),
    ('"discard 10S" in legal_actions', lambda: "discard 10S" in _state7().legal_actions(), True),
    (
        "legal_actions agree with is_legal",
        lambda: ("play AH" in _state7().legal_actions()) == _state7().is_legal("play AH"),
        True,
    ),
    ("compare_hands(h, h)", lambda: compare_hands(ELDER, ELDER), Err("duplicate_card")),
    ("score_deal(h, h)", lambda: score_deal(ELDER, ELDER), Err("duplicate_card")),
    (
        "trick_winner AS AS",
        lambda: piquet_core.trick_winner("elder", "AS", "AS"),
        Err("duplicate_card"),
    ),
    ("two hands sharing a card", lambda: compare_hands(ELDER, _SHARED), Err("duplicate_card")),
    (
        "score_deal dealt hands sharing",
        lambda: score_deal(ELDER, YOUNGER, elder_dealt=ELDER, younger_dealt=_SHARED),
        Err("duplicate_card"),
    ),
    ("a 13-card hand", lambda: score_deal(ELDER, YOUNGER | "KS"), Err("hand_size")),
    ("compare a 13-card hand", lambda: compare_hands(ELDER | "KS", YOUNGER), Err("hand_size")),
    (
        "declared= not held",
        lambda: score_deal(ELDER, YOUNGER, declared=_sinking_declared()),
        Err("declared_not_held", "declared"),
    ),
    (
        "declared= not a pair",
        lambda: score_deal(ELDER, YOUNGER, declared="all"),  # type: ignore[arg-type]
        Err("bad_declared", "declared"),
    ),
    (
        "declared= as held",
        lambda: (
            score_deal(ELDER, YOUNGER, declared=(declare_all(ELDER), declare_all(YOUNGER)))
            == score_deal(ELDER, YOUNGER)
        ),
        True,
    ),
    ("settle((-10, 5))", lambda: piquet_core.settle((-10, 5)), Err("bad_scores", "scores")),
    (
        "settle((120, 80), au-cent)",
        lambda: piquet_core.settle((120, 80), "au-cent"),
        Err("settled_by_games", "variant"),
    ),
    ("settle((120, 80))", lambda: piquet_core.settle((220, 150)).points, 170),
    ('DealState.new(seed="7")', lambda: DealState.new(seed="7"), Err("bad_seed", "seed")),  # type: ignore[arg-type]
    ("DealState.new(seed=True)", lambda: DealState.new(seed=True), Err("bad_seed", "seed")),
    ('takes("elder", 9)', lambda: _state7().takes("elder", 9), Err("bad_count", "discarded")),
    ('takes("elder", "2")', lambda: _state7().takes("elder", "2"), Err("bad_count", "discarded")),  # type: ignore[arg-type]
    ('takes("younger", 3)', lambda: _state7().takes("younger", 3), 3),
    (
        'replace(pique_order="bogus")',
        lambda: _replace(pique_order="bogus"),
        Err("bad_switch_value"),
    ),
    (
        'replace(play_counting="bogus")',
        lambda: _replace(play_counting="bogus"),
        Err("bad_switch_value"),
    ),
    ("replace(elder_exchange={9})", lambda: _replace(elder_exchange={9}), Err("bad_switch_value")),
    (
        "replace(elder_exchange=set())",
        lambda: _replace(elder_exchange=set()),
        Err("bad_switch_value"),
    ),
    (
        "replace(younger_exchange={8})",
        lambda: _replace(younger_exchange={8}),
        Err("bad_switch_value"),
    ),
    (
        'replace(younger_may_pique="no")',
        lambda: _replace(younger_may_pique="no"),
        Err("bad_switch_value"),
    ),
    ("replace(game_target=0)", lambda: _replace(game_target=0), Err("bad_switch_value")),
    (
        'replace(pique_order="chronological")',
        lambda: (
            _replace(pique_order="chronological")
            == _replace(pique_order=piquet_core.PiqueOrder.CHRONOLOGICAL)
        ),
        True,
    ),
    (
        "replace(elder_exchange=[3, 4, 5])",
        lambda: _replace(elder_exchange=[3, 4, 5]) == _replace(elder_exchange=frozenset({3, 4, 5})),
        True,
    ),
    ('take_in_chance(h, "10H", "elder")', lambda: _take_in("10H"), _take_in([Card.parse("10H")])),
    (
        'take_in_chance("...", ...)',
        lambda: _take_in("10H", str(ELDER)),
        _take_in([Card.parse("10H")]),
    ),
    (
        'take_in_chance seat "north"',
        lambda: piquet_core.odds.take_in_chance(ELDER, "10H", "north"),
        Err("bad_seat"),
    ),
    ("play_tricks(h, h)", lambda: piquet_core.play_tricks(ELDER, ELDER, []), Err("duplicate_card")),
    (
        "play_tricks with text tricks",
        lambda: (
            piquet_core.play_tricks(ELDER, YOUNGER, [f"{a} {b}" for a, b in _tricks()])
            == piquet_core.play_tricks(ELDER, YOUNGER, _tricks())
        ),
        True,
    ),
    ("solve(h, h)", lambda: _solve(ELDER, ELDER), Err("duplicate_card")),
    ("solve of unequal hands", lambda: _solve("AS KS", "QH"), Err("not_an_ending")),
    ('play_partie with players "a"/"b"', lambda: _deal_ab().is_over, True),
    (
        "play_deal with one player",
        lambda: _deal_ab({"A": _make_player("beginner")}),
        Err("bad_players", "players"),
    ),
    # the actions and combinations check themselves
    ('Play("AS")', lambda: piquet_core.Play("AS"), piquet_core.Play(Card.parse("AS"))),
    ("Play(1)", lambda: piquet_core.Play(1), Err("bad_card", "card")),
    ("Cut(1)", lambda: piquet_core.Cut(1), Err("bad_cut", "depth")),
    ("DealCards(4)", lambda: piquet_core.DealCards(4), Err("malformed_action", "by")),
    ("CarteBlanche(9)", lambda: piquet_core.CarteBlanche(9), Err("malformed_action", "exchange")),
    (
        'Discard(h, look="yes")',
        lambda: piquet_core.Discard("9S", look="yes"),
        Err("malformed_action", "look"),
    ),
    ('Point("S", 9, 1)', lambda: Point("S", 9, 1), Err("bad_combination")),
    ('Point("S", 5, 49)', lambda: Point("S", 5, 49), Point(Suit.SPADES, 5, 49)),
    (
        "Sequence of two",
        lambda: piquet_core.Sequence(Suit.SPADES, 2, piquet_core.Rank.ACE),
        Err("bad_combination"),
    ),
    (
        "Sequence of four to a nine",
        lambda: piquet_core.Sequence(Suit.SPADES, 4, 9),
        Err("bad_combination"),
    ),
    (
        "two aces",
        lambda: piquet_core.CardSet(piquet_core.Rank.ACE, 2),
        Err("bad_combination"),
    ),
    ("five aces", lambda: piquet_core.CardSet(14, 5), Err("bad_combination")),
    (
        'Call("point", 5).say("de")',
        lambda: piquet_core.Call(piquet_core.Kind.POINT, 5).say("de"),
        Err("bad_lang", "lang"),
    ),
    (
        'Reply.GOOD.say("RU")',
        lambda: piquet_core.Reply.GOOD.say("RU"),
        piquet_core.Reply.GOOD.say("ru"),
    ),
    (
        'legal_follows(h, "AS") holding AS',
        lambda: piquet_core.legal_follows(ELDER, "AS"),
        Err("duplicate_card", "lead"),
    ),
    (
        'check_follow(h, "AS", "JS") holding AS',
        lambda: piquet_core.check_follow(ELDER, "AS", "JS"),
        Err("duplicate_card", "lead"),
    ),
    (
        "exchange_counts(younger, 9)",
        lambda: RUBICON.exchange_counts("younger", 9),
        Err("bad_count", "elder_took"),
    ),
    (
        'exchange_counts(younger, "3")',
        lambda: RUBICON.exchange_counts("younger", "3"),
        Err("bad_count", "elder_took"),
    ),
    ("Misdeal.takes(elder, 99)", lambda: MISDEAL.takes("elder", 99), Err("bad_count", "discarded")),
    ("BySeat(1, 2)[5]", lambda: BySeat(1, 2)[5], Err("bad_seat")),
    ("from_compact(None)", lambda: piquet_core.from_compact(None), Err("unknown_card")),
    ("is_legal(None)", lambda: _state7().is_legal(None), Err("bad_action_text", "action")),
    ("refusal(None)", lambda: _state7().refusal(None), Err("bad_action_text", "action")),  # type: ignore[arg-type]
    # misleading refusals: a call the hand holds, refused for the rule that bars it
    (
        "declare a held point before calling it",
        lambda: _calling7().apply("declare point H 4 39"),
        Err("call_first"),
    ),
    # crashes
    (
        'card_name(c, "de")',
        lambda: piquet_core.card_name(Card.parse("AS"), "de"),  # type: ignore[arg-type]
        Err("bad_lang", "lang"),
    ),
    ('card_name("QS", "FR")', lambda: piquet_core.card_name("QS", "FR"), "Dame de pique"),  # type: ignore[arg-type]
    ('suit_name("S")', lambda: piquet_core.suit_name("S"), "spades"),  # type: ignore[arg-type]
    ('suit_name("X")', lambda: piquet_core.suit_name("X"), Err("bad_suit", "suit")),  # type: ignore[arg-type]
    ('h.in_suit("S")', lambda: ELDER.in_suit("S"), Hand.parse("AS JS 9S 8S")),
    ('h.in_suit("♥")', lambda: ELDER.in_suit("♥"), Hand.parse("AH KH QH JH 8H")),
    ("h.in_suit(0)", lambda: ELDER.in_suit(0), Err("bad_suit", "suit")),  # type: ignore[arg-type]
    ("Card.from_index(32)", lambda: Card.from_index(32), Err("bad_card_index", "index")),
    ("Card.from_index(31)", lambda: Card.from_index(31), Card.parse("AC")),
    (
        'format_cards(h, lang="de")',
        lambda: piquet_core.format_cards(ELDER, lang="de"),  # type: ignore[arg-type]
        Err("bad_lang", "lang"),
    ),
    (
        'score_deal(tricks=["AH 10H"])',
        lambda: score_deal(ELDER, YOUNGER, tricks=["AH 10H"]),
        Err("incomplete_play"),
    ),
    (
        'score_deal(tricks="AH 10H")',
        lambda: score_deal(ELDER, YOUNGER, tricks="AH 10H"),  # type: ignore[arg-type]
        Err("bad_trick", "tricks"),
    ),
    (
        "score_deal(tricks=[1])",
        lambda: score_deal(ELDER, YOUNGER, tricks=[1]),  # type: ignore[list-item]
        Err("bad_trick", "tricks"),
    ),
    (
        "score_deal(tricks as text)",
        lambda: (
            score_deal(ELDER, YOUNGER, tricks=[f"{a} {b}" for a, b in _tricks()])
            == score_deal(ELDER, YOUNGER, tricks=_tricks())
        ),
        True,
    ),
    ("settle(None)", lambda: piquet_core.settle(None), Err("bad_scores", "scores")),  # type: ignore[arg-type]
    ('transcript("xx")', lambda: _state7().transcript("xx"), Err("bad_lang", "lang")),  # type: ignore[arg-type]
    ('make_player("Expert")', lambda: callable(_make_player("Expert")), True),
    (
        'make_player("grandmaster")',
        lambda: _make_player("grandmaster"),
        Err("unknown_level", "level"),
    ),
    ('elder_takes_in("2")', lambda: _elder_takes_in("2"), Err("bad_odds_question", "named")),
    (
        'CallIrregularities(younger_disallowed="point")',
        lambda: CallIrregularities(younger_disallowed="point").younger_disallowed,
        piquet_core.Kind.POINT,
    ),
    (
        'CallIrregularities(younger_disallowed="points")',
        lambda: CallIrregularities(younger_disallowed="points"),  # type: ignore[arg-type]
        Err("bad_call_irregularities", "younger_disallowed"),
    ),
    (
        'CallIrregularities(younger_answer="maybe")',
        lambda: CallIrregularities(younger_answer="maybe"),  # type: ignore[arg-type]
        Err("bad_call_irregularities", "younger_answer"),
    ),
    (
        'CallIrregularities(called_sequence="AS KH")',
        lambda: CallIrregularities(called_sequence="AS KH"),  # type: ignore[arg-type]
        Err("bad_call_irregularities", "called_sequence"),
    ),
    # valid input refused
    (
        'best_point(h, variant={"name": "rubicon"})',
        lambda: piquet_core.best_point(ELDER, variant={"name": "rubicon"}),
        piquet_core.best_point(ELDER),
    ),
    ("as_variant(RUBICON.to_dict())", lambda: piquet_core.as_variant(RUBICON.to_dict()), RUBICON),
    ("custom-named variant round-trips", _custom_round_trip, True),
    (
        'as_variant({"name": "mine"})',
        lambda: piquet_core.as_variant({"name": "mine"}),
        Err("unknown_variant"),
    ),
    # misleading refusals
    (
        "from_pack(PACK + [PACK[0]])",
        lambda: DealState.from_pack([*piquet_core.PACK, piquet_core.PACK[0]]),
        Err("hand_size"),
    ),
    (
        'parse_hand(h, size="12")',
        lambda: parse_hand(str(ELDER), size="12"),  # type: ignore[arg-type]
        Err("bad_size", "size"),
    ),
    ("apply(None)", lambda: _state7().apply(None), Err("bad_action_text", "action")),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "expected"), [(c, e) for _, c, e in REPORTED_CALLS],
                         ids=[name for name, _, _ in REPORTED_CALLS])  # fmt: skip
def test_a_reported_call_gives_what_it_must(call: Callable[[], object], expected: object) -> None:
    if isinstance(expected, Err):
        with pytest.raises(PiquetError) as caught:
            call()
        assert caught.value.code == expected.code, caught.value
        if expected.argument:
            assert str(caught.value).startswith(f"{expected.argument}:"), caught.value
        return
    assert call() == expected


def test_refusals_name_the_argument() -> None:
    with pytest.raises(PiquetError, match=r"^younger: duplicate card 'AS' \(in the elder"):
        compare_hands(ELDER, _SHARED)
    with pytest.raises(PiquetError, match=r"^follow: duplicate card 'AS'"):
        piquet_core.trick_winner("elder", "AS", "AS")
    with pytest.raises(PiquetError, match=r"does not hold its point of five \(48\) in diamonds"):
        score_deal(ELDER, YOUNGER, declared=_sinking_declared())  # type: ignore[arg-type]


def test_misleading_refusals_say_what_is_wrong() -> None:
    with pytest.raises(PiquetError, match="expected 32 cards, got 33"):
        DealState.from_pack([*piquet_core.PACK, piquet_core.PACK[0]])
    with pytest.raises(PiquetError, match="'12'"):
        parse_hand(str(ELDER), size="12")  # type: ignore[arg-type]
    with pytest.raises(PiquetError, match="not None"):
        _state7().apply(None)  # type: ignore[arg-type]
