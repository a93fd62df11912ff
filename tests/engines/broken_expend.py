"""Broken engines for expend (CR 700.14): one that triggers on every multiple of N, and one that counts mana
spent on activated abilities as mana spent on spells."""

from __future__ import annotations

from typing import Any

from reference_engine import abilities, triggers
from reference_engine.game import Event

from .broken import BrokenAdapter

_pay = abilities._pay


def _every_threshold(n: int, before: int, after: int) -> bool:
    """Triggers each time the total passes a multiple of N (4, 8, 12, ...), not once a turn."""
    return before // n < after // n


def _pay_counting_as_spell(
    game: Any, player: str, obj: Any, cost: Any, x: int, sacrificed: Any, payment: str | None = None
) -> None:
    """Pays an activation cost and counts its mana as mana spent on spells, with the expend event."""
    who = game.player(player)
    in_pool = who.pool.total()
    _pay(game, player, obj, cost, x, sacrificed, payment)
    before = who.mana_spent_on_spells
    who.mana_spent_on_spells += in_pool - who.pool.total()
    triggers.emit(game, Event("expend", player, None, {"before": before, "after": who.mana_spent_on_spells}))


class ExpendOnEveryThreshold(BrokenAdapter):
    name = "expend-on-every-threshold"
    target = "reference_engine.triggers.expended"
    replacement = staticmethod(_every_threshold)


class ExpendCountsAbilities(BrokenAdapter):
    name = "expend-counts-abilities"
    target = "reference_engine.abilities._pay"
    replacement = staticmethod(_pay_counting_as_spell)


assert triggers.expended and abilities._pay  # the functions these engines replace exist
