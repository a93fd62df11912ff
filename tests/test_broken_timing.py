"""The wrong engines of section 117 (timing and priority, issue 45): each breaks one rule of 117.2a-e, 117.3b, 117.4,
117.5 or 117.7 the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with
status fail, among them one tagged with the rule it declares. Each run is restricted (`-k`) to the features that catch
it, named by file (`<stem>.feature`: a scenario's title never matches it), for speed."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_timing:TriggersPutAtOnce": "triggers_wait_for_priority.feature",
    "tests.engines.broken_timing:StaticsAppliedWithPriority": "statics_apply_continuously.feature",
    "tests.engines.broken_timing:DrawAsTheStepEnds": "turn_based_actions_first.feature",
    "tests.engines.broken_timing:StateChecksOnlyAfterResolving": "state_checks_before_priority.feature",
    "tests.engines.broken_timing:ChooserHoldsPriority": "no_priority_while_resolving.feature",
    "tests.engines.broken_timing:PassesSurviveActions": "succession.feature or in_response.feature",
    "tests.engines.broken_timing:OnePassEndsTheStep": (
        "succession.feature or in_response.feature or turn_based_actions_first.feature"
    ),
    "tests.engines.broken_timing:TriggersBeforeStateChecks": "state_checks_then_triggers.feature",
    "tests.engines.broken_timing:ControllerGetsPriorityAfterResolving": (
        "succession.feature or in_response.feature or state_checks_then_triggers.feature"
    ),
    "tests.engines.broken_timing:ResponseResolvesLast": (
        "succession.feature or in_response.feature or triggers_wait_for_priority.feature"
    ),
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_timing:TriggersPutAtOnce": {
        "triggers_wait_for_priority.feature::Control: the Winds' ability resolves first, putting a wind counter on"
        " Prodigal Pyromancer, and then the Pyromancer's deals 1 damage to Bob",
        "triggers_wait_for_priority.feature::Prodigal Pyromancer tapped to activate its ability triggers the Winds:"
        " the triggered ability goes on the stack above the activated one, which was put there first",
        "triggers_wait_for_priority.feature::While Grizzly Bears is paid for, the Winds' ability that tapping"
        " Llanowar Elves triggered waits: the stack holds the spell alone",
    },
    "tests.engines.broken_timing:StaticsAppliedWithPriority": {
        "statics_apply_continuously.feature::Offered to pay {3} as Mana Leak resolves, Alice sacrifices Dryad Arbor"
        " for mana: with two Forests left, Aspect of Wolf's Grizzly Bears is 3/3 at once, while she still has to"
        " choose",
        "statics_apply_continuously.feature::While Sol Ring is paid for, Alice sacrifices Dryad Arbor for mana:"
        " Aspect of Wolf's Grizzly Bears is 3/3 at once, before the spell is cast",
    },
    "tests.engines.broken_timing:DrawAsTheStepEnds": {
        "turn_based_actions_first.feature::As Alice's draw step begins she draws Lightning Bolt, then receives"
        " priority in that step",
        "turn_based_actions_first.feature::With priority in her draw step, Alice casts the Lightning Bolt she has"
        " just drawn",
    },
    "tests.engines.broken_timing:StateChecksOnlyAfterResolving": {
        "state_checks_before_priority.feature::Alice sacrifices the Dryad Arbor Overgrowth enchants to Ashnod's"
        " Altar for mana: Overgrowth goes to her graveyard before she has priority again",
        "state_checks_before_priority.feature::Alice sacrifices the Dryad Arbor Overgrowth enchants to cast Bone"
        " Splinters: Overgrowth goes to her graveyard before she receives priority, with Bone Splinters still on the"
        " stack",
    },
    "tests.engines.broken_timing:ChooserHoldsPriority": {
        "no_priority_while_resolving.feature::Offered to pay {3} as Mana Leak resolves, Alice may tap her Forests"
        " for mana, but can't activate Prodigal Pyromancer's ability",
        "no_priority_while_resolving.feature::While Alice chooses the two cards Careful Study makes her discard, she"
        " can't cast Lightning Bolt, though she has {R}",
    },
    "tests.engines.broken_timing:PassesSurviveActions": {
        "in_response.feature::Alice's Giant Growth, cast in response to Bob's Lightning Bolt, resolves first: her"
        " Grizzly Bears, 5/5, survive the 3 damage",
        "succession.feature::Alice passes, Bob casts Lightning Bolt and passes: Alice's pass came before his action,"
        " so nothing resolves until she passes again",
        "succession.feature::With an empty stack Alice passes, then Bob casts Lightning Bolt at her Grizzly Bears"
        " and passes: she still has priority to save them with Giant Growth",
    },
    "tests.engines.broken_timing:OnePassEndsTheStep": {
        "in_response.feature::Alice's Giant Growth, cast in response to Bob's Lightning Bolt, resolves first: her"
        " Grizzly Bears, 5/5, survive the 3 damage",
        "in_response.feature::Control: with no response, Bob's Lightning Bolt resolves and the Grizzly Bears die,"
        " and Alice, the active player, receives priority",
        "succession.feature::Control: Alice and Bob pass in succession with an empty stack, and the main phase ends:"
        " Alice has priority in the beginning of combat step",
        "succession.feature::With an empty stack Alice passes, then Bob casts Lightning Bolt at her Grizzly Bears"
        " and passes: she still has priority to save them with Giant Growth",
        "succession.feature::With an empty stack, Alice's pass alone doesn't end her main phase: Bob receives"
        " priority in it",
        "turn_based_actions_first.feature::Alice's {R} empties from her pool as the upkeep ends, and she has"
        " priority next in her draw step, not in the upkeep",
    },
    "tests.engines.broken_timing:TriggersBeforeStateChecks": {
        "state_checks_then_triggers.feature::Lightning Bolt resolves and Bob's Hangarback Walker with one counter is"
        " destroyed: its dies ability is on the stack when Alice receives priority",
        "state_checks_then_triggers.feature::Lightning Bolt resolves and Bob's Young Wolf is destroyed as a"
        " state-based action: its undying ability is on the stack when Alice receives priority",
    },
    "tests.engines.broken_timing:ControllerGetsPriorityAfterResolving": {
        "in_response.feature::Bob's Lightning Bolt, cast in response to Alice's Giant Growth, resolves first: the"
        " Grizzly Bears die, and Giant Growth finds no target",
        "in_response.feature::Control: with no response, Bob's Lightning Bolt resolves and the Grizzly Bears die,"
        " and Alice, the active player, receives priority",
        "succession.feature::Alice passes, Bob casts Lightning Bolt and passes: Alice's pass came before his action,"
        " so nothing resolves until she passes again",
    },
    "tests.engines.broken_timing:ResponseResolvesLast": {
        "in_response.feature::Alice's Giant Growth, cast in response to Bob's Lightning Bolt, resolves first: her"
        " Grizzly Bears, 5/5, survive the 3 damage",
        "in_response.feature::Bob's Lightning Bolt, cast in response to Alice's Giant Growth, resolves first: the"
        " Grizzly Bears die, and Giant Growth finds no target",
        "succession.feature::Alice passes, Bob casts Lightning Bolt and passes: Alice's pass came before his action,"
        " so nothing resolves until she passes again",
        "succession.feature::With an empty stack Alice passes, then Bob casts Lightning Bolt at her Grizzly Bears"
        " and passes: she still has priority to save them with Giant Growth",
        "triggers_wait_for_priority.feature::Control: the Winds' ability resolves first, putting a wind counter on"
        " Prodigal Pyromancer, and then the Pyromancer's deals 1 damage to Bob",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_timing_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_timing_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
