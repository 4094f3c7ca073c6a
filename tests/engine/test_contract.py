"""The library keeps its word at every entry.

Every public function of ``__all__`` of :mod:`piquet_core`, :mod:`piquet_core.odds`,
:mod:`piquet_core.bots` and :mod:`piquet_core.trainer` is called with cheap valid arguments,
then with one parameter at a time replaced by a wrong-but-plausible value -- another seat's
spelling, a whole number, a bool, None, lower case, an unknown language, duplicate cards,
hands of 11 and 13, an unknown variant, an unfinished record, a string where an object is
expected, an object where a string is expected. Each call must give an answer or a
:class:`PiquetError` with a code, in one line; never an exception from inside the library
(``AttributeError``, ``KeyError``, ``IndexError``, ``TypeError``, ``AssertionError``, a bare
``ValueError``, ``RecursionError``) and never a call that runs on for seconds: each call
has :data:`LIMIT` seconds, a call over it fails with its name. A :class:`PiquetError` is a
``ValueError`` too, so a refusal is told apart by ``isinstance(err, PiquetError)`` and its
``code`` (not the base class's ``piquet_error``): a bare ``ValueError`` fails the test.

The classes (their constructors and methods) are called by ``tests/engine/test_boundaries.py``,
Bezique by ``tests/bezique/test_boundaries.py``; the count of calls is in ``bench/README.md``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import inspect
import random
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType, ModuleType
from typing import Any

import pytest

import piquet_core
from piquet_core import (
    RUBICON,
    Card,
    DealState,
    Hand,
    Misdeal,
    Partie,
    PiquetError,
    Player,
    Seat,
    bots,
    declare_all,
    odds,
    parse_hand,
    parse_record,
    to_compact,
    trainer,
)
from piquet_core.deal import RECORD_FIELDS
from piquet_core.misdeal import Shape

from .helpers import play_out as _tricks_of

ELDER = "AS JS 9S 8S AH KH QH JH 8H JC 9C KD"
YOUNGER = "QS 10S 10H AC KC QC 10C AD QD JD 10D 7D"
TALON = "KS 7S 9H 7H 9D 8D 8C 7C"
ELEVEN = "AS JS 9S 8S AH KH QH JH 8H JC 9C"
THIRTEEN = ELEVEN + " KD 7S"

#: Seconds one call may take (valid arguments are chosen cheap: small samples, a fixed seed).
LIMIT = 4.0

MODULES: dict[str, ModuleType] = {
    "": piquet_core,
    "odds.": odds,
    "bots.": bots,
    "trainer.": trainer,
}


def _unfinished_state() -> DealState:
    state = DealState.new(seed=7)
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    return state


def _over_state() -> DealState:
    state = DealState.new(seed=3, dealer="B")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def _played_state() -> DealState:
    """A deal past the exchange and into the play (what :func:`bots.knowledge` reads)."""
    state = DealState.new(seed=7)
    while not state.tricks:
        state = state.apply(state.legal_actions()[0])
    return state


UNFINISHED = _unfinished_state()
PLAYED = _played_state()
RECORD: dict[str, object] = {
    "elder": ELDER,
    "younger": YOUNGER,
    "talon": TALON,
    "elder_discards": "9S 8S",
    "younger_discards": "7D",
}

HUGE = 10**6

#: The wrong-but-plausible values tried for every parameter.
WRONG: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    1,
    -1,
    13,
    HUGE,
    2.5,
    "7",
    "",
    " ",
    "x",
    "younger",
    "Elder",
    "north",
    "b",
    "as",
    "ru",
    "de",
    "bogus-variant",
    {"name": "rubicon", "pique_order": "bogus"},
    {"nonsense": 1},
    ELDER.lower(),
    ELEVEN,
    THIRTEEN,
    "AS AS KS QS JS 10S 9S 8S 7S AH KH QH",
    [],
    (),
    [1, 2],
    ("AS", 7),
    b"AS",
    Card.parse("AS"),
    Hand.parse("AS KS"),
    Seat.ELDER,
    Player.B,
    RUBICON,
    UNFINISHED.to_record(),
    UNFINISHED,
)


def _is_called(obj: object) -> bool:
    """A function of ``__all__`` (not a class, a constant or a type alias such as ``Lang``)."""
    return inspect.isroutine(obj)


def _public() -> set[str]:
    names = set()
    for prefix, module in MODULES.items():
        names |= {prefix + n for n in module.__all__ if _is_called(getattr(module, n))}
    return names


DRAW = odds.cavendish_exchange_odds()[0]
EXERCISE = trainer.exercise("point", "rd1", "en")


def _beginners() -> dict[str, Callable[[DealState], Any]]:
    return {"A": bots.make_player("beginner", 1), "B": bots.make_player("beginner", 2)}


#: name -> (function, cheap valid keyword arguments). Every parameter is named, defaults too,
#: so that each is tried wrong.
CALLS: dict[str, tuple[Callable[..., Any], dict[str, object]]] = {
    "all_sequences": (piquet_core.all_sequences, {"hand": ELDER}),
    "all_sets": (piquet_core.all_sets, {"hand": YOUNGER}),
    "as_card": (piquet_core.as_card, {"value": "AS", "argument": "card"}),
    "as_hand": (piquet_core.as_hand, {"value": ELDER}),
    "as_hands": (
        piquet_core.as_hands,
        {"elder": ELDER, "younger": YOUNGER, "size": 12, "most": 12},
    ),
    "as_lang": (piquet_core.as_lang, {"value": "fr", "argument": "lang"}),
    "as_player": (piquet_core.as_player, {"value": "A", "argument": "player"}),
    "as_seat": (piquet_core.as_seat, {"value": "elder", "argument": "seat"}),
    "as_seed": (piquet_core.as_seed, {"value": 7, "argument": "seed", "optional": True}),
    "as_suit": (piquet_core.as_suit, {"value": "S", "argument": "suit"}),
    "as_trick": (piquet_core.as_trick, {"value": "AS KS", "argument": "trick"}),
    "as_variant": (piquet_core.as_variant, {"value": "au-cent"}),
    "best_point": (piquet_core.best_point, {"hand": ELDER, "variant": "rubicon"}),
    "can_declare": (
        piquet_core.can_declare,
        {"hand": ELDER, "item": declare_all(ELDER).sequences[0]},
    ),
    "card_name": (piquet_core.card_name, {"card": "AS", "lang": "ru", "game": "bezique"}),
    "check_follow": (
        piquet_core.check_follow,
        {"hand": YOUNGER, "lead": "AH", "card": "10H", "trick": 1, "who": "younger"},
    ),
    "compare_declared": (
        piquet_core.compare_declared,
        {"elder": declare_all(ELDER), "younger": declare_all(YOUNGER), "variant": "rubicon"},
    ),
    "compare_hands": (
        piquet_core.compare_hands,
        {"elder": ELDER, "younger": YOUNGER, "variant": "au-cent"},
    ),
    "declare_all": (piquet_core.declare_all, {"hand": ELDER, "variant": "russian"}),
    "first_dealer_from_cut": (
        piquet_core.first_dealer_from_cut,
        {
            "cut_a": "9S",
            "cut_b": "KH",
            "variant": "rubicon",
            "chooses_to_deal": True,
            "take_lowest": True,
        },
    ),
    "format_cards": (piquet_core.format_cards, {"cards": ELDER, "lang": "fr", "symbols": False}),
    "from_compact": (piquet_core.from_compact, {"text": to_compact(ELDER)}),
    "is_carte_blanche": (piquet_core.is_carte_blanche, {"hand": ELDER}),
    "legal_follows": (piquet_core.legal_follows, {"hand": YOUNGER, "lead": "AH"}),
    "parse_action": (piquet_core.parse_action, {"text": "discard 9S 8S"}),
    "parse_cards": (piquet_core.parse_cards, {"text": "A♠ RP", "lang": None}),
    "parse_hand": (piquet_core.parse_hand, {"text": ELDER, "size": 12, "lang": "en"}),
    "parse_record": (piquet_core.parse_record, {"obj": RECORD}),
    "play_out": (
        piquet_core.play_out,
        {"state": UNFINISHED, "policy": bots.make_player("beginner", 1), "limit": 1000},
    ),
    "play_tricks": (
        piquet_core.play_tricks,
        {
            "elder": ELDER,
            "younger": YOUNGER,
            "tricks": _tricks_of(parse_hand(ELDER), parse_hand(YOUNGER)),
            "variant": "rubicon",
            "complete": True,
        },
    ),
    "replay": (piquet_core.replay, {"obj": RECORD, "events": True}),
    "replay_record": (piquet_core.replay_record, {"record": parse_record(RECORD)}),
    "score_deal": (
        piquet_core.score_deal,
        {
            "elder": ELDER,
            "younger": YOUNGER,
            "elder_dealt": None,
            "younger_dealt": None,
            "tricks": None,
            "variant": "rubicon",
            "declared": None,
        },
    ),
    "settle": (piquet_core.settle, {"scores": (120, 80), "variant": "rubicon"}),
    "suit_name": (piquet_core.suit_name, {"suit": "H", "lang": "fr"}),
    "to_compact": (piquet_core.to_compact, {"cards": ELDER}),
    "trick_winner": (piquet_core.trick_winner, {"leader": "elder", "lead": "AH", "follow": "KH"}),
    "variant_by_name": (piquet_core.variant_by_name, {"name": "au-cent"}),
    # the odds
    "odds.at_least": (odds.at_least, {"pool": 20, "wanted": 4, "drawn": 5, "k": 1}),
    "odds.carte_blanche": (odds.carte_blanche, {}),
    "odds.carte_blanche_either": (odds.carte_blanche_either, {}),
    "odds.cavendish_exchange_odds": (odds.cavendish_exchange_odds, {}),
    "odds.cavendish_text_odds": (odds.cavendish_text_odds, {}),
    "odds.compare": (odds.compare, {"exact": DRAW.odds, "printed": DRAW.printed}),
    "odds.de_moivre": (odds.de_moivre, {"number": 1}),
    "odds.de_moivre_pattern_count": (
        odds.de_moivre_pattern_count,
        {"hand": 12, "suits": 4, "ranks": 8},
    ),
    "odds.de_moivre_problems": (odds.de_moivre_problems, {}),
    "odds.elder_takes_in": (odds.elder_takes_in, {"named": 2, "k": 1, "takes": 5}),
    "odds.explain": (odds.explain, {"draw": DRAW.draw, "printed": DRAW.printed}),
    "odds.find_reading": (odds.find_reading, {"draw": DRAW.draw, "printed": DRAW.printed}),
    "odds.hypergeometric": (odds.hypergeometric, {"pool": 20, "wanted": 4, "drawn": 5, "k": 1}),
    "odds.hypergeometric_distribution": (
        odds.hypergeometric_distribution,
        {"pool": 20, "wanted": 4, "drawn": 5},
    ),
    "odds.multivariate": (
        odds.multivariate,
        {"pool": 20, "groups": (4, 4), "drawn": 5, "success": lambda c: sum(c) >= 2},
    ),
    "odds.suit_classes": (odds.suit_classes, {"hand": 12, "suits": 4, "ranks": 8}),
    "odds.suit_classes_by_patterns": (
        odds.suit_classes_by_patterns,
        {"hand": 12, "suits": 4, "ranks": 8},
    ),
    "odds.suit_patterns": (odds.suit_patterns, {"hand": 12, "suits": 4, "ranks": 8}),
    "odds.take_in_chance": (
        odds.take_in_chance,
        {
            "hand": ELDER,
            "wanted": "KS",
            "seat": "elder",
            "at_least": 1,
            "elder_takes": 5,
            "takes": None,
        },
    ),
    "odds.younger_takes_in": (
        odds.younger_takes_in,
        {"named": 2, "k": 1, "elder_takes": 5, "takes": None},
    ),
    # the computer players
    "bots.advise": (
        bots.advise,
        {
            "hand": ELDER,
            "seat": "elder",
            "variant": "rubicon",
            "samples": 4,
            "seed": 0,
            "elder_took": 5,
            "reasons": 1,
        },
    ),
    "bots.best_card": (
        bots.best_card,
        {"values": {Card.parse("AS"): 1, Card.parse("KS"): -1}, "seat": "younger"},
    ),
    "bots.duplicate_match": (
        bots.duplicate_match,
        {"level_a": "beginner", "level_b": "beginner", "pairs": 1, "seed": 0, "variant": RUBICON},
    ),
    "bots.knowledge": (bots.knowledge, {"state": PLAYED, "seat": "elder"}),
    "bots.make_player": (bots.make_player, {"level": "club", "seed": 1}),
    "bots.play_deal": (
        bots.play_deal,
        {
            "seed": 3,
            "players": _beginners(),
            "dealer": "B",
            "variant": "rubicon",
            "deal_by": 3,
        },
    ),
    "bots.play_partie": (
        bots.play_partie,
        {"seed": 3, "players": _beginners(), "first_dealer": "A", "variant": "rubicon"},
    ),
    "bots.solve": (
        bots.solve,
        {
            "elder": "AS KS",
            "younger": "QS 7H",
            "leader": "elder",
            "elder_tricks": 0,
            "played": None,
            "variant": "rubicon",
        },
    ),
    # the trainer
    "trainer.check": (
        trainer.check,
        {"ex": EXERCISE, "answers": {EXERCISE.questions[0].id: ["5"]}},
    ),
    "trainer.daily_seed": (trainer.daily_seed, {"day": dt.date(2026, 12, 2)}),
    "trainer.exercise": (trainer.exercise, {"drill": "point", "seed": "rd1", "lang": "ru"}),
    "trainer.as_drill": (trainer.as_drill, {"drill": "Point"}),
    "trainer.new_seed": (trainer.new_seed, {"rng": random.Random(1)}),
}


def _defaults(cls: Any) -> dict[str, object]:
    """A dataclass's fields at their defaults, by name."""
    value = cls()
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(cls)}


