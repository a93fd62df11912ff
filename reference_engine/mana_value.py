"""Mana value (CR 202.3)."""

from __future__ import annotations

from .game import Game
from .objects import GameObject, base_characteristics


def x_value(obj: GameObject) -> int:
    """CR 202.3e, 107.3g: X is the number chosen for it while the object is on the stack, and 0 anywhere else
    (in a hand, on the battlefield, in a graveyard), even if the object remembers the X it was cast with."""
    return (obj.x or 0) if obj.zone == "stack" else 0


def mana_value(game: Game, obj: GameObject) -> int:
    """CR 202.3: the total mana in the mana cost, whatever was paid to cast it (118.8d, 118.9c).

    The back face of a transforming card uses its front face's cost (202.3b); a melded permanent the sum of
    its fronts (202.3c); a copy of either has the copied (cost-less) back face, so 0; an object with no mana
    cost, such as a token that is not a copy or a land, has 0 (202.3a); a split card not on the stack has the
    combined mana costs of its halves (202.3d). The mana cost is a copiable value
    (707.2): only layer 1 (copy effects, the face shown) changes it, so the later layers aren't needed here.
    """
    if obj.copy_of is None:
        if obj.card is not None and obj.card.layout == "split" and obj.zone != "stack":
            return sum(face.mana_cost.mana_value() for face in obj.card.faces)  # 202.3d: both halves
        if obj.melded is not None:
            return sum(card.front.mana_cost.mana_value() for card in obj.melded)
        if obj.face == "back" and obj.card is not None and obj.card.layout == "transform":
            return obj.card.front.mana_cost.mana_value(x_value(obj))
    return base_characteristics(obj).mana_cost.mana_value(x_value(obj))
