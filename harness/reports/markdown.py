"""Markdown for `$GITHUB_STEP_SUMMARY` (GitHub-flavoured: tables, `<details>`): the counts, the baseline's
verdict when the run was gated on one (each regression with its cause), the rulings
that did not pass, every ruling in a folded table, and each failure with its step, expected and observed.
Kept well under GitHub's 1 MiB limit: past `MAX_FAILURES` failures the rest are only counted."""

from __future__ import annotations

import json
from typing import Any

from harness.reports.results import not_run_warning, shorten
from harness.reports.verdict import plural

MAX_FAILURES = 50
MAX_VALUE = 400
MAX_REASON = 1000
ICON = {"pass": "✅", "fail": "❌", "error": "💥", "unsupported": "⚪", "uncovered": "➖"}
ORDER = ("pass", "fail", "error", "unsupported", "uncovered")


def cell(text: Any) -> str:
    """`text` made safe for one Markdown table cell."""
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")


def code(value: Any) -> str:
    """`value` as inline code (JSON for non-strings), shortened, in a table cell."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = shorten(text, MAX_VALUE)
    fence = "``" if "`" in text else "`"
    return f"{fence} {cell(text)} {fence}" if fence == "``" else f"`{cell(text)}`"


def status(value: str) -> str:
    return f"{ICON.get(value, '')} {value}"


def _header(report: dict[str, Any]) -> list[str]:
    engine = report["engine"]
    name = " ".join(str(v) for v in (engine.get("name"), engine.get("version")) if v)
    s = report["summary"]
    covered = s["rulings"]["total"] - s["uncovered"]
    revision = report["corpus"].get("git_revision")
    lines = [
        f"## MTG rules conformance: {name}",
        "",
        f"**{s['pass']}/{covered} covered rulings pass** on corpus {report['corpus']['version']}"
        + (f" (`{revision[:12]}`)" if revision else "")
        + (" — partial run" if report.get("selection", {}).get("partial") else ""),
        "",
        "| status | rulings | scenarios |",
        "|---|---:|---:|",
    ]
    for st in ORDER:
        lines.append(f"| {status(st)} | {s['rulings'][st]} | {s['scenarios'].get(st, '')} |")
    lines.append(f"| **total** | {s['rulings']['total']} | {s['scenarios']['total']} |")
    warning = not_run_warning(report)
    if warning:
        lines += ["", f"> **{cell(warning)}**"]
    return lines


def _ruling_table(rulings: list[dict[str, Any]]) -> list[str]:
    lines = ["| ruling | mechanic | status | scenarios passed |", "|---|---|---|---:|"]
    for r in rulings:
        total = sum(r["counts"].values())
        passed = f"{r['counts']['pass']}/{total}" if total else "–"
        lines.append(f"| `{cell(r['id'])}` | {cell(r.get('mechanic', '?'))} | {status(r['status'])} | {passed} |")
    return lines


def _cr_tree(sections: list[dict[str, Any]]) -> list[str]:
    """The CR rollup as the tree of the rules: section, then each rule with its subrules indented."""
    if not sections:
        return []
    lines = ["", f"<details><summary>CR rules tested, by section ({len(sections)} sections)</summary>", ""]
    lines += ["| CR | status | scenarios passed |", "|---|---|---:|"]
    for section in sections:
        rows = [(f"**{section['section']} {cell(section['title'])}**", section)]
        for rule in section["rules"]:
            rows += [(rule["rule"], rule), *((f"&nbsp;&nbsp;{sub['rule']}", sub) for sub in rule["subrules"])]
        for label, node in rows:
            lines.append(f"| {label} | {status(node['status'])} | {node['counts']['pass']}/{node['scenarios']} |")
    return [*lines, "", "</details>"]


def _failure(scenario: dict[str, Any]) -> list[str]:
    rulings = ", ".join(f"`{cell(r)}`" for r in scenario["rulings"]) or "–"
    cr = ", ".join(scenario.get("cr", [])) or "–"
    lines = [
        f"#### {status(scenario['status'])}: {cell(scenario['scenario'])}",
        "",
        f"`{scenario['id']}` — rulings {rulings} — CR {cr}",
        "",
    ]
    if "step" in scenario:
        lines += [
            "| | |",
            "|---|---|",
            f"| step | {code(scenario['step'])} |",
            f"| expected | {code(scenario.get('expected'))} |",
            f"| observed | {code(scenario.get('observed'))} |",
            "",
        ]
    elif scenario.get("reason"):
        lines += [f"> {cell(shorten(scenario['reason'], MAX_REASON))}", ""]
    return lines


def _reasons_not_given(scenarios: list[dict[str, Any]]) -> list[str]:
    """Refusals the engine gave without naming a rule: the scenario's check of the reason was not made."""
    rows = [(s, check) for s in scenarios for check in s.get("reasons_not_given", ())]
    if not rows:
        return []
    lines = ["", f"### Refused, reason not given ({len(rows)})", ""]
    lines += [
        "The engine refused these actions without naming the rule that forbids them, so the reason was not checked.",
        "",
    ]
    lines += ["| scenario | step | expected rule |", "|---|---|---|"]
    for scenario, check in rows[:MAX_FAILURES]:
        expected = " or ".join(f"CR {r}" for r in check["expected"])
        lines.append(f"| {cell(scenario['scenario'])} | {code(check['step'])} | {cell(expected)} |")
    if len(rows) > MAX_FAILURES:
        lines.append(f"… and {len(rows) - MAX_FAILURES} more: see report.json or report.html.")
    return lines


