"""The trainer page's own words (buttons, panels, status lines), in the page's language.

The page script has no text of its own: the generator renders these strings into each
trainer page as JSON, from the same ``trainer`` catalog as the drills' feedback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from piquet_core.trainer.i18n import Lang, translator

_Word = TypeVar("_Word")


def drill_titles(lang: Lang) -> dict[str, str]:
    """Each drill's short title, in the order of the drills' registry
    (:data:`piquet_core.trainer.DRILLS`, which the tests hold it to)."""
    tr = translator(lang)
    return {
        "point": tr.gettext("Point"),
        "sequences": tr.gettext("Sequences"),
        "sets": tr.gettext("Sets"),
        "dialogue": tr.gettext("The dialogue"),
        "exchange": tr.gettext("The exchange"),
        "bezique": tr.gettext("Bezique melds"),
        "laws": tr.gettext("Umpire"),
        "puzzles": tr.gettext("Play puzzles"),
    }


ROUND_HANDS = 10
"""The hands of a timed round (``ROUND_HANDS`` in docs/assets/trainer/fluency.js)."""
ROUND_MINUTES = 2
"""The minutes of a round against the clock (``ROUND_SECONDS`` / 60 in fluency.js)."""


def fluency_strings(lang: Lang) -> dict[str, str]:
    """The words of the answer times, the timed rounds, the practice of weak spots and the
    progress page."""
    tr = translator(lang)
    return {
        # TRANSLATORS: a time in seconds, {n} already written in your language ("4.2", "4,2")
        "seconds": tr.gettext("{n} s"),
        "time_taken": tr.gettext("Your time: {time}"),
        "time_median": tr.gettext("your median: {time}"),
        "round_title": tr.gettext("Timed rounds"),
        "round_hands": tr.ngettext("Round of {n} hand", "Round of {n} hands", ROUND_HANDS).format(
            n=ROUND_HANDS
        ),
        "round_clock": tr.ngettext(
            "{n} minute against the clock", "{n} minutes against the clock", ROUND_MINUTES
        ).format(n=ROUND_MINUTES),
        "round_daily": tr.gettext("Daily round"),
        # the learner's rating at the play puzzles (Glicko-2, as lichess's puzzle rating)
        "rating_title": tr.gettext("Puzzle rating"),
        # TRANSLATORS: {rating} the learner's puzzle rating, {rd} its deviation ("1,523 (± 120)")
        "rating_value": tr.gettext("{rating} (± {rd})"),
        "chart_rating_caption": tr.gettext("Puzzle rating by day"),
        "col_rating": tr.gettext("Rating"),
        # a round that ends at the first wrong answer (lichess's "puzzle streak")
        "round_streak": tr.gettext("Streak: until the first mistake"),
        "round_status_streak": tr.gettext("Streak: {right} in a row · {time}"),
        "round_done_streak": tr.gettext("Streak over in {time}: {right} in a row."),
        "round_best_streak": tr.gettext("Your best streak: {right} in a row."),
        "round_status": tr.gettext("Hand {n} of {of} · {time}"),
        "round_status_clock": tr.gettext("{right} right of {total} · {time} left"),
        "round_done": tr.gettext("Round over: {right} of {total} right in {time}."),
        "round_new_best": tr.gettext("A new personal best!"),
        "round_best": tr.gettext("Your best: {right} of {total} in {time}."),
        "round_share_label": tr.gettext("Your result, to share:"),
        # TRANSLATORS: the result line a learner shares; {marks} is a row of ✓ and ✗
        "round_share": tr.gettext(
            "Piquet trainer — {drill}, {round}, {day}: {right}/{total} in {time} {marks}"
        ),
        "practice_title": tr.gettext("Practice aimed at your weak spots"),
        "practice_aim": tr.gettext("Deal more of the kinds of hand I am slow or wrong on"),
        "practice_caption": tr.gettext(
            "Kinds of hand: tick some to practise only those (if none is ticked, all)"
        ),
        "practice_next": tr.gettext("Next hand — {name}"),
        "class_col": tr.gettext("Kind of hand"),
        "median_col": tr.gettext("Median time"),
        "practise_col": tr.gettext("Practise"),
        "mastery_col": tr.gettext("Mastery"),
        "mastery_new": tr.gettext("not tried yet"),
        "mastery_weak": tr.gettext("weak"),
        "mastery_learning": tr.gettext("learning"),
        "mastery_known": tr.gettext("known"),
        "chart_accuracy": tr.gettext("Accuracy per day"),
        "chart_accuracy_caption": tr.gettext("Accuracy per day — {drill}"),
        "chart_time": tr.gettext("Median answer time per day"),
        "chart_time_caption": tr.gettext("Median answer time per day — {drill}"),
        "grid_title": tr.gettext("Kinds of hand, by mastery"),
        "grid_caption": tr.gettext("Kinds of hand, by mastery — {drill}"),
        "col_day": tr.gettext("Day"),
        "col_answers": tr.gettext("Answers"),
        "col_drill": tr.gettext("Drill"),
        "col_round": tr.gettext("Round"),
        "col_time": tr.gettext("Time"),
        "bests_title": tr.gettext("Personal bests of the timed rounds"),
        "progress_empty": tr.gettext(
            "No answers in this browser yet: play a few hands or a timed round, then come back."
        ),
        # a drill whose kinds are not kinds of hand ("drill:key" over "key", fluency.js
        # drillStrings): the puzzles' kinds are their themes
        "puzzles:practice_aim": tr.gettext("Give me more of the themes I am slow or wrong on"),
        "puzzles:practice_caption": tr.gettext(
            "Themes: tick some to practise only those (if none is ticked, all)"
        ),
        "puzzles:class_col": tr.gettext("Theme"),
        "puzzles:practice_next": tr.gettext("Next puzzle — {name}"),
        # a round of the puzzles counts puzzles: «Раунд из 10 задач», «Задача 3 из 10 · 0:45»
        "puzzles:round_hands": tr.ngettext(
            "Round of {n} puzzle", "Round of {n} puzzles", ROUND_HANDS
        ).format(n=ROUND_HANDS),
        "puzzles:round_status": tr.gettext("Puzzle {n} of {of} · {time}"),
        "puzzles:grid_title": tr.gettext("Themes, by mastery"),
        "puzzles:grid_caption": tr.gettext("Themes, by mastery — {drill}"),
    }


def drill_strings(strings: Mapping[str, _Word], drill: str) -> dict[str, _Word]:
    """A page's strings for one drill: its own (``"puzzles:next"``) over the common ones
    (``"next"``), where the drill's words differ (the puzzles deal puzzles, their kinds are
    themes). The page script does the same for a drill chosen at run time
    (``docs/assets/trainer/fluency.js``, ``drillStrings``)."""
    own = {k[len(drill) + 1 :]: v for k, v in strings.items() if k.startswith(drill + ":")}
    return {**strings, **own}


def class_titles(lang: Lang) -> dict[str, dict[str, str]]:
    """Each classed drill's classes of hand (:mod:`piquet_core.trainer.classes`), named for
    the learner who chooses what to practise."""
    tr = translator(lang)
    plain = tr.gettext("Other hands")
    return {
        "point": {
            "pips_decide": tr.gettext("Two suits as long: the pips decide"),
            "long_point": tr.gettext("A long point (six cards or more)"),
            "plain": plain,
        },
        "sequences": {
            "gap": tr.gettext("A sequence broken by a gap"),
            "several": tr.gettext("Several sequences to add up"),
            "long": tr.gettext("A quint or longer (ten more)"),
            "none": tr.gettext("No sequence at all"),
            "plain": plain,
        },
        "sets": {
            "quatorze_trio": tr.gettext("A quatorze beside a higher trio"),
            "low_trio": tr.gettext("Three nines, eights or sevens (they do not count)"),
            "several": tr.gettext("Several sets to add up"),
            "none": tr.gettext("No set at all"),
            "plain": plain,
        },
        "dialogue": {
            "making": tr.gettext("Points as long: “Making?”"),
            "point_equal": tr.gettext("Points equal in pips too"),
            "how_high": tr.gettext("Sequences as long: “How high?”"),
            "carte_blanche": tr.gettext("Carte blanche"),
            "pique": tr.gettext("A pique or a repique"),
            "elder_chair": tr.gettext("You call as elder"),
            "plain": plain,
        },
        # the themes of the play puzzles: what the wrong card gives away besides tricks
        "puzzles": {
            "capot": tr.gettext("The capot at stake"),
            "cards": tr.gettext("The cards at stake (ten for most tricks)"),
            "last_trick": tr.gettext("The last trick at stake"),
            "discard": tr.gettext("Discards the rules of thumb get wrong"),
            "plain": tr.gettext("Only tricks at stake"),
        },
    }


def progress_class_titles(lang: Lang, drills: list[str]) -> dict[str, dict[str, str]]:
    """The classes of hand the progress page shows for each of ``drills``: a classed drill's
    own (:func:`class_titles`), and for a drill whose hands are not classed its one class,
    every hand (``plain``), so that its mastery shows like the others'."""
    from piquet_core.trainer.classes import PLAIN

    tr = translator(lang)
    own = class_titles(lang)
    # TRANSLATORS: the one kind of hand of a drill whose hands are not told apart (the
    # exchange, the umpire, Bezique), on the progress page beside its mastery
    every = {PLAIN: tr.gettext("Every hand")}
    return {drill: own.get(drill, every) for drill in drills}


