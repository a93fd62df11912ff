"""A minimal in-process mtg-conformance adapter: a Python class the harness calls directly.

The harness calls `hello()` once, then for each scenario `load(board)` followed by `perform(action)` and
`observe(query)` calls, and `close()` at the end. Each returns a protocol object from `harness`: `Ok()`,
`Illegal("why")`, `Value(...)`, `Unsupported("what")` or `EngineError("message")`. The contract is
schemas/protocol.schema.json (docs/adapters.md).

Out of the box it loads any board and answers one query, `life`, from the board it loaded (no action is
implemented, so the game is still that board). Every scenario needs an action, so each is reported
`unsupported`, never failed. Wire your engine in by adding handlers to ACTIONS and QUERIES: the kinds you add
are listed in `hello`, and only those are ever sent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Adapter, EngineError, Hello, Illegal, Ok, Unsupported, Value

Board = dict[str, Any]
Answer = Ok | Illegal | Value | Unsupported | EngineError


def life(board: Board, query: dict[str, Any]) -> Answer:
    """`{"kind": "life", "player": "Alice"}`: the player's life total (the board says 20 when it gives none)."""
    for player in board["players"]:
        if player["name"] == query["player"]:
            return Value(player.get("life", 20))
    return Illegal(f"no player named {query['player']!r}")


# action kind -> function(board, action) returning Ok() or Illegal("why"), e.g. "activate", "cast", "pass"
ACTIONS: dict[str, Callable[[Board, dict[str, Any]], Answer]] = {}
# query kind -> function(board, query) returning Value(...), shaped as $defs/answers/<kind> in the schema
QUERIES: dict[str, Callable[[Board, dict[str, Any]], Answer]] = {"life": life}


class MinimalAdapter(Adapter):
    """Registered under the entry point group `mtg_conformance.engines` (pyproject.toml), or named directly:
    `--engine minimal_adapter:MinimalAdapter`."""

    def __init__(self) -> None:
        self.board: Board = {}  # replace with your engine's game object

    def hello(self) -> Hello:
        return Hello(name="minimal-python", version="0.1.0", actions=frozenset(ACTIONS), queries=frozenset(QUERIES))

    def load(self, board: Board) -> Answer:
        # Build your engine's game from the board (schemas/board.schema.json). For a card your engine doesn't
        # know, return Unsupported(f"card {name!r}"): the scenario is then `unsupported`, not `error`.
        self.board = board
        return Ok()

    def perform(self, action: dict[str, Any]) -> Answer:
        handler = ACTIONS.get(action["kind"])
        return handler(self.board, action) if handler else Unsupported(f"action {action['kind']!r}")

    def observe(self, query: dict[str, Any]) -> Answer:
        handler = QUERIES.get(query["kind"])
        return handler(self.board, query) if handler else Unsupported(f"query {query['kind']!r}")
