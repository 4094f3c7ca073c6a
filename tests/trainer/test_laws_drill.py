"""The umpire drill: every irregularity comes up, its key agrees with the engine's ruling, and
its law is cited in each language."""

from __future__ import annotations

import random
import re

import pytest

from piquet_core.cards import FULL_MASK, PACK, Card, Hand, Seat, as_hand
from piquet_core.deal import DealState
from piquet_core.misdeal import MisdealError
from piquet_core.replay import replay
from piquet_core.scoring import SeatScore
from piquet_core.trainer import check, exercise
from piquet_core.trainer.exercise import Exercise
from piquet_core.trainer.i18n import translator
from piquet_core.trainer.laws import ANSWER, KINDS, seat_score_line, situation
from piquet_core.trainer.laws_calling import CALLING_KINDS, calling_exercise, calling_situation
from piquet_core.trainer.laws_misdeal import (
    MISDEAL_KINDS,
    counts_text,
    elder_took,
    misdeal_exercise,
    misdeal_situation,
)
from piquet_core.trainer.rulings import drill_label, ruling_verdicts
from piquet_core.trainer.seeds import hand_seed
from piquet_core.trainer.words import points
from piquet_core.variants import AU_CENT_LAW

ENGINE_CODE = {
    "short_draw": "short_hand",
    "five_four": "second_discard",
    "too_many": "too_many_cards",
    "looked_at_stock": "looked_at_stock",
    "saw_talon": "saw_talon",
    "out_of_turn": "drew_out_of_turn",
    "exposed_talon": "exposed_talon",
    "discard_too_many": "short_hand",
    "changed_discard": "took_back",
}


def _seeds_by_kind() -> dict[str, str]:
    found: dict[str, str] = {}
    for k in range(2000):
        kind, _ = situation(f"s{k}")
        found.setdefault(kind, f"s{k}")
        if len(found) == len(KINDS):
            break
    return found


def test_every_situation_comes_up() -> None:
    assert set(_seeds_by_kind()) == set(KINDS)


@pytest.mark.parametrize("kind", list(ANSWER))
def test_the_key_is_the_engines_ruling(kind: str) -> None:
    seed = _seeds_by_kind()[kind]
    _, record = situation(seed)
    out = replay(record)
    assert "error" not in out, out
    codes = {r["code"] for r in out["irregular"]["rulings"]}  # type: ignore[index]
    assert ENGINE_CODE[kind] in codes
    for lang in ("en", "fr", "ru"):
        ex = exercise("laws", seed, lang)
        assert ex.questions[0].answer == (ANSWER[kind],)
        right = {q.id: list(q.answer) for q in ex.questions}
        assert check(ex, right).correct
        wrong = next(o.value for o in ex.questions[0].options if o.value != ANSWER[kind])
        assert not check(ex, {**right, "ruling": [wrong]}).correct
        assert ("Фостер" if lang == "ru" else "Foster") in ex.rules[0].source


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_card_taken_back_is_in_the_pages_notation(lang: str) -> None:
    """The story names the card in the page's own notation ("D♥", "Д♥"), never the record's
    engine code ("QH"), which a French or Russian reader cannot read."""
    for k in range(2000):
        kind, record = situation(f"s{k}")
        code = str(record.get("elder_took_back", ""))
        if kind == "changed_discard" and code[0] in "AKQJ":
            break
    else:
        pytest.fail("no card taken back with a court or ace in 2000 seeds")
    story = exercise("laws", f"s{k}", lang).lines[1]
    assert Card.parse(code).format(lang) in story
    assert code not in story


# --- misdeals (Cavendish, Laws 11, 12, 39-43) ---------------------------------------------

SHAPE = {
    "misdeal_13_11_8": (13, 11, 8),
    "misdeal_13_12_7": (13, 12, 7),
    "misdeal_11_13_8": (11, 13, 8),
    "misdeal_12_13_7": (12, 13, 7),
    "misdeal_unannounced": (13, 12, 7),
    "misdeal_nine": (12, 11, 9),
}
MISDEAL_CODE = {"option": "stood_the_deal", "lost_option": "lost_option",
                "fresh_deal_due": "fresh_deal"}  # fmt: skip


def _counts(value: str) -> frozenset[int]:
    return frozenset(int(n) for n in value.split("-"))


