"""Engines that refuse the right actions for the wrong reason, or for no stated reason.

A refusal step names the rule that forbids the action (`Then the action is refused (CR 608.2d)`): an engine
that refuses under another rule fails it; one that names no rule passes, with the check recorded as not made.
"""

from __future__ import annotations

from typing import Any

from harness.engines.protocol import Hello, Illegal, Response
from harness.engines.reference import ReferenceAdapter


class _Renamed(ReferenceAdapter):
    name = "renamed"

    def hello(self) -> Hello:
        hello = super().hello()
        return Hello(self.name, hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)


class GivesNoRule(_Renamed):
    """Refuses exactly what the reference engine refuses, naming no rule."""

    name = "gives-no-rule"

    def perform(self, action: dict[str, Any]) -> Response:
        answer = super().perform(action)
        return Illegal(answer.reason) if isinstance(answer, Illegal) else answer


class NoChoicePending(_Renamed):
    """Refuses a choice it dislikes by saying no choice is pending (CR 117.1), whatever the real reason."""

    name = "no-choice-pending"

    def perform(self, action: dict[str, Any]) -> Response:
        answer = super().perform(action)
        if isinstance(answer, Illegal) and action.get("kind") == "choose":
            return Illegal(f"{action['player']} has no choice to make", "117.1")
        return answer


class WrongRuleEverywhere(_Renamed):
    """Refuses exactly what the reference engine refuses, always under CR 100.1."""

    name = "wrong-rule-everywhere"

    def perform(self, action: dict[str, Any]) -> Response:
        answer = super().perform(action)
        return Illegal(answer.reason, "100.1") if isinstance(answer, Illegal) else answer
