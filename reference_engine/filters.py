"""Matching objects against the filters card definitions use ("creature you control", "nonland card with
mana value 3 or less", "artifact card in your graveyard", ...)."""

from __future__ import annotations

from typing import Any

from .game import Game
from .objects import GameObject

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
    from .continuous import characteristics
    from .mana_value import mana_value
    from .objects import base_characteristics

    unknown = set(spec) - _KEYS
    if unknown:
        raise ValueError(f"unknown filter keys {sorted(unknown)}")
    chars = base_characteristics(obj) if base else characteristics(game, obj)
    checks = (
        ("types", lambda v: any(t in chars.types for t in v)),
        ("not_types", lambda v: not any(t in chars.types for t in v)),
        ("supertypes", lambda v: any(t in chars.supertypes for t in v)),
        ("subtypes", lambda v: any(t in chars.subtypes for t in v)),
        ("controller", lambda v: (obj.controller == you) == (v == "you")),
        ("owner", lambda v: (obj.owner == you) == (v == "you")),
        ("zone", lambda v: obj.zone == v),
        ("mana_value_max", lambda v: mana_value(game, obj) <= v),
        ("mana_value_min", lambda v: mana_value(game, obj) >= v),
        ("power_min", lambda v: chars.power is not None and chars.power >= v),
        ("other", lambda v: source is None or obj.identity != source.identity),
        ("color", lambda v: _color(v, source) in chars.colors),
        ("counters", lambda v: obj.counters.get(v, 0) > 0),
    )
    return all(test(spec[key]) for key, test in checks if key in spec)


def _color(value: str, source: GameObject | None) -> str | None:
    if value == "chosen":
        return source.chosen.get("color") if source else None
    return value
