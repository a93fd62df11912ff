"""The wrong engines of the whole sections 601, 602, 604 and 605 (issue 45; tests/engines/broken_casting_sections.py):
each breaks one rule the way an engine author might, and the corpus fails it on exactly the scenarios expected here,
with status fail, among them one tagged with the rule it declares. Each run is restricted (`-k`) to the features that
catch it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

M = "tests.engines.broken_casting_sections:"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    M + "ProhibitionOnlyAsCastingBegins": "prohibition_proposal or casting_once_begun",
    M + "FlashConditionCheckedAgain": "casting_once_begun or conditional_flash",
    M + "AnyPlayerActivates": "only_the_controller_activates or sacrifice_cost_controls",
    M + "ActivatedAbilitiesResolveAtOnce": "activation_cost or only_the_controller_activates or untap_symbol",
    M + "ActivationCostWithoutMana": "activation_cost or counter_ability",
    M + "ActivationInstructionsIgnored": "activating_only_as_a_sorcery",
    M + "SicknessOnlyStopsTapping": "untap_symbol or (tap_untap and refusal_controls)",
    M + "SorceryAbilitiesInOwnTurn": "activating_only_as_a_sorcery",
    M + "OwnStaticsOnlyOnTheBattlefield": "conditional_flash or casting_once_begun",
    M + "ManaAbilitiesIgnoreSickness": "tap_untap and (tap_symbol or refusal_controls)",
    M + "TriggeredManaAbilitiesUseTheStack": "tapped_for_mana_triggers or counted_mana_controls",
    M + "PlayReadAsCast": "land_played_this_way",
    M + "ManaAbilityOnlyWithMana": "no_mana_still_a_mana_ability",
    M + "AbilityTargetsUnchecked": "tap_ability_targets or untap_ability_targets",
    M + "OwnStaticsOffTheStack": "emry_cost",
    M + "StaticEffectsLastTheTurn": "static_ability_on_the_battlefield",
    M + "SpellAddingManaIsAManaAbility": "a_spell_is_no_mana_ability",
    M + "EquipmentBonusStaysBehind": "equipment_moved",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    M + "ProhibitionOnlyAsCastingBegins": {
        "casting_once_begun.feature::Under Brisela, Endless One proposed with X = 3, a spell of mana value 3, can't"
        " be cast, and nothing changes",
        "prohibition_proposal.feature::Under Brisela, Endless One proposed with X = 2, a spell of mana value 2, can't"
        " be cast, and nothing changes",
    },
    M + "FlashConditionCheckedAgain": {
        "casting_once_begun.feature::In Bob's turn, Alice begins to cast Illusion Spinners as though it had flash and"
        " sacrifices her only Faerie to Ashnod's Altar to pay for it: the spell is cast",
        "casting_once_begun.feature::In Bob's turn, Illusion Spinners, cast as though it had flash while its Faerie"
        " was sacrificed to pay for it, resolves onto the battlefield",
    },
    M + "AnyPlayerActivates": {
        "only_the_controller_activates.feature::Bob can't activate Alice's Prodigal Pyromancer, and nothing changes",
        "only_the_controller_activates.feature::In Bob's turn, once he passes priority, Alice activates her own"
        " Prodigal Pyromancer targeting Bob, but not his",
        "sacrifice_cost_controls.feature::Bob can't activate Alice's Altar",
    },
    M + "ActivatedAbilitiesResolveAtOnce": {
        "activation_cost.feature::Leyline of Abundance's ability can't be activated with eight colorless mana, {G}{G}"
        " unpaid, until Llanowar Elves adds them",
        "activation_cost.feature::Leyline of Abundance's ability, its {6}{G}{G} paid, puts a +1/+1 counter on each"
        " creature Alice controls",
        "only_the_controller_activates.feature::Bob activates his own Prodigal Pyromancer targeting Alice, who is"
        " dealt 1 damage",
        "only_the_controller_activates.feature::In Bob's turn, once he passes priority, Alice activates her own"
        " Prodigal Pyromancer targeting Bob, but not his",
        "untap_symbol.feature::A noncreature permanent can pay {Q} the turn it came under its controller's control",
        "untap_symbol.feature::Order of Whiteclay's ability has no timing restriction: it can pay {Q} during an"
        " opponent's turn",
        "untap_symbol.feature::Paying {Q} untaps the permanent",
        "untap_symbol.feature::The ability paid with {Q} resolves normally",
    },
    M + "ActivationCostWithoutMana": {
        "activation_cost.feature::Leyline of Abundance's ability can't be activated with eight colorless mana, {G}{G}"
        " unpaid, until Llanowar Elves adds them",
        "activation_cost.feature::Leyline of Abundance's ability, its {6}{G}{G} paid, puts a +1/+1 counter on each"
        " creature Alice controls",
        "counter_ability.feature::Hangarback Walker pays {1} and {T}, and its ability puts a second +1/+1 counter on"
        " it",
    },
    M + "ActivationInstructionsIgnored": {
        "activating_only_as_a_sorcery.feature::Alice can't activate Salt Road Patrol's outlast ability in her upkeep,"
        " with {W}{W} to pay for it, only once her main phase has begun",
        "activating_only_as_a_sorcery.feature::In Bob's main phase with an empty stack, Alice can't activate Salt"
        " Road Patrol's outlast ability: it isn't her turn",
        "activating_only_as_a_sorcery.feature::In her main phase, Alice can't activate Salt Road Patrol's outlast"
        " ability while her Lightning Bolt is on the stack, only once it has resolved",
    },
    M + "SicknessOnlyStopsTapping": {
        "refusal_controls.feature::A creature that came under its controller's control this turn can't pay {Q}, and"
        " nothing changes",
        "untap_symbol.feature::A creature that came under its controller's control this turn can't pay {Q}",
    },
    M + "SorceryAbilitiesInOwnTurn": {
        "activating_only_as_a_sorcery.feature::Alice can't activate Salt Road Patrol's outlast ability in her upkeep,"
        " with {W}{W} to pay for it, only once her main phase has begun",
        "activating_only_as_a_sorcery.feature::In her main phase, Alice can't activate Salt Road Patrol's outlast"
        " ability while her Lightning Bolt is on the stack, only once it has resolved",
    },
    M + "OwnStaticsOnlyOnTheBattlefield": {
        "casting_once_begun.feature::In Bob's turn, Alice begins to cast Illusion Spinners as though it had flash and"
        " sacrifices her only Faerie to Ashnod's Altar to pay for it: the spell is cast",
        "casting_once_begun.feature::In Bob's turn, Illusion Spinners, cast as though it had flash while its Faerie"
        " was sacrificed to pay for it, resolves onto the battlefield",
        "conditional_flash.feature::In Bob's main phase, Alice, who controls a Faerie, casts Illusion Spinners as"
        " though it had flash",
    },
    M + "ManaAbilitiesIgnoreSickness": {
        "refusal_controls.feature::A creature that came under its controller's control this turn can't pay {T}, and"
        " nothing changes",
        "refusal_controls.feature::An opponent's haste-granting permanent doesn't help the creature pay {T}, and"
        " nothing changes",
        "tap_symbol.feature::A creature that came under its controller's control this turn can't pay {T}",
        "tap_symbol.feature::A creature that came under its controller's control this turn still can't pay {T} during"
        " the opponent's next turn",
        "tap_symbol.feature::A land that became a creature and came under its controller's control this turn can't"
        " pay {T}",
        "tap_symbol.feature::An opponent's Fervor doesn't give haste to the land that became a creature",
        "tap_symbol.feature::An opponent's haste-granting permanent doesn't help the creature pay {T}",
    },
    M + "TriggeredManaAbilitiesUseTheStack": {
        "counted_mana_controls.feature::Everflowing Chalice with two charge counters adds {C}{C}, and Kinnan adds one"
        " more {C}",
        "tapped_for_mana_triggers.feature::An opponent's Mana Flare triggers too, and the player who tapped the land"
        " gets the mana",
        "tapped_for_mana_triggers.feature::Gauntlet of Power triggers when a basic land is tapped for mana of the"
        " chosen colour",
        "tapped_for_mana_triggers.feature::Heartbeat of Spring adds one more mana of the type the land produced",
        "tapped_for_mana_triggers.feature::Heartbeat of Spring adds the type Reflecting Pool produced",
        "tapped_for_mana_triggers.feature::Overgrowth triggers when the land it enchants is tapped for mana",
    },
    M + "PlayReadAsCast": {
        "land_played_this_way.feature::Bob plays the Forest he exiled to Lightstall Inquisitor's ability in his turn:"
        " the Forest enters tapped",
        "land_played_this_way.feature::The Forest Bob plays from exile enters tapped, never becoming tapped:"
        " Freyalise's Winds doesn't trigger",
    },
    M + "ManaAbilityOnlyWithMana": {
        "no_mana_still_a_mana_ability.feature::Alice activates Everflowing Chalice with no charge counter: it is"
        " tapped, adds no mana, and nothing goes on the stack",
        "no_mana_still_a_mana_ability.feature::While paying for Lightning Bolt, Alice may activate Everflowing"
        " Chalice with no charge counter, a mana ability adding nothing",
    },
    M + "AbilityTargetsUnchecked": {
        "tap_ability_targets.feature::A land is not any target: the activation is refused and the {T} cost is not paid",
        "tap_ability_targets.feature::Its controller's own land is not any target either, and nothing changes",
        "untap_ability_targets.feature::A creature card in an opponent's graveyard is no legal target: the activation"
        " is refused and {Q} isn't paid",
        "untap_ability_targets.feature::A creature card with mana value 5 is no legal target: the activation is"
        " refused and {Q} isn't paid",
        "untap_ability_targets.feature::A land card is no legal target: the activation is refused and {Q} isn't paid",
    },
    M + "OwnStaticsOffTheStack": {
        "emry_cost.feature::A cost increase is added before Emry's reduction is applied",
        "emry_cost.feature::Artifacts an opponent controls don't reduce Emry's cost",
        "emry_cost.feature::Each artifact Alice controls reduces the generic part of Emry's cost by {1}",
        "emry_cost.feature::Emry's mana value stays 3 although only {U} was paid for it",
        "emry_cost.feature::The total cost starts from the alternative cost being paid",
        "emry_cost.feature::With four artifacts, Emry still costs its blue mana",
        "token_copies.feature::The token copy of a Thopter artifact token is an artifact too: with both, Emry costs"
        " Alice {U} alone",
    },
    M + "StaticEffectsLastTheTurn": {
        "static_ability_on_the_battlefield.feature::Alice's first Lightning Bolt, which costs {1}{R} under Bob's"
        " Thalia, destroys Thalia: her second one costs {R}",
        "static_ability_on_the_battlefield.feature::Once Alice has sacrificed Thalia to Ashnod's Altar, her Lightning"
        " Bolt costs {R}, not {1}{R}",
    },
    M + "SpellAddingManaIsAManaAbility": {
        "a_spell_is_no_mana_ability.feature::Alice casts Dark Ritual: it waits on the stack, and adds {B}{B}{B} as it"
        " resolves",
        "a_spell_is_no_mana_ability.feature::Bob counters Alice's Dark Ritual with Counterspell: it adds no mana",
    },
    M + "EquipmentBonusStaysBehind": {
        "equipment_moved.feature::Alice moves Bonesplitter from Grizzly Bears to Llanowar Elves: the Elves are 3/1,"
        " the Bears 2/2 again",
        "equipment_moved.feature::Alice moves Bonesplitter to Llanowar Elves and back to Grizzly Bears: the Bears are"
        " 4/2, the Elves 1/1 again",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_section_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_section_engine_is_caught_twice() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
