"""Why an engine fails a ruling or a CR rule on the coverage page: its failing scenarios (failed or errored in the
engine's report), each with its title, feature:line (found in the corpus read, by the scenario's file and title),
the failing step, expected and observed (or the reason of an error). The JSON holds them all; the text and
Markdown show :data:`SHOWN` a ruling or rule per engine, with a count of the rest."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import PurePosixPath
from typing import Any, Protocol

from harness.corpus.scan import ScenarioInfo
from harness.text import shorten

FAILING = ("fail", "error")
SHOWN = 5


class Run(Protocol):
    label: str
    scenarios: list[dict[str, Any]]


class Locator:
    """Where a report's scenario is in the corpus read: its feature (relative to the corpus) and line."""

    def __init__(self, scenarios: Sequence[ScenarioInfo]) -> None:
        self._by_title: dict[tuple[str, str], list[ScenarioInfo]] = {}
        for s in scenarios:
            self._by_title.setdefault((PurePosixPath(s.feature).name, s.name), []).append(s)

    def find(self, record: dict[str, Any]) -> ScenarioInfo | None:
        path = str(record.get("id", "")).split("::", 1)[0]
        name = PurePosixPath(str(record.get("feature") or path)).name
        found = self._by_title.get((name, str(record.get("scenario", ""))), [])
        return next((s for s in found if path.endswith(s.feature)), found[0] if found else None)


def failing(runs: Sequence[Run], mine: Callable[[dict[str, Any]], bool], where: Locator) -> dict[str, list[dict]]:
    """Per engine that fails some, the failing scenarios that `mine` picks from its report."""
    found = {}
    for run in runs:
        records = [_record(s, where) for s in run.scenarios if s.get("status") in FAILING and mine(s)]
        if records:
            found[run.label] = records
    return found


def _record(scenario: dict[str, Any], where: Locator) -> dict[str, Any]:
    info = where.find(scenario)
    feature = info.feature if info else str(scenario.get("feature") or "")
    record = {
        "scenario": scenario.get("scenario") or scenario.get("id"),
        "feature": feature,
        "line": info.line if info else scenario.get("line"),
        "status": scenario.get("status"),
    }
    for key in ("step", "expected", "observed", "reason"):
        if scenario.get(key) is not None:
            record[key] = scenario[key]
    return record


def _where(record: dict[str, Any]) -> str:
    return f"{record['feature']}:{record['line']}" if record.get("line") else record["feature"]


def _what(record: dict[str, Any]) -> str:
    if "expected" in record or "observed" in record:
        said = f"expected {record.get('expected', '?')}, observed {record.get('observed', '?')}"
        return f"{record['step']}: {said}" if record.get("step") else said
    return str(record.get("reason") or record["status"])


def text_lines(found: dict[str, list[dict[str, Any]]], indent: str, engines: int) -> list[str]:
    """The failing scenarios under a ruling or rule of the text page, :data:`SHOWN` per engine."""
    lines = []
    for engine, records in found.items():
        on = f" on {engine}" if engines > 1 else ""
        lines.append(f"{indent}failing{on} ({len(records)}):")
        for r in records[:SHOWN]:
            lines.append(f"{indent}  {r['status']}: {_where(r)}  {r['scenario']}")
            lines.append(f"{indent}      {shorten(_what(r), MAX_SHOWN)}")
        if len(records) > SHOWN:
            lines.append(f"{indent}  ... and {len(records) - SHOWN} more")
    return lines


MAX_SHOWN = 600  # characters of one value in a Markdown cell: an engine's answer can be megabytes


def _code_span(text: str) -> str:
    """Text from an engine or the corpus as a Markdown code span: shown as it is, never read as markup (the caller
    escapes the cell's pipes)."""
    text = shorten(" ".join(text.split()), MAX_SHOWN)
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"


def md_items(found: dict[str, list[dict[str, Any]]], engines: int) -> list[str]:
    """The same as one Markdown cell's lines (joined with ``<br>`` by the caller); the engine's name, the scenario
    and what the engine did are code spans."""
    items = []
    for engine, records in found.items():
        on = f" on {_code_span(engine)}" if engines > 1 else ""
        items.append(f"**failing{on} ({len(records)})**")
        for r in records[:SHOWN]:
            items.append(f"{r['status']}: {_code_span(_where(r))} {_code_span(r['scenario'])}: {_code_span(_what(r))}")
        if len(records) > SHOWN:
            items.append(f"… and {len(records) - SHOWN} more")
    return items
