"""docs/ci-example.yml: every `mtg-conformance` command it runs is one the CLI accepts (tests/test_ci_example.py
runs its steps as GitHub would)."""

from __future__ import annotations

import re
import shlex

import pytest

from harness import __version__
from harness.cli import build_parser
from harness.paths import ROOT

EXAMPLE = ROOT / "docs" / "ci-example.yml"


def commands() -> list[list[str]]:
    """The `mtg-conformance ...` commands of the workflow, folded YAML (`>-`) blocks joined into one line."""
    text = re.sub(r">-\n((?:\s{10,}.*\n)+)", lambda m: " ".join(m.group(1).split()) + "\n", EXAMPLE.read_text("utf-8"))
    found = []
    for line in text.splitlines():
        line = line.split("run:", 1)[-1].strip()
        if line.startswith("mtg-conformance "):
            found.append(shlex.split(re.split(r"[|>]", line)[0])[1:])  # up to a pipe, `||` or a redirection
    return found


def test_the_example_workflow_runs_the_gated_run_the_summary_and_the_diff() -> None:
    kinds = [c[0] for c in commands()]
    assert kinds.count("run") == 2 and "diff" in kinds
    text = EXAMPLE.read_text(encoding="utf-8")
    assert "$GITHUB_STEP_SUMMARY" in text and "reports/junit.xml" in text


@pytest.mark.parametrize("argv", [c for c in commands() if c != ["--version"]], ids=lambda a: " ".join(a)[:60])
def test_each_command_of_the_example_parses(argv: list[str]) -> None:
    args = build_parser().parse_args(argv)
    assert args.command == argv[0]


def test_the_example_installs_one_pinned_harness_in_both_jobs_and_nothing_else_of_ours() -> None:
    """No second checkout of the harness and no corpus path: the package carries the corpus (docs/corpus.md). Until a
    release is on the package index, both jobs install the wheel this checkout builds, named once."""
    text = EXAMPLE.read_text(encoding="utf-8")
    assert re.findall(r"^  MTG_CONFORMANCE: (\S+)$", text, re.M) == [
        f"conformance/mtg_conformance-{__version__}-py3-none-any.whl"
    ]
    assert text.count('pip install "$MTG_CONFORMANCE" pytest-xdist') == 2
    assert "mtg-conformance==" not in text.replace('"mtg-conformance==<version>"', "")  # no release to pin yet
    assert not re.search(r"^\s+repository:", text, re.M), "a second checkout"
    assert "--corpus" not in text and 'pip install -e ".mtg' not in text
    assert ["--version"] in commands()  # the log says which harness and corpus versions ran


def test_the_example_is_yaml() -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed")
    workflow = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    assert set(workflow["jobs"]) == {"conformance", "compare"}
