# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The calling dialogue through the state machine: Cavendish's Example deal as he prints it,
his examples of sinking (CAV-S), and the laws of calling (Laws 46-56)."""

from __future__ import annotations

import pytest

from piquet_core.calling import IllegalCallError
from piquet_core.cards import Card, Hand, Rank, Seat, Suit
from piquet_core.deal import DealError, DealState, Phase, Play
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.dialogue import (
    Call,
    Declare,
    Decline,
    Kind,
    NotReckoned,
    Reply,
    Value,
    number_words,
)
from piquet_core.errors import IllegalActionError
from piquet_core.variants import AU_CENT

from .test_deal import D, run

C = Card.parse
S, H_, DI, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

# Cavendish, Description of the Game, "Example": the hands as dealt, the stock, the discards.
EX_A = "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D"
EX_B = "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D"
EX_TALON = "9S 8S KH 9C KD QS AC 7D"
EX_TRICKS = ["AH 10H", "KH 7D", "QH 10D", "JH JD", "8H QD", "KD AD",
             "AC 9C", "KC JC", "QC 8S", "10C 9S", "QS AS", "JS 10S"]  # fmt: skip


def example_calls() -> DealState:
    """The Example up to A's lead: the dialogue exactly as Cavendish prints it."""
    s = DealState.from_hands(EX_A, EX_B, EX_TALON)
    return run(
        s,
        D("KS 8C 7C 9D 8D"),  # A discards ...
        D("7S 9H 7H"),  # B discards ...
        Call(Kind.POINT, 5),  # A: "Five cards."
        Reply.MAKING,  # B: "What do they make?"
        Value(pips=49),  # A: "Forty-nine," or "Making nine."
        Reply.GOOD,  # B: "Good."
        Declare(Point(H_, 5, 49)),  # A: "In hearts; ...
        Call(Kind.SEQUENCE, 4, top=Rank.ACE),  # ... and quart major."
        Reply.GOOD,  # B: "Good."
        Declare(Sequence(H_, 4, Rank.ACE)),  # A: "Five and four are nine."
        Call(Kind.SET, 3, rank=Rank.JACK),  # A: "Three knaves?"
        Reply.NOT_GOOD,  # B: "Not good."
    )


def test_cavendish_example_through_the_state_machine() -> None:
    """CAV-D "Example": A writes 28, B 23, with the dialogue he prints."""
    s = example_calls()
    assert s.phase is Phase.CALLING and s.to_act is Seat.ELDER
    assert s.score().seats.elder.declarations == 9  # "Five and four are nine."
    s = run(s, Play(C("AH")))  # A leads the ace of hearts: "Ten."
    assert s.phase is Phase.RECKONING and s.to_act is Seat.YOUNGER
    # B: "Four tens fourteen, and three queens seventeen." (plays the ten of hearts)
    s = run(s, Declare(CardSet(Rank.TEN, 4)), Declare(CardSet(Rank.QUEEN, 3)), Play(C("10H")))
    assert s.phase is Phase.PLAY
    for trick in EX_TRICKS[1:]:
        lead, follow = trick.split()
        s = run(s, Play(C(lead)), Play(C(follow)))
    assert s.is_over
    d = s.score()
    assert (d.seats.elder.total, d.seats.younger.total) == (28, 23)
    assert d.seats.elder.to_dict() == {
        "carte_blanche": 0, "point": 5, "sequences": 4, "sets": 0, "play": 9, "cards": 10,
        "pique": 0, "repique": 0, "total": 28}  # fmt: skip
    assert d.seats.younger.sets == 17 and d.seats.younger.play == 6
    said = [w for _, w in s.transcript("en")[:12]]
    assert said == ["Point of five.", "Making?", "Forty-nine.", "Good.",
                    "Point of five in hearts.", "Quart major.", "Good.",
                    "Quart major in hearts.", "Three knaves.", "Not good.", "A♥",
                    "Four tens."]  # fmt: skip


