"""The tests a filter makes ("creature you control", "nonland card with mana value 3 or less", "artifact card
in your graveyard", ...) against characteristics the caller supplies.

`filters.matches` supplies an object's current characteristics; the layer system (`continuous`) supplies
the characteristics an object has at the layer where an effect applies (CR 613.6), which is why this part
knows nothing of continuous effects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .game import Game
from .mana_value import mana_value
from .objects import Characteristics, GameObject

KEYS = {
    "types",
    "not_types",
    "supertypes",
    "subtypes",
    "not_subtypes",
    "controller",
    "owner",
    "mana_value_max",
    "mana_value_min",
    "power_min",
    "power",
    "toughness",
    "other",
    "color",
    "not_colors",
    "zone",
    "counters",
    "x_in_mana_cost",
    "enchanted",
    "equipped",
    "itself",
    "tapped",
}


def fits(
    game: Game,
    obj: GameObject,
    spec: dict[str, Any],
    you: str,
    source: GameObject | None,
    chars: Callable[[], Characteristics],
) -> bool:
    """Does `obj` fit `spec`, seen by player `you` from `source`'s point of view? `chars` gives the
    characteristics to test, asked only when a test needs them."""
    if not KEYS.issuperset(spec):
        raise ValueError(f"unknown filter keys {sorted(set(spec) - KEYS)}")
    for key, test in _STATE_CHECKS.items():  # these need no characteristics: try them first
        if key in spec and not test(game, obj, spec[key], you, source):
            return False
    if _CHARACTERISTIC_KEYS.isdisjoint(spec):
        return True
    seen = chars()
    return all(test(seen, spec[key], source) for key, test in _CHARACTERISTIC_CHECKS.items() if key in spec)


_STATE_CHECKS: dict[str, Callable[[Game, GameObject, Any, str, GameObject | None], bool]] = {
    "controller": lambda game, obj, v, you, source: (obj.controller == you) == (v == "you"),
    "owner": lambda game, obj, v, you, source: (obj.owner == you) == (v == "you"),
    "zone": lambda game, obj, v, you, source: obj.zone == v,
    # "enchanted creature": the object the source Aura is attached to (CR 303.4)
    "enchanted": lambda game, obj, v, you, source: (source is not None and source.attached_to == obj.oid) == v,
    # "equipped creature": the object the source Equipment is attached to (CR 301.5)
    "equipped": lambda game, obj, v, you, source: (source is not None and source.attached_to == obj.oid) == v,
    "other": lambda game, obj, v, you, source: source is None or obj.identity != source.identity,
    "itself": lambda game, obj, v, you, source: (source is not None and obj.identity == source.identity) == v,
    "tapped": lambda game, obj, v, you, source: obj.tapped == v,
    "counters": lambda game, obj, v, you, source: obj.counters.get(v, 0) > 0,
    "mana_value_max": lambda game, obj, v, you, source: mana_value(game, obj) <= v,
    "mana_value_min": lambda game, obj, v, you, source: mana_value(game, obj) >= v,
}
_CHARACTERISTIC_CHECKS: dict[str, Callable[[Characteristics, Any, GameObject | None], bool]] = {
    "types": lambda chars, v, source: any(t in chars.types for t in v),
    "not_types": lambda chars, v, source: not any(t in chars.types for t in v),
    "supertypes": lambda chars, v, source: any(t in chars.supertypes for t in v),
    "subtypes": lambda chars, v, source: any(t in chars.subtypes for t in v),
    "not_subtypes": lambda chars, v, source: not any(t in chars.subtypes for t in v),
    "power_min": lambda chars, v, source: chars.power is not None and chars.power >= v,
    "power": lambda chars, v, source: chars.power == v,  # "a 1/1 creature" (with "toughness")
    "toughness": lambda chars, v, source: chars.toughness == v,
    "color": lambda chars, v, source: _color(v, source) in chars.colors,
    "not_colors": lambda chars, v, source: not any(c in chars.colors for c in v),  # "nonwhite, nonblack" (105.2)
    "x_in_mana_cost": lambda chars, v, source: bool(chars.mana_cost.x) == v,  # "a spell with {X} in its mana cost"
}
_CHARACTERISTIC_KEYS = frozenset(_CHARACTERISTIC_CHECKS)


def _color(value: str, source: GameObject | None) -> str | None:
    if value == "chosen":
        return source.chosen.get("color") if source else None
    return value
