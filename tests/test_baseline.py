"""Baselines: `baseline write` makes one from a report; `baseline check` and `run --baseline` exit 1 only on
a regression or (unless allowed) an unexpected pass, listing each; lists of statuses allow flaky results."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.cli import main
from harness.errors import CorpusError
from harness.paths import ROOT
from harness.reports.baseline import baseline_from_report, check, load_baseline
from harness.reports.report import load_report

from .conftest import TESTS

DATA = TESTS / "data"
NEW = str(DATA / "reports" / "new.json")
BROKEN = "tests.engines.broken:TapsTappedPermanents"


def baseline(name: str) -> str:
    return str(DATA / "baselines" / f"{name}.json")


def test_baseline_write_prints_each_rulings_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["baseline", "write", str(DATA / "reports" / "old.json")]) == 0
    written = json.loads(capsys.readouterr().out)
    assert written == json.loads(Path(baseline("old")).read_text(encoding="utf-8"))
    assert written["rulings"]["demo.beta"] == "fail" and written["rulings"]["demo.zeta"] == "uncovered"


def test_a_report_meets_its_own_baseline() -> None:
    report = load_report(NEW)
    assert not check(report, baseline_from_report(report)).failed


@pytest.mark.parametrize(
    ("name", "extra", "code", "lines"),
    [
        (
            "old",
            [],
            1,
            [
                "REGRESSION: demo.alpha: expected pass, got fail",
                "REGRESSION: demo.epsilon: expected error, got fail",
                "unexpected pass: demo.beta: expected fail, got pass",
                "new ruling: demo.eta: expected -, got pass",
                "not in the report: demo.delta: expected pass, got -",
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
        assert line in out
    assert out.splitlines()[-1].startswith("baseline: FAILED" if code else "baseline: ok")


def test_a_status_list_accepts_any_of_its_statuses() -> None:
    report = load_report(NEW)
    result = check(report, load_baseline(baseline("intermittent")))
    assert not result.regressions and not result.unexpected_passes
    worse = {**load_baseline(baseline("intermittent")), "rulings": {"demo.alpha": ["pass", "unsupported"]}}
    assert [str(c) for c in check(report, worse).regressions] == ["demo.alpha: expected pass or unsupported, got fail"]


def test_a_bad_baseline_file_names_the_file_and_pointer(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["baseline", "check", NEW, baseline("bad")]) == 2
    err = capsys.readouterr().err
    assert f"{baseline('bad')}: /rulings/demo.alpha: 'passed': expected one of" in err
    assert "/rulings/demo.beta" in err
    with pytest.raises(CorpusError, match="not a baseline file"):
        load_baseline(NEW)


def run_cli(tmp_path: Path, engine: str, rulings: dict[str, Any], *extra: str) -> subprocess.CompletedProcess[str]:
    """`mtg-conformance run` on the {T}/{Q} rulings against `engine`, gated on a baseline of `rulings`."""
    file = tmp_path / "baseline.json"
    file.write_text(json.dumps({"baseline_version": 1, "rulings": rulings}), encoding="utf-8")
    command = [sys.executable, "-m", "harness.cli", "run", "--engine", engine, "--ruling", "tap-untap-symbols.*"]
    command += ["--report-dir", str(tmp_path / "reports"), "--baseline", str(file), "--no-progress", *extra]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


ALL_PASS = {"tap-untap-symbols.tap": "pass", "tap-untap-symbols.untap": "pass"}
TAP_FAILS = {"tap-untap-symbols.tap": "fail", "tap-untap-symbols.untap": "pass"}


def test_run_with_baseline_fails_on_a_regression(tmp_path: Path) -> None:
    done = run_cli(tmp_path, BROKEN, ALL_PASS)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "REGRESSION: tap-untap-symbols.tap: expected pass, got fail" in done.stdout


def test_run_with_baseline_passes_when_known_failures_stay_failures(tmp_path: Path) -> None:
    done = run_cli(tmp_path, BROKEN, TAP_FAILS)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "baseline: ok" in done.stdout


def test_run_with_baseline_fails_on_an_unexpected_pass_unless_allowed(tmp_path: Path) -> None:
    done = run_cli(tmp_path, "reference", TAP_FAILS)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "unexpected pass: tap-untap-symbols.tap: expected fail, got pass" in done.stdout
    report = str(tmp_path / "reports" / "report.json")
    assert main(["baseline", "check", report, str(tmp_path / "baseline.json"), "--allow-unexpected-pass"]) == 0
