"""The wrong engines of the turn's beginning and main phases (CR 500.1, 500.3, 500.4, 500.6, 500.7, 500.8, 501.1,
502.3, 502.4, 503.1, 503.1a, 504.1, 504.2, 505.1, 505.1a, 505.2, 505.4, 505.6, 505.6a, 505.6b) in
tests/engines/broken_turns.py: each breaks one rule the way an engine author might, and the corpus fails it on
exactly the scenarios expected here, with status fail, among them one tagged with the rule it declares. Each run is
restricted (`-k`) to the features of CR 500-505, named by file (`<stem>.feature`: a scenario's title never matches
it), for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_turns:"
FEATURES = (
    "beginning_phase_steps.feature",
    "phases_every_turn.feature",
    "mana_empties_between_steps.feature",
    "extra_turns.feature",
    "untap_step.feature",
    "draw_step.feature",
    "land_play_main_phases.feature",
    "sorcery_speed_in_main_phases.feature",
    "saga_lore_counter.feature",
    "main_phase_ends.feature",
    "beginning_of_step_triggers.feature",
    "upkeep_trigger.feature",
    "additional_phases.feature",
    "additional_main_phase_is_postcombat.feature",
)
#: the `-k` expression every run is restricted to
SCOPE = " or ".join(FEATURES)
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "SkipsEmptyUpkeep": {
        "beginning_of_step_triggers.feature::As Alice's draw step begins, Omen Machine's ability triggers"
        " and is on the stack when she first receives priority",
        "beginning_of_step_triggers.feature::Control: Omen Machine's ability doesn't trigger in Alice's upkeep",
        "beginning_phase_steps.feature::After Bob's turn, Alice first receives priority in her upkeep, before her draw",
        "beginning_phase_steps.feature::When both players pass in Alice's upkeep, her draw step begins and"
        " she draws Lightning Bolt",
        "saga_lore_counter.feature::Through Alice's beginning phase to her precombat main phase: when she"
        " first receives priority there, the lore counter is put and the chapter ability is on the stack",
        "untap_step.feature::Bob's tapped Mountain stays tapped through Alice's untap step",
        "untap_step.feature::Nobody receives priority in Alice's untap step: it ends once her permanents"
        " untap, and she first has priority in her upkeep",
    },
    E + "SkipsCombatWithoutCreatures": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "phases_every_turn.feature::Without a creature, Alice reaches her postcombat main phase and plays a land there",
        "phases_every_turn.feature::Without a creature, Alice's beginning of combat step still follows her"
        " precombat main phase",
        "phases_every_turn.feature::Without a creature, Alice's turn goes through the steps of combat to her"
        " postcombat main phase",
    },
    E + "ManaEmptiesAtPhaseEnd": {
        "mana_empties_between_steps.feature::Mana Alice adds in her beginning of combat step is gone in her"
        " declare attackers step",
        "mana_empties_between_steps.feature::Mana Alice adds in her upkeep is gone when her draw step begins",
    },
    E + "UntapsEveryPlayersPermanents": {
        "untap_step.feature::Bob's tapped Mountain stays tapped through Alice's untap step",
        "untap_step.feature::In Bob's untap step his Mountain untaps, and Alice's tapped Forest stays tapped",
    },
    E + "PriorityInUntapStep": {
        "beginning_of_step_triggers.feature::As Alice's draw step begins, Omen Machine's ability triggers"
        " and is on the stack when she first receives priority",
        "beginning_of_step_triggers.feature::Control: Omen Machine's ability doesn't trigger in Alice's upkeep",
        "beginning_phase_steps.feature::After Bob's turn, Alice first receives priority in her upkeep, before her draw",
        "beginning_phase_steps.feature::When both players pass in Alice's upkeep, her draw step begins and"
        " she draws Lightning Bolt",
        "saga_lore_counter.feature::Through Alice's beginning phase to her precombat main phase: when she"
        " first receives priority there, the lore counter is put and the chapter ability is on the stack",
        "untap_step.feature::Bob's tapped Mountain stays tapped through Alice's untap step",
        "untap_step.feature::Nobody receives priority in Alice's untap step: it ends once her permanents"
        " untap, and she first has priority in her upkeep",
    },
    E + "DrawWhenDrawStepEnds": {
        "beginning_phase_steps.feature::When both players pass in Alice's upkeep, her draw step begins and"
        " she draws Lightning Bolt",
        "draw_step.feature::As her draw step begins Alice draws Lightning Bolt, before she receives"
        " priority, and nothing is on the stack",
        "draw_step.feature::In her draw step Alice casts the Lightning Bolt she has just drawn",
        "draw_step.feature::On turn 3, Alice's draw step follows her upkeep and she draws",
        "draw_step.feature::Only the active player draws in the draw step: Alice draws, Bob doesn't",
    },
    E + "NoPriorityInDrawStep": {
        "beginning_phase_steps.feature::When both players pass in Alice's upkeep, her draw step begins and"
        " she draws Lightning Bolt",
        "draw_step.feature::As her draw step begins Alice draws Lightning Bolt, before she receives"
        " priority, and nothing is on the stack",
        "draw_step.feature::In her draw step Alice casts the Lightning Bolt she has just drawn",
        "draw_step.feature::On turn 3, Alice's draw step follows her upkeep and she draws",
        "draw_step.feature::Only the active player draws in the draw step: Alice draws, Bob doesn't",
        "mana_empties_between_steps.feature::Mana Alice adds in her upkeep is gone when her draw step begins",
        "saga_lore_counter.feature::Through Alice's beginning phase to her precombat main phase: when she"
        " first receives priority there, the lore counter is put and the chapter ability is on the stack",
    },
    E + "ExtraTurnTakenNow": {
        "extra_turns.feature::After Time Walk resolves, Alice's turn goes on, and her extra turn comes after it",
        "extra_turns.feature::Bob's turn comes after Alice's extra turn",
        "extra_turns.feature::Time Walk gives Alice an extra turn, then Time Warp Bob one: Bob's, created"
        " last, is taken first",
        "extra_turns.feature::Time Warp gives Bob an extra turn, then Time Walk Alice one: Alice's, created"
        " last, is taken first",
        "extra_turns.feature::Time Warp targeting Bob: Bob's extra turn comes directly after Alice's turn,"
        " then his own",
    },
    E + "ExtraTurnsInOrderOfCreation": {
        "extra_turns.feature::Time Walk gives Alice an extra turn, then Time Warp Bob one: Bob's, created"
        " last, is taken first",
        "extra_turns.feature::Time Warp gives Bob an extra turn, then Time Walk Alice one: Alice's, created"
        " last, is taken first",
    },
    E + "SkipsSecondMainWithoutAttackers": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "additional_phases.feature::In the additional main phase after the additional combat, Alice plays a Forest",
        "land_play_main_phases.feature::Alice can't play Forest in her beginning of combat step; in her"
        " postcombat main phase she can",
        "land_play_main_phases.feature::Having played a Forest in her precombat main phase, Alice can't play"
        " another in her postcombat main phase",
        "phases_every_turn.feature::Without a creature, Alice reaches her postcombat main phase and plays a land there",
        "phases_every_turn.feature::Without a creature, Alice's turn goes through the steps of combat to her"
        " postcombat main phase",
        "saga_lore_counter.feature::In Alice's postcombat main phase no lore counter is put on The Eldest Reborn",
    },
    E + "LoreCounterEachMainPhase": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "saga_lore_counter.feature::From Alice's precombat main phase to her end step, The Eldest Reborn"
        " gets no lore counter and nothing triggers",
        "saga_lore_counter.feature::In Alice's postcombat main phase no lore counter is put on The Eldest Reborn",
    },
    E + "SorcerySpeedAnyStepOfYourTurn": {
        "land_play_main_phases.feature::Alice can't play Forest in her beginning of combat step; in her"
        " postcombat main phase she can",
        "land_play_main_phases.feature::Alice can't play Forest in her upkeep",
        "sorcery_speed_in_main_phases.feature::Alice can't cast Divination in her upkeep",
        "sorcery_speed_in_main_phases.feature::Alice can't cast Grizzly Bears in her beginning of combat step",
    },
    E + "ActivePlayerEndsMainPhase": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "additional_main_phase_is_postcombat.feature::Control: the additional combat phase begins with its"
        " beginning of combat step, the Saga unchanged",
        "additional_phases.feature::After Relentless Assault resolves in Alice's postcombat main phase, a"
        " beginning of combat step follows it, not the end step",
        "additional_phases.feature::Control: without Relentless Assault, the end step follows Alice's"
        " postcombat main phase",
        "additional_phases.feature::In the additional combat phase Grizzly Bears attacks Bob; a postcombat"
        " main phase follows it, then the end step",
        "additional_phases.feature::In the additional main phase after the additional combat, Alice plays a Forest",
        "main_phase_ends.feature::When Alice passes in her postcombat main phase with the stack empty, Bob"
        " receives priority in that phase",
        "main_phase_ends.feature::When Alice passes in her precombat main phase, Bob casts Lightning Bolt"
        " there; it resolves and the phase goes on",
        "main_phase_ends.feature::When Bob passes too, Alice's postcombat main phase ends and her end step begins",
        "phases_every_turn.feature::Control: with Grizzly Bears, Alice's beginning of combat step follows"
        " her precombat main phase",
        "phases_every_turn.feature::Without a creature, Alice reaches her postcombat main phase and plays a land there",
        "phases_every_turn.feature::Without a creature, Alice's beginning of combat step still follows her"
        " precombat main phase",
        "phases_every_turn.feature::Without a creature, Alice's turn goes through the steps of combat to her"
        " postcombat main phase",
    },
    E + "TriggersAfterFirstPriority": {
        "beginning_of_step_triggers.feature::As Alice's draw step begins, Omen Machine's ability triggers"
        " and is on the stack when she first receives priority",
        "beginning_of_step_triggers.feature::Omen Machine's ability resolves in Alice's draw step: she puts"
        " the Forest from the top of her library onto the battlefield",
        "upkeep_trigger.feature::Contamination's ability triggers at the beginning of its controller's"
        " upkeep, before she has priority",
    },
    E + "LoreCountersAfterPriority": {
        "saga_lore_counter.feature::As Alice's precombat main phase begins, The Eldest Reborn gets its third"
        " lore counter and its chapter III ability triggers",
        "saga_lore_counter.feature::Through Alice's beginning phase to her precombat main phase: when she"
        " first receives priority there, the lore counter is put and the chapter ability is on the stack",
    },
    E + "AdditionalCombatWithoutMainPhase": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "additional_phases.feature::In the additional combat phase Grizzly Bears attacks Bob; a postcombat"
        " main phase follows it, then the end step",
        "additional_phases.feature::In the additional main phase after the additional combat, Alice plays a Forest",
    },
    E + "AdditionalMainPhaseIsPrecombat": {
        "additional_main_phase_is_postcombat.feature::As the main phase after Relentless Assault's"
        " additional combat begins, The Eldest Reborn gets no lore counter",
        "additional_phases.feature::In the additional combat phase Grizzly Bears attacks Bob; a postcombat"
        " main phase follows it, then the end step",
        "additional_phases.feature::In the additional main phase after the additional combat, Alice plays a Forest",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_turn_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
