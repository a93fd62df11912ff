"""The layer system's order within a layer (CR 613.3, 613.4, 613.7, 613.8), and the layers `continuous` applies
with it: ability adding and removing (layer 6, 613.1f) and the power/toughness sublayers 7b to 7d (613.4b-d).

Timestamps (613.7). A continuous effect from a resolved spell or ability receives one when it is created
(613.7b); a static ability's effect has its object's, which the object receives as it enters a zone (613.7a,
613.7d): an object entering a zone is a new object with a new id (400.7), so the ids and the effects' stamps
come from one clock. An effect another module appends is stamped the first time the layer system looks at the
game, which the engine does before anything else can enter a zone.

Dependency (613.8). The dependency the catalog's cards can make: an effect that removes all abilities from a
permanent changes the existence of the effects of that permanent's static abilities (613.8a), so it applies
first and those effects don't exist (613.8b), whatever the timestamps. Not modelled: an ability-removing effect
from a static ability (a loop of such effects, 613.8b), and 613.7a's later timestamp of an effect that granted
the static ability; an Aura or Equipment keeps the timestamp it entered with when it becomes attached (613.7e).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .game import Game
from .objects import Characteristics, GameObject

#: the subtypes of the catalog that aren't creature types: "becomes a Frog" keeps them (CR 205.1b, 205.3d)
_NOT_CREATURE_TYPES = frozenset({"Forest", "Island", "Mountain", "Plains", "Swamp", "Aura", "Equipment", "Saga"})


@dataclass
class Effect:
    """A continuous effect from a resolved spell or ability (CR 611.2)."""

    affected: frozenset[int]  # object ids, locked in at resolution
    pump: tuple[int, int] = (0, 0)
    keywords: tuple[str, ...] = ()
    until: str = "end_of_turn"
    data: dict[str, Any] = field(default_factory=dict)
    timestamp: int = 0  # CR 613.7b; 0 until `stamp` gives it one


def stamp(game: Game) -> None:
    """CR 613.7b: an effect receives a timestamp as it is created, from the clock objects entering a zone take
    theirs from (613.7d), so that "later" compares an effect with an object's static ability."""
    for e in game.effects:
        if not e.timestamp:
            e.timestamp = game._new_oid()


def add_effect(game: Game, effect: Effect) -> Effect:
    """Create a continuous effect now, with its timestamp (CR 611.2, 613.7b)."""
    game.effects.append(effect)
    stamp(game)
    return effect


def static_timestamp(source: GameObject) -> int:
    """CR 613.7a, 613.7d: a static ability's effect has the timestamp of the object the ability is on, which it
    received as it entered the zone it is in."""
    return source.oid


def loses_all_abilities(effects: Iterable[Effect]) -> bool:
    return any(e.data.get("becomes", {}).get("loses_all_abilities") for e in effects)


def functioning(game: Game, perm: GameObject) -> bool:
    """CR 613.8a-b: does the permanent's static ability generate its effect? An effect that makes the permanent
    lose all abilities changes that effect's existence, so the effect depends on it and waits until it has
    applied, by which time the ability is gone, whatever the two effects' timestamps."""
    return not loses_all_abilities(e for e in game.effects if perm.oid in e.affected)


def becomes_subtypes(chars: Characteristics, spec: dict[str, Any]) -> Characteristics:
    """Layer 4 (CR 613.1d): "becomes a [creature type]" replaces the object's creature types (205.1b)."""
    if "subtypes" not in spec:
        return chars
    kept = {s for s in chars.subtypes if s in _NOT_CREATURE_TYPES}
    return chars.with_changes(subtypes=frozenset(kept | set(spec["subtypes"])))


def apply_abilities(
    keywords: frozenset[str], resolved: list[Effect], granting: list[tuple[int, tuple[str, ...]]]
) -> frozenset[str]:
    """Layer 6 (CR 613.1f): effects that add abilities and effects that remove them, in timestamp order
    (613.3, 613.7): the later "loses all abilities" removes what an earlier effect added, and an ability an effect
    adds after it stays (613.9). `granting`: the timestamps and keywords of the static abilities that apply."""
    changes: list[tuple[int, str, tuple[str, ...]]] = [(ts, "add", kws) for ts, kws in granting]
    for e in resolved:
        if e.keywords:
            changes.append((e.timestamp, "add", e.keywords))
        if e.data.get("becomes", {}).get("loses_all_abilities"):
            changes.append((e.timestamp, "remove", ()))
    result = set(keywords)
    for _, change, kws in sorted(changes, key=lambda c: c[0]):
        if change == "remove":
            result.clear()
        else:
            result.update(kws)
    return frozenset(result)


def power_and_toughness(
    power: int,
    toughness: int,
    sets: list[tuple[int, int, int]],
    pumps: list[tuple[int, int, int]],
    resolved: list[Effect],
    obj: GameObject,
) -> tuple[int, int]:
    """Layer 7 after 7a (CR 613.4), in sublayers whatever the effects' timestamps: 7b, effects that set power and
    toughness, in timestamp order, the latest winning (613.4b); 7c, effects and counters that modify them
    (613.4c); 7d, effects that switch them, each swapping what the earlier sublayers give (613.4d). `sets` and
    `pumps` hold (timestamp, power, toughness)."""
    for _, p, t in sorted(sets, key=lambda s: s[0]):
        power, toughness = p, t
    plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
    power += sum(p for _, p, _ in pumps) + plus - minus
    toughness += sum(t for _, _, t in pumps) + plus - minus
    for e in resolved:
        if e.data.get("switch"):
            power, toughness = toughness, power
    return power, toughness
