"""Broken engines for state triggers (CR 603.8, 704.1a), each misreading one rule as an engine author might: a state
trigger performed at once like a state-based action, its permanent sacrificed without the stack (704.1a), or state
triggers looked at only as each step begins, so a state that becomes true within a step is missed until the next
(603.8: "as soon as the game state matches"). Each is caught where tests/test_broken_state_triggers.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import effects as _effects  # noqa: F401  (imported first, as the engine is: no import cycle)
from reference_engine import state_triggers
from reference_engine.vocabulary import Triggered
from reference_engine.zone_changes import sacrifice

from .broken import BrokenAdapter

_CHECK = state_triggers.check_state_triggers


def _performed_at_once(game: Any) -> bool:
    """The state's consequence is carried out as the check finds it, as a state-based action would be (704.1a broken:
    "triggered abilities, not state-based actions"): the permanent is sacrificed, and nothing goes on the stack."""
    found = [
        perm
        for perm in game.permanents()
        for ability in perm.behaviour.of(Triggered)
        if ability.event == state_triggers.STATE and state_triggers.state_holds(game, perm, ability)
    ]
    for perm in found:
        if game.on_battlefield(perm):
            sacrifice(game, perm)
    return False


def _as_each_step_begins(game: Any) -> bool:
    """State triggers are looked at once per step, the first time a player would receive priority in it (603.8
    broken: they trigger "as soon as the game state matches the condition")."""
    step = (game.turn_number, game.step)
    if getattr(game, "_state_step", None) == step:
        return False
    game._state_step = step
    return _CHECK(game)


class StateTriggerPerformedAsStateBasedAction(BrokenAdapter):
    """704.1a forgotten: "When you control no other creatures, sacrifice [this]" is done at once, like a state-based
    action, without the stack."""

    name = "state-trigger-performed-as-state-based-action"
    rules = ("704.1a",)  # the CR rules it breaks
    target = "reference_engine.priority.check_state_triggers"
    replacement = staticmethod(_performed_at_once)


class StateTriggersCheckedAsStepsBegin(BrokenAdapter):
    """603.8 read as a beginning-of-step check: a state that becomes true during a step triggers nothing until the next
    step, or never if it is gone by then."""

    name = "state-triggers-checked-as-steps-begin"
    rules = ("603.8",)  # the CR rules it breaks
    target = "reference_engine.priority.check_state_triggers"
    replacement = staticmethod(_as_each_step_begins)


# the function replaced exists, under the name patched
assert _CHECK and state_triggers.state_holds
