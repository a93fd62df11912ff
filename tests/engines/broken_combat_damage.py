"""Wrong engines for combat damage and the end of the turn (CR 510-514, and the keywords that change combat damage:
trample, deathtouch with trample, lifelink, first strike), each misreading one rule as an engine author might. Each is
caught where tests/test_broken_combat_damage.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import combat, combat_damage, continuous, priority, state_based, steps, turns
from reference_engine.continuous import characteristics, has_keyword
from reference_engine.errors import RulesError

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter

assert combat_damage._blockers_assigned_lethal and combat_damage._lethal and combat_damage._check_assignment
assert combat_damage._forced_assignment and combat_damage._power and combat_damage._strikes_again


class TrampleBeforeLethal(BrokenAdapter):
    """Trample read as "damage may go past the blockers": the player may be assigned damage before each blocker is
    assigned lethal damage (702.19b)."""

    name = "trample-before-lethal"
    rules = ("702.19b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._blockers_assigned_lethal"
    replacement = staticmethod(lambda game, source, options, amounts: True)


def _toughness_only(game: Any, attacker: Any, blocker: Any) -> int:
    """Lethal damage read as the blocker's toughness, forgetting the damage already marked on it and deathtouch."""
    if has_keyword(game, attacker, "Deathtouch"):
        return 1
    return max(characteristics(game, blocker).toughness or 0, 0)


