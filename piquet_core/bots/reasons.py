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

from piquet_core.cards import Card, Lang, card_name
from piquet_core.trainer.words import number, percent

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
# {card} (a card's name), {n} (a number of cards), {percent} (a percentage with its sign,
# « 66,2 % »: the sign's space is the language's), {samples}.
MESSAGES: dict[str, str] = {
    "point_kept": N_("Keeps the whole point suit ({suit})."),
    "point_broken": N_("Breaks up the point suit ({suit})."),
    "point_chance": N_("{percent} chance of a point of {n} cards or more."),
    "sequence_chance_4": N_("{percent} chance of a quart or better."),
    "sequence_chance_5": N_("{percent} chance of a quint or better."),
    "quatorze_kept": N_("Keeps a quatorze."),
    "quatorze_chance": N_("{percent} chance of a quatorze."),
    "guard_kept": N_("{card}: kept guarded."),
    "guard_lost": N_("{card}: left unguarded."),
    "point_good": N_("Point good against {percent} of {samples} sampled adversary hands."),
    "sequences_good": N_("Sequences good against {percent} of {samples} sampled adversary hands."),
    "sets_good": N_("Sets good against {percent} of {samples} sampled adversary hands."),
}
"""English text of every reason key (the gettext msgid)."""

_SUIT_WORD: dict[str, str] = {
    "S": N_("spades"),
    "H": N_("hearts"),
    "D": N_("diamonds"),
    "C": N_("clubs"),
}


def _format_number(name: str, x: Param, lang: Lang) -> str:
    """A parameter in ``lang``: the percentage with its sign (« 66,2 % »), a count grouped."""
    if name == "percent":
        return percent(lang, float(x))
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return number(lang, x)
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
            values[name] = _format_number(name, value, lang)
    return tr(MESSAGES[reason.key]).format(**values)