def test_example_dialogue_in_french_and_russian() -> None:
    """The same calls in the traditional words (brief; S002 «годятся», «не годится»)."""
    s = example_calls()
    fr = [w for _, w in s.transcript("fr")]
    ru = [w for _, w in s.transcript("ru")]
    assert fr[:4] == ["Point de cinq.", "Combien\u202f?", "Quarante-neuf.", "Bon."]  # U+202F
    assert ru[:4] == ["Пять карт", "Сколько очков?", "Сорок девять", "Годятся"]
    assert fr[-1] == "Pas bon." and ru[-1] == "Не годится"
    assert fr[5] == "Quatrième majeure." and ru[8] == "Три валета"


def test_number_words() -> None:
    """Pip values are said aloud: 48, 71, 34 in the three languages."""
    assert number_words(48) == "forty-eight"
    assert number_words(48, "fr") == "quarante-huit"
    assert number_words(71, "fr") == "soixante et onze"
    assert number_words(78, "fr") == "soixante-dix-huit"
    assert number_words(21, "fr") == "vingt et un"
    assert number_words(48, "ru") == "сорок восемь"
    assert Call(Kind.POINT, 4).say("ru") == "Четыре карты"
    assert Call(Kind.POINT, 1).say("ru") == "Одна карта"


def test_example_younger_may_not_claim_the_point() -> None:
    """Law 46: B asked "Making?" holding five; his 48 cannot be "Not good" against 49."""
    s = run(DealState.from_hands(EX_A, EX_B, EX_TALON), D("KS 8C 7C 9D 8D"), D("7S 9H 7H"),
            Call(Kind.POINT, 5), Reply.MAKING, Value(pips=49))  # fmt: skip
    assert Reply.NOT_GOOD not in s.legal_actions()
    with pytest.raises(IllegalCallError) as e:
        s.apply(Reply.NOT_GOOD)
    assert "Law" in str(e.value) and e.value.code == "reply_not_held"


# --- sinking (CAV-S, "Examples of sinking") ---------------------------------------------

# Example V, reconstructed from the text: A's discard 9H 8H 7H 8C 7C, his take-in KS 10S AH
# JC 10C; B's discard JH 10H 9C, his take-in KH KC 7D ("He kept a six-card point in spades").
V_A = "QH 9H 8H 7H AD QD JD 10D 8D QC 8C 7C"
V_B = "AS QS JS 9S 8S 7S JH 10H AC KD 9D 9C"
V_TALON = "KS 10S AH JC 10C KH KC 7D"


def example_v() -> DealState:
    return run(DealState.from_hands(V_A, V_B, V_TALON), D("9H 8H 7H 8C 7C"), D("JH 10H 9C"))


def test_sinking_example_v_younger_sinks_his_whole_point() -> None:
    """CAV-S Ex. V: "B should sink the whole of his point, and allow five cards to be good."
    "A reckons five for point, and two tierces to a queen, in all eleven. B reckons three
    kings." B's "Good" is legal though he holds six spades."""
    s = run(
        example_v(),
        Call(Kind.POINT, 5), Reply.GOOD, Declare(Point(DI, 5, 49)),
        Call(Kind.SEQUENCE, 3, top=Rank.QUEEN), Reply.GOOD, Declare(Sequence(DI, 3, Rank.QUEEN)),
        Declare(Sequence(CL, 3, Rank.QUEEN)),
        Play(C("AD")), Declare(CardSet(Rank.KING, 3)),
    )  # fmt: skip
    d = s.score()
    assert d.seats.elder.declarations == 11 and d.seats.younger.declarations == 3
    assert d.seats.younger.point == 0  # what is sunk is lost (FOSTER)


def test_sinking_example_v_making_bars_the_six_card_point() -> None:
    """CAV-S Ex. V: B "might ask how many they make, and score the point, sinking one
    spade" -- but here A's diamonds make 49 and B's best five spades 48; having asked, B
    cannot count his six (Law 46), so "Not good" is refused."""
    s = run(example_v(), Call(Kind.POINT, 5))
    assert Reply.MAKING in s.legal_actions() and Reply.NOT_GOOD in s.legal_actions()
    s = run(s, Reply.MAKING, Value(pips=49))
    assert s.legal_actions() == [Reply.GOOD]


# Example IV, reconstructed to fit the text (the hands are printed as pictures): A's four clubs
# make 38 ("Making eight"); B holds five spades, shows A J 10 8 "sinking the king"; the tierce
# major is equal; B has three aces. A "is out in hearts and diamonds".
IV_A = "QS 9S 7S JH 10H 9H 8H AC KC QC 7C 7D"
IV_B = "AS KS JS 10S 8S AH KH QH AD 10D 9D 9C"
IV_TALON = "KD QD JD 8D 7H JC 10C 8C"


