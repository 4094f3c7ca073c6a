# ruff: noqa: RUF001  (Cyrillic words are intended)
"""The home page's three entry points, and the navigation.

7. The home page leads with what people come for: practise the calls (the trainer), play the
   computer, read the rules, as three cards at the top, all three on the first screen of a
   phone (390 x 844) and of a desktop.
12. The Bezique melds drill is on the trainer page's list; the calls page and the dialogue
   drill have different titles in French and Russian; the Russian home tab is «Пикет», not
   «Пикет - Пикет»; the language switch keeps the reader's place on the page.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
ENTRIES = {
    "en": ("Practise the calls", "Play the computer", "Read the rules"),
    "fr": ("S’entraîner aux annonces", "Jouer contre l’ordinateur", "Lire les règles"),
    "ru": ("Тренировать объявления", "Сыграть с компьютером", "Читать правила"),
}
TARGETS = ("trainer/", "play/", "rules/")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 800)], ids=["phone", "desktop"])
def test_home_page_leads_with_three_entry_points(
    page: Page, base_url: str, lang: str, size: tuple[int, int]
) -> None:
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    page.goto(base_url + PREFIX[lang])
    cards = page.locator(".md-content .pq-start > ul > li")
    expect(cards).to_have_count(3)
    for i, (name, target) in enumerate(zip(ENTRIES[lang], TARGETS, strict=True)):
        link = cards.nth(i).locator("a").first
        expect(link).to_have_text(name)
        assert link.get_attribute("href", timeout=1000).endswith(target)  # type: ignore[union-attr]
        box = cards.nth(i).bounding_box()
        assert box is not None
        # on the first screen, without scrolling: nothing long stands before them
        assert box["y"] > 0 and box["y"] + box["height"] <= height, (name, box)
    # the page's own text is still below the cards
    first_text = page.locator(".md-content__inner > p").first
    assert first_text.bounding_box()["y"] > cards.nth(2).bounding_box()["y"]  # type: ignore[index]


def test_home_card_is_a_link_as_a_whole(page: Page, base_url: str) -> None:
    """A tap anywhere on a card (not only its title) opens its page, here on a phone in Russian."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(base_url + "ru/")
    card = page.locator(".md-content .pq-start > ul > li").nth(1)
    box = card.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] - 6)
    page.wait_for_url(base_url + "ru/play/")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_trainer_page_lists_the_bezique_drill(page: Page, base_url: str, lang: str) -> None:
    page.goto(base_url + PREFIX[lang] + "trainer/")
    link = page.locator('.md-content table a[href="bezique/"]')
    expect(link).to_have_count(1)
    link.click()
    page.wait_for_url(base_url + PREFIX[lang] + "trainer/bezique/")


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_calls_page_and_dialogue_drill_have_different_titles(
    page: Page, base_url: str, lang: str
) -> None:
    page.goto(base_url + PREFIX[lang] + "calls/")
    calls = page.locator(".md-content h1").inner_text().strip(" ¶\n")
    calls_tab = page.title()
    page.goto(base_url + PREFIX[lang] + "trainer/dialogue/")
    dialogue = page.locator(".md-content h1").inner_text().strip(" ¶\n")
    assert calls != dialogue, (calls, dialogue)
    assert page.title() != calls_tab
    # and the navigation tells them apart too
    nav = {t.strip() for t in page.locator(".md-nav--primary .md-nav__link").all_inner_texts()}
    assert calls in nav and dialogue in nav, nav


@pytest.mark.parametrize(
    ("lang", "home", "other"),
    [
        ("ru", "Пикет", "Правила пикета-рубикона - Пикет"),
        ("fr", "Piquet", None),
        ("en", "Piquet", None),
    ],
)
def test_home_tab_is_the_site_name(
    page: Page, base_url: str, lang: str, home: str, other: str | None
) -> None:
    page.goto(base_url + PREFIX[lang])
    assert page.title() == home
    assert page.locator(".md-header__title .md-header__topic").first.inner_text().strip() == home
    if other:  # other pages keep "Page - Site"
        page.goto(base_url + PREFIX[lang] + "rules/")
        assert page.title() == other


def _switch(page: Page, lang: str, scroll: bool = True) -> None:
    """Open the language menu and choose ``lang``. With ``scroll=False`` the link is clicked
    where it is: Playwright's click may first scroll the page by the header's height to show
    the link, which a reader's click does not."""
    page.locator(".md-header__option .md-select").first.hover()
    link = page.locator(f"a.md-select__link[hreflang={lang}]")
    if scroll:
        link.click()
    else:
        link.dispatch_event("pointerdown")
        link.dispatch_event("click")


