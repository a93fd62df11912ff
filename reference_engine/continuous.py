"""Continuous effects and the layer system, as far as the catalog's cards need it (CR 611, 613).

Layer 1 (copy, face) is in `objects.base_characteristics`. Here, in layer order (613.1): type-changing
effects (layer 4: an animated land becomes a creature; "becomes a Frog"), colour-changing effects (layer 5:
"target spell or permanent becomes red"), ability-adding and ability-removing effects (layer 6), then power and
toughness: defined by a characteristic-defining ability (7a), set (7b: the animated land's 2/2), modified by
effects and counters (7c), switched (7d). Effects come from static abilities of permanents (CR 611.3) and from
resolved spells and abilities, whose affected set is locked in as they resolve (611.2c). A static ability's
effect applies to the objects that fit its filter at the point in the layer order where the effect first
applies (613.6), so a land animated in layer 4 is a creature to "creatures you control have haste" in layer 6,
and a static ability that adds abilities keeps in layer 7c the objects it applied to in layer 6. `layers`
holds the order within a layer: timestamps (613.7) and dependency (613.8).

Layer 2 (control, 613.1b) is in `control`, which sets each permanent's controller as control effects begin and
end. Not modelled (no card in the catalog needs it): a static ability that changes colours or types,
and the abilities other than keywords and static abilities that an object that lost all abilities keeps using.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .control import control_layer
from .criteria import fits
from .game import Game
from .layers import (
    Effect,
    add_effect,
    apply_abilities,
    becomes_subtypes,
    functioning,
    loses_all_abilities,
    power_and_toughness,
    stamp,
    static_timestamp,
)
from .mana_value import mana_value
from .objects import Characteristics, GameObject, base_characteristics
from .text_changing import changed_text, changed_words
from .variables import static_amount
from .vocabulary import Static


def grant_sources(game: Game) -> list[tuple[GameObject, Static]]:
    """The static abilities on the battlefield that grant abilities or change power/toughness (CR 604.2, 611.3).
    Work them out once when looking at many objects (`characteristics(..., grants=)`). A permanent that lost all
    abilities has none (613.8: the effect that removed them applies first)."""
    return [
        (perm, a)
        for perm in game.permanents()
        for a in perm.behaviour.of(Static)
        if a.kind == "grant" and functioning(game, perm)
    ]


def _applies(game: Game, obj: GameObject, perm: GameObject, params: dict[str, Any], chars: Characteristics) -> bool:
    return fits(game, obj, params["to"], perm.controller, perm, lambda: chars)


def _type_changing(game: Game, obj: GameObject, chars: Characteristics) -> tuple[Characteristics, list[Any]]:
    """Layer 4 (CR 613.1d): effects that make an object "become" a creature add its types. Returns the new
    characteristics and the "becomes" effects, whose power and toughness apply in layer 7b."""
    becomes = [e.data["becomes"] for e in game.effects if obj.oid in e.affected and "becomes" in e.data]
    for spec in becomes:
        chars = becomes_subtypes(chars.with_changes(types=chars.types | frozenset(spec.get("types", ()))), spec)
    return chars, becomes


def _defined_power_toughness(game: Game, obj: GameObject, chars: Characteristics) -> Characteristics:
    """Layer 7a (CR 613.4a): a characteristic-defining ability that sets power and toughness, such as "its power
    and toughness are each equal to the number of Islands you control", functions in every zone (604.3). What
    it counts is matched on types as of layer 4, which is where types are settled (613.1d)."""
    for ability in obj.behaviour.of(Static):
        if ability.kind == "power_toughness_count":
            n = sum(
                1
                for p in game.permanents()
                if fits(game, p, ability.params["count"], obj.controller, obj, _types_of(game, p))
            )
            chars = chars.with_changes(power=n, toughness=n)
    return chars


def _static_pump(game: Game, perm: GameObject, params: dict[str, Any]) -> tuple[int, int]:
    """A static ability's "+N/+N", whose numbers may be letters its text defines by counting permanents, such as
    "+X/+Y, where X is ... and Y is ..." (CR 107.3c, 107.3p): worked out now, as the effect applies (611.3a)."""

    def count(spec: dict[str, Any]) -> int:
        return sum(1 for p in game.permanents() if fits(game, p, spec, perm.controller, perm, _types_of(game, p)))

    power, toughness = (static_amount(params, v, count) for v in params["pump"])
    return power, toughness


def _types_of(game: Game, obj: GameObject) -> Callable[[], Characteristics]:
    return lambda: _type_changing(game, obj, base_characteristics(obj))[0]


def _color_changing(game: Game, obj: GameObject, chars: Characteristics) -> Characteristics:
    """Layer 5 (CR 613.1e): an effect that makes an object "become" a colour sets its colours, in timestamp order
    (613.3, 613.7): the latest wins."""
    for e in game.effects:
        colors = e.data.get("colors", e.data.get("becomes", {}).get("colors")) if obj.oid in e.affected else None
        if colors is not None:
            chars = chars.with_changes(colors=frozenset(colors))
    return chars


def become_color(game: Game, obj: GameObject, colors: list[str]) -> None:
    """ "[Object] becomes [colour]" (CR 105.3): the new colour replaces its colours, with no end (611.2a)."""
    add_effect(game, Effect(frozenset({obj.oid}), until="indefinite", data={"colors": list(colors)}))


def switch(game: Game, obj: GameObject | None) -> None:
    """ "Switch target creature's power and toughness until end of turn" (CR 613.4d), while it is on the
    battlefield."""
    if obj is not None and obj.zone == "battlefield":
        add_effect(game, Effect(frozenset({obj.oid}), data={"switch": True}))


def follow_to_battlefield(game: Game, spell: GameObject, permanent: GameObject) -> None:
    """CR 400.7a: effects from spells and abilities that change the characteristics of a permanent spell on the
    stack continue to apply to the permanent that spell becomes; so do prevention effects that apply to damage from
    it (400.7c)."""
    game.effects = [
        dataclasses.replace(e, affected=e.affected | {permanent.oid}) if spell.oid in e.affected else e
        for e in game.effects
    ]


def characteristics(
    game: Game, obj: GameObject, grants: list[tuple[GameObject, Static]] | None = None
) -> Characteristics:
    """The object's characteristics with every applicable continuous effect applied, layer by layer. `grants`:
    the battlefield's `grant_sources`, when the caller has them."""
    stamp(game)
    chars = _type_changing(game, obj, changed_text(game, obj, base_characteristics(obj)))[0]  # layers 1, 3, 4
    chars = _color_changing(game, obj, chars)  # layer 5
    resolved = [e for e in game.effects if obj.oid in e.affected]
    if not loses_all_abilities(resolved):  # its characteristic-defining ability is gone by layer 7a (613.1f)
        chars = _defined_power_toughness(game, obj, chars)  # layer 7a
    on_battlefield = obj.zone == "battlefield"  # static abilities of permanents affect permanents only
    statics = [(p, a.params) for p, a in (grant_sources(game) if grants is None else grants) if on_battlefield]
    if not statics and not resolved and not obj.counters:
        return chars
    # layer 6: a static ability that adds abilities applies to what fits its filter now, and keeps that set in
    # layer 7c (613.6)
    granting = [(perm, p) for perm, p in statics if p.get("keywords") and _applies(game, obj, perm, p, chars)]
    chars = chars.with_changes(
        keywords=apply_abilities(
            chars.keywords,
            resolved,
            [(static_timestamp(perm), changed_words(game, perm, p["keywords"])) for perm, p in granting],
        )
    )
    sets = [  # layer 7b, for an effect that sets them; "mana_value": "each equal to its mana value"
        (e.timestamp, *(mana_value(game, obj) if v == "mana_value" else v for v in (spec["power"], spec["toughness"])))
        for e in resolved
        if "power" in (spec := e.data.get("becomes", {}))
    ]
    power, toughness = (sets[-1][1], sets[-1][2]) if sets else (chars.power, chars.toughness)
    if power is None or toughness is None:  # not a creature: no power and toughness to modify
        return chars
    # layer 7c: pumps of statics that applied in layer 6 or fit now, of resolved effects; counters
    pumps = [
        (static_timestamp(perm), *_static_pump(game, perm, p))
        for perm, p in statics
        if "pump" in p
        and (
            any(perm is g and p is q for g, q in granting)
            or (not p.get("keywords") and _applies(game, obj, perm, p, chars))
        )
    ]
    pumps += [(e.timestamp, *e.pump) for e in resolved]
    power, toughness = power_and_toughness(chars.power or 0, chars.toughness or 0, sets, pumps, resolved, obj)
    return chars.with_changes(power=power, toughness=toughness)


def granted_triggers(game: Game, obj: GameObject) -> tuple[Any, ...]:
    """Triggered abilities effects grant the object (CR 613.1f), e.g. those a permanent spell kept (400.7b)."""
    return tuple(t for e in game.effects if obj.oid in e.affected for t in e.data.get("triggers", ()))


def has_keyword(game: Game, obj: GameObject, keyword: str) -> bool:
    return keyword in characteristics(game, obj).keywords


def end_turn_effects(game: Game) -> None:
    """CR 514.2: in the cleanup step, at once, all damage marked on permanents is removed and 'until end of
    turn' and 'this turn' effects end, a permission to cast a card this turn among them, and the delayed triggered
    abilities that last "this turn" (603.7b)."""
    for oid in game.battlefield:
        game.objects[oid].damage = 0
    game.effects = [e for e in game.effects if e.until != "end_of_turn"]
    control_layer(game)  # a permanent whose control effects ended returns to its controller (613.1b)
    game.permissions = [p for p in game.permissions if p.until != "end_of_turn"]
    game.delayed_triggers = [d for d in game.delayed_triggers if not d.this_turn]
