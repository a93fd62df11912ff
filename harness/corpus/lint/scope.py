"""Checks of the CR scope file (``features/cr-scope.json``) and of the evidence that scenarios decide its rules
(``features/cr-decisions.json``): their form, the reasons, and every entry of the evidence naming a scenario that
exists and is tagged with its rule, and an engine that exists (structural); every rule in scope accounted for,
decided by a scenario or with a reason (completeness, so a corpus still being written lints)."""

from __future__ import annotations

from harness.corpus.decisions import (
    DECISIONS,
    decided_rules,
    decision_problems,
    engines_folder,
    known_engines,
    read_decisions,
)
from harness.corpus.lint.view import CorpusView, Finding, from_problems
from harness.corpus.scope import SCOPE, covered_rules, read_scope, scope_problems, unaccounted
from harness.errors import CorpusError


def _decided(c: CorpusView) -> set[str]:
    decisions, problems = read_decisions(c.path)
    return set() if problems else set(decided_rules(decisions, c.scenarios))


def check_scope(c: CorpusView) -> list[Finding]:
    scope, problems = read_scope(c.path)
    if problems or scope is None:
        return [Finding("cr-scope", c.label(SCOPE), p.pointer, p.message) for p in problems]
    try:
        cr_rules = c.cr_rules
    except CorpusError:
        return []  # the unknown-cr check says why
    found = scope_problems(scope, cr_rules, _decided(c), c.label(SCOPE))
    return from_problems("cr-scope", found)


def check_decisions(c: CorpusView) -> list[Finding]:
    decisions, problems = read_decisions(c.path)
    if not problems:
        folder = engines_folder(c.path)
        engines = known_engines(folder) if folder is not None else None
        problems = decision_problems(decisions, c.scenarios, engines, c.label(DECISIONS))
    return from_problems("cr-decisions", problems)


def check_unaccounted(c: CorpusView) -> list[Finding]:
    scope, problems = read_scope(c.path)
    if problems or scope is None:
        return []
    try:
        cr_rules = c.cr_rules
    except CorpusError:
        return []
    tagged = covered_rules(c.scenarios)
    findings = []
    for rule in unaccounted(scope, cr_rules, _decided(c)):
        if rule in tagged:
            what = f"scenario(s) are tagged with it but none is shown to decide it (no entry in {DECISIONS})"
        else:
            what = "no scenario covers it"
        message = f"CR {rule} is in scope: {what}, and it has no reason in /uncovered"
        findings.append(Finding("unaccounted-cr", c.label(SCOPE), "/uncovered", message))
    return findings
