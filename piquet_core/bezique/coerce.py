"""The checks every public Bezique function makes of its plain arguments (numbers, switches).

One place, so that no function guesses: a number must be a whole number (not a bool, not a
string of digits), an enum member may be given by its value or its name in any case, and
anything else is a :class:`~piquet_core.bezique.errors.BeziqueArgumentError` naming the
argument. The coercions of the game's own values live beside their types:
:func:`~piquet_core.bezique.cards.as_suit`, :func:`~piquet_core.bezique.cards.as_cards`,
:func:`~piquet_core.bezique.rules.as_rules`, :meth:`~piquet_core.bezique.melds.Meld.coerce`,
:meth:`~piquet_core.bezique.moves.Move.coerce`.

(Piquet's ``piquet_core.cards`` is to get the same kind of coercions for its own values; the
Bezique ones are kept here, apart, because Bezique's cards, suits and seats are its own.)
"""

from __future__ import annotations

import enum
from collections.abc import Collection
from typing import TypeVar

from piquet_core.bezique.errors import BeziqueArgumentError

E = TypeVar("E", bound=enum.Enum)


def as_int(
    value: object,
    argument: str,
    *,
    allowed: Collection[int] | None = None,
    low: int | None = None,
    high: int | None = None,
) -> int:
    """``value`` as a whole number, in ``allowed`` or ``low..high`` when given; anything else
    (a bool, a float, a string, None) is refused with code ``bad_<argument>``."""
    code = f"bad_{argument}"
    if isinstance(value, bool) or not isinstance(value, int):
        raise BeziqueArgumentError(
            argument, f"{argument} must be a whole number, not {value!r}", code=code, value=value
        )
    if allowed is not None and value not in allowed:
        shown = ", ".join(str(a) for a in allowed)
        raise BeziqueArgumentError(
            argument, f"{argument} must be one of {shown}, not {value}", code=code, value=value
        )
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"{'' if low is None else low}..{'' if high is None else high}"
        raise BeziqueArgumentError(
            argument, f"{argument} must be in {span}, not {value}", code=code, value=value
        )
    return value


def enum_member(kind: type[E], value: object) -> E | None:
    """The member of ``kind`` that ``value`` is or names (its value or its name, any case,
    ``-`` and ``_`` alike), or None."""
    if isinstance(value, kind):
        return value
    if not isinstance(value, str):
        return None
    wanted = " ".join(value.strip().lower().replace("_", "-").split())
    for member in kind:
        names = (str(member.value).lower(), member.name.lower().replace("_", "-"))
        if wanted in names:
            return member
    return None


def as_enum(kind: type[E], value: object, argument: str) -> E:
    """``value`` as a member of ``kind`` (see :func:`enum_member`), else a refusal naming
    ``argument`` and the values allowed (code ``bad_<argument>``)."""
    member = enum_member(kind, value)
    if member is None:
        allowed = ", ".join(str(m.value) for m in kind)
        raise BeziqueArgumentError(
            argument,
            f"bad value {value!r} for {argument!r} (allowed: {allowed})",
            code=f"bad_{argument}",
            value=value,
        )
    return member


class CoercibleEnum(enum.Enum):
    """An enum that may be called with a member's value or name in any case; any other value
    is a :class:`BeziqueArgumentError`, not a bare ``ValueError``."""

    @classmethod
    def _missing_(cls, value: object) -> CoercibleEnum:
        member = enum_member(cls, value)
        if member is None:
            allowed = ", ".join(str(m.value) for m in cls)
            argument = cls.__name__
            raise BeziqueArgumentError(
                argument,
                f"not a {argument}: {value!r} (allowed: {allowed})",
                code="bad_value",
                value=value,
            )
        return member
