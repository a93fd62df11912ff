"""Broken engines for resolving spells and abilities and the effects they make (CR 109.5, 604.3, 608.2, 611, 700.2,
707.9b), each misreading one rule as an engine author might: "you" in "you control" is the owner, or the active
player (109.5); the set of permanents an ability affects is fixed when it is put on the stack (608.2h); a resolved
spell's "creatures you control get ..." reaches creatures that enter later, as a static ability would (611.2c);
a characteristic-defining ability works only on the battlefield (604.3); a static ability's effect is locked in
the first time it is seen (611.3a); "creatures that died this turn" is counted from the graveyard as it is now
(608.2i); a modal ability does every untargeted mode besides the one announced (700.2); a token copy's "except it's
1/1" is an effect on the token, not part of what a copy of it copies (707.9b). Each is caught where
tests/test_broken_review.py expects."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from reference_engine import continuous, criteria, effect_context, effects, effects_tokens, triggers, zone_changes
from reference_engine.continuous import Effect, characteristics
from reference_engine.filters import matches

from .broken_zones import VerbPatchingAdapter

_PUMP = effects._VERBS["pump"]
_COPY = effects._VERBS["create_token_copy"]
_PUSH = triggers.push
_ENTER = zone_changes.enter_battlefield
_CDA = continuous._defined_power_toughness
_RESOLVE_NUMBER = effect_context.resolve_number
_MODED = triggers._moded
#: the modules that import `zone_changes.enter_battlefield` by name
_ENTERING = ("zone_changes", "effects", "effects_zones", "put_and_pay", "resolution", "turns")


def _filtered(spec: dict[str, Any]) -> Any:
    """The filter of a pump effect that affects "each ... that ...", or None."""
    affected = spec.get("affected", "self")
    return None if affected in ("self", "target") else affected


def _push_fixing_the_set(game: Any, entry: Any) -> None:
    """An ability put on the stack remembers which permanents its "each ..." effects would affect now."""
    if entry.ability is not None and entry.source is not None:
        for e in entry.ability.effects:
            affected = _filtered(e.get("pump", {}))
            if affected is not None:
                entry.context[repr(affected)] = frozenset(
                    p.oid for p in game.permanents() if matches(game, p, affected, entry.controller, entry.source)
                )
    _PUSH(game, entry)


def _pump_the_fixed_set(ctx: Any, e: dict[str, Any]) -> None:
    """An "each ..." pump affects the permanents that matched as the ability was put on the stack (608.2h broken:
    they are determined as it resolves)."""
    before = len(ctx.game.effects)
    _PUMP(ctx, e)
    fixed = ctx.data.get(repr(_filtered(e["pump"])))
    if fixed is not None:
        effect = ctx.game.effects[before]
        ctx.game.effects[before] = dataclasses.replace(effect, affected=fixed & set(ctx.game.battlefield))


def _pump_keeping_its_filter(ctx: Any, e: dict[str, Any]) -> None:
    """An "each ..." pump keeps its filter, so that permanents entering later join it."""
    before = len(ctx.game.effects)
    _PUMP(ctx, e)
    affected = _filtered(e["pump"])
    if affected is not None:
        ctx.game.effects[before].data["filter"] = (affected, ctx.controller, ctx.source)


def _enter_joining_effects(game: Any, *args: Any, **kwargs: Any) -> Any:
    """A permanent that enters joins the resolved effects whose filter it matches (611.2c broken: the set of objects
    a resolved spell's continuous effect affects is determined once, as it begins to apply)."""
    new = _ENTER(game, *args, **kwargs)
    if new is not None:
        for i, effect in enumerate(game.effects):
            found = effect.data.get("filter")
            if found is not None and matches(game, new, *found):
                game.effects[i] = dataclasses.replace(effect, affected=effect.affected | {new.oid})
    return new


def _cda_on_the_battlefield(game: Any, obj: Any, chars: Any) -> Any:
    """A characteristic-defining ability applies only on the battlefield (604.3 broken: in all zones)."""
    return _CDA(game, obj, chars) if obj.zone == "battlefield" else chars


def _cda_locked_in(game: Any, obj: Any, chars: Any) -> Any:
    """The power and toughness a characteristic-defining ability gives, locked in the first time they are worked
    out (611.3a broken: a static ability's effect isn't locked in, it applies at every moment to what it affects)."""
    locked = game.__dict__.setdefault("_locked_power_toughness", {})
    if obj.identity not in locked:
        seen = _CDA(game, obj, chars)
        locked[obj.identity] = (seen.power, seen.toughness)
    power, toughness = locked[obj.identity]
    return chars.with_changes(power=power, toughness=toughness)


def _count_the_graveyard(ctx: Any, value: Any) -> int:
    """ "Creatures that died under your control this turn" counted as the creature cards put into your graveyard
    this turn, as the graveyard is now (608.2i broken: the game looks back in time at the creatures that died)."""
    if value != "creatures_died":
        return _RESOLVE_NUMBER(ctx, value)
    game = ctx.game
    there = game.__dict__.get("_graveyard_at_load", set())
    return sum(
        1
        for o in game.zone_objects("graveyard", ctx.controller)
        if o.oid not in there and characteristics(game, o).is_a("Creature")
    )


def _every_untargeted_mode(entry: Any, number: int) -> None:
    """The announced mode resolves, and with it each other mode that has no target (700.2 broken: only the modes
    chosen)."""
    ability = entry.ability
    mode = ability.modes[number - 1]
    chosen = tuple(mode.get("effects", ()))
    others = tuple(
        e for i, m in enumerate(ability.modes) if i != number - 1 and not m.get("targets") for e in m.get("effects", ())
    )
    entry.ability = dataclasses.replace(
        ability, effects=chosen + others, targets=tuple(mode.get("targets", ())), modes=()
    )


def _copy_except_as_an_effect(ctx: Any, e: dict[str, Any]) -> None:
    """ "Create a token that's a copy of it, except it's 1/1": the 1/1 is an effect setting the token's power and
    toughness, not part of its copiable values (707.9b broken), so a copy of that token copies the original's."""
    if "power" not in e:
        _COPY(ctx, e)
        return
    before = set(ctx.game.battlefield)
    _COPY(ctx, {k: v for k, v in e.items() if k not in ("power", "toughness")})
    for oid in set(ctx.game.battlefield) - before:
        spec = {"types": [], "power": int(e["power"]), "toughness": int(e["toughness"])}
        ctx.game.effects.append(Effect(frozenset({oid}), until="indefinite", data={"becomes": spec}))


class StateCheckPatchingAdapter(VerbPatchingAdapter):
    """A broken engine that replaces tests of a filter (`state_checks`, key -> test) in `criteria._STATE_CHECKS`."""

    state_checks: tuple[tuple[str, Any], ...] = ()

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with super()._broken(), mock.patch.dict("reference_engine.criteria._STATE_CHECKS", dict(self.state_checks)):
            yield


class YouAreTheOwner(StateCheckPatchingAdapter):
    """ "You control" checked against the object's owner: a creature Alice owns but Bob controls is hers (109.5:
    the controller of an object is "you" for its text, and "you control" means what its controller controls)."""

    name = "you-are-the-owner"
    rules = ("109.5",)  # the CR rules it breaks
    state_checks = (("controller", lambda game, obj, v, you, source: (obj.owner == you) == (v == "you")),)


class YouAreTheActivePlayer(StateCheckPatchingAdapter):
    """ "You control" checked against the active player, not the ability's controller: in Bob's turn, the
    "creatures you control" of Alice's ability are Bob's (109.5)."""

    name = "you-are-the-active-player"
    rules = ("109.5",)  # the CR rules it breaks
    state_checks = (("controller", lambda game, obj, v, you, source: (obj.controller == game.active) == (v == "you")),)


class SetFixedWhenPutOnTheStack(VerbPatchingAdapter):
    """ "Other creatures you control get +1/+1": the creatures are those there were as the ability was put on the
    stack, not those there are as it resolves."""

    name = "set-fixed-when-put-on-the-stack"
    rules = ("608.2h",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.push", _push_fixing_the_set) for module in ("abilities", "triggers"))
    verbs = (("pump", _pump_the_fixed_set),)


class ResolvedEffectLikeStatic(VerbPatchingAdapter):
    """A resolved spell's "creatures you control get +1/+1 until end of turn" is applied like a static ability: a
    creature that enters afterwards gets it too."""

    name = "resolved-effect-like-static"
    rules = ("611.2c",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.enter_battlefield", _enter_joining_effects) for module in _ENTERING)
    verbs = (("pump", _pump_keeping_its_filter),)


class CdaOnTheBattlefieldOnly(VerbPatchingAdapter):
    """A characteristic-defining ability is applied like other static abilities, on the battlefield only: a card in
    hand shows its printed */*."""

    name = "cda-on-the-battlefield-only"
    rules = ("604.3",)  # the CR rules it breaks
    patches = (("reference_engine.continuous._defined_power_toughness", _cda_on_the_battlefield),)


class StaticLockedIn(VerbPatchingAdapter):
    """A characteristic-defining ability's count is taken once, the first time it is looked at, and kept, like a
    resolved spell's effect."""

    name = "static-locked-in"
    rules = ("611.3a",)  # the CR rules it breaks
    patches = (("reference_engine.continuous._defined_power_toughness", _cda_locked_in),)


class CountsTheGraveyardNow(VerbPatchingAdapter):
    """ "For each creature that died under your control this turn" counts the creature cards that came into your
    graveyard this turn: a token that died is not there, a creature Bob controlled that died is."""

    name = "counts-the-graveyard-now"
    rules = ("608.2i",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.resolve_number", _count_the_graveyard)
        for module in ("effect_context", "effects", "effects_tokens")
    )

    def load(self, board: dict[str, Any]) -> Any:
        response = super().load(board)
        game = self.engine.game
        game._graveyard_at_load = {o.oid for name in game.players for o in game.zone_objects("graveyard", name)}
        return response


class EveryModeResolves(VerbPatchingAdapter):
    """A modal triggered ability does the mode announced and every other mode that needs no target."""

    name = "every-mode-resolves"
    rules = ("700.2",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._moded", _every_untargeted_mode),)


class CopyExceptIsAnEffect(VerbPatchingAdapter):
    """A token copy's "except it's 1/1" is a continuous effect on the token: a copy of that token is as big as the
    original creature."""

    name = "copy-except-is-an-effect"
    rules = ("707.9b",)  # the CR rules it breaks
    verbs = (("create_token_copy", _copy_except_as_an_effect),)


# the functions and tables replaced exist, under the names patched
assert (
    effects.resolve_number is effects_tokens.resolve_number is _RESOLVE_NUMBER
    and "controller" in criteria._STATE_CHECKS
)
assert _MODED and _CDA and effects.enter_battlefield is _ENTER
