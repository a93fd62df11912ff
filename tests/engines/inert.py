"""An engine that does nothing: it loads the board and answers queries about it truthfully, but every action
is accepted and changes nothing. No scenario may pass against it: each scenario's claim is about what an
action does or refuses."""

from __future__ import annotations

from typing import Any

from harness.engines.protocol import Hello, Ok, Response
from harness.engines.reference import ReferenceAdapter


class InertAdapter(ReferenceAdapter):
    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("inert", hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)

    def perform(self, action: dict[str, Any]) -> Response:
        return Ok()
