"""Letters that stand for numbers (CR 107.3) in a static ability's text: X, and the Y some objects use in addition
to X, which follows the same rules (107.3c, 107.3p). An X only a resolving ability's text holds is in `paying_x`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Spec = dict[str, Any]
Count = Callable[[Spec], int]  # how many permanents fit a filter, seen from the ability's source

_ROUNDED = {"down": lambda n: n // 2, "up": lambda n: -(-n // 2)}


def letter_value(spec: Spec, letter: str, count: Count) -> int:
    """The value of `letter` ("X" or "Y") that the ability's text defines (`defines`, e.g. "where X is half the
    number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up"): its
    controller doesn't choose it, and it is worked out whenever the effect applies, so it changes with what it
    counts (CR 107.3c). Y follows the same rules as X (107.3p): its own definition, not X's value. A half is
    rounded as the text says (107.1a)."""
    definition = spec["defines"][letter]
    counted = count(definition["count"])
    half = definition.get("half")
    return _ROUNDED[half](counted) if half else counted


def static_amount(spec: Spec, value: int | str, count: Count) -> int:
    """A number in a static ability's effect: as printed, or a letter its text defines."""
    return value if isinstance(value, int) else letter_value(spec, value, count)
