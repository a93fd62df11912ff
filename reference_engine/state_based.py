"""State-based actions (CR 704): checked whenever a player would receive priority (117.5)."""

from __future__ import annotations

from dataclasses import dataclass

from .bestowed import BESTOWED
from .continuous import characteristics, grant_sources
from .filters import matches
from .game import Game, Player
from .leaving import leave_game
from .objects import GameObject
from .sagas import sagas_to_sacrifice
from .vocabulary import Static
from .zone_changes import destroy, put_into_graveyard, sacrifice

Grants = list[tuple[GameObject, Static]]  # `continuous.grant_sources`


def check_state_based_actions(game: Game) -> bool:
    """CR 704.3: one check, all at once, of the ones this engine knows: a player with 0 or less life (704.5a), who
    attempted to draw from an empty library (704.5b) or with ten or more poison counters (704.5c) loses; a creature with
    toughness 0 or less is put into its owner's graveyard (704.5f), one with lethal damage (704.5g) or dealt damage by a
    source with deathtouch since the last check (704.5h) is destroyed; a planeswalker with loyalty 0 is put into its
    owner's graveyard (704.5i), and so are all but the newest of the permanents with the supertype world (704.5k); of
    legendary permanents with the same name and controller, all but the one chosen go to the graveyard (704.5j; the
    choice is made before the check, `unchosen_legends`); an Aura attached to an illegal object or to nothing goes to
    the graveyard (704.5m); an Equipment attached illegally, or a creature or other permanent attached to anything,
    becomes unattached (704.5n, 704.5p); +1/+1 and -1/-1 counters on a permanent cancel (704.5q); a Saga with as many
    lore counters as its final chapter number and no chapter ability of its waiting or on the stack is sacrificed
    (704.5s). A permanent that leaves in this check is seen as it was before any of its actions were performed (704.8):
    its counters cancel only if it stays. Returns whether any was performed: then the caller checks again (704.3)."""
    performed = False
    for name, player in game.players.items():
        why = _loses(player)
        if player.lost is None and why is not None:
            game.lose(name, why)
            leave_game(game, name)  # CR 800.4a: at once, not as a state-based action
            performed = True
        player.drew_from_empty_library = False
    grants = grant_sources(game)
    perms = list(game.permanents())
    unbestowed = _cease_to_be_bestowed(game, perms)  # CR 702.103f, before 704.5m looks
    zero = [p for p in perms if _toughness_zero(game, p, grants) or _aura_unattached(game, p, grants)]
    zero += [p for p in perms if p not in zero and _no_loyalty(game, p, grants)]
    zero += [p for p in world_rule(game, grants) if p not in zero]
    lethal = [p for p in perms if p not in zero and _destroyed_by_damage(game, p, grants)]
    for perm in perms:
        perm.deathtouch_damage = False  # CR 704.5h: "since the last time state-based actions were checked"
    groups = legend_groups(game)
    chosen = [g for g in groups if any(p.oid in game.legend_kept for p in g)]
    unchosen = len(chosen) < len(groups)  # the choice is asked before the check (`settle`)
    legends = [p for g in chosen for p in g if p.oid not in game.legend_kept]
    game.legend_kept.clear()
    finished = sagas_to_sacrifice(game)  # CR 704.5s, 714.4
    for perm in zero + [p for p in legends if p not in zero]:
        put_into_graveyard(game, perm)
    for perm in [p for p in lethal if p not in legends]:
        destroy(game, perm)
    for saga in [s for s in finished if game.on_battlefield(s)]:
        sacrifice(game, saga)
    unattached = [p for p in perms if game.on_battlefield(p) and _becomes_unattached(game, p, grants)]
    for perm in unattached:
        perm.attached_to = None
    cancelled = _cancel_counters([p for p in perms if game.on_battlefield(p)])  # CR 704.8: after they left
    return performed or unchosen or bool(zero or legends or lethal or cancelled or finished or unbestowed)


@dataclass(frozen=True)
class Pending:
    """A state-based action the next check would perform: its rule (704.5x), what calls for it, and whom: a
    player's name or a permanent."""

    rule: str
    what: str
    subject: str | GameObject