DEALT = DealState.from_hands(ELDER, YOUNGER, TALON)
OVER = _over_state()
PARTIE = Partie(first_dealer=Player.B)
MISDEAL = Misdeal.of(Shape(13, 11, 8), "stand", RUBICON)
HELD = parse_hand(ELDER)

#: The constructors and methods of the classes of ``__all__`` that take what a user types: a
#: deal's state and its actions, hands, cards, a partie, variants, misdeals, irregularities.
METHODS: dict[str, tuple[Callable[..., Any], dict[str, object]]] = {
    "DealState.new": (
        DealState.new,
        {"seed": 1, "variant": "au-cent", "dealer": "B", "deal_by": 2},
    ),
    "DealState.from_hands": (
        DealState.from_hands,
        {
            "elder": ELDER,
            "younger": YOUNGER,
            "talon": TALON,
            "variant": "rubicon",
            "dealer": "A",
            "misdeal": None,
        },
    ),
    "DealState.from_pack": (
        DealState.from_pack,
        {"pack": list(piquet_core.PACK), "variant": "russian", "dealer": "B", "deal_by": None},
    ),
    "DealState.from_record": (DealState.from_record, {"record": UNFINISHED.to_record()}),
    "DealState.cut_for_deal": (
        DealState.cut_for_deal,
        {"rng": random.Random(1), "variant": "au-cent"},
    ),
    "DealState.apply": (DEALT.apply, {"action": "discard 9S 8S", "seat": "elder"}),
    "DealState.refusal": (DEALT.refusal, {"action": "discard 9S 8S", "seat": None}),
    "DealState.is_legal": (DEALT.is_legal, {"action": "discard 9S 8S"}),
    "DealState.hand": (DEALT.hand, {"seat": "elder"}),
    "DealState.takes": (DEALT.takes, {"seat": "elder", "discarded": 3}),
    "DealState.transcript": (OVER.transcript, {"lang": "fr"}),
    "DealState.score": (OVER.score, {"declared": "full"}),
    "DealState.with_irregularities": (
        DEALT.with_irregularities,
        {"irr": piquet_core.Irregularities()},
    ),
    "Hand": (Hand, {"cards": "AS KS"}),
    "Hand.parse": (Hand.parse, {"text": "AS KS", "lang": None}),
    "Hand.from_mask": (Hand.from_mask, {"mask": 5}),
    "Hand.in_suit": (HELD.in_suit, {"suit": "S"}),
    "Hand.suit_mask": (HELD.suit_mask, {"suit": "S"}),
    "Hand.format": (HELD.format, {"lang": "fr", "symbols": False}),
    "Hand.issubset": (HELD.issubset, {"other": ELDER}),
    "Card.parse": (Card.parse, {"token": "AS", "lang": None}),
    "Card.from_index": (Card.from_index, {"index": 3}),
    "Card.format": (Card.parse("AS").format, {"lang": "ru", "symbols": True}),
    "Partie": (
        Partie,
        {
            "variant": RUBICON,
            "first_dealer": Player.B,
            "entries": (),
            "games": (),
            "game_scores": (0, 0),
        },
    ),
    "Partie.record": (PARTIE.record, {"deal": OVER, "dealer": "B", "marked": None}),
    "Partie.multiplier": (PARTIE.multiplier, {"number": 1}),
    "Variant.from_dict": (piquet_core.Variant.from_dict, {"data": piquet_core.AU_CENT.to_dict()}),
    "Variant.exchange_counts": (RUBICON.exchange_counts, {"seat": "younger", "elder_took": 3}),
    "Variant.elder_exchange_ok": (RUBICON.elder_exchange_ok, {"n": 3}),
    "Variant.younger_exchange_ok": (RUBICON.younger_exchange_ok, {"n": 3, "remaining": 3}),
    "Variant.may_pique": (RUBICON.may_pique, {"seat": "younger"}),
    "Misdeal.of": (Misdeal.of, {"shape": Shape(13, 11, 8), "option": "stand", "variant": RUBICON}),
    "Misdeal.check_discard": (
        MISDEAL.check_discard,
        {"seat": "elder", "count": 2, "variant": RUBICON, "elder_took": 0},
    ),
    "Misdeal.takes": (MISDEAL.takes, {"seat": "elder", "discarded": 2}),
    "Misdeal.discard_counts": (
        MISDEAL.discard_counts,
        {"seat": "elder", "variant": RUBICON, "elder_took": 0},
    ),
    "Misdeal.rulings": (MISDEAL.rulings, {"variant": RUBICON}),
    # every field, at its default
    "Irregularities": (piquet_core.Irregularities, _defaults(piquet_core.Irregularities)),
    "CallIrregularities": (
        piquet_core.CallIrregularities,
        _defaults(piquet_core.CallIrregularities),
    ),
}
CALLS.update(METHODS)

