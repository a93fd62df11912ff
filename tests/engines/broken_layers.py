"""Broken engines for the layer system (CR 613), each misreading one rule as an engine author might: an effect
that sets power and toughness overrides the modifications created before it (613.4b read as timestamp order
across sublayers); power and toughness are switched before they are modified (613.4d); ability-removing
effects apply before ability-adding ones whatever their timestamps (613.3, 613.7, 613.9); static abilities'
effects come before every resolved spell's in a layer (613.7a); an object's timestamp is the one its card
received as it came into the game, not as it entered its zone (613.7d); a resolved spell's effect has the
timestamp of the spell, from when it was cast (613.7b); no dependency: a lord's effect applies in timestamp
order although an effect removes the lord's abilities (613.8); the first colour an effect gives an object
sticks (613.3, 613.7); layer 7 sees the colours from before layer 5 (613.1e); layer 6 sees the types from
before layer 4 (613.1d); an effect that states no duration ends with the turn (611.2a); a static ability's
effect stays once its permanent has left the battlefield (611.3b); a copy takes the original's characteristics
after every layer, not its copiable values (613.1a, 613.2c); a spell's X is worked out from the board as it was
cast, not as it resolves (611.2d); a characteristic-defining ability's power and toughness override the effects and
counters that modify them (613.4a). Each is caught where tests/test_broken_layers.py
expects."""

from __future__ import annotations

import dataclasses
from typing import Any

from reference_engine import casting, continuous, effects, steps
from reference_engine.layers import Effect, apply_abilities, power_and_toughness

from .broken_emerge import PatchingAdapter
from .broken_rules import BrokenAdapter
from .broken_zones import VerbPatchingAdapter

_APPLIES = continuous._applies
_BASE = continuous.base_characteristics
_END_TURN = continuous.end_turn_effects
_GRANT_SOURCES = continuous.grant_sources
#: the game's attribute holding the static abilities seen on the battlefield
_SEEN = "statics_seen"
_COPY = effects._VERBS["create_token_copy"]
_PAY = casting._pay
_CDA = continuous._defined_power_toughness
_POWER_TOUGHNESS = continuous.power_and_toughness
#: object id -> the power and toughness its characteristic-defining ability gave, for the layer-7 step that follows
_DEFINED_LAST: dict[int, tuple[int | None, int | None]] = {}
_DEFINED = effects._defined
#: the verbs that create the effects of resolved spells the layers order by timestamp
_EFFECT_VERBS = ("pump", "become", "become_color", "switch_power_toughness")


def _sets_and_pumps_by_timestamp(
    power: int,
    toughness: int,
    sets: list[tuple[int, int, int]],
    pumps: list[tuple[int, int, int]],
    resolved: list[Effect],
    obj: Any,
) -> tuple[int, int]:
    """Effects that set and effects that modify power and toughness apply together in timestamp order, so a set
    wipes out the modifications created before it (613.4 and 613.4b broken: 7b comes before 7c, whatever the
    timestamps)."""
    changes = sorted([(ts, "set", p, t) for ts, p, t in sets] + [(ts, "pump", p, t) for ts, p, t in pumps])
    for _, kind, p, t in changes:
        power, toughness = (p, t) if kind == "set" else (power + p, toughness + t)
    return power_and_toughness(power, toughness, [], [], resolved, obj)


def _switch_before_modifying(
    power: int,
    toughness: int,
    sets: list[tuple[int, int, int]],
    pumps: list[tuple[int, int, int]],
    resolved: list[Effect],
    obj: Any,
) -> tuple[int, int]:
    """Power and toughness are switched as soon as they are set, and modifications apply to the switched values
    (613.4d broken: the switch comes last, in 7d)."""
    for _, p, t in sorted(sets):
        power, toughness = p, t
    if sum(1 for e in resolved if e.data.get("switch")) % 2:
        power, toughness = toughness, power
    unswitched = [e for e in resolved if not e.data.get("switch")]
    return power_and_toughness(power, toughness, [], pumps, unswitched, obj)


def _removal_first(
    keywords: frozenset[str], resolved: list[Effect], granting: list[tuple[int, tuple[str, ...]]]
) -> frozenset[str]:
    """Effects that remove abilities apply before every effect that adds some (613.3, 613.7, 613.9 broken: they
    apply in timestamp order, the later winning)."""
    removing = [e for e in resolved if e.data.get("becomes", {}).get("loses_all_abilities")]
    kept = apply_abilities(keywords, removing, [])
    adding = [e for e in resolved if e not in removing]
    return apply_abilities(kept, adding, granting)


def _effect_from_when_cast(verb: str) -> Any:
    original = effects._VERBS[verb]

    def create(ctx: Any, e: dict[str, Any]) -> Any:
        """The effect takes the timestamp of the spell or ability that creates it, from when it was put on the
        stack (613.7b broken: an effect receives its timestamp when it is created)."""
        before = len(ctx.game.effects)
        result = original(ctx, e)
        for effect in ctx.game.effects[before:]:
            if ctx.source is not None:
                effect.timestamp = ctx.source.oid
        return result

    return create