def test_sinking_example_iv_point_sinking_the_king() -> None:
    """CAV-S Ex. IV: "A calls a point of four cards." "B says, 'Making?' A replies, 'Making
    eight.' B says, 'Not good.' The tierce major is equal. B shows ace, knave, ten, eight of
    spades, for point, sinking the king, and reckons three aces.\""""
    s = DealState.from_hands(IV_A, IV_B, IV_TALON)
    s = run(s, D("JH 10H 9H 8H 7D"), D("10D 9D 9C"))
    assert s.hands_after.elder == Hand.parse("QS 9S 7S AC KC QC 7C KD QD JD 8D 7H")
    assert s.hands_after.younger == Hand.parse("AS KS JS 10S 8S AH KH QH AD JC 10C 8C")
    s = run(s, Call(Kind.POINT, 4), Reply.MAKING, Value(pips=38), Reply.NOT_GOOD,
            Call(Kind.SEQUENCE, 3, top=Rank.ACE), Reply.EQUAL, Declare(Sequence(CL, 3, Rank.ACE)),
            Play(C("AC")))  # fmt: skip
    # having asked, B may not count his five spades (Law 46) ...
    with pytest.raises(IllegalCallError) as e:
        s.apply(Declare(Point(S, 5, 49)))
    assert e.value.code == "barred_by_inquiry" and "Law 46" in str(e.value)
    # ... nor play before showing what beats the call (Law 55)
    with pytest.raises(DealError) as e2:
        s.apply(Play(C("8C")))
    assert e2.value.law == "Cavendish, Law 55"
    s = run(s, Declare(Point(S, 4, 39)), Declare(Sequence(H_, 3, Rank.ACE)),
            Declare(CardSet(Rank.ACE, 3)), Play(C("8C")))  # fmt: skip
    d = s.score()
    assert (d.seats.younger.point, d.seats.younger.sequences, d.seats.younger.sets) == (4, 0, 3)
    assert (d.seats.elder.point, d.seats.elder.sequences) == (
        0,
        0,
    )  # the equality nullifies the whole


def test_sinking_example_iii_elder_sinks_aces_younger_reckons_tens() -> None:
    """CAV-S Ex. III: "A does not call three aces; B reckons point, and three tens." When
    elder sinks a whole kind, younger scores his own (inferior) holding in it."""
    s = DealState.from_hands("AS AH AC KS QS 9S 8H 7H 9D 8D 7D 8C",
                             "10S 10H 10C JS JH JD 10D 9H QD KD AD QH",
                             "KH KC QC JC 9C 8S 7S 7C")  # fmt: skip
    s = run(s, D("8H"), D("9H"), Play(C("AS")))
    assert Declare(CardSet(Rank.TEN, 4)) in s.legal_actions()
    s = run(s, Declare(CardSet(Rank.TEN, 3)), Play(C("10S")))  # a trio out of a quatorze
    assert s.score().seats.younger.sets == 3 and s.score().seats.elder.sets == 0


def test_calls_of_less_than_held_are_allowed() -> None:
    """Sinking: three cards for point holding four (CAV-S "you should call three cards, though
    holding four"), a quart out of a quint, a trio out of a quatorze (CAV-S; FOSTER)."""
    s = DealState.from_hands("AS KS QS JS 10S AH AD AC KH QH 7D 7C",
                             "9S 8S 7S JH 10H 9H KD QD JD KC QC JC",
                             "8H 7H 10D 9D 8D 10C 9C 8C")  # fmt: skip
    s = run(s, D("7D"), D("9S"))
    legal = s.legal_actions()
    assert Call(Kind.POINT, 3) in legal and Call(Kind.POINT, 6) not in legal
    s = run(s, Call(Kind.POINT, 4), Reply.GOOD, Declare(Point(S, 4, 41)))
    assert Call(Kind.SEQUENCE, 4, top=Rank.KING) in s.legal_actions()
    assert Call(Kind.SET, 3, rank=Rank.ACE) in s.legal_actions()
    with pytest.raises(IllegalActionError) as e:
        s.apply(Call(Kind.SET, 4, rank=Rank.KING))
    assert e.value.code == "not_held"


