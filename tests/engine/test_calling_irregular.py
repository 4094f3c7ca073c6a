"""The irregularities of calling and showing (piquet_core.calling_irregular): each law of
Cavendish's *Laws of Piquet au Cent* that differs from the Rubicon code, under each code,
through the state machine and through ``piquet replay``, the law quoted as the test's
docstring; a record of what cannot have happened is refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from piquet_core.calling_irregular import CallIrregularError, CallIrregularities
from piquet_core.cards import PACK, Hand, Rank, Seat, Suit
from piquet_core.deal import DealState, Discard, play_out
from piquet_core.declarations import CardSet, Sequence
from piquet_core.dialogue import Kind, Reply
from piquet_core.irregular import Irregularities
from piquet_core.replay import replay
from piquet_core.variants import AU_CENT, RUBICON, Variant

AU_CENT_LAW = "Cavendish, Laws of Piquet au Cent"


class Deal:
    """A deal made to leave each seat the given twelve cards after the exchange: elder
    discards ``elder_out`` and draws five, younger discards ``younger_out`` and draws three."""

    def __init__(self, elder: str, younger: str, elder_out: str, younger_out: str) -> None:
        e, y = Hand(elder), Hand(younger)
        eo, yo = Hand(elder_out), Hand(younger_out)
        assert len(e) == len(y) == 12 and len(eo) == 5 and len(yo) == 3
        assert (e | y | eo | yo) == Hand(PACK)
        es, ys = sorted(e), sorted(y)
        self.talon = " ".join(str(c) for c in es[7:] + ys[9:])
        self.elder = str(Hand(es[:7]) | eo)
        self.younger = str(Hand(ys[:9]) | yo)
        self.discards = (str(eo), str(yo))

    def record(self, variant: str, **fields: object) -> dict[str, object]:
        """A ``piquet replay`` record of the deal, both declaring in full."""
        return {"variant": variant, "elder": self.elder, "younger": self.younger,
                "talon": self.talon, "elder_discards": self.discards[0],
                "younger_discards": self.discards[1], **fields}  # fmt: skip

    def played(self, variant: Variant, calls: CallIrregularities) -> DealState:
        """The deal through the state machine, the irregularity set before the exchange."""
        state = DealState.from_hands(self.elder, self.younger, self.talon, variant)
        state = state.with_irregularities(Irregularities(calls=calls))
        state = state.apply(Discard(Hand(self.discards[0])))
        state = state.apply(Discard(Hand(self.discards[1])))
        return play_out(state, lambda s: s.legal_actions()[0])


def _replay(record: dict[str, object]) -> dict[str, object]:
    out = replay(record)
    assert "error" not in out, out
    return out


def _both(deal: Deal, variant: Variant, calls: CallIrregularities, **fields: object) -> list:
    """The scores (``piquet replay`` without and with history, the state machine), and the
    ruling of the record without history."""
    state = deal.played(variant, calls)
    name = "au-cent" if variant is AU_CENT else "rubicon"
    plain = _replay(deal.record(name, **fields))
    history = _replay(state.to_record())
    return [plain, history, state.score(), plain["irregular"]["rulings"][0]]  # type: ignore[index]


def _seat(out: object, seat: str, category: str) -> int:
    if isinstance(out, dict):
        return int(out[seat][category])
    return int(getattr(out.seats[seat], category))  # type: ignore[attr-defined]


# Elder holds a quint to the king in spades, younger a quart major in hearts and a quart to the
# queen in clubs.
SHOW = Deal("KS QS JS 10S 9S AD KD 7H AC 8C 7C 8D", "AH KH QH JH 8H AS 8S 7S QC JC 10C 9C",
            "10H 9H KC QD JD", "10D 9D 7D")  # fmt: skip
# The same hands the other way round.
SWAPPED = Deal("AH KH QH JH 8H AS 8S 7S QC JC 10C 9C", "KS QS JS 10S 9S AD KD 7H AC 8C 7C 8D",
               "10H 9H KC QD JD", "10D 9D 7D")  # fmt: skip
QUINT_K = Sequence(Suit.SPADES, 5, Rank.KING)
QUART_K = Sequence(Suit.SPADES, 4, Rank.KING)
SHOWN = CallIrregularities(showed_sequence=QUINT_K, called_sequence=QUART_K)
SHOWN_FIELDS = {"elder_showed_sequence": "KS QS JS 10S 9S", "elder_called_sequence": "KS QS JS 10S"}


def test_regular_deals_score_as_before() -> None:
    """Without an irregularity elder's quint scores fifteen; an empty calling irregularity is a
    regular deal."""
    out = _replay(SHOW.record("au-cent"))
    assert out["elder"]["sequences"] == 15 and out["younger"]["sequences"] == 0  # type: ignore[index]
    assert Irregularities(calls=CallIrregularities()).is_regular


def test_au_cent_the_show_bars_younger_but_elder_reckons_only_his_call() -> None:
    """ "If the elder hand show a sequence and call an inferior one, he cannot reckon the
    superior one; but the show bars the younger hand from reckoning his sequences, if only
    equal or inferior to the one shown." (Cavendish, *Au Cent*) Elder shows his quint to the
    king and calls a quart to the king: he reckons the quart (four), and younger's quart major,
    inferior to the quint shown, is barred."""
    *scores, ruling = _both(SHOW, AU_CENT, SHOWN, **SHOWN_FIELDS)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (4, 0)
    assert ruling["code"] == "showed_sequence" and ruling["law"] == AU_CENT_LAW
    # younger's quint to the king is superior to the quart major shown: it scores
    out = _replay(SWAPPED.record("au-cent", elder_showed_sequence="AH KH QH JH",
                                 elder_called_sequence="AH KH QH"))  # fmt: skip
    assert out["elder"]["sequences"] == 0 and out["younger"]["sequences"] == 15  # type: ignore[index]


def test_rubicon_a_low_call_not_corrected_binds_and_the_show_bars_nothing() -> None:
    """ "If the elder hand call a smaller point, sequence, quatorze or trio than he holds, he
    may correct his miscall before it has been replied to by the younger hand." (Cavendish,
    Law 50) Not corrected, his quart to the king is beaten by younger's quart major, who scores
    his two quarts; the show bars nothing."""
    *scores, ruling = _both(SHOW, RUBICON, SHOWN, **SHOWN_FIELDS)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (0, 8)
    assert ruling["law"] == "Cavendish, Laws 49-50"


# Elder holds a quart minor in spades and a tierce minor in hearts; younger no sequence, but
# the queens elder has not seen could make him a tierce major: no call of elder's is good
# against the cards.
MINORS = Deal("10S 9S 8S 7S 9H 8H 7H AD QD 10C 8C AC", "AS KS JS AH KH JH 10H KD JD 9D 7D KC",
              "JC 9C 7C 10D 8D", "QS QH QC")  # fmt: skip


@pytest.mark.parametrize("suit", [Suit.SPADES, Suit.HEARTS])
def test_a_binding_call_reckons_the_equal_sequence_inside_a_higher_run(suit: Suit) -> None:
    """ "After the younger hand has replied, "Good", or "Equal", the elder must abide by his
    call, and can only reckon sequences equal to, or lower than, the one he called. Thus : A
    has a quart minor and a tierce minor. If he first calls a tierce minor, and it is admitted
    to be good, he can reckon two tierce minors, but he cannot reckon the quart." (Cavendish,
    *Description*, "Calling"; Law 50) Shown the quart and called either tierce minor, he
    reckons six: the tierce minor in the quart counts beside the other."""
    called = Sequence(suit, 3, Rank.NINE)
    calls = CallIrregularities(showed_sequence=Sequence(Suit.SPADES, 4, Rank.TEN),
                               called_sequence=called)  # fmt: skip
    fields = {
        "elder_showed_sequence": "10S 9S 8S 7S",
        "elder_called_sequence": " ".join(str(c) for c in Hand.from_mask(called.bits)),
    }
    *scores, ruling = _both(MINORS, RUBICON, calls, **fields)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (6, 0)
    assert "good against the cards" not in ruling["ruling"]


def test_a_sequence_shown_or_called_must_be_held_and_the_call_inferior() -> None:
    """A record of a sequence elder does not hold, or of a call not inferior to the show, is
    refused in one line."""
    bad = SHOW.record("au-cent", elder_showed_sequence="AS KS QS JS 10S",
                      elder_called_sequence="KS QS JS")  # fmt: skip
    assert replay(bad)["code"] == "not_held"
    same = SHOW.record("rubicon", elder_showed_sequence="KS QS JS 10S",
                       elder_called_sequence="KS QS JS 10S 9S")  # fmt: skip
    assert replay(same)["code"] == "call_not_inferior"
    assert replay(SHOW.record("rubicon", elder_showed_sequence="KS QS JS"))["code"] == "bad_record"
    with pytest.raises(CallIrregularError):
        SHOW.played(AU_CENT, replace(SHOWN, showed_sequence=Sequence(Suit.SPADES, 5, Rank.ACE)))


# Elder holds a quint to the knave in spades and a quart to the king in hearts, which he calls
# a quart to the king in diamonds; younger holds the king of diamonds. Nothing elder has not
# seen makes a quart: his call is good against the cards.
MISNOMER = Deal("JS 10S 9S 8S 7S KH QH JH 10H AD JC 8C", "AS KS QS AH 9H 7H AC KC QC 10C KD JD",
                "QD 9D 9C 7C 8H", "10D 8D 7D")  # fmt: skip
QUART_KH = Sequence(Suit.HEARTS, 4, Rank.KING)
QUART_KD = Sequence(Suit.DIAMONDS, 4, Rank.KING)
MISNAMED = CallIrregularities(misnomer=Seat.ELDER, misnomer_called=QUART_KD,
                              misnomer_held=QUART_KH)  # fmt: skip
MISNAMED_FIELDS = {"misnomer": "elder", "misnomer_called": "KD QD JD 10D",
                   "misnomer_held": "KH QH JH 10H"}  # fmt: skip


def test_au_cent_a_misnomer_corrected_reckons_equal_or_inferior_counting_value() -> None:
    """ "He may, however, correct a misnomer of sequence, trio,or quatorze, before he leads a
    card, and may reckon anything of equal or inferior counting value, provided his call in
    error was good against the cards." (Cavendish, *Au Cent*) Elder, having called a quart,
    reckons his quart (four), not his quint."""
    *scores, ruling = _both(MISNOMER, AU_CENT, MISNAMED, **MISNAMED_FIELDS)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (4, 0)
    assert ruling["code"] == "misnomer" and ruling["law"] == AU_CENT_LAW
    assert _replay(MISNOMER.record("au-cent"))["elder"]["sequences"] == 19  # type: ignore[index]


# Elder holds a quart to the knave in spades, which he calls a quart major; younger holds a
# quart to the king in hearts. Nothing elder has not seen makes a quint, or a quart better than
# the quart major: the call in error is good against the cards, and younger allows it good.
ABIDES = Deal("JS 10S 9S 8S AH 9H 7H AD 8D AC 9C 7C", "KH QH JH 10H 8H KD QD 10D KC QC JC 7S",
              "9D JD 7D 10C 8C", "AS KS QS")  # fmt: skip


def test_au_cent_younger_who_allowed_the_call_in_error_good_abides_by_his_answer() -> None:
    """ "He may, however, correct a misnomer of sequence, trio,or quatorze, before he leads a
    card, and may reckon anything of equal or inferior counting value, provided his call in
    error was good against the cards." "The younger hand having allowed a correct call to be
    good or equal, must abide by his answer." (Cavendish, *Au Cent*) Elder reckons his quart to
    the knave; younger's quart to the king, better than it but not than the quart major he
    allowed good, scores nothing, nor does his tierce."""
    calls = CallIrregularities(misnomer=Seat.ELDER,
                               misnomer_called=Sequence(Suit.SPADES, 4, Rank.ACE),
                               misnomer_held=Sequence(Suit.SPADES, 4, Rank.JACK))  # fmt: skip
    fields = {"misnomer": "elder", "misnomer_called": "AS KS QS JS",
              "misnomer_held": "JS 10S 9S 8S"}  # fmt: skip
    *scores, ruling = _both(ABIDES, AU_CENT, calls, **fields)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (4, 0)
    assert "abides by his answer" in ruling["ruling"]
    plain = _replay(ABIDES.record("au-cent"))  # regular: younger's quart and tierce score
    assert (plain["elder"]["sequences"], plain["younger"]["sequences"]) == (0, 7)  # type: ignore[index]


def test_rubicon_there_is_no_penalty_for_a_misnomer() -> None:
    """ "There is no penalty for a misnomer. It is a misnomer, if a player call a point or
    sequence, when he holds one of that counting value, but names the suit wrongly; or a
    sequence, when he holds one of that counting value, but names its rank wrongly ; or a trio
    or quatorze, when he holds one, but hames its rank wrongly ; provided, however, that he
    could not possibly have held what he claims, in his hand and discard taken together."
    (Cavendish, Law 53) Younger holds the king of diamonds: the quint and the quart score."""
    *scores, ruling = _both(MISNOMER, RUBICON, MISNAMED, **MISNAMED_FIELDS)
    for out in scores:
        assert (_seat(out, "elder", "sequences"), _seat(out, "younger", "sequences")) == (19, 0)
    assert ruling["law"] == "Cavendish, Law 53" and "no penalty" in ruling["ruling"]


def test_au_cent_a_misnamed_trio_not_corrected_reckons_nothing() -> None:
    """ "If a player call a quatorze or trio which he does not hold, and it is allowed to be
    good,and he play a card without correcting the miscall, he can reckon nothing that deal."
    (Cavendish, *Au Cent*) Elder calls three queens holding three knaves and does not correct
    it; under the Rubicon code it is a misnomer (younger holds two queens: Law 53)."""
    calls = CallIrregularities(
        misnomer=Seat.ELDER,
        misnomer_called=CardSet(Rank.QUEEN, 3),
        misnomer_held=CardSet(Rank.JACK, 3),
        misnomer_corrected=False,
    )
    fields = {"misnomer": "elder", "misnomer_called": "QS QH QD", "misnomer_held": "JS JH JC",
              "misnomer_corrected": False}  # fmt: skip
    *scores, ruling = _both(MISNOMER, AU_CENT, calls, **fields)
    for out in scores:
        assert _seat(out, "elder", "total") == 0 and _seat(out, "younger", "total") > 0
    assert ruling["law"] == AU_CENT_LAW
    *scores, ruling = _both(MISNOMER, RUBICON, calls, **fields)
    assert all(_seat(out, "elder", "total") > 0 for out in scores)
    assert ruling["law"] == "Cavendish, Law 53"


def test_au_cent_an_uncorrected_sequence_misnomer_falls_to_law_53() -> None:
    """The au cent laws "differ from those of Piquet in the following particulars"
    (Cavendish, *Au Cent*) and name no penalty for a sequence misnamed and not corrected:
    "There is no penalty for a misnomer" (Cavendish, Law 53), and the ruling says so."""
    fields = {**MISNAMED_FIELDS, "misnomer_corrected": False}
    *scores, ruling = _both(MISNOMER, AU_CENT, replace(MISNAMED, misnomer_corrected=False),
                            **fields)  # fmt: skip
    assert all(_seat(out, "elder", "sequences") == 19 for out in scores)
    assert ruling["law"] == "Cavendish, Law 53" and "silent" in ruling["ruling"]
    # the au cent law is elder's, "before he leads a card": younger's misnomer is Law 53's
    younger = {"misnomer": "younger", "misnomer_called": "QH JH 10H", "misnomer_held": "QD JD 10D"}
    out = _replay(EXAMPLE.record("au-cent", **younger))
    assert out["irregular"]["rulings"][0]["law"] == "Cavendish, Law 53"  # type: ignore[index]
    assert out["younger"] == _replay(EXAMPLE.record("au-cent"))["younger"]


def test_misnomers_that_cannot_be_are_refused() -> None:
    """A misnomer whose call was not good against the cards (au cent), one he could have held
    (Law 53: a miscall, Law 54), one of another counting value, or of what he holds, is
    refused in one line."""
    queens = {"misnomer": "elder", "misnomer_called": "QS QH QD", "misnomer_held": "JS JH JC"}
    assert replay(MISNOMER.record("au-cent", **queens))["code"] == "misnomer_not_good"
    kings = {**queens, "misnomer_called": "KS KH KD"}
    assert replay(EXAMPLE.record("rubicon", **kings))["code"] == "not_a_misnomer"
    value = {**MISNAMED_FIELDS, "misnomer_called": "KD QD JD"}
    assert replay(MISNOMER.record("rubicon", **value))["code"] == "misnomer_value"
    held = {**MISNAMED_FIELDS, "misnomer_called": "JS 10S 9S 8S"}
    assert replay(MISNOMER.record("rubicon", **held))["code"] == "not_a_misnomer"
    assert replay(MISNOMER.record("rubicon", misnomer="elder"))["code"] == "bad_record"
    assert replay(MISNOMER.record("rubicon", younger_disallowed=["point"]))["code"] == "bad_record"


# Cavendish's worked example: elder's point (49) and quart major good, younger's quatorze of
# tens good.
EXAMPLE = Deal("AS JS 9S 8S AH KH QH JH 8H KD JC 9C", "QS 10S 10H AC KC QC 10C AD QD JD 10D 7D",
               "KS 8C 7C 9D 8D", "7S 9H 7H")  # fmt: skip


def test_au_cent_elder_leading_without_showing_cannot_reckon_his_call() -> None:
    """ "The elder hand having called anything which is good or equal must show the cards
    called,except in the case of quatorzes and trios. If he lead a card without showing his
    call, he cannot reckon it, and the adversary may show and reckon his point or sequence,
    even though it be equal or inferior to the one called." (Cavendish, *Au Cent*)"""
    calls = CallIrregularities(elder_did_not_show=(Kind.POINT, Kind.SEQUENCE))
    *scores, ruling = _both(EXAMPLE, AU_CENT, calls, elder_did_not_show=["point", "sequence"])
    for out in scores:
        assert (_seat(out, "elder", "point"), _seat(out, "elder", "sequences")) == (0, 0)
        assert (_seat(out, "younger", "point"), _seat(out, "younger", "sequences")) == (5, 6)
    assert ruling["code"] == "elder_did_not_show" and ruling["law"] == AU_CENT_LAW


