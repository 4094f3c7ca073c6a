"""The advisor's reasons as structured data: a key and parameters, rendered in three languages.

A :class:`Reason` is language-free (``key`` plus ``params``: card and suit tokens in the
English notation, numbers, percentages); :func:`reason_text` renders it with the English
message as the gettext ``msgid`` and a ``gettext``/``ngettext`` pair, so the site's catalogs
(``locales/``) translate it. The classic advice behind each reason: keep the point suit,
play for sequences and quatorzes, keep guards to kings and queens (Cavendish, *Laws of
Piquet*, "Discarding").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from piquet_core.cards import SUITS, Card, Hand, Lang, card_name

if TYPE_CHECKING:  # pragma: no cover
    from piquet_core.bots.advisor import DiscardAnalysis

Param = str | int | float


@dataclass(frozen=True)
class Reason:
    """One reason: ``key`` names the message, ``params`` its values (as sorted pairs)."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Param) -> Reason:
        return cls(key, tuple(sorted(params.items())))

    def as_dict(self) -> dict[str, object]:
        """``{"key": ..., "params": {...}}`` for JSON (the site and the worker)."""
        return {"key": self.key, "params": dict(self.params)}

    def get(self, name: str) -> Param:
        return dict(self.params)[name]


def N_(message: str) -> str:
    """Mark a message for extraction without translating it."""
    return message


# msgids: the English text of each reason. Placeholders: {suit} (the suit's name),
# {card} (a card's name), {n} (a number of cards), {percent}, {samples}.
MESSAGES: dict[str, str] = {
    "point_kept": N_("Keeps the whole point suit ({suit})."),
    "point_broken": N_("Breaks up the point suit ({suit})."),
    "point_chance": N_("{percent}% chance of a point of {n} cards or more."),
    "sequence_chance_4": N_("{percent}% chance of a quart or better."),
    "sequence_chance_5": N_("{percent}% chance of a quint or better."),
    "quatorze_kept": N_("Keeps a quatorze."),
    "quatorze_chance": N_("{percent}% chance of a quatorze."),
    "guard_kept": N_("{card}: kept guarded."),
    "guard_lost": N_("{card}: left unguarded."),
    "point_good": N_("Point good against {percent}% of {samples} sampled adversary hands."),
    "sequences_good": N_("Sequences good against {percent}% of {samples} sampled adversary hands."),
    "sets_good": N_("Sets good against {percent}% of {samples} sampled adversary hands."),
}
"""English text of every reason key (the gettext msgid)."""

_SUIT_WORD: dict[str, str] = {
    "S": N_("spades"),
    "H": N_("hearts"),
    "D": N_("diamonds"),
    "C": N_("clubs"),
}


def _pct(p: float) -> float:
    return round(100.0 * p, 1)


def reasons_for(
    a: DiscardAnalysis, hand: Hand, point_suit: int, samples: int
) -> tuple[Reason, ...]:
    """Why a discard is good or bad, from its exact expectations and sampled chances."""
    out: list[Reason] = []
    kept, disc = a.keep.mask, a.discard.mask
    if point_suit >= 0:
        letter = SUITS[point_suit].letter
        if disc >> (8 * point_suit) & 0xFF:
            out.append(Reason.of("point_broken", suit=letter))
        else:
            out.append(Reason.of("point_kept", suit=letter))
    longest = max((kept >> s & 0xFF).bit_count() for s in (0, 8, 16, 24))
    for n in range(min(longest + 1, 12), 3, -1):
        if 0.005 <= a.point_at_least[n] < 0.995:
            out.append(Reason.of("point_chance", n=n, percent=_pct(a.point_at_least[n])))
            break
    for n in (5, 4):
        if a.sequence_at_least[n] >= 0.05:
            out.append(Reason.of(f"sequence_chance_{n}", percent=_pct(a.sequence_at_least[n])))
            break
    if a.quatorze >= 0.995:
        out.append(Reason.of("quatorze_kept"))
    elif a.quatorze >= 0.05:
        out.append(Reason.of("quatorze_chance", percent=_pct(a.quatorze)))
    for card in hand:
        if card.rank not in (13, 12):
            continue
        need = 1 if card.rank == 13 else 2  # a king with one guard, a queen with two
        suit_dealt = (hand.mask >> (8 * card.suit.value) & 0xFF).bit_count() - 1
        suit_kept = (kept >> (8 * card.suit.value) & 0xFF).bit_count() - 1
        has_higher = any(hand.mask >> i & 1 for i in range(card.index + 1, (card.index | 7) + 1))
        if has_higher or suit_dealt < need or disc & card.bit:
            continue
        key = "guard_kept" if suit_kept >= need else "guard_lost"
        out.append(Reason.of(key, card=str(card)))
    for key, p in (
        ("point_good", a.point_good),
        ("sequences_good", a.sequences_good),
        ("sets_good", a.sets_good),
    ):
        if p > 0:
            out.append(Reason.of(key, percent=_pct(p), samples=samples))
    return tuple(out)


def _format_number(x: Param, lang: Lang) -> str:
    if isinstance(x, float):
        text = f"{x:.1f}".removesuffix(".0")
        return text.replace(".", ",") if lang in ("fr", "ru") else text
    return str(x)


def reason_text(
    reason: Reason, lang: Lang = "en", gettext: Callable[[str], str] | None = None
) -> str:
    """The reason in words: ``gettext`` translates the English message (identity if None)."""
    tr = gettext or (lambda m: m)
    values: dict[str, str] = {}
    for name, value in reason.params:
        if name == "suit":
            values[name] = tr(_SUIT_WORD[str(value)])
        elif name == "card":
            values[name] = card_name(Card.parse(str(value), "en"), lang)
        else:
            values[name] = _format_number(value, lang)
    return tr(MESSAGES[reason.key]).format(**values)
