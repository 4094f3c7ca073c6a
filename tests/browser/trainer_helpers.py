# ruff: noqa: RUF001  (Cyrillic words are intended)
"""Helpers of the trainer's browser tests: the exercise a page carries, answering it right or
wrong from its own answer key, and checking the verdict and the itemised feedback.

The expected texts come from the engine (the exercise the page carries), so a check fails if
the page shows anything else; the verdict lines are the catalogs' words.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

ENGINE_TIMEOUT = 60_000
"""Milliseconds allowed for the engine in the Pyodide worker (a cold start on a busy CPU)."""
PREFIX = {"en": "", "fr": "fr/", "ru": "ru/"}
"""Each language's path on the site."""
VERDICT = {
    "en": ("All right!", "Not quite. Item by item:"),
    "fr": ("Tout est juste\u202f!", "Pas tout à fait. Dans le détail\u00a0:"),
    "ru": ("Всё верно!", "Не совсем. По пунктам:"),
}
"""The verdict lines, (all right, not quite), in each language."""

Exercise = dict[str, Any]
"""An exercise as the page carries it (:meth:`piquet_core.trainer.Exercise.to_dict`)."""


def page_exercise(page: Page) -> Exercise:
    """The exercise of the page's first trainer."""
    return page.evaluate("() => window.__piquetTrainers[0].exercise")  # type: ignore[no-any-return]


def fill_answers(page: Page, ex: Exercise, wrong: bool) -> list[str]:
    """Answer every visible question (right, or each number off by one); expected items."""
    expected = []
    for q in ex["questions"]:
        box = page.locator(f'.pq-stage [data-q="{q["id"]}"]')
        if box.is_hidden():
            continue
        answer = q["answer"][0] if q["answer"] else ""
        if q.get("step"):  # a call said at the table: judged at once, then younger replies
            if q["kind"] == "number":
                given = str(int(answer) + 1) if wrong else answer
                box.locator("input").fill(given)
                box.locator("button.pq-say").click()
                expected.append(q["wrong"].replace("{given}", given) if wrong else q["right"])
            else:
                box.locator(f'button.pq-call[data-value="{answer}"]').click()
                expected.append(q["right"])
            expect(box.locator(".pq-said")).to_contain_text(expected[-1])
            continue
        if q["kind"] == "number":
            given = str(int(answer) + 1) if wrong else answer
            box.locator("input").fill(given)
            expected.append(q["wrong"].replace("{given}", given) if wrong else q["right"])
        elif q["kind"] == "choice":
            box.locator(f'input[value="{answer}"]').check()
            expected.append(q["right"])
        else:
            for value in q["answer"]:
                box.locator(f'input[value="{value}"]').check()
            expected += [o["right"] for o in q["options"] if o["value"] in q["answer"]]
            if not q["answer"]:
                expected.append(q["right"])
    return expected


def expect_verdict(page: Page, lang: str, right: bool) -> None:
    """The page's verdict is "All right!" (or "Not quite ...") in ``lang``."""
    all_right, not_quite = VERDICT[lang]
    expect(page.locator(".pq-verdict")).to_have_text(all_right if right else not_quite)


def check_answers(page: Page, lang: str, expected: list[str], right: bool) -> None:
    """Press "Check": the verdict is right (or not), and the feedback items end, in order,
    with the ``expected`` texts (each item starts with its mark)."""
    page.click(".pq-stage button.pq-check")
    expect_verdict(page, lang, right)
    items = page.locator(".pq-items li").all_inner_texts()
    assert len(items) == len(expected), (items, expected)
    for item, text in zip(items, expected, strict=True):
        assert item.endswith(text), (item, text)


def next_exercise(page: Page) -> Exercise:
    """Press "next": the engine in the worker deals a new exercise, whose seed the page's URL
    carries; returns it."""
    first = page_exercise(page)["seed"]
    page.click("button.pq-next")
    page.wait_for_function(f"() => window.__piquetTrainers[0].exercise.seed !== {first!r}",
                           timeout=ENGINE_TIMEOUT)  # fmt: skip
    ex = page_exercise(page)
    assert f"seed={ex['seed']}" in page.url
    return ex


def wait_until(
    page: Page, predicate: str, arg: object = None, timeout: float = ENGINE_TIMEOUT
) -> None:
    """Poll an async JavaScript ``predicate`` until it resolves truthy (``wait_for_function``
    takes the promise an async function returns for a true value)."""
    waited = 0
    while not page.evaluate(predicate, arg):
        if waited > timeout:
            raise AssertionError(f"not true after {timeout / 1000:.0f} s: {predicate}")
        page.wait_for_timeout(500)
        waited += 500


def wait_snapshot_kept(page: Page, version: str = "") -> None:
    """Wait until the engine's worker has stored the memory snapshot it took on a first visit
    (Cache Storage, written once the worker is idle after the engine is ready),
    under an address containing ``version`` (a build's ``?v=`` query) if given."""
    wait_until(
        page,
        """async (version) => {
            const cache = await caches.open("piquet-engine-snapshot");
            const keys = await cache.keys();
            const hit = keys.length === 1 && keys[0].url.includes(version) &&
              (await cache.match(keys[0]));
            return Boolean(hit) && (await hit.blob()).size > 1e6;
        }""",
        version,
    )


def slow_link(page: Page) -> None:
    """Throttle ``page`` (and its workers) to a link on which the worker does not fetch the
    build's snapshot: 30 Mbit/s down, 20 ms; the test server sends the 9.6 MB wasm
    uncompressed, about 2.6 s on it, well over the worker's 500 ms for a fast link."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": 30e6 / 8,
         "uploadThroughput": 10e6 / 8},
    )  # fmt: skip


def assert_snapshot_source(info: dict[str, Any], fetched: list[str]) -> None:
    """A first visit's snapshot: the build's, fetched, on a fast link (the wasm in under
    500 ms; localhost usually); else none fetched, and one made in the browser."""
    snapshots = [u for u in fetched if ".snapshot.gz" in u]
    if info["link"]["fast"]:
        assert info["snapshot"] is True and info["snapshotSource"] == "network", info
        assert len(snapshots) == 1, fetched
    else:
        assert info["snapshot"] is False and info["snapshotSource"] == "making", info
        assert snapshots == [], fetched
