"""Extra turns (CR 500.7): the turns to come once the current one ends, as far as effects have settled them, and
"take an extra turn" as an instruction of the effect vocabulary; additional phases (500.8). `steps.next_step` takes
the next turn and the additional phases."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .game import Game


def following_in_turn_order(game: Game) -> str:
    """CR 800.4a: the next player in turn order after the active player who is still in the game."""
    names = list(game.players)
    i = names.index(game.active)
    return next(n for n in names[i + 1 :] + names[: i + 1] if game.players[n].lost is None)


def next_turn_player(game: Game) -> str:
    """CR 500.7: the turns that effects added come directly after the turn they were added after, the most
    recently created first: `Game.next_turns` holds them last, and below them the turn that was next in turn order
    when the first of them was added, which still comes after them (an extra turn doesn't change turn order).
    Without any, the next player in turn order takes the next turn (800.4a). A turn of a player who has left the
    game isn't taken (800.4a)."""
    while game.next_turns:
        player = game.next_turns.pop()
        if game.players[player].lost is None:
            return player
    return following_in_turn_order(game)


def add_extra_turn(game: Game, player: str) -> None:
    """CR 500.7: a turn for `player` is added directly after the current one."""
    if not game.next_turns:
        game.next_turns.append(following_in_turn_order(game))  # the turn that comes after the extra turns
    game.next_turns.append(player)


def _extra_turn(ctx: Any, e: dict[str, Any]) -> None:
    """CR 500.7, "take an extra turn after this one": for the effect's controller, or with `{"player": i}` for
    its i-th target ("target player takes an extra turn after this one")."""
    spec = e["extra_turn"]
    who = spec.get("player") if isinstance(spec, dict) else None
    add_extra_turn(ctx.game, ctx.controller if who is None else ctx.target(who))


def add_combat_and_main_phase(ctx: Any, e: dict[str, Any]) -> None:
    """CR 500.8: "after this main phase, there is an additional combat phase followed by an additional main phase":
    the phases are added directly after the current main phase. Observably, the turn goes on from there as it would
    have (a precombat main phase is followed by a combat phase and a postcombat main phase anyway, 505.1a), and
    once the postcombat main phase that follows ends, another combat phase and main phase come before the ending
    phase: so each such pair is counted in `Game.additional_phases` and taken after a postcombat main phase."""
    ctx.game.additional_phases += 1


TURN_VERBS: dict[str, Callable[[Any, dict[str, Any]], None]] = {
    "extra_turn": _extra_turn,
    "additional_combat_and_main_phase": add_combat_and_main_phase,
}
