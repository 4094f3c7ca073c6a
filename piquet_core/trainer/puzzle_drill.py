"""The play puzzles drill: find the one best card of an ending, both hands open.

Each seed plays deals with the computer players (:mod:`piquet_core.bots`, seeded) until one
of them holds a play puzzle (:func:`piquet_core.puzzles.find_puzzles`: exactly one card best by
the exact solver, the next best giving away a trick, the last trick, the cards or the capot),
and asks for its first card: the learner is the player to move. Where the line goes on, the
explanation tells it (the adversary's replies, the solver's best, and the learner's next
best cards). Each other card the learner might play is priced in the explanation: what it
costs against the best, in points, and what it gives away. Nothing here is stored: the same seed
deals the same deals and finds the same puzzle, in the browser as at build time.

A seed in :data:`DISCARD_SHARE` of them is a discard puzzle instead (:class:`~piquet_core.
puzzles.DiscardPuzzle`), drawn by the seed from the engine's bank of them
(:data:`DISCARD_BANK`, built by ``python -m generators.puzzles --kind discard``): the learner
discards from his dealt hand, elder's or younger's, and the engine judges it by the exchange
advisor, as the exchange drill does (:func:`check_discard`), and names what the rules of
thumb would have discarded and what that loses.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Final

from piquet_core.bots.advisor import Advice, advise, reasons_for
from piquet_core.bots.heuristics import best_point_suit
from piquet_core.bots.reasons import reason_text
from piquet_core.cards import Card, Hand, Seat
from piquet_core.errors import PiquetError
from piquet_core.puzzles import (
    DISCARD_SAMPLES,
    DiscardPuzzle,
    Puzzle,
    Refutation,
    deal_puzzles,
    puzzle_at,
)
from piquet_core.trainer import words
from piquet_core.trainer.counting import hand_label
from piquet_core.trainer.exchange import (
    discard_verdict,
    expert_discard_lines,
    sampled_line,
    summary,
)
from piquet_core.trainer.exercise import (
    GIVEN,
    Exercise,
    Feedback,
    Option,
    Question,
    Rule,
    ShownHand,
    Status,
)
from piquet_core.trainer.i18n import Lang, Translator, translator
from piquet_core.trainer.seeds import check_seed, new_seed, seed_position

TRIES: Final = 200
"""Deals dealt for a seed before giving up (one in two holds a puzzle: never reached)."""

DISCARD_SHARE: Final = 0.25
"""The share of seeds that are discard puzzles (the rest are play puzzles)."""

DISCARD_BANK: Final = Path(__file__).resolve().parents[1] / "data" / "discard_puzzles.jsonl"
"""The engine's bank of discard puzzles, one a line (``generators/puzzles.py``)."""


@cache
def discard_bank() -> tuple[DiscardPuzzle, ...]:
    """The bank of discard puzzles, each checked as it is read."""
    with DISCARD_BANK.open(encoding="utf-8") as f:
        return tuple(DiscardPuzzle.from_dict(json.loads(line)) for line in f if line.strip())


def is_discard_seed(seed: str) -> bool:
    """Whether ``seed``'s puzzle is a discard puzzle (:data:`DISCARD_SHARE` of the seeds; a
    position's seed, ``p-…``, never is)."""
    return not seed.startswith("p-") and random.Random(f"kind:{seed}").random() < DISCARD_SHARE


@cache
def puzzle_of(seed: str) -> Puzzle | DiscardPuzzle:
    """The puzzle of ``seed``: the first of the seed's deals that holds one (a deal's
    puzzles chosen among by the seed), a club player or a beginner against a club player
    (:func:`~piquet_core.puzzles.deal_puzzles`, the bank's deals too). A seed that is a
    position's seed (``p-…``, :func:`~piquet_core.trainer.seeds.position_seed`) is that position's
    puzzle: a moment of the learner's own deal, from the play page's review; one that is no
    puzzle is a :class:`PiquetError` (``not_a_puzzle``). A discard seed
    (:func:`is_discard_seed`) is a puzzle of the discard bank."""
    if seed.startswith("p-"):
        own = puzzle_at(seed_position(seed), source="a deal of the learner's")
        if own is None:
            raise PiquetError(
                f"seed: the position {seed!r} is not a puzzle",
                code="not_a_puzzle",
                params={"argument": "seed", "seed": seed},
            )
        return own
    if is_discard_seed(seed):
        bank = discard_bank()
        return bank[random.Random(f"discard:{seed}").randrange(len(bank))]
    rng = random.Random(f"puzzle:{seed}")
    for _ in range(TRIES):
        deal_seed = rng.randrange(2**31)
        first = rng.choice(("club", "beginner"))
        found = deal_puzzles(deal_seed, first, f"deal {deal_seed}")
        if found:
            return rng.choice(found)
    raise AssertionError(f"no puzzle in {TRIES} deals of seed {seed!r}")  # pragma: no cover


