"""The harness under bad input, tried as a new user would: every command ends in one clear message
with a clear exit code, never a Python traceback, and never loses data (the last good report is kept when a run
can't start or runs nothing; a run's results are never thrown away).

Each case is a command line on a small corpus (the tap/untap features), with what it must exit with and say: the
cases of a run's start in tests/adversarial_cases_run.py, those of what a user wrote and an engine answers in
tests/adversarial_cases_input.py, made of tests/adversarial_parts.py. `benchmarks/robustness.py` runs the same table
and counts: tried, handled with a clear message, tracebacks,
data lost.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from harness.paths import ROOT
from harness.reports.report import validate_report
from tests.adversarial_cases_input import INPUT_CASES
from tests.adversarial_cases_run import RUN_CASES
from tests.adversarial_parts import (
    ENGINES,
    FEATURES,
    FULL_DISK,
    GOOD,
    PIPE,
    RUN,
    TRACEBACK_SIGNS,
    Case,
)

CASES = RUN_CASES + INPUT_CASES


@dataclass
class Outcome:
    code: int
    output: str
    traceback: bool
    lost: str | None  # what was lost, if anything
    said: bool  # every expected phrase is in the output


def small_corpus(root: Path) -> Path:
    corpus = root / "features"
    corpus.mkdir(parents=True)
    for name in ("cards.json", "rulings.json"):
        shutil.copy(FEATURES / name, corpus / name)
    shutil.copytree(FEATURES / GOOD, corpus / GOOD)
    shutil.copytree(FEATURES / "fixtures" / GOOD, corpus / "fixtures" / GOOD)
    return corpus


def previous_report(root: Path) -> Path:
    """A good report of the small corpus, to be kept by runs that can't start."""
    reports = root / "previous"
    corpus = small_corpus(root / "corpus")
    command = [sys.executable, "-m", "harness.cli", "run", f"--corpus={corpus}", f"--report-dir={reports}"]
    subprocess.run([*command, "--no-progress"], cwd=root, capture_output=True, check=True, timeout=600)
    return reports


def _command(case: Case, corpus: Path, reports: Path, tmp: Path) -> list[str]:
    fill = {"corpus": str(corpus), "reports": str(reports), "tmp": str(tmp)}
    args = [a.format(**fill) for a in case.argv if a != PIPE]
    head = (
        [sys.executable, "-m", "pytest", f"--rootdir={ROOT}", "-c", str(ROOT / "pyproject.toml")]
        if case.pytest
        else [sys.executable, "-m", "harness.cli"]
    )
    return head + args


def _run(command: list[str], cwd: Path, case: Case) -> tuple[int, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **{k: v for k, v in case.env.items() if k != "UMASK"}}
    umask = int(case.env.get("UMASK", "022"), 8)
    if PIPE not in case.argv:
        done = subprocess.run(
            command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, preexec_fn=lambda: os.umask(umask)
        )
        return done.returncode, done.stdout + done.stderr
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first line: every write meets a broken pipe
    try:
        done = subprocess.run(command, cwd=cwd, env=env, stdout=write, stderr=subprocess.PIPE, text=True, timeout=600)
    finally:
        os.close(write)
    return done.returncode, done.stderr


def attempt(case: Case, tmp: Path, previous: Path) -> Outcome:
    """Run one case in `tmp`: its exit code and output, and whether it showed a traceback or lost data."""
    corpus = small_corpus(tmp)
    reports = tmp / "reports"
    shutil.copytree(previous, reports)
    before = (reports / "report.json").read_bytes()
    if case.prepare:
        case.prepare(corpus)
    code, output = _run(_command(case, corpus, reports, tmp), tmp, case)
    lost = None
    path = reports / "report.json"
    if case.keeps_report and (not path.exists() or path.read_bytes() != before):
        lost = "the previous report was replaced"
    if case.writes_report:
        if not path.exists() or path.read_bytes() == before:
            lost = "the run's report was not written"
        elif validate_report(json.loads(path.read_text(encoding="utf-8"))):
            lost = "the run's report is not valid"
    flat = " ".join(output.split())  # the terminal wraps long lines
    said = all(" ".join(s.split()) in flat for s in case.says)
    return Outcome(code, output, any(s in output for s in TRACEBACK_SIGNS), lost, said)


