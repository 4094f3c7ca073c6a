"""The play page's Python side (piquet_core.trainer.play): sessions replayed from their moves,
the computer's moves legal and reproducible, the learner's view hiding the computer's hand,
illegal moves answered with the law, whole parties settled as the engine's Partie settles
them, and the review (the advisor's rank of the learner's discard; the solver's lost points
checked by brute force on the last tricks)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from piquet_core.bots.solver import Solver
from piquet_core.cards import Hand, Seat
from piquet_core.partie import Partie
from piquet_core.trainer.api import handle
from piquet_core.trainer.play import Session, _deal, _schedule, replay
from piquet_core.trainer.play_review import play_review
from piquet_core.trainer.play_view import view


def call(**req: Any) -> dict[str, Any]:
    return json.loads(handle(json.dumps(req)))  # type: ignore[no-any-return]


def new_session(
    seed: str = "t1", level: str = "beginner", variant: str = "rubicon"
) -> dict[str, Any]:
    return {"seed": seed, "level": level, "variant": variant, "deals": [[]]}


def learner_move(v: dict[str, Any], rng: random.Random) -> str:
    """A plausible learner: the most cards allowed, the first thing to say, a random legal card."""
    if v["exchange"]:
        n = max(v["exchange"]["counts"])
        return " ".join(["discard", *(c["code"] for c in rng.sample(v["hand"], n))])
    if v["options"] and (not v["playable"] or rng.random() < 0.7):
        return str(v["options"][0]["action"])
    return "play " + rng.choice(v["playable"])


def play_partie(seed: str, level: str, variant: str, lang: str = "en") -> dict[str, Any]:
    rng = random.Random(seed)
    v = call(op="play_state", session=new_session(seed, level, variant), lang=lang)
    for _ in range(2000):
        assert v["ok"], v
        if v["finished"]:
            return v
        action = "next" if v["phase"] == "over" else learner_move(v, rng)
        v = call(op="play_act", session=v["session"], action=action, lang=lang)
    raise AssertionError("the partie did not end")


@pytest.mark.parametrize(("level", "variant"), [("beginner", "rubicon"), ("club", "au-cent"),
                                                 ("club", "russian")])  # fmt: skip
def test_whole_partie_settled_as_the_engine(level: str, variant: str) -> None:
    v = play_partie("p" + variant[:3], level, variant)
    s = Session.read(v["session"])
    first, seeds = _schedule(s)
    partie = Partie(s.variant, first)
    for i, actions in enumerate(s.deals):  # every move, the computer's too, legal when replayed
        dealer = partie.next_dealer()
        state = _deal(seeds[i], s.variant, dealer, actions)
        partie = partie.record(state.score(), dealer)
    assert partie.finished
    st = partie.settlement()
    assert st is not None
    assert (v["totals"]["you"], v["totals"]["bot"]) == partie.totals
    assert v["settlement"]["points"] == st.points and v["settlement"]["rubicon"] == st.rubicon
    assert [r["counted"]["you"] for r in v["sheet"]] == [e.counted[0] for e in partie.entries]


def test_same_moves_same_game() -> None:
    a = play_partie("same", "club", "rubicon")
    b = play_partie("same", "club", "rubicon")
    assert a["session"] == b["session"] and a["settlement"] == b["settlement"]
    c = play_partie("other", "club", "rubicon")
    assert c["session"]["deals"][0] != a["session"]["deals"][0]


def test_view_hides_the_computers_hand() -> None:
    v = call(op="play_state", session=new_session("hide"), lang="fr")
    game = replay(Session.read(v["session"]), run_bot=False)
    bot = game.human_seat.other
    theirs = {str(c) for c in game.state.dealt(bot)}
    mine = {c["code"] for c in v["hand"]}
    assert mine == {str(c) for c in game.state.hand(game.human_seat)}
    assert not theirs & mine
    assert not theirs & set(json.dumps(v["bot_shown"]).split('"'))
    assert all(c["name"] and c["label"] for c in v["hand"])  # accessible names, in French
    assert any("de" in c["name"] for c in v["hand"])


def test_illegal_moves_name_the_law() -> None:
    v = call(op="play_state", session=new_session("law1"), lang="ru")
    n = max(v["exchange"]["counts"])
    bad = " ".join(["discard", *(c["code"] for c in v["hand"][: n + 1])])
    r = call(op="play_act", session=v["session"], action=bad, lang="ru")
    assert r["ok"] is False and r["illegal"] and r["code"] == "discard_count"
    assert "Law" in r["law"] and r["params"]["allowed"]
    rng = random.Random(1)  # play until a card of another suit could be played to a lead
    for _ in range(300):
        if v["phase"] == "play" and v["table"] and v["to_act"] == "you":
            suit = v["table"]["card"]["suit"]
            others = [c for c in v["hand"] if c["suit"] != suit]
            if others and len(others) < len(v["hand"]):
                r = call(op="play_act", session=v["session"], action="play " + others[0]["code"],
                         lang="ru")  # fmt: skip
                assert r["code"] == "revoke" and r["law"] == "Cavendish, Law 59 IV"
                assert r["params"]["lead_name"] == v["table"]["card"]["name"]
                return
        action = "next" if v["phase"] == "over" else learner_move(v, rng)
        v = call(op="play_act", session=v["session"], action=action, lang="ru")
    raise AssertionError("no chance to revoke in 300 moves")


@pytest.mark.parametrize(
    "session",
    [None, {"seed": "BAD SEED", "level": "club", "variant": "rubicon", "deals": [[]]},
     {"seed": "a", "level": "grandmaster", "variant": "rubicon", "deals": [[]]},
     {"seed": "a", "level": "club", "variant": "piquet", "deals": [[]]},
     {"seed": "a", "level": "club", "variant": "rubicon", "deals": [["play AS"]]},
     {"seed": "a", "level": "club", "variant": "rubicon", "deals": "x"}],
)  # fmt: skip
def test_bad_sessions_get_one_line(session: object) -> None:
    r = call(op="play_state", session=session, lang="en")
    assert r["ok"] is False and "\n" not in r["message"] and r["message"]


def test_the_dialogue_is_the_engines_in_each_language() -> None:
    for lang in ("en", "fr", "ru"):
        v = call(op="play_state", session=new_session("dlg"), lang=lang)
        rng = random.Random(0)
        while not v["transcript"]:
            v = call(op="play_act", session=v["session"], action=learner_move(v, rng), lang=lang)
        game = replay(Session.read(v["session"]), run_bot=False)
        said = [t["text"] for t in v["transcript"]]
        assert said == [w for _s, w in game.state.transcript(lang)
                        if not any(ch in w for ch in "♠♥♦♣")]  # fmt: skip


def test_review_ranks_the_discard_and_the_solver_is_exact() -> None:
    v = play_partie("rev", "beginner", "rubicon")
    r = call(op="play_review", session=v["session"], lang="fr")["review"]
    ex = r["exchange"]
    assert r["available"] and ex["available"] and ex["samples"] == 100
    assert ex["count"] >= 1 and 1 <= ex["yours"]["rank"] <= ex["count"]
    # no gap to the best is the first place: ties share it (the fresh tester's walk)
    assert (ex["yours"]["gap"] == 0) == (ex["yours"]["rank"] == 1), ex["yours"]
    assert len(ex["best"]) == 3 and all(b["reasons"] for b in ex["best"])
    assert ex["best"][0]["value"] >= ex["yours"]["value"]
    # the play review: each reported loss checked by brute force over the remaining cards
    game = replay(Session.read(v["session"]), run_bot=False)
    state = game.state
    human = game.human_seat
    found, first = play_review(state, human, "en")
    assert r["solved_from"] == first and 1 <= first <= 12
    assert r["play_lost"] == sum(p["lost"] for p in found)  # the page shows the engine's sum
    assert all(p["trick"] >= first and p["lost"] > 0 for p in found)
    # a card that lost points: the better card, replayed by brute force, keeps them
    for p in found:
        if p["trick"] >= 10:
            t = state.tricks[p["trick"] - 1]
            assert str(t.card_of(human)) == p["card"]["code"] != p["better"]["code"]
    last = state.tricks[-3:]
    elder = Hand(t.card_of(Seat.ELDER) for t in last)
    younger = Hand(t.card_of(Seat.YOUNGER) for t in last)
    before = sum(t.winner is Seat.ELDER for t in state.tricks[:-3])
    lead = 0 if last[0].leader is Seat.ELDER else 1
    exact = Solver(state.variant).value(elder.mask, younger.mask, lead, -1, before, 9)
    assert exact == brute(elder, younger, last[0].leader, before, 9, state.variant)


def brute(elder: Hand, younger: Hand, leader: Seat, elder_tricks: int, played: int,
          variant: object) -> int:  # fmt: skip
    """Elder-minus-younger value of the rest of the play by trying every card (Laws 65-66)."""
    from piquet_core.play import CAPOT_SCORE, CARDS_SCORE

    if not elder:
        younger_tricks = 12 - elder_tricks
        if elder_tricks == 12:
            return CAPOT_SCORE
        if younger_tricks == 12:
            return -CAPOT_SCORE
        return CARDS_SCORE if elder_tricks > 6 else -CARDS_SCORE if elder_tricks < 6 else 0
    lead_hand, follow_hand = (elder, younger) if leader is Seat.ELDER else (younger, elder)
    sign = 1 if leader is Seat.ELDER else -1
    values = []
    for lead in lead_hand:
        same = follow_hand.in_suit(lead.suit)
        best_f = None
        for follow in same or follow_hand:
            wins = follow.suit is lead.suit and follow.index > lead.index
            winner = leader.other if wins else leader
            gain = sign * 1 + (1 if winner is Seat.ELDER else -1) * (int(wins) + (played == 11))
            e2 = elder - Hand([lead if leader is Seat.ELDER else follow])
            y2 = younger - Hand([follow if leader is Seat.ELDER else lead])
            v = gain + brute(e2, y2, winner, elder_tricks + (winner is Seat.ELDER), played + 1,
                             variant)  # fmt: skip
            # the follower minimizes the leader's value
            best_f = v if best_f is None else (min if leader is Seat.ELDER else max)(best_f, v)
        assert best_f is not None
        values.append(best_f)
    return max(values) if leader is Seat.ELDER else min(values)


def test_first_deal_replayed_from_its_moves_scores_as_on_the_sheet() -> None:
    """An expert partie: its first deal, replayed from the session's moves alone (no bot
    run), ends with the score the partie's sheet recorded for it."""
    v = play_partie("fast", "expert", "rubicon")
    assert v["finished"]
    s = Session.read(v["session"])
    game = replay(Session(s.seed, s.level, s.variant, s.deals[:1]), run_bot=False)
    assert game.state.is_over
    out = view(game, "en")
    assert out["sheet"][-1]["deal"] == v["sheet"][0]["deal"] == 1
    assert out["score"] == v["sheet"][0]["score"]


