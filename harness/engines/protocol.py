"""The messages of the engine adapter contract (`schemas/protocol.schema.json`), as small frozen classes.

The same JSON objects travel through every transport: in-process adapters return them as dicts, the
subprocess transport writes them one per line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

PROTOCOL_VERSION = 1
MAX_NAME = 200  # characters kept of an engine's name or version
CR_RULE = re.compile(r"^[1-9][0-9]{2}(\.[0-9]+[a-z]?)?$")  # a Comprehensive Rules number: 302, 302.6, 601.2h


@dataclass(frozen=True)
class Hello:
    """The engine's answer to `hello`: who it is and what it implements."""

    name: str
    version: str
    protocol: int = PROTOCOL_VERSION
    actions: frozenset[str] = frozenset()
    queries: frozenset[str] = frozenset()
    cards: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        """An engine's name and version are shown on every report and terminal: a huge one is cut, saying so."""
        from harness.text import shorten

        for attr in ("name", "version"):
            value = getattr(self, attr)
            if isinstance(value, str) and len(value) > MAX_NAME:
                object.__setattr__(self, attr, shorten(value.replace("\n", " "), MAX_NAME))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Hello:
        caps = data.get("capabilities", {})
        return cls(
            str(data["name"]),
            str(data.get("version", "unknown")),
            int(data.get("protocol", 1)),
            frozenset(caps.get("actions", ())),
            frozenset(caps.get("queries", ())),
            frozenset(data.get("cards", ())),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "protocol": self.protocol,
            "capabilities": {"actions": sorted(self.actions), "queries": sorted(self.queries)},
            "cards": sorted(self.cards),
        }


@dataclass(frozen=True)
class Ok:
    """The action was carried out (or the board loaded)."""

    def to_json(self) -> dict[str, Any]:
        return {"ok": True}


@dataclass(frozen=True)
class Illegal:
    """The rules forbid the action: a normal outcome, many rulings say "can't". `reason` is for people; `rule`,
    when the engine knows it, is the CR number of the rule that forbids the action (checked by the scenario)."""

    reason: str
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        answer: dict[str, Any] = {"ok": False, "illegal": self.reason}
        if self.rule is not None:
            answer["rule"] = self.rule
        return answer


@dataclass(frozen=True)
class Value:
    """The answer to a query."""

    value: Any

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value}


@dataclass(frozen=True)
class Unsupported:
    """The engine does not implement this kind of request (or card): the scenario is `unsupported`."""

    kind: str

    def to_json(self) -> dict[str, Any]:
        return {"unsupported": self.kind}


@dataclass(frozen=True)
class EngineError:
    """The engine failed to handle a request it should handle: the scenario is `error`."""

    message: str
    context: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"error": self.message}


Response = Ok | Illegal | Value | Unsupported | EngineError

LOSS_REASONS = {  # `game_result`'s reasons, with the rule that makes a player lose that way
    "life": "704.5a",
    "empty_library": "704.5b",
    "poison": "704.5c",
    "effect": "104.3e",
    "concession": "104.3a",
}


@dataclass(frozen=True)
class GameResult:
    """The answer to the `game_result` query: who lost and why, whether the game is over, who won (CR 104).
    A game that ends is a state to observe, never a refusal."""

    over: bool = False
    winners: tuple[str, ...] = ()
    losers: tuple[tuple[str, str], ...] = ()  # (player, reason)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameResult:
        return cls(
            bool(data["over"]),
            tuple(data["winners"]),
            tuple((loss["player"], loss["reason"]) for loss in data["losers"]),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "over": self.over,
            "winners": list(self.winners),
            "losers": [{"player": p, "reason": r} for p, r in self.losers],
        }

    def reason_lost(self, player: str) -> str | None:
        return next((reason for name, reason in self.losers if name == player), None)


def response_from_json(data: Any) -> Response:
    """Parse one response object; anything else is an `EngineError` saying what was wrong with it."""
    if not isinstance(data, dict):
        return EngineError(f"the engine answered {type(data).__name__}, not a JSON object")
    if "error" in data:
        return EngineError(str(data["error"]))
    if "unsupported" in data:
        return Unsupported(str(data["unsupported"]))
    if "value" in data:
        return Value(data["value"])
    if data.get("ok") is True:
        return Ok()
    if data.get("ok") is False and isinstance(data.get("illegal"), str):
        rule = data.get("rule")
        if rule is None:
            return Illegal(data["illegal"])
        if isinstance(rule, str) and CR_RULE.match(rule):
            return Illegal(data["illegal"], rule)
        return EngineError(f"an illegal answer's rule must be a CR number such as 302.6, not {rule!r}"[:300])
    return EngineError(f"not a protocol response: {data!r}"[:300])
