"""Irregular exchanges and hands (piquet_core.irregular): each ruling through the state
machine and through ``piquet replay``, the law quoted as the test's docstring; a regular deal
scores as before."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import BySeat, Hand, Seat
from piquet_core.deal import DealState, Discard, play_out
from piquet_core.deal_policies import random_policy
from piquet_core.errors import PiquetError
from piquet_core.irregular import FOSTER, Irregularities
from piquet_core.partie import Partie
from piquet_core.replay import replay
from piquet_core.scoring import score_deal, score_deal_unchecked
from piquet_core.variants import AU_CENT, Variant

CAVENDISH = Variant.from_dict({"name": "rubicon", "irregular_laws": "cavendish"})

# seed 3: elder AS JS 7S JH 10H 7H KD 10D 7D KC JC 8C; younger QS 10S 8S AH KH QH 9H QD JD 8D
# 10C 9C; talon KS AC 7C 9S QC 9D AD 8H
DEAL = DealState.new(seed=3)
BASE = {k: DEAL.to_record()[k] for k in ("elder", "younger", "talon")}
E5, Y3 = "10D 7D KC JC 8C", "8D 10C 9C"


def _played(irr: Irregularities, e: str = E5, y: str = Y3, variant: object = None) -> DealState:
    state = DEAL if variant is None else replace(DEAL, variant=variant)
    state = state.with_irregularities(irr).apply(Discard(Hand(e))).apply(Discard(Hand(y)))
    return play_out(state, lambda s: s.legal_actions()[0])


def _replayed(state: DealState) -> dict[str, object]:
    out = replay(state.to_record())
    assert "error" not in out, out
    return out


def _both(state: DealState) -> dict[str, object]:
    """The state machine's score and the replay of its record agree."""
    out = _replayed(state)
    assert out["elder"] == state.score().seats.elder.to_dict()
    assert out["younger"] == state.score().seats.younger.to_dict()
    return out


def _codes(out: dict[str, object]) -> dict[str, str]:
    if "irregular" not in out:
        return {}
    rulings = out["irregular"]["rulings"]  # type: ignore[index]
    return {r["code"]: r["seat"] for r in rulings}  # type: ignore[union-attr]


def test_short_hand() -> None:
    """If a player is found to have too few cards after the draw, he may still play and
    count all he can make, but he cannot win a capot, because he has no card for the last
    trick, which must be won by his adversary. (Foster, seed 004; CAV-L 57)"""
    state = _played(Irregularities(draws=BySeat(4, None)))
    assert len(state.hands_after.elder or ()) == 11 and len(state.tricks) == 11
    score = state.score()
    assert score.play is not None and score.play.tricks_won.younger >= 1
    assert score.capot is None or score.capot is Seat.YOUNGER
    out = _both(state)
    assert _codes(out) == {"short_hand": "elder"}
    assert out["irregular"]["cards"] == {"elder": 11, "younger": 12}  # type: ignore[index]


def test_short_hand_last_trick_to_adversary() -> None:
    """His adversary counts as tricks all cards that cannot be played to. (CAV-L 57)"""
    state = _played(Irregularities(draws=BySeat(4, None)))
    play = state.score().play
    assert play is not None and play.tricks[-1].leader is Seat.YOUNGER
    assert play.tricks_won.elder + play.tricks_won.younger == 12


def test_seed_five_four_example() -> None:
    """The pone discards five cards, but draws four only, without saying anything. The
    dealer proceeds to discard and draw. He has of course taken one of the pone's cards ...
    the pone must play with eleven cards. ... he must be allowed to discard to reduce his
    hand to twelve. (Foster, seed 004)"""
    irr = Irregularities(draws=BySeat(4, 4), second_discard=Hand("QS"))
    state = _played(irr)
    assert (len(state.hands_after.elder or ()), len(state.hands_after.younger or ())) == (11, 12)
    out = _both(state)
    assert _codes(out) == {"second_discard": "younger", "short_hand": "elder"}
    plain = {**BASE, "elder_discards": E5, "younger_discards": Y3, "elder_draws": 4,
             "younger_draws": 4, "younger_second_discard": "QS"}  # fmt: skip
    assert _codes(replay(plain)) == _codes(out)


