"""Wrong engines for the turn's beginning and main phases (CR 500-505), each misreading one rule as an engine author
might: the upkeep skipped when no ability triggers in it (501.1, 503.1 broken); the combat phase skipped when the
active player controls no creature (500.1 broken); mana emptied only when a phase ends, as the rules once said
(500.4 broken); every player's permanents untapped in the untap step (502.3 broken); priority given in the untap
step, which then ends only when all pass (502.4, 500.3 broken); the draw step's draw made as the step ends, as if it
waited on the stack (504.1 broken); no priority in the draw step (504.2 broken); an extra turn begun at once
instead of after the current turn, or extra turns taken in the order they were created (500.7 broken); the
postcombat main phase skipped after a combat without attackers (505.1 broken); a lore counter put on the active
player's Sagas in each main phase (505.4, 714.3b broken); sorcery-speed actions allowed in any step of one's own
turn with an empty stack (505.6a, 505.6b broken); a main phase ended by the active player passing alone (505.2
broken); "at the beginning of" abilities triggered only once the active player has received priority (500.6,
503.1a broken); the lore counters put once the active player has received priority (505.6 broken); an added combat
phase without its added main phase (500.8 broken); the main phase after an added combat taken for a precombat main
phase (505.1a broken). Each is caught where tests/test_broken_turns.py expects."""

from __future__ import annotations

from reference_engine import engine, extra_turns, priority, sagas, steps
from reference_engine.combat import any_attacker_declared
from reference_engine.continuous import characteristics
from reference_engine.game import MAIN_PHASES, Game
from reference_engine.stack import require_priority
from reference_engine.vocabulary import Triggered

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter
from .broken_timing import DrawAsTheStepEnds

_SKIPPED = steps._skipped
_NEXT_STEP = steps.next_step
_BEGIN_NEXT_STEP = priority.begin_next_step
_EMPTY_POOLS = Game.empty_pools
_NEXT_TURN_PLAYER = extra_turns.next_turn_player
_PASS = priority.pass_priority
_BEGINS = steps._begins
_PRECOMBAT_MAIN_BEGINS = steps.precombat_main_begins
# the steps with which a phase ends (CR 500.1): the beginning phase's draw step, each main phase, the combat phase's
# end of combat step, the ending phase's cleanup step
_PHASE_ENDS = ("draw", "precombat_main", "end_of_combat", "postcombat_main", "cleanup")
_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


def _upkeep_triggers(game: Game) -> bool:
    return any(
        a.event == "step_begins" and a.when.get("step") == "upkeep"
        for obj in game.permanents()
        for a in obj.behaviour.of(Triggered)
    )


def _skips_empty_upkeep(game: Game) -> bool:
    return _SKIPPED(game) or (game.step == "upkeep" and not _upkeep_triggers(game))


class SkipsEmptyUpkeep(BrokenAdapter):
    """The upkeep taken for the step where upkeep triggers resolve: without any, it is skipped (501.1, 503.1)."""

    name = "skips-empty-upkeep"
    rules = ("501.1", "503.1")  # the CR rules it breaks
    target = "reference_engine.steps._skipped"
    replacement = staticmethod(_skips_empty_upkeep)


def _skips_combat_without_creatures(game: Game) -> bool:
    if game.step in _COMBAT_STEPS:
        mine = [p for p in game.permanents() if p.controller == game.active]
        if not any(characteristics(game, p).is_a("Creature") for p in mine):
            return True
    return _SKIPPED(game)


class SkipsCombatWithoutCreatures(BrokenAdapter):
    """No combat phase for a player without a creature to attack with (500.1: each phase takes place every turn)."""

    name = "skips-combat-without-creatures"
    rules = ("500.1",)  # the CR rules it breaks
    target = "reference_engine.steps._skipped"
    replacement = staticmethod(_skips_combat_without_creatures)


def _empty_pools_at_phase_end(game: Game) -> None:
    if game.step in _PHASE_ENDS:
        _EMPTY_POOLS(game)


class ManaEmptiesAtPhaseEnd(BrokenAdapter):
    """Mana pools emptied as each phase ends only, as before the 2009 rules: mana lasts from step to step (500.4)."""

    name = "mana-empties-at-phase-end"
    rules = ("500.4",)  # the CR rules it breaks
    target = "reference_engine.game.Game.empty_pools"
    replacement = staticmethod(_empty_pools_at_phase_end)


def _untap_everything(game: Game) -> None:
    for obj in game.permanents():
        obj.tapped = False


class UntapsEveryPlayersPermanents(BrokenAdapter):
    """The untap step untaps every permanent, the active player's and the others' (502.3)."""

    name = "untaps-every-players-permanents"
    rules = ("502.3",)  # the CR rules it breaks
    target = "reference_engine.steps.untap_step"
    replacement = staticmethod(_untap_everything)


