"""Wrong engines for timing and priority (CR 117.2, 117.3b, 117.4, 117.5, 117.7), each misreading one rule of
section 117 as an engine author might: a triggered ability goes on the stack the moment it triggers (117.2a); the
effects of static abilities are worked out again only when a player receives priority (117.2b); the draw step's draw
waits until the players have had priority in it (117.2c); state-based actions are checked only after a resolution
(117.2d); the player making a choice for a resolving spell holds priority meanwhile (117.2e); after a resolution, the
resolved object's controller receives priority (117.3b); a pass made before another player's action still counts
towards the succession (117.4); with an empty stack, one player's pass ends the step (117.4); triggered abilities are
put on the stack before state-based actions are performed (117.5); the stack resolves from the bottom, the earlier
spell first (117.7). Each is caught where tests/test_broken_timing.py expects."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from unittest import mock

from reference_engine import (
    abilities,
    casting,
    continuous,
    engine,
    priority,
    reversal,
    stack,
    steps,
    triggers,
    turns,
    zone_changes,
)

from .broken_emerge import PatchingAdapter
from .broken_priority import _EMITTERS

_EMIT = triggers.emit
_GIVE = priority.give_priority
_NEXT_STEP = priority.next_step
_REQUIRE = stack.require_priority
#: the modules that give priority after a player's action (a cast, an activation, a special action, a reversal)
_AFTER_ACTIONS = ("abilities", "casting", "turns", "reversal")


def _trigger_at_once(game: Any, event: Any) -> None:
    """A triggered ability goes on the stack as soon as it triggers, in the middle of a cast or an activation
    (117.2a broken: it waits until a player would receive priority)."""
    _EMIT(game, event)
    if game.pending_triggers and game.pending_choice is None:
        triggers.put_triggers_on_stack(game, lambda: None)


def _draw_skipped(game: Any, player: str, n: int) -> None:
    """The draw step's draw isn't made as the step begins (117.2c broken)."""


def _next_step_drawing_last(game: Any, cleanup_again: bool = False) -> None:
    """The active player draws as the draw step ends, once the players have had priority in it (117.2c broken:
    turn-based actions are dealt with before a player would receive priority)."""
    if game.step == "draw":
        zone_changes.draw(game, game.active, 1)
    _NEXT_STEP(game, cleanup_again)


def _give_without_state_check(game: Any, player: str) -> None:
    """After a player's action, priority is given with triggered abilities put on the stack but no state-based
    action performed: the engine checks them only after a spell or ability resolves (117.2d broken)."""
    with (
        mock.patch("reference_engine.priority.check_state_based_actions", lambda game: False),
        mock.patch("reference_engine.priority.unchosen_legends", lambda game: []),
    ):
        _GIVE(game, player)


def _chooser_acts(act: Callable[[Any, dict[str, Any]], None]) -> Callable[[Any, dict[str, Any]], None]:
    def acted(game: Any, action: dict[str, Any]) -> None:
        """The player making a choice for a resolving spell or ability is the one acting, so holds priority and may
        cast spells and activate abilities meanwhile (117.2e broken: no player has priority while a spell or ability
        resolves); the choice still waits for them afterwards."""
        choice, held = game.pending_choice, game.priority
        if choice is None or game.casting is not None or choice.player != action.get("player"):
            act(game, action)
            return
        game.pending_choice, game.priority = None, choice.player
        try:
            act(game, action)
        finally:
            game.pending_choice = choice
            if game.priority == choice.player:
                game.priority = held

    return acted


def _keep_passes(give: Callable[[Any, str], None]) -> Callable[[Any, str], None]:
    def given(game: Any, player: str) -> None:
        """A player who acts receives priority, but the passes made before the action go on counting (117.4
        broken: all players pass in succession, without taking any actions in between)."""
        passes = game.passes
        give(game, player)
        game.passes = passes

    return given


def _pass_ends_empty_step(game: Any, player: str) -> None:
    """With an empty stack, the step ends as soon as the player with priority passes (117.4 broken: all players
    pass in succession first)."""
    if game.stack or game.pending_choice is not None or game.casting is not None:
        priority.pass_priority(game, player)
        return
    _REQUIRE(game, player)
    priority.end_step(game)


def _settle_triggers_first(game: Any, then: Callable[[], None]) -> None:
    """Waiting triggered abilities are put on the stack first, then state-based actions are performed, once
    (117.5 broken: state-based actions first, then triggered abilities, repeated until neither happens): an ability
    triggered by a state-based action waits for the next time a player would receive priority."""

    def checked() -> None:
        while priority.check_state_based_actions(game):
            pass
        if not game.over:
            then()

    if game.pending_triggers:
        triggers.put_triggers_on_stack(game, checked)
    else:
        checked()


#: the modules that read an object's characteristics by the imported name, and `continuous` itself
_READERS = (
    "abilities", "cast_if_able", "casting", "continuous", "costs", "effects", "filters", "leaving_stack", "observe",
    "prohibitions", "put_and_pay", "resolution", "sagas", "state_based", "targets", "turns", "zone_changes",
)  # fmt: skip
_CHARACTERISTICS = continuous.characteristics
#: the game's attribute holding, by object id, the characteristics worked out since a player last received priority
_APPLIED = "statics_applied"
_RECEIVE = priority._receive


def _characteristics_as_last_applied(game: Any, obj: Any, grants: Any = None) -> Any:
    """A permanent's characteristics are worked out once, then kept until a player next receives priority (117.2b
    broken: static abilities affect the game continuously; priority doesn't apply to them)."""
    if obj.zone != "battlefield":
        return _CHARACTERISTICS(game, obj, grants)
    applied = game.__dict__.setdefault(_APPLIED, {})
    if obj.oid not in applied:
        applied[obj.oid] = _CHARACTERISTICS(game, obj, grants)
    return applied[obj.oid]