class TrampleLethalIgnoresMarkedDamage(BrokenAdapter):
    """Lethal damage for trample is the blocker's whole toughness, damage already marked on it forgotten (702.19b)."""

    name = "trample-lethal-ignores-marked-damage"
    rules = ("702.19b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._lethal"
    replacement = staticmethod(_toughness_only)


def _deathtouch_forgotten(game: Any, attacker: Any, blocker: Any) -> int:
    return max((characteristics(game, blocker).toughness or 0) - blocker.damage, 0)


class DeathtouchNotLethalForTrample(BrokenAdapter):
    """Deathtouch destroys what it damages (702.2b) but counts for nothing in assigning trample damage: the blocker
    must be assigned damage equal to its toughness before the player gets any (702.2c)."""

    name = "deathtouch-not-lethal-for-trample"
    rules = ("702.2c",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._lethal"
    replacement = staticmethod(_deathtouch_forgotten)


def _none_without_blockers(game: Any, attacker: Any, blockers: list[Any], power: int) -> Any:
    """510.1c applied to tramplers too: a blocked creature with no blocker left deals no damage (702.19d broken)."""
    if not blockers:
        return []
    return _FORCED(game, attacker, blockers, power)


_FORCED = combat_damage._forced_assignment


class TrampleBlockedByNothingDealsNone(BrokenAdapter):
    """A blocked creature with trample whose blockers are all gone deals no combat damage, as one without (702.19d)."""

    name = "trample-blocked-by-nothing-deals-none"
    rules = ("702.19d",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._forced_assignment"
    replacement = staticmethod(_none_without_blockers)


_CHECK = combat_damage._check_assignment


def _in_declared_order(game: Any, source: Any, options: list[Any], amounts: dict[int, int], power: int) -> None:
    """The damage assignment order of the rules before 2025: a blocker gets damage only once each blocker declared
    before it is assigned lethal damage (510.1c broken: the division is free)."""
    _CHECK(game, source, options, amounts, power)
    blockers = [(i, o) for i, o in enumerate(options) if not isinstance(o, str)]
    for k, (i, _) in enumerate(blockers):
        earlier = blockers[:k]
        if amounts.get(i, 0) and any(amounts.get(j, 0) < combat_damage._lethal(game, source, b) for j, b in earlier):
            raise RulesError("each blocker earlier in the damage assignment order must be assigned lethal damage first")


class DamageAssignmentOrder(BrokenAdapter):
    """The old damage assignment order, in the order the blockers were declared: lethal damage to each before the
    next gets any (510.1c as it was before 2025)."""

    name = "damage-assignment-order"
    rules = ("510.1c",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._check_assignment"
    replacement = staticmethod(_in_declared_order)


class AssignmentUnchecked(BrokenAdapter):
    """Each recipient checked alone, the assignment as a whole never: any amounts are accepted (510.1e)."""

    name = "assignment-unchecked"
    rules = ("510.1e",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._check_assignment"
    replacement = staticmethod(lambda game, source, options, amounts, power: None)


def _printed_power(game: Any, obj: Any) -> int:
    """The power printed on the card, the effects that change it forgotten (510.1a broken)."""
    return int(obj.printed_face().power or 0)


class PrintedPowerDamage(BrokenAdapter):
    """Combat damage equal to the creature's printed power, not its power now (510.1a)."""

    name = "printed-power-damage"
    rules = ("510.1a",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._power"
    replacement = staticmethod(_printed_power)


_DEAL = combat_damage.deal_damage


def _lifelink_on_players_only(game: Any, source: Any, target: Any, amount: int) -> None:
    """Lifelink read as "damage to a player": damage to a creature gains nothing (702.15b broken)."""
    before = game.player(source.controller).life
    _DEAL(game, source, target, amount)
    if not isinstance(target, str) and has_keyword(game, source, "Lifelink"):
        game.player(source.controller).life = before


class LifelinkOnPlayersOnly(BrokenAdapter):
    """Combat damage dealt to a creature by a creature with lifelink gains its controller nothing (702.15b)."""

    name = "lifelink-on-players-only"
    rules = ("702.15b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage.deal_damage"
    replacement = staticmethod(_lifelink_on_players_only)


class FirstStrikeStrikesTwice(BrokenAdapter):
    """First strike read as double strike: a creature that dealt damage in the first combat damage step deals it
    again in the second (702.7b, 510.4)."""

    name = "first-strike-strikes-twice"
    rules = ("702.7b", "510.4")  # the CR rules it breaks
    target = "reference_engine.combat_damage._strikes_again"
    replacement = staticmethod(combat_damage._strikes_first)


def _without_priority_in(step: str) -> Any:
    """`priority.begin_next_step` with `step` read as a step in which no player receives priority, as the untap step:
    the game goes on once its turn-based actions are done (a choice they wait for still stops it)."""

    def begin(game: Any, cleanup_again: bool = False) -> bool:
        priority.next_step(game, cleanup_again)
        if game.step == step and game.pending_choice is None:
            priority.settle(game, lambda: None)  # state-based actions and triggers as ever, but nobody gets priority
            game.priority = ""
            return False
        if game.step == "untap":
            return False
        if game.step == "cleanup":
            return priority.cleanup(game, lambda: priority._after_cleanup_actions(game)) or priority._cleanup_priority(
                game
            )
        priority.give_priority(game, game.active)
        return True

    return begin


def _patches_for_steps(begin: Any) -> tuple[tuple[str, Any], ...]:
    """Where the game moves from step to step: when all players pass (`priority`) and as it advances (`turns`)."""
    return (("reference_engine.priority.begin_next_step", begin), ("reference_engine.turns.begin_next_step", begin))


class NoPriorityAfterCombatDamage(PatchingAdapter):
    """The combat damage step read as a step without priority: once damage is dealt the game goes on (510.3)."""

    name = "no-priority-after-combat-damage"
    rules = ("510.3",)  # the CR rules it breaks
    patches = _patches_for_steps(_without_priority_in("combat_damage"))


class NoPriorityInEndOfCombat(PatchingAdapter):
    """The end of combat step read as a step without priority, a mere boundary of the phase (511.1)."""

    name = "no-priority-in-end-of-combat"
    rules = ("511.1",)  # the CR rules it breaks
    patches = _patches_for_steps(_without_priority_in("end_of_combat"))


class NoPriorityInEndStep(PatchingAdapter):
    """The end step read as a step without priority, only a moment for "at the beginning of the end step" (513.1)."""

    name = "no-priority-in-end-step"
    rules = ("513.1",)  # the CR rules it breaks
    patches = _patches_for_steps(_without_priority_in("end"))


def _priority_in_every_cleanup(game: Any, cleanup_again: bool = False) -> bool:
    """A cleanup step gives the active player priority like any other step (514.3 broken)."""
    priority.next_step(game, cleanup_again)
    if game.step == "untap":
        return False
    if game.step == "cleanup" and priority.cleanup(game, lambda: priority.give_priority(game, game.active)):
        return True
    priority.give_priority(game, game.active)
    return True


class CleanupGivesPriority(PatchingAdapter):
    """Players receive priority in every cleanup step, as in the other steps (514.3)."""

    name = "cleanup-gives-priority"
    rules = ("514.3",)  # the CR rules it breaks
    patches = _patches_for_steps(_priority_in_every_cleanup)


_SKIPPED = steps._skipped
_ADVANCE = turns.advance


def _end_step_skipped(game: Any) -> bool:
    return game.step == "end" or _SKIPPED(game)


def _advance_without_end_step(game: Any, to: str) -> None:
    if to == "end":
        raise RulesError("the ending phase has no end step here")
    _ADVANCE(game, to)


class EndingPhaseWithoutEndStep(PatchingAdapter):
    """The ending phase read as the cleanup step alone: after the postcombat main phase comes the cleanup (512.1)."""

    name = "ending-phase-without-end-step"
    rules = ("512.1",)  # the CR rules it breaks
    patches = (
        ("reference_engine.steps._skipped", _end_step_skipped),
        ("reference_engine.engine.advance", _advance_without_end_step),
    )


_BEGINS = steps._begins


def _combat_ends_as_end_of_combat_begins(game: Any) -> None:
    if game.step == "end_of_combat":
        combat.end_combat(game)
    _BEGINS(game)


class CombatEndsAsEndOfCombatBegins(BrokenAdapter):
    """Creatures are removed from combat as the end of combat step begins, not as it ends (511.3)."""

    name = "combat-ends-as-end-of-combat-begins"
    rules = ("511.3",)  # the CR rules it breaks
    target = "reference_engine.steps._begins"
    replacement = staticmethod(_combat_ends_as_end_of_combat_begins)


class CombatNeverEnds(BrokenAdapter):
    """Nothing removes the creatures from combat at the end of the combat phase: they stay attacking and blocking
    until the next combat begins (511.3)."""

    name = "combat-never-ends"
    rules = ("511.3",)  # the CR rules it breaks
    target = "reference_engine.steps.end_combat"
    replacement = staticmethod(lambda game: None)


_END_TURN_EFFECTS = continuous.end_turn_effects


def _effects_end_then_damage_wears_off(game: Any) -> None:
    """The "until end of turn" effects end first, state-based actions are checked, and only then is damage removed
    (514.2 broken: both at once)."""
    damage = {oid: game.objects[oid].damage for oid in game.battlefield}
    _END_TURN_EFFECTS(game)
    for oid, amount in damage.items():
        game.objects[oid].damage = amount
    state_based.check_state_based_actions(game)
    for oid in game.battlefield:
        game.objects[oid].damage = 0


class EffectsEndBeforeDamageWearsOff(BrokenAdapter):
    """In the cleanup step "until end of turn" effects end before damage wears off, with a check of state-based
    actions between (514.2)."""

    name = "effects-end-before-damage-wears-off"
    rules = ("514.2",)  # the CR rules it breaks
    target = "reference_engine.steps.end_turn_effects"
    replacement = staticmethod(_effects_end_then_damage_wears_off)


def _to_the_next_opponent(game: Any, attacker: Any) -> str:
    """ "The defending player" read as the next player in turn order (510.1b broken: the player it attacks)."""
    return game.apnap()[1]


class UnblockedDamageToNextOpponent(BrokenAdapter):
    """An unblocked creature's damage goes to the next player in turn order, not to the player it attacks (510.1b)."""

    name = "unblocked-damage-to-next-opponent"
    rules = ("510.1b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage.attacked"
    replacement = staticmethod(_to_the_next_opponent)


class BlockersDealNoCombatDamage(BrokenAdapter):
    """Combat damage read as dealt by the attacking creatures: a blocking creature deals none (510.1d)."""

    name = "blockers-deal-no-combat-damage"
    rules = ("510.1d",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._blocker_assignment"
    replacement = staticmethod(lambda blocker, attacker, power: [])


_CLEANUP = steps.cleanup


def _every_player_discards(game: Any, then: Any) -> bool:
    """Each player discards down to maximum hand size in the cleanup step, the others their last cards (514.1
    broken: the active player only)."""
    for name in game.apnap()[1:]:
        hand = game.zone_objects("hand", name)
        for card in hand[steps.MAX_HAND_SIZE :]:
            steps.discard(game, card)
    return _CLEANUP(game, then)


class EveryPlayerDiscardsToHandSize(BrokenAdapter):
    """Every player, not only the active player, discards down to maximum hand size in the cleanup step (514.1)."""

    name = "every-player-discards-to-hand-size"
    rules = ("514.1",)  # the CR rules it breaks
    target = "reference_engine.priority.cleanup"
    replacement = staticmethod(_every_player_discards)


_BEGIN_NEXT_STEP = priority.begin_next_step


def _never_another_cleanup(game: Any, cleanup_again: bool = False) -> bool:
    """After a cleanup step in which players received priority, the turn ends (514.3a broken: another cleanup)."""
    return _BEGIN_NEXT_STEP(game, False)


class NoSecondCleanup(PatchingAdapter):
    """After a cleanup step in which players received priority and passed, the next turn begins (514.3a)."""

    name = "no-second-cleanup"
    rules = ("514.3a",)  # the CR rules it breaks
    patches = _patches_for_steps(_never_another_cleanup)


def _priority_before_damage_triggers(game: Any, cleanup_again: bool = False) -> bool:
    """After combat damage the active player receives priority at once; state-based actions and the abilities that
    triggered wait for the next time a player would receive priority (510.3a broken)."""
    priority.next_step(game, cleanup_again)
    if game.step == "combat_damage" and game.pending_choice is None:
        priority._receive(game, game.active)
        return True
    if game.step == "untap":
        return False
    if game.step == "cleanup":
        return priority.cleanup(game, lambda: priority._after_cleanup_actions(game)) or priority._cleanup_priority(game)
    priority.give_priority(game, game.active)
    return True


class PriorityBeforeDamageTriggers(PatchingAdapter):
    """Once combat damage is dealt, the active player gets priority before the creatures it destroyed die and their
    abilities go on the stack (510.3a)."""

    name = "priority-before-damage-triggers"
    rules = ("510.3a",)  # the CR rules it breaks
    patches = _patches_for_steps(_priority_before_damage_triggers)


_END_STEP = priority.end_step


def _damage_waits_for_passes(game: Any, assigned: list[Any]) -> None:
    """Combat damage assigned is held, as on the stack under the rules before 2010 (510.1, 510.2 broken)."""
    game.held_combat_damage = list(assigned)


def _deal_held_damage_once_all_pass(game: Any) -> None:
    """All players passed: the held combat damage "resolves" and the active player gets priority again; with none
    held, the step ends."""
    held = getattr(game, "held_combat_damage", None)
    if not held:
        _END_STEP(game)
        return
    game.held_combat_damage = None
    _DEAL_AT_ONCE(game, held)
    priority.give_priority(game, game.active)


_DEAL_AT_ONCE = combat_damage._deal_at_once


class CombatDamageUsesTheStack(PatchingAdapter):
    """Combat damage as it was before 2010: assigned as the step begins, then dealt only once all players pass, so
    they may act in between (510.1, 510.2: neither turn-based action uses the stack)."""

    name = "combat-damage-uses-the-stack"
    rules = ("510.1", "510.2")  # the CR rules it breaks
    patches = (
        ("reference_engine.combat_damage._deal_at_once", _damage_waits_for_passes),
        ("reference_engine.priority.end_step", _deal_held_damage_once_all_pass),
    )


assert steps.end_turn_effects is continuous.end_turn_effects and steps.end_combat is combat.end_combat
assert priority.begin_next_step and turns.begin_next_step is priority.begin_next_step
