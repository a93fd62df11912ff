"""Control-changing effects of spells and abilities (CR 613.1b, 611.2): "gain control of target creature until end of
turn. Untap that creature." (Act of Treason). The effect is created with its timestamp (613.7b) and applied in
layer 2 by `control`."""

from __future__ import annotations

from typing import Any

from .control import control_layer
from .effect_context import Context
from .game import Game
from .layers import Effect, add_effect


def gain_control(game: Game, obj: Any, player: str, until: str = "end_of_turn") -> None:
    """ "[Player] gains control of [permanent] [until end of turn]" (CR 613.1b, 611.2a): a control effect, created
    now with its timestamp (613.7b)."""
    if obj is None or obj.zone != "battlefield":
        return
    add_effect(game, Effect(frozenset({obj.oid}), until=until, data={"control": player}))
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
