"""One scenario's conversation with the engine, through the adapter contract only.

Every action's answer is kept: a refused action must be checked by the next step ("Then the action is
refused (CR 302.6)"); otherwise that next step fails, so a scenario can't pass on the back of a refusal nobody
saw. The step names the rule that forbids the action: an engine that names another rule fails; one that names
none isn't failed for it, and the session remembers the check as not made (`reasons_not_given`), for the report.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.corpus.catalog import Catalog
from harness.corpus.fixtures import aliases, fixture_path, load_fixture
from harness.engines.contract import Adapter
from harness.engines.exits import no_process_exit
from harness.engines.protocol import EngineError, Hello, Illegal, Ok, Response, Unsupported, Value
from harness.engines.protocol_schema import answer_problem
from harness.errors import CorpusError
from harness.reports.results import shorten
from harness.run.outcomes import ConformanceFailure, EngineFault, ScenarioUnsupported

UNCHANGED = "the game is as it was before the action"  # the step that compares (steps/observations.py)
_PLAYER_QUERIES = ("life", "mana_pool", "mana_spent", "last_paid_cost")
_OBJECT_QUERIES = ("zone", "tapped", "counters", "power_toughness")  # protocol queries only


def watched_steps(steps: Sequence[Any]) -> frozenset[int]:
    """The lines of the steps whose actions a later "the game is as it was before the action" compares against:
    for each such step, the last step before it that isn't a Then step (Then steps only observe). Only their
    actions have the game observed before them: a round of about thirty queries, which before every action of
    the scenario made up most of a process engine's requests."""
    watched, acting = set(), None
    for step in steps:
        if step.name == UNCHANGED and acting is not None:
            watched.add(acting.line_number)
        elif step.type != "then":
            acting = step
    return frozenset(watched)


@dataclass(frozen=True)
class Pending:
    """A request written with the next one: its kind, what `_answer` reports of it, the step that made it."""

    kind: str
    payload: dict[str, Any]
    at: str
    text: str = ""