#: Parameters not tried with :data:`HUGE`, each with its reason: a count the library must
#: take at its word (a million samples or parties is as much work as asked, not a mistake).
SLOW: dict[tuple[str, str], str] = {
    ("bots.advise", "samples"): "a million sampled hands are a million hands to play out",
    ("bots.duplicate_match", "pairs"): "a million pairs of parties are two million parties",
}


class CallTooSlow(BaseException):  # a BaseException, so no `except Exception` swallows it
    """A call ran over :data:`LIMIT`."""


@contextmanager
def _time_limit(name: str) -> Iterator[None]:
    def stop(signum: int, frame: FrameType | None) -> None:
        raise CallTooSlow(f"{name}: over {LIMIT} s")

    if not hasattr(signal, "setitimer"):  # no SIGALRM (Windows): no limit
        yield
        return
    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, LIMIT)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _call(name: str, changes: dict[str, object]) -> object:
    func, kwargs = CALLS[name]
    with _time_limit(name):
        return func(**{**kwargs, **changes})


def _cases() -> list[Any]:
    out = []
    for name, (_, kwargs) in CALLS.items():
        for param in kwargs:
            for i, value in enumerate(WRONG):
                if (name, param) in SLOW and value == HUGE and value.__class__ is int:
                    continue
                shown = repr(value) if not isinstance(value, DealState) else "DealState"
                shown = shown if len(shown) <= 24 else shown[:21] + "..."
                out.append(pytest.param(name, param, i, id=f"{name}-{param}-{i:02}-{shown}"))
    return out


