"""Variants of Piquet as data: one frozen :class:`Variant` of named switches, and presets.

Rules that every source agrees on are code (in :mod:`piquet_core.declarations`,
:mod:`piquet_core.play`, :mod:`piquet_core.scoring`); the rules on which the sources
disagree are switches here, each documented with who says what. Source keys: CAV-L
(Portland Club Laws, ed. Cavendish), CAV-D (Cavendish, *Description of the Game*), CAV-C
(Cavendish, *Laws of Piquet au Cent*), PAGAT (pagat.com), FOSTER (Foster's *Complete
Hoyle*, seed 004), COTTON (*Compleat Gamester*, 1674), S000 / S001 / S002 (the seeds).

Derive a variant with :func:`dataclasses.replace`::

    >>> from dataclasses import replace
    >>> pagat = replace(RUBICON, name="rubicon-pagat", pique_order=PiqueOrder.CHRONOLOGICAL)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import TypeAlias, get_origin, get_type_hints

from piquet_core.cards import Seat, SeatLike, as_count, as_seat
from piquet_core.errors import PiquetError, UnknownVariantError


class PointComparison(Enum):
    """How two points are compared."""

    LENGTH_THEN_PIPS = "length-then-pips"
    """Most cards wins; equal length, most pips; equal pips, equal (CAV-L 62, CAV-D, PAGAT)."""
    PIPS_ONLY = "pips-only"
    """Highest pip total wins outright, "a suit worth 51 beats 48" (FOSTER; engranjeu.fr)."""


class PointScore(Enum):
    """What a winning point scores."""

    PER_CARD = "per-card"
    """One for each card of the suit (CAV-L 62; PAGAT; S002 "each card scores one")."""
    PER_CARD_FOURS_LESS = "per-card-fours-less"
    """One per card, but a pip total ending in four scores one less (CAV-C, "by agreement")."""
    PER_TEN_PIPS = "per-ten-pips"
    """One for every ten pips, fractions dropped: a literal reading of S000 "he tells one for
    every ten of that suit", which says nothing of the remainder (cf. COTTON)."""
    PER_TEN_PIPS_ROUNDED = "per-ten-pips-rounded"
    """One for every ten pips, units of five and over counting up: "you are to reckon as much
    for Thirty five as for Forty ... for Thirty one, Thirty two, Thirty three or Thirty four,
    you are to reckon no more than for Thirty" (*The Royall and delightfull game of Picquet*,
    1651, quoted in Cavendish, *Historical*)."""


class TalonLayout(Enum):
    """How the eight undealt cards lie. The drawing order is the same either way."""

    ONE_PACKET = "one-packet"
    """One packet; Cavendish objects to dividing it (CAV-L 9; CAV-D "Management of the stock")."""
    SPLIT_5_3 = "split-5-3"
    """Five to the right (elder's), three to the left (dealer's) (S002; many French texts)."""


class PlayCounting(Enum):
    """Which cards score when led or when they win a trick led by the opponent."""

    ALL_CARDS = "all-cards"
    """Every card (CAV-L 65; PAGAT; PAR)."""
    COUNTING_CARDS = "counting-cards"
    """Only A K Q J 10; the last trick scores its extra one whatever its card (S000, S001,
    HOYLE, FOSTER; CAV-C by agreement)."""


class PiqueOrder(Enum):
    """The order in which scores are reckoned to decide a pique.

    The repique is made "in hand alone" and is always reckoned in Law 67 order; PAGAT's rule
    as quoted ("for pique the scores are counted in the order they actually occur") is about
    the pique.
    """

    LAW_67 = "law-67"
    """Category order: carte blanche, point, sequences, sets, then play (CAV-L 67; CAV-D)."""
    CHRONOLOGICAL = "chronological"
    """In the order the scores actually occur: elder's declarations, his first lead, then
    younger's declarations, then the play (PAGAT, as quoted)."""


class PartieForm(Enum):
    """The length of a partie and how it is settled (see :mod:`piquet_core.partie`)."""

    SIX_DEALS = "six-deals"
    """Rubicon: six deals; settlement difference + 100, rubicon if loser < 100 (CAV-L 71-73)."""
    FOUR_DEALS_DOUBLED = "four-deals-doubled"
    """Rubicon by agreement: four deals, the first and last scored double (CAV-L 71 note)."""
    HUNDRED_UP = "hundred-up"
    """Games of 100 up, double game if the loser has < 50, best of five (CAV-C; EB1911)."""
    KOROLIK = "korolik"
    """Russian: a partie of two «королика» of two deals each (S002)."""


