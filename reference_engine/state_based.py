"""State-based actions (CR 704): checked whenever a player would receive priority (117.5)."""

from __future__ import annotations

from .continuous import characteristics, grant_sources
from .game import Game
from .zone_changes import put_into_graveyard


def check_state_based_actions(game: Game) -> bool:
    """CR 704.3: one check, all at once, of the ones this engine knows: a player with 0 or less life (704.5a)
    or who attempted to draw from an empty library (704.5b) loses; a creature with toughness 0 or less, or
    lethal damage, is put into its owner's graveyard (704.5f-g). Returns whether any was performed: then the
    caller checks again (704.3)."""
    performed = False
    for name, player in game.players.items():
        if player.lost is None and (player.life <= 0 or player.drew_from_empty_library):
            game.lose(name, "life" if player.life <= 0 else "empty_library")
            performed = True
        player.drew_from_empty_library = False
    grants = grant_sources(game)
    for perm in list(game.permanents()):
        chars = characteristics(game, perm, grants)
        if (
            chars.is_a("Creature")
            and chars.toughness is not None
            and (chars.toughness <= 0 or (perm.damage and perm.damage >= chars.toughness))
        ):
            put_into_graveyard(game, perm)
            performed = True
    return performed