# --- the laws of calling --------------------------------------------------------------------

QUART_MINOR = DealState.from_hands("10S 9S 8S 7S 9H 8H 7H AD KD AC KC QC",
                                   "AS KS QS JS AH KH QH JH 10H QD JD 10D",
                                   "9D 8D 7D JC 10C 9C 8C 7C")  # fmt: skip


def test_law_49_a_lower_call_binds_elder() -> None:
    """CAV-D: "A has a quart minor and a tierce minor. If he first calls a tierce minor, and
    it is admitted to be good, he can reckon two tierce minors, but he cannot reckon the
    quart." (Law 49)"""
    s = run(QUART_MINOR, D("QC"), D("10H"), Call(Kind.SEQUENCE, 3, top=Rank.NINE), Reply.GOOD,
            Declare(Sequence(H_, 3, Rank.NINE)))  # fmt: skip
    assert Declare(Sequence(S, 3, Rank.NINE)) in s.legal_actions()
    with pytest.raises(IllegalCallError) as e:
        s.apply(Declare(Sequence(S, 4, Rank.TEN)))
    assert e.value.code == "bound_by_call" and "Law 49" in str(e.value)
    s = run(s, Declare(Sequence(S, 3, Rank.NINE)))
    assert s.score().seats.elder.sequences == 6


GOOD_AGAINST = DealState.from_hands("KS QS JS 10S QH JH 10H KC QC 10C 8C 7C",
                                    "7S AH KH 9H 8H 7H AD KD 10D AC JC 9C",
                                    "QD JD 9D 8D 7D AS 9S 8S")  # fmt: skip


def test_law_49_unless_the_call_is_good_against_the_cards() -> None:
    """CAV-D: "A has a quart to a king, and a tierce to a queen, good against the cards. If
    he first calls a tierce to a queen, he may afterwards reckon his quart." (Law 49)"""
    s = run(GOOD_AGAINST, D("KC QC 10C 8C 7C"), D("7S"), Call(Kind.SEQUENCE, 3, top=Rank.QUEEN),
            Reply.GOOD, Declare(Sequence(H_, 3, Rank.QUEEN)))  # fmt: skip
    s = run(s, Declare(Sequence(S, 4, Rank.KING)), Declare(Sequence(DI, 3, Rank.NINE)))
    assert s.score().seats.elder.sequences == 3 + 4 + 3


def test_au_cent_a_low_call_binds_even_good_against_the_cards() -> None:
    """CAV-C: a low call binds elder even if good against the cards; he must state the value
    of his point and to what card his sequence is."""
    s = DealState.from_hands(GOOD_AGAINST.hands_dealt.elder, GOOD_AGAINST.hands_dealt.younger,
                             GOOD_AGAINST.talon, variant=AU_CENT)  # fmt: skip
    s = run(s, D("KC QC 10C 8C 7C"), D("7S"))
    with pytest.raises(IllegalCallError) as e:
        s.apply(Call(Kind.POINT, 5))
    assert e.value.code == "value_required"
    with pytest.raises(IllegalCallError):
        s.apply(Call(Kind.SEQUENCE, 3))
    s = run(s, Call(Kind.SEQUENCE, 3, top=Rank.QUEEN), Reply.GOOD,
            Declare(Sequence(H_, 3, Rank.QUEEN)))  # fmt: skip
    assert Declare(Sequence(S, 4, Rank.KING)) not in s.legal_actions()


def test_law_46_the_point_first_or_never() -> None:
    """Law 46: "The elder hand must call his point first, or he loses the right to call it.\""""
    s = run(QUART_MINOR, D("QC"), D("10H"), Call(Kind.SEQUENCE, 3, top=Rank.NINE),
            Reply.NOT_GOOD)  # fmt: skip
    with pytest.raises(IllegalCallError) as e:
        s.apply(Call(Kind.POINT, 4))
    assert e.value.code == "point_first" and "Law 46" in str(e.value)


