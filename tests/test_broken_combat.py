"""The wrong engines of combat (CR 302.6, 508.1c, 508.1f, 508.8, 509.1h, 510.1c, 510.2, 510.4, 702.4b, 702.7b,
702.9b, 702.17b, 702.20b) in tests/engines/broken_combat.py: each breaks one rule the way an engine author might,
and the corpus fails it on exactly the scenarios expected here, with status fail, among them one tagged with the
rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_combat:"
COMBAT = "attacking_taps or attacking_since_turn_began or blocking_flying or removed_from_combat"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "AttackingDoesntTap": COMBAT,
    E + "FlyingIgnoredWhenBlocking": COMBAT + " or blocking_reach",
    E + "FirstStrikeWithRegularDamage": "first_strike or combat_damage or double_strike",
    E + "SummoningSickAttacks": COMBAT,
    E + "UnblockedWhenBlockersGone": COMBAT + " or combat_damage",
    E + "AttackRestrictionsIgnored": COMBAT + " or attack_restrictions",
    E + "SkipsWhenNoAttackerRemains": "attackers_removed_steps_remain or skipped_combat_steps",
    E + "DoubleStrikeStrikesOnce": "double_strike or first_strike",
    E + "ReachIgnored": "blocking_reach or blocking_flying",
    E + "VigilanceIgnored": COMBAT,
    E + "DamageOneSourceAtATime": "combat_damage or first_strike or end_of_combat or deathtouch_in_combat",
}
TAPS = "attacking_taps.feature::"
SINCE = "attacking_since_turn_began.feature::"
FLYING = "blocking_flying.feature::"
FIRST = "first_strike.feature::"
REMOVED = "removed_from_combat.feature::"
RESTRICTIONS = "attack_restrictions.feature::"
REMAIN = "attackers_removed_steps_remain.feature::"
DOUBLE = "double_strike.feature::"
REACH = "blocking_reach.feature::"
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "AttackingDoesntTap": {
        TAPS + "Grizzly Bears declared as an attacker is tapped and attacks Bob",
        TAPS + "Serra Angel, with vigilance, attacks without tapping while Grizzly Bears beside her taps",
        SINCE + "Hypersonic Dragon, new this turn, attacks thanks to haste",
    },
    E + "FlyingIgnoredWhenBlocking": {
        FLYING + "Walking Corpse, without flying or reach, can't block Serra Angel",
        FLYING + "War Screecher and Walking Corpse together can't block Serra Angel; War Screecher alone can",
        REACH + "Walking Corpse, without reach, can't join Giant Spider in blocking Serra Angel",
    },
    E + "FirstStrikeWithRegularDamage": {
        FIRST + "Thalia, blocked by Bob's Grizzly Bears, kills them in the first combat damage step and takes no "
        "damage",
        FIRST + "Thalia, blocked by Order of Whiteclay, survives the first step; Whiteclay's 1 damage in the second "
        "kills her",
        FIRST + "Unblocked Thalia deals her damage to Bob in the first step, Grizzly Bears blocked by Walking Corpse "
        "in the second",
        DOUBLE + "Fencing Ace, blocked by Llanowar Elves, kills them in the first step and survives",
        DOUBLE + "Unblocked Fencing Ace and Thalia take Bob to 17 in the first step and to 16 in the second",
        DOUBLE + "Unblocked Fencing Ace deals 1 damage to Bob in each of the two damage steps",
        FIRST + "Unblocked Thalia deals her 2 damage in the first combat damage step only, Grizzly Bears in the second",
        "lifelink.feature::Gisela, blocked by War Screecher, deals it 4 damage in the first combat damage step: Alice "
        "gains 4 then",
    },
    E + "SummoningSickAttacks": {
        SINCE + "A declaration naming Grizzly Bears, new this turn, beside Walking Corpse is refused whole",
        SINCE + "Grizzly Bears that came under Alice's control this turn can't attack",
    },
    E + "UnblockedWhenBlockersGone": {
        REMOVED + "Of Grizzly Bears and Watchwolf, only the Bears were blocked, by Llanowar Elves since destroyed: Bob "
        "takes Watchwolf's 3 damage alone",
        REMOVED + "Watchwolf's only blocker, Llanowar Elves, is destroyed: Watchwolf stays blocked and deals no "
        "combat damage",
        "trample.feature::Control: Watchwolf, without trample, whose only blocker is destroyed deals no combat damage",
    },
    E + "AttackRestrictionsIgnored": {
        RESTRICTIONS + "A declaration of Lovestruck Beast and Grizzly Bears, a 2/2, is refused whole",
        RESTRICTIONS + "Lovestruck Beast can't attack while Alice controls no 1/1 creature",
    },
    E + "SkipsWhenNoAttackerRemains": {
        REMAIN + "Bob's Lightning Bolt destroys the only attacker, Grizzly Bears: the declare blockers step still "
        "follows",
        REMAIN + "With the only attacker destroyed, Bob still declares blockers, none, in the declare blockers step",
    },
    E + "DoubleStrikeStrikesOnce": {
        DOUBLE + "Unblocked Fencing Ace and Thalia take Bob to 17 in the first step and to 16 in the second",
        DOUBLE + "Unblocked Fencing Ace deals 1 damage to Bob in each of the two damage steps",
    },
    E + "ReachIgnored": {
        REACH + "Giant Spider with reach and War Screecher with flying block Serra Angel together",
        REACH + "Giant Spider, with reach, blocks Serra Angel",
    },
    E + "VigilanceIgnored": {
        TAPS + "Serra Angel, attacking alone, stays untapped thanks to vigilance",
        TAPS + "Serra Angel, with vigilance, attacks without tapping while Grizzly Bears beside her taps",
    },
    E + "DamageOneSourceAtATime": {
        "combat_damage.feature::Grizzly Bears blocked by Walking Corpse: each deals 2 damage to the other at once, "
        "both die, Bob takes none",
        FIRST + "Control: without first strike in combat, the only combat damage step deals everything",
        FIRST + "Unblocked Thalia deals her damage to Bob in the first step, Grizzly Bears blocked by Walking Corpse "
        "in the second",
        "end_of_combat.feature::In the postcombat main phase Grizzly Bears is no longer attacking, nor is Walking "
        "Corpse blocking",
        "end_of_combat.feature::In the end of combat step, Walking Corpse is still blocking Grizzly Bears",
        "triggers_after_combat_damage.feature::Hangarback Walker and the blocking Walking Corpse destroy each other: "
        "its dies ability is on the stack as Alice gets priority",
        "deathtouch_in_combat.feature::Watchwolf blocked by Bob's Zaxara is destroyed by its 2 combat damage, and "
        "Zaxara by Watchwolf's 3",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_combat_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
