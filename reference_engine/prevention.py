"""Prevention effects (CR 615) from resolved spells: "Prevent all damage target spell would deal this turn. You gain
life equal to the damage prevented this way." The effect is on the source (609.7, 615.2); on a permanent spell it
continues to apply to the permanent that spell becomes (400.7c, `continuous.follow_to_battlefield`)."""

from __future__ import annotations

from typing import Any

from .continuous import Effect
from .game import Game
from .objects import GameObject


def prevent_from(game: Game, source: GameObject, player: str, spec: dict[str, Any]) -> None:
    """CR 615.1a: prevent all damage `source` would deal this turn; with `gain_life_prevented` in `spec`, `player`
    gains life equal to the damage prevented this way (an additional effect that refers to the amount prevented,
    615.5)."""
    data = {"prevent_from": {"player": player, "gain_life": bool(spec.get("gain_life_prevented"))}}
    game.effects.append(Effect(frozenset({source.oid}), until="end_of_turn", data=data))


def apply_prevention(game: Game, source: GameObject | None, amount: int) -> int:
    """CR 615.1, 615.6: the damage `source` would deal, after the prevention effects that apply to damage from it;
    prevented damage is never dealt. Returns the damage left to deal."""
    if source is None or amount <= 0:
        return amount
    for effect in [e for e in game.effects if source.oid in e.affected and "prevent_from" in e.data]:
        prevented, amount = amount, 0  # "all damage": nothing is left for a later effect to prevent
        spec = effect.data["prevent_from"]
        if spec["gain_life"]:
            game.player(spec["player"]).life += prevented  # CR 615.5, 119.3
    return amount
