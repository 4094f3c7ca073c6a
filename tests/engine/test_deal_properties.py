"""Properties of the deal state machine (Hypothesis): random legal play always ends with
every card played once; full declaration through the dialogue scores exactly as
``piquet replay``; scores are invariant under relabelling the suits; what legal_actions lists
is accepted and what it does not list is refused."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core._replay_fast import fast_replay
from piquet_core.cards import PACK, SUITS, Card, Hand, Rank, Seat, Suit
from piquet_core.deal import (
    Action,
    CarteBlanche,
    Cut,
    DealCards,
    DealState,
    Discard,
    LookAtLeft,
    Phase,
    Play,
    ShowCarteBlanche,
    play_out,
)
from piquet_core.deal_policies import candid_policy, random_policy
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import (
    Call,
    Declare,
    Decline,
    Item,
    Kind,
    NotReckoned,
    Reply,
    Value,
)
from piquet_core.errors import PiquetError
from piquet_core.play import score_tricks
from piquet_core.replay import parse_record, replay_record
from piquet_core.scoring import DealScore
from piquet_core.variants import (
    AU_CENT,
    RUBICON,
    RUSSIAN,
    PiqueOrder,
    PointComparison,
    PointScore,
    Variant,
)

VARIANTS = st.sampled_from([
    RUBICON, AU_CENT, RUSSIAN,
    replace(RUBICON, name="foster", point_comparison=PointComparison.PIPS_ONLY),
    replace(RUBICON, name="pagat", pique_order=PiqueOrder.CHRONOLOGICAL,
            cards_count_for_pique=True),
    replace(AU_CENT, name="s000", point_score=PointScore.PER_TEN_PIPS),
])  # fmt: skip
SEEDS = st.integers(0, 2**32 - 1)


_BASE = {"foster": "rubicon", "pagat": "rubicon", "s000": "au-cent"}


def replayed(final: DealState) -> DealScore:
    """replay.py's score of the same cards (its records name presets: derived variants are
    read as their preset, then given back their own switches)."""
    record = final.to_record()
    record["variant"] = _BASE.get(final.variant.name, final.variant.name)
    return replay_record(replace(parse_record(record), variant=final.variant))


def blank_deal(seed: int, variant: Variant, younger_holds: bool) -> DealState:
    """A deal where one player is dealt carte blanche (Law 18): rare at random (1 in 1,800)."""
    rng = random.Random(seed)
    plain = [c for c in PACK if not c.rank.is_court]
    blank = rng.sample(plain, 12)
    rest = [c for c in PACK if c not in blank]
    rng.shuffle(rest)
    other, talon = rest[:12], rest[12:]
    e, y = (other, blank) if younger_holds else (blank, other)
    return DealState.from_hands(Hand(e), Hand(y), talon, variant)


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, variant=VARIANTS)
def test_random_legal_actions_reach_the_end(seed: int, variant: Variant) -> None:
    """Any sequence of legal actions ends the deal, with every card played once."""
    rng = random.Random(seed)
    s = DealState.new(seed, variant)
    choose = random_policy(rng)
    steps = 0
    while not s.is_over:
        assert s.to_act is not None and s.legal_actions()
        s = s.apply(choose(s))
        steps += 1
        assert steps < 500
    played = [c for t in s.tricks for c in (t.lead, t.follow)]
    assert len(played) == len(set(played)) == 24
    assert s.hands_after.elder is not None and s.hands_after.younger is not None
    assert Hand(played) == s.hands_after.elder | s.hands_after.younger
    score = s.score()
    for side in (score.seats.elder, score.seats.younger):
        assert side.total == sum(v for k, v in side.to_dict().items() if k != "total")
    assert not (score.seats.elder.pique and score.seats.elder.repique)


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, variant=VARIANTS)
def test_the_running_score_counts_toward_the_deals_score(seed: int, variant: Variant) -> None:
    """The running count (the play page's "so far"): nothing before the play; from the first
    lead on, each seat's count never falls, holds every declaration of the final score, the
    points in play of the tricks so far and no cards, and a pique once counted stays; after
    the last trick it is the deal's score."""
    s = DealState.new(seed, variant)
    choose = candid_policy(random.Random(seed))
    before: DealScore | None = None
    while not s.is_over:
        running = s.score_so_far()
        if s.phase is not Phase.PLAY:
            assert running is None, s.phase
        else:
            assert running is not None
            played = score_tricks(s.tricks, variant)
            for seat in (Seat.ELDER, Seat.YOUNGER):
                side = running.seats[seat]
                assert side.cards == 0 and side.play == played.play_points[seat]
                if before is not None:
                    assert side.total >= before.seats[seat].total
                    assert side.pique >= before.seats[seat].pique
            before = running
        s = s.apply(choose(s))
    final = s.score()
    assert s.score_so_far() == final
    if before is not None:
        for seat in (Seat.ELDER, Seat.YOUNGER):
            mine, last = final.seats[seat], before.seats[seat]
            for category in ("carte_blanche", "point", "sequences", "sets", "repique"):
                assert getattr(mine, category) == getattr(last, category), category
            assert mine.pique >= last.pique and mine.total >= last.total


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, variant=VARIANTS)
def test_full_declaration_scores_as_replay(seed: int, variant: Variant) -> None:
    """A deal played through the dialogue with full declarations gives exactly replay's
    DealScore on the same cards, both declaring in full."""
    final = play_out(DealState.new(seed, variant), candid_policy(random.Random(seed)))
    expected = replayed(final)
    got = final.score()
    assert got.to_dict(events=True) == expected.to_dict(events=True)


