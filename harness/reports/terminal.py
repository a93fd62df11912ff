"""The terminal summary of a report: a table per ruling, then what failed and why."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from rich.console import Console
from rich.markup import escape
from rich.table import Table

STYLE = {"pass": "green", "fail": "red", "error": "magenta", "unsupported": "yellow", "uncovered": "dim"}


def _status(status: str) -> str:
    return f"[{STYLE.get(status, '')}]{status}[/]"


def print_summary(report: dict[str, Any], console: Console | None = None) -> None:
    console = console or Console(highlight=False, width=None if sys.stdout.isatty() else 120)
    engine = report["engine"]
    table = Table(title=f"Rulings on {engine['name']} {engine.get('version') or ''}".strip(), title_justify="left")
    for column in ("ruling", "mechanic", "status", "scenarios passed"):
        table.add_column(column)
    for ruling in report["rulings"]:
        counts = ruling["counts"]
        total = sum(counts.values())
        table.add_row(
            ruling["id"],
            ruling.get("mechanic", "?"),
            _status(ruling["status"]),
            f"{counts['pass']}/{total}" if total else "-",
        )
    console.print(table)
    for scenario in report["scenarios"]:
        if scenario["status"] in ("fail", "error"):
            detail = escape(f"{scenario['id']}\n    {scenario.get('reason', '')}")  # engine text is data, not markup
            console.print(f"{_status(scenario['status'])} {detail}")
    unchecked = [(s["id"], r) for s in report["scenarios"] for r in s.get("reasons_not_given", ())]
    for scenario_id, check in unchecked:
        expected = " or ".join(check["expected"])
        console.print(
            f"refused, reason not given: {scenario_id} (expected CR {expected})", markup=False, style="yellow"
        )
    s = report["summary"]
    sc = s["scenarios"]
    console.print(
        f"{len(report['rulings'])} rulings: {s['pass']} pass, {s['fail']} fail, {s['error']} error, "
        f"{s['unsupported']} unsupported, {s['uncovered']} uncovered. "
        f"{sc['total']} scenarios: {sc['pass']} pass, {sc['fail']} fail, {sc['error']} error, "
        f"{sc['unsupported']} unsupported."
        + (f" {len(unchecked)} refusals without a rule (reason not checked)." if unchecked else "")
    )


class ProgressDisplay:
    """A pytest plugin showing a progress bar with counts per status while the corpus runs (on a terminal
    only; elsewhere pytest's own dots remain). Works under pytest-xdist: it runs on the controller."""

    def __init__(self, console: Console | None = None) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.console = console or Console(highlight=False)
        self.counts = dict.fromkeys(STYLE, 0)
        self.progress = Progress(
            TextColumn("[bold]scenarios"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.description}"),
            TimeElapsedColumn(),
            console=self.console,
            transient=True,
        )
        self.task = self.progress.add_task("", total=None)

    def _describe(self) -> str:
        return " ".join(f"[{STYLE[s]}]{n} {s}[/]" for s, n in self.counts.items() if n)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_report_teststatus(self, report: pytest.TestReport) -> Any:
        outcome = yield
        category, _letter, _word = outcome.get_result()
        outcome.force_result((category, "", ""))  # the bar replaces pytest's dots

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.progress.update(self.task, total=len(session.items))
        self.progress.start()

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        self.progress.update(self.task, total=len(ids))
        self.progress.start()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        status = next((dict(v).get("status") for k, v in report.user_properties if k == "conformance"), None)
        if status is None and (report.when == "call" or (report.when == "setup" and not report.passed)):
            status = {"passed": "pass", "failed": "fail", "skipped": "unsupported"}[report.outcome]
        if status is not None:
            self.counts[status] = self.counts.get(status, 0) + 1
            self.progress.update(self.task, advance=1, description=self._describe())

    def pytest_sessionfinish(self) -> None:
        self.progress.stop()
