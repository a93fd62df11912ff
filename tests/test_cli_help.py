"""`--help` of every command says its exit codes and the defaults of its options; a format is chosen by either
of its names (`md` or `markdown`) and either option name where a command has both (`render --to/--format`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.cli import build_parser, main
from harness.cli.helptext import COMMON, EXITS
from harness.cli.main import COMMANDS
from harness.paths import ROOT

REPORT = ROOT / "tests" / "data" / "reports" / "new.json"


def help_of(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        build_parser(command).parse_args([command, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())  # argparse wraps to the terminal


def test_every_command_has_its_exit_codes() -> None:
    assert sorted(EXITS) == sorted(COMMANDS)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_each_commands_help_lists_its_exit_codes(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    shown = help_of(command, capsys)
    assert f"exit codes: {' '.join(EXITS[command].split())}; {' '.join(COMMON.split())}." in shown
    codes = re.findall(r"(?:^|[;,] )(\d+) ", shown.split("exit codes: ", 1)[1])
    assert codes[0] == "0" and {"70", "74", "130"} <= set(codes), codes


@pytest.mark.parametrize(
    ("command", "shown"),
    [
        ("run", "--report-dir REPORT_DIR where report.json is written (default: reports)"),
        ("run", "seconds per request (default: 10, or the engine configuration)"),
        ("run", "restarts before giving up (default: 3, or the engine configuration)"),
        ("render", "md and markdown are the same (default: markdown)"),
        ("merge", "(default: reports)"),
        ("smoke", "default: 10, or the engine configuration"),
    ],
)
def test_defaults_are_in_the_help(command: str, shown: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert shown in help_of(command, capsys)


def test_an_option_without_a_default_says_none(capsys: pytest.CaptureFixture[str]) -> None:
    assert "default: None" not in help_of("run", capsys) and "default: False" not in help_of("smoke", capsys)


@pytest.mark.parametrize("option", [("--to", "md"), ("--format", "md"), ("--to", "markdown"), ("--format", "MD")])
def test_markdown_by_either_name_and_either_option(
    option: tuple[str, str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["render", str(REPORT), "--to", "markdown", "-o", str(tmp_path / "expected.md")]) == 0
    assert main(["render", str(REPORT), *option, "-o", str(tmp_path / "got.md")]) == 0
    assert (tmp_path / "got.md").read_text() == (tmp_path / "expected.md").read_text()


def test_a_format_that_is_none_names_the_formats(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["render", str(REPORT), "--to", "pdf"])
    assert done.value.code == 2
    assert "'pdf' is not a format: one of markdown (md), html, junit, badge, terminal" in capsys.readouterr().err
