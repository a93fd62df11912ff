"""A verdict (harness.reports.gate) as lines of text, for the terminal and a CI log: each regression first with its
cause (the scenario's title, file:line, rulings and CR rules, the failing step with expected and observed), then
what else changed, then the known failures as a count, the verdict last."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from harness.reports.locate import where
from harness.text import shorten

if TYPE_CHECKING:
    from harness.reports.gate import Change, Verdict

MAX_LISTED = 30  # changes listed per kind; the others are counted
MAX_VALUE = 600  # characters of one expected or observed value shown


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
        "tested alone fail or err as expected; report.md and report.html list them"
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
