"""A broken engine for APNAP order (CR 603.3b, 101.4): when several players' triggered abilities triggered at
once, it has the last player in APNAP order put theirs on the stack first, so the active player's resolve first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from reference_engine import priority, triggers
from reference_engine.choices import TriggerOrder, ask

from .broken_emerge import PatchingAdapter


def _nonactive_first(game: Any, then: Callable[[], None]) -> None:
    """`triggers.put_triggers_on_stack` with the players taken in reverse APNAP order (603.3b broken)."""
    while True:
        if game.trigger_queue:
            if not triggers._put(game, game.trigger_queue.pop(0), then):
                return
            continue
        waiting = {t.controller for t in game.pending_triggers}
        player = next((p for p in reversed(game.apnap()) if p in waiting), None)
        if player is None:
            then()
            return
        mine = [t for t in game.pending_triggers if t.controller == player]
        game.pending_triggers = [t for t in game.pending_triggers if t.controller != player]
        if triggers.order_matters(mine):
            ask(game, TriggerOrder(player, mine, lambda order: triggers._ordered(game, order, then)))
            return
        game.trigger_queue = mine


class StacksTriggersNonactiveFirst(PatchingAdapter):
    name = "stacks-triggers-nonactive-first"
    rules = ("603.3b", "101.4")  # the CR rules it breaks
    # the rule's function is bound in two modules: the priority loop calls it and so do the trigger choices
    patches = (
        ("reference_engine.triggers.put_triggers_on_stack", _nonactive_first),
        ("reference_engine.priority.put_triggers_on_stack", _nonactive_first),
    )


assert triggers.put_triggers_on_stack is priority.put_triggers_on_stack  # the function this engine replaces
