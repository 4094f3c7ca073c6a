"""The trainer's public API reads its names as the core reads seats and languages: in any
case, spaces around them ignored; anything else is refused with a code that names it."""

from __future__ import annotations

import json

import pytest

from piquet_core.errors import PiquetError
from piquet_core.trainer import DRILLS, as_drill, check, exercise


def test_drill_names_in_any_case() -> None:
    assert as_drill(" Point ") == "point"
    assert exercise("SETS", "abc234", "FR") == exercise("sets", "abc234", "fr")
    for name in DRILLS:
        assert as_drill(name.upper()) == name


@pytest.mark.parametrize("bad", ["bogus", "", None, 3, ["point"]])
def test_an_unknown_drill_is_refused_with_its_name(bad: object) -> None:
    with pytest.raises(PiquetError) as err:
        as_drill(bad)
    assert err.value.code == "bad_drill" and "drill" in str(err.value)


@pytest.mark.parametrize("drill", sorted(DRILLS))
def test_an_answer_to_a_question_not_asked_is_refused(drill: str) -> None:
    """check() refuses an answer keyed by an id the exercise does not have (another drill's,
    a typo), naming it, instead of grading as if nothing had been given."""
    ex = exercise(drill, "abc234", "en")
    known: dict[str, list[str]] = {q.id: [] for q in ex.questions}
    check(ex, known)  # every id of the exercise is accepted
    with pytest.raises(PiquetError) as err:
        check(ex, {**known, "no-such-question": ["5"]})
    assert err.value.code == "unknown_question" and "'no-such-question'" in str(err.value)


def test_every_drill_has_a_title_and_the_progress_page_lists_them_all() -> None:
    """The progress page's drills are the registry's, in its order (it once listed four of
    seven, typed by hand in its script), each titled and with at least one kind of hand."""
    from generators.trainer import render_progress_page
    from piquet_core.trainer.classes import CLASSES, PLAIN
    from piquet_core.trainer.ui import drill_titles, progress_class_titles

    for lang in ("en", "fr", "ru"):
        assert list(drill_titles(lang)) == list(DRILLS)
        html = render_progress_page(lang)
        strings = json.loads(html.split('class="pq-strings">', 1)[1].split("</script>", 1)[0])
        assert strings["drills"] == list(DRILLS)
        assert set(strings["drill_titles"]) == set(DRILLS)
        assert set(strings["class_titles"]) == set(DRILLS)
        for drill, classes in progress_class_titles(lang, list(DRILLS)).items():
            # a classed drill's own kinds; an unclassed one's single kind, every hand
            assert list(classes) == (list(CLASSES[drill]) if drill in CLASSES else [PLAIN])
            assert all(classes.values())
    every = progress_class_titles("fr", ["laws"])["laws"][PLAIN]
    assert every != progress_class_titles("en", ["laws"])["laws"][PLAIN]


def test_the_drills_mapping_reads_names_as_as_drill_does() -> None:
    """DRILLS is a mapping whose keys are read in any case; an unknown name is a DrillError,
    a PiquetError naming the drill and a KeyError, so ``in`` and ``get`` work as usual."""
    from piquet_core.trainer import DrillError

    assert DRILLS[" Point "] is DRILLS["point"]
    assert "LAWS" in DRILLS and "whist" not in DRILLS and 3 not in DRILLS
    assert DRILLS.get("whist") is None
    for bad in ("whist", None, 3):
        with pytest.raises(DrillError) as err:
            DRILLS[bad]  # type: ignore[index]
        assert isinstance(err.value, PiquetError) and isinstance(err.value, KeyError)
        assert err.value.code == "bad_drill" and str(err.value).startswith("drill: ")


@pytest.mark.parametrize(
    "request_",
    [
        {"op": "exercise", "drill": "Point", "seed": "abc234", "lang": "FR"},
        {"op": "worksheet", "drill": " Laws", "seed": "abc234", "n": 2, "lang": "Ru"},
        {"op": "check", "drill": "EXCHANGE", "seed": "abc234", "answers": {"discard": []}},
    ],
)
def test_the_json_api_reads_names_in_any_case(request_: dict[str, object]) -> None:
    from piquet_core.trainer.api import handle

    out = json.loads(handle(json.dumps(request_)))
    assert out["ok"], out
    lower = {k: v.strip().lower() if k in ("drill", "lang") else v for k, v in request_.items()}
    assert out == json.loads(handle(json.dumps(lower)))


@pytest.mark.parametrize(("field", "code"), [("drill", "bad_drill"), ("lang", "bad_lang")])
def test_the_json_api_refuses_an_unknown_name(field: str, code: str) -> None:
    from piquet_core.trainer.api import handle

    req = {"op": "exercise", "drill": "point", "seed": "abc234", "lang": "en", field: "xx"}
    out = json.loads(handle(json.dumps(req)))
    assert not out["ok"] and out["code"] == code