@pytest.fixture(scope="module")
def previous(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return previous_report(tmp_path_factory.mktemp("previous"))


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_ends_in_a_clear_message_and_loses_nothing(case: Case, tmp_path: Path, previous: Path) -> None:
    outcome = attempt(case, tmp_path, previous)
    shown = outcome.output[-3000:]
    assert not outcome.traceback, shown
    codes = case.code if isinstance(case.code, tuple) else (case.code,)
    assert outcome.code in codes, shown
    assert outcome.said, f"expected {case.says} in:\n{shown}"
    assert outcome.lost is None, outcome.lost
    assert outcome.output.count("\n") <= case.max_lines, f"{outcome.output.count(chr(10))} lines:\n{shown}"
    if case.check:
        case.check(tmp_path / "reports", outcome.output)


def test_the_progress_bar_writes_past_pytests_capture() -> None:
    """pytest captures file descriptor 1 while a scenario runs: the bar writes to a copy of it made before."""
    from harness.run.progress import ProgressDisplay

    display = ProgressDisplay()
    try:
        assert display.console.file.fileno() not in (0, 1, 2)
        assert os.path.sameopenfile(display.console.file.fileno(), sys.stdout.fileno())
    finally:
        display.pytest_unconfigure()


def test_a_report_folder_that_fails_after_the_run_saves_the_reports_elsewhere(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder that can't be written once the run is over (disk full, removed): the results are not lost."""
    corpus = small_corpus(pytester.path)
    reports = pytester.path / "reports"
    pytester.makeconftest(
        "import harness.run.collect as r\n"
        "original = r.write_reports\n"
        "def failing(folder, *a, **k):\n"
        "    if folder.name == 'reports':\n"
        "        raise OSError(28, 'No space left on device')\n"
        "    return original(folder, *a, **k)\n"
        "r.write_reports = failing\n"
    )
    result = pytester.runpytest_subprocess(str(corpus), f"--corpus={corpus}", f"--report-dir={reports}", "-q")
    said = result.stdout.str() + result.stderr.str()
    assert "No space left on device" in said and "the report was saved to" in said
    saved = Path(said.split("the report was saved to ")[1].split()[0].rstrip(".;"))
    assert validate_report(json.loads((saved / "report.json").read_text(encoding="utf-8"))) == []
    assert result.ret == 74, "the README's exit for output that can't be written"
    shutil.rmtree(saved)


def test_a_message_after_a_run_without_progress_starts_on_its_own_line(tmp_path: Path, previous: Path) -> None:
    """pytest's line of dots doesn't end before its summary: a message of the harness after it starts a line."""
    corpus = small_corpus(tmp_path)
    FULL_DISK(corpus)
    shutil.copytree(previous, tmp_path / "reports")
    command = _command(Case("x", (*RUN, "--", "-p", "full_disk"), 74), corpus, tmp_path / "reports", tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    out = done.stdout.decode()
    assert done.returncode == 74 and "can't write the reports" in out, out
    assert all(line.startswith("mtg-conformance:") for line in out.splitlines() if "mtg-conformance:" in line), out


def test_two_runs_of_one_engine_are_told_apart_on_the_compare_page() -> None:
    from harness.reports.html import distinct_labels

    report: dict[str, Any] = json.loads((ROOT / "tests/data/reports/new.json").read_text(encoding="utf-8"))
    later = json.loads(json.dumps(report))
    later["started"], later["engine"]["adapter"] = "2030-01-01T00:00:00+00:00", "cmd:./engine --fast"
    first, second = distinct_labels([report, later])
    assert first != second and "cmd:./engine --fast" in second


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write into a read-only folder")
def test_a_read_only_report_folder_is_found_before_the_run(tmp_path: Path, previous: Path) -> None:
    def read_only(corpus: Path) -> None:
        (corpus.parent / "reports").chmod(0o555)

    case = Case("read-only", RUN, 2, ("can't write there",), keeps_report=True, prepare=read_only)
    try:
        outcome = attempt(case, tmp_path, previous)
    finally:
        (tmp_path / "reports").chmod(0o755)
    assert outcome.code == 2 and outcome.said and not outcome.traceback


def test_the_report_folder_check_creates_the_folder_and_leaves_nothing_in_it(tmp_path: Path) -> None:
    from harness.reports.report import report_dir_problem

    assert report_dir_problem(tmp_path / "a" / "b") is None
    assert list((tmp_path / "a" / "b").iterdir()) == []
    (tmp_path / "file").write_text("x")
    assert "is a file" in (report_dir_problem(tmp_path / "file") or "")
    assert "can't write there" in (report_dir_problem(tmp_path / "file" / "below") or "")


@pytest.mark.parametrize(
    ("raised", "code", "says"),
    [
        (KeyboardInterrupt(), 130, "mtg-conformance steps: interrupted"),
        (RecursionError("maximum recursion depth exceeded"), 70, "internal error: RecursionError"),
        (RuntimeError("a bug [/x]"), 70, "internal error: RuntimeError: a bug [/x]; the traceback is in"),
    ],
)
def test_whatever_a_command_raises_ends_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], raised: BaseException, code: int, says: str
) -> None:
    import harness.cli.steps
    from harness.cli import main

    def run(args: Any, extra: list[str]) -> int:
        raise raised

    monkeypatch.delenv("MTG_CONFORMANCE_TRACEBACK", raising=False)
    monkeypatch.setattr(harness.cli.steps, "run", run)
    assert main(["steps"]) == code
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err and err.count("\n") == 1
    if "the traceback is in" in err:
        saved = Path(err.split("the traceback is in ")[1].split(" (")[0])
        assert "Traceback" in saved.read_text(encoding="utf-8")
        saved.unlink()


def test_an_engine_thread_that_never_ends_does_not_keep_a_finished_run_alive(tmp_path: Path) -> None:
    """An in-process adapter's thread that is no daemon: the command ends once its reports are written."""
    corpus = small_corpus(tmp_path)
    engine = f"{ENGINES}:StrayThread"
    command = _command(Case("x", (*RUN, "--engine", engine), 0), corpus, tmp_path / "reports", tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ended 1 thread(s) still running ('engine-log-shipper')" in done.stderr
    report = json.loads((tmp_path / "reports" / "report.json").read_text(encoding="utf-8"))
    assert validate_report(report) == [] and report["summary"]["scenarios"]["pass"] > 0
