"""Wrong engines for declaring attackers and blockers (CR 506.4, 508, 509), each misreading one rule as an engine
author might: tapped creatures attack (508.1a) or block (509.1a); an attacker is blocked by one creature at most
(509.1a); "attacks each combat if able" ignored (508.1d) or demanded of a creature that can't attack (508.1d);
"can't block" ignored (509.1b); menace ignored (702.111b); landwalk ignored, or any player's land counted
(702.14c); an illegal declaration applied in part (508.1, 509.1); defender ignored (702.3b); no trigger on attacking
(508.1m) or "whenever [this creature] attacks" read as "whenever you attack" (508.3a); no trigger on blocking
(509.1i), "whenever [this creature] blocks" never triggering (509.3a), "becomes blocked" triggering once for each
blocker (509.3c); a creature that left the battlefield still in combat (506.4); no priority in the beginning of
combat step (507.2) or after attackers are declared (508.2); the defending player first to get priority after
declaring blockers (509.2); a cost to attack ignored (508.1h) or paid in part (508.1j), or its paying required by
"attacks each combat if able" (508.1d); the nonactive player's creatures attacking (506.2); no beginning of combat
step (506.1); the declaration's triggers put on the stack only after the active player has had priority (508.2b,
509.2a). Each is caught where
tests/test_broken_attacking.py expects."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from reference_engine import attacking, blocking, combat, engine, priority, steps
from reference_engine.errors import RulesError
from reference_engine.game import Event
from reference_engine.mana import ManaCost

from .broken import BrokenAdapter
from .broken_combat_damage import _patches_for_steps, _without_priority_in
from .broken_emerge import PatchingAdapter

_ORIGINAL_BLOCK_RESTRICTIONS = blocking._check_block_restrictions
_ORIGINAL_UNABLE = attacking._unable_to_attack
_ORIGINAL_ATTACK_TRIGGERS = attacking._attack_triggers


class TappedCreaturesAttack(BrokenAdapter):
    """Whether an attacker is untapped is never checked (508.1a)."""

    name = "tapped-creatures-attack"
    rules = ("508.1a",)  # the CR rules it breaks
    target = "reference_engine.attacking._untapped"
    replacement = staticmethod(lambda game, obj: True)


class TappedCreaturesBlock(BrokenAdapter):
    """Whether a blocker is untapped is never checked (509.1a)."""

    name = "tapped-creatures-block"
    rules = ("509.1a",)  # the CR rules it breaks
    target = "reference_engine.blocking._untapped"
    replacement = staticmethod(lambda game, blocker: True)


def _one_blocker_each(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """One blocker for each attacker, as in a duel of champions (509.1a broken: any number may block one)."""
    attackers = [attacker.oid for _, attacker in chosen]
    if len(attackers) != len(set(attackers)):
        raise RulesError("an attacking creature is blocked by one creature (CR 509.1a)", rule="509.1a")
    _ORIGINAL_BLOCK_RESTRICTIONS(game, player, chosen)


class OneBlockerPerAttacker(BrokenAdapter):
    """An attacking creature can be blocked by one creature only (509.1a)."""

    name = "one-blocker-per-attacker"
    rules = ("509.1a",)  # the CR rules it breaks
    target = "reference_engine.blocking._check_block_restrictions"
    replacement = staticmethod(_one_blocker_each)


class AttackRequirementsIgnored(BrokenAdapter):
    """Requirements ("attacks each combat if able") are never checked as attackers are declared (508.1d)."""

    name = "attack-requirements-ignored"
    rules = ("508.1d",)  # the CR rules it breaks
    target = "reference_engine.attacking._check_requirements"
    replacement = staticmethod(lambda game, player, attackers: None)


def _demand_the_impossible(game: Any, player: str, attackers: list[Any]) -> None:
    """Every creature under "attacks each combat if able" must attack, whether or not it can (508.1d broken: only
    as many requirements as can be obeyed)."""
    declared = {o.oid for o in attackers}
    for obj in game.permanents():
        must = any(a.kind == "attacks_if_able" for a in obj.behaviour.of(attacking.Static))
        if must and obj.controller == player and obj.oid not in declared:
            raise RulesError(f"{obj.name} attacks each combat if able (CR 508.1d)", rule="508.1d")


class AttackRequirementsDemandTheImpossible(BrokenAdapter):
    """ "Attacks each combat if able" read without "if able": the creature must attack even when it can't (508.1d)."""

    name = "attack-requirements-demand-the-impossible"
    rules = ("508.1d",)  # the CR rules it breaks
    target = "reference_engine.attacking._check_requirements"
    replacement = staticmethod(_demand_the_impossible)


