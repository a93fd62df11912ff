"""The in-process adapter of the bundled reference engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.engines.contract import Adapter
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value, response_from_json
from harness.paths import default_corpus
from reference_engine import BoardError, ReferenceEngine, RulesError
from reference_engine import Unsupported as EngineUnsupported


class ReferenceAdapter(Adapter):
    """Wraps `reference_engine.ReferenceEngine`; its card data is the corpus's catalog."""

    def __init__(self, catalog: Path | None = None, engine_factory: Any = ReferenceEngine) -> None:
        self.engine = engine_factory(catalog or default_corpus() / "cards.json")

    def hello(self) -> Hello:
        return Hello.from_json(self.engine.hello())

    def load(self, board: dict[str, Any]) -> Response:
        try:
            self.engine.load(board)
        except BoardError as exc:
            return EngineError(f"the engine could not set up the board: {exc}")
        return Ok()

    def perform(self, action: dict[str, Any]) -> Response:
        try:
            return response_from_json(self.engine.perform(action))
        except EngineUnsupported as exc:
            return Unsupported(str(exc))

    def observe(self, query: dict[str, Any]) -> Response:
        try:
            return Value(self.engine.observe(query))
        except EngineUnsupported as exc:
            return Unsupported(str(exc))
        except RulesError as exc:  # e.g. no such object: an answer the step reports
            return Illegal(str(exc), exc.rule)


class OtherChoicesAdapter(ReferenceAdapter):
    """The reference engine taking every choice the rules leave free the other way (`reference_engine.policy.OTHER`):
    a second correct engine, on which the corpus must pass too (docs/adapters.md, "What an engine may choose")."""

    def __init__(self, catalog: Path | None = None) -> None:
        super().__init__(catalog, ReferenceEngine.other_choices)
