"""The combat phase (CR 506-511): declaring attackers and blockers, combat damage, removal from combat.

The combat's state lives in `Game.combat` (a `Combat`, made as the beginning of combat step begins and dropped as
the end of combat step ends, 511.3). Creatures are kept by object id: one that leaves the battlefield becomes a new
object (400.7) and so is no longer in combat (506.4), nor is one whose controller changed or that stopped being a
creature. Keywords (flying, reach, vigilance, haste, defender, first strike, double strike) are the catalog's, as
`characteristics` reports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .continuous import characteristics, has_keyword
from .effects import deal_damage
from .errors import RulesError
from .filters import matches
from .game import Game
from .objects import GameObject
from .vocabulary import Static

COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
FIRST_STEP = "first_combat_damage"  # the first of two combat damage steps (510.4)


@dataclass
class Combat:
    """One combat phase: who attacks whom, who blocks whom, which damage steps happened."""

    attackers: dict[int, tuple[str, str]] = field(default_factory=dict)  # oid -> (defending player, controller)
    blockers: dict[int, tuple[int, str]] = field(default_factory=dict)  # oid -> (attacker's oid, controller)
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (509.1h)
    attackers_declared: bool = False
    blockers_declared: set[str] = field(default_factory=set)  # the defending players who declared
    damage_step: str = ""  # "", FIRST_STEP, or "combat_damage" once the (last) combat damage step began
    struck_first: set[int] = field(default_factory=set)  # had first or double strike as the first step began


def state(game: Game) -> Combat:
    """The current combat; a board set up inside the combat phase starts one with nothing declared yet."""
    if game.combat is None:
        game.combat = Combat()
    return game.combat


def begin_combat(game: Game) -> None:
    """CR 507.1 (no turn-based action in the beginning of combat step when nobody is chosen to be attacked): a new
    combat, with nothing declared."""
    game.combat = Combat()


def end_combat(game: Game) -> None:
    """CR 511.3: as the end of combat step ends, every creature is removed from combat."""
    game.combat = None


def _in_combat(game: Game, oid: int, controller: str) -> GameObject | None:
    """CR 506.4: a permanent is removed from combat if it leaves the battlefield (it is then a new object, 400.7)
    or its controller changes, and a creature that stops being a creature is no longer an attacker or blocker."""
    obj = game.objects.get(oid)
    if obj is None or not game.on_battlefield(obj) or obj.controller != controller:
        return None
    return obj if characteristics(game, obj).is_a("Creature") else None


def attacking_creatures(game: Game) -> list[GameObject]:
    """The creatures attacking now (CR 508.1k), in the order they were declared."""
    if game.combat is None:
        return []
    found = (_in_combat(game, oid, ctl) for oid, (_, ctl) in game.combat.attackers.items())
    return [o for o in found if o is not None]


def any_attacker_declared(game: Game) -> bool:
    """CR 508.8: whether any creature was declared as an attacker this combat (even if removed from combat since)."""
    return game.combat is not None and bool(game.combat.attackers)


def attacked_player(game: Game, attacker: GameObject) -> str:
    return state(game).attackers[attacker.oid][0]


def blocking_creatures(game: Game) -> list[tuple[GameObject, GameObject]]:
    """(blocker, attacker) for each creature blocking now (CR 509.1g) whose attacker is still attacking."""
    if game.combat is None:
        return []
    attacking = {o.oid: o for o in attacking_creatures(game)}
    pairs = []
    for oid, (attacker, ctl) in game.combat.blockers.items():
        blocker = _in_combat(game, oid, ctl)
        if blocker is not None:
            pairs.append((blocker, attacking.get(attacker)))
    return [(b, a) for b, a in pairs if a is not None]


def _creature_you_control(game: Game, ref: str, player: str, rule: str) -> GameObject:
    obj = game.resolve_ref(ref)
    if obj.zone != "battlefield" or obj.controller != player or not characteristics(game, obj).is_a("Creature"):
        raise RulesError(f"{obj.name} is not a creature {player} controls on the battlefield", rule=rule)
    return obj


def _at_start_of_step(game: Game, step: str, rule: str) -> None:
    """The declaration is the step's first turn-based action: before anyone acts in the step (CR 508.1, 509.1)."""
    if game.step != step:
        raise RulesError(f"this is declared as the {step} step begins, not in the {game.step} step", rule=rule)
    if game.stack or game.passes or game.pending_choice is not None or game.priority not in ("", game.active):
        raise RulesError(f"the {step} step's declaration comes before any player acts in it", rule=rule)


