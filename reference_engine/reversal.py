"""Reversing an illegal action (CR 730.1), with the one part of it a player may keep: the legal mana abilities they
activated while making it.

"Each player may also reverse any legal mana abilities that player activated while making the illegal play":
reversing them is the player's choice (`Choices.keep_mana_abilities`). An action returns the game to the moment
before it; the mana abilities a player keeps are then activated again, in the order they were, from that moment,
which gives what they gave then (the source tapped or sacrificed, the mana in the pool). Mana spent on another
mana ability was spent on one that is kept too (730.1's exception doesn't arise).
"""

from __future__ import annotations

from typing import Any

from . import rollback
from .abilities import activate
from .errors import RulesError
from .game import Game
from .priority import give_priority


def record(game: Game, player: str, ref: str, ability: Any, mana: str | None, sacrifice: str | None) -> None:
    """A mana ability activated while an action was being made (601.2g, 608.2g), in case the action is reversed."""
    game.mana_activations.append(
        {"player": player, "object": ref, "ability": ability, "mana": mana, "sacrifice": sacrifice}
    )


def reverse(game: Game, back_to: rollback.Saved, kept: list[dict[str, Any]]) -> None:
    """CR 730.1: return the game to `back_to`, then, when the policy keeps them, activate again the mana abilities
    `kept` (those activated since `back_to`). If one of them can't be activated again as it was, they are reversed
    with the rest of the action, which 730.1 always allows."""
    game.restore(back_to)
    if not kept or not game.choices.keep_mana_abilities:
        return
    try:
        for a in kept:
            activate(game, a["player"], a["object"], a["ability"], mana_choice=a["mana"],
                     sacrifice_ref=a["sacrifice"], during_payment=True)  # fmt: skip
            if game.pending_choice is not None:
                raise RulesError("a mana ability kept would wait for a choice again")
    except RulesError:
        game.restore(back_to)
        return
    if game.pending_triggers and game.priority:
        # what the kept abilities triggered goes on the stack as the player who had priority keeps it (730.2, 117.5)
        give_priority(game, game.priority)
