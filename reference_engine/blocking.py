"""Declaring blockers (CR 509): which creatures block, which attackers, with the blocking restrictions (flying and
reach, landwalk, "can't block", menace)."""

from __future__ import annotations

from typing import Any

from .attacking import at_start_of_step, creature_you_control
from .combat import attacked_player, attacking_creatures, state
from .continuous import characteristics, has_keyword
from .errors import RulesError
from .game import Event, Game
from .objects import GameObject
from .triggers import emit
from .vocabulary import Static


def _can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 702.9b, 702.17b: a creature with flying can be blocked only by creatures with flying or reach; a creature
    with flying can block one with or without it."""
    if not has_keyword(game, attacker, "Flying"):
        return True
    return has_keyword(game, blocker, "Flying") or has_keyword(game, blocker, "Reach")


def _landwalk(game: Game, attacker: GameObject, defender: str) -> str | None:
    """CR 702.14c: the landwalk keyword of `attacker` ("swampwalk": a land type then "walk") that makes it unblockable
    while the defending player controls a land of that type; None when it has none that does."""
    for keyword in characteristics(game, attacker).keywords:
        land_type = keyword[: -len("walk")].capitalize() if keyword.lower().endswith("walk") else ""
        if land_type and any(_land_of_type(game, game.objects[oid], defender, land_type) for oid in game.battlefield):
            return keyword
    return None


def _land_of_type(game: Game, perm: GameObject, controller: str, land_type: str) -> bool:
    chars = characteristics(game, perm)
    return perm.controller == controller and chars.is_a("Land") and land_type in chars.subtypes


def declare_blockers(game: Game, player: str, declared: list[dict[str, Any]]) -> None:
    """CR 509.1: a defending player chooses untapped creatures they control, each to block one creature attacking
    them (509.1a), obeying the restrictions (509.1b): a creature that can't block doesn't, a creature with flying
    can be blocked only by creatures with flying or reach (702.9b, 702.17b), one with menace only by two or more
    (702.111b). An attacker with blockers becomes blocked (509.1h); blocking triggers trigger (509.1i)."""
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
        if not _untapped(game, blocker):
            raise RulesError(f"{blocker.name} is tapped: only untapped creatures block (CR 509.1a)", rule="509.1a")
        if _cant_block(game, blocker):
            raise RulesError(f"{blocker.name} can't block: a restriction forbids it (CR 509.1b)", rule="509.1b")
        if not _can_block(game, blocker, attacker):
            raise RulesError(
                f"{attacker.name} has flying: only a creature with flying or reach blocks it (CR 702.9b)",
                rule="702.9b",
            )
        if (walk := _landwalk(game, attacker, player)) is not None:
            raise RulesError(
                f"{attacker.name} has {walk.lower()}: {player} controls such a land (CR 702.14c)", rule="702.14c"
            )
        chosen.append((blocker, attacker))
    _check_block_restrictions(game, player, chosen)
    _check_block_requirements(game, player, chosen)
    for blocker, attacker in chosen:
        combat.blockers[blocker.oid] = (attacker.oid, player)
        combat.blocked.add(attacker.oid)
    combat.blockers_declared.add(player)
    _blocking_triggers(game, player, chosen)
    _unblocked_triggers(game, player, chosen)


def _unblocked_triggers(game: Game, player: str, chosen: list[tuple[GameObject, GameObject]]) -> None:
    """CR 509.3g, 508.3f: "whenever [a creature] attacks and isn't blocked" triggers in the declare blockers step,
    as blockers are declared, for each creature attacking `player` for which no creature is declared as a blocker;
    the event remembers `player` as that creature's defending player (508.5)."""
    blocked = {attacker.oid for _, attacker in chosen}
    for attacker in attacking_creatures(game):
        if attacker.oid not in blocked and attacked_player(game, attacker) == player:
            emit(game, Event("attacks_and_isnt_blocked", attacker.controller, attacker, {"defender": player}))