def declare_attackers(game: Game, player: str, declared: list[dict[str, Any]]) -> None:
    """CR 508.1: the active player chooses untapped creatures they control (508.1a) that have haste or have been
    under their control continuously since their most recent turn began (302.6, 702.10b), none with defender
    (702.3b), and which opponent each attacks (508.1b), obeying their restrictions (508.1c); attacking taps them
    (508.1f) unless they have vigilance (702.20b). Each becomes an attacking creature (508.1k)."""
    _at_start_of_step(game, "declare_attackers", "508.1")
    combat = state(game)
    if player != game.active:
        raise RulesError("the active player declares attackers (CR 508.1)", rule="508.1")
    if combat.attackers_declared:
        raise RulesError("attackers were already declared this combat (CR 508.1)", rule="508.1")
    chosen: list[tuple[GameObject, str]] = []
    for entry in declared:
        obj = _creature_you_control(game, entry["attacker"], player, "508.1a")
        defender = entry["defender"]
        if defender not in game.opponents(player) or game.player(defender).lost is not None:
            raise RulesError(f"{obj.name} can attack only an opponent in the game (CR 508.1b)", rule="508.1b")
        if any(o.oid == obj.oid for o, _ in chosen):
            raise RulesError(f"{obj.name} is declared as an attacker twice (CR 508.1a)", rule="508.1a")
        if obj.tapped:
            raise RulesError(f"{obj.name} is tapped: only untapped creatures attack (CR 508.1a)", rule="508.1a")
        if not _controlled_since_turn_began(game, obj):
            raise RulesError(
                f"{obj.name} hasn't been under {player}'s control continuously since their most recent turn began "
                "(CR 302.6)",
                rule="302.6",
            )
        if has_keyword(game, obj, "Defender"):
            raise RulesError(f"{obj.name} has defender: it can't attack (CR 702.3b)", rule="702.3b")
        chosen.append((obj, defender))
    _check_restrictions(game, player, [obj for obj, _ in chosen])
    for obj, defender in chosen:
        if _taps_to_attack(game, obj):
            obj.tapped = True  # CR 508.1f; not a cost
        combat.attackers[obj.oid] = (defender, player)
    combat.attackers_declared = True


def _check_restrictions(game: Game, player: str, attackers: list[GameObject]) -> None:
    """CR 508.1c: an attacker's restrictions ("can't attack unless you control a 1/1 creature", a `cant_attack_unless`
    static ability) must be obeyed by the declaration as a whole."""
    for obj in attackers:
        for ability in obj.behaviour.of(Static):
            if ability.kind == "cant_attack_unless" and not _restriction_met(game, player, obj, ability):
                raise RulesError(f"{obj.name} can't attack: its restriction isn't met (CR 508.1c)", rule="508.1c")


def _restriction_met(game: Game, player: str, obj: GameObject, ability: Static) -> bool:
    spec = ability.params["you_control"]
    return any(matches(game, perm, spec, player, obj) for perm in game.permanents())


def _controlled_since_turn_began(game: Game, obj: GameObject) -> bool:
    """CR 302.6: a creature attacks only if it has been under its controller's control continuously since their
    most recent turn began, unless it has haste (702.10b)."""
    return not obj.summoning_sick or has_keyword(game, obj, "Haste")


def _taps_to_attack(game: Game, obj: GameObject) -> bool:
    """CR 508.1f: attacking taps the creature, unless it has vigilance (702.20b)."""
    return not has_keyword(game, obj, "Vigilance")


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
    _at_start_of_step(game, "declare_blockers", "509.1")
    combat = state(game)
    attacking = attacking_creatures(game)
    if player not in {defender for defender, _ in combat.attackers.values()}:  # attacked, by a creature since gone too
        raise RulesError(f"{player} is not a defending player (CR 506.2, 509.1)", rule="509.1")
    if player in combat.blockers_declared:
        raise RulesError(f"{player} already declared blockers this combat (CR 509.1)", rule="509.1")
    chosen: list[tuple[GameObject, GameObject]] = []
    for entry in declared:
        blocker = _creature_you_control(game, entry["blocker"], player, "509.1a")
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


def combat_step(game: Game) -> str | None:
    """The step of the combat phase the game is in, `first_combat_damage` for the first of two combat damage steps
    (510.4); None outside the combat phase."""
    if game.step not in COMBAT_STEPS:
        return None
    if game.step == "combat_damage" and game.combat is not None and game.combat.damage_step == FIRST_STEP:
        return FIRST_STEP
    return game.step
