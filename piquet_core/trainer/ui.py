"""The trainer page's own words (buttons, panels, status lines), in the page's language.

The page script has no text of its own: the generator renders these strings into each
trainer page as JSON, from the same ``trainer`` catalog as the drills' feedback.
"""

from __future__ import annotations

from piquet_core.trainer.i18n import Lang, translator


def drill_titles(lang: Lang) -> dict[str, str]:
    """Each drill's short title."""
    tr = translator(lang)
    return {
        "point": tr.gettext("Point"),
        "sequences": tr.gettext("Sequences"),
        "sets": tr.gettext("Sets"),
        "dialogue": tr.gettext("The dialogue"),
        "exchange": tr.gettext("The exchange"),
        "bezique": tr.gettext("Bezique melds"),
    }


def ui_strings(lang: Lang) -> dict[str, str]:
    """Every string the page script shows, keyed by a stable name."""
    tr = translator(lang)
    return {
        "all_right": tr.gettext("All right!"),
        "not_quite": tr.gettext("Not quite. Item by item:"),
        "mark_right": tr.gettext("right"),
        "mark_missed": tr.gettext("missed"),
        "mark_wrong": tr.gettext("wrong"),
        "mark_info": tr.gettext("note"),
        "answer_all": tr.gettext("Answer every question first."),
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
        # an iframe sandboxed without allow-same-origin (WordPress's embeds): no worker there
        "engine_sandboxed": tr.gettext(
            "The rules engine cannot run in this embedded frame (the host page sandboxes it), "
            "so there are no new deals here; this exercise still works."
        ),
        "sandbox_sample": tr.gettext(
            "The deal in the link cannot be dealt here without the engine, "
            "so this is another hand of the same drill."
        ),
        "open_on_site": tr.gettext(
            "Open the exercise on the site, where the engine runs "
            "(if the link does not open, copy the address):"
        ),
        "share": tr.gettext("Share / Embed"),
        "link": tr.gettext("Link to this deal"),
        "embed": tr.gettext("Embed code (iframe)"),
        "copy": tr.gettext("Copy"),
        "copied": tr.gettext("Copied."),
        "embed_title": tr.gettext("Piquet exercise"),
        "four_colour": tr.gettext("Four-colour deck"),
        "progress": tr.gettext("Your progress"),
        "streak": tr.gettext("Streak"),
        "best_streak": tr.gettext("Best streak"),
        "accuracy": tr.gettext("Accuracy"),
        "accuracy_value": tr.gettext("{right} of {total} ({percent}%)"),
        "no_attempts": tr.gettext("not tried yet"),
        "daily": tr.gettext("Daily hand"),
        "daily_done": tr.gettext("Today's hand: done."),
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
