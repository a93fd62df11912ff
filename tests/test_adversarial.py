"""The harness under bad input, tried as a new user would (issue 19): every command ends in one clear message
with a clear exit code, never a Python traceback, and never loses data (the last good report is kept when a run
can't start or runs nothing; a run's results are never thrown away).

Each case is a command line on a small corpus (the tap/untap features), with what it must exit with and say.
`benchmarks/robustness.py` runs the same table and counts: tried, handled with a clear message, tracebacks,
data lost.
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
from typing import Any

import pytest

from harness.paths import ROOT
from harness.reports.report import validate_report

FEATURES = ROOT / "features"
GOOD = "tap_untap"
ENGINES = "tests.engines.adversarial"
BOARD = f"{GOOD}/sol-ring.json"
TRACEBACK_SIGNS = ("Traceback (most recent call last)", "Exception ignored", "rich.errors")
PIPE = "|head"  # in a case's argv: its stdout is a pipe whose reader has gone


@dataclass(frozen=True)
class Case:
    name: str
    argv: tuple[str, ...]  # after `mtg-conformance` (or `pytest` when `pytest`); {corpus} {reports} {tmp} filled in
    code: int | tuple[int, ...]
    says: tuple[str, ...] = ()
    keeps_report: bool = False  # the report from before must be left byte for byte
    writes_report: bool = False  # a new, schema-valid report must be written
    prepare: Callable[[Path], None] | None = None  # changes the corpus copy (its folder) first
    pytest: bool = False
    check: Callable[[Path, str], None] | None = None  # more assertions: (reports folder, output)
    env: dict[str, str] = field(default_factory=dict)
    max_lines: int = 400  # output longer than this is a flood (30 failures of 600 characters each are shown)


# -- changes to the corpus -------------------------------------------------------------------------------


def _fixture(text: str, name: str = "bad.json") -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        (corpus / "fixtures" / GOOD / name).write_text(text, encoding="utf-8")
        _feature(_scenario("Uses the bad board", f"{GOOD}/{name}"))(corpus)

    return write


ACTIVATE = '    When Alice activates "sol-ring"\n'
TAPPED = '    Then "sol-ring" is tapped\n'
TAGS = "@ruling:tap-untap-symbols.tap @cr:107.5"


def _scenario(name: str, board: str = BOARD, steps: str = ACTIVATE + TAPPED) -> str:
    return f'  {TAGS}\n  Scenario: {name}\n    Given the board "{board}"\n{steps}\n'


def _feature(*scenarios: str, name: str = "extra.feature") -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        text = "@mechanic:tap-untap-symbols\nFeature: Extra\n\n" + "".join(scenarios)
        (corpus / GOOD / name).write_text(text, encoding="utf-8")

    return write


def many_bad_ids(n: int) -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        board = json.loads((corpus / "fixtures" / BOARD).read_text(encoding="utf-8"))
        board["players"][0]["battlefield"] += [
            {"card": "Sol Ring", "id": f"ring {i} [/x]", "attached_to": "nobody [a-z]"} for i in range(n)
        ]
        (corpus / "fixtures" / BOARD).write_text(json.dumps(board), encoding="utf-8")

    return write


def _file(name: str, text: str) -> Callable[[Path], None]:
    def write(corpus: Path) -> None:
        (corpus.parent / name).write_text(text, encoding="utf-8")

    return write


def _user_tags(corpus: Path) -> None:
    path = corpus / GOOD / "tap_symbol.feature"
    first = "  Scenario: Paying {T} taps"
    text = path.read_text(encoding="utf-8").replace(first, "  @smoke @wip\n" + first)
    path.write_text(text, encoding="utf-8")


# -- checks beyond the exit code and the words -------------------------------------------------------------


def _small_reports(limit: int) -> Callable[[Path, str], None]:
    def check(reports: Path, output: str) -> None:
        for name in ("report.json", "report.md", "report.html", "junit.xml"):
            assert (reports / name).stat().st_size < limit, f"{name} carries the whole answer"
        assert "more characters left out" in (reports / "report.json").read_text(encoding="utf-8")
        assert len(output) < 100_000

    return check


def _full_text_kept(reports: Path, output: str) -> None:
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    assert max(len(json.dumps(s.get("observed"))) for s in report["scenarios"]) > 9_000_000
    assert len(output) < 100_000, "the terminal still shows a part only"
    for name in ("report.md", "report.html", "junit.xml"):
        assert (reports / name).stat().st_size < 1_000_000, f"{name} shows a part only"


def _failures_filterable(reports: Path, output: str) -> None:
    html = (reports / "report.html").read_text(encoding="utf-8")
    assert 'class="failure" data-status="error" data-mechanic="tap-untap-symbols"' in html
    assert "failures.forEach" in html


def _umask_mode(mode: int) -> Callable[[Path, str], None]:
    def check(reports: Path, output: str) -> None:
        for name in ("report.json", "report.md", "report.html", "junit.xml", "badge.json"):
            assert (reports / name).stat().st_mode & 0o777 == mode, name

    return check


def _no_unknown_mark_warning(reports: Path, output: str) -> None:
    assert "PytestUnknownMarkWarning" not in output
    report = json.loads((reports / "report.json").read_text(encoding="utf-8"))
    assert report["summary"]["scenarios"]["total"] == 1, "--tag smoke picks the one scenario tagged @smoke"


def _unsupported_said(reports: Path, output: str) -> None:
    assert "did not run" in output and "unsupported" in (reports / "report.md").read_text(encoding="utf-8")


def _report_md_a_link(corpus: Path) -> None:
    (corpus.parent / "reports" / "report.md").unlink()
    (corpus.parent / "reports" / "report.md").symlink_to(corpus.parent / "elsewhere.md")


# a pytest plugin (`-- -p full_disk`, found in the working directory): the report folder fills up after the run
FULL_DISK = _file(
    "full_disk.py",
    "import harness.run.collect as r\n"
    "original = r.write_reports\n"
    "def failing(folder, *a, **k):\n"
    "    if folder.name == 'reports':\n"
    "        raise OSError(28, 'No space left on device')\n"
    "    return original(folder, *a, **k)\n"
    "r.write_reports = failing\n",
)


def _saved_elsewhere(reports: Path, output: str) -> None:
    saved = Path(output.split("the report was saved to ")[1].split()[0])
    assert validate_report(json.loads((saved / "report.json").read_text(encoding="utf-8"))) == []
    assert "no report was written (pytest exit code" not in output
    shutil.rmtree(saved)


def _nothing_ran(reports: Path, output: str) -> None:
    assert "[100%]" not in output and " passed" not in output, "found before the run, not after it"


def _not_said(*phrases: str) -> Callable[[Path, str], None]:
    def check(reports: Path, output: str) -> None:
        assert not [p for p in phrases if p in output], output[-2000:]

    return check


IMPORT_OPTIONS = ("--mechanic", "tap-untap-symbols", "--rule", "107.5", "--dry-run")
DIES = f"cmd:{sys.executable} {ROOT / 'tests' / 'engines' / 'faulty' / 'exit_mid_run.py'}"  # at its first action
NO_THEN = _feature(_scenario("No then", steps=ACTIVATE))
UNKNOWN_STEP = _feature(_scenario("Juggling", steps='    When Alice juggles "sol-ring"\n' + TAPPED))
TWICE = _feature(_scenario("Twice", steps='    When Alice activates "sol-ring" twice\n' + TAPPED))
KICKED = _feature(_scenario("Kicked", steps='    When Alice activates "sol-ring" kicked\n' + TAPPED))
TURN = '"turn": {"number": 1, "active_player": "Alice", "step": "upkeep"}'
WRONG_PLAYERS = _fixture("{" + TURN + ', "players": [{"battlefield": 5}, "Bob"]}')
BRACKETED_POOL = _fixture("{" + TURN + ', "players": [{"name": "Alice", "mana_pool": "[/x]"}]}')
ARRAY = _fixture("[1, 2]")
DEEP = _fixture("[" * 5000 + "]" * 5000)
VALIDATE = ("validate", "--corpus={corpus}")
LINT = ("lint", "--corpus={corpus}", "--structural")
RUN = ("run", "--corpus={corpus}", "--report-dir={reports}", "--no-progress")
PYTEST = ("{corpus}", "--corpus={corpus}", "--report-dir={reports}", "-p", "no:cacheprovider", "-q")

CASES = [
    # an engine that can't start: one message, an early stop, the last report kept
    Case(
        "run --engine with a typo",
        (*RUN, "--engine", "refrence"),
        2,
        ("did you mean 'reference'",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "pytest --engine=nosuch",
        (*PYTEST, "--engine=nosuch"),
        4,
        ("no engine adapter named 'nosuch'",),
        keeps_report=True,
        pytest=True,
        max_lines=10,
    ),
    Case(
        "an adapter module that doesn't exist",
        (*RUN, "--engine", "no.such.module:Engine"),
        2,
        ("can't load the adapter",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter raising when created",
        (*RUN, "--engine", f"{ENGINES}:RaisesWhenCreated"),
        2,
        ("raised RuntimeError when created", "[/x]"),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter still abstract",
        (*RUN, "--engine", f"{ENGINES}:StillAbstract"),
        2,
        ("abstract",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "an adapter whose hello is a dict",
        (*RUN, "--engine", f"{ENGINES}:HelloIsADict"),
        2,
        ("returned a dict, not a harness.Hello",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "a cmd: engine that isn't there",
        (*RUN, "--engine", "cmd:/nonexistent/engine --serve"),
        2,
        ("can't start",),
        keeps_report=True,
        max_lines=6,  # pytest's 'no tests ran', the corpus line, the error
    ),
    Case(
        "pytest -n 2 with an engine that can't start",
        (*PYTEST, "--engine=nosuch", "-n", "2"),
        4,
        ("no engine adapter named 'nosuch'",),
        keeps_report=True,
        pytest=True,
        max_lines=10,
    ),
    # a selection that matches nothing: said, the last report kept
    Case(
        "--ruling matching nothing",
        (*RUN, "--ruling", "emerg.*"),
        5,
        ("--ruling 'emerg.*' matched none",),
        keeps_report=True,
    ),
    Case(
        "--mechanic and --ruling matching nothing together",
        (*RUN, "--ruling", "tap-untap-symbols.tap", "--mechanic", "emerge"),
        5,
        ("--mechanic 'emerge' matched none",),
        keeps_report=True,
    ),
    Case(
        "-k matching nothing",
        (*RUN, "-k", "no_such_scenario"),
        5,
        ("-k 'no_such_scenario' matched no scenario",),
        keeps_report=True,
    ),
    Case("--cr matching nothing", (*RUN, "--cr", "999.9"), 5, ("--cr '999.9' matched none",), keeps_report=True),
    # where the reports go and the options, checked before the run
    Case(
        "--report-dir is a file",
        ("run", "--corpus={corpus}", "--report-dir={tmp}/README.md", "--no-progress"),
        2,
        ("is a file, not a folder",),
        prepare=_file("README.md", "# hi\n"),
    ),
    Case(
        "--report-dir can't be created",
        ("run", "--corpus={corpus}", "--report-dir=/proc/mtg-conformance-reports", "--no-progress"),
        2,
        ("--report-dir",),
    ),
    Case(
        "a report in the report folder is a link",
        RUN,
        2,
        ("report.md: is a symbolic link", "the reports of the run would replace it"),
        keeps_report=True,
        prepare=_report_md_a_link,
        max_lines=6,
    ),
    Case(
        "the report folder's disk is full before the run",
        (*RUN, "--", "-p", "no_space"),
        2,
        ("--report-dir", "0 kB free on its disk, the reports need about", "free some space or give another folder"),
        keeps_report=True,
        prepare=_file(
            "no_space.py",  # imported before the run's checks: the disk of every folder has nothing free
            "import shutil\nfrom collections import namedtuple\n"
            "usage = namedtuple('usage', 'total used free')\n"
            "shutil.disk_usage = lambda path: usage(1 << 30, 1 << 30, 0)\n",
        ),
        check=_nothing_ran,
    ),
    Case(
        "the report folder fills up during the run",
        (*RUN, "--", "-p", "full_disk"),
        74,
        ("can't write the reports to", "No space left on device", "the report was saved to"),
        keeps_report=True,
        prepare=FULL_DISK,
        check=_saved_elsewhere,
    ),
    Case(
        "a rulings.json that isn't JSON: found before the run",
        RUN,
        2,
        ("rulings.json: line 1 column", "not valid JSON"),
        keeps_report=True,
        prepare=lambda corpus: (corpus / "rulings.json").write_text('{"rulings": [', encoding="utf-8"),
        check=_nothing_ran,
    ),
    Case(
        "a rulings.json of the wrong shape: found before the run",
        RUN,
        2,
        ("rulings.json: /: [] is not of type 'object'",),
        keeps_report=True,
        prepare=lambda corpus: (corpus / "rulings.json").write_text("[]", encoding="utf-8"),
        check=_nothing_ran,
    ),
    Case(
        "the run's report fails its own schema",
        (*RUN, "--", "-p", "bad_schema"),
        70,
        ("does not follow the report schema", "made wrong by the test", "was left as it was"),
        keeps_report=True,
        prepare=_file(
            "bad_schema.py",
            "import harness.run.collect as c\nfrom harness.errors import Problem\n"
            "c.validate_report = lambda report, name: [Problem(name, '/engine', 'made wrong by the test')]\n",
        ),
        check=_not_said("no report was written (pytest exit code"),
    ),
    Case(
        "the rulings.json changes during the run",
        (*RUN, "--", "-p", "changes_index"),
        2,
        ("can't build the run's report", "rulings.json: /: [] is not of type 'object'", "was left as it was"),
        keeps_report=True,
        prepare=_file(
            "changes_index.py",
            "from pathlib import Path\nimport pytest\n"
            "@pytest.hookimpl(tryfirst=True)\n"
            "def pytest_sessionfinish(session):\n"
            "    Path(session.config.getoption('--corpus'), 'rulings.json').write_text('[]')\n",
        ),
    ),
    Case("-n -3", (*RUN, "-n", "-3"), 2, ("'-3' is not a number of workers",), keeps_report=True),
    Case("--max-text -1", (*RUN, "--max-text", "-1"), 2, ("--max-text",), keeps_report=True),
    Case("--engine-timeout 0", (*RUN, "--engine-timeout", "0"), 2, ("too small",), keeps_report=True),
    Case(
        "--corpus /nonexistent",
        ("run", "--corpus=/nonexistent", "--report-dir={reports}", "--no-progress"),
        2,
        ("no such folder",),
        keeps_report=True,
    ),
    Case(
        "--corpus is a file",
        ("run", "--corpus=/etc/hostname", "--report-dir={reports}", "--no-progress"),
        2,
        ("not a folder",),
        keeps_report=True,
    ),
    Case(
        "--corpus without an index",
        ("run", "--corpus={tmp}", "--report-dir={reports}", "--no-progress"),
        2,
        ("not a corpus folder",),
        keeps_report=True,
    ),
    Case(
        "--rerun-failed of no report",
        (*RUN, "--rerun-failed", "/nonexistent.json"),
        2,
        ("can't read the report",),
        keeps_report=True,
    ),
    Case("--baseline that isn't one", (*RUN, "--baseline", "/etc/hostname"), 2, ("/etc/hostname",), keeps_report=True),
    # nothing a user wrote is silently ignored
    Case(
        "engine config with a typo",
        (*RUN, "--engine-config", "{tmp}/engine.toml"),
        2,
        ("unknown engine setting", "did you mean 'engine'"),
        keeps_report=True,
        prepare=_file("engine.toml", 'engin = "cmd:node adapter.js"\n'),
    ),
    Case(
        "engine config that isn't TOML",
        (*RUN, "--engine-config", "{tmp}/engine.toml"),
        2,
        ("not valid TOML",),
        keeps_report=True,
        prepare=_file("engine.toml", "engine = [\n"),
    ),
    Case("a scenario with no Then: validate", VALIDATE, 1, ("has no `Then` step",), prepare=NO_THEN),
    Case("a scenario with no Then: lint", LINT, 1, ("has no `Then` step",), prepare=NO_THEN),
    Case("a scenario with no Then: run", RUN, 1, ("has no `Then` step",), writes_report=True, prepare=NO_THEN),
    Case("an unknown step: validate", VALIDATE, 1, ("unknown step 'When Alice juggles",), prepare=UNKNOWN_STEP),
    Case("an unknown step: lint", LINT, 1, ("unknown step 'When Alice juggles",), prepare=UNKNOWN_STEP),
    Case("an unreadable clause: validate", VALIDATE, 1, ("can't understand the clause 'twice'",), prepare=TWICE),
    Case("a clause of another action: lint", LINT, 1, ("don't apply to this action",), prepare=KICKED),
    Case(
        "an unknown player: validate",
        VALIDATE,
        1,
        ("'Carol' is no player of the scenario's board",),
        prepare=_feature(_scenario("Carol", steps='    When Carol activates "sol-ring"\n' + TAPPED)),
    ),
    Case(
        "a tag of no kind: lint",
        LINT,
        1,
        ("@rulng:tap-untap-symbols.tap: no tag kind 'rulng' (did you mean ruling?)",),
        prepare=_feature(_scenario("Typo in a tag kind").replace(TAGS, "@rulng:tap-untap-symbols.tap " + TAGS)),
    ),
    # valid JSON of the wrong shape
    Case("a fixture that is a JSON array: validate", VALIDATE, 1, ("is not of type 'object'",), prepare=ARRAY),
    Case("a fixture that is a JSON array: lint", LINT, 1, ("is not of type 'object'",), prepare=ARRAY),
    Case("a fixture nested 5,000 deep: validate", VALIDATE, 1, ("nested too deep",), prepare=DEEP),
    Case("a fixture nested 5,000 deep: lint", ("lint", "--corpus={corpus}"), 1, ("nested too deep",), prepare=DEEP),
    Case(
        "players of the wrong shape: validate",
        VALIDATE,
        1,
        ("5 is not of type 'array'", "'Bob' is not of type 'object'"),
        prepare=WRONG_PLAYERS,
    ),
    Case("players of the wrong shape: run", RUN, 1, ("is not of type",), writes_report=True, prepare=WRONG_PLAYERS),
    Case("a schema pattern in a message is shown", VALIDATE, 1, ("does not match '^",), prepare=BRACKETED_POOL),
    # smoke
    Case(
        "smoke: raises when created",
        ("smoke", "--engine", f"{ENGINES}:RaisesWhenCreated"),
        1,
        ("raised RuntimeError when created",),
    ),
    Case("smoke: still abstract", ("smoke", "--engine", f"{ENGINES}:StillAbstract"), 1, ("abstract",)),
    Case("smoke: hello returns a dict", ("smoke", "--engine", f"{ENGINES}:HelloIsADict"), 1, ("returned a dict",)),
    Case("smoke: answers are dicts", ("smoke", "--engine", f"{ENGINES}:AnswersDicts"), 1, ("not a protocol answer",)),
    Case("smoke: load raises", ("smoke", "--engine", f"{ENGINES}:LoadRaises"), 1, ("raised KeyError",)),
    Case(
        "smoke: close raises",
        ("smoke", "--engine", f"{ENGINES}:CloseRaises"),
        1,
        ("close() of the adapter raised OSError",),
    ),
    Case("smoke | head -1", ("smoke", "--engine", "reference", PIPE), (0, 141)),
    Case("steps | head -1", ("steps", PIPE), (0, 141)),
    Case("validate | head -1", ("validate", "--corpus={corpus}", PIPE), (0, 141)),
    # the engine's text is data
    Case(
        "engine errors that look like markup",
        (*RUN, "--engine", f"{ENGINES}:MarkupInErrors"),
        1,
        ("[/x] [bold]not bold[/bold]", "{0} %s"),
        writes_report=True,
        check=_failures_filterable,
    ),
    Case(
        "an engine name that looks like markup",
        (*RUN, "--engine", f"{ENGINES}:MarkupName"),
        0,
        ("[red]engine[/] [/x]",),
        writes_report=True,
    ),
    Case(
        "10 MB answers",
        (*RUN, "--engine", f"{ENGINES}:HugeAnswers", "-k", "tap_symbol"),
        1,
        ("more characters left out",),
        writes_report=True,
        check=_small_reports(1_000_000),
    ),
    Case(
        "10 MB answers of the wrong shape",
        (*RUN, "--engine", f"{ENGINES}:HugeWrongAnswers", "-k", "tap_symbol"),
        1,
        ("which is not an answer of the protocol", "more characters left out"),
        writes_report=True,
        check=_small_reports(1_000_000),
    ),
    Case(
        "10 MB answers kept whole when asked",
        (*RUN, "--engine", f"{ENGINES}:HugeAnswers", "-k", "paying_t_taps", "--max-text", "0"),
        1,
        (),
        writes_report=True,
        check=_full_text_kept,
    ),
    Case(
        "a fixture with 2,000 bad ids",
        RUN,
        1,
        ("more characters left out",),
        writes_report=True,
        prepare=many_bad_ids(2000),
    ),
    # silent answers
    Case(
        "an engine that implements nothing",
        (*RUN, "--engine", f"{ENGINES}:ImplementsNothing"),
        0,
        ("did not run",),
        writes_report=True,
        check=_unsupported_said,
    ),
    Case(
        "an engine that implements nothing, --strict",
        (*RUN, "--engine", f"{ENGINES}:ImplementsNothing", "--strict"),
        1,
        ("did not run",),
        writes_report=True,
    ),
    Case(
        "user tags @smoke @wip",
        (*RUN, "--tag", "smoke"),
        0,
        (),
        writes_report=True,
        prepare=_user_tags,
        check=_no_unknown_mark_warning,
    ),
    Case(
        "user tags under pytest",
        (*PYTEST, "-m", "wip", "-W", "error::pytest.PytestUnknownMarkWarning"),
        0,
        (),
        writes_report=True,
        prepare=_user_tags,
        pytest=True,
    ),
    Case("reports with umask 022", RUN, 0, (), writes_report=True, env={"UMASK": "022"}, check=_umask_mode(0o644)),
    Case("reports with umask 077", RUN, 0, (), writes_report=True, env={"UMASK": "077"}, check=_umask_mode(0o600)),
    # other commands on bad input
    Case("validate --corpus /nonexistent", ("validate", "--corpus=/nonexistent"), 1, ("can't read the catalog",)),
    Case("lint --corpus /nonexistent", ("lint", "--corpus=/nonexistent"), 1, ("cards.json",)),
    Case("coverage --corpus /nonexistent", ("coverage", "--corpus=/nonexistent"), 2, ("can't read the corpus",)),
    Case(
        "render of a card catalog",
        ("render", str(FEATURES / "cards.json"), "--to", "markdown"),
        2,
        ("not an mtg-conformance report",),
    ),
    Case("diff of two non-reports", ("diff", "/etc/hostname", "/etc/hostname"), 2, ("not JSON",)),
    Case("merge of a non-report", ("merge", "/etc/hostname"), 2, ("not JSON",)),
    Case("import-rulings of nothing", ("import-rulings", "/nonexistent"), 2, ("can't read the file",)),
    Case(
        "import-rulings of an HTML page",
        ("import-rulings", "{tmp}/rulings.html", "--corpus={corpus}", *IMPORT_OPTIONS),
        2,
        ("rulings.html", "starts as an HTML page: can't read it as rulings"),
        prepare=_file("rulings.html", "<!DOCTYPE html>\n<html><body><p>Sol Ring taps.</p></body></html>\n"),
        check=_not_said("new, would be added"),
    ),
    Case(
        "explore with an engine that dies",
        ("explore", "--corpus={corpus}", "--engine", DIES, "--examples", "20", "--out", "{tmp}/out"),
        2,
        ("the engine reference (cmd:", "died:", "given up on after 3 restart(s)", "exited with code 0"),
        check=_not_said("StopIteration", "the search stopped", "this scenario was not run"),
    ),
]


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
