"""The umpire's rulings in the page's language, keyed by the engine's ruling codes.

The engine names each ruling of an irregular deal or a misdeal with a code, the seat it
concerns and its law (:class:`piquet_core.irregular.Ruling`, all of a deal's from
:meth:`piquet_core.deal.DealState.rulings`). Here each code gets its words once,
through the ``trainer`` catalogs: what happened, what the law rules, and the law cited. The
umpire drill's choices (:mod:`piquet_core.trainer.laws`) are the same rulings as Foster gives
them (seed 004) and are written here too (:func:`drill_label`), so that the drill and the
deal viewer (:mod:`piquet_core.trainer.deal_viewer`) say a rule in the same words.
"""

from __future__ import annotations

import re

from piquet_core.cards import Hand, Seat
from piquet_core.deal import DealState
from piquet_core.irregular import FOSTER, Penalty, Ruling
from piquet_core.trainer.exercise import Option, Question
from piquet_core.trainer.i18n import Translator
from piquet_core.trainer.words import at_start, cards_count, in_sentence, law, sources
from piquet_core.variants import AU_CENT_LAW


def ruling_verdicts(tr: Translator, label: str) -> tuple[str, str]:
    """The verdict on a ruling, right and wrong: "Right: he counts nothing that deal.", "No —
    the right answer: he counts nothing that deal." (the wrong verdict names the ruling as
    the answer: "No: he counts…" read as if the reader had chosen it). A
    ruling that has its own colon ("he plays with the short hand: he counts all he can…")
    is given a sentence of its own, so that the verdict has one colon, not two in a row
    (« Juste. Il joue avec la main courte : il compte… », « Non — voici la bonne réponse. Il
    joue… »)."""
    if ":" in label:
        ruling = at_start(label)
        return (
            tr.gettext("Right. {ruling}").format(ruling=ruling),
            tr.gettext("No — here is the right answer. {ruling}").format(ruling=ruling),
        )
    ruling = in_sentence(label)
    return (
        tr.gettext("Right: {ruling}").format(ruling=ruling),
        tr.gettext("No — the right answer: {ruling}").format(ruling=ruling),
    )


def ruling_question(
    tr: Translator, answer: str, options: tuple[Option, ...]
) -> tuple[Question, Option]:
    """The umpire drill's first question, "What is the ruling?", among ``options``, with the
    ruling ``answer`` in its feedback; and that option."""
    chosen = next(o for o in options if o.value == answer)
    right, wrong = ruling_verdicts(tr, chosen.label)
    question = Question(
        "ruling",
        "choice",
        tr.gettext("What is the ruling?"),
        (answer,),
        options=options,
        right=right,
        wrong=wrong,
    )
    return question, chosen


def drill_label(tr: Translator, name: str) -> str:
    """One of the umpire drill's rulings (:data:`piquet_core.trainer.laws.RULINGS`), as
    Foster gives it (seed 004)."""
    labels = {
        "short_hand": lambda: tr.gettext(
            "He plays with the short hand: he counts all he can, cannot win a capot, and his "
            "adversary wins the tricks he has no card for."
        ),
        "discard_to_twelve": lambda: tr.gettext(
            "Elder plays with eleven cards; younger, led into the error, discards down to twelve."
        ),
        "nothing_adversary_all": lambda: tr.gettext(
            "He scores nothing that deal; his adversary scores all he holds, even if inferior."
        ),
        "counts_nothing": lambda: tr.gettext("He counts nothing that hand."),
        "call_suits": lambda: tr.gettext(
            "His adversary may call a suit from him once for each card he saw."
        ),
        "loses_game": lambda: tr.gettext("He loses the game."),
        "fresh_deal": lambda: tr.gettext(
            "The player to whom the card would belong may demand a fresh deal."
        ),
        "discard_stands": lambda: tr.gettext(
            "The discard cannot be changed once the stock has been touched."
        ),
    }
    return labels[name]()