class Session:
    def __init__(self, adapter: Adapter, hello: Hello, corpus: Path, catalog: Catalog) -> None:
        self.adapter, self.hello, self.corpus, self.catalog = adapter, hello, corpus, catalog
        self.board: dict[str, Any] | None = None
        self.aliases: set[str] = set()
        self.refusal: Illegal | None = None
        self.refused_text = ""  # the action step that was refused
        self.refusal_checked = True
        self.reasons_not_given: list[dict[str, Any]] = []  # refusal checks not made: the engine named no rule
        # "the game is as it was before the action": set by the plugin while a step in `watched_steps` runs, as it
        # costs a round of queries before each action
        self.watch_actions = False
        self.watch_lines: frozenset[int] = frozenset()
        self.before_action: dict[str, Any] | None = None
        # a process engine takes requests to write with the next one (`send_with_next`): the board and the actions
        # go that way, a round trip fewer each; their answers are taken in `_settle`
        self._send_with_next = getattr(adapter, "send_with_next", None)
        if self._send_with_next is not None:  # what an earlier scenario that failed early left queued is not ours
            adapter.discard_queued()  # type: ignore[attr-defined]
        self.pending: list[Pending] = []
        self.step: str | None = None  # the step being run (set by the plugin): a waiting request's step

    # -- inputs ----------------------------------------------------------------------------------
    def load(self, name: str) -> None:
        board = load_fixture(fixture_path(self.corpus, name), self.catalog, f"fixtures/{name}")
        self.board, self.aliases = board, aliases(board)
        if self._send_with_next is not None:
            self._defer(Pending("load", {"board": name}, self.step or f'Given the board "{name}"'), {"board": board})
            return
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
        if not self.pending:  # else once the waiting action's answer is in (`_settle`)
            self._require_checked()
        self._require_capability("actions", action["kind"])
        if "stop" in action:  # a staged cast needs an engine that can take it up again (DESIGN §4)
            self._require_capability("actions", "continue_cast")
        # an action not watched leaves nothing to compare with: "unchanged" after it is the corpus's error
        self.before_action = self.observable_state() if self.watch_actions else None
        if self._send_with_next is not None:
            self._defer(Pending("perform", action, self.step or text, text), {"action": action})
            return
        answer = self._call("perform", self.adapter.perform, action)
        self._performed(self._answer("perform", action, answer, refusable=True), text)

    def _performed(self, answer: Response, text: str) -> None:
        if isinstance(answer, Illegal):
            self.refusal, self.refused_text, self.refusal_checked = answer, text, False
        else:
            self.refusal, self.refusal_checked = None, True

    def query(self, query: dict[str, Any], step: str) -> Any:
        if not self.pending:
            self._require_checked()
        self._require_capability("queries", query["kind"])
        answer = self._call("observe", self.adapter.observe, query)
        self._settle()
        answer = self._answer("observe", query, answer, refusable=True)
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
        self.send_waiting(check=False)
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

    def observable_state(self) -> dict[str, Any]:
        """Everything a scenario can observe of this game through the queries the engine implements: each
        player's zones (in the engine's order), life, pool, mana spent and last paid cost; the stack, priority
        and pending choice; and the zone, tapped state, counters and power/toughness of each object the board names.
        A query the engine refuses (an object that left the game) is part of the state as "no answer"."""
        players = [p["name"] for p in (self.board or {}).get("players", [])]
        asked: list[tuple[str, dict[str, Any]]] = [(k, {"kind": k}) for k in ("stack", "priority", "pending_choice")]
        for name in players:
            asked += [(f"{k} {name}", {"kind": k, "player": name}) for k in _PLAYER_QUERIES]
            asked += [
                (f"{name}'s {z}", {"kind": "zone_contents", "player": name, "zone": z})
                for z in ("battlefield", "hand", "graveyard", "library", "exile")
            ]
        for ref in sorted(self.aliases):
            asked += [(f"{k} of {ref}", {"kind": k, "object": ref}) for k in _OBJECT_QUERIES]
        asked = [(label, query) for label, query in asked if query["kind"] in self.hello.queries]
        answers = self._observe_many([query for _, query in asked])
        state = {}
        for (label, query), answer in zip(asked, answers, strict=False):  # an engine error ends `answers`
            answer = self._answer("observe", query, answer, True)
            state[label] = answer.value if isinstance(answer, Value) else "no answer"
        return state

    def changes_since_action(self) -> dict[str, tuple[Any, Any]]:
        """What is observably different from just before the last action: {what: (before, now)}."""
        if not self.pending:
            self._require_checked()
        if self.before_action is None:
            raise CorpusError(f"'{UNCHANGED}' needs an action in the last step before it that isn't a Then step")
        # without the zones there is too little to compare: "nothing changed" would pass on an empty state
        self._require_capability("queries", "zone_contents")
        before, now = self.before_action, self.observable_state()
        keys = sorted(before.keys() | now.keys())
        return {k: (before.get(k), now.get(k)) for k in keys if before.get(k) != now.get(k)}

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
            self.send_waiting()  # their answers come first, as they would have
            raise ScenarioUnsupported(f"{ {'actions': 'action', 'queries': 'query'}[group] } {kind!r}")

    @staticmethod
    def _call(request: str, method: Callable[[dict[str, Any]], Response], payload: dict[str, Any]) -> Response:
        """An adapter that raises instead of answering (an in-process engine's bug, or `sys.exit`) is an engine
        fault of this scenario only, saying what was asked."""
        asked = f"{request} {payload.get('kind')}" if request != "load" else request
        try:
            with no_process_exit():
                answer = method(payload)
        except (ConformanceFailure, ScenarioUnsupported, EngineFault):
            raise
        except (Exception, SystemExit) as exc:
            message = f"the engine adapter raised {type(exc).__name__} on {asked}: {exc}"
            raise EngineFault(message, {"request": request, "exception": type(exc).__name__}) from exc
        if not isinstance(answer, Ok | Illegal | Value | Unsupported | EngineError):
            raise EngineFault(f"unexpected answer to {asked}: {repr(answer)[:200]}, not a protocol answer")
        return answer

    def _observe_many(self, queries: list[dict[str, Any]]) -> list[Response]:
        """The answers to `queries`, in one request of the adapter when it can take several (a process engine gets
        them at once); each checked as `_call` checks one. Fewer answers than queries end with an engine error."""
        many = getattr(self.adapter, "observe_many", None)
        if many is None:  # an adapter that doesn't derive from harness.Adapter
            return [self._call("observe", self.adapter.observe, query) for query in queries]
        try:
            answers = list(many(queries))
        except (ConformanceFailure, ScenarioUnsupported, EngineFault):
            raise
        except (Exception, SystemExit) as exc:
            message = f"the engine adapter raised {type(exc).__name__} on observe_many: {exc}"
            raise EngineFault(message, {"request": "observe", "exception": type(exc).__name__}) from exc
        self._settle()
        for answer in answers:
            if not isinstance(answer, Ok | Illegal | Value | Unsupported | EngineError):
                raise EngineFault(f"unexpected answer to a query: {repr(answer)[:200]}, not a protocol answer")
        if len(answers) < len(queries) and not (answers and isinstance(answers[-1], EngineError)):
            raise EngineFault(f"the adapter answered {len(answers)} of {len(queries)} queries (observe_many)")
        return answers

    # -- requests written with the next one (a process engine) ---------------------------------------------
    def _defer(self, pending: Pending, payload: dict[str, Any]) -> None:
        self._send_with_next(pending.kind, payload)  # type: ignore[misc]
        self.pending.append(pending)

    def send_waiting(self, check: bool = True) -> None:
        """Send the waiting requests now, alone (no request is coming to take them), and take their answers."""
        if self.pending:
            self.adapter.send_queued()  # type: ignore[attr-defined]
            self._settle(check)

    def _settle(self, check: bool = True) -> None:
        """The answers to the waiting requests, just written with another one, taken in order as they would have
        been one by one; what fails is the failure of the step that made the request (`at_step`). Then, `check`:
        the step at hand fails if an action was refused and that was not checked, as it would have at its start."""
        if not self.pending:
            return
        answers = self.adapter.queued_answers()  # type: ignore[attr-defined]
        for i, answer in enumerate(answers[: len(self.pending)]):
            item, at = self.pending[i], self.pending[i].at
            try:
                if item.kind == "load":
                    self._answer("load", item.payload, answer, refusable=False)
                else:
                    self._performed(self._answer("perform", item.payload, answer, refusable=True), item.text)
                if i + 1 < len(self.pending):  # the next one is an action, which checks this first
                    at = self.pending[i + 1].at
                    self._require_checked()
            except (ConformanceFailure, ScenarioUnsupported, EngineFault) as exc:
                exc.at_step = at  # type: ignore[attr-defined]
                self.pending.clear()
                raise
        del self.pending[: len(answers)]
        if check and not self.pending:
            self._require_checked()

    def _answer(self, request: str, payload: dict[str, Any], answer: Response, refusable: bool) -> Response:
        if isinstance(answer, Unsupported):
            raise ScenarioUnsupported(answer.kind)
        if isinstance(answer, EngineError):
            raise EngineFault(answer.message, {"request": request, **payload, **answer.context})
        if isinstance(answer, Illegal) and not refusable:
            raise EngineFault(f"the engine refused to {request}: {answer.reason}")
        return answer  # `_call` already refused anything that isn't a protocol answer
