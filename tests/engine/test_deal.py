# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The deal state machine: cut and deal, carte blanche, the exchange, the play (Laws of
Piquet, ed. Cavendish, Laws 3-45, 59; CAV-D; CAV-K Case V; seeds S001, S002)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from piquet_core.cards import PACK, Card, Hand, Player, Seat
from piquet_core.cut import first_dealer_from_cut
from piquet_core.deal import (
    Action,
    CarteBlanche,
    Cut,
    DealCards,
    DealError,
    DealState,
    Discard,
    LookAtLeft,
    Phase,
    Play,
    ShowCarteBlanche,
)
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.play import IllegalPlayError
from piquet_core.variants import AU_CENT, RUBICON, RUSSIAN

C = Card.parse


def D(cards: str, look: bool = False) -> Discard:
    """A discard written as text."""
    return Discard(Hand.parse(cards), look)


def run(state: DealState, *actions: Action) -> DealState:
    """Apply the actions in order, each checked legal by the state machine."""
    for action in actions:
        state = state.apply(action)
    return state


# A carte blanche for elder (no king, queen or knave: Law 18), courts for younger.
BLANK = "AS 10S 9S 8S 7S AH 10H 9H 8H AD 10D 9D"
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
BLANK_TALON = "7H 8D 7D AC 10C 9C 8C 7C"

PLAIN = DealState.from_hands("AS KS QS JS AH KH QH JH AD KD QD 7D",
                             "10S 9S 8S 7S 10H 9H 8H 7H 10D 9D 8D JD",
                             "AC KC QC JC 10C 9C 8C 7C")  # fmt: skip


# --- cut and deal --------------------------------------------------------------------------


def test_law_3_the_cut() -> None:
    """Law 3: "A cut must consist of at least two cards, and at least two must be left"."""
    s = DealState.from_pack(PACK)
    assert s.phase is Phase.CUT and s.to_act is Seat.ELDER  # elder cuts to the dealer (CAV-D)
    assert s.legal_actions() == [Cut(d) for d in range(2, 31)]
    for bad in (0, 1, 31):
        with pytest.raises(DealError) as e:
            s.apply(Cut(bad))
        assert e.value.code == "bad_cut" and e.value.law == "Cavendish, Law 3"
    cut = s.apply(Cut(2))
    assert cut.phase is Phase.DEAL and cut.to_act is Seat.YOUNGER
    assert cut.pack is not None and cut.pack[0] == PACK[2]


def test_law_9_deal_by_two_or_three_elder_first() -> None:
    """Law 9: by two or by three, "giving the top cards to his adversary"; eight left."""
    for by in (2, 3):
        s = run(DealState.from_pack(PACK), Cut(2), DealCards(by))
        pack = PACK[2:] + PACK[:2]
        assert s.deal_by == by
        assert pack[0] in s.hands_dealt.elder and pack[by] in s.hands_dealt.younger
        assert pack[2 * by] in s.hands_dealt.elder
        assert len(s.hands_dealt.elder) == len(s.hands_dealt.younger) == 12
        assert s.talon == pack[24:]
        assert s.phase is Phase.EXCHANGE and s.to_act is Seat.ELDER


def test_law_9_the_mode_is_kept_for_the_partie() -> None:
    """Law 9: "must not change it during the partie"."""
    s = run(DealState.from_pack(PACK, deal_by=3), Cut(5))
    assert s.legal_actions() == [DealCards(3)]
    with pytest.raises(DealError) as e:
        s.apply(DealCards(2))
    assert e.value.code == "deal_mode" and "Law 9" in str(e.value)


def test_seeded_deal_is_reproducible() -> None:
    """Same seed, same deal; the talon in one packet (Law 9) or five and three (S002)."""
    a, b = DealState.new(seed=11), DealState.new(seed=11)
    assert a == b and a.hands_dealt.elder != DealState.new(seed=12).hands_dealt.elder
    assert len(a.talon_packets) == 1
    r = DealState.new(seed=11, variant=RUSSIAN)
    assert [len(p) for p in r.talon_packets] == [5, 3]


def test_cut_for_deal_per_variant() -> None:
    """Higher cut chooses and deals (Law 4); lower cut deals (CAV-C; S002)."""
    for seed in range(10):
        assert DealState.new(seed, RUBICON).dealer != DealState.new(seed, AU_CENT).dealer
    assert DealState.new(3, dealer="B").dealer == "B"
    assert DealState.new(3, dealer="B").players.elder == "A"