def ui_strings(lang: Lang) -> dict[str, str]:
    """Every string the page script shows, keyed by a stable name."""
    tr = translator(lang)
    return {
        # the submit button of an exercise (Exercise.submit) and a dialogue step's
        "check": tr.gettext("Check"),
        "discard_draw": tr.gettext("Discard and draw"),
        "discard": tr.gettext("Discard"),
        # TRANSLATORS: the button by which the learner says his number at the table
        "say_it": tr.gettext("Say it"),
        "all_right": tr.gettext("All right!"),
        "not_quite": tr.gettext("Not quite. Item by item:"),
        "mark_right": tr.gettext("right"),
        "mark_missed": tr.gettext("missed"),
        "mark_wrong": tr.gettext("wrong"),
        "mark_info": tr.gettext("note"),
        "answer_all": tr.gettext("Answer every question first."),
        # a sixth card clicked in the exchange: the click is refused, and said so
        "five_at_most": tr.gettext(
            "Five cards at most: elder may not discard more than five (Law 21). "
            "Unmark one to choose another."
        ),
        # the same for younger, who may take only what the talon holds for him
        "at_most": tr.gettext(
            "{n} cards at most: younger may not discard more than the talon holds for him "
            "(Laws 22, 34). Unmark one to choose another."
        ),
        "checking": tr.gettext("The engine is checking your discard…"),
        "engine_needed": tr.gettext(
            "Without the rules engine your discard cannot be checked; here is the expert's."
        ),
        "why": tr.gettext("How it counts"),
        "why_fold": tr.gettext("Why?"),
        "rule": tr.gettext("The rule"),
        "next": tr.gettext("Next hand"),
        "dealing": tr.gettext("Dealing…"),
        "engine_loading": tr.gettext("Loading the rules engine for new deals…"),
        "engine_ready": tr.gettext("New hands ready."),
        "engine_failed": tr.gettext(
            "The rules engine could not be loaded, so there are no new deals; "
            "this exercise still works."
        ),
        # TRANSLATORS: {seed} is the deal's name in a shared link (?seed=k3j9x2), shown while
        # the rules engine deals it
        "dealing_seed": tr.gettext("Dealing hand {seed}…"),
        # a link's ?seed= that is no deal number, named at once (no wait for the engine)
        "bad_link_seed": tr.gettext(
            "“{seed}” is not a deal number: a deal number is 1 to 32 lower-case letters, "
            "digits or hyphens."
        ),
        # after the line that says why a link's hand cannot be dealt
        "other_hand": tr.gettext("Here is another hand instead."),
        # an iframe sandboxed without allow-same-origin (WordPress's embeds): no worker there,
        # so no engine; the exercise of the embed code shows all the same. Each is
        # followed by the exercise's address on the site.
        "sandbox_more": tr.gettext("New hands are dealt on the site:"),
        "sandbox_needs_site": tr.gettext(
            "Hand {seed} is dealt by the rules engine, which cannot run in this embedded "
            "frame. Open it on the site:"
        ),
        "share": tr.gettext("Share / Embed"),
        "link": tr.gettext("Link to this deal"),
        "embed": tr.gettext("Embed code (iframe)"),
        "embed_script": tr.gettext("Embed code (script and custom element)"),
        "copy": tr.gettext("Copy"),
        "copied": tr.gettext("Copied."),
        "embed_title": tr.gettext("Piquet exercise"),
        "four_colour": tr.gettext("Four-colour deck"),
        "progress": tr.gettext("Your progress"),
        "streak": tr.gettext("Streak"),
        "best_streak": tr.gettext("Best streak"),
        "accuracy": tr.gettext("Accuracy"),
        "accuracy_value": tr.gettext("{right} of {total} ({percent})"),
        "no_attempts": tr.gettext("not tried yet"),
        "daily": tr.gettext("Daily hand"),
        "daily_done": tr.gettext("Today's hand: done."),
        # the puzzles drill deals puzzles, not hands ("drill:key" over "key", drill_strings)
        "puzzles:next": tr.gettext("Next puzzle"),
        "puzzles:daily": tr.gettext("Puzzle of the day"),
        "puzzles:daily_done": tr.gettext("Today's puzzle: done."),
        "puzzles:link": tr.gettext("Link to this puzzle"),
        "puzzles:other_hand": tr.gettext("Here is another puzzle instead."),
        "puzzles:dealing": tr.gettext("Setting a puzzle…"),
        "puzzles:dealing_seed": tr.gettext("Setting puzzle {seed}…"),
        "puzzles:engine_loading": tr.gettext("Loading the rules engine for new puzzles…"),
        "puzzles:engine_ready": tr.gettext("New puzzles ready."),
        "puzzles:sandbox_more": tr.gettext("New puzzles are set on the site:"),
        "puzzles:sandbox_needs_site": tr.gettext(
            "Puzzle {seed} is set by the rules engine, which cannot run in this embedded "
            "frame. Open it on the site:"
        ),
        "export": tr.gettext("Export code"),
        "import": tr.gettext("Import"),
        "import_label": tr.gettext("Paste a progress code"),
        "import_done": tr.gettext("Progress imported."),
        "import_bad": tr.gettext("This is not a progress code; your progress is unchanged."),
        "storage_off": tr.gettext("This browser keeps no progress here (storage is off)."),
        "hand_label": tr.gettext("Type or paste a hand (12 cards, any notation)"),
        "hand_button": tr.gettext("Use this hand"),
        # TRANSLATORS: an example hand in card books' notation, with your language's letters
        "hand_example": tr.gettext("e.g. ♠AKQJT9 ♥87 ♦AK ♣QJ"),
    }
