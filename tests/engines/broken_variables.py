"""Wrong engines for the letters that stand for numbers (CR 107.3): one that takes Y to be X, as an engine that
knows only one letter would (107.3p broken); one that takes a Y it doesn't know as 0 (107.3p broken); and one that
takes an X only the text of a resolving ability holds as 0 instead of the value its controller chose (107.3f
broken)."""

from __future__ import annotations

from typing import Any

from reference_engine import variables

from .broken import BrokenAdapter

_letter_value = variables.letter_value


def _y_is_x(spec: dict[str, Any], letter: str, count: Any) -> int:
    """Every letter is X: Y gets X's definition (107.3p broken)."""
    return _letter_value(spec, "X", count)


def _y_is_zero(spec: dict[str, Any], letter: str, count: Any) -> int:
    """Only X is worked out; any other letter is 0 (107.3p broken)."""
    return _letter_value(spec, letter, count) if letter == "X" else 0


class YIsX(BrokenAdapter):
    name = "y-is-x"
    rules = ("107.3p",)  # the CR rules it breaks
    target = "reference_engine.variables.letter_value"
    replacement = staticmethod(_y_is_x)


class YIsZero(BrokenAdapter):
    name = "y-is-zero"
    rules = ("107.3p",)  # the CR rules it breaks
    target = "reference_engine.variables.letter_value"
    replacement = staticmethod(_y_is_zero)


class UndefinedXIsZero(BrokenAdapter):
    name = "undefined-x-is-zero"
    rules = ("107.3f",)  # the CR rules it breaks
    target = "reference_engine.paying_x.chosen_x"
    replacement = staticmethod(lambda x: 0)
