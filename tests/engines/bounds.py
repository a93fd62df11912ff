"""In-process adapters for the second round of bad input (tests/test_robustness_*.py): one that ends the whole
process when asked to act, one whose name is a megabyte long."""

from __future__ import annotations

import os
from typing import Any

from harness.engines.protocol import Hello, Response
from harness.engines.reference import ReferenceAdapter


class ExitsOnPerform(ReferenceAdapter):
    """Calls `os._exit(0)` on its first action: without the harness's guard the run would end with exit 0."""

    def perform(self, action: dict[str, Any]) -> Response:
        os._exit(0)


class HugeName(ReferenceAdapter):
    def hello(self) -> Hello:
        hello = super().hello()
        return Hello("engine " * 150_000, "1" * 100_000, hello.protocol, hello.actions, hello.queries, hello.cards)
