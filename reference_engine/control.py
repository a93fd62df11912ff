"""Control-changing effects: layer 2 of the layer system (CR 613.1b).

A permanent's controller is by default the player under whose control it entered (CR 110.2); a control-changing
effect from a resolved spell ("gain control of target creature until end of turn") changes it in layer 2, before
the layers that change text, types, colours, abilities and power/toughness (613.1), so that a static ability that
counts or grants to what "you control" sees the new controller. Control effects apply in timestamp order, the
latest winning (613.7); when the last of them ends (514.2 for "until end of turn", 611.2a) the permanent returns
to the controller it would have without them. A creature that changes controllers hasn't been under its new
controller's control continuously since their most recent turn began (302.6).

The controller is kept on the object (`GameObject.controller`) and recomputed here, from the effects, whenever a
control effect is created or ends: no other layer changes it. Not modelled (no card in the catalog needs it): a
static ability that changes control (an Aura's "You control enchanted creature", 611.3b), and "for as long as"
durations (611.2b).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .game import Game
from .layers import Effect, add_effect, stamp

if TYPE_CHECKING:
    from .effect_context import Context


def _control_effects(effects: Iterable[Effect], oid: int) -> list[Effect]:
    return [e for e in effects if oid in e.affected and "control" in e.data]


def control_layer(game: Game, ended: Iterable[Effect] = ()) -> None:
    """Layer 2 (CR 613.1b): each permanent a control effect applies to, or applied to until now (`ended`), is
    controlled by the player of its latest control effect in timestamp order (613.7), or, with none left, by the
    player who controlled it without them. A change of controller makes it summoning sick (302.6)."""
    stamp(game)
    ended = list(ended)
    touched = {oid for e in [*game.effects, *ended] if "control" in e.data for oid in e.affected}
    for oid in touched:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            continue
        live = sorted(_control_effects(game.effects, oid), key=lambda e: e.timestamp)
        every = sorted(_control_effects([*game.effects, *ended], oid), key=lambda e: e.timestamp)
        controller = live[-1].data["control"] if live else every[0].data["base"]
        if controller != obj.controller:
            obj.controller = controller
            obj.summoning_sick = True


def gain_control(game: Game, obj: Any, player: str, until: str = "end_of_turn") -> None:
    """ "[Player] gains control of [permanent] [until end of turn]" (CR 613.1b, 611.2a): a control effect, with the
    controller the permanent has without control effects kept to return to when the effects end."""
    if obj is None or obj.zone != "battlefield":
        return
    earlier = sorted(_control_effects(game.effects, obj.oid), key=lambda e: e.timestamp)
    base = earlier[0].data["base"] if earlier else obj.controller
    add_effect(game, Effect(frozenset({obj.oid}), until=until, data={"control": player, "base": base}))
    control_layer(game)


def _untap(ctx: Context, e: dict[str, Any]) -> None:
    """ "Untap [that permanent]" (CR 701.21b): a tapped permanent on the battlefield becomes untapped."""
    obj = ctx.target(e["untap"])
    if obj is not None and obj.zone == "battlefield":
        obj.tapped = False


CONTROL_VERBS = {
    "gain_control": lambda ctx, e: gain_control(ctx.game, ctx.target(e["gain_control"]), ctx.controller),
    "untap": _untap,
}
