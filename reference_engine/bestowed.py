"""The characteristics of a bestowed spell or permanent (CR 702.103b): the `bestowed` face of a creature card with
bestow, kept apart from `bestow` (casting bestowed) so that objects can show it without importing what casts."""

from __future__ import annotations

import dataclasses

from .cards import Face

BESTOWED = "bestowed"  # the `face` of a spell cast bestowed and of the bestowed Aura it becomes
_ENCHANT_CREATURE = {"types": ["Creature"]}
_FACES: dict[int, Face] = {}  # the bestowed face of each card face, worked out once


def bestowed_face(face: Face) -> Face:
    """CR 702.103b: an Aura enchantment with enchant creature, and no other card types, so no creature types and no
    power or toughness (205.1a, 208.3); its name, mana cost, colours and abilities stay."""
    found = _FACES.get(id(face))
    if found is None or found.name != face.name:
        behaviour = dataclasses.replace(face.behaviour, enchant=_ENCHANT_CREATURE)
        found = dataclasses.replace(
            face, types=("Enchantment",), subtypes=("Aura",), power=None, toughness=None, behaviour=behaviour
        )
        _FACES[id(face)] = found
    return found
