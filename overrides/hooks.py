"""MkDocs hooks of the Piquet site (mkdocs.yml: ``hooks``).

Post-processing of the three-language build of mkdocs-static-i18n, run once after the last
language is built (priority below the i18n plugin's ``on_post_build``, which builds fr and
ru from inside the en build and then writes one search index for all languages):

* **Search per language.** The combined ``search/search_index.json`` is split into one
  index per language root (``search/``, ``fr/search/``, ``ru/search/``), each with
  ``lang: [<its language>]`` and locations relative to that root, so each language is
  searched with its own Snowball stemmer and downloads only its own pages. Pages point
  Material at their language root (``overrides/main.html``, block ``config``).
* **Sitemap per language** (``fr/sitemap.xml``, ``ru/sitemap.xml``), which Material's
  scripts fetch from the language root (a 404 otherwise).
* **No request from the language selector's sitemap lookup.** Material fetches
  ``sitemap.xml`` next to every ``<link rel=alternate>``; our hreflang links are absolute
  (``site_url``), so that would request the production host from a local or offline copy.
  The language selector already links to the same page in each language (the i18n
  plugin's ``reconfigure_material``), so the lookup is switched off in the copied bundle by
  narrowing its selector; the build fails if the bundle no longer has it.
* **One nav for all languages.** ``mkdocs.yml``'s ``nav`` lists every page; each language's
  build keeps only the pages that language has (a translation not written yet is simply
  absent from its nav instead of a strict-mode warning).
* **Theme text in the page's language.** Material translates its own strings through
  ``theme.language`` (set per language by the i18n plugin); what it does not translate comes
  from ``extra.theme_text`` and each language's overrides in ``mkdocs.yml``: the heading
  anchors' "Permanent link" title (``on_post_page``), the 404 heading
  (``overrides/404.html``), the palette toggles' titles (``theme.palette``).
* **A 404 page per language.** Each language build renders ``404.html`` to the site root,
  so the last language (ru) won: the root keeps the default language's page and the others
  go to ``fr/404.html``, ``ru/404.html``. A host that serves only the root ``404.html`` for
  every missing address would show English at ``/fr/…`` and ``/ru/…``: the root page carries
  a few lines that, at such an address, put that language's 404 page in its place (the address
  is kept).
* **Small stylesheets inline.** ``site.css`` and the trainer's ``trainer.css`` (a few KB, no
  ``url()``) are written into each page's ``<head>`` instead of two more render-blocking
  requests (Lighthouse: first paint about 0.8 s sooner on a simulated mobile link); the
  trainer's only on pages that have trainer blocks (``class="pq-…"``).
* **No transition freeze at page load.** Material's palette script sets
  ``data-md-color-switching`` on ``<body>`` (CSS: ``[data-md-color-switching] * {transition:
  none}``) each time the palette is applied, including once at page load, then reads the
  header's computed colour and removes the attribute a frame later: two style recalculations
  of the whole page at start-up for nothing, as no colour changes then. The copied bundle
  sets it only from the second time on (the reader's toggle): main-thread time at load
  about 25 % lower on the rules page (Chromium, CDP metrics, median of 5). The build fails
  if the bundle no longer has that call.
* **Fewer whole-page style recalculations at start-up** (Lighthouse's total blocking time on
  a mobile CPU; traced with Chromium's invalidation tracking, bench/README.md "Site"). Each of these
  made Chromium restyle every element of the page once more after the first paint:
  - the focus-visible polyfill in the bundle adds ``js-focus-visible`` to ``<html>``:
    ``overrides/main.html`` sets that class (and Material's ``js``) in ``<head>``, before
    the body is styled, so the bundle's own calls change nothing;
  - Material wraps each content table in two ``div`` s at start-up (scrolling on narrow
    screens): the pages are written with the wrapper already there (``on_post_page``,
    :func:`wrap_tables`, the same markup), and the bundle skips wrapped tables;
  - the palette script appends a ``<meta name="color-scheme">`` and then sets it: each is a
    colour-scheme change of the whole page. The bundle no longer appends it; ``site.css``
    gives the root the dark scheme when the body has it (scrollbars and canvas follow).
  The build fails if the bundle no longer has what is patched (Material changed).
* **The trainer's page script only where there is a trainer** (``SCRIPTS_ONLY_IF``): a page
  without a ``.pq-trainer`` container does not load it (it would return at once).
* **The search index is built when the reader opens search**, not at every page load:
  Material sends the index to its worker at start-up on http(s) and only on opening the
  search on ``file:``; the bundle now always waits for the search toggle (opening the
  dialog, focusing the box, a ``?q=`` link). The worker's Lunr build (with the stemmer) took
  about 200 ms of CPU during the rules page's load, beside the main thread's 300 ms, on a
  2-core machine; a query typed before the index is ready is answered when it is.
  The search highlighting (``search.highlight``) fetched and parsed the whole index on the
  main thread at every page load, to highlight the words of ``?h=`` on pages opened from a
  search result; the bundle mounts it only on such pages (no instant navigation here, so
  the query string cannot change without a load).
* ``SOURCE_DATE_EPOCH`` defaults to the last commit's time, so the gzip header of
  ``sitemap.xml.gz`` is the same in two builds of one commit.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
import subprocess
from collections.abc import Callable
from copy import deepcopy
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files

DEFAULT_LANG = "en"
WORKER = "piquet-search.js"
ALTERNATE_SELECTOR = '"link[rel=alternate]"'
ALTERNATE_SELECTOR_OFF = '"link[rel=alternate][data-md-sitemap]"'
PALETTE_SWITCHING = 'document.body.setAttribute("data-md-color-switching","")'
PALETTE_SWITCHING_LATER = (
    '(window.__pqPalette?document.body.setAttribute("data-md-color-switching",""):'
    "window.__pqPalette=1)"
)


@dataclass(frozen=True)
class BundlePatch:
    """One change to the copy of Material's bundle in ``site/``: exactly one match, or fail."""

    why: str
    pattern: re.Pattern[str]
    replacement: str
    done: str  #: text that the patched bundle contains (``mkdocs serve`` rebuilds in place)