class FirstDealer(Enum):
    """Who deals first after the cut."""

    HIGHER_CUT_CHOOSES = "higher-cut-chooses"
    """The higher cut has the choice of deal (CAV-L 4; PAGAT)."""
    LOWER_CUT_DEALS = "lower-cut-deals"
    """The lower cut deals (CAV-C; COTTON; S002, before each королик)."""


class KorolikDealer(Enum):
    """Who deals the second deal of a «королик» (Russian partie, :attr:`PartieForm.KOROLIK`).

    Seed S002: "Перед началом каждого сдающий определяется по картам. Вытянувший младшую --
    сдает на этот королик" (before each [королик] the dealer is decided by drawing cards; the
    one who drew the lower card deals for this королик). The seed does not say whether he
    deals both its deals.
    """

    ALTERNATE = "alternate"
    """Classical reading: the lower card deals the first deal of the королик, and the deal
    then alternates (CAV-L 16), so each player is elder hand once in every королик and twice
    in the partie."""
    SAME_DEALER = "same-dealer"
    """The seed read literally: the lower card deals both deals of the королик (S002, "сдает
    на этот королик"), so his adversary is elder hand in both. With a fresh draw before each
    королик, one player may be elder in all four deals, or each in the two deals of one
    королик."""


class PartieSettlement(Enum):
    """How a partie of a fixed number of deals is won and settled (not the hundred-up game,
    which has its own, CAV-C)."""

    RUBICON = "rubicon"
    """The Portland Club code: on a tie each deals once more, then drawn (CAV-L 71); the
    winner wins the difference plus a hundred, or both scores plus a hundred if the loser has
    under a hundred, the rubicon (CAV-L 72-73). The engine's reading for the Russian partie
    too, though no Russian source gives it (S002 says nothing of the settlement)."""
    HIGHER_TOTAL = "higher-total"
    """The higher total after the last deal wins, by the difference of the totals; equal
    totals are a drawn partie: no extra deals, no hundred added, no rubicon. The plainest
    reading of a partie of two королика when the source is silent (S002)."""


class RubiconRounding(Enum):
    """Rounding of the settlement, for stakes only (CAV-D "Scoring"); none by default."""

    NONE = "none"
    """No rounding (PAGAT, PAR, WIKI)."""
    FIFTIES = "fifties"
    """"Fractions of fifty points are not reckoned" (CAV-D)."""
    TWENTY_FIVES = "twenty-fives"
    """Some neglect only fractions of twenty-five (CAV-D)."""
    CHOUETTE_TENS = "chouette-tens"
    """To the nearest ten, units 6-9 up and 1-5 down: 416 -> 420, 141 -> 140 (CAV-D)."""


class IrregularLaws(Enum):
    """Which code rules an irregular exchange or hand where Foster and Cavendish differ
    (:mod:`piquet_core.irregular`)."""

    FOSTER = "foster"
    """Foster, *Complete Hoyle* (seed 004): a hand of thirteen scores nothing and the
    adversary scores all he holds, even if inferior; drawing a card out of turn loses the
    game; a discard cannot be changed once the stock is touched."""
    CAVENDISH = "cavendish"
    """The Portland Club code, ed. Cavendish (CAV-L 25, 27, 58): a hand of thirteen reckons
    nothing but its cards bar the adversary; a card of the adversary's part of the stock
    taken up: reckons nothing that deal; a discard taken back: plays with thirteen."""


AU_CENT_LAW = "Cavendish, Laws of Piquet au Cent"
"""The source of every ruling under :attr:`Variant.au_cent_laws` (CAV-C): the calls, the
irregularities, the cut, the rectification of errors."""


def _counts(*n: int) -> frozenset[int]:
    return frozenset(n)


TALON = 8
"""Cards in the talon: twelve to each player and eight left (Law 15)."""
ELDER_EXCHANGE_LIMIT = 5
"""Elder may exchange at most five cards (Law 21); the other three are younger's (Law 34)."""


