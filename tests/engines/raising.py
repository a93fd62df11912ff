"""In-process adapters that misbehave: the reference engine, except that one kind of request raises, exits or
answers garbage instead of answering.

Which requests: those of kind `$MTG_FAULT_ON` (`load`, `perform`, `observe`; default: the adapter's own) whose
request line, as the subprocess transport would write it, contains `$MTG_FAULT_MATCH` (default: any). The
tests choose the text so that it strikes a few known scenarios, and check that exactly those are `error`
and every other scenario's result is what a clean run gives.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from harness.engines.protocol import Hello, Response
from harness.engines.reference import ReferenceAdapter
from harness.engines.subprocess import encode_request


class _Faulty(ReferenceAdapter):
    default_kind = "perform"

    def fault(self, kind: str) -> Response:
        raise NotImplementedError

    def _strikes(self, kind: str, payload: dict[str, Any]) -> bool:
        if os.environ.get("MTG_FAULT_ON", self.default_kind) != kind:
            return False
        return os.environ.get("MTG_FAULT_MATCH", "") in encode_request(0, kind, payload).decode("utf-8")

    def load(self, board: dict[str, Any]) -> Response:
        return self.fault("load") if self._strikes("load", {"board": board}) else super().load(board)

    def perform(self, action: dict[str, Any]) -> Response:
        return self.fault("perform") if self._strikes("perform", {"action": action}) else super().perform(action)

    def observe(self, query: dict[str, Any]) -> Response:
        return self.fault("observe") if self._strikes("observe", {"query": query}) else super().observe(query)


class RaisesRuntimeError(_Faulty):
    default_kind = "load"

    def fault(self, kind: str) -> Response:
        raise RuntimeError(f"deliberate failure in {kind}")


class RaisesKeyError(_Faulty):
    """The commonest bug of a dict-driven engine."""

    def fault(self, kind: str) -> Response:
        raise KeyError("deliberately missing key")


class RaisesRecursionError(_Faulty):
    default_kind = "observe"

    def fault(self, kind: str) -> Response:
        raise RecursionError("maximum recursion depth exceeded (deliberately)")


class ExitsMidRun(_Faulty):
    """Calls `sys.exit`, as a careless engine might on an impossible state."""

    def fault(self, kind: str) -> Response:
        sys.exit(3)


class AnswersGarbage(_Faulty):
    """Returns something that is no protocol answer."""

    default_kind = "observe"

    def fault(self, kind: str) -> Response:
        return {"tapped": "maybe"}  # type: ignore[return-value]


class HelloRaises(ReferenceAdapter):
    """Can't even say hello: every scenario is `error` with the same message, and the run still finishes."""

    def hello(self) -> Hello:
        raise RuntimeError("deliberately broken hello")


FAULTS = {
    # adapter: (request kind it strikes, what the scenario's error must say)
    "RaisesRuntimeError": ("load", ["raised RuntimeError on load", "deliberate failure in load"]),
    "RaisesKeyError": ("perform", ["raised KeyError on perform", "deliberately missing key"]),
    "RaisesRecursionError": ("observe", ["raised RecursionError on observe"]),
    "ExitsMidRun": ("perform", ["raised SystemExit on perform", "3"]),
    "AnswersGarbage": ("observe", ["unexpected answer to observe", "not a protocol answer", "maybe"]),
}