def test_second_discard_only_when_led_into_it() -> None:
    """Only one discard is allowed. (Foster, seed 004)"""
    out = replay({**BASE, "elder_discards": E5, "younger_discards": Y3,
                  "younger_second_discard": "QS"})  # fmt: skip
    assert out["code"] == "second_discard_not_allowed"


def test_too_many_cards_foster() -> None:
    """If the superfluous card has been taken into the hand, the player must have too many
    cards, and can score nothing that deal. This does not prevent the adversary from scoring
    anything he may have in hand or play, even if it is inferior. (Foster, seed 004)"""
    state = _played(Irregularities(draws=BySeat(None, 3)), y="10C 9C")
    assert len(state.hands_after.younger or ()) == 13
    score = state.score()
    assert score.seats.younger.total == 0
    # nothing of younger's bars elder: he scores his hand as against no adversary
    alone = score_deal(state.hands_after.elder or Hand(), Hand()).seats.elder
    assert (score.seats.elder.point, score.seats.elder.sequences, score.seats.elder.sets) == (
        alone.point,
        alone.sequences,
        alone.sets,
    )
    assert _codes(_both(state)) == {"too_many_cards": "younger"}


def test_too_many_cards_cavendish() -> None:
    """If a player play with more than twelve cards in hand, he can reckon nothing that
    deal; but his cards, though not good to score, are good to bar his adversary. (CAV-L 58)"""
    state = _played(Irregularities(draws=BySeat(None, 3)), y="10C 9C", variant=CAVENDISH)
    score = state.score()
    assert score.seats.younger.total == 0
    plain = {**BASE, "elder_discards": E5, "younger_discards": "10C 9C", "younger_draws": 3}
    cav = replay({**plain, "variant": {"name": "rubicon", "irregular_laws": "cavendish"}})
    # score_deal refuses a hand of thirteen (the public API takes a hand as the laws allow
    # it); the engine's own unchecked scorer counts elder's cards barred by younger's
    barred = score_deal_unchecked(
        state.hands_after.elder or Hand(), state.hands_after.younger or Hand()
    ).seats.elder
    assert cav["elder"]["point"] == barred.point  # type: ignore[index]
    assert cav["younger"]["total"] == 0  # type: ignore[index]
    foster = replay(plain)
    alone = score_deal(state.hands_after.elder or Hand(), Hand()).seats.elder
    assert foster["elder"]["point"] == alone.point  # type: ignore[index]
    assert _both(state)["irregular"]["rulings"][0]["law"] == "Cavendish, Law 58"  # type: ignore[index]


def test_looked_at_stock() -> None:
    """If a player looks at one of his adversary's cards in the stock before or during the
    draw, he can count nothing that hand. (Foster, seed 004; CAV-L 27)"""
    state = _played(Irregularities(looked_at_stock=Seat.ELDER))
    assert state.score().seats.elder.total == 0 and state.score().seats.younger.total > 0
    assert _codes(_both(state)) == {"looked_at_stock": "elder"}


def test_saw_talon_calls() -> None:
    """If he looks at a card left in the talon after the draw, which he is not entitled to
    see, his adversary may call a suit from him as many times as he has seen cards.
    (Foster, seed 004)"""
    state = _played(Irregularities(saw_talon=BySeat(0, 1)), y="8D 10C")
    out = _both(state)
    assert out["irregular"]["suit_calls"] == {"elder": 1}  # type: ignore[index]
    too_many = {**BASE, "elder_discards": E5, "younger_discards": Y3, "younger_saw_talon": 1}
    assert replay(too_many)["code"] == "saw_more_than_left"


