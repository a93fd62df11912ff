"""Baseline files (DESIGN §6): the expected status of each scenario, ruling and CR rule, for one
engine. The comparison that gates a run on one, and that `diff` makes of two reports, is `harness.reports.gate`.

Baseline file (JSON), version 3::

    {"baseline_version": 3, "engine": {"name": "...", "version": "..."},
     "corpus": {"version": "0.4.0", "git_revision": "..."},
     "rulings": {"emerge.definition": "pass", "x.card-in-hand-x-is-zero": ["pass", "fail"]},
     "cr_rules": {"603.3b": "pass"},
     "scenarios": {"features/emerge/emerge.feature::Emerge pays the difference": "pass"}}

`scenarios` is keyed by the scenario's stable key: its feature file (relative to the corpus's folder) and its
title. `cr_rules`: every CR rule the run's scenarios are tagged with, with the engine's status for it
(`harness.reports.results.rule_statuses`: the worst of the scenarios tagged with exactly that rule, as the terminal,
the report's CR tree and `coverage` give it). A list of statuses marks an intermittent result: any of them is
expected.

Older files are still read, with a note saying to rewrite them (`REWRITE`): refusing them would stop every
engine's CI on upgrading the harness. Their `cr_rules` counted only the scenarios of no ruling, so they aren't
compared (a version 2 file's scenarios catch every regression a rule would); a version 1 file (rulings and CR
rules, no scenarios) is gated per ruling.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.errors import CorpusError, Problem
from harness.reading import InputError, load_json, said
from harness.reports.results import rule_statuses

BASELINE_VERSION = 3
READ_VERSIONS = (1, 2, 3)
RULES_SINCE = 3  # the first version whose cr_rules are `rule_statuses`
RANK = {"pass": 0, "unsupported": 1, "uncovered": 1, "error": 2, "fail": 3}
REWRITE = "mtg-conformance baseline write REPORT -o {baseline}"  # REPORT: a report.json of a run to expect


class BaselineError(CorpusError):
    """A baseline file that can't be read or has the wrong shape."""


def scenario_key(scenario: dict[str, Any]) -> str:
    """A scenario's stable key: its feature file and its title (a pytest node id changes with the title's
    spelling into a function name; this is what a reader finds in the feature file)."""
    feature = str(scenario["id"]).split("::", 1)[0]
    title = scenario.get("scenario")
    return f"{feature}::{title}" if title and "::" in str(scenario["id"]) else str(scenario["id"])


def scenario_statuses(report: dict[str, Any]) -> dict[str, str]:
    """Each scenario's status by its stable key; two scenarios of one title in one file are told apart by
    their order (the second is `...#2`)."""
    out: dict[str, str] = {}
    for scenario in report["scenarios"]:
        key = scenario_key(scenario)
        n = 2
        while key in out:
            key, n = f"{scenario_key(scenario)}#{n}", n + 1
        out[key] = scenario["status"]
    return out


def _merged(values: list[str]) -> str | list[str]:
    """One status, or the statuses seen (best first) when runs disagreed: an intermittent result."""
    seen = sorted(set(values), key=lambda s: (RANK[s], s))
    return seen[0] if len(seen) == 1 else seen


def _merge(maps: list[dict[str, str]]) -> dict[str, str | list[str]]:
    keys: dict[str, list[str]] = {}
    for statuses in maps:
        for key, status in statuses.items():
            keys.setdefault(key, []).append(status)
    return {key: _merged(values) for key, values in keys.items()}


def baseline_from_report(report: dict[str, Any], *others: dict[str, Any]) -> dict[str, Any]:
    """The baseline that expects exactly the statuses of `report`; with `others` (more runs of the same engine),
    a status that differs between them is written as the list of those seen."""
    reports = (report, *others)
    baseline = {
        "baseline_version": BASELINE_VERSION,
        "engine": {"name": report["engine"].get("name"), "version": report["engine"].get("version")},
        "corpus": {"version": report["corpus"].get("version"), "git_revision": report["corpus"].get("git_revision")},
        "rulings": _merge([{r["id"]: r["status"] for r in one["rulings"]} for one in reports]),
    }
    rules = _merge([rule_statuses(one["scenarios"]) for one in reports])
    if rules:
        baseline["cr_rules"] = rules
    baseline["scenarios"] = _merge([scenario_statuses(one) for one in reports])
    return baseline