BUNDLE_PATCHES = (
    BundlePatch(
        "the language selector's sitemap lookup",
        re.compile(re.escape(ALTERNATE_SELECTOR)),
        ALTERNATE_SELECTOR_OFF,
        ALTERNATE_SELECTOR_OFF,
    ),
    BundlePatch(
        "no transition freeze at load",
        re.compile(re.escape(PALETTE_SWITCHING)),
        PALETTE_SWITCHING_LATER,
        PALETTE_SWITCHING_LATER,
    ),
    BundlePatch(
        "tables already wrapped by wrap_tables",
        re.compile(re.escape('"table:not([class])"')),
        '"table:not([class]):not(.md-typeset__table>table)"',
        '"table:not([class]):not(.md-typeset__table>table)"',
    ),
    BundlePatch(
        "search index built when search opens",
        re.compile(r'([\w$]+)\(location\.protocol!=="file:"\),([\w$]+)\("search"\)'),
        r'\1(!1/*pq:search-on-open*/),\2("search")',
        "/*pq:search-on-open*/",
    ),
    BundlePatch(
        "search highlighting only on pages opened from a search result",
        re.compile(r'([\w$]+)\("search\.highlight"\)\?'),
        r'\1("search.highlight")&&/*pq:highlight-if-h*/'
        r'new URLSearchParams(location.search).has("h")?',
        "/*pq:highlight-if-h*/",
    ),
    BundlePatch(
        # Material creates its search worker at start-up (40 KB fetched and evaluated during
        # the page's load, at the highest priority, although nothing is sent to it before the
        # search opens, see above); a stand-in takes its place and starts it on the first
        # message it has to pass on (Lighthouse counted it on the drills' path).
        "search worker started when search opens",
        re.compile(r"function (\w+)\((\w+),(\w+)=new Worker\(\2\)\)\{"),
        r"function \1(\2,\3=/*pq:lazy-search-worker*/((u,w,q)=>(q=new EventTarget,"
        r"q.postMessage=m=>{w||(w=new Worker(u),w.onmessage=x=>q.dispatchEvent("
        r'new MessageEvent("message",{data:x.data})));w.postMessage(m)},q))(\2)){',
        "/*pq:lazy-search-worker*/",
    ),
    BundlePatch(
        "no color-scheme meta",
        re.compile(
            r'(let (\w+)=\w+\("meta",\{name:"color-scheme"\}\);)document\.head\.appendChild\(\2\);'
        ),
        r"\1/*pq:no-color-scheme-meta*/",
        "/*pq:no-color-scheme-meta*/",
    ),
)


