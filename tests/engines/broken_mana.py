"""Deliberately broken engines for mana production (CR 106.7, 106.12) and X on enters (107.3m).

Each patches one function of the reference engine (see `tests.engines.broken.BrokenAdapter`); the corpus must
fail it on the scenarios that depend on that rule and on no other.
"""

from __future__ import annotations

from typing import Any

from reference_engine import production, triggers, zone_changes
from reference_engine.game import Event

from .broken import BrokenAdapter


def _types_without_replacement(game: Any, event: production.Production) -> set[str]:
    """ "Could produce" answered from the ability alone, replacement effects forgotten (CR 106.7)."""
    return {t for t, n in event.mana.items() if n > 0}


def _any_mana_ability_taps(ability: Any) -> bool:
    """Every mana ability counts as tapping its permanent for mana, {T} or not (CR 106.12 forgotten)."""
    return bool(ability.is_mana_ability)


def _emit_without_spell_x(game: Any, event: Event) -> None:
    """Enters triggers don't learn the X of the spell that became the permanent (CR 107.3m forgotten)."""
    data = {k: v for k, v in event.data.items() if k != "x"}
    triggers.emit(game, Event(event.kind, event.player, event.obj, data))


class CouldProduceIgnoresReplacements(BrokenAdapter):
    name = "could-produce-ignores-replacements"
    rules = ("106.7",)  # the CR rules it breaks
    target = "reference_engine.production.replaced_types"
    replacement = staticmethod(_types_without_replacement)


class TapsForManaWithoutTapSymbol(BrokenAdapter):
    """Its "tapped for mana" triggers (and replacement effects) apply to a mana ability without {T}."""

    name = "taps-for-mana-without-tap-symbol"
    rules = ("106.12",)  # the CR rules it breaks
    target = "reference_engine.abilities.taps_for_mana"
    replacement = staticmethod(_any_mana_ability_taps)


class EntersTriggersIgnoreSpellX(BrokenAdapter):
    name = "enters-triggers-ignore-spell-x"
    rules = ("107.3m",)  # the CR rules it breaks
    target = "reference_engine.zone_changes.emit"
    replacement = staticmethod(_emit_without_spell_x)


assert production.replaced_types and production.taps_for_mana and zone_changes.emit  # the patched functions exist