def _shape(record: dict[str, object]) -> tuple[int, int, int]:
    return tuple(len(str(record[k]).split()) for k in ("elder", "younger", "talon"))  # type: ignore[return-value]


def test_every_deal_the_laws_name_comes_up() -> None:
    """Each misdeal situation is the deal its law names, one card dealt to the wrong place."""
    seeds = _seeds_by_kind()
    assert set(MISDEAL_KINDS) <= set(seeds)
    assert {SHAPE[k] for k in MISDEAL_KINDS} >= {(13, 11, 8), (13, 12, 7), (11, 13, 8),
                                                 (12, 13, 7)}  # fmt: skip
    for kind in MISDEAL_KINDS:
        for k in range(5):
            record = misdeal_situation(f"m{k}", kind)
            assert _shape(record) == SHAPE[kind]
            dealt = as_hand(str(record["elder"])) | as_hand(str(record["younger"]))
            assert (dealt | as_hand(str(record["talon"]))).mask == FULL_MASK


@pytest.mark.parametrize("kind", MISDEAL_KINDS)
@pytest.mark.parametrize("seed", ["m0", "m1", "m2", "first", "k3j9x2"])
def test_the_misdeal_key_is_the_state_machines(kind: str, seed: str) -> None:
    """The option is what DealState.from_hands allows; the discards are its exchange_counts,
    elder's before he discards and younger's after; replay accepts the record and refuses a
    discard the key says is not allowed."""
    record = misdeal_situation(seed, kind)
    hands = (str(record["elder"]), str(record["younger"]), str(record["talon"]))
    with pytest.raises(MisdealError) as err:
        DealState.from_hands(*hands)
    ex = laws_exercise_for(seed, kind, "en")
    key = {q.id: q.answer for q in ex.questions}
    ruling = key["ruling"][0]
    for q in ex.questions:  # the key is one of the choices offered
        assert q.answer[0] in [o.value for o in q.options]
    assert err.value.code == ("fresh_deal_due" if ruling == "fresh_deal_due"
                              else "misdeal_option_due")  # fmt: skip
    out = replay(record)
    assert "error" not in out, out
    codes = [r["code"] for r in out["irregular"]["rulings"]]  # type: ignore[index]
    assert MISDEAL_CODE[ruling] in codes
    if ruling == "fresh_deal_due":
        assert set(key) == {"ruling"} and out["irregular"]["fresh_deal"] is True  # type: ignore[index]
        return
    state = DealState.from_hands(*hands, misdeal=str(record["misdeal"]))
    assert state.exchange_counts("elder") == _counts(key["elder_discards"][0])
    state = state.apply(f"discard {record['elder_discards']}")
    assert state.exchange_counts("younger") == _counts(key["younger_discards"][0])
    took = elder_took(record)
    assert f" {took} " in ex.questions[2].label
    # a discard the key refuses, the engine refuses too
    elder = as_hand(str(record["elder"]))
    wrong = max(_counts(key["elder_discards"][0])) + 1
    bad = {**record, "elder_discards": " ".join(str(c) for c in list(elder)[:wrong])}
    assert replay(bad).get("code") == "misdeal_discard_count"


def laws_exercise_for(seed: str, kind: str, lang: str) -> Exercise:
    return misdeal_exercise(seed, lang, kind, misdeal_situation(seed, kind))  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "counts", "text"), [
    ("en", {2, 3, 4, 5, 6}, "2 to 6 cards"),
    ("en", {0, 1}, "0 to 1 card"),
    ("fr", {2, 3, 4, 5, 6}, "de 2 à 6~cartes"),
    ("fr", {0, 1}, "de 0 à 1~carte"),
    ("ru", {2, 3, 4, 5, 6}, "от 2 до 6~карт"),
    ("ru", {1, 2}, "от 1 до 2~карт"),
    ("ru", {0, 1}, "от 0 до 1~карты"),
    ("ru", {2}, "2~карты"),
])  # fmt: skip
def test_the_counts_are_written_as_the_language_writes_them(
    lang: str, counts: set[int], text: str
) -> None:
    """A no-break space between the number and « cartes » / «карт» (~ in the table)."""
    said = counts_text(translator(lang), frozenset(counts))  # type: ignore[arg-type]
    assert said == text.replace("~", "\u00a0")


