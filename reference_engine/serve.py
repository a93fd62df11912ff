"""The reference engine behind the JSON-lines protocol (schemas/protocol.schema.json, docs/adapters.md):
`python -m reference_engine.serve [--catalog cards.json] [--other-choices]` reads one request per line on stdin and
writes one response per line on stdout, echoing each request's `id`, until `stop` or the end of stdin.

It answers exactly what the in-process adapter answers, so a corpus run through `--engine cmd:"python -m
reference_engine.serve"` gives the same results. Anything the engine prints goes to stderr: stdout carries
only protocol lines.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from .engine import ReferenceEngine, refusal_answer
from .errors import BoardError, RulesError, Unsupported

PROTOCOL_VERSION = 1


def default_catalog() -> Path:
    """`$MTG_CONFORMANCE_CORPUS/cards.json`, else the corpus's `features/cards.json` next to this package (in a
    checkout), else the copy the wheel installs beside it (`harness/_bundled/features/`)."""
    corpus = os.environ.get("MTG_CONFORMANCE_CORPUS")
    if corpus:
        return Path(corpus) / "cards.json"
    beside = Path(__file__).resolve().parent.parent
    checkout = beside / "features" / "cards.json"
    return checkout if checkout.is_file() else beside / "harness" / "_bundled" / "features" / "cards.json"


class Server:
    """Answers protocol requests with a `ReferenceEngine`."""

    def __init__(self, engine: ReferenceEngine) -> None:
        self.engine = engine
        self.stopped = False
        self.handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "hello": lambda r: self.engine.hello(),
            "load": self._load,
            "perform": lambda r: self.engine.perform(r["action"]),
            "observe": self._observe,
            "stop": self._stop,
        }

    def _load(self, request: dict[str, Any]) -> dict[str, Any]:
        try:
            self.engine.load(request["board"])
        except BoardError as exc:
            return {"error": f"the engine could not set up the board: {exc}"}
        return {"ok": True}

    def _observe(self, request: dict[str, Any]) -> dict[str, Any]:
        try:
            return {"value": self.engine.observe(request["query"])}
        except RulesError as exc:  # e.g. no such object: an answer the step reports
            return refusal_answer(exc)

    def _stop(self, request: dict[str, Any]) -> dict[str, Any]:
        self.stopped = True
        return {"ok": True}

    def answer(self, line: str) -> dict[str, Any]:
        """The response to one request line."""
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            return {"id": None, "error": f"not JSON: {exc}"}
        if not isinstance(request, dict):
            return {"id": None, "error": "a request is a JSON object"}
        rid, kind = request.get("id"), request.get("request")
        handler = self.handlers.get(kind) if isinstance(kind, str) else None
        if handler is None:
            return {"id": rid, "unsupported": f"request {kind!r}"}
        if kind == "hello" and request.get("protocol") != PROTOCOL_VERSION:
            return {
                "id": rid,
                "error": f"this engine speaks protocol {PROTOCOL_VERSION}, not {request.get('protocol')}",
            }
        try:
            return {"id": rid, **handler(request)}
        except Unsupported as exc:
            return {"id": rid, "unsupported": str(exc)}
        except Exception as exc:  # a bug in the engine: the scenario is an error, the engine goes on
            traceback.print_exc(file=sys.stderr)
            return {"id": rid, "error": f"{type(exc).__name__}: {exc}"}


def _chunks(requests: IO[str]) -> Iterator[list[str]]:
    """The request lines as they arrive, in chunks: what one read of the pipe brought is answered as a whole, so
    that requests written together (a snapshot's queries) get their answers in one write. A stream without a file
    descriptor (a test's) gives one line at a time."""
    try:
        fd = requests.fileno()
    except (AttributeError, OSError, ValueError):
        yield from ([line] for line in requests)
        return
    pending = bytearray()
    while chunk := os.read(fd, 1 << 16):
        pending += chunk
        if b"\n" in chunk:  # only then is there a line to answer: the rest is searched once
            *lines, rest = bytes(pending).split(b"\n")
            pending = bytearray(rest)
            yield [line.decode("utf-8", "replace") for line in lines]
        if len(pending) > MAX_REQUEST:
            yield [TOO_LONG]  # answered with an error, and the stream, out of step, is read no further
            return
    if pending:
        yield [pending.decode("utf-8", "replace")]


MAX_REQUEST = 64 << 20  # bytes of one request line
TOO_LONG = "\x00too long"  # stands for a request line over MAX_REQUEST (no JSON text starts with NUL)


_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps would make one per answer


def _text(response: dict[str, Any]) -> str:
    try:
        return _ENCODE(response)
    except (TypeError, ValueError) as exc:  # the engine produced a value JSON can't carry
        return json.dumps({"id": response.get("id"), "error": f"the answer is not JSON: {exc}"})


def serve(engine: ReferenceEngine, requests: IO[str], responses: IO[str]) -> None:
    server = Server(engine)
    for chunk in _chunks(requests):
        answers = []
        for line in chunk:
            if line == TOO_LONG:
                answers.append(_text({"id": None, "error": f"a request line over {MAX_REQUEST} bytes"}) + "\n")
            elif line.strip():
                answers.append(_text(server.answer(line)) + "\n")
                if server.stopped:
                    break
        responses.write("".join(answers))
        responses.flush()
        if server.stopped:
            return


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reference_engine.serve", description=__doc__.split("\n\n")[0])
    parser.add_argument("--catalog", type=Path, default=None, help="card catalog (MTGJSON AtomicCards shape)")
    parser.add_argument(
        "--other-choices",
        action="store_true",
        help="take every choice the rules leave free the other way (reference-other-choices)",
    )
    args = parser.parse_args(argv)
    catalog = args.catalog or default_catalog()
    protocol_out = sys.stdout
    sys.stdout = sys.stderr  # a stray print must not corrupt the protocol stream
    try:
        engine = ReferenceEngine.other_choices(catalog) if args.other_choices else ReferenceEngine(catalog)
    except (OSError, ValueError) as exc:
        print(f"reference_engine.serve: can't load the card catalog {catalog}: {exc}", file=sys.stderr)
        return 2
    serve(engine, sys.stdin, protocol_out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
