"""The trainer's fluency logic, run with node: the schedule of the classes of hand,
the progress record and its codes (docs/assets/trainer/fluency.js and store.js).

The scheduler must bring a missed class back sooner than a known one; a progress code of the
first version (``PQ1.``) must still import, its counts kept; bad data must never cost the
learner what he had.
"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
FLUENCY = ROOT / "docs" / "assets" / "trainer" / "fluency.js"
STORE = ROOT / "docs" / "assets" / "trainer" / "store.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def run(body: str) -> Any:
    """Run ``body`` (a module body that sets ``out``) with fluency.js and store.js imported."""
    script = (
        f"import * as F from {json.dumps(FLUENCY.as_uri())};\n"
        f"import * as S from {json.dumps(STORE.as_uri())};\n"
        f"let out;\n{body}\nprocess.stdout.write(JSON.stringify(out));\n"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def v1_code(progress: dict[str, Any]) -> str:
    """A progress code as store.js's first version wrote it (a ``PQ1.`` code)."""
    body = base64.urlsafe_b64encode(json.dumps(progress).encode()).decode().rstrip("=")
    h = 0x811C9DC5
    for ch in body:
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        h, r = divmod(h, 36)
        text = digits[r] + text
        if not h:
            break
    return f"PQ1.{body}.{text}"


def test_a_missed_class_comes_back_sooner_than_a_known_one() -> None:
    out = run(
        """
        const p = S.emptyProgress();
        const day = "2026-12-01";
        // "several" answered right and fast five times; "none" missed once
        for (let i = 0; i < 5; i++)
          F.recordAnswer(p, { drill: "sets", classes: ["several"], correct: true, ms: 3000, day });
        F.recordAnswer(p, { drill: "sets", classes: ["none"], correct: false, ms: 3000, day });
        const dueMissed = F.dueIn(p, "sets", "none"), dueKnown = F.dueIn(p, "sets", "several");
        const picks = [];
        F.recordAnswer(p, { drill: "sets", classes: ["plain"], correct: true, ms: 3000, day });
        for (const r of [0.01, 0.5, 0.99])  // whatever the draw, a due class comes first
          picks.push(F.nextClass(p, "sets", ["several", "none", "plain"], () => r));
        // the miss answered right: it waits longer each time (growing intervals)
        const waits = [];
        for (let i = 0; i < 4; i++) {
          F.recordAnswer(p, { drill: "sets", classes: ["none"], correct: true, ms: 3000, day });
          waits.push(F.dueIn(p, "sets", "none"));
        }
        out = { dueMissed, dueKnown, picks, waits,
                mastery: [F.classStats(p, "sets", "several").mastery,
                          F.classStats(p, "sets", "none").mastery] };
        """
    )
    assert out["dueMissed"] < out["dueKnown"]
    assert out["picks"] == ["none", "none", "none"]
    assert out["waits"] == sorted(out["waits"]) and out["waits"][0] < out["waits"][-1]
    assert out["mastery"][0] == "known"


def test_a_slow_right_answer_keeps_its_box_and_a_fast_one_moves_up() -> None:
    out = run(
        """
        const p = S.emptyProgress();
        const day = "2026-12-01";
        for (let i = 0; i < 5; i++)
          F.recordAnswer(p, { drill: "point", classes: ["plain"], correct: true, ms: 2000, day });
        const slow = F.recordAnswer(p, { drill: "point", classes: ["long_point"], correct: true,
                                         ms: 9000, day });
        const boxSlow = p.cls["point:long_point"].box;
        F.recordAnswer(p, { drill: "point", classes: ["pips_decide"], correct: true, ms: 1500,
                            day });
        out = { slow: slow.slow, boxSlow, boxFast: p.cls["point:pips_decide"].box,
                median: F.median(p.times.point) };
        """
    )
    assert out == {"slow": True, "boxSlow": 0, "boxFast": 1, "median": 2000}


