"""Every page of the built site: languages, lang attribute, description, hreflang, links."""

from __future__ import annotations

import json
import os
import posixpath
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from site_helpers import DEFAULT_LANG, LANGS, ROOT, ParsedPage, lang_of

DOCS = ROOT / "docs"


def _site_url() -> str:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    match = re.search(r'site_url: !ENV \[SITE_URL, "([^"]+)"\]', text)
    assert match, 'mkdocs.yml: site_url must be !ENV [SITE_URL, "<default>"]'
    return os.environ.get("SITE_URL", match.group(1))


def test_every_english_page_exists_in_french_and_russian() -> None:
    english = {p.relative_to(DOCS / "en").as_posix() for p in (DOCS / "en").rglob("*.md")}
    for lang in LANGS:
        if lang == "en":
            continue
        have = {p.relative_to(DOCS / lang).as_posix() for p in (DOCS / lang).rglob("*.md")}
        assert sorted(english - have) == [], f"docs/{lang} lacks these pages of docs/en"
        assert sorted(have - english) == [], f"docs/{lang} has pages docs/en lacks"


def test_every_page_is_built_in_its_language(html_pages: dict[str, ParsedPage]) -> None:
    for lang in LANGS:
        sources = sorted((DOCS / lang).rglob("*.md"))
        assert sources, f"docs/{lang} is empty"
        for src in sources:
            rel = src.relative_to(DOCS / lang).with_suffix("").as_posix()
            out = "index.html" if rel == "index" else f"{rel.removesuffix('/index')}/index.html"
            prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
            assert f"{prefix}{out}" in html_pages, f"docs/{lang}/{src.name} was not built"


def test_html_lang_matches_the_page_language(html_pages: dict[str, ParsedPage]) -> None:
    wrong = {rel: p.html_lang for rel, p in html_pages.items() if p.html_lang != lang_of(rel)}
    assert wrong == {}


def test_every_page_has_a_meta_description(html_pages: dict[str, ParsedPage]) -> None:
    missing = [rel for rel, p in html_pages.items() if len(p.meta.get("description", "")) < 30]
    assert missing == []


def _alternates(page: ParsedPage) -> dict[str, str]:
    return {
        a["hreflang"]: a.get("href", "")
        for tag, a in page.links
        if tag == "link" and a.get("rel") == "alternate" and "hreflang" in a
    }


def test_hreflang_links_are_absolute_and_reciprocal(html_pages: dict[str, ParsedPage]) -> None:
    site_url = _site_url()
    by_url: dict[str, str] = {}
    for rel in html_pages:
        if rel == "404.html" or rel.endswith("/404.html"):
            continue
        url_path = rel.removesuffix("index.html")
        by_url[site_url + url_path] = rel
    for url, rel in by_url.items():
        alts = _alternates(html_pages[rel])
        lang = lang_of(rel)
        assert alts.get(lang) == url, f"{rel}: no self hreflang {lang} -> {url}: {alts}"
        assert "x-default" in alts, f"{rel}: no x-default"
        for hreflang, href in alts.items():
            assert href.startswith(site_url), f"{rel}: hreflang {hreflang} not absolute: {href}"
            assert href in by_url, f"{rel}: hreflang {hreflang} points to a missing page {href}"
            if hreflang != "x-default":
                back = _alternates(html_pages[by_url[href]]).get(lang)
                assert back == url, f"{href} does not point back to {url} for {lang}"


def _target(rel: str, href: str) -> tuple[str, str] | None:
    """(file relative to site/, fragment) for an internal href of page ``rel``, else None."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:", "data:")):
        return None
    path = unquote(parts.path)
    if not path:
        return rel, unquote(parts.fragment)
    if path.startswith("/"):  # root-absolute (the 404 pages): relative to site_url's path
        root = urlsplit(_site_url()).path
        assert path.startswith(root), f"{rel}: {href} is outside the site ({root})"
        path, rel = path[len(root) :] or "./", "index.html"
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel), path))
    if path.endswith("/") or joined == ".":
        joined = posixpath.join("" if joined == "." else joined, "index.html")
    return joined, unquote(parts.fragment)


def test_no_broken_internal_link_or_anchor(
    built_site: Path, html_pages: dict[str, ParsedPage]
) -> None:
    broken = []
    for rel, page in html_pages.items():
        for tag, attrs in page.links:
            for attr in ("href", "src"):
                href = attrs.get(attr)
                if not href or (tag == "link" and attrs.get("rel") in ("alternate", "canonical")):
                    continue
                target = _target(rel, href)
                if target is None:
                    continue
                file, fragment = target
                path = built_site / file
                if not path.exists() and (built_site / file / "index.html").exists():
                    file, path = f"{file}/index.html", built_site / file / "index.html"
                if not path.is_file():
                    broken.append(f"{rel}: {href} (no {file})")
                elif fragment and file.endswith(".html") and fragment not in html_pages[file].ids:
                    broken.append(f"{rel}: {href} (no #{fragment} in {file})")
    assert broken == []


def test_one_search_index_per_language(built_site: Path) -> None:
    for lang in LANGS:
        root = built_site if lang == DEFAULT_LANG else built_site / lang
        index = json.loads((root / "search" / "search_index.json").read_text(encoding="utf-8"))
        assert index["config"]["lang"] == [lang]
        assert "stemmer" in index["config"]["pipeline"]
        assert index["docs"], f"{lang}: empty search index"
        for doc in index["docs"]:
            target = root / doc["location"].split("#")[0] / "index.html"
            if doc["location"].split("#")[0] in ("", "index.html"):
                target = root / "index.html"
            assert target.is_file(), f"{lang} search entry {doc['location']} has no page"


def test_a_sitemap_per_language_with_absolute_urls(built_site: Path) -> None:
    site_url = _site_url()
    for lang in LANGS:
        root = built_site if lang == DEFAULT_LANG else built_site / lang
        text = (root / "sitemap.xml").read_text(encoding="utf-8")
        locs = re.findall(r"<loc>([^<]+)</loc>", text)
        assert locs, f"{lang}: empty sitemap"
        prefix = site_url if lang == DEFAULT_LANG else f"{site_url}{lang}/"
        assert all(loc.startswith(prefix) for loc in locs), locs
        assert "<lastmod>" not in text  # build dates would make builds differ
