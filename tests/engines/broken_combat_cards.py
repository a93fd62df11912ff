"""Wrong engines for the combat cards of reference_engine/cards/combat_triggers.py, each misreading one rule as an
engine author might: "whenever [this creature] attacks and isn't blocked" triggering as the creature is declared as
an attacker, before any blocker could be (508.3f, 509.3g), or whether or not creatures block it (509.3g);
"defending player" read as the opponent next in turn order rather than the player the creature attacks (508.5,
508.5a); exalted's "attacks alone" read as "attacks", whatever else attacks (506.5); Lure's requirement ignored, or
obeyed by one blocker (509.1c); "you attacked this turn" read as "you are attacking" (508.6); "becomes blocked by a
creature" triggering once whatever the number of blockers (509.3d). Each is caught where
tests/test_broken_combat_cards.py expects."""

from __future__ import annotations

from typing import Any
from unittest import mock

from reference_engine import attacking, blocking, combat, triggers
from reference_engine.errors import RulesError
from reference_engine.game import Event

from .broken import BrokenAdapter
from .broken_emerge import PatchingAdapter

_ORIGINAL_ATTACK_TRIGGERS = attacking._attack_triggers
_ORIGINAL_BLOCKING_TRIGGERS = blocking._blocking_triggers


def _unblocked_as_it_attacks(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """ "Attacks and isn't blocked" read as "attacks": it triggers as attackers are declared."""
    _ORIGINAL_ATTACK_TRIGGERS(game, player, chosen)
    for obj, defender in chosen:
        triggers.emit(game, Event("attacks_and_isnt_blocked", player, obj, {"defender": defender}))


class UnblockedTriggersOnAttack(PatchingAdapter):
    """ "Whenever [this creature] attacks and isn't blocked" triggers in the declare attackers step, as the creature
    is declared as an attacker, not as blockers are declared (508.3f, 509.3g)."""

    name = "unblocked-triggers-on-attack"
    rules = ("508.3f", "509.3g")  # the CR rules it breaks
    patches = (
        ("reference_engine.attacking._attack_triggers", _unblocked_as_it_attacks),
        ("reference_engine.blocking._unblocked_triggers", lambda game, player, chosen: None),
    )


def _every_attacker(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """Blocks never looked at: each creature attacking `player` "isn't blocked"."""
    for attacker in combat.attacking_creatures(game):
        if combat.attacked_player(game, attacker) == player:
            triggers.emit(game, Event("attacks_and_isnt_blocked", attacker.controller, attacker, {"defender": player}))


class UnblockedIgnoresBlockers(BrokenAdapter):
    """ "Attacks and isn't blocked" triggers as blockers are declared, for a blocked creature too (509.3g)."""

    name = "unblocked-ignores-blockers"
    rules = ("509.3g",)  # the CR rule it breaks
    target = "reference_engine.blocking._unblocked_triggers"
    replacement = staticmethod(_every_attacker)


def _next_opponent(ctx: Any) -> str:
    """The opponent after the controller in turn order, whoever the creature attacks."""
    order = ctx.game.apnap()
    return str(order[(order.index(ctx.controller) + 1) % len(order)])


class DefendingPlayerIsNextOpponent(BrokenAdapter):
    """ "Defending player" is the controller's next opponent in turn order, not the player the creature attacks
    (508.5, 508.5a): right in a two-player game, wrong when the creature attacks another opponent."""

    name = "defending-player-is-next-opponent"
    rules = ("508.5", "508.5a")  # the CR rules it breaks
    target = "reference_engine.effects.defending_player"
    replacement = staticmethod(_next_opponent)


def _each_attacks_alone(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """ "Attacks alone" read as "attacks": each creature declared as an attacker triggers it."""
    _ORIGINAL_ATTACK_TRIGGERS(game, player, chosen)
    if len(chosen) > 1:
        for obj, _ in chosen:
            triggers.emit(game, Event("attacks_alone", player, obj))


class EachAttackerAttacksAlone(BrokenAdapter):
    """ "Whenever a creature you control attacks alone" triggers for each attacking creature, however many attack
    (506.5): exalted read as "whenever a creature you control attacks"."""

    name = "each-attacker-attacks-alone"
    rules = ("506.5",)  # the CR rule it breaks
    target = "reference_engine.attacking._attack_triggers"
    replacement = staticmethod(_each_attacks_alone)


class BlockRequirementsIgnored(BrokenAdapter):
    """Requirements on blockers are never checked: "all creatures able to block enchanted creature do so" lets the
    defending player block as they like (509.1c)."""

    name = "block-requirements-ignored"
    rules = ("509.1c",)  # the CR rule it breaks
    target = "reference_engine.blocking._check_block_requirements"
    replacement = staticmethod(lambda game, player, chosen: None)


def _one_blocker_enough(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """ "All creatures able to block it do so" read as "it must be blocked if able": one blocker obeys it."""
    blocked = {attacker.oid for _, attacker in chosen}
    for attacker in combat.attacking_creatures(game):
        if combat.attacked_player(game, attacker) == player and blocking._lured(game, attacker):
            able = [
                c
                for c in game.permanents()
                if c.controller == player and blocking._able_to_block(game, c, attacker, player)
            ]
            if able and attacker.oid not in blocked:
                raise RulesError(f"{attacker.name} must be blocked (CR 509.1c)", rule="509.1c")


class LureNeedsOneBlocker(BrokenAdapter):
    """A creature that all creatures able to block must block is satisfied by one blocker, the others free (509.1c)."""

    name = "lure-needs-one-blocker"
    rules = ("509.1c",)  # the CR rule it breaks
    target = "reference_engine.blocking._check_block_requirements"
    replacement = staticmethod(_one_blocker_enough)


def _attacking_now(game: Any, player: str) -> bool:
    """ "Attacked this turn" read as "is attacking": a creature of theirs attacking right now."""
    return any(obj.controller == player for obj in combat.attacking_creatures(game))


class AttackedMeansAttacking(BrokenAdapter):
    """ "If you attacked this turn" holds only while a creature of the player is attacking, so never after combat
    (508.6: "attacked" is having declared attackers, "attacking" is controlling an attacking creature)."""

    name = "attacked-means-attacking"
    rules = ("508.6",)  # the CR rule it breaks
    target = "reference_engine.triggers.attacked_this_turn"
    replacement = staticmethod(_attacking_now)


def _blocked_by_once(game: Any, player: str, chosen: list[tuple[Any, Any]]) -> None:
    """ "Becomes blocked by a creature" read as "becomes blocked": once for each attacker, by its first blocker."""
    first: dict[int, Any] = {}
    for blocker, attacker in chosen:
        first.setdefault(attacker.oid, blocker)
    with mock.patch.object(blocking, "emit", _without_second_blockers(first)):
        _ORIGINAL_BLOCKING_TRIGGERS(game, player, chosen)


def _without_second_blockers(first: dict[int, Any]) -> Any:
    def emit(game: Any, event: Event) -> None:
        other = event.data.get("other")
        later = other is not None and event.obj.oid in first and first[event.obj.oid].oid != other.oid
        if event.kind == "blocks_or_blocked_by" and later:
            return
        triggers.emit(game, event)

    return emit


class BlockedByTriggersOnce(BrokenAdapter):
    """ "Whenever [a creature] becomes blocked by a creature" triggers once, for its first blocker, however many
    block it (509.3d)."""

    name = "blocked-by-triggers-once"
    rules = ("509.3d",)  # the CR rule it breaks
    target = "reference_engine.blocking._blocking_triggers"
    replacement = staticmethod(_blocked_by_once)
