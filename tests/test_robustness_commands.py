"""The second round of bad input (issue 31), as command lines on the small corpus of tests/test_adversarial.py:
each ends in one clear message with a clear exit code, never a traceback, a hang, a lost report or a write
outside the corpus and the report folder. `benchmarks/robustness.py` (part `bounds`) runs the same table and
counts it, with the unit-level cases of tests/test_robustness_inputs.py and test_robustness_reports.py.

Devices are only ever read here (`/dev/zero`, `/dev/urandom`): a case that would write one uses a named pipe or
a link in the case's own folder instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from harness.paths import ROOT
from harness.reports.report import validate_report
from tests.adversarial_parts import BOARD, GOOD, RUN, TRACEBACK_SIGNS, VALIDATE, _feature, _scenario
from tests.test_adversarial import small_corpus

FEATURES = ROOT / "features"
HANG = 120  # seconds after which a case counts as hanging


@dataclass(frozen=True)
class Case:
    """As tests/test_adversarial.py's, with where the command starts (`cwd`: "" the case's folder, "fixtures"
    the corpus's fixtures folder, "deleted" a folder removed before it starts) and `>/dev/full` or `>&-` in argv
    for where its standard output goes."""

    name: str
    argv: tuple[str, ...]
    code: int | tuple[int, ...]
    says: tuple[str, ...] = ()
    keeps_report: bool = False
    writes_report: bool = False
    prepare: Callable[[Path], object] | None = None
    check: Callable[[Path, str], None] | None = None
    max_lines: int = 400
    cwd: str = ""


@dataclass
class Outcome:
    code: int | None  # None: it hung
    output: str
    traceback: bool
    lost: str | None
    said: bool
    outside: list[str] = field(default_factory=list)  # files written outside the corpus and the report folder


STDOUT = {">/dev/full": "full", ">&-": "closed"}


def _files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if not p.is_dir() or p.is_symlink()}


def _start_dir(case: Case, corpus: Path, tmp: Path) -> Path:
    if case.cwd == "fixtures":
        return corpus / "fixtures"
    if case.cwd == "deleted":
        gone = tmp / "gone"
        gone.mkdir()
        return gone
    return tmp


def _execute(case: Case, command: list[str], cwd: Path) -> tuple[int | None, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("MTG_CONFORMANCE_CORPUS", None)
    where = next((STDOUT[a] for a in case.argv if a in STDOUT), None)
    if case.cwd == "deleted":  # the shell starts there, removes it, then starts the command
        command = ["sh", "-c", f'cd "{cwd}" && rmdir "{cwd}" && exec "$@"', "sh", *command]
        cwd = cwd.parent
    out: object = subprocess.PIPE
    if where == "full":
        out = open("/dev/full", "w")  # noqa: SIM115 (written by the child: what it is for)
    elif where == "closed":
        command = ["sh", "-c", 'exec "$@" >&-', "sh", *command]
    try:
        done = subprocess.run(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.PIPE, text=True, timeout=HANG)
    except subprocess.TimeoutExpired as exc:
        return None, str(exc.stderr or "")
    finally:
        if where == "full":
            out.close()  # type: ignore[attr-defined]
    return done.returncode, (done.stdout or "") + done.stderr


def attempt(case: Case, tmp: Path, previous: Path) -> Outcome:
    """Run one case in `tmp`: its exit code (None if it hung) and output, and whether it showed a traceback, lost
    data or wrote outside the corpus and the report folder."""
    corpus = small_corpus(tmp)
    reports = tmp / "reports"
    shutil.copytree(previous, reports)
    before = (reports / "report.json").read_bytes()
    if case.prepare:
        case.prepare(corpus)
    around = _files(tmp) - {f for f in _files(tmp) if f.startswith(("features/", "reports/"))}
    fill = {"corpus": str(corpus), "reports": str(reports), "tmp": str(tmp)}
    args = [a.format(**fill) for a in case.argv if a not in STDOUT]
    code, output = _execute(case, [sys.executable, "-m", "harness.cli", *args], _start_dir(case, corpus, tmp))
    lost = None
    path = reports / "report.json"
    if case.keeps_report and (not path.exists() or path.read_bytes() != before):
        lost = "the previous report was replaced"
    if case.writes_report:
        if not path.exists() or path.read_bytes() == before:
            lost = "the run's report was not written"
        elif validate_report(json.loads(path.read_text(encoding="utf-8"))):
            lost = "the run's report is not valid"
    now = {f for f in _files(tmp) if not f.startswith(("features/", "reports/"))}
    outside = sorted(now - around - {"gone"})
    flat = " ".join(output.split())
    said = all(" ".join(s.split()) in flat for s in case.says)
    return Outcome(code, output, any(s in output for s in TRACEBACK_SIGNS), lost, said, outside)

LINT = ("lint", "--corpus={corpus}", "--structural")


def _fifo(relative: str) -> Callable[[Path], None]:
    def make(corpus: Path) -> None:
        os.mkfifo(corpus / relative)

    return make


def _link_feature_outside(corpus: Path) -> None:
    outside = corpus.parent / "outside.feature"
    outside.write_text((corpus / GOOD / "tap_symbol.feature").read_text(encoding="utf-8"), encoding="utf-8")
    (corpus / GOOD / "linked.feature").symlink_to(outside)


def _link_area_outside(corpus: Path) -> None:
    area = corpus.parent / "elsewhere"
    area.mkdir()
    (area / "x.feature").write_text((corpus / GOOD / "tap_symbol.feature").read_text(encoding="utf-8"))
    (corpus / "linked_area").symlink_to(area)


def _fixture_text(text: str) -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        (corpus / "fixtures" / GOOD / "odd.json").write_text(text, encoding="utf-8")
        _feature(_scenario("Uses the odd board", f"{GOOD}/odd.json"))(corpus)

    return write


def _duplicate_keys(corpus: Path) -> None:
    text = (corpus / "fixtures" / BOARD).read_text(encoding="utf-8")
    _fixture_text(text.replace("{", '{"turn": {"number": 9}, ', 1))(corpus)


def _bom(corpus: Path) -> None:
    (corpus / "fixtures" / GOOD / "odd.json").write_bytes(b"\xef\xbb\xbf" + (corpus / "fixtures" / BOARD).read_bytes())
    _feature(_scenario("Uses the odd board", f"{GOOD}/odd.json"))(corpus)


def _index(change: Callable[[dict], None]) -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        data = json.loads((corpus / "rulings.json").read_text(encoding="utf-8"))
        change(data)
        (corpus / "rulings.json").write_text(json.dumps(data), encoding="utf-8")

    return write


def _cut_catalog(corpus: Path) -> None:
    path = corpus / "cards.json"
    path.write_text(path.read_text(encoding="utf-8")[:500], encoding="utf-8")


OUTLINE = (
    '  @ruling:tap-untap-symbols.tap @cr:107.5\n  Scenario Outline: Rows of nothing\n    Given the board "<b>"\n'
    '    Then "sol-ring" is tapped\n\n    Examples:\n      | b |\n'
)
BACKGROUND = (
    f'  Background:\n    Given the board "{BOARD}"\n\n'
    + _scenario("Own board", BOARD).replace("  @ruling", "  @ruling", 1)
)


def _text_feature(body: str, name: str = "odd.feature") -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        text = "@mechanic:tap-untap-symbols\nFeature: Odd\n\n" + body
        (corpus / GOOD / name).write_text(text, encoding="utf-8")

    return write


def _fullwidth_cr(corpus: Path) -> None:
    _text_feature(_scenario("Fullwidth", BOARD).replace("@cr:107.5", "@cr:\uff11\uff10\uff17.5"))(corpus)


def _nul_board(corpus: Path) -> None:
    _text_feature(_scenario("Nul", "tap_untap/a\\u0000b.json").replace("\\u0000", "\0"))(corpus)


def _failed_elsewhere(tmp: Path) -> None:
    report = json.loads((tmp / "reports" / "report.json").read_text(encoding="utf-8"))
    report["scenarios"][0].update(status="fail", id="elsewhere/x.feature::test_x", feature="x.feature")
    (tmp / "elsewhere.json").write_text(json.dumps(report), encoding="utf-8")


def _prepare_tmp(prepare_tmp: Callable[[Path], None]) -> Callable[[Path], None]:
    return lambda corpus: prepare_tmp(corpus.parent)


def _new_rulings(corpus: Path) -> None:
    """A rulings file to import, and what import-rulings reads beside the index."""
    (corpus.parent / "new.txt").write_text("A ruling nobody has seen before.\n", encoding="utf-8")
    shutil.copy(FEATURES / "cr-rules.txt", corpus / "cr-rules.txt")
    shutil.copytree(FEATURES / "sources", corpus / "sources")


def _link_to(target: str, name: str) -> Callable[[Path], None]:
    def make(corpus: Path) -> None:
        (corpus.parent / name).symlink_to(target)

    return make


def _partial_said(reports: Path, output: str) -> None:
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    assert report["selection"]["partial"] and "stopped" in report["selection"]
    assert report["summary"]["rulings"]["uncovered"] == 0, "rulings it never reached are not called uncovered"


def _fullwidth_is_an_error(reports: Path, output: str) -> None:
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    bad = [s for s in report["scenarios"] if s["scenario"] == "Fullwidth"]
    assert bad and bad[0]["status"] == "error" and "not a CR rule number" in bad[0]["reason"]


def _engine_exit_is_an_error(reports: Path, output: str) -> None:
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    assert report["summary"]["scenarios"]["error"] > 0
    assert any("os._exit(0)" in (s.get("reason") or "") for s in report["scenarios"])


def _short_name(reports: Path, output: str) -> None:
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    assert len(report["engine"]["name"]) < 400 and "characters left out" in report["engine"]["name"]


STOPPING = ("--engine", "tests.engines.inert:InertAdapter")
DEVICE = "/dev/zero"  # read only, never written

# fmt: off
CASES = [
    # -- the corpus is a boundary
    Case("a .feature linked from outside: run", RUN, 1, ("outside the corpus",), writes_report=True,
         prepare=_link_feature_outside),
    Case("a .feature linked from outside: validate", VALIDATE, 1, ("outside the corpus",),
         prepare=_link_feature_outside),
    Case("an area folder linked from outside: run", RUN, 1, ("outside the corpus",), writes_report=True,
         prepare=_link_area_outside),
    Case("an area folder linked from outside: lint", LINT, 1, ("outside the corpus",), prepare=_link_area_outside),
    Case("import-rulings --area /abs", ("import-rulings", "{tmp}/new.txt", "--corpus={corpus}", "--mechanic",
         "tap-untap-symbols", "--rule", "107.5", "--write-skeleton", "--area", "{tmp}/abs"), 2,
         ("must go inside the corpus",), prepare=_new_rulings),
    Case("import-rulings --area ../..", ("import-rulings", "{tmp}/new.txt", "--corpus={corpus}", "--mechanic",
         "tap-untap-symbols", "--rule", "107.5", "--write-skeleton", "--area", "../../up"), 2,
         ("must go inside the corpus",), prepare=_new_rulings),
    Case("import-rulings --id ../x", ("import-rulings", "{tmp}/new.txt", "--corpus={corpus}", "--mechanic",
         "tap-untap-symbols", "--rule", "107.5", "--id", "../x"), 2, ("--id",),
         prepare=_new_rulings),
    Case("import-rulings --mechanic ../x", ("import-rulings", "{tmp}/new.txt", "--corpus={corpus}", "--mechanic",
         "../x", "--rule", "107.5", "--write-skeleton"), 2, ("../x",),
         prepare=_new_rulings),
    Case("render -o a link", ("render", "{reports}/report.json", "-o", "{tmp}/out.md"), 2, ("symbolic link",),
         prepare=_link_to("/proc/self/fd/1", "out.md")),
    Case("render -o a named pipe", ("render", "{reports}/report.json", "-o", "{tmp}/pipe"), 2,
         ("not a regular file",), prepare=_prepare_tmp(lambda t: os.mkfifo(t / "pipe"))),
    Case("render -o an existing folder", ("render", "{reports}/report.json", "-o", "{tmp}"), 2, ("is a folder",)),
    Case("coverage -o a link", ("coverage", f"--corpus={FEATURES}", "-o", "{tmp}/out.txt"), 2, ("symbolic link",),
         prepare=_link_to("/proc/self/fd/1", "out.txt")),
    Case("run from inside features/fixtures", ("run", "--no-progress"), 2, ("inside the corpus",), cwd="fixtures"),
    # -- every input is read with a bound
    Case("a named pipe among the fixtures: validate", VALIDATE, 1, ("named pipe",),
         prepare=_fifo(f"fixtures/{GOOD}/pipe.json")),
    Case("a named pipe as a board: run", RUN, 1, ("named pipe",), writes_report=True,
         prepare=lambda c: (_fifo(f"fixtures/{GOOD}/pipe.json")(c), _feature(_scenario("P", f"{GOOD}/pipe.json"))(c))),
    Case("a named pipe named x.feature: run", RUN, 2, ("named pipe",), keeps_report=True,
         prepare=_fifo(f"{GOOD}/x.feature")),
    Case("a named pipe named x.feature: validate", VALIDATE, 1, ("named pipe",), prepare=_fifo(f"{GOOD}/x.feature")),
    Case("--engine-config /dev/zero", (*RUN, "--engine-config", DEVICE), 2, ("character device",), keeps_report=True),
    Case("--baseline /dev/zero", (*RUN, "--baseline", DEVICE), 2, ("character device",), keeps_report=True),
    Case("render /dev/urandom", ("render", "/dev/urandom"), 2, ("character device",)),
    Case("import-rulings /dev/zero", ("import-rulings", DEVICE, "--corpus={corpus}"), 2, ("character device",)),
    Case("-n 100000", (*RUN, "-n", "100000"), 0, ("CPUs",), writes_report=True),
    Case("an engine named with a megabyte", ("smoke", "--engine", "tests.engines.bounds:HugeName"), (0, 1),
         ("characters left out",), max_lines=60),
    Case("a run of an engine named with a megabyte", (*RUN, "--engine", "tests.engines.bounds:HugeName"), 0,
         ("characters left out",), writes_report=True, max_lines=80, check=_short_name),
    # -- a report is whole
    Case("run -- -x", (*RUN, *STOPPING, "--", "-x"), 1, ("partial report", "replaced the whole run's report"),
         writes_report=True, check=_partial_said),
    Case("a @cr: tag in fullwidth digits", RUN, 1, ("not a CR rule number",), writes_report=True,
         prepare=_fullwidth_cr, check=_fullwidth_is_an_error),
    Case("an in-process adapter calling os._exit(0)", (*RUN, "--engine", "tests.engines.bounds:ExitsOnPerform"), 1,
         ("os._exit(0)",), writes_report=True, check=_engine_exit_is_an_error),
    # -- nothing is silently accepted
    Case("duplicate keys in a fixture: validate", VALIDATE, 1, ("given twice",), prepare=_duplicate_keys),
    Case("duplicate keys in a fixture: run", RUN, 1, ("given twice",), writes_report=True, prepare=_duplicate_keys),
    Case("an Outline without Examples rows: lint", LINT, 1, ("no Examples rows",), prepare=_text_feature(OUTLINE)),
    Case("an Outline without Examples rows: run", RUN, 1, ("no Examples rows",), writes_report=True,
         prepare=_text_feature(OUTLINE)),
    Case("a Background every scenario overrides: validate", VALIDATE, 1, ("the Background is never used",),
         prepare=_text_feature(BACKGROUND)),
    Case("a UTF-8 BOM in a fixture: validate", VALIDATE, 1, ("byte order mark",), prepare=_bom),
    Case("a NUL byte in a board path: run", RUN, 1, ("NUL byte",), writes_report=True, prepare=_nul_board),
    Case("cards.json cut short: run", RUN, 2, ("cards.json", "line "), keeps_report=True, prepare=_cut_catalog),
    Case("cards.json cut short: validate", VALIDATE, 1, ("cards.json",), prepare=_cut_catalog),
    Case("rulings.json version not-a-version: run", RUN, 2, ("/version",), keeps_report=True,
         prepare=_index(lambda d: d.update(version="not-a-version"))),
    Case('rulings.json "rulings": {}: run', RUN, 2, ("/rulings",), keeps_report=True,
         prepare=_index(lambda d: d.update(rulings={}))),
    Case("--engine-timeout inf", (*RUN, "--engine-timeout", "inf"), 2, ("not a number of seconds",),
         keeps_report=True),
    Case("--engine-timeout nan", (*RUN, "--engine-timeout", "nan"), 2, ("not a number of seconds",),
         keeps_report=True),
    Case("--report-dir=", ("run", "--corpus={corpus}", "--report-dir=", "--no-progress"), 2, ("--report-dir is empty",),
         keeps_report=True),
    Case("--rerun-failed matching nothing here", (*RUN, "--rerun-failed", "{tmp}/elsewhere.json"), 5,
         ("none is here",), keeps_report=True, prepare=_prepare_tmp(_failed_elsewhere)),
    # -- every command ends in a message
    Case("coverage > /dev/full", ("coverage", f"--corpus={FEATURES}", ">/dev/full"), 74, ("No space left",)),
    Case("steps with stdout closed", ("steps", ">&-"), 71, ("standard output is closed",)),
    Case("steps in a deleted folder", ("steps",), 71, ("working directory no longer exists",), cwd="deleted"),
]
# fmt: on


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_second_round_of_bad_input(case: Case, tmp_path: Path, previous: Path) -> None:
    outcome = attempt(case, tmp_path, previous)
    shown = outcome.output[-3000:]
    assert outcome.code is not None, f"hung for {HANG} s:\n{shown}"
    assert not outcome.traceback, shown
    codes = case.code if isinstance(case.code, tuple) else (case.code,)
    assert outcome.code in codes, shown
    assert outcome.said, f"expected {case.says} in:\n{shown}"
    assert outcome.lost is None, outcome.lost
    assert outcome.output.count("\n") <= case.max_lines, f"{outcome.output.count(chr(10))} lines:\n{shown}"
    assert not outcome.outside, f"written outside the corpus and report folder: {outcome.outside}"
    if case.check:
        case.check(tmp_path / "reports", outcome.output)


@pytest.fixture(scope="module")
def previous(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.test_adversarial import previous_report

    return previous_report(tmp_path_factory.mktemp("previous"))