class CantBlockIgnored(BrokenAdapter):
    """Only evasion abilities restrict blockers: "can't block" is ignored (509.1b)."""

    name = "cant-block-ignored"
    rules = ("509.1b",)  # the CR rules it breaks
    target = "reference_engine.blocking._cant_block"
    replacement = staticmethod(lambda game, blocker: False)


class MenaceIgnored(BrokenAdapter):
    """Menace unknown to blocking: one creature blocks a creature with menace (702.111b)."""

    name = "menace-ignored"
    rules = ("702.111b",)  # the CR rules it breaks
    target = "reference_engine.blocking._blockers_needed"
    replacement = staticmethod(lambda game, attacker: 1)


def _in_part(declare: Any, key: str) -> Any:
    """508.1, 509.1 broken: an illegal declaration isn't undone whole; the entries that break a rule are left out
    and the rest stands (the first declaration without one entry that is legal)."""

    def act(game: Any, a: dict[str, Any]) -> None:
        entries = list(a.get(key) or [])
        try:
            declare(game, a["player"], entries)
        except RulesError:
            for left_out in range(len(entries)):  # a declaration refused raises before it changes anything
                try:
                    declare(game, a["player"], entries[:left_out] + entries[left_out + 1 :])
                    break
                except RulesError:
                    continue
            else:
                raise
        priority.give_priority(game, game.active)

    return act


class DeclarationAppliedInPart(PatchingAdapter):
    """An illegal declaration of attackers or blockers keeps its legal part: Lovestruck Beast is left out and
    Grizzly Bears attacks alone (508.1, 509.1: the game returns to the moment before an illegal declaration)."""

    name = "declaration-applied-in-part"
    rules = ("508.1", "509.1")  # the CR rules it breaks
    patches = (
        ("reference_engine.engine.ACTIONS", {
            **engine.ACTIONS,
            "declare_attackers": _in_part(attacking.declare_attackers, "attackers"),
            "declare_blockers": _in_part(blocking.declare_blockers, "blockers"),
        }),
    )  # fmt: skip


class LandwalkIgnored(BrokenAdapter):
    """Landwalk unknown to blocking: Grizzly Bears blocks Bog Wraith though Bob controls a Swamp (702.14c)."""

    name = "landwalk-ignored"
    rules = ("702.14c",)  # the CR rules it breaks
    target = "reference_engine.blocking._landwalk"
    replacement = staticmethod(lambda game, attacker, defender: None)


_LAND_OF_TYPE = blocking._land_of_type  # the reference's, which LandwalkSeesEveryLand replaces


def _any_players_land(game: Any, perm: Any, controller: str, land_type: str) -> bool:
    """702.14c broken: a land of that type counts whoever controls it, the attacking player's own too."""
    return _LAND_OF_TYPE(game, perm, perm.controller, land_type)


class LandwalkSeesEveryLand(BrokenAdapter):
    """Landwalk looks at every player's lands, not the defending player's: Alice's own Swamp makes her Bog Wraith
    unblockable (702.14c)."""

    name = "landwalk-sees-every-land"
    rules = ("702.14c",)  # the CR rules it breaks
    target = "reference_engine.blocking._land_of_type"
    replacement = staticmethod(_any_players_land)


class DefenderIgnored(BrokenAdapter):
    """Defender read as a keyword for blocking only: a creature with defender attacks (702.3b)."""

    name = "defender-ignored"
    rules = ("702.3b",)  # the CR rules it breaks
    target = "reference_engine.attacking._defender_forbids"
    replacement = staticmethod(lambda game, obj: False)


class AttackTriggersIgnored(BrokenAdapter):
    """Declaring attackers triggers nothing (508.1m)."""

    name = "attack-triggers-ignored"
    rules = ("508.1m",)  # the CR rules it breaks
    target = "reference_engine.attacking._attack_triggers"
    replacement = staticmethod(lambda game, player, chosen: None)


def _each_creature_attacks(game: Any, player: str, chosen: list[tuple[Any, str]]) -> None:
    """ "Whenever [this creature] attacks" read as "whenever you attack": every creature of the attacking player
    triggers as any attacks (508.3a broken: only the creature declared as an attacker)."""
    if chosen:
        for obj in game.permanents():
            if obj.controller == player:
                attacking.emit(game, Event("attacks", player, obj, {"defender": chosen[0][1]}))


