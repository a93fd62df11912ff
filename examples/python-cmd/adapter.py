#!/usr/bin/env python3
"""A template for an mtg-conformance engine adapter as a process, in Python with no dependencies.

The harness starts this process once (`--engine cmd:"python adapter.py"`), writes one JSON request per line on
stdin and reads one JSON response per line on stdout; every response echoes its request's `id`. The contract
is schemas/protocol.schema.json; docs/adapters.md walks through one complete exchange.

Out of the box it loads any board and answers one query, `life`, from the board it loaded (no action is
implemented, so the game is still that board); everything else is `unsupported`, so every scenario is reported
`unsupported`, never failed. Wire your engine in by adding handlers to ACTIONS and QUERIES: the kinds you add
are listed in `hello`, and only those are ever sent. Use this shape for an engine in another language: the
harness only sees the lines.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable
from typing import Any

PROTOCOL = 1
Board = dict[str, Any]


class Unsupported(Exception):
    """Raise it for a card, action or query your engine can't handle: the scenario is `unsupported`."""


class Illegal(Exception):
    """Raise it when the rules forbid the action (or the query names nothing): a normal outcome."""


def life(board: Board, query: dict[str, Any]) -> int:
    """`{"kind": "life", "player": "Alice"}`: the player's life total (the board says 20 when it gives none)."""
    for player in board["players"]:
        if player["name"] == query["player"]:
            return player.get("life", 20)
    raise Illegal(f"no player named {query['player']!r}")


# action kind -> function(board, action) that carries it out, or raises Illegal("why")
ACTIONS: dict[str, Callable[[Board, dict[str, Any]], None]] = {}
# query kind -> function(board, query) returning the value, shaped as $defs/answers/<kind> in the schema
QUERIES: dict[str, Callable[[Board, dict[str, Any]], Any]] = {"life": life}

game: Board = {}  # what `load` set up; replace with your engine's game object


def hello(request: dict[str, Any]) -> dict[str, Any]:
    if request.get("protocol") != PROTOCOL:
        return {"error": f"this adapter speaks protocol {PROTOCOL}"}
    return {
        "name": "python-cmd-template",
        "version": "0.1.0",
        "protocol": PROTOCOL,
        "capabilities": {"actions": sorted(ACTIONS), "queries": sorted(QUERIES)},
    }


def load(request: dict[str, Any]) -> dict[str, Any]:
    # Build your engine's game from the board (schemas/board.schema.json). For a card your engine doesn't
    # know, raise Unsupported(f"card {name!r}"): the scenario is then `unsupported`, not `error`.
    global game
    game = request["board"]
    return {"ok": True}


def perform(request: dict[str, Any]) -> dict[str, Any]:
    action = request["action"]
    if action["kind"] not in ACTIONS:
        raise Unsupported(f"action {action['kind']!r}")
    ACTIONS[action["kind"]](game, action)
    return {"ok": True}


def observe(request: dict[str, Any]) -> dict[str, Any]:
    query = request["query"]
    if query["kind"] not in QUERIES:
        raise Unsupported(f"query {query['kind']!r}")
    return {"value": QUERIES[query["kind"]](game, query)}


def stop(request: dict[str, Any]) -> dict[str, Any]:
    global stopping
    stopping = True  # answer, then exit
    return {"ok": True}


stopping = False
HANDLERS = {"hello": hello, "load": load, "perform": perform, "observe": observe, "stop": stop}


def answer(line: str) -> dict[str, Any]:
    try:
        request = json.loads(line)
    except ValueError as exc:
        return {"id": None, "error": f"not JSON: {exc}"}
    handler = HANDLERS.get(request.get("request"))
    if handler is None:
        return {"id": request.get("id"), "unsupported": f"request {request.get('request')!r}"}
    try:
        return {"id": request.get("id"), **handler(request)}
    except Unsupported as exc:
        return {"id": request.get("id"), "unsupported": str(exc)}
    except Illegal as exc:
        return {"id": request.get("id"), "ok": False, "illegal": str(exc)}
    except Exception as exc:  # any bug of the engine: that scenario is `error`, and the run goes on
        traceback.print_exc()  # stderr is free for logs; stdout carries only protocol lines
        return {"id": request.get("id"), "error": f"{type(exc).__name__}: {exc}"}


def main() -> None:
    for line in sys.stdin:
        if not line.strip():
            continue
        sys.stdout.write(json.dumps(answer(line)) + "\n")
        sys.stdout.flush()  # the harness waits for each line
        if stopping:
            return


if __name__ == "__main__":
    main()
