"""Bad features: a malformed feature file, an unknown step, a step naming an unknown card or object, a missing
fixture, a fixture path escaping `features/fixtures/` (refused, by `..`, an absolute path or a symlink). Each is
one clear `error` for that scenario or file, saying where and what, and the rest of the run goes on: the other
scenarios give the results they give without the bad files, and the report is complete."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.corpus.malformed import parse_problems
from harness.paths import ROOT
from harness.reports.report import validate_report

FEATURES = ROOT / "features"
GOOD = "tap_untap"

MALFORMED = {
    # file: (text, what its error must say)
    "empty.feature": ("", "no `Feature:` line"),
    "comments-only.feature": ("# nothing here\n", "no `Feature:` line"),
    "no-feature.feature": ('Scenario: orphan\n  Given the board "tap_untap/sol-ring.json"\n', "line 1: malformed"),
    "bad-table.feature": (
        "Feature: t\n  Scenario: s\n    Given a table\n      | a | b |\n      | 1 |\n",
        "inconsistent cell count",
    ),
    "twice.feature": (
        'Feature: t\n  Scenario: same\n    Given the board "tap_untap/sol-ring.json"\n'
        '  Scenario: same\n    Given the board "tap_untap/sol-ring.json"\n',
        "two scenarios have the same name",
    ),
    "no-steps.feature": ("Feature: t\n  Scenario: nothing to check\n", "has no steps"),
}
NOT_UTF8 = ("latin1.feature", "Feature: caf\u00e9\n".encode("latin-1"), "not UTF-8")

ODD = """\
@mechanic:tap-untap-symbols
Feature: Scenarios with bad input

  @ruling:tap-untap-symbols.tap
  Scenario: An unknown step
    Given the board "tap_untap/sol-ring.json"
    When Alice juggles "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: An unknown card
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "Black Lotus"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: An unknown object
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "sol-rnig"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: A missing fixture
    Given the board "tap_untap/nope.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: A fixture path going up out of the fixtures
    Given the board "../cards.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: A fixture path escaping features
    Given the board "../../../../../../etc/passwd"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: An absolute fixture path
    Given the board "/etc/passwd"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: A fixture symlink pointing out of the fixtures
    Given the board "tap_untap/link.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped

  @ruling:tap-untap-symbols.tap
  Scenario: A misspelled stack item
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "sol-ring"
    Then the stack is, from the top: "Sol Ring" controled by Alice

  @ruling:tap-untap-symbols.tap
  Scenario: A card on the stack not quoted
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "sol-ring"
    Then the cards on the stack are, from the top: Sol Ring

  @ruling:tap-untap-symbols.tap
  Scenario: A good scenario after the bad ones
    Given the board "tap_untap/sol-ring.json"
    When Alice activates "sol-ring"
    Then "sol-ring" is tapped
