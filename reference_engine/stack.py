"""The stack (CR 405): what is on it, and who may act while it waits (117.1).

Giving priority and resolving (117.3-117.5, 608) are in `priority`, which sits above this module: the stack
knows nothing of what resolving an object does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import RulesError
from .game import Game
from .objects import GameObject
from .vocabulary import Activated, Triggered


@dataclass
class StackEntry:
    """A spell (`obj` set) or an activated/triggered ability (`ability` set) on the stack."""

    controller: str
    obj: GameObject | None = None
    ability: Activated | Triggered | None = None
    source: GameObject | None = None  # the ability's source, as it last existed (CR 113.7a)
    targets: list[Any] = field(default_factory=list)
    x: int = 0
    context: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> dict[str, Any]:
        if self.obj is not None:  # a meld or transforming card on the stack has only its front face (712.8b-c)
            return {"kind": "spell", "card": self.obj.name, "controller": self.controller}
        kind = "triggered_ability" if isinstance(self.ability, Triggered) else "activated_ability"
        # the source's name as it last existed: a double-faced or melded permanent's is its face's (712.8d-g)
        name = self.source.name if self.source else None
        return {"kind": kind, "source": name, "controller": self.controller}


def require_priority(game: Game, player: str) -> None:
    """CR 117.1: a player acts only while holding priority; nobody acts during casting (601.2), and nobody holds
    priority while a choice is pending (608.2d, 603.3d: the game waits for the answer)."""
    game.player(player)
    if game.casting is not None:
        refuse_while_casting(game, player)
    if game.pending_choice is not None:
        choice = game.pending_choice
        if getattr(choice, "pays_mana", False):  # CR 608.2g: only mana abilities, while offered to pay mana
            raise RulesError("no spell can be cast and no other ability activated during resolution", rule="608.2g")
        raise RulesError(f"no player has priority while {choice.player} makes a pending choice", rule="117.1")
    if game.priority != player:
        raise RulesError(f"{player} does not have priority ({game.priority or 'nobody'} has)", rule="117.1")


def push(game: Game, entry: StackEntry) -> None:
    game.stack.append(entry)


def refuse_while_casting(game: Game, player: str | None) -> None:
    """CR 601.2: no player may act while a spell is being cast. A player who doesn't hold priority is also forbidden
    by 117.1; which of the two rules a refusal names is the engine's choice (`Choices.priority_checked_first`)."""
    if game.choices.priority_checked_first and player is not None and game.priority != player:
        raise RulesError(f"{player} does not have priority ({game.priority or 'nobody'} has)", rule="117.1")
    raise RulesError("no player can take actions while a spell is being cast (CR 601.2)", rule="601.2")
