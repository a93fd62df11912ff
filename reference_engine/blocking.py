"""Declaring blockers (CR 509): which creatures block, which attackers, with the blocking restrictions."""

from __future__ import annotations

from typing import Any

from .attacking import at_start_of_step, creature_you_control
from .combat import attacked_player, attacking_creatures, state
from .continuous import has_keyword
from .errors import RulesError
from .game import Game
from .objects import GameObject


def _can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 702.9b, 702.17b: a creature with flying can be blocked only by creatures with flying or reach; a creature
    with flying can block one with or without it."""
    if not has_keyword(game, attacker, "Flying"):
        return True
    return has_keyword(game, blocker, "Flying") or has_keyword(game, blocker, "Reach")


def declare_blockers(game: Game, player: str, declared: list[dict[str, Any]]) -> None:
    """CR 509.1: a defending player chooses untapped creatures they control, each to block one creature attacking
    them (509.1a); a creature with flying can be blocked only by creatures with flying or reach (702.9b, 702.17b).
    An attacker with blockers becomes blocked (509.1h)."""
    at_start_of_step(game, "declare_blockers", "509.1")
    combat = state(game)
    attacking = attacking_creatures(game)
    if player not in {defender for defender, _ in combat.attackers.values()}:  # attacked, by a creature since gone too
        raise RulesError(f"{player} is not a defending player (CR 506.2, 509.1)", rule="509.1")
    if player in combat.blockers_declared:
        raise RulesError(f"{player} already declared blockers this combat (CR 509.1)", rule="509.1")
    chosen: list[tuple[GameObject, GameObject]] = []
    for entry in declared:
        blocker = creature_you_control(game, entry["blocker"], player, "509.1a")
        attacker = game.resolve_ref(entry["attacker"])
        if attacker.oid not in {a.oid for a in attacking} or attacked_player(game, attacker) != player:
            raise RulesError(f"{attacker.name} is not a creature attacking {player} (CR 509.1a)", rule="509.1a")
        if any(b.oid == blocker.oid for b, _ in chosen):
            raise RulesError(f"{blocker.name} can block only one attacker (CR 509.1a)", rule="509.1a")
        if blocker.tapped:
            raise RulesError(f"{blocker.name} is tapped: only untapped creatures block (CR 509.1a)", rule="509.1a")
        if not _can_block(game, blocker, attacker):
            raise RulesError(
                f"{attacker.name} has flying: only a creature with flying or reach blocks it (CR 702.9b)",
                rule="702.9b",
            )
        chosen.append((blocker, attacker))
    for blocker, attacker in chosen:
        combat.blockers[blocker.oid] = (attacker.oid, player)
        combat.blocked.add(attacker.oid)
    combat.blockers_declared.add(player)
