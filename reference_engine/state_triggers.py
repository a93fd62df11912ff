"""State triggers (CR 603.8): triggered abilities that trigger when a game state is true rather than on an event,
such as "When you control no other creatures, sacrifice [this]". They are triggered abilities, not state-based
actions (704.1a): they go on the stack, and players may act before they resolve."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effect_context import Context
from .filters import matches
from .game import Game
from .objects import GameObject
from .triggers import PendingTrigger
from .vocabulary import Triggered
from .zone_changes import sacrifice

STATE = "state"  # the trigger event of a state trigger: none ever happens, the state is looked at instead


def check_state_triggers(game: Game) -> bool:
    """CR 603.8: each state trigger of a permanent whose state holds triggers, unless that ability of that object has
    triggered already and hasn't left the stack yet (waiting to go on it, or on it): it doesn't trigger again until
    then. The engine looks each time it checks state-based actions, before a player would receive priority (117.5):
    a state that comes and goes during a resolution isn't seen. Returns whether any triggered."""
    triggered = False
    for perm in game.permanents():
        for ability in perm.behaviour.of(Triggered):
            if ability.event == STATE and state_holds(game, perm, ability) and not _waiting(game, perm, ability):
                game.pending_triggers.append(PendingTrigger(perm.controller, ability, perm))
                triggered = True
    return triggered


def state_holds(game: Game, perm: GameObject, ability: Triggered) -> bool:
    """The trigger condition: `you_control_none` is a filter of which its controller controls no permanent
    ("you control no other creatures": creatures, other than this one)."""
    spec = ability.when["you_control_none"]
    mine = [p for p in game.permanents() if p.controller == perm.controller]
    return not any(matches(game, p, spec, perm.controller, perm) for p in mine)


def _waiting(game: Game, perm: GameObject, ability: Triggered) -> bool:
    """Whether this ability of this object has triggered and not yet left the stack (603.8)."""
    waiting = [(t.source, t.ability) for t in (*game.pending_triggers, *game.trigger_queue)]
    waiting += [(e.source, e.ability) for e in game.stack if e.ability is not None]
    return any(source is not None and source.oid == perm.oid and a is ability for source, a in waiting)


def _sacrifice_itself(ctx: Context, e: dict[str, Any]) -> None:
    """ "Sacrifice [this]" (CR 701.17a): its source, if it is still the same permanent on the battlefield (400.7);
    one that left can't be sacrificed."""
    assert ctx.source is not None
    source = ctx.game.objects.get(ctx.source.oid)
    if source is not None and source.zone == "battlefield":
        sacrifice(ctx.game, source)


STATE_TRIGGER_VERBS: dict[str, Callable[[Context, dict[str, Any]], Any]] = {"sacrifice_itself": _sacrifice_itself}