def on_startup(command: str, dirty: bool) -> None:
    if "SOURCE_DATE_EPOCH" not in os.environ:
        os.environ["SOURCE_DATE_EPOCH"] = _last_commit_time()


def _last_commit_time() -> str:
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%ct"],
            cwd=Path(__file__).resolve().parent,
            capture_output=True, text=True, check=True,
        ).stdout.strip()  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        return "0"
    return out if out.isdigit() else "0"


_FULL_NAV: list[Any] | None = None


@event_priority(-150)  # after mkdocs-static-i18n's on_files (-100): the language's files
def on_files(files: Files, config: MkDocsConfig) -> Files:
    global _FULL_NAV
    if config.nav is None:
        return files
    if _FULL_NAV is None:
        _FULL_NAV = deepcopy(config.nav)
    config.nav = _filter_nav(deepcopy(_FULL_NAV), files)
    return files


def _filter_nav(items: list[Any], files: Files) -> list[Any]:
    """The nav entries whose page exists in ``files`` (sections without pages dropped)."""
    kept: list[Any] = []
    for item in items:
        value = next(iter(item.values())) if isinstance(item, dict) else item
        title = next(iter(item)) if isinstance(item, dict) else None
        if isinstance(value, list):
            children = _filter_nav(value, files)
            if children:
                kept.append({title: children})
        elif isinstance(value, str) and (
            "://" in value or files.get_file_from_path(value) is not None
        ):
            kept.append(item)
    return kept


#: The title that the toc extension gives each heading's anchor (``permalink: true``), in
#: English whatever the page's language; markdown_extensions are shared by all languages.
_PERMALINK = re.compile(r'(class="headerlink" href="[^"]*") title="Permanent link"')


def localise_permalinks(html: str, config: MkDocsConfig) -> str:
    """The heading anchors' title in the page's language (``extra.theme_text.permalink``)."""
    text = config.extra.get("theme_text", {}).get("permalink")
    if not text:
        raise PluginError("mkdocs.yml: extra.theme_text.permalink is missing")
    return _PERMALINK.sub(lambda m: f'{m.group(1)} title="{escape(text, quote=True)}"', html)


INLINE_CSS = ("assets/stylesheets/site.css", "assets/trainer/trainer.css")
INLINE_ONLY_IF = {"assets/trainer/trainer.css": re.compile(r'class="[^"]*\bpq-')}
_STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]+)">')


_CSS_URL = re.compile(r"url\((\.\./[a-z0-9/._-]+)\)")


def _rebase_urls(css: str, path: str, page_url: str) -> str:
    """A stylesheet's relative ``url(../cards/cards.svg)`` (the card sprite) made
    relative to the page it is inlined in; written ``url[`` until the checks are done."""
    root = "../" * page_url.count("/")

    def rebase(match: re.Match[str]) -> str:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(path), match.group(1)))
        return f"url[{root}{target})"

    return _CSS_URL.sub(rebase, css)