def exchange_limit(seat: SeatLike, elder_took: int | None = None) -> int:
    """The most cards ``seat`` may exchange, before a variant's numbers: elder five (Law 21),
    younger all that elder left of the talon (Laws 22, 34). With
    :meth:`Variant.exchange_counts` the one place the exchange counts are written (the deal,
    the replay, the words spoken, the odds). Younger's depends on ``elder_took``; asked
    without it, a :class:`PiquetError`."""
    if as_seat(seat) is Seat.ELDER:
        return ELDER_EXCHANGE_LIMIT
    if elder_took is None:
        raise PiquetError(
            "younger's exchange depends on how many cards elder took",
            code="exchange_pending",
            law="Cavendish, Law 34",
        )
    if elder_took.__class__ is not int or not 0 <= elder_took <= TALON:
        raise PiquetError(
            f"elder_took: a number of cards from 0 to {TALON}, not {elder_took!r}",
            code="bad_count",
            params={"argument": "elder_took", "value": repr(elder_took)},
            law="Cavendish, Law 34",
        )
    return TALON - elder_took


@dataclass(frozen=True)
class Variant:
    """A complete set of rules. Presets: :data:`RUBICON`, :data:`AU_CENT`, :data:`RUSSIAN`."""

    name: str
    """Machine name, e.g. ``"rubicon"``."""
    source: str
    """Where the rules come from, with source keys."""
    point_comparison: PointComparison = PointComparison.LENGTH_THEN_PIPS
    point_score: PointScore = PointScore.PER_CARD
    elder_exchange: frozenset[int] = field(default_factory=lambda: _counts(1, 2, 3, 4, 5))
    """Numbers of cards elder may exchange: 1-5 (CAV-L 21); 3-5 (S000); 0,3,4,5 (S002)."""
    younger_exchange: frozenset[int] = field(
        default_factory=lambda: _counts(1, 2, 3, 4, 5, 6, 7, 8)
    )
    """Numbers of cards younger may exchange, bounded by what remains: at least one
    (CAV-L 22; PAGAT; EB1911); any or none (CAV-C; S001 "the option of discarding or not");
    0,3,4,5 (S002)."""
    elder_exchange_law: str = "Cavendish, Law 21"
    """Where the elder's exchange rule comes from (cited in error messages)."""
    younger_exchange_law: str = "Cavendish, Laws 22 and 34"
    """Where the younger's exchange rule comes from (cited in error messages)."""
    talon_layout: TalonLayout = TalonLayout.ONE_PACKET
    play_counting: PlayCounting = PlayCounting.ALL_CARDS
    pique_order: PiqueOrder = PiqueOrder.LAW_67
    younger_may_pique: bool = True
    """Either player may pique, reading seed S000's silence on who ("ere the other has told
    anything"), or only elder: "If the elder hand scores, in hand and play, thirty or more
    before his adversary counts anything" (CAV-D "Description"; CAV-C changes nothing here;
    the au cent preset). Where every card led scores (CAV-L 65) younger cannot pique either
    way."""
    cards_count_for_pique: bool = False
    """The ten for the cards counts toward a pique once seven tricks are won (PAGAT, French
    translation); Cavendish reckons the cards after play (CAV-L 67), so never (default)."""
    partie: PartieForm = PartieForm.SIX_DEALS
    first_dealer: FirstDealer = FirstDealer.HIGHER_CUT_CHOOSES
    korolik_dealer: KorolikDealer = KorolikDealer.ALTERNATE
    """Russian partie: whether the lower card of the draw deals both deals of a королик, as
    S002 reads literally ("вытянувший младшую -- сдает на этот королик"), or the first, the
    deal then alternating (classical, CAV-L 16; default)."""
    partie_settlement: PartieSettlement = PartieSettlement.RUBICON
    """How a partie of a fixed number of deals is settled: Laws 71-73 (default, the Russian
    preset included, though no Russian source gives them), or the higher total wins (no
    Russian source gives a settlement; S002 is silent)."""
    rubicon_rounding: RubiconRounding = RubiconRounding.NONE
    game_target: int = 100
    """Hundred-up: the score that wins a game (CAV-C; S000)."""
    double_game_under: int = 50
    """Hundred-up: the loser under this score loses a double game (CAV-C; EB1911)."""
    games_to_win: int = 3
    """Hundred-up: games needed to win the partie, "best of five" (CAV-C; EB1911)."""
    elder_calls_point_value: bool = False
    """Elder must call the value of his point, not only the number of cards (CAV-C);
    calling the number of cards is sufficient in Rubicon (CAV-L 46)."""
    low_call_binds_elder: bool = False
    """A low call binds elder even if it was good against the cards (CAV-C); in Rubicon a
    call good against the cards does not bind (CAV-L 49)."""
    irregular_laws: IrregularLaws = IrregularLaws.FOSTER
    """Irregular exchanges and hands as Foster gives them (seed 004), or as the Portland
    Club code has them (CAV-L 25-58), where the two differ."""
    cut_every_deal: bool = False
    """The players cut for the deal before every deal, "cutting afresh each time for the
    deal" (S000), so a partie accepts either player as the next dealer; by default they deal
    alternately (CAV-L 16; CAV-C keeps Law 16)."""
    au_cent_laws: bool = False
    """Cavendish's *Laws of Piquet au Cent* (CAV-C) rule where they differ from the Rubicon
    code, so far as the engine models them: elder drawing one of the bottom three, or younger
    one of the top five, "loses the game" (CAV-C; CAV-L 27-29: reckons nothing) whichever
    :attr:`irregular_laws`; "When the elder hand has led a card, or the younger hand played
    to a trick, they cannot reckon anything omitted" (CAV-C; CAV-L 56 closes both at
    younger's first card); "The younger hand having allowed a correct call to be good or
    equal, must abide by his answer" (CAV-C; CAV-L 51 lets him correct it before elder's
    next call or lead); a player exposing more than one card in cutting for deal, "his
    adversary may treat the lowest of the exposed cards as the one cut" (CAV-C; CAV-L 5: he
    must cut again); errors in adding up or marking the score "may be rectified at any time
    during the game" (CAV-C; CAV-L 70: before the player in error has seen his next hand)."""

    def __post_init__(self) -> None:
        """Every switch checked, whichever way the variant is built (the constructor,
        :func:`dataclasses.replace`, :meth:`from_dict`): an enum switch given as its value
        (``"chronological"``) becomes the member, a set of counts becomes a frozenset; what
        is none of the switch's values is a :class:`PiquetError` (code ``bad_switch_value``)
        naming the switch. The exchange counts are bounded by the laws: elder at most five
        (CAV-L 21), younger at most the eight of the talon (CAV-L 34), and whatever elder
        takes, younger has a count he may take (else a deal would have no legal action)."""
        for f in fields(self):
            value = getattr(self, f.name)
            kind = _SWITCH_KINDS[f.name]
            checked = _switch_value(f.name, kind, value)
            if checked is not value:
                object.__setattr__(self, f.name, checked)
        if not self.name.strip():
            raise _bad_switch("name", "a variant needs a name")
        if not self.elder_exchange or max(self.elder_exchange) > ELDER_EXCHANGE_LIMIT:
            raise _bad_switch("elder_exchange", "elder_exchange: counts from 0 to 5, at least "
                              "one (Cavendish, Law 21)")  # fmt: skip
        if not self.younger_exchange or min(self.younger_exchange) > TALON - max(
            self.elder_exchange
        ):
            raise _bad_switch("younger_exchange", "younger_exchange: a count younger may take "
                              "whatever elder takes (Cavendish, Law 34)")  # fmt: skip
        for name in ("game_target", "games_to_win"):
            if getattr(self, name) < 1:
                raise _bad_switch(name, f"{name}: a whole number of at least 1")
        if not 0 <= self.double_game_under <= self.game_target:
            raise _bad_switch("double_game_under", "double_game_under: a whole number from 0 to "
                              "game_target")  # fmt: skip

    def may_pique(self, seat: SeatLike) -> bool:
        """Whether ``seat`` may make a pique (CAV-D "Description"; :attr:`younger_may_pique`).
        The one place who may pique is written."""
        return as_seat(seat) is Seat.ELDER or self.younger_may_pique

    def elder_exchange_ok(self, n: int) -> bool:
        """True if elder may exchange ``n`` cards (at most five: CAV-L 21); ``n`` a whole
        number (``True`` is no number of cards: a :class:`PiquetError`, code ``bad_count``)."""
        if n.__class__ is not int:
            as_count(n, "n")
        return n in self.elder_exchange and 0 <= n <= ELDER_EXCHANGE_LIMIT

    def younger_exchange_ok(self, n: int, remaining: int) -> bool:
        """True if younger may exchange ``n`` of the ``remaining`` talon cards (CAV-L 34); each
        a whole number."""
        for value, name in ((n, "n"), (remaining, "remaining")):
            if value.__class__ is not int:
                as_count(value, name)
        return n in self.younger_exchange and 0 <= n <= remaining

    def exchange_counts(self, seat: SeatLike, elder_took: int | None = None) -> tuple[int, ...]:
        """How many cards ``seat`` may exchange, fewest first: elder one to five (Law 21),
        younger up to all that elder left, at least one (Laws 22, 34); or the variant's
        numbers. The one place the engine, the bots and the trainer ask. Younger's depend on
        ``elder_took``; asked without it, a :class:`PiquetError`."""
        limit = exchange_limit(seat, elder_took)
        if as_seat(seat) is Seat.ELDER:
            return tuple(n for n in range(limit + 1) if self.elder_exchange_ok(n))
        return tuple(n for n in range(limit + 1) if self.younger_exchange_ok(n, limit))

    def to_dict(self) -> dict[str, object]:
        """Every switch, JSON-ready: enums as their values, sets of counts as sorted lists."""
        out: dict[str, object] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                value = value.value
            elif isinstance(value, frozenset):
                value = sorted(value)
            out[f.name] = value
        return out

    def to_record(self) -> str | dict[str, object]:
        """The variant as a deal's record writes it: a preset's name; a preset with switches
        changed, the name and the changed switches only (``{"name": "rubicon", "pique_order":
        "chronological"}``); a variant under a name of its own, every switch. :meth:`from_dict`
        (or :func:`as_variant` for a name) reads each back to this variant."""
        preset = VARIANTS.get(self.name)
        if preset is None:
            return self.to_dict()
        if preset == self:
            return self.name
        mine, base = self.to_dict(), preset.to_dict()
        out: dict[str, object] = {"name": self.name}
        out.update((k, v) for k, v in mine.items() if k != "source" and v != base[k])
        if Variant.from_dict(out) != self:  # a source of its own, not "changed: ..."
            out["source"] = self.source
        return out

    @staticmethod
    def from_dict(data: Mapping[str, object]) -> Variant:
        """A preset (``"name"``, default ``"rubicon"``) with switches overridden by ``data``.

        Values as :meth:`to_dict` gives them, e.g. ``{"name": "rubicon", "pique_order":
        "chronological"}``. An unknown switch or value raises :class:`PiquetError` naming it.
        """
        if not isinstance(data, Mapping):
            raise PiquetError(f"a variant's switches are a mapping, not {data!r}",
                              code="bad_variant", params={"value": repr(data)})  # fmt: skip
        name = data.get("name", "rubicon")
        known = {f.name: f for f in fields(Variant)}
        if isinstance(name, str) and name not in VARIANTS and set(data) == set(known):
            # a custom variant written by to_dict: every switch, under its own name
            try:
                variant_by_name(name)
            except UnknownVariantError:
                return Variant(**data)  # type: ignore[arg-type]
        base = variant_by_name(name)  # type: ignore[arg-type]
        changes: dict[str, object] = {}
        for key, value in data.items():
            if key == "name":
                continue
            if key not in known:
                raise PiquetError(f"unknown variant switch {key!r}", code="unknown_switch",
                                  params={"switch": key})  # fmt: skip
            changes[key] = _switch_value(key, getattr(base, key), value)
        if changes and "source" not in changes:
            changes["source"] = f"{base.source}; changed: {', '.join(sorted(changes))}"
        return replace(base, **changes) if changes else base  # type: ignore[arg-type]


