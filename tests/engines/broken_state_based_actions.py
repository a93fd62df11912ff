"""Broken engines for the state-based actions of CR 704.5 and 704.8, each misreading one rule as an engine author might:
a player loses only below 0 life (704.5a); lethal damage is measured against power (704.5g); damage from a source
with deathtouch is only damage (704.5h); a planeswalker with loyalty 0 stays (704.5i); a token that left the
battlefield lingers where it went (704.5d); the legend rule groups legendary permanents by name alone (704.5j); the
world rule is applied per controller, or keeps the oldest (704.5k); an Equipment attached illegally goes to the
graveyard, or stays attached (704.5n); a creature Equipment goes on equipping a creature (704.5p); a copy of a spell
that left the stack lingers in the graveyard (704.5e); a Saga is sacrificed while its final chapter ability is still
on the stack (704.5s); +1/+1 and -1/-1 counters cancel before the other actions of the check, which then see the
permanent without them (704.8). Each is caught where tests/test_broken_state_based_actions.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import game as game_module
from reference_engine import priority, sagas, state_based
from reference_engine.continuous import characteristics
from reference_engine.objects import GameObject

from .broken import BrokenAdapter

_MOVE = game_module.Game.move
_CHECK = state_based.check_state_based_actions
_CANCEL = state_based._cancel_counters
_AURA_UNATTACHED = state_based._aura_unattached
_UNATTACHED = state_based._becomes_unattached


def _lethal_against_power(game: Any, perm: Any, grants: Any) -> bool:
    """Damage marked at least the creature's power is lethal (704.5g broken: its toughness)."""
    chars = characteristics(game, perm, grants)
    return (
        chars.is_a("Creature")
        and chars.toughness is not None
        and chars.toughness > 0
        and chars.power is not None
        and perm.damage > 0
        and chars.power <= perm.damage
        and not chars.indestructible
    )


