"""The wrong engines of whole sections 603 and 608 (issue 45) in tests/engines/broken_triggered_sections.py: each
breaks one rule the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with
status fail, among them one tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch
it, for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_triggered_sections:"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "InterveningIfOnlyAsItResolves": "intervening_if or new_object_found",
    E + "NewcomersNotChecked": "land_entering or etb_x",
    E + "AuraCardNotFound": "aura_found_in_graveyard or aura_illegal_object",
    E + "DelayedTriggerEveryTime": "delayed_trigger_once or x_of_a_delayed_trigger",
    E + "LeavingNotLookedBack": "stack_board_x or new_object_found",
    E + "PassingResolvesTheStack": "intervening_if or resolve_before_spell",
    E + "PermanentSpellEntersUnderItsOwner": "permanent_spell_controller or spell_of_another_owner",
    E + "AuraSpellEntersUnattached": "aura_spells or flash_for_a_bestowed_aura or bestowed_target_illegal",
    E + "DelayedTriggerOfTheSpellCast": "delayed_trigger_once or x_of_a_delayed_trigger",
    E + "BestowedSpellWithIllegalTargetFizzles": "bestowed_target_illegal or flash_for_a_bestowed_aura",
    E + "ZoneChangeTriggerFindsTheCardAnywhere": "zone_change_object_not_found or aura_found_in_graveyard",
    E + "EntersTappedIsATrigger": "becomes_tapped or land_entering",
    E + "StaticsApplyInEveryZone": "effects_apply_to_permanents",
    E + "DelayedTriggerFromTheCast": "delayed_trigger_created",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "InterveningIfOnlyAsItResolves": {
        "intervening_if.feature::With 39 life as her upkeep begins, the ability doesn't trigger",
        "new_object_found.feature::Young Wolf with a +1/+1 counter dies and stays in the graveyard: the undying "
        "ability doesn't trigger",
    },
    E + "NewcomersNotChecked": {
        "etb_x.feature::A permanent that entered without being cast has no spell's X: its enters trigger sees X = 0",
        "etb_x.feature::An enters triggered ability that refers to X uses the X of the spell",
        "etb_x.feature::Gadwick cast with X = 2 draws the whole library of two: nobody loses, the library is just "
        "empty",
        "etb_x.feature::Gadwick cast with X = 3 draws three cards from a library of two: Alice loses the game",
        "etb_x.feature::Once Alice has lost to Gadwick's draw of three, the game is over and no player can act",
        "land_entering.feature::Thornwood Falls played as a land triggers its enters ability: Alice gains 1 life "
        "once it resolves",
    },
    E + "AuraCardNotFound": {
        "aura_found_in_graveyard.feature::The Grizzly Bears enchanted by Angelic Destiny dies, and the Aura's "
        "ability returns it from the graveyard to Alice's hand",
        "aura_illegal_object.feature::Alice sacrifices the Grizzly Bears Angelic Destiny enchants to cast Bone "
        "Splinters: Angelic Destiny, attached to nothing, goes to the graveyard before its trigger returns it to her "
        "hand",
    },
    E + "DelayedTriggerEveryTime": {
        "delayed_trigger_once.feature::After the Thunder's trigger copied Alice's first Divination, her second "
        "Divination triggers nothing: it is alone on the stack",
        "delayed_trigger_once.feature::The Thunder with X = 1 and two Divinations: Alice draws two, two for the one "
        "copy, and two: six cards",
        "x_of_a_delayed_trigger.feature::Control: Storm King's Thunder cast with X = 0, whose trigger waits past a "
        "creature spell for Alice's next instant or sorcery spell, copies it no times, and doesn't trigger again",
    },
    E + "LeavingNotLookedBack": {
        "new_object_found.feature::The undying ability finds Bob's Young Wolf in Bob's graveyard and returns it "
        "under Bob's control",
        "new_object_found.feature::Young Wolf sacrificed without counters dies, and its undying ability returns the "
        "card from the graveyard",
        "stack_board_x.feature::Hangarback Walker cast with X = 0 enters with no counters and dies as a 0/0: it "
        "makes no Thopter",
        "stack_board_x.feature::Hangarback Walker cast with X = 1 enters with one counter, a 1/1 that 1 damage "
        "kills: its dies trigger goes on the stack",
    },
    E + "PassingResolvesTheStack": {
        "intervening_if.feature::A Lightning Bolt at Bob while the ability waits leaves Alice at 40 life: she wins "
        "the game",
        "intervening_if.feature::Bob's Lightning Bolt takes Alice to 37 life while the ability waits: it resolves "
        "and does nothing",
        "intervening_if.feature::Once the ability did nothing, Alice's turn goes on to her draw step",
        "resolve_before_spell.feature::Distended Mindbender's cast trigger still makes the opponent discard when "
        "Mindbender is countered",
        "resolve_before_spell.feature::In the other order chosen, Beast Whisperer's trigger resolves first, still "
        "before the spell",
        "resolve_before_spell.feature::The cast trigger resolves first, while the spell is still on the stack",
        "resolve_before_spell.feature::The cast trigger still resolves when the spell is countered",
        "resolve_before_spell.feature::The spell is still on the stack when its cast trigger resolves, so Decimator "
        "doesn't get +2/+2 itself",
    },
    E + "PermanentSpellEntersUnderItsOwner": {
        "permanent_spell_controller.feature::Alice casts Bob's Grizzly Bears from his graveyard with the Lich: it "
        "resolves onto her battlefield",
        "spell_of_another_owner.feature::Control: Carol stays in the game at 1 life, the Lich's trigger resolves, "
        "and the spell of Alice's card she cast resolves under her control",
    },
    E + "AuraSpellEntersUnattached": {
        "aura_spells.feature::Overgrowth cast targeting a land enters attached to that land",
        "bestowed_target_illegal.feature::Control: Bob's Lightning Bolt at Alice instead: the bestowed Rollicker "
        "resolves attached to the Bears, which get +1/+1",
        "flash_for_a_bestowed_aura.feature::Bob's Lightning Bolt kills the Grizzly Bears the bestowed Nyxborn "
        "Rollicker enchants: the Rollicker stays on the battlefield as a 1/1 creature",
        "flash_for_a_bestowed_aura.feature::In Bob's main phase, Alice, who controls Sigarda's Aid, casts Nyxborn "
        "Rollicker bestowed on her Grizzly Bears, which get +1/+1",
    },
    E + "DelayedTriggerOfTheSpellCast": {
        "delayed_trigger_once.feature::After the Thunder's trigger copied Alice's first Divination, her second "
        "Divination triggers nothing: it is alone on the stack",
        "x_of_a_delayed_trigger.feature::Control: Storm King's Thunder cast with X = 0, whose trigger waits past a "
        "creature spell for Alice's next instant or sorcery spell, copies it no times, and doesn't trigger again",
        "x_of_a_delayed_trigger.feature::Storm King's Thunder cast with X = 1 copies Mind Spring cast with X = 2 "
        "once, not two times: Alice draws four cards",
        "x_of_a_delayed_trigger.feature::Storm King's Thunder cast with X = 2 copies Divination two times: Alice "
        "draws six cards",
    },
    E + "BestowedSpellWithIllegalTargetFizzles": {
        "bestowed_target_illegal.feature::The Bears Alice's bestowed Nyxborn Rollicker targets die in response: the "
        "Rollicker resolves onto the battlefield as a 1/1 creature",
        "flash_for_a_bestowed_aura.feature::Alice casts Nyxborn Rollicker bestowed in Bob's main phase; Bob's "
        "Lightning Bolt kills its target first, and it resolves as a 1/1 creature",
    },
    E + "ZoneChangeTriggerFindsTheCardAnywhere": {
        "aura_found_in_graveyard.feature::Exiled by Bob's Tormod's Crypt before the ability resolves, Angelic "
        "Destiny isn't found and stays in exile",
        "zone_change_object_not_found.feature::Bob's Tormod's Crypt exiles Alice's graveyard while Young Wolf's "
        "undying ability waits: the ability doesn't find the Wolf, which stays in exile",
    },
    E + "EntersTappedIsATrigger": {
        "becomes_tapped.feature::Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the "
        "Diamond entering tapped doesn't",
        "becomes_tapped.feature::Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't "
        "trigger",
        "land_entering.feature::Thornwood Falls played as a land enters tapped",
        "land_entering.feature::Thornwood Falls played as a land triggers its enters ability: Alice gains 1 life "
        "once it resolves",
    },
    E + "StaticsApplyInEveryZone": {
        "effects_apply_to_permanents.feature::The Grizzly Bears spell Alice casts is 2/2 on the stack and 3/3 once "
        "it has resolved onto the battlefield",
        "effects_apply_to_permanents.feature::With Gauntlet of Power (green), the Grizzly Bears on the battlefield "
        "is 3/3, the Grizzly Bears cards in Alice's hand and graveyard 2/2",
    },
    E + "DelayedTriggerFromTheCast": {
        "delayed_trigger_created.feature::Lightning Bolt cast in response to Storm King's Thunder triggers nothing: "
        "the Bolt is on the stack above the Thunder, alone",
        "delayed_trigger_created.feature::The Bolt cast before the Thunder resolved deals 3 damage once; the "
        "Divination cast after it is copied: Alice draws four cards",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_triggered_sections_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])
