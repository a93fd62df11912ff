"""Gating on conformance (DESIGN §6): a baseline file holds the expected status of each ruling for one
engine; a run fails only on a regression (a ruling worse than its baseline) and, unless allowed, on an
unexpected pass. `diff` compares two reports ruling by ruling.

Baseline file (JSON)::

    {"baseline_version": 1, "engine": {"name": "...", "version": "..."},
     "rulings": {"emerge.definition": "pass", "x.card-in-hand-x-is-zero": ["pass", "fail"]},
     "cr_rules": {"603.3b": "pass"}}

`cr_rules`: the CR rules tested by scenarios of no ruling (features/rules/), each over those scenarios; gated as
the rulings are, shown as "CR 603.3b". A baseline without it sees them as new.

A list of statuses marks an intermittent result: any of them is expected.

Ranks, best first: pass; unsupported and uncovered (nothing was checked); error; fail. A ruling is
worse than its baseline when its rank is worse than that of every expected status.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.errors import CorpusError, Problem
from harness.reading import InputError, load_json, said
from harness.reports.results import worst

BASELINE_VERSION = 1
RANK = {"pass": 0, "unsupported": 1, "uncovered": 1, "error": 2, "fail": 3}


class BaselineError(CorpusError):
    """A baseline file that can't be read or has the wrong shape."""


def baseline_from_report(report: dict[str, Any]) -> dict[str, Any]:
    """The baseline that expects exactly the statuses of `report`."""
    baseline = {
        "baseline_version": BASELINE_VERSION,
        "engine": {"name": report["engine"].get("name"), "version": report["engine"].get("version")},
        "corpus": {"version": report["corpus"].get("version"), "git_revision": report["corpus"].get("git_revision")},
        "rulings": {r["id"]: r["status"] for r in report["rulings"]},
    }
    alone = rules_alone(report)
    return baseline | ({"cr_rules": alone} if alone else {})


def rules_alone(report: dict[str, Any]) -> dict[str, str]:
    """The status of each CR rule tested by scenarios of no ruling (features/rules/), over those scenarios: gated
    as a ruling is, so a regression there is one too."""
    by_rule: dict[str, list[str]] = {}
    for scenario in report["scenarios"]:
        if not scenario.get("rulings"):
            for rule in scenario.get("cr", ()):
                by_rule.setdefault(rule, []).append(scenario["status"])
    return {rule: worst(statuses) for rule, statuses in sorted(by_rule.items())}


def _gated(report: dict[str, Any]) -> dict[str, str]:
    """What a baseline and a diff compare: each ruling's status, and each CR rule's tested alone (as "CR x")."""
    return {r["id"]: r["status"] for r in report["rulings"]} | {
        f"CR {rule}": status for rule, status in rules_alone(report).items()
    }


def _expected(baseline: dict[str, Any]) -> dict[str, list[str]]:
    expected = {rid: expected_statuses(v) for rid, v in baseline["rulings"].items()}
    return expected | {f"CR {rule}": expected_statuses(v) for rule, v in baseline.get("cr_rules", {}).items()}


def _expected_problems(path: str, rulings: Any, key: str = "rulings") -> list[Problem]:
    if not isinstance(rulings, dict):
        return [Problem(path, f"/{key}", "must be an object: ruling id or CR rule -> status or list of statuses")]
    problems = []
    for rid, expected in rulings.items():
        values = expected if isinstance(expected, list) else [expected]
        pointer = f"/{key}/" + rid.replace("~", "~0").replace("/", "~1")
        if not values or any(v not in RANK for v in values):
            problems.append(Problem(path, pointer, f"{expected!r}: expected one of {sorted(RANK)} or a list of them"))
    return problems


