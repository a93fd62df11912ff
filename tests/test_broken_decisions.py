"""The broken engines written for rules the review found decided by nothing (tests/engines/broken_decisions.py) are
caught, each on at least two scenarios, and on exactly the expected ones of the features it is run on."""

from __future__ import annotations

import pytest

from .conftest import failing

E = "tests.engines.broken_decisions:"
NTH = "nth_from_the_top.feature::"
ADVANCE = "advance_with_a_spell_on_the_stack.feature::"
MINDBENDER = "mindbender_after_choice.feature::"
WHITECLAY = "untap_symbol.feature::"
APNAP = "apnap_triggers.feature::"
PRIORITY = "priority.feature::"
CHOICE = "mindbender_choice.feature::"
#: engine -> the features it runs on (-k), and the scenarios of them it fails, exactly
EXPECTED = {
    E + "ShortLibraryPutsOnTop": {
        NTH + "Into Alice's library of four cards, fewer than seven, Approach goes on the bottom: four draws leave"
        " only it there",
        NTH + "Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: six draws leave only"
        " it there",
    },
    E + "StepEndsWhenTheStackEmpties": {
        ADVANCE + "Memnite resolves and leaves the stack empty: Alice's precombat main phase goes on, and she has"
        " priority",
        ADVANCE + "Once Memnite has resolved, both players pass in succession with the stack empty, and the beginning"
        " of combat step begins",
    },
    E + "FirstAddedResolvesFirst": {
        "cast_trigger_controls.feature::Casting a creature spell triggers Beast Whisperer, which resolves first",
        MINDBENDER + "After Alice's choice, the trigger is gone: Mindbender is alone on the stack and Alice has"
        " priority",
        MINDBENDER + "After the discard, all players pass and Distended Mindbender resolves onto the battlefield",
    },
    E + "AbilitiesOnlyAsSorceries": {
        WHITECLAY + "Order of Whiteclay's ability has no timing restriction: it can pay {Q} during an opponent's turn",
        WHITECLAY + "Without priority, Alice can't activate Order of Whiteclay's ability during an opponent's turn",
    },
    E + "ActivePlayerControlsTriggers": {
        APNAP + "In Bob's turn of a three-player game, APNAP order starts with Bob and goes on in turn order: Alice's"
        " goes on top",
        APNAP + "Two players' dies triggers: the active player's goes on the stack first, the other player's on top",
        "emry_thopter_tokens.feature::Bob's Hangarback Walker dies to Alice's Pyromancer: the Thopter is Bob's and"
        " doesn't reduce Emry's cost",
    },
    E + "HybridCountsBothHalves": {
        "hybrid_symbols.feature::A creature with two hybrid symbols in its mana cost counts one for each",
        "hybrid_symbols.feature::Sacrificing a creature with hybrid symbols for emerge reduces the cost by its whole"
        " mana value",
        "split_mana_value.feature::Expansion // Explosion discarded has mana value 6: the X of Explosion's cost is 0"
        " off the stack, each {U/R} is 1",
    },
    E + "AlternativeCostAlone": {
        "only_one_alternative_cost.feature::A kicker cost can still be paid on a spell cast for an alternative cost",
        "optional_costs.feature::Grizzly Bears cast for Fist of Suns' alternative cost costs {W}{U}{B}{R}{G} plus"
        " Sphere of Resistance's {1}",
    },
    E + "LandAnyTimeWithPriority": {
        "land_play.feature::A land can't be played while the stack isn't empty",
        "land_play_main_phases.feature::Alice can't play Forest in her beginning of combat step; in her postcombat"
        " main phase she can",
        "land_play_main_phases.feature::Alice can't play Forest in her upkeep",
        "priority.feature::With a spell on the stack, the active player holding priority can't play a land, and"
        " nothing changes",
    },
    E + "AbilityGoneWithItsSource": {
        "resolve_before_spell.feature::Distended Mindbender's cast trigger still makes the opponent discard when"
        " Mindbender is countered",
        "resolve_before_spell.feature::The cast trigger still resolves when the spell is countered",
        "sources.feature::Prodigal Pyromancer's ability still deals its 1 damage to Bob after Prodigal Pyromancer is"
        " destroyed in response",
    },
    E + "NoManaAbilitiesWhilePaying": {
        "beginning_of_combat_priority.feature::In the beginning of combat step Alice casts Lightning Bolt at "
        "Bob; it resolves before attackers are declared",
        "beginning_of_combat_priority.feature::In the beginning of combat step Bob, given priority after Alice "
        "passes, destroys Grizzly Bears before they can attack",
        "end_of_combat_priority.feature::Alice casts Lightning Bolt at Bob in the end of combat step",
        "end_step_priority.feature::In her end step, Alice casts Lightning Bolt at Bob",
        PRIORITY + "Bob, without priority, can't activate a mana ability, and nothing changes",
        PRIORITY + "Once Alice passes, Bob has priority and may activate a mana ability with a spell on the stack",
        PRIORITY + "While paying for her spell, Alice activates a mana ability to pay it",
        PRIORITY + "With a spell on the stack, the active player holding priority can't play a land, and nothing"
        " changes",
        # its scope, "priority.feature", also selects rules/117/triggers_wait_for_priority.feature: Llanowar Elves
        # tapped while Grizzly Bears is paid for
        "triggers_wait_for_priority.feature::While Grizzly Bears is paid for, the Winds' ability that tapping"
        " Llanowar Elves triggered waits: the stack holds the spell alone",
        "triggers_wait_for_priority.feature::Once Grizzly Bears is cast, Alice would receive priority, and the Winds'"
        " ability goes on the stack above it first",
    },
    E + "DiscardingPlayerAlwaysChooses": {
        CHOICE + 'A land isn\'t an appropriate card for "a nonland card with mana value 3 or less"',
        CHOICE + "The caster can't choose nothing when appropriate cards can be chosen",
        CHOICE + "The caster can't choose only one card when two appropriate cards can be chosen",
        CHOICE + "The opponent reveals their hand and the caster chooses from it",
        CHOICE + "Two cards with mana value 3 or less aren't the two appropriate cards",
        CHOICE
        + "With no card of mana value 4 or greater, the caster chooses the one appropriate card and it is discarded",
        CHOICE
        + "With no nonland card of mana value 3 or less, only the card with mana value 4 or greater is discarded",
        CHOICE + "With only one appropriate card, the caster must still choose it",
        CHOICE + "With two appropriate cards, the caster chooses both and the opponent discards them",
    },
    E + "NothingTriggersMidCast": {
        "becomes_tapped.feature::Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the"
        " Diamond entering tapped doesn't",
        "trigger_waits_while_casting.feature::Once Sol Ring is cast, the Winds' trigger goes on the stack above it",
    },
    E + "DoubleFacedKeepsItsFace": {
        "faces.feature::Insectile Aberration sacrificed is Delver of Secrets in the graveyard: a 1/1 without flying",
        # an Adventure card exiled as its Adventure resolved keeps that face in exile too
        "cast_from_exile.feature::Alice can't cast the exiled Lovestruck Beast as its Adventure again; she casts it"
        " as the creature",
        "cast_from_exile.feature::Heart's Desire resolves and is exiled; on her next turn Alice casts Lovestruck Beast"
        " from her exile",
        "casting_from_adventure_exile.feature::Bonecrusher Giant, exiled as Stomp resolved, is cast from exile and"
        " resolves onto the battlefield",
    },
    E + "KickerIsMandatory": {
        "kicker_controls.feature::Kavu Titan cast without its kicker enters without counters or trample",
        "optional_costs.feature::Kavu Titan cast without its optional kicker costs its mana cost plus Sphere of"
        " Resistance's {1}",
    },
    E + "EventObjectIsTheSource": {
        "sources.feature::Bob taps his Forest for mana: the trigger's source is Alice's Freyalise's Winds, and Alice"
        " controls it, not Bob",
        "sources.feature::Casting Grizzly Bears triggers Beast Whisperer: the source of the trigger is Beast"
        " Whisperer, not the spell",
    },
    E + "XCountedOnce": {
        "x_values.feature::Hangarback Walker cast with X = 1 costs {2}, and leaves the rest of the mana in the pool",
        "x_values.feature::Hangarback Walker cast with X = 2 costs {4}: both X in {X}{X} are 2",
    },
    E + "BackFaceHasNoManaValue": {
        "face_names.feature::Brisela, melded from Bruna and Gisela named by their front faces, has mana value 11",
        # the Clone scenarios check the original's mana value too
        "faces_melds_copies.feature::A Clone copying Brisela has mana value 0",
        "faces_melds_copies.feature::A Clone copying Insectile Aberration has mana value 0",
        "faces_melds_copies.feature::A transformed Delver of Secrets (Insectile Aberration) has its front face's mana"
        " value, 1",
        "faces_melds_copies.feature::Brisela, melded from Bruna ({5}{W}{W}) and Gisela ({2}{W}{W}), has mana value 11",
    },
    E + "CopyCountsTheFrontFaces": {
        "faces_melds_copies.feature::A Clone copying Brisela has mana value 0",
        "faces_melds_copies.feature::A Clone copying Insectile Aberration has mana value 0",
    },
    E + "CastBackFaceUp": {
        "faces.feature::Delver of Secrets cast is a 1/1 spell without flying: its front face is up on the stack",
        "front_face_on_the_stack.feature::Delver of Secrets cast is a spell named Delver of Secrets",
        "only_adventurers.feature::Delver of Secrets, two faces but no Adventure, can't be cast as an Adventure; Alice"
        " then casts it normally",
    },
    E + "AlternativeCostAlwaysTaken": {  # Fist of Suns' {W}{U}{B}{R}{G} paid for Grizzly Bears and Kavu Titan
        "optional_costs.feature::Kavu Titan cast kicked adds its kicker cost {2}{G} to the total cost",
        "optional_costs.feature::Kavu Titan cast without its optional kicker costs its mana cost plus Sphere of"
        " Resistance's {1}",
        "optional_costs.feature::With Fist of Suns' alternative cost available, Grizzly Bears cast without it costs"
        " its mana cost",
    },
}
SCOPES = {
    E + "ShortLibraryPutsOnTop": "nth_from_the_top",
    E + "StepEndsWhenTheStackEmpties": "advance_with_a_spell_on_the_stack",
    E + "FirstAddedResolvesFirst": "cast_trigger_controls or mindbender_after_choice",
    E + "AbilitiesOnlyAsSorceries": "untap_symbol",
    E + "ActivePlayerControlsTriggers": "emry_thopter_tokens or apnap_triggers",
    E + "HybridCountsBothHalves": "hybrid_symbols or split_mana_value",
    E + "AlternativeCostAlone": "only_one_alternative_cost or optional_costs",
    E + "LandAnyTimeWithPriority": "priority.feature or land_play",
    E + "AbilityGoneWithItsSource": "resolve_before_spell or sources",
    E + "NoManaAbilitiesWhilePaying": "priority.feature",
    E + "DiscardingPlayerAlwaysChooses": "mindbender_choice",
    E + "NothingTriggersMidCast": "trigger_waits_while_casting or becomes_tapped",
    E + "DoubleFacedKeepsItsFace": "faces or cast_from_exile",
    E + "KickerIsMandatory": "kicker_controls or optional_costs",
    E + "EventObjectIsTheSource": "sources",
    E + "XCountedOnce": "x_values",
    E + "BackFaceHasNoManaValue": "faces_melds_copies or face_names",
    E + "CopyCountsTheFrontFaces": "faces_melds_copies or face_names",
    E + "CastBackFaceUp": "faces or front_face_on_the_stack",
    E + "AlternativeCostAlwaysTaken": "optional_costs",
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")
