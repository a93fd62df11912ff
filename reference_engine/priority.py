"""Priority and resolution (CR 117, 608): the top of the rules' call graph.

Before a player receives priority, state-based actions are checked and waiting triggered abilities are put
on the stack (CR 117.5, 603.3b). When all players pass in succession, the top object resolves (608.1);
with an empty stack the step ends (500.2).
"""

from __future__ import annotations

from .errors import RulesError
from .game import Game
from .resolution import resolve
from .stack import require_priority
from .state_based import check_state_based_actions
from .triggers import put_triggers_on_stack


def give_priority(game: Game, player: str) -> None:
    """CR 117.5: state-based actions, then triggered abilities go on the stack, then priority. Putting them on
    the stack may wait for their controllers' choices (603.3b, 603.3d); `player` receives priority after."""
    check_state_based_actions(game)
    if game.over:
        return  # CR 104.1: the game ends immediately
    put_triggers_on_stack(game, lambda: _receive(game, player))


def _receive(game: Game, player: str) -> None:
    game.priority = player
    game.passes = 0


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
    entry = game.stack.pop()
    resolve(game, entry, then=lambda: give_priority(game, game.active))
