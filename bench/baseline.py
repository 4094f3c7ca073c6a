"""The plain, straightforward Piquet scorer the engine is measured against.

Written the obvious way, as a careful programmer would at a first attempt: a card is a small
object with a rank and a suit, a hand is a list of cards, and everything is done with loops
over the cards; no bit masks, no look-up tables. It is correct (the benchmark checks that it
agrees with the engine on thousands of seeded deals) and implements the Rubicon rules of the
replay contract (Cavendish, Laws 18, 61-69):

* carte blanche 10 on the dealt hand; point by length then pips, one per card; sequences
  3/4/15/16/17/18, the best decides and an equality of the best cancels all; sets of tens and
  higher, trio 3, quatorze 14, any quatorze beats any trio;
* play: one for each card led, one for winning a trick the adversary led, one more for the
  last trick; more than six tricks: ten for the cards, all twelve: forty instead;
* repique (+60): thirty from the declarations alone, reckoned in Law 67 order, before the
  adversary has scored anything; pique (+30): thirty in declarations then play, same
  condition, the cards never counting.
"""

from __future__ import annotations

RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]  # ascending
SUITS = ["S", "H", "D", "C"]
PIPS = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}
SET_RANKS = ["10", "J", "Q", "K", "A"]
CATEGORIES = ["carte_blanche", "point", "sequences", "sets", "play", "cards", "pique", "repique"]


class BaselineError(ValueError):
    """A deal the baseline cannot accept."""


class Card:
    """A playing card: a rank ("7" ... "A") and a suit ("S", "H", "D", "C")."""

    def __init__(self, rank: str, suit: str) -> None:
        self.rank = rank
        self.suit = suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.rank == other.rank and self.suit == other.suit

    def __hash__(self) -> int:
        return hash((self.rank, self.suit))

    def __repr__(self) -> str:
        return self.rank + self.suit

    def order(self) -> int:
        return RANKS.index(self.rank)


def parse_card(token: str) -> Card:
    token = token.strip().upper()
    rank, suit = token[:-1], token[-1:]
    if rank == "T":
        rank = "10"
    if rank not in RANKS or suit not in SUITS:
        raise BaselineError(f"unknown card {token!r}")
    return Card(rank, suit)


def parse_cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


# --- evaluating a hand -----------------------------------------------------------------------


def cards_of_suit(hand: list[Card], suit: str) -> list[Card]:
    return [c for c in hand if c.suit == suit]


def point(hand: list[Card]) -> tuple[int, int]:
    """The best point as (number of cards, pips)."""
    best = (0, 0)
    for suit in SUITS:
        cards = cards_of_suit(hand, suit)
        value = (len(cards), sum(PIPS[c.rank] for c in cards))
        if value > best:
            best = value
    return best


def sequences(hand: list[Card]) -> list[tuple[int, int]]:
    """Every sequence of three or more, as (length, order of the top card)."""
    found = []
    for suit in SUITS:
        orders = sorted(c.order() for c in cards_of_suit(hand, suit))
        run: list[int] = []
        for o in orders:
            if run and o == run[-1] + 1:
                run.append(o)
            else:
                if len(run) >= 3:
                    found.append((len(run), run[-1]))
                run = [o]
        if len(run) >= 3:
            found.append((len(run), run[-1]))
    return found


def sets(hand: list[Card]) -> list[tuple[int, int]]:
    """Every trio or quatorze of tens or higher, as (count, rank order)."""
    found = []
    for rank in SET_RANKS:
        count = 0
        for c in hand:
            if c.rank == rank:
                count += 1
        if count >= 3:
            found.append((count, RANKS.index(rank)))
    return found


def evaluate(
    hand: list[Card],
) -> tuple[tuple[int, int], list[tuple[int, int]], list[tuple[int, int]]]:
    """Point, sequences and sets of a hand."""
    return point(hand), sequences(hand), sets(hand)


def sequence_score(length: int) -> int:
    return length if length < 5 else length + 10


def is_carte_blanche(hand: list[Card]) -> bool:
    return all(c.rank not in ("K", "Q", "J") for c in hand)


def compare(elder: list[Card], younger: list[Card]) -> dict[str, tuple[int, int]]:
    """Point, sequences and sets of both hands compared: (elder's score, younger's score)."""
    result = {}
    ep, yp = point(elder), point(younger)
    if ep > yp:
        result["point"] = (ep[0], 0)
    elif yp > ep:
        result["point"] = (0, yp[0])
    else:
        result["point"] = (0, 0)
    es, ys = sequences(elder), sequences(younger)
    e_best = max(es) if es else (0, 0)
    y_best = max(ys) if ys else (0, 0)
    if e_best > y_best:
        result["sequences"] = (sum(sequence_score(s[0]) for s in es), 0)
    elif y_best > e_best:
        result["sequences"] = (0, sum(sequence_score(s[0]) for s in ys))
    else:
        result["sequences"] = (0, 0)
    e_sets, y_sets = sets(elder), sets(younger)
    e_best = max(e_sets) if e_sets else (0, 0)
    y_best = max(y_sets) if y_sets else (0, 0)
    if e_best > y_best:
        result["sets"] = (sum(14 if s[0] == 4 else 3 for s in e_sets), 0)
    elif y_best > e_best:
        result["sets"] = (0, sum(14 if s[0] == 4 else 3 for s in y_sets))
    else:
        result["sets"] = (0, 0)
    return result


