"""Seeds and seeded deals for the trainer: the same seed gives the same deal everywhere.

A seed is a short lower-case string (``[a-z0-9-]``, at most 32 characters) that goes in the
page URL (``?seed=k3j9x2``), so a deal can be shared. The deal is a shuffle of the 32-card
pack by :class:`random.Random` seeded with the string (version 2 seeding hashes the string
with SHA-512, identical on CPython 3.11 and on Pyodide's 3.14). The daily hand's seed is the
date (``d2026-11-30``).

A seed ``h<elder>[-<younger>]`` names the hands themselves (each hand's 32-bit card mask in
base 36, see :func:`hand_seed`): that is how a hand typed by the learner, or written in a
``piquet-hand`` block of the docs, travels in a URL. The cards not named are shuffled with
the seed as above.

The shuffled pack is dealt as in Cavendish, Law 9: twelve cards each, eight to the talon
(order within the talon is the drawing order, top first).
"""

from __future__ import annotations

import datetime as _dt
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from piquet_core.cards import PACK, BySeat, Card, Hand, Seat
from piquet_core.declarations import all_sequences, all_sets
from piquet_core.errors import DuplicateCardError, HandSizeError, PiquetError
from piquet_core.variants import VARIANTS

if TYPE_CHECKING:
    from piquet_core.puzzles import Position

_SEED = re.compile(r"^[a-z0-9-]{1,32}$")
_ALPHABET: Final = "abcdefghijkmnpqrstuvwxyz23456789"  # no 0/o, 1/l: readable aloud
SEED_LENGTH: Final = 6


class SeedError(PiquetError):
    """A seed that is not 1 to 32 characters of ``a-z``, ``0-9`` and ``-``."""

    code = "bad_seed"

    def __init__(self, seed: str) -> None:
        shown = seed if len(seed) <= 40 else seed[:37] + "..."
        super().__init__(f"bad seed {shown!r}", params={"seed": shown})


def check_seed(seed: str) -> str:
    """``seed`` itself if it is valid, else :class:`SeedError`."""
    if not isinstance(seed, str) or not _SEED.match(seed):
        raise SeedError(str(seed))
    return seed


#: A seed's first letter never starts a typed hand's seed (``h``) or the daily hand's (``d``):
#: a random ``h3k2ab`` would be read as a card mask and refused.
_FIRST: Final = _ALPHABET.replace("h", "").replace("d", "")


def new_seed(rng: random.Random | None = None) -> str:
    """A fresh random seed of :data:`SEED_LENGTH` readable characters, never starting with a
    letter that names a hand (``h``) or a day (``d``)."""
    if rng is not None and not isinstance(rng, random.Random):
        raise PiquetError(f"rng: a random.Random or None, not {rng!r}", code="bad_argument",
                          params={"argument": "rng"})  # fmt: skip
    r = rng or random.SystemRandom()
    return r.choice(_FIRST) + "".join(r.choice(_ALPHABET) for _ in range(SEED_LENGTH - 1))


def daily_seed(day: _dt.date) -> str:
    """The seed of the daily hand: the ISO date, e.g. ``d2026-11-30``; ``day`` a date (a
    datetime is read as its date: its time would make no seed), else a :class:`PiquetError`."""
    if isinstance(day, _dt.datetime):
        day = day.date()
    if not isinstance(day, _dt.date):
        raise PiquetError(f"day: a date, not {day!r}", code="bad_argument",
                          params={"argument": "day"})  # fmt: skip
    return "d" + day.isoformat()


def next_seed(seed: str) -> str:
    """A deterministic successor, for "next hand" when no fresh randomness is wanted."""
    return new_seed(random.Random("next:" + check_seed(seed)))


@dataclass(frozen=True)
class Deal:
    """A dealt hand: each seat's twelve, the talon top first (Law 9)."""

    hands: BySeat[Hand]
    """Each seat's twelve cards as dealt, indexed by seat."""
    talon: tuple[Card, ...]


_HAND_SEED = re.compile(r"^h([0-9a-z]{1,7})(?:-([0-9a-z]{1,7}))?$")


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def hand_seed(elder: Hand, younger: Hand | None = None) -> str:
    """The seed naming ``elder`` (and ``younger``) exactly: ``h`` + masks in base 36."""
    if len(elder) != 12:
        raise HandSizeError(12, len(elder))
    seed = "h" + _base36(elder.mask)
    if younger is not None:
        if len(younger) != 12:
            raise HandSizeError(12, len(younger))
        if elder.mask & younger.mask:
            raise DuplicateCardError(str(next(iter(elder & younger))))
        seed += "-" + _base36(younger.mask)
    return seed


_VARIANT_LETTERS: Final = {"rubicon": "r", "au-cent": "c", "russian": "s"}
_POSITION_SEED = re.compile(
    r"p-([0-9a-z]{1,7})-([0-9a-z]{1,7})-([ey])([0-9a-vx])([0-9a-c])([0-9a-c])([rcs])"
)


