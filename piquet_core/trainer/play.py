"""Play a partie against the computer: the session, replayed on every request from the worker.

The browser keeps the whole session as JSON and sends it with each request, so the Python
side holds no state between calls and a partie is reproducible from its seed and the learner's
moves::

    {"seed": "k3j9x2", "level": "club", "variant": "rubicon",
     "deals": [["discard 7C 8D 9D 7H 8H", "discard 7S 8S 9S", "call point 5", ...], ...]}

``deals`` holds every action after the cut and the deal, in the notation of
:mod:`piquet_core.deal_actions`, the computer's as well as the learner's. The learner is
player A. The partie's random generator (seeded with the session seed) cuts for the first
deal (Cavendish, Law 4) and gives each deal its own seed; the players then deal alternately
(Law 16) and the partie is recorded and settled by :class:`piquet_core.partie.Partie`
(Laws 71-73, or the variant's form). Each move of the computer is made by a fresh player of
:mod:`piquet_core.bots.players` seeded from the deal and the move, so the same moves of the
learner always bring the same answers.

Requests (``op``): ``play_state`` (replay, let the computer act until the learner is to act),
``play_act`` (the learner's ``action``; ``"next"`` starts the next deal), ``play_review`` (the
review of deal ``deal``, see :mod:`piquet_core.trainer.play_review`), ``play_prepare`` (work
the expert's discard out ahead, while the learner reads). Answers carry no English text meant
for the learner: words come from the engine's dialogue tables (en/fr/ru) and the page's catalog.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from piquet_core.bots.exchange import choose_discard
from piquet_core.bots.players import Beginner, Bot, Club, Expert
from piquet_core.cards import Hand, Seat
from piquet_core.cards import Player as PartiePlayer
from piquet_core.deal import Action, DealState, Phase
from piquet_core.deal_actions import action_text, parse_action
from piquet_core.errors import PiquetError
from piquet_core.partie import Partie
from piquet_core.scoring import SeatScore
from piquet_core.trainer.seeds import check_seed
from piquet_core.variants import Variant, variant_by_name

LEVELS: Final = ("beginner", "club", "expert")
VARIANTS: Final = ("rubicon", "au-cent", "russian")
CATEGORIES: Final = SeatScore._fields
HUMAN: Final = PartiePlayer.A
MAX_DEALS: Final = 40
"""A partie never needs more (six deals and two for a tie; a hundred-up partie of five games)."""


class SessionError(PiquetError):
    """A session the page sent that cannot be replayed (bad level, variant, seed or move)."""

    code = "bad_session"


class BrowserExpert(Expert):
    """The expert player with its exchange worked out once per hand and seat and cached, so
    that :func:`prepare` can compute it while the learner is reading, and the last tricks
    solved from four tricks out (the in-browser budget of a move, under 200 ms)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, samples=100, play_samples=8)
        self.endgame = 4
        self.early_samples = 4

    def _best_discard(self, state: DealState, seat: Seat) -> Hand:
        took = 5
        if seat is Seat.YOUNGER:
            if state.discards.elder is not None:
                took = len(state.discards.elder)
            elif state.cb_exchange is not None:
                took = state.cb_exchange
        counts = tuple(sorted(state.exchange_counts(seat)))
        return Hand.from_mask(
            expert_discard(state.dealt(seat).mask, seat, state.variant, took, counts, self.seed)
        )


@lru_cache(maxsize=64)
def expert_discard(
    mask: int, seat: Seat, variant: Variant, took: int, counts: tuple[int, ...], seed: int
) -> int:
    """The expert's discard (a card mask): the advisor's value, searched among the allowed
    numbers (:func:`piquet_core.bots.exchange.choose_discard`, tens of milliseconds)."""
    choice = choose_discard(
        Hand.from_mask(mask), seat, variant, counts=list(counts), samples=100,
        seed=random.Random(seed).randrange(1 << 30), elder_took=took,
    )  # fmt: skip
    return choice.discard.mask


_PLAYERS: Final[dict[str, Callable[[int], Bot]]] = {
    "beginner": Beginner, "club": Club, "expert": BrowserExpert,
}  # fmt: skip


@dataclass(frozen=True)
class Session:
    """A partie in progress, as the page keeps it."""

    seed: str
    level: str
    variant: Variant
    deals: tuple[tuple[str, ...], ...]

    @staticmethod
    def read(data: object) -> Session:
        """Check and read the JSON session; a bad one raises :class:`SessionError`."""
        if not isinstance(data, Mapping):
            raise SessionError("the session is not an object")
        seed = check_seed(str(data.get("seed", "")))
        level = data.get("level")
        if level not in LEVELS:
            raise SessionError(f"unknown level {level!r}", params={"level": str(level)})
        name = data.get("variant")
        if name not in VARIANTS:
            raise SessionError(f"unknown variant {name!r}", params={"variant": str(name)})
        deals = data.get("deals", [[]])
        if not isinstance(deals, list) or not deals or len(deals) > MAX_DEALS:
            raise SessionError("the session's deals are not a list of deals")
        if not all(isinstance(d, list) and all(isinstance(a, str) for a in d) for d in deals):
            raise SessionError("each deal is a list of actions")
        return Session(seed, str(level), variant_by_name(str(name)),
                       tuple(tuple(d) for d in deals))  # fmt: skip

    def to_json(self) -> dict[str, object]:
        return {"seed": self.seed, "level": self.level, "variant": self.variant.name,
                "deals": [list(d) for d in self.deals]}  # fmt: skip


