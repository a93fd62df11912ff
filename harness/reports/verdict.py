"""What one comparison of `harness.reports.gate` found (a `Verdict` of `Change`s), and how it is told as lines of
text for the terminal and a CI log: each regression first with its cause (the scenario's title, file:line, rulings
and CR rules, the failing step with expected and observed), then what else changed, then the known failures as a
count, the verdict last."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from harness.reports.locate import where
from harness.text import shorten

MAX_LISTED = 30  # changes listed per kind; the others are counted
MAX_VALUE = 600  # characters of one expected or observed value shown


KINDS = ("scenario", "ruling", "rule")


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


def _value(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=repr)
    return shorten(text, MAX_VALUE)


def scenario_lines(detail: dict[str, Any], indent: str = "    ") -> list[str]:
    """A scenario's place and cause, indented under the line that names it."""
    tags = [f"ruling {', '.join(detail['rulings'])}" if detail["rulings"] else "no ruling"]
    if detail["cr"]:
        tags.append(f"CR {', '.join(detail['cr'])}")
    lines = [f"{indent}{where(detail)}", f"{indent}{'; '.join(tags)}"]
    if "step" in detail:
        lines += [
            f"{indent}step:     {shorten(str(detail['step']), MAX_VALUE)}",
            f"{indent}expected: {_value(detail.get('expected'))}",
            f"{indent}observed: {_value(detail.get('observed'))}",
        ]
    elif detail.get("reason"):
        lines.append(f"{indent}{detail['status']}: {shorten(str(detail['reason']), MAX_VALUE)}")
    return lines


def _named(change: Change) -> str:
    return f'scenario "{change.scenario["title"]}"' if change.scenario else change.id


def change_text(change: Change, diff: bool) -> str:
    """`<what>: expected X, got Y` against a baseline; `<what>: was X, now Y` between two reports."""
    before, after = " or ".join(change.expected) or "-", change.observed or "-"
    return f"{_named(change)}: " + (f"was {before}, now {after}" if diff else f"expected {before}, got {after}")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _regressions(verdict: Verdict) -> list[str]:
    out: list[str] = []
    diff = verdict.mode == "diff"
    shown = {c.id for c in verdict.regressions if c.kind == "scenario"}
    for change in verdict.regressions[:MAX_LISTED]:
        out.append(f"REGRESSION: {change_text(change, diff)}")
        if change.scenario:
            out += scenario_lines(change.scenario)
            continue
        causes = [d for d in change.causes if d["key"] not in shown]
        if change.causes and not causes:
            out.append("    its failing scenarios are the regressions above")
        for detail in causes:
            out.append(f'    {detail["status"]}: scenario "{detail["title"]}"')
            out += scenario_lines(detail, "        ")
    if len(verdict.regressions) > MAX_LISTED:
        out.append(f"... and {len(verdict.regressions) - MAX_LISTED} more regressions: see report.md or report.html")
    return out


def _listed(label: str, changes: list[Change], diff: bool = False) -> list[str]:
    out = [f"{label}: {change_text(c, diff)}" for c in changes]
    if len(changes) > MAX_LISTED:
        out = [*out[:MAX_LISTED], f"... and {len(changes) - MAX_LISTED} more: {label}"]
    return out


def _by_kind(label: str, changes: list[Change], diff: bool) -> list[str]:
    """New or missing scenarios, rulings and rules: what they are now, or were expected to be."""
    out: list[str] = []
    for kind in ("scenario", "ruling", "rule"):
        of_kind = [c for c in changes if c.kind == kind]
        name = {"scenario": "scenario", "ruling": "ruling", "rule": "CR rule"}[kind]
        lines = []
        for c in of_kind[:MAX_LISTED]:
            what = f'"{c.scenario["title"]}" ({where(c.scenario)})' if c.scenario else c.id
            status = c.observed or ("was " if diff else "expected ") + " or ".join(c.expected)
            lines.append(f"{label.format(name=name)}: {what}: {status}")
        if len(of_kind) > MAX_LISTED:
            lines.append(f"... and {len(of_kind) - MAX_LISTED} more: {label.format(name=name)}")
        out += lines
    return out


def known_failures_line(verdict: Verdict) -> str:
    known = verdict.known_failures
    scenarios, rulings, rules = known.get("scenarios", 0), known.get("rulings", 0), known.get("rules", 0)
    return (
        f"known failures: {plural(scenarios, 'scenario')}, {plural(rulings, 'ruling')} and {plural(rules, 'CR rule')} "
        "fail or err as expected; report.md and report.html list them"
    )


def verdict_lines(verdict: Verdict) -> list[str]:
    """What the comparison found, regressions first, the verdict last."""
    diff = verdict.mode == "diff"
    out = [*verdict.warnings, *verdict.notes, *_regressions(verdict)]
    pass_label = "unexpected pass (allowed)" if verdict.allow_unexpected_pass else "unexpected pass"
    out += _listed(pass_label, verdict.unexpected_passes, diff)
    out += _listed("improved", verdict.improvements, diff)
    out += _listed("changed", verdict.changed, diff)
    out += _by_kind("added {name}" if diff else "new {name}", verdict.new, diff)
    out += _by_kind("removed {name}" if diff else "{name} not in the report", verdict.missing, diff)
    if verdict.known_failures.get("scenarios") or verdict.known_failures.get("rulings"):
        out.append(known_failures_line(verdict))
    out.append(verdict.summary())
    return out
