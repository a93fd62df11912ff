"""The corpus catches broken cost reductions, casting permissions and expend, on exactly the scenarios that
depend on the broken rule."""

from __future__ import annotations

import pytest

from .conftest import failing

SCOPE = "emry_cost or no_actions_while_casting or emry_permission or junkblade_expend"
COST = "emry_cost.feature::"
CASTING = "no_actions_while_casting.feature::"
PERMISSION = "emry_permission.feature::"
EXPEND = "junkblade_expend.feature::"

EXPECTED = {
    "tests.engines.broken_emry:ReductionReducesColoredMana": {
        COST + "With four artifacts, Emry still costs its blue mana",
        COST + "Reductions beyond the generic part don't pay Emry's blue mana",
        COST + "A cost increase is added before Emry's reduction is applied",
        COST + "The total cost starts from the alternative cost being paid",
        COST + "Emry's mana value stays 3 although only {U} was paid for it",
        CASTING + "Once Emry is announced, Bob can't destroy an artifact to change its cost reduction",
        CASTING + "While Emry is being paid for, Bob still can't destroy an artifact",
        CASTING + "Once Emry's total cost is determined, Bob still can't destroy an artifact before it is paid for",
        CASTING + "Destroying an artifact once Emry has been paid for doesn't change what it cost",
    },
    "tests.engines.broken_emry:PermissionSurvivesZoneChange": {
        PERMISSION + "A card cast this way that returns to the graveyard the same turn can't be cast again",
    },
    "tests.engines.broken_emry:PermissionIgnoresTiming": {
        PERMISSION + "An artifact card without flash can't be cast this way during an opponent's turn",
        PERMISSION + "An artifact card without flash can't be cast this way in its owner's main phase while a spell"
        " is on the stack",
    },
    "tests.engines.broken_expend:ExpendOnEveryThreshold": {
        EXPEND + "Spending another four mana later in the turn doesn't trigger it again",
    },
    "tests.engines.broken_expend:ExpendCountsAbilities": {
        EXPEND + "Mana spent on an activated ability doesn't count toward expend",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPE)
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")


def test_the_reference_engine_passes_these_scenarios(run_corpus) -> None:
    report = run_corpus("reference", "-k", SCOPE)
    assert failing(report) == set()
    assert report["summary"]["scenarios"]["total"] == 37
