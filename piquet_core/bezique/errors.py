"""Errors of the Bezique engine.

Every error is a :class:`piquet_core.errors.PiquetError` (hence a :class:`ValueError`) with a
one-line English message, a stable ``code`` and the ``params`` needed to translate it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

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


class BeziquePlayError(BeziqueError):
    """An action out of turn, a card not held, or any other breach of the seed's procedure.

    (Not named ``IllegalPlayError``: that is Piquet's error for a card the laws of Piquet's
    play forbid, :class:`piquet_core.play.IllegalPlayError`.)
    """

    code = "illegal_play"


class BeziqueArgumentError(BeziqueError):
    """A value given to the public API that is not of the kind the argument takes.

    ``argument`` names the parameter (e.g. ``"trump"``), and the message names it too;
    ``params`` carry it and the value.
    """

    code = "bad_argument"

    def __init__(self, argument: str, message: str, *, code: str, value: object) -> None:
        super().__init__(
            message,
            code=code,
            params={"argument": argument, "value": repr(value)},
            law=None,
        )
        self.argument = argument


class BeziqueRulesError(BeziqueArgumentError):
    """A switch of :class:`~piquet_core.bezique.rules.BeziqueRules` with a value it does not
    take (code ``bad_switch``) or a switch that does not exist (code ``unknown_switch``);
    ``switch`` names it."""

    code = "bad_switch"

    def __init__(
        self, switch: str, message: str, *, code: str = "bad_switch", value: object
    ) -> None:
        super().__init__(switch, message, code=code, value=value)
        self.params = MappingProxyType({**self.params, "switch": switch})
        self.switch = switch