def load_baseline(path: Path | str) -> dict[str, Any]:
    """A baseline file, checked; `BaselineError` naming file, pointer and problem if it is wrong."""
    name = str(path)
    try:
        data = load_json(path, name)
    except InputError as exc:
        raise BaselineError(said(exc, "baseline")) from None
    if not isinstance(data, dict) or data.get("baseline_version") != BASELINE_VERSION:
        raise BaselineError(
            Problem(name, "/baseline_version", f"not a baseline file (baseline_version must be {BASELINE_VERSION})")
        )
    problems = _expected_problems(name, data.get("rulings"))
    problems += _expected_problems(name, data.get("cr_rules", {}), "cr_rules")
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


def _corpus_version(data: dict[str, Any]) -> Any:
    corpus = data.get("corpus")
    return corpus.get("version") if isinstance(corpus, dict) else None


@dataclass
class Change:
    """One ruling whose status is not what was expected."""

    id: str
    expected: list[str]
    observed: str | None

    def __str__(self) -> str:
        return f"{self.id}: expected {' or '.join(self.expected) or '-'}, got {self.observed or '-'}"


@dataclass
class GateResult:
    regressions: list[Change] = field(default_factory=list)
    unexpected_passes: list[Change] = field(default_factory=list)
    improvements: list[Change] = field(default_factory=list)
    changed: list[Change] = field(default_factory=list)
    new: list[Change] = field(default_factory=list)
    missing: list[Change] = field(default_factory=list)
    allow_unexpected_pass: bool = False
    warnings: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return bool(self.regressions or (self.unexpected_passes and not self.allow_unexpected_pass))

    def lines(self) -> list[str]:
        """What the gate found, one line per ruling, the verdict last."""
        out = list(self.warnings)
        pass_label = "unexpected pass (allowed)" if self.allow_unexpected_pass else "unexpected pass"
        sections = (
            ("REGRESSION", self.regressions),
            (pass_label, self.unexpected_passes),
            ("improved", self.improvements),
            ("changed", self.changed),
            ("new ruling", self.new),
            ("not in the report", self.missing),
        )
        for label, changes in sections:
            out += [f"{label}: {c}" for c in changes]
        verdict = "FAILED" if self.failed else "ok"
        out.append(
            f"baseline: {verdict}: {len(self.regressions)} regressions, "
            f"{len(self.unexpected_passes)} unexpected passes, "
            f"{len(self.improvements)} other improvements"
        )
        return out


def check(report: dict[str, Any], baseline: dict[str, Any], allow_unexpected_pass: bool = False) -> GateResult:
    """Each ruling of `report`, and each CR rule tested alone, against `baseline` (DESIGN §6)."""
    result = GateResult(allow_unexpected_pass=allow_unexpected_pass)
    result.warnings = corpus_warning("the baseline and the report", _corpus_version(baseline), _corpus_version(report))
    expected_by_id = _expected(baseline)
    gated = _gated(report)
    for rid, observed in gated.items():
        expected = expected_by_id.get(rid)
        if expected is None:
            result.new.append(Change(rid, [], observed))
        elif observed in expected:
            continue
        elif RANK[observed] > max(RANK[e] for e in expected):
            result.regressions.append(Change(rid, expected, observed))
        elif observed == "pass":
            result.unexpected_passes.append(Change(rid, expected, observed))
        elif RANK[observed] < min(RANK[e] for e in expected):
            result.improvements.append(Change(rid, expected, observed))
        else:
            result.changed.append(Change(rid, expected, observed))
    if not report.get("selection", {}).get("partial"):
        seen = set(gated)
        result.missing = [Change(rid, e, None) for rid, e in expected_by_id.items() if rid not in seen]
    return result


