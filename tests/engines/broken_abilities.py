"""Broken engines for abilities (CR 113, 602, 603.7, 605), each misreading one rule as an engine author might: an
ability whose source has left the battlefield does nothing (113.7a); an object with no activated ability lets its
triggered one be activated (602.1c); any ability that could add mana is a mana ability, targets or not (605.1a,
605.5a); no delayed triggered ability ever triggers (603.7), or its source is the card it watches (603.7e). Each is
caught where tests/test_broken_review.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import abilities, resolution, triggers
from reference_engine.triggers import PendingTrigger
from reference_engine.vocabulary import Activated, Cost, Triggered

from .broken_emerge import PatchingAdapter

_RESOLVE_ABILITY = resolution._resolve_ability
_FIND_ABILITY = abilities.find_ability
_DELAYED = triggers._delayed


def _dies_with_its_source(game: Any, entry: Any, then: Any) -> None:
    """An ability of a permanent that has left the battlefield since is removed and does nothing (113.7a broken:
    once activated or triggered, it exists independently of its source)."""
    source = entry.source
    if source is not None and source.zone == "battlefield":
        current = game.objects.get(source.oid)
        if current is None or current.zone != "battlefield":
            then()
            return
    _RESOLVE_ABILITY(game, entry, then)


def _triggered_activates(obj: Any, index: int | str) -> Activated:
    """An object's first ability is activated whatever kind it is: a triggered ability of an object with no
    activated ability is activated for no cost (602.1c broken: only activated abilities can be activated)."""
    triggered = obj.behaviour.of(Triggered)
    if index != "mana" and not obj.behaviour.of(Activated) and triggered:
        return Activated(1, Cost(), triggered[0].effects, triggered[0].targets)
    return _FIND_ABILITY(obj, index)


def _delayed_of_the_card(game: Any, event: Any) -> list[PendingTrigger]:
    """A delayed trigger's source is the card whose cast it watches (603.7e broken: the source of the ability that
    created it)."""
    return [PendingTrigger(t.controller, t.ability, event.obj, t.context) for t in _DELAYED(game, event)]


class AbilityDiesWithItsSource(PatchingAdapter):
    """An ability on the stack is tied to its source: once the source has left the battlefield (died, been
    sacrificed or exiled), the ability resolves doing nothing."""

    name = "ability-dies-with-its-source"
    rules = ("113.7a",)  # the CR rules it breaks
    patches = (("reference_engine.resolution._resolve_ability", _dies_with_its_source),)


class AnyAbilityActivates(PatchingAdapter):
    """ "Activate an ability" read loosely: an object whose only ability is a triggered one can have it activated."""

    name = "any-ability-activates"
    rules = ("602.1c",)  # the CR rules it breaks
    patches = (("reference_engine.abilities.find_ability", _triggered_activates),)


class TargetedManaAbilityIsManaAbility(PatchingAdapter):
    """Every ability that could add mana is a mana ability, even one with a target (Deathrite Shaman's): it
    resolves at once instead of using the stack."""

    name = "targeted-mana-ability-is-mana-ability"
    rules = ("605.1a", "605.5a")  # the CR rules it breaks
    patches = (
        (
            "reference_engine.vocabulary.Activated.is_mana_ability",
            property(lambda self: any("add_mana" in e for e in self.effects)),
        ),
    )


class NoDelayedTriggers(PatchingAdapter):
    """A resolving ability's "when you cast that card this turn" is dropped: the engine has no delayed triggered
    abilities, so nothing triggers when the card is cast."""

    name = "no-delayed-triggers"
    rules = ("603.7",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", lambda game, event: []),)


class DelayedTriggerOfTheCard(PatchingAdapter):
    """A delayed triggered ability "when you cast that card" is taken for an ability of that card: its source is
    the spell cast, not the permanent whose ability created it."""

    name = "delayed-trigger-of-the-card"
    rules = ("603.7e",)  # the CR rules it breaks
    patches = (("reference_engine.triggers._delayed", _delayed_of_the_card),)


# the functions replaced exist, under the names patched
assert resolution._resolve_ability and abilities.find_ability and triggers._delayed
assert isinstance(Activated.is_mana_ability, property)
