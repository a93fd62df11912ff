"""The CR-rules scenarios (features/rules/) catch the engines broken in the rules they cover
(tests/engines/broken_triggering.py), on exactly the expected scenarios."""

from __future__ import annotations

import pytest

from .conftest import failing

BEGINNING = "beginning_of_step.feature::"
ORDER = "order_written.feature::"
ONCE = "once_per_event.feature::"
IF = "intervening_if.feature::"
APNAP = "apnap_choices.feature::"
UPKEEP = "upkeep_trigger.feature::"
EXPECTED = {
    "tests.engines.broken_triggering:NoBeginningOfStepTriggers": {
        "ability_linked_to_itself.feature::A second Otherworldly Journey exiles Grizzly Bears in response to "
        "the first one's return: only Watchwolf, the card the first exiled, returns",
        "ability_linked_to_itself.feature::Control: the second Otherworldly Journey exiles Grizzly Bears after "
        "the first one's return resolved: Watchwolf is back, the Bears stay exiled",
        "ability_linked_to_itself.feature::Fiend Hunter exiles Grizzly Bears, Otherworldly Journey exiles "
        "Watchwolf: at the end step Journey returns Watchwolf only",
        "next_end_step.feature::Otherworldly Journey cast in Alice's end step exiles Watchwolf until Bob's end "
        "step begins, then it returns with a +1/+1 counter",
        "next_end_step.feature::Otherworldly Journey cast in Alice's end step on her own Grizzly Bears returns "
        "them to her as Bob's end step begins",
        "skipped_step.feature::Control: without Eon Hub, Alice's upkeep begins and Phyrexian Arena triggers",
        "beginning_of_step_triggers.feature::As Alice's draw step begins, Omen Machine's ability triggers and is on"
        " the stack when she first receives priority",
        "beginning_of_step_triggers.feature::Omen Machine's ability resolves in Alice's draw step: she puts the"
        " Forest from the top of her library onto the battlefield",
        BEGINNING + "As Alice's upkeep begins, Phyrexian Arena triggers and goes on the stack before she has priority",
        BEGINNING + "The upkeep trigger resolves: Alice draws a card and loses 1 life",
        BEGINNING + "Phyrexian Arena triggers once, as the upkeep begins: Alice's draw step brings her only her draw",
        BEGINNING + "In Alice's upkeep, only her own Phyrexian Arena triggers, not Bob's",
        BEGINNING + "The ability triggered at the beginning of the upkeep, where Alice can't cast her creature spell"
        " though she has the mana",
        IF + "With 40 life as her upkeep begins and as the ability resolves, Alice wins the game",
        IF + "Bob's Lightning Bolt takes Alice to 37 life while the ability waits: it resolves and does nothing",
        IF + "Once the ability did nothing, Alice's turn goes on to her draw step",
        IF + "A Lightning Bolt at Bob while the ability waits leaves Alice at 40 life: she wins the game",
        UPKEEP + "Contamination's ability triggers at the beginning of its controller's upkeep, before she has"
        " priority",
        UPKEEP + "Sacrificing a creature as the ability resolves keeps Contamination",
        UPKEEP + "Sacrificing no creature, Contamination is sacrificed",
        UPKEEP + "With no creature to sacrifice, Contamination is sacrificed without a choice",
        "own_hand_own_permanents.feature::Bob's Grizzly Bears is no creature Alice can sacrifice for Contamination: "
        "Contamination is sacrificed without a choice",
        "activating_an_ability_the_object_has.feature::In her main phase Alice can't activate Phyrexian Arena to "
        "draw a card: its only ability is triggered at the beginning of her upkeep",
        "cast_if_able_hidden_cost.feature::Omen Machine exiles Caustic Exhale in Alice's draw step: holding Shivan "
        "Dragon, she still may decline to cast it",
        "cast_if_able_hidden_cost.feature::Alice's Omen Machine exiles Caustic Exhale in Bob's draw step: Bob, holding "
        "Hypersonic Dragon, still may decline to cast it",
        "cast_if_able_hidden_cost.feature::Lightning Bolt has no such additional cost: Omen Machine's instruction "
        "binds, and Alice can't decline to cast it",
        # Contamination's upkeep ability never triggers, so there is nothing on the stack to respond to
        "optional_trigger_on_the_stack.feature::Contamination's ability is on the stack while Alice has Memnite; Bob's"
        " Prodigal Pyromancer kills it in response, and as the ability resolves Alice has no creature to sacrifice:"
        " Contamination is sacrificed",
        "optional_trigger_on_the_stack.feature::Control: Bob's Prodigal Pyromancer deals its 1 damage to Alice instead;"
        " as the ability resolves she sacrifices Memnite and keeps Contamination",
        # Otherworldly Journey's delayed ability "at the beginning of the next end step" never triggers (CR 610.2)
        "delayed_return.feature::Otherworldly Journey exiles Watchwolf in Alice's main phase; it stays exiled until her"
        " end step begins, then returns to Bob with a +1/+1 counter",
        "delayed_return.feature::Otherworldly Journey exiles Alice's Banisher Priest, so Watchwolf comes back at once;"
        " at the end step the Priest returns and exiles Watchwolf again",
        "delayed_return.feature::Control: once Otherworldly Journey's delayed ability has returned Watchwolf, the game"
        " goes on to the next turn with Watchwolf a 4/4 on Bob's battlefield",
    },
    "tests.engines.broken_triggering:EveryUpkeepIsYours": {
        "beginning_of_step_triggers.feature::As Alice's draw step begins, Omen Machine's ability triggers and is on"
        " the stack when she first receives priority",
        "beginning_of_step_triggers.feature::Omen Machine's ability resolves in Alice's draw step: she puts the"
        " Forest from the top of her library onto the battlefield",
        BEGINNING + "In Bob's upkeep, Alice's \"your upkeep\" ability doesn't trigger",
        BEGINNING + "In Alice's upkeep, only her own Phyrexian Arena triggers, not Bob's",
        UPKEEP + "Control: in an opponent's upkeep, \"your upkeep\" doesn't trigger",
        "activating_an_ability_the_object_has.feature::In her main phase Alice can't activate Phyrexian Arena to "
        "draw a card: its only ability is triggered at the beginning of her upkeep",
        "cast_if_able_hidden_cost.feature::Omen Machine exiles Caustic Exhale in Alice's draw step: holding Shivan "
        "Dragon, she still may decline to cast it",
        "cast_if_able_hidden_cost.feature::Alice's Omen Machine exiles Caustic Exhale in Bob's draw step: Bob, holding "
        "Hypersonic Dragon, still may decline to cast it",
    },
    "tests.engines.broken_triggering:InstructionsLastToFirst": {
        "unpreventable_damage.feature::After Stomp, Mending Hands' shield around Bob prevents nothing: Stomp "
        "deals him 2 damage and a Lightning Bolt 3",
        "unpreventable_damage.feature::Hallow on the Stomp spell prevents none of its damage to Bob: he takes 2 "
        "and gains no life",
        "unpreventable_damage.feature::Stomp deals its 2 damage to Bob through Samite Healer's shield around "
        "him",
        # Careful Study discards before it draws: the Lightning Bolt alone is offered
        "no_priority_while_resolving.feature::While Alice chooses the two cards Careful Study makes her discard, she "
        "can't cast Lightning Bolt, though she has {R}",
        "no_priority_while_resolving.feature::While Alice chooses the cards to discard, Bob can't cast Lightning Bolt "
        "either",
        "no_priority_while_resolving.feature::Control: once Alice has discarded and Careful Study has resolved, she "
        "has priority and casts the Lightning Bolt she kept",
        ORDER + "With no other card in hand, Alice discards the two cards she has just drawn",
        ORDER + "Alice may keep a card she drew and discard the card she held before",
        ORDER + "The discard comes after the draw: a card still in the library can't be discarded",
        ORDER + "While Alice chooses what to discard, Careful Study is still on the stack",
        ORDER + "Careful Study reaches the graveyard only after the discard: until then Alice's graveyard is empty",
        "discarded_into_a_hidden_zone.feature::Alice discards Lightning Bolt and puts it on top of her library: it is "
        "no instant card, and nobody loses or gains life",
        "discarded_into_a_hidden_zone.feature::Alice discards Lightning Bolt into her graveyard: an instant card was "
        "discarded, Bob loses 1 life and Alice gains 1",
        "paying_a_mana_cost_with_x.feature::Alice is offered to pay {U}{U}{U} for Gadwick: she pays it, and her two "
        "{C} stay in her pool",
        "paying_a_mana_cost_with_x.feature::With {U}{U} left after casting Flash, Alice can't pay Gadwick's "
        "{U}{U}{U}, and Gadwick is sacrificed",
        "cast_from_exile_resolves.feature::The Lightning Bolt Alice casts from exile with Containment Construct's "
        "permission goes to her graveyard as it resolves",
        "discarded_onto_the_library.feature::The Lightning Bolt Alice puts on top of her library is still "
        "discarded: Containment Construct's ability triggers, and finds no card to exile",
        "discarding_nothing.feature::Control: Alice, with an empty library, discards the Lightning Bolt in her "
        "hand: Bob loses 1 life and she gains 1, and she loses the game",
        "leaver_triggers.feature::Carol loses her last life as Alice discards Lightning Bolt: Carol leaves the "
        "game, and Alice's triggered ability still goes on the stack",
        "own_hand_own_permanents.feature::Alice chooses the two cards to discard among the three of her own hand only,"
        " not from Bob's, and they go to her graveyard",
        "resolution_finishes.feature::Once Alice pays Gadwick's mana cost, Flash has resolved: it is in her graveyard "
        "and Gadwick's enters trigger is on the stack",
        "resolution_finishes.feature::Vohar's ability goes on after Alice discards Lightning Bolt: Bob loses 1 life, "
        "Alice gains 1, and she gets priority",
    },
    "tests.engines.broken_triggering:CostMovedObjectLost": {
        "self_replacement_first.feature::Control: with Torbran, Fling sacrificing Grizzly Bears (power 2) deals "
        "2 damage plus 2: Bob loses 4 life",
        "cost_moved_object.feature::Fling sacrificing the 4/4 Grizzly Bears deals 4 damage",
        "cost_moved_object.feature::Fling sacrificing Llanowar Elves deals 1 damage: the power is the sacrificed"
        " creature's",
        "cost_moved_object.feature::Fling sacrificing Ornithopter with a +1/+1 counter, a 1/3, deals 1 damage, though"
        " the card in the graveyard has power 0",
    },
    "tests.engines.broken_triggering:NoAdditionalTriggers": {
        "additional_times.feature::With Panharmonicon, Gadwick's enters ability triggers twice: Alice draws X cards"
        " two times",
        "additional_times.feature::Two Panharmonicons add one trigger each: Gadwick's ability triggers three times,"
        " not four",
        "triggered_abilities_of_an_object.feature::With Harmonic Prodigy, the enters ability Gadwick has triggers"
        " twice: Alice draws X cards two times",
        "triggered_abilities_of_an_object.feature::The Lich's delayed trigger triggers once as Alice casts Snapcaster"
        " Mage, and the enters ability Snapcaster Mage has triggers twice",
        # Fiend Hunter's enters ability triggers once: a second creature is never exiled (CR 607.3)
        "each_exiled_card.feature::With Panharmonicon, Fiend Hunter exiles Watchwolf and Grizzly Bears; when it leaves,"
        " both return to Bob",
        "each_exiled_card.feature::With Panharmonicon, Fiend Hunter exiles Bob's Watchwolf and Alice's own Grizzly"
        " Bears; when it leaves, each returns to its owner",
        "each_exiled_card.feature::Control: with Panharmonicon, Alice lets Fiend Hunter exile Watchwolf only; when it"
        " leaves, Watchwolf returns and the Bears stay",
    },
    "tests.engines.broken_triggering:ReplacedEventStillTriggers": {
        "replaced_event_never_happens.feature::With Rest in Peace, Young Wolf destroyed by Lightning Bolt is "
        "exiled instead of dying: undying doesn't trigger",
        "replaced_event.feature::With Rest in Peace, the sacrificed Hangarback Walker is exiled instead: its dies"
        " ability doesn't trigger",
        "replaced_event.feature::Bob's Rest in Peace replaces Alice's creature going to her graveyard too: nothing"
        " triggers",
    },
    "tests.engines.broken_triggering:NewObjectNotFound": {
        "zone_change_object_not_found.feature::Control: Bob's Tormod's Crypt exiles his own graveyard instead: the "
        "undying ability finds the Wolf in Alice's graveyard and returns it",
        "new_object_found.feature::Young Wolf sacrificed without counters dies, and its undying ability returns the"
        " card from the graveyard",
        "new_object_found.feature::The undying ability finds Bob's Young Wolf in Bob's graveyard and returns it under"
        " Bob's control",
        "aura_found_in_graveyard.feature::The Grizzly Bears enchanted by Angelic Destiny dies, and the Aura's ability "
        "returns it from the graveyard to Alice's hand",
        "aura_illegal_object.feature::Alice sacrifices the Grizzly Bears Angelic Destiny enchants to cast Bone "
        "Splinters: Angelic Destiny, attached to nothing, goes to the graveyard before its trigger returns it to her"
        " hand",
        "choosing_a_triggered_abilitys_targets.feature::Of two abilities that triggered at once, the first put on "
        "the stack has no legal target and is removed, and the second still goes on the stack",
    },
    "tests.engines.broken_triggering:OnlyMonocoloredMatchesAColor": {
        "characteristics_checked.feature::Virtue's Ruin destroys the green-and-white Watchwolf as a white creature",
        "characteristics_checked.feature::Virtue's Ruin leaves the creature that is not white: green Grizzly Bears"
        " stays",
        "characteristics_checked.feature::Alice's own green-and-white Watchwolf is a white creature too, and her green"
        " Elves are not",
    },
    "tests.engines.broken_triggering:EachDiscardsAsSoonAsChosen": {
        APNAP + "Bob chooses after Alice, while her chosen cards are still in her hand",
        APNAP + "In Bob's turn, Bob chooses first, and Alice after him while his cards are still in his hand",
        "resolution_finishes.feature::While Bob chooses his three cards after Alice, Delirium Skeins is still on the "
        "stack",
    },
    "tests.engines.broken_triggering:NonactivePlayerChoosesFirst": {
        APNAP + "In Alice's turn, Alice chooses first what she discards",
        APNAP + "Bob chooses after Alice, while her chosen cards are still in her hand",
        APNAP + "Once both have chosen, both discard at once, and Delirium Skeins goes to the graveyard",
        APNAP + "In Bob's turn, Bob chooses first, and Alice after him while his cards are still in his hand",
        "resolution_finishes.feature::While Bob chooses his three cards after Alice, Delirium Skeins is still on the "
        "stack",
    },
    "tests.engines.broken_triggering:InterveningIfCheckedOnce": {
        IF + "Bob's Lightning Bolt takes Alice to 37 life while the ability waits: it resolves and does nothing",
        IF + "Once the ability did nothing, Alice's turn goes on to her draw step",
    },
    "tests.engines.broken_triggering:SpellToGraveyardFirst": {
        "nth_from_the_top.feature::Into Alice's library of four cards, fewer than seven, Approach goes on the bottom:"
        " four draws leave only it there",
        ORDER + "While Alice chooses what to discard, Careful Study is still on the stack",
        ORDER + "Careful Study reaches the graveyard only after the discard: until then Alice's graveyard is empty",
        "flash_by_quality_choice.feature::In Bob's main phase, Alice, who controls Hypersonic Dragon, casts "
        "Lovestruck Beast as its sorcery Adventure Heart's Desire",
        "leaving_the_stack_while_resolving.feature::Approach of the Second Sun, gone from the stack to Alice's "
        "library as it resolved, isn't put into her graveyard as it finishes",
        "leaving_the_stack_while_resolving.feature::Approach of the Second Sun, put into Alice's library as it "
        "resolves, goes on resolving and she gains 7 life",
        "cast_from_exile.feature::Alice can't cast the exiled Lovestruck Beast as its Adventure again; she casts "
        "it as the creature",
        "cast_from_exile.feature::Heart's Desire resolves and is exiled; on her next turn Alice casts Lovestruck "
        "Beast from her exile",
        "flashback_until_end_of_turn.feature::Snapcaster Mage gives Divination, a sorcery card, flashback: Alice "
        "casts it from her graveyard, draws two cards, and it is exiled",
        "leaving_the_stack_while_resolving.feature::The second Approach of the Second Sun Alice casts this game, cast "
        "from her graveyard, not her hand, doesn't win: it goes into her library and she gains 7 life",
        "nth_from_the_top.feature::Into Alice's library of eight cards, Approach goes seventh from the top: six draws "
        "leave it there, the next two reach it",
        "nth_from_the_top.feature::Into Alice's library of six cards, fewer than seven, Approach goes on the bottom: "
        "six draws leave only it there",
        "resolution_finishes.feature::While Bob chooses his three cards after Alice, Delirium Skeins is still on the "
        "stack",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_the_rules_scenarios_fail_a_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]


def test_an_engine_that_triggers_twice_on_one_cast_fails_the_once_per_event_scenarios(run_corpus) -> None:
    """CR 603.2c: one cast is one trigger event; many cast-trigger scenarios fail too, all of them about casts."""
    report = run_corpus("tests.engines.broken_triggering:CastTriggersTwice")
    found = failing(report)
    assert {
        ONCE + "One creature spell cast: one triggered ability on the stack, one card drawn",
        ONCE + "A second creature spell is a second event: the ability triggers again",
    } <= found
    assert all(s.split("::")[0] in _CAST_FEATURES for s in found)


_CAST_FEATURES = {
    "where_abilities_function.feature",
    "zero_counters.feature",
    "x_of_another_object.feature",
    "cast_trigger_controls.feature",
    "mindbender_after_choice.feature",
    "resolve_before_spell.feature",
    "trigger_choice_refusals.feature",
    "emerge_casting.feature",
    "priority_controls.feature",
    "printed_mana_cost.feature",
    "once_per_event.feature",
    "additional_times.feature",
    "sources.feature",
    "choosing_a_triggered_abilitys_targets.feature",
    "paying_a_chosen_sacrifice.feature",
    "spell_of_another_owner.feature",  # "when you cast that card", Havengul Lich's delayed trigger
    "filters_you_and_other.feature",  # Decimator's cast trigger
    "triggered_abilities_of_an_object.feature",  # Havengul Lich's delayed trigger
    "cast_that_card.feature",  # Havengul Lich's delayed trigger
    "permanent_spell_controller.feature",  # Havengul Lich's delayed trigger
}


def test_an_engine_whose_permanent_forgets_its_spell_fails_the_scenarios_tagged_400_7d(run_corpus) -> None:
    """CR 400.7d: the permanent's abilities see the X and the kicker of the spell it was."""
    report = run_corpus("tests.engines.broken_triggering:PermanentForgetsItsSpell")
    assert {
        "etb_x.feature::Endless One enters with as many +1/+1 counters as the X of the spell",
        "etb_x.feature::Hangarback Walker enters with X counters although its mana value there is 0",
        "etb_x.feature::An enters triggered ability that refers to X uses the X of the spell",
        "kicked_titan_controls.feature::Kavu Titan kicked while cast for Omniscience's alternative cost still has"
        " trample and its counters in the next turn",
    } <= failing(report)