def pending_state_based_actions(game: Game) -> list[Pending]:
    """What `check_state_based_actions` would perform now, found by the same tests, without performing it."""
    found = [
        Pending("704.5a", f"{name} has {player.life} life", name)
        for name, player in game.players.items()
        if player.lost is None and _no_life(player.life)
    ]
    found += [
        Pending("704.5b", f"{name} attempted to draw from an empty library", name)
        for name, player in game.players.items()
        if player.lost is None and player.drew_from_empty_library
    ]
    found += [
        Pending("704.5c", f"{name} has {player.poison_counters} poison counters", name)
        for name, player in game.players.items()
        if player.lost is None and _poisoned(player.poison_counters)
    ]
    grants = grant_sources(game)
    for perm in game.permanents():
        if _toughness_zero(game, perm, grants):
            found.append(Pending("704.5f", f"{perm.name} is a creature with toughness 0 or less", perm))
        elif _lethal_damage(game, perm, grants):
            found.append(Pending("704.5g", f"{perm.name} has lethal damage marked on it", perm))
        elif _deathtouch_damage(game, perm, grants):
            found.append(Pending("704.5h", f"{perm.name} was dealt damage by a source with deathtouch", perm))
        if _no_loyalty(game, perm, grants):
            found.append(Pending("704.5i", f"{perm.name} is a planeswalker with loyalty 0", perm))
        if _aura_unattached(game, perm, grants):
            found.append(Pending("704.5m", f"{perm.name} is an Aura attached illegally or to nothing", perm))
        if _becomes_unattached(game, perm, grants):
            found.append(Pending("704.5n", f"{perm.name} is attached illegally and becomes unattached", perm))
        if perm.counters.get("+1/+1", 0) and perm.counters.get("-1/-1", 0):
            found.append(Pending("704.5q", f"{perm.name} has both +1/+1 and -1/-1 counters", perm))
    found += [
        Pending("704.5k", f"{p.name} is not the newest permanent with the supertype world", p)
        for p in world_rule(game, grants)
    ]
    found += [Pending("704.5s", f"{s.name} has reached its final chapter", s) for s in sagas_to_sacrifice(game)]
    for group in legend_groups(game):
        found.append(
            Pending("704.5j", f"{group[0].controller} controls {len(group)} legendary {group[0].name}", group[-1])
        )
    return found


def _no_life(life: int) -> bool:
    """CR 704.5a: a player with 0 or less life loses the game."""
    return life <= 0


def _poisoned(poison_counters: int) -> bool:
    """CR 704.5c: a player with ten or more poison counters loses the game."""
    return poison_counters >= 10


def _loses(player: Player) -> str | None:
    """Why the check makes a player lose (a `LOSS_REASONS` key), or None: 0 or less life (704.5a), a draw from an
    empty library since the last check (704.5b), ten or more poison counters (704.5c). A player meeting several
    loses once; the first reason is the one reported."""
    if _no_life(player.life):
        return "life"
    if player.drew_from_empty_library:
        return "empty_library"
    return "poison" if _poisoned(player.poison_counters) else None