def _colours_before_layer_five(game: Any, obj: Any, perm: Any, params: dict[str, Any], chars: Any) -> bool:
    """A static ability's filter sees the object's colours before colour-changing effects (613.1e, 613.1g
    broken: layer 5 comes before layer 7)."""
    return _APPLIES(game, obj, perm, params, chars.with_changes(colors=_BASE(obj).colors))


def _types_before_layer_four(game: Any, obj: Any, perm: Any, params: dict[str, Any], chars: Any) -> bool:
    """A static ability's filter sees the object's types before type-changing effects (613.1, 613.1d, 613.1f
    broken: layer 4 comes before layer 6)."""
    base = _BASE(obj)
    return _APPLIES(game, obj, perm, params, chars.with_changes(types=base.types, subtypes=base.subtypes))


def _first_colour_sticks(game: Any, obj: Any, chars: Any) -> Any:
    """The first effect that gave the object a colour wins over later ones (613.3, 613.7 broken: within layer 5
    they apply in timestamp order, the latest winning)."""
    for e in game.effects:
        colors = e.data.get("colors", e.data.get("becomes", {}).get("colors")) if obj.oid in e.affected else None
        if colors is not None:
            return chars.with_changes(colors=frozenset(colors))
    return chars


def _indefinite_ends_too(game: Any) -> None:
    """In the cleanup step, an effect that states no duration ends with the "until end of turn" ones (611.2a
    broken: it lasts until the end of the game)."""
    _END_TURN(game)
    game.effects = [e for e in game.effects if e.until != "indefinite"]


def _statics_stay(game: Any) -> list[Any]:
    """The static abilities of a permanent that left the battlefield still apply (611.3b broken: only while it is
    there)."""
    current = _GRANT_SOURCES(game)
    seen = game.__dict__.setdefault(_SEEN, [])
    seen.extend(s for s in current if not any(s[0] is p and s[1] is a for p, a in seen))
    return current + [(p, a) for p, a in seen if not game.on_battlefield(p)]


def _copy_as_it_is_now(ctx: Any, e: dict[str, Any]) -> None:
    """A token copy takes the original's characteristics as every continuous effect leaves them (613.1a, 613.2c
    broken: a copy takes the copiable values, which only layer 1 changes)."""
    spec = e["create_token_copy"]
    target = ctx.source if spec == "self" else ctx.target(spec)
    before = set(ctx.game.battlefield)
    _COPY(ctx, e)
    if target is None or target.zone != "battlefield":
        return
    now = continuous.characteristics(ctx.game, target)
    face = dataclasses.replace(
        target.copiable_face(),
        power=str(now.power),
        toughness=str(now.toughness),
        colors=tuple(sorted(now.colors)),
        keywords=tuple(sorted(now.keywords)),
    )
    for oid in set(ctx.game.battlefield) - before:
        ctx.game.objects[oid].token = face


def _pay_noting_powers(game: Any, c: Any) -> None:
    """As the spell is paid for, it notes each permanent's power then."""
    _PAY(game, c)
    c.spell.chosen["powers_at_cast"] = {p.oid: continuous.characteristics(game, p).power for p in game.permanents()}


def _defined_as_cast(ctx: Any, value: Any) -> int:
    """ "X is the greatest power among ..." is read from the permanents and powers as the spell was cast (611.2d
    broken: X is determined once, on resolution)."""
    noted = ctx.source.chosen.get("powers_at_cast") if ctx.source is not None else None
    if isinstance(value, int) or noted is None:
        return _DEFINED(ctx, value)
    return max((p for p in noted.values() if p is not None), default=0)


def _cda_put_aside(game: Any, obj: Any, chars: Any) -> Any:
    """A characteristic-defining ability's power and toughness are noted, to be applied again at the end of
    layer 7."""
    defined = _CDA(game, obj, chars)
    if (defined.power, defined.toughness) != (chars.power, chars.toughness):
        _DEFINED_LAST[obj.oid] = (defined.power, defined.toughness)
    else:
        _DEFINED_LAST.pop(obj.oid, None)
    return defined


def _cda_applied_last(
    power: int,
    toughness: int,
    sets: list[tuple[int, int, int]],
    pumps: list[tuple[int, int, int]],
    resolved: list[Effect],
    obj: Any,
) -> tuple[int, int]:
    """The power and toughness a characteristic-defining ability defines are applied after every other effect
    and counter (613.4a broken: they apply first, in 7a, and the later sublayers modify them)."""
    result = _POWER_TOUGHNESS(power, toughness, sets, pumps, resolved, obj)
    defined = _DEFINED_LAST.get(obj.oid)
    return (defined[0] or 0, defined[1] or 0) if defined is not None else result


