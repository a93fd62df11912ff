"""Broken engines for the general rules of issue 18: an engine that orders simultaneous triggers itself
(CR 603.3b), one that picks a triggered ability's targets itself (603.3d), one whose static abilities see
printed characteristics instead of the layers before theirs (613.1, 613.6), and one where drawing from an
empty library has no consequence (704.5b)."""

from __future__ import annotations

from typing import Any

from reference_engine import continuous, state_based, triggers
from reference_engine.criteria import fits
from reference_engine.objects import base_characteristics
from reference_engine.targets import candidates

from .broken import BrokenAdapter


def _first_candidates(game: Any, trig: Any, then: Any) -> bool:
    """Each target is the first legal candidate: the controller is never asked (603.3d broken)."""
    options = [candidates(game, trig.controller, spec, trig.source) for spec in trig.ability.targets]
    if all(options):
        triggers._push(game, trig, [found[0] for found in options])
    return True


def _printed_applies(game: Any, obj: Any, perm: Any, params: dict[str, Any], chars: Any) -> bool:
    """A static ability's filter sees the printed characteristics (613.6 broken)."""
    return fits(game, obj, params.get("to", {}), perm.controller, perm, lambda: base_characteristics(obj))


def _draw_nothing_from_nothing(game: Any, player: str, n: int) -> None:
    """Drawing from an empty library just draws nothing (121.4, 704.5b forgotten)."""
    for oid in game.player(player).zones["library"][:n]:
        game.move(game.objects[oid], "hand")


class OrdersTriggersItself(BrokenAdapter):
    name = "orders-triggers-itself"
    rules = ("603.3b",)  # the CR rules it breaks
    target = "reference_engine.triggers.order_matters"
    replacement = staticmethod(lambda waiting: False)


class PicksTriggerTargetsItself(BrokenAdapter):
    name = "picks-trigger-targets-itself"
    rules = ("603.3d",)  # the CR rules it breaks
    target = "reference_engine.triggers._put"
    replacement = staticmethod(_first_candidates)


class StaticsSeePrintedCharacteristics(BrokenAdapter):
    name = "statics-see-printed-characteristics"
    rules = ("613.6",)  # the CR rules it breaks
    target = "reference_engine.continuous._applies"
    replacement = staticmethod(_printed_applies)


class EmptyLibraryDrawIsHarmless(BrokenAdapter):
    name = "empty-library-draw-is-harmless"
    rules = ("704.5b",)  # the CR rules it breaks
    target = "reference_engine.effects.draw"  # where the effect of "draw X cards" finds it
    replacement = staticmethod(_draw_nothing_from_nothing)


# the functions these engines replace exist
assert triggers.order_matters and triggers._put and continuous._applies and state_based.check_state_based_actions
