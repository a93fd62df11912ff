"""One running engine process of the subprocess transport (harness/engines/subprocess.py): request lines in,
response lines out, each wait bounded by a timeout, stderr kept as a short tail."""

from __future__ import annotations

import contextlib
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

from harness.engines.contract import AdapterError
from harness.engines.lines import Empty, Eof, TooLong, line_source
from harness.text import shorten

STOP_GRACE = 3.0
_STDERR_LINES = 20
_STDERR_CHARS = 2000
_SHOWN = 200  # characters of an offending line quoted in a message
_EXIT_POLL = 0.1  # seconds between looks at whether an engine that has not answered has exited


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


class EngineFailure(Exception):
    """The engine process broke the protocol; the message says what it did."""


def _shorten(text: str, limit: int = _SHOWN) -> str:
    return shorten(text, limit)


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
