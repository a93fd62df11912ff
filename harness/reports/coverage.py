"""Coverage for rules managers: which rulings have scenarios, which Comprehensive Rules sections they rest on,
how engines fare on them, and the drift between the index and the source documents (read in `harness.corpus.scan`).

The features are read with pytest-bdd's own parser, so what is counted here is what the plugin runs.
A scenario tagged ``@pending`` (a skeleton written by ``import-rulings``) is listed but does not cover
its ruling: the plugin skips it and the ruling stays ``uncovered`` (DESIGN §5).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.corpus.decisions import load_decisions
from harness.corpus.rulings import Ruling, SourceDocument, load_index, load_manifest
from harness.corpus.scan import (
    NOT_RUN,
    Drift,
    ScenarioInfo,
    Unindexed,
    corpus_drift,
    cr_section,
    load_cr_rules,
    scan_features,
)
from harness.corpus.scope import load_scope
from harness.errors import CorpusError, Problem
from harness.reading import InputError, load_json, said
from harness.reports.coverage_failures import Locator, failing
from harness.reports.cr_tree import build_cr_tree
from harness.reports.results import worst

# --- engine reports --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EngineRun:
    """One ``report.json`` given with ``--report``: its engine label and statuses."""

    label: str
    rulings: dict[str, str]
    scenarios: list[dict[str, Any]]


def read_report(path: Path) -> dict[str, Any]:
    """A ``report.json``; anything else is a :class:`CorpusError` naming the file and what is wrong."""
    try:
        data = load_json(path)
    except InputError as exc:
        problem = said(exc, "report")
        message = problem.message.replace("not JSON", "not a JSON report")
        raise CorpusError(Problem(problem.file, problem.pointer, message)) from None
    for key, kind in (("engine", dict), ("rulings", list), ("scenarios", list)):
        if not isinstance(data, dict) or not isinstance(data.get(key), kind):
            raise CorpusError(
                Problem(str(path), f"/{key}", f"not a report.json: /{key} missing or not a {kind.__name__}")
            )
    for i, ruling in enumerate(data["rulings"]):
        if not isinstance(ruling, dict) or not isinstance(ruling.get("id"), str) or "status" not in ruling:
            raise CorpusError(Problem(str(path), f"/rulings/{i}", "a ruling record needs an id and a status"))
    return data


def engine_runs(reports: Sequence[tuple[str, dict[str, Any]]]) -> list[EngineRun]:
    """Label each report by its engine (name and version); the same engine twice is told apart by file name."""
    labels = []
    for _, report in reports:
        engine = report["engine"]
        labels.append(" ".join(str(p) for p in (engine.get("name") or "engine", engine.get("version")) if p))
    runs = []
    for (name, report), label in zip(reports, labels, strict=True):
        if labels.count(label) > 1:
            label = f"{label} ({Path(name).stem if name else len(runs) + 1})"
        rulings = {r["id"]: r["status"] for r in report["rulings"]}
        runs.append(EngineRun(label, rulings, [s for s in report["scenarios"] if isinstance(s, dict)]))
    return runs


# --- the coverage model ----------------------------------------------------------------------------------


def build_coverage(corpus: Path, reports: Sequence[tuple[str, dict[str, Any]]] = ()) -> dict[str, Any]:
    """Everything the coverage page shows, as JSON: rulings (uncovered first), totals per mechanic and per CR
    section, CR rules cited by scenarios but by no ruling, drift and source rulings missing from the index."""
    corpus = Path(corpus)
    index = load_index(corpus)
    documents = {d.id: d for d in load_manifest(corpus)}
    cr_rules = load_cr_rules(corpus)
    scenarios = [s for f in scan_features(corpus) for s in f.scenarios]
    runs = engine_runs(reports)
    drift, unindexed = corpus_drift(corpus)
    where = Locator(scenarios)
    rulings = [_ruling_record(r, scenarios, documents, runs, drift, where) for r in index]
    rulings.sort(key=lambda r: r["status"] != "uncovered")  # stable: index order within each group
    return {
        "corpus": str(corpus),
        "engines": [run.label for run in runs],
        "summary": _summary(rulings, scenarios, runs, drift, unindexed),
        "rulings": rulings,
        "mechanics": mechanic_rows({r.mechanic for r in index}, rulings, [run.label for run in runs]),
        "cr_sections": _cr_sections(index, rulings, scenarios, runs, cr_rules),
        "cr_without_ruling": _cr_without_ruling(index, scenarios),
        "cr_tree": build_cr_tree(load_scope(corpus), cr_rules, scenarios, runs, load_decisions(corpus), where),
        "drift": [d.to_json() for d in drift],
        "unindexed": [{"document": u.document, "text": u.text, "date": u.date} for u in unindexed],
    }


def _scenario_record(scenario: ScenarioInfo) -> dict[str, Any]:
    return {
        "feature": scenario.feature,
        "name": scenario.name,
        "line": scenario.line,
        "cr": scenario.cr,
        "pending": scenario.pending,
    }


def _ruling_record(
    ruling: Ruling,
    scenarios: Sequence[ScenarioInfo],
    documents: dict[str, SourceDocument],
    runs: Sequence[EngineRun],
    drift: Sequence[Drift],
    where: Locator,
) -> dict[str, Any]:
    mine = [s for s in scenarios if ruling.id in s.rulings]
    covered = any(not s.pending for s in mine)
    return {
        "id": ruling.id,
        "text": ruling.text,
        "mechanic": ruling.mechanic,
        "rules": list(ruling.rules),
        "cards": list(ruling.cards),
        "date": ruling.date,
        "sources": [
            {"id": d, "title": documents[d].title if d in documents else "(not in the manifest)"}
            for d in ruling.sources
        ],
        "status": "covered" if covered else "uncovered",
        "scenarios": [_scenario_record(s) for s in mine],
        "engines": {run.label: run.rulings.get(ruling.id, NOT_RUN) for run in runs},
        "failing": failing(runs, lambda s: ruling.id in s.get("rulings", ()), where),
        "drift": [d.document for d in drift if d.ruling == ruling.id],
    }


def _summary(
    rulings: Sequence[dict[str, Any]],
    scenarios: Sequence[ScenarioInfo],
    runs: Sequence[EngineRun],
    drift: Sequence[Drift],
    unindexed: Sequence[Unindexed],
) -> dict[str, Any]:
    covered = sum(r["status"] == "covered" for r in rulings)
    return {
        "rulings": len(rulings),
        "covered": covered,
        "uncovered": len(rulings) - covered,
        "scenarios": sum(not s.pending for s in scenarios),
        "pending": sum(s.pending for s in scenarios),
        "drift": len({d.ruling for d in drift}),
        "unindexed": len(unindexed),
        "engines": {run.label: status_counts(r["engines"][run.label] for r in rulings) for run in runs},
    }


def status_counts(statuses: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for status in statuses:
        counts[status] += 1
    return dict(sorted(counts.items()))


def mechanic_rows(
    mechanics: Iterable[str], rulings: Sequence[dict[str, Any]], labels: Sequence[str]
) -> list[dict[str, Any]]:
    """Per mechanic: its rulings, how many are covered, its scenarios and pending skeletons, each engine's statuses."""
    rows = []
    for mechanic in sorted(mechanics):
        mine = [r for r in rulings if r["mechanic"] == mechanic]
        scenarios = {(s["feature"], s["name"]): s["pending"] for r in mine for s in r["scenarios"]}
        rows.append(
            {
                "mechanic": mechanic,
                "rulings": len(mine),
                "covered": sum(r["status"] == "covered" for r in mine),
                "uncovered": sum(r["status"] == "uncovered" for r in mine),
                "scenarios": sum(not pending for pending in scenarios.values()),
                "pending": sum(scenarios.values()),
                "engines": {label: status_counts(r["engines"][label] for r in mine) for label in labels},
            }
        )
    return rows


