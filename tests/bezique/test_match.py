# ruff: noqa: RUF002  (Russian quotations are intended)
"""Whole games of Bezique: the turn of deal, the agreed total, the score carried, 2–4 seats."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from piquet_core.bezique import (
    JOKER,
    BeziqueRules,
    Card,
    Game,
    Phase,
    Rank,
    Suit,
    pack_composition,
)
from piquet_core.bezique.bots import Plain, Strong
from piquet_core.bezique.deal import HAND_SIZE, deal, deal_pack, shuffled_pack
from piquet_core.bezique.errors import BeziqueError, BeziquePlayError
from piquet_core.bezique.game import BRISQUE_VALUE, trick_value
from piquet_core.bezique.match import (
    DEFAULT_TARGET,
    DealRecord,
    Match,
    MatchSettings,
    deal_seed,
    replay,
)
from piquet_core.bezique.moves import Move, MoveKind, apply_move, legal_moves


def _audit_game(
    settings: MatchSettings, seed: int, chooser: object, rng: random.Random | None = None
) -> Match:
    """Play a whole game, checking every move, the cards and the score after each."""
    match = Match.start(settings, seed)
    rules = settings.rules
    expected = pack_composition(rules.packs)
    melds: list[int] = []
    tricks: list[int] = []
    dealers: list[int] = []
    deals_seen = 0
    steps = 0
    while not match.over:
        game = match.game
        assert game is not None
        if len(match.deals) != deals_seen or not dealers:
            deals_seen = len(match.deals)
            dealers.append(match.dealer)
            melds = [0] * game.players
            tricks = [0] * game.players
            # the dealer sits out with three or four at the table (S002)
            assert (match.dealer in game.seats) == (settings.seats == 2)
            assert all(len(h) == HAND_SIZE for h in game.hands)
        moves = match.legal_moves()
        assert moves, "a game in play always has a move"
        if rng is not None:
            move = rng.choice(moves)
        else:
            assert callable(chooser)
            move = chooser(game)
            assert move in moves, f"{move} is not legal"
        p = game.to_act
        if move.kind is MoveKind.DECLARE:
            assert move.meld is not None
            melds[p] += game.meld_value(p, move.meld).points
        after = match.apply(move)
        steps += 1
        if after.game is not None and len(after.deals) == len(match.deals):
            g = after.game
            assert g.all_cards() == expected  # cards conserved
            if g.phase is Phase.DECLARE:
                tricks[g.leader] += trick_value(g.trick, rules)
            assert g.scores == tuple(melds)
            assert g.trick_points == tuple(tricks)
        else:
            record = after.deals[-1]
            assert record.melds == tuple(melds)
            # the last trick's points were added at its end; recompute from the move list
            assert sum(record.tricks) == _tricks_from_moves(record, settings)
        match = after
        assert steps < 100_000
    totals = match.totals
    assert totals == tuple(sum(d.points(s) for d in match.deals) for s in range(settings.seats))
    top = max(totals)
    assert top >= settings.target and totals.count(top) == 1
    assert match.winner == totals.index(top)
    # before the last deal nobody had won: the game ended at the first count that decided it
    before = tuple(sum(d.points(s) for d in match.deals[:-1]) for s in range(settings.seats))
    assert not (max(before) >= settings.target and before.count(max(before)) == 1)
    # «Каждый игрок сдает по очереди»: the deal passes to the left
    for a, b in itertools.pairwise(dealers):
        assert b == (a + 1) % settings.seats
    for d in match.deals:
        assert d.seed == deal_seed(seed, d.number)
        for s in range(settings.seats):
            if s not in d.players:
                assert d.points(s) == 0
    return match


def _tricks_from_moves(record: object, settings: MatchSettings) -> int:
    """The trick points of a finished deal, recomputed by replaying its moves."""
    assert isinstance(record, DealRecord)
    pack = shuffled_pack(record.seed, settings.rules.packs)
    game = Game.start(deal_pack(pack, settings.seats, record.dealer, settings.rules))
    total = 0
    for move in record.moves:
        game = apply_move(game, move)
        if game.phase is Phase.DECLARE:
            total += trick_value(game.trick, settings.rules)
    return total


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", range(8))
def test_random_legal_games_to_the_total(seats: int, seed: int) -> None:
    """Random legal moves, whole games: every move legal, cards conserved, scores add up."""
    rules = BeziqueRules().with_switches(trick_points="brisques") if seed % 2 else BeziqueRules()
    settings = MatchSettings(seats=seats, target=150, rules=rules)
    match = _audit_game(settings, seed, None, random.Random(seed))
    assert match.deals


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", range(2))
def test_bot_games_to_the_total(seats: int, seed: int) -> None:
    """The computer players, whole games to an agreed total."""
    bots = [Strong(), Plain(), Plain(), Strong()]
    by_seat: dict[int, object] = {}

    def chooser(game: Game) -> Move:
        seat = game.seats[game.to_act]
        policy = by_seat.setdefault(seat, bots[seat])
        assert callable(policy)
        move = policy(game)
        assert isinstance(move, Move)
        return move

    settings = MatchSettings(seats=seats, target=DEFAULT_TARGET // 2)
    _audit_game(settings, 100 + seed, chooser)


def test_ten_packs_three_in_play_end_with_18_17_17() -> None:
    """214 − 3 × 18 = 160 cards in the stock: 53 rounds and one card over, which goes to the
    winner of the last trick; the count is made at once."""
    rules = BeziqueRules(packs=10)
    game = Game.start(deal(5, 4, rules=rules))
    assert len(game.stock) == 160
    while game.phase is not Phase.OVER:
        game = apply_move(game, Plain()(game))
    assert game.tricks_done == 54
    sizes = sorted(len(h) for h in game.hands)
    assert sizes == [17, 17, 18]
    assert len(game.hands[game.leader]) == 18
    assert not game.stock


@pytest.mark.parametrize(("seats", "packs"), [(2, 8), (2, 10), (3, 8), (4, 8)])
def test_other_counts_go_round(seats: int, packs: int) -> None:
    game = Game.start(deal(3, seats, rules=BeziqueRules(packs=packs)))
    while game.phase is not Phase.OVER:
        game = apply_move(game, Plain()(game))
    assert all(len(h) == HAND_SIZE for h in game.hands)


def test_score_carried_and_replay() -> None:
    settings = MatchSettings(seats=2, target=1500)
    match = Match.start(settings, 9)
    moves: list[Move] = []
    while not match.over:
        assert match.game is not None
        move = Plain()(match.game)
        moves.append(move)
        match = match.apply(move)
    assert len(match.deals) >= 1
    again = replay(settings, 9, [Move.parse(str(m)) for m in moves])
    assert again == match
    assert match.replay_text().count("/") == len(match.deals) - 1
    with pytest.raises(BeziquePlayError, match="over"):
        match.apply(Move.pass_())


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_finished_match_replays_from_its_own_moves(seats: int) -> None:
    """Match.moves holds every move of every deal: replaying them gives the finished game,
    its real score (not the zeros of a fresh start), from Moves, texts or the replay text."""
    settings = MatchSettings(seats=seats, target=6000)
    match = Match.start(settings, 21)
    while not match.over:
        assert match.game is not None
        match = match.apply(str(Plain()(match.game)))  # text is a move too
    assert len(match.deals) >= 2 and max(match.totals) >= 6000
    assert match.moves == tuple(m for d in match.deals for m in d.moves)
    assert match.deal_moves == ()
    for moves in (match.moves, [str(m) for m in match.moves], match.replay_text()):
        again = replay(settings, 21, moves)
        assert again == match and again.totals == match.totals
    half = replay({"seats": seats, "target": 6000}, 21, match.moves[:300])
    assert half.moves == match.moves[:300]
    assert half.deal_moves == half.moves[sum(len(d.moves) for d in half.deals) :]


def test_running_score_includes_the_deal_in_play() -> None:
    match = Match.start(MatchSettings(seats=2, target=5000, first_dealer=0), 4)
    while not match.deals:
        assert match.game is not None
        match = match.apply(Plain()(match.game))
        if match.game is not None and not match.deals:
            assert match.running == tuple(
                dict(zip(match.game.seats, match.game.totals, strict=True)).get(s, 0)
                for s in range(2)
            )
    assert match.dealer == 1  # the deal passed to the left
    assert match.running == match.totals


def test_first_dealer_by_lot_is_seeded() -> None:
    firsts = {Match.start(MatchSettings(seats=4), s).first_dealer for s in range(20)}
    assert firsts == {0, 1, 2, 3}
    assert Match.start(MatchSettings(seats=4), 7) == Match.start(MatchSettings(seats=4), 7)


def test_out_of_turn_and_bad_settings() -> None:
    match = Match.start(MatchSettings(seats=2, first_dealer=0), 1)
    assert match.to_act == 1  # the player on the dealer's left leads
    with pytest.raises(BeziquePlayError, match="turn") as err:
        match.apply(match.legal_moves()[0], seat=0)
    assert err.value.code == "out_of_turn"
    for bad in (
        {"seats": 5},
        {"seats": 1},
        {"target": 0},
        {"target": "100"},
        {"first_dealer": 2},
    ):
        with pytest.raises(BeziqueError) as e:
            MatchSettings(**bad)  # type: ignore[arg-type]
        assert e.value.code in {"seats", "target", "dealer"}
        assert "\n" not in str(e.value)


def test_move_text_round_trip_and_errors() -> None:
    game = Game.start(deal(2, 2))
    for move in legal_moves(game):
        assert Move.parse(str(move)) == move
    assert Move.parse("play JK=AS") == Move.play(JOKER, Card(Suit.SPADES, Rank.ACE))
    for bad in ("", "play", "play XX", "play JK", "play QH=AS", "declare nothing", "hop"):
        with pytest.raises(BeziqueError) as e:
            Move.parse(bad)
        assert "\n" not in str(e.value)


def test_exchange_of_the_nine_is_a_legal_move_only_when_possible() -> None:
    for seed in range(40):
        game = Game.start(deal(seed, 2))
        nine = Card(game.trump, Rank.NINE)
        turnup = game.turnup
        has = Counter(game.hands[0])[nine] > 0 and turnup is not None
        has = has and turnup is not None and turnup.rank is not Rank.NINE
        assert (Move.exchange() in legal_moves(game)) == has
        if has:
            after = apply_move(game, Move.exchange())
            assert Move.exchange() not in legal_moves(after)
            assert after.stock[-1] == nine


def test_brisques_switch_scores_aces_and_tens() -> None:
    rules = BeziqueRules().with_switches(trick_points="brisques")
    game = Game.start(deal(1, 2, rules=rules))
    while game.phase is not Phase.DECLARE:
        game = apply_move(game, Plain()(game))
    assert game.trick_points[game.leader] == BRISQUE_VALUE * sum(
        1 for p in game.trick if p.plays_as.rank in (Rank.ACE, Rank.TEN)
    )
    assert sum(Game.start(deal(1, 2)).trick_points) == 0


def test_strong_player_with_three_in_play_plays_cards_as_the_plain_one() -> None:
    """With three in play the strong player's cards are the plain player's (measured better
    there, bench/README.md) and its declarations its own; with two, its own weighing."""
    strong, plain = Strong(), Plain()
    differ = {2: 0, 3: 0}
    declares_differ = 0
    for seed in range(3):
        for seats in (2, 4):
            game = Game.start(deal(seed, seats))
            while game.phase is not Phase.OVER:
                mine, theirs = strong(game), plain(game)
                if game.phase is Phase.DECLARE:
                    declares_differ += mine != theirs
                else:
                    differ[game.players] += mine != theirs
                game = apply_move(game, mine)
    assert differ[3] == 0
    assert differ[2] > 0 and declares_differ > 0
