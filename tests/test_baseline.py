"""Baselines: `baseline write` makes one from a report (scenarios, rulings, CR rules tested alone); `baseline check`
and `run --baseline` exit 1 only on a regression or (unless allowed) an unexpected pass, listing each; lists of
statuses allow flaky results; a baseline of version 1 (rulings only) is still gated per ruling, with a note."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.errors import CorpusError
from harness.paths import ROOT
from harness.reports.baseline import baseline_from_report, load_baseline
from harness.reports.gate import check
from harness.reports.report import load_report

from .conftest import TESTS

DATA = TESTS / "data"
NEW = str(DATA / "reports" / "new.json")
BROKEN = "tests.engines.broken:TapsTappedPermanents"


def baseline(name: str) -> str:
    return str(DATA / "baselines" / f"{name}.json")


def test_baseline_write_prints_each_scenarios_and_rulings_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["baseline", "write", str(DATA / "reports" / "old.json")]) == 0
    written = json.loads(capsys.readouterr().out)
    old = json.loads(Path(baseline("old")).read_text(encoding="utf-8"))
    assert written["baseline_version"] == 3
    assert written["rulings"] == old["rulings"] and written["rulings"]["demo.zeta"] == "uncovered"
    assert written["scenarios"]["features/demo/a.feature::Alpha passes"] == "pass"  # feature file :: title
    assert written["scenarios"]["features/demo/b.feature::Beta fails"] == "fail"


def test_baseline_write_o_writes_the_file_and_several_reports_give_lists(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    assert main(["baseline", "write", NEW, "-o", str(out)]) == 0
    assert load_baseline(out) == baseline_from_report(load_report(NEW))
    assert main(["baseline", "write", NEW, str(DATA / "reports" / "old.json"), "-o", str(out)]) == 0
    both = load_baseline(out)
    assert both["scenarios"]["features/demo/a.feature::Alpha passes"] == ["pass", "fail"]  # best first
    assert both["rulings"]["demo.alpha"] == ["pass", "fail"]
    assert both["rulings"]["demo.zeta"] == "uncovered", "the same in both: one status"
    assert (
        not check(load_report(NEW), both).failed and not check(load_report(DATA / "reports" / "old.json"), both).failed
    )


def test_a_report_meets_its_own_baseline() -> None:
    report = load_report(NEW)
    assert not check(report, baseline_from_report(report)).failed


# -- a scenario's regression inside a ruling that fails already ---------------------------------------------


def _two_in_one_ruling(second: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """A report whose failing ruling demo.alpha has a second, passing scenario; and the same with that scenario
    `second` instead."""
    report = load_report(NEW)
    first = next(s for s in report["scenarios"] if s["id"].endswith("Alpha passes"))
    report["scenarios"].append({**first, "id": "features/demo/a.feature::Alpha again", "scenario": "Alpha again",
                                "status": "pass", "reason": None, "step": None})  # fmt: skip
    report["scenarios"][-1] = {k: v for k, v in report["scenarios"][-1].items() if v is not None}
    later = copy.deepcopy(report)
    again = later["scenarios"][-1]
    again["status"] = second
    if second == "fail":
        again.update(step='Then "ring" is untapped', expected=False, observed=True, reason="...")
    elif second != "pass":
        again["reason"] = "the engine died" if second == "error" else "cast_with_x"
    return report, later


@pytest.mark.parametrize("worse", ["fail", "error", "unsupported"])
def test_a_scenario_that_passed_and_now_fails_errs_or_is_unsupported_is_a_regression(worse: str) -> None:
    report, later = _two_in_one_ruling(worse)
    gate = check(later, baseline_from_report(report))
    assert gate.failed, "demo.alpha fails in both: only the scenario says it"
    assert [(c.kind, c.id) for c in gate.regressions] == [("scenario", "features/demo/a.feature::Alpha again")]
    lines = gate.lines()
    assert f'REGRESSION: scenario "Alpha again": expected pass, got {worse}' in lines
    assert "    features/demo/a.feature" in lines and "    ruling demo.alpha; CR 107.5" in lines
    if worse == "fail":
        assert '    step:     Then "ring" is untapped' in lines
        assert "    expected: false" in lines and "    observed: true" in lines
    assert lines[-1].startswith("baseline: FAILED: 1 regressions (1 scenario)")
    assert not check(report, baseline_from_report(report)).failed, "the control: the same run passes"


def test_a_flaky_scenario_listed_with_both_statuses_is_no_regression_and_an_unexpected_pass_is() -> None:
    report, later = _two_in_one_ruling("fail")
    flaky = baseline_from_report(report, later)
    assert flaky["scenarios"]["features/demo/a.feature::Alpha again"] == ["pass", "fail"]
    assert not check(later, flaky).failed and not check(report, flaky).failed
    gate = check(report, baseline_from_report(later))  # it was failing, now passes
    assert gate.failed and [c.id for c in gate.unexpected_passes] == ["features/demo/a.feature::Alpha again"]
    assert not check(report, baseline_from_report(later), allow_unexpected_pass=True).failed


# -- a version 1 baseline: gated per ruling, with a note -------------------------------------------


def test_a_version_1_baseline_is_gated_per_ruling_with_a_note_naming_the_command_that_rewrites_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report, later = _two_in_one_ruling("fail")
    v1 = {k: v for k, v in baseline_from_report(report).items() if k != "scenarios"} | {"baseline_version": 1}
    gate = check(later, v1, source="ci/baseline.json")
    assert not gate.failed and not gate.scenario_level, "as before: a failing ruling hides its scenarios"
    assert gate.notes == [
        "note: ci/baseline.json is a baseline of rulings only (baseline_version 1; its CR rules counted fewer "
        "scenarios than a rule's status does now, so they are not compared): a scenario that fails inside a ruling "
        "that already fails is not seen. Rewrite it from a report of the run it should expect: mtg-conformance "
        "baseline write REPORT -o ci/baseline.json"
    ]
    assert gate.lines()[0] == gate.notes[0]
    assert main(["baseline", "check", NEW, baseline("old")]) == 1  # the ruling gate still works
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith(f": mtg-conformance baseline write {NEW} -o {baseline('old')}")


@pytest.mark.parametrize(
    ("name", "extra", "code", "lines"),
    [
        (
            "old",
            [],
            1,
            [
                "REGRESSION: demo.alpha: expected pass, got fail",
                '    fail: scenario "Alpha passes"',  # its cause
                '        step:     Then "ring" is tapped',
                "        expected: true",
                "        observed: false",
                "REGRESSION: demo.epsilon: expected error, got fail",
                "unexpected pass: demo.beta: expected fail, got pass",
                "new ruling: demo.eta: pass",
                "ruling not in the report: demo.delta: expected pass",
            ],
        ),
        ("intermittent", [], 0, ["changed: demo.gamma: expected unsupported, got uncovered"]),
        ("unexpected-pass", [], 1, ["unexpected pass: demo.beta: expected fail, got pass"]),
        ("unexpected-pass", ["--allow-unexpected-pass"], 0, ["unexpected pass (allowed): demo.beta: expected fail"]),
    ],
)
def test_baseline_check_exit_code_and_listing(
    capsys: pytest.CaptureFixture[str], name: str, extra: list[str], code: int, lines: list[str]
) -> None:
    assert main(["baseline", "check", NEW, baseline(name), *extra]) == code
    out = capsys.readouterr().out
    for line in lines:
        assert line in out.splitlines() or line in out
    assert out.splitlines()[-1].startswith("baseline: FAILED" if code else "baseline: ok")


def test_a_status_list_accepts_any_of_its_statuses() -> None:
    report = load_report(NEW)
    result = check(report, load_baseline(baseline("intermittent")))
    assert not result.regressions and not result.unexpected_passes
    worse = {**load_baseline(baseline("intermittent")), "rulings": {"demo.alpha": ["pass", "unsupported"]}}
    assert [str(c) for c in check(report, worse).regressions] == ["demo.alpha: expected pass or unsupported, got fail"]


def test_a_bad_baseline_file_names_the_file_and_pointer(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["baseline", "check", NEW, baseline("bad")]) == 2
    err = capsys.readouterr().err
    assert f"{baseline('bad')}: /rulings/demo.alpha: 'passed': expected one of" in err
    assert "/rulings/demo.beta" in err
    with pytest.raises(CorpusError, match="not a baseline file"):
        load_baseline(NEW)
    future = tmp_path / "future.json"
    future.write_text(json.dumps({"baseline_version": 4, "rulings": {}}), encoding="utf-8")
    with pytest.raises(CorpusError, match=f"baseline write REPORT -o {future}"):
        load_baseline(future)
    v2 = tmp_path / "v2.json"
    v2.write_text(json.dumps({"baseline_version": 2, "rulings": {}, "scenarios": {"f::t": "passed"}}), "utf-8")
    with pytest.raises(CorpusError, match="/scenarios/f::t: 'passed'"):
        load_baseline(v2)


# -- run --baseline, on real runs -----------------------------------------------------------------------------


def run_cli(tmp_path: Path, engine: str, rulings: dict[str, Any], *extra: str) -> subprocess.CompletedProcess[str]:
    """`mtg-conformance run` on the {T}/{Q} rulings against `engine`, gated on a version 1 baseline of `rulings`."""
    file = tmp_path / "baseline.json"
    file.write_text(json.dumps({"baseline_version": 1, "rulings": rulings}), encoding="utf-8")
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", engine, "--ruling", "tap-untap-symbols.*"]
    command += ["--report-dir", str(tmp_path / "reports"), "--baseline", str(file), "--no-progress", *extra]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


ALL_PASS = {"tap-untap-symbols.tap": "pass", "tap-untap-symbols.untap": "pass"}
TAP_FAILS = {"tap-untap-symbols.tap": "fail", "tap-untap-symbols.untap": "pass"}


def test_run_with_a_version_1_baseline_fails_on_a_ruling_regression(tmp_path: Path) -> None:
    done = run_cli(tmp_path, BROKEN, ALL_PASS)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "REGRESSION: tap-untap-symbols.tap: expected pass, got fail" in done.stdout
    assert "baseline_version 1" in done.stdout


def test_run_with_baseline_fails_on_an_unexpected_pass_unless_allowed(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "reference", TAP_FAILS)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "unexpected pass: tap-untap-symbols.tap: expected fail, got pass" in done.stdout
    report = str(tmp_path / "reports" / "report.json")
    assert main(["baseline", "check", report, str(tmp_path / "baseline.json"), "--allow-unexpected-pass"]) == 0
