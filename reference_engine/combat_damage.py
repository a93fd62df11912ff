"""Combat damage (CR 510): first and double strike's two steps, assignment, damage dealt at once."""

from __future__ import annotations

from .combat import FIRST_STEP, Combat, attacked_player, attacking_creatures, blocking_creatures, state
from .continuous import characteristics, has_keyword
from .effects import deal_damage
from .game import Game
from .objects import GameObject


def _strikes_first(game: Game, obj: GameObject) -> bool:
    return has_keyword(game, obj, "First strike") or has_keyword(game, obj, "Double strike")


def _strikes_again(game: Game, obj: GameObject) -> bool:
    """CR 702.4b: a creature that has double strike deals damage in the second combat damage step too."""
    return has_keyword(game, obj, "Double strike")


def combat_damage_step(game: Game) -> None:
    """CR 510.1-510.2, the combat damage step's turn-based actions. If an attacking or blocking creature has first
    strike or double strike as the step begins, only those assign damage in it, and a second combat damage step
    follows (510.4, 702.7b, 702.4b), in which the others and those with double strike assign theirs."""
    combat = state(game)
    fighters = [*attacking_creatures(game), *(b for b, _ in blocking_creatures(game))]
    if combat.damage_step == "" and any(_strikes_first(game, o) for o in fighters):
        combat.damage_step = FIRST_STEP
        combat.struck_first = {o.oid for o in fighters if _strikes_first(game, o)}
        dealing = [o for o in fighters if o.oid in combat.struck_first]
    else:
        second = combat.damage_step == FIRST_STEP
        combat.damage_step = "combat_damage"
        dealing = [o for o in fighters if not second or o.oid not in combat.struck_first or _strikes_again(game, o)]
    _deal_combat_damage(game, dealing)


def _deal_combat_damage(game: Game, dealing: list[GameObject]) -> None:
    """CR 510.1: each creature assigns damage equal to its power (none at 0 or less, 510.1a): an unblocked attacker
    to the player it attacks (510.1b), a blocked one to its blockers (none if they are gone, 510.1c), a blocker to
    the creature it blocks (510.1d); then all of it is dealt at once (510.2)."""
    combat = state(game)
    dealing_ids = {o.oid for o in dealing}
    pairs = blocking_creatures(game)
    assigned: list[tuple[GameObject, GameObject | str, int]] = []
    for attacker in attacking_creatures(game):
        power = characteristics(game, attacker).power or 0
        if attacker.oid not in dealing_ids or power <= 0:
            continue
        if not _blocked(combat, attacker, pairs):
            assigned.append((attacker, attacked_player(game, attacker), power))
            continue
        assigned.extend(_among_blockers(game, attacker, [b for b, a in pairs if a.oid == attacker.oid], power))
    for blocker, attacker in pairs:
        power = characteristics(game, blocker).power or 0
        if blocker.oid in dealing_ids and power > 0:
            assigned.append((blocker, attacker, power))
    _deal_at_once(game, assigned)


def _deal_at_once(game: Game, assigned: list[tuple[GameObject, GameObject | str, int]]) -> None:
    """CR 510.2: all combat damage assigned is dealt simultaneously: no state-based action is performed in between,
    so a creature destroyed by it still deals its own."""
    for source, target, amount in assigned:
        deal_damage(game, source, target, amount)


def _blocked(combat: Combat, attacker: GameObject, pairs: list[tuple[GameObject, GameObject]]) -> bool:
    """CR 509.1h: an attacker with blockers declared for it stays blocked though they are removed from combat since;
    it then assigns no combat damage (510.1c)."""
    return attacker.oid in combat.blocked


def _among_blockers(
    game: Game, attacker: GameObject, blockers: list[GameObject], power: int
) -> list[tuple[GameObject, GameObject | str, int]]:
    """CR 510.1c: one blocker gets all the damage; among several, in the order they were declared, each gets lethal
    damage (1 from a source with deathtouch, 702.2c) before the next gets any, and the last gets the rest."""
    out: list[tuple[GameObject, GameObject | str, int]] = []
    for i, blocker in enumerate(blockers):
        if i == len(blockers) - 1:
            out.append((attacker, blocker, power))
            break
        toughness = characteristics(game, blocker).toughness or 0
        lethal = 1 if has_keyword(game, attacker, "Deathtouch") else max(toughness - blocker.damage, 0)
        share = min(lethal, power)
        if share:
            out.append((attacker, blocker, share))
        power -= share
    return [(s, t, n) for s, t, n in out if n > 0]
