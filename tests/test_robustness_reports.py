"""A report is whole, one run at a time (issue 31): the report folder's lock, the set of reports replaced
together (a run killed while they move is finished by the next), leftovers cleaned, a report failing its own
schema replacing nothing; diff seeing a flaky engine; every command ending in a message."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.paths import ROOT
from harness.reports.reportset import INCOMING, LOCK, STAGING, FolderBusy, FolderLock, publish, recover
from tests.test_adversarial import small_corpus

NAMES = ("report.json", "report.md", "report.html", "junit.xml", "badge.json")


def _set(tag: str) -> dict[str, str]:
    return {name: f"{tag} {name}\n" for name in NAMES}


def _tags(folder: Path) -> set[str]:
    return {(folder / name).read_text(encoding="utf-8").split()[0] for name in NAMES}


def test_a_set_of_reports_replaces_the_last_one_together(tmp_path: Path) -> None:
    publish(tmp_path, _set("old"))
    publish(tmp_path, _set("new"))
    assert _tags(tmp_path) == {"new"}
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)


def test_a_run_killed_while_its_set_moves_in_is_finished_by_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kill is a failure of the third move; what the killed run left is a new report.json beside old
    renderings, until `recover` (which every run calls under the folder's lock) moves the rest in."""
    import harness.reports.reportset as reportset

    publish(tmp_path, _set("old"))
    moves = []
    real = os.replace

    def dying(source: Any, target: Any) -> None:
        moves.append(target)
        if len(moves) == 3:
            raise SystemExit("killed")
        real(source, target)

    monkeypatch.setattr(reportset.os, "replace", dying)
    with pytest.raises(SystemExit):
        publish(tmp_path, _set("new"))
    monkeypatch.setattr(reportset.os, "replace", real)
    assert _tags(tmp_path) == {"old", "new"}, "the kill came in the middle of the move"
    recover(tmp_path)
    assert _tags(tmp_path) == {"new"} and not (tmp_path / INCOMING).exists()


def test_a_set_killed_while_it_was_written_is_dropped_and_the_old_one_stays(tmp_path: Path) -> None:
    publish(tmp_path, _set("old"))
    staging = tmp_path / f"{STAGING}x"
    staging.mkdir()
    (staging / "report.json").write_text("half", encoding="utf-8")
    (tmp_path / ".report.json.abc.tmp").write_text("half", encoding="utf-8")
    recover(tmp_path)
    assert _tags(tmp_path) == {"old"}
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(NAMES)


def test_a_link_among_the_reports_is_never_replaced(tmp_path: Path) -> None:
    from harness.atomic import OutputError

    (tmp_path / "elsewhere").write_text("kept", encoding="utf-8")
    (tmp_path / "report.md").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(OutputError, match="symbolic link"):
        publish(tmp_path, _set("new"))
    assert (tmp_path / "elsewhere").read_text(encoding="utf-8") == "kept"
    assert not (tmp_path / "report.json").exists(), "no report of the set was put in"


def test_the_folder_lock_is_one_runs_at_a_time(tmp_path: Path) -> None:
    holder = FolderLock(tmp_path)
    holder.acquire()
    try:
        code = "from harness.reports.reportset import FolderLock; import sys; from pathlib import Path\n"
        code += "try:\n    FolderLock(Path(sys.argv[1])).acquire()\nexcept Exception as e:\n    print(e); sys.exit(3)\n"
        done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=False)
        assert done.returncode == 3 and f"process {os.getpid()}" in done.stdout
        again = FolderLock(tmp_path)  # this process, again (the command, then pytest): shared
        again.acquire()
        again.release()
    finally:
        holder.release()
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, "released, it can be taken"
    assert (tmp_path / LOCK).exists()


def test_a_second_run_into_a_locked_report_folder_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    corpus = small_corpus(tmp_path)
    reports = tmp_path / "reports"
    lock = FolderLock(reports)
    lock.acquire()
    try:
        command = [sys.executable, "-m", "harness.cli", "run", f"--corpus={corpus}", f"--report-dir={reports}"]
        done = subprocess.run([*command, "--no-progress"], capture_output=True, text=True, cwd=tmp_path, check=False)
    finally:
        lock.release()
        with pytest.raises(FolderBusy):  # the control: a lock held by another process is seen
            other = subprocess.Popen(
                [sys.executable, "-c", "import sys, time; from pathlib import Path\n"
                 "from harness.reports.reportset import FolderLock\n"
                 "FolderLock(Path(sys.argv[1])).acquire(); print('held', flush=True); time.sleep(30)", str(reports)],
                stdout=subprocess.PIPE, text=True,
            )  # fmt: skip
            try:
                assert other.stdout is not None and other.stdout.readline().strip() == "held"
                FolderLock(reports).acquire()
            finally:
                other.kill()
                other.wait()
    assert done.returncode == 2 and "another run" in done.stderr
    assert not (reports / "report.json").exists()


