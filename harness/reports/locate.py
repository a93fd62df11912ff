"""A scenario as a regression shows it: its title, feature file and line, rulings and CR rules, and the failing
step with expected and observed (or the reason of an error). The line is found in the feature file, under the
report's corpus folder, by the scenario's title; a report read where its corpus isn't gives the file alone."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.reports.baseline import scenario_key

_KEYWORD = re.compile(r"^\s*(?:Scenario|Scenario Outline|Scenario Template|Example)\s*:\s*(.*?)\s*$")


@lru_cache(maxsize=256)
def _titles(path: str, mtime: float) -> dict[str, int]:
    """Each scenario title of a feature file -> its first line number."""
    lines: dict[str, int] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return lines
    for number, line in enumerate(text.splitlines(), 1):
        match = _KEYWORD.match(line)
        if match:
            lines.setdefault(match.group(1), number)
    return lines


def scenario_line(report: dict[str, Any], feature: str, title: str) -> int | None:
    """The line of the scenario `title` in `feature` (relative to the corpus's folder), when the file is there."""
    corpus = report.get("corpus", {}).get("path") if isinstance(report.get("corpus"), dict) else None
    if not corpus or not feature.endswith(".feature"):
        return None
    path = Path(corpus).parent / feature
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    return _titles(str(path), mtime).get(title)


def scenario_detail(report: dict[str, Any], scenario: dict[str, Any]) -> dict[str, Any]:
    """What a reader of a regression needs of `scenario`, as plain JSON (it goes into report.json)."""
    feature = str(scenario["id"]).split("::", 1)[0]
    title = str(scenario.get("scenario") or scenario["id"])
    detail: dict[str, Any] = {"key": scenario_key(scenario), "id": scenario["id"], "title": title, "file": feature}
    line = scenario_line(report, feature, title)
    if line:
        detail["line"] = line
    detail["rulings"] = list(scenario.get("rulings") or ())
    detail["cr"] = list(scenario.get("cr") or ())
    detail["status"] = scenario["status"]
    if scenario.get("step") is not None:
        detail["step"] = scenario["step"]
        detail["expected"] = scenario.get("expected")
        detail["observed"] = scenario.get("observed")
    elif scenario.get("reason"):
        detail["reason"] = scenario["reason"]
    return detail


def where(detail: dict[str, Any]) -> str:
    """`file:line`, or the file alone."""
    return f"{detail['file']}:{detail['line']}" if detail.get("line") else detail["file"]
