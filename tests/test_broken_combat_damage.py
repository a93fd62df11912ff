"""The wrong engines of combat damage and the end of the turn (CR 510.1, 510.1a-e, 510.2, 510.3, 510.3a, 510.4,
511.1, 511.3, 512.1, 513.1, 514.1, 514.2, 514.3, 514.3a, 702.2c, 702.7b, 702.15b, 702.19b, 702.19d) in
tests/engines/broken_combat_damage.py: each breaks one rule the way an engine author might, and the corpus fails it
on exactly the scenarios expected here, with status fail, among them one tagged with the rule it declares. Each run
is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_combat_damage:"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "TrampleBeforeLethal": "trample",
    E + "TrampleLethalIgnoresMarkedDamage": "trample",
    E + "DeathtouchNotLethalForTrample": "trample",
    E + "TrampleBlockedByNothingDealsNone": "trample",
    E + "DamageAssignmentOrder": "trample or damage_among_blockers or damage_wears_off",
    E + "AssignmentUnchecked": "trample or damage_among_blockers",
    E + "PrintedPowerDamage": "damage_equal_to_power or trample or damage_wears_off",
    E + "LifelinkOnPlayersOnly": "lifelink",
    E + "FirstStrikeStrikesTwice": "first_strike or double_strike or lifelink",
    E + "NoPriorityAfterCombatDamage": "priority_after_combat_damage",
    E + "NoPriorityInEndOfCombat": "end_of_combat",
    E + "NoPriorityInEndStep": "end_step_priority or ending_phase",
    E + "CleanupGivesPriority": "cleanup_step or end_step_priority or ending_phase",
    E + "EndingPhaseWithoutEndStep": "ending_phase or end_step_priority or damage_wears_off",
    E + "CombatEndsAsEndOfCombatBegins": "end_of_combat",
    E + "CombatNeverEnds": "end_of_combat",
    E + "EffectsEndBeforeDamageWearsOff": "damage_wears_off or cleanup_step",
    E + "UnblockedDamageToNextOpponent": "damage_to_the_attacked_player",
    E + "BlockersDealNoCombatDamage": "combat_damage or lifelink or first_strike",
    E + "EveryPlayerDiscardsToHandSize": "cleanup_step or the_game_goes_on",
    E + "NoSecondCleanup": "cleanup_step or the_game_goes_on",
    E + "PriorityBeforeDamageTriggers": "triggers_after_combat_damage",
    E + "CombatDamageUsesTheStack": "damage_without_the_stack",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "TrampleBeforeLethal": {
        "deathtouch_trample.feature::Control: Zaxara can't assign all its damage to Bob past Grizzly Bears, which is "
        "assigned none",
        "trample.feature::Arrogant Wurm can't assign 3 of its damage to Bob while Grizzly Bears is assigned only 1",
        "trample.feature::Junkblade Bruiser can't assign its 4 damage to Bob past Order of Whiteclay, which needs "
        "all 4",
    },
    E + "TrampleLethalIgnoresMarkedDamage": {
        "trample.feature::Arrogant Wurm blocked by the damaged Order of Whiteclay and Llanowar Elves assigns 1 to "
        "each and 2 to Bob",
        "trample.feature::Order of Whiteclay already has 3 damage marked: 1 is lethal, and Arrogant Wurm assigns the "
        "other 3 to Bob",
    },
    E + "DeathtouchNotLethalForTrample": {
        "deathtouch_trample.feature::Control: Zaxara can't assign all its damage to Bob past Grizzly Bears, which is "
        "assigned none",
        "deathtouch_trample.feature::Zaxara with trample, blocked by Order of Whiteclay (1/4), assigns it 1 damage "
        "and Bob 3",
        "deathtouch_trample.feature::Zaxara with trample, blocked by Order of Whiteclay and Grizzly Bears, assigns 1 "
        "to each and Bob 2",
    },
    E + "TrampleBlockedByNothingDealsNone": {
        "trample.feature::Arrogant Wurm's only blocker is destroyed: all 4 of its damage is assigned to Bob",
        "trample.feature::Junkblade Bruiser's only blocker is destroyed: all 4 of its damage is assigned to Bob",
    },
    E + "DamageAssignmentOrder": {
        "damage_among_blockers.feature::Watchwolf blocked by Grizzly Bears then Walking Corpse assigns 1 to the "
        "Bears and 2 to the Corpse",
        "damage_among_blockers.feature::Watchwolf blocked by Llanowar Elves then Grizzly Bears assigns all 3 damage "
        "to the Bears, none to the Elves",
        "trample.feature::Junkblade Bruiser can't assign its 4 damage to Bob past Order of Whiteclay, which needs "
        "all 4",
    },
    E + "AssignmentUnchecked": {
        "damage_among_blockers.feature::An assignment of only 2 of Watchwolf's 3 damage is refused, and the game is "
        "as before it",
        "deathtouch_trample.feature::Control: Zaxara can't assign all its damage to Bob past Grizzly Bears, which is "
        "assigned none",
        "trample.feature::Arrogant Wurm can't assign 3 of its damage to Bob while Grizzly Bears is assigned only 1",
        "trample.feature::Junkblade Bruiser can't assign its 4 damage to Bob past Order of Whiteclay, which needs "
        "all 4",
    },
    E + "PrintedPowerDamage": {
        "damage_equal_to_power.feature::Grizzly Bears, given +3/+3 by Giant Growth after Watchwolf blocks it, "
        "destroys Watchwolf and survives",
        "damage_equal_to_power.feature::Unblocked Grizzly Bears, given +3/+3 by Giant Growth, deals 5 damage to Bob",
        "damage_wears_off.feature::Grizzly Bears, 5/5 until end of turn, with 4 damage from Watchwolf and Order of "
        "Whiteclay, survives the turn",
        "deathtouch_trample.feature::Control: Zaxara can't assign all its damage to Bob past Grizzly Bears, which is "
        "assigned none",
        "deathtouch_trample.feature::Zaxara with trample, blocked by Order of Whiteclay (1/4), assigns it 1 damage "
        "and Bob 3",
        "deathtouch_trample.feature::Zaxara with trample, blocked by Order of Whiteclay and Grizzly Bears, assigns 1 "
        "to each and Bob 2",
    },
    E + "LifelinkOnPlayersOnly": {
        "lifelink.feature::Felidar Sovereign deals 4 damage to the blocking Grizzly Bears, and Alice gains 4 life",
        "lifelink.feature::Gisela, blocked by War Screecher, deals it 4 damage in the first combat damage step: "
        "Alice gains 4 then",
        "lifelink.feature::Narci, Fable Singer blocks Grizzly Bears and deals it 3 damage: Bob gains 3 life",
        "lifelink_combat_damage.feature::Felidar Sovereign blocked by Walking Corpse deals its 4 damage to the "
        "Corpse, and Alice gains 4 life",
    },
    E + "FirstStrikeStrikesTwice": {
        "double_strike.feature::Control: unblocked Thalia, with first strike and no double strike, deals 2 damage once",
        "double_strike.feature::Unblocked Fencing Ace and Thalia take Bob to 17 in the first step and to 16 in the "
        "second",
        "first_strike.feature::Thalia, blocked by Order of Whiteclay, survives the first step; Whiteclay's 1 damage "
        "in the second kills her",
        "first_strike.feature::Unblocked Thalia deals her 2 damage in the first combat damage step only, Grizzly "
        "Bears in the second",
    },
    E + "NoPriorityAfterCombatDamage": {
        "priority_after_combat_damage.feature::After Watchwolf's combat damage, Alice casts Lightning Bolt at Bob in "
        "the combat damage step",
        "priority_after_combat_damage.feature::Control: when both players pass in the combat damage step, the end of "
        "combat step begins",
        "priority_after_combat_damage.feature::Once unblocked Watchwolf's damage is dealt, Alice holds priority in "
        "the combat damage step",
    },
    E + "NoPriorityInEndOfCombat": {
        "attackers_removed_steps_remain.feature::Control: with no attacker declared, the end of combat step follows "
        "the declare attackers step",
        "end_of_combat.feature::Grizzly Bears, still attacking in the end of combat step, stops attacking as the "
        "step ends",
        "end_of_combat_priority.feature::Alice casts Lightning Bolt at Bob in the end of combat step",
        "end_of_combat_priority.feature::Alice holds priority in the end of combat step",
        "end_of_combat_priority.feature::Control: when both players pass in the end of combat step, the postcombat "
        "main phase begins",
        "priority_after_combat_damage.feature::Control: when both players pass in the combat damage step, the end of "
        "combat step begins",
        "skipped_combat_steps.feature::With no attacking creature, the end of combat step follows the declare "
        "attackers step",
    },
    E + "NoPriorityInEndStep": {
        "end_step_priority.feature::Advancing to Alice's end step, she holds priority in it",
        "end_step_priority.feature::Control: when both players pass in the end step, Bob's turn follows",
        "end_step_priority.feature::In her end step, Alice casts Lightning Bolt at Bob",
        "ending_phase.feature::After her postcombat main phase, Alice casts Lightning Bolt at Bob's Grizzly Bears in "
        "her end step",
        "ending_phase.feature::Control: when both players pass in the end step, the cleanup step follows and then "
        "Bob's turn",
        "ending_phase.feature::When both players pass in Alice's postcombat main phase, her end step begins",
    },
    E + "CleanupGivesPriority": {
        "cleanup_step.feature::In a cleanup step in which no player receives priority, the players can't pass it, "
        "and the game goes on to the next turn",
        "cleanup_step.feature::In the cleanup step, Alice can't cast Lightning Bolt: no player receives priority in it",
        "cleanup_step.feature::With nine cards in hand, the active player chooses two to discard in the cleanup step",
        "end_step_priority.feature::Control: when both players pass in the end step, Bob's turn follows",
        "ending_phase.feature::Control: when both players pass in the end step, the cleanup step follows and then "
        "Bob's turn",
        "the_game_goes_on.feature::All players pass in Alice's end step: the cleanup step ends with nobody receiving "
        "priority, and Bob has priority in his upkeep",
    },
    E + "EndingPhaseWithoutEndStep": {
        "damage_wears_off.feature::Control: in Alice's end step, Grizzly Bears is still 5/5",
        "end_step_priority.feature::Advancing to Alice's end step, she holds priority in it",
        "end_step_priority.feature::Control: when both players pass in the end step, Bob's turn follows",
        "end_step_priority.feature::In her end step, Alice casts Lightning Bolt at Bob",
        "ending_phase.feature::After her postcombat main phase, Alice casts Lightning Bolt at Bob's Grizzly Bears in "
        "her end step",
        "ending_phase.feature::Control: when both players pass in the end step, the cleanup step follows and then "
        "Bob's turn",
        "ending_phase.feature::When both players pass in Alice's postcombat main phase, her end step begins",
    },
    E + "CombatEndsAsEndOfCombatBegins": {
        "end_of_combat.feature::Control: in the end of combat step, Grizzly Bears is still attacking",
        "end_of_combat.feature::Grizzly Bears, still attacking in the end of combat step, stops attacking as the "
        "step ends",
    },
    E + "CombatNeverEnds": {
        "end_of_combat.feature::Grizzly Bears, still attacking in the end of combat step, stops attacking as the "
        "step ends",
        "end_of_combat.feature::Unblocked Grizzly Bears stops attacking once the end of combat step ends",
    },
    E + "EffectsEndBeforeDamageWearsOff": {
        "damage_wears_off.feature::Grizzly Bears, 5/5 until end of turn, with 3 damage from Watchwolf, is a 2/2 on "
        "Bob's turn",
        "damage_wears_off.feature::Grizzly Bears, 5/5 until end of turn, with 4 damage from Watchwolf and Order of "
        "Whiteclay, survives the turn",
        "the_game_goes_on.feature::Mutavault stops being a creature in the cleanup step: Angelic Destiny goes to the "
        "graveyard, and Alice receives priority in that cleanup step",
    },
    E + "UnblockedDamageToNextOpponent": {
        "damage_to_the_attacked_player.feature::Alice attacks Carol with Grizzly Bears and Watchwolf; Carol blocks "
        "Watchwolf and takes the Bears' 2 damage",
        "damage_to_the_attacked_player.feature::In a game of three, unblocked Grizzly Bears attacking Carol deals "
        "its 2 damage to Carol",
    },
    E + "BlockersDealNoCombatDamage": {
        "combat_damage.feature::Grizzly Bears blocked by Walking Corpse: each deals 2 damage to the other at once, "
        "both die, Bob takes none",
        "deathtouch_in_combat.feature::Watchwolf blocked by Bob's Zaxara is destroyed by its 2 combat damage, and "
        "Zaxara by Watchwolf's 3",
        "first_strike.feature::Control: without first strike in combat, the only combat damage step deals everything",
        "first_strike.feature::Thalia, blocked by Order of Whiteclay, survives the first step; Whiteclay's 1 damage "
        "in the second kills her",
        "first_strike.feature::Unblocked Thalia deals her damage to Bob in the first step, Grizzly Bears blocked by "
        "Walking Corpse in the second",
        "lifelink.feature::Narci, Fable Singer blocks Grizzly Bears and deals it 3 damage: Bob gains 3 life",
        "triggers_after_combat_damage.feature::Hangarback Walker and the blocking Walking Corpse destroy each other: "
        "its dies ability is on the stack as Alice gets priority",
        "triggers_after_combat_damage.feature::Young Wolf dies to the blocking Grizzly Bears' damage: its undying "
        "ability is on the stack as Alice gets priority",
    },
    E + "EveryPlayerDiscardsToHandSize": {
        "cleanup_step.feature::Only the active player discards: Alice discards two of her nine cards, and Bob keeps "
        "his eight",
        "the_game_goes_on.feature::Only the active player's hand counts: with seven cards Alice discards nothing, "
        "and Bob, who holds nine, discards nothing in her cleanup step",
    },
    E + "NoSecondCleanup": {
        "cleanup_step.feature::Advancing the game from a cleanup step in which players received priority begins "
        "another cleanup step",
        "cleanup_step.feature::After a cleanup step in which players received priority, another cleanup step begins",
    },
    E + "PriorityBeforeDamageTriggers": {
        "triggers_after_combat_damage.feature::Hangarback Walker and the blocking Walking Corpse destroy each other: "
        "its dies ability is on the stack as Alice gets priority",
        "triggers_after_combat_damage.feature::Young Wolf dies to the blocking Grizzly Bears' damage: its undying "
        "ability is on the stack as Alice gets priority",
    },
    E + "CombatDamageUsesTheStack": {
        "damage_without_the_stack.feature::As the combat damage step begins, unblocked Watchwolf's 3 damage is dealt "
        "to Bob with nothing on the stack",
        "damage_without_the_stack.feature::By the time Alice can cast Lightning Bolt in the combat damage step, "
        "Watchwolf has already destroyed the blocking Grizzly Bears",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_combat_damage_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
