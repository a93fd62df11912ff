"""Answers to the queries of the adapter protocol: observations any engine can make."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .combat import attacked, attacking_creatures, blocking_creatures, combat_step
from .continuous import characteristics
from .errors import Unsupported
from .game import Game
from .mana import TYPES
from .mana_value import mana_value
from .objects import GameObject
from .oracle import check_mana_modelled
from .production import could_produce


def _obj(game: Game, q: dict[str, Any]) -> Any:
    return game.resolve_ref(q["object"])


def _zone_contents(game: Game, q: dict[str, Any]) -> list[str]:
    zone = q["zone"]
    if zone == "stack":  # its spells' cards: a copy of a spell is a spell but no card (CR 707.10)
        return [e.obj.name for e in reversed(game.stack) if e.obj is not None and e.obj.copy_of is None]
    return [o.card_name for o in game.zone_objects(zone, q.get("player"))]


def _stack(game: Game) -> list[dict[str, Any]]:
    return [e.describe() for e in reversed(game.stack)]


def _attacked_name(game: Game, attacker: GameObject) -> str | None:
    """The player an attacker attacks, the card name of the planeswalker it attacks, or None once that planeswalker
    was removed from combat (CR 506.4c)."""
    target = attacked(game, attacker)
    return target if target is None or isinstance(target, str) else target.name


def _power_toughness(game: Game, q: dict[str, Any]) -> list[int | None]:
    chars = characteristics(game, _obj(game, q))
    return [chars.power, chars.toughness]


def _could_produce(game: Game, q: dict[str, Any]) -> list[str]:
    obj = _obj(game, q)
    check_mana_modelled(obj)  # a mana ability the engine doesn't model would make the answer a guess
    return [t for t in TYPES if t in could_produce(game, obj)]


def _total_cost(game: Game, q: dict[str, Any]) -> str | None:
    """CR 601.2f: the total cost of the spell being cast, once determined (it is then locked in) and until paid."""
    casting = game.casting
    if casting is None or casting.stage not in ("total_cost_determined", "paying"):
        return None
    return str(casting.cost)


QUERIES: dict[str, Callable[[Game, dict[str, Any]], Any]] = {
    "zone": lambda g, q: _obj(g, q).zone,
    "zone_contents": _zone_contents,
    "tapped": lambda g, q: _obj(g, q).tapped,
    "mana_pool": lambda g, q: str(g.player(q["player"]).pool),
    "mana_value": lambda g, q: mana_value(g, _obj(g, q)),
    "power_toughness": _power_toughness,
    "colors": lambda g, q: [c for c in "WUBRG" if c in characteristics(g, _obj(g, q)).colors],
    "keywords": lambda g, q: sorted(k.lower() for k in characteristics(g, _obj(g, q)).keywords),
    "counters": lambda g, q: dict(sorted((k, v) for k, v in _obj(g, q).counters.items() if v)),
    "life": lambda g, q: g.player(q["player"]).life,
    "stack": lambda g, q: _stack(g),
    "could_produce": _could_produce,
    "mana_spent": lambda g, q: g.player(q["player"]).mana_spent_on_spells,
    "last_paid_cost": lambda g, q: g.last_paid.get(q["player"]),
    "total_cost": _total_cost,
    "pending_choice": lambda g, q: g.pending_choice.describe() if g.pending_choice else None,
    # nobody in a step without priority (502.4, 514.3), while a choice waits (117.1: every other action waits), or
    # once the game is over (104.1)
    "priority": lambda g, q: None if g.over or g.pending_choice is not None else g.priority or None,
    "controller": lambda g, q: _obj(g, q).controller,
    "game_result": lambda g, q: g.result(),
    "turn": lambda g, q: {"number": g.turn_number, "active_player": g.active, "step": g.step},
    # CR 506.4: a creature removed from combat is neither
    "attackers": lambda g, q: [{"attacker": a.name, "defender": _attacked_name(g, a)} for a in attacking_creatures(g)],
    "blockers": lambda g, q: [{"blocker": b.name, "attacker": a.name} for b, a in blocking_creatures(g)],
    "combat_step": lambda g, q: combat_step(g),
}


def observe(game: Game, query: dict[str, Any]) -> Any:
    kind = query.get("kind")
    if kind not in QUERIES:
        raise Unsupported(f"query {kind!r}")
    return QUERIES[kind](game, query)
