"""An engine that does nothing: it loads the board and answers queries about it truthfully, but every action
is accepted and changes nothing. No scenario may pass against it: each scenario's claim is about what an
action does or refuses."""

from __future__ import annotations

from typing import Any

from harness.adapters.reference import ReferenceAdapter
from harness.protocol import Hello, Ok, Response


class InertAdapter(ReferenceAdapter):
    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("inert", hello.version, hello.protocol, hello.actions, hello.queries, hello.cards)

    def perform(self, action: dict[str, Any]) -> Response:
        return Ok()
