"""The wrong engines adopted from the review's mending (issue 42, points 3 and 5): each breaks one rule the way an
engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail, among them one
tagged with a rule it declares. Each run is restricted (`-k`) to the features that catch it, for speed; the engines
the corpus catches once only are listed in CAUGHT_ONCE (test_broken_twice.py accepts them there, and only there)."""

from __future__ import annotations

import importlib

import pytest

from .conftest import failing

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_state_based:CreatureAuraStaysAttached": "aura_creature",
    "tests.engines.broken_state_based:AuraOfAGoneObjectStays": (
        "aura_illegal_object or check_repeated or unattached_aura"
    ),
    "tests.engines.broken_state_based:CountersNeverCancel": "counters_cancel",
    "tests.engines.broken_state_based:CountersAllCancel": "counters_cancel",
    "tests.engines.broken_state_based:ZeroToughnessStays": (
        "check_repeated or lethal_damage or stack_board_x or x_on_stack_controls"
    ),
    "tests.engines.broken_state_based:IndestructibleSurvivesZeroToughness": "lethal_damage",
    "tests.engines.broken_state_based:ChecksStateOnce": "check_repeated or unattached_aura",
    "tests.engines.broken_zones:CounterFollowsTheCard": "trigger_object",
    "tests.engines.broken_zones:HauntFollowsTheCard": "haunt_card_gone",
    "tests.engines.broken_zones:DestroyedToControllersGraveyard": "filters_you_and_other or looking_back_in_time",
    "tests.engines.broken_zones:LeaversAbilitiesStay": "leaving_the_game or spell_of_another_owner",
    "tests.engines.broken_abilities:AbilityDiesWithItsSource": "sources or new_object_found or exiling_graveyards",
    "tests.engines.broken_abilities:AnyAbilityActivates": "activating_an_ability_the_object_has",
    "tests.engines.broken_abilities:TargetedManaAbilityIsManaAbility": "mana_abilities",
    "tests.engines.broken_abilities:NoDelayedTriggers": "spell_of_another_owner",
    "tests.engines.broken_abilities:DelayedTriggerOfTheCard": "spell_of_another_owner",
    "tests.engines.broken_priority:ManaAbilitiesWithoutPriority": "acting_while_a_spell_is_cast or priority",
    "tests.engines.broken_priority:ManaAbilitiesUseTheStack": "activating_an_ability_the_object_has or mana_abilities",
    "tests.engines.broken_priority:NoTriggerWhileCasting": "becomes_tapped or trigger_waits_while_casting",
    "tests.engines.broken_priority:LeaverKeepsPriority": "leaver_triggers or leaving_the_game",
    "tests.engines.broken_spells:CastOnlyOnceResolved": "first_spell_each_turn_reduction",
    "tests.engines.broken_spells:ReductionEatsColour": "coloured_reductions or reductions_add_up or emry_cost",
    "tests.engines.broken_spells:DivisionMadeByTheEngine": "dividing_damage",
    "tests.engines.broken_resolving:YouAreTheOwner": "filters_you_and_other",
    "tests.engines.broken_resolving:YouAreTheActivePlayer": "additional_times or filters_you_and_other",
    "tests.engines.broken_resolving:SetFixedWhenPutOnTheStack": "filters_you_and_other",
    "tests.engines.broken_resolving:ResolvedEffectLikeStatic": "affected_set or resolve_before_spell",
    "tests.engines.broken_resolving:CdaOnTheBattlefieldOnly": "characteristic_defining_ability",
    "tests.engines.broken_resolving:StaticLockedIn": "characteristic_defining_ability or faces",
    "tests.engines.broken_resolving:CountsTheGraveyardNow": "looking_back_in_time",
    "tests.engines.broken_resolving:EveryModeResolves": "modal_triggered_ability",
    "tests.engines.broken_resolving:CopyExceptIsAnEffect": "offspring_token",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_state_based:CreatureAuraStaysAttached": {
        "aura_creature.feature::Overgrowth, made an artifact by Liquimetal Coating, then a 3/3 artifact "
        "creature by Karn's Touch, is put into Alice's graveyard",
        "aura_creature.feature::Alice makes Bob's Angelic Destiny a 4/4 artifact creature: it can't enchant his "
        "Grizzly Bears, though its enchant ability allows a creature, and goes to his graveyard without the Bears "
        "dying",
    },
    "tests.engines.broken_state_based:AuraOfAGoneObjectStays": {
        "aura_illegal_object.feature::Alice sacrifices the Grizzly Bears Angelic Destiny enchants to cast"
        " Bone Splinters: Angelic Destiny, attached to nothing, goes to the graveyard before its trigger "
        "returns it to her hand",
        "check_repeated.feature::Knight of Autumn destroys the Angelic Destiny on a 0/0 Elemental land "
        "creature: it is put into the graveyard, and at the repeated check Overgrowth, attached to "
        "nothing, follows before Alice gets priority",
        "check_repeated.feature::Lightning Bolt deals lethal damage to Dryad Arbor, which is destroyed, "
        "and at the repeated check Overgrowth, attached to nothing, is put into the graveyard before "
        "Alice gets priority",
        "unattached_aura.feature::Lightning Bolt destroys Mutavault made a creature, and Overgrowth, "
        "attached to nothing, goes to the graveyard before Alice gets priority",
    },
    "tests.engines.broken_state_based:CountersNeverCancel": {
        "counters_cancel.feature::A +1/+1 counter put on Salt Road Patrol with one -1/-1 counter: one of "
        "each is removed, and it has none left",
        "counters_cancel.feature::A +1/+1 counter put on Salt Road Patrol with two -1/-1 counters: one of"
        " each is removed, the smaller number, and one -1/-1 counter stays",
        "counters_cancel.feature::Scar puts a -1/-1 counter on Bob's Knight of Autumn with two +1/+1 counters: "
        "one of each is removed, and one +1/+1 counter stays",
        # its -k 'counters_cancel' selects this scenario of 704.8 too, where 704.5q is context and rightly caught
        "lki_of_simultaneous_actions.feature::Scar's -1/-1 counter on the undamaged Young Wolf with a +1/+1 counter:"
        " the counters cancel and it stays, a 1/1",
    },
    "tests.engines.broken_state_based:CountersAllCancel": {
        "counters_cancel.feature::A +1/+1 counter put on Salt Road Patrol with two -1/-1 counters: one of"
        " each is removed, the smaller number, and one -1/-1 counter stays",
        "counters_cancel.feature::Scar puts a -1/-1 counter on Bob's Knight of Autumn with two +1/+1 counters: "
        "one of each is removed, and one +1/+1 counter stays",
    },
    "tests.engines.broken_state_based:ZeroToughnessStays": {
        "check_repeated.feature::Knight of Autumn destroys the Angelic Destiny on a 0/0 Elemental land "
        "creature: it is put into the graveyard, and at the repeated check Overgrowth, attached to "
        "nothing, follows before Alice gets priority",
        "lethal_damage.feature::Control: an indestructible Golem left with toughness 0 once Knight of "
        "Autumn destroys the Angelic Destiny on it is still put into the graveyard",
        "lethal_damage.feature::Shatter can't destroy Bob's indestructible 1/1 Golem, but Scar's -1/-1 counter "
        "leaves it with toughness 0 and it is put into the graveyard",
        "stack_board_x.feature::Hangarback Walker cast with X = 0 enters with no counters and dies as a "
        "0/0: it makes no Thopter",
        "stack_board_x.feature::With X = 0 on the stack, Bob's Endless One enters with no counters as a "
        "0/0 and goes to his graveyard",
        "x_on_stack_controls.feature::Cast with X = 0, Endless One has mana value 0 on the stack, enters "
        "as a 0/0 and dies",
    },
    "tests.engines.broken_state_based:IndestructibleSurvivesZeroToughness": {
        "lethal_damage.feature::Control: an indestructible Golem left with toughness 0 once Knight of "
        "Autumn destroys the Angelic Destiny on it is still put into the graveyard",
        "lethal_damage.feature::Shatter can't destroy Bob's indestructible 1/1 Golem, but Scar's -1/-1 counter "
        "leaves it with toughness 0 and it is put into the graveyard",
    },
    "tests.engines.broken_state_based:ChecksStateOnce": {
        "check_repeated.feature::Knight of Autumn destroys the Angelic Destiny on a 0/0 Elemental land "
        "creature: it is put into the graveyard, and at the repeated check Overgrowth, attached to "
        "nothing, follows before Alice gets priority",
        "check_repeated.feature::Lightning Bolt deals lethal damage to Dryad Arbor, which is destroyed, "
        "and at the repeated check Overgrowth, attached to nothing, is put into the graveyard before "
        "Alice gets priority",
        "unattached_aura.feature::Lightning Bolt destroys Mutavault made a creature, and Overgrowth, "
        "attached to nothing, goes to the graveyard before Alice gets priority",
    },
    "tests.engines.broken_zones:CounterFollowsTheCard": {
        "trigger_object.feature::Mutavault sacrificed before the trigger resolves is a new object in the "
        "graveyard: no permanent gets the counter",
        "trigger_object.feature::Llanowar Elves tapped for mana, sacrificed and returned by Order of Whiteclay "
        "before the Winds' trigger resolves is a new permanent: it gets no wind counter",
    },
    "tests.engines.broken_zones:HauntFollowsTheCard": {
        "haunt_card_gone.feature::Tormod's Crypt exiles Seize the Soul before its haunt ability resolves:"
        " the ability finds no card in the graveyard, the Grizzly Bears it targeted is haunted by "
        "nothing, and its death triggers nothing",
        "haunt_card_gone.feature::Alice casts Seize the Soul again by the flashback Snapcaster Mage gives it "
        "before its haunt ability resolves: the card, exiled by flashback, haunts nothing, and the Grizzly Bears "
        "targeted dies triggering nothing",
    },
    "tests.engines.broken_zones:DestroyedToControllersGraveyard": {
        "filters_you_and_other.feature::Alice's In Garruk's Wake destroys the creatures she doesn't "
        "control, whoever owns them: Alice's Elves under Bob's control go to her graveyard, Bob's Walking"
        " Corpse under hers stays",
        "looking_back_in_time.feature::Alice's Grizzly Bears died this turn under Bob's control and went "
        "to her graveyard: Alice's Body Count draws no card",
    },
    "tests.engines.broken_zones:LeaversAbilitiesStay": {
        "leaving_the_game.feature::Carol leaves the game while her Hangarback Walker's dies trigger is on"
        " the stack: that ability, no card, ceases to exist",
        "spell_of_another_owner.feature::Carol leaves the game while she controls a spell of Alice's card"
        " and the Lich's trigger: the card is exiled into Alice's exile, and the trigger ceases to exist",
    },
    "tests.engines.broken_abilities:AbilityDiesWithItsSource": {
        "exiling_graveyards.feature::Control: Tormod's Crypt targeting Alice exiles her graveyard, the "
        "Crypt itself too; Bob's graveyard keeps his card",
        "exiling_graveyards.feature::Tormod's Crypt targeting Bob exiles the cards of Bob's graveyard; "
        "Alice's graveyard keeps hers",
        "new_object_found.feature::The undying ability finds Bob's Young Wolf in Bob's graveyard and "
        "returns it under Bob's control",
        "new_object_found.feature::Young Wolf sacrificed without counters dies, and its undying ability "
        "returns the card from the graveyard",
        "sources.feature::Prodigal Pyromancer's ability still deals its 1 damage to Bob after Prodigal "
        "Pyromancer is destroyed in response",
    },
    "tests.engines.broken_abilities:AnyAbilityActivates": {
        "activating_an_ability_the_object_has.feature::Alice can't activate Beast Whisperer, whose only "
        "ability is a triggered ability",
        "activating_an_ability_the_object_has.feature::In her main phase Alice can't activate Phyrexian Arena "
        "to draw a card: its only ability is triggered at the beginning of her upkeep",
    },
    "tests.engines.broken_abilities:TargetedManaAbilityIsManaAbility": {
        "mana_abilities.feature::Deathrite Shaman's ability could add mana but targets, so it is not a "
        "mana ability: it waits on the stack, and adds its mana as it resolves",
        "mana_abilities.feature::Bob responds to Deathrite Shaman's ability by exiling his graveyard with "
        "Tormod's Crypt: its target gone, the ability doesn't resolve, and Alice gets no mana",
    },
    "tests.engines.broken_abilities:NoDelayedTriggers": {
        "spell_of_another_owner.feature::Carol leaves the game while she controls a spell of Alice's card"
        " and the Lich's trigger: the card is exiled into Alice's exile, and the trigger ceases to exist",
        "spell_of_another_owner.feature::Control: Carol stays in the game at 1 life, the Lich's trigger "
        "resolves, and the spell of Alice's card she cast resolves under her control",
    },
    "tests.engines.broken_abilities:DelayedTriggerOfTheCard": {
        "spell_of_another_owner.feature::Carol leaves the game while she controls a spell of Alice's card"
        " and the Lich's trigger: the card is exiled into Alice's exile, and the trigger ceases to exist",
        "spell_of_another_owner.feature::Control: Carol stays in the game at 1 life, the Lich's trigger "
        "resolves, and the spell of Alice's card she cast resolves under her control",
    },
    "tests.engines.broken_priority:ManaAbilitiesWithoutPriority": {
        "acting_while_a_spell_is_cast.feature::Bob can't activate his Sol Ring while Alice is casting a spell",
        "priority.feature::Bob, without priority, can't activate a mana ability, and nothing changes",
    },
    "tests.engines.broken_priority:ManaAbilitiesUseTheStack": {
        "activating_an_ability_the_object_has.feature::Alice activates Sol Ring's one ability and gets "
        "{C}{C} at once, with nothing on the stack",
        "activating_an_ability_the_object_has.feature::Alice can't activate Beast Whisperer, whose only "
        "ability is a triggered ability",
        "mana_abilities.feature::Llanowar Elves' ability is a mana ability: it adds {G} at once, over "
        "Prodigal Pyromancer's ability on the stack",
    },
    "tests.engines.broken_priority:NoTriggerWhileCasting": {
        "becomes_tapped.feature::Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's "
        "Winds; the Diamond entering tapped doesn't",
        "trigger_waits_while_casting.feature::Once Sol Ring is cast, the Winds' trigger goes on the stack above it",
    },
    "tests.engines.broken_priority:LeaverKeepsPriority": {
        "leaver_triggers.feature::Alice draws from her empty library and discards Lightning Bolt: she "
        "leaves the game, and Containment Construct's ability never goes on the stack",
        "leaving_the_game.feature::A player who lost has no priority and can't cast a spell; the next "
        "player in turn order has priority",
    },
    "tests.engines.broken_spells:CastOnlyOnceResolved": {
        "first_spell_each_turn_reduction.feature::After Lightning Bolt, the first instant Alice cast this"
        " turn, Divination gets no reduction from Eluge: it costs {2}{U}",
        "first_spell_each_turn_reduction.feature::Lightning Bolt, cast and still on the stack, was the "
        "first instant Alice cast this turn: Counterspell targeting it gets no reduction and costs {U}{U}",
    },
    "tests.engines.broken_spells:ReductionEatsColour": {
        "coloured_reductions.feature::The generic reduction 118.7b turns {U} into finds no generic mana "
        "in Lightning Bolt's {R}, which it never reduces",
        "emry_cost.feature::A cost increase is added before Emry's reduction is applied",
        "emry_cost.feature::Emry's mana value stays 3 although only {U} was paid for it",
        "emry_cost.feature::Reductions beyond the generic part don't pay Emry's blue mana",
        "emry_cost.feature::The total cost starts from the alternative cost being paid",
        "emry_cost.feature::With four artifacts, Emry still costs its blue mana",
        "reductions_add_up.feature::Goblin Electromancer's {1} can't come off Lightning Bolt's {R}, which"
        " has no generic part: it still costs {R}",
    },
    "tests.engines.broken_spells:DivisionMadeByTheEngine": {
        "dividing_damage.feature::Arc Lightning cast with two targets and no division of its 3 damage "
        "announced is refused; announced 2 and 1, it destroys Grizzly Bears and Bob is at 19",
        "dividing_damage.feature::Arc Lightning cast at Llanowar Elves and Grizzly Bears with no division "
        "announced is refused; announced 1 and 2, it destroys both",
    },
    "tests.engines.broken_resolving:YouAreTheOwner": {
        "filters_you_and_other.feature::Alice's In Garruk's Wake destroys the creatures she doesn't "
        "control, whoever owns them: Alice's Elves under Bob's control go to her graveyard, Bob's Walking"
        " Corpse under hers stays",
        "filters_you_and_other.feature::In Alice's turn, War Screecher pumps Bob's Grizzly Bears that Alice "
        "controls, and not her own Walking Corpse that Bob controls",
    },
    "tests.engines.broken_resolving:YouAreTheActivePlayer": {
        "additional_times.feature::Bob's Panharmonicon doesn't make Alice's ability trigger an additional time",
        "filters_you_and_other.feature::In Bob's turn, Alice's War Screecher pumps the other creatures "
        "she controls as it resolves, the Mutavault she animated in response among them, and not Bob's "
        "Walking Corpse",
    },
    "tests.engines.broken_resolving:SetFixedWhenPutOnTheStack": {
        "filters_you_and_other.feature::Decimator's cast trigger gives +2/+2 and trample to the Mutavault "
        "Alice animated while it was on the stack",
        "filters_you_and_other.feature::In Bob's turn, Alice's War Screecher pumps the other creatures "
        "she controls as it resolves, the Mutavault she animated in response among them, and not Bob's "
        "Walking Corpse",
    },
    "tests.engines.broken_resolving:ResolvedEffectLikeStatic": {
        "affected_set.feature::Llanowar Elves cast after Overwhelming Stampede resolved isn't in the set "
        "it affects: the Elves are 1/1 without trample, Alice's Grizzly Bears 4/4 with trample",
        "resolve_before_spell.feature::The spell is still on the stack when its cast trigger resolves, so"
        " Decimator doesn't get +2/+2 itself",
    },
    "tests.engines.broken_resolving:CdaOnTheBattlefieldOnly": {
        "characteristic_defining_ability.feature::Eluge cast is a 3/3 creature spell on the stack: its "
        "ability counts the three Islands Alice controls there too, not Bob's",
        "characteristic_defining_ability.feature::Eluge in Alice's hand is 2/2 with two Islands on her "
        "battlefield, and 3/3 once she plays a third: its ability functions outside the battlefield",
    },
    "tests.engines.broken_resolving:StaticLockedIn": {
        "characteristic_defining_ability.feature::Alice plays a third Island: Eluge counts the three "
        "Islands she controls, not Bob's, and is 3/3",
        "characteristic_defining_ability.feature::Eluge in Alice's hand is 2/2 with two Islands on her "
        "battlefield, and 3/3 once she plays a third: its ability functions outside the battlefield",
        "faces.feature::Insectile Aberration sacrificed is Delver of Secrets in the graveyard: a 1/1 without flying",
    },
    "tests.engines.broken_resolving:CountsTheGraveyardNow": {
        "looking_back_in_time.feature::Alice's Grizzly Bears died this turn under Bob's control and went "
        "to her graveyard: Alice's Body Count draws no card",
        "looking_back_in_time.feature::Alice's Mutavault died this turn as a 2/2 creature and is a land "
        "card in her graveyard: Body Count counts it and draws a card",
        "looking_back_in_time.feature::Alice's Soldier token died this turn and no longer exists: Body "
        "Count still counts it and draws a card",
    },
    "tests.engines.broken_resolving:EveryModeResolves": {
        "modal_triggered_ability.feature::Alice's own hexproof Illusion Spinners can be her ability's "
        "target, so she announces the mode that puts a +1/+1 counter on it",
        "modal_triggered_ability.feature::Bob's hexproof Illusion Spinners can't be the target of Alice's"
        " ability: the +1/+1 counter of mode 1 goes on her Llanowar Elves, its one legal target",
        "modal_triggered_ability.feature::Of two Retreat to Kazandu abilities that triggered at once, the"
        " first gets its mode and target before the second's mode is announced",
        "modal_triggered_ability.feature::The mode Alice announces is the one that resolves: two +1/+1 "
        "counters on Knight of Autumn, and no life gained",
        "modal_triggered_ability.feature::With no artifact or enchantment to target, Alice can't announce"
        " the mode that destroys one, and gains 4 life with another",
    },
    "tests.engines.broken_resolving:CopyExceptIsAnEffect": {
        "offspring_token.feature::A token copy of the 1/1 offspring token of an Endless One that died as a "
        "0/0 is 1/1 too, and stays",
        "offspring_token.feature::A token copy of the 1/1 offspring token copies its 1/1: each of the two"
        " tokens dies to 1 damage from a Prodigal Pyromancer",
    },
}
#: engines that the whole corpus fails on one scenario only: the rule they break is decided by one scenario so far
CAUGHT_ONCE: set[str] = set()
#: engines whose declared rule the scenarios that catch them tag as context only, and why (reported, not papered over)
UNTAGGED: dict[str, str] = {}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_review_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")
    module, name = engine.split(":")
    rules = set(getattr(importlib.import_module(module), name).rules)
    decided = any(rules & set(s["cr"]) for s in report["scenarios"] if s["status"] == "fail")
    assert decided != (engine in UNTAGGED), f"a scenario tagged {rules} fails: {decided}"


def test_engines_caught_once_are_those_expected_once() -> None:
    assert {e for e, caught in EXPECTED.items() if len(caught) == 1} == CAUGHT_ONCE
