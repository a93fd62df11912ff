"""The wrong engine of tests/engines/broken_optional_triggers.py (CR 603.5: an optional trigger's choice made as it
triggers) is failed by the corpus on exactly the scenarios expected here, with status fail, among them one tagged
603.5. The run is restricted (`-k`) to the features of the catalog's optional triggers that catch it."""

from __future__ import annotations

import pytest

from .conftest import assert_caught_exactly

E = "tests.engines.broken_optional_triggers:"
OPTIONAL = "optional_trigger_on_the_stack.feature::"
UNDEFINED_X = "undefined_x.feature::"
UPKEEP = "upkeep_trigger.feature::"
ONCE = "only_once_each_turn.feature::"
#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    E + "OptionalTriggerDecidedAsItTriggers": "optional_trigger_on_the_stack or undefined_x or upkeep_trigger"
    " or only_once_each_turn",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    E + "OptionalTriggerDecidedAsItTriggers": {
        OPTIONAL + "Contamination's ability is on the stack while Alice has Memnite; Bob's Prodigal Pyromancer kills"
        " it in response, and as the ability resolves Alice has no creature to sacrifice: Contamination is sacrificed",
        OPTIONAL + "Control: Bob's Prodigal Pyromancer deals its 1 damage to Alice instead; as the ability resolves"
        " she sacrifices Memnite and keeps Contamination",
        OPTIONAL + 'Vigil for the Lost\'s "you may pay {X}" goes on the stack as Grizzly Bears dies, and Alice has'
        " priority before she is asked",
        UNDEFINED_X + "Alice can't choose X = 4 with {C}{C}{C} in her pool; with X = 3 she pays it all and gains 3"
        " life",
        UNDEFINED_X + "Control: Alice declines to pay {X}: she chooses no X, pays nothing and gains no life",
        UNDEFINED_X + "Grizzly Bears dies: Alice pays {X} with X = 2 for Vigil for the Lost, and gains 2 life",
        UPKEEP + "Contamination's ability triggers at the beginning of its controller's upkeep, before she has"
        " priority",
        UPKEEP + "Sacrificing a creature as the ability resolves keeps Contamination",
        UPKEEP + "Sacrificing no creature, Contamination is sacrificed",
        ONCE + "Once Alice has drawn with Terrasymbiosis this turn, putting +1/+1 counters on a creature again doesn't"
        " trigger it",
        ONCE + "The first time in the turn Alice puts +1/+1 counters on a creature, Terrasymbiosis triggers and she"
        " draws two cards",
        ONCE + "When Alice declined to draw, Terrasymbiosis triggers again the next time she puts +1/+1 counters on a"
        " creature that turn",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_optional_trigger_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])


def test_each_engine_is_caught_twice_at_least() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
