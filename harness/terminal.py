"""The terminal summary of a report: a table per ruling, then what failed and why."""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console
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
            console.print(f"{_status(scenario['status'])} {scenario['id']}\n    {scenario.get('reason', '')}")
    s = report["summary"]
    sc = s["scenarios"]
    console.print(
        f"{len(report['rulings'])} rulings: {s['pass']} pass, {s['fail']} fail, {s['error']} error, "
        f"{s['unsupported']} unsupported, {s['uncovered']} uncovered. "
        f"{sc['total']} scenarios: {sc['pass']} pass, {sc['fail']} fail, {sc['error']} error, "
        f"{sc['unsupported']} unsupported."
    )
