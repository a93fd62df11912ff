"""Wrong engines for whole sections 603 (triggered abilities), 608 (resolving) and 609 (effects), issue 45: each is the
reference engine with one rule misread the way an engine author might. An intervening "if" clause checked only as the
ability resolves, not as it triggers (603.4); a permanent entering isn't checked for its own enters abilities, only
the permanents already there are (603.6a, and 603.10's objects that exist immediately after the event); "enters
tapped" is taken for a triggered ability that taps the permanent as it resolves (603.6d); a delayed triggered ability
without a duration triggers every time, not once (603.7b); a spell's delayed triggered ability watches from the
moment the spell is cast, not once it has resolved (603.7a); a delayed triggered ability a spell created is taken for
an ability of the spell whose cast triggers it (603.7d); a zone-change trigger finds the card it is about wherever it
went since, not only in the zone it moved to (603.6); an Aura's ability that triggered on the enchanted permanent
leaving can't find the Aura card that went to the graveyard, a new object (603.6e); a creature leaving the
battlefield isn't looked back at, so its own leaves-the-battlefield abilities don't trigger (603.10a); all players
passing resolves the whole stack, not its top object (608.1); a permanent spell enters under its owner's control, not
its controller's (608.3a); a bestowed Aura spell whose target is illegal doesn't resolve, instead of resolving as a
creature (608.3b); an Aura spell enters unattached (608.3c); the static abilities of permanents apply to objects in
every zone, not only to permanents (609.2)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any
from unittest import mock

from reference_engine import continuous, effects, priority, resolution, triggers, zone_changes
from reference_engine.effect_context import Context
from reference_engine.filters import matches
from reference_engine.game import Event
from reference_engine.objects import GameObject
from reference_engine.tapping import tap
from reference_engine.triggers import PendingTrigger
from reference_engine.vocabulary import Replacement, Triggered

from .broken_emerge import PatchingAdapter

_SOURCES = triggers._sources
_DELAYED = triggers._delayed
_ENTER = zone_changes.enter_battlefield
_RETURN_ITSELF = effects._VERBS["return_itself"]
_EMIT = zone_changes.emit
_CHARACTERISTICS = continuous.characteristics
#: the modules that look at an object's characteristics, each under the name it imported
_SEEING = ("continuous", "observe", "filters", "targets", "casting", "state_based", "effects")
#: "[this permanent] enters tapped" read as "when this enters, tap it"
_TAP_IT = Triggered("enters", ({"tap_itself": True},), {"self": True})


def _newcomers_unchecked(game: Any, event: Event) -> list[GameObject]:
    """Only the permanents already on the battlefield see an object enter (603.6a broken: the newcomers too)."""
    sources = _SOURCES(game, event)
    if event.kind == "enters" and event.obj is not None:
        return [s for s in sources if s.oid != event.obj.oid]
    return sources


def _no_look_back(game: Any, event: Event) -> list[GameObject]:
    """Only what is on the battlefield after the event sees it (603.10a broken: leaves-the-battlefield abilities
    look back in time, so the object that left sees its own leaving)."""
    sources = _SOURCES(game, event)
    if event.kind == "dies" and event.obj is not None:
        return [s for s in sources if s.oid != event.obj.oid]
    return sources


def _aura_not_found(ctx: Context, e: dict[str, Any]) -> None:
    """An Aura that went to the graveyard is a new object its ability can't find (603.6e broken: an Aura's
    ability triggering on the enchanted permanent leaving finds the Aura card in its owner's graveyard)."""
    source = ctx.source
    card = ctx.game.by_identity(source.identity) if source is not None else None
    if source is not None and source.behaviour.enchant is not None and card is not None and card.oid != source.oid:
        return
    _RETURN_ITSELF(ctx, e)


def _delayed_of_the_spell_cast(game: Any, event: Event) -> list[Any]:
    """A delayed trigger's source is the spell whose cast triggers it (603.7d broken: the spell that created it)."""
    return [replace(t, source=event.obj) for t in _DELAYED(game, event)]