def _schedule(session: Session) -> tuple[PartiePlayer, list[int]]:
    """The first dealer (the cut, Law 4) and the seeds of the deals, from the session seed."""
    rng = random.Random(f"piquet-play:{session.seed}")
    first = DealState.cut_for_deal(rng, session.variant)[0]
    return PartiePlayer(first), [rng.randrange(1 << 30) for _ in range(MAX_DEALS)]


def bot_move(level: str, deal_seed: int, state: DealState) -> Action:
    """The computer's action, from a player seeded by the deal and the move number."""
    return _PLAYERS[level](deal_seed * 64 + len(state.history))(state)


@dataclass(frozen=True)
class Game:
    """The session replayed: the partie of the finished deals and the deal in progress."""

    session: Session
    partie: Partie
    finished: tuple[DealState, ...]
    state: DealState
    deal_seed: int
    bot_ms: float = 0.0

    @property
    def human_seat(self) -> Seat:
        return self.state.seat_of(HUMAN)


def replay(session: Session, run_bot: bool = True) -> Game:
    """Replay every deal of ``session``; the computer acts until the learner must (or the deal
    ends) if ``run_bot``, its moves added to the session."""
    first, seeds = _schedule(session)
    partie = Partie(session.variant, first)
    finished: list[DealState] = []
    deals = list(session.deals)
    worst = 0.0
    for i, actions in enumerate(deals):
        dealer = partie.next_dealer()
        try:
            state = _deal(seeds[i], session.variant, dealer, actions)
        except PiquetError as err:
            raise SessionError(f"deal {i + 1}: {err}", params={"deal": i + 1}) from None
        last = i == len(deals) - 1
        if last and run_bot:
            state, moves, worst = _run_bot(session.level, seeds[i], state)
            deals[i] = (*actions, *moves)
        if state.is_over and not last:
            partie = partie.record(state.score(), dealer)
            finished.append(state)
        elif not last:
            raise SessionError(f"deal {i + 1} is not finished", params={"deal": i + 1})
    session = Session(session.seed, session.level, session.variant, tuple(deals))
    return Game(session, partie, tuple(finished), state, seeds[len(deals) - 1], worst)


def take_back(session: Session) -> Session:
    """``session`` with the learner's last move in the deal in progress taken back, and the
    computer's replies to it (replayed, the computer makes the same moves again up to the
    learner's turn): a practice game's take back. None to take back is a
    :class:`SessionError` (``nothing_to_take_back``)."""
    game = replay(session, run_bot=False)
    actions = session.deals[-1]
    state = DealState.new(game.deal_seed, session.variant, dealer=game.state.dealer)
    human = state.seat_of(HUMAN)
    last = None
    for i, text in enumerate(actions):
        if state.to_act is human:
            last = i
        state = state.apply(parse_action(text))
    if last is None:
        raise SessionError("no move of the learner's to take back in this deal",
                           code="nothing_to_take_back")  # fmt: skip
    deals = (*session.deals[:-1], actions[:last])
    return Session(session.seed, session.level, session.variant, deals)


@lru_cache(maxsize=32)
def _deal(seed: int, variant: Variant, dealer: PartiePlayer, actions: tuple[str, ...]) -> DealState:
    """A deal replayed from its seed and actions (cached: the worker replays the same
    finished deals on every request)."""
    state = DealState.new(seed, variant, dealer=dealer.value)
    for text in actions:
        state = state.apply(parse_action(text))
    return state


def _run_bot(level: str, seed: int, state: DealState) -> tuple[DealState, list[str], float]:
    human = state.seat_of(HUMAN)
    moves: list[str] = []
    worst = 0.0
    while not state.is_over and state.to_act is not human:
        t0 = time.perf_counter()
        action = bot_move(level, seed, state)
        worst = max(worst, time.perf_counter() - t0)
        moves.append(action_text(action))
        state = state.apply(action)
    return state, moves, worst * 1000


def prepare(session: Session) -> None:
    """Work out ahead, while the learner reads or thinks, what the expert will discard
    (cached by :func:`expert_discard`): in the next deal once the last one is over, else in
    the deal in progress before the exchange. As elder its real discard; as younger the one
    after elder takes the most he may (the usual case, Cavendish "Discarding")."""
    if session.level != "expert":
        return
    game = replay(session, run_bot=False)
    if game.state.is_over:
        if game.partie.record(game.state.score()).finished:
            return
        game = replay(Session(session.seed, session.level, session.variant,
                              (*session.deals, ())), run_bot=False)  # fmt: skip
    state = game.state
    if state.phase not in (Phase.CARTE_BLANCHE, Phase.EXCHANGE) or state.discards.elder:
        return
    if state.to_act is not game.human_seat:
        bot_move(session.level, game.deal_seed, state)
    elif state.step.name == "discard" and game.human_seat is Seat.ELDER:
        took = max(state.exchange_counts(Seat.ELDER))
        counts = list(state.variant.exchange_counts(Seat.YOUNGER, took))
        expert_discard(state.dealt(Seat.YOUNGER).mask, Seat.YOUNGER, state.variant, took,
                       tuple(counts), game.deal_seed * 64 + len(state.history) + 1)  # fmt: skip