def position_seed(position: Position) -> str:
    """The seed naming a play position exactly, as :func:`hand_seed` names a hand: ``p-``,
    each hand's mask in base 36, then the leader (``e``, ``y``), the card led (its index,
    ``x`` for none), the tricks played and elder's tricks (one base-36 digit each) and the
    variant's letter. Only the named variants have a letter; a custom one is a
    :class:`PiquetError` (``bad_position``)."""
    variant = position.variant
    letter = _VARIANT_LETTERS.get(variant.name)
    if letter is None or VARIANTS[variant.name] != variant:
        raise PiquetError(f"variant: only {', '.join(_VARIANT_LETTERS)} have a position seed",
                          code="bad_position", params={"argument": "variant"})  # fmt: skip
    lead = "x" if position.lead is None else _base36(position.lead.index)
    return (f"p-{_base36(position.elder.mask)}-{_base36(position.younger.mask)}-"
            f"{position.leader.value[0]}{lead}{_base36(position.played)}"
            f"{_base36(position.elder_tricks)}{letter}")  # fmt: skip


def seed_position(seed: str) -> Position:
    """The position a :func:`position_seed` names; anything else is a :class:`PiquetError`
    (``bad_position_code``), never a guess."""
    from piquet_core.puzzles import Position  # the solver, only for a position's seed

    m = _POSITION_SEED.fullmatch(seed)
    if m is None:
        raise PiquetError(f"seed: not a position's seed: {seed!r}", code="bad_position_code",
                          params={"argument": "seed", "seed": seed})  # fmt: skip
    elder, younger, leader, lead, played, elder_tricks, letter = m.groups()
    variant = next(name for name, v in _VARIANT_LETTERS.items() if v == letter)
    try:  # the hands' masks, their cards and counts are checked as the position is built
        return Position(Hand.from_mask(int(elder, 36)), Hand.from_mask(int(younger, 36)),
                        Seat.ELDER if leader == "e" else Seat.YOUNGER,
                        None if lead == "x" else Card.from_index(int(lead, 36)),
                        int(played, 36), int(elder_tricks, 36), VARIANTS[variant])  # fmt: skip
    except PiquetError as err:
        raise PiquetError(f"seed: not a position's seed: {seed!r} ({err})",
                          code="bad_position_code",
                          params={"argument": "seed", "seed": seed}) from err  # fmt: skip


WORTH_DRILLING: Final[dict[str, Callable[[Hand], bool]]] = {
    "sequences": lambda hand: bool(all_sequences(hand)),
    "sets": lambda hand: bool(all_sets(hand)),
}
"""The drills whose hands should hold something to find: a random twelve cards hold no
scoring trio half the time, so such a drill would mostly ask "nothing"."""
NOTHING_SHARE: Final = 0.15
"""About this share of those drills' deals is left as shuffled, so "nothing" stays an answer
(about one hand in twelve then holds nothing)."""
_RESHUFFLES: Final = 64


def deal(seed: str, salt: str = "") -> Deal:
    """The deal for ``seed`` (``salt`` varies it per drill, so drills do not share hands).

    For the drills of :data:`WORTH_DRILLING` the pack is shuffled again (from the same
    seeded stream, so still one deal per seed) until elder's hand holds something to find,
    except in about :data:`NOTHING_SHARE` of the deals."""
    rng = random.Random(f"piquet-trainer:{salt}:{check_seed(seed)}")
    named = _HAND_SEED.match(seed)
    if named is None:
        cards = list(PACK)
        rng.shuffle(cards)
        worth = WORTH_DRILLING.get(salt)
        if worth is not None and rng.random() >= NOTHING_SHARE:
            for _ in range(_RESHUFFLES):
                if worth(Hand(cards[:12])):
                    break
                rng.shuffle(cards)
        return Deal(BySeat(Hand(cards[:12]), Hand(cards[12:24])), tuple(cards[24:]))
    masks = [int(g, 36) for g in named.groups() if g is not None]
    if any(m >= 1 << 32 for m in masks):
        raise SeedError(seed)
    elder = Hand.from_mask(masks[0])
    if len(elder) != 12:
        raise HandSizeError(12, len(elder))
    rest = [c for c in PACK if c not in elder]
    if len(masks) == 2:
        younger = Hand.from_mask(masks[1])
        if len(younger) != 12:
            raise HandSizeError(12, len(younger))
        if elder.mask & younger.mask:
            raise DuplicateCardError(str(next(iter(elder & younger))))
        talon = [c for c in rest if c not in younger]
        rng.shuffle(talon)
        return Deal(BySeat(elder, younger), tuple(talon))
    rng.shuffle(rest)
    return Deal(BySeat(elder, Hand(rest[:12])), tuple(rest[12:]))
