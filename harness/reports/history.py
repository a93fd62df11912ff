"""Conformance over time: several reports in order (versions of one engine, or its runs in CI) on one page, as
wpt.fyi shows a browser's history: ruling × report, CR section × report, and what each report gained and lost
against the one before it, regressions first. The changes are `diff`'s comparison (`harness.reports.gate`), so
the page and `mtg-conformance diff` agree."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from harness.reports.gate import diff_reports
from harness.reports.labels import distinct_labels
from harness.reports.locate import where
from harness.reports.markdown import cell
from harness.reports.verdict import Change
from harness.text import shorten

MAX_SHOWN = 40  # changes of one kind listed per step; the others are counted


@dataclass
class Step:
    """From one report to the next: what regressed, what improved, what else changed (kinds: scenario, ruling)."""

    before: str
    after: str
    regressed: list[Change]
    improved: list[Change]
    changed: list[Change]
    added: int
    removed: int
    warnings: list[str]


def steps(reports: list[dict[str, Any]], labels: list[str]) -> list[Step]:
    out = []
    for n in range(1, len(reports)):
        verdict = diff_reports(reports[n - 1], reports[n])
        out.append(
            Step(
                labels[n - 1],
                labels[n],
                [c for c in verdict.regressed if c.kind != "rule"],
                [c for c in verdict.improved if c.kind != "rule"],
                [c for c in verdict.changed if c.kind != "rule"],
                sum(c.kind == "scenario" for c in verdict.new),
                sum(c.kind == "scenario" for c in verdict.missing),
                verdict.warnings,
            )
        )
    return out


def ruling_rows(reports: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
    """Each ruling of any report with its status in each (`-` where a report has none), in id order."""
    statuses = [{r["id"]: _passed(r["status"], r["counts"]) for r in rep["rulings"]} for rep in reports]
    ids = sorted({rid for one in statuses for rid in one})
    return [(rid, [one.get(rid, "-") for one in statuses]) for rid in ids]


def section_rows(reports: list[dict[str, Any]]) -> list[tuple[str, list[str]]]:
    """Each CR section of any report's CR tree with its status and scenarios passed in each."""
    found: list[dict[str, str]] = []
    titles: dict[str, str] = {}
    for report in reports:
        mine = {}
        for section in report.get("cr_tree", ()):
            titles.setdefault(section["section"], section.get("title", ""))
            mine[section["section"]] = _passed(section["status"], section["counts"])
        found.append(mine)
    keys = sorted(titles, key=lambda s: int(s) if s.isdigit() else 0)
    return [(f"{k} {titles[k]}".strip(), [one.get(k, "-") for one in found]) for k in keys]


def _passed(status: str, counts: dict[str, int]) -> str:
    return f"{status} {counts.get('pass', 0)}/{sum(counts.values())}"


def render_history_markdown(reports: list[dict[str, Any]]) -> str:
    """The history page as Markdown: summary, then each step's regressions and improvements, then the matrices."""
    labels = distinct_labels(reports)
    lines = [f"# Conformance over time: {', '.join(map(_plain, labels))}", ""]
    lines += _summary(reports, labels)
    lines += ["", "## What each one gained and lost", ""]
    for step in steps(reports, labels):
        lines += _step(step)
    lines += ["## Rulings", "", _head(["ruling", *map(_plain, labels)])]
    lines += [_row([f"`{cell(rid)}`", *map(cell, values)]) for rid, values in ruling_rows(reports)]
    lines += ["", "## CR sections", "", _head(["section", *map(_plain, labels)])]
    lines += [_row([cell(name), *map(cell, values)]) for name, values in section_rows(reports)]
    return "\n".join(lines) + "\n"


def _summary(reports: list[dict[str, Any]], labels: list[str]) -> list[str]:
    lines = [_head(["report", "corpus", "started", "rulings passed", "scenarios: pass / fail / error / unsupported"])]
    for label, report in zip(labels, reports, strict=True):
        rulings, scenarios = report["summary"]["rulings"], report["summary"]["scenarios"]
        shown = " / ".join(str(scenarios.get(s, 0)) for s in ("pass", "fail", "error", "unsupported"))
        corpus = report["corpus"].get("version") or "?"
        passed = f"{rulings.get('pass', 0)}/{rulings.get('total', 0)}"
        started = cell(report.get("started") or "?")
        lines.append(_row([_plain(label), _plain(corpus), started, passed, f"{shown} of {scenarios['total']}"]))
    return lines


def _step(step: Step) -> list[str]:
    counts = f"{len(step.regressed)} regressed, {len(step.improved)} improved"
    lines = [f"### {_plain(step.before)} → {_plain(step.after)}: {counts}", ""]
    lines += [f"- {cell(w)}" for w in step.warnings]
    kinds = (("Regressions", step.regressed), ("Improvements", step.improved), ("Other changes", step.changed))
    for title, changes in kinds:
        if changes:
            lines += [f"**{title}**", ""]
            lines += [f"- {describe(c, _span)}" for c in changes[:MAX_SHOWN]]
            if len(changes) > MAX_SHOWN:
                lines.append(f"- … and {len(changes) - MAX_SHOWN} more")
            lines.append("")
    if step.added or step.removed:
        lines += [f"Scenarios added: {step.added}; removed: {step.removed} (the corpus changed between them).", ""]
    if not (step.regressed or step.improved or step.changed):
        lines += ["No scenario or ruling changed status.", ""]
    return lines


def describe(change: Change, quote: Callable[[Any], str] = lambda v: f'"{shorten(str(v), 600)}"') -> str:
    """One change as a line of text; `quote` marks the values that come from the corpus or the engine (code spans
    in Markdown, quotes in HTML, where the template escapes them)."""
    was = " or ".join(change.expected) or "-"
    detail = change.scenario
    if detail is None:
        return f"ruling {quote(change.id)}: was {was}, now {change.observed or '-'}"
    line = f"scenario {quote(detail['title'])} ({quote(where(detail))}): was {was}, now {change.observed or '-'}"
    if change.observed in ("fail", "error") and detail.get("step") is not None:
        line += f"; step {quote(detail['step'])}, observed {quote(detail.get('observed'))}"
    elif detail.get("reason"):
        line += f"; {quote(detail['reason'])}"
    return line


def _plain(text: Any) -> str:
    """Text from a report (an engine's name, a version) outside a code span: its Markdown and HTML characters
    escaped, so it shows as written and is never markup."""
    return "".join("\\" + c if c in "\\`*_[]<>#|~" else c for c in str(text).replace("\n", " "))


def _span(value: Any) -> str:
    """A value from the corpus or an engine as a Markdown code span, outside a table: data, never markup (the
    fence is longer than any run of backticks in it)."""
    text = shorten(str(value), 600).replace("\n", " ")
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    return f"{fence} {text} {fence}" if longest else f"`{text}`"


def _head(cells: list[str]) -> str:
    return _row(cells) + "\n|" + "---|" * len(cells)


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"
