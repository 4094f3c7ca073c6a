# ruff: noqa: RUF001, RUF002, RUF003  (Russian quotations and × are intended)
"""Scoring melds against the player's record: the cards they need, the itemised points.

S002: «Этот игрок, имея на руках семнадцать карт, может объявить так называемую «показку» и
показать ее другим игрокам. За «показки» пишутся очки.» — "This player, holding seventeen
cards, may declare a so-called «показка» and show it to the others. Melds score points."

The values come from :mod:`piquet_core.bezique.table`; this module adds the player's record
(what he has declared so far), the cards a meld needs, and the itemised score.

Readings of what the seed leaves unsaid (see :data:`piquet_core.bezique.rules.READINGS`):
a card may serve in melds of different kinds but not twice in melds of the same kind (the
classical bezique rule: otherwise one bezique could be shown again and again for 25, 50,
100...); plain and trump fours of a rank and the extra cards of that rank are one kind; an
extra card is declared one at a time, added to a trump four already shown («к четырем
открытым»); a trump four once shown grows only by extra cards.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from piquet_core.bezique.cards import (
    JOKER,
    Card,
    CardsLike,
    Joker,
    PackCard,
    Suit,
    SuitLike,
    as_cards,
    as_suit,
    pack_composition,
)
from piquet_core.bezique.coerce import E, as_enum, as_int
from piquet_core.bezique.deal import HAND_SIZE
from piquet_core.bezique.errors import BeziqueArgumentError, IllegalMeldError
from piquet_core.bezique.melds import MULTIPLES, Meld, MeldKind, MeldLike
from piquet_core.bezique.rules import (
    BeziqueRules,
    JokerRule,
    MultipleMeld,
    RulesLike,
    SeriesScope,
    as_rules,
)
from piquet_core.bezique.table import (
    PLAIN_FOURS,
    SET_SIZE,
    SET_TABLE,
    Series,
    TrumpSet,
    extra_value,
    ordinal_word,
    series_value,
)


@dataclass(frozen=True, slots=True)
class MeldRecord:
    """What one player has declared so far: the table state a meld is valued against.

    ``series``: how many of each successive meld he has shown; ``sets``: how many cards of
    each trump set he has shown (4 after the four, 5 after the fifth card...); ``used``: the
    cards still in his hand that have served in each family of melds.
    """

    series: tuple[tuple[Series, int], ...] = ()
    sets: tuple[tuple[TrumpSet, int], ...] = ()
    used: tuple[tuple[str, PackCard, int], ...] = ()
    points: int = 0
    declared: tuple[Meld, ...] = field(default=())

    @classmethod
    def before(
        cls,
        trump: Suit,
        series: Mapping[Series, int] | None = None,
        sets: Mapping[TrumpSet, int] | None = None,
    ) -> MeldRecord:
        """A record for a drill or an example: so many melds of each series declared, so many
        cards of each trump set shown (those cards taken to be still in the hand)."""
        trump = as_suit(trump, "trump")
        series = _counts(Series, series, "series")
        sets = _counts(TrumpSet, sets, "sets")
        for name, n in [
            *((s.value, n) for s, n in series.items()),
            *((t.value, n) for t, n in sets.items()),
        ]:
            if n < 0:
                raise IllegalMeldError(f"{name}: a count of {n} melds", code="bad_record")
        for trump_set, n in sets.items():
            if 0 < n < SET_SIZE:
                raise IllegalMeldError(
                    f"{trump_set.value}: {n} shown, but a set is shown four at a time",
                    code="bad_record",
                )
        used = tuple((Meld.extra(t).family, t.card(trump), n) for t, n in sets.items() if n)
        return cls(
            tuple((s, n) for s, n in series.items() if n),
            tuple((t, n) for t, n in sets.items() if n),
            used,
        )

    def count(self, series: Series) -> int:
        """How many melds of ``series`` this player has shown."""
        return dict(self.series).get(series, 0)

    def stage(self, trump_set: TrumpSet) -> int:
        """How many cards of ``trump_set`` this player has shown (0 before the four)."""
        return dict(self.sets).get(trump_set, 0)

    def used_in(self, family: str) -> Counter[PackCard]:
        """The cards of the hand already used in melds of ``family``."""
        return Counter({c: n for f, c, n in self.used if f == family})

    def after_play(self, hand: Counter[PackCard]) -> MeldRecord:
        """The record once cards have left the hand.

        Identical copies cannot be told apart, so a card played is taken from the copies not
        yet shown first, and only then from the shown ones: the count of used copies is
        capped by the copies still held. This never lets a shown card serve twice in a kind.
        """
        used = tuple((f, c, min(n, hand[c])) for f, c, n in self.used if min(n, hand[c]) > 0)
        return MeldRecord(self.series, self.sets, used, self.points, self.declared)


EMPTY_RECORD = MeldRecord()


#: A score line's parameter: a word (``series``), a figure, or several figures (the single
#: melds a reward reading adds up), left as numbers so that each language writes them its way.
ScoreParam = str | int | tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of an itemised score, e.g. ``second bezique: 50``."""

    label: str
    points: int
    detail: str = ""
    #: A stable key for translating the line: ``series``, ``series_multiple``,
    #: ``series_singles``, ``four``, ``trump_four``, ``extra`` or ``extra_set``; ``params``
    #: fill it (e.g. ``ordinal``).
    key: str = ""
    params: tuple[tuple[str, ScoreParam], ...] = ()

    def __str__(self) -> str:
        tail = f" ({self.detail})" if self.detail else ""
        return f"{self.label}: {self.points}{tail}"

    def param_dict(self) -> dict[str, ScoreParam]:
        """The translation parameters as a dict."""
        return dict(self.params)


