"""Resolving spells and abilities (CR 608): intervening "if" clauses (608.2a), target checks (608.2b),
permanent spells entering (608.3), instants and sorceries to the graveyard (608.2n) or, cast as an Adventure, to
exile (715.3d), choices during resolution (608.2d), abilities that trigger on a spell's resolving (608.2p)."""

from __future__ import annotations

from collections.abc import Callable

from . import sagas
from .adventures import exile_resolved
from .bestowed import BESTOWED
from .continuous import characteristics
from .effect_context import Context
from .effects import run
from .entering_choices import ask_before_entering
from .game import Event, Game
from .leaving_stack import leave_for_graveyard
from .stack import StackEntry
from .targets import illegal_targets, legal_targets_remain, spell_targets
from .triggers import condition_holds, emit
from .vocabulary import Triggered
from .zone_changes import enter_battlefield


def resolve(game: Game, entry: StackEntry, then: Callable[[], None]) -> None:
    if entry.obj is not None:
        _resolve_spell(game, entry, then)
    else:
        _resolve_ability(game, entry, then)


def _resolve_spell(game: Game, entry: StackEntry, then: Callable[[], None]) -> None:
    spell = entry.obj
    assert spell is not None
    specs = spell_targets(spell)
    if spell.face == BESTOWED and not legal_targets_remain(game, entry.controller, specs, entry.targets, spell):
        spell.face = "front"  # CR 702.103e, 608.3b: it ceases to be bestowed and resolves as a creature spell
        entry.targets = []
    elif not legal_targets_remain(game, entry.controller, specs, entry.targets, spell):
        leave_for_graveyard(game, spell)  # CR 608.2b: it doesn't resolve
        then()
        return
    if any(characteristics(game, spell).is_a(t) for t in ("Instant", "Sorcery")):
        ctx = Context(game, entry.controller, spell, entry.targets, entry.x, {"after_choice": then})

        def finish() -> None:
            if spell.oid in game.objects and spell.face == "adventure":
                exile_resolved(game, spell, entry.controller)  # CR 715.3d
            elif spell.oid in game.objects:
                card = leave_for_graveyard(game, spell)
                if card is not None and card.zone == "graveyard":  # CR 608.2p: once 608.2c-n are done
                    emit(game, Event("put_into_graveyard_resolving", entry.controller, card))
            then()

        ctx.data["after_choice"] = finish
        if run(ctx, spell.behaviour.spell):
            finish()
        return
    # CR 608.3c: an Aura spell enters attached to the object it targets (its last target, spell_targets)
    attach = entry.targets[-1].oid if spell.behaviour.enchant is not None and entry.targets else None

    def enter() -> None:
        enter_battlefield(
            game, spell, entry.controller, x=entry.x, kicked=spell.kicked, chosen=spell.chosen, attach_to=attach
        )
        then()

    if not ask_before_entering(game, spell, entry.controller, enter):  # CR 614.12a: a choice made before it enters
        enter()


def _resolve_ability(game: Game, entry: StackEntry, then: Callable[[], None]) -> None:
    ability = entry.ability
    assert ability is not None
    if not legal_targets_remain(game, entry.controller, ability.targets, entry.targets, entry.source):
        then()
        return
    if isinstance(ability, Triggered) and not condition_holds(game, ability, entry.controller, entry.source):
        then()  # CR 608.2a: its intervening "if" clause is no longer true: it is removed and does nothing
        return
    source = entry.source
    if source is not None and source.oid in game.objects:
        source = game.objects[source.oid]  # still the same object: see its current state

    def done() -> None:
        sagas.resolved(game, ability, entry.source, entry.controller)  # CR 608.2p: once its steps are all done
        then()

    checked = illegal_targets(game, entry.controller, ability.targets, entry.targets, entry.source)  # CR 608.2
    data = {"after_choice": done, "illegal_targets": checked, "target_specs": ability.targets, **entry.context}
    ctx = Context(game, entry.controller, source, entry.targets, entry.x, data)
    if run(ctx, ability.effects):
        done()
