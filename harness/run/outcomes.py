"""How a scenario can end other than passing. The plugin maps these to statuses:
`ConformanceFailure` is `fail`, `ScenarioUnsupported` is `unsupported`, everything else is `error`."""

from __future__ import annotations

from typing import Any


class ConformanceFailure(AssertionError):
    """The engine's behaviour differs from the ruling: what the step expected and what the engine did."""

    def __init__(self, step: str, expected: Any, observed: Any) -> None:
        self.step, self.expected, self.observed = step, expected, observed
        super().__init__(f"{step}\n  expected: {expected}\n  observed: {observed}")


class ScenarioUnsupported(Exception):
    """The engine doesn't implement something the scenario needs (an action, query or card kind)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        super().__init__(f"unsupported: {kind}")


class EngineFault(Exception):
    """The engine crashed, hung, or answered outside the protocol."""

    def __init__(self, message: str, context: dict[str, Any] | None = None) -> None:
        self.context = context or {}
        super().__init__(message)