#: CARDS: the rules page's example deal (Cavendish's hands, written by hand in
#: each language's Markdown) inside ``<div class="pq-deal-hands" markdown>``: each card of it
#: becomes one element, drawn as a small card (trainer.css ``.pq-cc``) with its accessible name
#: in the page's language, as the generated worked examples write them.
_DEAL_HANDS = re.compile(r'(<div class="pq-deal-hands">)(.*?)(</div>)', re.S)
_CARD_TOKEN = re.compile(r"(?<!\w)(10|[7-9AKQJRDVТКДВ])([♠♥♦♣])")  # noqa: RUF001
_SUIT_CLASS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def cards_in_deal_tables(html: str, lang: str) -> str:
    """The example deal's cards as named card elements (see :data:`_DEAL_HANDS`)."""
    if 'class="pq-deal-hands"' not in html:
        return html
    from piquet_core.cards import Card, card_name

    def card(match: re.Match[str]) -> str:
        token = match.group(0)
        name = card_name(Card.parse(token, lang), lang)  # type: ignore[arg-type]
        return (
            f'<span class="pq-cc pq-cc-{_SUIT_CLASS[match.group(2)]}" role="img" '
            f'aria-label="{escape(name, quote=True)}">{token}</span>'
        )

    return _DEAL_HANDS.sub(
        lambda m: m.group(1) + _CARD_TOKEN.sub(card, m.group(2)) + m.group(3), html
    )


def on_post_page(output: str, page: Any, config: MkDocsConfig) -> str:
    docs = Path(config.docs_dir)
    output = cards_in_deal_tables(output, page.file.src_uri.split("/")[0])

    def inline(match: re.Match[str]) -> str:
        href = match.group(1)
        for path in INLINE_CSS:
            if href.split("?")[0].endswith(path):
                needed = INLINE_ONLY_IF.get(path)
                if needed is not None and not needed.search(output):
                    return ""
                css = _rebase_urls((docs / path).read_text(encoding="utf-8"), path, page.url)
                if "url(" in css or "</" in css:
                    raise PluginError(
                        f"{path}: url() or </ cannot be inlined; drop it from INLINE_CSS"
                    )
                return f"<style>{css.strip()}</style>".replace("url[", "url(")
        return match.group(0)

    output = localise_permalinks(output, config)
    output = _BUNDLE_SCRIPT.sub(r"\1 defer>", output)
    return _drop_idle_scripts(wrap_tables(_STYLESHEET.sub(inline, output)))


#: Material's bundle, the last element of the body, is deferred: it runs at the same
#: point (the document parsed, in order with the trainer's deferred script), but the browser
#: no longer fetches it as a parser-blocking script at high priority, so it does not compete
#: with the stylesheets and the page's first paint (Lighthouse on a slow link).
_BUNDLE_SCRIPT = re.compile(r'(<script src="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js")>')


#: Scripts that do nothing on a page without their markup (``mkdocs.yml`` loads them on every
#: page): the trainer's page script returns at once where no ``.pq-trainer`` container (or
#: progress page) is, but
#: evaluating its 23 KB still cost a 25 ms task on the rules page (Lighthouse: ~60 ms of
#: blocking time on a mobile CPU).
SCRIPTS_ONLY_IF = {
    re.compile(
        r'<script src="[^"]*assets/trainer/trainer(?:\.bundle)?\.js"[^>]*></script>'
    ): re.compile(r'class="(?:[^"]* )?pq-(?:trainer|progress-page|deal)(?: [^"]*)?"'),
}


def _drop_idle_scripts(html: str) -> str:
    for script, needed in SCRIPTS_ONLY_IF.items():
        if not needed.search(html):
            html = script.sub("", html)
    return html


_TABLE = re.compile(r"<table(?![^>]*\bclass=)[^>]*>.*?</table>", re.S)
TABLE_WRAP = ('<div class="md-typeset__scrollwrap"><div class="md-typeset__table">', "</div></div>")


def wrap_tables(html: str) -> str:
    """Each content table (no ``class``) in Material's scroll wrapper, as its script would do.

    Material's ``renderTable`` (``templates/table``) at start-up; here at build time, so the
    reader's browser neither moves the tables nor restyles the article for it.
    """
    start = html.find('<article class="md-content__inner')
    end = html.rfind("</article>")
    if start < 0 or end < 0:
        return html
    body = _TABLE.sub(lambda m: TABLE_WRAP[0] + m.group(0) + TABLE_WRAP[1], html[start:end])
    return html[:start] + body + html[end:]