PLAIN = ("elder", "younger", "talon", "elder_discards", "younger_discards", "tricks")
"""The fields of a plain deal, the only ones the replay's hot path reads."""


def _fast_agrees(final: DealState) -> None:
    """The replay's hot path (:mod:`piquet_core._replay_fast`, on integers) scores the plain
    record of a finished deal as the state machine does, or declines (the chronological
    pique is the general path's alone)."""
    record = final.to_record()
    fast = fast_replay({k: record[k] for k in PLAIN}, final.variant)
    v = final.variant
    if v.pique_order is not PiqueOrder.LAW_67 or v.cards_count_for_pique:
        assert fast is None
    else:
        assert fast == final.score().to_dict()


@settings(max_examples=80, deadline=None)
@given(seed=SEEDS, variant=VARIANTS)
def test_fast_replay_scores_as_the_state_machine(seed: int, variant: Variant) -> None:
    """A differential test of the two scorers that must both exist: the
    replay's hot path against the deal state machine, on deals played through the dialogue
    with full declarations, under every rule of the point; carte blanche below. (The hot
    path against the general one, on random and mutated deals: test_properties.py.)"""
    _fast_agrees(play_out(DealState.new(seed, variant), candid_policy(random.Random(seed))))


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, younger=st.booleans())
def test_carte_blanche_deals_score_as_replay(seed: int, variant: Variant, younger: bool) -> None:
    """Carte blanche (Laws 18-20, CAV-K Case V) through the state machine, as replay scores it."""
    start = blank_deal(seed, variant, younger)
    holder = start.carte_blanche
    assert holder is not None
    final = play_out(start, candid_policy(random.Random(seed)))
    assert final.score().to_dict() == replayed(final).to_dict()
    _fast_agrees(final)
    assert final.score().seat(holder).carte_blanche == 10


def _card(card: Card, perm: tuple[Suit, ...]) -> Card:
    return Card(perm[card.suit.value], card.rank)


def _hand(hand: Hand, perm: tuple[Suit, ...]) -> Hand:
    return Hand(_card(c, perm) for c in hand)


def _item(item: Item, perm: tuple[Suit, ...]) -> Item:
    if isinstance(item, Point):
        return Point(perm[item.suit.value], item.length, item.pips)
    if isinstance(item, Sequence):
        return Sequence(perm[item.suit.value], item.length, Rank(item.top))
    return CardSet(item.rank, item.count)


def _action(action: Action, perm: tuple[Suit, ...]) -> Action:
    if isinstance(action, Discard):
        return Discard(_hand(action.cards, perm), action.look)
    if isinstance(action, Play):
        return Play(_card(action.card, perm))
    if isinstance(action, Declare):
        return Declare(_item(action.item, perm))
    if isinstance(action, NotReckoned):
        return NotReckoned(_card(action.card, perm))
    return action


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, perm=st.permutations(SUITS))
def test_scores_invariant_under_suit_relabelling(
    seed: int, variant: Variant, perm: list[Suit]
) -> None:
    """Suits have no rank (CAV-D): the same deal with the suits renamed, the same actions
    renamed, is legal throughout and scores the same."""
    p = tuple(perm)
    final = play_out(DealState.new(seed, variant), random_policy(random.Random(seed)))
    s = DealState.from_hands(_hand(final.hands_dealt.elder, p), _hand(final.hands_dealt.younger, p),
                             [_card(c, p) for c in final.talon], variant)  # fmt: skip
    for turn in final.history[2:]:  # after the cut and the deal
        s = s.apply(_action(turn.action, p), seat=turn.seat)
    assert s.is_over
    assert (
        s.score().seats.elder == final.score().seats.elder
        and s.score().seats.younger == final.score().seats.younger
    )


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, data=st.data())
def test_legal_actions_accepted_others_refused(
    seed: int, variant: Variant, data: st.DataObject
) -> None:
    """Every listed action applies; a card not listed, or a listed action for the wrong
    seat, is refused with a PiquetError (never another exception)."""
    rng = random.Random(seed)
    s = DealState.new(seed, variant)
    choose = random_policy(rng)
    while not s.is_over:
        legal = s.legal_actions()
        if not isinstance(legal[0], Discard):
            for action in data.draw(st.lists(st.sampled_from(legal), max_size=3)):
                s.apply(action)
        plays = {a.card for a in legal if isinstance(a, Play)}
        if plays or s.phase.value == "play":
            stray = data.draw(st.sampled_from(PACK))
            if stray not in plays:
                try:
                    s.apply(Play(stray))
                except PiquetError:
                    pass
                else:
                    raise AssertionError(f"{stray} accepted outside {sorted(plays)}")
        assert s.to_act is not None
        try:
            s.apply(legal[0], seat=s.to_act.other)
        except PiquetError:
            pass
        else:
            raise AssertionError("an action out of turn was accepted")
        s = s.apply(choose(s))