def test_cut_for_deal_is_the_rule_of_the_cut() -> None:
    """Ace high (Law 4): the higher cut has the choice and deals (Rubicon), the lower deals
    (CAV-C; S002), as :func:`~piquet_core.cut.first_dealer_from_cut` rules; equal cuts cut
    again; the same seed cuts the same cards."""
    for variant in (RUBICON, AU_CENT, RUSSIAN):
        for seed in range(40):
            dealer, a, b = DealState.cut_for_deal(random.Random(seed), variant)
            assert a.rank != b.rank
            higher = Player.A if a.rank > b.rank else Player.B
            assert dealer is (higher if variant is RUBICON else higher.other)
            assert dealer is first_dealer_from_cut(a, b, variant)
    cuts = [DealState.cut_for_deal(random.Random(seed))[0].value for seed in range(12)]
    assert "".join(cuts) == "AAABBAABAAAA"


# --- carte blanche ---------------------------------------------------------------------------


def test_elder_carte_blanche_case_v_order() -> None:
    """CAV-K Case V: elder states how many he will exchange before showing; younger then
    discards; elder shows (Law 19), exchanges; scored 10 (Law 61)."""
    s = DealState.from_hands(BLANK, COURTS, BLANK_TALON)
    assert s.carte_blanche is Seat.ELDER
    assert s.phase is Phase.CARTE_BLANCHE and s.to_act is Seat.ELDER
    assert s.legal_actions() == [CarteBlanche(n) for n in range(1, 6)]
    with pytest.raises(DealError) as e:
        s.apply(D("7S"))
    assert e.value.law == "Cavendish, Law 20"
    with pytest.raises(DealError) as e:
        s.apply(CarteBlanche())
    assert e.value.law == "Cavendish, Case V"
    s = s.apply(CarteBlanche(4))
    assert s.phase is Phase.EXCHANGE and s.to_act is Seat.YOUNGER
    with pytest.raises(DealError):  # four left for younger, not five
        s.apply(D("KS QS JS KH QH"))
    s = s.apply(D("KS QS"))
    assert s.to_act is Seat.ELDER and s.legal_actions() == [ShowCarteBlanche()]
    s = s.apply(ShowCarteBlanche())
    with pytest.raises(DealError) as e:
        s.apply(D("7S 8S 9S 10S 8H"))
    assert e.value.code == "discard_count" and e.value.law == "Cavendish, Case V"
    s = s.apply(D("7S 8S 9S 8H"))
    assert s.hands_after.elder == Hand.parse(BLANK) - Hand.parse("7S 8S 9S 8H") | Hand.parse(
        "7H 8D 7D AC"
    )
    assert s.hands_after.younger is not None and C("10C") in s.hands_after.younger
    assert s.phase is Phase.CALLING
    assert s.score().seats.elder.carte_blanche == 10  # judged on the hand as dealt (Law 18)
    assert [w for _, w in s.transcript()] == [
        "Discard for carte blanche; I take four.",
        "I leave two cards.",
        "(shows carte blanche)",
        "I leave a card.",
    ]
    assert [w for _, w in s.transcript("fr")] == [
        "Écartez, j’ai cartes blanches\u202f; j’en prends quatre.",
        "Je laisse deux cartes.",
        "(montre ses cartes blanches)",
        "Je laisse une carte.",
    ]
    assert [w for _, w in s.transcript("ru")] == [
        "Сносите, у меня карт-бланш; беру четыре",
        "Оставляю две карты",
        "(показывает карт-бланш)",
        "Оставляю карту",
    ]


def test_younger_carte_blanche_shown_after_elder_discards() -> None:
    """Law 20; S001: younger announces at once, shows once elder has discarded."""
    s = DealState.from_hands(COURTS, BLANK, BLANK_TALON)
    assert s.carte_blanche is Seat.YOUNGER and s.to_act is Seat.YOUNGER
    assert s.legal_actions() == [CarteBlanche()]
    with pytest.raises(DealError):
        s.apply(CarteBlanche(3))
    s = run(s, CarteBlanche())
    assert s.to_act is Seat.ELDER and s.phase is Phase.EXCHANGE
    s = run(s, D("KS QS JS KH QH"))
    assert s.legal_actions() == [ShowCarteBlanche()] and s.to_act is Seat.YOUNGER
    s = run(s, ShowCarteBlanche(), D("7S 8S 9S"))
    assert s.phase is Phase.CALLING
    assert s.score().seats.younger.carte_blanche == 10 and s.score().seats.elder.carte_blanche == 0


