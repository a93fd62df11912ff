"""Triggered abilities (CR 603): matching events, waiting to be put on the stack, cast triggers (601.2i),
enters and dies triggers (603.6a, 603.10a), and expend (700.14)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .filters import matches
from .game import Event, Game
from .objects import GameObject
from .stack import StackEntry, push
from .targets import choose_automatic_targets
from .vocabulary import Triggered


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.3)."""

    controller: str
    ability: Triggered
    source: GameObject
    context: dict[str, Any] = field(default_factory=dict)


def _sources(game: Game, event: Event) -> list[GameObject]:
    """Objects whose abilities can see `event`: permanents, plus the event's own object when its ability
    functions from where it is (a spell's cast trigger, CR 113.6c; a dying creature looks back, 603.10a)."""
    sources = list(game.permanents())
    if event.obj is not None and event.obj.oid not in game.battlefield:
        sources.append(event.obj)
    return sources


def _applies(game: Game, ability: Triggered, source: GameObject, event: Event) -> bool:
    when = ability.when
    if when.get("self") and (event.obj is None or event.obj.identity != source.identity):
        return False
    if not when.get("self") and source.zone != "battlefield":
        return False
    if "player" in when and (event.player == source.controller) != (when["player"] == "you"):
        return False
    if "object" in when and (
        event.obj is None or not matches(game, event.obj, when["object"], source.controller, source)
    ):
        return False
    if event.kind == "expend":
        return expended(when["amount"], event.data["before"], event.data["after"])
    return True


def expended(n: int, before: int, after: int) -> bool:
    """CR 700.14: a player expends N when the mana they spent this turn to cast spells was less than N before
    paying a spell's cost and at least N after; the total only grows during a turn, so this happens at most once
    a turn. `before` and `after` count mana actually spent on spells, never on abilities."""
    return before < n <= after


def emit(game: Game, event: Event) -> None:
    """CR 603.2: every triggered ability whose trigger event matches triggers once."""
    for source in _sources(game, event):
        for ability in source.behaviour.of(Triggered):
            if ability.event == event.kind and _applies(game, ability, source, event):
                context = {"event_player": event.player, **event.data}
                if event.obj is not None:
                    context["event_object"] = event.obj
                game.pending_triggers.append(PendingTrigger(source.controller, ability, source, context))


def put_triggers_on_stack(game: Game) -> None:
    """CR 603.3b: APNAP order; each player's own triggers in the order they triggered."""
    waiting, game.pending_triggers = game.pending_triggers, []
    for player in game.apnap():
        for trig in (t for t in waiting if t.controller == player):
            targets = choose_automatic_targets(game, trig.controller, trig.ability.targets, trig.source)
            if targets is None:
                continue  # CR 603.3d: no legal target, removed from the stack
            push(
                game,
                StackEntry(
                    trig.controller,
                    ability=trig.ability,
                    source=trig.source,
                    targets=targets,
                    x=trig.context.get("x", trig.source.x or 0),  # an enters trigger: the spell's X (107.3m)
                    context=trig.context,
                ),
            )
