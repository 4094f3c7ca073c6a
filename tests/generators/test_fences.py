"""The fenced blocks of the docs: their options, the page's language, and a bad block's error."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from pymdownx.superfences import SuperFencesException

from generators import deal_fence, trainer_fence
from generators.fences import Fence


def _visit(fence: Fence, src_uri: str) -> None:
    page = SimpleNamespace(file=SimpleNamespace(src_uri=src_uri))
    config = {"theme": {"language": "en"}}
    fence.on_page_markdown("", page, config, None)


def test_options_outside_the_known_values_are_refused() -> None:
    options: dict[str, str] = {}
    assert trainer_fence.FENCE.validator("", {"drill": "sets"}, options, {}, None)
    assert options == {"drill": "sets"}
    assert not trainer_fence.FENCE.validator("", {"drill": "quints"}, {}, {}, None)
    assert not trainer_fence.FENCE.validator("", {"mode": "embed"}, {}, {}, None)
    assert deal_fence.FENCE.validator("", {"mode": "embed"}, {}, {}, None)
    assert not deal_fence.FENCE.validator("", {"example": "other"}, {}, {}, None)


def test_a_block_is_rendered_in_its_page_language() -> None:
    hand = "A♠ A♥ A♦ K♠ K♥ Q♠ J♠ 10♠ 9♠ 9♥ 9♦ 7♣"
    _visit(trainer_fence.FENCE, "ru/calls.md")
    html = trainer_fence.FENCE.formatter(hand, "", "", {"drill": "sets"}, None)
    assert 'lang="ru"' in html


def test_a_bad_block_stops_the_build_with_one_line_naming_page_block_and_card() -> None:
    _visit(trainer_fence.FENCE, "fr/calls.md")
    with pytest.raises(SuperFencesException) as info:
        trainer_fence.FENCE.formatter("A♠ A♥ A♦ K♠ K♥ Q♠ J♠ 10♠ 9♠ 9♥ 9♦ 6♣", "", "", {}, None)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("fr/calls.md: piquet-hand block: ")
    assert "6♣" in message


def test_a_deal_block_with_a_record_and_the_worked_example_is_refused() -> None:
    _visit(deal_fence.FENCE, "en/trainer/deal.md")
    with pytest.raises(SuperFencesException, match=r"^en/trainer/deal\.md: piquet-deal block: "):
        deal_fence.FENCE.formatter("{}", "", "", {"example": "worked"}, None)
