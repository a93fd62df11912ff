"""Scenario results and their rollups (DESIGN §5): statuses per scenario, per ruling, per CR section and
per mechanic."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Any

import pytest

from .errors import CorpusError
from .outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported

STATUSES = ("pass", "fail", "error", "unsupported")
# a ruling is as bad as its worst scenario, in this order (DESIGN §5)
_WORST_FIRST = ("fail", "error", "unsupported", "pass")

results_key = pytest.StashKey[list["ScenarioResult"]]()

MAX_TEXT = 4000  # characters kept of one message or value in report.json (`--max-text`; 0 keeps everything)
NOT_RUN_WARNING = 0.5  # above this share of unsupported scenarios, summaries say most of the corpus didn't run
MAX_PROBLEMS = 20  # problems of one corpus error listed in its record; the rest are counted


def shorten(text: str, limit: int) -> str:
    """`text` cut to about `limit` characters (0: no limit), saying how much was left out: an engine's answer
    or a corpus message can be megabytes, and every report and the terminal would carry all of it."""
    if not limit or len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text) - limit:,} more characters left out)"


def shorten_value(value: Any, limit: int) -> Any:
    """A JSON value kept as it is when its JSON text fits in `limit`, else that text shortened."""
    if not limit or isinstance(value, bool | int | float | type(None)):
        return value
    if isinstance(value, str):
        return shorten(value, limit)
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return value if len(text) <= limit else shorten(text, limit)


@dataclass(slots=True)  # slots: a large run keeps one per scenario until the report is written
class ScenarioResult:
    id: str
    feature: str
    scenario: str
    status: str
    rulings: list[str] = field(default_factory=list)
    cr: list[str] = field(default_factory=list)
    mechanics: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    reason: str | None = None
    step: str | None = None
    expected: Any = None
    observed: Any = None
    duration: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The fields that are set, in their order; lists are copied (values are plain JSON, see `_jsonable`)."""
        out = {}
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            if value is not None:
                out[name] = value.copy() if isinstance(value, list | dict) else value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ScenarioResult:
        """The inverse of `to_json` (results travel from pytest-xdist workers as JSON)."""
        return cls(**data)


_FIELD_NAMES = tuple(f.name for f in fields(ScenarioResult))


def _marks(item: pytest.Item, name: str) -> list[str]:
    return sorted({m.args[0] for m in item.iter_markers(name) if m.args})


def classify(
    item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport, limit: int = MAX_TEXT
) -> ScenarioResult:
    """The scenario's status from how its steps ended; each message and value shortened to `limit` characters."""
    result = _classify(item, call, report)
    if result.reason is not None:
        result.reason = shorten(result.reason, limit)
    result.expected, result.observed = shorten_value(result.expected, limit), shorten_value(result.observed, limit)
    return result


def _problems_text(exc: CorpusError) -> str:
    lines = [str(p) if p.file else p.message for p in exc.problems[:MAX_PROBLEMS]]
    left = len(exc.problems) - MAX_PROBLEMS
    if left > 0:
        lines.append(f"... and {left:,} more problems (`mtg-conformance validate` lists them all)")
    return "\n".join(lines)


def _classify(item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> ScenarioResult:
    path = getattr(item, "path", None)
    result = ScenarioResult(
        id=item.nodeid,
        feature=str(path.name if path else ""),
        scenario=_scenario_name(item),
        status="pass",
        rulings=_marks(item, "ruling"),
        cr=_marks(item, "cr"),
        mechanics=_marks(item, "mechanic"),
        cards=[c.replace("_", " ") for c in _marks(item, "card")],
        duration=round(report.duration, 6),
    )
    exc = call.excinfo.value if call.excinfo else None
    if exc is None:
        if report.skipped:
            result.status, result.reason = "unsupported", "skipped"
        return result
    if isinstance(exc, ScenarioUnsupported):
        result.status, result.reason = "unsupported", exc.kind
    elif isinstance(exc, ConformanceFailure):
        result.status, result.reason = "fail", f"{exc.step}: expected {exc.expected}, observed {exc.observed}"
        result.step, result.expected, result.observed = exc.step, _jsonable(exc.expected), _jsonable(exc.observed)
    elif isinstance(exc, AssertionError):
        result.status, result.reason = "fail", str(exc) or "assertion failed"
    elif isinstance(exc, CorpusError):  # bad input: each problem with its file and pointer when it has them
        result.status, result.reason = "error", _problems_text(exc)
    elif isinstance(exc, EngineFault):
        result.status, result.reason = "error", str(exc)
    else:
        result.status, result.reason = "error", f"{type(exc).__name__}: {exc}"
    return result


def _scenario_name(item: pytest.Item) -> str:
    doc = getattr(getattr(item, "obj", None), "__doc__", None) or item.name
    return doc.split(": ", 1)[-1]


def _jsonable(value: Any) -> Any:
    return value if isinstance(value, str | int | float | bool | list | dict | type(None)) else repr(value)


def worst(statuses: Iterable[str]) -> str:
    present = set(statuses)
    return next((s for s in _WORST_FIRST if s in present), "uncovered")


def rollup(results: list[ScenarioResult], key: str, universe: Iterable[str] = ()) -> dict[str, dict[str, Any]]:
    """Per value of `key` (rulings, cr, mechanics): status, scenario ids and counts per status."""
    groups: dict[str, list[ScenarioResult]] = defaultdict(list)
    for name in universe:
        groups[name]
    for r in results:
        for value in getattr(r, key):
            groups[value].append(r)
    out = {}
    for name, members in sorted(groups.items()):
        counts = {s: sum(m.status == s for m in members) for s in STATUSES}
        out[name] = {"status": worst(m.status for m in members), "scenarios": [m.id for m in members], "counts": counts}
    return out


def not_run_warning(report: dict[str, Any]) -> str | None:
    """A plain sentence when most of the selected scenarios did not run (the engine doesn't support them):
    an engine that implements nothing must not look like one that passes."""
    sc = report["summary"]["scenarios"]
    if sc["total"] and sc["unsupported"] / sc["total"] > NOT_RUN_WARNING:
        share = round(100 * sc["unsupported"] / sc["total"])
        return (
            f"warning: {sc['unsupported']} of {sc['total']} scenarios ({share}%) did not run: the engine doesn't "
            "support what they need, so their rulings are not checked (`run --strict` counts them as failures)"
        )
    return None
