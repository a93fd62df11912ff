"""The wrong engines of replacement effects (CR 614.1a-d, 614.2, 614.3, 614.5, 614.6, 614.7, 614.7a, 614.8, 614.10,
614.10a, 614.11, 614.11a, 614.12, 614.12a, 614.15, 614.16, 614.17, 614.17c, 616.1, 616.1a, 616.1e, 616.1f, 616.2)
in tests/engines/broken_replacement.py: each breaks one rule the way an engine author might, and the corpus fails
it on exactly the scenarios expected here, with status fail, among them one tagged with the rule it declares. Each
run is restricted (`-k`) to the features that catch it, for speed."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_replacement:"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "InsteadReadAsTrigger": "replaced_event or haunt_card_gone",
    E + "ReplacedEventHappensToo": "replaced_event or haunt_card_gone",
    E + "EntersTappedByTapping": "enters_tapped or becomes_tapped or land_entering",
    E + "OwnEntersReplacementsIgnored": "enters_tapped or land_entering or counters_replaced",
    E + "EntersWithCountersAsTrigger": "counters_replaced or etb_x or stack_board_x",
    E + "EnteringCountersUnreplaced": "counters_replaced or etb_x",
    E + "ReplacesAnEventThatNeverHappens": "counters_replaced or stack_board_x",
    E + "ReplacementAppliesAgain": "counters_replaced or replacement_order",
    E + "DrawReplacementNeedsACard": "draw_replaced or etb_x",
    E + "DrawsReplacedAsOneEvent": "draw_replaced or etb_x",
    E + "CantEventReplaced": "draw_replaced or cast_if_able_hidden_cost",
    E + "ChoiceAfterEntering": "choice_as_it_enters or chosen_on_entering",
    E + "ReplacementsInTimestampOrder": "replacement_order",
    E + "OnlyTheChosenApplies": "replacement_order",
    E + "SkippedStepStillBegins": "skipped_step or upkeep",
    E + "SelfReplacementLast": "self_replacement_first",
    E + "ZeroDamageIncreased": "self_replacement_first",
    E + "RegenerationPreventsDamage": "regeneration",
    E + "ShieldNeverUsedUp": "regeneration",
    E + "SkipsSatisfiedTogether": "skip_next_step or skipped_step",
    E + "DamageSourcesArePermanents": "self_replacement_first",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "InsteadReadAsTrigger": {
        "haunt_card_gone.feature::With Rest in Peace, the resolved Seize the Soul is exiled instead of put into the "
        "graveyard: its haunt doesn't trigger",
        "replaced_event.feature::Bob's Rest in Peace replaces Alice's creature going to her graveyard too: nothing "
        "triggers",
        "replaced_event.feature::With Rest in Peace, the sacrificed Hangarback Walker is exiled instead: its dies "
        "ability doesn't trigger",
        "replaced_event_never_happens.feature::With Rest in Peace, Young Wolf destroyed by Lightning Bolt is exiled "
        "instead of dying: undying doesn't trigger",
    },
    E + "ReplacedEventHappensToo": {
        "replaced_event.feature::Bob's Rest in Peace replaces Alice's creature going to her graveyard too: nothing "
        "triggers",
        "replaced_event.feature::With Rest in Peace, the sacrificed Hangarback Walker is exiled instead: its dies "
        "ability doesn't trigger",
        "replaced_event_never_happens.feature::With Rest in Peace, Young Wolf destroyed by Lightning Bolt is exiled "
        "instead of dying: undying doesn't trigger",
    },
    E + "EntersTappedByTapping": {
        "becomes_tapped.feature::Llanowar Elves tapped to pay for Moss Diamond triggers Freyalise's Winds; the "
        "Diamond entering tapped doesn't",
        "becomes_tapped.feature::Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't "
        "trigger",
        "enters_tapped.feature::Moss Diamond enters tapped: Freyalise's Winds doesn't trigger, for it never became "
        "tapped",
        "enters_tapped.feature::Thornwood Falls played enters tapped: only its own enters ability triggers, not "
        "Freyalise's Winds",
    },
    E + "OwnEntersReplacementsIgnored": {
        "becomes_tapped.feature::Moss Diamond enters tapped: it never became tapped, so Freyalise's Winds doesn't "
        "trigger",
        "counters_replaced.feature::Bob's Hardened Scales doesn't apply to Alice's creature: Endless One cast with X "
        "= 2 enters with two counters",
        "counters_replaced.feature::Control: Endless One cast with X = 1 is put on a counter, which Hardened Scales "
        "makes two",
        "counters_replaced.feature::Two Hardened Scales each apply once: Endless One cast with X = 2 enters with "
        "four +1/+1 counters",
        "counters_replaced.feature::With Hardened Scales, Endless One cast with X = 2 enters with three +1/+1 counters",
        "enters_tapped.feature::Moss Diamond enters tapped: Freyalise's Winds doesn't trigger, for it never became "
        "tapped",
        "enters_tapped.feature::Thornwood Falls played enters tapped: only its own enters ability triggers, not "
        "Freyalise's Winds",
        "land_entering.feature::Thornwood Falls played as a land enters tapped",
    },
    E + "EntersWithCountersAsTrigger": {
        "counters_replaced.feature::Bob's Hardened Scales doesn't apply to Alice's creature: Endless One cast with X "
        "= 2 enters with two counters",
        "counters_replaced.feature::Control: Endless One cast with X = 1 is put on a counter, which Hardened Scales "
        "makes two",
        "counters_replaced.feature::Two Hardened Scales each apply once: Endless One cast with X = 2 enters with "
        "four +1/+1 counters",
        "counters_replaced.feature::With Hardened Scales, Endless One cast with X = 2 enters with three +1/+1 counters",
        "etb_x.feature::Endless One enters with as many +1/+1 counters as the X of the spell",
        "etb_x.feature::Hangarback Walker enters with X counters although its mana value there is 0",
        "etb_x.feature::On the battlefield, Endless One's own X is 0: its mana value is 0",
        "stack_board_x.feature::Bob's Endless One on the stack with X = 2 resolves: it enters under his control with "
        "2 +1/+1 counters",
        "stack_board_x.feature::Hangarback Walker cast with X = 1 enters with one counter, a 1/1 that 1 damage "
        "kills: its dies trigger goes on the stack",
    },
    E + "EnteringCountersUnreplaced": {
        "counters_replaced.feature::Control: Endless One cast with X = 1 is put on a counter, which Hardened Scales "
        "makes two",
        "counters_replaced.feature::Two Hardened Scales each apply once: Endless One cast with X = 2 enters with "
        "four +1/+1 counters",
        "counters_replaced.feature::With Hardened Scales, Endless One cast with X = 2 enters with three +1/+1 counters",
    },
    E + "ReplacesAnEventThatNeverHappens": {
        "counters_replaced.feature::Endless One cast with X = 0 is put on no counters: Hardened Scales has no event "
        "to replace, and the 0/0 dies",
        "counters_replaced.feature::Hangarback Walker cast with X = 0 enters with no counter for Hardened Scales to "
        "add to: the 0/0 dies",
    },
    E + "ReplacementAppliesAgain": {
        "counters_replaced.feature::Control: Endless One cast with X = 1 is put on a counter, which Hardened Scales "
        "makes two",
        "counters_replaced.feature::Control: with Hardened Scales, Salt Road Patrol's outlast puts two +1/+1 "
        "counters on it",
        "counters_replaced.feature::Two Hardened Scales each apply once: Endless One cast with X = 2 enters with "
        "four +1/+1 counters",
        "counters_replaced.feature::With Hardened Scales, Endless One cast with X = 2 enters with three +1/+1 counters",
        "replacement_order.feature::Alice chooses only Contamination to apply first: Mana Reflection, the one left, "
        "applies after it, and {B} doubled is {B}{B}",
        "replacement_order.feature::Contamination first, then Mana Reflection: {B} doubled is {B}{B}",
        "replacement_order.feature::Control: with Contamination applied first, then both Mana Reflections, {B} "
        "doubled twice is {B}{B}{B}{B}",
        "replacement_order.feature::Control: with a Mana Reflection, then Contamination applied first, then the two "
        "other Mana Reflections, {G}{G} becomes {B}, doubled twice",
        "replacement_order.feature::Control: with one replacement effect there is no order to choose",
        "replacement_order.feature::With three Mana Reflections, Alice chooses two of them in turn to apply first, "
        "then she chooses the order of Contamination and the last",
        "replacement_order.feature::With two Mana Reflections, Alice chooses one of them to apply first, then she "
        "chooses the order of the two effects left",
    },
    E + "DrawReplacementNeedsACard": {
        "draw_replaced.feature::Mind Spring with X = 3 draws Alice's two cards, and the third draw, from the empty "
        "library, is replaced: Alice wins",
        "draw_replaced.feature::With Laboratory Maniac and an empty library, Alice's Divination wins her the game: "
        "the draw is replaced though no card could be drawn",
        "draw_replaced.feature::With one card left, Divination's first draw takes the Island and its second, from "
        "the empty library, is replaced: Alice wins",
    },
    E + "DrawsReplacedAsOneEvent": {
        "draw_replaced.feature::Mind Spring with X = 3 draws Alice's two cards, and the third draw, from the empty "
        "library, is replaced: Alice wins",
        "draw_replaced.feature::With one card left, Divination's first draw takes the Island and its second, from "
        "the empty library, is replaced: Alice wins",
    },
    E + "CantEventReplaced": {
        "draw_replaced.feature::With Omen Machine, Alice can't draw: Laboratory Maniac has no draw to replace, and "
        "she neither wins nor loses",
        "draw_replaced.feature::With Omen Machine, Gadwick's enters ability draws nothing: Laboratory Maniac "
        "replaces no draw, and nobody wins or loses",
    },
    E + "ChoiceAfterEntering": {
        "choice_as_it_enters.feature::Gauntlet of Power cast with no colour named waits, as it resolves, for Alice "
        "to choose a colour, still on the stack",
        "choice_as_it_enters.feature::Iona, Shield of Emeria cast with no colour named waits on the stack, as it "
        "resolves, for Alice to choose a colour",
    },
    E + "ReplacementsInTimestampOrder": {
        "replacement_order.feature::Alice chooses only Contamination to apply first: Mana Reflection, the one left, "
        "applies after it, and {B} doubled is {B}{B}",
        "replacement_order.feature::Alice chooses only Mana Reflection to apply first: Contamination, the one left, "
        "applies after it, and {G}{G} becomes {B}",
        "replacement_order.feature::Alice must choose a replacement effect to apply first: choosing none is refused",
        "replacement_order.feature::Alice taps a Forest: she chooses the order of Contamination and Mana Reflection",
        "replacement_order.feature::Contamination first, then Mana Reflection: {B} doubled is {B}{B}",
        "replacement_order.feature::Control: with Contamination applied first, then both Mana Reflections, {B} "
        "doubled twice is {B}{B}{B}{B}",
        "replacement_order.feature::Control: with a Mana Reflection, then Contamination applied first, then the two "
        "other Mana Reflections, {G}{G} becomes {B}, doubled twice",
        "replacement_order.feature::Control: with the order that makes {B}, the spell's {2} can't be paid",
        "replacement_order.feature::Mana Reflection first, then Contamination: {G}{G} becomes {B}",
        "replacement_order.feature::Tapping the Forest while casting a spell, Alice chooses the order, then "
        "continues casting",
        "replacement_order.feature::Tapping two Forests while casting a spell, Alice chooses the order for each "
        "Forest in turn, and each Forest's {B}{B} pays for it",
        "replacement_order.feature::The order names the sources of the replacement effects: naming the Forest tapped "
        "for mana is refused",
        "replacement_order.feature::While the order of the replacement effects waits, Alice can't continue casting "
        "the spell: she chooses the order first",
        "replacement_order.feature::With three Mana Reflections, Alice chooses two of them in turn to apply first, "
        "then she chooses the order of Contamination and the last",
        "replacement_order.feature::With two Mana Reflections, Alice chooses one of them to apply first, then she "
        "chooses the order of the two effects left",
    },
    E + "OnlyTheChosenApplies": {
        "replacement_order.feature::Alice chooses only Contamination to apply first: Mana Reflection, the one left, "
        "applies after it, and {B} doubled is {B}{B}",
        "replacement_order.feature::Alice chooses only Mana Reflection to apply first: Contamination, the one left, "
        "applies after it, and {G}{G} becomes {B}",
        "replacement_order.feature::Control: with a Mana Reflection, then Contamination applied first, then the two "
        "other Mana Reflections, {G}{G} becomes {B}, doubled twice",
        "replacement_order.feature::With three Mana Reflections, Alice chooses two of them in turn to apply first, "
        "then she chooses the order of Contamination and the last",
        "replacement_order.feature::With two Mana Reflections, Alice chooses one of them to apply first, then she "
        "chooses the order of the two effects left",
    },
    E + "SkippedStepStillBegins": {
        "skipped_step.feature::With Eon Hub, Alice's turn goes from its untap step to its draw step: Phyrexian Arena "
        "doesn't trigger",
        "skipped_step.feature::With Eon Hub, the game advances to Alice's precombat main phase with only her draw "
        "step's card drawn and no life lost",
        "skipped_step.feature::With Eon Hub, no upkeep step comes: the game can't advance to one, and it advances to "
        "Alice's draw step instead",
    },
    E + "SelfReplacementLast": {
        "self_replacement_first.feature::With Torbran, kicked Burst Lightning deals 4 instead of 2 first, then 2 "
        "more: Bob loses 6 life",
        "self_replacement_first.feature::With Torbran, kicked Burst Lightning deals 6 damage to Bob's Salt Road "
        "Patrol, a 2/5, which dies",
    },
    E + "ZeroDamageIncreased": {
        "self_replacement_first.feature::With Torbran, Fling sacrificing Ornithopter at Bob's Grizzly Bears deals no "
        "damage: the Bears stay",
        "self_replacement_first.feature::With Torbran, Fling sacrificing Ornithopter (power 0) deals no damage: "
        "Torbran has nothing to add to, and Bob stays at 20",
    },
    E + "RegenerationPreventsDamage": {
        'regeneration.feature::River Boa regenerated: Bone Splinters\' "destroy target creature" is replaced; the '
        "Boa stays, tapped",
        "regeneration.feature::River Boa regenerated: Lightning Bolt's lethal damage would destroy it; instead it "
        "stays, tapped",
        "regeneration.feature::The shield used up by Bone Splinters' destroy is gone: Lightning Bolt then destroys "
        "River Boa",
        # damage that can't be prevented gets past a shield read as a prevention shield, and the Boa is destroyed
        "prevention_effects_say_prevent.feature::After Stomp, damage can't be prevented, and Lightning Bolt's 3 "
        "damage to River Boa with a regeneration shield still lets it regenerate",
        "prevention_effects_say_prevent.feature::Stomp deals 2 damage to River Boa with a regeneration shield: the "
        "damage can't be prevented, and the Boa regenerates",
    },
    E + "DamageSourcesArePermanents": {
        "self_replacement_first.feature::Control: with Torbran, Burst Lightning not kicked deals 2 damage plus 2: Bob "
        "loses 4 life",
        "self_replacement_first.feature::Control: with Torbran, Fling sacrificing Grizzly Bears (power 2) deals 2 "
        "damage plus 2: Bob loses 4 life",
        "self_replacement_first.feature::With Torbran, kicked Burst Lightning deals 4 instead of 2 first, then 2 "
        "more: Bob loses 6 life",
        "self_replacement_first.feature::With Torbran, kicked Burst Lightning deals 6 damage to Bob's Salt Road "
        "Patrol, a 2/5, which dies",
    },
    E + "SkipsSatisfiedTogether": {
        "skip_next_step.feature::Two Fatigues at Alice herself: her draw steps of turns 5 and 7 are skipped, and she "
        "draws in turn 9",
        "skip_next_step.feature::Two Fatigues at Bob: he skips the draw steps of his next two turns and draws again "
        "in the third",
    },
    E + "ShieldNeverUsedUp": {
        "regeneration.feature::One regeneration shield replaces one destruction: the second Lightning Bolt destroys "
        "River Boa",
        "regeneration.feature::The shield used up by Bone Splinters' destroy is gone: Lightning Bolt then destroys "
        "River Boa",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_replacement_engine_on_exactly_the_expected_scenarios(run_corpus: Any, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
