"""Text-changing effects (CR 612), applied in layer 3 (613.1c): "change the text of target spell or permanent by
replacing all instances of one basic land type with another" (Magical Hack).

The effect changes the words of the object's own text used as a basic land type, among them the land type of a
landwalk keyword ("swampwalk" becomes "islandwalk", 702.14), in the keywords it prints (`changed_text`) and in the
keywords its static abilities grant (`changed_words`). It changes no ability that another effect grants the object
(612.3): those are added in layer 6, after this one. What the catalog's cards give no way to observe is refused as
not modelled rather than guessed: a land type in the target's type line (305.7) or elsewhere in its rules text.
The spell's effect, its choice of words and what it refuses are in `text_changing_effects`; here is what the layer
system reads.
"""

from __future__ import annotations

import re

from .game import Game
from .objects import Characteristics, GameObject

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 205.3i
TEXT_CHANGE = "text_change"  # an effect's data: the (old, new) word it replaces


def _walk(word: str) -> str | None:
    """The land type of a landwalk keyword (CR 702.14a), e.g. "Swamp" of "Swampwalk"."""
    found = re.fullmatch(r"([A-Za-z]+)walk", word)
    land = found.group(1).capitalize() if found else None
    return land if land in BASIC_LAND_TYPES else None


def _replaced(word: str, changes: list[tuple[str, str]]) -> str:
    for old, new in changes:  # in timestamp order (613.7): a later change sees what an earlier one wrote
        if _walk(word) == old:
            word = f"{new}walk"
    return word


def _changes(game: Game, obj: GameObject) -> list[tuple[str, str]]:
    found = [e for e in game.effects if obj.oid in e.affected and TEXT_CHANGE in e.data]
    return [e.data[TEXT_CHANGE] for e in sorted(found, key=lambda e: e.timestamp)]


def changed_text(game: Game, obj: GameObject, chars: Characteristics) -> Characteristics:
    """Layer 3 (CR 613.1c): the keywords the object prints, with the words text-changing effects replaced."""
    changes = _changes(game, obj)
    if not changes:
        return chars
    return chars.with_changes(keywords=frozenset(_replaced(k, changes) for k in chars.keywords))


def changed_words(game: Game, source: GameObject, words: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The keywords a static ability of `source` grants, as the source's text now reads (CR 612.1): a change of the
    granting object's text changes what it grants, a change of the receiving object's text doesn't (612.3)."""
    changes = _changes(game, source)
    return tuple(_replaced(w, changes) for w in words) if changes else tuple(words)
