"""Tables of exact odds from :mod:`piquet_core.odds`: de Moivre's five problems (seed 000) and
Cavendish's tables of the odds of taking in cards ("Discarding: Calculations"; "Odds at
Piquet"), each printed figure set beside the engine's exact one, with the engine's verdict.

Where a printed figure is wrong, the engine's explanation (:func:`piquet_core.odds.explain`,
:func:`piquet_core.odds.de_moivre_problems`) is rendered in the page's language: the known
readings are translated; an explanation the generator does not know stops the build with a
one-line error rather than showing an untranslated sentence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction

from babel import Locale
from babel.numbers import format_percent

from generators.examples_common import Words, lang_code, number, words
from generators.i18n import format_message
from piquet_core import odds

NAME = "odds-tables"

_EXPLAINED = re.compile(
    r"^printed (?P<printed>.+?) is reproduced by reading (?P<reading>.+) "
    r"\((?P<alt>[\d.]+) to 1\); the exact odds are (?P<exact>.+) \((?P<x>[\d.]+) to 1\)$"
)


def odds_text(first: int, second: int, on: bool, lang: str, nearly: bool = False) -> str:
    """ "29 to 28 on", "331 to 315 against" (", nearly"), in the page's language."""
    w = words(lang)
    _ = w.gettext
    a, b = number(first, lang), number(second, lang)
    text = (_("%(a)s to %(b)s on") if on else _("%(a)s to %(b)s against")) % {"a": a, "b": b}
    if nearly:
        text = _("%(odds)s, nearly") % {"odds": text}
    return text


def exact_odds(o: odds.Odds, lang: str) -> str:
    """The engine's exact odds, on when the event is likelier than not."""
    on = o.in_favour > o.against
    return odds_text(o.in_favour if on else o.against, o.against if on else o.in_favour, on, lang)


def fraction(p: Fraction, lang: str) -> str:
    """A probability as an exact fraction and a percentage: ``29/57 (50.88%)``."""
    locale = Locale.parse(lang_code(lang))
    pattern = locale.percent_formats[None].pattern.replace("#,##0", "#,##0.00", 1)
    pct = format_percent(float(p), format=pattern, locale=locale)
    return f"{number(p.numerator, lang)}/{number(p.denominator, lang)} ({pct})"


def verdict(agreement: odds.Agreement, w: Words) -> str:
    """The engine's verdict on a printed figure."""
    _ = w.gettext
    return {
        odds.Agreement.EXACT: _("exact"),
        odds.Agreement.ROUNDED: _("rounded fairly"),
        odds.Agreement.DIFFERS: _("wrong"),
    }[agreement]


def _reading(text: str, w: Words) -> str:
    """One of the engine's alternative readings (:func:`piquet_core.odds.explain`), translated."""
    _ = w.gettext
    chances = "the chance as 'one in n' (all cases to favourable) instead of odds"
    known = {
        "exactly that many cards instead of at least": _(
            "exactly that many cards instead of at least that many"
        ),
        chances: _(
            "the chance as “one in n” (all the cases to the favourable ones) instead of odds"
        ),
        f"exactly that many cards, and {chances}": _(
            "exactly that many cards instead of at least that many, and the chance as “one in "
            "n” (all the cases to the favourable ones) instead of odds"
        ),
    }
    if text in known:
        return known[text]
    match = re.fullmatch(r"a pool of (\d+) unseen cards", text)
    if match:
        return format_message(_("a pool of %(num)s unseen cards"), w.lang, num=int(match[1]))
    match = re.fullmatch(r"(\d+) cards taken in", text)
    if match:
        return format_message(_("%(num)s cards taken in"), w.lang, num=int(match[1]))
    raise ValueError(f"odds explanation with an unknown reading: {text!r}")


def explanation(text: str | None, lang: str) -> str | None:
    """The engine's explanation of a wrong printed figure, in the page's language."""
    if text is None:
        return None
    w = words(lang)
    match = _EXPLAINED.match(text)
    if match is None:
        raise ValueError(f"odds explanation the site cannot translate: {text!r}")
    return w.gettext(
        "The printed figure is what one gets by reading %(reading)s: %(alt)s to 1, where the "
        "exact odds are %(x)s to 1."
    ) % {
        "reading": _reading(match["reading"], w),
        "alt": number(float(match["alt"]), lang, 2),
        "x": number(float(match["x"]), lang, 2),
    }


