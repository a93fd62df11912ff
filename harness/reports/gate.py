"""The one comparison behind `run --baseline`, `baseline check` and `diff` (DESIGN §6): each scenario, ruling
and CR rule of a report against what was expected of it (a baseline file, or for `diff` the baseline
of the older report). A scenario that passed and now fails, errs or is unsupported is a regression wherever it
sits, inside a ruling that fails already too; a ruling or CR rule worse than expected is one as well.

Ranks, best first: pass; unsupported and uncovered (nothing was checked); error; fail. A result is worse than
expected when its rank is worse than that of every expected status; an unexpected pass is a pass where `pass`
was not expected (it fails the gate unless allowed: the baseline should be rewritten to keep the gain).
"""

from __future__ import annotations

from typing import Any

from harness.reports.baseline import (
    RANK,
    RULES_SINCE,
    baseline_from_report,
    corpus_version,
    corpus_warning,
    expected_statuses,
    old_baseline_note,
    old_rules_note,
    scenario_key,
)
from harness.reports.locate import scenario_detail
from harness.reports.results import rule_statuses, tagged_with
from harness.reports.verdict import KINDS, Change, Verdict

MAX_CAUSES = 10  # failing scenarios named as the cause of one ruling's or rule's regression


def _expected(baseline: dict[str, Any]) -> dict[tuple[str, str], list[str]]:
    out = {("ruling", rid): expected_statuses(v) for rid, v in baseline["rulings"].items()}
    if _compares_rules(baseline):
        out |= {("rule", f"CR {rule}"): expected_statuses(v) for rule, v in baseline.get("cr_rules", {}).items()}
    if "scenarios" in baseline:
        out |= {("scenario", key): expected_statuses(v) for key, v in baseline["scenarios"].items()}
    return out


def _compares_rules(baseline: dict[str, Any]) -> bool:
    return baseline.get("baseline_version", RULES_SINCE) >= RULES_SINCE


def _observed(report: dict[str, Any], scenario_level: bool, rules: bool) -> dict[tuple[str, str], tuple[str, Any]]:
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
    for rule, status in rule_statuses(report["scenarios"]).items() if rules else ():
        out[("rule", f"CR {rule}")] = (status, tagged_with(report["scenarios"], rule))
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
    """Each scenario, ruling and CR rule of `report` against the baseline `expected`."""
    scenario_level = "scenarios" in expected
    verdict = Verdict(mode=mode, source=source, scenario_level=scenario_level)
    verdict.allow_unexpected_pass = allow_unexpected_pass or mode == "diff"
    if not scenario_level:
        verdict.notes.append(old_baseline_note(source))
    elif not _compares_rules(expected):
        verdict.notes.append(old_rules_note(source))
    wanted = _expected(expected)
    observed = _observed(report, scenario_level, _compares_rules(expected))
    known = {"rulings": 0, "rules": 0}
    partial = bool(report.get("selection", {}).get("partial"))
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
        elif partial and kind == "rule":
            verdict.unchanged += 1  # a rule over the selected scenarios only (a selection cuts across it): no gain
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
    elif not _compares_rules(baseline):
        verdict.notes = [old_rules_note(source, report_path)]
    verdict.corpus_versions = (corpus_version(baseline), corpus_version(report))
    verdict.warnings = corpus_warning("the baseline and the report", *verdict.corpus_versions)
    return verdict


def diff_reports(old: dict[str, Any], new: dict[str, Any], source: str | None = None) -> Verdict:
    """`new` against the baseline `old` would give (`diff`): the same comparison, improvements never failing."""
    verdict = compare(baseline_from_report(old), new, mode="diff", source=source)
    verdict.corpus_versions = (corpus_version(old), corpus_version(new))
    verdict.warnings = corpus_warning("the two reports", *verdict.corpus_versions)
    return verdict
