"""Abilities that allow a card to be cast and what they say of the spell it becomes (CR 400.7g, 400.7h, 702.34a).

A granted flashback ability (702.34a) lets a card in a graveyard be cast for its flashback cost; cast this way,
the ability continues to apply to the spell the card became (400.7g), whose "exile this card instead of putting it
anywhere else any time it would leave the stack" part then applies. An effect that allows a card to be cast and
says what happens to "that spell" finds the spell the card became when it is cast this way (400.7h).
"""

from __future__ import annotations

import dataclasses

from .continuous import Effect, characteristics
from .game import Game
from .mana import ManaCost
from .objects import GameObject
from .zone_changes import to_graveyard

EXILE_INSTEAD = "exile_instead_of_graveyard"  # a spell's `chosen` mark: "if that spell would be put into ... exile it"


def grant_flashback(game: Game, card: GameObject, until: str = "end_of_turn") -> None:
    """ "[Card] gains flashback until end of turn. The flashback cost is equal to its mana cost" (CR 702.34a): an
    ability-granting effect on that object (611.2c)."""
    game.effects.append(Effect(frozenset({card.oid}), until=until, data={"flashback": "mana_cost"}))


def flashback_cost(game: Game, obj: GameObject) -> ManaCost | None:
    """The flashback cost of an object that has flashback from an effect (CR 702.34a), or None."""
    if not any(obj.oid in e.affected and "flashback" in e.data for e in game.effects):
        return None
    return characteristics(game, obj).mana_cost


def may_cast_with_flashback(game: Game, card: GameObject) -> bool:
    """CR 702.34a: "You may cast this card from your graveyard if the resulting spell is an instant or sorcery
    spell by paying [cost] rather than paying its mana cost"."""
    chars = characteristics(game, card)
    spell_type = chars.is_a("Instant") or chars.is_a("Sorcery")
    return card.zone == "graveyard" and spell_type and flashback_cost(game, card) is not None


def follow_to_stack(game: Game, card: GameObject, spell: GameObject) -> None:
    """CR 400.7g: an ability an effect granted to the card that allows it to be cast continues to apply to the
    spell it became when it is cast this way."""
    game.effects = [
        dataclasses.replace(e, affected=e.affected | {spell.oid})
        if card.oid in e.affected and "flashback" in e.data
        else e
        for e in game.effects
    ]


def leave_for_graveyard(game: Game, spell: GameObject) -> GameObject | None:
    """A spell leaving the stack for its owner's graveyard (resolved, 608.2n; countered, 701.5a; without legal
    targets, 608.2b). Exiled instead when its flashback cost was paid and it still has flashback (702.34a, 400.7g),
    or when the effect that allowed it to be cast said so (400.7h)."""
    paid_flashback = spell.chosen.get("flashback") and flashback_cost(game, spell) is not None
    if paid_flashback or spell.chosen.get(EXILE_INSTEAD):
        return game.move(spell, "exile")
    return to_graveyard(game, spell)


def counter_spell(game: Game, spell: GameObject) -> None:
    """CR 701.5a: a countered spell is removed from the stack and put into its owner's graveyard (or where an
    effect that applies to it puts it instead, 400.7g-h)."""
    entry = next(s for s in game.stack if s.obj is spell)
    game.stack.remove(entry)
    leave_for_graveyard(game, spell)