_DEFAULT_404: str | None = None


def on_post_template(output_content: str, template_name: str, config: MkDocsConfig) -> str:
    global _DEFAULT_404
    if template_name != "404.html":
        return output_content
    output_content = _drop_idle_scripts(output_content)
    lang = _current_language(config)
    if lang == DEFAULT_LANG:
        output_content = _with_language_switch(output_content, config)
        _DEFAULT_404 = output_content
        return output_content
    target = Path(config.site_dir) / lang / "404.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(output_content, encoding="utf-8")
    if _DEFAULT_404 is None:
        raise PluginError(f"404.html: the {DEFAULT_LANG} build must run before {lang}")
    return _DEFAULT_404


def _with_language_switch(html: str, config: MkDocsConfig) -> str:
    """The root 404 page, served by a host for a missing ``/fr/…`` or ``/ru/…`` address too,
    replaced by that language's own 404 page, fetched from the site (the address is kept)."""
    root = "/" + (config.site_url or "/").split("://", 1)[-1].partition("/")[2]
    others = [lang for lang in _languages(config) if lang != DEFAULT_LANG]
    if not others:
        return html
    body = (
        "var root=ROOT,langs=LANGS,path=location.pathname;"
        "if(path.indexOf(root)!==0)return;var lang=path.slice(root.length).split('/')[0];"
        "if(langs.indexOf(lang)<0)return;fetch(root+lang+'/404.html').then(function(r){"
        "return r.ok?r.text():null}).then(function(t){if(t){document.open();"
        "document.write(t);document.close()}}).catch(function(){})"
    )
    body = body.replace("ROOT", json.dumps(root), 1).replace("LANGS", json.dumps(others), 1)
    script = "<script>(function(){" + body + "})();</script>"
    return html.replace("</body>", script + "</body>", 1)


def _current_language(config: MkDocsConfig) -> str:
    i18n = config.plugins.get("i18n")
    return getattr(i18n, "current_language", None) or DEFAULT_LANG


def _languages(config: MkDocsConfig) -> list[str]:
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return [DEFAULT_LANG]
    return [lang.locale for lang in i18n.config.languages if lang.build]


@event_priority(-200)  # after mkdocs-static-i18n (-100)
def on_post_build(config: MkDocsConfig) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # a nested language build: wait for the last one
    site = Path(config.site_dir)
    langs = _languages(config)
    split_search_index(site, langs)
    split_sitemap(site, langs, config.site_url or "")
    write_app_icon(site)
    write_manifests(site, config)
    check_worker(site)
    patch_bundle(site)


SITE_CSS = Path(__file__).resolve().parent.parent / "docs" / "assets" / "stylesheets" / "site.css"
# the app icon's shape, a pique (spade), white on the theme colour; written in post_build
APP_ICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
    '<rect width="512" height="512" fill="{colour}"/>'
    '<path fill="#ffffff" transform="translate(96 96) scale(13.333)"'
    ' d="M12 2C9 6 4 8.5 4 13a4 4 0 0 0 6.5 3.1L9 22h6l-1.5-5.9A4 4 0 0 0 20 13c0-4.5-5-7-8-11z"/>'
    "</svg>\n"
)


def theme_colour(css: Path = SITE_CSS) -> str:
    """The theme colour, written once: site.css's ``--md-primary-fg-color``. The pages' meta
    theme-color, the manifests and the app icon all take it from here."""
    match = re.search(r"--md-primary-fg-color:\s*(#[0-9a-fA-F]{6})\s*;", css.read_text("utf-8"))
    if match is None:
        raise PluginError(f"{css}: no --md-primary-fg-color: #rrggbb; for the theme colour")
    return match.group(1)


