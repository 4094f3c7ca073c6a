"""The partie and its settlement, for each variant's :class:`~piquet_core.variants.PartieForm`.

* Six deals (Rubicon; Laws of Piquet, ed. Cavendish, Laws 16, 71-73): the players deal
  alternately; after six deals the higher score wins; on a tie each deals once more, and the
  partie is then concluded, drawn if tied again (Law 71). The winner deducts the loser's
  score from his own and adds a hundred (Law 72); if the loser has failed to score a hundred
  he is "rubiconed": the winner adds the loser's score to his own, "whether his score reach a
  hundred or not", and adds a hundred (Law 73). Optional rounding of the result for stakes
  (CAV-D "Scoring"; :class:`~piquet_core.variants.RubiconRounding`).
* Four deals (Law 71 note): the first and last deals score double; on a tie each deals once
  more, the extra deals counting single. Settled as the six-deal partie (Laws 72-73).
* Hundred up (Piquet au cent; CAV-C; S000): a game is a hundred up and play stops as soon as
  a player reaches a hundred, the scores of a deal accruing in the order of reckoning (S000:
  "the carte-blanche is the first thing that reckons, then the point, then the sequences,
  then the quatorzes or threes, then the tenth cards"; Law 67). A player reaching a hundred
  before his adversary has fifty wins a double game; the partie is won by three games out of
  five, a double counting as two (CAV-C).
* Two «королика» (Russian; seed S002): a partie of two королика of two deals each, a cut
  before each королик deciding who deals in it: "Вытянувший младшую -- сдает на этот
  королик" (the one who drew the lower card deals for this королик). By default the
  classical reading is taken: he deals the first deal of the королик and the deal then
  alternates (Law 16); the switch :attr:`~piquet_core.variants.KorolikDealer.SAME_DEALER`
  reads the seed literally, one dealer for both deals of a королик. The seed is silent on
  how the partie is scored: by default the four deals are added up and the partie is settled
  as a Rubicon partie (Laws 71-73: difference plus a hundred, the rubicon if the loser has
  under a hundred, on a tie one more deal each, then drawn), which no Russian source gives;
  the switch :attr:`~piquet_core.variants.PartieSettlement.HIGHER_TOTAL` settles it plainly,
  the higher total winning by the difference, equal totals a draw.

Two laws of the partie differ between Cavendish's Rubicon code and his *Laws of Piquet au
Cent* (CAV-C), by the variant's ``au_cent_laws``:

* The cut for deal (:func:`~piquet_core.cut.first_dealer_from_cut`, re-exported here): "If,
  in cutting for deal, a player expose more than one card, he must cut again" (Law 5); au
  cent: "If he exposes more than one card in cutting, his adversary may treat the lowest of
  the exposed cards as the one cut" (CAV-C).
* Errors in marking the score (:meth:`Partie.record` with ``marked``, :meth:`Partie.rectify`):
  "Errors in counting the hand, if proved, maybe rectified at any time before the player in
  error has seen his next hand" (Law 70); au cent: "Errors in adding up, or in marking the
  score,if proved, may be rectified at any time during the game" (CAV-C). The engine adds
  without error, but the players mark by hand: what they marked counts until it is rectified,
  and an error not rectified in time stands.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from piquet_core.cards import BySeat, Player, PlayerLike, as_player
from piquet_core.cut import CutAgainError, CutLike, first_dealer_from_cut
from piquet_core.deal import DealState
from piquet_core.errors import IllegalActionError, PiquetError
from piquet_core.scoring import DealScore
from piquet_core.variants import (
    AU_CENT_LAW,
    RUBICON,
    KorolikDealer,
    PartieForm,
    PartieSettlement,
    RubiconRounding,
    Variant,
    VariantLike,
    as_variant,
)

RUBICON_BONUS = 100
"""Added to the winner's points (Laws 72, 73)."""
RUBICON_LINE = 100
"""A loser under this is rubiconed (Law 73)."""

LAW_70 = "Cavendish, Law 70"
"""Errors in counting the hand: rectified before the player in error has seen his next hand."""


