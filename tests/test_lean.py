"""harness/run/lean.py: what a run keeps per scenario after its report is logged, and what still works."""

from __future__ import annotations

import json

import pytest

from harness.paths import ROOT

from .conftest import run_harness

PROBE = """
import json

import pytest
from pytest_bdd.reporting import scenario_reports_registry, test_report_context_registry

from harness.run.collect import RESULT_PROPERTY

reports = []


def pytest_runtest_logreport(report):
    reports.append(report)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    kept = {
        "items": len(session.items),
        "scenario_copies": sum(item in scenario_reports_registry for item in session.items),
        "report_copies": sum(report in test_report_context_registry for report in reports),
        "results_on_reports": sum(p[0] == RESULT_PROPERTY for report in reports for p in report.user_properties),
    }
    with open("kept.json", "w") as out:
        json.dump(kept, out)
"""


def _kept(pytester: pytest.Pytester, *args: str) -> dict[str, int]:
    pytester.makepyfile(probe=PROBE)
    result, report = run_harness(pytester, str(ROOT / "features" / "tap_untap"), "-p", "probe", *args)
    assert report["summary"]["scenarios"]["pass"] == report["summary"]["scenarios"]["total"] > 0, result.stdout
    return json.loads((pytester.path / "kept.json").read_text())


def test_a_run_keeps_no_serialized_scenarios_and_no_results_on_its_reports(pytester: pytest.Pytester) -> None:
    kept = _kept(pytester)
    assert kept["items"] > 0
    assert {k: v for k, v in kept.items() if k != "items"} == {
        "scenario_copies": 0,
        "report_copies": 0,
        "results_on_reports": 0,
    }


def test_without_it_pytest_bdd_and_the_reports_keep_them(pytester: pytest.Pytester) -> None:
    kept = _kept(pytester, "-p", "no:harness.run.lean")
    assert kept["scenario_copies"] == kept["items"] and kept["report_copies"] > 0 and kept["results_on_reports"] > 0


def test_cucumber_json_still_has_every_scenario_and_its_steps(pytester: pytest.Pytester) -> None:
    out = pytester.path / "cucumber.json"
    run_harness(pytester, str(ROOT / "features" / "tap_untap"), f"--cucumberjson={out}")
    features = json.loads(out.read_text(encoding="utf-8"))
    scenarios = [element for feature in features for element in feature["elements"]]
    assert scenarios and all(element["steps"] for element in scenarios)