#: Material's own words that a native reader corrects, by language and key: its Russian
#: writes «Вперед» where the site writes ё throughout (Russian reading 4).
THEME_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "ru": {"footer.next": ("Вперед", "Вперёд")},
}


def _theme_language(env: Any, lang: str) -> str:
    """Material's translation table of ``lang`` (``partials/languages/<lang>.html``) with the
    words of :data:`THEME_WORDS` corrected; refuses a correction whose text it does not find
    (a new Material release that changed it: look again, don't patch blind)."""
    name = f"partials/languages/{lang}.html"
    source = env.loader.get_source(env, name)[0]
    for key, (old, new) in THEME_WORDS[lang].items():
        entry = f'"{key}": "{old}"'
        if entry not in source:
            raise PluginError(f"{name}: no {entry} to correct (THEME_WORDS)")
        source = source.replace(entry, f'"{key}": "{new}"')
    return str(source)


#: Material's templates that break French typography in what a screen reader says: the
#: footer links' labels join the direction and the page title with a bare colon
#: ("Précédent: Le piquet"), and Jinja's ``striptags`` (the table of contents' section labels,
#: the ``<title>``) splits on every kind of space, so a title's no-break spaces come out as
#: breaking ones ("La partie : deux « koroliks »"). Each (old, new) must be found.
THEME_TEMPLATES: dict[str, tuple[tuple[str, str], ...]] = {
    "partials/footer.html": (
        (
            'aria-label="{{ direction }}: {{ page.previous_page.title | e }}"',
            'aria-label="{{ direction }}{{ label_colon(config.theme.language) }}'
            '{{ page.previous_page.title | e }}"',
        ),
        (
            'aria-label="{{ direction }}: {{ page.next_page.title | e }}"',
            'aria-label="{{ direction }}{{ label_colon(config.theme.language) }}'
            '{{ page.next_page.title | e }}"',
        ),
    ),
    "partials/toc-item.html": (
        ("{{ toc_item.title | striptags | e }}", "{{ toc_item.title | striptags_keep_nbsp | e }}"),
    ),
    "base.html": (("{{ page.title | striptags }}", "{{ page.title | striptags_keep_nbsp }}"),),
}


def label_colon(lang: str) -> str:
    """The colon between a label and what follows, in ``lang``: French puts a no-break space
    before it."""
    return "\u00a0: " if lang == "fr" else ": "


_TAG = re.compile(r"<!--.*?-->|<[^>]*>", re.S)


def striptags_keep_nbsp(value: Any) -> str:
    """Jinja's ``striptags`` (tags dropped, entities read, runs of space made one), except
    that only ASCII white space is collapsed: U+00A0 and U+202F stay what they are."""
    from markupsafe import Markup

    text = Markup(_TAG.sub("", str(value))).unescape()
    return re.sub(r"[ \t\n\r\f\v]+", " ", text).strip()


def _theme_template(env: Any, name: str) -> str:
    """Material's template ``name`` with the replacements of :data:`THEME_TEMPLATES`; refuses
    one whose text it does not find (Material changed it: look again, don't patch blind)."""
    source = str(env.loader.get_source(env, name)[0])
    for old, new in THEME_TEMPLATES[name]:
        if old not in source:
            raise PluginError(f"{name}: no {old} to correct (THEME_TEMPLATES)")
        source = source.replace(old, new)
    return source


def on_env(env: Any, config: MkDocsConfig, files: Files) -> Any:
    """The templates' ``theme_colour`` (overrides/main.html's meta theme-color),
    Material's translations with :data:`THEME_WORDS` corrected (a loader in front of the
    theme's, so every page's ``t()`` reads the corrected table), and Material's templates
    with :data:`THEME_TEMPLATES` applied."""
    import jinja2

    env.globals["theme_colour"] = theme_colour()
    env.globals["label_colon"] = label_colon
    env.filters["striptags_keep_nbsp"] = striptags_keep_nbsp
    fixed = {f"partials/languages/{lang}.html": _theme_language(env, lang) for lang in THEME_WORDS}
    fixed |= {name: _theme_template(env, name) for name in THEME_TEMPLATES}
    env.loader = jinja2.ChoiceLoader([jinja2.DictLoader(fixed), env.loader])
    return env


