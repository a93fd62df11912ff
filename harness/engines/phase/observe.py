"""The protocol's queries read back from phase's objects, players, stack and exported state."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from harness.engines.phase import combat
from harness.engines.phase.game import PhaseGame
from harness.engines.phase.vocabulary import (
    PHASE_STEPS,
    ZONES,
    PhaseUnsupported,
    counter_name,
    kicker_keyword,
    loss_reason,
    mana_value_of,
    pool_text,
    priority_holder,
    stack_entry,
)
from harness.engines.phase.waiting import reading, unread


# -- queries --------------------------------------------------------------------------------------------------
def _zone(a: PhaseGame, q: dict[str, Any]) -> str:
    return ZONES.get(a.obj(q["object"])["zone"], "unknown")


def _stack(a: PhaseGame, q: dict[str, Any]) -> list[dict[str, Any]]:
    return [stack_entry(e, a.name_of, a.name_of_seat) for e in reversed(a.call(a.game.stack))]


def _zone_contents(a: PhaseGame, q: dict[str, Any]) -> list[str]:
    zone = q["zone"]
    if zone == "stack":  # its cards are its spells: an ability on the stack is not a card (CR 112.1, 405.1)
        return [e["card"] for e in _stack(a, q) if e["kind"] == "spell"]
    seat = a.seat(q["player"]) if q.get("player") else None
    state = a.call(a.game.state)["state"]
    if zone == "battlefield":
        objs = [state["objects"][str(i)] for i in state["battlefield"]]
        return [o["name"] for o in objs if seat is None or o["controller"] == seat]
    if zone == "exile":
        objs = [state["objects"][str(i)] for i in state["exile"]]
        return [o["name"] for o in objs if seat is None or o["owner"] == seat]
    players = state["players"] if seat is None else [state["players"][seat]]
    return [state["objects"][str(i)]["name"] for p in players for i in p[zone]]


def _mana_value(a: PhaseGame, q: dict[str, Any]) -> int:
    """Phase reports no mana value: CR 202.3's sum is taken of the mana cost phase reports, with the X phase
    recorded for a spell on the stack (`cost_x_paid`). The adapter does not apply CR 202.3e (X is 0 elsewhere)
    or 712.8e (a transformed permanent's is its front face's) itself: that would be the adapter answering for
    phase."""
    o = a.obj(q["object"])
    if o.get("transformed"):
        raise PhaseUnsupported(
            "mana value of a transformed permanent: phase reports its back face's mana cost and no mana value "
            "(CR 712.8e takes the front face's mana cost)"
        )
    value = mana_value_of(o.get("mana_cost"), o.get("cost_x_paid") if o.get("zone") == "Stack" else None)
    if value is None:
        raise PhaseUnsupported("mana value of a card with X off the stack: phase reports no mana value, only the cost")
    return value


def _keywords(a: PhaseGame, q: dict[str, Any]) -> list[str]:
    o = a.obj(q["object"])
    found = []
    for k in o.get("keywords", []):
        name = k if isinstance(k, str) else next(iter(k))
        found.append(re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower())
    kicker = kicker_keyword(o.get("additional_cost"))
    return sorted(found if kicker is None or kicker in found else [*found, kicker])


def _counters(a: PhaseGame, q: dict[str, Any]) -> dict[str, int]:
    return {counter_name(k): v for k, v in sorted(a.obj(q["object"]).get("counters", {}).items()) if v}


def _mana_spent(a: PhaseGame, q: dict[str, Any]) -> int:
    spent = a.call(a.game.state)["state"].get("mana_spent_on_spells_this_turn") or {}
    return int(spent.get(str(a.seat(q["player"])), 0))


def _pending_choice(a: PhaseGame, q: dict[str, Any]) -> dict[str, Any] | None:
    """The choice phase waits for, read through the table of its waiting states (`waiting.READ`); a state the
    adapter can't read is `unsupported`, naming it."""
    waiting = a.waiting()
    kind, data = waiting.get("type"), waiting.get("data") or {}
    read = reading(kind)
    if read is None:
        return None  # no choice: priority, the end of the game, or a cast stopped at its payment (CR 601.2h)
    player = a.name_of_seat(data.get("player"))
    if read.kind == "choose_targets":
        legal = (data.get("selection") or {}).get("current_legal_targets") or []
        return {"kind": "choose_targets", "player": player, "options": [_target_name(a, t) for t in legal]}
    if read.kind == "order_triggers":
        sources = [a.name_of(t.get("source_id")) for t in data.get("triggers") or []]
        return {"kind": "order_triggers", "player": player, "options": sources}
    if read.kind == "assign_combat_damage":
        return combat.assignment_choice(a, data)
    if read.kind == "keep_legend":
        candidates = data.get("candidates")
        if not isinstance(candidates, list):
            raise unread(kind)
        return {"kind": "keep_legend", "player": player, "options": [a.name_of(o) for o in candidates]}
    options = next(
        (data[k] for k in ("cards", "choices", "options", "valid_cards") if isinstance(data.get(k), list)), None
    )
    if options is None or not all(isinstance(o, int) for o in options):
        raise unread(kind)
    return {"kind": read.kind, "player": player, "options": [a.name_of(o) for o in options]}


