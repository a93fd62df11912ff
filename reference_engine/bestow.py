"""Bestow (CR 702.103): a creature card its caster may cast bestowed, for its bestow cost rather than its mana cost
(an alternative cost, 601.2b). Cast bestowed, it becomes an Aura enchantment with enchant creature as it is put on
the stack (702.103b), so only those characteristics are evaluated to see whether it can be cast (702.103d), and an
effect letting Aura spells be cast as though they had flash lets its caster begin to cast it (601.3b). It resolves
into a bestowed Aura attached to its target (608.3c); if that target is illegal as it begins resolving, it ceases to
be bestowed and resolves as a creature spell (702.103e, 608.3b); a bestowed Aura that becomes unattached ceases to be
bestowed and stays on the battlefield as a creature (702.103f, in `state_based`). A bestowed spell or permanent shows
the `bestowed` face; copying one is not modelled (`objects.GameObject.copiable_face`)."""

from __future__ import annotations

import dataclasses

from .bestowed import BESTOWED
from .objects import GameObject


def has_bestow(card: GameObject) -> bool:
    """CR 702.103a: the card has a bestow cost."""
    return card.card is not None and card.card.faces[0].behaviour.bestow is not None


def bestowed_view(card: GameObject, bestowed: bool) -> GameObject:
    """The card as it would be cast (CR 702.103d, 601.3b): cast bestowed, its characteristics as the bestow ability
    modifies them decide whether it can be cast, and whether an effect letting spells with some quality be cast as
    though they had flash applies to it. The view keeps the card's identity, like an Adventure's (601.3e)."""
    if not bestowed:
        return card
    if not has_bestow(card):
        from .errors import RulesError

        raise RulesError(f"{card.name} has no bestow cost", rule="702.103a")
    return dataclasses.replace(card, face=BESTOWED)