def _theme_words(tr: Translator, themes: tuple[str, ...]) -> str:
    """A puzzle's themes in words: a play puzzle's (what the other card gives away) or a
    discard puzzle's (where the best discard gains)."""
    names = {
        "capot": tr.gettext("the capot"),
        "the cards": tr.gettext("the cards"),
        "last trick": tr.gettext("the last trick"),
        "tricks": tr.gettext("a trick"),
        "the point": tr.gettext("the point"),
        "sequences": tr.gettext("the sequences"),
        "sets": tr.gettext("the sets"),
        "the play": tr.gettext("the tricks"),
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
    if isinstance(puzzle, DiscardPuzzle):
        return discard_exercise(seed, puzzle, lang)
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


def discard_prompt(tr: Translator, puzzle: DiscardPuzzle) -> str:
    """What the learner is asked: his seat, how many cards he may discard, and that the rules
    of thumb miss the best discard here (what makes the hand a puzzle)."""
    if puzzle.seat is Seat.ELDER:
        return tr.gettext(
            "You are elder hand. Find the discard that scores the most on average: one to "
            "five cards, and you take as many from the top of the talon. The rules of thumb "
            "miss it here."
        )
    return tr.gettext(
        "You are younger hand, after elder's exchange. Find the discard that scores the most "
        "on average: at least one card and at most {most}, and you take as many from the "
        "talon. The rules of thumb miss it here."
    ).format(most=max(puzzle.counts))


def discard_exercise(seed: str, puzzle: DiscardPuzzle, lang: Lang) -> Exercise:
    """A discard puzzle: the dealt hand as a listbox of cards to discard; the engine checks
    the discard (:func:`check_discard`; Cavendish, Laws 21-23, 34; "Discarding")."""
    tr = translator(lang)
    label = hand_label(tr, puzzle.seat.value)
    return Exercise(
        drill="puzzles",
        seed=seed,
        lang=lang,
        prompt=discard_prompt(tr, puzzle),
        hands=(),
        questions=(Question("discard", "cards", label, (), options=(), right="", wrong=""),),
        explanation=(),
        rules=(
            Rule(
                tr.gettext(
                    "Elder discards one to five cards and takes as many from the top of the "
                    "talon; younger then discards one or more and takes as many of the cards "
                    "left. Keep your point suit and the cards that may make a sequence or a "
                    "quatorze; guard your kings and queens."
                ),
                words.cavendish(tr, (21, 22, 23, 34), "discarding"),
            ),
        ),
        submit="discard",
        listbox=ShownHand(label, puzzle.hand),
        engine_check=True,
        rating=puzzle.rating,
        # younger may take no more than the talon holds for him; the page stops the click
        most=None if max(puzzle.counts) == 5 else max(puzzle.counts),
    )


@cache
def discard_advice(puzzle: DiscardPuzzle) -> Advice:
    """The advisor's ranking of every discard of the puzzle's hand (as the bank's, with the
    best discard's reasons)."""
    return advise(puzzle.hand, puzzle.seat, puzzle.variant, samples=DISCARD_SAMPLES, seed=0,
                  elder_took=puzzle.elder_took, reasons=1)  # fmt: skip


def prepare_discard(seed: str) -> None:
    """Work out the advice of ``seed``'s discard puzzle ahead, while the learner thinks (a
    play puzzle's seed: nothing to do; its answer is in its key)."""
    puzzle = puzzle_of(check_seed(seed))
    if isinstance(puzzle, DiscardPuzzle):
        discard_advice(puzzle)


def discard_lines(tr: Translator, puzzle: DiscardPuzzle, lang: Lang) -> tuple[str, ...]:
    """The working: the advisor's discard and its reasons, the natural discard and what it
    loses, and how the values were found."""
    advice = discard_advice(puzzle)
    natural = tr.gettext(
        "The rules of thumb would discard {discard}: {points} points less on average, "
        "lost on {what}."
    ).format(
        discard=puzzle.natural.format(lang),
        points=words.number(tr, puzzle.loses, 1),
        what=_theme_words(tr, puzzle.themes),
    )
    return (*expert_discard_lines(tr, advice, lang), natural, sampled_line(tr, advice))


def discard_of(seed: str) -> DiscardPuzzle:
    """The discard puzzle of ``seed``; a play puzzle's seed is a :class:`PiquetError`
    (``not_a_discard``)."""
    puzzle = puzzle_of(check_seed(seed))
    if not isinstance(puzzle, DiscardPuzzle):
        raise PiquetError(f"seed: {seed!r} is a play puzzle, not a discard", code="not_a_discard",
                          params={"argument": "seed", "seed": seed})  # fmt: skip
    return puzzle


def discard_working(seed: str, lang: Lang) -> tuple[str, ...]:
    """The working of the discard puzzle of ``seed`` (:func:`discard_lines`), for a page or a
    frame that shows it without the engine."""
    return discard_lines(translator(lang), discard_of(seed), lang)


def check_discard(seed: str, lang: Lang, codes: list[str]) -> tuple[Feedback, tuple[str, ...]]:
    """Judge the learner's discard ``codes`` (English card codes) of the discard puzzle of
    ``seed``: the itemised feedback and the working (:func:`discard_lines`)."""
    tr = translator(lang)
    puzzle = discard_of(seed)
    working = discard_lines(tr, puzzle, lang)
    try:
        discard = Hand(Card.parse(c, "en") for c in codes)
    except PiquetError:
        discard = Hand()
    if len(discard) not in puzzle.counts or not discard.issubset(puzzle.hand):
        # elder's five is Law 21; younger's one or more, of the cards the talon holds for
        # him, Laws 22 and 34 (as the page's refused click says)
        if puzzle.seat is Seat.ELDER:
            wrong = tr.gettext("Elder must discard at least one card and at most five (Law 21).")
        else:
            wrong = tr.gettext(
                "Discard at least one card and at most {most} (Laws 22, 34)."
            ).format(most=max(puzzle.counts))
        return Feedback(False, (("wrong", wrong),)), working
    advice = discard_advice(puzzle)
    good, said = discard_verdict(tr, advice, discard)
    items: list[tuple[Status, str]] = [
        ("info", tr.gettext("You discarded {discard}.").format(discard=discard.format(lang))),
        ("info", tr.gettext("You keep — {summary}.").format(
            summary=summary(tr, puzzle.hand - discard))),
        ("right" if good else "wrong", said),
    ]  # fmt: skip
    if discard == puzzle.natural:
        items.append(("info", tr.gettext("This is the discard the rules of thumb make.")))
    mine = advice.find(discard)
    hand = puzzle.hand
    for reason in reasons_for(mine, hand, best_point_suit(hand.mask), advice.samples):
        items.append(("info", reason_text(reason, lang, tr.gettext)))
    return Feedback(good, tuple(items)), working


def discard_key(seed: str, lang: Lang) -> tuple[str, tuple[str, ...]]:
    """A printed sheet's key to the discard puzzle of ``seed``: the best discard, and the
    working (the expert's discard and what the natural one loses)."""
    puzzle = discard_of(seed)
    lines = discard_lines(translator(lang), puzzle, lang)
    return puzzle.best.format(lang), (lines[0], lines[-2])


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


__all__ = [
    "DISCARD_SHARE",
    "check_discard",
    "discard_bank",
    "discard_exercise",
    "discard_key",
    "discard_of",
    "discard_working",
    "is_discard_seed",
    "prepare_discard",
    "puzzle_exercise",
    "puzzle_of",
    "seed_near_rating",
]