class TooLateToRectifyError(IllegalActionError):
    """An error in the marks found too late: it stands (code ``too_late_to_rectify``).

    Rubicon: "Errors in counting the hand, if proved, maybe rectified at any time before the
    player in error has seen his next hand" (Cavendish, Law 70). Au cent: "Errors in adding
    up, or in marking the score,if proved, may be rectified at any time during the game"
    (CAV-C).
    """

    code = "too_late_to_rectify"


@dataclass(frozen=True)
class DealEntry:
    """One deal of the partie: who dealt, the deal's score, and what counted toward the partie.

    ``counted`` is (A, B): the deal's totals times ``multiplier``, or, in a hundred-up game,
    only what was reckoned before the game ended.
    """

    number: int
    dealer: Player
    score: DealScore
    multiplier: int
    counted: tuple[int, int]
    reckoned: tuple[int, int] | None = None
    """Where the players marked the deal otherwise than the engine reckons it and the error
    stands (not rectified, see :meth:`Partie.rectify`): the engine's reckoning, ``counted``
    being what they marked. None when the marks agree with the engine."""

    @property
    def elder(self) -> Player:
        """The non-dealer is elder hand (CAV-D "Dealing")."""
        return self.dealer.other

    @property
    def marked_in_error(self) -> bool:
        """Whether the deal counts as the players marked it, not as the engine reckons it."""
        return self.reckoned is not None


@dataclass(frozen=True)
class Game:
    """A finished hundred-up game (CAV-C)."""

    winner: Player
    scores: tuple[int, int]
    double: bool

    @property
    def value(self) -> int:
        """Two for a double game, else one (CAV-C)."""
        return 2 if self.double else 1


@dataclass(frozen=True)
class Settlement:
    """The result of a finished partie.

    For the rubicon forms, ``points`` is what the winner wins (Laws 72-73), after the
    variant's rounding (``unrounded`` before it); settled by the higher total
    (:attr:`~piquet_core.variants.PartieSettlement.HIGHER_TOTAL`), the difference of the
    totals, unrounded. For hundred up, ``points`` is the game points won by the winner (a
    double counting two) and ``games`` both players' game points.
    """

    winner: Player | None
    scores: tuple[int, int]
    points: int
    unrounded: int
    rubicon: bool = False
    drawn: bool = False
    games: tuple[int, int] | None = None


def _idx(p: Player) -> int:
    return 0 if p is Player.A else 1


def round_settlement(points: int, rounding: RubiconRounding) -> int:
    """Round a settlement as CAV-D "Scoring" describes (fractions not reckoned)."""
    if rounding is RubiconRounding.FIFTIES:
        return points // 50 * 50
    if rounding is RubiconRounding.TWENTY_FIVES:
        return points // 25 * 25
    if rounding is RubiconRounding.CHOUETTE_TENS:  # units 6-9 up, 1-5 down: 416 -> 420
        return (points + 4) // 10 * 10
    return points


def settle(scores: tuple[int, int], variant: VariantLike = RUBICON) -> Settlement:
    """Settle a finished partie of a fixed number of deals from the two totals: by Laws 72-73
    (the difference plus a hundred; the rubicon, both scores plus a hundred, if the loser has
    under a hundred), or, under :attr:`PartieSettlement.HIGHER_TOTAL`, the higher total wins
    by the difference (S002 gives no settlement). Equal totals: drawn.

    ``scores`` is (A's total, B's total), two whole numbers, none negative: a deal scores
    nothing below nothing (Laws 61-69). A hundred-up partie (au cent) is settled by games, not
    by totals (CAV-C; :meth:`Partie.settlement`), so its variant is refused here."""
    variant = as_variant(variant)
    if not (
        isinstance(scores, (tuple, list))
        and len(scores) == 2
        and all(s.__class__ is int and s >= 0 for s in scores)
    ):
        raise PiquetError(
            f"scores: (A's total, B's total), two whole numbers, none negative, not {scores!r}",
            code="bad_scores",
            params={"argument": "scores", "value": repr(scores)},
        )
    if variant.partie is PartieForm.HUNDRED_UP:
        raise PiquetError(
            f"variant: {variant.name} is played in games of a hundred up, settled by games won,"
            " not by two totals (Cavendish, Laws of Piquet au Cent); see Partie.settlement",
            code="settled_by_games",
            params={"argument": "variant", "variant": variant.name},
            law=AU_CENT_LAW,
        )
    a, b = scores[0], scores[1]
    scores = (a, b)
    if a == b:
        return Settlement(None, scores, 0, 0, drawn=True)
    winner = Player.A if a > b else Player.B
    win, lose = max(a, b), min(a, b)
    if variant.partie_settlement is PartieSettlement.HIGHER_TOTAL:
        return Settlement(winner, scores, win - lose, win - lose)
    rubicon = lose < RUBICON_LINE
    raw = (win + lose if rubicon else win - lose) + RUBICON_BONUS
    return Settlement(winner, scores, round_settlement(raw, variant.rubicon_rounding), raw, rubicon)