# --- replaying a deal ------------------------------------------------------------------------


def _exchange(hand: list[Card], discards: list[Card], talon: list[Card], who: str) -> list[Card]:
    for c in discards:
        if c not in hand:
            raise BaselineError(f"{who} discards {c!r}, which he does not hold")
    if len(discards) > len(talon):
        raise BaselineError(f"{who} discards {len(discards)} but only {len(talon)} remain")
    kept = [c for c in hand if c not in discards]
    drawn = talon[: len(discards)]
    del talon[: len(discards)]
    return kept + drawn


def replay(deal: dict[str, object]) -> dict[str, object]:
    """Score one deal of the replay contract: ``{"elder": {...}, "younger": {...}}``."""
    try:
        elder_dealt = parse_cards(str(deal["elder"]))
        younger_dealt = parse_cards(str(deal["younger"]))
        talon = parse_cards(str(deal["talon"]))
        if len(elder_dealt) != 12 or len(younger_dealt) != 12 or len(talon) != 8:
            raise BaselineError("a hand needs 12 cards and the talon 8")
        if len(set(elder_dealt + younger_dealt + talon)) != 32:
            raise BaselineError("the deal does not hold the 32 cards once each")
        e_disc = parse_cards(str(deal.get("elder_discards", "")))
        y_disc = parse_cards(str(deal.get("younger_discards", "")))
        if not 1 <= len(e_disc) <= 5:
            raise BaselineError("elder must exchange one to five cards")
        elder = _exchange(elder_dealt, e_disc, talon, "elder")
        if len(y_disc) < 1:
            raise BaselineError("younger must exchange at least one card")
        younger = _exchange(younger_dealt, y_disc, talon, "younger")
        tricks = deal.get("tricks")
        return _score(elder_dealt, younger_dealt, elder, younger, tricks)
    except BaselineError as e:
        return {"error": str(e)}


def _score(
    elder_dealt: list[Card],
    younger_dealt: list[Card],
    elder: list[Card],
    younger: list[Card],
    tricks: object,
) -> dict[str, object]:
    scores = {p: {c: 0 for c in CATEGORIES} for p in ("elder", "younger")}
    events = []  # (player, points) in the order of reckoning, Law 67
    for who, dealt in (("elder", elder_dealt), ("younger", younger_dealt)):
        if is_carte_blanche(dealt):
            scores[who]["carte_blanche"] = 10
            events.append((who, 10))
    compared = compare(elder, younger)
    for category in ("point", "sequences", "sets"):
        e, y = compared[category]
        scores["elder"][category] = e
        scores["younger"][category] = y
        if e:
            events.append(("elder", e))
        if y:
            events.append(("younger", y))
    bonus = _thirty(events)
    if bonus:
        scores[bonus]["repique"] = 60

    if tricks is not None:
        play_events = _play(elder, younger, list(tricks), scores)  # type: ignore[call-overload]
        if not bonus:
            bonus = _thirty(events + play_events)
            if bonus:
                scores[bonus]["pique"] = 30

    out: dict[str, object] = {}
    for who in ("elder", "younger"):
        seat = dict(scores[who])
        seat["total"] = sum(scores[who].values())
        out[who] = seat
    return out


def _thirty(events: list[tuple[str, int]]) -> str | None:
    """Who reaches thirty before the adversary has scored anything, if anyone."""
    totals = {"elder": 0, "younger": 0}
    for who, points in events:
        other = "younger" if who == "elder" else "elder"
        if totals[other] > 0:
            return None
        totals[who] += points
        if totals[who] >= 30:
            return who
    return None


def _play(
    elder: list[Card], younger: list[Card], tricks: list[str], scores: dict[str, dict[str, int]]
) -> list[tuple[str, int]]:
    if len(tricks) != 12:
        raise BaselineError(f"a deal has 12 tricks, not {len(tricks)}")
    hands = {"elder": list(elder), "younger": list(younger)}
    leader = "elder"
    won = {"elder": 0, "younger": 0}
    events = []
    for number, trick in enumerate(tricks, start=1):
        cards = parse_cards(trick)
        if len(cards) != 2:
            raise BaselineError(f"trick {number} needs two cards")
        lead, follow = cards
        follower = "younger" if leader == "elder" else "elder"
        if lead not in hands[leader]:
            raise BaselineError(f"trick {number}: {leader} does not hold {lead!r}")
        if follow not in hands[follower]:
            raise BaselineError(f"trick {number}: {follower} does not hold {follow!r}")
        if follow.suit != lead.suit and cards_of_suit(hands[follower], lead.suit):
            raise BaselineError(f"trick {number}: {follower} must follow suit")
        hands[leader].remove(lead)
        hands[follower].remove(follow)
        scores[leader]["play"] += 1
        events.append((leader, 1))
        if follow.suit == lead.suit and follow.order() > lead.order():
            winner = follower
            scores[winner]["play"] += 1
            events.append((winner, 1))
        else:
            winner = leader
        if number == 12:
            scores[winner]["play"] += 1
            events.append((winner, 1))
        won[winner] += 1
        leader = winner
    for who in ("elder", "younger"):
        if won[who] == 12:
            scores[who]["cards"] = 40
        elif won[who] > 6:
            scores[who]["cards"] = 10
    return events
