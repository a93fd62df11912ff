"""The served reference engine reads its requests by chunks of the pipe, each line bounded."""

from __future__ import annotations

import io
import json
import os

import pytest

from reference_engine import serve


def _served(data: bytes, monkeypatch: pytest.MonkeyPatch, limit: int | None = None) -> list[dict]:
    if limit is not None:
        monkeypatch.setattr(serve, "MAX_REQUEST", limit)
    read, write = os.pipe()
    os.write(write, data)
    os.close(write)
    out = io.StringIO()
    with os.fdopen(read, "r") as requests:
        serve.serve(None, requests, out)  # type: ignore[arg-type]
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_requests_written_together_are_each_answered_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = _served(b'{"id": 1, "request": "nope"}\n{"id": 2, "request": "nope"}\n', monkeypatch)
    assert [a["id"] for a in answers] == [1, 2]


def test_a_request_line_over_the_bound_is_an_error_and_ends_the_stream(monkeypatch: pytest.MonkeyPatch) -> None:
    answers = _served(b'{"id": 1, "request": "nope"}\n' + b"x" * 5000, monkeypatch, limit=1000)
    assert answers[0]["id"] == 1
    assert answers[1] == {"id": None, "error": "a request line over 1000 bytes"}