def _found_anywhere(ctx: Context, e: dict[str, Any]) -> None:
    """A zone-change trigger finds the card wherever it went since (603.6 broken: only in the zone it moved to)."""
    source = ctx.source
    card = ctx.game.by_identity(source.identity) if source is not None else None
    spec = e["return_itself"]
    _RETURN_ITSELF(ctx, {**e, "return_itself": {**spec, "from": card.zone if card is not None else spec["from"]}})


def _enters_tapped_triggers(game: Any, event: Event) -> None:
    """ "Enters tapped" taps the permanent as a triggered ability resolves (603.6d broken: a static ability whose
    effect is part of the event that puts it onto the battlefield)."""
    new = event.obj
    replaced = new is not None and any(r.kind == "enters_tapped" for r in new.behaviour.of(Replacement))
    if event.kind == "enters" and new is not None and new.tapped and replaced:
        new.tapped = False
        game.pending_triggers.append(PendingTrigger(new.controller, _TAP_IT, new, {}))
    _EMIT(game, event)


def _tap_itself(ctx: Context, e: dict[str, Any]) -> None:
    perm = ctx.game.by_identity(ctx.source.identity) if ctx.source is not None else None
    if perm is not None and perm.zone == "battlefield":
        tap(ctx.game, perm)


def _statics_everywhere(game: Any, obj: GameObject, grants: Any = None) -> Any:
    """The static abilities of permanents apply to matching objects in every zone (609.2 broken: to permanents only,
    unless the text says otherwise)."""
    zone = obj.zone
    obj.zone = "battlefield"
    try:
        return _CHARACTERISTICS(game, obj, grants)
    finally:
        obj.zone = zone


def _delayed_from_the_cast(game: Any, event: Event) -> list[Any]:
    """A spell's "when you next cast ..." watches from the moment the spell is cast (603.7a broken: the delayed
    triggered ability exists only once the spell has resolved and created it)."""
    fired = _DELAYED(game, event)
    for entry in game.stack:
        spell = entry.obj
        if spell is None or event.obj is None or event.obj is spell or event.player != entry.controller:
            continue
        for spec in (e["delayed_trigger"] for e in spell.behaviour.spell if "delayed_trigger" in e):
            wanted = spec.get("when", {}).get("object")
            if spec["event"] == event.kind and (wanted is None or matches(game, event.obj, wanted, entry.controller)):
                ability = Triggered(spec["event"], tuple(spec["effects"]), spec.get("when", {}))
                context = {**event.data, "event_object": event.obj}
                fired.append(PendingTrigger(entry.controller, ability, spell, context, x=entry.x))
    return fired


def _delayed_every_time(game: Any, event: Event) -> list[Any]:
    """A delayed triggered ability stays after it triggers (603.7b broken: without a duration it triggers once)."""
    kept = list(game.delayed_triggers)
    fired = _DELAYED(game, event)
    game.delayed_triggers = kept
    return fired


def _resolve_the_whole_stack(game: Any) -> None:
    """All players passing resolves every object on the stack, top first (608.1 broken: only the top one)."""

    def next_one() -> None:
        if game.stack:
            priority.resolve(game, game.stack.pop(), then=next_one)
        else:
            priority.give_priority(game, game.active)

    next_one()


def _enters_under_its_owner(game: Any, obj: GameObject, controller: str, **kwargs: Any) -> GameObject:
    """A resolving permanent spell enters under its owner's control (608.3a broken: its controller's)."""
    return _ENTER(game, obj, obj.owner, **kwargs)


def _enters_unattached(game: Any, obj: GameObject, controller: str, **kwargs: Any) -> GameObject:
    """A resolving Aura spell enters attached to nothing (608.3c broken: to the object it targets)."""
    kwargs.pop("attach_to", None)
    return _ENTER(game, obj, controller, **kwargs)