@dataclass(frozen=True, slots=True)
class MeldScore:
    """A meld's points with the itemised breakdown."""

    meld: Meld
    points: int
    items: tuple[ScoreItem, ...]

    def __str__(self) -> str:
        return "; ".join(str(i) for i in self.items)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A legal meld in a hand: its score, the physical cards shown and the record after it."""

    score: MeldScore
    shown: tuple[PackCard, ...]
    stands_for: tuple[Card, ...]
    record: MeldRecord

    @property
    def points(self) -> int:
        """The meld's points."""
        return self.score.points


@functools.lru_cache(maxsize=4)
def _composition(packs: int) -> Mapping[PackCard, int]:
    return dict(pack_composition(packs))


def hand_counts(hand: object, rules: BeziqueRules, argument: str = "hand") -> Counter[PackCard]:
    """The cards of ``hand`` counted (see :func:`~piquet_core.bezique.cards.as_cards`),
    checked against the pack: no more copies of a card than the rules' pack holds, no more
    than 18 cards («по восемнадцать карт»)."""
    if isinstance(hand, Counter) and all(
        (c.__class__ is Card or c.__class__ is Joker) and n.__class__ is int and n >= 0
        for c, n in hand.items()
    ):
        counts: Counter[PackCard] = hand
    else:
        counts = Counter(as_cards(hand, argument))
    comp = _composition(rules.packs)
    for card, n in counts.items():
        if n > comp[card]:
            raise BeziqueArgumentError(
                argument,
                f"{argument}: {n} × {card}, but {rules.packs} packs hold {comp[card]}",
                code="too_many_copies",
                value=hand,
            )
    size = sum(counts.values())
    if size > HAND_SIZE:
        raise BeziqueArgumentError(
            argument,
            f"{argument}: {size} cards, but a hand holds at most {HAND_SIZE}",
            code="hand_size",
            value=hand,
        )
    return counts