def test_saw_talon_au_cent() -> None:
    """If the younger hand leave any cards and elect not to look at them, and either player
    should then look at them, they must be exposed, and a suit may be called from the
    offender when next he has to lead. (Cavendish, Laws of Piquet au Cent)"""
    state = _played(Irregularities(saw_talon=BySeat(0, 2)), y="8D", variant=AU_CENT)
    out = _both(state)
    assert out["irregular"]["suit_calls"] == {"elder": 1}  # type: ignore[index]  # two seen
    (ruling,) = out["irregular"]["rulings"]  # type: ignore[index]
    assert ruling["law"] == "Cavendish, Laws of Piquet au Cent" and "exposed" in ruling["ruling"]


def test_elder_draws_dealers_card() -> None:
    """If the pone draws one of the three cards which properly belong to the dealer, he
    loses the game. (Foster, seed 004)"""
    out = replay({**BASE, "elder_discards": E5, "younger_discards": "9C",
                  "elder_draws": 6, "younger_draws": 1})  # fmt: skip
    assert out["irregular"]["loses_game"] == "elder"  # type: ignore[index]
    assert out["elder"]["total"] == out["younger"]["total"] == 0  # type: ignore[index]


def test_younger_draws_first_five() -> None:
    """If the dealer draws any of the first five, before the pone has announced that he
    leaves them, the dealer loses the game (Foster, seed 004); he can reckon nothing that
    deal (CAV-L 27)."""
    rec = {**BASE, "elder_discards": "KC JC 8C", "younger_discards": Y3,
           "drew_out_of_turn": "younger"}  # fmt: skip
    assert replay(rec)["irregular"]["loses_game"] == "younger"  # type: ignore[index]
    cav = replay({**rec, "variant": {"name": "rubicon", "irregular_laws": "cavendish"}})
    assert "loses_game" not in cav["irregular"]  # type: ignore[operator]
    assert cav["younger"]["total"] == 0  # type: ignore[index]
    state = DEAL.with_irregularities(Irregularities(drew_out_of_turn=Seat.YOUNGER))
    state = state.apply(Discard(Hand("KC JC 8C"))).apply(Discard(Hand(Y3)))
    assert state.score().seats.elder.total == 0 == state.score().seats.younger.total


def test_exposed_talon_fresh_deal() -> None:
    """If a card of the talon is accidentally exposed, the player to whom it would
    naturally belong may demand a fresh deal. (Foster, seed 004)"""
    rec = {**BASE, "elder_discards": E5, "younger_discards": Y3, "exposed_talon": "younger"}
    assert replay(rec)["younger"]["total"] > 0  # type: ignore[index]
    void = replay({**rec, "fresh_deal": True})
    assert void["irregular"]["fresh_deal"] is True  # type: ignore[index]
    assert void["elder"]["total"] == void["younger"]["total"] == 0  # type: ignore[index]
    assert replay({**BASE, "elder_discards": E5, "younger_discards": Y3,
                   "fresh_deal": True})["code"] == "bad_record"  # fmt: skip


def test_exposed_talon_fresh_deal_is_not_one_of_the_partie() -> None:
    """If a card of the talon is accidentally exposed, the player to whom it would
    naturally belong may demand a fresh deal. (Foster, seed 004) The deal demanded afresh is
    void, as a misdeal ended in a fresh deal is: it is dealt again, not recorded in the
    partie."""
    void = _played(Irregularities(exposed_talon=Seat.YOUNGER, fresh_deal=True))
    assert void.is_over and void.void_law == FOSTER
    partie = Partie(first_dealer=DEAL.dealer)
    with pytest.raises(PiquetError) as e:
        partie.record(void)
    assert e.value.code == "void_deal" and e.value.law == FOSTER
    assert str(e.value).endswith(f"it is dealt afresh ({FOSTER})")
    stood = _played(Irregularities(exposed_talon=Seat.YOUNGER))  # not demanded: it stands
    assert stood.void_law is None and len(partie.record(stood).entries) == 1


