"""Broken engines for control-changing effects (CR 613.1b, 514.2, 611.2a), each misreading one rule as an engine
author might: control is kept apart from the layer system, so a permanent's static abilities count what "you
control" for the player who controlled it before the control effect (613.1b broken: layer 2 applies before the
layers that change power and toughness); "gain control until end of turn" hands the permanent over for good, the
cleanup step ending the effect's haste but not the control (514.2, 611.2a broken); of two control effects the
earliest wins, as if a permanent stayed with whoever took it first (613.7 broken); a creature that changes
controllers keeps its controlled-since-the-turn-began status, as if that were a property of the creature (302.6
broken). Each is caught where
tests/test_broken_control.py expects."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from reference_engine import continuous, control, control_effects, effects

from .broken_emerge import PatchingAdapter
from .broken_zones import VerbPatchingAdapter

_CDA = continuous._defined_power_toughness
_APPLIES = continuous._applies
_CHANGES = control._control_changes
_CONTROL_LAYER = control.control_layer


@contextmanager
def _controllers_before_control_effects(game: Any) -> Iterator[None]:
    """Every permanent a control effect applies to is, meanwhile, controlled by the player it had before."""
    saved = {perm.oid: perm.controller for perm in game.permanents() if perm.base_controller is not None}
    for oid in saved:
        game.objects[oid].controller = game.objects[oid].base_controller
    try:
        yield
    finally:
        for oid, controller in saved.items():
            game.objects[oid].controller = controller


def _outside_the_layers(function: Callable[..., Any]) -> Callable[..., Any]:
    def layer(game: Any, *args: Any) -> Any:
        with _controllers_before_control_effects(game):
            return function(game, *args)

    return layer


class ControlOutsideTheLayers(PatchingAdapter):
    """Control effects decide who acts with a permanent, but its characteristics are worked out with the controller
    it had before them: "you" in its characteristic-defining and static abilities is the old controller."""

    name = "control-outside-the-layers"
    rules = ("613.1b",)  # the CR rules it breaks
    patches = (
        ("reference_engine.continuous._defined_power_toughness", _outside_the_layers(_CDA)),
        ("reference_engine.continuous._applies", _outside_the_layers(_APPLIES)),
    )


def _gain_control_for_good(ctx: Any, e: dict[str, Any]) -> None:
    """ "Gain control of target creature until end of turn": the control effect is given no end."""
    control_effects.gain_control(ctx.game, ctx.target(e["gain_control"]), ctx.controller, until="indefinite")


class ControlOutlastsTheTurn(VerbPatchingAdapter):
    """The permanent changes hands for good: the cleanup step ends the spell's other effects but not its control."""

    name = "control-outlasts-the-turn"
    rules = ("514.2", "611.2a")  # the CR rules it breaks
    verbs = (("gain_control", _gain_control_for_good),)


def _control_changes_earliest_last(game: Any, perm: Any, statics: Any) -> list[tuple[int, str]]:
    """The control effects in reverse timestamp order: the earliest applies last and wins."""
    return sorted(_CHANGES(game, perm, statics), reverse=True)


class ControlEarliestWins(PatchingAdapter):
    name = "control-earliest-wins"
    rules = ("613.7",)  # the CR rules it breaks
    patches = (("reference_engine.control._control_changes", _control_changes_earliest_last),)


def _control_layer_keeping_sickness(game: Any) -> None:
    """Layer 2, but a creature that changes controllers keeps whether it was summoning sick."""
    sick = {perm.oid: perm.summoning_sick for perm in game.permanents()}
    _CONTROL_LAYER(game)
    for perm in game.permanents():
        perm.summoning_sick = sick.get(perm.oid, perm.summoning_sick)


class StolenCreatureNotSick(PatchingAdapter):
    name = "stolen-creature-not-sick"
    rules = ("302.6",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.control_layer", _control_layer_keeping_sickness),
        ("reference_engine.continuous.control_layer", _control_layer_keeping_sickness),
        ("reference_engine.control.control_layer", _control_layer_keeping_sickness),
    )


# the functions and verbs these engines replace exist
assert continuous._defined_power_toughness and continuous._applies and "gain_control" in effects._VERBS
