"""A native reading of the run-time French (fr5): what a French player corrected, held here."""

from __future__ import annotations

from piquet_core.cards import Hand
from piquet_core.trainer import exercise
from piquet_core.trainer.exchange import check_exchange, summary
from piquet_core.trainer.i18n import translator
from piquet_core.trainer.seeds import deal


def test_two_sequences_of_one_name_are_told_apart_by_their_suits() -> None:
    """« Le premier a aussi une tierce à la dame et une tierce à la dame » read as a slip:
    elder's other sequences are named with their suits, as the exchange's summary is."""
    told = [
        q.right
        for k in range(60)
        for q in exercise("dialogue", f"f{k}xdi", "fr").questions
        if q.id == "sequence" and "Le premier a aussi" in q.right
    ]
    assert told
    for right in told:
        also = right.split("Le premier a aussi ")[1]
        assert any(s in also for s in ("à pique", "à cœur", "à carreau", "à trèfle")), right
    hand = Hand.parse("AS KS QS JS AH KH QH JH 7C 8C 9C 10D", "en")
    text = summary(translator("fr"), hand)
    assert "quatrième majeure à pique (4), quatrième majeure à cœur (4)" in text, text


def test_no_sentence_opens_with_a_figure_for_equal_suits() -> None:
    working = exercise("point", "f12xpo", "fr").explanation
    assert not [w for w in working if w[:1].isdigit()], working
    assert any(w.startswith("Les couleurs ♦ ♣ valent tout autant") for w in working), working


def test_pic_is_thirty_reached_in_the_play_before_the_other_scores() -> None:
    """« 30 au jeu » read as thirty from the play alone: « en jouant, avant qu'il ait rien
    marqué »."""
    tr = translator("fr")
    for msgid in (
        "younger counts nothing in hand: if you reach 30 in the play before he scores, you pique.",
        "you count nothing in hand: if elder reaches 30 in the play before you score, he piques.",
    ):
        text = tr.gettext(msgid)
        assert "en jouant, avant" in text and "rien marqué" in text and "au jeu" not in text


def test_a_puzzle_says_what_the_next_best_gives_away() -> None:
    ex = exercise("puzzles", "f0xpu", "fr")
    assert "(elle cède " in ex.questions[0].right, ex.questions[0].right
    assert all("(elle cède " in e for e in ex.explanation if "de moins" in e), ex.explanation


def test_the_exchange_verdict_puts_no_plural_after_a_decimal() -> None:
    """« -0,1 points », « 1,4 points »: French takes the singular under two. The verdict
    gives the averages bare, « (le vôtre, -0,1 ; le meilleur, 1,4) », as the page quotes it."""
    for seed in ("f0xex", "f2xex"):
        codes = [c.format("en", symbols=False) for c in deal(seed, "exchange").hands.elder][7:12]
        feedback, _ = check_exchange(seed, "fr", codes)
        verdict = [text for status, text in feedback.items if status != "info"]
        assert verdict and all("points\u202f;" not in t and "points)" not in t for t in verdict)
        assert all("(le vôtre, " in t for t in verdict), verdict


def test_the_viewer_never_explains_a_conceded_good_as_true() -> None:
    """Younger answering "Good" to a tierce minor with a tierce to a queen was told « La
    meilleure séquence du second (tierce à la dame à carreau) est moins bonne »: false. The
    play page lets the learner concede so; the viewer says he did."""
    from piquet_core.deal import DealState, play_out
    from piquet_core.trainer.deal_viewer import deal_steps

    record = {
        "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D 7D",
        "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
        "talon": "9S 8S KH 9C KD QS AC",
        "variant": "au-cent",
        "misdeal": "stand",
        "elder_discards": "7C",
        "younger_discards": "7S 9H",
    }
    state = play_out(DealState.from_record(record), lambda s: s.legal_actions()[0])
    for lang, told in (
        ("fr", "Le second répond «\u00a0Bon\u00a0» alors qu\u2019il a aussi bien ou mieux "
               "(tierce à la dame à carreau)"),
        ("en", "Younger answers “Good” though he holds as good or better (tierce to a queen"),
    ):  # fmt: skip
        comments = [str(s["comment"]) for s in deal_steps(state.to_record(), lang)["steps"]]  # type: ignore[union-attr]
        assert any(told in c for c in comments), comments
        assert not any("tierce à la dame à carreau) est moins bonne" in c for c in comments)


def test_younger_s_reckoning_drops_the_full_stops_inside_the_list() -> None:
    """« « Point de quatre à carreau. », « Trois dames. », « Trois dix. » »: inside a list a
    quoted sentence drops its full stop, the last, ending the line, keeps it, and « et » joins
    it: « Point de quatre à carreau », « Trois dames » et « Trois dix. »."""
    lists = [
        q.reply
        for k in range(40)
        for q in exercise("dialogue", f"f{k}xdi", "fr").questions
        if q.reply and "le second compte" in q.reply and "» et «" in q.reply
    ]
    assert lists
    for reply in lists:
        assert ".\u00a0»," not in reply and ".\u00a0» et" not in reply, reply
        assert reply.endswith(".\u00a0»"), reply


def test_a_reply_resting_on_a_lesser_item_is_not_told_untrue() -> None:
    """Younger, five diamonds, answers « Égal » to « Point de quatre » (four of them), then
    « Pas bon » to « Trente-cinq »: his four diamonds (40) beat it, the inquiry barring his
    five (Law 46). The viewer says he has better, not that his answer is untrue."""
    import random

    from piquet_core.deal import DealState, play_out
    from piquet_core.deal_policies import random_policy
    from piquet_core.trainer.deal_viewer import deal_steps

    state = play_out(DealState.new(seed=8), random_policy(random.Random(8)))
    steps = deal_steps(state.to_record(), "fr")["steps"]
    replies = [s for s in steps if s["kind"] == "call" and s["said"] == "Pas bon."]  # type: ignore[index]
    assert replies
    for s in replies:
        assert "ne bat pas" not in str(s["comment"]) and "Le second a mieux" in str(s["comment"])  # type: ignore[index]
