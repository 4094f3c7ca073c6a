"""Static scan: nothing in the built site would be requested from another host.

HTML: every resource attribute (script src, stylesheet/icon/preload href, img/iframe/source/
media src, object data) must be local. Links a reader follows (<a href>), and the canonical,
prev/next and hreflang <link>s, are not requests. CSS: no url() or @import to a host. JS:
every absolute URL in a string (comments stripped) must be in ALLOWED with the reason it is
never requested on this site; the browser test (tests/browser/test_offline.py) checks the
same thing with a real Chromium that aborts every request not to 127.0.0.1.
"""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

from site_helpers import ParsedPage

NOT_REQUESTS = {"alternate", "canonical", "prev", "next"}
# (file glob relative to site/, host) -> why it is never requested by this site
ALLOWED: dict[tuple[str, str], str] = {
    ("assets/javascripts/bundle.*.min.js", "api.github.com"):
        "Material's repository facts: only with repo_url, which mkdocs.yml does not set",
    ("assets/javascripts/bundle.*.min.js", "${e}"):
        "Material's GitHub/GitLab repository facts: only with repo_url (not set)",
    ("assets/javascripts/bundle.*.min.js", "unpkg.com"):
        "Material's mermaid and iframe-worker shims: no mermaid diagrams, no offline plugin",
    ("assets/javascripts/lunr/wordcut.js", "narwhaljs.org"):
        "Thai/Hindi word segmenter: loaded only for search lang th/hi",
    ("assets/pyodide/pyodide.mjs", "cdn.jsdelivr.net"):
        "Pyodide's default indexURL: the trainer passes its own local indexURL",
    ("assets/pyodide/pyodide.asm.mjs", "${t}"):
        "Pyodide's package CDN: the trainer loads no packages from an index",
}  # fmt: skip
_STRING_URL = re.compile(r"""["'`(]\s*https?://([^/"'`\s)]+)""")
_CSS_URL = re.compile(r"""(?:url\(\s*["']?|@import\s+["'])(https?:)?//([^/"')\s]+)""")


def _remote(value: str) -> bool:
    return bool(re.match(r"\s*(https?:)?//", value)) and "//127.0.0.1" not in value


def test_html_loads_nothing_from_another_host(html_pages: dict[str, ParsedPage]) -> None:
    bad = []
    for rel, page in html_pages.items():
        for tag, attrs in page.links:
            if tag in ("a", "form"):
                continue
            if tag == "link" and set(attrs.get("rel", "").split()) & NOT_REQUESTS:
                continue
            for attr in ("src", "href", "data", "srcset", "poster"):
                if _remote(attrs.get(attr, "")):
                    bad.append(f"{rel}: <{tag} {attr}={attrs[attr]}>")
    assert bad == []


def test_css_loads_nothing_from_another_host(built_site: Path) -> None:
    bad = []
    for css in sorted(built_site.rglob("*.css")):
        text = re.sub(r"/\*[\s\S]*?\*/", "", css.read_text(encoding="utf-8", errors="replace"))
        for match in _CSS_URL.finditer(text):
            bad.append(f"{css.relative_to(built_site)}: {match.group(0)}")
    assert bad == []


def test_scripts_reference_only_allowed_hosts(built_site: Path) -> None:
    seen: set[tuple[str, str]] = set()
    bad = []
    for js in sorted(p for p in built_site.rglob("*") if p.suffix in (".js", ".mjs")):
        rel = js.relative_to(built_site).as_posix()
        text = re.sub(r"/\*[\s\S]*?\*/", "", js.read_text(encoding="utf-8", errors="replace"))
        for host in sorted(set(_STRING_URL.findall(text))):
            if host in ("www.w3.org",):  # XML namespaces, never fetched
                continue
            key = next((k for k in ALLOWED if k[1] == host and fnmatch.fnmatch(rel, k[0])), None)
            if key is None:
                bad.append(f"{rel}: {host}")
            else:
                seen.add(key)
    assert bad == [], "new remote URLs in scripts: check they are never requested, then allow"


def test_language_selector_sitemap_lookup_is_disabled(built_site: Path) -> None:
    """Material would fetch sitemap.xml next to each (absolute) hreflang URL: another host."""
    (bundle,) = sorted((built_site / "assets" / "javascripts").glob("bundle.*.min.js"))
    text = bundle.read_text(encoding="utf-8")
    assert '"link[rel=alternate]"' not in text
    assert '"link[rel=alternate][data-md-sitemap]"' in text


def test_no_web_fonts(html_pages: dict[str, ParsedPage]) -> None:
    for rel, page in html_pages.items():
        for _tag, attrs in page.links:
            assert "fonts.g" not in attrs.get("href", ""), rel
