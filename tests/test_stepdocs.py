"""The step vocabulary page is generated, current, and every documented example matches its own step."""

from __future__ import annotations

from pathlib import Path

import pytest

import harness.cli.steps as steps_command
from harness.cli import main
from harness.paths import ROOT
from harness.run.stepdocs import render, step_docs


def test_every_step_has_an_example_that_matches_it() -> None:
    docs = step_docs()
    assert docs
    for doc in docs:
        assert doc.examples, f"step {doc.pattern!r} has no `Example:` in its docstring"
        for example in doc.examples:
            assert doc.matches(example), f"example {example!r} doesn't match {doc.pattern!r}"


def test_docs_steps_md_is_current() -> None:
    assert (ROOT / "docs" / "steps.md").read_text(encoding="utf-8") == render(), "run `mtg-conformance steps`"


def test_a_clause_that_does_not_apply_to_the_action_is_a_corpus_error() -> None:
    import pytest

    from harness.errors import CorpusError
    from harness.run.steps.grammar import ACTIVATE_FIELDS, CAST_FIELDS, parse_clauses

    assert parse_clauses(", kicked 2 times", CAST_FIELDS) == {"kicker": 2}
    with pytest.raises(CorpusError, match="kicker"):
        parse_clauses(", kicked 2 times", ACTIVATE_FIELDS)
    with pytest.raises(CorpusError, match="can't understand"):
        parse_clauses(", with great fanfare", CAST_FIELDS)


def test_installed_without_docs_it_prints_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(steps_command, "ROOT", tmp_path)  # a site-packages folder: no docs/
    assert main(["steps"]) == 0
    assert capsys.readouterr().out == render()
    assert not (tmp_path / "docs").exists()
    assert main(["steps", "--check"]) == 2