def test_elder_looks_at_the_cards_he_leaves() -> None:
    """Elder leaving cards may look at them (Law 33): the session keeps the choice."""
    for seed in ("look", "look2", "look3", "look4"):
        v = call(op="play_state", session=new_session(seed), lang="en")
        if v["seat"] == "elder":
            break
    assert v["seat"] == "elder"
    cards = [c["code"] for c in v["hand"][:3]]
    r = call(op="play_act", session=v["session"], action="discard " + " ".join(cards) + " look",
             lang="en")  # fmt: skip
    assert r["ok"], r
    assert r["session"]["deals"][0][0].endswith(" look")
    assert replay(Session.read(r["session"]), run_bot=False).state.looked.elder


@pytest.mark.parametrize("variant", ["rubicon", "russian"])
def test_board_counts_follow_the_deal(variant: str) -> None:
    """The table's counts: the computer's cards in hand, the talon's packets as
    laid and shrinking as cards are drawn, each discard face down; all from the engine."""
    rng = random.Random(variant)
    v = call(op="play_state", session=new_session("board", "club", variant), lang="en")
    game = replay(Session.read(v["session"]), run_bot=False)
    laid = [len(p) for p in game.state.talon_packets]
    assert sum(laid) == 8
    seen_exchange = False
    for _ in range(200):
        b = v["board"]
        game = replay(Session.read(v["session"]), run_bot=False)
        state, me = game.state, game.human_seat
        assert b["bot_hand"] == len(state.hand(me.other))
        mine = state.discards.elder if me is Seat.ELDER else state.discards.younger
        theirs = state.discards.younger if me is Seat.ELDER else state.discards.elder
        assert b["discards"] == {"you": len(mine or ()), "bot": len(theirs or ())}
        drawn = b["discards"]["you"] + b["discards"]["bot"]
        assert len(b["talon"]) == len(laid) and sum(b["talon"]) == 8 - drawn
        assert all(0 <= n <= m for n, m in zip(b["talon"], laid, strict=True))
        seen_exchange |= drawn > 0
        if v["phase"] == "over":
            break
        v = call(op="play_act", session=v["session"], action=learner_move(v, rng), lang="en")
        assert v["ok"], v
    assert seen_exchange and v["phase"] == "over" and v["board"]["bot_hand"] == 0


def test_the_view_says_who_made_a_capot() -> None:
    """The sheet names the row of the cards "Capot" when its 40 is a capot's (Law 66): the
    view says who made it, from the learner's side, and None when nobody did."""
    from piquet_core.cards import Hand, Seat
    from piquet_core.scoring import score_deal
    from piquet_core.trainer.play_view import _scores
    from tests.engine.helpers import play_out

    elder = Hand.parse("AS KS QS JS 8S AH KH JH 10H 8H 7H AD")
    younger = Hand.parse("10S 9S 7S QH 9H KD QD 10D 8D KC 10C 9C")
    capot = score_deal(elder, younger, tricks=play_out(elder, younger))
    assert capot.capot is Seat.ELDER and capot.seats.elder.cards == 40
    assert _scores(capot, Seat.ELDER)["capot"] == "you"
    assert _scores(capot, Seat.YOUNGER)["capot"] == "bot"
    plain = score_deal(elder, younger)
    assert plain.capot is None and _scores(plain, Seat.ELDER)["capot"] is None
