"""Narrowing the coverage page (:func:`harness.reports.coverage.build_coverage`) to what a rules manager asks
about: `--cr 601` (a rule or section and what it holds, as `run --cr` matches), `--ruling GLOB` (as `run --ruling`)
and, with reports, `--engine-status fail` (the rulings and CR rules with that status on an engine).

Every part of the page is narrowed, and its figures counted again over what is left; the page's ``filter`` says
what it was narrowed on, and each format prints it first. Values of one option are alternatives; different
options must all match, as for `run`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any

from harness.corpus.scope import cr_matches
from harness.reports.coverage import mechanic_rows, status_counts
from harness.reports.cr_tree import apart, counts, passing

ENGINE_STATUSES = ("fail", "error", "unsupported", "pass")


class NothingMatched(Exception):
    """The filter leaves nothing to show; the message says which option matched nothing."""


@dataclass(frozen=True)
class CoverageFilter:
    cr: Sequence[str] = ()
    rulings: Sequence[str] = ()
    engine_status: Sequence[str] = field(default_factory=tuple)

    def active(self) -> bool:
        return bool(self.cr or self.rulings or self.engine_status)

    def describe(self) -> str:
        parts = [f"--cr {w}" for w in self.cr] + [f"--ruling {g!r}" for g in self.rulings]
        parts += [f"--engine-status {s}" for s in self.engine_status]
        return " ".join(parts)

    def rule_wanted(self, number: str) -> bool:
        return not self.cr or any(cr_matches(w, number) for w in self.cr)

    def ruling_wanted(self, ruling_id: str) -> bool:
        return not self.rulings or any(fnmatchcase(ruling_id, g) for g in self.rulings)

    def status_wanted(self, engines: dict[str, str]) -> bool:
        return not self.engine_status or any(s in self.engine_status for s in engines.values())


def apply_filter(coverage: dict[str, Any], chosen: CoverageFilter) -> dict[str, Any]:
    """The page narrowed to `chosen`, with ``filter`` first; :class:`NothingMatched` when nothing is left."""
    if not chosen.active():
        return coverage
    narrowed = _narrow(coverage, chosen)
    if not narrowed["rulings"] and not _tree_rules(narrowed["cr_tree"]):
        raise NothingMatched(_nothing(coverage, chosen))
    return narrowed


def filter_line(coverage: dict[str, Any]) -> str | None:
    """The line a filtered page starts with: what it was filtered on and how much of the corpus that left."""
    f = coverage.get("filter")
    if not f:
        return None
    return (
        f"filtered on {f['options']}: {f['rulings']} of {f['all_rulings']} rulings, "
        f"{f['cr_rules']} of {f['all_cr_rules']} CR rules in the tree"
    )


def _nothing(coverage: dict[str, Any], chosen: CoverageFilter) -> str:
    total = f"the {len(coverage['rulings'])} rulings and {_tree_rules(coverage['cr_tree'])} CR rules"
    alone = []
    for one in (
        *(CoverageFilter(cr=[w]) for w in chosen.cr),
        *(CoverageFilter(rulings=[g]) for g in chosen.rulings),
        *(CoverageFilter(engine_status=[s]) for s in chosen.engine_status),
    ):
        page = _narrow(coverage, one)
        if not page["rulings"] and not _tree_rules(page["cr_tree"]):
            alone.append(one.describe())
    left = [n for s in coverage["cr_tree"]["sections"] for n in s.get("out_of_scope", [])]
    outside = [n for n in left if any(cr_matches(w, n) for w in chosen.cr)]
    aside = f" ({', '.join(outside[:10])}{' ...' if len(outside) > 10 else ''}: not in the CR scope)" if outside else ""
    if alone:
        return f"nothing to show: {', '.join(alone)} matched none of {total}{aside}"
    return f"nothing to show: none of {total} matches all of {chosen.describe()} together"


def _tree_rules(tree: dict[str, Any]) -> int:
    return int(tree["summary"]["in_scope"])


def _narrow(coverage: dict[str, Any], chosen: CoverageFilter) -> dict[str, Any]:
    rulings = [r for r in coverage["rulings"] if _keeps_ruling(r, chosen)]
    kept_ids = {r["id"] for r in rulings}
    # the scenarios of the kept rulings, for the CR rules `--ruling` keeps
    of_rulings = {(s["feature"], s["name"]) for r in rulings for s in r["scenarios"]}
    tree = _narrow_tree(coverage["cr_tree"], chosen, of_rulings)
    engines = coverage["engines"]
    narrowed = {
        "filter": {
            "options": chosen.describe(),
            "cr": list(chosen.cr),
            "rulings_glob": list(chosen.rulings),
            "engine_status": list(chosen.engine_status),
            "rulings": len(rulings),
            "all_rulings": len(coverage["rulings"]),
            "cr_rules": _tree_rules(tree),
            "all_cr_rules": _tree_rules(coverage["cr_tree"]),
        },
        **coverage,
    }
    narrowed["rulings"] = rulings
    narrowed["summary"] = _summary(coverage["summary"], rulings, coverage["drift"], kept_ids, engines)
    narrowed["mechanics"] = mechanic_rows({r["mechanic"] for r in rulings}, rulings, engines)
    narrowed["cr_sections"] = _sections(coverage["cr_sections"], chosen, kept_ids)
    narrowed["cr_without_ruling"] = [
        i
        for i in coverage["cr_without_ruling"]
        if not chosen.rulings and not chosen.engine_status and chosen.rule_wanted(i["rule"])
    ]
    narrowed["cr_tree"] = tree
    narrowed["drift"] = [d for d in coverage["drift"] if d["ruling"] in kept_ids]
    narrowed["unindexed"] = [] if chosen.active() else coverage["unindexed"]
    return narrowed


def _keeps_ruling(ruling: dict[str, Any], chosen: CoverageFilter) -> bool:
    if not chosen.ruling_wanted(ruling["id"]) or not chosen.status_wanted(ruling["engines"]):
        return False
    cited = list(ruling["rules"]) + [n for s in ruling["scenarios"] for n in s["cr"]]
    return not chosen.cr or any(chosen.rule_wanted(n) for n in cited)


def _summary(
    before: dict[str, Any], rulings: list[dict[str, Any]], drift: list[dict[str, Any]], kept: set[str], engines: list
) -> dict[str, Any]:
    scenarios = {(s["feature"], s["name"]): s["pending"] for r in rulings for s in r["scenarios"]}
    covered = sum(r["status"] == "covered" for r in rulings)
    return {
        **before,
        "rulings": len(rulings),
        "covered": covered,
        "uncovered": len(rulings) - covered,
        "scenarios": sum(not p for p in scenarios.values()),
        "pending": sum(scenarios.values()),
        "drift": len({d["ruling"] for d in drift if d["ruling"] in kept}),
        "unindexed": 0,
        "engines": {e: status_counts(r["engines"][e] for r in rulings) for e in engines},
    }


def _sections(sections: list[dict[str, Any]], chosen: CoverageFilter, kept: set[str]) -> list[dict[str, Any]]:
    """The sections of the rules cited; each keeps the rules the filter wants (a rule cited by a kept ruling for
    `--ruling`), and its rulings are those of the rules kept."""
    rows = []
    for section in sections:
        rules = [
            rule
            for rule in section["rules"]
            if chosen.rule_wanted(rule["rule"])
            and chosen.status_wanted(rule["engines"])
            and (not chosen.rulings or set(rule["rulings"]) & kept)
        ]
        if not rules:
            continue
        ruling_ids = sorted({rid for rule in rules for rid in rule["rulings"]})
        if chosen.rulings:
            ruling_ids = [rid for rid in ruling_ids if rid in kept]
            rules = [{**rule, "rulings": [rid for rid in rule["rulings"] if rid in kept]} for rule in rules]
        uncovered = [rid for rid in section["uncovered"] if rid in ruling_ids]
        rows.append({**section, "rulings": ruling_ids, "uncovered": uncovered, "rules": rules})
    return rows


def _narrow_tree(tree: dict[str, Any], chosen: CoverageFilter, of_rulings: set[tuple[str, str]]) -> dict[str, Any]:
    def keeps(node: dict[str, Any]) -> bool:
        if not chosen.rule_wanted(node["rule"]) or not chosen.status_wanted(node["engines"]):
            return False
        return not chosen.rulings or any((s["feature"], s["name"]) in of_rulings for s in node["scenarios"])

    sections: list[dict[str, Any]] = []
    everywhere: list[dict[str, Any]] = []
    for section in tree["sections"]:
        rules, nodes = [], []
        for rule in section["rules"]:
            subrules = [sub for sub in rule["subrules"] if keeps(sub)]
            if keeps(rule) or subrules:  # a rule is shown above its subrules kept, but counted only if kept
                rules.append({**rule, "subrules": subrules})
                nodes += ([rule] if keeps(rule) else []) + subrules
        if rules:
            labels = list(section["passing"])
            figures = {**counts(nodes), "passing": passing(nodes, labels)}
            left = [n for n in section.get("out_of_scope", []) if chosen.cr and chosen.rule_wanted(n)]
            if chosen.rulings or chosen.engine_status:
                left = []  # the rules a ruling or an engine's status picks are in scope
            elif not chosen.cr:
                left = section.get("out_of_scope", [])
            sections.append({**section, **figures, "rules": rules, "out_of_scope": left})
            everywhere += nodes
    summary = {**counts(everywhere), "passing": passing(everywhere, list(tree["summary"].get("passing", {})))}
    summary |= apart(everywhere)
    return {**tree, "summary": summary, "sections": sections}
