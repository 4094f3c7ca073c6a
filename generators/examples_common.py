"""Shared pieces of the worked-example generators: cards as accessible text, the game's words
in the page's language, numbers in the page's locale, and seeded deals.

Cards are drawn as text with an accessible name (``role="img"`` and ``aria-label``
"Queen of spades" / "Dame de pique" / "Дама пик", from :func:`piquet_core.cards.card_name`).
Every word goes through the ``messages`` catalogs of ``locales/``.

Deals come from :func:`piquet_core.trainer.seeds.deal` (a seeded shuffle of the pack, dealt
12, 12 and 8 as in Cavendish, Law 9), so the same seed gives the same deal on every build.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from generators.i18n import format_message, translations
from generators.i18n import number as i18n_number
from piquet_core.cards import LANGS, Card, Hand, Lang, Rank, Suit, card_name
from piquet_core.declarations import CardSet, Point, Sequence
from piquet_core.trainer.seeds import Deal, deal

#: Give up a deterministic search for an example after this many seeds (a clear error).
SEARCH_LIMIT = 20_000


def lang_code(lang: str) -> Lang:
    """``lang`` as the engine's :data:`~piquet_core.cards.Lang`, or a one-line error."""
    for known in LANGS:
        if known == lang:
            return known
    raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGS)}")


def number(value: float | int, lang: str, digits: int = 0) -> str:
    """A number in the page's locale: ``225,792,840`` / ``225 792 840``; ``32.30`` / ``32,30``;
    a true minus sign in French and Russian (:func:`generators.i18n.number`)."""
    return i18n_number(value, lang_code(lang), digits)


_SUIT_CLASS = {Suit.SPADES: "s", Suit.HEARTS: "h", Suit.DIAMONDS: "d", Suit.CLUBS: "c"}


def card(c: Card, lang: str) -> str:
    """One card as compact text (``Д♠``) with its accessible name ("Дама пик").

    The trainer's large card faces (:func:`piquet_core.trainer.exercise.card_html`) would make
    a twelve-card hand wrap over several lines of a table, so the examples write cards as the
    rules pages do, in the text's own size; ``pq-cc pq-cc-<suit>`` lets a stylesheet colour
    them. One element a card: ``role="img"`` makes the text presentational (WAI-ARIA 1.2,
    "Children Presentational"), so the accessible name is the label alone; a page of examples
    draws several hundred cards, and each element costs the reader's browser style and layout.
    """
    code = lang_code(lang)
    return (
        f'<span class="pq-cc pq-cc-{_SUIT_CLASS[c.suit]}" role="img" '
        f'aria-label="{html.escape(card_name(c, code))}">{html.escape(c.format(code))}</span>'
    )


def cards(hand: Hand | Iterable[Card], lang: str, by_suit: bool = True) -> str:
    """Cards in display order (suits S H D C, ace down), each with its accessible name.

    With ``by_suit``, a dot separates the suits, as the rules pages write hands
    (``A♠ K♠ · A♥ Q♥``).
    """
    shown = hand if isinstance(hand, Hand) else Hand(hand)
    parts: list[str] = []
    last: Suit | None = None
    for c in shown:
        if by_suit and last is not None and c.suit is not last:
            parts.append("·")
        parts.append(card(c, lang))
        last = c.suit
    return " ".join(parts) if parts else "—"


