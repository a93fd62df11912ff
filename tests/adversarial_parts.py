"""The parts the adversarial cases (tests/test_adversarial.py) are made of: a case, the changes to a corpus copy
it starts from, and the checks beyond its exit code and its words."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

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