RANKS = st.sampled_from(list(Rank))
UTTERANCES = st.one_of(
    st.builds(Call, st.sampled_from(list(Kind)), st.integers(0, 9),
              st.one_of(st.none(), st.integers(0, 80)), st.one_of(st.none(), RANKS),
              st.one_of(st.none(), RANKS)),
    st.sampled_from(list(Reply)),
    st.builds(Value, st.one_of(st.none(), st.integers(0, 80)), st.one_of(st.none(), RANKS)),
    st.just(Decline()),
    st.builds(NotReckoned, st.sampled_from(PACK)),
    st.builds(Declare, st.one_of(
        st.builds(Point, st.sampled_from(SUITS), st.integers(1, 8), st.integers(7, 78)),
        # a Sequence checks itself (Law 63): only those that can be held are built
        st.integers(3, 8).flatmap(lambda n: st.builds(
            Sequence, st.sampled_from(SUITS), st.just(n),
            st.sampled_from([r for r in Rank if r >= Rank.SEVEN + n - 1]))),
        st.builds(CardSet, st.sampled_from([r for r in Rank if r >= Rank.TEN]),
                  st.integers(3, 4)),
    )),
)  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, data=st.data())
def test_any_utterance_is_accepted_iff_listed(
    seed: int, variant: Variant, data: st.DataObject
) -> None:
    """During the calls, any utterance is either listed in legal_actions and accepted, or
    refused with a one-line error naming the law broken (Laws 46-56; CAV-D)."""
    s = DealState.new(seed, variant)
    choose = candid_policy(random.Random(seed))
    while not s.is_over:
        if s.phase in (Phase.CALLING, Phase.RECKONING):
            said = data.draw(UTTERANCES)
            legal = s.legal_actions()
            try:
                s.apply(said)
            except PiquetError as e:
                assert said not in legal, f"{said} listed but refused: {e}"
                assert "\n" not in str(e) and e.code
                assert e.code == "malformed_call" or "(" in str(e)  # names the law
            else:
                assert said in legal, f"{said} accepted but not listed"
        s = s.apply(choose(s))


JUNK = st.one_of(
    st.none(), st.integers(), st.text(max_size=5),
    st.builds(Cut, st.one_of(st.integers(-5, 40), st.text(max_size=2))),
    st.builds(DealCards, st.integers(-1, 5)),
    st.builds(Discard, st.one_of(st.text(max_size=3), st.builds(Hand, st.lists(
        st.sampled_from(PACK), max_size=6, unique=True))), st.booleans()),
    st.builds(Play, st.one_of(st.sampled_from(PACK), st.text(max_size=2), st.none())),
    st.builds(CarteBlanche, st.one_of(st.none(), st.integers(-1, 9))),
    st.just(ShowCarteBlanche()), st.just(LookAtLeft()),
)  # fmt: skip


@settings(max_examples=30, deadline=None)
@given(seed=SEEDS, data=st.data())
def test_junk_is_refused_with_a_piquet_error(seed: int, data: st.DataObject) -> None:
    """Bad input always gets a one-line PiquetError naming the problem, never a traceback."""
    s = DealState.new(seed)
    choose = random_policy(random.Random(seed))
    while not s.is_over:
        try:  # a Discard of text that is not cards is refused as it is made
            s.apply(data.draw(JUNK))  # type: ignore[arg-type]
        except PiquetError as e:
            assert "\n" not in str(e)
        s = s.apply(choose(s))
