"""Broken engines for Emry's rulings: a cost reduction that eats into coloured mana (CR 118.7a broken), a
casting permission that survives its card's zone change (CR 400.7 broken), and permission-cast cards that
ignore timing (CR 117.1a broken)."""

from __future__ import annotations

from typing import Any

from reference_engine import casting
from reference_engine.mana import ManaCost

from .broken import BrokenAdapter


def _reduce_into_colored(cost: ManaCost, amount: int) -> ManaCost:
    """A generic reduction that, once the generic part is gone, goes on reducing coloured components."""
    left = max(0, amount - cost.generic)
    typed = []
    for kind, n in cost.typed:
        taken = min(n, left)
        left -= taken
        if n - taken:
            typed.append((kind, n - taken))
    return ManaCost(max(0, cost.generic - amount), tuple(typed), cost.hybrid, cost.x)


def _permission_by_card(game: Any, player: str, obj: Any) -> Any:
    """Matches the physical card rather than the object: the permission survives zone changes."""
    return next(
        (p for p in game.permissions if p.player == player and p.identity == obj.identity and p.zone == obj.zone),
        None,
    )


class ReductionReducesColoredMana(BrokenAdapter):
    name = "reduction-reduces-colored-mana"
    target = "reference_engine.mana.ManaCost.reduce_generic"
    replacement = staticmethod(_reduce_into_colored)


class PermissionSurvivesZoneChange(BrokenAdapter):
    name = "permission-survives-zone-change"
    target = "reference_engine.casting.permission_for"
    replacement = staticmethod(_permission_by_card)


class PermissionIgnoresTiming(BrokenAdapter):
    name = "permission-ignores-timing"
    target = "reference_engine.casting.has_flash_timing"
    replacement = staticmethod(lambda game, player, card: card.zone != "hand")


assert casting.permission_for and casting.has_flash_timing  # the functions these engines replace exist
