"""Checks of the CR scope file (``features/cr-scope.json``): its form and its reasons (structural), and every
rule in scope accounted for, covered by a scenario or with a reason (completeness, so a corpus still being
written lints)."""

from __future__ import annotations

from harness.corpus.lint.view import CorpusView, Finding, from_problems
from harness.corpus.scope import SCOPE, covered_rules, read_scope, scope_problems, unaccounted
from harness.errors import CorpusError


def check_scope(c: CorpusView) -> list[Finding]:
    scope, problems = read_scope(c.path)
    if problems or scope is None:
        return [Finding("cr-scope", c.label(SCOPE), p.pointer, p.message) for p in problems]
    try:
        cr_rules = c.cr_rules
    except CorpusError:
        return []  # the unknown-cr check says why
    found = scope_problems(scope, cr_rules, covered_rules(c.scenarios), c.label(SCOPE))
    return from_problems("cr-scope", found)


def check_unaccounted(c: CorpusView) -> list[Finding]:
    scope, problems = read_scope(c.path)
    if problems or scope is None:
        return []
    try:
        cr_rules = c.cr_rules
    except CorpusError:
        return []
    return [
        Finding(
            "unaccounted-cr",
            c.label(SCOPE),
            "/uncovered",
            f"CR {rule} is in scope: no scenario covers it and it has no reason in /uncovered",
        )
        for rule in unaccounted(scope, cr_rules, covered_rules(c.scenarios))
    ]