def test_rubicon_the_cards_called_are_shown_when_asked_for() -> None:
    """ "A player who calls anything which is allowed to be good or equal, must show the cards
    called at any time they are asked for, orin the case of the younger hand, at any time
    after the elder hand has led a card." (Cavendish, Law 55) No penalty: the point scores."""
    calls = CallIrregularities(elder_did_not_show=(Kind.POINT,))
    *scores, ruling = _both(EXAMPLE, RUBICON, calls, elder_did_not_show="point")
    assert all(_seat(out, "elder", "point") == 5 for out in scores)
    assert ruling["law"] == "Cavendish, Law 55"


def test_a_call_not_good_or_equal_or_a_set_is_not_shown() -> None:
    """Quatorzes and trios are never shown (Cavendish, *Au Cent*; Description), and a call that
    was not good or equal had nothing to show: such records are refused."""
    assert replay(EXAMPLE.record("au-cent", elder_did_not_show="set"))["code"] == "bad_record"
    with pytest.raises(CallIrregularError) as e:
        EXAMPLE.played(AU_CENT, CallIrregularities(elder_did_not_show=(Kind.SET,)))
    assert e.value.code == "bad_record"
    # in SHOW, swapped: younger's quint beats elder's quarts
    out = replay(SWAPPED.record("au-cent", elder_did_not_show="sequence"))
    assert out["code"] == "not_good_or_equal"