def test_law_46_making_needs_as_many_cards() -> None:
    """Law 46: younger may ask what the point makes only holding at least as many cards."""
    s = run(QUART_MINOR, D("QC"), D("10H"), Call(Kind.POINT, 4))
    assert Reply.MAKING in s.legal_actions()  # younger holds four spades (and hearts)
    s5 = run(QUART_MINOR, D("QC"), D("10H"))
    s5 = run(s5, Call(Kind.POINT, 4), Reply.MAKING, Value(pips=34), Reply.NOT_GOOD)
    assert s5.phase is Phase.CALLING and s5.to_act is Seat.ELDER
    s6 = run(QUART_MINOR, D("AD KD AC KC QC"), D("10H"))  # elder keeps 4 spades + tierce
    s6 = run(s6, Call(Kind.POINT, 4), Reply.GOOD, Declare(Point(S, 4, 34)))
    assert s6.score().seats.elder.point == 4


def test_making_refused_with_fewer_cards() -> None:
    """Law 46: with fewer cards younger cannot ask "Making?"."""
    s = DealState.from_hands("AS KS QS JS 10S 9S AH KH AD KD AC KC",
                             "8S 7S QH JH 10H QD JD 10D QC JC 10C 9C",
                             "9H 8H 7H 9D 8D 7D 8C 7C")  # fmt: skip
    s = run(s, D("KC"), D("9C"), Call(Kind.POINT, 6))
    with pytest.raises(IllegalCallError) as e:
        s.apply(Reply.MAKING)
    assert e.value.code == "making_not_allowed"
    assert s.legal_actions() == [Reply.GOOD]


def test_law_56_nothing_reckoned_after_the_first_trick() -> None:
    """Law 56: what is not reckoned before younger plays to the first trick is lost."""
    s = run(QUART_MINOR, D("QC"), D("10H"), Play(C("AD")), Play(C("10D")))
    assert s.phase is Phase.PLAY
    with pytest.raises(DealError) as e:
        s.apply(Declare(Sequence(H_, 4, Rank.ACE)))
    assert e.value.code == "reckon_too_late" and "Law 56" in str(e.value)
    assert s.score().seats.younger.sequences == 0


def test_elder_cannot_lead_while_a_call_awaits_its_answer() -> None:
    """CAV-D: elder calls, younger answers; a lead with a reply pending is refused."""
    s = run(QUART_MINOR, D("QC"), D("10H"), Call(Kind.POINT, 4))
    assert s.to_act is Seat.YOUNGER
    with pytest.raises(IllegalActionError):
        s.apply(Play(C("AD")), seat=Seat.ELDER)


def test_equal_point_scores_nothing() -> None:
    """Law 62; CAV-D: "Equal" -- elder names the suit "but does not count anything for it";
    younger "names the suit after the elder has ... led a card" (he must: Law 55)."""
    s = DealState.from_hands("AS KS QS 8S AH 9H 7H JC 9C 7C 9D 7D",
                             "AD KD QD 8D KH QH 8H KC QC 8C JS 10S",
                             "AC 10C 9S 7S JH 10H JD 10D")  # fmt: skip
    s = run(s, D("7D"), D("10S"), Call(Kind.POINT, 4))
    assert {Reply.EQUAL, Reply.MAKING, Reply.GOOD} == set(s.legal_actions())
    s = run(s, Reply.EQUAL, Value(pips=39))
    assert set(s.legal_actions()) == {Reply.GOOD, Reply.EQUAL}
    s = run(s, Reply.EQUAL, Declare(Point(S, 4, 39)), Play(C("AS")))
    # S002: "Если число карт одинаковое — «равны»" (the same number of cards); the exact
    # tie of the pips is «равны» too: Cavendish's "Equal" serves for both
    said = [w for _, w in s.transcript("ru")][2:6]
    assert said == ["Четыре карты", "Равны", "Тридцать девять", "Равны"]
    assert [w for _, w in s.transcript("en")][2:6] == [
        "Point of four.",
        "Equal.",
        "Thirty-nine.",
        "Equal.",
    ]
    with pytest.raises(DealError) as e:
        s.apply(Play(C("JS")))
    assert e.value.code == "reckoning_due"
    legal = s.legal_actions()
    assert Declare(Point(DI, 4, 39)) in legal and not any(isinstance(a, Play) for a in legal)
    assert [a for a in legal if isinstance(a, Declare) and a.kind is Kind.POINT] == [
        Declare(Point(DI, 4, 39))
    ]
    s = run(s, Declare(Point(DI, 4, 39)), Play(C("JS")))
    assert s.score().seats.elder.point == 0 and s.score().seats.younger.point == 0