def test_discard_too_many() -> None:
    """If he discards too many cards, as the dealer frequently will by laying out five
    instead of three, ... if he touches any card in the stock, he must play with the short
    hand if there are not enough cards left in the stock to make his hand up to twelve.
    (Foster, seed 004)"""
    state = _played(Irregularities(draws=BySeat(None, 3)), y="8D 10C 9C JD QD")
    assert len(state.hands_after.younger or ()) == 10
    out = _both(state)
    assert out["irregular"]["cards"] == {"elder": 12, "younger": 10}  # type: ignore[index]


def test_discard_too_few_is_no_irregularity() -> None:
    """If a player discards less cards than he intended, it is too late to remedy the error
    if he has touched the stock. (Foster, seed 004)"""
    state = _played(Irregularities(), e="KC JC")
    assert len(state.hands_after.elder or ()) == 12 and _codes(_both(state)) == {}
    plain = {**BASE, "elder_discards": "KC JC", "younger_discards": Y3}
    assert "irregular" not in replay(plain)


def test_changed_discard() -> None:
    """Only one discard is allowed, and having been made it cannot be changed after the
    stock has been touched (Foster, seed 004). If a player, after having taken up a card of
    the stock, take back into his hand any of his discard, he must play with more than
    twelve cards, and can reckon nothing that deal (CAV-L 25)."""
    foster = _played(Irregularities(took_back=BySeat(Hand("KC"), Hand())))
    assert len(foster.hands_after.elder or ()) == 12 and "KC" not in str(foster.hands_after.elder)
    cav = _played(Irregularities(took_back=BySeat(Hand("KC"), Hand())), variant=CAVENDISH)
    assert len(cav.hands_after.elder or ()) == 13 and cav.score().seats.elder.total == 0
    assert _codes(_both(cav)) == {"took_back": "elder", "too_many_cards": "elder"}
    bad = {**BASE, "elder_discards": E5, "younger_discards": Y3, "elder_took_back": "AS"}
    assert replay(bad)["code"] == "took_back_not_discarded"


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"elder_draws": 5, "younger_draws": 4}, "stock_overdrawn"),
        ({"elder_draws": 9}, "bad_record"),
        ({"looked_at_stock": "dealer"}, "bad_record"),
        ({"drew_out_of_turn": "elder"}, "bad_record"),
    ],
)
def test_impossible_situations(fields: dict[str, object], code: str) -> None:
    out = replay({**BASE, "elder_discards": E5, "younger_discards": Y3, **fields})
    assert out["code"] == code and "\n" not in str(out["error"])


def test_too_late() -> None:
    state = DEAL.apply(Discard(Hand(E5))).apply(Discard(Hand(Y3)))
    with pytest.raises(PiquetError) as e:
        state.with_irregularities(Irregularities())
    assert e.value.code == "irregular_too_late"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_regular_deal_scores_as_before(seed: int) -> None:
    """No irregularity: the same deal, the same score, the same replay."""
    import random

    deal = DealState.new(seed=seed)
    policy = random_policy(random.Random(seed))
    rng_state = random.Random(seed)
    regular = play_out(deal, random_policy(rng_state))
    marked = deal.with_irregularities(Irregularities())
    for turn in regular.history[len(deal.history) :]:
        marked = marked.apply(turn.action)
    assert marked.is_over and marked.score() == regular.score()
    out = replay(marked.to_record())
    assert out["elder"] == regular.score().seats.elder.to_dict()
    del policy


# README's example deal (elder, younger, talon): the hands of README's irregular examples
README_HANDS = {
    "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D",
    "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
    "talon": "9S 8S KH 9C KD QS AC 7D",
}