def test_a_report_failing_its_own_schema_replaces_nothing(pytester: pytest.Pytester) -> None:
    corpus = small_corpus(pytester.path)
    reports = pytester.path / "reports"
    reports.mkdir()
    (reports / "report.json").write_text('{"kept": true}', encoding="utf-8")
    pytester.makeconftest(
        "import harness.run.collect as c\n"
        "from harness.errors import Problem\n"
        "c.validate_report = lambda report, name: [Problem(name, '/engine', 'made wrong by the test')]\n"
    )
    result = pytester.runpytest_subprocess(str(corpus), f"--corpus={corpus}", f"--report-dir={reports}", "-q")
    said = result.stdout.str() + result.stderr.str()
    assert "does not follow the report schema" in said and "made wrong by the test" in said
    assert (reports / "report.json").read_text(encoding="utf-8") == '{"kept": true}'
    assert result.ret == pytest.ExitCode.INTERNAL_ERROR
    saved = Path(said.split("it was saved to ")[1].split(";")[0])
    assert json.loads((saved / "report.json").read_text(encoding="utf-8"))["engine"]
    import shutil

    shutil.rmtree(saved)


# -- diff sees a flaky engine ---------------------------------------------------------------------------------


def test_diff_counts_a_scenario_that_got_worse_under_a_ruling_already_failing(tmp_path: Path) -> None:
    from harness.cli.main import main
    from harness.reports.gate import diff_reports

    report = json.loads((ROOT / "tests/data/reports/new.json").read_text(encoding="utf-8"))
    failing = next(s for s in report["scenarios"] if s["status"] == "fail")  # its ruling fails
    scenario = {**failing, "id": failing["id"] + " again", "scenario": "again", "status": "pass"}
    report["scenarios"].append(scenario)  # a second scenario of that ruling, passing
    later = json.loads(json.dumps(report))
    next(s for s in later["scenarios"] if s["id"] == scenario["id"])["status"] = "fail"
    diff = diff_reports(report, later)
    assert [c.kind for c in diff.regressed] == ["scenario"], "no ruling changed: the ruling was failing already"
    assert [c.scenario["id"] for c in diff.regressed if c.scenario] == [scenario["id"]]
    assert "1 regressions (1 scenario)" in diff.lines()[-1]
    assert not diff_reports(report, report).failed, "the control: nothing to say"
    (tmp_path / "a.json").write_text(json.dumps(report), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps(later), encoding="utf-8")
    assert main(["diff", str(tmp_path / "a.json"), str(tmp_path / "b.json")]) == 1
    assert main(["diff", str(tmp_path / "a.json"), str(tmp_path / "a.json")]) == 0


# -- every command ends in a message --------------------------------------------------------------------------


def test_memory_run_out_is_a_message(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import harness.cli.steps as steps
    from harness.cli.main import EXIT_INTERNAL, main

    def exhausted(*_: Any) -> int:
        raise MemoryError

    monkeypatch.setattr(steps, "run", exhausted)
    assert main(["steps"]) == EXIT_INTERNAL
    assert "out of memory" in capsys.readouterr().err


def test_no_stdout_and_no_working_directory_are_messages(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.cli.main import EXIT_ENVIRONMENT, main

    def gone() -> str:
        raise FileNotFoundError(2, "No such file or directory")

    with monkeypatch.context() as patch:
        patch.setattr(os, "getcwd", gone)
        assert main(["steps"]) == EXIT_ENVIRONMENT
    assert "working directory no longer exists" in capsys.readouterr().err
    with monkeypatch.context() as patch:
        patch.setattr(sys, "stdout", None)
        assert main(["steps"]) == EXIT_ENVIRONMENT
    assert "standard output is closed" in capsys.readouterr().err


def test_a_real_kill_9_while_the_set_moves_in_leaves_a_set_the_next_run_finishes(tmp_path: Path) -> None:
    """A process killed with SIGKILL between two moves (each move slowed down so that the kill lands there)."""
    import signal
    import time

    publish(tmp_path, _set("old"))
    code = (
        "import os, sys, time\nfrom pathlib import Path\nimport harness.reports.reportset as r\n"
        "real = os.replace\n"
        "def slow(a, b):\n    real(a, b)\n    print('moved', flush=True)\n    time.sleep(30)\n"
        "r.os.replace = slow\n"
        "r.publish(Path(sys.argv[1]), {n: f'new {n}' for n in sys.argv[2:]})\n"
    )
    writer = subprocess.Popen([sys.executable, "-c", code, str(tmp_path), *NAMES], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "moved"
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    time.sleep(0.1)
    assert _tags(tmp_path) == {"old", "new"}, "killed between two moves"
    recover(tmp_path)
    assert _tags(tmp_path) == {"new"}