def test_au_cent_younger_disallowing_a_good_call_lets_elder_reckon_after_his_lead() -> None:
    """ "If the younger hand disallow a call, and it be discovered that the call of the elder
    hand is good or equal, the elder hand can show and reckon his superiority, or show his
    equality, notwithstanding that he has led a card." (Cavendish, *Au Cent*) Under the Rubicon
    code, "When the younger hand has played to the first trick, neither player can reckon
    anything omitted" (Cavendish, Law 56): before that, the same."""
    for variant, law in ((AU_CENT, AU_CENT_LAW), (RUBICON, "Cavendish, Law 56")):
        calls = CallIrregularities(younger_disallowed=Kind.POINT)
        *scores, ruling = _both(EXAMPLE, variant, calls, younger_disallowed="point")
        assert all(_seat(out, "elder", "point") == 5 for out in scores)
        assert ruling["code"] == "younger_disallowed" and ruling["law"] == law
    assert replay(EXAMPLE.record("au-cent", younger_disallowed="set"))["code"] == "answer_true"


def test_au_cent_younger_playing_without_showing_lets_elder_reckon_his_call() -> None:
    """ "If the younger hand say equal or not good to a call, and play to the first trick
    without showing his superiority or equality, the elder may show and reckon what he has
    called, notwithstanding that he has led a card." (Cavendish, *Au Cent*) Younger said "Not
    good" to elder's three knaves and played without showing his quatorze of tens: elder's
    trio scores, the tens do not."""
    calls = CallIrregularities(younger_did_not_show=Kind.SET, younger_answer=Reply.NOT_GOOD)
    fields = {"younger_did_not_show": "set", "younger_answer": "not good"}
    *scores, ruling = _both(EXAMPLE, AU_CENT, calls, **fields)
    for out in scores:
        assert (_seat(out, "elder", "sets"), _seat(out, "younger", "sets")) == (3, 0)
    assert ruling["code"] == "younger_did_not_show" and ruling["law"] == AU_CENT_LAW
    assert _replay(EXAMPLE.record("au-cent"))["younger"]["sets"] == 17  # type: ignore[index]


