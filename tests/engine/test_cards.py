# ruff: noqa: RUF001
"""Cards and notation (Cavendish, *Description of the Game*, "Dealing" and "Calling"; Law 4)."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet_core.cards import (
    PACK,
    BySeat,
    Card,
    Hand,
    Rank,
    Seat,
    Suit,
    card_name,
    format_cards,
    from_compact,
    parse_cards,
    parse_hand,
    to_compact,
)
from piquet_core.errors import CardParseError, DuplicateCardError, HandSizeError, PiquetError

hands = st.sets(st.sampled_from(PACK), max_size=32).map(Hand)


def test_pack_has_32_distinct_cards_cavendish_dealing() -> None:
    """CAV-D "Dealing": 32 cards, A K Q J 10 9 8 7 in four suits."""
    assert len(PACK) == 32
    assert len(set(PACK)) == 32
    assert [c.index for c in sorted(PACK)] == list(range(32))
    assert PACK[0] == Card(Suit.SPADES, Rank.ACE)
    assert PACK[-1] == Card(Suit.CLUBS, Rank.SEVEN)


def test_pip_values_cavendish_calling() -> None:
    """CAV-D "Calling": ace 11, court cards and ten 10, others face value."""
    assert [r.pips for r in sorted(Rank, reverse=True)] == [11, 10, 10, 10, 10, 9, 8, 7]


def test_card_value_semantics() -> None:
    a = Card.parse("AS")
    assert a is Card(Suit.SPADES, Rank.ACE)
    assert hash(a) == a.index and str(a) == "AS" and str(Card.parse("10h")) == "10H"
    assert Card.parse("7S") < Card.parse("AS") < Card.parse("7H")
    assert pickle.loads(pickle.dumps(a)) is a
    with pytest.raises(AttributeError):
        a.rank = Rank.KING  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("AS KS 10H", None, "AS KS 10H"),
        ("A♠ K♠ 10♥", None, "AS KS 10H"),
        ("as ks th", None, "AS KS 10H"),
        ("♠A ♥10", None, "AS 10H"),
        ("RP DC VK 10T", None, "KS QH JD 10C"),
        ("AsP R♠ 7t", "fr", "AS KS 7C"),
        ("Т♠ Д♥ к♦ В♣ 10♠", None, "AS QH KD JC 10S"),
        ("AC 10C", None, "AC 10C"),
        ("AC RC", None, "AH KH"),
        ("AC", "fr", "AH"),
        ("AKQJ.T98.7.AK", None, "AS KS QS JS 10H 9H 8H 7D AC KC"),
        ("AS, KS;QS", None, "AS KS QS"),
    ],
)
def test_parse_notations(text: str, lang: str | None, expected: str) -> None:
    cards = parse_cards(text, lang)  # type: ignore[arg-type]
    assert " ".join(str(c) for c in cards) == expected


def test_errors_name_the_token_and_have_codes() -> None:
    with pytest.raises(CardParseError, match="unknown card 'XS'") as e1:
        parse_cards("AS XS")
    assert e1.value.code == "unknown_card" and dict(e1.value.params) == {"token": "XS"}
    with pytest.raises(DuplicateCardError, match="duplicate card 'AS'") as e2:
        parse_cards("AS KS A♠")
    assert e2.value.code == "duplicate_card"
    with pytest.raises(HandSizeError, match="expected 12 cards, got 11") as e3:
        parse_hand("AS KS QS JS 10S 9S 8S 7S AH KH QH")
    assert e3.value.code == "hand_size" and e3.value.params["got"] == 11
    assert isinstance(e3.value, PiquetError) and isinstance(e3.value, ValueError)
    with pytest.raises(CardParseError):
        Card.parse("AS KS")
    with pytest.raises(CardParseError):
        from_compact("AKX...")
    with pytest.raises(DuplicateCardError):
        from_compact("AA...")


def test_card_names_en_fr_ru() -> None:
    q = Card.parse("QS")
    assert card_name(q, "en") == "Queen of spades"
    assert card_name(q, "fr") == "Dame de pique"
    assert card_name(q, "ru") == "Дама пик"
    assert card_name(Card.parse("JH"), "fr") == "Valet de cœur"
    for lang in ("en", "fr", "ru"):  # 32 names in each language, none given twice
        assert len({card_name(c, lang) for c in PACK}) == 32, lang


def test_card_names_take_the_game_s_words() -> None:
    """Piquet's English says the knave (Cavendish), Bezique's the jack (the handbook's
    translation); the other ranks and languages are the same in both; an unknown game is
    refused with a code, not named as Piquet."""
    jack = Card.parse("JD")
    assert card_name(jack, "en") == "Knave of diamonds"
    assert card_name(jack, "en", game="bezique") == "Jack of diamonds"
    assert card_name(jack, "ru", game="bezique") == "Валет бубен"
    assert card_name(Card.parse("QS"), "en", game="bezique") == "Queen of spades"
    with pytest.raises(PiquetError) as err:
        card_name(jack, "en", game="whist")  # type: ignore[arg-type]
    assert err.value.code == "bad_game"


def test_format_languages() -> None:
    h = Hand.parse("AS KS 10H 7C")
    assert format_cards(h) == "A♠ K♠ 10♥ 7♣"
    assert format_cards(h, symbols=False) == "AS KS 10H 7C"
    assert format_cards(h, "fr") == "A♠ R♠ 10♥ 7♣"
    assert format_cards(h, "fr", symbols=False) == "AP RP 10C 7T"
    assert format_cards(h, "ru") == "Т♠ К♠ 10♥ 7♣"


def test_compact() -> None:
    h = parse_hand("AS KS QS JS 10H 9H 8H 7D AC KC 9C 8C")
    assert to_compact(h) == "AKQJ.T98.7.AK98"
    assert to_compact(Hand.parse("AS 7C")) == "A...7"
    assert from_compact("a..10.") == Hand.parse("AS 10D")


def test_hand_set_semantics() -> None:
    a = Hand.parse("AS KS QS")
    b = Hand.parse("QS JS")
    assert len(a | b) == 4 and (a & b) == Hand.parse("QS") and (a - b) == Hand.parse("AS KS")
    assert Card.parse("AS") in a and Card.parse("JS") not in a
    assert Hand.parse("AS").issubset(a) and not b.issubset(a)
    assert a.suit_mask(Suit.SPADES) == 0b11100000
    assert list(Hand.parse("7C AS 10H")) == [Card.parse(t) for t in ("AS", "10H", "7C")]
    assert pickle.loads(pickle.dumps(a)) == a


@settings(deadline=None)
@given(hands)
def test_property_compact_round_trip(hand: Hand) -> None:
    assert from_compact(to_compact(hand)) == hand
    assert Hand(parse_cards(to_compact(hand))) == hand


@settings(deadline=None)
@given(hands, st.sampled_from(["en", "fr", "ru"]), st.booleans())
def test_property_format_parse_round_trip(hand: Hand, lang: str, symbols: bool) -> None:
    text = format_cards(hand, lang, symbols)  # type: ignore[arg-type]
    assert Hand(parse_cards(text, lang)) == hand  # type: ignore[arg-type]
    if symbols or lang != "fr":
        # with suit symbols (or English letters) detection needs no hint
        assert Hand(parse_cards(text)) == hand


def test_by_seat_pairs_index_by_seat_and_refuse_other_names() -> None:
    """A per-seat pair reads by Seat, by name and by position; a seat's own value goes where
    :meth:`BySeat.from_seat` and :meth:`BySeat.with_seat` put it; a name that is no seat is
    refused, never read as the other seat."""
    for seat in Seat:
        pair = BySeat.from_seat(seat, "mine", "theirs")
        assert pair[seat] == pair[seat.value] == pair[seat.index] == "mine"
        assert pair[seat.other] == "theirs"
        assert pair.with_seat(seat.other, "new")[seat.other] == "new"
        assert pair.with_seat(seat.other, "new")[seat] == "mine"
    assert (Seat.ELDER.sign, Seat.YOUNGER.sign) == (1, -1)
    for bad in ("north", "", True, 1.0):
        with pytest.raises(PiquetError):
            BySeat(1, 2)[bad]  # type: ignore[index]


def test_russian_card_names_inside_a_sentence() -> None:
    """Russian review Y6: a card named inside a sentence is in lower case and, after "from",
    in the genitive ("led from the eight of clubs": «восьмёрки треф»), not the capitalised
    nominative «Восьмёрка треф»; English keeps the accessible name. French writes it in lower
    case too (French review 2026-12, Ty7): « dame de pique »."""
    from piquet_core.cards import card_name_in_text

    eight = Card.parse("8C", "en")
    assert card_name_in_text(eight, "ru") == "восьмёрка треф"
    assert card_name_in_text(eight, "ru", genitive=True) == "восьмёрки треф"
    assert card_name_in_text(Card.parse("QH", "en"), "ru", genitive=True) == "дамы червей"
    assert card_name_in_text(eight, "en", genitive=True) == "the eight of clubs"
    assert card_name_in_text(eight, "fr") == "huit de trèfle"
    assert card_name_in_text(Card.parse("QS", "en"), "fr", genitive=True) == "dame de pique"
    assert card_name(Card.parse("QS", "en"), "fr") == "Dame de pique"  # the accessible name


def test_russian_card_names_after_play_are_instrumental() -> None:
    """Russian review S33: the play review said «лучше было сыграть картой «Семёрка червей»»;
    after «сыграть» the card is in the instrumental, «семёркой червей», «королём пик»."""
    from piquet_core.cards import card_name_in_text
    from piquet_core.trainer.play_view import card_json

    seven = Card.parse("7H", "en")
    assert card_name_in_text(seven, "ru", instrumental=True) == "семёркой червей"
    assert card_name_in_text(Card.parse("KS", "en"), "ru", instrumental=True) == "королём пик"
    assert card_name_in_text(seven, "fr", instrumental=True) == "sept de cœur"
    assert card_name_in_text(seven, "en", instrumental=True) == "the seven of hearts"
    assert card_json(seven, "ru")["with"] == "семёркой червей"


def test_the_english_name_of_the_j_is_the_knave() -> None:
    """Cavendish's laws and treatise, and the site's English pages, say "knave"; the index
    letter stays J. Bezique's pages keep the handbook translation's jack."""
    from piquet_core import card_name
    from piquet_core.bezique.cards import parse_card
    from piquet_core.cards import card_name_in_text
    from piquet_core.trainer.bezique_words import words

    assert card_name(Card.parse("JS"), "en") == "Knave of spades"
    assert card_name_in_text(Card.parse("JS"), "en") == "the knave of spades"
    assert card_name(Card.parse("JS"), "fr") == "Valet de pique"
    assert words("en").card_name(parse_card("JD")) == "Jack of diamonds"


def test_card_names_in_a_sentence_take_the_game_s_words() -> None:
    """Inside a sentence a card's name is lower case, and Bezique's English says the jack:
    «Дама пик и валет треф», "the queen of spades and the jack of clubs" (Russian reading 4:
    «и Валет треф» capitalised mid-phrase)."""
    from piquet_core.cards import card_name_in_text

    jack = Card.parse("JC")
    assert card_name_in_text(jack, "en") == "the knave of clubs"
    assert card_name_in_text(jack, "en", game="bezique") == "the jack of clubs"
    assert card_name_in_text(jack, "ru", game="bezique") == "валет треф"
    assert card_name_in_text(jack, "fr", game="bezique") == "valet de trèfle"
    with pytest.raises(PiquetError) as err:
        card_name_in_text(jack, "ru", game="whist")  # type: ignore[arg-type]
    assert err.value.code == "bad_game"