def law_words(tr: Translator, cited: str) -> str:
    """The engine's citation (``"Cavendish, Law 40"``, ``"Cavendish, Laws 55-56"``, Foster,
    the *Laws of Piquet au Cent*) in the page's language."""
    parts = []
    for part in cited.split("; "):
        if part == FOSTER:
            parts.append(tr.gettext("Foster, Complete Hoyle (1897), “Irregularities”"))
            continue
        if part == AU_CENT_LAW:
            parts.append(tr.gettext("Cavendish, Laws of Piquet au Cent"))
            continue
        found = re.fullmatch(r"Cavendish, Laws? ([\d, -]+?)( \(the au cent laws say nothing.*\))?",
                             part)  # fmt: skip
        if found is None:
            raise ValueError(f"no words for the law {part!r}")
        numbers: list[int] = []
        for item in found.group(1).split(", "):
            low, _, high = item.partition("-")
            numbers += range(int(low), int(high or low) + 1)
        text = law(tr, *numbers)
        if found.group(2):
            text += " " + tr.gettext("(the au cent laws say nothing of younger here)")
        parts.append(text)
    return sources(tr, *parts)


def _who(tr: Translator, seat: Seat) -> str:
    return tr.gettext("Elder") if seat is Seat.ELDER else tr.gettext("Younger")


def _held(state: DealState, seat: Seat) -> int:
    after = state.hands_after[seat]
    return len(after if after is not None else Hand())


def _event(tr: Translator, r: Ruling, state: DealState) -> str:
    """What happened, that the ruling answers."""
    who = _who(tr, r.seat)
    code = r.code
    if code == "misdealt":
        assert state.misdeal is not None
        shape = state.misdeal.shape
        return tr.gettext(
            "A card was dealt wrongly: elder holds {elder}, younger {younger}, the stock "
            "{stock}."
        ).format(elder=cards_count(tr, shape.elder), younger=cards_count(tr, shape.younger),
                 stock=cards_count(tr, shape.stock))  # fmt: skip
    if code == "fresh_deal":
        assert state.misdeal is not None
        if not state.misdeal.is_void_by_law:  # his option (Law 11; CAV-C), claimed
            return tr.gettext("Elder claims a fresh deal: the deal is void, nothing scores.")
        return tr.gettext("There must be a fresh deal: the deal is void, nothing scores.")
    if code == "stood_the_deal":
        return tr.gettext("Elder stands the deal.")
    if code == "lost_option":
        return tr.gettext(
            "Elder took up a card of the stock without announcing the error: he loses his "
            "option of a fresh deal, cannot alter his discard, and must leave at least three "
            "cards for younger."
        )
    if code == "misdeal_exchange":
        return tr.gettext("{who} discards so that he holds twelve cards after taking in.").format(
            who=who
        )
    if code == "short_hand":
        return tr.gettext("{who} holds only {n}.").format(
            who=who, n=cards_count(tr, _held(state, r.seat))
        )
    if code == "too_many_cards":
        return tr.gettext("{who} holds {n}, more than twelve.").format(
            who=who, n=cards_count(tr, _held(state, r.seat))
        )
    if code == "second_discard":
        return tr.gettext(
            "Elder drew fewer cards than he discarded without saying so, and younger took "
            "one of his."
        )
    if code == "looked_at_stock":
        return tr.gettext("{who} looked at a card of his adversary's part of the stock.").format(
            who=who
        )
    if code == "saw_talon":
        assert state.irregular is not None
        return tr.gettext(
            "{who} saw {n} of the talon left after the draw, without the right to see them."
        ).format(who=who, n=cards_count(tr, state.irregular.saw_talon[r.seat]))
    if code == "drew_out_of_turn":
        if r.seat is Seat.ELDER:
            return tr.gettext("Elder drew one of the dealer's three cards.")
        return tr.gettext(
            "Younger drew one of the first five cards before elder said he left them."
        )
    if code == "exposed_talon":
        if r.seat is Seat.ELDER:
            return tr.gettext("A card of the talon that would go to elder was exposed.")
        return tr.gettext("A card of the talon that would go to younger was exposed.")
    if code == "took_back":
        return tr.gettext(
            "{who} took a card back from his discard after touching the stock."
        ).format(who=who)
    if code == "miscalled":
        return tr.gettext(
            "{who} called a quatorze or trio he did not hold, had it allowed good, and "
            "played a card without correcting it."
        ).format(who=who)
    if code == "showed_sequence":
        return tr.gettext("Elder showed one sequence and called an inferior one.")
    if code == "misnomer":
        return tr.gettext("{who} named wrongly a sequence, trio or quatorze he holds.").format(
            who=who
        )
    if code == "elder_did_not_show":
        return tr.gettext("Elder led without showing what he had called good or equal.")
    if code == "younger_disallowed":
        return tr.gettext(
            "Younger answered “Not good” to a call that his cards show good or equal."
        )
    if code == "younger_did_not_show":
        return tr.gettext(
            "Younger answered “Not good” or “Equal” and played to the first trick without showing."
        )
    raise ValueError(f"no words for the ruling {code!r}")


