"""The CR scope of the corpus (``features/cr-scope.json``, schema ``schemas/cr-scope.schema.json``): which
Comprehensive Rules the corpus means to cover, and why each rule in scope that no scenario covers is uncovered.

A rule in scope is a family member (the rule ``x.y`` of a family root and its subrules ``x.ya``, ``x.yb``...) or
a numbered rule of a whole section in scope. A rule is covered when a scenario decides it: an entry of
``features/cr-decisions.json`` (:mod:`harness.corpus.decisions`) names a scenario tagged ``@cr:<rule>`` that a
wrong engine breaking the rule fails. A rule only tagged is not covered. Covered-ness is computed, never written in
the file; the file's reasons account for every rule in scope that isn't decided.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.corpus.scan import ScenarioInfo, cr_section
from harness.corpus.schemas import validate_instance
from harness.errors import CorpusError, Problem
from harness.reading import InputError, inside, load_json

SCOPE = "cr-scope.json"
KINDS = ("not-observable", "needs-card", "out-of-scope", "heading")
#: words that mark a reason not yet written
PLACEHOLDER = re.compile(r"\b(TODO|TBD|FIXME|XXX)\b|^\W*$", re.IGNORECASE)


@dataclass(frozen=True)
class Reason:
    """Why a rule in scope has no scenario."""

    kind: str
    why: str


@dataclass(frozen=True)
class CrScope:
    """The scope file as written: family roots, whole sections, and the reasons of the uncovered rules."""

    families: tuple[str, ...] = ()
    sections: tuple[str, ...] = ()
    uncovered: dict[str, Reason] = field(default_factory=dict)

    def rules(self, cr_rules: Iterable[str]) -> list[str]:
        """The rules in scope, in CR order: every member of a family, every numbered rule of a section."""
        known = set(cr_rules)
        chosen = {n for n in known if in_family(n, self.families) or (cr_section(n) in self.sections and "." in n)}
        return sorted(chosen, key=rule_key)


def in_family(number: str, roots: Iterable[str]) -> bool:
    """Whether a rule is a family root or one of its lettered subrules (``601.2`` holds ``601.2a`` but not
    ``601.20``)."""
    return any(number == root or re.fullmatch(re.escape(root) + "[a-z]+", number) for root in roots)


def cr_matches(wanted: str, rule: str) -> bool:
    """`rule` is `wanted` or inside it: section 702 holds 702.119 and 702.119a; 601.2 holds 601.2f, not 601.20."""
    if rule == wanted or rule.startswith(wanted + "."):
        return True
    rest = rule[len(wanted) :]
    return "." in wanted and rule.startswith(wanted) and rest.isalpha()


def rule_key(number: str) -> tuple[int, int, str]:
    """CR order: ``106.12`` after ``106.5``, ``601.2a`` after ``601.2``."""
    section, _, rest = number.partition(".")
    digits = "".join(c for c in rest if c.isdigit())
    return int(section) if section.isdigit() else 0, int(digits or -1), rest.lstrip("0123456789")


def read_scope(corpus: Path) -> tuple[CrScope | None, list[Problem]]:
    """The corpus's scope file and what is wrong with its form; (None, []) when the corpus has none."""
    path = Path(corpus) / SCOPE
    label = f"{Path(corpus).name}/{SCOPE}"
    if not path.exists():
        return None, []
    if not inside(path, Path(corpus)):
        return None, [Problem(label, "", "can't read the CR scope: it is a link to outside the corpus")]
    try:
        data = load_json(path, label)
    except InputError as exc:
        return None, [Problem(label, exc.pointer, f"can't read the CR scope: {exc.message}")]
    problems = validate_instance(data, "cr-scope.schema.json", label, Path(corpus))
    if problems:
        return None, problems
    reasons = {rule: Reason(r["kind"], r["why"]) for rule, r in data["uncovered"].items()}
    return CrScope(tuple(data["families"]), tuple(data["sections"]), reasons), []


def load_scope(corpus: Path) -> CrScope | None:
    """The scope file, None when the corpus has none; a malformed one is a :class:`CorpusError`."""
    scope, problems = read_scope(corpus)
    if problems:
        raise CorpusError(problems)
    return scope


def covered_rules(scenarios: Iterable[ScenarioInfo]) -> dict[str, list[ScenarioInfo]]:
    """Each CR rule with the scenarios tagged ``@cr:`` with it, pending skeletons left out: the rules tagged, of
    which those with evidence are decided (:func:`harness.corpus.decisions.decided_rules`)."""
    found: dict[str, list[ScenarioInfo]] = {}
    for scenario in scenarios:
        if not scenario.pending:
            for number in scenario.cr:
                found.setdefault(number, []).append(scenario)
    return found


def scope_problems(scope: CrScope, cr_rules: Mapping[str, str], covered: Iterable[str], label: str) -> list[Problem]:
    """What is wrong with the scope against the rules and the evidence: roots and sections that aren't rules,
    reasons for rules that aren't rules, aren't in scope or are covered (`covered`: the rules decided),
    placeholder reasons, entries out of order."""
    problems = [
        Problem(label, f"/families/{i}", f"family root {root} is not a rule of the Comprehensive Rules")
        for i, root in enumerate(scope.families)
        if root not in cr_rules
    ]
    problems += [
        Problem(label, f"/sections/{i}", f"section {s} is not a section of the Comprehensive Rules")
        for i, s in enumerate(scope.sections)
        if s not in cr_rules
    ]
    in_scope = set(scope.rules(cr_rules))
    covered = set(covered)
    for rule, reason in scope.uncovered.items():
        where = f"/uncovered/{rule}"
        if rule not in cr_rules:
            problems.append(Problem(label, where, f"{rule} is not a rule of the Comprehensive Rules"))
        elif rule not in in_scope:
            problems.append(Problem(label, where, f"{rule} is not in scope (no family or section holds it)"))
        elif rule in covered:
            problems.append(
                Problem(label, where, f"{rule} is covered: a scenario decides it (cr-decisions.json); its reason is out"
                        " of date")
            )  # fmt: skip
        if PLACEHOLDER.search(reason.why):
            problems.append(Problem(label, where + "/why", f"the reason for {rule} is a placeholder: {reason.why!r}"))
    keys = list(scope.uncovered)
    if keys != sorted(keys, key=rule_key):
        problems.append(Problem(label, "/uncovered", "the entries are not sorted by rule"))
    return problems


def unaccounted(scope: CrScope, cr_rules: Iterable[str], covered: Iterable[str]) -> list[str]:
    """Rules in scope that no scenario covers (`covered`: the rules decided) and that have no reason: the scope
    file isn't finished. A rule only tagged is among them."""
    covered = set(covered)
    return [n for n in scope.rules(cr_rules) if n not in covered and n not in scope.uncovered]


def reason_json(reason: Reason | None) -> dict[str, Any] | None:
    return None if reason is None else {"kind": reason.kind, "why": reason.why}