def _bad_switch(key: str, text: str) -> PiquetError:
    return PiquetError(text, code="bad_switch_value", params={"switch": key, "argument": key})


def _switch_value(key: str, current: object, value: object) -> object:
    """Check and convert one switch value (as JSON gives it, or as given to the
    constructor); ``current`` is the switch's present value or its kind (an Enum class,
    ``frozenset``, ``bool``, ``int``, ``str``). Returns ``value`` itself when it is already
    right."""
    kind = current if isinstance(current, type) else type(current)
    if issubclass(kind, Enum):
        if value.__class__ is kind:
            return value
        try:
            return kind(value)
        except ValueError:
            allowed = ", ".join(str(m.value) for m in kind)
            raise PiquetError(f"bad value {value!r} for {key} (one of: {allowed})",
                              code="bad_switch_value",
                              params={"switch": key, "allowed": allowed}) from None  # fmt: skip
    if issubclass(kind, frozenset):
        if (
            isinstance(value, (str, bytes, Mapping))
            or not isinstance(value, (list, tuple, set, frozenset))
            or not all(type(n) is int and 0 <= n <= TALON for n in value)
        ):
            raise PiquetError(f"{key} must be a list of card counts 0-8", code="bad_switch_value",
                              params={"switch": key})  # fmt: skip
        return value if value.__class__ is frozenset else frozenset(value)
    if type(value) is not kind:
        raise PiquetError(
            f"{key} must be {kind.__name__}, got {type(value).__name__}",
            code="bad_switch_value", params={"switch": key},
        )  # fmt: skip
    return value


