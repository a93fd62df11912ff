"""Wrong engines for combat (CR 506-511), each misreading one rule as an engine author might: declaring attackers
doesn't tap them (508.1f broken); flying ignored when blockers are declared (702.9b broken); first strike dealt with
the regular combat damage, in one step (510.4, 702.7b broken); a creature that came under its controller's control
this turn attacks, summoning sickness read as a rule for {T} abilities only (302.6 broken); a blocked creature whose
blockers are all gone deals its damage to the player, as if it were unblocked again (509.1h, 510.1c broken); a
"can't attack unless" restriction ignored (508.1c broken); the declare blockers and combat damage steps skipped
once no declared attacker is left in combat (508.8 broken); double strike read as first strike (702.4b broken);
reach unknown to blocking (702.17b broken); vigilance ignored (702.20b broken); combat damage dealt one creature at
a time with state-based actions in between (510.2 broken). Each is caught where tests/test_broken_combat.py
expects."""

from __future__ import annotations

from typing import Any

from reference_engine import attacking, blocking, combat, combat_damage, state_based, steps

from .broken import BrokenAdapter


def _blocked_while_blockers_remain(state: Any, attacker: Any, pairs: list[tuple[Any, Any]]) -> bool:
    """An attacker counts as blocked only while a creature blocks it (509.1h broken: it stays blocked)."""
    return any(a.oid == attacker.oid for _, a in pairs)


class AttackingDoesntTap(BrokenAdapter):
    """Tapping read as a cost of some attacks only: declared attackers stay untapped (508.1f)."""

    name = "attacking-doesnt-tap"
    rules = ("508.1f",)  # the CR rules it breaks
    target = "reference_engine.attacking._taps_to_attack"
    replacement = staticmethod(lambda game, obj: False)


class FlyingIgnoredWhenBlocking(BrokenAdapter):
    """Flying checked nowhere as blockers are declared: any creature blocks a creature with flying (702.9b)."""

    name = "flying-ignored-when-blocking"
    rules = ("702.9b",)  # the CR rules it breaks
    target = "reference_engine.blocking._can_block"
    replacement = staticmethod(lambda game, blocker, attacker: True)


class FirstStrikeWithRegularDamage(BrokenAdapter):
    """No first combat damage step: creatures with first strike deal their damage with the others (510.4, 702.7b)."""

    name = "first-strike-with-regular-damage"
    rules = ("510.4", "702.7b")  # the CR rules it breaks
    target = "reference_engine.combat_damage._strikes_first"
    replacement = staticmethod(lambda game, obj: False)


class SummoningSickAttacks(BrokenAdapter):
    """302.6 applied to {T} and {Q} abilities only: a creature new under its controller's control attacks."""

    name = "summoning-sick-attacks"
    rules = ("302.6",)  # the CR rules it breaks
    target = "reference_engine.attacking._controlled_since_turn_began"
    replacement = staticmethod(lambda game, obj: True)


class UnblockedWhenBlockersGone(BrokenAdapter):
    """A blocked creature whose blockers all left combat deals its damage to the player it attacks (509.1h, 510.1c:
    it stays blocked and deals none)."""

    name = "unblocked-when-blockers-gone"
    rules = ("509.1h", "510.1c")  # the CR rules it breaks
    target = "reference_engine.combat_damage._blocked"
    replacement = staticmethod(_blocked_while_blockers_remain)


# the functions these engines replace
assert attacking._taps_to_attack and blocking._can_block and combat_damage._strikes_first
assert attacking._controlled_since_turn_began and combat_damage._blocked


class AttackRestrictionsIgnored(BrokenAdapter):
    """Only keyword abilities checked as attackers are declared: a "can't attack unless" ability is ignored (508.1c)."""

    name = "attack-restrictions-ignored"
    rules = ("508.1c",)  # the CR rules it breaks
    target = "reference_engine.attacking._check_restrictions"
    replacement = staticmethod(lambda game, player, attackers: None)


assert attacking._check_restrictions  # the function AttackRestrictionsIgnored replaces


class SkipsWhenNoAttackerRemains(BrokenAdapter):
    """508.8 read as "with no attacking creature": the declare blockers and combat damage steps are skipped once the
    creatures declared as attackers have all left combat."""

    name = "skips-when-no-attacker-remains"
    rules = ("508.8",)  # the CR rules it breaks
    target = "reference_engine.steps.any_attacker_declared"
    replacement = staticmethod(lambda game: bool(combat.attacking_creatures(game)))


assert steps.any_attacker_declared is combat.any_attacker_declared  # the function SkipsWhenNoAttackerRemains replaces


class DoubleStrikeStrikesOnce(BrokenAdapter):
    """Double strike read as first strike: the creature deals its damage in the first combat damage step only
    (702.4b)."""

    name = "double-strike-strikes-once"
    rules = ("702.4b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._strikes_again"
    replacement = staticmethod(lambda game, obj: False)


def _flying_or_not(game: Any, blocker: Any, attacker: Any) -> bool:
    """Only flying blocks flying (702.17b broken: reach blocks it too)."""
    return not blocking.has_keyword(game, attacker, "Flying") or blocking.has_keyword(game, blocker, "Flying")


class ReachIgnored(BrokenAdapter):
    """Reach unknown to blocking: only a creature with flying blocks a creature with flying (702.17b)."""

    name = "reach-ignored"
    rules = ("702.17b",)  # the CR rules it breaks
    target = "reference_engine.blocking._can_block"
    replacement = staticmethod(_flying_or_not)


assert combat_damage._strikes_again  # the function DoubleStrikeStrikesOnce replaces


class VigilanceIgnored(BrokenAdapter):
    """Every attacker taps, vigilance or not (702.20b)."""

    name = "vigilance-ignored"
    rules = ("702.20b",)  # the CR rules it breaks
    target = "reference_engine.attacking._taps_to_attack"
    replacement = staticmethod(lambda game, obj: True)


def _one_source_at_a_time(game: Any, assigned: list[tuple[Any, Any, int]]) -> None:
    """Each creature's combat damage dealt in turn, attackers first, with state-based actions performed after each: a
    blocker destroyed by its attacker deals none (510.2 broken: all of it is dealt at once)."""
    for source, target, amount in assigned:
        if game.on_battlefield(source) and (isinstance(target, str) or game.on_battlefield(target)):
            combat_damage.deal_damage(game, source, target, amount)
            state_based.check_state_based_actions(game)


class DamageOneSourceAtATime(BrokenAdapter):
    """Combat damage dealt one creature at a time, attackers first (510.2)."""

    name = "damage-one-source-at-a-time"
    rules = ("510.2",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._deal_at_once"
    replacement = staticmethod(_one_source_at_a_time)


assert combat_damage._deal_at_once  # the function DamageOneSourceAtATime replaces