def _heading_in_view(page: Page) -> dict[str, object]:
    """The heading the browser shows at the top (its id, index and position)."""
    return page.evaluate(
        """() => {
          const hs = [...document.querySelectorAll(
            '.md-content__inner h1[id], .md-content__inner h2[id], .md-content__inner h3[id], '
            + '.md-content__inner h4[id]')];
          const id = decodeURIComponent(location.hash.slice(1));
          const h = document.getElementById(id);
          return {id, index: hs.indexOf(h), count: hs.length,
                  top: h ? h.getBoundingClientRect().top : null, height: innerHeight};
        }"""
    )


@pytest.mark.parametrize(
    ("start", "anchor", "lang", "target", "expected"),
    [
        ("ru/calls/", "утаивание", "en", "calls/", "sinking"),
        ("ru/calls/", "утаивание", "fr", "fr/calls/", "taire-son-jeu"),
        ("calls/", "sinking", "ru", "ru/calls/", "утаивание"),
    ],
)
def test_language_switch_keeps_the_anchor(
    page: Page, base_url: str, start: str, anchor: str, lang: str, target: str, expected: str
) -> None:
    """Where it was found (Russian) and another language: the reader on a section of the calls
    page lands on the same section in the other language, scrolled to it."""
    page.goto(base_url + start + "#" + anchor)
    _switch(page, lang)
    page.wait_for_url(lambda url: url.startswith(base_url + target))
    page.wait_for_function(f"() => location.hash === '#{expected}' || "
                           f"decodeURIComponent(location.hash) === '#{expected}'")  # fmt: skip
    seen = _heading_in_view(page)
    assert seen["id"] == expected
    assert 0 <= seen["top"] < seen["height"] / 2, seen  # type: ignore[operator]


@pytest.mark.parametrize(("start", "lang", "target"), [("ru/rules/", "en", "rules/"),
                                                       ("fr/disagreements/", "ru",
                                                        "ru/disagreements/")])  # fmt: skip
def test_language_switch_keeps_the_scroll_position(
    page: Page, base_url: str, start: str, lang: str, target: str
) -> None:
    """Scrolled (no anchor in the address) to a heading half-way down a long page: the other
    language opens at its heading of the same rank, not at the top."""
    page.goto(base_url + start)
    index = page.evaluate(
        """() => {
          const hs = [...document.querySelectorAll(
            '.md-content__inner h1[id], .md-content__inner h2[id], .md-content__inner h3[id], '
            + '.md-content__inner h4[id]')];
          const i = Math.floor(hs.length / 2);  // mid-page: it can reach the top
          hs[i].scrollIntoView();
          return i;
        }"""
    )
    assert page.evaluate("() => location.hash") == ""
    _switch(page, lang, scroll=False)
    page.wait_for_url(lambda url: url.startswith(base_url + target) and "#" in url)
    seen = _heading_in_view(page)
    assert seen["index"] == index, seen
    assert 0 <= seen["top"] < seen["height"] / 2, seen  # type: ignore[operator]
    assert page.evaluate("() => scrollY") > 500


def test_language_switch_at_the_top_opens_the_top(page: Page, base_url: str) -> None:
    page.goto(base_url + "fr/rules/")
    _switch(page, "en")
    page.wait_for_url(base_url + "rules/")
    assert page.evaluate("() => scrollY") == 0


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)], ids=["phone", "desktop"])
@pytest.mark.parametrize(
    ("start", "lang", "target"),
    [("trainer/dialogue/?seed=q8b2q2", "ru", "ru/trainer/dialogue/?seed=q8b2q2"),
     ("fr/trainer/deal/?d=abc", "en", "trainer/deal/?d=abc")],
)  # fmt: skip
def test_the_language_switch_keeps_the_shared_hand(
    page: Page, base_url: str, start: str, lang: str, target: str, size: tuple[int, int]
) -> None:
    """Switching language keeps ``?seed=`` and ``?d=``, so the student
    keeps the shared hand or deal."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(base_url + start)
    if size[0] < 700:  # on a phone the language menu sits in the header too
        page.locator(".md-header__option .md-select").first.scroll_into_view_if_needed()
    _switch(page, lang)
    page.wait_for_url(f"**/{target.split('?')[0]}*")
    assert page.url.startswith(base_url + target), page.url


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_teachers_codes_name_the_site_they_are_read_on(
    page: Page, base_url: str, lang: str
) -> None:
    """The iframe and script-tag codes carry the site's own address,
    not the placeholder host."""
    page.goto(base_url + PREFIX[lang] + "trainer/teachers/")
    codes = page.locator("pre code").all_inner_texts()
    joined = "\n".join(codes)
    assert "piquet.example.org" not in joined
    assert f'src="{base_url}{PREFIX[lang]}trainer/deal-embed/?d=CODE"' in joined
    assert f'src="{base_url}assets/embed/piquet.js"' in joined
