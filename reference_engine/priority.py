"""Priority and resolution (CR 117, 608): the top of the rules' call graph.

Each time a player would receive priority, state-based actions are performed and waiting triggered abilities
are put on the stack first (CR 117.5, 704.3, 603.3b): after a spell or ability resolves, after a cast or an
activation, at the start of a step, and when a player passes. When all players pass in succession, the top
object resolves (608.1); with an empty stack the step ends (500.2).
"""

from __future__ import annotations

from collections.abc import Callable

from . import combat_damage
from .choices import LegendChoice, ask
from .control import control_layer
from .game import Game
from .objects import GameObject
from .resolution import resolve
from .stack import require_priority
from .state_based import check_state_based_actions, unchosen_legends
from .state_triggers import check_state_triggers
from .steps import cleanup, next_step
from .triggers import put_triggers_on_stack


def give_priority(game: Game, player: str) -> None:
    """CR 117.5: `player` receives priority once state-based actions and triggered abilities are dealt with;
    a player receiving it after acting starts a new succession of passes (117.4)."""
    settle(game, lambda: _receive(game, player))


def settle(game: Game, then: Callable[[], None]) -> None:
    """CR 117.5, 704.3: state-based actions are performed until none are, then the waiting triggered abilities
    go on the stack (which may wait for their controllers' choices, 603.3b, 603.3d), and again until neither
    happens; then `then` runs. Nothing runs once the game is over (104.1)."""
    while True:
        control_layer(game)  # CR 613.1b: a static ability's control effect begins or ends with its permanent
        legends = unchosen_legends(game)
        if legends:  # CR 704.5j: the controller chooses the one to keep before the check performs the rule
            ask(game, LegendChoice(legends[0].controller, legends, lambda kept: _keep(game, kept, then)))
            return
        if not check_state_based_actions(game):
            break
    if game.over:
        return
    check_state_triggers(game)  # CR 603.8: a state trigger, not a state-based action (704.1a)
    if not game.pending_triggers:
        then()
        return
    put_triggers_on_stack(game, lambda: settle(game, then))


def _keep(game: Game, kept: GameObject, then: Callable[[], None]) -> None:
    """The legend rule's choice answered (CR 704.5j): `kept` stays, the others go as the check is performed."""
    game.pending_choice = None
    game.legend_kept.add(kept.oid)
    settle(game, then)


def _receive(game: Game, player: str) -> None:
    """`player` receives priority; one who left the game meanwhile can't, and the next player in turn order who is
    still in it does (800.4a)."""
    names = list(game.players)
    i = names.index(player)
    game.priority = next(n for n in names[i:] + names[:i] if game.players[n].lost is None)
    game.passes = 0


def pass_priority(game: Game, player: str) -> None:
    """CR 117.3d: the player passes; the next player in turn order would receive priority, so state-based
    actions and triggered abilities are dealt with first (117.5). They are no player's action, so the passes go
    on counting (117.4): when all players have passed in succession, the top object resolves (608.1) or, with
    an empty stack, the step ends (500.2)."""
    require_priority(game, player)
    game.passes += 1
    if game.passes < len(game.apnap()):
        settle(game, lambda: _pass_on(game, player))
    else:
        _all_passed(game)


def _pass_on(game: Game, player: str) -> None:
    """The next player in turn order who is still in the game receives priority (117.3d, 800.4a); if a player
    left the game meanwhile and everyone left has passed, all players have passed in succession (117.4)."""
    if game.passes >= len(game.apnap()):
        _all_passed(game)
        return
    names = list(game.players)
    i = names.index(player)
    game.priority = next(n for n in names[i + 1 :] + names[:i] if game.players[n].lost is None)


def _all_passed(game: Game) -> None:
    if game.stack:
        resolve_top(game)
    else:
        end_step(game)


def end_step(game: Game) -> None:
    """CR 117.4, 500.2: all players passed in succession with an empty stack: the step ends, and the game goes
    on to the next step in which players receive priority; a step in which they don't ends once its turn-based
    actions are done (500.3). Players received priority in this step, so after a cleanup step comes another
    (514.3a)."""
    again = game.step == "cleanup"
    while not begin_next_step(game, cleanup_again=again) and not game.over:
        again = False


def begin_next_step(game: Game, cleanup_again: bool = False) -> bool:
    """The step ends and the next begins (`steps.next_step`); then the active player receives priority
    (117.3a), except in the untap step (502.4) and in a cleanup step whose first check performs no state-based
    action and finds no triggered ability waiting (514.3, 514.3a, 704.3). Returns whether players receive
    priority in the new step, or a choice waits (then nobody acts until it is answered, 117.1)."""
    next_step(game, cleanup_again)
    if game.step == "untap":
        return False
    if game.step == "cleanup":
        return cleanup(game, lambda: _after_cleanup_actions(game)) or _cleanup_priority(game)
    give_priority(game, game.active)
    return True


def _cleanup_priority(game: Game) -> bool:
    """CR 514.3a: when state-based actions are performed or triggered abilities wait in the cleanup step, the
    active player receives priority."""
    if not (check_state_based_actions(game) or check_state_triggers(game) or game.pending_triggers):
        return False
    give_priority(game, game.active)
    return True


def _after_cleanup_actions(game: Game) -> None:
    """The discard of 514.1 was chosen and 514.2 is done: the cleanup step goes on (514.3) and the game with it, to
    the next step in which players receive priority."""
    if not _cleanup_priority(game):
        while not begin_next_step(game) and not game.over:
            pass


def resolve_top(game: Game) -> None:
    """CR 608.2: resolve the top object; afterwards the active player receives priority (117.3b)."""
    entry = game.stack.pop()
    resolve(game, entry, then=lambda: give_priority(game, game.active))


combat_damage.GIVE_PRIORITY.append(give_priority)
