# ruff: noqa: RUF002  (Russian quotations are intended)
"""The Bezique public API keeps its word at every entry.

Every callable of ``piquet_core.bezique.__all__`` (and the methods a user calls on its values)
is called with wrong-but-plausible values of each parameter -- other seats, whole numbers,
bools, None, lower case, other languages, duplicate cards, wrong sizes, unknown rule names --
and must give a correct answer or a :class:`PiquetError`; never a crash inside the library
(``AttributeError``, ``KeyError``, ``IndexError``, ``TypeError``, a bare ``ValueError``).
A refusal of an argument is a :class:`BeziqueArgumentError` that names it. Then the values
that are not wrong at all, only spelt another way (``"H"`` for hearts, a hand as a string, a
move as its text, rules as a dict), are checked to give the same answer as the canonical ones.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any

import pytest

from piquet_core import bezique as bz
from piquet_core.bezique.bots import Plain
from piquet_core.errors import PiquetError

HAND = "QH JD KH QH AH 10H JH"
H = bz.Suit.HEARTS

#: The wrong-but-plausible values tried for every parameter.
WRONG: tuple[object, ...] = (
    None,
    True,
    False,
    0,
    1,
    -1,
    5,
    2.5,
    "",
    "x",
    "h",
    "elder",
    "черви",
    "cœur",
    "de",
    "QH QH QH QH QH QH QH QH QH QH",  # more copies than eight packs hold
    " ".join(["9S"] * 4),  # four of a card the pack has three of
    " ".join(["AS"] * 19),  # more than a hand
    "AS KS",  # too few for a pack
    [],
    {},
    {"colour": "red"},
    {"cover": "bogus"},
    ("QH", 7),
    b"QH",
)

#: Names of ``__all__`` that are not called here: constants, the union alias, the error
#: classes (the engine builds them) and the result records, which the engine fills in and a
#: user reads (their fields are typed; building one by hand is not a way in).
NOT_CALLED = {
    "DEFAULT_TARGET",
    "EMPTY_RECORD",
    "HAND_SIZE",
    "JOKER",
    "PLAIN_FOURS",
    "READINGS",
    "SERIES_TABLE",
    "SET_TABLE",
    "PackCard",
    "BeziqueArgumentError",
    "BeziqueCardError",
    "BeziqueError",
    "BeziquePlayError",
    "BeziqueRulesError",
    "IllegalMeldError",
    "Deal",
    "DealRecord",
    "Evaluation",
    "Event",
    "Game",
    "MeldExercise",
    "MeldRecord",
    "MeldScore",
    "Play",
    "PrintedFigure",
    "Reading",
    "ScoreItem",
}


def _game() -> bz.Game:
    return bz.Game.start(bz.deal(3))


def _declaring_game() -> tuple[bz.Game, bz.Meld]:
    """A game at a declaration, the winner holding 17 and a meld to declare."""
    game = _game()
    while True:
        game = bz.apply_move(game, Plain()(game))
        melds = [m.meld for m in bz.legal_moves(game) if m.meld is not None]
        if melds:
            return game, melds[0]


def _match() -> bz.Match:
    return bz.Match.start(None, 3)


def _record() -> bz.DealRecord:
    match = bz.Match.start(bz.MatchSettings(target=100), 2)
    while not match.deals:
        assert match.game is not None
        match = match.apply(Plain()(match.game))
    return match.deals[0]


GAME = _game()
DECLARING, MELD = _declaring_game()
MATCH = _match()

#: name -> (callable, valid keyword arguments)
CALLS: dict[str, tuple[Callable[..., Any], dict[str, object]]] = {
    # enums: a value or a name, any case
    **{
        name: (getattr(bz, name), {"value": next(iter(getattr(bz, name))).value})
        for name in (
            "BeyondTable",
            "Colour",
            "CoverRule",
            "JokerRule",
            "Likewise",
            "MeldKind",
            "MoveKind",
            "MultipleMeld",
            "Phase",
            "Rank",
            "RankOrder",
            "RepeatRule",
            "Series",
            "SeriesScope",
            "Suit",
            "TrickPoints",
            "TrumpSet",
        )
    },
    "BeziqueRules": (bz.BeziqueRules, {"packs": 8, "cover": "same-suit", "plain_marriages": True}),
    "BeziqueRules.with_switches": (bz.BeziqueRules().with_switches, {"cover": "same-suit"}),
    "BeziqueRules.from_dict": (bz.BeziqueRules.from_dict, {"data": {"packs": 10}}),
    "Card": (bz.Card, {"suit": H, "rank": bz.Rank.QUEEN}),
    "Joker": (bz.Joker, {}),
    "Match": (bz.Match.start, {"settings": None, "seed": 3}),
    "Match.apply": (MATCH.apply, {"move": MATCH.legal_moves()[0], "seat": MATCH.to_act}),
    "MatchSettings": (
        bz.MatchSettings,
        {"seats": 3, "target": 2000, "rules": {"packs": 10}, "first_dealer": 1},
    ),
    "Meld": (bz.Meld, {"kind": "four", "times": 2, "rank": "K"}),
    "Meld.from_name": (bz.Meld.from_name, {"name": "double bezique"}),
    "Meld.marriage": (bz.Meld.marriage, {"times": 1, "suit": "S"}),
    "Meld.trump_four": (bz.Meld.trump_four, {"trump_set": "trump kings", "times": 1}),
    "Move": (bz.Move, {"kind": "play", "card": "QH"}),
    "Move.parse": (bz.Move.parse, {"text": "play JK=AS"}),
    "Move.play": (bz.Move.play, {"card": "JK", "plays_as": "AS"}),
    "Move.declare": (bz.Move.declare, {"meld": "bezique"}),
    "Game.play": (GAME.play, {"player": 0, "card": GAME.hands[0][0], "plays_as": None}),
    "Game.exchange_nine": (GAME.exchange_nine, {"player": 0}),
    "Game.may_declare": (DECLARING.may_declare, {"player": DECLARING.leader}),
    "Game.meld_value": (
        DECLARING.meld_value,
        {"player": DECLARING.leader, "meld": MELD},
    ),
    "Game.declare": (DECLARING.declare, {"player": DECLARING.leader, "meld": MELD.name}),
    "Game.skip": (DECLARING.skip, {"player": DECLARING.leader}),
    "DealRecord.points": (_record().points, {"seat": 0}),
    "MeldRecord.before": (
        bz.MeldRecord.before,
        {"trump": "H", "series": {"bezique": 1}, "sets": {"trump kings": 4}},
    ),
    "RankOrder.strength": (bz.RankOrder.SEED.strength, {"rank": "Q"}),
    "TrumpSet.card": (bz.TrumpSet.TRUMP_KINGS.card, {"trump": "H"}),
    "active_seats": (bz.active_seats, {"seats": 3, "dealer": 1, "rules": None}),
    "apply_move": (bz.apply_move, {"game": GAME, "move": "play " + str(GAME.hands[0][0])}),
    "as_card": (bz.as_card, {"value": "qh"}),
    "as_cards": (bz.as_cards, {"value": HAND}),
    "as_rules": (bz.as_rules, {"value": {"cover": "same-suit"}}),
    "as_suit": (bz.as_suit, {"value": "h"}),
    "beats": (bz.beats, {"new": "KH", "best": "QH", "trump": "S", "rules": None}),
    "best_meld": (
        bz.best_meld,
        {"hand": HAND, "trump": "H", "record": None, "rules": None, "others": ()},
    ),
    "deal": (bz.deal, {"seed": 3, "seats": 3, "dealer": 0, "rules": None}),
    "deal_pack": (
        bz.deal_pack,
        {"pack": bz.full_pack(8), "seats": 2, "dealer": 0, "rules": None},
    ),
    "evaluate": (
        bz.evaluate,
        {"meld": "bezique", "hand": HAND, "trump": "H", "record": None, "rules": None},
    ),
    "extra_value": (
        bz.extra_value,
        {"trump_set": "trump kings", "ordinal": 8, "beyond": "extend", "likewise": "own-set"},
    ),
    "format_cards": (bz.format_cards, {"cards": HAND, "style": "ru"}),
    "full_pack": (bz.full_pack, {"packs": 10}),
    "legal_melds": (
        bz.legal_melds,
        {"hand": HAND, "trump": "H", "record": None, "rules": None, "others": ()},
    ),
    "legal_moves": (bz.legal_moves, {"game": GAME}),
    "meld_exercise": (bz.meld_exercise, {"seed": 4, "rules": None, "ask_best": None}),
    "pack_composition": (bz.pack_composition, {"packs": 8}),
    "parse_card": (bz.parse_card, {"token": "Д♥"}),
    "parse_cards": (bz.parse_cards, {"text": HAND}),
    "played_deal": (bz.played_deal, {"seed": 2, "seats": 2, "rules": None}),
    "printed_figures": (bz.printed_figures, {}),
    "replay": (bz.replay, {"settings": None, "seed": 3, "moves": ["pass"]}),
    "running_score": (
        bz.running_score,
        {"hand": HAND, "trump": "H", "melds": ["bezique", "trump quint"], "rules": None},
    ),
    "score_meld": (bz.score_meld, {"meld": "bezique", "record": None, "rules": None}),
    "series_value": (bz.series_value, {"series": "bezique", "ordinal": 3, "beyond": "extend"}),
}


def test_every_public_name_is_called_or_excused() -> None:
    called = {name.split(".")[0] for name in CALLS}
    assert set(bz.__all__) - NOT_CALLED <= called
    assert set(bz.__all__) >= NOT_CALLED


def _cases() -> list[tuple[str, str, object]]:
    out = []
    for name, (_, kwargs) in CALLS.items():
        for param in kwargs:
            out += [(name, param, value) for value in WRONG]
    return out


CASES = _cases()


def _call(key: str, changes: dict[str, object]) -> object:
    func, kwargs = CALLS[key]
    return func(**{**kwargs, **changes})


@pytest.mark.parametrize("name", sorted(CALLS))
def test_valid_arguments_are_answered(name: str) -> None:
    func, kwargs = CALLS[name]
    if name == "replay":
        with pytest.raises(PiquetError):  # 'pass' is not the first move of a deal
            func(**kwargs)
        return
    if name in ("Game.exchange_nine",):
        with pytest.raises(bz.BeziquePlayError):  # seat 0 holds no trump nine here
            func(**kwargs)
        return
    func(**kwargs)


def test_the_contract_counts_its_calls() -> None:
    # the count goes in bench/README.md beside the fuzz
    assert len(CASES) == sum(len(kw) for _, kw in CALLS.values()) * len(WRONG)
    assert len(CASES) > 2000


@pytest.mark.parametrize(("name", "param", "value"), CASES, ids=lambda v: repr(v)[:20])
def test_wrong_values_are_answered_or_refused_by_name(name: str, param: str, value: object) -> None:
    try:
        _call(name, {param: value})
    except PiquetError as err:
        assert str(err), "a refusal says why"
        if isinstance(err, bz.BeziqueArgumentError):
            func, _ = CALLS[name]
            names = set(inspect.signature(func).parameters)
            # the argument refused is the one given, or the value inside it that is wrong
            assert (
                err.argument in str(err)
                or err.argument.split("[")[0] in names
                or (err.argument in {c.__name__ for c in (bz.Rank, bz.Suit, bz.MeldKind)})
            ), (err.argument, str(err))
    # anything else (AttributeError, KeyError, TypeError, a bare ValueError) fails the test


# --- spelt another way, answered the same ---------------------------------------------------


@pytest.mark.parametrize("trump", [H, "H", "h", "♥", "hearts", "Hearts", "cœur", "черви"])
@pytest.mark.parametrize("hand", [HAND, HAND.lower(), HAND.split(), bz.parse_cards(HAND)])
def test_best_meld_reads_hands_and_suits_in_any_notation(trump: object, hand: object) -> None:
    """«Козырная квинта (т. е. Т, К, Д, В, 10 …) … первая — 50»: A K Q J 10 of hearts is the
    best meld of this hand (the bezique Q♥ J♦ scores 25, the marriage 20)."""
    best = bz.best_meld(hand, trump)  # type: ignore[arg-type]
    assert best is not None
    assert best.score.meld == bz.Meld.quint() and best.points == 50


def test_rules_check_themselves_however_built() -> None:
    rules = bz.BeziqueRules()
    with pytest.raises(bz.BeziqueRulesError) as err:
        dataclasses.replace(rules, cover="bogus")  # type: ignore[arg-type]
    assert err.value.switch == "cover" and "cover" in str(err.value)
    with pytest.raises(bz.BeziqueRulesError, match="plain_marriages"):
        bz.BeziqueRules(plain_marriages="no")  # type: ignore[arg-type]
    with pytest.raises(bz.BeziqueRulesError, match="unknown Bezique switch 'colour'"):
        bz.BeziqueRules.from_dict({"colour": "red"})
    assert bz.BeziqueRules.from_dict(rules.to_dict()) == rules
    assert bz.as_rules({"plain_marriages": "on"}) == bz.BeziqueRules(plain_marriages=True)
    assert bz.MatchSettings(rules={"packs": 10}).rules.packs == 10  # type: ignore[arg-type]
    marriages = bz.legal_melds("KS QS", "H", rules={"plain_marriages": True})
    assert [e.score.meld for e in marriages] == [bz.Meld.marriage(suit=bz.Suit.SPADES)]


def test_moves_as_text_and_a_finished_match_replays() -> None:
    with pytest.raises(PiquetError, match="text"):
        bz.Move.parse(None)  # type: ignore[arg-type]
    match = bz.Match.start(bz.MatchSettings(target=1500), 5)
    while not match.over:
        assert match.game is not None
        move = Plain()(match.game)
        same = match.apply(str(move))
        match = match.apply(move)
        assert same == match
    again = bz.replay(match.settings, match.seed, match.moves)
    assert again.totals == match.totals != (0, 0)


def test_bezique_errors_do_not_reuse_piquet_names() -> None:
    import piquet_core

    piquet_names = {n for n in dir(piquet_core) if n.endswith("Error")}
    bezique_errors = {n for n in bz.__all__ if n.endswith("Error")}
    assert not piquet_names & bezique_errors


def test_docstring_examples_run() -> None:
    import doctest

    from piquet_core.bezique import cards

    for module in (bz, cards):
        result = doctest.testmod(module, raise_on_error=False)
        assert result.attempted >= 1 and result.failed == 0, module.__name__