def _ruled(tr: Translator, r: Ruling) -> str:
    """What the law rules, where it is more than what happened ("" otherwise)."""
    code, au_cent, cav = r.code, r.law == AU_CENT_LAW, r.law.startswith("Cavendish")
    if code in ("misdealt", "fresh_deal", "stood_the_deal", "lost_option", "misdeal_exchange"):
        return ""
    if code == "short_hand":
        return drill_label(tr, "short_hand")
    if code == "too_many_cards":
        if cav:
            return tr.gettext(
                "He reckons nothing that deal; his cards, though not good to score, are good "
                "to bar his adversary."
            )
        return drill_label(tr, "nothing_adversary_all")
    if code == "second_discard":
        return drill_label(tr, "discard_to_twelve")
    if code == "looked_at_stock":
        return drill_label(tr, "counts_nothing")
    if code == "saw_talon":
        if au_cent:
            return tr.gettext(
                "The cards left must be exposed, and his adversary may call a suit from him "
                "when next he has to lead."
            )
        return drill_label(tr, "call_suits")
    if code == "drew_out_of_turn":
        if r.penalty is Penalty.LOSES_GAME:
            return drill_label(tr, "loses_game")
        return tr.gettext("He reckons nothing that deal.")
    if code == "exposed_talon":
        demanded = r.penalty is Penalty.VOID
        return drill_label(tr, "fresh_deal") + " " + (
            tr.gettext("He demanded it: the deal is void, nothing scores.") if demanded
            else tr.gettext("He did not demand it: the deal stands.")
        )  # fmt: skip
    if code == "took_back":
        if cav:
            return tr.gettext("He plays with more than twelve cards and reckons nothing that deal.")
        return drill_label(tr, "discard_stands")
    if code == "miscalled":
        return tr.gettext("He reckons nothing that deal.")
    if code == "showed_sequence":
        if au_cent:
            return tr.gettext(
                "He cannot reckon the superior one; the show bars younger's sequences if only "
                "equal or inferior to it."
            )
        return tr.gettext(
            "His call binds him unless it was good against the cards; the show bars nothing."
        )
    if code == "misnomer":
        if not au_cent:
            return tr.gettext("There is no penalty for a misnomer.")
        if r.penalty is Penalty.RECKONS_NOTHING:
            return tr.gettext("He reckons nothing that deal.")
        return tr.gettext("He may reckon anything of equal or inferior counting value.")
    if code == "elder_did_not_show":
        if au_cent:
            return tr.gettext(
                "He cannot reckon it, and younger may show and reckon his, even though it be "
                "equal or inferior."
            )
        return tr.gettext("He shows the cards when they are asked for: no penalty.")
    if code == "younger_disallowed":
        return tr.gettext(
            "Elder may show and reckon his superiority, or show his equality, though he has led."
        )
    if code == "younger_did_not_show":
        if au_cent:
            return tr.gettext(
                "Elder shows and reckons what he called; younger reckons nothing of it."
            )
        return tr.gettext("Once younger has played, neither reckons anything omitted.")
    raise ValueError(f"no words for the ruling {code!r}")


def ruling_words(tr: Translator, r: Ruling, state: DealState) -> str:
    """One ruling in the page's language: what happened, what the law rules, the law cited."""
    text = " ".join(t for t in (_event(tr, r, state), _ruled(tr, r)) if t)
    return tr.gettext("{ruling} ({law}).").format(ruling=text.removesuffix("."),
                                                  law=law_words(tr, r.law))  # fmt: skip


__all__ = ["drill_label", "law_words", "ruling_question", "ruling_words"]