def _target_name(a: PhaseGame, target: dict[str, int]) -> str:
    """A phase target (`{"Player": 1}` or `{"Object": 7}`) by the player's or the object's name."""
    if "Player" in target:
        return a.name_of_seat(target["Player"]) or "?"
    return a.name_of(target.get("Object"))


def _game_result(a: PhaseGame, q: dict[str, Any]) -> dict[str, Any]:
    """CR 104: phase's `GameOver` prompt names the winner; the players phase eliminated lost, for the reason
    their state shows (phase records no reason itself)."""
    waiting = a.waiting()
    over = waiting.get("type") == "GameOver"
    state = a.call(a.game.state)["state"]
    out = [p for p in state["players"] if p.get("is_eliminated")]
    losers = [{"player": a.name_of_seat(p["id"]), "reason": loss_reason(p)} for p in out]
    winner = (waiting.get("data") or {}).get("winner") if over else None
    return {"over": over, "winners": [a.name_of_seat(winner)] if winner is not None else [], "losers": losers}


def _priority(a: PhaseGame, q: dict[str, Any]) -> str | None:
    declaring = combat.declaring_priority(a)
    return a.name_of_seat(declaring if declaring is not None else priority_holder(a.waiting()))


def _turn(a: PhaseGame, q: dict[str, Any]) -> dict[str, Any]:
    """CR 500.1: the turn number, the active player and the step, from phase's exported state."""
    state = a.call(a.game.state)["state"]
    step = PHASE_STEPS.get(state["phase"])
    if step is None:
        raise PhaseUnsupported(f"phase's step {state['phase']!r} is none of the protocol's steps")
    return {"number": state["turn_number"], "active_player": a.name_of_seat(state["active_player"]), "step": step}


QUERIES: dict[str, Callable[[PhaseGame, dict[str, Any]], Any]] = {
    "zone": _zone,
    "zone_contents": _zone_contents,
    "tapped": lambda a, q: bool(a.obj(q["object"]).get("tapped")),
    "mana_pool": lambda a, q: pool_text(a.call(a.game.player, a.seat(q["player"]))["mana_pool"]),
    "mana_value": _mana_value,
    "power_toughness": lambda a, q: [a.obj(q["object"]).get("power"), a.obj(q["object"]).get("toughness")],
    "keywords": _keywords,
    "counters": _counters,
    "life": lambda a, q: a.call(a.game.player, a.seat(q["player"]))["life"],
    "stack": _stack,
    "mana_spent": _mana_spent,
    "last_paid_cost": lambda a, q: a.last_paid.get(a.seat(q["player"])),
    "pending_choice": _pending_choice,
    "priority": _priority,
    "controller": lambda a, q: a.name_of_seat(a.obj(q["object"]).get("controller")),
    "game_result": _game_result,
    "turn": _turn,
    "attackers": combat.attackers,
    "blockers": combat.blockers,
    "combat_step": combat.combat_step,
}