CASES = _cases()


def test_every_public_function_is_called() -> None:
    assert _public() == set(CALLS) - set(METHODS), sorted(_public() ^ set(CALLS) - set(METHODS))
    assert {name.split(".")[0] for name in METHODS} <= set(piquet_core.__all__)
    for name, (func, kwargs) in CALLS.items():
        params = inspect.signature(func).parameters
        assert set(kwargs) == set(params), (name, sorted(set(params) ^ set(kwargs)))


def test_the_contract_counts_its_calls() -> None:
    assert HUGE in WRONG and set(SLOW) <= {(n, p) for n, (_, kw) in CALLS.items() for p in kw}
    tried = sum(len(kw) for _, kw in CALLS.values()) * len(WRONG) - len(SLOW)
    assert len(CASES) == tried > 4000


@pytest.mark.parametrize("name", sorted(CALLS))
def test_valid_arguments_are_answered(name: str) -> None:
    _call(name, {})


@pytest.mark.parametrize(("name", "param", "index"), CASES)
def test_wrong_values_are_answered_or_refused(name: str, param: str, index: int) -> None:
    value = WRONG[index]
    try:
        result = _call(name, {param: value})
    except PiquetError as err:
        assert isinstance(err.code, str) and err.code != PiquetError.code, (
            f"a refusal has a code: {err!r}"
        )
        assert str(err) and "\n" not in str(err), "a refusal says why, in one line"
    else:
        # replay() never raises: its refusal is {"error", "code"}, and "internal" is a crash
        assert not (isinstance(result, dict) and result.get("code") == "internal"), result
    # anything else (AttributeError, KeyError, TypeError, a bare ValueError, CallTooSlow)
    # fails the test


