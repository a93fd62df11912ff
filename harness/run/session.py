"""One scenario's conversation with the engine, through the adapter contract only.

Every action's answer is kept: a refused action must be checked by the next step ("Then the action is
refused (CR 302.6)"); otherwise that next step fails, so a scenario can't pass on the back of a refusal nobody
saw. The step names the rule that forbids the action: an engine that names another rule fails; one that names
none isn't failed for it, and the session remembers the check as not made (`reasons_not_given`), for the report.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog
from harness.corpus.fixtures import aliases, fixture_path, load_fixture
from harness.engines.contract import Adapter
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from harness.engines.protocol_schema import answer_problem
from harness.errors import CorpusError
from harness.reports.results import shorten
from harness.run.outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported


class Session:
    def __init__(self, adapter: Adapter, hello: Hello, corpus: Path, catalog: Catalog) -> None:
        self.adapter, self.hello, self.corpus, self.catalog = adapter, hello, corpus, catalog
        self.board: dict[str, Any] | None = None
        self.aliases: set[str] = set()
        self.refusal: Illegal | None = None
        self.refused_text = ""  # the action step that was refused
        self.refusal_checked = True
        self.reasons_not_given: list[dict[str, Any]] = []  # refusal checks not made: the engine named no rule

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
        if "stop" in action:  # a staged cast needs an engine that can take it up again (DESIGN §4)
            self._require_capability("actions", "continue_cast")
        answer = self._answer("perform", action, self._call("perform", self.adapter.perform, action), refusable=True)
        if isinstance(answer, Illegal):
            self.refusal, self.refused_text, self.refusal_checked = answer, text, False
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

    def refused(self, step: str, rules: tuple[str, ...] = ()) -> str:
        """The reason of the last action's refusal; fails if it was allowed, or refused under a rule other than
        `rules` (any of them). An engine that names no rule isn't failed: the check is recorded as not made."""
        if self.refusal is None:
            raise ConformanceFailure(step, "the action is refused", "the engine allowed it")
        self.refusal_checked = True
        given = self.refusal.rule
        if rules and given is None:
            self.reasons_not_given.append({"step": step, "expected": list(rules)})
        elif rules and given not in rules:
            expected = " or ".join(f"CR {r}" for r in rules)
            raise ConformanceFailure(
                step, f"refused under {expected}", f"refused under CR {given}: {self.refusal.reason}"
            )
        return self.refusal.reason

    def check(self, step: str, expected: Any, observed: Any) -> None:
        if expected != observed:
            raise ConformanceFailure(step, expected, observed)

    # -- internals -------------------------------------------------------------------------------
    def _require_checked(self) -> None:
        if not self.refusal_checked and self.refusal is not None:
            self.refusal_checked = True
            raise ConformanceFailure(
                self.refused_text, "the action is allowed", f"the engine refused it: {self.refusal.reason}"
            )

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