"""
ODD_ERRORS = {
    # scenario: (the step it names, what its reason must say)
    "An unknown step": ('When Alice juggles "sol-ring"', ["odd.feature: line 7", "unknown step", "juggles"]),
    "An unknown card": ('When Alice activates "Black Lotus"', ["unknown card or object 'Black Lotus'"]),
    "An unknown object": ('When Alice activates "sol-rnig"', ["unknown card or object 'sol-rnig'"]),
    "A missing fixture": ('Given the board "tap_untap/nope.json"', ["tap_untap/nope.json", "can't read"]),
    "A fixture path going up out of the fixtures": (None, ["must stay inside features/fixtures/"]),
    "A fixture path escaping features": (None, ["must stay inside features/fixtures/"]),
    "An absolute fixture path": (None, ["must stay inside features/fixtures/"]),
    "A fixture symlink pointing out of the fixtures": (None, ["must stay inside features/fixtures/"]),
    "A misspelled stack item": (
        'Then the stack is, from the top: "Sol Ring" controled by Alice',
        ["can't understand the stack item", "controled by Alice"],
    ),
    "A card on the stack not quoted": (
        "Then the cards on the stack are, from the top: Sol Ring",
        ["each a quoted name", "Sol Ring"],
    ),
}


def make_corpus(root: Path) -> Path:
    """The tap/untap features and fixtures, the catalog and the index, plus the bad files in `bad/`."""
    corpus = root / "features"
    corpus.mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        shutil.copy(FEATURES / name, corpus / name)
    shutil.copytree(FEATURES / GOOD, corpus / GOOD)
    shutil.copytree(FEATURES / "fixtures" / GOOD, corpus / "fixtures" / GOOD)
    (corpus / "fixtures" / GOOD / "link.json").symlink_to(corpus / "cards.json")
    bad = corpus / "bad"
    bad.mkdir()
    for name, (text, _) in MALFORMED.items():
        (bad / name).write_text(text, encoding="utf-8")
    (bad / NOT_UTF8[0]).write_bytes(NOT_UTF8[1])
    (bad / "odd.feature").write_text(ODD, encoding="utf-8")
    return corpus


def run(corpus: Path, report_dir: Path, *extra: str) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    command = [sys.executable, "-m", "harness.cli", "run", f"--corpus={corpus}", f"--report-dir={report_dir}", *extra]
    done = subprocess.run([*command, "--no-progress"], cwd=corpus.parent, capture_output=True, text=True, timeout=600)
    report = json.loads((report_dir / "report.json").read_text(encoding="utf-8"))
    return done, report


@pytest.fixture(scope="module")
def bad_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    root = tmp_path_factory.mktemp("bad-corpus")
    return run(make_corpus(root), root / "reports")


def by_feature(report: dict[str, Any], feature: str) -> list[dict[str, Any]]:
    return [s for s in report["scenarios"] if s["feature"] == feature]


def test_the_run_goes_on_and_its_report_is_complete(bad_run) -> None:
    done, report = bad_run
    assert validate_report(report) == []
    assert done.returncode == 1, "errors make the run fail, but it ran"
    assert "Traceback" not in done.stdout + done.stderr
    good = [s for s in report["scenarios"] if f"{GOOD}/" in s["id"]]
    assert len(good) > 10 and all(s["status"] == "pass" for s in good)
    assert [s["status"] for s in by_feature(report, "odd.feature") if s["scenario"].startswith("A good")] == ["pass"]


@pytest.mark.parametrize("name", [*sorted(MALFORMED), NOT_UTF8[0]])
def test_a_malformed_feature_is_one_error_naming_the_file_and_why(bad_run, name: str) -> None:
    _, report = bad_run
    says = MALFORMED[name][1] if name in MALFORMED else NOT_UTF8[2]
    (record,) = by_feature(report, name)
    assert record["status"] == "error"
    assert record["id"].endswith(f"bad/{name}::malformed feature")
    assert f"features/bad/{name}: " in record["reason"] and says in record["reason"], record["reason"]


@pytest.mark.parametrize("scenario", sorted(ODD_ERRORS))
def test_a_bad_step_or_fixture_is_an_error_of_its_scenario_saying_what_and_where(bad_run, scenario: str) -> None:
    _, report = bad_run
    (record,) = (s for s in by_feature(report, "odd.feature") if s["scenario"] == scenario)
    step, says = ODD_ERRORS[scenario]
    assert record["status"] == "error"
    assert all(s in record["reason"] for s in says), record["reason"]
    assert "Error:" not in record["reason"], "no Python exception name, the problem in words"
    assert record["reason"].startswith(step or 'Given the board "') or "unknown step" in record["reason"]


def test_validate_names_the_same_malformed_files(tmp_path: Path) -> None:
    corpus = make_corpus(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "harness.cli", "validate", f"--corpus={corpus}"], capture_output=True, text=True
    )
    if "--corpus" in done.stderr and done.returncode == 2:
        pytest.skip("validate has no --corpus option")
    for name in ("empty.feature", "no-feature.feature", "bad-table.feature", NOT_UTF8[0]):
        assert name in done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.parametrize(("name", "text"), [(n, t) for n, (t, _) in MALFORMED.items() if "Scenario: same" not in t])
def test_parse_problems_never_raises(tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    for problem in parse_problems(path, name):
        assert problem.file == name and problem.message


def test_a_selection_still_reports_every_malformed_feature(tmp_path: Path) -> None:
    """A malformed file has no scenarios and so no tags: selecting by ruling must not hide its error."""
    corpus = make_corpus(tmp_path)
    _, report = run(corpus, tmp_path / "reports", "--ruling", "tap-untap-symbols.tap")
    errors = {s["feature"] for s in report["scenarios"] if s["status"] == "error"}
    assert {*MALFORMED, NOT_UTF8[0]} <= errors
    assert report["selection"]["partial"] is True
