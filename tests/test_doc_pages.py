"""The pages that show what a command prints are generated (tools/doc_pages.py), and match today's corpus and
today's runs: other changes add scenarios, so the figures are made again here, never written into a test."""

from __future__ import annotations

import pytest

from harness.paths import ROOT
from harness.run.parallel import count_scenarios
from tools import doc_pages


def test_the_version_output_in_docs_corpus_is_what_the_installed_command_prints_today() -> None:
    text = (ROOT / "docs" / "corpus.md").read_text(encoding="utf-8")
    start, end = doc_pages.region(text, "version")
    shown = text[start:end]
    assert shown == doc_pages.version_block(), "stale: run python tools/doc_pages.py"
    assert f", {count_scenarios(ROOT / 'features')} scenarios\n" in shown
    assert "/work/" not in shown and str(ROOT) not in shown


def test_a_missing_generated_part_is_said_plainly() -> None:
    with pytest.raises(SystemExit, match="no generated part 'results'"):
        doc_pages.region("# a page without markers\n", "results")


def test_every_generated_part_matches_runs_of_todays_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    """Runs the corpus on the reference engine and on phase.rs (when phase-python is installed), as the README's
    table shows them; about a minute."""
    code = doc_pages.main(["--check"])
    out = capsys.readouterr()
    assert code == 0, f"{out.out}{out.err}: run python tools/doc_pages.py"
