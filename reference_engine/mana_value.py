"""Mana value (CR 202.3)."""

from __future__ import annotations

from .game import Game
from .objects import GameObject


def mana_value(game: Game, obj: GameObject) -> int:
    """CR 202.3: the total mana in the mana cost; X is 0 off the stack (202.3e, 107.3g).

    The back face of a transforming card uses its front face's cost (202.3b); a melded permanent the sum of
    its fronts (202.3c); a copy of either has the copied (cost-less) back face, so 0; a token that is not a
    copy has no mana cost unless its creator gave it one (202.3a).
    """
    x = obj.x or 0 if obj.zone == "stack" else 0
    if obj.copy_of is None:
        if obj.melded is not None:
            return sum(card.front.mana_cost.mana_value() for card in obj.melded)
        if obj.face == "back" and obj.card is not None and obj.card.layout == "transform":
            return obj.card.front.mana_cost.mana_value(x)
    from .continuous import characteristics

    return characteristics(game, obj).mana_cost.mana_value(x)