@pytest.mark.parametrize(("took", "words"), [(1, "1 карту"), (2, "2 карты"), (5, "5 карт")])
def test_the_younger_question_says_the_cards_taken_in_russian(took: int, words: str) -> None:
    """«берёт 1 карту, 2 карты, 5 карт» (the accusative, after the verb)."""
    for k in range(200):
        record = misdeal_situation(f"t{k}", "misdeal_13_11_8")
        if elder_took(record) == took:
            break
    else:
        pytest.fail(f"elder never takes in {took} in 200 seeds")
    label = laws_exercise_for(f"t{k}", "misdeal_13_11_8", "ru").questions[2].label
    assert f"берёт {words.replace(' ', chr(160))}," in label


# --- calling and showing in Piquet au cent ------------------------------------------------

CALL_CODE = {
    "calls_showed_sequence": "showed_sequence",
    "calls_misnomer": "misnomer",
    "calls_elder_did_not_show": "elder_did_not_show",
    "calls_younger_disallowed": "younger_disallowed",
    "calls_younger_did_not_show": "younger_did_not_show",
}
SCORED = {
    "calls_showed_sequence": ("elder", "sequences"),
    "calls_misnomer": ("elder", "sequences"),
    "calls_elder_did_not_show": ("younger", "point"),
    "calls_younger_disallowed": ("elder", "point"),
    "calls_younger_did_not_show": ("elder", "point"),
}


@pytest.mark.parametrize("kind", CALLING_KINDS)
@pytest.mark.parametrize("seed", ["c0", "c1", "c2", "first"])
def test_the_calling_key_is_the_engines(kind: str, seed: str) -> None:
    """The au cent ruling and score are replay's under the au-cent preset; the Rubicon score
    the feedback gives is replay's under the Rubicon code, and the feedback cites both."""
    got, record = calling_situation(seed, kind)
    assert got == kind
    assert record["variant"] == "au-cent"
    out = replay(record)
    assert "error" not in out, out
    rulings = out["irregular"]["rulings"]  # type: ignore[index]
    assert [r["law"] for r in rulings if r["code"] == CALL_CODE[kind]] == [AU_CENT_LAW]
    seat, field = SCORED[kind]
    rubicon = replay({**record, "variant": "rubicon"})
    assert "error" not in rubicon
    for lang in ("en", "fr", "ru"):
        ex = calling_exercise(seed, lang, kind, record)  # type: ignore[arg-type]
        score = ex.questions[1]
        assert score.answer == (str(out[seat][field]),)  # type: ignore[index]
        right = {q.id: list(q.answer) for q in ex.questions}
        assert check(ex, right).correct
        for o in ex.questions[0].options:
            if o.value != ex.questions[0].answer[0]:
                assert not check(ex, {**right, "ruling": [o.value]}).correct
        assert not check(ex, {**right, "score": [str(int(score.answer[0]) + 1)]}).correct
        au_cent, rub = ex.rules
        assert ("Кавендиш" if lang == "ru" else "Cavendish") in au_cent.source
        assert ("«Законы пикета на сто»" if lang == "ru" else "au Cent") in au_cent.source
        assert any(n in rub.source for n in ("49", "53", "55", "56"))
        said = points(translator(lang), int(rubicon[seat][field]))  # type: ignore[index]
        assert said in ex.explanation[1]


def test_the_rubicon_code_rules_otherwise() -> None:
    """Each situation is one where the codes differ: the Rubicon score differs from the au cent
    one in some seed, or the Rubicon ruling is another law."""
    for kind in CALLING_KINDS:
        differs = False
        for k in range(20):
            _, record = calling_situation(f"c{k}", kind)
            seat, field = SCORED[kind]
            au = replay(record)
            rub = replay({**record, "variant": "rubicon"})
            laws = {r["law"] for r in rub["irregular"]["rulings"]}  # type: ignore[index]
            differs |= au[seat][field] != rub[seat][field] or AU_CENT_LAW not in laws  # type: ignore[index]
        assert differs, kind


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_the_calling_story_names_cards_in_the_pages_notation(lang: str) -> None:
    _, record = calling_situation("c0", "calls_showed_sequence")
    story = calling_exercise("c0", lang, "calls_showed_sequence", record).lines[1]  # type: ignore[arg-type]
    shown = str(record["elder_showed_sequence"]).split()
    assert all(Card.parse(c).format(lang) in story for c in shown)
    assert not any(f" {c} " in f" {story} " for c in shown if c[0] in "AKQJ")