def _counts(kind: type[E], value: object, argument: str) -> dict[E, int]:
    """A drill's ``{series or set: count}``, keys by value or name, counts whole numbers."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise BeziqueArgumentError(
            argument,
            f"{argument}: not a dict of counts: {value!r}",
            code="bad_record",
            value=value,
        )
    return {as_enum(kind, k, argument): as_int(n, argument, high=64) for k, n in value.items()}


def as_record(value: object, argument: str = "record") -> MeldRecord:
    """``value`` as a :class:`MeldRecord` (None: nothing declared yet)."""
    if value is None:
        return EMPTY_RECORD
    if value.__class__ is MeldRecord:
        return value
    raise BeziqueArgumentError(
        argument,
        f"{argument}: not a meld record: {value!r} (a MeldRecord, e.g. MeldRecord.before(...))",
        code="bad_record",
        value=value,
    )


def as_records(value: object, argument: str = "others") -> tuple[MeldRecord, ...]:
    """``value`` as the other players' records: a list or tuple of :class:`MeldRecord`."""
    if value is None:
        return ()
    if isinstance(value, (list, tuple)) and all(r.__class__ is MeldRecord for r in value):
        return tuple(value)
    raise BeziqueArgumentError(
        argument,
        f"{argument}: not a list of meld records: {value!r}",
        code="bad_record",
        value=value,
    )


def prior_count(
    series: Series, record: MeldRecord, rules: BeziqueRules, others: Sequence[MeldRecord]
) -> int:
    """How many melds of ``series`` came before, per player or per table (switch)."""
    n = record.count(series)
    if rules.series_scope is SeriesScope.PER_TABLE:
        n += sum(o.count(series) for o in others)
    return n


def score_meld(
    meld: MeldLike,
    record: MeldRecord | None = EMPTY_RECORD,
    rules: RulesLike = None,
    others: Sequence[MeldRecord] = (),
) -> MeldScore:
    """The value of ``meld`` for a player whose declarations so far are ``record``.

    ``others`` are the other players' records, used when the series count per table.
    Raises :class:`IllegalMeldError` for a meld the record does not allow (an extra card
    without the four, a plain marriage without the switch...).
    """
    meld = Meld.coerce(meld)
    record = as_record(record)
    rules = as_rules(rules)
    others = as_records(others)
    return _score_meld(meld, record, rules, others)


