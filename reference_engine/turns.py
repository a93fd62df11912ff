"""Turn structure (CR 500-514) as far as the corpus needs it: playing lands (305), moving through steps."""

from __future__ import annotations

from .combat import any_attacker_declared
from .continuous import characteristics
from .errors import RulesError
from .game import STEPS, Game
from .permissions import permission_for
from .priority import begin_next_step, give_priority
from .stack import require_priority
from .zone_changes import enter_battlefield


def play_land(game: Game, player: str, ref: str) -> None:
    """CR 305.1-305.2: from your hand, or from another zone an effect lets you play the card from ("may play that
    card", 701.14b), in your main phase with an empty stack, once a turn. A permission to *cast* a card never lets
    you play it as a land (CR 305.9). The land enters as any permanent does (305.1, 614.1d), and as the effect that
    let it be played says when that effect finds the land it became ("Each land played this way enters tapped",
    400.7i); afterwards the player receives priority again (117.3c)."""
    require_priority(game, player)
    obj = game.resolve_ref(ref)
    if not characteristics(game, obj).is_a("Land"):
        raise RulesError(f"{obj.name} is not a land", rule="305.1")
    permission = None
    if obj.zone != "hand" or obj.owner != player:
        permission = permission_for(game, player, obj)
        if permission is None or not permission.play:
            raise RulesError(
                f"{obj.name} is in the {obj.zone}: a land is played from its owner's hand (CR 305.1)", rule="305.1"
            )
    if game.active != player:
        raise RulesError("a player can't play a land if it isn't their turn (CR 305.3)", rule="305.3")
    if not game.is_main_phase_with_empty_stack(player):
        raise RulesError("a land can be played only in your main phase with an empty stack (CR 305.1)", rule="305.1")
    if game.player(player).lands_played >= 1:
        raise RulesError("the lands this player may play this turn are already played (CR 305.2b)", rule="305.2b")
    game.player(player).lands_played += 1
    # its "enters tapped" and enters triggers apply as to any permanent (614.1d); the effect that let it be played
    # finds the land it becomes (400.7i)
    enter_battlefield(game, obj, player, tapped=permission is not None and permission.lands_enter_tapped)
    give_priority(game, player)  # CR 117.3c: a special action; triggered abilities go on the stack first (117.5)


def advance(game: Game, to: str) -> None:
    """All players pass with an empty stack until `to` (a step name, or `next_turn`: its precombat main). In
    each step on the way where players receive priority, the active player receives it (117.3a, 117.5): if a
    triggered ability goes on the stack there or a choice waits, the players can no longer pass with an empty
    stack, and the game stays in that step (500.2). In a step where nobody receives priority (the untap step,
    502.4; a cleanup step, 514.3), the game stops after its turn-based actions with nobody holding priority."""
    if game.stack:
        raise RulesError("the stack is not empty", rule="500.2")
    if game.pending_choice is not None:
        # CR 117.1: nobody acts while the game waits for a choice, not even by passing
        raise RulesError(f"a choice is pending for {game.pending_choice.player}", rule="117.1")
    start_turn = game.turn_number
    target = "precombat_main" if to == "next_turn" else to
    if target not in STEPS:
        raise RulesError(f"unknown step {to!r}")
    if target in ("declare_blockers", "combat_damage") and not any_attacker_declared(game):
        raise RulesError(f"with no attacking creature there is no {target} step (CR 508.8)", rule="508.8")
    again = game.step == "cleanup" and game.priority != ""  # players received priority in this cleanup (514.3a)
    while True:
        priority = begin_next_step(game, cleanup_again=again)
        again = False
        if game.over or (priority and (game.stack or game.pending_choice is not None)):
            return  # CR 104.1; 500.2
        if game.step == target and (to != "next_turn" or game.turn_number > start_turn):
            if not priority:
                game.priority = ""
            return
        if game.turn_number > start_turn + len(game.players) + 1:  # a round of turns, none with that step
            raise RulesError(f"the game never reaches {to}: every such step is skipped (CR 614.1b)", rule="614.1b")
