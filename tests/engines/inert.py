"""An engine that does nothing: it loads the board and answers queries about it truthfully, but every action
is accepted and changes nothing. No scenario may pass against it: each scenario's claim is about what an
action does or refuses."""

from __future__ import annotations

from typing import Any

from harness.engines.protocol import Hello, Illegal, Ok, Response
from harness.engines.reference import ReferenceAdapter


class InertAdapter(ReferenceAdapter):
    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("inert", hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)

    def perform(self, action: dict[str, Any]) -> Response:
        return Ok()


class RefusesEverything(ReferenceAdapter):
    """An engine that refuses every action, naming no rule: a scenario's expected refusal can't tell it from a
    real engine, so each scenario must also check something an allowed action does."""

    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("refuses-everything", hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)

    def perform(self, action: dict[str, Any]) -> Response:
        return Illegal("refused")