@pytest.mark.parametrize("kind", (*MISDEAL_KINDS, *CALLING_KINDS))
def test_every_new_situation_in_every_language(kind: str) -> None:
    """The drill deals it from its seed, the same each time, fully translated (no English left
    in French or Russian)."""
    seed = _seeds_by_kind()[kind]
    english = exercise("laws", seed, "en")
    for lang in ("en", "fr", "ru"):
        ex = exercise("laws", seed, lang)
        assert ex == exercise("laws", seed, lang)
        assert [q.answer for q in ex.questions] == [q.answer for q in english.questions]
        if lang != "en":
            for mine, theirs in zip(ex.lines + ex.explanation, english.lines + english.explanation,
                                    strict=True):  # fmt: skip
                assert mine != theirs
            assert ex.rules[0].text != english.rules[0].text


def test_a_typed_hand_gets_a_situation_it_can_give() -> None:
    """Both hands named (a typed hand's seed), only the talon's order varies: when the hands
    cannot give the seed's calling irregularity (no sequence of four for elder), the drill
    deals the next one they can, the same each time, and still shows the typed hands."""
    rng = random.Random(1)
    fell_back = 0
    for _ in range(12):
        cards = list(PACK)
        rng.shuffle(cards)
        elder, younger = Hand(cards[:12]), Hand(cards[12:24])
        seed = hand_seed(elder, younger)
        for kind in CALLING_KINDS:
            got, record = calling_situation(seed, kind)
            assert (got, record) == calling_situation(seed, kind)
            assert got in CALLING_KINDS and "error" not in replay(record)
            assert as_hand(str(record["elder"])) == elder
            assert as_hand(str(record["younger"])) == younger
            fell_back += got != kind
            calling_exercise(seed, "ru", got, record)
        for kind in MISDEAL_KINDS:
            assert "error" not in replay(misdeal_situation(seed, kind))
    assert fell_back  # some typed hands cannot show a sequence of four


# --- the score question is answerable from the page ----------------------------------------


EXCHANGE_SCORED = {"too_many": "elder", "looked_at_stock": "elder", "short_draw": "elder",
                   "discard_too_many": "younger"}  # fmt: skip
"""The exchange irregularities whose drill asks a score, and the seat whose score it asks."""


def _scored_seeds(n: int = 400) -> list[str]:
    found = ["njbrf2", "wqyhtj"]
    found += [f"s{k}" for k in range(n) if situation(f"s{k}")[0] in EXCHANGE_SCORED]
    return found


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_score_asked_can_be_worked_out_from_the_page(lang: str) -> None:
    """Foster: a player who looks at his adversary's stock "can count nothing that hand"; a
    short hand "may still play and count all he can make". The score asked depends on the
    hands after the exchange, so the page shows each discard and both hands after the
    exchange (the engine's), and "How it counts" lists, seat by seat, the parts that make
    the number asked."""
    tr = translator(lang)
    for seed in _scored_seeds():
        kind, record = situation(seed)
        assert kind in EXCHANGE_SCORED
        ex = exercise("laws", seed, lang)
        score = next(q for q in ex.questions if q.id == "score")
        state = DealState.from_record(record)
        shown = {h.label: h.cards for h in ex.hands}
        after = state.hands_after
        assert shown[tr.gettext("Elder hand, after the exchange")] == after.elder
        assert shown[tr.gettext("Younger hand, after the exchange")] == after.younger
        for seat, disc in (("elder", state.discards.elder), ("younger", state.discards.younger)):
            assert disc is not None
            words = " ".join(c.format(lang) for c in disc)
            assert any(line.endswith(words) for line in ex.lines), (seed, seat)
        seat = EXCHANGE_SCORED[kind]
        recorded = replay(record)[seat]  # the record's score, as ``piquet replay`` gives it
        assert isinstance(recorded, dict)
        fields = {k: v for k, v in recorded.items() if k != "total"}
        line = seat_score_line(tr, Seat(seat), SeatScore(**fields))
        assert line in ex.explanation, (seed, ex.explanation)
        numbers = [int(n) for n in re.findall(r"\d+", line)]
        if score.answer == ("0",):
            assert not numbers, (seed, line)
            continue
        assert sum(numbers[:-1]) == numbers[-1] == int(score.answer[0]), (seed, line)
        assert len(ex.explanation) >= 3  # the ruling, then what each seat scores


