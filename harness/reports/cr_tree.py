"""The CR tree of the coverage page: section -> rule -> subrule for every rule in the corpus's CR scope
(``features/cr-scope.json``), each with the scenarios tagged with it, its status per engine, the evidence that
decides it (``features/cr-decisions.json``: a scenario and the wrong engine it fails) and, when nothing decides
it, the reason the scope file gives. A corpus without a scope file gets the tree of the rules its scenarios cite.

A rule's status is ``decided`` (evidence holds: covered), ``tagged`` (scenarios are tagged with it but none is shown
to decide it), ``uncovered`` (no scenario, a reason) or ``unaccounted`` (no scenario, no reason). The figures count
decided rules as covered.

Subrules (``601.2a``) hang under their rule (``601.2``); sections carry their titles from
``features/cr-rules.txt`` (the subrules' text is not in the corpus).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from harness.corpus.decisions import Decision, decided_rules, decision_json
from harness.corpus.scan import NOT_RUN, ScenarioInfo, cr_section
from harness.corpus.scope import CrScope, covered_rules, in_family, reason_json, rule_key
from harness.reports.coverage_failures import Locator, failing
from harness.reports.results import STATUSES, worst


class Run(Protocol):
    label: str
    scenarios: list[dict[str, Any]]


def parent_rule(number: str) -> str:
    """The rule a subrule belongs to: ``601.2a`` -> ``601.2``; a rule is its own parent."""
    return number.rstrip("abcdefghijklmnopqrstuvwxyz") or number


def build_cr_tree(
    scope: CrScope | None,
    cr_rules: Mapping[str, str],
    scenarios: Sequence[ScenarioInfo],
    runs: Sequence[Run] = (),
    decisions: Sequence[Decision] = (),
    locator: Locator | None = None,
) -> dict[str, Any]:
    """The tree as JSON: ``summary`` (rules in scope, decided, tagged only, uncovered with a reason, unaccounted),
    and ``sections``, each with its rules and their subrules."""
    covering = covered_rules(scenarios)
    decided = decided_rules(decisions, scenarios)
    where = {(s.feature, s.name): s for s in scenarios}
    numbers = scope.rules(cr_rules) if scope is not None else sorted(set(covering) & set(cr_rules), key=rule_key)
    reasons = scope.uncovered if scope is not None else {}
    locator = locator or Locator(scenarios)
    nodes = {}
    for n in numbers:
        evidence = [decision_json(d, where.get((d.feature, d.scenario))) for d in decided.get(n, [])]
        nodes[n] = _node(n, covering.get(n, []), evidence, reasons.get(n), runs)
        nodes[n]["failing"] = failing(runs, lambda s, n=n: n in s.get("cr", ()), locator)
    whole = set(scope.sections) if scope is not None else set()
    for n, node in nodes.items():
        node["scope"] = "family" if scope is None or in_family(n, scope.families) else "section"
    sections = []
    for section in sorted({cr_section(n) for n in numbers}, key=int):
        inside = [n for n in numbers if cr_section(n) == section]
        sections.append(_section(section, cr_rules.get(section, ""), inside, nodes, runs))
        sections[-1]["whole"] = section in whole
        sections[-1]["out_of_scope"] = out_of_scope(section, cr_rules, inside) if scope is not None else []
    summary = {**_counts(nodes.values()), "passing": _passing(nodes.values(), runs), **apart(nodes.values())}
    return {"scope": scope is not None, "summary": summary, "sections": sections}


#: the summary's groups of rules in scope, by what brought them in
GROUPS = {"families": "family", "sections": "section"}


def apart(nodes: Iterable[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """The figures of the families of the rulings' rules and of the rules whole sections add, apart: a section's
    rules must not hide or inflate the families' share, nor the families' a section's."""
    nodes = list(nodes)
    return {group: _counts(n for n in nodes if n["scope"] == one) for group, one in GROUPS.items()}


def out_of_scope(section: str, cr_rules: Iterable[str], inside: Sequence[str]) -> list[str]:
    """The numbered rules of a section partly in scope that the scope leaves out (rules and subrules), in CR order,
    so a reader sees they weren't forgotten."""
    kept = set(inside)
    left = [n for n in cr_rules if "." in n and cr_section(n) == section and n not in kept]
    return sorted(left, key=rule_key)


