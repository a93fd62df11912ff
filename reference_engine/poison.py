"""Poison counters on players (CR 122.1f): an effect gives them, and a player with ten or more loses the game at the
next check of state-based actions (704.5c, `state_based`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effect_context import Context, resolve_number


def give_poison(ctx: Context, e: dict[str, Any]) -> None:
    """CR 122.1f: with `player: "each_opponent"` each opponent still in the game gets that many poison counters,
    else the controller does. Nothing is checked here: losing is a state-based action (704.5c), performed when a
    player would next receive priority (117.5), not as the counter is put."""
    amount = resolve_number(ctx, e["poison"])
    if e.get("player") == "each_opponent":
        names = [n for n in ctx.game.apnap() if n != ctx.controller]
    else:
        names = [ctx.controller]
    for name in names:
        if ctx.game.player(name).lost is None:
            ctx.game.player(name).poison_counters += amount


POISON_VERBS: dict[str, Callable[[Context, dict[str, Any]], Any]] = {"poison": give_poison}
