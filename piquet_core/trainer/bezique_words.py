# ruff: noqa: RUF001, RUF003  (Russian words and × are intended)
"""Bezique's words in the page's language: melds, ordinals, score lines, cards (seed S002).

The engine writes each score line with a stable ``key`` and its ``params``
(:class:`piquet_core.bezique.ScoreItem`); this module turns them into text through the
``trainer`` gettext catalog, so the same wording serves the rules pages (at build time) and
the meld drill (in the browser, under Pyodide). The seed's own terms are kept: «безик»,
«показка», «козырная квинта», «козырной марьяж», «инфузорка»; French uses the traditional
names of bésigue (« bésigue », « mariage d'atout », « annonce »).

Ordinals agree with their noun («пятая козырная дама», « première quinte »), so each
ordinal has a masculine and a feminine message (``pgettext``) and :data:`GENDERS` says which
each noun takes in each language.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final, Literal

from piquet_core import cards as pq
from piquet_core.bezique.cards import Card, Joker, PackCard
from piquet_core.bezique.melds import Meld, MeldKind
from piquet_core.bezique.scoring import ScoreItem
from piquet_core.bezique.table import Series, TrumpSet
from piquet_core.trainer.i18n import Lang, Translator
from piquet_core.trainer.words import at_start, number

Gender = Literal["m", "f"]

#: The grammatical gender of each noun in each language (English has none that matters).
#: Keys: a :class:`Series` or :class:`TrumpSet` value, or ``set`` (a set of four).
GENDERS: Final[dict[Lang, dict[str, Gender]]] = {
    "en": {},
    # bésigue, quinte, mariage, valet, dame, roi, as, dix, série
    "fr": {"trump quint": "f", "trump queens": "f", "set": "f"},
    # безик, квинта, марьяж, валет, дама, король, туз, десятка, комплект
    "ru": {"trump quint": "f", "trump queens": "f", "trump tens": "f"},
}


class Words(Translator):
    """Bezique's words in one language; build with :func:`words`. The gettext plumbing
    (``gettext``, ``ngettext``, ``pgettext`` — the gender of an ordinal) is the trainer's."""

    __slots__ = ()

    def gender(self, noun: str) -> Gender:
        """The gender of ``noun`` (a series or trump-set value, or ``set``)."""
        return GENDERS[self.lang].get(noun, "m")

    # --- ordinals and multiples -------------------------------------------------------------
    def ordinal(self, n: int, gender: Gender = "m") -> str:
        """``first``, ``première``, ``пятая``... agreeing with a noun of ``gender``."""
        if gender == "f":
            words = (
                self.pgettext("feminine", "first"), self.pgettext("feminine", "second"),
                self.pgettext("feminine", "third"), self.pgettext("feminine", "fourth"),
                self.pgettext("feminine", "fifth"), self.pgettext("feminine", "sixth"),
                self.pgettext("feminine", "seventh"), self.pgettext("feminine", "eighth"),
                self.pgettext("feminine", "ninth"), self.pgettext("feminine", "tenth"),
                self.pgettext("feminine", "eleventh"), self.pgettext("feminine", "twelfth"),
            )  # fmt: skip
            other = self.pgettext("feminine", "{n}th")
        else:
            words = (
                self.pgettext("masculine", "first"), self.pgettext("masculine", "second"),
                self.pgettext("masculine", "third"), self.pgettext("masculine", "fourth"),
                self.pgettext("masculine", "fifth"), self.pgettext("masculine", "sixth"),
                self.pgettext("masculine", "seventh"), self.pgettext("masculine", "eighth"),
                self.pgettext("masculine", "ninth"), self.pgettext("masculine", "tenth"),
                self.pgettext("masculine", "eleventh"), self.pgettext("masculine", "twelfth"),
            )  # fmt: skip
            other = self.pgettext("masculine", "{n}th")
        if 1 <= n <= len(words):
            return words[n - 1]
        return other.format(n=n)

    def multiple(self, times: int, gender: Gender = "m") -> str:
        """``double``, ``triple``... before a meld's name («двойной безик», « double quinte »)."""
        if gender == "f":
            known = {2: self.pgettext("feminine", "double"), 3: self.pgettext("feminine", "triple"),
                     4: self.pgettext("feminine", "quadruple")}  # fmt: skip
            other = self.pgettext("feminine", "{n}-fold")
        else:
            known = {2: self.pgettext("masculine", "double"),
                     3: self.pgettext("masculine", "triple"),
                     4: self.pgettext("masculine", "quadruple")}  # fmt: skip
            other = self.pgettext("masculine", "{n}-fold")
        return known.get(times, other.format(n=times))

    def multiple_meld(self, times: int) -> str:
        """``a double meld`` («двойная показка», S002: «Двойная «показка» ценится вдвойне»)."""
        known = {1: self.gettext("a single meld"), 2: self.gettext("a double meld"),
                 3: self.gettext("a triple meld"), 4: self.gettext("a quadruple meld")}  # fmt: skip
        return known.get(times, self.gettext("a {n}-fold meld").format(n=times))

    # --- nouns --------------------------------------------------------------------------------
    def series_noun(self, series: str) -> str:
        """``bezique``, ``trump quint``, ``trump marriage``, ``plain marriage``."""
        names = {
            Series.BEZIQUE.value: self.gettext("bezique"),
            Series.TRUMP_QUINT.value: self.gettext("trump quint"),
            Series.TRUMP_MARRIAGE.value: self.gettext("trump marriage"),
            Series.PLAIN_MARRIAGE.value: self.gettext("plain marriage"),
        }
        return names[series]

    def set_card(self, trump_set: str) -> str:
        """One card of a trump set: ``trump king``, ``bezique jack``."""
        names = {
            TrumpSet.TRUMP_JACKS.value: self.gettext("trump jack"),
            TrumpSet.TRUMP_QUEENS.value: self.gettext("trump queen"),
            TrumpSet.TRUMP_KINGS.value: self.gettext("trump king"),
            TrumpSet.TRUMP_ACES.value: self.gettext("trump ace"),
            TrumpSet.TRUMP_TENS.value: self.gettext("trump ten"),
            TrumpSet.BEZIQUE_JACKS.value: self.gettext("bezique jack"),
        }
        return names[trump_set]

    def set_plural(self, trump_set: str) -> str:
        """The cards of a trump set: ``trump kings``, ``bezique jacks``."""
        names = {
            TrumpSet.TRUMP_JACKS.value: self.gettext("trump jacks"),
            TrumpSet.TRUMP_QUEENS.value: self.gettext("trump queens"),
            TrumpSet.TRUMP_KINGS.value: self.gettext("trump kings"),
            TrumpSet.TRUMP_ACES.value: self.gettext("trump aces"),
            TrumpSet.TRUMP_TENS.value: self.gettext("trump tens"),
            TrumpSet.BEZIQUE_JACKS.value: self.gettext("bezique jacks"),
        }
        return names[trump_set]

    def set_four(self, trump_set: str) -> str:
        """Four of a trump set: ``four trump kings``, ``four bezique jacks``."""
        names = {
            TrumpSet.TRUMP_JACKS.value: self.gettext("four trump jacks"),
            TrumpSet.TRUMP_QUEENS.value: self.gettext("four trump queens"),
            TrumpSet.TRUMP_KINGS.value: self.gettext("four trump kings"),
            TrumpSet.TRUMP_ACES.value: self.gettext("four trump aces"),
            TrumpSet.TRUMP_TENS.value: self.gettext("four trump tens"),
            TrumpSet.BEZIQUE_JACKS.value: self.gettext("four bezique jacks"),
        }
        return names[trump_set]

    def plain_four(self, rank: str) -> str:
        """Four of a rank in any suits: ``four kings`` (S002: «Четыре карты одного достоинства»)."""
        # Not Piquet's quatorze: in Bezique the four scores by the seed's table.
        names = {
            "J": self.pgettext("bezique", "four jacks"),
            "Q": self.pgettext("bezique", "four queens"),
            "K": self.pgettext("bezique", "four kings"),
            "A": self.pgettext("bezique", "four aces"),
        }
        return names[rank]

    def meld_name(self, meld: Meld) -> str:
        """The meld as declared: ``double bezique``, ``four trump kings``, ``one more trump
        king``."""
        if meld.kind is MeldKind.FOUR:
            assert meld.rank is not None
            base = self.plain_four(meld.rank.token)
        elif meld.kind is MeldKind.EXTRA:
            assert meld.trump_set is not None
            return self.gettext("one more {card}").format(card=self.set_card(meld.trump_set.value))
        elif meld.kind is MeldKind.TRUMP_FOUR:
            assert meld.trump_set is not None
            base = self.set_four(meld.trump_set.value)
        else:
            series = meld.series
            assert series is not None
            noun = self.series_noun(series.value)
            if meld.suit is not None:
                noun = self.gettext("marriage of {suit}").format(
                    suit=self.suit_plural(meld.suit.name)
                )
            if meld.times == 1:
                return noun
            return self.gettext("{multiple} {meld}").format(
                multiple=self.multiple(meld.times, self.gender(series.value)), meld=noun
            )
        if meld.times == 1:
            return base
        return self.gettext("{meld}, {multiple_meld}").format(
            meld=base, multiple_meld=self.multiple_meld(meld.times)
        )

    def suit_plural(self, suit_name: str) -> str:
        """A suit's name as in ``marriage of hearts`` (``SPADES`` → ``spades``)."""
        names = {"SPADES": self.gettext("spades"), "HEARTS": self.gettext("hearts"),
                 "DIAMONDS": self.gettext("diamonds"), "CLUBS": self.gettext("clubs")}  # fmt: skip
        return names[suit_name]

    # --- score lines --------------------------------------------------------------------------
    def score_line(self, item: ScoreItem, bonus: bool = False) -> str:
        """One line of an itemised meld score, e.g. ``second bezique: 50``.

        ``bonus`` marks an extra card whose set of four follows on the next line (the 8th
        king: «400 премия и 176 за второй комплект»).
        """
        raw = item.param_dict()
        # every figure in the page's language (« 1 152 », "1,152"; TRANSLATING.md, Typography)
        p: dict[str, str | int] = {}
        for k, v in raw.items():
            if isinstance(v, tuple):  # the single melds a reward adds up: "400 + 800 + 1,600"
                p[k] = " + ".join(number(self, x) for x in v)
            elif type(v) is int and k not in ("ordinal", "times", "sets"):
                p[k] = number(self, v)
            else:
                p[k] = v
        pts = number(self, item.points)
        if item.key == "series":
            series = str(p["series"])
            return self.gettext("{ordinal} {meld}: {points}").format(
                ordinal=self.ordinal(int(p["ordinal"]), self.gender(series)),
                meld=self.series_noun(series),
                points=pts,
            )
        if item.key == "series_multiple":
            series = str(p["series"])
            g = self.gender(series)
            noun = self.series_noun(series)
            return self.gettext(
                "{multiple} {meld}: {times} × {value} = {points} (the {ordinal} {meld} is "
                "worth {value})"
            ).format(multiple=self.multiple(int(p["times"]), g), meld=noun,
                     times=p["times"], value=p["value"], points=pts,
                     ordinal=self.ordinal(int(p["ordinal"]), g))  # fmt: skip
        if item.key == "series_singles":
            series = str(p["series"])
            return self.gettext(
                "{multiple} {meld}: {times} × ({singles}) = {points} (declared singly: {sum})"
            ).format(multiple=self.multiple(int(p["times"]), self.gender(series)),
                     meld=self.series_noun(series), times=p["times"], singles=p["singles"],
                     points=pts, sum=p["sum"])  # fmt: skip
        if item.key in ("four", "trump_four"):
            times = int(p["times"])
            name = (self.plain_four(str(p["rank"])) if item.key == "four"
                    else self.set_four(str(p["set"])))  # fmt: skip
            if times > 1:
                return self.gettext("{meld}, {multiple_meld}: {times} × {value} = {points}").format(
                    meld=name,
                    multiple_meld=self.multiple_meld(times),
                    times=times,
                    value=p["value"],
                    points=pts,
                )
            if item.key == "trump_four" and raw["plain"] != 0:
                return self.gettext("{meld}: {bonus} + {plain} = {points}").format(
                    meld=name, bonus=p["bonus"], plain=p["plain"], points=pts
                )
            return self.gettext("{meld}: {points}").format(meld=name, points=pts)
        if item.key == "extra":
            tset = str(p["set"])
            text = (self.gettext("{ordinal} {card}, bonus: {points}") if bonus
                    else self.gettext("{ordinal} {card}: {points}"))  # fmt: skip
            return text.format(
                ordinal=self.ordinal(int(p["ordinal"]), self.gender(tset)),
                card=self.set_card(tset),
                points=pts,
            )
        if item.key == "extra_set":
            sets = int(p["sets"])
            return self.gettext(
                "{ordinal} set ({four}), {multiple_meld}: {sets} × {value} = {points}"
            ).format(ordinal=self.ordinal(sets, self.gender("set")),
                     four=self.set_four(str(p["set"])), multiple_meld=self.multiple_meld(sets),
                     sets=sets, value=p["value"], points=pts)  # fmt: skip
        raise ValueError(f"unknown score line key {item.key!r}")

    def score_lines(self, items: Sequence[ScoreItem]) -> tuple[str, ...]:
        """Every line of a meld's score, the extra card's bonus marked as such; each is a
        line of its own (a drill's explanation, a table cell, the play page's list), so it
        starts with a capital (« Deuxième bésigue : 50 »); a sentence that runs one on after
        a colon gives it back its lower-case initial (``words.in_sentence``)."""
        keys = [i.key for i in items]
        return tuple(
            at_start(
                self.score_line(item, bonus=item.key == "extra" and "extra_set" in keys[k + 1 :])
            )
            for k, item in enumerate(items)
        )

    def meld_label(self, meld: Meld) -> str:
        """The meld's name on a button of its own: « Double bésigue », «Четыре короля»."""
        return at_start(self.meld_name(meld))

    # --- cards ----------------------------------------------------------------------------------
    def card_text(self, card: PackCard) -> str:
        """A card's short text in the page's notation: ``Q♥``, ``D♥``, ``Д♥``; a joker ``🃏``."""
        if isinstance(card, Joker):
            return "🃏"
        return _piquet_card(card).format(self.lang)

    def card_name(self, card: PackCard) -> str:
        """A card's accessible name: ``Queen of hearts``, ``Dame de cœur``, ``Дама червей``."""
        if isinstance(card, Joker):
            return self.gettext("joker («инфузорка»)")
        return pq.card_name(_piquet_card(card), self.lang, game="bezique")

    def card_dict(self, card: PackCard) -> dict[str, str]:
        """A card as the pages draw it, in the shape of a Piquet exercise's cards: its code,
        text, name and suit class (``j`` for the infusorka, which is its picture alone)."""
        suit = "j" if isinstance(card, Joker) else _SUIT_CLASS[card.suit.name]
        return {"code": str(card), "text": self.card_text(card), "name": self.card_name(card),
                "suit": suit}  # fmt: skip


_SUIT_CLASS: Final = {"SPADES": "s", "HEARTS": "h", "DIAMONDS": "d", "CLUBS": "c"}


def _piquet_card(card: Card) -> pq.Card:
    """The same card in the Piquet engine's notation, which knows the three languages."""
    return pq.Card(pq.Suit[card.suit.name], pq.Rank[card.rank.name])


@cache
def words(lang: Lang) -> Words:
    """The shared :class:`Words` for ``lang``."""
    return Words(lang)


__all__ = ["GENDERS", "Words", "words"]