class InterveningIfOnlyAsItResolves(PatchingAdapter):
    """An intervening "if" clause is checked only as the ability resolves: it triggers whatever the condition."""

    name = "intervening-if-only-as-it-resolves"
    rules = ("603.4",)  # the CR rules it breaks
    patches = (("reference_engine.triggers.condition_holds", lambda game, ability, controller, source: True),)


class NewcomersNotChecked(PatchingAdapter):
    name = "newcomers-not-checked"
    rules = ("603.6a", "603.10")  # the CR rules it breaks
    patches = (("reference_engine.triggers._sources", _newcomers_unchecked),)


class AuraCardNotFound(PatchingAdapter):
    name = "aura-card-not-found"
    rules = ("603.6e",)  # the CR rules it breaks

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"return_itself": _aura_not_found}):
            yield


class DelayedTriggerFromTheCast(PatchingAdapter):
    name = "delayed-trigger-from-the-cast"
    rules = ("603.7a",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _delayed_from_the_cast),)


class DelayedTriggerOfTheSpellCast(PatchingAdapter):
    name = "delayed-trigger-of-the-spell-cast"
    rules = ("603.7d",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _delayed_of_the_spell_cast),)


class ZoneChangeTriggerFindsTheCardAnywhere(PatchingAdapter):
    name = "zone-change-trigger-finds-the-card-anywhere"
    rules = ("603.6", "603.6c")  # the CR rules it breaks: 603.6c's "checks only in the first zone it went to"

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with mock.patch.dict(effects._VERBS, {"return_itself": _found_anywhere}):
            yield


class LeavingNotLookedBack(PatchingAdapter):
    name = "leaving-not-looked-back"
    rules = ("603.10a",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._sources", _no_look_back),)


class EntersTappedIsATrigger(PatchingAdapter):
    name = "enters-tapped-is-a-trigger"
    rules = ("603.6d",)  # the CR rules it breaks
    patches = (("reference_engine.zone_changes.emit", _enters_tapped_triggers),)

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with super()._broken(), mock.patch.dict(effects._VERBS, {"tap_itself": _tap_itself}):
            yield


class DelayedTriggerEveryTime(PatchingAdapter):
    name = "delayed-trigger-every-time"
    rules = ("603.7b",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _delayed_every_time),)


class PassingResolvesTheStack(PatchingAdapter):
    """`resolve_top` is imported by name where all players' passing is handled, so both names are patched."""

    name = "passing-resolves-the-stack"
    rules = ("608.1",)  # the CR rules it breaks
    patches = (
        ("reference_engine.priority.resolve_top", _resolve_the_whole_stack),
        ("reference_engine.engine.resolve_top", _resolve_the_whole_stack),
    )


class PermanentSpellEntersUnderItsOwner(PatchingAdapter):
    name = "permanent-spell-enters-under-its-owner"
    rules = ("608.3a",)  # the CR rules it breaks
    patches = (("reference_engine.resolution.enter_battlefield", _enters_under_its_owner),)


class BestowedSpellWithIllegalTargetFizzles(PatchingAdapter):
    """A bestowed Aura spell whose target is gone is taken for any spell with an illegal target: it doesn't
    resolve, instead of becoming a creature spell that does."""

    name = "bestowed-spell-with-illegal-target-fizzles"
    rules = ("608.3b", "702.103e")  # the CR rules it breaks
    patches = (("reference_engine.resolution.BESTOWED", "no face is bestowed"),)


class StaticsApplyInEveryZone(PatchingAdapter):
    name = "statics-apply-in-every-zone"
    rules = ("609.2",)  # the CR rules it breaks
    patches = tuple((f"reference_engine.{module}.characteristics", _statics_everywhere) for module in _SEEING)


class AuraSpellEntersUnattached(PatchingAdapter):
    name = "aura-spell-enters-unattached"
    rules = ("608.3c",)  # the CR rules it breaks
    patches = (("reference_engine.resolution.enter_battlefield", _enters_unattached),)


# the functions replaced exist, under the names patched
assert triggers.condition_holds and triggers._sources and triggers._delayed and priority.resolve_top
assert resolution.enter_battlefield is zone_changes.enter_battlefield