def _priority_in_untap_step(game: Game, cleanup_again: bool = False) -> bool:
    if game.step == "cleanup" and not cleanup_again:
        steps.next_step(game)  # the next turn's untap step
        priority.give_priority(game, game.active)
        return True
    return _BEGIN_NEXT_STEP(game, cleanup_again)


class PriorityInUntapStep(PatchingAdapter):
    """The untap step treated as any other: the active player receives priority in it, and it ends only when all
    players pass (502.4, 500.3)."""

    name = "priority-in-untap-step"
    rules = ("502.4", "500.3")  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.begin_next_step", _priority_in_untap_step),
        ("reference_engine.turns.begin_next_step", _priority_in_untap_step),
    )


class DrawWhenDrawStepEnds(DrawAsTheStepEnds):
    """The draw step's draw waits until the players have passed in it, as if it used the stack (504.1): the
    misreading of broken_timing's DrawAsTheStepEnds, named here for the rule of the draw step."""

    name = "draw-when-draw-step-ends"
    rules = ("504.1",)  # the CR rules it breaks


def _no_priority_in_draw_step(game: Game, cleanup_again: bool = False) -> bool:
    received = _BEGIN_NEXT_STEP(game, cleanup_again)
    if game.step == "draw" and not game.stack and game.pending_choice is None:
        game.priority = ""
        return False
    return received


class NoPriorityInDrawStep(PatchingAdapter):
    """The draw step read as the draw alone: nobody receives priority in it (504.2)."""

    name = "no-priority-in-draw-step"
    rules = ("504.2",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.begin_next_step", _no_priority_in_draw_step),
        ("reference_engine.turns.begin_next_step", _no_priority_in_draw_step),
    )


def _extra_turn_now(game: Game, player: str) -> None:
    game.empty_pools()
    game.begin_turn(player)
    steps.untap_step(game)


class ExtraTurnTakenNow(BrokenAdapter):
    """An extra turn begun as the spell resolves, "after this one" overlooked: the current turn ends there (500.7)."""

    name = "extra-turn-taken-now"
    rules = ("500.7",)  # the CR rules it breaks
    target = "reference_engine.extra_turns.add_extra_turn"
    replacement = staticmethod(_extra_turn_now)


def _first_created_first(game: Game) -> str:
    if len(game.next_turns) > 2:  # below the extra turns, the turn next in turn order
        return game.next_turns.pop(1)
    return _NEXT_TURN_PLAYER(game)


class ExtraTurnsInOrderOfCreation(BrokenAdapter):
    """Extra turns queued: the first created is taken first (500.7: the most recently created is)."""

    name = "extra-turns-in-order-of-creation"
    rules = ("500.7",)  # the CR rules it breaks
    target = "reference_engine.steps.next_turn_player"
    replacement = staticmethod(_first_created_first)


def _no_second_main_without_attackers(game: Game, cleanup_again: bool = False) -> None:
    attacked = game.step != "end_of_combat" or any_attacker_declared(game)
    _NEXT_STEP(game, cleanup_again)
    if not attacked and game.step == "postcombat_main":
        _NEXT_STEP(game)  # the second main phase passes at once


class SkipsSecondMainWithoutAttackers(BrokenAdapter):
    """The postcombat main phase taken for an aftermath of attacks: after a combat without attackers, the ending
    phase follows the combat phase at once (505.1: two main phases each turn)."""

    name = "skips-second-main-without-attackers"
    rules = ("505.1",)  # the CR rules it breaks
    target = "reference_engine.priority.next_step"
    replacement = staticmethod(_no_second_main_without_attackers)


def _lore_counters_each_main_phase(game: Game, cleanup_again: bool = False) -> None:
    _NEXT_STEP(game, cleanup_again)
    if game.step == "postcombat_main":
        sagas.precombat_main_begins(game)


class LoreCounterEachMainPhase(BrokenAdapter):
    """A lore counter on each of the active player's Sagas as each main phase begins, not the precombat one only
    (505.4, 714.3b)."""

    name = "lore-counter-each-main-phase"
    rules = ("505.4", "714.3b")  # the CR rules it breaks
    target = "reference_engine.priority.next_step"
    replacement = staticmethod(_lore_counters_each_main_phase)


def _any_step_of_your_turn(game: Game, player: str) -> bool:
    return game.active == player and not game.stack


class SorcerySpeedAnyStepOfYourTurn(BrokenAdapter):
    """Sorcery timing read as "in your turn with an empty stack": creatures, sorceries and lands in any step of
    one's turn (505.6a, 505.6b)."""

    name = "sorcery-speed-any-step-of-your-turn"
    rules = ("505.6a", "505.6b")  # the CR rules it breaks
    target = "reference_engine.game.Game.is_main_phase_with_empty_stack"
    replacement = staticmethod(_any_step_of_your_turn)