def _score_meld(
    meld: Meld, record: MeldRecord, rules: BeziqueRules, others: Sequence[MeldRecord]
) -> MeldScore:
    k = meld.times
    mult = MULTIPLES[k - 1].strip() if k <= len(MULTIPLES) else f"{k}-fold"
    series = meld.series
    if series is not None:
        if series is Series.PLAIN_MARRIAGE and not rules.plain_marriages:
            raise IllegalMeldError(
                "the seed scores only the trump marriage («Козырной марьяж»)",
                code="plain_marriage",
            )
        done = prior_count(series, record, rules, others)
        at = done + k if rules.multiple is MultipleMeld.TIMES_LAST else done + 1
        value = series_value(series, at, rules.beyond_table)
        if k > 1 and rules.multiple is MultipleMeld.TWICE_SINGLES:
            # «Двойная «показка» ценится вдвойне» as a reward: k × the k single melds.
            singles = tuple(
                series_value(series, done + i, rules.beyond_table) for i in range(1, k + 1)
            )
            item = ScoreItem(
                f"{mult} {series.value} at {k} × its single melds",
                k * sum(singles),
                f"{k} × ({' + '.join(str(v) for v in singles)})",
                "series_singles",
                (
                    ("series", series.value),
                    ("times", k),
                    ("singles", singles),
                    ("sum", sum(singles)),
                ),
            )
            return MeldScore(meld, item.points, (item,))
        if k == 1:
            item = ScoreItem(
                f"{ordinal_word(at)} {series.value}",
                value,
                "",
                "series",
                (("series", series.value), ("ordinal", at)),
            )
        else:
            item = ScoreItem(
                f"{mult} {series.value} at the {ordinal_word(at)}'s value",
                k * value,
                f"{k} × {value}",
                "series_multiple",
                (("series", series.value), ("ordinal", at), ("times", k), ("value", value)),
            )
        return MeldScore(meld, item.points, (item,))
    if meld.kind is MeldKind.FOUR:
        assert meld.rank is not None
        value = PLAIN_FOURS[meld.rank]
        label = f"four {meld.rank.name.lower()}s"
        item = ScoreItem(
            label if k == 1 else f"{mult} {label}",
            k * value,
            "" if k == 1 else f"{k} × {value}",
            "four",
            (("rank", meld.rank.token), ("times", k), ("value", value)),
        )
        return MeldScore(meld, item.points, (item,))
    assert meld.trump_set is not None
    row = SET_TABLE[meld.trump_set]
    stage = record.stage(meld.trump_set)
    if meld.kind is MeldKind.TRUMP_FOUR:
        if stage:
            raise IllegalMeldError(
                f"four {meld.trump_set.value} are already shown: add the "
                f"{ordinal_word(stage + 1)} card instead («к четырем открытым»)",
                code="set_shown",
            )
        label = f"four {meld.trump_set.value}"
        parts = f"{row.bonus} + {row.four - row.bonus}" if row.four != row.bonus else ""
        params: tuple[tuple[str, ScoreParam], ...] = (
            ("set", meld.trump_set.value),
            ("times", k),
            ("bonus", row.bonus),
            ("plain", row.four - row.bonus),
            ("value", row.four),
        )
        if k == 1:
            item = ScoreItem(label, row.four, parts, "trump_four", params)
        else:
            item = ScoreItem(
                f"{mult} {label}", k * row.four, f"{k} × {row.four}", "trump_four", params
            )
        return MeldScore(meld, item.points, (item,))
    if stage < SET_SIZE:
        raise IllegalMeldError(
            f"an extra {meld.trump_set.singular} is added to four shown («к четырем "
            f"открытым»), and {stage} are shown",
            code="no_four_shown",
        )
    n = stage + 1
    ev = extra_value(meld.trump_set, n, rules.beyond_table, rules.likewise)
    items = [
        ScoreItem(
            f"{ordinal_word(n)} {meld.trump_set.singular}",
            ev.bonus,
            "bonus" if ev.completes_set else "",
            "extra",
            (("set", meld.trump_set.value), ("ordinal", n)),
        )
    ]
    if ev.completes_set:
        items.append(
            ScoreItem(
                f"{ordinal_word(ev.completes_set)} set of four {meld.trump_set.value}, a "
                f"{MULTIPLES[ev.completes_set - 1].strip() or 'single'} meld",
                ev.set_points,
                f"{ev.completes_set} × {ev.set_points // ev.completes_set}",
                "extra_set",
                (
                    ("set", meld.trump_set.value),
                    ("sets", ev.completes_set),
                    ("value", ev.set_points // ev.completes_set),
                ),
            )
        )
    return MeldScore(meld, ev.total, tuple(items))


def _fill(
    meld: Meld, hand: Counter[PackCard], trump: Suit, record: MeldRecord, rules: BeziqueRules
) -> tuple[tuple[PackCard, ...], tuple[Card, ...]]:
    """The physical cards (jokers included) that show ``meld``, or IllegalMeldError."""
    if meld.kind is MeldKind.PLAIN_MARRIAGE and meld.suit is trump:
        raise IllegalMeldError(
            f"{meld.name}: in trumps that is the trump marriage", code="plain_marriage_in_trumps"
        )
    used = record.used_in(meld.family)
    avail = Counter({c: hand[c] - used[c] for c in hand if hand[c] - used[c] > 0})
    jokers_ok = rules.jokers is JokerRule.ANY_CARD or (
        rules.jokers is JokerRule.NOT_IN_BEZIQUE and meld.kind is not MeldKind.BEZIQUE
    )
    shown: list[PackCard] = []
    stands: list[Card] = []
    for slot in meld.slots(trump):
        real = next((c for c in slot if avail[c] > 0), None)
        if real is not None:
            avail[real] -= 1
            shown.append(real)
            stands.append(real)
        elif jokers_ok and avail[JOKER] > 0:
            avail[JOKER] -= 1
            shown.append(JOKER)
            stands.append(slot[0])
        else:
            what = " or ".join(c.symbol for c in slot)
            raise IllegalMeldError(
                f"{meld.name}: no {what} left in the hand for it"
                + (" (jokers may not stand in it)" if avail[JOKER] > 0 else ""),
                code="cards_missing",
                params={"meld": meld.name, "card": str(slot[0])},
            )
    if meld.kind is MeldKind.FOUR and JOKER not in shown and all(c.suit is trump for c in stands):
        raise IllegalMeldError(
            f"{meld.name}: all the trump card — that is four trump "
            f"{meld.rank.name.lower() if meld.rank else ''}s, a trump four",
            code="plain_four_all_trump",
        )
    return tuple(shown), tuple(stands)


def evaluate(
    meld: MeldLike,
    hand: CardsLike,
    trump: SuitLike,
    record: MeldRecord | None = EMPTY_RECORD,
    rules: RulesLike = None,
    others: Sequence[MeldRecord] = (),
) -> Evaluation:
    """Check that ``hand`` can show ``meld`` now and value it: the score, cards, new record.

    ``hand`` may be a string of cards (``"QH JD"``), ``trump`` a suit's letter or name, and
    ``meld`` its name (``"double bezique"``).
    """
    meld = Meld.coerce(meld)
    trump = as_suit(trump, "trump")
    record = as_record(record)
    rules = as_rules(rules)
    others = as_records(others)
    return _evaluate(meld, hand_counts(hand, rules), trump, record, rules, others)


def _evaluate(
    meld: Meld,
    counts: Counter[PackCard],
    trump: Suit,
    record: MeldRecord,
    rules: BeziqueRules,
    others: Sequence[MeldRecord],
) -> Evaluation:
    score = _score_meld(meld, record, rules, others)
    shown, stands = _fill(meld, counts, trump, record, rules)
    used = record.used_in(meld.family)
    used.update(shown)
    rest = tuple(u for u in record.used if u[0] != meld.family)
    new_used = rest + tuple(
        (meld.family, c, n) for c, n in sorted(used.items(), key=lambda cn: str(cn[0]))
    )
    series = dict(record.series)
    if meld.series is not None:
        step = 1 if rules.multiple is MultipleMeld.TWICE_SINGLE else meld.times
        series[meld.series] = series.get(meld.series, 0) + step
    sets = dict(record.sets)
    if meld.trump_set is not None:
        grow = 1 if meld.kind is MeldKind.EXTRA else SET_SIZE * meld.times
        sets[meld.trump_set] = sets.get(meld.trump_set, 0) + grow
    new = MeldRecord(
        tuple(sorted(series.items(), key=lambda kv: kv[0].value)),
        tuple(sorted(sets.items(), key=lambda kv: kv[0].value)),
        new_used,
        record.points + score.points,
        (*record.declared, meld),
    )
    return Evaluation(score, shown, stands, new)


def candidate_melds(
    trump_sets_shown: MeldRecord, rules: BeziqueRules, max_times: int = 4
) -> tuple[Meld, ...]:
    """Every meld worth trying for a player with this record (legality not yet checked)."""
    out: list[Meld] = []
    for t in range(1, max_times + 1):
        out += [Meld.bezique(t), Meld.quint(t), Meld.marriage(t)]
        if rules.plain_marriages:
            out += [Meld.marriage(t, s) for s in Suit]
        out += [Meld.four(r, t) for r in PLAIN_FOURS]
        out += [Meld.trump_four(s, t) for s in TrumpSet if trump_sets_shown.stage(s) == 0]
    out += [Meld.extra(s) for s in TrumpSet if trump_sets_shown.stage(s) >= SET_SIZE]
    return tuple(out)


@dataclass(frozen=True, slots=True)
class _Kind:
    """One meld at its single size, as :func:`legal_melds` tests it: its family, whether a
    joker may stand in it, and its slots grouped (each set of cards that may fill a slot,
    with how many slots it fills; the groups of one meld never share a card)."""

    family: str
    jokers: bool
    needs: tuple[tuple[tuple[Card, ...], int], ...]

    def most(self, avail: Mapping[PackCard, int], limit: int) -> int:
        """How many times at most (up to ``limit``) the free cards ``avail`` may show it: the
        cards that fit each group, the jokers making up what is short. A necessary test only
        (:func:`_fill` decides)."""
        jokers = avail.get(JOKER, 0) if self.jokers else 0
        have = [(n, sum(avail.get(c, 0) for c in cards)) for cards, n in self.needs]
        times = 0
        while times < limit:
            t = times + 1
            if sum(max(0, t * n - a) for n, a in have) > jokers:
                break
            times = t
        return times


@functools.lru_cache(maxsize=4096)
def _plan(
    rules: BeziqueRules, trump: Suit, stages: tuple[int, ...], max_times: int
) -> tuple[tuple[_Kind, ...], tuple[tuple[Meld, int], ...]]:
    """The candidates of :func:`candidate_melds` for a record with these ``stages`` of the
    trump sets (in :class:`TrumpSet` order, counted up to a four), each with the index of its
    single kind."""
    record = MeldRecord(sets=tuple((t, n) for t, n in zip(TrumpSet, stages, strict=True) if n))
    kinds: list[_Kind] = []
    index: dict[tuple[object, ...], int] = {}
    out: list[tuple[Meld, int]] = []
    for meld in candidate_melds(record, rules, max_times):
        key = (meld.kind, meld.rank, meld.trump_set, meld.suit)
        if key not in index:
            single = Meld(meld.kind, 1, meld.rank, meld.trump_set, meld.suit)
            jokers = rules.jokers is JokerRule.ANY_CARD or (
                rules.jokers is JokerRule.NOT_IN_BEZIQUE and meld.kind is not MeldKind.BEZIQUE
            )
            index[key] = len(kinds)
            kinds.append(_Kind(meld.family, jokers, tuple(Counter(single.slots(trump)).items())))
        out.append((meld, index[key]))
    return tuple(kinds), tuple(out)


def legal_melds(
    hand: CardsLike,
    trump: SuitLike,
    record: MeldRecord | None = EMPTY_RECORD,
    rules: RulesLike = None,
    others: Sequence[MeldRecord] = (),
) -> tuple[Evaluation, ...]:
    """Every meld ``hand`` can show now, valued, in a fixed order (:func:`candidate_melds`).

    Only the candidates whose cards may be in the hand (:meth:`_Kind.most`, counting the
    cards not yet used in the meld's family) are filled and valued: a player tries a few of
    the hundred or so candidates, not all of them, and the answer is the same.
    """
    trump = as_suit(trump, "trump")
    record = as_record(record)
    rules = as_rules(rules)
    others = as_records(others)
    counts = hand_counts(hand, rules)
    max_times = min(max(1, sum(counts.values()) // 2), 9)
    stages = tuple(min(record.stage(t), SET_SIZE) for t in TrumpSet)
    kinds, candidates = _plan(rules, trump, stages, max_times)
    free: dict[str, dict[PackCard, int]] = {}
    most: list[int] = []
    for kind in kinds:
        avail = free.get(kind.family)
        if avail is None:
            used = record.used_in(kind.family)
            avail = {c: n - used[c] for c, n in counts.items() if n > used[c]}
            free[kind.family] = avail
        most.append(kind.most(avail, max_times))
    found: list[Evaluation] = []
    for meld, k in candidates:
        if meld.times > most[k]:
            continue
        try:
            found.append(_evaluate(meld, counts, trump, record, rules, others))
        except IllegalMeldError:
            continue
    return tuple(found)


def best_meld(
    hand: CardsLike,
    trump: SuitLike,
    record: MeldRecord | None = EMPTY_RECORD,
    rules: RulesLike = None,
    others: Sequence[MeldRecord] = (),
) -> Evaluation | None:
    """The highest-scoring meld ``hand`` can show now (the first such in a fixed order)."""
    best: Evaluation | None = None
    for ev in legal_melds(hand, trump, record, rules, others):
        if ev.points > 0 and (best is None or ev.points > best.points):
            best = ev
    return best