def _switch_kinds() -> dict[str, type]:
    hints = get_type_hints(Variant)
    return {f.name: get_origin(hints[f.name]) or hints[f.name] for f in fields(Variant)}


_SWITCH_KINDS: dict[str, type] = _switch_kinds()


RUBICON = Variant(
    name="rubicon",
    source="Portland Club Laws of Piquet, ed. Cavendish (1882) (CAV-L, CAV-D); PAGAT",
)
"""Rubicon Piquet: the Portland Club code, ed. Cavendish; the default."""

AU_CENT = Variant(
    name="au-cent",
    source=(
        "Piquet au cent: Cavendish, Laws of Piquet au Cent (CAV-C; elder exchanges one to five,"
        " only elder piques); seeds S000 (counting cards in play) and S001 (dealer may decline"
        " to exchange)"
    ),
    younger_exchange=_counts(0, 1, 2, 3, 4, 5, 6, 7, 8),
    younger_may_pique=False,
    younger_exchange_law="Cavendish, Laws of Piquet au Cent; seed S001",
    play_counting=PlayCounting.COUNTING_CARDS,
    partie=PartieForm.HUNDRED_UP,
    first_dealer=FirstDealer.LOWER_CUT_DEALS,
    elder_calls_point_value=True,
    low_call_binds_elder=True,
    au_cent_laws=True,
)
"""The 100-up game of the seventeenth and eighteenth centuries (S000, S001, CAV-C)."""