def _blocking_triggers(game: Game, player: str, chosen: list[tuple[GameObject, GameObject]]) -> None:
    """CR 509.1i: abilities that trigger on blockers being declared trigger: "whenever [a creature] blocks" once for
    each creature declared as a blocker (509.3a), "whenever [a creature] becomes blocked" once for each attacker
    with one or more blockers declared for it, however many (509.3c); "whenever [a creature] becomes blocked by a
    creature" once for each creature declared as a blocker for it (509.3d), its event naming that `other` creature."""
    for blocker, attacker in chosen:
        for kind in ("blocks", "blocks_or_becomes_blocked"):
            emit(game, Event(kind, player, blocker, {"attacker": attacker.oid}))
    for blocker, attacker in chosen:  # "blocks or becomes blocked by a creature": once for each pair (509.3b, 509.3d)
        emit(game, Event("blocks_or_blocked_by", player, blocker, {"other": attacker}))
        emit(game, Event("blocks_or_blocked_by", attacker.controller, attacker, {"other": blocker}))
    for attacker in _newly_blocked(chosen):
        for kind in ("becomes_blocked", "blocks_or_becomes_blocked"):  # bushido's is one ability for both (702.45a)
            emit(game, Event(kind, attacker.controller, attacker))


def _newly_blocked(chosen: list[tuple[GameObject, GameObject]]) -> list[GameObject]:
    """CR 509.3c: each attacker that became blocked, once, though several creatures block it."""
    seen: dict[int, GameObject] = {}
    for _, attacker in chosen:
        seen.setdefault(attacker.oid, attacker)
    return list(seen.values())


def _untapped(game: Game, blocker: GameObject) -> bool:
    """CR 509.1a: the creatures chosen to block must be untapped."""
    return not blocker.tapped


def _cant_block(game: Game, blocker: GameObject) -> bool:
    """CR 509.1b: a restriction that says the creature can't block (a `cant_block` static ability)."""
    return any(a.kind == "cant_block" for a in blocker.behaviour.of(Static))


def _check_block_restrictions(game: Game, player: str, chosen: list[tuple[GameObject, GameObject]]) -> None:
    """CR 509.1b: restrictions of the declaration as a whole, such as an evasion ability that needs a number of
    blockers: a creature with menace can't be blocked except by two or more creatures (702.111b); a creature
    blocks one attacker, and an attacker may be blocked by any number of creatures (509.1a)."""
    counts: dict[int, int] = {}
    for _, attacker in chosen:
        counts[attacker.oid] = counts.get(attacker.oid, 0) + 1
    for _, attacker in chosen:
        if counts[attacker.oid] < _blockers_needed(game, attacker):
            raise RulesError(
                f"{attacker.name} has menace: it can't be blocked except by two or more creatures (CR 702.111b)",
                rule="702.111b",
            )


def _blockers_needed(game: Game, attacker: GameObject) -> int:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures."""
    return 2 if has_keyword(game, attacker, "Menace") else 1


def _check_block_requirements(game: Game, player: str, chosen: list[tuple[GameObject, GameObject]]) -> None:
    """CR 509.1c: each creature of the defending player able to block an attacker that all creatures able to block
    must block (a `blocked_by_all_able` static ability of an Aura attached to it) has that requirement; a creature
    blocks one attacker and so obeys one at most, and the declaration is illegal if fewer are obeyed than could be
    without disobeying a restriction (an attacker with menace that too few creatures can block obeys none)."""
    lured = [a for a in attacking_creatures(game) if attacked_player(game, a) == player and _lured(game, a)]
    creatures = [p for p in game.permanents() if p.controller == player and characteristics(game, p).is_a("Creature")]
    blocking = {blocker.oid: attacker.oid for blocker, attacker in chosen}
    for attacker in lured:
        able = [c for c in creatures if _able_to_block(game, c, attacker, player)]
        if len(able) < _blockers_needed(game, attacker):
            continue
        for creature in able:
            if blocking.get(creature.oid) not in {a.oid for a in lured if _able_to_block(game, creature, a, player)}:
                raise RulesError(
                    f"{creature.name} is able to block {attacker.name}, which all creatures able to block must block"
                    " (CR 509.1c)",
                    rule="509.1c",
                )


def _lured(game: Game, attacker: GameObject) -> bool:
    """CR 509.1c: "all creatures able to block enchanted creature do so", from an Aura attached to `attacker`."""
    return any(
        perm.attached_to == attacker.oid and any(a.kind == "blocked_by_all_able" for a in perm.behaviour.of(Static))
        for perm in game.permanents()
    )


def _able_to_block(game: Game, blocker: GameObject, attacker: GameObject, player: str) -> bool:
    """CR 509.1b-c: whether `blocker` could block `attacker` without disobeying a restriction: untapped, no "can't
    block", flying and reach, landwalk."""
    return (
        _untapped(game, blocker)
        and not _cant_block(game, blocker)
        and _can_block(game, blocker, attacker)
        and _landwalk(game, attacker, player) is None
    )
