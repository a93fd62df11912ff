"""The combat phase (CR 506-511): its state, who is attacking and blocking now, removal from combat.

The combat's state lives in `Game.combat` (a `Combat`, made as the beginning of combat step begins and dropped as
the end of combat step ends, 511.3). Creatures are kept by object id: one that leaves the battlefield becomes a new
object (400.7) and so is no longer in combat (506.4), nor is one whose controller changed or that stopped being a
creature. Declaring attackers is in `attacking` (508), declaring blockers in `blocking` (509), combat damage in
`combat_damage` (510).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .continuous import characteristics
from .game import Game
from .objects import GameObject

COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
FIRST_STEP = "first_combat_damage"  # the first of two combat damage steps (510.4)


@dataclass
class Combat:
    """One combat phase: who attacks whom, who blocks whom, which damage steps happened."""

    attackers: dict[int, tuple[str, str]] = field(default_factory=dict)  # oid -> (defending player, controller)
    planeswalkers: dict[int, tuple[int, str]] = field(default_factory=dict)  # attacker oid -> (its planeswalker, ctl)
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


def attacked(game: Game, attacker: GameObject) -> GameObject | str | None:
    """What `attacker` is attacking now (CR 508.1b): the player, or the planeswalker while it stays in combat. A
    planeswalker is removed from combat if it leaves the battlefield, its controller changes or it stops being a
    planeswalker (506.4); the creature still attacks, but attacks nothing (506.4c): None."""
    combat = state(game)
    if attacker.oid not in combat.planeswalkers:
        return combat.attackers[attacker.oid][0]
    oid, controller = combat.planeswalkers[attacker.oid]
    obj = game.objects.get(oid)
    if obj is None or not game.on_battlefield(obj) or obj.controller != controller:
        return None
    return obj if characteristics(game, obj).is_a("Planeswalker") else None


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


def combat_step(game: Game) -> str | None:
    """The step of the combat phase the game is in, `first_combat_damage` for the first of two combat damage steps
    (510.4); None outside the combat phase."""
    if game.step not in COMBAT_STEPS:
        return None
    if game.step == "combat_damage" and game.combat is not None and game.combat.damage_step == FIRST_STEP:
        return FIRST_STEP
    return game.step
