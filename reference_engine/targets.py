"""Targets (CR 115, 601.2c, 608.2b): choosing and checking them."""

from __future__ import annotations

from typing import Any

from .continuous import characteristics
from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject

Spec = dict[str, Any]


def spell_targets(spell: GameObject) -> tuple[Spec, ...]:
    """The targeting requirements of a spell: those its text names, and an Aura spell's own target, the object its
    enchant ability allows (CR 303.4a, 115.1b, 702.5a: the engine's Auras enchant permanents)."""
    enchant = spell.behaviour.enchant
    if enchant is None:
        return spell.behaviour.targets
    return (*spell.behaviour.targets, {"kind": "object", "filter": enchant})


def candidates(game: Game, you: str, spec: Spec, source: GameObject | None) -> list[Any]:
    """The legal targets of one targeting requirement (CR 115.1)."""
    kind = spec.get("kind", "object")
    found: list[Any] = []
    if kind in ("player", "any"):
        who = spec.get("player", "any")
        found += [p for p in game.players if who == "any" or (p != you) == (who == "opponent")]
    if kind in ("object", "any"):
        zones = spec.get("zone", "battlefield")
        for zone in [zones] if isinstance(zones, str) else zones:  # "target spell or permanent": both zones
            objs = game.zone_objects(zone)
            if zone == "battlefield" and kind == "any":
                objs = [o for o in objs if matches(game, o, {"types": ["Creature", "Planeswalker", "Battle"]}, you)]
            if zone == "stack":
                objs = [o for o in objs if o is not source]  # CR 115.5: a spell can't target itself
            found += [o for o in objs if matches(game, o, spec.get("filter", {}), you, source)]
    return [o for o in found if not _hexproof_against(game, o, you)]


def _hexproof_against(game: Game, obj: Any, you: str) -> bool:
    """CR 702.11b: a permanent with hexproof can't be the target of spells or abilities its controller's opponents
    control."""
    if not isinstance(obj, GameObject) or obj.zone != "battlefield" or obj.controller == you:
        return False
    return "hexproof" in {k.lower() for k in characteristics(game, obj).keywords}


def is_legal_target(game: Game, you: str, spec: Spec, target: Any, source: GameObject | None) -> bool:
    """CR 115.1, 608.2b: `target` is among the legal targets now. An object that changed zones is a new object
    (CR 400.7), with a new id: the one chosen is no candidate any more."""
    return any(c is target or c == target for c in candidates(game, you, spec, source))


def choose_targets(
    game: Game, you: str, specs: tuple[Spec, ...], refs: list[str], source: GameObject | None
) -> list[Any]:
    """CR 601.2c: the announced targets, each checked against its targeting requirement. The player announces
    them, even when there is only one candidate. A requirement marked `optional` ("one or two targets") may be
    left out, from the last; one marked `same_word` belongs to the same word "target" as the one before it, so it
    can't be an object or player already chosen for that word (115.3). A spell on the stack is an illegal target
    for itself (115.5)."""
    required = sum(1 for spec in specs if not spec.get("optional"))
    if not required <= len(refs) <= len(specs):
        wanted = f"{required} to {len(specs)}" if required != len(specs) else str(required)
        raise RulesError(f"{wanted} target(s) required, {len(refs)} given", rule="601.2c")
    chosen: list[Any] = []
    word = 0  # where the targets of the current word "target" begin
    for spec, ref in zip(specs, refs, strict=False):
        target: Any = ref if ref in game.players else game.resolve_ref(ref)
        if not is_legal_target(game, you, spec, target, source):
            if target is source and source.zone == "stack":  # not an ability's own permanent: that is 601.2c
                raise RulesError(f"{ref!r} can't target itself", rule="115.5")
            raise RulesError(f"{ref!r} is not a legal target", rule="601.2c")
        word = word if spec.get("same_word") else len(chosen)
        if any(c is target or c == target for c in chosen[word:]):
            raise RulesError(f"{ref!r} is already a target of the same word 'target'", rule="115.3")
        chosen.append(target)
    return chosen


def announce_division(effects: tuple[Spec, ...], targets: list[Any], division: list[int]) -> list[int]:
    """CR 601.2d: a spell that divides an effect among its targets has the division announced as it is cast; each
    target gets at least one of what is divided, and the amounts add up to the whole. A single target gets it all.
    A division for a spell that divides nothing is an announcement the spell doesn't ask for."""
    total = next((e["damage_divided"] for e in effects if "damage_divided" in e), None)
    if total is None:
        if division:
            raise RulesError("this spell divides nothing among its targets", rule="601.2d")
        return []
    if not division and len(targets) == 1:
        return [total]
    if len(division) != len(targets):
        raise RulesError(f"{len(targets)} target(s), but a division into {len(division)}", rule="601.2d")
    if any(n < 1 for n in division):
        raise RulesError("each target must receive at least one of what is divided", rule="601.2d")
    if sum(division) != total:
        raise RulesError(f"the division must add up to {total}, not {sum(division)}", rule="601.2d")
    return list(division)


def illegal_targets(
    game: Game, you: str, specs: tuple[Spec, ...], targets: list[Any], source: GameObject | None
) -> frozenset[int]:
    """CR 608.2, 608.2b: the targets found illegal as the spell or ability begins to resolve, by index. This check
    comes first, before any instruction is followed: what an instruction then does to a target doesn't make it
    illegal for the instructions after it."""
    pairs = enumerate(zip(specs, targets, strict=False))
    return frozenset(i for i, (spec, target) in pairs if not is_legal_target(game, you, spec, target, source))


def legal_targets_remain(
    game: Game, you: str, specs: tuple[Spec, ...], targets: list[Any], source: GameObject | None
) -> bool:
    """CR 608.2b: a spell or ability with targets, all of them illegal now, doesn't resolve."""
    if not specs:
        return True
    return any(is_legal_target(game, you, s, t, source) for s, t in zip(specs, targets, strict=False))
