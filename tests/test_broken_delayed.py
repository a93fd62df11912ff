"""The wrong engines for delayed triggered abilities (tests/engines/broken_delayed.py): each breaks one rule the way
an engine author might (107.3n: the X of a delayed trigger; 603.2e: a delayed trigger taken for an ability of the
object whose ability created it; 513.2: every delayed trigger ending with the turn), and the corpus fails it on
exactly the scenarios expected here, with status fail, among them the ones tagged with the rule it declares. Each
run is restricted (`-k`) to the features that catch it."""

from __future__ import annotations

import importlib

import pytest

from .conftest import assert_caught_exactly

X_OF_DELAYED = "x_of_a_delayed_trigger.feature::"
OF_AN_OBJECT = "triggered_abilities_of_an_object.feature::"
NEXT_END_STEP = "next_end_step.feature::"

#: engine -> the `-k` expression its run is restricted to
SCOPES = {
    "tests.engines.broken_delayed:DelayedTriggerXIsZero": "x_of_a_delayed_trigger or triggered_abilities_of_an_object",
    "tests.engines.broken_delayed:DelayedTriggerXOfThatSpell": (
        "x_of_a_delayed_trigger or triggered_abilities_of_an_object"
    ),
    "tests.engines.broken_delayed:DelayedTriggerOfTheObject": (
        "x_of_a_delayed_trigger or triggered_abilities_of_an_object"
    ),
    "tests.engines.broken_delayed:DelayedTriggersEndWithTheTurn": "next_end_step or delayed_return",
}
#: engine -> the scenarios of its run that it fails, exactly
EXPECTED: dict[str, set[str]] = {
    "tests.engines.broken_delayed:DelayedTriggerXIsZero": {
        X_OF_DELAYED + "Storm King's Thunder cast with X = 2 copies Divination two times: Alice draws six cards",
        X_OF_DELAYED + "Storm King's Thunder cast with X = 1 copies Mind Spring cast with X = 2 once, not two times:"
        " Alice draws four cards",
    },
    "tests.engines.broken_delayed:DelayedTriggerXOfThatSpell": {
        X_OF_DELAYED + "Storm King's Thunder cast with X = 2 copies Divination two times: Alice draws six cards",
        X_OF_DELAYED + "Storm King's Thunder cast with X = 1 copies Mind Spring cast with X = 2 once, not two times:"
        " Alice draws four cards",
    },
    "tests.engines.broken_delayed:DelayedTriggerOfTheObject": {
        OF_AN_OBJECT + "With Harmonic Prodigy, the Lich's delayed trigger, no ability the Lich has, triggers once as"
        " Alice casts the Bears",
        OF_AN_OBJECT + "The Lich's delayed trigger triggers once as Alice casts Snapcaster Mage, and the enters ability"
        " Snapcaster Mage has triggers twice",
    },
    "tests.engines.broken_delayed:DelayedTriggersEndWithTheTurn": {
        NEXT_END_STEP + "Otherworldly Journey cast in Alice's end step exiles Watchwolf until Bob's end step begins,"
        " then it returns with a +1/+1 counter",
        NEXT_END_STEP + "Otherworldly Journey cast in Alice's end step on her own Grizzly Bears returns them to her as"
        " Bob's end step begins",
    },
}


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_delayed_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", SCOPES[engine])
    assert_caught_exactly(report, engine, EXPECTED[engine])
    module, name = engine.split(":")
    rules = set(getattr(importlib.import_module(module), name).rules)
    assert all(rules & set(s["cr"]) for s in report["scenarios"] if s["status"] == "fail")


def test_each_engine_is_caught_twice_or_more() -> None:
    assert all(len(caught) >= 2 for caught in EXPECTED.values())