def _de_moivre(lang: str) -> list[dict[str, object]]:
    w = words(lang)
    _ = w.gettext
    titles = {
        1: _("The dealer, with no ace, takes an ace or more in his three cards"),
        2: _("Elder, with no ace, takes an ace or more in his five cards"),
        3: _("Elder, with no ace and no king, takes an ace and a king in his five cards"),
        4: _("Carte blanche: twelve cards without king, queen or knave"),
        5: _("Hands essentially different, before taking in"),
    }
    rows: list[dict[str, object]] = []
    for r in odds.de_moivre_problems():
        row: dict[str, object] = {
            "number": r.number,
            "title": titles[r.number],
            "agreement": verdict(r.agreement, w),
            "agrees": r.agrees,
        }
        if r.odds is not None and r.probability is not None:
            row["printed"] = [
                {
                    "text": odds_text(p.first, p.second, p.on, lang, p.nearly),
                    "verdict": verdict(v, w),
                    "exact": v is odds.Agreement.EXACT,
                    "ratio": number(float(r.odds.ratio(on=p.on)), lang, 2),
                }
                for p, v in zip(r.printed_odds, r.verdicts, strict=True)
            ]
            row["exact"] = exact_odds(r.odds, lang)
            row["probability"] = fraction(r.probability, lang)
            row["note"] = explanation(r.explanation, lang)
        else:
            assert r.count is not None and r.total is not None
            assert r.printed_count is not None and r.printed_total is not None
            method = odds.de_moivre_pattern_count()
            if r.explanation is not None and f"{method:,}" not in r.explanation:
                raise ValueError(f"problem 5: the engine explains another way: {r.explanation}")
            row.update({
                "count": number(r.count, lang), "total": number(r.total, lang),
                "printed_count": number(r.printed_count, lang),
                "printed_total": number(r.printed_total, lang),
                "count_ok": r.count == r.printed_count, "total_ok": r.total == r.printed_total,
                "method": number(method, lang),
                "method_slip": method != r.printed_count
                and len(str(method)) == len(str(r.printed_count))
                and sum(a != b for a, b in zip(str(method), str(r.printed_count),
                                               strict=True)) == 1,
            })  # fmt: skip
        rows.append(row)
    return rows


def _exchange(lang: str) -> list[dict[str, object]]:
    """Cavendish's table: each player taking all his cards (elder 5, younger 3) of 20 unseen."""
    w = words(lang)
    rows: list[dict[str, object]] = []
    for check in odds.cavendish_exchange_odds():
        draw = check.draw
        assert draw is not None
        rows.append({
            "seat": "elder" if draw.drawn == odds.ELDER_DRAW else "younger",
            "takes": draw.drawn,
            "named": draw.groups[0],
            "needs": draw.need[0],
            "printed": odds_text(check.printed.first, check.printed.second, check.printed.on,
                                 lang, check.printed.nearly),
            "exact": exact_odds(check.odds, lang),
            "probability": fraction(check.probability, lang),
            "verdict": verdict(check.agreement, w),
            "note": explanation(check.explanation, lang),
        })  # fmt: skip
    return rows


def _text_odds(lang: str) -> list[dict[str, object]]:
    """The odds Cavendish states in words, each under a translated label."""
    w = words(lang)
    _ = w.gettext
    labels = {
        "elder hand, holding no ace and no king, draws both an ace and a king": _(
            "Elder, holding no ace and no king, takes in both an ace and a king"
        ),
        "younger hand, holding no ace and no king, draws an ace and a king": _(
            "Younger, holding no ace and no king, takes in an ace and a king"
        ),
        "elder hand, holding two kings and two queens, takes in two of the other kings "
        "and queens": _("Elder, holding two kings and two queens, takes in two of the other four"),
        "elder hand, holding two kings and two queens, takes in two kings or two queens": _(
            "Elder, holding two kings and two queens, takes in two kings or two queens"
        ),
        "carte blanche in a named player's hand": _("Carte blanche in a named player's hand"),
        "younger hand with two trios: leaving a card (one of two cards in two) rather than "
        "taking three (one card in three); ratio of the two chances": _(
            "Younger with two trios: the chance of filling one by leaving a card (one of two "
            "cards in two), set against taking all three (one card in three)"
        ),
    }
    rows: list[dict[str, object]] = []
    for check in odds.cavendish_text_odds():
        if check.label not in labels:
            raise ValueError(f"odds label the site cannot translate: {check.label!r}")
        rows.append({
            "label": labels[check.label],
            "printed": odds_text(check.printed.first, check.printed.second, check.printed.on,
                                 lang, check.printed.nearly),
            "exact": exact_odds(check.odds, lang),
            "verdict": verdict(check.agreement, w),
            "note": explanation(check.explanation, lang),
        })  # fmt: skip
    return rows


def context(lang: str) -> Mapping[str, object]:
    """De Moivre's problems, Cavendish's exchange table and his other odds."""
    return {
        "de_moivre": _de_moivre(lang),
        "exchange": _exchange(lang),
        "text_odds": _text_odds(lang),
        "unseen": odds.UNSEEN,
        "either": fraction(odds.carte_blanche_either(), lang),
        "either_odds": exact_odds(odds.Odds.of(odds.carte_blanche_either()), lang),
    }