class SetOverridesEarlierPumps(BrokenAdapter):
    name = "set-overrides-earlier-pumps"
    rules = ("613.4", "613.4b", "613.4c")  # the CR rules it breaks
    target = "reference_engine.continuous.power_and_toughness"
    replacement = staticmethod(_sets_and_pumps_by_timestamp)


class SwitchBeforeModifying(BrokenAdapter):
    name = "switch-before-modifying"
    rules = ("613.4d",)  # the CR rules it breaks
    target = "reference_engine.continuous.power_and_toughness"
    replacement = staticmethod(_switch_before_modifying)


class AbilityRemovalFirst(BrokenAdapter):
    name = "ability-removal-first"
    rules = ("613.3", "613.7", "613.9")  # the CR rules it breaks
    target = "reference_engine.continuous.apply_abilities"
    replacement = staticmethod(_removal_first)


class StaticEffectsFirst(BrokenAdapter):
    """A static ability's effect is applied before the effects of resolved spells, as if it were the oldest."""

    name = "static-effects-first"
    rules = ("613.7a",)  # the CR rules it breaks
    target = "reference_engine.continuous.static_timestamp"
    replacement = staticmethod(lambda source: 0)


class TimestampFromTheCard(BrokenAdapter):
    """A permanent's timestamp is the one its card received as it came into the game, kept as it changes zones."""

    name = "timestamp-from-the-card"
    rules = ("613.7d",)  # the CR rules it breaks
    target = "reference_engine.continuous.static_timestamp"
    replacement = staticmethod(lambda source: source.identity)


class EffectTimestampWhenCast(VerbPatchingAdapter):
    name = "effect-timestamp-when-cast"
    rules = ("613.7b",)  # the CR rules it breaks
    verbs = tuple((verb, _effect_from_when_cast(verb)) for verb in _EFFECT_VERBS)


class NoDependency(BrokenAdapter):
    """A lord that lost all its abilities still generates its static ability's effect, applied in timestamp
    order before the effect that removed the ability."""

    name = "no-dependency"
    rules = ("613.8", "613.8a", "613.8b")  # the CR rules it breaks
    target = "reference_engine.continuous.functioning"
    replacement = staticmethod(lambda game, perm: True)


class FirstColourSticks(BrokenAdapter):
    name = "first-colour-sticks"
    rules = ("613.3", "613.7")  # the CR rules it breaks
    target = "reference_engine.continuous._color_changing"
    replacement = staticmethod(_first_colour_sticks)


class PowerToughnessBeforeColour(BrokenAdapter):
    name = "power-toughness-before-colour"
    rules = ("613.1e", "613.1g")  # the CR rules it breaks
    target = "reference_engine.continuous._applies"
    replacement = staticmethod(_colours_before_layer_five)


class AbilitiesBeforeTypes(BrokenAdapter):
    name = "abilities-before-types"
    rules = ("613.1", "613.1d", "613.1f")  # the CR rules it breaks
    target = "reference_engine.continuous._applies"
    replacement = staticmethod(_types_before_layer_four)


class NoDurationEndsWithTheTurn(PatchingAdapter):
    name = "no-duration-ends-with-the-turn"
    rules = ("611.2a",)  # the CR rules it breaks
    patches = (("reference_engine.steps.end_turn_effects", _indefinite_ends_too),)


class StaticEffectOutlivesSource(BrokenAdapter):
    name = "static-effect-outlives-source"
    rules = ("611.3b",)  # the CR rules it breaks
    target = "reference_engine.continuous.grant_sources"
    replacement = staticmethod(_statics_stay)


class CopyTakesCurrentCharacteristics(VerbPatchingAdapter):
    name = "copy-takes-current-characteristics"
    rules = ("613.1a", "613.2c")  # the CR rules it breaks
    verbs = (("create_token_copy", _copy_as_it_is_now),)


class VariableFixedAsCast(PatchingAdapter):
    name = "variable-fixed-as-cast"
    rules = ("611.2d",)  # the CR rules it breaks
    patches = (
        ("reference_engine.casting._pay", _pay_noting_powers),
        ("reference_engine.effects._defined", _defined_as_cast),
    )


class DefinedPowerToughnessLast(PatchingAdapter):
    name = "defined-power-toughness-last"
    rules = ("613.4a",)  # the CR rules it breaks
    patches = (
        ("reference_engine.continuous._defined_power_toughness", _cda_put_aside),
        ("reference_engine.continuous.power_and_toughness", _cda_applied_last),
    )


# the functions these engines replace exist
assert continuous.power_and_toughness and continuous.apply_abilities and continuous.static_timestamp
assert continuous.functioning and continuous._color_changing and continuous._applies
assert all(verb in effects._VERBS for verb in _EFFECT_VERBS) and steps.end_turn_effects
