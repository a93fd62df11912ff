"""The wrong engines of declaring attackers and blockers (CR 506.1, 506.2, 506.4, 507.2, 508.1a, 508.1d, 508.1h,
508.1j, 508.1m, 508.2, 508.2b, 508.3a, 509.1a, 509.1b, 509.1i, 509.2, 509.2a, 509.3a, 509.3c, 702.3b, 702.14c,
702.111b) in tests/engines/broken_attacking.py: each breaks one rule the way an engine author might, and the corpus
fails it on exactly the scenarios expected here, with status fail, among them one tagged with the rule it declares.
Each run is restricted (`-k`) to the declarations' features, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_attacking:"
#: the `-k` expression every run is restricted to: the features of 506.4, 508 and 509
SCOPE = (
    "menace or cant_block or multiple_blockers or defender or attacks_if_able or attack_triggers or blocking_triggers"
    " or removed_attacker or removed_from_combat or attacking_taps or blocking_reach or blocking_flying"
    " or attack_restrictions or attacking_since or costs_to_attack"
)
ABLE = "attacks_if_able.feature::"
ATTACK_TRIGGERS = "attack_triggers.feature::"
BLOCK_TRIGGERS = "blocking_triggers.feature::"
CANT_BLOCK = "cant_block.feature::"
COSTS = "costs_to_attack.feature::"
DEFENDER = "defender.feature::"
FLYING = "blocking_flying.feature::"
MENACE = "menace.feature::"
MULTIPLE = "multiple_blockers.feature::"
REACH = "blocking_reach.feature::"
REMOVED = "removed_from_combat.feature::"
REMOVED_ATTACKER = "removed_attacker.feature::"
TAPS = "attacking_taps.feature::"
PRIORITY_ATTACKERS = "priority_after_attackers.feature::"
PRIORITY_BLOCKERS = "priority_after_blockers.feature::"
BEGINNING = "beginning_of_combat_priority.feature::"
ATTACKING_PLAYER = "attacking_player.feature::"
LANDWALK = "landwalk_evasion.feature::"
#: engine -> the `-k` expression its run is restricted to, where it isn't SCOPE
SCOPES = {
    E + "NoPriorityAfterAttackers": "priority_after_attackers",
    E + "DefenderGetsPriorityAfterBlocks": "priority_after_blockers",
    E + "NoPriorityInBeginningOfCombat": "beginning_of_combat_priority",
    E + "BeginningOfCombatSkipped": "beginning_of_combat_priority",
    E + "AnyPlayerAttacks": "attacking_player",
    E + "DeclarationTriggersWaitAPass": "blocking_triggers or attack_triggers",
    E + "LandwalkIgnored": "landwalk_evasion",
    E + "DeclarationAppliedInPart": "refused_whole",
    E + "LandwalkSeesEveryLand": "landwalk_evasion",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "AttackCostsIgnored": {
        COSTS + "Bloodrock Cyclops attacks each combat if able, but attacking Bob costs {2}: Alice may declare no "
        "attackers",
        COSTS + "Grizzly Bears and Watchwolf together cost {4}; with {C}{C} Alice can't pay part of it: the "
        "declaration is refused whole",
        COSTS + "Grizzly Bears attacks Bob, Alice paying {2}; Bloodrock Cyclops, which would cost {2} more, stays home",
        COSTS + "Grizzly Bears attacks Bob, who controls Propaganda: Alice pays {2}, her {C}{C}",
        COSTS + "With her mana pool empty Alice can't pay Propaganda's {2}: Grizzly Bears can't attack",
        COSTS + "With {C}{C}{C}{C}, enough for both, Alice pays {2} for Grizzly Bears alone; Bloodrock Cyclops "
        "stays home",
    },
    E + "AttackRequirementsDemandTheImpossible": {
        ABLE + "Bloodrock Cyclops, new under Alice's control this turn, can't attack, so Grizzly Bears attacks "
        "without it",
        ABLE + "The tapped Bloodrock Cyclops can't attack, so Grizzly Bears attacks without it",
        COSTS + "Bloodrock Cyclops attacks each combat if able, but attacking Bob costs {2}: Alice may declare no "
        "attackers",
        COSTS + "Grizzly Bears attacks Bob, Alice paying {2}; Bloodrock Cyclops, which would cost {2} more, stays home",
        COSTS + "With {C}{C}{C}{C}, enough for both, Alice pays {2} for Grizzly Bears alone; Bloodrock Cyclops "
        "stays home",
    },
    E + "AttackRequirementsIgnored": {
        ABLE + "Alice can't declare no attackers while Bloodrock Cyclops can attack",
        ABLE + "Grizzly Bears can't attack without Bloodrock Cyclops",
    },
    E + "AttackTriggerOnAnyAttack": {
        ATTACK_TRIGGERS + "Control: Grizzly Bears attacks without Goreclaw: nothing triggers",
        ATTACK_TRIGGERS + "The tapped Goreclaw stays home while Grizzly Bears attacks: in the declare blockers "
        "step, Lovestruck Beast is still 5/5",
    },
    E + "AttackTriggersIgnored": {
        ATTACK_TRIGGERS + "Goreclaw attacks: its ability resolves and Goreclaw and Lovestruck Beast, power 4 or "
        "greater, get +1/+1 and trample",
        ATTACK_TRIGGERS + "Goreclaw's ability is on the stack as Alice gets priority after declaring it as an attacker",
    },
    E + "BecomesBlockedPerBlocker": {
        BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves and Walking Corpse becomes blocked once: its "
        "ability triggers once, it is 2/2",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by three creatures is 2/2",
    },
    E + "BlockTriggersIgnored": {
        BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Boggart Brute beside Llanowar Elves and gets +1/+1",
        BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Grizzly Bears and gets +1/+1",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves and Walking Corpse becomes blocked once: its "
        "ability triggers once, it is 2/2",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves gets +1/+1",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by three creatures is 2/2",
    },
    E + "BlocksNeverTriggers": {
        BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Boggart Brute beside Llanowar Elves and gets +1/+1",
        BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Grizzly Bears and gets +1/+1",
    },
    E + "CantBlockIgnored": {
        CANT_BLOCK + "A declaration of Goblin Raider and Walking Corpse blocking Grizzly Bears together is refused "
        "whole",
        CANT_BLOCK + "Bob's Goblin Raider can't block Grizzly Bears",
    },
    E + "DefenderIgnored": {
        DEFENDER + "A declaration of Grizzly Bears and Wall of Wood is refused whole",
        DEFENDER + "Wall of Wood can't attack",
    },
    E + "LeftBattlefieldStillInCombat": {
        REMOVED_ATTACKER + "Grizzly Bears, blocked by Llanowar Elves, is destroyed by Bob's Lightning Bolt: it is "
        "no longer attacking",
        REMOVED_ATTACKER + "Watchwolf destroyed by Bob's Lightning Bolt before blockers: Grizzly Bears alone is "
        "attacking",
        REMOVED + "Bob's Lightning Bolt destroys the attacking Grizzly Bears: it is no longer attacking, Watchwolf "
        "still is and deals its 3 damage",
    },
    E + "DeclarationAppliedInPart": {
        "attack_restrictions.feature::A declaration of Lovestruck Beast and Grizzly Bears, a 2/2, is refused whole",
        "attacking_since_turn_began.feature::A declaration naming Grizzly Bears, new this turn, beside Walking Corpse"
        " is refused whole",
        CANT_BLOCK + "A declaration of Goblin Raider and Walking Corpse blocking Grizzly Bears together is refused "
        "whole",
        COSTS + "Grizzly Bears and Watchwolf together cost {4}; with {C}{C} Alice can't pay part of it: the "
        "declaration is refused whole",
        DEFENDER + "A declaration of Grizzly Bears and Wall of Wood is refused whole",
        MENACE + "Bob's declaration is refused whole: Walking Corpse blocks Grizzly Bears, Llanowar Elves alone "
        "Boggart Brute",
        MULTIPLE + "A declaration of Walking Corpse blocking Grizzly Bears and the tapped Llanowar Elves blocking "
        "Watchwolf is refused whole",
    },
    E + "LandwalkIgnored": {
        LANDWALK + "Bob controls a Swamp: his Grizzly Bears can't block Bog Wraith, which deals him 3 damage",
        LANDWALK + "Bob's only Swamp is tapped, and he still controls it: Grizzly Bears can't block Bog Wraith",
    },
    E + "LandwalkSeesEveryLand": {
        LANDWALK + "Control: Bob, with a Forest and no Swamp, blocks Bog Wraith with Grizzly Bears and Llanowar Elves",
        LANDWALK + "Control: only Alice controls a Swamp; Bob's Grizzly Bears blocks Bog Wraith and dies, and Bob "
        "takes no damage",
    },
    E + "MenaceIgnored": {
        MENACE + "Bob's declaration is refused whole: Walking Corpse blocks Grizzly Bears, Llanowar Elves alone "
        "Boggart Brute",
        MENACE + "Llanowar Elves alone can't block Boggart Brute",
    },
    E + "OneBlockerPerAttacker": {
        REACH + "Giant Spider with reach and War Screecher with flying block Serra Angel together",
        BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Boggart Brute beside Llanowar Elves and gets +1/+1",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves and Walking Corpse becomes blocked once: its "
        "ability triggers once, it is 2/2",
        BLOCK_TRIGGERS + "Devoted Retainer blocked by three creatures is 2/2",
        MENACE + "Llanowar Elves alone can't block Boggart Brute",
        MENACE + "Llanowar Elves and Walking Corpse together block Boggart Brute",
        MENACE + "Three creatures block Boggart Brute: two or more is any number from two",
        MULTIPLE + "Control: Giant Spider blocks Grizzly Bears, Llanowar Elves and Walking Corpse block Boggart Brute",
        MULTIPLE + "Llanowar Elves and Walking Corpse both block Grizzly Bears",
        MULTIPLE + "Llanowar Elves can't block both Grizzly Bears and Boggart Brute",
        MULTIPLE + "Three creatures block Grizzly Bears while Boggart Brute is unblocked",
    },
    E + "PartialAttackPayment": {
        COSTS + "Grizzly Bears and Watchwolf together cost {4}; with {C}{C} Alice can't pay part of it: the "
        "declaration is refused whole",
        COSTS + "With her mana pool empty Alice can't pay Propaganda's {2}: Grizzly Bears can't attack",
    },
    E + "RequirementsPayCosts": {
        COSTS + "Bloodrock Cyclops attacks each combat if able, but attacking Bob costs {2}: Alice may declare no "
        "attackers",
        COSTS + "With {C}{C}{C}{C}, enough for both, Alice pays {2} for Grizzly Bears alone; Bloodrock Cyclops "
        "stays home",
    },
    E + "TappedCreaturesAttack": {
        TAPS + "A tapped Walking Corpse can't be declared as an attacker",
        ABLE + "The tapped Bloodrock Cyclops can't attack, so Grizzly Bears attacks without it",
    },
    E + "TappedCreaturesBlock": {
        FLYING + "Bob's tapped Watchwolf can't block",
        MULTIPLE + "A declaration of Walking Corpse blocking Grizzly Bears and the tapped Llanowar Elves blocking "
        "Watchwolf is refused whole",
        MULTIPLE + "The tapped Llanowar Elves can't block",
    },
    E + "NoPriorityAfterAttackers": {
        PRIORITY_ATTACKERS + "After Alice declares Grizzly Bears as an attacker, she casts Lightning Bolt at Bob in "
        "the declare attackers step",
        PRIORITY_ATTACKERS + "Alice attacks Bob with Grizzly Bears and has priority in the declare attackers step",
        PRIORITY_ATTACKERS + "Control: Alice and Bob pass in the declare attackers step with the stack empty: the "
        "declare blockers step begins",
    },
    E + "DefenderGetsPriorityAfterBlocks": {
        PRIORITY_BLOCKERS + "Bob blocks Grizzly Bears with Llanowar Elves: Alice, not Bob, has priority",
        PRIORITY_BLOCKERS + "Bob declares no blockers: Alice has priority and casts Lightning Bolt at Bob in the "
        "declare blockers step",
        PRIORITY_BLOCKERS + "Control: after Alice passes, Bob has priority and casts Lightning Bolt at Grizzly Bears",
    },
    E + "NoPriorityInBeginningOfCombat": {
        BEGINNING + "Both players pass in Alice's precombat main phase: the beginning of combat step begins and "
        "Alice has priority in it",
        BEGINNING + "Control: both pass in the beginning of combat step with the stack empty: the declare attackers "
        "step begins",
        BEGINNING + "In the beginning of combat step Alice casts Lightning Bolt at Bob; it resolves before attackers "
        "are declared",
        BEGINNING + "In the beginning of combat step Bob, given priority after Alice passes, destroys Grizzly Bears "
        "before they can attack",
    },
}

EXPECTED[E + "BeginningOfCombatSkipped"] = EXPECTED[E + "NoPriorityInBeginningOfCombat"]
EXPECTED[E + "AnyPlayerAttacks"] = {
    ATTACKING_PLAYER + "In Alice's declare attackers step Bob can't attack her with Llanowar Elves",
    ATTACKING_PLAYER + "In Alice's declare attackers step Bob can't declare that no creature attacks: Alice's "
    "declaration is still to come",
}

EXPECTED[E + "DeclarationTriggersWaitAPass"] = {
    ATTACK_TRIGGERS + "Goreclaw attacks: its ability resolves and Goreclaw and Lovestruck Beast, power 4 or greater, "
    "get +1/+1 and trample",
    ATTACK_TRIGGERS + "Goreclaw's ability is on the stack as Alice gets priority after declaring it as an attacker",
    BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Boggart Brute beside Llanowar Elves and gets +1/+1",
    BLOCK_TRIGGERS + "Bob's Devoted Retainer blocks Grizzly Bears and gets +1/+1",
    BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves and Walking Corpse becomes blocked once: its ability "
    "triggers once, it is 2/2",
    BLOCK_TRIGGERS + "Devoted Retainer blocked by Llanowar Elves gets +1/+1",
    BLOCK_TRIGGERS + "Devoted Retainer blocked by three creatures is 2/2",
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_attacking_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES.get(engine, SCOPE))
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
