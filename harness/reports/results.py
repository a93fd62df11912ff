"""Scenario results and their rollups (DESIGN §5): statuses per scenario, per ruling, per CR section and
per mechanic."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Any

STATUSES = ("pass", "fail", "error", "unsupported")
# a ruling is as bad as its worst scenario, in this order (DESIGN §5)
_WORST_FIRST = ("fail", "error", "unsupported", "pass")

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