def test_an_old_progress_code_imports_and_keeps_the_history_of_this_browser() -> None:
    old = {
        "v": 1,
        "streak": 3,
        "best": 7,
        "drills": {"point": {"right": 8, "total": 10}},
        "daily": {"2026-01-02:point": True},
    }
    code = v1_code(old)
    out = run(
        f"""
        const code = {json.dumps(code)};
        const imported = S.importCode(code);
        const here = S.emptyProgress();
        F.recordAnswer(here, {{ drill: "sets", classes: ["none"], correct: false, ms: 4000,
                                day: "2026-11-30" }});
        const merged = S.mergeImported(here, imported, code);
        const again = S.importCode(S.exportCode(merged));
        out = {{ imported, merged, again, prefix: S.exportCode(merged).slice(0, 4),
                 bad: [S.importCode(code.slice(0, -1)), S.importCode("PQ9.e30.x"),
                       S.importCode("nonsense")] }};
        """
    )
    imp = out["imported"]
    assert imp["v"] == 2 and imp["streak"] == 3 and imp["best"] == 7
    assert imp["drills"] == old["drills"] and imp["daily"] == old["daily"]
    assert out["merged"]["cls"]["sets:none"]["n"] == 1  # the browser's history is kept
    assert out["merged"]["drills"] == old["drills"]
    assert out["again"] == out["merged"]  # a version 2 code carries everything
    assert out["prefix"] == "PQ2."
    assert out["bad"] == [None, None, None]


def test_bad_entries_are_dropped_alone_and_a_bad_core_is_refused() -> None:
    out = run(
        """
        const good = S.emptyProgress();
        F.recordAnswer(good, { drill: "point", classes: ["plain"], correct: true, ms: 2500,
                               day: "2026-11-29" });
        F.recordAnswer(good, { drill: "point", classes: ["plain"], correct: true, ms: 3500,
                               day: "2026-11-30" });
        const hurt = JSON.parse(JSON.stringify(good));
        hurt.cls["point:oops"] = { r: 5, n: 2, t: [], box: 0, due: 0 };  // more right than tried
        hurt.times.sets = "fast";
        hurt.rounds = "none";
        const kept = S.upgrade(hurt);
        out = { kept, good, series: F.daySeries(good, "point"),
                refused: [S.upgrade({ v: 2, streak: -1, best: 0, drills: {}, daily: {} }),
                          S.upgrade(null), S.upgrade({ v: 7 })] };
        """
    )
    kept, good = out["kept"], out["good"]
    assert kept["cls"] == good["cls"] and kept["times"] == good["times"]
    assert kept["days"] == good["days"] and kept["rounds"] == {}
    # a past day keeps its median only; today its times
    assert out["series"] == [
        {"day": "2026-11-29", "right": 1, "total": 1, "percent": 100, "median": 2500},
        {"day": "2026-11-30", "right": 1, "total": 1, "percent": 100, "median": 3500},
    ]
    assert out["refused"] == [None, None, None]


def test_rounds_keep_the_best_and_the_daily_round_is_the_same_for_everyone() -> None:
    out = run(
        """
        const p = S.emptyProgress();
        const day = "2026-12-01";
        const first = F.recordRound(p, "point", "hands", { right: 7, total: 10, ms: 90000 }, day);
        const worse = F.recordRound(p, "point", "hands", { right: 6, total: 10, ms: 60000 }, day);
        const faster = F.recordRound(p, "point", "hands", { right: 7, total: 10, ms: 80000 }, day);
        F.recordRound(p, "point", "daily", { right: 9, total: 10, ms: 70000 }, day);
        F.recordRound(p, "point", "daily", { right: 10, total: 10, ms: 60000 }, day);
        out = { first, worse, faster, best: p.rounds["point:hands"],
                daily: p.dailyRounds[day + ":point"], seeds: F.dailyRoundSeeds(day, 3),
                clock: F.clockText(102400) };
        """
    )
    assert (out["first"], out["worse"], out["faster"]) == (True, False, True)
    assert out["best"] == {"right": 7, "total": 10, "ms": 80000, "day": "2026-12-01"}
    assert out["daily"] == [9, 10, 70000]  # the first daily round of the day counts
    assert out["seeds"] == ["r2026-12-01-1", "r2026-12-01-2", "r2026-12-01-3"]
    assert out["clock"] == "1:42"


def test_the_daily_round_seeds_are_valid_seeds() -> None:
    from piquet_core.trainer import exercise

    ex = exercise("point", "r2026-12-01-10", "en")
    assert ex.seed == "r2026-12-01-10"


def test_the_fluency_words_are_translated() -> None:
    from piquet_core.trainer.ui import class_titles, fluency_strings

    en, fr, ru = fluency_strings("en"), fluency_strings("fr"), fluency_strings("ru")
    assert en.keys() == fr.keys() == ru.keys()
    assert [k for k in en if en[k] == fr[k] or en[k] == ru[k]] == []
    assert class_titles("en").keys() == class_titles("ru").keys()
    assert all(class_titles("ru")[d][c] != t for d, cs in class_titles("en").items()
               for c, t in cs.items())  # fmt: skip


