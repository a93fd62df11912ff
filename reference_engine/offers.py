"""Offers made to a player while a spell or ability resolves: "you may [do something]" (CR 608.2d), which a
triggered ability may limit with "Do this only once each turn" (603.2i), and "[do something] unless [a player]
pays [mana]" (118.12), during which that player may activate mana abilities before paying (608.2g)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .choices import PayChoice, YesNoChoice, ask
from .errors import RulesError
from .game import Game
from .leaving_stack import counter_spell
from .mana import ManaCost

if TYPE_CHECKING:
    from .effect_context import Context


def may(ctx: Context, e: dict[str, Any], run: Callable[[Context, tuple[dict[str, Any], ...]], bool]) -> None:
    """ "You may [effects]": the controller chooses whether to do it (608.2d). With `once_each_turn` ("Do this only
    once each turn", 603.2i), doing it is the action recorded for the turn: the ability won't trigger again this
    turn for its source's controller (`Player.done_this_turn`); declining records nothing. `run` carries out the
    effects, as the effect vocabulary does (False when they wait for a choice)."""
    spec, game = e["may"], ctx.game

    def complete(accepted: bool) -> None:
        game.pending_choice = None
        if accepted and spec.get("once_each_turn") and ctx.source is not None:
            game.player(ctx.controller).done_this_turn.add(ctx.source.identity)
        if not accepted or run(ctx, tuple(spec["effects"])):
            ctx.data["after_choice"]()

    ask(game, YesNoChoice(ctx.controller, spec.get("prompt", "do it?"), complete))


def pay_offered(game: Game, player: str, cost: ManaCost) -> None:
    """Pay mana an effect offered to have paid (CR 608.2g), from the pool; mana the pool doesn't hold can't be paid
    (118.3)."""
    try:
        game.player(player).pool.pay(cost)
    except RulesError as exc:
        raise RulesError(f"{exc} (CR 118.3)", rule="118.3") from exc


def counter_unless_pays(ctx: Context, e: dict[str, Any]) -> None:
    """ "Counter target spell unless its controller pays [mana]" (118.12, 701.5a): the spell's controller chooses
    whether to pay, and may activate mana abilities before paying (608.2g); unpaid, the spell is countered. A
    spell no longer on the stack can't be countered, and nothing is offered."""
    spec, game = e["counter_unless_pays"], ctx.game
    spell = ctx.target(spec["target"])
    entry = next((s for s in game.stack if s.obj is spell), None)
    if entry is None:
        return
    cost = ManaCost.parse(spec["mana"])

    def complete(paid: bool) -> None:
        if paid:
            pay_offered(game, entry.controller, cost)
        game.pending_choice = None
        if not paid:
            counter_spell(game, spell)
        ctx.data["after_choice"]()

    ask(game, PayChoice(entry.controller, f"pay {cost} or {spell.name} is countered", str(cost), complete))
