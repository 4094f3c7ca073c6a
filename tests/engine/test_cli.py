"""The ``piquet`` command line: exit codes, error lines, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

TRICKS = ["AH 10H", "KH 7D", "QH 10D", "JH JD", "8H QD", "KD AD",
          "AC 9C", "KC JC", "QC 8S", "10C 9S", "QS AS", "JS 10S"]  # fmt: skip
EXAMPLE: dict[str, object] = {
    "variant": "rubicon",
    "elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D",
    "younger": "10S 7S 10H 9H 7H KC QC 10C AD QD JD 10D",
    "talon": "9S 8S KH 9C KD QS AC 7D",
    "elder_discards": "KS 8C 7C 9D 8D",
    "younger_discards": "7S 9H 7H",
    "tricks": TRICKS,
}


def run(*args: str, stdin: str | bytes = "") -> subprocess.CompletedProcess[str]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [sys.executable, "-m", "piquet_core", *args], input=data, capture_output=True,
        timeout=60, check=False,
    )  # fmt: skip
    return subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )


def deal(**changes: object) -> str:
    return json.dumps({**EXAMPLE, **changes})


def test_replay_cavendish_example_from_file(tmp_path: Path) -> None:
    """CAV-D "Example": A 28, B 23, read from a file."""
    f = tmp_path / "deal.json"
    f.write_text(json.dumps(EXAMPLE, indent=2))
    r = run("replay", str(f))
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["elder"]["total"] == 28 and out["younger"]["total"] == 23
    assert set(out["elder"]) == {"carte_blanche", "point", "sequences", "sets", "play", "cards",
                                 "pique", "repique", "total"}  # fmt: skip


def test_replay_json_lines_from_stdin_one_line_per_deal() -> None:
    no_tricks = {k: v for k, v in EXAMPLE.items() if k != "tricks"}
    r = run("replay", stdin=deal() + "\n\n" + json.dumps(no_tricks) + "\n")
    assert r.returncode == 0
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert len(lines) == 2
    assert lines[1]["elder"]["play"] == 0 and lines[1]["elder"]["total"] == 9
    assert lines[1]["younger"]["total"] == 17


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"elder_discards": ""}, "elder exchanges 0 cards; rubicon allows 1-5 (Cavendish, Law 21)"),
        ({"younger_discards": ""}, "younger exchanges 0 cards"),
        ({"elder": "AS KS JS AH QH JH 8H JC 8C 7C 9D XS"}, "elder: unknown card 'XS'"),
        ({"talon": "9S 8S KH 9C KD QS AC AS"}, "duplicate card 'AS' (in elder and talon)"),
        ({"talon": "9S 8S KH 9C KD QS AC"}, "talon: expected 8 cards, got 7"),
        ({"younger_discards": "AS"}, "younger discards AS, which is not in his hand"),
        ({"variant": "bezique"}, "unknown variant 'bezique'"),
        ({"tricks": ["AH QS", *TRICKS[1:]]},
         "trick 1: younger hand plays QS to AH while holding 10H"),
        ({"tricks": [*TRICKS[:5], TRICKS[6], TRICKS[5], *TRICKS[7:]]},
         "trick 6: AC cannot be led: it is the younger's card"),
        ({"tricks": TRICKS[:11]}, "expected 12 tricks, got 11"),
        ({"tricks": "AH 10H"}, "field 'tricks' must be a list of strings"),
        ({"elder": 12}, "field 'elder' must be a string of cards, got int"),
        ({"winner": "A"}, "unknown field 'winner'"),
        ({"variant": "russian", "elder_discards": "KS 8C"}, "russian allows 0, 3-5"),
    ],
)  # fmt: skip
def test_replay_errors_are_one_line_exit_2(changes: dict[str, object], message: str) -> None:
    r = run("replay", stdin=deal() + "\n" + deal(**changes) + "\n")
    assert r.returncode == 2
    assert "Traceback" not in r.stdout + r.stderr
    ok, bad = r.stdout.splitlines()
    assert "error" not in json.loads(ok)
    err = json.loads(bad)
    assert message in err["error"], err
    assert "\n" not in err["error"]


@pytest.mark.parametrize(
    "garbage",
    ["", "{", "[1, 2]", "null", '"AS"', "\x00\x01", b"\xff\xfe\x00", "{}\n{]\n", "[" * 100000,
     '{"elder": "AS"}', '{"variant": 3, "elder": "", "younger": "", "talon": "",'
     ' "elder_discards": "", "younger_discards": ""}'],
)  # fmt: skip
def test_replay_garbage_never_tracebacks(garbage: str | bytes) -> None:
    r = run("replay", stdin=garbage)
    assert r.returncode == 2
    assert "Traceback" not in r.stdout + r.stderr
    for line in r.stdout.splitlines():
        assert "error" in json.loads(line)


def test_replay_missing_file() -> None:
    r = run("replay", "/nonexistent/deal.json")
    assert r.returncode == 2 and "cannot read" in json.loads(r.stdout)["error"]


def test_replay_events_and_id() -> None:
    r = run("replay", "--events", stdin=deal(id="deal-1"))
    out = json.loads(r.stdout)
    assert out["id"] == "deal-1"
    assert out["events"][0] == {
        "seat": "elder", "category": "point", "points": 5,
        "detail": "point of five (49) in hearts", "trick": None,
        "elder_total": 5, "younger_total": 0}  # fmt: skip


def test_score_command() -> None:
    r = run("score", "RP DP VP 10P 9P AC", "--lang", "fr")
    assert r.returncode == 0
    out = json.loads(r.stdout)
    assert out["sequences"][0]["name"] == "quint to a king" and out["cards"][0] == "Roi de pique"
    bad = run("score", "AS XS")
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"] == "unknown card 'XS'"


def test_usage_errors_exit_2_without_traceback() -> None:
    for args in ([], ["nonsense"], ["score"]):
        r = run(*args)
        assert r.returncode == 2 and "Traceback" not in r.stderr and "usage" in r.stderr


def test_replay_variant_switches_as_an_object() -> None:
    """PAGAT's chronological pique order, asked for in the deal itself."""
    r = run("replay", stdin=deal(variant={"name": "rubicon", "pique_order": "chronological"}))
    assert r.returncode == 0 and json.loads(r.stdout)["elder"]["total"] == 28
    bad = run("replay", stdin=deal(variant={"name": "rubicon", "pique_order": "x"}))
    assert bad.returncode == 2
    assert "bad value 'x' for pique_order" in json.loads(bad.stdout)["error"]