# --- the exchange ----------------------------------------------------------------------------


def test_law_21_elder_discards_one_to_five() -> None:
    """Law 21: "He is obliged to discard one card"; "entitled to discard five"."""
    with pytest.raises(DealError) as e:
        PLAIN.apply(Discard(Hand()))
    assert str(e.value) == "elder must discard at least one card (Cavendish, Law 21)"
    with pytest.raises(DealError) as e:
        PLAIN.apply(D("AS KS QS JS AH KH"))
    assert e.value.code == "discard_count"
    counts = {len(a.cards) for a in PLAIN.legal_actions() if isinstance(a, Discard)}
    assert counts == {1, 2, 3, 4, 5}


def test_law_22_and_34_younger() -> None:
    """Law 22: younger must discard one; Law 34: he may take all that remain."""
    s = PLAIN.apply(D("AS KS QS"))  # elder leaves two cards
    with pytest.raises(DealError) as e:
        s.apply(Discard(Hand()))
    assert str(e.value) == "younger must discard at least one card (Cavendish, Laws 22 and 34)"
    with pytest.raises(DealError):
        s.apply(D("10S 9S 8S 7S 10H 9H"))
    s = s.apply(D("10S 9S 8S 7S 10H"))  # takes five: the two left and his own three
    assert s.hands_after.younger is not None
    assert Hand(PLAIN.talon[3:]).issubset(s.hands_after.younger) and not s.left_cards()


def test_younger_takes_elders_leftovers_first() -> None:
    """CAV-D: elder takes four, younger two: "He must take the card left by the elder hand
    and the top card of the other three, and must leave the bottom two" (Law 23)."""
    s = run(PLAIN, D("AS KS QS JS"), D("10S 9S"))
    assert s.hands_after.younger is not None
    assert Hand(PLAIN.talon[4:6]).issubset(s.hands_after.younger)
    assert s.left_cards() == PLAIN.talon[6:]
    assert [w for _, w in s.transcript()] == ["I leave a card.", "I leave two cards."]  # Law 32
    assert [w for _, w in s.transcript("fr")] == ["Je laisse une carte.", "Je laisse deux cartes."]
    assert [w for _, w in s.transcript("ru")] == ["Оставляю карту", "Оставляю две карты"]


def test_discard_not_held() -> None:
    with pytest.raises(DealError) as e:
        PLAIN.apply(D("10S"))
    assert e.value.code == "discard_not_held" and e.value.params["card"] == "10S"


def test_au_cent_and_russian_exchange_counts() -> None:
    """S000: elder three, four or five (a switch; CAV-C keeps Law 21, the preset);
    S001/CAV-C: younger need not exchange; S002: 3-5 or none for each."""
    au = DealState.from_hands(
        PLAIN.hands_dealt.elder,
        PLAIN.hands_dealt.younger,
        PLAIN.talon,
        replace(AU_CENT, elder_exchange=frozenset({3, 4, 5}), elder_exchange_law="seed S000"),
    )
    with pytest.raises(DealError) as e:
        au.apply(D("AS KS"))
    assert "S000" in str(e.value)
    assert run(au, D("AS KS QS"), Discard(Hand())).phase is Phase.CALLING
    ru = DealState.from_hands(
        PLAIN.hands_dealt.elder, PLAIN.hands_dealt.younger, PLAIN.talon, RUSSIAN
    )
    with pytest.raises(DealError):
        ru.apply(D("AS KS"))
    ru = ru.apply(Discard(Hand()))  # elder may refuse to buy (S002)
    with pytest.raises(DealError):
        ru.apply(D("10S"))
    assert {len(a.cards) for a in ru.legal_actions() if isinstance(a, Discard)} == {0, 3, 4, 5}


def test_law_33_and_36_looking_at_left_cards() -> None:
    """Law 33: elder leaving cards may look at them; Law 36: younger elects to look after
    elder's lead, before playing, and then elder sees them too."""
    with pytest.raises(DealError) as e:
        PLAIN.apply(D("AS KS QS JS AH", look=True))
    assert e.value.code == "look_not_allowed"
    s = run(PLAIN, D("AS KS QS JS", look=True), D("10S"))
    assert s.looked.elder and s.left_cards() == PLAIN.talon[5:]
    with pytest.raises(DealError):
        s.apply(LookAtLeft())  # not before elder's lead
    s = s.apply(Play(C("AH")))
    assert LookAtLeft() in s.legal_actions()
    s = s.apply(LookAtLeft())
    assert s.looked.younger and LookAtLeft() not in s.legal_actions()