@dataclass
class Diff:
    improved: list[Change] = field(default_factory=list)
    regressed: list[Change] = field(default_factory=list)
    changed: list[Change] = field(default_factory=list)
    added: list[Change] = field(default_factory=list)
    removed: list[Change] = field(default_factory=list)
    unchanged: int = 0
    corpus_versions: tuple[Any, Any] = (None, None)
    # scenarios of both reports whose status changed, worse or better, where their rulings' did not: a ruling
    # already failing hides a scenario that failed too this time (a flaky engine)
    scenarios_worse: list[Change] = field(default_factory=list)
    scenarios_better: list[Change] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        def rows(changes: list[Change]) -> list[dict[str, Any]]:
            return [{"id": c.id, "old": c.expected[0] if c.expected else None, "new": c.observed} for c in changes]

        return {
            "improved": rows(self.improved),
            "regressed": rows(self.regressed),
            "changed": rows(self.changed),
            "added": rows(self.added),
            "removed": rows(self.removed),
            "unchanged": self.unchanged,
            "corpus_versions": {"old": self.corpus_versions[0], "new": self.corpus_versions[1]},
            "scenarios_worse": rows(self.scenarios_worse),
            "scenarios_better": rows(self.scenarios_better),
            "warnings": corpus_warning("the two reports", *self.corpus_versions),
        }

    def lines(self) -> list[str]:
        out = corpus_warning("the two reports", *self.corpus_versions)
        for label, changes in (
            ("REGRESSED", self.regressed),
            ("improved", self.improved),
            ("changed", self.changed),
            ("added", self.added),
            ("removed", self.removed),
        ):
            out += [f"{label}: {c.id}: {(c.expected or ['-'])[0]} -> {c.observed or '-'}" for c in changes]
        for label, changes in (("scenario worse", self.scenarios_worse), ("scenario better", self.scenarios_better)):
            out += [f"{label}: {c.id}: {(c.expected or ['-'])[0]} -> {c.observed}" for c in changes[:MAX_LISTED]]
            if len(changes) > MAX_LISTED:
                out.append(f"... and {len(changes) - MAX_LISTED} more {label}")
        hidden = self.scenarios_worse or self.scenarios_better
        out.append(
            f"diff: {len(self.regressed)} regressed, {len(self.improved)} improved, {len(self.changed)} changed, "
            f"{len(self.added)} added, {len(self.removed)} removed, {self.unchanged} unchanged"
            + (f"; scenarios: {len(self.scenarios_worse)} worse, {len(self.scenarios_better)} better" if hidden else "")
        )
        return out


def diff_reports(old: dict[str, Any], new: dict[str, Any]) -> Diff:
    """Per ruling: improved, regressed, changed (another status of the same rank), added, removed."""
    before, after = _gated(old), _gated(new)
    result = Diff(corpus_versions=(_corpus_version(old), _corpus_version(new)))
    for rid in sorted(before.keys() | after.keys()):
        was, now = before.get(rid), after.get(rid)
        change = Change(rid, [was] if was else [], now)
        if was is None:
            result.added.append(change)
        elif now is None:
            result.removed.append(change)
        elif was == now:
            result.unchanged += 1
        elif RANK[now] > RANK[was]:
            result.regressed.append(change)
        elif RANK[now] < RANK[was]:
            result.improved.append(change)
        else:
            result.changed.append(change)
    _scenario_changes(old, new, result)
    return result


MAX_LISTED = 30  # scenarios listed per kind of change; the others are counted


def _scenario_changes(old: dict[str, Any], new: dict[str, Any], result: Diff) -> None:
    before = {s["id"]: s["status"] for s in old.get("scenarios", [])}
    changes = (result.regressed, result.improved, result.changed, result.added, result.removed)
    shown = {c.id for kind in changes for c in kind}
    for scenario in new.get("scenarios", []):
        was, now = before.get(scenario["id"]), scenario["status"]
        if was is None or was == now or was not in RANK or now not in RANK:
            continue
        if shown.intersection(scenario.get("rulings") or ()):
            continue  # its ruling's change says it
        change = Change(scenario["id"], [was], now)
        (result.scenarios_worse if RANK[now] > RANK[was] else result.scenarios_better).append(change)
