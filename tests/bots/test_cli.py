"""``python -m piquet_core.bots``: the advisor on the command line; bad input, one line."""

from __future__ import annotations

import json

import pytest

from piquet_core.bots.__main__ import main

HAND = "AS JS 9S 8S AH KH QH JH 8H JC 9C KD"


def test_prints_the_best_discards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([HAND, "--top", "2", "--samples", "20"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("1585 legal discards; adversary sampled 20 times")
    assert out[1].startswith("1. discard ") and any(line.startswith("2. ") for line in out)


def test_json_lines_for_younger(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([HAND, "--seat", "younger", "--json", "--samples", "10", "--top", "1"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 12 + 66 + 220 and rows[0]["reasons"]


BAD = [("AS JS XX", "unknown card 'XX'"), ("AS JS 9S", "expected 12 cards, got 3")]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_bad_input_one_line(text: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([text]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"error: {message}"