#: The records of the JSON contract of ``piquet replay`` whose fields are tried wrong: a plain
#: record, a finished deal's record with its history, and a record stopped in the calls.
RECORDS: dict[str, dict[str, object]] = {
    "plain": RECORD,
    "history": OVER.to_record(),
    "unfinished": UNFINISHED.to_record(),
}


@pytest.mark.parametrize("field", RECORD_FIELDS)
@pytest.mark.parametrize("record", sorted(RECORDS))
def test_wrong_record_fields_are_refused_with_a_code(record: str, field: str) -> None:
    """Each field of a record (the irregular ones too) given each wrong value: ``replay``
    answers or refuses with a code, never ``internal``; ``DealState.from_record`` answers or
    raises a :class:`PiquetError`."""
    crashes = []
    for value in WRONG:
        changed = {**RECORDS[record], field: value}
        with _time_limit(f"replay {record} {field}={value!r}"):
            out = piquet_core.replay(changed)
        if out.get("code") == "internal":
            crashes.append(f"replay {field}={value!r}: {out['error']}")
        try:
            with _time_limit(f"DealState.from_record {record} {field}={value!r}"):
                DealState.from_record(changed)
        except PiquetError as err:
            assert err.code != PiquetError.code, err
        except Exception as err:
            crashes.append(f"from_record {field}={value!r}: {err!r}")
    assert not crashes, crashes


