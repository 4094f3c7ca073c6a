"""Worked irregular deals for the laws page, exchanged, played and ruled by the engine.

Three deals of the stream ``site-irregular`` (the first seed from 1 that shows what each
needs), exchanged by the plain players of :mod:`generators.example_players` and then made
irregular as Foster describes (seed 004):

* **a short hand**: younger lays out five instead of three; only three are left in the stock,
  so he plays with ten cards, and elder wins the two tricks he has no card for;
* **a hand of thirteen**: younger discards two and takes three; he scores nothing, and the
  engine scores elder's hand as Foster rules (all he holds) and as Cavendish's Law 58 rules
  (younger's cards bar him);
* **Foster's 5-4 example**: elder discards five and draws four without saying so; younger,
  taking the four cards left, discards one more to get back to twelve.

Each deal is a ``piquet replay`` record with the irregular fields of CONTRIBUTING.md; its
score and rulings are :func:`piquet_core.replay.replay`'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, partial

from generators.example_players import choose_discards, choose_follow, choose_lead
from generators.examples_common import cards, first_seed, seeded_deal
from piquet_core.cards import PACK, Card, Hand, Seat
from piquet_core.play import trick_winner
from piquet_core.replay import replay
from piquet_core.trainer.seeds import Deal

NAME = "example-irregular"
SALT = "site-irregular"
CAVENDISH = {"name": "rubicon", "irregular_laws": "cavendish"}


def _play(elder: Hand, younger: Hand) -> list[tuple[Card, Card]]:
    """The tricks the plain players make until the shorter hand is exhausted."""
    hands = {Seat.ELDER: elder, Seat.YOUNGER: younger}
    played = Hand()
    leader = Seat.ELDER
    tricks: list[tuple[Card, Card]] = []
    for _ in range(min(len(elder), len(younger))):
        own = hands[leader]
        lead = choose_lead(own, Hand(PACK) - own - played)
        follow = choose_follow(hands[leader.other], lead)
        tricks.append((lead, follow))
        hands[leader] = own - Hand([lead])
        hands[leader.other] = hands[leader.other] - Hand([follow])
        played = played | Hand([lead, follow])
        leader = trick_winner(leader, lead, follow)
    return tricks


def _text(hand: Hand) -> str:
    return " ".join(str(c) for c in hand)


def record(kind: str, seed: int) -> dict[str, object]:
    """The ``piquet replay`` record of irregular deal ``kind`` on seed ``seed``."""
    d: Deal = seeded_deal(seed, SALT)
    e_n, y_n = {"short": (5, 5), "thirteen": (5, 2), "five-four": (5, 3)}[kind]
    e_draws = 4 if kind == "five-four" else e_n
    y_draws = {"short": 3, "thirteen": 3, "five-four": 4}[kind]
    e_disc = choose_discards(d.hands.elder, e_n)
    y_disc = choose_discards(d.hands.younger, y_n)
    e_after = d.hands.elder - e_disc | Hand(d.talon[:e_draws])
    y_after = d.hands.younger - y_disc | Hand(d.talon[e_draws : e_draws + y_draws])
    out: dict[str, object] = {
        "elder": _text(d.hands.elder),
        "younger": _text(d.hands.younger),
        "talon": " ".join(str(c) for c in d.talon),
        "elder_discards": _text(e_disc),
        "younger_discards": _text(y_disc),
        "elder_draws": e_draws,
        "younger_draws": y_draws,
    }
    if kind == "five-four":
        again = choose_discards(y_after, 1)
        out["younger_second_discard"] = _text(again)
        y_after = y_after - again
    out["tricks"] = [f"{a} {b}" for a, b in _play(e_after, y_after)]
    return out


def _shows(kind: str, seed: int) -> bool:
    """Whether the seed's deal shows what the example is for."""
    out = replay(record(kind, seed))
    if "error" in out:
        return False
    if kind == "short":  # the short hand wins tricks of his own: no capot
        return bool(out["tricks"]["younger"] > 0)  # type: ignore[index]
    if kind == "thirteen":  # Law 58's bar changes elder's score
        cav = replay({**record(kind, seed), "variant": CAVENDISH})
        return bool(cav["elder"] != out["elder"])
    return True


@cache
def seeds() -> dict[str, int]:
    """The first seed from 1 for each example."""
    return {
        kind: first_seed(partial(_shows, kind), f"an irregular deal ({kind})")
        for kind in ("short", "thirteen", "five-four")
    }


def _example(kind: str, lang: str) -> dict[str, object]:
    seed = seeds()[kind]
    rec = record(kind, seed)
    out = replay(rec)
    d = seeded_deal(seed, SALT)
    e_draws, y_draws = int(rec["elder_draws"]), int(rec["younger_draws"])  # type: ignore[call-overload]
    e_disc, y_disc = Hand(str(rec["elder_discards"])), Hand(str(rec["younger_discards"]))
    second = Hand(str(rec.get("younger_second_discard", "")))
    e_after = d.hands.elder - e_disc | Hand(d.talon[:e_draws])
    y_after = d.hands.younger - y_disc | Hand(d.talon[e_draws : e_draws + y_draws]) - second
    tricks = [str(t).split() for t in rec["tricks"]]  # type: ignore[attr-defined]
    shorter = min(len(e_after), len(y_after))
    longer = Seat.ELDER if len(e_after) > len(y_after) else Seat.YOUNGER
    played = Hand(Card.parse(c) for t in tricks for c in t)
    left = (e_after if longer is Seat.ELDER else y_after) - played
    irregular = out["irregular"]
    assert isinstance(irregular, dict)
    example: dict[str, object] = {
        "seed": seed,
        "dealt": {"elder": cards(d.hands.elder, lang), "younger": cards(d.hands.younger, lang)},
        "discards": {"elder": cards(e_disc, lang), "younger": cards(y_disc, lang)},
        "draws": {
            "elder": cards(d.talon[:e_draws], lang, by_suit=False),
            "younger": cards(d.talon[e_draws : e_draws + y_draws], lang, by_suit=False),
        },
        "counts": {
            "elder": len(e_disc),
            "younger": len(y_disc),
            "elder_draws": e_draws,
            "younger_draws": y_draws,
        },
        "second": cards(second, lang) if second else "",
        "after": {"elder": cards(e_after, lang), "younger": cards(y_after, lang)},
        "sizes": irregular["cards"],
        "rulings": [r["code"] for r in irregular["rulings"]],
        "score": {s.value: out[s.value] for s in Seat},
        "tricks": [
            {
                "number": i,
                "lead": cards([Card.parse(t[0])], lang, by_suit=False),
                "follow": cards([Card.parse(t[1])], lang, by_suit=False),
            }
            for i, t in enumerate(tricks, start=1)
        ],
        "uncontested": [
            {"number": shorter + i, "card": cards([c], lang, by_suit=False)}
            for i, c in enumerate(sorted(left, reverse=True)[: 12 - shorter], start=1)
        ],
        "longer": longer.value,
        "record": rec,
    }
    if kind == "thirteen":
        cav = replay({**rec, "variant": CAVENDISH})
        example["cavendish"] = {s.value: cav[s.value] for s in Seat}
    return example


def context(lang: str) -> Mapping[str, object]:
    """The three worked irregular deals."""
    return {
        "salt": SALT,
        "short": _example("short", lang),
        "thirteen": _example("thirteen", lang),
        "five_four": _example("five-four", lang),
    }
