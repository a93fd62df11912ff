"""Putting a card from a hand onto the battlefield, then keeping it only by paying its mana cost (CR 118.12): part
of the effect vocabulary of `effects`. A mana cost paid this way, the object being no spell on the stack, has
X = 0 (107.3h)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .choices import OptionalChoice, PayChoice, ask
from .continuous import characteristics
from .filters import matches
from .objects import GameObject
from .offers import pay_offered
from .zone_changes import enter_battlefield, sacrifice

if TYPE_CHECKING:
    from .effect_context import Context


def _put_from_hand(ctx: Context, e: dict[str, Any]) -> None:
    """ "You may put a [filter] card from your hand onto the battlefield": the controller chooses one such card or
    nothing (608.2d); with none in hand there is nothing to choose (609.3). The permanent it becomes is what "it"
    means afterwards (400.7)."""
    game = ctx.game
    hand = game.zone_objects("hand", ctx.controller)
    options = [c for c in hand if matches(game, c, e["put_from_hand"], ctx.controller, ctx.source)]

    def complete(chosen: list[GameObject]) -> None:
        game.pending_choice = None
        if chosen:
            ctx.data["put_onto_battlefield"] = enter_battlefield(game, chosen[0], ctx.controller)
        ctx.data["after_choice"]()

    if options:
        ask(game, OptionalChoice(ctx.controller, "you may put one onto the battlefield", options, complete))


def _pay_mana_cost_or_sacrifice(ctx: Context, e: dict[str, Any]) -> None:
    """ "If you do, sacrifice it unless you pay its mana cost reduced by up to {N}" (CR 118.12): the controller is
    offered to pay that cost, {X} counting as 0 since the permanent is no spell on the stack (107.3h), its generic
    part reduced by up to N (118.7a); they may activate mana abilities first (608.2g), and can't pay what their pool
    can't (118.3). Unpaid, the permanent is sacrificed."""
    game = ctx.game
    put = ctx.data.get("put_onto_battlefield")
    if put is None or put.oid not in game.objects or put.zone != "battlefield":
        return
    cost = characteristics(game, put).mana_cost.with_x(0)
    cost = cost.reduce_generic(e["pay_mana_cost_or_sacrifice"]["reduced_by"])

    def complete(paid: bool) -> None:
        if paid:
            pay_offered(game, ctx.controller, cost)
        else:
            sacrifice(game, put)
        game.pending_choice = None
        ctx.data["after_choice"]()

    ask(game, PayChoice(ctx.controller, f"pay {cost} or {put.name} is sacrificed", str(cost), complete))


PUT_AND_PAY_VERBS: dict[str, Callable[[Context, dict[str, Any]], None]] = {
    "put_from_hand": _put_from_hand,
    "pay_mana_cost_or_sacrifice": _pay_mana_cost_or_sacrifice,
}
