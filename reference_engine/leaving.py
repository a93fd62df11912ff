"""A player leaving a multiplayer game (CR 800.4a): what they owned and controlled leaves with them."""

from __future__ import annotations

from .game import Game
from .stack import StackEntry


def leave_game(game: Game, name: str) -> None:
    """CR 800.4a: when a player leaves a game that goes on (800.4), all objects they own leave the game; then the
    objects on the stack they control that aren't cards (abilities) cease to exist; then whatever they still
    control is exiled. Their triggered abilities waiting to be put on the stack never are (800.4d). A player leaves
    only as state-based actions are checked, never while waiting abilities are being put on the stack one by one
    (603.3b), so those are all still waiting. Priority passing from them to the next player is `priority`'s
    business. In a game that is over there is nobody to play on (104.1), and nothing leaves."""
    if game.over:
        return
    for obj in [o for o in game.objects.values() if o.owner == name]:
        game.remove_from_game(obj)
    game.stack = [e for e in game.stack if not _leaves(e, name)]
    game.pending_triggers = [t for t in game.pending_triggers if t.controller != name]
    for obj in [o for o in game.permanents() if o.controller == name]:
        game.move(obj, "exile")
    for entry in [e for e in game.stack if e.controller == name]:  # a spell of another player's card
        game.stack.remove(entry)
        game.move(entry.obj, "exile")


def _leaves(entry: StackEntry, name: str) -> bool:
    """CR 800.4a: a stack entry that leaves with the player: a spell they own, or an ability they control."""
    return entry.obj.owner == name if entry.obj is not None else entry.controller == name