RUSSIAN = Variant(
    name="russian",
    source=(
        "Russian Piquet, seed S002 (talon five and three, exchange 3-5 or none, two королика"
        " of two deals); classical rules (CAV-L) where the seed is silent"
    ),
    elder_exchange=_counts(0, 3, 4, 5),
    younger_exchange=_counts(0, 3, 4, 5),
    elder_exchange_law="seed S002: not fewer than 3 and not more than 5, or none",
    younger_exchange_law="seed S002: not fewer than 3 and not more than 5, or none",
    talon_layout=TalonLayout.SPLIT_5_3,
    partie=PartieForm.KOROLIK,
    first_dealer=FirstDealer.LOWER_CUT_DEALS,
)
"""Russian Piquet as seed S002 gives it, classical rules where it is silent."""

VARIANTS: dict[str, Variant] = {v.name: v for v in (RUBICON, AU_CENT, RUSSIAN)}
"""The presets by name: ``"rubicon"``, ``"au-cent"``, ``"russian"``."""


def variant_by_name(name: str) -> Variant:
    """The preset called ``name`` (case-insensitive; ``_`` and spaces read as ``-``)."""
    if not isinstance(name, str):
        raise UnknownVariantError(repr(name), tuple(VARIANTS))
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    try:
        return VARIANTS[key]
    except KeyError:
        raise UnknownVariantError(name, tuple(VARIANTS)) from None


VariantLike: TypeAlias = "Variant | str | Mapping[str, object]"
"""A variant as the public API accepts it: a :class:`Variant` or a preset's name."""


def as_variant(value: object) -> Variant:
    """``value`` as a :class:`Variant`: a Variant (a preset or one with switches), the
    name of a preset (see :func:`variant_by_name`), or its switches as a mapping (see
    :meth:`Variant.from_dict`, which reads what :meth:`Variant.to_dict` writes). Anything
    else is refused with an :class:`UnknownVariantError` (code ``unknown_variant``).

    >>> as_variant("Au cent") is AU_CENT
    True
    """
    if value.__class__ is Variant:
        return value
    if isinstance(value, Variant):
        return value
    if isinstance(value, Mapping):
        return Variant.from_dict(value)
    return variant_by_name(value)  # type: ignore[arg-type]
