"""The engine adapter contract (DESIGN §4): one interface, `Adapter`, that every transport implements."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from harness.engines.protocol import Hello, Response


class AdapterError(Exception):
    """The adapter can't be found or started."""


class Adapter(ABC):
    """What the harness needs of an engine. Each method takes and returns protocol objects."""

    @abstractmethod
    def hello(self) -> Hello: ...

    @abstractmethod
    def load(self, board: dict[str, Any]) -> Response: ...

    @abstractmethod
    def perform(self, action: dict[str, Any]) -> Response: ...

    @abstractmethod
    def observe(self, query: dict[str, Any]) -> Response: ...

    def observe_many(self, queries: list[dict[str, Any]]) -> list[Response]:
        """Several queries, answered in order (the harness asks for a snapshot of the game this way). A transport
        may send them at once; the first `EngineError` may end the list."""
        return [self.observe(query) for query in queries]

    def close(self) -> None:  # noqa: B027 - optional for adapters that hold nothing
        """Release the engine (stop a process, free memory)."""
