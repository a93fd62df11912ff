"""The corpus lint (`mtg-conformance lint`): the checks by kind (structure, tags, completeness) over one
view of the corpus, run and selected by `run`."""

from harness.corpus.lint.run import CHECKS, COMPLETENESS, STRUCTURAL, counts, lint_corpus
from harness.corpus.lint.view import Finding

__all__ = ["CHECKS", "COMPLETENESS", "STRUCTURAL", "Finding", "counts", "lint_corpus"]
