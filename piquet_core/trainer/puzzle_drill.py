"""The play puzzles drill: find the one best card of an ending, both hands open.

Each seed plays deals with the computer players (:mod:`piquet_core.bots`, seeded) until one
of them holds a play puzzle (:func:`piquet_core.puzzles.find_puzzles`: exactly one card best by
the exact solver, the next best giving away a trick, the last trick, the cards or the capot),
and asks for its first card: the learner is the player to move. Where the line goes on, the
explanation tells it (the adversary's replies, the solver's best, and the learner's next
best cards). Each other card the learner might play is priced in the explanation: what it
costs against the best, in points, and what it gives away. Nothing here is stored: the same seed
deals the same deals and finds the same puzzle, in the browser as at build time.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Final

from piquet_core.cards import Seat
from piquet_core.errors import PiquetError
from piquet_core.puzzles import Puzzle, Refutation, deal_puzzles, puzzle_at
from piquet_core.trainer import words
from piquet_core.trainer.exercise import GIVEN, Exercise, Option, Question, Rule, ShownHand
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import check_seed, new_seed, seed_position

TRIES: Final = 200
"""Deals dealt for a seed before giving up (one in two holds a puzzle: never reached)."""


@cache
def puzzle_of(seed: str) -> Puzzle:
    """The puzzle of ``seed``: the first of the seed's deals that holds one (a deal's
    puzzles chosen among by the seed), a club player or a beginner against a club player
    (:func:`~piquet_core.puzzles.deal_puzzles`, the bank's deals too). A seed that is a
    position's seed (``p-…``, :func:`~piquet_core.trainer.seeds.position_seed`) is that position's
    puzzle: a moment of the learner's own deal, from the play page's review; one that is no
    puzzle is a :class:`PiquetError` (``not_a_puzzle``)."""
    if seed.startswith("p-"):
        own = puzzle_at(seed_position(seed), source="a deal of the learner's")
        if own is None:
            raise PiquetError(
                f"seed: the position {seed!r} is not a puzzle",
                code="not_a_puzzle",
                params={"argument": "seed", "seed": seed},
            )
        return own
    rng = random.Random(f"puzzle:{seed}")
    for _ in range(TRIES):
        deal_seed = rng.randrange(2**31)
        first = rng.choice(("club", "beginner"))
        found = deal_puzzles(deal_seed, first, f"deal {deal_seed}")
        if found:
            return rng.choice(found)
    raise AssertionError(f"no puzzle in {TRIES} deals of seed {seed!r}")  # pragma: no cover


def _theme_words(tr: Translator, themes: tuple[str, ...]) -> str:
    names = {
        "capot": tr.gettext("the capot"),
        "the cards": tr.gettext("the cards"),
        "last trick": tr.gettext("the last trick"),
        "tricks": tr.gettext("a trick"),
    }
    return words.listing(tr, [names[t] for t in themes])


def _cost(tr: Translator, lang: Lang, r: Refutation) -> str:
    # TRANSLATORS: {card} a card in symbols ("9♣"); {points} "12 points"; {what} what the
    # card gives away ("the cards and a trick")
    return tr.gettext("{card}: {points} less ({what}).").format(
        card=r.card.format(lang), points=words.points(tr, r.loses),
        what=_theme_words(tr, r.themes) if r.themes else tr.gettext("points in play"),
    )  # fmt: skip


def puzzle_exercise(seed: str, lang: Lang) -> Exercise:
    """Find the best card of a play puzzle (Cavendish, Laws 65, 66: what the play scores)."""
    tr = translator(lang)
    puzzle = puzzle_of(seed)
    pos = puzzle.position
    you = puzzle.seat
    mine, theirs = pos.hand(you), pos.hand(you.other)
    won = pos.elder_tricks if you is Seat.ELDER else pos.played - pos.elder_tricks
    lines = [
        tr.gettext("You are elder hand.") if you is Seat.ELDER
        else tr.gettext("You are younger hand."),
        tr.gettext("Trick {n} of 12. Tricks won so far: you {mine}, your adversary {theirs}.")
        .format(n=pos.played + 1, mine=won, theirs=pos.played - won),
    ]  # fmt: skip
    if pos.lead is not None:
        led = tr.gettext("Your adversary has led {card}.")
        lines.append(led.format(card=pos.lead.format(lang)))
    else:  # no card on the table: say so, not leave the learner to infer it
        lines.append(tr.gettext("It is your lead."))
    best, next_best = puzzle.line[0], puzzle.refutations[0]
    why = tr.gettext("the next best costs {points} ({what})").format(
        points=words.points(tr, next_best.loses), what=_theme_words(tr, next_best.themes)
    )
    question = Question(
        "card1",
        "choice",
        tr.gettext("Which card do you play?"),
        (str(best),),
        options=tuple(Option(str(c), c.format(lang)) for c in sorted(pos.legal_cards())),
        right=tr.gettext("Right: {card}; {why}.").format(card=best.format(lang), why=why),
        wrong=tr.gettext("Not {given}: the card is {card}; {why}.").format(
            given=GIVEN, card=best.format(lang), why=why
        ),
    )
    explanation = [_cost(tr, lang, r) for r in puzzle.refutations]
    # a longer line is told, not asked: a printed sheet could not show the adversary's reply
    # without telling the card it answers
    for reply, then in zip(puzzle.line[1::2], puzzle.line[2::2], strict=True):
        explanation.append(
            tr.gettext("Then your adversary plays {reply}, and your one best card is {card}.")
            .format(reply=reply.format(lang), card=then.format(lang))
        )  # fmt: skip
    return Exercise(
        drill="puzzles",
        seed=seed,
        lang=lang,
        prompt=tr.gettext(
            "Both hands are open: find the one card that keeps the most. Your adversary "
            "answers with his best."
        ),
        hands=(
            ShownHand(tr.gettext("Your hand"), mine),
            ShownHand(tr.gettext("Your adversary's hand"), theirs),
        ),
        questions=(question,),
        explanation=tuple(explanation),
        rules=(
            Rule(
                tr.gettext(
                    "What the rest of the play scores: one for each card led and each trick "
                    "won with the card played second, one more for the last trick, ten for "
                    "the cards (more than six tricks), forty for the capot (all twelve)."
                ),
                words.law(tr, 65, 66),
            ),
        ),
        lines=tuple(lines),
        highlight=(puzzle.line[0],),
        rating=puzzle.rating,
    )


NEAR_TRIES: Final = 12
"""Seeds looked at for a puzzle near the learner's rating (about 0.4 s in CPython)."""


def seed_near_rating(start: str, rating: int, tries: int = NEAR_TRIES) -> str:
    """Of ``tries`` seeds drawn from ``start`` (``start`` itself first), the one whose puzzle's
    difficulty is nearest ``rating`` (the first of equals): puzzles are served near the
    learner's rating, as lichess serves them. Same start and rating, same seed."""
    if isinstance(rating, bool) or not isinstance(rating, int) or not 0 < rating < 4000:
        raise PiquetError(f"rating: a whole number from 1 to 3999, not {rating!r}",
                          code="bad_rating", params={"argument": "rating"})  # fmt: skip
    rng = random.Random(f"near:{check_seed(start)}:{rating}")
    best, gap = start, abs(puzzle_of(start).rating - rating)
    for _ in range(tries - 1):
        seed = new_seed(rng)
        if (d := abs(puzzle_of(seed).rating - rating)) < gap:
            best, gap = seed, d
    return best


__all__ = ["puzzle_exercise", "puzzle_of", "seed_near_rating"]
