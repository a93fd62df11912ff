"""Steps and phases (CR 500-514): a step ends, the next begins with its turn-based actions (703), and after the
cleanup step comes the next turn. Who receives priority in the new step is `priority`'s business."""

from __future__ import annotations

from .continuous import end_turn_effects
from .game import STEPS, Event, Game
from .triggers import emit
from .zone_changes import draw


def next_step(game: Game, cleanup_again: bool = False) -> None:
    """CR 500.4: the step ends and unused mana empties (106.4); the next begins with its turn-based actions: the
    draw (504.1), the end of damage and "this turn" effects in the cleanup step (514.2). After the cleanup step
    the next player in turn order takes a turn (800.4a), unless players received priority in it: then another
    cleanup step begins (`cleanup_again`, 514.3a)."""
    game.empty_pools()
    if game.step == "cleanup" and not cleanup_again:
        end_turn_effects(game)
        names = list(game.players)
        i = names.index(game.active)
        following = names[i + 1 :] + names[: i + 1]
        game.begin_turn(next(n for n in following if game.players[n].lost is None))  # 800.4a
        _begins(game)
        return
    if game.step != "cleanup":
        game.step = STEPS[STEPS.index(game.step) + 1]
    if game.step == "cleanup":
        end_turn_effects(game)  # CR 514.2
    _begins(game)
    if game.step == "draw":
        draw(game, game.active, 1)  # CR 504.1


def _begins(game: Game) -> None:
    """CR 603.2b: as a step begins, every "at the beginning of" ability of that step triggers; they go on the
    stack the next time a player would receive priority (503.1a, 117.5)."""
    emit(game, Event("step_begins", game.active, None, {"step": game.step}))
