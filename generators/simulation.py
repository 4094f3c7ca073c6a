"""The simulation report: how often things happen at Piquet, from seeded bot-vs-bot parties.

The figures come from :func:`piquet_core.bots.stats.simulate` (club player against club
player, Rubicon parties of six deals, Law 71), each with its sample size and a 95% interval
(Wilson's for proportions, the normal approximation for means); they are set beside the
figures Cavendish published from 10,000 recorded hands (*Laws of Piquet*, "Odds at Piquet"),
converted from his odds by :func:`odds_probability`, and beside the exact chance of carte
blanche computed by :func:`piquet_core.odds.carte_blanche`. Seeded: two builds give the same
page byte for byte. The run takes a few seconds and is shared by the three languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import cache

from generators.i18n import number, translations
from piquet_core.bots.simulate import Estimate
from piquet_core.bots.stats import Report, simulate
from piquet_core.odds import carte_blanche

NAME = "simulation"
PARTIES = 700
"""Parties simulated at build time (about 4,300 deals)."""
SEED = 20261130

DASH = " \u2013 "
"""An en dash between the bounds of an interval."""


def odds_probability(against: Fraction, on: Fraction = Fraction(1)) -> Fraction:
    """The probability of an event quoted at odds of ``against`` to ``on`` against it."""
    return on / (against + on)


# Cavendish's printed figures (Odds at Piquet), as (probability, the printed words' key).
LITERATURE: dict[str, tuple[Fraction, Fraction | None]] = {
    # key: (elder, younger) probabilities; None where he gives none
    "carte_blanche": (odds_probability(Fraction(1791)), odds_probability(Fraction(1791))),
    "repique": (odds_probability(Fraction(55, 2)), odds_probability(Fraction(75))),
    "pique_or_repique": (odds_probability(Fraction(36), Fraction(5)), None),
    "cards": (Fraction(5, 8), odds_probability(Fraction(3))),
    "show": (Fraction(5129, 10000), Fraction(4997, 10000)),
}
DIVIDED = odds_probability(Fraction(7))
"""“A trifle over 7 to 1 against the cards being divided.”"""
RUBICON = odds_probability(Fraction(7), Fraction(2))
"""“The odds against a rubicon are about 7 to 2.”"""
PARTIE_AVERAGE = 200
"""“A partie averages two hundred points.”"""


@cache
def report() -> Report:
    """The simulation, run once per build."""
    return simulate(PARTIES, SEED)


def _pct(x: float, lang: str, digits: int = 1) -> str:
    """A percentage in the page's locale (Babel): "12.5%", « 12,5 % »."""
    text = number(100 * x, lang, digits)
    return text + "%" if lang == "en" else text + "\u202f%"


def _num(x: float, lang: str, digits: int = 1) -> str:
    """A number in the page's locale (Babel): "1,234.50", « 1 234,50 »."""
    return number(x, lang, digits)


def _cell(e: Estimate, lang: str, pct: bool = True, digits: int = 1) -> dict[str, str]:
    """A mean or proportion and its 95% interval, in the page's number format."""
    if pct and lang == "ru":  # "0,05-0,28 %" with an en dash: one sign after the range
        low, high = _num(100 * e.low, lang, digits), _num(100 * e.high, lang, digits)
        return {"value": _pct(e.mean, lang, digits), "ci": f"{low}\u2013{high}\u202f%"}
    if pct:
        return {
            "value": _pct(e.mean, lang, digits),
            "ci": f"{_pct(e.low, lang, digits)}{DASH}{_pct(e.high, lang, digits)}",
        }
    dash = "\u2013" if lang == "ru" else DASH
    return {
        "value": _num(e.mean, lang, 2),
        "ci": f"{_num(e.low, lang, 2)}{dash}{_num(e.high, lang, 2)}",
    }


def context(lang: str) -> Mapping[str, object]:
    """Rows of the frequency and score tables, the literature beside them, the sample."""
    r = report()
    rows = []
    for key in ("carte_blanche", "repique", "pique", "pique_or_repique", "capot", "cards", "show"):
        elder, younger = r.rates[key]
        lit = LITERATURE.get(key)
        d = 2 if key == "carte_blanche" else 1
        rows.append(
            {
                "key": key,
                "elder": _cell(elder, lang, digits=d),
                "younger": _cell(younger, lang, digits=d),
                "lit_elder": _pct(float(lit[0]), lang, d) if lit else "",
                "lit_younger": _pct(float(lit[1]), lang, d) if lit and lit[1] is not None else "",
            }
        )
    exact_cb = carte_blanche()
    means = []
    for key in ("point", "sequences", "sets", "declarations", "play", "cards", "total"):
        elder, younger = r.means[key]
        label = "cards_score" if key == "cards" else key
        means.append({"key": label, "elder": _cell(elder, lang, False),
                      "younger": _cell(younger, lang, False)})  # fmt: skip
    return {
        "parties": _num(r.parties, lang, 0),
        "deals": _num(r.deals, lang, 0),
        "seed": f"`{r.seed}`",  # an identifier, not a quantity: not grouped
        "rows": rows,
        "means": means,
        "cb_exact": _pct(float(exact_cb), lang, 3),
        "cb_one_in": _num(float(1 / exact_cb), lang),
        "cb_expected": _num(float(exact_cb) * r.deals, lang, 1),
        "divided": _cell(r.divided, lang),
        "lit_divided": _pct(float(DIVIDED), lang),
        "rubicon": _cell(r.rubicon, lang),
        "lit_rubicon": _pct(float(RUBICON), lang),
        "partie_points": _cell(r.partie_points, lang, False),
        "lit_partie": PARTIE_AVERAGE,
        "source": translations(lang).gettext("Cavendish, *Laws of Piquet*, “Odds at Piquet”"),
    }
