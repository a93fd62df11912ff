"""Continuous effects and the layer system, as far as the corpus's cards need it (CR 611, 613).

Layer 1 (copy, face) is in `objects.base_characteristics`; here: ability-adding effects (layer 6) and
power/toughness changes (7c, counters 7c too), from static abilities of permanents (CR 611.3) and from
resolved spells and abilities, whose affected set is locked in as they resolve (CR 611.2c).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .filters import matches
from .game import Game
from .objects import Characteristics, GameObject, base_characteristics
from .vocabulary import Static


@dataclass
class Effect:
    """A continuous effect from a resolved spell or ability (CR 611.2)."""

    affected: frozenset[int]  # object ids, locked in at resolution
    pump: tuple[int, int] = (0, 0)
    keywords: tuple[str, ...] = ()
    until: str = "end_of_turn"
    data: dict[str, Any] = field(default_factory=dict)


def grant_sources(game: Game) -> list[tuple[GameObject, Static]]:
    """The static abilities on the battlefield that grant abilities or change power/toughness (CR 604.2, 611.3).
    Work them out once when looking at many objects (`characteristics(..., grants=)`)."""
    return [(perm, a) for perm in game.permanents() for a in perm.behaviour.of(Static) if a.kind == "grant"]


def _static_grants(
    game: Game, obj: GameObject, sources: list[tuple[GameObject, Static]] | None
) -> list[dict[str, Any]]:
    if obj.zone != "battlefield":  # these abilities affect permanents only
        return []
    if sources is None:
        sources = grant_sources(game)
    return [a.params for perm, a in sources if matches(game, obj, a.params.get("to", {}), perm.controller, perm, True)]


def _becomes(game: Game, obj: GameObject, chars: Characteristics) -> Characteristics:
    """Effects that make an object "become" a creature (an animated land): types added in layer 4 (CR 613.1d),
    base power and toughness set in layer 7b (613.4b). Its mana cost is untouched (202.3a)."""
    for e in game.effects:
        if obj.oid in e.affected and "becomes" in e.data:
            spec = e.data["becomes"]
            chars = chars.with_changes(
                types=chars.types | frozenset(spec.get("types", ())), power=spec["power"], toughness=spec["toughness"]
            )
    return chars


def characteristics(
    game: Game, obj: GameObject, grants: list[tuple[GameObject, Static]] | None = None
) -> Characteristics:
    """The object's characteristics with every applicable continuous effect applied. `grants`: the
    battlefield's `grant_sources`, when the caller has them."""
    chars = _becomes(game, obj, base_characteristics(obj))
    changes = [(g.get("pump", (0, 0)), g.get("keywords", ())) for g in _static_grants(game, obj, grants)]
    changes += [(e.pump, e.keywords) for e in game.effects if obj.oid in e.affected]
    if not changes and not obj.counters:
        return chars
    keywords = set(chars.keywords)
    power, toughness = chars.power, chars.toughness
    for (dp, dt), kws in changes:
        keywords.update(kws)
        if power is not None and toughness is not None:
            power, toughness = power + dp, toughness + dt
    if power is not None and toughness is not None:
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        power, toughness = power + plus - minus, toughness + plus - minus
    return chars.with_changes(keywords=frozenset(keywords), power=power, toughness=toughness)


def has_keyword(game: Game, obj: GameObject, keyword: str) -> bool:
    return keyword in characteristics(game, obj).keywords


def end_turn_effects(game: Game) -> None:
    """CR 514.2: 'until end of turn' effects end in the cleanup step."""
    game.effects = [e for e in game.effects if e.until != "end_of_turn"]
