"""Broken engines for control-changing effects (CR 613.1b, 514.2, 611.2a), each misreading one rule as an engine
author might: control is kept apart from the layer system, so a permanent's static abilities count what "you
control" for the player who controlled it before the control effect (613.1b broken: layer 2 applies before the
layers that change power and toughness); "gain control until end of turn" hands the permanent over for good, the
cleanup step ending the effect's haste but not the control (514.2, 611.2a broken). Each is caught where
tests/test_broken_control.py expects."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from reference_engine import continuous, control, effects

from .broken_emerge import PatchingAdapter
from .broken_zones import VerbPatchingAdapter

_CDA = continuous._defined_power_toughness
_APPLIES = continuous._applies


@contextmanager
def _controllers_before_control_effects(game: Any) -> Iterator[None]:
    """Every permanent a control effect applies to is, meanwhile, controlled by the player it had before."""
    saved: dict[int, str] = {}
    for e in game.effects:
        for oid in e.affected if "control" in e.data else ():
            obj = game.objects.get(oid)
            if obj is not None:
                saved.setdefault(oid, obj.controller)
                obj.controller = e.data["base"]
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
    control.gain_control(ctx.game, ctx.target(e["gain_control"]), ctx.controller, until="indefinite")


class ControlOutlastsTheTurn(VerbPatchingAdapter):
    """The permanent changes hands for good: the cleanup step ends the spell's other effects but not its control."""

    name = "control-outlasts-the-turn"
    rules = ("514.2", "611.2a")  # the CR rules it breaks
    verbs = (("gain_control", _gain_control_for_good),)


# the functions and verbs these engines replace exist
assert continuous._defined_power_toughness and continuous._applies and "gain_control" in effects._VERBS
