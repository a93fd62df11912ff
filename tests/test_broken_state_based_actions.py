"""The wrong engines of the state-based actions (CR 704.5, 704.8) in tests/engines/broken_state_based_actions.py: each
breaks one rule the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with
status fail, among them one tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch
it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_state_based_actions:"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "LosesOnlyBelowZeroLife": "zero_life or tap_ability_outcomes or leaver_triggers",
    E + "LethalDamageAgainstPower": "damage_against_toughness or hexproof or faces",
    E + "DeathtouchIgnored": "deathtouch_damage",
    E + "EquipmentGoesToGraveyard": "equipment_unattached",
    E + "EquipmentStaysAttached": "equipment_unattached",
    E + "CreatureEquipmentStaysAttached": "equipment_unattached",
    E + "ZeroLoyaltyStays": "planeswalker_loyalty",
    E + "WorldRulePerController": "world_rule",
    E + "WorldRuleKeepsOldest": "world_rule",
    E + "TokenLingers": "tokens_cease_to_exist or legend_rule_per_controller or tap_ability_outcomes or token_copies",
    E + "LegendRuleAcrossControllers": "legend_rule",
    E + "SpellCopyLingers": "spell_copy_ceases_to_exist",
    E + "SagaSacrificedWithChapterOnStack": "saga_sacrificed or final_chapter_resolves",
    E + "CountersCancelFirst": "lki_of_simultaneous_actions",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "LosesOnlyBelowZeroLife": {
        "leaver_triggers.feature::Carol loses her last life as Alice discards Lightning Bolt: Carol "
        "leaves the game, and Alice's triggered ability still goes on the stack",
        "tap_ability_outcomes.feature::Prodigal Pyromancer pays {T} and deals 1 damage to Bob at 1 "
        "life: Bob loses the game",
        "zero_life.feature::Lightning Bolt deals 3 damage to Bob at 3 life: at 0 life, he loses the game",
    },
    E + "LethalDamageAgainstPower": {
        "damage_against_toughness.feature::1 damage from Prodigal Pyromancer to the 2/1 Knight of "
        "Autumn is lethal: it goes to Bob's graveyard",
        "damage_against_toughness.feature::3 damage from Lightning Bolt to the 2/5 Salt Road Patrol "
        "is not lethal: it stays on the battlefield",
        "faces.feature::Gisela, the Broken Blade, front face up, is a 4/3: Lightning Bolt destroys it",
        "hexproof.feature::Hexproof doesn't stop its controller: Alice's Lightning Bolt targets her "
        "untapped Illusion Spinners and destroys it",
        "hexproof.feature::Tapped, Illusion Spinners has no hexproof: Bob's Lightning Bolt targets it and destroys it",
        "hexproof_own_spell_resolves.feature::Alice's Forked Bolt, divided between Bob and her own "
        "hexproof Illusion Spinners with 2 damage, deals it 1 more and it dies",
    },
    E + "DeathtouchIgnored": {
        "deathtouch_damage.feature::Zaxara deals 2 damage to Bob's 2/5 Salt Road Patrol: from a source with"
        " deathtouch, it is destroyed",
        "deathtouch_damage.feature::Zaxara deals 2 damage to Bob's 4/4 Serra Angel: not lethal, but from a source"
        " with deathtouch, and the Angel is destroyed",
    },
    E + "EquipmentGoesToGraveyard": {
        "equipment_unattached.feature::Bonesplitter equips Mutavault made a creature; once Mutavault stops being a"
        " creature it becomes unattached, and Mutavault made a creature again is 2/2",
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Grizzly Bears, a 1/1 artifact"
        " creature: it becomes unattached and stays on the battlefield",
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Ornithopter, a 1/1 artifact"
        " creature: a creature attached to a creature, it becomes unattached",
    },
    E + "EquipmentStaysAttached": {
        "equipment_unattached.feature::Bonesplitter equips Mutavault made a creature; once Mutavault stops being a"
        " creature it becomes unattached, and Mutavault made a creature again is 2/2",
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Grizzly Bears, a 1/1 artifact"
        " creature: it becomes unattached and stays on the battlefield",
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Ornithopter, a 1/1 artifact"
        " creature: a creature attached to a creature, it becomes unattached",
    },
    E + "CreatureEquipmentStaysAttached": {
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Grizzly Bears, a 1/1 artifact"
        " creature: it becomes unattached and stays on the battlefield",
        "equipment_unattached.feature::Karn's Touch makes Bonesplitter, equipping Ornithopter, a 1/1 artifact"
        " creature: a creature attached to a creature, it becomes unattached",
    },
    E + "ZeroLoyaltyStays": {
        "planeswalker_loyalty.feature::Lightning Bolt deals 3 damage to Bob's Jace Beleren with 3 loyalty counters:"
        " at loyalty 0, it goes to Bob's graveyard",
        "planeswalker_loyalty.feature::Prodigal Pyromancer deals 1 damage to Bob's Jace Beleren with 1 loyalty"
        " counter: at loyalty 0, it goes to Bob's graveyard",
    },
    E + "WorldRulePerController": {
        "world_rule.feature::Alice's Concordant Crossroads resolves while Bob has one in play: Bob's, the older, goes"
        " to his graveyard",
        "world_rule.feature::In Bob's turn his Concordant Crossroads resolves while Alice has one in play: Alice's,"
        " the older, goes to her graveyard",
    },
    E + "WorldRuleKeepsOldest": {
        "world_rule.feature::Alice's Concordant Crossroads resolves while Bob has one in play: Bob's, the older, goes"
        " to his graveyard",
        "world_rule.feature::Alice's second Concordant Crossroads resolves: her first, the older, goes to her"
        " graveyard",
        "world_rule.feature::In Bob's turn his Concordant Crossroads resolves while Alice has one in play: Alice's,"
        " the older, goes to her graveyard",
    },
    E + "TokenLingers": {
        "legend_rule_per_controller.feature::A token copy of Alice's Emry: she keeps her card, and "
        "the token goes to her graveyard and ceases to exist",
        "tap_ability_outcomes.feature::1 damage to a 1/1 Thopter token is lethal: the token leaves "
        "the battlefield and ceases to exist",
        "token_copies.feature::The token copy of Delver of Secrets, sacrificed, ceases to exist: "
        "only the card reaches Alice's graveyard",
        "tokens_cease_to_exist.feature::Lightning Bolt destroys Bob's Thopter token: it ceases to "
        "exist, and Bob's graveyard is empty",
        "tokens_cease_to_exist.feature::Scar's -1/-1 counter puts Bob's 1/1 Human token into his "
        "graveyard: it ceases to exist there",
    },
    E + "LegendRuleAcrossControllers": {
        "legend_rule.feature::Control: two Emrys controlled by different players both stay, and no choice waits",
        "legend_rule_per_controller.feature::Alice's Thalia resolves beside Bob's Thalia: both "
        "stay, no choice waits, and Alice is the one to act",
    },
    E + "SpellCopyLingers": {
        "spell_copy_ceases_to_exist.feature::Storm King's Thunder cast with X = 1 copies Divination: once both"
        " resolve, Alice's graveyard holds the one card Divination",
        "spell_copy_ceases_to_exist.feature::Storm King's Thunder cast with X = 2 copies Divination two times: no"
        " copy stays in Alice's graveyard",
    },
    E + "SagaSacrificedWithChapterOnStack": {
        "final_chapter_resolves.feature::Bob exiles his graveyard in response: chapter III, its only "
        "target gone, doesn't resolve, and only Narci's sacrifice ability triggers",
        "final_chapter_resolves.feature::Chapter III puts Bob's Narci onto the battlefield under "
        "Alice's control, and Narci's ability triggers for Alice",
        "final_chapter_resolves.feature::Chapter III puts Narci from Alice's graveyard onto the "
        "battlefield, and Narci's ability triggers on that resolution",
        "final_chapter_resolves.feature::Control: with Narci on the battlefield, chapter III puts "
        "Bob's Grizzly Bears onto the battlefield under Alice's control, and Narci's ability triggers",
        "saga_sacrificed.feature::Bob exiles his graveyard in response: chapter III leaves the stack "
        "without resolving, and The Eldest Reborn is sacrificed all the same",
        "saga_sacrificed.feature::The third lore counter triggers chapter III: The Eldest Reborn "
        "stays while the ability is on the stack, and is sacrificed once it resolves",
    },
    E + "CountersCancelFirst": {
        "lki_of_simultaneous_actions.feature::Scar's -1/-1 counter on Hangarback Walker with two "
        "+1/+1 counters and 1 damage: it dies with both, and its two Thopters reduce Emry's cost to {U}",
        "lki_of_simultaneous_actions.feature::Scar's -1/-1 counter on the damaged Young Wolf with a "
        "+1/+1 counter: it dies with its +1/+1 counter, and undying doesn't trigger",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_state_based_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