def _node(
    number: str, mine: list[ScenarioInfo], evidence: list[dict[str, Any]], reason: Any, runs: Sequence[Run]
) -> dict[str, Any]:
    if evidence:
        status = "decided"
    elif mine:
        status = "tagged"
    else:
        status = "uncovered" if reason is not None else "unaccounted"
    return {
        "rule": number,
        "status": status,
        "scenarios": [{"feature": s.feature, "name": s.name, "line": s.line} for s in mine],
        "decisions": evidence,
        "engines": {run.label: engine_status(run, [number]) for run in runs},
        "reason": None if evidence else reason_json(reason),
    }


def _section(
    section: str, title: str, inside: list[str], nodes: Mapping[str, dict[str, Any]], runs: Sequence[Run]
) -> dict[str, Any]:
    rules = []
    for number in inside:
        if parent_rule(number) != number and parent_rule(number) in nodes:
            continue  # listed under its rule
        subrules = [nodes[n] for n in inside if n != number and parent_rule(n) == number]
        rules.append({**nodes[number], "subrules": subrules})
    return {
        "section": section,
        "title": title,
        **_counts(nodes[n] for n in inside),
        "engines": {run.label: engine_status(run, inside) for run in runs},
        "passing": _passing((nodes[n] for n in inside), runs),
        "rules": rules,
    }


def _counts(nodes: Iterable[dict[str, Any]]) -> dict[str, int]:
    """How many rules in each status; ``covered`` is the decided rules (the headline figure, under the name the
    figure had before decisions were counted)."""
    nodes = list(nodes)
    decided = sum(n["status"] == "decided" for n in nodes)
    return {
        "in_scope": len(nodes),
        "covered": decided,
        "decided": decided,
        "tagged": sum(n["status"] == "tagged" for n in nodes),
        "uncovered": sum(n["status"] == "uncovered" for n in nodes),
        "unaccounted": sum(n["status"] == "unaccounted" for n in nodes),
        "without_reason": sum(n["status"] != "decided" and n["reason"] is None for n in nodes),
    }


def _passing(nodes: Iterable[dict[str, Any]], runs: Sequence[Run]) -> dict[str, int]:
    return passing(nodes, [run.label for run in runs])


def passing(nodes: Iterable[dict[str, Any]], labels: Sequence[str]) -> dict[str, int]:
    """Per engine, how many of these decided rules have scenarios that all pass on it."""
    nodes = [n for n in nodes if n["status"] == "decided"]
    return {label: sum(n["engines"][label] == "pass" for n in nodes) for label in labels}


def counts(nodes: Iterable[dict[str, Any]]) -> dict[str, int]:
    """How many of these rules are in each status (:func:`_counts`), for a tree narrowed by a filter."""
    return _counts(nodes)


def engine_status(run: Run, numbers: Sequence[str]) -> str:
    """The worst status of the engine's scenarios citing any of these rules; ``not run`` if it ran none."""
    wanted = set(numbers)
    statuses = [s.get("status", "error") for s in run.scenarios if set(s.get("cr", ())) & wanted]
    return worst(statuses) if statuses else NOT_RUN


def percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


class Result(Protocol):
    id: str
    status: str
    cr: list[str]


def report_tree(results: Sequence[Result], titles: Mapping[str, str]) -> list[dict[str, Any]]:
    """A report's CR rollup grouped as the coverage page's tree: section -> rule -> subrule. A rule or subrule
    has the engine's status for it (`results.rule_statuses`: over the scenarios tagged with exactly it, its
    subrules shown under it); a section is rolled up over the distinct scenarios tagged with any of its rules."""
    numbers = sorted({n for r in results for n in r.cr}, key=rule_key)
    sections = []
    for section in sorted({cr_section(n) for n in numbers}, key=lambda s: int(s) if s.isdigit() else 0):
        inside = [n for n in numbers if cr_section(n) == section]
        rules = []
        for top in (n for n in inside if parent_rule(n) == n or parent_rule(n) not in inside):
            subs = [n for n in inside if n != top and parent_rule(n) == top]
            subrules = [{"rule": n, **_rolled(results, [n])} for n in subs]
            rules.append({"rule": top, **_rolled(results, [top]), "subrules": subrules})
        title = titles.get(section, "")
        sections.append({"section": section, "title": title, **_rolled(results, inside), "rules": rules})
    return sections


def _rolled(results: Sequence[Result], numbers: Sequence[str]) -> dict[str, Any]:
    """Status (the worst) and counts per status over the distinct scenarios tagged with any of these rules."""
    wanted = set(numbers)
    mine = [r for r in results if wanted & set(r.cr)]
    counts = {status: sum(r.status == status for r in mine) for status in STATUSES}
    return {"status": worst(r.status for r in mine), "scenarios": len(mine), "counts": counts}