def test_dealer_draws_cards_elder_left() -> None:
    """If the dealer draws any of the first five, before the pone has announced that he
    leaves them, the dealer loses the game. (Foster, seed 004) Elder takes three and leaves
    two of his five (9C KD); younger, drawing two, takes exactly those two."""
    rec = {**README_HANDS, "elder_discards": "8C 7C 9D", "younger_discards": "7S 9H",
           "drew_out_of_turn": "younger"}  # fmt: skip
    out = replay(rec)
    assert out["irregular"]["loses_game"] == "younger", out  # type: ignore[index]
    assert out["elder"]["total"] == out["younger"]["total"] == 0  # type: ignore[index]
    state = DealState.from_record({k: v for k, v in rec.items() if k != "drew_out_of_turn"})
    assert state.hands_after.younger is not None and {"9C", "KD"} <= {
        str(c) for c in state.hands_after.younger
    }
    machine = DealState.new(seed=3).with_irregularities(Irregularities(drew_out_of_turn="younger"))
    machine = machine.apply(Discard(Hand("KC JC 8C"))).apply(Discard(Hand("10C 9C")))
    assert [r.code for r in machine.rulings()] == ["drew_out_of_turn"]


@pytest.mark.parametrize(
    ("elder", "younger"),
    [("KS 8C 7C 9D 8D", "7S 9H 7H"), ("KS 8C 7C 9D 8D", "7S")],
)
def test_nothing_left_of_the_five_to_draw_out_of_turn(elder: str, younger: str) -> None:
    """If the dealer draws any of the first five, before the pone has announced that he
    leaves them, the dealer loses the game. (Foster, seed 004) Elder took all five: the
    dealer's cards are his own three, and no card of the five was left for him to draw
    out of turn; the record is refused, as any that cannot happen."""
    rec = {**README_HANDS, "elder_discards": elder, "younger_discards": younger,
           "drew_out_of_turn": "younger"}  # fmt: skip
    out = replay(rec)
    assert out["code"] == "not_out_of_turn", out
    state = DEAL.with_irregularities(Irregularities(drew_out_of_turn=Seat.YOUNGER))
    state = state.apply(Discard(Hand(E5)))
    with pytest.raises(PiquetError) as e:
        state.apply(Discard(Hand(Y3)))
    assert e.value.code == "not_out_of_turn"


def test_out_of_turn_needs_a_draw_and_an_announcement_due() -> None:
    """The pone discards five cards, but draws four only, without saying anything. The
    dealer proceeds to discard and draw. He has of course taken one of the pone's cards, but
    it is too late to remedy the error or claim a penalty. (Foster, seed 004)"""
    led = {
        **BASE,
        "elder_discards": E5,
        "younger_discards": Y3,
        "elder_draws": 4,
        "younger_draws": 4,
        "younger_second_discard": "QS",
        "drew_out_of_turn": "younger",
    }
    assert replay(led)["code"] == "not_out_of_turn"
    nothing = {**BASE, "elder_discards": "KC JC 8C", "younger_discards": Y3,
               "younger_draws": 0, "drew_out_of_turn": "younger"}  # fmt: skip
    assert replay(nothing)["code"] == "not_out_of_turn"


# both hands short: elder discards two and draws one (AD), eleven cards; younger discards
# three and draws one (9D), ten cards; elder wins every trick, the eleventh uncontested
BOTH_SHORT = {
    "elder": "AS KS QS JS AH KH QH JH AC KC 7D 8D",
    "younger": "7S 8S 9S 10S 7H 8H 9H 10H 7C 8C 9C 10C",
    "talon": "AD 9D KD QD JD 10D QC JC",
    "elder_discards": "7D 8D", "elder_draws": 1,
    "younger_discards": "7S 7H 7C", "younger_draws": 1,
}  # fmt: skip
BOTH_SHORT_TRICKS = ["AD 9D", "AS 8S", "KS 9S", "QS 10S", "AH 8H", "KH 9H", "QH 10H", "AC 8C",
                     "KC 9C", "JS 10C"]  # fmt: skip


def _by_machine(record: dict[str, object], tricks: list[str]) -> DealState:
    """The record's deal through the state machine, the tricks as given."""
    from piquet_core.deal_actions import Play

    order = [c for t in tricks for c in t.split()]
    state = DealState.from_record(record)

    def policy(s: DealState) -> object:
        plays = [a for a in s.legal_actions() if isinstance(a, Play)]
        if not plays:
            return s.legal_actions()[0]
        want = order[len(s.tricks) * 2 + (s.lead is not None)]
        return next(a for a in plays if str(a.card) == want)

    return play_out(state, policy)  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", [None, {"name": "rubicon", "irregular_laws": "cavendish"}])