def test_rubicon_nothing_omitted_is_reckoned_once_younger_has_played() -> None:
    """ "When the younger hand has played to the first trick, neither player can reckon
    anything omitted (except as provided in Law 54)." (Cavendish, Law 56) Younger, having said
    "Not good" to the trio and played without showing (Law 55), loses his quatorze, and elder's
    trio, disallowed, is not reckoned either."""
    calls = CallIrregularities(younger_did_not_show=Kind.SET, younger_answer=Reply.NOT_GOOD)
    fields = {"younger_did_not_show": "set", "younger_answer": "not good"}
    *scores, ruling = _both(EXAMPLE, RUBICON, calls, **fields)
    for out in scores:
        assert (_seat(out, "elder", "sets"), _seat(out, "younger", "sets")) == (0, 0)
    assert ruling["law"] == "Cavendish, Laws 55-56"


def test_younger_who_answered_good_had_nothing_to_show() -> None:
    """A record of younger not showing after answering "Good", or without his answer, is
    refused in one line."""
    good = EXAMPLE.record("au-cent", younger_did_not_show="point", younger_answer="good")
    assert replay(good)["code"] == "answered_good"
    no_set = SHOW.record("au-cent", younger_did_not_show="set", younger_answer="not good")
    assert replay(no_set)["code"] == "nothing_called"
    assert replay(EXAMPLE.record("au-cent", younger_did_not_show="point"))["code"] == "bad_record"
    with pytest.raises(CallIrregularError):
        EXAMPLE.played(RUBICON, CallIrregularities(younger_did_not_show=Kind.POINT,
                                                   younger_answer=Reply.GOOD))  # fmt: skip


def test_the_record_round_trips() -> None:
    """``DealState.to_record`` writes the calling irregularities and ``from_record`` reads
    them back to the same deal and score."""
    for deal, calls in ((SHOW, SHOWN), (MISNOMER, MISNAMED),
                        (EXAMPLE, CallIrregularities(younger_did_not_show=Kind.SET,
                                                     younger_answer=Reply.EQUAL))):  # fmt: skip
        if calls.younger_answer is Reply.EQUAL:
            with pytest.raises(CallIrregularError):
                deal.played(AU_CENT, calls)
            continue
        state = deal.played(AU_CENT, calls)
        again = DealState.from_record(state.to_record())
        assert again.irregular == state.irregular and again.score() == state.score()
