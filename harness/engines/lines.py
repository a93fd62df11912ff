"""The engine's stdout as a source of lines for the subprocess transport, each wait bounded by a timeout.

On POSIX the lines are read in the calling thread, with `poll()` for the timeout: no thread hands a line
over, which costs tens of microseconds of CPU per answer. Where `poll()` is missing (Windows) a reader
thread fills a queue. Both give the same items: a line (bytes, with its newline), `TooLong` for a line over
the limit (read to its end and dropped), `Eof` once the stream has ended. Blank lines are skipped.
"""

from __future__ import annotations

import os
import queue
import select
import threading
import time
from collections import deque
from typing import IO


class Eof:
    """Marks the end of the engine's stdout."""


class TooLong:
    """A line of `size` bytes (its newline included), over the limit; it was dropped."""

    def __init__(self, size: int) -> None:
        self.size = size


Item = bytes | Eof | TooLong


class Empty(Exception):
    """No line came within the timeout."""


class LineSource:
    """Lines from a stream, waited for with a timeout."""

    def get(self, timeout: float) -> Item:
        """The next item, waiting at most `timeout` seconds; raises `Empty` when none came."""
        raise NotImplementedError

    def get_nowait(self) -> Item:
        """An item already written, or `Empty`."""
        return self.get(0.0)


def line_source(stream: IO[bytes], max_line: int) -> LineSource:
    """The best way this platform has to read `stream`."""
    return PolledLines(stream, max_line) if hasattr(select, "poll") else ThreadedLines(stream, max_line)


class PolledLines(LineSource):
    """Reads in the caller's thread; `poll()` bounds each wait."""

    def __init__(self, stream: IO[bytes], max_line: int) -> None:
        self.fd, self.max_line = stream.fileno(), max_line
        self.stream = stream  # kept open as long as this reads it
        self.poller = select.poll()
        self.poller.register(self.fd, select.POLLIN | select.POLLHUP | select.POLLERR)
        self.buffer = bytearray()
        self.items: deque[Item] = deque()
        self.skipped: int | None = None  # bytes of an overlong line read so far
        self.ended = False

    def get(self, timeout: float) -> Item:
        deadline = time.monotonic() + timeout
        while not self.items and not self.ended:
            left = max(0.0, deadline - time.monotonic())
            if not self.poller.poll(left * 1000):
                break
            self._read()
        if self.items:
            return self.items.popleft()
        raise Empty

    def _read(self) -> None:
        chunk = os.read(self.fd, 1 << 16)
        if not chunk:
            self.ended = True
            if self.skipped is not None:
                self.items.append(TooLong(self.skipped + len(self.buffer)))
            elif self.buffer.strip():  # a last line without its newline
                self.items.append(bytes(self.buffer))
            self.items.append(Eof())
            return
        self.buffer += chunk
        self._split()

    def _split(self) -> None:
        start = 0
        while (end := self.buffer.find(b"\n", start)) >= 0:
            line = bytes(self.buffer[start : end + 1])
            start = end + 1
            if self.skipped is not None:
                self.items.append(TooLong(self.skipped + len(line)))
                self.skipped = None
            elif len(line) > self.max_line + 1:
                self.items.append(TooLong(len(line)))
            elif line.strip():
                self.items.append(line)
        del self.buffer[:start]
        if len(self.buffer) > self.max_line:  # no newline yet: the line is already too long, drop what came
            self.skipped = (self.skipped or 0) + len(self.buffer)
            self.buffer.clear()


class ThreadedLines(LineSource):
    """A reader thread puts each line in a queue."""

    def __init__(self, stream: IO[bytes], max_line: int) -> None:
        self.max_line = max_line
        self.queue: queue.Queue[Item] = queue.Queue()
        threading.Thread(target=self._run, args=(stream,), daemon=True).start()

    def _run(self, stream: IO[bytes]) -> None:
        while line := stream.readline(self.max_line + 1):
            if len(line) > self.max_line and not line.endswith(b"\n"):
                size = len(line)
                while (chunk := stream.readline(1 << 20)) and not chunk.endswith(b"\n"):
                    size += len(chunk)
                self.queue.put(TooLong(size + len(chunk)))
                if not chunk:
                    break
            elif line.strip():
                self.queue.put(line)
        self.queue.put(Eof())

    def get(self, timeout: float) -> Item:
        try:
            return self.queue.get(timeout=timeout) if timeout > 0 else self.queue.get_nowait()
        except queue.Empty:
            raise Empty from None