def _scenario_block(detail: dict[str, Any], heading: str) -> list[str]:
    """A scenario of the baseline's verdict: where it is, its rulings and rules, and its cause."""
    place = f"{detail['file']}:{detail['line']}" if detail.get("line") else detail["file"]
    rulings = ", ".join(f"`{cell(r)}`" for r in detail["rulings"]) or "none"
    lines = [heading, "", f"`{cell(place)}` — rulings {rulings} — CR {', '.join(detail['cr']) or '–'}", ""]
    if "step" in detail:
        lines += ["| | |", "|---|---|", f"| step | {code(detail['step'])} |"]
        lines += [
            f"| expected | {code(detail.get('expected'))} |",
            f"| observed | {code(detail.get('observed'))} |",
            "",
        ]
    elif detail.get("reason"):
        lines += [f"> {cell(shorten(detail['reason'], MAX_REASON))}", ""]
    return lines


def _change(change: dict[str, Any]) -> str:
    was = " or ".join(change["baseline"]) or "–"
    return f"was {status(was) if len(change['baseline']) == 1 else was}, now {status(change['status'] or '–')}"


def _verdict(verdict: dict[str, Any] | None) -> list[str]:
    """The baseline's verdict (`run --baseline`): each regression with its cause first, then what else changed,
    the known failures counted (they are listed under Failures)."""
    if not verdict:
        return []
    failed = verdict["failed"]
    against = f" against `{cell(verdict['source'])}`" if verdict.get("source") else ""
    lines = ["", f"### {'❌' if failed else '✅'} Baseline{against}: {'FAILED' if failed else 'ok'}", ""]
    lines += [f"`{cell(verdict['summary'])}`", ""]
    for note in verdict["warnings"] + verdict["notes"]:
        lines += [f"> {cell(note)}", ""]
    shown = {c["id"] for c in verdict["regressions"] if c["kind"] == "scenario"}
    for change in verdict["regressions"][:MAX_FAILURES]:
        if change["kind"] == "scenario":
            title = f"#### Regression: {cell(change['scenario']['title'])} ({_change(change)})"
            lines += _scenario_block(change["scenario"], title)
            continue
        what = f"ruling `{cell(change['id'])}`" if change["kind"] == "ruling" else cell(change["id"])
        lines += [f"#### Regression: {what} ({_change(change)})", ""]
        causes = [c for c in change.get("causes", ()) if c["key"] not in shown]
        if change.get("causes") and not causes:
            lines += ["Its failing scenarios are the regressions above.", ""]
        for cause in causes:
            lines += _scenario_block(cause, f"{status(cause['status'])}: **{cell(cause['title'])}**")
    if len(verdict["regressions"]) > MAX_FAILURES:
        lines += [f"… and {len(verdict['regressions']) - MAX_FAILURES} more regressions: see report.json.", ""]
    passes = verdict["unexpected_passes"]
    if passes:
        allowed = " (allowed)" if verdict["allow_unexpected_pass"] else ": rewrite the baseline to keep them"
        lines += [
            *([""] if lines[-1] else []),
            f"#### Unexpected passes ({len(passes)}){allowed}",
            "",
            "| | |",
            "|---|---|",
        ]
        for change in passes[:MAX_FAILURES]:
            name = change["scenario"]["title"] if change.get("scenario") else change["id"]
            lines.append(f"| {cell(name)} | {_change(change)} |")
    known = verdict["known_failures"]
    lines += [
        *([""] if lines[-1] else []),
        f"Known failures: {plural(known.get('scenarios', 0), 'scenario')}, {plural(known.get('rulings', 0), 'ruling')} "
        f"and {plural(known.get('rules', 0), 'CR rule')} fail or err as the baseline expects (listed "
        "under Failures).",
    ]
    return lines


def render_markdown(report: dict[str, Any]) -> str:
    """The report as GitHub-flavoured Markdown; a run gated on a baseline shows its verdict first."""
    lines = _header(report) + _verdict(report.get("baseline"))
    bad = [r for r in report["rulings"] if r["status"] in ("fail", "error", "unsupported")]
    if bad:
        lines += ["", "### Rulings that do not pass", "", *_ruling_table(bad)]
    lines += ["", f"<details><summary>All {len(report['rulings'])} rulings</summary>", ""]
    lines += [*_ruling_table(report["rulings"]), "", "</details>"]
    lines += _cr_tree(report.get("cr_tree", []))
    lines += _reasons_not_given(report["scenarios"])
    failures = [s for s in report["scenarios"] if s["status"] in ("fail", "error")]
    if failures:
        lines += ["", f"### Failures ({len(failures)})", ""]
        for scenario in failures[:MAX_FAILURES]:
            lines += _failure(scenario)
        if len(failures) > MAX_FAILURES:
            lines += [f"… and {len(failures) - MAX_FAILURES} more: see report.json or report.html.", ""]
    return "\n".join(lines).rstrip("\n") + "\n"