def _active_player_ends_main_phase(game: Game, player: str) -> None:
    if game.step in MAIN_PHASES and not game.stack and player == game.active:
        require_priority(game, player)
        priority.end_step(game)
        return
    _PASS(game, player)


class ActivePlayerEndsMainPhase(BrokenAdapter):
    """A main phase ended as soon as the active player passes with the stack empty: the other players get no
    chance to act in it (505.2)."""

    name = "active-player-ends-main-phase"
    rules = ("505.2",)  # the CR rules it breaks
    target = "reference_engine.engine.pass_priority"
    replacement = staticmethod(_active_player_ends_main_phase)


def _triggers_after_priority(game: Game, cleanup_again: bool = False) -> bool:
    received = _BEGIN_NEXT_STEP(game, cleanup_again)
    _BEGINS(game)  # "at the beginning of" abilities trigger once the active player has received priority
    return received


class TriggersAfterFirstPriority(PatchingAdapter):
    """Abilities that trigger "at the beginning of" a step trigger only once the active player has received
    priority in it: they wait until a player next would receive priority (500.6, 503.1a: on the stack before the
    active player gets priority)."""

    name = "triggers-after-first-priority"
    rules = ("500.6", "503.1a")  # the CR rules it breaks
    patches = (
        ("reference_engine.steps._begins", lambda game: None),
        ("reference_engine.priority.begin_next_step", _triggers_after_priority),
        ("reference_engine.turns.begin_next_step", _triggers_after_priority),
    )


def _lore_counters_after_priority(game: Game, cleanup_again: bool = False) -> bool:
    received = _BEGIN_NEXT_STEP(game, cleanup_again)
    if game.step == "precombat_main":
        _PRECOMBAT_MAIN_BEGINS(game)  # the chapter abilities wait until a player next would receive priority
    return received


class LoreCountersAfterPriority(PatchingAdapter):
    """The precombat main phase's lore counters put once the active player has received priority, as if the
    turn-based action came after it (505.6: fourth, after the lore counters of 505.4, the active player gets
    priority)."""

    name = "lore-counters-after-priority"
    rules = ("505.6",)  # the CR rules it breaks
    patches = (
        ("reference_engine.steps.precombat_main_begins", lambda game: None),
        ("reference_engine.priority.begin_next_step", _lore_counters_after_priority),
        ("reference_engine.turns.begin_next_step", _lore_counters_after_priority),
    )


_AFTER_ADDED_COMBAT = "_after_added_combat"  # a mark the engines below leave on the game, their own state


def _mark_added_combat(game: Game, cleanup_again: bool) -> None:
    if game.step == "postcombat_main" and game.additional_phases:
        game.__dict__[_AFTER_ADDED_COMBAT] = True
    _NEXT_STEP(game, cleanup_again)


def _no_main_phase_after_added_combat(game: Game, cleanup_again: bool = False) -> None:
    _mark_added_combat(game, cleanup_again)
    if game.step == "postcombat_main" and game.__dict__.pop(_AFTER_ADDED_COMBAT, False):
        _NEXT_STEP(game)  # the additional main phase forgotten: the ending phase follows the combat


class AdditionalCombatWithoutMainPhase(BrokenAdapter):
    """Relentless Assault's "additional combat phase followed by an additional main phase" read as the combat
    phase alone: after it the ending phase begins (500.8)."""

    name = "additional-combat-without-main-phase"
    rules = ("500.8",)  # the CR rules it breaks
    target = "reference_engine.priority.next_step"
    replacement = staticmethod(_no_main_phase_after_added_combat)


def _main_before_combat_is_precombat(game: Game, cleanup_again: bool = False) -> None:
    _mark_added_combat(game, cleanup_again)
    if game.step == "postcombat_main" and game.__dict__.pop(_AFTER_ADDED_COMBAT, False):
        game.step = "precombat_main"  # a main phase with a combat phase after it taken for a precombat one
        _PRECOMBAT_MAIN_BEGINS(game)


class AdditionalMainPhaseIsPrecombat(BrokenAdapter):
    """The main phase after an additional combat phase taken for a precombat main phase, as if any main phase
    before a combat were one: Sagas get a lore counter there (505.1a)."""

    name = "additional-main-phase-is-precombat"
    rules = ("505.1a",)  # the CR rules it breaks
    target = "reference_engine.priority.next_step"
    replacement = staticmethod(_main_before_combat_is_precombat)


assert engine.pass_priority and priority.next_step and steps.next_turn_player  # the names these engines replace
