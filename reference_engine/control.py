"""Control-changing effects: layer 2 of the layer system (CR 613.1b).

A permanent's controller is by default the player under whose control it entered (CR 110.2); a control-changing
effect changes it in layer 2, before the layers that change text, types, colours, abilities and power/toughness
(613.1), so that a static ability that counts or grants to what "you control" sees the new controller. Control
effects come from resolved spells ("gain control of target creature until end of turn", 611.2) and from static
abilities ("You control enchanted creature", 611.3); they apply in timestamp order, the latest winning (613.7; a
static ability's effect has its permanent's timestamp, 613.7a). When none applies any more (514.2 ends "until end
of turn" effects, 611.2a; a static ability's effect ends with its permanent, 611.3b) the permanent returns to the
controller it has without them. A creature that changes controllers hasn't been under its new controller's control
continuously since their most recent turn began (302.6).

The controller is kept on the object (`GameObject.controller`) and worked out here from the effects whenever the
game is settled before a player receives priority (`priority.settle`), as a control effect is created, and as
"until end of turn" effects end: no other layer changes it. Not modelled (no card in the catalog needs it):
"for as long as" durations (611.2b).
"""

from __future__ import annotations

from .criteria import fits
from .game import Game
from .layers import functioning, static_timestamp
from .objects import GameObject, base_characteristics
from .vocabulary import Static


def _control_changes(game: Game, perm: GameObject, statics: list[tuple[GameObject, Static]]) -> list[tuple[int, str]]:
    """The control effects that apply to `perm`, as (timestamp, new controller): resolved spells' (613.7b) and
    static abilities' whose filter it fits in layer 2, where only its copiable values are settled (613.1a)."""
    changes = [(e.timestamp, e.data["control"]) for e in game.effects if perm.oid in e.affected and "control" in e.data]
    changes += [
        (static_timestamp(src), src.controller)
        for src, ability in statics
        if fits(game, perm, ability.params["to"], src.controller, src, lambda: base_characteristics(perm))
    ]
    return sorted(changes)


def control_layer(game: Game) -> None:
    """Layer 2 (CR 613.1b): each permanent is controlled by the player of the latest control effect that applies
    to it in timestamp order (613.7), or, with none, by the player who controls it without them (110.2). A change of
    controller makes it summoning sick (302.6)."""
    statics = [
        (perm, a)
        for perm in game.permanents()
        for a in perm.behaviour.of(Static)
        if a.kind == "control" and functioning(game, perm)
    ]
    for perm in game.permanents():
        changes = _control_changes(game, perm, statics)
        if changes and perm.base_controller is None:
            perm.base_controller = perm.controller
        controller = changes[-1][1] if changes else perm.base_controller or perm.controller
        if controller != perm.controller:
            perm.controller = controller
            perm.summoning_sick = True