class AttackTriggerOnAnyAttack(BrokenAdapter):
    """A creature's "whenever [it] attacks" triggers whenever its controller attacks (508.3a)."""

    name = "attack-trigger-on-any-attack"
    rules = ("508.3a",)  # the CR rules it breaks
    target = "reference_engine.attacking._attack_triggers"
    replacement = staticmethod(_each_creature_attacks)


class BlockTriggersIgnored(BrokenAdapter):
    """Declaring blockers triggers nothing (509.1i)."""

    name = "block-triggers-ignored"
    rules = ("509.1i",)  # the CR rules it breaks
    target = "reference_engine.blocking._blocking_triggers"
    replacement = staticmethod(lambda game, player, chosen: None)


def _only_becomes_blocked(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """Only the attackers' side triggers: a blocking creature's "whenever [it] blocks" never does (509.3a broken)."""
    for attacker in blocking._newly_blocked(chosen):
        for kind in ("becomes_blocked", "blocks_or_becomes_blocked"):
            blocking.emit(game, Event(kind, attacker.controller, attacker))


class BlocksNeverTriggers(BrokenAdapter):
    """ "Whenever [a creature] blocks" never triggers; "becomes blocked" does (509.3a)."""

    name = "blocks-never-triggers"
    rules = ("509.3a",)  # the CR rules it breaks
    target = "reference_engine.blocking._blocking_triggers"
    replacement = staticmethod(_only_becomes_blocked)


class BecomesBlockedPerBlocker(BrokenAdapter):
    """ "Whenever [a creature] becomes blocked" triggers once for each creature blocking it, as "becomes blocked by a
    creature" does (509.3c, 509.3d)."""

    name = "becomes-blocked-per-blocker"
    rules = ("509.3c",)  # the CR rules it breaks
    target = "reference_engine.blocking._newly_blocked"
    replacement = staticmethod(lambda chosen: [attacker for _, attacker in chosen])


_REMEMBERED = "left_battlefield_still_in_combat"  # the attribute of a Combat where the wrong engine keeps them


def _remember_attackers(game: Any, player: str, chosen: list[tuple[Any, str]]) -> None:
    """The attackers remembered as the objects declared, whatever zone they go to since."""
    setattr(combat.state(game), _REMEMBERED, {obj.oid: obj for obj, _ in chosen})
    _ORIGINAL_ATTACK_TRIGGERS(game, player, chosen)


def _still_the_card(game: Any, oid: int, controller: str) -> Any:
    """A creature stays in combat wherever its card goes (506.4 broken: leaving the battlefield removes it)."""
    found = game.objects.get(oid) or getattr(game.combat, _REMEMBERED, {}).get(oid)
    return found if found is not None and found.controller == controller else None


class LeftBattlefieldStillInCombat(BrokenAdapter):
    """An attacking creature that left the battlefield is still attacking: combat follows the card (506.4)."""

    name = "left-battlefield-still-in-combat"
    rules = ("506.4",)  # the CR rules it breaks
    target = "reference_engine.combat._in_combat"
    replacement = staticmethod(_still_the_card)

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with (
            mock.patch(self.target, self.replacement),
            mock.patch("reference_engine.attacking._attack_triggers", _remember_attackers),
        ):
            yield


def _no_priority_after_attackers(game: Any, player: str) -> None:
    """The declare attackers step read as the declaration alone: once attackers are declared and nothing waits to go
    on the stack, the step ends (508.2 broken: the active player gets priority)."""
    if game.step == "declare_attackers" and not game.stack and not game.pending_triggers:
        priority.begin_next_step(game)
    else:
        priority.give_priority(game, player)


class NoPriorityAfterAttackers(BrokenAdapter):
    """Nobody gets priority in the declare attackers step once attackers are declared (508.2)."""

    name = "no-priority-after-attackers"
    rules = ("508.2",)  # the CR rules it breaks
    target = "reference_engine.engine.give_priority"
    replacement = staticmethod(_no_priority_after_attackers)


def _declarer_keeps_priority(game: Any, player: str) -> None:
    """The player who declared blockers gets priority after it, as after casting a spell (509.2 broken: the active
    player gets it)."""
    if game.step == "declare_blockers":
        player = game.opponents(game.active)[0]
    priority.give_priority(game, player)


class DefenderGetsPriorityAfterBlocks(BrokenAdapter):
    """The defending player, who declared blockers, gets priority first after the declaration (509.2)."""

    name = "defender-gets-priority-after-blocks"
    rules = ("509.2",)  # the CR rules it breaks
    target = "reference_engine.engine.give_priority"
    replacement = staticmethod(_declarer_keeps_priority)


class NoPriorityInBeginningOfCombat(PatchingAdapter):
    """The beginning of combat step read as a boundary of the phase where nobody gets priority (507.2)."""

    name = "no-priority-in-beginning-of-combat"
    rules = ("507.2",)  # the CR rules it breaks
    patches = _patches_for_steps(_without_priority_in("beginning_of_combat"))


class AttackCostsIgnored(BrokenAdapter):
    """A cost to attack read as a restriction on nothing: creatures attack without it being paid (508.1h)."""

    name = "attack-costs-ignored"
    rules = ("508.1h",)  # the CR rules it breaks
    target = "reference_engine.attacking._cost_to_attack"
    replacement = staticmethod(lambda game, defenders: 0)


def _pay_what_there_is(game: Any, player: str, generic: int) -> None:
    """The cost to attack paid as far as the mana pool goes (508.1j broken: partial payments are not allowed)."""
    pool = game.player(player).pool
    pool.pay(ManaCost(generic=min(generic, pool.total())))


class PartialAttackPayment(BrokenAdapter):
    """A cost to attack paid in part: the creatures attack with what mana there is (508.1j)."""

    name = "partial-attack-payment"
    rules = ("508.1j",)  # the CR rules it breaks
    target = "reference_engine.attacking._pay_to_attack"
    replacement = staticmethod(_pay_what_there_is)


def _requirements_with_costs(game: Any, player: str, attackers: list[Any]) -> None:
    """A creature that attacks each combat if able must attack when its controller can pay the cost to attack (508.1d
    broken: nobody is required to pay it)."""
    declared = {o.oid for o in attackers}
    defenders = [game.opponents(player)[0]] * (len(attackers) + 1)
    affordable = game.player(player).pool.total() >= attacking._cost_to_attack(game, defenders)
    for obj in game.permanents():
        must = any(a.kind == "attacks_if_able" for a in obj.behaviour.of(attacking.Static))
        able = _ORIGINAL_UNABLE(game, obj) is None
        if must and able and affordable and obj.controller == player and obj.oid not in declared:
            raise RulesError(f"{obj.name} attacks each combat if able (CR 508.1d)", rule="508.1d")


class RequirementsPayCosts(BrokenAdapter):
    """ "Attacks each combat if able" read as obliging its controller to pay a cost to attack they can pay (508.1d)."""

    name = "requirements-pay-costs"
    rules = ("508.1d",)  # the CR rules it breaks
    target = "reference_engine.attacking._check_requirements"
    replacement = staticmethod(_requirements_with_costs)


class AnyPlayerAttacks(BrokenAdapter):
    """Whoever declares attackers is the attacking player: the nonactive player's creatures attack too (506.2)."""

    name = "any-player-attacks"
    rules = ("506.2",)  # the CR rules it breaks
    target = "reference_engine.attacking._is_attacking_player"
    replacement = staticmethod(lambda game, player: True)


_SKIPPED = steps._skipped


class BeginningOfCombatSkipped(BrokenAdapter):
    """The combat phase read as beginning with the declaration of attackers: no beginning of combat step (506.1)."""

    name = "beginning-of-combat-skipped"
    rules = ("506.1",)  # the CR rules it breaks
    target = "reference_engine.steps._skipped"
    replacement = staticmethod(lambda game: game.step == "beginning_of_combat" or _SKIPPED(game))


def _triggers_wait_a_pass(game: Any, player: str) -> None:
    """The abilities that triggered on the declaration wait: the active player gets priority first, and they go on
    the stack only the next time a player would receive priority (508.2b, 509.2a broken: before she gets it)."""
    held, game.pending_triggers = game.pending_triggers, []
    priority.give_priority(game, player)
    game.pending_triggers = held + game.pending_triggers


class DeclarationTriggersWaitAPass(BrokenAdapter):
    """Abilities triggered by declaring attackers or blockers go on the stack only after the active player has had
    priority once (508.2b, 509.2a)."""

    name = "declaration-triggers-wait-a-pass"
    rules = ("508.2b", "509.2a")  # the CR rules it breaks
    target = "reference_engine.engine.give_priority"
    replacement = staticmethod(_triggers_wait_a_pass)


# the functions these engines replace
assert attacking._untapped and blocking._untapped and attacking._check_requirements and blocking._cant_block
assert blocking._blockers_needed and attacking._defender_forbids and attacking._attack_triggers
assert blocking._blocking_triggers and blocking._newly_blocked and combat._in_combat and _ORIGINAL_UNABLE
assert engine.give_priority is priority.give_priority and attacking._pay_to_attack and attacking._is_attacking_player
assert blocking._landwalk and blocking._land_of_type
