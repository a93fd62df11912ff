"""`mtg-conformance diff OLD NEW`: per ruling improved, regressed, changed, added, removed; exit 1 on any
regression, 2 on a bad report file."""

from __future__ import annotations

import json

import pytest

from harness.cli import main
from harness.reports.baseline import diff_reports
from harness.reports.report import load_report

from .conftest import TESTS

OLD = str(TESTS / "data" / "reports" / "old.json")
NEW = str(TESTS / "data" / "reports" / "new.json")


def test_diff_lists_each_change_and_exits_1_on_a_regression(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", OLD, NEW]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "REGRESSED: demo.alpha: pass -> fail",
        "REGRESSED: demo.epsilon: error -> fail",
        "improved: demo.beta: fail -> pass",
        "changed: demo.gamma: unsupported -> uncovered",
        "added: demo.eta: - -> pass",
        "removed: demo.delta: pass -> -",
        "diff: 2 regressed, 1 improved, 1 changed, 1 added, 1 removed, 1 unchanged",
    ]


def test_diff_of_a_report_with_itself_is_empty_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", NEW, NEW]) == 0
    assert (
        capsys.readouterr().out.strip() == "diff: 0 regressed, 0 improved, 0 changed, 0 added, 0 removed, 6 unchanged"
    )


def test_diff_without_regression_exits_0() -> None:
    old, new = load_report(OLD), load_report(NEW)
    improved_only = {**new, "rulings": [r for r in new["rulings"] if r["id"] in ("demo.beta", "demo.zeta")]}
    result = diff_reports(old, improved_only)
    assert [c.id for c in result.improved] == ["demo.beta"] and not result.regressed


def test_diff_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", OLD, NEW, "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["regressed"] == [
        {"id": "demo.alpha", "old": "pass", "new": "fail"},
        {"id": "demo.epsilon", "old": "error", "new": "fail"},
    ]
    assert data["added"] == [{"id": "demo.eta", "old": None, "new": "pass"}]
    assert data["removed"] == [{"id": "demo.delta", "old": "pass", "new": None}]
    assert data["unchanged"] == 1


def test_diff_of_a_missing_or_foreign_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    assert main(["diff", OLD, str(tmp_path / "nope.json")]) == 2
    assert "can't read the report" in capsys.readouterr().err
    assert main(["diff", OLD, str(TESTS / "data" / "baselines" / "old.json")]) == 2
    assert "not an mtg-conformance report" in capsys.readouterr().err
