"""Steps and phases (CR 500-514): a step ends, the next begins with its turn-based actions (703), and after the
cleanup step comes the next turn. Who receives priority in the new step is `priority`'s business."""

from __future__ import annotations

from collections.abc import Callable

from . import replacement
from .choices import DiscardChoice, ask
from .combat import FIRST_STEP, any_attacker_declared, begin_combat, end_combat
from .combat_damage import combat_damage_step
from .continuous import end_turn_effects
from .extra_turns import next_turn_player
from .game import STEPS, Event, Game
from .sagas import precombat_main_begins
from .triggers import emit
from .zone_changes import discard, draw

MAX_HAND_SIZE = 7  # CR 402.2: normally seven; nothing in the catalog changes it


def next_step(game: Game, cleanup_again: bool = False) -> None:
    """CR 500.4: the step ends and unused mana empties (106.4); the next begins with its turn-based actions: the
    draw (504.1). Steps the rules skip are skipped (`_skipped`). Additional combat and main phases an effect added
    come after a postcombat main phase (500.8, `extra_turns.add_combat_and_main_phase`). After the cleanup step the
    next player in turn order takes a turn (800.4a), unless players received priority in it: then another cleanup
    step begins (`cleanup_again`, 514.3a). The cleanup step's own actions are in `cleanup`."""
    game.empty_pools()
    if game.step == "cleanup" and not cleanup_again:
        game.begin_turn(next_turn_player(game))
        game.additional_phases = 0
        untap_step(game)
        return
    if game.step == "end_of_combat":
        end_combat(game)  # CR 511.3
    second_damage_step = game.step == "combat_damage" and game.combat is not None
    if second_damage_step and game.combat.damage_step == FIRST_STEP:
        pass  # CR 510.4: after the first combat damage step, a second one instead of the end of combat step
    elif game.step == "postcombat_main" and game.additional_phases:
        game.additional_phases -= 1  # CR 500.8: an additional combat phase, then an additional main phase
        game.step = "beginning_of_combat"
    elif game.step != "cleanup":
        game.step = STEPS[STEPS.index(game.step) + 1]
        while _skipped(game):
            game.step = STEPS[STEPS.index(game.step) + 1]
    if game.step == "beginning_of_combat":
        begin_combat(game)
    if game.step == "combat_damage":
        combat_damage_step(game)  # CR 510.1-510.2
    if game.step == "draw":
        draw(game, game.active, 1)  # CR 504.1
    if game.step == "precombat_main":
        precombat_main_begins(game)  # CR 714.3b: lore counters on the active player's Sagas
    _begins(game)


def untap_step(game: Game) -> None:
    """CR 502.3: the active player untaps the permanents they control, all at once, and no other player's. No
    player receives priority in this step (502.4, `priority.begin_next_step`). Phasing (502.1) and day and night
    (502.2) aren't modelled: no card of the catalog has them."""
    for obj in game.permanents():
        if obj.controller == game.active:
            obj.tapped = False


def _begins(game: Game) -> None:
    """CR 603.2b: as a step begins, every "at the beginning of" ability of that step triggers, once its turn-based
    actions are done; they go on the stack the next time a player would receive priority (503.1a, 117.5)."""
    emit(game, Event("step_begins", game.active, None, {"step": game.step}))


def _skipped(game: Game) -> bool:
    """CR 103.8a: in a two-player game the player who plays first skips the draw step of their first turn (turn 1;
    in a game of more players nobody does, 103.8c). CR 508.8: with no creature declared as an attacker, the
    declare blockers and combat damage steps are skipped (not when the creatures declared were removed
    from combat since). CR 614.1b, 614.10: a step an effect skips doesn't begin (`replacement.skipped_step`)."""
    if replacement.skipped_step(game, game.step):
        return True
    if game.step == "draw":
        return game.turn_number == 1 and len(game.players) == 2
    return game.step in ("declare_blockers", "combat_damage") and not any_attacker_declared(game)


def cleanup(game: Game, then: Callable[[], None]) -> bool:
    """CR 514.1-514.2, the cleanup step's turn-based actions: first the active player discards down to their
    maximum hand size, choosing the cards (a pending choice); then, at once, damage is removed and "until end of
    turn" and "this turn" effects end. Returns False when both are done; True when the discard waits for the
    player's choice, after which the rest is done and `then` runs."""
    hand = game.zone_objects("hand", game.active)
    excess = len(hand) - MAX_HAND_SIZE
    if excess <= 0:
        end_turn_effects(game)
        return False

    def discarded(cards: list) -> None:
        game.pending_choice = None
        for card in cards:
            discard(game, card)
        end_turn_effects(game)
        then()

    ask(game, DiscardChoice(game.active, excess, hand, discarded))
    return True