def test_a_round_of_ten_hands_records_its_real_time() -> None:
    """A round of ten hands answered over 25 s, the status clock at 0:17 on the tenth, once
    said "9 of 10 right in 0:00", the best kept ``ms: 0``. The time of a round runs
    from its first hand shown to its last answer, the same clock as the status line's; a
    clock round's time is its two minutes."""
    out = run(
        """
        const p = S.emptyProgress();
        const day = "2026-12-01";
        const round = { kind: "hands", right: 0, total: 0, limit: null, t0: 1000 };
        const status = F.clockText(F.roundElapsed(round, 18000));
        for (let i = 0; i < 10; i++) { round.total += 1; if (i) round.right += 1; }
        const result = F.roundResult(round, 26000);
        F.recordRound(p, "point", "hands", result, day);
        const clock = F.roundResult({ right: 12, total: 14, limit: 120000, t0: 1000 }, 121400);
        out = { status, result, text: F.clockText(result.ms), best: p.rounds["point:hands"],
                clock, unstarted: F.roundElapsed({ t0: null }, 5000),
                none: F.roundElapsed(null, 5) };
        """
    )
    assert out["status"] == "0:17"
    assert out["result"] == {"right": 9, "total": 10, "ms": 25000}
    assert out["text"] == "0:25"
    assert out["best"]["ms"] == 25000
    assert out["clock"] == {"right": 12, "total": 14, "ms": 120000}
    assert out["unstarted"] == 0 and out["none"] == 0


def test_the_puzzle_rating_is_glicko_2_as_glickman_worked_it() -> None:
    """Glickman's worked example ("Example of the Glicko-2 system", 2012): a player rated
    1500 (RD 200, volatility 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a
    1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999."""
    out = run(
        """
        out = F.glicko2({ r: 1500, rd: 200, vol: 0.06 },
          [{ r: 1400, rd: 30, score: 1 }, { r: 1550, rd: 100, score: 0 },
           { r: 1700, rd: 300, score: 0 }]);
        """
    )
    assert round(out["r"], 2) == 1464.05 or round(out["r"], 2) == 1464.06, out
    assert abs(out["rd"] - 151.52) < 0.01 and abs(out["vol"] - 0.05999) < 0.00001, out


def test_a_puzzle_answered_moves_the_rating_and_the_code_keeps_it() -> None:
    out = run(
        """
        const right = S.emptyProgress(), wrong = S.emptyProgress();
        F.recordPuzzle(right, { rating: 1500, correct: true, day: "2026-12-04" });
        F.recordPuzzle(wrong, { rating: 1500, correct: false, day: "2026-12-04" });
        F.recordPuzzle(wrong, { rating: 900, correct: false, day: "2026-12-05" });
        const back = S.importCode(S.exportCode(wrong));
        const bad = S.importCode(S.exportCode({ ...wrong, puzzleRating: { r: "high" } }));
        const kept = S.mergeImported(wrong, S.emptyProgress(), S.exportCode(S.emptyProgress()));
        const easy = S.emptyProgress();
        F.recordPuzzle(easy, { rating: 900, correct: false, day: "2026-12-04" });
        out = { right: right.puzzleRating, wrong: wrong.puzzleRating, back: back.puzzleRating,
                series: F.ratingSeries(wrong), bad: bad && bad.puzzleRating,
                badDrills: bad && bad.drills,
                kept: kept.puzzleRating, easy: easy.puzzleRating };
        """
    )
    assert out["right"]["r"] > 1500 > out["wrong"]["r"] and out["right"]["n"] == 1
    assert out["right"]["rd"] < 350 and out["wrong"]["n"] == 2
    # a wrong answer to an easy puzzle costs more than one to a puzzle of the learner's rating
    assert out["easy"]["r"] < out["wrong"]["days"]["2026-12-04"]
    assert out["back"] == out["wrong"]
    assert [d["day"] for d in out["series"]] == ["2026-12-04", "2026-12-05"]
    assert out["bad"] is None and out["badDrills"] == {}  # a bad rating goes alone
    assert out["kept"] == out["wrong"]  # a code without a rating keeps this browser's
