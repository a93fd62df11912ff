"""The subprocess transport (`--engine cmd:"<command line>"`): any engine, in any language, that reads one
JSON request per line on stdin and writes one JSON response per line on stdout (schemas/protocol.schema.json,
docs/adapters.md).

The process is started once (no shell: the command line is split with `shlex`) and kept for the whole run.
Each request waits at most `timeout` seconds for its answer. When the engine crashes, hangs, or writes a line
that is not a protocol response to this request, that request gets an `EngineError` saying what the engine
did (its scenario is `error`), the process is stopped, and the next request starts a new one and replays
`hello`; after `max_restarts` restarts every further request gets one `EngineError` saying the engine was
given up on.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from harness.engines.contract import Adapter, AdapterError
from harness.engines.lines import Empty, Eof, TooLong, line_source
from harness.engines.protocol import (
    PROTOCOL_VERSION,
    EngineError,
    Hello,
    Illegal,
    Ok,
    Response,
    Unsupported,
    Value,
    response_from_json,
)
from harness.engines.protocol_schema import fitting_problem as _problem
from harness.engines.protocol_schema import has_answer_shape, problem
from harness.text import shorten

DEFAULT_TIMEOUT = 10.0
DEFAULT_STARTUP_TIMEOUT = 60.0
DEFAULT_MAX_RESTARTS = 3
DEFAULT_MAX_LINE = 16 * 1024 * 1024
STOP_GRACE = 3.0
_STDERR_LINES = 20
_STDERR_CHARS = 2000
_SHOWN = 200  # characters of an offending line or request quoted in a message

# the answers each request may get; anything else is a protocol violation
_ALLOWED: dict[str, tuple[type, ...]] = {
    "load": (Ok, Unsupported, EngineError),
    "perform": (Ok, Illegal, Unsupported, EngineError),
    "observe": (Value, Illegal, Unsupported, EngineError),
    "stop": (Ok, EngineError),
}
_DEFINITION = {Ok: "ok", Illegal: "illegal", Value: "value", Unsupported: "unsupported", EngineError: "error"}

_EXIT_POLL = 0.1  # seconds between looks at whether an engine that has not answered has exited


class EngineFailure(Exception):
    """The engine process broke the protocol; the message says what it did."""


def split_command(command: str | Sequence[str]) -> list[str]:
    """`cmd:` text split like a POSIX shell would split it, without running a shell."""
    if isinstance(command, str):
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise AdapterError(f"can't split the engine command {command!r}: {exc}") from None
    else:
        argv = [str(a) for a in command]
    if not argv:
        raise AdapterError('the engine command is empty: use --engine cmd:"<program> <arguments>"')
    return argv


def encode_request(request_id: int, kind: str, payload: dict[str, Any]) -> bytes:
    """One request line: `{"id": ..., "request": kind, ...payload}` and a newline."""
    message = {"id": request_id, "request": kind, **payload}
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _shorten(text: str, limit: int = _SHOWN) -> str:
    return shorten(text, limit)


def _summary(kind: str, payload: dict[str, Any]) -> str:
    """`perform {"kind":"cast",...}` / `load`: what the request asked, short enough for a message."""
    inner = payload.get("action") or payload.get("query")
    if not isinstance(inner, dict):
        return kind
    return f"{kind} {_shorten(json.dumps(inner, ensure_ascii=False, separators=(',', ':')), 120)}"


class _Request:
    """`request 7: perform {"kind":"cast",...}` in a message; written out only when a message needs it."""

    def __init__(self, request_id: int, kind: str, payload: dict[str, Any]) -> None:
        self.request_id, self.kind, self.payload = request_id, kind, payload

    def __str__(self) -> str:
        return f"request {self.request_id}: {_summary(self.kind, self.payload)}"


class EngineProcess:
    """One running engine: request lines in, response lines out, stderr kept as a short tail."""

    def __init__(self, argv: list[str], cwd: Path | None, env: dict[str, str] | None, max_line: int) -> None:
        self.argv, self.max_line = argv, max_line
        try:
            self.popen = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                env=env,
                start_new_session=os.name == "posix",  # its own process group: ended with all it started
            )
        except OSError as exc:
            raise AdapterError(f"can't start the engine {shlex.join(argv)}: {exc.strerror or exc}") from None
        assert self.popen.stdout is not None and self.popen.stderr is not None
        self.lines = line_source(self.popen.stdout, max_line)
        self.stderr: deque[str] = deque(maxlen=_STDERR_LINES)
        threading.Thread(target=self._read_stderr, args=(self.popen.stderr,), daemon=True).start()

    def _read_stderr(self, stream: IO[bytes]) -> None:
        while chunk := stream.readline(4096):
            self.stderr.append(chunk.decode("utf-8", "replace").rstrip("\r\n"))

    def stderr_tail(self) -> str:
        text = "\n".join(self.stderr)
        return text if len(text) <= _STDERR_CHARS else "..." + text[-_STDERR_CHARS:]

    def send(self, line: bytes) -> None:
        stray = self._stray_line()
        if stray is not None:
            raise EngineFailure(stray)
        try:
            assert self.popen.stdin is not None
            self.popen.stdin.write(line)
            self.popen.stdin.flush()
        except (BrokenPipeError, ConnectionResetError, OSError, ValueError):
            raise EngineFailure(f"{self.exit_description()} before the request could be sent") from None

    def _stray_line(self) -> str | None:
        """A line written when no request was waiting: it would be taken as the next request's answer."""
        try:
            item = self.lines.get_nowait()
        except Empty:
            return None
        if isinstance(item, Eof):
            return f"{self.exit_description()} between requests"
        if isinstance(item, TooLong):
            return f"wrote a {item.size}-byte line when no request was waiting"
        text = item.decode("utf-8", "replace").strip()
        return f"wrote a line when no request was waiting (one request gets one line): {_shorten(text)!r}"

    def receive(self, timeout: float) -> bytes:
        item = self._next_line(timeout)
        if isinstance(item, Eof):
            raise EngineFailure(f"{self.exit_description()} without answering")
        if isinstance(item, TooLong):
            raise EngineFailure(f"answered with a line of {item.size} bytes, over the limit of {self.max_line}")
        return item

    def _next_line(self, timeout: float) -> Any:
        """The next line, waiting up to `timeout`; an engine that exited while a process it started keeps its
        stdout open never sends end of file, so its exit is watched for as well."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                return self.lines.get(max(0.0, min(left, _EXIT_POLL)))
            except Empty:
                pass
            if self.popen.poll() is not None:
                try:  # what it wrote just before exiting is still its answer
                    return self.lines.get(_EXIT_POLL)
                except Empty:
                    raise EngineFailure(f"{self.exit_description()} without answering") from None
            if left <= _EXIT_POLL:
                raise EngineFailure(f"did not answer within {timeout:g} s (--engine-timeout)")

    def exit_description(self) -> str:
        try:
            code = self.popen.wait(timeout=2)
        except subprocess.TimeoutExpired:
            return "closed its stdout"
        if code < 0:
            return f"was killed by signal {-code}"
        return f"exited with code {code}"

    def stop(self, grace: float = STOP_GRACE) -> None:
        for stream in (self.popen.stdin,):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        try:
            self.popen.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait()
        self._end_group()

    def _end_group(self) -> None:
        """The processes the engine started (its process group) end with it: none is left running."""
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.killpg(self.popen.pid, signal.SIGKILL)


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
    ) -> None:
        self.argv = split_command(command)
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

    @property
    def command(self) -> str:
        return shlex.join(self.argv)

    # -- the adapter contract ----------------------------------------------------------------------
    def hello(self) -> Hello:
        """Start the engine and ask who it is. A failure here is one `AdapterError` naming the command."""
        if self._hello is None:
            try:
                self._hello = self._start()
            except EngineFailure as exc:
                raise AdapterError(f"the engine {self.command} failed its hello: {exc}") from None
        return self._hello

    def load(self, board: dict[str, Any]) -> Response:
        return self.request("load", {"board": board})

    def perform(self, action: dict[str, Any]) -> Response:
        return self.request("perform", {"action": action})

    def observe(self, query: dict[str, Any]) -> Response:
        answer = self.request("observe", {"query": query})
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
        if process is None:
            return
        if process.popen.poll() is None:
            with contextlib.suppress(EngineFailure):
                self._exchange(process, "stop", {}, timeout=STOP_GRACE)
        process.stop()

    # -- requests ----------------------------------------------------------------------------------
    def request(self, kind: str, payload: dict[str, Any]) -> Response:
        """Send one request (any kind: the smoke test sends unknown ones too) and return its answer; every
        failure of the engine comes back as an `EngineError`."""
        if self._given_up is not None:
            return EngineError(self._given_up)
        process = self.process or self._restart()
        if isinstance(process, EngineError):
            return process
        try:
            return self._exchange(process, kind, payload, self.timeout)
        except EngineFailure as exc:
            return self._failed(process, f"the engine {exc}", kind, payload)

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
        """Start a process and replay `hello`; the process is kept only if its hello is good."""
        process = EngineProcess(self.argv, self.cwd, self.env, self.max_line)
        try:
            hello = _parse_hello(
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
        data = self._exchange_raw(process, kind, payload, timeout)
        answer = response_from_json(data)
        # `_exchange_raw` made sure the id equals this request's; when it is an int, the key leaves it out
        key = {**data, "id": 0} if type(data["id"]) is int else None
        wrong = _problem(data, _DEFINITION.get(type(answer), "response"), key)
        if wrong is not None or "name" in data:
            raise EngineFailure(
                f"answered {_summary(kind, payload)} with {_shorten(json.dumps(data))}, "
                f"which is not a protocol response ({wrong or 'a hello answer'})"
            )
        allowed = _ALLOWED.get(kind)
        if allowed is not None and not isinstance(answer, allowed):
            raise EngineFailure(
                f"answered {_summary(kind, payload)} with {_shorten(json.dumps(data))}: a "
                f"{kind} request is answered with {' or '.join(_DEFINITION[t] for t in allowed)}"
            )
        return answer

    def _exchange_raw(self, process: EngineProcess, kind: str, payload: dict[str, Any], timeout: float) -> Any:
        """Write one request, read one line; the line must be a JSON object with the request's id."""
        self._next_id += 1
        request_id = self._next_id
        what = _Request(request_id, kind, payload)
        try:
            process.send(encode_request(request_id, kind, payload))
            line = process.receive(timeout)
        except EngineFailure as exc:
            raise EngineFailure(f"{exc} ({what})") from None
        try:
            data = json.loads(line.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise EngineFailure(f"answered {what} with a line that is not UTF-8 (byte {exc.start})") from None
        except json.JSONDecodeError as exc:
            text = _shorten(line.decode("utf-8").strip())
            raise EngineFailure(f"answered {what} with a line that is not JSON ({exc.msg}): {text!r}") from None
        if not isinstance(data, dict):
            raise EngineFailure(f"answered {what} with {_shorten(json.dumps(data))}, not a JSON object")
        if isinstance(data.get("id"), int) and 0 < data["id"] < request_id:
            # it may not have been read before this request was sent: it is still a stray line
            raise EngineFailure(
                f"wrote a line when no request was waiting (one request gets one line): it answers the earlier "
                f"request {data['id']}, not {what}: {_shorten(json.dumps(data))}"
            )
        if data.get("id") != request_id:
            got = "no id" if "id" not in data else f"id {json.dumps(data['id'])}"
            raise EngineFailure(
                f"answered {what} with {got}: {_shorten(json.dumps(data))} (a response echoes its request's id)"
            )
        return data


def _stderr_note(tail: str) -> str:
    return f"; its stderr ended with:\n{tail}" if tail.strip() else "; it wrote nothing on stderr"


def _parse_hello(data: dict[str, Any]) -> Hello:
    if data.get("protocol") != PROTOCOL_VERSION and isinstance(data.get("protocol"), int):
        raise EngineFailure(f"speaks protocol {data['protocol']}; this harness speaks protocol {PROTOCOL_VERSION}")
    if "error" in data or "unsupported" in data:
        raise EngineFailure(f"answered hello with {_shorten(json.dumps(data))}")
    wrong = problem(data, "hello_response")
    if wrong is not None:
        raise EngineFailure(
            f"answered hello with {_shorten(json.dumps(data))}, which is not a hello answer "
            f"({wrong}; see $defs/hello_response in protocol.schema.json)"
        )
    return Hello.from_json(data)
