"""Errors of the Bezique engine.

Every error is a :class:`piquet_core.errors.PiquetError` (hence a :class:`ValueError`) with a
one-line English message, a stable ``code`` and the ``params`` needed to translate it.
"""

from __future__ import annotations

from collections.abc import Mapping

from piquet_core.errors import PiquetError

SEED = "S002 (Russian handbook, безик)"


class BeziqueError(PiquetError):
    """Base class of every Bezique error: bad input, an illegal action or an illegal meld."""

    code = "bezique_error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        law: str | None = SEED,
    ) -> None:
        super().__init__(message, code=code, params=params, law=law)


class BeziqueCardError(BeziqueError):
    """A token is not a card of the Bezique pack (A K Q J 10 9 of four suits, or a joker)."""

    code = "unknown_card"

    def __init__(self, token: str) -> None:
        super().__init__(
            f"unknown Bezique card {token!r} (expected e.g. QH, 10S, Q♥, Д♥ or JK for a joker)",
            params={"token": token},
            law=None,
        )
        self.token = token


class IllegalMeldError(BeziqueError):
    """A meld that cannot be declared: cards not held, wrong time, or not in the table."""

    code = "illegal_meld"


class IllegalPlayError(BeziqueError):
    """An action out of turn, a card not held, or any other breach of the seed's procedure."""

    code = "illegal_play"