def test_short_hand_wins_no_capot(variant: object) -> None:
    """If a player is found to have too few cards after the draw, he may still play and
    count all he can make, but he cannot win a capot (Foster, seed 004). Elder, eleven
    cards, wins every trick of eleven: ten for the cards, more than six tricks, not forty
    (Law 66); and "the winner of the last trick scores two instead of one" (Law 65), the
    eleventh being the last: eleven leads and the last trick, twelve."""
    rec = {**BOTH_SHORT, **({"variant": variant} if variant else {})}
    out = replay({**rec, "tricks": BOTH_SHORT_TRICKS})
    assert out["irregular"]["cards"] == {"elder": 11, "younger": 10}, out  # type: ignore[index]
    assert out["capot"] is None and out["tricks"] == {"elder": 11, "younger": 0}, out
    assert out["elder"]["cards"] == 10 and out["elder"]["play"] == 12  # type: ignore[index]
    assert out["younger"]["cards"] == 0 == out["younger"]["play"]  # type: ignore[index]
    state = _by_machine(rec, BOTH_SHORT_TRICKS)
    score = state.score()
    assert score.capot is None and score.seats.elder.cards == 10
    assert score.seats.elder.play == 12 and score.seats.younger.play == 0


# both hands of eleven: each discards two and draws one; elder wins six tricks, younger five
ELEVEN_EACH = {
    "elder": "AS KS QS JS 10S 7C 8C 9C 10C 7H 7D 8D",
    "younger": "8S AC KC QC JC AH KH QH JH 10H 9D 10D",
    "talon": "9S 9H 7S 8H JD QD KD AD",
    "elder_discards": "7D 8D", "elder_draws": 1,
    "younger_discards": "9D 10D", "younger_draws": 1,
}  # fmt: skip
ELEVEN_TRICKS = ["AS 8S", "KS 9H", "QS 10H", "JS JH", "10S QH", "9S KH", "7C AC", "KC 8C",
                 "QC 9C", "JC 10C", "AH 7H"]  # fmt: skip


def test_the_cards_are_more_than_six_tricks_and_the_last_is_the_eleventh() -> None:
    """The player who wins more than six tricks scores ten for the cards (Law 66): of
    eleven tricks, six are not more than six, and nobody scores for the cards. "The winner
    of the last trick scores two instead of one" (Law 65): the eleventh, the last played,
    though not the twelfth."""
    out = replay({**ELEVEN_EACH, "tricks": ELEVEN_TRICKS})
    assert out["tricks"] == {"elder": 6, "younger": 5}, out
    assert out["elder"]["cards"] == 0 == out["younger"]["cards"]  # type: ignore[index]
    # elder leads seven; younger wins one with AC, leads four, and takes the last trick
    assert (out["elder"]["play"], out["younger"]["play"]) == (7, 6)  # type: ignore[index]
    score = _by_machine(ELEVEN_EACH, ELEVEN_TRICKS).score()
    assert score.play is not None and score.play.steps[-1][1:3] == (Seat.YOUNGER, "last")
    assert (score.seats.elder.play, score.seats.younger.play) == (7, 6)
    assert score.seats.elder.cards == 0 == score.seats.younger.cards


def test_cards_score_reads_law_66() -> None:
    """The player who wins more than six tricks scores ten for the cards; capot, all twelve,
    forty instead of ten (Law 66); a short hand "cannot win a capot" (Foster, seed 004)."""
    from piquet_core.play import cards_score

    assert [cards_score(n, 11) for n in (5, 6, 7, 11)] == [0, 0, 10, 10]
    assert [cards_score(n, 10) for n in (6, 7, 10)] == [0, 10, 10]
    assert [cards_score(n) for n in (6, 7, 11, 12)] == [0, 10, 10, 40]


