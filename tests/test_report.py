"""report.json: follows schemas/report.schema.json for a good and a broken engine, is the same when run in
parallel, records selections; bad report files give clear errors."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.scope import cr_matches
from harness.errors import CorpusError
from harness.paths import ROOT
from harness.reports.report import ReportError, load_report, validate_report

from .conftest import TESTS

TAP = "tap_untap"  # the folder of the {T}/{Q} scenarios, for quick runs
BROKEN = "tests.engines.broken:TapsTappedPermanents"


def without_durations(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [{k: v for k, v in s.items() if k != "duration"} for s in report["scenarios"]]


def corpus_run(engine: str, *args: str, where: str = "") -> dict[str, Any]:
    """The report of the real corpus (or its folder `where`) run against `engine` in a fresh pytest, made once
    per argument list."""
    key = (engine, where, *args)
    if key not in _RUNS:
        report_dir = Path(tempfile.mkdtemp(prefix="mtg-report-"))
        command = [sys.executable, "-m", "pytest", str(ROOT / "features" / where), f"--engine={engine}"]
        command += [f"--report-dir={report_dir}", "-p", "no:cacheprovider", f"--rootdir={ROOT}"]
        command += ["-c", str(ROOT / "pyproject.toml"), "-q", *args]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        assert (report_dir / "report.json").exists(), done.stdout[-3000:] + done.stderr[-3000:]
        _RUNS[key] = json.loads((report_dir / "report.json").read_text(encoding="utf-8"))
        shutil.rmtree(report_dir, ignore_errors=True)
    return _RUNS[key]


_RUNS: dict[tuple[str, ...], dict[str, Any]] = {}


def test_reference_engine_report_follows_the_schema() -> None:
    report = corpus_run("reference")
    assert validate_report(report) == []
    assert report["harness"]["name"] == "mtg-conformance"
    assert report["engine"] == {"name": "reference", "version": report["engine"]["version"], "adapter": "reference"}
    assert report["corpus"]["rulings"] == len(report["rulings"])
    assert report["started"] <= report["finished"]
    assert "selection" not in report
    ruling = next(r for r in report["rulings"] if r["id"] == "tap-untap-symbols.tap")
    assert ruling["text"].startswith("The tap symbol is {T}.")
    assert report["summary"]["rulings"]["total"] == len(report["rulings"])


def test_broken_engine_report_follows_the_schema_and_carries_expected_and_observed() -> None:
    report = corpus_run(BROKEN, "-k", "not controls", where=TAP)  # the controls: tests/test_broken_controls.py
    assert validate_report(report) == []
    failed = [s for s in report["scenarios"] if s["status"] == "fail"]
    assert len(failed) == 2  # tap_symbol.feature's, and the tapped Pyromancer of tap_ability_outcomes.feature
    assert all({"step", "expected", "observed", "reason"} <= f.keys() for f in failed)
    ruling = next(r for r in report["rulings"] if r["id"] == "tap-untap-symbols.tap")
    assert ruling["status"] == "fail" and ruling["counts"]["fail"] == 2
    assert report["summary"]["fail"] == 1 and report["summary"]["scenarios"]["fail"] == 2
    assert report["cr_sections"]["107.5"]["status"] == "fail"
    assert report["mechanics"]["tap-untap-symbols"]["status"] == "fail"


def test_parallel_run_gives_the_same_results_as_a_serial_one() -> None:
    serial = corpus_run(BROKEN, where=TAP)
    parallel = corpus_run(BROKEN, "-n", "2", where=TAP)
    assert validate_report(parallel) == []
    assert parallel["platform"]["workers"] == 2
    assert parallel["engine"] == serial["engine"]
    assert without_durations(parallel) == without_durations(serial)
    for key in ("summary", "rulings", "cr_sections", "mechanics"):
        assert parallel[key] == serial[key], key


@pytest.mark.parametrize(
    ("args", "rulings"),
    [
        (("--ruling", "tap-untap-symbols.unt*"), {"tap-untap-symbols.untap"}),
        (("--mechanic", "tap-untap-*", "--cr", "107.6"), {"tap-untap-symbols.untap"}),
    ],
)
def test_selection_runs_only_the_chosen_scenarios_and_marks_the_run_partial(
    args: tuple[str, ...], rulings: set[str]
) -> None:
    report = corpus_run("reference", *args)
    assert validate_report(report) == []
    assert report["selection"]["partial"] is True and report["selection"]["deselected"] > 0
    assert report["scenarios"]
    assert {r["id"] for r in report["rulings"]} == rulings
    assert all(set(s["rulings"]) <= rulings for s in report["scenarios"])


def test_selection_by_tag() -> None:
    report = corpus_run("reference", "--tag", "card:Sol_Ring", where=TAP)
    assert report["scenarios"]
    assert all("Sol Ring" in s["cards"] for s in report["scenarios"])
    assert report["selection"]["tags"] == ["card:Sol_Ring"]


def test_rerun_failed_runs_only_what_failed(tmp_path: Path) -> None:
    first = corpus_run(BROKEN, where=TAP)
    previous = tmp_path / "previous.json"
    previous.write_text(json.dumps(first), encoding="utf-8")
    again = corpus_run(BROKEN, "--rerun-failed", str(previous), where=TAP)
    assert [s["id"] for s in again["scenarios"]] == [s["id"] for s in first["scenarios"] if s["status"] == "fail"]
    assert again["selection"]["rerun_failed"] == str(previous)


@pytest.mark.parametrize(
    ("wanted", "rule", "matches"),
    [
        ("702", "702.119a", True),
        ("702.119", "702.119a", True),
        ("601.2", "601.2f", True),
        ("601.2", "601.20", False),
        ("107.5", "107.5", True),
        ("107", "1070.1", False),
        ("107.5", "107.6", False),
    ],
)
def test_cr_selection_matches_a_rule_and_its_subrules(wanted: str, rule: str, matches: bool) -> None:
    assert cr_matches(wanted, rule) is matches


def test_prepared_reports_follow_the_schema() -> None:
    for path in sorted((TESTS / "data" / "reports").glob("*.json")):
        assert load_report(path)["report_version"] == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not JSON"),
        ("[]", "not an mtg-conformance report"),
        ('{"report_version": 1, "engine": {}}', "required property"),
    ],
)
def test_bad_report_files_give_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "report.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ReportError) as caught:
        load_report(path)
    assert isinstance(caught.value, CorpusError)
    assert str(path) in str(caught.value) and message in str(caught.value)


def test_a_schema_violation_names_its_json_pointer(tmp_path: Path) -> None:
    report = json.loads((TESTS / "data" / "reports" / "old.json").read_text(encoding="utf-8"))
    report["scenarios"][0]["status"] = "passed"
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    with pytest.raises(ReportError, match=r"/scenarios/0/status"):
        load_report(path)


def test_a_failing_step_that_observed_null_keeps_it() -> None:
    from harness.reports.results import ScenarioResult

    failed = ScenarioResult("f::s", "f", "s", "fail", step="Alice has priority", expected="Alice", observed=None)
    assert failed.to_json()["observed"] is None  # nobody has priority: an answer, not a missing field
    passed = ScenarioResult("f::t", "f", "t", "pass")
    assert "observed" not in passed.to_json()
