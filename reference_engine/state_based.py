"""State-based actions (CR 704): checked whenever a player would receive priority (117.5)."""

from __future__ import annotations

from .continuous import characteristics, grant_sources
from .filters import matches
from .game import Game
from .objects import GameObject
from .vocabulary import Static
from .zone_changes import put_into_graveyard

Grants = list[tuple[GameObject, Static]]  # `continuous.grant_sources`


def check_state_based_actions(game: Game) -> bool:
    """CR 704.3: one check, all at once, of the ones this engine knows: a player with 0 or less life (704.5a)
    or who attempted to draw from an empty library (704.5b) loses; a creature with toughness 0 or less, or
    lethal damage (704.5f-g), and an Aura attached to an illegal object or to nothing (704.5m) are put into
    their owners' graveyards. Returns whether any was performed: then the caller checks again (704.3)."""
    performed = False
    for name, player in game.players.items():
        if player.lost is None and (player.life <= 0 or player.drew_from_empty_library):
            game.lose(name, "life" if player.life <= 0 else "empty_library")
            performed = True
        player.drew_from_empty_library = False
    grants = grant_sources(game)
    doomed = [perm for perm in game.permanents() if _dies(game, perm, grants) or _aura_unattached(game, perm, grants)]
    for perm in doomed:
        put_into_graveyard(game, perm)
    return performed or bool(doomed)


def _dies(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5f-g: a creature with toughness 0 or less, or with damage marked on it at least its toughness."""
    chars = characteristics(game, perm, grants)
    return (
        chars.is_a("Creature")
        and chars.toughness is not None
        and (chars.toughness <= 0 or (perm.damage > 0 and perm.damage >= chars.toughness))
    )


def _aura_unattached(game: Game, perm: GameObject, grants: Grants) -> bool:
    """CR 704.5m, 303.4c-d: an Aura not attached to a permanent its enchant ability allows (702.5a), or attached
    to itself. The engine's Auras enchant permanents only: an object that left the battlefield is gone (400.7)."""
    if "Aura" not in characteristics(game, perm, grants).subtypes:
        return False
    enchanted = game.objects.get(perm.attached_to) if perm.attached_to is not None else None
    if enchanted is None or enchanted.zone != "battlefield" or enchanted.oid == perm.oid:
        return True
    spec = perm.behaviour.enchant
    return spec is not None and not matches(game, enchanted, spec, perm.controller, perm)
