"""`mtg-conformance diff OLD NEW`: the comparison `run --baseline` makes, against the baseline OLD would give:
per scenario, ruling and CR rule tested alone, what regressed (with its cause), improved, changed, was added or
removed; exit 1 on any regression (a scenario's too, inside a ruling that failed already), 2 on a bad file."""

from __future__ import annotations

import json

import pytest

from harness.cli import main
from harness.reports.gate import diff_reports
from harness.reports.report import load_report

from .conftest import TESTS

OLD = str(TESTS / "data" / "reports" / "old.json")
NEW = str(TESTS / "data" / "reports" / "new.json")


def test_diff_lists_each_change_and_exits_1_on_a_regression(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", OLD, NEW]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        'REGRESSION: scenario "Alpha passes": was pass, now fail',
        "    features/demo/a.feature",
        "    ruling demo.alpha; CR 107.5",
        '    step:     Then "ring" is tapped',
        "    expected: true",
        "    observed: false",
        'REGRESSION: scenario "Epsilon errors": was error, now fail',
        "    features/demo/e.feature",
        "    ruling demo.epsilon; CR 107.5",
        "    step:     Then | pipe <b>html</b>",
        '    expected: {"a": [1, "<x>"]}',
        "    observed: <script>alert(1)</script>",
        "REGRESSION: demo.alpha: was pass, now fail",
        "    its failing scenarios are the regressions above",
        "REGRESSION: demo.epsilon: was error, now fail",
        "    its failing scenarios are the regressions above",
        'improved: scenario "Beta fails": was fail, now pass',
        "improved: demo.beta: was fail, now pass",
        "changed: demo.gamma: was unsupported, now uncovered",
        'added scenario: "Eta passes" (features/demo/f.feature): pass',
        "added ruling: demo.eta: pass",
        "removed scenario: features/demo/c.feature::Gamma is unsupported: was unsupported",
        "removed scenario: features/demo/d.feature::Delta passes: was pass",
        "removed ruling: demo.delta: was pass",
        "diff: FAILED: 4 regressions (2 scenarios, 2 rulings), 2 improvements, 0 known failures",
    ]


def test_diff_of_a_report_with_itself_is_empty_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", NEW, NEW]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "diff: ok: 0 regressions, 0 improvements, 2 known failures"


def test_diff_without_regression_exits_0() -> None:
    old, new = load_report(OLD), load_report(NEW)
    beta = [s for s in new["scenarios"] if "demo.beta" in s["rulings"]]
    improved_only = {
        **new,
        "rulings": [r for r in new["rulings"] if r["id"] in ("demo.beta", "demo.zeta")],
        "scenarios": beta,
    }
    result = diff_reports(old, improved_only)
    assert [c.id for c in result.improved] == ["features/demo/b.feature::Beta fails", "demo.beta", "CR 107.5"]
    assert not result.regressed and not result.failed


def test_a_scenario_worse_inside_a_ruling_that_failed_already_is_a_regression(
    capsys: pytest.CaptureFixture[str], tmp_path
) -> None:
    old = load_report(NEW)
    passing = {**old["scenarios"][0], "id": "features/demo/a.feature::Alpha twice", "scenario": "Alpha twice"}
    for key in ("reason", "step", "expected", "observed"):
        passing.pop(key, None)
    old["scenarios"].append({**passing, "status": "pass"})
    new = json.loads(json.dumps(old))
    new["scenarios"][-1]["status"] = "error"
    new["scenarios"][-1]["reason"] = "the engine crashed"
    result = diff_reports(old, new)
    assert [(c.kind, c.id) for c in result.regressed] == [("scenario", "features/demo/a.feature::Alpha twice")]
    (tmp_path / "a.json").write_text(json.dumps(old), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps(new), encoding="utf-8")
    assert main(["diff", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 1
    out = capsys.readouterr().out
    assert 'REGRESSION: scenario "Alpha twice": was pass, now error\n' in out
    assert "    error: the engine crashed\n" in out
    assert main(["diff", str(tmp_path / "a.json"), str(tmp_path / "a.json")]) == 0, "the control"


def test_diff_as_json_is_the_verdict_report_json_carries(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", OLD, NEW, "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "diff" and data["failed"] is True and data["source"] == OLD
    assert [(c["kind"], c["id"], c["baseline"], c["status"]) for c in data["regressions"]] == [
        ("scenario", "features/demo/a.feature::Alpha passes", ["pass"], "fail"),
        ("scenario", "features/demo/e.feature::Epsilon errors", ["error"], "fail"),
        ("ruling", "demo.alpha", ["pass"], "fail"),
        ("ruling", "demo.epsilon", ["error"], "fail"),
    ]
    assert data["regressions"][0]["scenario"]["step"] == 'Then "ring" is tapped'
    assert data["regressions"][0]["scenario"]["observed"] is False
    assert [c["id"] for c in data["new"]] == ["features/demo/f.feature::Eta passes", "demo.eta"]
    assert data["counts"]["missing"] == 3
    report = load_report(NEW)
    report["baseline"] = data
    from harness.reports.report import validate_report

    assert validate_report(report) == [], "the same object report.json carries"


def test_diff_of_a_missing_or_foreign_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    assert main(["diff", OLD, str(tmp_path / "nope.json")]) == 2
    assert "can't read the report" in capsys.readouterr().err
    assert main(["diff", OLD, str(TESTS / "data" / "baselines" / "old.json")]) == 2
    assert "not an mtg-conformance report" in capsys.readouterr().err


def test_the_verdict_in_each_rendering_escapes_what_the_engine_said() -> None:
    import xml.etree.ElementTree as ET

    from harness.reports.renderings import render

    report = load_report(NEW)
    report["baseline"] = diff_reports(load_report(OLD), report, OLD).to_json()
    html = render(report, "html")
    verdict = html[html.index('id="baseline-verdict"') : html.index("<h2>Rulings</h2>")]
    assert "Alpha passes" in verdict and "&lt;script&gt;alert(1)&lt;/script&gt;" in verdict
    assert "<script>alert" not in html and "<b>html</b>" not in html
    md = render(report, "markdown")
    assert md.index("### ❌ Baseline against") < md.index("### Failures")
    assert "#### Regression: Alpha passes (was ✅ pass, now ❌ fail)" in md
    assert "| step | `Then \\| pipe <b>html</b>` |" in md  # a table cell: the pipe escaped
    junit = ET.fromstring(render(report, "junit"))
    failure = junit.find("testsuite[@name='baseline']/testcase/failure")
    assert failure is not None and "REGRESSION: Alpha passes: was pass, now fail" in (failure.text or "")