def _expected_problems(path: str, rulings: Any, key: str = "rulings") -> list[Problem]:
    if not isinstance(rulings, dict):
        what = {"scenarios": "scenario key (feature::title)", "cr_rules": "CR rule"}.get(key, "ruling id")
        return [Problem(path, f"/{key}", f"must be an object: {what} -> status or list of statuses")]
    problems = []
    for rid, expected in rulings.items():
        values = expected if isinstance(expected, list) else [expected]
        pointer = f"/{key}/" + rid.replace("~", "~0").replace("/", "~1")
        if not values or any(not isinstance(v, str) or v not in RANK for v in values):
            problems.append(Problem(path, pointer, f"{expected!r}: expected one of {sorted(RANK)} or a list of them"))
    return problems


def load_baseline(path: Path | str) -> dict[str, Any]:
    """A baseline file, checked; `BaselineError` naming file, pointer and problem if it is wrong."""
    name = str(path)
    try:
        data = load_json(path, name)
    except InputError as exc:
        raise BaselineError(said(exc, "baseline")) from None
    version = data.get("baseline_version") if isinstance(data, dict) else None
    if version not in READ_VERSIONS or isinstance(version, bool):
        raise BaselineError(
            Problem(
                name,
                "/baseline_version",
                f"not a baseline file this harness reads (baseline_version {BASELINE_VERSION}, or 1 or 2); "
                f"write one from a report: {REWRITE.format(baseline=name)}",
            )
        )
    problems = _expected_problems(name, data.get("rulings"))
    problems += _expected_problems(name, data.get("cr_rules", {}), "cr_rules")
    if version >= 2:
        problems += _expected_problems(name, data.get("scenarios"), "scenarios")
    if problems:
        raise BaselineError(problems)
    return data


def expected_statuses(value: str | list[str]) -> list[str]:
    return value if isinstance(value, list) else [value]


def corpus_warning(what: str, old: Any, new: Any) -> list[str]:
    """A warning when two runs' corpus versions differ: their statuses may differ because the corpus did."""
    if old and new and old != new:
        return [f"warning: {what} are of different corpus versions ({old} and {new}): statuses may differ for that"]
    return []


def corpus_version(data: dict[str, Any]) -> Any:
    corpus = data.get("corpus")
    return corpus.get("version") if isinstance(corpus, dict) else None


def _rewrite(path: str | None, report: str | None) -> tuple[str, str]:
    where = path or "BASELINE"
    command = REWRITE.format(baseline=where)
    return where, command.replace("REPORT", report, 1) if report else command


def old_baseline_note(path: str | None, report: str | None = None) -> str:
    """What a version 1 baseline misses, and the command that rewrites it (from `report` when it is known)."""
    where, command = _rewrite(path, report)
    return (
        f"note: {where} is a baseline of rulings only (baseline_version 1; its CR rules counted fewer scenarios "
        f"than a rule's status does now, so they are not compared): a scenario that fails inside a ruling that "
        f"already fails is not seen. Rewrite it from a report of the run it should expect: {command}"
    )


def old_rules_note(path: str | None, report: str | None = None) -> str:
    """Why a version 2 baseline's CR rules are not compared, and the command that rewrites it."""
    where, command = _rewrite(path, report)
    return (
        f"note: {where} is a baseline_version 2 file: its CR rules counted only the scenarios of no ruling, so they "
        f"are not compared (its scenarios are, and catch every regression a rule would). Rewrite it to compare "
        f"rules too: {command}"
    )
