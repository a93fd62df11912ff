"""The one comparison behind `run --baseline`, `baseline check` and `diff` (DESIGN §6): each scenario, ruling
and CR rule tested alone of a report against what was expected of it (a baseline file, or for `diff` the baseline
of the older report). A scenario that passed and now fails, errs or is unsupported is a regression wherever it
sits, inside a ruling that fails already too; a ruling or CR rule worse than expected is one as well.

Ranks, best first: pass; unsupported and uncovered (nothing was checked); error; fail. A result is worse than
expected when its rank is worse than that of every expected status; an unexpected pass is a pass where `pass`
was not expected (it fails the gate unless allowed: the baseline should be rewritten to keep the gain).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from harness.reports.baseline import (
    RANK,
    baseline_from_report,
    corpus_version,
    corpus_warning,
    expected_statuses,
    old_baseline_note,
    rules_alone,
    scenario_key,
)
from harness.reports.gate_text import MAX_LISTED, verdict_lines
from harness.reports.locate import scenario_detail

KINDS = ("scenario", "ruling", "rule")
MAX_CAUSES = 10  # failing scenarios named as the cause of one ruling's or rule's regression


@dataclass
class Change:
    """One scenario, ruling or CR rule whose status is not what was expected."""

    id: str  # scenario: its stable key; ruling: its id; rule: "CR 603.3b"
    expected: list[str]
    observed: str | None
    kind: str = "ruling"
    scenario: dict[str, Any] | None = None  # a scenario's record as shown (harness.reports.locate)
    causes: list[dict[str, Any]] = field(default_factory=list)  # a ruling's or rule's failing scenarios

    def __str__(self) -> str:
        name = f'scenario "{self.scenario["title"]}"' if self.scenario else self.id
        return f"{name}: expected {' or '.join(self.expected) or '-'}, got {self.observed or '-'}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "id": self.id, "baseline": self.expected, "status": self.observed}
        if self.scenario:
            out["scenario"] = self.scenario
        if self.causes:
            out["causes"] = self.causes
        return out


@dataclass
class Verdict:
    """What one comparison found; `lines()` for the terminal, `to_json()` for report.json and `diff --json`."""

    mode: str = "baseline"  # or "diff": improvements to pass are improvements, never failures
    source: str | None = None  # the baseline file, or the older report
    scenario_level: bool = True  # False: a version 1 baseline, gated per ruling and rule only
    regressions: list[Change] = field(default_factory=list)
    unexpected_passes: list[Change] = field(default_factory=list)
    improvements: list[Change] = field(default_factory=list)
    changed: list[Change] = field(default_factory=list)
    new: list[Change] = field(default_factory=list)
    missing: list[Change] = field(default_factory=list)
    known_failures: dict[str, int] = field(default_factory=dict)
    unchanged: int = 0
    allow_unexpected_pass: bool = False
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    corpus_versions: tuple[Any, Any] = (None, None)  # the baseline's (or older report's) and the report's

    @property
    def failed(self) -> bool:
        return bool(self.regressions or (self.unexpected_passes and not self.allow_unexpected_pass))

    # the names of the per-ruling gate and diff this replaces
    @property
    def regressed(self) -> list[Change]:
        return self.regressions

    @property
    def improved(self) -> list[Change]:
        return self.improvements

    def of(self, changes: list[Change], kind: str) -> list[Change]:
        return [c for c in changes if c.kind == kind]

    def summary(self) -> str:
        regressions = ", ".join(
            f"{len(self.of(self.regressions, k))} {k}{'s' if len(self.of(self.regressions, k)) != 1 else ''}"
            for k in KINDS
            if self.of(self.regressions, k)
        )
        verdict = "FAILED" if self.failed else "ok"
        text = f"{self.mode}: {verdict}: {len(self.regressions)} regressions" + (
            f" ({regressions})" if regressions else ""
        )
        if self.mode == "baseline":
            text += f", {len(self.unexpected_passes)} unexpected passes"
        text += f", {len(self.improvements)} {'other ' if self.mode == 'baseline' else ''}improvements"
        known = self.known_failures.get("scenarios", 0)
        return text + f", {known} known failures"

    def lines(self) -> list[str]:
        return verdict_lines(self)

    def to_json(self) -> dict[str, Any]:
        def rows(changes: list[Change]) -> list[dict[str, Any]]:
            return [c.to_json() for c in changes]

        return {
            "mode": self.mode,
            "source": self.source,
            "scenario_level": self.scenario_level,
            "failed": self.failed,
            "summary": self.summary(),
            "allow_unexpected_pass": self.allow_unexpected_pass,
            "regressions": rows(self.regressions),
            "unexpected_passes": rows(self.unexpected_passes),
            "improvements": rows(self.improvements[:MAX_LISTED]),
            "changed": rows(self.changed[:MAX_LISTED]),
            "counts": {
                "improvements": len(self.improvements),
                "changed": len(self.changed),
                "new": len(self.new),
                "missing": len(self.missing),
                "unchanged": self.unchanged,
            },
            "new": rows(self.new[:MAX_LISTED]),
            "missing": rows(self.missing[:MAX_LISTED]),
            "known_failures": self.known_failures,
            "corpus_versions": {"old": self.corpus_versions[0], "new": self.corpus_versions[1]},
            "warnings": self.warnings,
            "notes": self.notes,
        }


def _expected(baseline: dict[str, Any]) -> dict[tuple[str, str], list[str]]:
    out = {("ruling", rid): expected_statuses(v) for rid, v in baseline["rulings"].items()}
    out |= {("rule", f"CR {rule}"): expected_statuses(v) for rule, v in baseline.get("cr_rules", {}).items()}
    if "scenarios" in baseline:
        out |= {("scenario", key): expected_statuses(v) for key, v in baseline["scenarios"].items()}
    return out


def _observed(report: dict[str, Any], scenario_level: bool) -> dict[tuple[str, str], tuple[str, Any]]:
    """(kind, id) -> (status, the scenario record or the scenarios it rolls up)."""
    out: dict[tuple[str, str], tuple[str, Any]] = {}
    if scenario_level:
        for scenario in report["scenarios"]:
            key, n = scenario_key(scenario), 2
            while ("scenario", key) in out:  # as baseline.scenario_statuses numbers them
                key, n = f"{scenario_key(scenario)}#{n}", n + 1
            out[("scenario", key)] = (scenario["status"], scenario)
    for ruling in report["rulings"]:
        out[("ruling", ruling["id"])] = (
            ruling["status"],
            [s for s in report["scenarios"] if ruling["id"] in s.get("rulings", ())],
        )
    for rule, status in rules_alone(report).items():
        members = [s for s in report["scenarios"] if not s.get("rulings") and rule in s.get("cr", ())]
        out[("rule", f"CR {rule}")] = (status, members)
    return out


def _causes(report: dict[str, Any], members: list[dict[str, Any]], observed: str) -> list[dict[str, Any]]:
    """The scenarios that make a ruling or rule `observed`: those with that status."""
    return [scenario_detail(report, s) for s in members if s["status"] == observed][:MAX_CAUSES]


def _known_scenarios(report: dict[str, Any], verdict: Verdict) -> int:
    """Failing or erring scenarios the comparison expected to (neither a regression, a cause of one, nor new)."""
    shown = {c.id for c in verdict.regressions + verdict.new if c.kind == "scenario"}
    shown |= {cause["key"] for c in verdict.regressions for cause in c.causes}
    return sum(s["status"] in ("fail", "error") and scenario_key(s) not in shown for s in report["scenarios"])


def compare(
    expected: dict[str, Any],
    report: dict[str, Any],
    allow_unexpected_pass: bool = False,
    mode: str = "baseline",
    source: str | None = None,
) -> Verdict:
    """Each scenario, ruling and CR rule tested alone of `report` against the baseline `expected`."""
    scenario_level = "scenarios" in expected
    verdict = Verdict(mode=mode, source=source, scenario_level=scenario_level)
    verdict.allow_unexpected_pass = allow_unexpected_pass or mode == "diff"
    if not scenario_level:
        verdict.notes.append(old_baseline_note(source))
    wanted = _expected(expected)
    observed = _observed(report, scenario_level)
    known = {"rulings": 0, "rules": 0}
    for (kind, gid), (status, what) in observed.items():
        expect = wanted.get((kind, gid))
        detail = scenario_detail(report, what) if kind == "scenario" else None
        change = Change(gid, expect or [], status, kind, detail)
        if expect is None:
            verdict.new.append(change)
        elif status in expect:
            verdict.unchanged += 1
            if status in ("fail", "error") and kind != "scenario":
                known[f"{kind}s"] += 1
        elif RANK[status] > max(RANK[e] for e in expect):
            if kind != "scenario":
                change.causes = _causes(report, what, status)
            verdict.regressions.append(change)
        elif status == "pass" and mode == "baseline":
            verdict.unexpected_passes.append(change)
        elif RANK[status] < min(RANK[e] for e in expect):
            verdict.improvements.append(change)
        else:
            verdict.changed.append(change)
    verdict.known_failures = {"scenarios": _known_scenarios(report, verdict), **known}
    verdict.regressions.sort(key=lambda c: KINDS.index(c.kind))  # scenarios first: they say why
    if not report.get("selection", {}).get("partial"):
        seen = set(observed)
        verdict.missing = [Change(gid, e, None, kind) for (kind, gid), e in wanted.items() if (kind, gid) not in seen]
    return verdict


def check(
    report: dict[str, Any],
    baseline: dict[str, Any],
    allow_unexpected_pass: bool = False,
    source: str | None = None,
    report_path: str | None = None,
) -> Verdict:
    """`report` against a baseline file's content (`run --baseline`, `baseline check`); `source` is the file and
    `report_path` the report's, named in the note that says how to rewrite a version 1 baseline."""
    verdict = compare(baseline, report, allow_unexpected_pass, "baseline", source)
    if not verdict.scenario_level:
        verdict.notes = [old_baseline_note(source, report_path)]
    verdict.corpus_versions = (corpus_version(baseline), corpus_version(report))
    verdict.warnings = corpus_warning("the baseline and the report", *verdict.corpus_versions)
    return verdict


def diff_reports(old: dict[str, Any], new: dict[str, Any], source: str | None = None) -> Verdict:
    """`new` against the baseline `old` would give (`diff`): the same comparison, improvements never failing."""
    verdict = compare(baseline_from_report(old), new, mode="diff", source=source)
    verdict.corpus_versions = (corpus_version(old), corpus_version(new))
    verdict.warnings = corpus_warning("the two reports", *verdict.corpus_versions)
    return verdict