def _cr_sections(
    index: Sequence[Ruling],
    rulings: Sequence[dict[str, Any]],
    scenarios: Sequence[ScenarioInfo],
    runs: Sequence[EngineRun],
    cr_rules: dict[str, str],
) -> list[dict[str, Any]]:
    """Per CR section the corpus touches (through a ruling's rules or a scenario's @cr tags): its rulings,
    scenarios, and each engine's worst scenario status there; with the rule numbers cited inside it."""
    status = {r["id"]: r["status"] for r in rulings}
    cited_by_rulings: dict[str, set[str]] = defaultdict(set)
    for ruling in index:
        for number in ruling.rules:
            cited_by_rulings[number].add(ruling.id)
    cited_by_scenarios: dict[str, list[ScenarioInfo]] = defaultdict(list)
    for scenario in scenarios:
        if not scenario.pending:
            for number in scenario.cr:
                cited_by_scenarios[number].append(scenario)
    numbers = set(cited_by_rulings) | set(cited_by_scenarios)
    rows = []
    for section in sorted({cr_section(n) for n in numbers}, key=_rule_key):
        inside = sorted((n for n in numbers if cr_section(n) == section), key=_rule_key)
        ruling_ids = sorted(set().union(*(cited_by_rulings[n] for n in inside)))
        section_scenarios = {(s.feature, s.name): s for n in inside for s in cited_by_scenarios[n]}
        rows.append(
            {
                "section": section,
                "title": cr_rules.get(section, ""),
                "rulings": ruling_ids,
                "uncovered": [rid for rid in ruling_ids if status.get(rid) == "uncovered"],
                "scenarios": len(section_scenarios),
                "engines": {run.label: _engine_status(run, inside) for run in runs},
                "rules": [
                    {
                        "rule": n,
                        "known": n in cr_rules,
                        "rulings": sorted(cited_by_rulings[n]),
                        "scenarios": len(cited_by_scenarios[n]),
                        "engines": {run.label: _engine_status(run, [n]) for run in runs},
                    }
                    for n in inside
                ],
            }
        )
    return rows


def _engine_status(run: EngineRun, numbers: Sequence[str]) -> str:
    """The worst status of the engine's scenarios citing any of these rules; ``not run`` if it ran none."""
    statuses = [s.get("status", "error") for s in run.scenarios if set(s.get("cr", ())) & set(numbers)]
    return worst(statuses) if statuses else NOT_RUN


def _rule_key(number: str) -> tuple[int, int, str]:
    section, _, rest = number.partition(".")
    digits = "".join(c for c in rest if c.isdigit())
    return int(section), int(digits or -1), rest.lstrip("0123456789")


def _cr_without_ruling(index: Sequence[Ruling], scenarios: Sequence[ScenarioInfo]) -> list[dict[str, Any]]:
    """Rule numbers that scenarios cite but that no ruling of the index rests on (worth a look: a missing
    entry in a ruling's ``rules``, or a scenario leaning on a rule the rulings don't mention)."""
    ruled = {n for r in index for n in r.rules}
    cited: dict[str, list[str]] = defaultdict(list)
    for scenario in scenarios:
        for number in scenario.cr:
            if number not in ruled:
                cited[number].append(f"{scenario.feature}:{scenario.line}")
    return [{"rule": n, "scenarios": cited[n]} for n in sorted(cited, key=_rule_key)]