def _toughness_zero(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5f: a creature with toughness 0 or less."""
    chars = characteristics(game, perm, grants)
    return chars.is_a("Creature") and chars.toughness is not None and chars.toughness <= 0


def world_rule(game: Game, grants: Grants) -> list[GameObject]:
    """CR 704.5k, the world rule: of two or more permanents with the supertype world, all but the one that has had it
    for the shortest time go to their owners' graveyards; on a tie, all of them. The engine's permanents have their
    supertypes from the moment they enter (no effect gives or takes world), and one that enters is a new object with
    a greater id than any before it (400.7), so the one kept is the greatest id."""
    worlds = [p for p in game.permanents() if "World" in characteristics(game, p, grants).supertypes]
    newest = max((p.oid for p in worlds), default=None)
    return [p for p in worlds if p.oid != newest] if len(worlds) > 1 else []


def _no_loyalty(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5i: a planeswalker with loyalty 0, the number of loyalty counters on it (306.5b)."""
    return characteristics(game, perm, grants).is_a("Planeswalker") and perm.counters.get("loyalty", 0) <= 0


def _lethal_damage(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5g: a creature with toughness greater than 0 and damage marked on it at least its toughness; one
    with indestructible ignores this check (702.12b)."""
    chars = characteristics(game, perm, grants)
    return (
        chars.is_a("Creature")
        and chars.toughness is not None
        and 0 < chars.toughness <= perm.damage
        and not chars.indestructible
    )


def _deathtouch_damage(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5h: a creature with toughness greater than 0 dealt damage by a source with deathtouch since the last
    check is destroyed; one with indestructible isn't (702.12b)."""
    chars = characteristics(game, perm, grants)
    return (
        perm.deathtouch_damage
        and chars.is_a("Creature")
        and chars.toughness is not None
        and chars.toughness > 0
        and not chars.indestructible
    )


def _destroyed_by_damage(game: Game, perm: GameObject, grants: Grants) -> bool:
    """The creatures destroyed by damage: lethal damage (704.5g) or damage from a source with deathtouch (704.5h)."""
    return _lethal_damage(game, perm, grants) or _deathtouch_damage(game, perm, grants)


def legend_groups(game: Game) -> list[list[GameObject]]:
    """CR 704.5j: the groups of two or more legendary permanents with the same name controlled by the same player
    (a permanent with no name has none to share, 201.2b)."""
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for perm in game.permanents():
        chars = characteristics(game, perm)
        if "Legendary" in chars.supertypes and chars.name:
            groups.setdefault((perm.controller, chars.name), []).append(perm)
    return [group for group in groups.values() if len(group) > 1]


def unchosen_legends(game: Game) -> list[GameObject]:
    """The first group of the legend rule (704.5j) whose controller hasn't chosen the one to keep yet."""
    return next((g for g in legend_groups(game) if not any(p.oid in game.legend_kept for p in g)), [])


def _cancel_counters(perms: list[GameObject]) -> bool:
    """CR 704.5q: N +1/+1 and N -1/-1 counters are removed from a permanent that has both, N the smaller count."""
    cancelled = False
    for perm in perms:
        n = min(perm.counters.get("+1/+1", 0), perm.counters.get("-1/-1", 0))
        if n:
            perm.counters["+1/+1"] -= n
            perm.counters["-1/-1"] -= n
            cancelled = True
    return cancelled


def _becomes_unattached(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5n, 704.5p: a permanent other than an Aura (704.5m) attached to something it can't be: an Equipment
    attached to a permanent that isn't a creature, to itself or to nothing there any more, or that is a creature
    itself (301.5c); a creature, or any other permanent that isn't an Equipment, attached to anything. It becomes
    unattached and stays on the battlefield."""
    if perm.attached_to is None:
        return False
    chars = characteristics(game, perm, grants)
    if "Aura" in chars.subtypes:
        return False
    if chars.is_a("Creature") or "Equipment" not in chars.subtypes:
        return True
    equipped = game.objects.get(perm.attached_to)
    if equipped is None or equipped.zone != "battlefield" or equipped.oid == perm.oid:
        return True
    return not characteristics(game, equipped, grants).is_a("Creature")


def _aura_unattached(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5m, 303.4c-d: an Aura not attached to a permanent its enchant ability allows (702.5a), attached to
    itself, or that is also a creature (which can't enchant anything). The engine's Auras enchant permanents only:
    an object that left the battlefield is gone (400.7). A bestowed Aura is the exception (702.103f)."""
    chars = characteristics(game, perm, grants)
    if "Aura" not in chars.subtypes:
        return False
    if chars.is_a("Creature"):
        return True
    return perm.face != BESTOWED and _attached_illegally(game, perm)


def _attached_illegally(game: Game, perm: GameObject) -> bool:
    """The Aura is attached to nothing, to itself, or to an object its enchant ability doesn't allow (303.4c-d)."""
    enchanted = game.objects.get(perm.attached_to) if perm.attached_to is not None else None
    if enchanted is None or enchanted.zone != "battlefield" or enchanted.oid == perm.oid:
        return True
    spec = perm.behaviour.enchant
    return spec is not None and not matches(game, enchanted, spec, perm.controller, perm)


def _cease_to_be_bestowed(game: Game, perms: list[GameObject]) -> list[GameObject]:
    """CR 702.103f: a bestowed Aura attached to nothing or to an illegal object becomes unattached and ceases to be
    bestowed, an exception to 704.5m: it stays on the battlefield, a creature again. The rule has it happen as soon
    as it becomes unattached; the engine does it at the next check, before any player could act."""
    found = [p for p in perms if p.face == BESTOWED and _attached_illegally(game, p)]
    for perm in found:
        perm.face, perm.attached_to = "front", None
    return found
