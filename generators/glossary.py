"""The glossary tables, from ``locales/terms.toml``: one term per concept per language.

``locales/terms.toml`` is the single source of the English, French and Russian term of each
concept of the game, with how far each form is attested (✔ found in a cited source, ~
common usage, ⇒ a suggested rendering) and where, and of the wrong variants that the term
checks (``tests/site/test_terms.py``, ``tests/trainer/test_terms.py``) refuse in French and
Russian text. This module reads and validates it (:func:`load_terms`, a one-line error for
each fault), finds the wrong variants in a text (:func:`wrong_variants`), and renders the
glossary's tables for ``docs/<lang>/glossary.md`` (``NAME``, :func:`context`).

On each page the page's own language comes first and in bold; a term in another language is
wrapped in ``<span lang="…">`` (its marks and notes are in the page's language), so that a
screen reader reads it in its language and the checks of the page's language leave it
alone. French text gets French typography (:func:`french_spaces`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from generators.i18n import LANGS, ROOT, keep_numbers_with_words

NAME = "glossary"
TERMS_FILE: Final = ROOT / "locales" / "terms.toml"
MARKS: Final = ("✔", "~", "⇒")
#: Quotation marks of each language, for spoken forms (``quoted = true``).
QUOTES: Final = {"en": ("\u201c", "\u201d"), "fr": ("«\u00a0", "\u00a0»"), "ru": ("«", "»")}


class TermsError(ValueError):
    """``locales/terms.toml`` is malformed: the message names the entry and the fault."""


def french_spaces(text: str) -> str:
    """French typography: U+202F before ``; ! ?``, U+00A0 before ``:`` and inside « »."""
    text = re.sub(r"[ \u00a0]([;!?])", "\u202f\\1", text)
    text = re.sub(r" :(?=\s|$)", "\u00a0:", text)
    return text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")


@dataclass(frozen=True)
class Avoid:
    """A wrong variant: ``pattern`` must not appear in ``lang`` text (within ``scope``, and
    not where ``outside`` is: the English jack is wrong in Piquet, right in Bezique)."""

    lang: str
    avoid: str
    pattern: re.Pattern[str]
    concept: str | None
    use: Mapping[str, str]
    scope: str | None
    outside: str | None
    outside_quotes: bool
    why: str


@dataclass(frozen=True)
class Terms:
    """The whole of ``locales/terms.toml``, validated."""

    page: Mapping[str, Mapping[str, Any]]
    sources: Mapping[str, Mapping[str, Mapping[str, str]]]
    sections: Sequence[Mapping[str, Any]]
    concepts: Sequence[Mapping[str, Any]]
    avoid: Sequence[Avoid]

    def concept(self, cid: str) -> Mapping[str, Any]:
        return next(c for c in self.concepts if c["id"] == cid)


def _require(cond: bool, where: str, fault: str) -> None:
    if not cond:
        raise TermsError(f"{TERMS_FILE.name}: {where}: {fault}")


def _per_lang(value: object, where: str) -> None:
    _require(
        isinstance(value, dict) and set(value) == set(LANGS),
        where,
        f"needs one text per language {LANGS}, has {value!r}",
    )


def _check_form(form: Mapping[str, Any], where: str, sources: Mapping[str, Any]) -> None:
    known = {"t", "mark", "src", "quote", "gloss", "of", "note", "quoted"}
    _require(set(form) <= known, where, f"unknown keys {sorted(set(form) - known)}")
    _require(
        isinstance(form.get("t"), list) and all(isinstance(t, str) and t for t in form["t"]),
        where,
        "t must be a list of terms",
    )
    mark = form.get("mark")
    _require(mark is None or mark in MARKS, where, f"mark {mark!r} is not one of {MARKS}")
    src = form.get("src", [])
    _require(all(s in sources for s in src), where, f"unknown source in {src}")
    _require(mark != "✔" or bool(src) or "quote" not in form, where, "a quote needs its source")
    for key in ("gloss", "of"):
        if key in form:
            _per_lang(form[key], f"{where}.{key}")
            _require(bool(src), where, f"{key} needs a source")
    if isinstance(form.get("note"), dict):
        _per_lang(form["note"], f"{where}.note")


def parse_terms(data: Mapping[str, Any]) -> Terms:
    """Validate the parsed TOML: every concept in a known section, every source known, a
    text per language where one is needed, every ``✔`` with a source where the page cites
    one; the wrong variants compiled."""
    sources = data.get("sources", {})
    for key, source in sources.items():
        _per_lang(source.get("name"), f"sources.{key}.name")
        _per_lang(source.get("full"), f"sources.{key}.full")
    sections = data.get("section", [])
    section_ids = [s["id"] for s in sections]
    for s in sections:
        _per_lang(s.get("title"), f"section {s['id']}")
    concepts = data.get("concept", [])
    ids = [c.get("id") for c in concepts]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    _require(not dupes, "concept", f"ids used twice: {dupes}")
    for c in concepts:
        where = f"concept {c.get('id')}"
        _require(c.get("section") in section_ids, where, f"unknown section {c.get('section')!r}")
        _per_lang(c.get("def"), f"{where}.def")
        for lang in LANGS:
            forms = c.get(lang)
            _require(isinstance(forms, list), where, f"no {lang} forms (write {lang} = [])")
            for k, form in enumerate(forms):
                _check_form(form, f"{where}.{lang}[{k}]", sources)
    for lang in LANGS:
        _require(lang in data.get("page", {}), "page", f"no [page.{lang}]")
    avoid = []
    for k, a in enumerate(data.get("avoid", [])):
        where = f"avoid[{k}] {a.get('avoid')!r}"
        _require(a.get("lang") in LANGS, where, "lang must be en, fr or ru")
        concept = a.get("concept")
        _require(concept is None or concept in ids, where, f"unknown concept {concept!r}")
        _require((concept is None) != ("use" not in a), where, "give a concept or a use")
        if "use" in a:
            _per_lang(a["use"], f"{where}.use")
        try:
            pattern = re.compile(a["pattern"], re.IGNORECASE)
        except (KeyError, re.error) as exc:
            raise TermsError(f"{TERMS_FILE.name}: {where}: bad pattern: {exc}") from None
        _require(bool(a.get("why")), where, "say why (why = ...)")
        avoid.append(
            Avoid(
                lang=a["lang"],
                avoid=a["avoid"],
                pattern=pattern,
                concept=concept,
                use=a.get("use", {}),
                scope=a.get("scope"),
                outside=a.get("outside"),
                outside_quotes=bool(a.get("outside_quotes", False)),
                why=a["why"],
            )
        )
    return Terms(data["page"], sources, sections, concepts, tuple(avoid))


@cache
def load_terms(path: Path = TERMS_FILE) -> Terms:
    """``locales/terms.toml``, parsed and validated."""
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise TermsError(f"{path.name}: {exc}") from None
    return parse_terms(data)


# --- the term check ------------------------------------------------------------------------

_GLOSS = re.compile(r"\([^()A-Za-zÀ-ÿ]*\)")
_PAIRS = {"«": "»", "“": "”", "„": "“"}
_LATIN = re.compile(r"[A-Za-zÀ-ÿ]")


def without_quotations(text: str) -> str:
    """``text`` with every quotation (« » and “ ”, nested or not, and "…") and every
    parenthesis without a Latin letter (a gloss: « de suite » (подряд)) blanked out."""
    out = list(text)
    stack: list[str] = []
    for i, ch in enumerate(text):
        if stack and ch == stack[-1]:  # first: “ closes „ before it opens anything
            stack.pop()
            out[i] = " "
        elif ch in _PAIRS:
            stack.append(_PAIRS[ch])
        if stack:
            out[i] = " "
    blanked = re.sub(r'"[^"]*"', lambda m: " " * len(m.group(0)), "".join(out))
    return _GLOSS.sub(lambda m: " " * len(m.group(0)), blanked)


def wrong_variants(text: str, lang: str, where: str = "", terms: Terms | None = None) -> list[str]:
    """The wrong variants of ``lang`` that ``text`` contains, as ``'found' (avoid …)``.

    ``where`` (a page path, a catalog entry's locations) selects the variants with a
    ``scope`` and leaves out those whose ``outside`` it names. A variant marked
    ``outside_quotes`` (a Cyrillic word in French) is allowed inside quotation marks and in a
    parenthesis of its own words (there it is quoted, not used), and in a text with no Latin
    letter outside parentheses (a table cell of Russian terms: « терц, кварта, квинта (source
    002) »).
    """
    terms = terms or load_terms()
    found = []
    for a in terms.avoid:
        if a.lang != lang or (a.scope is not None and a.scope not in where):
            continue
        if a.outside is not None and a.outside in where:
            continue
        if a.outside_quotes and not _LATIN.search(re.sub(r"\([^()]*\)", "", text)):
            continue  # no sentence of the page's language: a cell of Russian words
        haystack = without_quotations(text) if a.outside_quotes else text
        for m in a.pattern.finditer(haystack):
            found.append(f"{m.group(0)!r} (avoid {a.avoid!r})")
    return found


# --- the glossary page -----------------------------------------------------------------------


def _fr(text: str, lang: str) -> str:
    """``lang`` text typeset: French spaces, a number kept with its word (fr and ru)."""
    return keep_numbers_with_words(french_spaces(text) if lang == "fr" else text, lang)


def _text(value: object, page: str) -> str:
    return str(value[page]) if isinstance(value, dict) else str(value)


def render_form(form: Mapping[str, Any], term_lang: str, page: str, terms: Terms) -> str:
    """One form of a term as the ``page`` language's glossary writes it."""
    opening, closing = QUOTES[term_lang]
    words = []
    for t in form["t"]:
        word = f"**{t}**" if term_lang == page else t
        words.append(f"{opening}{word}{closing}" if form.get("quoted") else word)
    term = _fr(", ".join(words), term_lang)
    parts = [term if term_lang == page else f'<span lang="{term_lang}">{term}</span>']
    if "note" in form:
        parts.append(_text(form["note"], page))
    if "mark" in form:
        parts.append(form["mark"])
    src = form.get("src", [])
    if src:
        joiner = " ; " if page == "fr" else ", "
        names = joiner.join(terms.sources[s]["name"][page] for s in src)
        colon = " : " if page == "fr" else ": "
        if "quote" in form:
            names += colon + form["quote"]
        elif "gloss" in form:
            names += colon + form["gloss"][page]
        elif "of" in form:
            names += f", {form['of'][page]}"
        parts.append(f"({names})")
    return _fr(" ".join(parts), page)


def render_cell(forms: Sequence[Mapping[str, Any]], term_lang: str, page: str, terms: Terms) -> str:
    """A table cell: the forms of one language, "—" if none."""
    if not forms:
        return "—"
    joiner = "\u202f; " if page == "fr" else "; "
    return joiner.join(render_form(f, term_lang, page, terms) for f in forms)


def column_order(page: str) -> tuple[str, ...]:
    """The page's language first, then the others in the order English, French, Russian."""
    return (page, *(lang for lang in LANGS if lang != page))


def _use(a: Avoid, page: str, terms: Terms) -> str:
    """What to write instead: the concept's first form, or the entry's own words."""
    if a.concept is not None:
        words = ", ".join(terms.concept(a.concept)[a.lang][0]["t"])
        return f'<span lang="{a.lang}">{_fr(words, a.lang)}</span>'
    return _fr(a.use[page], page)


def context(lang: str) -> Mapping[str, object]:
    """The template context: the sections' tables, the words to avoid, the sources."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: expected one of {', '.join(LANGS)}")
    terms = load_terms()
    page = terms.page[lang]
    order = column_order(lang)
    sections = []
    for s in terms.sections:
        rows = [
            {
                "cells": [render_cell(c[col], col, lang, terms) for col in order],
                "definition": _fr(c["def"][lang], lang),
            }
            for c in terms.concepts
            if c["section"] == s["id"]
        ]
        sections.append({"title": _fr(s["title"][lang], lang), "rows": rows})
    avoid = [
        {
            "lang": page["languages"][a.lang],
            "avoid": f'<span lang="{a.lang}">{_fr(a.avoid, a.lang)}</span>',
            "use": _use(a, lang, terms),
        }
        for a in terms.avoid
    ]
    sources = [
        {"name": _fr(s["name"][lang], lang), "full": _fr(s["full"][lang], lang)}
        for s in terms.sources.values()
    ]
    return {
        "columns": [page["columns"][col] for col in (*order, "definition")],
        "sections": sections,
        "avoid_heading": _fr(page["avoid_heading"], lang),
        "avoid_intro": _fr(page["avoid_intro"], lang),
        "avoid_columns": [page["avoid_columns"][k] for k in ("lang", "avoid", "use")],
        "avoid": avoid,
        "sources_heading": page["sources_heading"],
        "sources": sources,
    }