@pytest.mark.parametrize(("seed", "offender"), [("njbrf2", "younger"), ("wqyhtj", "younger")])
def test_the_explanation_names_the_seat_the_ruling_concerns(seed: str, offender: str) -> None:
    """Foster: "If a player looks at one of his adversary's cards in the stock ... he can
    count nothing that hand": "he" is a seat, named in the explanation, with both seats'
    scores."""
    ex = exercise("laws", seed, "en")
    assert f"Here “he” is {offender}" in " ".join(ex.explanation)
    assert any(e.startswith("Elder scores") for e in ex.explanation)
    assert any(e.startswith("Younger scores") for e in ex.explanation)
    if seed == "njbrf2":
        line = "Elder scores point 3, sequences 6, sets 28, repique 60: 97 points."
        assert line in ex.explanation
        assert any("still good to bar elder" in e for e in ex.explanation)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_verdict_has_one_colon(lang: str) -> None:
    """A ruling with its own colon (« il joue avec la main courte : il compte… ») after the
    verdict's colon gave « Juste : il joue avec la main courte : il compte… », two colons in
    a row: such a ruling is a sentence of its own after the verdict (« Juste. Il joue… »)."""
    seen = 0
    for k in range(120):
        for q in exercise("laws", f"colon{k}", lang).questions:
            for text in (q.right, q.wrong):
                head = text.split(" — ")[0]
                assert head.count(":") <= 1, text
                seen += ":" in head
    assert seen > 50
    short = exercise("laws", "s3", lang).questions[0]
    assert short.right.count(":") <= 1


#: The words that say the ruling after the verdict is the right answer, not the reader's.
RIGHT_ANSWER = {"en": "the right answer", "fr": "la bonne réponse", "ru": "правильный ответ"}


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("name", ["counts_nothing", "short_hand"])
def test_the_wrong_verdict_says_the_ruling_is_the_answer(lang: str, name: str) -> None:
    """« No: he counts nothing that hand » read as if the ruling shown were the reader's wrong
    choice: the verdict says that what follows is the right answer, with or without a colon
    in the ruling (« Non — la bonne réponse : … »)."""
    tr = translator(lang)
    label = drill_label(tr, name)
    right, wrong = ruling_verdicts(tr, label)
    assert RIGHT_ANSWER[lang] in wrong.lower(), wrong
    assert RIGHT_ANSWER[lang] not in right.lower(), right
    assert label[1:] in wrong, wrong


def test_a_dealing_case_is_introduced_as_the_deal() -> None:
    """The talon exposed while dealing (the fresh tester's seed rdnei6) is not "at the
    exchange"; the exchange's cases still are."""
    assert situation("rdnei6")[0] == "exposed_talon"
    assert "at the deal" in exercise("laws", "rdnei6", "en").prompt
    for seed in (f"x{i}" for i in range(60)):
        kind = situation(seed)[0]
        prompt = exercise("laws", seed, "en").prompt
        if kind in ("short_draw", "too_many", "looked_at_stock", "out_of_turn"):
            assert "at the exchange" in prompt, seed


def test_the_drills_deal_scores_its_record_as_replay_does() -> None:
    """The drill reads its records as deals (:meth:`DealState.from_record`) and scores them
    with every combination declared in full (``score(declared="full")``), its rulings from
    :meth:`DealState.rulings`: for the records of every kind (the exchange's, the misdeals',
    the calls' under both codes), that is ``piquet replay``'s score and rulings of the record,
    field for field. (Measured once over 3,000 seeds, every kind, each calling kind forced, in
    three languages: the exercises were byte-identical to those built from replay's
    dictionaries.)"""
    kinds: set[str] = set()
    for k in range(150):
        kind, record = situation(f"s{k}")
        kinds.add(kind)
        records = [record]
        if kind in CALLING_KINDS:
            records.append({**record, "variant": "rubicon"})
        for rec in records:
            out = replay(rec)
            assert "error" not in out, (k, out)
            state = DealState.from_record(rec)
            want = {key: v for key, v in out.items() if key != "irregular"}
            assert state.score(declared="full").to_dict() == want, (k, kind)
            if "irregular" in out:
                rulings = out["irregular"]["rulings"]  # type: ignore[index]
                assert [r.to_dict() for r in state.rulings()] == rulings, (k, kind)
    assert kinds == set(KINDS)