# --- the play ------------------------------------------------------------------------------


def test_follow_suit_and_every_card_once() -> None:
    """CAV-D "Playing"; Law 59 IV: follow suit if able; the winner leads."""
    s = run(PLAIN, D("AS"), D("10S"), Play(C("AH")))
    with pytest.raises(IllegalPlayError) as e:
        s.apply(Play(C("9S")))
    assert e.value.code == "revoke" and "Law 59" in str(e.value)
    s = s.apply(Play(C("10H")))
    assert s.phase is Phase.PLAY and s.to_act is Seat.ELDER  # the ace won
    with pytest.raises(IllegalActionError) as e2:
        s.apply(Play(C("9H")))
    assert e2.value.code == "card_not_held"
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    played = [c for t in s.tricks for c in (t.lead, t.follow)]
    assert len(played) == len(set(played)) == 24
    assert s.hands_after.elder is not None and s.hands_after.younger is not None
    assert Hand(played) == s.hands_after.elder | s.hands_after.younger
    assert s.legal_actions() == [] and s.to_act is None
    with pytest.raises(DealError):
        s.apply(Play(C("AH")))


def test_states_are_immutable_values() -> None:
    """apply returns a new state; the old one is unchanged (explore freely, like python-chess)."""
    before = PLAIN
    after = before.apply(D("AS"))
    assert before.discards.elder is None and after.discards.elder == Hand.parse("AS")
    assert len(before.history) == 0 and len(after.history) == 1
    with pytest.raises(AttributeError):
        after.tricks = ()  # type: ignore[misc]


def test_turn_is_checked() -> None:
    with pytest.raises(DealError) as e:
        PLAIN.apply(D("10S"), seat=Seat.YOUNGER)
    assert e.value.code == "not_your_turn"


def test_nothing_scored_before_the_exchange() -> None:
    with pytest.raises(DealError):
        PLAIN.score()


def test_seen_left_cards() -> None:
    """Law 33: elder sees what he left if he looks; Law 36: once younger elects to look,
    both see everything left; otherwise nobody does."""
    s = run(PLAIN, D("AS KS QS", look=True), D("10S"))
    assert s.seen_left(Seat.ELDER) == PLAIN.talon[4:5]  # his two, less the one younger took
    assert s.seen_left(Seat.YOUNGER) == ()
    s = run(s, Play(C("AH")), LookAtLeft())
    assert s.seen_left(Seat.ELDER) == s.seen_left(Seat.YOUNGER) == PLAIN.talon[4:]
    quiet = run(PLAIN, D("AS KS QS"), D("10S"))
    assert quiet.seen_left(Seat.ELDER) == ()


def test_bad_construction_input_names_the_problem() -> None:
    """Bad input gets a one-line PiquetError, never a traceback from deep inside."""
    with pytest.raises(PiquetError) as e:
        DealState.new(1, variant="bezique")
    assert e.value.code == "unknown_variant"
    with pytest.raises(PiquetError) as e:
        DealState.new(1, dealer="C")  # type: ignore[arg-type]
    assert e.value.code == "bad_player"
    with pytest.raises(PiquetError) as e:
        DealState.from_hands("AS KS", PLAIN.hands_dealt.younger, PLAIN.talon)
    assert "elder" in str(e.value)
    with pytest.raises(PiquetError):
        DealState.from_hands(PLAIN.hands_dealt.elder, PLAIN.hands_dealt.elder, PLAIN.talon)
    with pytest.raises(PiquetError) as e:
        DealState.from_pack(PACK, deal_by=4)
    assert e.value.law == "Cavendish, Law 9"
    assert DealState.new(1, variant="russian").variant is RUSSIAN
    assert hash(DealState.new(1)) == hash(DealState.new(1))  # hashable values


def test_module_docstring_example() -> None:
    """The usage example in piquet_core.deal's docstring runs as written."""
    import doctest

    import piquet_core.deal

    assert doctest.testmod(piquet_core.deal).failed == 0


def test_carte_blanche_is_shown() -> None:
    """Law 19: carte blanche is shown card by card: the adversary knows the dealt hand."""
    s = run(DealState.from_hands(BLANK, COURTS, BLANK_TALON), CarteBlanche(5), D("KS"))
    assert s.shown(Seat.ELDER) == Hand()
    s = s.apply(ShowCarteBlanche())
    assert s.shown(Seat.ELDER) == Hand.parse(BLANK) and s.shown(Seat.YOUNGER) == Hand()
