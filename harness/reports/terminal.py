"""The terminal summary of a report: a table per ruling, then what failed and why.

Everything shown comes from a report, and a report holds text from engines and from the corpus: it is printed
as `rich.text.Text`, never parsed as rich markup (`[/x]` in an engine's message is text), and each message, and
the list of failures, is capped, saying how much was left out (report.json, .md and .html have more)."""

from __future__ import annotations

import json
import sys
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from harness.reports.locate import where as located_at
from harness.reports.results import not_run_warning, shorten

STYLE = {"pass": "green", "fail": "red", "error": "magenta", "unsupported": "yellow", "uncovered": "dim"}
MAX_MESSAGE = 600  # characters of one failure's reason shown
MAX_FAILURES = 30  # failing scenarios listed; the others are counted


def _status(status: str) -> Text:
    return Text(status, style=STYLE.get(status, ""))


def _where(scenario: dict[str, Any]) -> str:
    """The scenario's feature file, relative to the corpus's folder (`features/<area>/<file>.feature`)."""
    return str(scenario["id"]).split("::", 1)[0]


def _value(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=repr)


def _failure(scenario: dict[str, Any]) -> Text:
    """One failing scenario as the HTML report shows it: its title, its corpus path and rulings, then the failing
    step with expected and observed (or the reason of an error)."""
    rulings = ", ".join(scenario.get("rulings") or ())
    lines: list[str | Text] = [
        _status(scenario["status"]),
        " ",
        Text(str(scenario.get("scenario") or scenario["id"]), style="bold"),
        f"\n    {_where(scenario)}" + (f"  ({rulings})" if rulings else ""),
    ]
    if scenario.get("step") and ("expected" in scenario or "observed" in scenario):
        lines.append(f"\n    step:     {shorten(str(scenario['step']), MAX_MESSAGE)}")
        for name in ("expected", "observed"):
            lines.append(f"\n    {name}: {shorten(_value(scenario.get(name)), MAX_MESSAGE)}")
    else:
        lines.append("\n    " + shorten(str(scenario.get("reason", "")), MAX_MESSAGE))
    return Text.assemble(*lines)


def _failures(report: dict[str, Any], console: Console) -> None:
    failing = [s for s in report["scenarios"] if s["status"] in ("fail", "error")]
    for scenario in failing[:MAX_FAILURES]:
        console.print(_failure(scenario))
    if len(failing) > MAX_FAILURES:
        left = len(failing) - MAX_FAILURES
        console.print(Text(f"... and {left:,} more failing scenarios: see report.md or report.html"))


def _cr_rules(report: dict[str, Any], title: str, console: Console) -> None:
    """The CR rules the run's scenarios are tagged with that don't pass, in CR order, each with the engine's status
    for it (the report's CR tree: over the scenarios tagged with exactly that rule, as baselines and `coverage`
    count it), then how many pass: report.md and report.html list every rule."""
    table = Table(title=Text(title), title_justify="left")
    for column in ("CR rule", "section", "status", "scenarios passed"):
        table.add_column(column)
    cited = passing = 0
    for section in report.get("cr_tree", ()):
        section_name = f"{section['section']} {section['title']}".strip()
        for rule in (r for top in section["rules"] for r in (top, *top["subrules"])):
            cited += 1
            if rule["status"] == "pass":
                passing += 1
                continue
            passed = f"{rule['counts']['pass']}/{rule['scenarios']}"
            table.add_row(Text(rule["rule"]), Text(section_name), _status(rule["status"]), passed)
    if table.row_count:
        console.print(table)
    if cited:
        console.print(Text(f"{passing} of {cited} CR rules pass (report.md and report.html list each)"))


def print_summary(report: dict[str, Any], console: Console | None = None, failures: bool = True) -> None:
    """The report's tables and counts; `failures=False` leaves out the failing scenarios (a run gated on a baseline
    shows its regressions with their cause instead, and counts the known failures)."""
    console = console or Console(highlight=False, width=None if sys.stdout.isatty() else 120)
    engine = report["engine"]
    title = f"Rulings on {engine.get('name') or engine.get('adapter') or '?'} {engine.get('version') or ''}".strip()
    table = Table(title=Text(title), title_justify="left")
    for column in ("ruling", "mechanic", "status", "scenarios passed"):
        table.add_column(column)
    for ruling in report["rulings"]:
        counts = ruling["counts"]
        total = sum(counts.values())
        table.add_row(
            Text(str(ruling["id"])),
            Text(str(ruling.get("mechanic", "?"))),
            _status(ruling["status"]),
            f"{counts['pass']}/{total}" if total else "-",
        )
    if report["rulings"]:
        console.print(table)
    _cr_rules(report, title.replace("Rulings", "CR rules that don't pass", 1), console)
    if failures:
        _failures(report, console)
    unchecked = [(s, r) for s in report["scenarios"] for r in s.get("reasons_not_given", ())]
    for scenario, check in unchecked[:MAX_FAILURES]:
        expected = " or ".join(check["expected"])
        said = f"refused, reason not given (expected CR {expected}): {scenario.get('scenario') or scenario['id']}"
        console.print(Text(f"{said}\n    {_where(scenario)}", style="yellow"))
    if len(unchecked) > MAX_FAILURES:
        console.print(Text(f"... and {len(unchecked) - MAX_FAILURES:,} more refusals without a rule"))
    s = report["summary"]
    sc = s["scenarios"]
    console.print(
        Text(
            f"{len(report['rulings'])} rulings: {s['pass']} pass, {s['fail']} fail, {s['error']} error, "
            f"{s['unsupported']} unsupported, {s['uncovered']} uncovered. "
            f"{sc['total']} scenarios: {sc['pass']} pass, {sc['fail']} fail, {sc['error']} error, "
            f"{sc['unsupported']} unsupported."
            + (f" {len(unchecked)} refusals without a rule (reason not checked)." if unchecked else "")
        )
    )
    warning = not_run_warning(report)
    if warning:
        console.print(Text(warning, style="bold yellow"))
    if failures and report.get("baseline"):  # a gated report rendered again (`render --to terminal`)
        _verdict(report["baseline"], console)


def _verdict(verdict: dict[str, Any], console: Console) -> None:
    """The baseline's verdict a report carries: each regression named, then the verdict line."""
    for change in verdict["regressions"][:MAX_FAILURES]:
        detail = change.get("scenario")
        name = f'scenario "{detail["title"]}" ({located_at(detail)})' if detail else change["id"]
        was = " or ".join(change["baseline"])
        console.print(Text(f"REGRESSION: {name}: was {was}, now {change['status']}", style="red"))
    console.print(Text(verdict["summary"], style="bold red" if verdict["failed"] else "green"))
