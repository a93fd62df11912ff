"""Scenario results and their rollups (DESIGN §5): statuses per scenario, per ruling, per CR section and
per mechanic."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Any

from harness.text import shorten

STATUSES = ("pass", "fail", "error", "unsupported")
# a ruling is as bad as its worst scenario, in this order (DESIGN §5)
_WORST_FIRST = ("fail", "error", "unsupported", "pass")

MAX_TEXT = 4000  # characters kept of one message or value in report.json (`--max-text`; 0 keeps everything)
NOT_RUN_WARNING = 0.5  # above this share of unsupported scenarios, summaries say most of the corpus didn't run
MAX_PROBLEMS = 20  # problems of one corpus error listed in its record; the rest are counted


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
    # refusal checks not made: the engine refused without naming a rule ("refused, reason not given")
    reasons_not_given: list[dict[str, Any]] | None = None

    def to_json(self) -> dict[str, Any]:
        """The fields that are set, in their order; lists are copied (values are plain JSON, see `_jsonable`). A
        failing step's expected and observed values are kept even when null: null is an answer (nobody has priority)."""
        out = {}
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            if value is not None or (name in ("expected", "observed") and self.step is not None):
                out[name] = value.copy() if isinstance(value, list | dict) else value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ScenarioResult:
        """The inverse of `to_json` (results travel from pytest-xdist workers as JSON)."""
        return cls(**data)


_FIELD_NAMES = tuple(f.name for f in fields(ScenarioResult))


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


def tagged_with(scenarios: Iterable[dict[str, Any]], rule: str) -> list[dict[str, Any]]:
    """The scenario records tagged ``@cr:`` with exactly this rule (not with one of its subrules)."""
    return [s for s in scenarios if rule in s.get("cr", ())]


def rule_statuses(scenarios: Iterable[dict[str, Any]]) -> dict[str, str]:
    """An engine's status for each CR rule its scenarios are tagged with: the worst status of the scenarios tagged
    with exactly that rule, whether they prove a ruling or the rule alone (features/rules/). The one definition the
    terminal summary, the report's CR tree, baselines, `diff` and `coverage --report` share, so they agree."""
    by_rule: dict[str, list[str]] = defaultdict(list)
    for scenario in scenarios:
        for rule in scenario.get("cr", ()):
            by_rule[rule].append(scenario.get("status", "error"))
    return {rule: worst(statuses) for rule, statuses in sorted(by_rule.items())}


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
