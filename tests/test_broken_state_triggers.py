"""The wrong engines of tests/engines/broken_state_triggers.py (state triggers, CR 603.8 and 704.1a): each breaks one
rule the way an engine author might, and the corpus fails it on exactly the scenarios expected here, with status fail,
among them one tagged with the rule it declares. Each run is restricted (`-k`) to the feature that catches it."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_state_triggers:"
STATE = "state_triggers.feature::"
_CAUGHT = {
    STATE + "Bob's Lightning Bolt kills Grizzly Bears, Alice's only other creature: Emperor Crocodile's ability goes"
    " on the stack, and the Crocodile stays until it resolves",
    STATE + "Emperor Crocodile enters while Alice controls no other creature: nothing happened to trigger it, but the"
    " state is true, and its ability triggers",
}
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "StateTriggerPerformedAsStateBasedAction": "state_triggers",
    E + "StateTriggersCheckedAsStepsBegin": "state_triggers",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "StateTriggerPerformedAsStateBasedAction": _CAUGHT,
    E + "StateTriggersCheckedAsStepsBegin": _CAUGHT,
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_state_trigger_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
