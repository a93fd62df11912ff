"""One scenario's conversation with the engine, through the adapter contract only.

Every action's answer is kept: a refused action must be checked by the next step ("Then the action is
refused"); otherwise that next step fails, so a scenario can't pass on the back of a refusal nobody saw.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .adapters import Adapter
from .catalog import Catalog
from .errors import CorpusError
from .fixtures import aliases, fixture_path, load_fixture
from .outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported
from .protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from .protocol_schema import answer_problem
from .results import shorten


class Session:
    def __init__(self, adapter: Adapter, hello: Hello, corpus: Path, catalog: Catalog) -> None:
        self.adapter, self.hello, self.corpus, self.catalog = adapter, hello, corpus, catalog
        self.board: dict[str, Any] | None = None
        self.aliases: set[str] = set()
        self.refusal: tuple[str, str] | None = None  # (what was tried, the engine's reason)
        self.refusal_checked = True

    # -- inputs ----------------------------------------------------------------------------------
    def load(self, name: str) -> None:
        board = load_fixture(fixture_path(self.corpus, name), self.catalog, f"fixtures/{name}")
        self.board, self.aliases = board, aliases(board)
        self._answer("load", {"board": name}, self._call("load", self.adapter.load, board), refusable=False)

    def ref(self, name: str) -> str:
        """An object reference from a step: a fixture id or a card in the catalog."""
        if name in self.aliases or name in self.catalog.names:
            return name
        raise CorpusError(f"unknown card or object {name!r}: neither an id on the board nor a card in the catalog")

    def player(self, name: str) -> str:
        players = [p["name"] for p in (self.board or {}).get("players", [])]
        if name not in players:
            raise CorpusError(f"unknown player {name!r} (the board has {', '.join(players)})")
        return name

    # -- the conversation ------------------------------------------------------------------------
    def act(self, action: dict[str, Any], text: str) -> None:
        self._require_checked()
        self._require_capability("actions", action["kind"])
        answer = self._answer("perform", action, self._call("perform", self.adapter.perform, action), refusable=True)
        if isinstance(answer, Illegal):
            self.refusal, self.refusal_checked = (text, answer.reason), False
        else:
            self.refusal, self.refusal_checked = None, True

    def query(self, query: dict[str, Any], step: str) -> Any:
        self._require_checked()
        self._require_capability("queries", query["kind"])
        answer = self._answer("observe", query, self._call("observe", self.adapter.observe, query), refusable=True)
        if isinstance(answer, Illegal):
            raise ConformanceFailure(step, "an answer", f"the engine refused the query: {answer.reason}")
        assert isinstance(answer, Value)
        wrong = answer_problem(query["kind"], answer.value)  # any transport: a step reads only protocol answers
        if wrong is not None:
            value = shorten(json.dumps(answer.value, ensure_ascii=False, default=repr), 300)
            raise EngineFault(
                f"the engine answered the query {query['kind']!r} with {value}, which is not an answer of the "
                f"protocol ({shorten(wrong, 300)}; see $defs/answers/{query['kind']} in protocol.schema.json)"
            )
        return answer.value

    def refused(self, step: str) -> str:
        """The reason of the last action's refusal; fails if it was allowed."""
        if self.refusal is None:
            raise ConformanceFailure(step, "the action is refused", "the engine allowed it")
        self.refusal_checked = True
        return self.refusal[1]

    def check(self, step: str, expected: Any, observed: Any) -> None:
        if expected != observed:
            raise ConformanceFailure(step, expected, observed)

    # -- internals -------------------------------------------------------------------------------
    def _require_checked(self) -> None:
        if not self.refusal_checked and self.refusal is not None:
            text, reason = self.refusal
            self.refusal_checked = True
            raise ConformanceFailure(text, "the action is allowed", f"the engine refused it: {reason}")

    def _require_capability(self, group: str, kind: str) -> None:
        if kind not in getattr(self.hello, group):
            raise ScenarioUnsupported(f"{ {'actions': 'action', 'queries': 'query'}[group]} {kind!r}")

    @staticmethod
    def _call(request: str, method: Callable[[dict[str, Any]], Response], payload: dict[str, Any]) -> Response:
        """An adapter that raises instead of answering (an in-process engine's bug, or `sys.exit`) is an engine
        fault of this scenario only, saying what was asked."""
        asked = f"{request} {payload.get('kind')}" if request != "load" else request
        try:
            answer = method(payload)
        except (ConformanceFailure, ScenarioUnsupported, EngineFault):
            raise
        except (Exception, SystemExit) as exc:
            message = f"the engine adapter raised {type(exc).__name__} on {asked}: {exc}"
            raise EngineFault(message, {"request": request, "exception": type(exc).__name__}) from exc
        if not isinstance(answer, Ok | Illegal | Value | Unsupported | EngineError):
            raise EngineFault(f"unexpected answer to {asked}: {repr(answer)[:200]}, not a protocol answer")
        return answer

    def _answer(self, request: str, payload: dict[str, Any], answer: Response, refusable: bool) -> Response:
        if isinstance(answer, Unsupported):
            raise ScenarioUnsupported(answer.kind)
        if isinstance(answer, EngineError):
            raise EngineFault(answer.message, {"request": request, **payload, **answer.context})
        if isinstance(answer, Illegal) and not refusable:
            raise EngineFault(f"the engine refused to {request}: {answer.reason}")
        return answer  # `_call` already refused anything that isn't a protocol answer