def _scored(e: str, y: str, pairs: str, irr: Irregularities, variant: object = None) -> object:
    """The deal's score under the rulings, from the hands after the exchange and the tricks
    ("lead follow" pairs, comma-separated)."""
    from piquet_core import irregular
    from piquet_core.variants import RUBICON

    after = BySeat(Hand(e), Hand(y))
    cards = tuple(next(iter(Hand(c))) for pair in pairs.split(",") for c in pair.split())
    tricks = irregular.check_tricks(after, tuple(zip(cards[::2], cards[1::2], strict=True)))
    return irregular.score(after, after, BySeat(Hand(), Hand()), tricks, irr,
                           variant or RUBICON)  # fmt: skip


# elder: a point of five spades (51), a quint major, three aces; he leads his spades and hearts
PIQUE_E = "AS KS QS JS 10S AH KH AD 8D 7D 9C 8H"
# thirteen: a point of six clubs (58) that, but for the penalty, would have scored first
PIQUE_Y13 = "AC KC QC JC 8C 7C QD KD 9S 8S 7S 9D 10D"
PIQUE_TRICKS = ("AS 9S, KS 8S, QS 7S, JS 7C, 10S 8C, AH 9D, KH 10D, 8H JC, AD QD, 8D KD, "
                "AC 9C, QC 7D")  # fmt: skip


@pytest.mark.parametrize("variant", [None, CAVENDISH])
def test_penalised_cards_that_would_have_scored_save_the_pique(variant: object) -> None:
    """A player who reckons nothing that deal as a penalty (see Laws 25, 27, 28, 29, 31, 33,
    35, 54 and 58) is not piqued or repiqued if he holds any cards which, but for the
    penalty, would have scored before his adversary reached thirty. His cards though not
    good to score, are good to bar his adversary. (CAV-D "Scoring"; one rule for every
    penalty, under Foster's code as under Cavendish's)"""
    score = _scored(PIQUE_E, PIQUE_Y13, PIQUE_TRICKS, Irregularities(), variant)
    elder, younger = score.seats  # type: ignore[attr-defined]
    assert younger.total == 0
    assert elder.play >= 7 and elder.sequences == 15
    # Foster: nothing of younger's bars elder's point, yet it saves the pique (before: 30)
    assert elder.point == (0 if variant is CAVENDISH else 5)
    assert elder.pique == 0 and elder.repique == 0


def test_penalised_seat_holding_nothing_that_would_score_is_piqued() -> None:
    """A player who reckons nothing that deal as a penalty is not piqued or repiqued if he
    holds any cards which, but for the penalty, would have scored before his adversary
    reached thirty. (CAV-D "Scoring") A seat that looked at the stock and holds nothing that
    would have scored is piqued as usual; one that holds a point that would have scored is
    not."""
    y = "9S 8S QH JH 9H 7H KD QD 9D KC QC 8C"
    e = "AS KS QS JS 10S 7S AH KH AD 8D 7D 9C"
    tricks = ("AS 9S, KS 8S, QS 7H, JS 9H, 10S 9D, 7S 8C, AH QH, KH JH, AD QD, 8D KD, KC 9C, "
              "QC 7D")  # fmt: skip
    for variant in (None, CAVENDISH):
        looked = Irregularities(looked_at_stock=Seat.YOUNGER)
        piqued = _scored(e, y, tricks, looked, variant).seats  # type: ignore[attr-defined]
        assert piqued.younger.total == 0 and piqued.elder.pique == 30
    # younger's six clubs would have scored the point first: no pique
    y = "AC KC QC JC 8C 7C QD KD 9S 8S 7S 10D"
    tricks = ("AS 9S, KS 8S, QS 7S, JS 7C, 10S 8C, AH 10D, KH JC, 8H QD, AD KD, 8D QC, 7D KC, "
              "9C AC")  # fmt: skip
    looked = Irregularities(looked_at_stock=Seat.YOUNGER)
    saved = _scored(PIQUE_E, y, tricks, looked).seats  # type: ignore[attr-defined]
    assert saved.younger.total == 0 and saved.elder.pique == 0


