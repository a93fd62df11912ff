"""harness/engines/lines.py: both ways of reading an engine's stdout give the same items."""

from __future__ import annotations

import contextlib
import os
import select
import threading
from collections.abc import Callable, Iterator

import pytest

from harness.engines.lines import Empty, Eof, LineSource, PolledLines, ThreadedLines, TooLong

SOURCES = [ThreadedLines, *([PolledLines] if hasattr(select, "poll") else [])]


@pytest.fixture(params=SOURCES, ids=lambda cls: cls.__name__)
def pipe(request: pytest.FixtureRequest) -> Iterator[Callable[[int], tuple[LineSource, int]]]:
    opened: list[int] = []

    def make(max_line: int = 10) -> tuple[LineSource, int]:
        read, write = os.pipe()
        stream = os.fdopen(read, "rb", buffering=0)
        opened.append(write)
        return request.param(stream, max_line), write

    yield make
    for fd in opened:
        with contextlib.suppress(OSError):  # a test closed it to end the stream
            os.close(fd)


def _describe(item: object) -> object:
    return ("too long", item.size) if isinstance(item, TooLong) else "eof" if isinstance(item, Eof) else item


def _drain(source: LineSource) -> list[object]:
    items = []
    while not items or items[-1] != "eof":
        items.append(_describe(source.get(5)))
    return items


def test_lines_blank_lines_and_the_end(pipe) -> None:
    source, write = pipe(10)
    os.write(write, b'{"a":1}\n\n  \n{"b":2}\r\nlast')
    os.close(write)
    assert _drain(source) == [b'{"a":1}\n', b'{"b":2}\r\n', b"last", "eof"]


def test_a_line_over_the_limit_is_dropped_and_measured(pipe) -> None:
    source, write = pipe(10)
    os.write(write, b"0123456789\n" + b"x" * 25 + b"\nok\n")
    os.close(write)
    assert _drain(source) == [b"0123456789\n", ("too long", 26), b"ok\n", "eof"]


def test_an_overlong_line_written_in_pieces(pipe) -> None:
    source, write = pipe(10)

    def writer() -> None:
        for _ in range(4):
            os.write(write, b"y" * 8)
        os.write(write, b"\nok\n")
        os.close(write)

    threading.Thread(target=writer).start()
    assert _drain(source) == [("too long", 33), b"ok\n", "eof"]


def test_nothing_written_is_empty_after_the_timeout(pipe) -> None:
    source, write = pipe(10)
    with pytest.raises(Empty):
        source.get(0.05)
    with pytest.raises(Empty):
        source.get_nowait()
    os.write(write, b"late\n")
    assert source.get(5) == b"late\n"