def write_app_icon(site: Path) -> None:
    """``assets/app-icon.svg``, the manifests' icon, in the theme colour."""
    target = site / "assets" / "app-icon.svg"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(APP_ICON.format(colour=theme_colour()), "utf-8")


def write_manifests(site: Path, config: MkDocsConfig) -> None:
    """A web app manifest per language (``manifest.webmanifest``, ``fr/…``, ``ru/…``), so a
    phone can add the site to its home screen and open it in the reader's language; the
    whole site is the app's scope, and the service worker keeps it offline.
    The pages link their language's (``overrides/main.html``)."""
    i18n = config.plugins.get("i18n")
    entries = [] if i18n is None else [lang for lang in i18n.config.languages if lang.build]
    colour = theme_colour()
    for entry in entries or [None]:
        lang = DEFAULT_LANG if entry is None else entry.locale
        prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
        up = "../" * prefix.count("/")
        name = (entry and entry.site_name) or config.site_name
        description = (entry and entry.site_description) or config.site_description or ""
        manifest = {
            "name": name,
            "short_name": name,
            "description": " ".join(description.split()),
            "lang": lang,
            "start_url": "./",
            "scope": up or "./",
            "display": "standalone",
            "theme_color": colour,
            "background_color": "#ffffff",
            "icons": [
                {"src": f"{up}assets/app-icon.svg", "sizes": "any",
                 "type": "image/svg+xml", "purpose": "any"},
                {"src": f"{up}assets/app-icon.svg", "sizes": "any",
                 "type": "image/svg+xml", "purpose": "maskable"},
            ],
        }  # fmt: skip
        target = site / prefix / "manifest.webmanifest"
        target.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", "utf-8")


def _lang_of(location: str, langs: list[str]) -> str:
    head = location.split("/", 1)[0]
    return head if head in langs and head != DEFAULT_LANG else DEFAULT_LANG


def split_search_index(site: Path, langs: list[str]) -> None:
    """One Material search index per language root, with that language's stemmer only."""
    path = site / "search" / "search_index.json"
    if not path.exists():
        raise PluginError(f"no search index at {path}: is the search plugin enabled?")
    index: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    docs_by_lang: dict[str, list[dict[str, Any]]] = {lang: [] for lang in langs}
    for doc in index["docs"]:
        lang = _lang_of(doc["location"], langs)
        if lang != DEFAULT_LANG:
            doc = {**doc, "location": doc["location"][len(lang) + 1 :]}
        docs_by_lang[lang].append(doc)
    for lang, docs in docs_by_lang.items():
        out = {"config": {**index["config"], "lang": [lang]}, "docs": docs}
        target = site / ("" if lang == DEFAULT_LANG else lang) / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(out, ensure_ascii=False, separators=(",", ":")), "utf-8")


_URL_BLOCK = re.compile(r"\s*<url>.*?</url>", re.S)


def split_sitemap(site: Path, langs: list[str], site_url: str) -> None:
    """``<lang>/sitemap.xml``: the root sitemap's entries under that language's root."""
    text = (site / "sitemap.xml").read_text(encoding="utf-8")
    head, _, _ = text.partition("<url>")
    head = head.rstrip()
    for lang in langs:
        if lang == DEFAULT_LANG:
            continue
        prefix = f"<loc>{site_url}{lang}/"
        blocks = [b for b in _URL_BLOCK.findall(text) if prefix in b]
        (site / lang).mkdir(parents=True, exist_ok=True)
        (site / lang / "sitemap.xml").write_text(
            head + "".join(blocks) + "\n</urlset>\n", encoding="utf-8"
        )