def _as_marks(marked: object, number: int) -> tuple[int, int]:
    """``marked`` as (A, B): two whole numbers of points, none negative."""
    if (
        isinstance(marked, (tuple, list))
        and len(marked) == 2
        and all(isinstance(m, int) and not isinstance(m, bool) and m >= 0 for m in marked)
    ):
        return (marked[0], marked[1])
    raise PiquetError(
        f"deal {number}: marked {marked!r} is not a score: give A's points and B's, (A, B),"
        " two whole numbers, none negative",
        code="bad_marked",
        params={"deal": number, "marked": repr(marked)},
    )


@dataclass(frozen=True)
class Partie:
    """An immutable partie in progress: :meth:`record` returns the partie with one more deal."""

    variant: Variant = RUBICON
    first_dealer: Player = Player.A
    entries: tuple[DealEntry, ...] = ()
    games: tuple[Game, ...] = ()
    game_scores: tuple[int, int] = (0, 0)
    """Hundred up: the scores of the game in progress."""

    def __post_init__(self) -> None:
        # the public constructor takes a variant's name and "A" / "B" too
        object.__setattr__(self, "variant", as_variant(self.variant))
        object.__setattr__(self, "first_dealer", as_player(self.first_dealer))

    # --- the shape of the partie -------------------------------------------------------------

    @property
    def _base_deals(self) -> int:
        form = self.variant.partie
        return {PartieForm.SIX_DEALS: 6, PartieForm.FOUR_DEALS_DOUBLED: 4,
                PartieForm.KOROLIK: 4, PartieForm.HUNDRED_UP: 0}[form]  # fmt: skip

    def next_dealer(self) -> Player:
        """Who deals next: the players deal alternately (Law 16). Russian partie with
        :attr:`KorolikDealer.SAME_DEALER`: the dealer of a королик's first deal deals its
        second too (S002, "сдает на этот королик"). At the start of the second королик a
        fresh cut decides (S002), given to :meth:`record` as its ``dealer``; without one, the
        player who did not deal the last deal. Extra deals after a tie: each deals once more
        (Law 71). Under ``cut_every_deal`` (S000) a fresh cut decides every deal
        (:func:`first_dealer_from_cut`); this is then only the dealer assumed when none is
        given."""
        if not self.entries:
            return self.first_dealer
        last = self.entries[-1]
        if self._same_dealer_korolik and last.number in (1, 3):
            return last.dealer
        return last.dealer.other

    @property
    def _same_dealer_korolik(self) -> bool:
        return (
            self.variant.partie is PartieForm.KOROLIK
            and self.variant.korolik_dealer is KorolikDealer.SAME_DEALER
        )

    def multiplier(self, number: int) -> int:
        """Four-deal partie: the first and last (fourth) deals count double (Law 71 note)."""
        if self.variant.partie is PartieForm.FOUR_DEALS_DOUBLED and number in (1, 4):
            return 2
        return 1

    @property
    def totals(self) -> tuple[int, int]:
        """Scores of A and B over the deals counted so far."""
        return (sum(e.counted[0] for e in self.entries), sum(e.counted[1] for e in self.entries))

    @property
    def game_points(self) -> tuple[int, int]:
        """Hundred up: game points of A and B (a double game counting two, CAV-C)."""
        a = sum(g.value for g in self.games if g.winner is Player.A)
        b = sum(g.value for g in self.games if g.winner is Player.B)
        return (a, b)

    @property
    def finished(self) -> bool:
        """Whether the partie is over (Law 71; CAV-C "three games out of five")."""
        if self.variant.partie is PartieForm.HUNDRED_UP:
            return max(self.game_points) >= self.variant.games_to_win
        n, base = len(self.entries), self._base_deals
        if n < base:
            return False
        a = sum(e.counted[0] for e in self.entries[:base])
        b = sum(e.counted[1] for e in self.entries[:base])
        # a tie: each deals once more, and the partie is concluded even if tied again (Law 71);
        # settled by the higher total, a tie is a draw at once
        if self.variant.partie_settlement is PartieSettlement.HIGHER_TOTAL:
            return True
        return a != b or n >= base + 2

    # --- recording deals ---------------------------------------------------------------------

    def record(
        self,
        deal: DealState | DealScore,
        dealer: PlayerLike | None = None,
        *,
        marked: tuple[int, int] | None = None,
    ) -> Partie:
        """The partie after one more deal: the finished :class:`DealState` itself (its
        dealer and score come from it), or a deal's :class:`DealScore` dealt by ``dealer``
        (default: the next in turn).

        ``marked``: what the players marked for the deal, A's points and B's, as
        :attr:`DealEntry.counted` gives them (a deal counting double, doubled; in a
        hundred-up game, what was reckoned until a player reached the hundred). The engine
        adds without error, but the players mark by hand: where the marks differ from the
        engine's reckoning, the marks count, toward the totals, the games and the settlement,
        until :meth:`rectify` puts them right. "Errors in counting the hand, if proved, maybe
        rectified at any time before the player in error has seen his next hand" (Cavendish,
        Law 70); au cent, "Errors in adding up, or in marking the score,if proved, may be
        rectified at any time during the game" (CAV-C). An error not rectified in time stands.
        In a hundred-up game play stops as soon as a player reaches the hundred (CAV-C), so
        marks taking both players there are refused: they cannot say who reached it first.

        A dealer out of turn is refused (Law 16; within a королик dealt by one player, S002),
        except at the start of the second королик, where a fresh cut decides (S002), and under
        the variant's ``cut_every_deal``, where the players cut before every deal, "cutting
        afresh each time for the deal" (S000); so is a deal not finished, a deal of another
        variant, or a ``dealer`` who did not deal ``deal``, or a void deal
        (:attr:`DealState.void_law`: a misdeal ended in a fresh deal, :mod:`piquet_core.misdeal`;
        a fresh deal demanded for an exposed talon card, :mod:`piquet_core.irregular`), which
        is dealt again.
        """
        if isinstance(deal, DealState):
            if not deal.is_over:
                raise PiquetError(
                    "only a finished deal is recorded in the partie", code="deal_not_over"
                )
            if dealer is not None and as_player(dealer) is not deal.dealer:
                raise PiquetError(
                    f"{deal.dealer.value} dealt this deal, not {as_player(dealer).value}",
                    code="wrong_dealer",
                    params={"dealer": deal.dealer.value},
                )
            if deal.variant != self.variant:
                raise PiquetError(
                    f"a deal of {deal.variant.name} in a partie of {self.variant.name}",
                    code="wrong_variant",
                    params={"deal": deal.variant.name, "partie": self.variant.name},
                )
            void_law = deal.void_law
            if void_law is not None:
                raise PiquetError(
                    "a void deal is not one of the partie's deals: it is dealt afresh "
                    f"({void_law})",
                    code="void_deal",
                    law=void_law,
                )
            score, dealer = deal.score(), deal.dealer
        elif isinstance(deal, DealScore):
            score = deal
            dealer = None if dealer is None else as_player(dealer)
        else:
            raise PiquetError(
                f"not a deal: {deal!r} (a finished DealState or its DealScore)", code="bad_deal"
            )
        if self.finished:
            raise IllegalActionError("the partie is already finished", code="partie_finished")
        number = len(self.entries) + 1
        expected = self.next_dealer()
        korolik_cut = self.variant.partie is PartieForm.KOROLIK and number == 3
        if dealer is None:
            dealer = expected
        elif dealer is not expected and not korolik_cut and not self.variant.cut_every_deal:
            if self._same_dealer_korolik and number in (2, 4):
                rule = f"{expected.value} drew the lower card and deals both deals of this королик"
                law = "seed S002"
            else:
                rule, law = "the players deal alternately", "Cavendish, Law 16"
            raise IllegalActionError(
                f"deal {number}: {dealer.value} deals out of turn; {rule} ({law})",
                code="deal_out_of_turn",
                params={"deal": number, "dealer": dealer.value},
                law=law,
            )
        marks = None if marked is None else _as_marks(marked, number)
        elder = dealer.other
        if self.variant.partie is PartieForm.HUNDRED_UP:
            return self._record_hundred(number, dealer, score, marks)
        mult = self.multiplier(number)
        counted = [0, 0]
        for player, seat_score in zip((elder, dealer), score.seats, strict=True):
            counted[_idx(player)] = seat_score.total * mult
        reckoned = (counted[0], counted[1])
        if marks is None or marks == reckoned:
            entry = DealEntry(number, dealer, score, mult, reckoned)
        else:
            entry = DealEntry(number, dealer, score, mult, marks, reckoned)
        return replace(self, entries=(*self.entries, entry))

    def _record_hundred(
        self, number: int, dealer: Player, score: DealScore, marks: tuple[int, int] | None
    ) -> Partie:
        """Add a deal's scores in reckoning order; stop the game at a hundred (CAV-C, S000).
        Marked otherwise, the marks count, and the game ends if they take a player to the
        hundred."""
        players = BySeat(dealer.other, dealer)
        game = list(self.game_scores)
        counted = [0, 0]
        finished: Game | None = None
        for ev in score.events:
            player = players[ev.seat]
            game[_idx(player)] += ev.points
            counted[_idx(player)] += ev.points
            if game[_idx(player)] >= self.variant.game_target:
                finished = self._game_won(player, game)
                break
        reckoned = (counted[0], counted[1])
        entry = DealEntry(number, dealer, score, 1, reckoned)
        if marks is not None and marks != reckoned:
            entry = DealEntry(number, dealer, score, 1, marks, reckoned)
            game = [self.game_scores[0] + marks[0], self.game_scores[1] + marks[1]]
            target = self.variant.game_target
            if min(game) >= target:
                raise PiquetError(
                    f"deal {number} marked {marks[0]} to A and {marks[1]} to B takes both to"
                    f" {target} ({game[0]}, {game[1]}): play stops as soon as a player"
                    f" reaches {target} (seed S000; {AU_CENT_LAW}: a game is one hundred up),"
                    " so the marks cannot say who won",
                    code="marked_past_the_game",
                    params={"deal": number, "a": game[0], "b": game[1]},
                )
            finished = None
            if max(game) >= target:
                finished = self._game_won(Player.A if game[0] >= target else Player.B, game)
        if finished is None:
            return replace(self, entries=(*self.entries, entry), game_scores=(game[0], game[1]))
        return replace(
            self, entries=(*self.entries, entry), games=(*self.games, finished), game_scores=(0, 0)
        )

    def _game_won(self, winner: Player, game: list[int]) -> Game:
        """The game ``winner`` won at these scores: a double if the loser is under fifty
        (CAV-C)."""
        loser = game[_idx(winner.other)]
        return Game(winner, (game[0], game[1]), loser < self.variant.double_game_under)

    # --- errors in the marks ------------------------------------------------------------------

    def rectify(self, number: int) -> Partie:
        """The partie with the error in the marks of deal ``number`` put right: that deal
        counts as the engine reckons it, and the deals after it are reckoned again from the
        corrected score (their own errors, if any, standing as marked).

        Rubicon: "Errors in counting the hand, if proved, maybe rectified at any time before
        the player in error has seen his next hand" (Cavendish, Law 70): only the last deal
        recorded, since the players have seen their next hands when the next deal is
        recorded. After the last deal of the partie there is no next hand, and the law sets
        no other limit.

        Under the variant's ``au_cent_laws``: "Errors in adding up, or in marking the
        score,if proved, may be rectified at any time during the game" (CAV-C): any deal of
        the hundred-up game in progress. A game is over as soon as the marks take a player to
        the hundred, so the marks of the deal that ended it stand as well: the law gives no
        time after the game, and the engine reads "during the game" strictly. The au cent
        laws know only games of a hundred up: in a partie of a fixed number of deals the
        engine reads "the game" as the partie.

        Corrected, a hundred-up game may turn out to have been won at an earlier deal: the
        deals after it are then reckoned in the next game. The laws do not say what becomes of
        deals played after the end of the partie: a rectification showing the partie won
        before deals already recorded is refused (code ``rectified_partie_over``).

        Refused: a deal not recorded (``no_such_deal``), one marked as the engine reckons it
        (``nothing_to_rectify``), one too late (:class:`TooLateToRectifyError`).
        """
        if isinstance(number, bool) or not isinstance(number, int):
            raise PiquetError(
                f"not a deal number: {number!r}", code="no_such_deal", params={"deal": repr(number)}
            )
        if not 1 <= number <= len(self.entries):
            raise PiquetError(
                f"no deal {number} in the partie (deals recorded: {len(self.entries)})",
                code="no_such_deal",
                params={"deal": number},
            )
        entry = self.entries[number - 1]
        if entry.reckoned is None:
            raise PiquetError(
                f"deal {number} is marked as the engine reckons it: nothing to rectify",
                code="nothing_to_rectify",
                params={"deal": number},
            )
        self._check_in_time(number)
        rebuilt = Partie(self.variant, self.first_dealer)
        for e in self.entries:
            marks = e.counted if e.reckoned is not None and e.number != number else None
            if rebuilt.finished:
                raise PiquetError(
                    f"deal {number} rectified, the partie was over before deal {e.number}:"
                    " the laws do not say what becomes of deals played after its end",
                    code="rectified_partie_over",
                    params={"deal": number, "after": e.number},
                )
            rebuilt = rebuilt.record(e.score, e.dealer, marked=marks)
        return rebuilt

    def _check_in_time(self, number: int) -> None:
        """Refuse a rectification the variant's code no longer allows (Law 70; CAV-C)."""
        if not self.variant.au_cent_laws:
            if number < len(self.entries):
                raise TooLateToRectifyError(
                    f"deal {number}: too late to rectify the marks, deal {number + 1} has been"
                    " dealt; errors in counting the hand may be rectified only before the"
                    f" player in error has seen his next hand ({LAW_70})",
                    params={"deal": number},
                    law=LAW_70,
                )
            return
        if self.variant.partie is PartieForm.HUNDRED_UP:
            if number < self._first_deal_of_game():
                raise TooLateToRectifyError(
                    f"deal {number}: too late to rectify the marks, the game in which it was"
                    " played is over; errors in adding up or marking may be rectified only"
                    f" during the game ({AU_CENT_LAW})",
                    params={"deal": number},
                    law=AU_CENT_LAW,
                )
        elif self.finished:
            raise TooLateToRectifyError(
                f"deal {number}: too late to rectify the marks, the partie is over; errors in"
                f" adding up or marking may be rectified only during the game ({AU_CENT_LAW})",
                params={"deal": number},
                law=AU_CENT_LAW,
            )

    def _first_deal_of_game(self) -> int:
        """Hundred up: the number of the first deal of the game in progress (CAV-C)."""
        first, game = 1, [0, 0]
        for e in self.entries:
            game = [game[0] + e.counted[0], game[1] + e.counted[1]]
            if max(game) >= self.variant.game_target:
                first, game = e.number + 1, [0, 0]
        return first

    def settlement(self) -> Settlement | None:
        """The settlement once the partie is finished (None before)."""
        if not self.finished:
            return None
        if self.variant.partie is PartieForm.HUNDRED_UP:
            a, b = self.game_points
            winner = Player.A if a > b else Player.B
            return Settlement(winner, self.totals, max(a, b), max(a, b), games=(a, b))
        return settle(self.totals, self.variant)


__all__ = [
    "RUBICON_BONUS",
    "RUBICON_LINE",
    "CutAgainError",
    "CutLike",
    "DealEntry",
    "Game",
    "Partie",
    "Player",
    "Settlement",
    "TooLateToRectifyError",
    "first_dealer_from_cut",
    "round_settlement",
    "settle",
]
