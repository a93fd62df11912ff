"""The step vocabulary page is generated, current, and every documented example matches its own step."""

from __future__ import annotations

from harness.paths import ROOT
from harness.stepdocs import render, step_docs


def test_every_step_has_an_example_that_matches_it() -> None:
    docs = step_docs()
    assert docs
    for doc in docs:
        assert doc.examples, f"step {doc.pattern!r} has no `Example:` in its docstring"
        for example in doc.examples:
            assert doc.matches(example), f"example {example!r} doesn't match {doc.pattern!r}"


def test_docs_steps_md_is_current() -> None:
    assert (ROOT / "docs" / "steps.md").read_text(encoding="utf-8") == render(), "run `mtg-conformance steps`"
