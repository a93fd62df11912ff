"""The corpus lint (``mtg-conformance lint``): what ``validate`` checks (fixtures, catalog, index schema,
features' references) plus the corpus's own rules: unique ruling ids and texts, every scenario tagged with a
known ruling, every CR number a real rule (``features/cr-rules.txt``), known mechanics and cards in tags,
scenario names unique within a feature, the index reading as the source documents do, and completeness:
every ruling covered, every fixture and every catalog card used.

Each finding names its check, so a caller can select checks: :data:`STRUCTURAL` must hold at every moment,
:data:`COMPLETENESS` holds once the corpus is finished.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

from harness.corpus.lint.completeness import check_drift, check_uncovered, check_unused_cards, check_unused_fixtures
from harness.corpus.lint.scope import check_decisions, check_scope, check_unaccounted
from harness.corpus.lint.structure import (
    check_catalog,
    check_duplicate_ids,
    check_duplicate_scenarios,
    check_duplicate_texts,
    check_features,
    check_fixtures,
    check_index,
)
from harness.corpus.lint.tags import (
    check_card_tags,
    check_cr_numbers,
    check_mechanics,
    check_refusal_rules,
    check_ruling_tags,
    check_tag_kinds,
)
from harness.corpus.lint.view import CorpusView, Finding
from harness.corpus.validate import ReadStep

#: check name -> what it makes sure of, in the words of the lint's summary
CHECKS: dict[str, str] = {
    "catalog": "the card catalog (cards.json) is valid",
    "index": "the ruling index (rulings.json) is valid",
    "duplicate-id": "every ruling id is used once",
    "duplicate-text": "every ruling text is in the index once",
    "fixture": "every board fixture is valid",
    "feature": "every feature parses and names boards and objects that exist",
    "duplicate-scenario": "scenario names are unique within a feature",
    "untagged-scenario": "every scenario is tagged with at least one @ruling (under rules/: at least one @cr)",
    "unknown-ruling": "every @ruling tag names a ruling of the index",
    "unknown-cr": "every CR number in tags and in the index is a rule of features/cr-rules.txt",
    "unknown-mechanic": "every feature is tagged with a known @mechanic (under rules/: none is needed)",
    "rules-area": "the scenarios under rules/ prove CR rules alone: no @ruling or @mechanic tag there",
    "unknown-card": "every @card tag names a card of the catalog",
    "refusal-rule": "every refusal step names the rule that forbids the action, and the scenario is tagged with it",
    "unknown-tag": (
        "every tag with a colon is @ruling:, @cr:, @context:, @mechanic: or @card: (a plain @smoke is a user's tag)"
    ),
    "drift": "the index reads as the source documents do",
    "cr-scope": "the CR scope (cr-scope.json) is valid: real rules, reasons only for rules in scope not decided",
    "cr-decisions": "each entry of cr-decisions.json names a scenario tagged with its rule and an engine that exists",
    "uncovered-ruling": "every ruling has a scenario (pending skeletons don't count)",
    "unaccounted-cr": "every CR rule in scope is decided by a scenario (cr-decisions.json) or has a reason in"
    " cr-scope.json",
    "unused-fixture": "every board fixture is used by a scenario",
    "unused-card": "every card of the catalog is used by a fixture, scenario or ruling",
}


COMPLETENESS = frozenset({"uncovered-ruling", "unaccounted-cr", "unused-fixture", "unused-card"})


STRUCTURAL = frozenset(CHECKS) - COMPLETENESS


_RUNNERS: list[tuple[tuple[str, ...], Callable[[CorpusView], list[Finding]]]] = [
    (("catalog",), check_catalog),
    (("index",), check_index),
    (("duplicate-id",), check_duplicate_ids),
    (("duplicate-text",), check_duplicate_texts),
    (("fixture",), check_fixtures),
    (("feature",), check_features),
    (("duplicate-scenario",), check_duplicate_scenarios),
    (("untagged-scenario", "unknown-ruling", "rules-area"), check_ruling_tags),
    (("unknown-cr",), check_cr_numbers),
    (("unknown-mechanic", "rules-area"), check_mechanics),
    (("unknown-card",), check_card_tags),
    (("refusal-rule",), check_refusal_rules),
    (("unknown-tag",), check_tag_kinds),
    (("drift",), check_drift),
    (("cr-scope",), check_scope),
    (("cr-decisions",), check_decisions),
    (("uncovered-ruling",), check_uncovered),
    (("unaccounted-cr",), check_unaccounted),
    (("unused-fixture",), check_unused_fixtures),
    (("unused-card",), check_unused_cards),
]


def lint_corpus(corpus: Path, read_step: ReadStep, checks: Iterable[str] | None = None) -> list[Finding]:
    """Every finding of the selected checks (all by default), in check order; `read_step` reads a step as a run
    does (`harness.run.steps.vocabulary.read_step`)."""
    selected = set(CHECKS if checks is None else checks)
    unknown = selected - set(CHECKS)
    if unknown:
        raise ValueError(f"unknown lint check(s): {', '.join(sorted(unknown))}; known: {', '.join(CHECKS)}")
    c = CorpusView(corpus, read_step)
    findings = []
    for names, run in _RUNNERS:
        if selected & set(names):
            findings += [f for f in run(c) if f.check in selected]
    return findings


def counts(findings: Iterable[Finding]) -> Counter[str]:
    """Findings per check."""
    return Counter(f.check for f in findings)
