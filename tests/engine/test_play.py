"""Play (CAV-D "Playing"; Laws 59 IV, 65, 66; counting cards: S000, S001, CAV-C)."""

from __future__ import annotations

import pytest

from piquet_core.cards import Card, Hand, Seat
from piquet_core.play import (
    IllegalPlayError,
    Trick,
    cards_score,
    check_follow,
    legal_follows,
    play_tricks,
    trick_events,
    trick_winner,
)
from piquet_core.variants import AU_CENT

C = Card.parse
H = Hand.parse


def test_trick_winner_higher_card_of_suit_led() -> None:
    """CAV-D "Playing": the trick is won by the higher card of the suit led; no trumps."""
    assert trick_winner(Seat.ELDER, C("10H"), C("JH")) is Seat.YOUNGER
    assert trick_winner(Seat.ELDER, C("7H"), C("AS")) is Seat.ELDER
    assert trick_winner(Seat.YOUNGER, C("KH"), C("QH")) is Seat.YOUNGER


def test_follow_suit_if_able_law_59() -> None:
    """CAV-D: "The younger hand must follow suit if able"; Law 59 IV (revoke)."""
    hand = H("AS 7S KH")
    assert legal_follows(hand, C("9S")) == H("AS 7S")
    assert legal_follows(hand, C("9D")) == hand
    with pytest.raises(IllegalPlayError, match=r"plays KH to 9S while holding AS 7S.*Law 59") as e:
        check_follow(hand, C("9S"), C("KH"), 3)
    assert e.value.code == "revoke" and "trick 3" in str(e.value)
    with pytest.raises(IllegalPlayError, match="not in the player's hand"):
        check_follow(hand, C("9S"), C("8S"))


def test_law_65_points_in_play_every_card() -> None:
    """Law 65: one for every card led or winning; the last trick two instead of one."""
    elder = H("AS 7H")
    younger = H("KS 8H")
    r = play_tricks(elder, younger, [(C("7H"), C("8H")), (C("KS"), C("AS"))], complete=True)
    # trick 1: elder leads 7H (1), younger wins with 8H (1); trick 2: younger leads (1),
    # elder wins with AS (1). With two tricks there is no "last trick" of twelve.
    assert (r.play_points.elder, r.play_points.younger) == (2, 2)
    assert (r.tricks_won.elder, r.tricks_won.younger) == (1, 1)


def test_wrong_leader_names_the_trick() -> None:
    with pytest.raises(IllegalPlayError, match=r"trick 2: KS cannot be led: it is the elder's"):
        play_tricks(H("KS 7H"), H("AS 8H"), [(C("7H"), C("8H")), (C("KS"), C("AS"))])


def test_law_66_the_cards_and_capot() -> None:
    """Law 66: more than six tricks 10; six each nothing; twelve a capot, 40 instead of 10."""
    assert cards_score(7) == 10 and cards_score(6) == 0 and cards_score(12) == 40
    assert cards_score(5) == 0


def test_counting_cards_au_cent_seed_000() -> None:
    """S000: "reckoning one for every card he plays above a nine"; last trick always counts."""
    t = Trick(12, Seat.ELDER, C("9S"), C("10S"))
    assert [(e.seat, e.reason) for e in trick_events(t, last=True)] == [
        (Seat.ELDER, "lead"), (Seat.YOUNGER, "win"), (Seat.YOUNGER, "last")]  # fmt: skip
    assert [(e.seat, e.reason) for e in trick_events(t, last=True, variant=AU_CENT)] == [
        (Seat.YOUNGER, "win"), (Seat.YOUNGER, "last")]  # fmt: skip
    low = Trick(12, Seat.ELDER, C("9S"), C("8S"))
    assert [e.reason for e in trick_events(low, last=True, variant=AU_CENT)] == ["last"]


@pytest.mark.parametrize("seed", range(40))
def test_the_fast_trick_loops_agree_with_trick_winner(seed: int) -> None:
    """play_tricks and score_tricks decide each trick on card indexes, for speed; the rule is
    trick_winner's (CAV-D "Playing"): a differential test of the two."""
    import random

    from piquet_core.cards import PACK

    from .helpers import play_out, random_policy

    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    elder, younger = Hand(pack[:12]), Hand(pack[12:24])
    pairs = play_out(elder, younger, random_policy(rng))
    result = play_tricks(elder, younger, pairs)
    leader = Seat.ELDER
    for trick, (lead, follow) in zip(result.tricks, pairs, strict=True):
        assert (trick.leader, trick.lead, trick.follow) == (leader, lead, follow)
        leader = trick_winner(leader, lead, follow)
        assert trick.winner is leader
    for seat in Seat:
        assert result.tricks_won[seat] == sum(t.winner is seat for t in result.tricks)
