"""The subprocess transport (`--engine cmd:"<command line>"`): any engine, in any language, that reads one
JSON request per line on stdin and writes one JSON response per line on stdout (schemas/protocol.schema.json,
docs/adapters.md).

The process is started once (no shell: the command line is split with `shlex`) and kept for the whole run.
Each request waits at most `timeout` seconds for its answer. A line that answers this request (a JSON object
with its id) but with a bad value gets an `EngineError` naming the field, the value and what it must be (its
scenario is `error`); the engine is in step and goes on. When the engine can't go on (it crashes, hangs, writes a
line that is not JSON or answers another id), that request gets an `EngineError` saying what the engine did, the
process is stopped, and the next request starts a new one and replays `hello`; after `max_restarts` restarts
every further request gets one `EngineError` saying the engine was given up on.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from harness.engines import cpu as engine_cpu
from harness.engines.contract import Adapter, AdapterError
from harness.engines.process import STOP_GRACE, EngineFailure, EngineProcess, split_command
from harness.engines.protocol import (
    PROTOCOL_VERSION,
    EngineError,
    Hello,
    Response,
    Value,
    response_from_json,
)
from harness.engines.protocol_schema import fitting_problem as _problem
from harness.engines.protocol_schema import has_answer_shape
from harness.engines.request_lines import (
    FITTED,
    FITTED_MAX,
    Request,
    after_id,
    checked_answer,
    encode_request,
    parse_hello,
    parsed,
)
from harness.text import shorten

DEFAULT_TIMEOUT = 10.0
DEFAULT_STARTUP_TIMEOUT = 60.0
DEFAULT_MAX_RESTARTS = 3
DEFAULT_MAX_LINE = 16 * 1024 * 1024
_SHOWN = 200  # characters of an offending line or request quoted in a message
_BATCH = 64  # queries written at once by observe_many


def _shorten(text: str, limit: int = _SHOWN) -> str:
    return shorten(text, limit)


class _QueuedFailed(Exception):
    """The engine failed on a queued request (`send_with_next`); `answer` is the error."""

    def __init__(self, answer: EngineError) -> None:
        self.answer = answer


class SubprocessAdapter(Adapter):
    """An engine behind the JSON-lines protocol, run as a child process."""

    def __init__(
        self,
        command: str | Sequence[str],
        timeout: float = DEFAULT_TIMEOUT,
        startup_timeout: float = DEFAULT_STARTUP_TIMEOUT,
        max_restarts: int = DEFAULT_MAX_RESTARTS,
        max_line: int = DEFAULT_MAX_LINE,
        cwd: str | Path | None = None,
        env: dict[str, str] | None = None,
        cpu: str = engine_cpu.DEFAULT,
    ) -> None:
        self.argv = split_command(command)
        if cpu not in engine_cpu.CHOICES:
            raise AdapterError(f"--engine-cpu {cpu!r}: one of {', '.join(engine_cpu.CHOICES)}")
        self.cpu = cpu
        self._sharing: Callable[[], None] | None = None  # ends the hold of one CPU (harness/engines/cpu.py)
        self.timeout, self.startup_timeout = float(timeout), float(startup_timeout)
        self.max_restarts, self.max_line = int(max_restarts), int(max_line)
        self.cwd = Path(cwd) if cwd is not None else None
        self.env = {**os.environ, **env} if env else None
        self.process: EngineProcess | None = None
        self.restarts = 0
        self._hello: Hello | None = None
        self._next_id = 0
        self._last_failure: str | None = None
        self._given_up: str | None = None
        self._queued: list[tuple[str, dict[str, Any]]] = []  # `send_with_next`
        self._queued_answers: list[Response] = []

    @property
    def command(self) -> str:
        return shlex.join(self.argv)

    @property
    def given_up(self) -> str | None:
        """Why the engine was given up on (it died more often than `max_restarts`, the last time with its exit
        code), or None while it still answers."""
        return self._given_up

    # -- the adapter contract ----------------------------------------------------------------------
    def hello(self) -> Hello:
        """Start the engine and ask who it is. A failure here is one `AdapterError` naming the command."""
        if self._hello is None:
            try:
                self._hello = self._start()
            except EngineFailure as exc:
                self._stop_sharing()
                raise AdapterError(f"the engine {self.command} failed its hello: {exc}") from None
            except AdapterError:  # it could not start
                self._stop_sharing()
                raise
        return self._hello

    def load(self, board: dict[str, Any]) -> Response:
        return self.request("load", {"board": board})

    def perform(self, action: dict[str, Any]) -> Response:
        return self.request("perform", {"action": action})

    def observe(self, query: dict[str, Any]) -> Response:
        return self.request("observe", {"query": query})  # its value is checked by `_answer`

    # -- requests written with the next one: a round trip fewer each ---------------------------------------
    def send_with_next(self, kind: str, payload: dict[str, Any]) -> None:
        """Queue a request (a board's `load`, a `perform` whose answer can wait): it is written in the same write
        as the next request, and answered before it; `queued_answers` gives the answers."""
        self._queued.append((kind, payload))

    def discard_queued(self) -> None:
        """Forget requests still queued and answers not taken: a scenario that failed before sending them ended,
        and the next one starts with its own board (its `load` resets the engine)."""
        self._queued, self._queued_answers = [], []

    def queued_answers(self) -> list[Response]:
        """The answers to the queued requests sent since the last call, in order. The first failure ends the
        list, as its `EngineError`: the requests after it were not answered."""
        answers, self._queued_answers = self._queued_answers, []
        return answers

    def send_queued(self) -> None:
        """Send the queued requests now, without another one, and read their answers (`queued_answers`)."""
        if not self._queued:
            return
        if self._given_up is not None:
            self._unsent(EngineError(self._given_up))
            return
        process = self.process or self._restart()
        if isinstance(process, EngineError):
            self._unsent(process)
            return
        with contextlib.suppress(_QueuedFailed):
            self._send_after_queued(process, [])

    def observe_many(self, queries: list[dict[str, Any]]) -> list[Response]:
        """The queries written at once, their answers read in order (pipelined: each request still gets its one
        line, within the timeout): a snapshot of the game costs one process switch, not one per query. The first
        failure ends the list, as its `EngineError` (the process is stopped; the next request starts another)."""
        process = self.process
        answers: list[Response] = []
        if process is None or self._given_up is not None or len(queries) < 2:
            for query in queries:  # one at a time, up to the first failure, as the pipelined path
                answers.append(self.observe(query))
                if isinstance(answers[-1], EngineError):
                    break
            return answers
        try:
            for start in range(0, len(queries), _BATCH):  # well under a pipe's buffer either way
                batch = queries[start : start + _BATCH]
                sent = self._send_after_queued(process, [("observe", {"query": q}) for q in batch])
                for what in sent:
                    answers.append(self._answer(process, what, self.timeout))
        except _QueuedFailed as failed:
            answers.append(failed.answer)
        except EngineFailure as exc:
            answers.append(self._failed(process, f"the engine {exc}", "observe", {"query": queries[len(answers)]}))
        return answers

    def _observed(self, query: dict[str, Any], answer: Response) -> Response:
        """A value that is no answer of the protocol to its query is an engine error."""
        kind = query.get("kind")
        if isinstance(answer, Value) and isinstance(kind, str) and has_answer_shape(kind):
            wrong = _problem(answer.value, f"answers/{kind}")
            if wrong is not None:
                value = _shorten(json.dumps(answer.value))
                return EngineError(
                    f"the engine answered the query {kind!r} with {value}, which is not an answer of "
                    f"the protocol ({wrong}; see $defs/answers/{kind} in protocol.schema.json)",
                    {
                        "engine": self.command,
                        "request_sent": _shorten(json.dumps({"request": "observe", "query": query})),
                    },
                )
        return answer

    def close(self) -> None:
        """Ask the engine to stop, then make sure it does."""
        process, self.process = self.process, None
        if process is not None:
            if process.popen.poll() is None:
                with contextlib.suppress(EngineFailure):
                    self._exchange(process, "stop", {}, timeout=STOP_GRACE)
            process.stop()
        self._stop_sharing()

    def _stop_sharing(self) -> None:
        if self._sharing is not None:
            self._sharing, sharing = None, self._sharing
            sharing()

    # -- requests ----------------------------------------------------------------------------------
    def request(self, kind: str, payload: dict[str, Any]) -> Response:
        """Send one request (any kind: the smoke test sends unknown ones too), after the queued ones
        (`send_with_next`), and return its answer; every failure of the engine comes back as an `EngineError`."""
        if self._given_up is not None:
            return self._unsent(EngineError(self._given_up))
        process = self.process or self._restart()
        if isinstance(process, EngineError):
            return self._unsent(process)
        try:
            (what,) = self._send_after_queued(process, [(kind, payload)])
            return self._answer(process, what, self.timeout)
        except _QueuedFailed as failed:
            return failed.answer
        except EngineFailure as exc:
            return self._failed(process, f"the engine {exc}", kind, payload)

    def _unsent(self, error: EngineError) -> EngineError:
        """No process to send to: the queued requests get the same answer as the request."""
        if self._queued:
            self._queued, self._queued_answers = [], [*self._queued_answers, error]
        return error

    def _send_after_queued(self, process: EngineProcess, requests: list[tuple[str, dict[str, Any]]]) -> list[Request]:
        """Write the queued requests and `requests` in one go; the queued ones' answers are read here
        (`queued_answers`), the others' are left to read. When the engine fails on a queued one (the process is
        stopped), `_QueuedFailed` carries the error: the requests after it get the same."""
        queued, self._queued = self._queued, []
        if not queued:
            return self._send(process, requests)
        try:
            sent = self._send(process, [*queued, *requests])
        except EngineFailure as exc:
            kind, payload = queued[0]
            self._queued_answers.append(self._failed(process, f"the engine {exc}", kind, payload))
            raise _QueuedFailed(self._queued_answers[-1]) from None
        for what in sent[: len(queued)]:
            try:
                self._queued_answers.append(self._answer(process, what, self.timeout))
            except EngineFailure as exc:
                self._queued_answers.append(self._failed(process, f"the engine {exc}", what.kind, what.payload))
                raise _QueuedFailed(self._queued_answers[-1]) from None
        return sent[len(queued) :]

    def _restart(self) -> EngineProcess | EngineError:
        if self._hello is None:
            try:
                self.hello()
            except AdapterError as exc:
                return EngineError(str(exc))
            assert self.process is not None
            return self.process
        if self.restarts >= self.max_restarts:
            self._given_up = (
                f"the engine {self.command} was given up on after {self.restarts} restart(s) "
                f"(--engine-restarts); this scenario was not run. Last failure: {self._last_failure}"
            )
            return EngineError(self._given_up)
        self.restarts += 1
        try:
            self._start()
        except (EngineFailure, AdapterError) as exc:
            self._last_failure = (
                f"the engine could not be restarted (restart {self.restarts} of {self.max_restarts}): {exc}"
            )
            return EngineError(self._last_failure)
        assert self.process is not None
        return self.process

    def _start(self) -> Hello:
        """Start a process and replay `hello`; the process is kept only if its hello is good. With `cpu` "shared" the
        harness's thread first takes one CPU, which the process inherits (harness/engines/cpu.py)."""
        if self.cpu == "shared" and self._sharing is None:
            self._sharing = engine_cpu.hold(self)
        process = EngineProcess(self.argv, self.cwd, self.env, self.max_line)
        try:
            hello = parse_hello(
                self._exchange_raw(process, "hello", {"protocol": PROTOCOL_VERSION}, self.startup_timeout)
            )
        except EngineFailure as exc:
            process.stop(grace=0.5)
            raise EngineFailure(f"{exc}{_stderr_note(process.stderr_tail())}") from None
        self.process = process
        return hello

    def _failed(self, process: EngineProcess, message: str, kind: str, payload: dict[str, Any]) -> EngineError:
        """Stop the failed process (the next request starts another) and describe what happened."""
        if self.process is process:
            self.process = None
        process.stop(grace=0.5)
        tail = process.stderr_tail()
        request = _shorten(json.dumps({"request": kind, **payload}, ensure_ascii=False))
        self._last_failure = message
        restarts_left = self.max_restarts - self.restarts
        text = f"{message}{_stderr_note(tail)}"
        context = {"engine": self.command, "stderr": tail, "request_sent": request, "restarts_left": restarts_left}
        return EngineError(text, context)

    def _exchange(self, process: EngineProcess, kind: str, payload: dict[str, Any], timeout: float) -> Response:
        (what,) = self._send(process, [(kind, payload)])
        return self._answer(process, what, timeout)

    def _answer(self, process: EngineProcess, what: Request, timeout: float) -> Response:
        """The answer to `what`, checked as a response to its kind of request (`_checked`) and, for a query, as an
        answer to its kind of query (`_observed`). An answer whose line, less its id, passed both before is not
        validated again (`FITTED`): it is the same answer."""
        line = self._line(process, what, timeout)
        data = parsed(line, what)
        query = what.payload.get("query") if what.kind == "observe" else None
        query_kind = query.get("kind") if isinstance(query, dict) else None
        rest = after_id(line, what.request_id)
        key = (what.kind, query_kind if isinstance(query_kind, str) else None, rest) if rest else None
        if key is not None and key in FITTED:
            return response_from_json(data)
        answer = self._checked(data, what)
        if isinstance(query, dict):
            answer = self._observed(query, answer)
        if key is not None and not isinstance(answer, EngineError) and len(FITTED) < FITTED_MAX:
            FITTED.add(key)
        return answer

    def _checked(self, data: dict[str, Any], what: Request) -> Response:
        """A well-formed line with a bad value costs its request only: the engine is in step and goes on."""
        request = _shorten(json.dumps({"request": what.kind, **what.payload}, ensure_ascii=False))
        return checked_answer(data, what, {"engine": self.command, "request_sent": request})

    def _exchange_raw(self, process: EngineProcess, kind: str, payload: dict[str, Any], timeout: float) -> Any:
        """Write one request, read one line; the line must be a JSON object with the request's id."""
        (what,) = self._send(process, [(kind, payload)])
        return self._receive(process, what, timeout)

    def _send(self, process: EngineProcess, requests: list[tuple[str, dict[str, Any]]]) -> list[Request]:
        """Write the requests in one go, each with the next id."""
        sent = []
        for kind, payload in requests:
            self._next_id += 1
            sent.append(Request(self._next_id, kind, payload))
        try:
            process.send(b"".join(encode_request(r.request_id, r.kind, r.payload) for r in sent))
        except EngineFailure as exc:
            raise EngineFailure(f"{exc} ({sent[0]})") from None
        return sent

    def _receive(self, process: EngineProcess, what: Request, timeout: float) -> Any:
        """Read the answer to `what`: a line holding a JSON object with its id."""
        return parsed(self._line(process, what, timeout), what)

    @staticmethod
    def _line(process: EngineProcess, what: Request, timeout: float) -> bytes:
        try:
            return process.receive(timeout)
        except EngineFailure as exc:
            raise EngineFailure(f"{exc} ({what})") from None


def _stderr_note(tail: str) -> str:
    return f"; its stderr ended with:\n{tail}" if tail.strip() else "; it wrote nothing on stderr"