@dataclass(frozen=True)
class Words:
    """The game's words in one language, every one through the catalogs."""

    lang: str
    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]

    # --- counts -------------------------------------------------------------------------

    def points(self, n: int) -> str:
        """ "1 point", "5 points"; Russian "1 очко, 2 очка, 5 очков"."""
        ngettext = self.ngettext
        return format_message(ngettext("%(num)d point", "%(num)d points", n), self.lang, num=n)

    def cards_count(self, n: int) -> str:
        """ "1 card", "5 cards"; Russian "1 карта, 2 карты, 5 карт"."""
        ngettext = self.ngettext
        return format_message(ngettext("%(num)d card", "%(num)d cards", n), self.lang, num=n)

    # --- suits, ranks, combinations ----------------------------------------------------------

    def in_suit(self, suit: Suit) -> str:
        """ "in hearts", « à cœur », «в червях»."""
        _ = self.gettext
        return {
            Suit.SPADES: _("in spades"),
            Suit.HEARTS: _("in hearts"),
            Suit.DIAMONDS: _("in diamonds"),
            Suit.CLUBS: _("in clubs"),
        }[suit]

    def sequence_kind(self, length: int) -> str:
        """Tierce, quart, quint, sixième, septième, huitième (Cavendish, Law 63)."""
        _ = self.gettext
        return {
            3: _("tierce"),
            4: _("quart"),
            5: _("quint"),
            6: _("sixième"),
            7: _("septième"),
            8: _("huitième"),
        }[length]

    def sequence(self, seq: Sequence, suit: bool = True) -> str:
        """ "quart major in hearts", "tierce to a king", "tierce minor" (CAV-D, "Calling")."""
        _ = self.gettext
        kind = self.sequence_kind(seq.length)
        if seq.top is Rank.ACE:
            name = _("%(seq)s major") % {"seq": kind}
        elif int(seq.top) - seq.length + 1 == 7:
            name = _("%(seq)s minor") % {"seq": kind}
        else:
            top = {
                Rank.KING: _("%(seq)s to a king"),
                Rank.QUEEN: _("%(seq)s to a queen"),
                Rank.JACK: _("%(seq)s to a knave"),
                Rank.TEN: _("%(seq)s to a ten"),
                Rank.NINE: _("%(seq)s to a nine"),
            }[seq.top]
            name = top % {"seq": kind}
        if suit:
            return _("%(name)s %(suit)s") % {"name": name, "suit": self.in_suit(seq.suit)}
        return name

    def card_set(self, cs: CardSet) -> str:
        """ "four tens" (a quatorze), "three kings" (a trio) (Cavendish, Law 64)."""
        _ = self.gettext
        if cs.count == 4:
            return {
                Rank.ACE: _("four aces"),
                Rank.KING: _("four kings"),
                Rank.QUEEN: _("four queens"),
                Rank.JACK: _("four knaves"),
                Rank.TEN: _("four tens"),
            }[cs.rank]
        return {
            Rank.ACE: _("three aces"),
            Rank.KING: _("three kings"),
            Rank.QUEEN: _("three queens"),
            Rank.JACK: _("three knaves"),
            Rank.TEN: _("three tens"),
        }[cs.rank]

    def point(self, p: Point) -> str:
        """ "point of five in hearts (48)"; « point de cinq à cœur (48) »."""
        ngettext = self.ngettext
        message = ngettext(
            "point of %(num)d card %(suit)s, %(pips)d pips",
            "point of %(num)d cards %(suit)s, %(pips)d pips",
            p.length,
        )
        return format_message(
            message, self.lang, num=p.length, suit=self.in_suit(p.suit), pips=p.pips
        )

    def item(self, item: Point | Sequence | CardSet) -> str:
        """Any declared item by name."""
        if isinstance(item, Point):
            return self.point(item)
        if isinstance(item, Sequence):
            return self.sequence(item)
        return self.card_set(item)


def words(lang: str) -> Words:
    """The :class:`Words` of ``lang`` (the catalog must be compiled)."""
    t = translations(lang_code(lang))
    return Words(lang, t.gettext, t.ngettext)


def seeded_deal(seed: int | str, salt: str) -> Deal:
    """The deal of ``seed`` in the stream ``salt`` (the engine's seeded shuffle)."""
    return deal(str(seed), salt=salt)


def first_seed(test: Callable[[int], bool], what: str, start: int = 1) -> int:
    """The first seed from ``start`` that passes ``test``: a deterministic search."""
    for seed in range(start, start + SEARCH_LIMIT):
        if test(seed):
            return seed
    raise RuntimeError(f"no seed in {start}..{start + SEARCH_LIMIT - 1} gives {what}")
