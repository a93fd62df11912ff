"""Broken engines for zones and zone changes (CR 400, 701.7, 800.4), each misreading one rule as an engine author
might: an effect that refers to an object still finds the card after it changed zones, as if it were the same
object (400.7): a counter put "on it", a haunting card exiled from wherever it went (702.55b); a destroyed
permanent goes to its controller's graveyard (701.7a); a player who leaves the game takes only their spells from the
stack, not the abilities they control (800.4a). `VerbPatchingAdapter` replaces effect verbs where the resolving
effects look them up (`effects._VERBS`). Each is caught where tests/test_broken_review.py expects."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any
from unittest import mock

from reference_engine import effects, effects_zones, leaving, state_based, zone_changes
from reference_engine.effects_tokens import add_counters

from .broken_emerge import PatchingAdapter

_COUNTERS = effects._VERBS["put_counters"]
_DESTROY = zone_changes.destroy


class VerbPatchingAdapter(PatchingAdapter):
    """A broken engine that replaces effect verbs (`verbs`, name -> function) besides the functions it patches."""

    verbs: tuple[tuple[str, Any], ...] = ()

    @contextmanager
    def _broken(self) -> Iterator[None]:
        with ExitStack() as stack:
            stack.enter_context(super()._broken())
            stack.enter_context(mock.patch.dict("reference_engine.effects._VERBS", dict(self.verbs)))
            yield


def _current(game: Any, obj: Any) -> Any:
    """The object the card of `obj` is now, wherever it went."""
    return next((o for o in game.objects.values() if o.identity == obj.identity), None)


def _counters_follow_the_card(ctx: Any, e: dict[str, Any]) -> None:
    """ "Put a counter on it": on whatever object the card became, even in another zone (400.7 broken: the new
    object is not "it")."""
    if e.get("on") != "it":
        _COUNTERS(ctx, e)
        return
    it = _current(ctx.game, ctx.data["event_object"])
    if it is not None:
        add_counters(ctx, it, e["put_counters"])


def _exile_haunting_wherever(ctx: Any, e: dict[str, Any]) -> None:
    """Haunt's "exile it haunting target creature" finds the card wherever it went and exiles it (702.55b, 400.7
    broken: a card that left the graveyard is a new object the ability can't find)."""
    card, creature = ctx.source, ctx.target(e["exile_haunting"])
    current = _current(ctx.game, card) or card
    if current.zone != "exile":
        current = ctx.game.move(current, "exile")
    if current is not None:
        current.haunting = creature.oid


def _destroy_to_controllers_graveyard(game: Any, obj: Any) -> Any:
    """A destroyed permanent goes to its controller's graveyard (701.7a broken: its owner's)."""
    obj.owner = obj.controller
    return _DESTROY(game, obj)


def _leave_keeping_abilities(game: Any, name: str) -> None:
    """`leaving.leave_game` with the abilities the leaving player controls left on the stack (800.4a broken: they
    cease to exist)."""
    if game.over:
        return
    for obj in [o for o in game.objects.values() if o.owner == name]:
        game.remove_from_game(obj)
    game.stack = [e for e in game.stack if e.obj is None or e.obj.owner != name]
    game.pending_triggers = [t for t in game.pending_triggers if t.controller != name]
    for obj in [o for o in game.permanents() if o.controller == name]:
        game.move(obj, "exile")
    for entry in [e for e in game.stack if e.controller == name and e.obj is not None]:
        game.stack.remove(entry)
        game.move(entry.obj, "exile")


class CounterFollowsTheCard(VerbPatchingAdapter):
    """A trigger's "put a counter on it" finds the card in its new zone, as if the object it saw were the card
    (400.7: an object that moves to another zone becomes a new object with no memory of the old one)."""

    name = "counter-follows-the-card"
    rules = ("400.7",)  # the CR rules it breaks
    verbs = (("put_counters", _counters_follow_the_card),)


class HauntFollowsTheCard(VerbPatchingAdapter):
    """A haunt card's "exile it haunting target creature" exiles the card even after it left the graveyard."""

    name = "haunt-follows-the-card"
    rules = ("400.7", "702.55b")  # the CR rules it breaks
    verbs = (("exile_haunting", _exile_haunting_wherever),)


class DestroyedToControllersGraveyard(PatchingAdapter):
    """Destroy read as "put into its controller's graveyard": a stolen permanent, destroyed, goes to the graveyard
    of the player who controlled it, who becomes its owner."""

    name = "destroyed-to-controllers-graveyard"
    rules = ("701.7a",)  # the CR rules it breaks
    patches = tuple(
        (f"reference_engine.{module}.destroy", _destroy_to_controllers_graveyard)
        for module in ("zone_changes", "effects", "state_based")
    )


class LeaversAbilitiesStay(PatchingAdapter):
    """A player who leaves the game takes the cards they own with them, but the triggered and activated abilities
    they control stay on the stack and resolve (800.4a)."""

    name = "leavers-abilities-stay"
    rules = ("800.4a",)  # the CR rules it breaks
    patches = (("reference_engine.state_based.leave_game", _leave_keeping_abilities),)


# the functions and verbs replaced exist, under the names patched
assert effects.destroy is state_based.destroy is _DESTROY and state_based.leave_game is leaving.leave_game
assert effects._VERBS["exile_haunting"] is effects_zones.ZONE_VERBS["exile_haunting"]