def _receive_applying_statics(game: Any, player: str) -> None:
    """As a player receives priority, the static abilities' effects are worked out again."""
    game.__dict__.pop(_APPLIED, None)
    _RECEIVE(game, player)


def _resolve_giving_controller(game: Any) -> None:
    """The top object resolves; afterwards its controller receives priority (117.3b broken: the active player
    does)."""
    entry = game.stack.pop()
    priority.resolve(game, entry, then=lambda: priority.give_priority(game, entry.controller))


def _resolve_bottom(game: Any) -> None:
    """The earliest object on the stack resolves first (117.7 broken: the one cast or activated in response to it
    resolves first); afterwards the active player receives priority."""
    entry = game.stack.pop(0)
    priority.resolve(game, entry, then=lambda: priority.give_priority(game, game.active))


class TriggersPutAtOnce(PatchingAdapter):
    """A triggered ability goes on the stack as soon as it triggers: a permanent tapped to pay a cost puts Freyalise's
    Winds' ability on the stack while the spell is being paid for, or under the ability being activated."""

    name = "triggers-put-at-once"
    rules = ("117.2a",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.emit", _trigger_at_once) for module in _EMITTERS)


class DrawAsTheStepEnds(PatchingAdapter):
    """The active player draws as the draw step ends, after the players have had priority in it, instead of as it
    begins: in the draw step the card isn't in hand yet."""

    name = "draw-as-the-step-ends"
    rules = ("117.2c",)  # the CR rules it breaks
    patches = (
        ("reference_engine.steps.draw", _draw_skipped),
        ("reference_engine.priority.next_step", _next_step_drawing_last),
    )


class StateChecksOnlyAfterResolving(PatchingAdapter):
    """State-based actions are performed only after a spell or ability resolves, not when a player receives
    priority after casting a spell or activating an ability: an Aura attached to a creature sacrificed as a cost
    stays on the battlefield."""

    name = "state-checks-only-after-resolving"
    rules = ("117.2d",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.give_priority", _give_without_state_check) for module in _AFTER_ACTIONS
    )


class ChooserHoldsPriority(PatchingAdapter):
    """The player making a choice for a resolving spell or ability may cast spells and activate abilities meanwhile."""

    name = "chooser-holds-priority"
    rules = ("117.2e",)  # the CR rules it breaks
    patches = (
        (
            "reference_engine.engine.ACTIONS",
            {**engine.ACTIONS, **{kind: _chooser_acts(engine.ACTIONS[kind]) for kind in ("cast", "activate")}},
        ),
    )


class PassesSurviveActions(PatchingAdapter):
    """A pass made before another player's action still counts: Alice passes, Bob casts a spell and passes, and Bob's
    spell resolves without Alice passing again."""

    name = "passes-survive-actions"
    rules = ("117.4",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.give_priority", _keep_passes(_GIVE)) for module in _AFTER_ACTIONS)


class OnePassEndsTheStep(PatchingAdapter):
    """With an empty stack, the step ends as soon as the player with priority passes."""

    name = "one-pass-ends-the-step"
    rules = ("117.4",)  # the CR rules it breaks
    patches = (("reference_engine.engine.pass_priority", _pass_ends_empty_step),)


class TriggersBeforeStateChecks(PatchingAdapter):
    """Waiting triggered abilities go on the stack before state-based actions are performed, once: a creature's dies
    ability, triggered by the state-based action that puts it into the graveyard, isn't on the stack when the next
    player receives priority."""

    name = "triggers-before-state-checks"
    rules = ("117.5",)  # the CR rules it breaks
    patches = (("reference_engine.priority.settle", _settle_triggers_first),)


class StaticsAppliedWithPriority(PatchingAdapter):
    """The effects of static abilities are worked out again only when a player receives priority: a Forest sacrificed
    for mana while a spell is paid for, or while Mana Leak offers to pay, leaves Aspect of Wolf's bonus as it was."""

    name = "statics-applied-with-priority"
    rules = ("117.2b",)  # the CR rules it breaks
    patches = (
        *((f"reference_engine.{module}.characteristics", _characteristics_as_last_applied) for module in _READERS),
        ("reference_engine.priority._receive", _receive_applying_statics),
    )


class ControllerGetsPriorityAfterResolving(PatchingAdapter):
    """After a spell or ability resolves, its controller receives priority, rather than the active player."""

    name = "controller-gets-priority-after-resolving"
    rules = ("117.3b",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _resolve_giving_controller),
        ("reference_engine.engine.resolve_top", _resolve_giving_controller),
    )


class ResponseResolvesLast(PatchingAdapter):
    """The stack resolves from the bottom: the spell cast first resolves first, the one cast in response to it last."""

    name = "response-resolves-last"
    rules = ("117.7",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _resolve_bottom),
        ("reference_engine.engine.resolve_top", _resolve_bottom),
    )


# the functions replaced exist, under the names patched
assert casting.give_priority is abilities.give_priority is turns.give_priority is reversal.give_priority is _GIVE
assert casting.require_priority is abilities.require_priority is turns.require_priority is _REQUIRE
assert steps.draw is zone_changes.draw and priority.settle and priority.resolve
