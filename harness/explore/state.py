"""The game as it stands after the actions drawn so far, so the next action is drawn from what the board now
makes possible (a pending choice to answer, a stopped cast to take up, a spell to let resolve, a card in the
zone it has moved to). A `Model` plays the actions along on one engine (the one checked against) through the
protocol; without one, the state is the board as loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from harness.engines.contract import Adapter
from harness.engines.protocol import Hello, Illegal, Ok, Value
from harness.explore.combat import attacking_ids
from harness.explore.model import PLAYERS, objects

NEEDED = frozenset({"zone", "pending_choice", "stack", "priority"})  # queries a model must answer


@dataclass
class State:
    """What the next action is drawn from."""

    zones: dict[str, str]  # object id -> the zone it is in now (objects that left the game are absent)
    priority: str
    pending: dict[str, Any] | None = None  # the pending choice, as `observe` answers it
    stack: list[dict[str, Any]] = field(default_factory=list)  # top first
    staged: str | None = None  # the player whose cast stopped midway (CR 601.2), until it is taken up
    stage: str | None = None  # where it stopped
    over: bool = False  # the game has ended: every action is refused
    tapped: set[str] = field(default_factory=set)  # the permanents that are tapped
    refused: bool = False  # the action that led here was refused: the game is as it was before it
    step: str | None = None  # the step the game is in
    attacking: list[str] = field(default_factory=list)  # the attacking creatures (CR 508.1)

    @classmethod
    def of_board(cls, board: dict[str, Any]) -> State:
        turn = board.get("turn", {})
        stack = [{"kind": "spell", "card": o["card"]} for o in reversed(board.get("stack", ()))]
        zones = {o["id"]: zone for _, zone, o in objects(board)}
        tapped = {o["id"] for _, zone, o in objects(board) if zone == "battlefield" and o.get("tapped")}
        holder = turn.get("priority", turn.get("active_player", PLAYERS[0]))
        return cls(zones, holder, stack=stack, tapped=tapped, step=turn.get("step", "precombat_main"))


def _value(adapter: Adapter, query: dict[str, Any]) -> Any:
    try:
        answer = adapter.observe(query)
    except Exception:  # an engine fault: the state stays as it was last known
        return None
    return answer.value if isinstance(answer, Value) else None


class Model:
    """An engine the generator plays each example on as it draws it. Its answers only steer what is drawn next;
    the comparison runs the finished example again on both engines."""

    def __init__(self, adapter: Adapter, hello: Hello) -> None:
        self.adapter, self.hello = adapter, hello
        self.cards: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"Model({self.hello.name!r})"

    @property
    def usable(self) -> bool:
        return self.hello.queries >= NEEDED and bool(self.hello.actions)

    def start(self, board: dict[str, Any]) -> State:
        state = State.of_board(board)
        self.cards = {o["id"]: o.get("card", "") for _, _, o in objects(board)}
        try:
            loaded = isinstance(self.adapter.load(board), Ok)
        except Exception:
            loaded = False
        return self._read(state) if loaded else state

    def step(self, state: State, action: dict[str, Any]) -> State:
        if action["kind"] not in self.hello.actions:
            return replace(state, refused=False)
        try:
            answer = self.adapter.perform(action)
        except Exception:  # an engine fault: the game is taken to be as it was, the action not refused
            return replace(state, refused=False)
        if isinstance(answer, Illegal) and action["kind"] != "continue_cast":
            return replace(state, refused=True)  # a refusal changes nothing (the protocol): nothing to read again
        staged, stage = state.staged, state.stage
        if isinstance(answer, Ok) and action["kind"] in ("cast", "continue_cast"):
            staged, stage = (action["player"], action["stop"]) if "stop" in action else (None, None)
        elif isinstance(answer, Illegal) and action["kind"] == "continue_cast":
            staged, stage = None, None  # the cast is undone (CR 601.2, 730.1)
        after = self._read(State(dict(state.zones), state.priority, staged=staged, stage=stage))
        after.refused = isinstance(answer, Illegal)
        return after

    def _read(self, state: State) -> State:
        for ref in list(state.zones):
            zone = _value(self.adapter, {"kind": "zone", "object": ref})
            if isinstance(zone, str):
                state.zones[ref] = zone
            else:
                del state.zones[ref]
        if "tapped" in self.hello.queries:
            battlefield = [r for r, zone in state.zones.items() if zone == "battlefield"]
            state.tapped = {r for r in battlefield if _value(self.adapter, {"kind": "tapped", "object": r}) is True}
        pending, stack = _value(self.adapter, {"kind": "pending_choice"}), _value(self.adapter, {"kind": "stack"})
        state.pending = pending if isinstance(pending, dict) and pending.get("options") else None
        state.stack = [e for e in stack if isinstance(e, dict)] if isinstance(stack, list) else []
        priority = _value(self.adapter, {"kind": "priority"})  # null while nobody has it: actions are drawn for
        state.priority = priority if isinstance(priority, str) else state.priority  # the last holder then
        if "turn" in self.hello.queries:
            turn = _value(self.adapter, {"kind": "turn"})
            state.step = turn.get("step") if isinstance(turn, dict) else state.step
        if "attackers" in self.hello.queries:
            state.attacking = attacking_ids(self.cards, state.zones, _value(self.adapter, {"kind": "attackers"}))
        if "game_result" in self.hello.queries:
            result = _value(self.adapter, {"kind": "game_result"})
            state.over = isinstance(result, dict) and bool(result.get("over") or result.get("losers"))
        return state
