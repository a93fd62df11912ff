"""Matching objects against the filters card definitions use ("creature you control", "nonland card with
mana value 3 or less", "artifact card in your graveyard", ...)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .game import Game
from .objects import Characteristics, GameObject, base_characteristics

_KEYS = {
    "types",
    "not_types",
    "supertypes",
    "subtypes",
    "controller",
    "owner",
    "mana_value_max",
    "mana_value_min",
    "power_min",
    "other",
    "color",
    "zone",
    "counters",
}


def matches(
    game: Game, obj: GameObject, spec: dict[str, Any], you: str, source: GameObject | None = None, base: bool = False
) -> bool:
    """Does `obj` fit `spec`, seen by player `you` from `source`'s point of view?

    `base` matches printed/copied characteristics only, for the static abilities that define the layers."""
    if not _KEYS.issuperset(spec):
        raise ValueError(f"unknown filter keys {sorted(set(spec) - _KEYS)}")
    for key, test in _STATE_CHECKS.items():  # these need no characteristics: try them first
        if key in spec and not test(game, obj, spec[key], you, source):
            return False
    if _CHARACTERISTIC_KEYS.isdisjoint(spec):
        return True
    from .continuous import characteristics  # it needs this module

    chars = base_characteristics(obj) if base else characteristics(game, obj)
    return all(test(chars, spec[key], source) for key, test in _CHARACTERISTIC_CHECKS.items() if key in spec)


def _mana_value(game: Game, obj: GameObject) -> int:
    from .mana_value import mana_value

    return mana_value(game, obj)


_STATE_CHECKS: dict[str, Callable[[Game, GameObject, Any, str, GameObject | None], bool]] = {
    "controller": lambda game, obj, v, you, source: (obj.controller == you) == (v == "you"),
    "owner": lambda game, obj, v, you, source: (obj.owner == you) == (v == "you"),
    "zone": lambda game, obj, v, you, source: obj.zone == v,
    "other": lambda game, obj, v, you, source: source is None or obj.identity != source.identity,
    "counters": lambda game, obj, v, you, source: obj.counters.get(v, 0) > 0,
    "mana_value_max": lambda game, obj, v, you, source: _mana_value(game, obj) <= v,
    "mana_value_min": lambda game, obj, v, you, source: _mana_value(game, obj) >= v,
}
_CHARACTERISTIC_CHECKS: dict[str, Callable[[Characteristics, Any, GameObject | None], bool]] = {
    "types": lambda chars, v, source: any(t in chars.types for t in v),
    "not_types": lambda chars, v, source: not any(t in chars.types for t in v),
    "supertypes": lambda chars, v, source: any(t in chars.supertypes for t in v),
    "subtypes": lambda chars, v, source: any(t in chars.subtypes for t in v),
    "power_min": lambda chars, v, source: chars.power is not None and chars.power >= v,
    "color": lambda chars, v, source: _color(v, source) in chars.colors,
}
_CHARACTERISTIC_KEYS = frozenset(_CHARACTERISTIC_CHECKS)


def _color(value: str, source: GameObject | None) -> str | None:
    if value == "chosen":
        return source.chosen.get("color") if source else None
    return value