def _token_moves_like_a_card(self: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    """A token leaving the battlefield goes to its zone as a card would and stays there (704.5d broken: it ceases
    to exist)."""
    if not obj.is_token:
        return _MOVE(self, obj, zone, controller)
    self._remove(obj)
    new = GameObject(
        oid=self._new_oid(),
        identity=obj.identity,
        owner=obj.owner,
        controller=controller or obj.owner,
        zone=zone,
        card=obj.card,
        token=obj.token,
        alias=obj.alias,
    )
    self.objects[new.oid] = new
    self._place(new, zone)
    return new


def _spell_copy_moves_like_a_card(self: Any, obj: Any, zone: str, controller: str | None = None) -> Any:
    """A copy of a spell leaving the stack goes to its zone as the card it copies would, and stays there (704.5e
    broken: it ceases to exist)."""
    if obj.zone != "stack" or obj.copy_of is None or obj.is_token:
        return _MOVE(self, obj, zone, controller)
    self._remove(obj)
    new = GameObject(
        oid=self._new_oid(),
        identity=obj.identity,
        owner=obj.owner,
        controller=controller or obj.owner,
        zone=zone,
        card=obj.card,
        alias=obj.alias,
    )
    self.objects[new.oid] = new
    self._place(new, zone)
    return new


def _equipment_goes_like_an_aura(game: Any, perm: Any, grants: Any) -> bool:
    """An Equipment attached illegally is put into its owner's graveyard, as an Aura would be (704.5n broken: it
    becomes unattached and remains on the battlefield)."""
    equipment = "Equipment" in characteristics(game, perm, grants).subtypes
    return _AURA_UNATTACHED(game, perm, grants) or (equipment and _UNATTACHED(game, perm, grants))


def _creature_equipment_stays(game: Any, perm: Any, grants: Any) -> bool:
    """An Equipment that became a creature stays attached while the permanent it equips is a creature (704.5p
    broken: a creature attached to anything becomes unattached; 301.5c)."""
    chars = characteristics(game, perm, grants)
    if perm.attached_to is not None and "Equipment" in chars.subtypes and chars.is_a("Creature"):
        equipped = game.objects.get(perm.attached_to)
        return (
            equipped is None or equipped.zone != "battlefield" or not characteristics(game, equipped).is_a("Creature")
        )
    return _UNATTACHED(game, perm, grants)


def _world_rule_per_controller(game: Any, grants: Any) -> list[Any]:
    """The world rule applied to each player's permanents apart, as the legend rule is (704.5k broken: "two or more
    permanents", whoever controls them)."""
    losers = []
    for player in game.players:
        worlds = [p for p in game.permanents() if p.controller == player]
        worlds = [p for p in worlds if "World" in characteristics(game, p, grants).supertypes]
        losers += [p for p in worlds if p.oid != max(w.oid for w in worlds)] if len(worlds) > 1 else []
    return losers


def _world_rule_keeps_oldest(game: Any, grants: Any) -> list[Any]:
    """The world permanent kept is the one that has had the supertype longest (704.5k broken: the shortest)."""
    worlds = [p for p in game.permanents() if "World" in characteristics(game, p, grants).supertypes]
    return [p for p in worlds if p.oid != min(w.oid for w in worlds)] if len(worlds) > 1 else []


def _legend_groups_by_name(game: Any) -> list[list[Any]]:
    """Legendary permanents with the same name, whoever controls them (704.5j broken: "controlled by the same
    player"); the first one's controller chooses."""
    groups: dict[str, list[Any]] = {}
    for perm in game.permanents():
        chars = characteristics(game, perm)
        if "Legendary" in chars.supertypes and chars.name:
            groups.setdefault(chars.name, []).append(perm)
    return [group for group in groups.values() if len(group) > 1]


def _sagas_ignoring_the_stack(game: Any) -> list[Any]:
    """Sagas with at least their final chapter number of lore counters, whatever their chapter abilities are doing
    (704.5s broken: "and it isn't the source of a chapter ability that has triggered but not yet left the stack")."""
    return [s for s in sagas._sagas(game) if s.counters.get("lore", 0) >= sagas.final_chapter(s)]


def _cancel_counters_first(game: Any) -> bool:
    """+1/+1 and -1/-1 counters cancel as an event of their own before the rest of the check, which sees the
    permanents without them (704.8 broken: the check's actions are one event, seen from before it)."""
    cancelled = _CANCEL(list(game.permanents()))
    return _CHECK(game) or cancelled


class LosesOnlyBelowZeroLife(BrokenAdapter):
    """704.5a read as "less than 0 life": a player at exactly 0 life stays in the game."""

    name = "loses-only-below-zero-life"
    rules = ("704.5a",)  # the CR rules it breaks
    target = "reference_engine.state_based._no_life"
    replacement = staticmethod(lambda life: life < 0)


class LethalDamageAgainstPower(BrokenAdapter):
    """704.5g with power for toughness: a creature is destroyed once the damage marked on it reaches its power."""

    name = "lethal-damage-against-power"
    rules = ("704.5g",)  # the CR rules it breaks
    target = "reference_engine.state_based._lethal_damage"
    replacement = staticmethod(_lethal_against_power)


class DeathtouchIgnored(BrokenAdapter):
    """No 704.5h: damage from a source with deathtouch destroys a creature only when it is lethal (704.5g)."""

    name = "deathtouch-ignored"
    rules = ("704.5h",)  # the CR rules it breaks
    target = "reference_engine.state_based._deathtouch_damage"
    replacement = staticmethod(lambda game, perm, grants: False)


class ZeroLoyaltyStays(BrokenAdapter):
    """No 704.5i: a planeswalker whose loyalty counters are all removed stays on the battlefield."""

    name = "zero-loyalty-stays"
    rules = ("704.5i",)  # the CR rules it breaks
    target = "reference_engine.state_based._no_loyalty"
    replacement = staticmethod(lambda game, perm, grants: False)


class TokenLingers(BrokenAdapter):
    """No 704.5d: a token that dies stays in its owner's graveyard like a card."""

    name = "token-lingers"
    rules = ("704.5d",)  # the CR rules it breaks
    target = "reference_engine.game.Game.move"
    replacement = staticmethod(_token_moves_like_a_card)


class SpellCopyLingers(BrokenAdapter):
    """No 704.5e: a copy of a spell that resolved is put into its owner's graveyard and stays there like a card."""

    name = "spell-copy-lingers"
    rules = ("704.5e",)  # the CR rules it breaks
    target = "reference_engine.game.Game.move"
    replacement = staticmethod(_spell_copy_moves_like_a_card)


class EquipmentGoesToGraveyard(BrokenAdapter):
    """704.5n read like 704.5m: an Equipment attached to an illegal permanent is put into its owner's graveyard."""

    name = "equipment-goes-to-graveyard"
    rules = ("704.5n",)  # the CR rules it breaks
    target = "reference_engine.state_based._aura_unattached"
    replacement = staticmethod(_equipment_goes_like_an_aura)


class EquipmentStaysAttached(BrokenAdapter):
    """No 704.5n: an Equipment stays attached to a permanent it can't equip, and equips it again once it can."""

    name = "equipment-stays-attached"
    rules = ("704.5n",)  # the CR rules it breaks
    target = "reference_engine.state_based._becomes_unattached"
    replacement = staticmethod(lambda game, perm, grants: False)


class CreatureEquipmentStaysAttached(BrokenAdapter):
    """704.5p forgotten for Equipment: one that became a creature goes on equipping a creature."""

    name = "creature-equipment-stays-attached"
    rules = ("704.5p",)  # the CR rules it breaks
    target = "reference_engine.state_based._becomes_unattached"
    replacement = staticmethod(_creature_equipment_stays)


class WorldRulePerController(BrokenAdapter):
    """704.5k read like the legend rule: only permanents with the supertype world controlled by one player clash."""

    name = "world-rule-per-controller"
    rules = ("704.5k",)  # the CR rules it breaks
    target = "reference_engine.state_based.world_rule"
    replacement = staticmethod(_world_rule_per_controller)


class WorldRuleKeepsOldest(BrokenAdapter):
    """704.5k read backwards: the permanent that has had the supertype world longest stays, the newer ones go."""

    name = "world-rule-keeps-oldest"
    rules = ("704.5k",)  # the CR rules it breaks
    target = "reference_engine.state_based.world_rule"
    replacement = staticmethod(_world_rule_keeps_oldest)


class LegendRuleAcrossControllers(BrokenAdapter):
    """704.5j read without "controlled by the same player": two players' legendary permanents with one name clash."""

    name = "legend-rule-across-controllers"
    rules = ("704.5j",)  # the CR rules it breaks
    target = "reference_engine.state_based.legend_groups"
    replacement = staticmethod(_legend_groups_by_name)


class SagaSacrificedWithChapterOnStack(BrokenAdapter):
    """704.5s read as "a Saga with its final chapter number of lore counters is sacrificed": at once, while its
    final chapter ability waits on the stack."""

    name = "saga-sacrificed-with-chapter-on-stack"
    rules = ("704.5s",)  # the CR rules it breaks
    target = "reference_engine.state_based.sagas_to_sacrifice"
    replacement = staticmethod(_sagas_ignoring_the_stack)


class CountersCancelFirst(BrokenAdapter):
    """704.5q performed on its own before the other state-based actions: a creature that dies in the same check is
    seen without the +1/+1 counter it had (704.8)."""

    name = "counters-cancel-first"
    rules = ("704.8",)  # the CR rules it breaks
    target = "reference_engine.priority.check_state_based_actions"
    replacement = staticmethod(_cancel_counters_first)


# the functions replaced exist, under the names patched
assert priority.check_state_based_actions is _CHECK and state_based.sagas_to_sacrifice is sagas.sagas_to_sacrifice
assert state_based._deathtouch_damage and state_based._no_life and state_based._lethal_damage
assert state_based.legend_groups and state_based._no_loyalty and state_based.world_rule
