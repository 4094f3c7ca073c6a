"""Errors raised by the engine.

Every error is a :class:`PiquetError` (a :class:`ValueError`), with a one-line English
message, a stable machine ``code`` and the ``params`` needed to translate the message
(e.g. ``code="unknown_card"``, ``params={"token": "XS"}``). A ``law`` names the rule broken,
when there is one (e.g. ``"Cavendish, Law 22"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType


class PiquetError(ValueError):
    """Base class of every error the engine raises on bad input or an illegal action."""

    code: str = "piquet_error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        params: Mapping[str, object] | None = None,
        law: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.params: Mapping[str, object] = MappingProxyType(dict(params or {}))
        self.law = law

    def __str__(self) -> str:
        return self.message


class CardParseError(PiquetError):
    """A token is not a card in any accepted notation."""

    code = "unknown_card"

    def __init__(self, token: str, detail: str = "") -> None:
        message = f"unknown card {token!r}" + (f" ({detail})" if detail else "")
        super().__init__(message, params={"token": token})
        self.token = token


class DuplicateCardError(PiquetError):
    """The same card appears twice where each card may appear once."""

    code = "duplicate_card"

    def __init__(self, card: str, what: str = "", detail: str = "") -> None:
        prefix = f"{what}: " if what else ""
        suffix = f" ({detail})" if detail else ""
        super().__init__(
            f"{prefix}duplicate card {card!r}{suffix}",
            params={"card": card, "what": what, "argument": what} if what else {"card": card},
        )
        self.card = card


class HandSizeError(PiquetError):
    """A hand (or packet) has the wrong number of cards."""

    code = "hand_size"

    def __init__(self, expected: int, got: int, what: str = "") -> None:
        prefix = f"{what}: " if what else ""
        super().__init__(
            f"{prefix}expected {expected} cards, got {got}",
            params={"expected": expected, "got": got, "what": what},
        )
        self.expected = expected
        self.got = got


class IllegalActionError(PiquetError):
    """An action the laws forbid (an illegal exchange, a revoke, a card not held...)."""

    code = "illegal_action"


class UnknownVariantError(PiquetError):
    """A variant name that is not one of the presets."""

    code = "unknown_variant"

    def __init__(self, name: str, known: tuple[str, ...]) -> None:
        super().__init__(
            f"unknown variant {name!r} (known: {', '.join(known)})",
            params={"name": name, "known": ", ".join(known)},
        )
        self.name = name