# --- the silent wrong answers the contract found, each now right or refused ------------------


@pytest.mark.parametrize(
    ("call", "code"),
    [
        # random.Random("7") samples otherwise than random.Random(7)
        (lambda: bots.advise(ELDER, samples=2, seed="7", reasons=0), "bad_seed"),  # type: ignore[arg-type]
        (lambda: bots.duplicate_match("beginner", "beginner", 1, seed=True), "bad_seed"),
        # -1 wanted cards was a probability of 0, a float of samples a crash deep inside
        (lambda: odds.at_least(20, -1, 5), "bad_odds_question"),
        (lambda: odds.hypergeometric_distribution(20, 4, 21), "bad_odds_question"),
        (lambda: bots.advise(ELDER, samples=2.5), "bad_count"),  # type: ignore[arg-type]
        # "no" is true: the symbols were shown
        (lambda: piquet_core.format_cards(ELDER, symbols="no"), "bad_flag"),  # type: ignore[arg-type]
        (lambda: piquet_core.play_tricks(ELDER, YOUNGER, [], complete="no"), "bad_flag"),  # type: ignore[arg-type]
        # False was "no generator given": a fresh random seed
        (lambda: trainer.new_seed(False), "bad_argument"),  # type: ignore[arg-type]
        # a record stopped in the calls was scored with every declaration in full
        (lambda: parse_record(UNFINISHED.to_record()), "unfinished_record"),
        (lambda: trainer.exercise("bogus", "rd1", "en"), "bad_drill"),
        (lambda: trainer.exercise("point", "rd1", "de"), "bad_lang"),  # type: ignore[arg-type]
    ],
    ids=[
        "advise-seed-str",
        "duplicate-seed-bool",
        "at_least-minus-one",
        "distribution-too-many",
        "advise-samples-float",
        "format-symbols-no",
        "play_tricks-complete-no",
        "new_seed-False",
        "unfinished-record",
        "unknown-drill",
        "unknown-lang",
    ],
)
def test_what_was_answered_wrong_is_refused(call: Callable[[], object], code: str) -> None:
    with pytest.raises(PiquetError) as err:
        call()
    assert err.value.code == code, err.value


