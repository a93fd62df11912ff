"""Wrong engines of attacking a planeswalker (CR 506.2, 506.3, 506.4c, 508.1b, 509.1a, 510.1b), each misreading one
rule as an engine author might. Each is caught where tests/test_broken_planeswalker_attacks.py expects."""

from __future__ import annotations

from typing import Any

from reference_engine import attacking, blocking, combat, combat_damage
from reference_engine.errors import RulesError

from .broken import BrokenAdapter

assert attacking._attackable_planeswalker and combat_damage._unblocked_assignment and blocking.attacked_player

_ATTACKED = combat.attacked
_IN_COMBAT = combat._in_combat


def _only_players(game: Any, player: str, attacker: Any, ref: str) -> Any:
    """Only a player is attacked (508.1b broken: a planeswalker an opponent controls may be)."""
    raise RulesError(f"{attacker.name} can attack only an opponent (CR 508.1b)", rule="508.1b")


class PlaneswalkersNotAttackable(BrokenAdapter):
    """Attacks read as aimed at players only: a declaration naming a planeswalker is refused (508.1b)."""

    name = "planeswalkers-not-attackable"
    rules = ("508.1b",)  # the CR rules it breaks
    target = "reference_engine.attacking._attackable_planeswalker"
    replacement = staticmethod(_only_players)


def _any_permanent(game: Any, player: str, attacker: Any, ref: str) -> Any:
    """Any permanent an opponent controls may be attacked (506.3 broken: only a player, a planeswalker or a battle)."""
    walker = game.resolve_ref(ref)
    if not game.on_battlefield(walker) or walker.controller not in game.opponents(player):
        raise RulesError(f"{attacker.name} can attack only what an opponent controls (CR 508.1b)", rule="508.1b")
    return walker


class AnyPermanentAttackable(BrokenAdapter):
    """Attacks read as aimed at any permanent of the defending player: a creature or a land may be attacked
    (506.3)."""

    name = "any-permanent-attackable"
    rules = ("506.3",)  # the CR rules it breaks
    target = "reference_engine.attacking._attackable_planeswalker"
    replacement = staticmethod(_any_permanent)


def _to_the_controller(game: Any, attacker: Any, power: int) -> list[Any]:
    """Damage to an attacked planeswalker dealt to its controller instead, as the old redirection rule had it
    (510.1b broken: the planeswalker it attacks is dealt it)."""
    target = _ATTACKED(game, attacker)
    if target is None:
        return []
    return [(attacker, target if isinstance(target, str) else target.controller, power)]


class PlaneswalkerDamageToItsController(BrokenAdapter):
    """An unblocked creature attacking a planeswalker deals its combat damage to the planeswalker's controller
    (510.1b)."""

    name = "planeswalker-damage-to-its-controller"
    rules = ("510.1b",)  # the CR rules it breaks
    target = "reference_engine.combat_damage._unblocked_assignment"
    replacement = staticmethod(_to_the_controller)


def _to_the_defending_player(game: Any, attacker: Any, power: int) -> list[Any]:
    """A creature whose planeswalker left combat deals its damage to the defending player (506.4c broken: it attacks
    nothing and deals no combat damage)."""
    target = _ATTACKED(game, attacker)
    return [(attacker, target if target is not None else combat.attacked_player(game, attacker), power)]


class RemovedPlaneswalkerDamageToPlayer(BrokenAdapter):
    """Once the planeswalker it attacked is gone, an unblocked attacker deals its damage to the defending player
    (506.4c, 510.1b)."""

    name = "removed-planeswalker-damage-to-player"
    rules = ("506.4c", "510.1b")  # the CR rules it breaks
    target = "reference_engine.combat_damage._unblocked_assignment"
    replacement = staticmethod(_to_the_defending_player)


def _attacker_gone_with_its_planeswalker(game: Any, oid: int, controller: str) -> Any:
    """A creature attacking a planeswalker that was removed from combat is removed with it (506.4c broken: it stays
    an attacking creature)."""
    obj = _IN_COMBAT(game, oid, controller)
    if obj is None or game.combat is None or oid not in game.combat.planeswalkers:
        return obj
    return obj if _ATTACKED(game, obj) is not None else None


class RemovedPlaneswalkerEndsItsAttack(BrokenAdapter):
    """A creature attacking a planeswalker removed from combat is removed from combat too (506.4c)."""

    name = "removed-planeswalker-ends-its-attack"
    rules = ("506.4c",)  # the CR rules it breaks
    target = "reference_engine.combat._in_combat"
    replacement = staticmethod(_attacker_gone_with_its_planeswalker)


def _attacked_thing(game: Any, attacker: Any) -> Any:
    """What the attacker attacks, a planeswalker object rather than its controller (509.1a broken: creatures
    attacking a planeswalker the defending player controls may be blocked by that player)."""
    return _ATTACKED(game, attacker)


class PlaneswalkerAttackersUnblockable(BrokenAdapter):
    """Blocks read as protecting the player only: a creature attacking a planeswalker can't be blocked (509.1a,
    506.2)."""

    name = "planeswalker-attackers-unblockable"
    rules = ("509.1a", "506.2")  # the CR rules it breaks
    target = "reference_engine.blocking.attacked_player"
    replacement = staticmethod(_attacked_thing)