# Elder: quint major, four aces, tierce minor; younger: six diamonds (CAV-D "Scoring").
REPIQUE = DealState.from_hands("AS KS QS JS 10S AH AD AC 9H 8H 7H 9D",
                               "KD QD JD 10D 8D 7D KH QH JH 10H 9S 8S",
                               "KC QC JC 10C 9C 8C 7C 7S")  # fmt: skip


def _repique_calls(point_reply: Reply) -> DealState:
    s = run(REPIQUE, D("9D"), D("8S"), Call(Kind.POINT, 5), point_reply)
    if point_reply is Reply.GOOD:
        s = run(s, Declare(Point(S, 5, 51)))
    return run(s, Call(Kind.SEQUENCE, 5, top=Rank.ACE), Reply.GOOD,
               Declare(Sequence(S, 5, Rank.ACE)), Declare(Sequence(H_, 3, Rank.NINE)),
               Call(Kind.SET, 4, rank=Rank.ACE), Reply.GOOD, Play(C("AS")))  # fmt: skip


def test_younger_point_reckoned_saves_the_repique() -> None:
    """CAV-D "Scoring": elder scores 32 in hand, "But if his point is not good, he does not
    gain a repique ... because the younger hand's point is recordable in order before the
    sequences and quatorze" (Laws 67-68)."""
    s = run(_repique_calls(Reply.NOT_GOOD), Declare(Point(DI, 6, 55)), Play(C("9S")))
    d = s.score()
    assert d.seats.elder.declarations == 15 + 3 + 14 and d.seats.elder.repique == 0
    assert d.seats.younger.point == 6


def test_sinking_the_point_lets_the_repique_through() -> None:
    """What is sunk scores nothing and bars nothing (CAV-D; FOSTER): younger allowing five
    cards good with six diamonds, elder reckons 5 + 15 + 3 + 14 = 37, "ninety-seven"."""
    s = run(_repique_calls(Reply.GOOD), Play(C("9S")))
    d = s.score()
    assert (
        d.seats.elder.declarations == 37
        and d.seats.elder.repique == 60
        and d.seats.younger.point == 0
    )


def test_elder_may_decline_to_say_what_his_point_makes() -> None:
    """CAV-S "Replying to the call of point": "Elder hand calls five cards which are equal. He
    may then decline to say what they make, if he knows your five cards must be better"."""
    s = run(QUART_MINOR, D("QC"), D("10H"), Call(Kind.POINT, 4), Reply.MAKING)
    assert Decline() in s.legal_actions()
    s = run(s, Decline(), Play(C("AD")))
    assert Declare(Point(S, 4, 41)) in s.legal_actions()
    s = run(s, Declare(Point(S, 4, 41)), Play(C("10D")))
    assert s.score().seats.younger.point == 4
    assert [w for _, w in s.transcript()][2:5] == ["Point of four.", "Making?", "Yours is good."]


def test_which_king_do_you_not_reckon() -> None:
    """CAV-D: when elder might hold a quatorze but calls three, younger may ask "Which king do
    you not reckon?", and A is bound to reply; asking admits the trio good (Case VII); the
    answer must be true (Case VIII)."""
    s = DealState.from_hands("AS KS QS JS AH KH QH AD KD AC 7C 8C",
                             "10S 9S 8S 7S JH 10H 9H 8H QD JD 10D 9D",
                             "7H 8D 7D KC QC JC 10C 9C")  # fmt: skip
    s = run(s, D("8C"), D("9D"), Call(Kind.SET, 3, rank=Rank.KING))
    assert Reply.WHICH in s.legal_actions()  # younger holds no king
    s = run(s, Reply.WHICH)
    assert s.to_act is Seat.ELDER
    assert s.legal_actions() == [NotReckoned(C("KC"))]  # he holds three: the club is out
    with pytest.raises(IllegalCallError) as e:
        s.apply(NotReckoned(C("KD")))
    assert e.value.code == "which_due" and "Case VIII" in str(e.value)
    s = run(s, NotReckoned(C("KC")))
    assert s.score().seats.elder.sets == 3
    said = [w for _, w in s.transcript()][-3:]
    assert said == ["Three kings.", "Which king do you not reckon?", "King of clubs."]
    assert [w for _, w in s.transcript("ru")][-1] == "Король треф"


