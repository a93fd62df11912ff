"""The stack, priority and resolution (CR 405, 117, 608).

Before a player receives priority, state-based actions are checked and waiting triggered abilities are put
on the stack (CR 117.5, 603.3b). When all players pass in succession, the top object resolves (608.1);
with an empty stack the step ends (500.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .continuous import characteristics, grant_sources
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
        if self.obj is not None:
            return {"kind": "spell", "card": self.obj.card_name, "controller": self.controller}
        kind = "triggered_ability" if isinstance(self.ability, Triggered) else "activated_ability"
        name = self.source.card_name if self.source else None
        return {"kind": kind, "source": name, "controller": self.controller}


def require_priority(game: Game, player: str) -> None:
    """CR 117.1: a player acts only while holding priority; nobody acts during casting (601.2) or while a
    choice is pending (608.2d)."""
    game.player(player)
    if game.casting is not None:
        raise RulesError("no player can take actions while a spell is being cast (CR 601.2)", rule="601.2")
    if game.pending_choice is not None:
        raise RulesError(f"{game.pending_choice.player} must first make a pending choice", rule="608.2d")
    if game.priority != player:
        raise RulesError(f"{player} does not have priority ({game.priority} has)", rule="117.1")


def give_priority(game: Game, player: str) -> None:
    """CR 117.5: state-based actions, then triggered abilities go on the stack, then priority."""
    from .triggers import put_triggers_on_stack

    check_state_based_actions(game)
    put_triggers_on_stack(game)
    game.priority = player
    game.passes = 0


def check_state_based_actions(game: Game) -> None:
    """CR 704.5f-g: a creature with toughness 0 or less, or lethal damage, is put into its owner's graveyard."""
    grants = grant_sources(game)
    for perm in list(game.permanents()):
        chars = characteristics(game, perm, grants)
        if (
            chars.is_a("Creature")
            and chars.toughness is not None
            and (chars.toughness <= 0 or (perm.damage and perm.damage >= chars.toughness))
        ):
            from .zone_changes import put_into_graveyard  # it needs this module

            put_into_graveyard(game, perm, dies=True)


def pass_priority(game: Game, player: str) -> None:
    """CR 117.3d, 117.4: passing; when all pass in succession the top object resolves."""
    require_priority(game, player)
    game.passes += 1
    names = game.apnap()
    if game.passes < len(names):
        game.priority = names[(names.index(player) + 1) % len(names)]
        return
    if not game.stack:
        raise RulesError("the stack is empty: all players passing would end the step; use 'advance'", rule="500.2")
    resolve_top(game)


def resolve_top(game: Game) -> None:
    """CR 608.2: resolve the top object; afterwards the active player receives priority (117.3b)."""
    from .resolution import resolve

    entry = game.stack.pop()
    resolve(game, entry, then=lambda: give_priority(game, game.active))


def push(game: Game, entry: StackEntry) -> None:
    game.stack.append(entry)