def check_worker(site: Path) -> None:
    """The search worker wrapper imports Material's worker by name: it must exist."""
    workers = site / "assets" / "javascripts" / "workers"
    source = (workers / WORKER).read_text(encoding="utf-8")
    match = re.search(r'importScripts\("([^"]+)"\)', source)
    if not match or not (workers / match.group(1)).exists():
        found = sorted(p.name for p in workers.glob("search.*.min.js"))
        raise PluginError(
            f"overrides/assets/javascripts/workers/{WORKER} imports a missing Material worker;"
            f" Material ships {found}: update the name"
        )


def patch_bundle(site: Path) -> None:
    """Apply :data:`BUNDLE_PATCHES` to the copy of Material's bundle in ``site``."""
    bundle = _bundle(site)
    text = bundle.read_text(encoding="utf-8")
    for patch in BUNDLE_PATCHES:
        if patch.done in text:
            continue  # already applied (``mkdocs serve`` rebuilds into the same directory)
        found = len(patch.pattern.findall(text))
        if found != 1:
            raise PluginError(
                f"{bundle.name}: {patch.why}: expected one {patch.pattern.pattern!r}, found"
                f" {found} (Material changed): review overrides/hooks.py"
            )
        text = patch.pattern.sub(patch.replacement, text)
    bundle.write_text(text, encoding="utf-8")


def _bundle(site: Path) -> Path:
    bundles = sorted((site / "assets" / "javascripts").glob("bundle.*.min.js"))
    if len(bundles) != 1:
        raise PluginError(f"expected one Material bundle, found {[b.name for b in bundles]}")
    return bundles[0]


_FR_THIN = re.compile(r" ([;!?])")
_FR_NBSP = re.compile(r" :|« | »")


def french_spaces(text: str) -> str:
    """French typography for one line of text: U+202F before ; ! ?, U+00A0 before : and
    inside « », the rule of the French pages and catalogs (tests/trainer/test_french_typography.py).
    """
    text = _FR_THIN.sub("\u202f\\1", text)
    return _FR_NBSP.sub(lambda m: m.group(0).replace(" ", "\u00a0"), text)


_NUMBER_WORD = re.compile(r"(?<![\w.,])(\d+) (?=[^\W\d_])")


def number_spaces(text: str) -> str:
    """A no-break space between a number and the word after it: «214 карт», « 12 cartes »."""
    return _NUMBER_WORD.sub("\\1\u00a0", text)


#: How each language's table of contents gets its no-break spaces back.
TOC_SPACES = {"fr": lambda text: number_spaces(french_spaces(text)), "ru": number_spaces}


PLACEHOLDER_SITE = "https://piquet.example.org/"
"""The host the pages' code to copy is written with (docs/*/trainer/teachers.md)."""


def on_page_markdown(markdown: str, page: Any, config: MkDocsConfig, files: Files) -> str:
    """Code to copy names the site by its ``site_url`` (``SITE_URL`` at build time), not the
    placeholder the pages are written with; overrides/main.html puts in the address the page
    is read from when that differs (a copy served elsewhere)."""
    site = config.site_url or PLACEHOLDER_SITE
    site = site if site.endswith("/") else site + "/"
    return markdown.replace(PLACEHOLDER_SITE, site) if site != PLACEHOLDER_SITE else markdown


def on_page_content(html: str, page: Any, config: MkDocsConfig, files: Files) -> str:
    """Give the French and Russian tables of contents back their no-break spaces.

    Python-Markdown's ``toc`` collapses all whitespace of a heading's name (``str.split``),
    the no-break spaces included, so the heading « Problème 1 : l'as du donneur » came back
    in the page's table of contents with a plain space before the colon, and «Колода: 174
    или 214 карт» with one between the number and its noun, where a line could break. The
    headings themselves keep theirs.
    """
    fix = TOC_SPACES.get(_current_language(config))
    if fix is not None:
        _toc_spaces(page.toc, fix)
    return html


def _toc_spaces(items: Any, fix: Callable[[str], str]) -> None:
    for item in items:
        item.title = fix(item.title)
        _toc_spaces(item.children, fix)