def test_law_47_sets_before_sequences_and_russian_words() -> None:
    """Law 47: "nor is it compulsory on either player to call sequence next after point"
    (CAV-D: "quatorze or trio may be called before sequence, without prejudice"); S002:
    "same" number of cards is «равны», then the pips are counted."""
    s = run(REPIQUE, D("9D"), D("8S"), Call(Kind.POINT, 5), Reply.EQUAL)
    assert s.transcript("ru")[-1][1] == "Равны"
    s = run(s, Value(pips=51), Reply.GOOD, Declare(Point(S, 5, 51)),
            Call(Kind.SET, 4, rank=Rank.ACE), Reply.GOOD)  # fmt: skip
    assert Call(Kind.SEQUENCE, 5, top=Rank.ACE) in s.legal_actions()


def test_foster_point_by_pips_only() -> None:
    """FOSTER: "The Point is the suit having the greatest pip value": the call states the
    value, and the replies follow the pips. (In the 32-card pack a longer suit always has more
    pips than a shorter one -- the n + 1 lowest cards outweigh the n highest -- so the two rules
    differ in wording only.)"""
    from dataclasses import replace

    from piquet_core.variants import PointComparison

    foster = replace(REPIQUE.variant, point_comparison=PointComparison.PIPS_ONLY)
    s = DealState.from_hands("AS KS QS JS 7H 8H 9H 7D 8D 9D 7C 8C",
                             "AH KH QH JH 10S 9S 8S 7S AD KD QD 10H",
                             "JD 10D 9C AC KC QC JC 10C", foster)  # fmt: skip
    s = run(s, D("8C"), D("10H"))
    with pytest.raises(IllegalCallError) as e:
        s.apply(Call(Kind.POINT, 4))
    assert e.value.code == "value_required"
    assert set(run(s, Call(Kind.POINT, 4, pips=41)).legal_actions()) == {Reply.GOOD, Reply.EQUAL}
    three = run(s, Call(Kind.POINT, 3, pips=31)).legal_actions()  # equal: sinking his jack
    assert set(three) == {Reply.GOOD, Reply.NOT_GOOD, Reply.EQUAL}


def test_calling_is_showing() -> None:
    """CAV-D: "As the law now stands, calling is equivalent to showing" (Law 55): the cards
    of sequences and sets reckoned are known to the adversary; a trio's too when the fourth
    card is in the adversary's own hand (CAV-D Example: "B, having called queens and tens,
    must have queen, ten of spades")."""
    s = run(example_calls(), Play(C("AH")), Declare(CardSet(Rank.TEN, 4)),
            Declare(CardSet(Rank.QUEEN, 3)))  # fmt: skip
    assert s.shown(Seat.ELDER) == Hand.parse("AH KH QH JH")
    assert s.shown(Seat.YOUNGER) == Hand.parse("10S 10H 10D 10C QS QD QC")
    assert C("QS") in s.shown(Seat.YOUNGER) and C("10S") in s.shown(Seat.YOUNGER)


def test_the_call_a_reply_answers() -> None:
    """A reply or a decline answers the last call, completed by any value elder gave it;
    the transcript, the deal viewer and the play page read it with the same two functions."""
    from piquet_core.dialogue import Decline, answers_call, call_answered

    point = Call(Kind.POINT, 5)
    sequence = Call(Kind.SEQUENCE, 4)
    assert call_answered([]) is None
    assert call_answered([Value(pips=48)]) is None  # a value with no call before it
    assert call_answered([point, Reply.MAKING, Value(pips=48)]) == Call(Kind.POINT, 5, 48)
    assert call_answered([point, Reply.NOT_GOOD, sequence, Reply.MAKING]) == sequence
    assert answers_call(Reply.GOOD) and answers_call(Decline())
    assert not answers_call(point) and not answers_call(Value(pips=48))
    assert Decline().say("ru", call_answered([sequence])) == "Годится"
    assert Decline().say("ru", call_answered([sequence, point])) == "Годятся"