def test_what_was_answered_wrong_is_answered_right() -> None:
    ex = trainer.exercise("point", "rd1", "en")
    number = next(q for q in ex.questions if q.kind == "number" and len(q.answer[0]) > 1)
    right = number.answer[0]  # "29" read as the list of its characters was "2": wrong
    assert trainer.check(ex, {number.id: right}) == trainer.check(ex, {number.id: [right]})
    assert trainer.check(ex, {number.id: right}).items[-1][0] == "right"
    when = dt.datetime(2026, 12, 2, 10, 30)
    assert trainer.daily_seed(when) == trainer.daily_seed(when.date()) == "d2026-12-02"
    assert piquet_core.replay(UNFINISHED.to_record())["unfinished"]  # replay still reads it
    early = DealState.new(seed=7)
    early = early.apply(early.legal_actions()[0])  # an irregular deal stopped in the exchange
    irregular = {**early.to_record(), "looked_at_stock": "elder"}
    assert piquet_core.replay(irregular)["code"] == "unfinished_record"  # was "internal"
    assert piquet_core.replay_record(RECORD) == piquet_core.replay_record(parse_record(RECORD))
    assert "AS" in parse_hand(ELDER) and "as" in parse_hand(ELDER) and "7S" not in parse_hand(ELDER)
