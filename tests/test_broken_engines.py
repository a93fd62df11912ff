"""The corpus catches deliberately broken engines, on exactly the scenarios that depend on the broken rule."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import failing

EXPECTED = {
    "tests.engines.broken:IgnoresSummoningSickness": {
        "tap_symbol.feature::A creature that came under its controller's control this turn can't pay {T}",
        "tap_symbol.feature::The summoning sickness rule applies to {T} abilities that aren't mana abilities too",
        "tap_symbol.feature::An opponent's haste-granting permanent doesn't help the creature pay {T}",
        "tap_symbol.feature::A creature that came under its controller's control this turn still can't pay {T} during"
        " the opponent's next turn",
        "untap_symbol.feature::A creature that came under its controller's control this turn can't pay {Q}",
        "tap_ability_outcomes.feature::Alice can't pay {T} for the creature Bob owns if she gained control of it this"
        " turn",
        "tap_symbol.feature::A land that became a creature and came under its controller's control this turn can't"
        " pay {T}",
        "tap_symbol.feature::An opponent's Fervor doesn't give haste to the land that became a creature",
    },
    "tests.engines.broken:TapsTappedPermanents": {
        "tap_symbol.feature::An already tapped permanent can't be tapped again to pay {T}",
        "tap_ability_outcomes.feature::Once the Thopter token has ceased to exist, the tapped Pyromancer can't pay {T}"
        " again, and nothing changes",
    },
}
# the gating tests' engine (tests/engines/gating.py) checks {T} and {Q} for nothing: it fails what both fail, and {Q}
# paid by an untapped permanent (107.6)
EXPECTED["tests.engines.gating:ChecksNoSymbols"] = (
    EXPECTED["tests.engines.broken:IgnoresSummoningSickness"]
    | EXPECTED["tests.engines.broken:TapsTappedPermanents"]
    | {"untap_symbol.feature::An already untapped permanent can't be untapped again to pay {Q}"}
)


@pytest.mark.parametrize("engine", sorted(EXPECTED))
def test_corpus_fails_broken_engine_on_exactly_the_expected_scenarios(run_corpus, engine: str) -> None:
    report = run_corpus(engine, "-k", "(tap_untap or symbol) and not controls")  # the controls: test_broken_controls.py
    assert report["engine"]["name"] != "reference"
    assert failing(report) == EXPECTED[engine]
    assert all(s["status"] == "fail" for s in report["scenarios"] if s["status"] != "pass")


def test_reference_engine_passes_the_whole_corpus(run_corpus) -> None:
    report = run_corpus("reference")
    assert failing(report) == set()
    assert report["summary"]["scenarios"]["total"] > 0


def test_every_scenario_with_an_action_fails_against_an_engine_that_does_nothing(run_corpus) -> None:
    """An engine that accepts every action and changes nothing passes only scenarios that take no action
    (observations of a board, e.g. mana values): every scenario's action has a checked consequence."""
    from pytest_bdd.parser import FeatureParser

    from harness.paths import ROOT

    report = run_corpus("tests.engines.inert:InertAdapter")
    passed = {(s["feature"], s["scenario"]) for s in report["scenarios"] if s["status"] == "pass"}
    acting = set()
    for path in (ROOT / "features").rglob("*.feature"):
        for name, scenario in FeatureParser(str(path.parent), path.name).parse().scenarios.items():
            if any(step.type == "when" for step in scenario.steps):
                acting.add((path.name, name))
    assert acting, "the corpus has scenarios with actions"
    assert passed & acting == set()


def _without_actions(folder: Any) -> set[tuple[str, str]]:
    """(feature file name, scenario) of the scenarios under `folder` with no When step."""
    from pytest_bdd.parser import FeatureParser

    found = set()
    for path in folder.rglob("*.feature"):
        for name, scenario in FeatureParser(str(path.parent), path.name).parse().scenarios.items():
            if not any(step.type == "when" for step in scenario.steps):
                found.add((path.name, name))
    return found


@pytest.mark.parametrize("engine", ["tests.engines.inert:InertAdapter", "tests.engines.inert:RefusesEverything"])
def test_every_cr_rules_scenario_fails_against_an_engine_that_does_nothing_or_refuses_everything(
    pytester: pytest.Pytester, engine: str
) -> None:
    """The scenarios of CR rules alone (features/rules/) each check what an action does: none passes against
    an engine that accepts every action and changes nothing, nor against one that refuses every action."""
    from harness.paths import ROOT

    from .conftest import run_harness

    report = run_harness(pytester, str(ROOT / "features" / "rules"), f"--engine={engine}")[1]
    assert report["scenarios"], "the corpus has scenarios of CR rules alone"
    # a scenario that takes no action observes a board as loaded (Y of Aspect of Wolf, a static ability on a
    # permanent): an engine that computes the board right passes it whatever it does with actions
    observing = _without_actions(ROOT / "features" / "rules")
    acting = [s for s in report["scenarios"] if (s["feature"], s["scenario"]) not in observing]
    assert acting and {s["status"] for s in acting} == {"fail"}
