"""Broken engines for CR rules without a ruling (features/rules/): one that counts a Phyrexian mana symbol as 2
in mana value (CR 202.3g forgotten, as 202.3f's largest hybrid component would), one that takes an X its text
defines as 0 (107.3c), and one that gives no card flash (702.8a)."""

from __future__ import annotations

from typing import Any

from reference_engine.mana import ManaCost

from .broken import BrokenAdapter

_mana_value = ManaCost.mana_value


def _phyrexian_two(cost: ManaCost, x_value: int = 0) -> int:
    """Each Phyrexian symbol counts 2 (202.3g broken)."""
    return _mana_value(cost, x_value) + len(cost.phyrexian)


def _defined_zero(ctx: Any, value: int | dict[str, Any]) -> int:
    """An X the text defines is 0 (107.3c broken)."""
    return value if isinstance(value, int) else 0


class PhyrexianCountsTwo(BrokenAdapter):
    name = "phyrexian-counts-two"
    rules = ("202.3g",)  # the CR rules it breaks
    target = "reference_engine.mana.ManaCost.mana_value"
    replacement = staticmethod(_phyrexian_two)


class DefinedXIsZero(BrokenAdapter):
    name = "defined-x-is-zero"
    rules = ("107.3c",)  # the CR rules it breaks
    target = "reference_engine.effects._defined"
    replacement = staticmethod(_defined_zero)


class NoFlash(BrokenAdapter):
    name = "no-flash"
    rules = ("702.8a",)  # the CR rules it breaks
    target = "reference_engine.casting.has_flash_timing"
    replacement = staticmethod(lambda game, player, card: False)