# elder discards four and draws five: thirteen cards; younger's point, quart and trio are
# inferior to elder's, so a candid younger answers "Good" to each call
THIRTEEN_ELDER = {
    "elder": "AS 7S AH 10H KD 9D 8D KC QC 10C 9C 8C",
    "younger": "10S 9S 8S KH QH JH 8H 7H QD JD 7D 7C",
    "talon": "AD JC QS 10D KS JS 9H AC",
    "elder_discards": "KD 8D 9C 8C", "younger_discards": "8H", "elder_draws": 5,
}  # fmt: skip


def test_too_many_cards_foster_adversary_scores_whatever_he_answered() -> None:
    """If the superfluous card has been taken into the hand, the player must have too many
    cards, and can score nothing that deal. This does not prevent the adversary from scoring
    anything he may have in hand or play, even if it is inferior. (Foster, seed 004) Found by
    the property test (tests/engine/test_irregular_properties.py): through the dialogue,
    younger answered "Good" to calls his adversary's thirteen cards could not make good, and
    the state machine scored him nothing in hand where ``piquet replay`` scored him all he
    holds; both now score all he holds."""
    import random

    from piquet_core.deal_policies import candid_policy

    state = play_out(DealState.from_record(THIRTEEN_ELDER), candid_policy(random.Random(0)))
    assert len(state.hands_after.elder or ()) == 13
    score = state.score()
    assert score.seats.elder.total == 0
    younger = score.seats.younger
    assert (younger.point, younger.sequences, younger.sets) == (4, 7, 3)
    tricks = [f"{t.lead} {t.follow}" for t in state.tricks]
    out = replay({**THIRTEEN_ELDER, "tricks": tricks})
    assert out["younger"] == younger.to_dict(), out
    cav = {**THIRTEEN_ELDER, "variant": {"name": "rubicon", "irregular_laws": "cavendish"}}
    state = play_out(DealState.from_record(cav), candid_policy(random.Random(0)))
    # "his cards, though not good to score, are good to bar his adversary" (CAV-L 58)
    assert state.score().seats.younger.point == 0
    assert replay({**cav, "tricks": [f"{t.lead} {t.follow}" for t in state.tricks]})[
        "younger"] == state.score().seats.younger.to_dict()  # fmt: skip


@pytest.mark.parametrize(("variant", "code"), [("au-cent", None), ("russian", None),
                                               ("rubicon", "discard_count")])  # fmt: skip
def test_younger_keeping_his_cards_in_an_irregular_deal(variant: str, code: str | None) -> None:
    """The younger hand is not obliged to discard any card. (Cavendish, Laws of Piquet au
    Cent; seed S002 lets either exchange none.) Found by the property test
    (tests/engine/test_irregular_properties.py): with an irregularity, ``piquet replay``
    refused a younger hand discarding nothing (``discard_count``) that the state machine
    took; both now take it where the variant lets him exchange none, and refuse it where it
    does not (Cavendish, Laws 21-22)."""
    rec = {**README_HANDS, "elder_discards": "8C 7C 9D", "younger_discards": "",
           "looked_at_stock": "younger", "variant": variant}  # fmt: skip
    import random

    from piquet_core.deal_policies import candid_policy

    out = replay(rec)
    assert out.get("code") == code, out
    if code is None:
        state = play_out(DealState.from_record(rec), candid_policy(random.Random(0)))
        out = replay({**rec, "tricks": [f"{t.lead} {t.follow}" for t in state.tricks]})
        assert out["younger"] == state.score().seats.younger.to_dict()  # type: ignore[index]
        assert out["elder"] == state.score().seats.elder.to_dict()  # type: ignore[index]
        assert out["younger"]["total"] == 0  # type: ignore[index]
    else:
        with pytest.raises(PiquetError) as e:
            DealState.from_record(rec)
        assert e.value.code == code
